"""The rules as a player reads them (tablegame.core.rules_text): every section in every language, no English left
in Korean or Chinese, and every number tied to the constant or catalog it comes from."""

from __future__ import annotations

import re

import pytest
from english_left import english_left, speaking

from tablegame.core.registry import UnknownGame, game_ids
from tablegame.core.rules_text import SECTION_KEYS, games_with_rules, rules_sections
from tablegame.games.cabo import effects, legal, scoring, setup
from tablegame.games.cabo import rules_text as cabo_text
from tablegame.games.cabo.catalog import DECK_SIZE, cabo_catalog
from tablegame.games.cabo.rules import CaboRules
from tablegame.games.niagara import moves as nia_moves
from tablegame.games.niagara import rules_text as niagara_text
from tablegame.games.niagara import scoring as nia_scoring
from tablegame.games.niagara.catalog import catalog as nia_catalog
from tablegame.games.niagara.rules import NiagaraRules
from tablegame.games.ogallala import canoes
from tablegame.games.ogallala import effects as og_effects
from tablegame.games.ogallala import rules_text as ogallala_text
from tablegame.games.ogallala import scoring as og_scoring
from tablegame.games.ogallala.catalog import catalog as og_catalog
from tablegame.games.ogallala.rules import OgallalaRules
from tablegame.games.struggle_for_catan import board as sfc_board
from tablegame.games.struggle_for_catan import effects as sfc_effects
from tablegame.games.struggle_for_catan import payment as sfc_payment
from tablegame.games.struggle_for_catan import rules_text as catan_text
from tablegame.games.struggle_for_catan import scoring as sfc_scoring
from tablegame.games.struggle_for_catan import setup as sfc_setup
from tablegame.games.struggle_for_catan.catalog import components
from tablegame.games.struggle_for_catan.rules import StruggleForCatanRules

COMPLETE = ("cabo", "ogallala", "niagara", "struggle-for-catan")  # rules written in every language


def text_of(game: str) -> str:
    """Every title and paragraph of a game's rules in the language now, one per line."""
    return "\n".join(line for section in rules_sections(game) for line in (section.title, *section.paragraphs))


def test_every_game_has_its_rules() -> None:
    assert set(COMPLETE) == set(games_with_rules()) == set(game_ids())


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("game", COMPLETE)
def test_every_section_is_there_in_order_and_says_something(game: str, lang: str) -> None:
    with speaking(lang):
        sections = rules_sections(game)
    assert tuple(section.key for section in sections) == SECTION_KEYS
    for section in sections:
        assert section.paragraphs and all(paragraph.strip() for paragraph in section.paragraphs), section.key
        assert all("{" not in paragraph for paragraph in section.paragraphs), section.key  # every blank filled


@pytest.mark.parametrize("lang", ["ko", "zh"])
@pytest.mark.parametrize("game", COMPLETE)
def test_no_english_is_left_in_korean_or_chinese(game: str, lang: str) -> None:
    with speaking(lang):
        text = text_of(game)
    with speaking("en"):
        english = text_of(game)
    assert english != text
    assert not english_left(text, []), english_left(text, [])


def test_an_unknown_game_names_the_games_with_rules() -> None:
    with pytest.raises(UnknownGame, match="cabo"):
        rules_sections("chess")


def cabo_sources() -> set[int]:
    """Every number CABO's rules text may show: the catalog's, the rules' constants, the worked example's."""
    catalog = cabo_catalog()
    rows, sums, scores = cabo_text.example_scores(catalog)
    return {
        *catalog.values,
        *catalog.counts,
        DECK_SIZE,
        CaboRules.min_seats,
        CaboRules.max_seats,
        scoring.BOMB_PENALTY,
        scoring.CALLER_PENALTY,
        scoring.RESET_AT,
        scoring.RESET_TO,
        scoring.GAME_END_ABOVE,
        *scoring.BOMB_ROW,
        setup.ROW_SIZE,
        setup.PEEKED_AT_START,
        legal.MAX_REPLACE,
        effects.PENALTY_FROM,
        *(v for row in rows for v in row),
        *sums,
        *scores,
    }


def test_every_number_in_cabo_s_rules_comes_from_a_source() -> None:
    with speaking("en"):
        numbers = {int(found) for found in re.findall(r"\d+", text_of("cabo"))}
    assert numbers <= cabo_sources(), numbers - cabo_sources()


def test_cabo_s_rules_follow_their_constants(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each constant changed, the text says the new number (and the worked example counts with it)."""
    changed = {
        (scoring, "CALLER_PENALTY"): 17,
        (scoring, "BOMB_PENALTY"): 61,
        (scoring, "RESET_AT"): 123,
        (scoring, "RESET_TO"): 47,
        (scoring, "GAME_END_ABOVE"): 149,
        (setup, "ROW_SIZE"): 6,
        (setup, "PEEKED_AT_START"): 5,
        (legal, "MAX_REPLACE"): 7,
        (effects, "PENALTY_FROM"): 8,
        (CaboRules, "max_seats"): 9,
    }
    for (owner, name), value in changed.items():
        monkeypatch.setattr(owner, name, value)
    monkeypatch.setattr(cabo_text, "DECK_SIZE", 71)
    with speaking("en"):
        text = text_of("cabo")
    for value in [*changed.values(), 71]:
        assert re.search(rf"\b{value}\b", text), value
    _, sums, _ = cabo_text.example_scores(cabo_catalog())
    assert f"{sums[0]} + 17 = {sums[0] + 17}" in text


def test_cabo_s_rules_follow_the_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card's value changed in the catalog: the powers, the example's sums and scores follow."""
    catalog = cabo_catalog()
    seven = catalog.index["c7"]
    values = list(catalog.values)
    values[seven] = 77
    monkeypatch.setattr(
        cabo_text, "cabo_catalog", lambda: type(catalog)(**{**catalog.__dict__, "values": tuple(values)})
    )
    with speaking("en"):
        text = text_of("cabo")
    assert "PEEK (an 8 or a 77)" in text
    assert "13, 9 and 77 (sum 99)" in text


def ogallala_sources() -> set[int]:
    """Every number Ogallala's rules text may show: the catalog's counts and strengths, the grid, the piles,
    the scoring and end constants, the worked examples' points (and 1 point per card)."""
    cards = og_catalog()
    examples = ogallala_text.example_points(cards)
    piles = [len(pile) for pile in ogallala_text.setup.deal(list(range(ogallala_text.DECK_SIZE)), None)]
    indians = sum(c for c, indian in zip(cards.counts, cards.indian, strict=True) if indian)
    loot = sum(c for c, is_loot in zip(cards.counts, cards.loot, strict=True) if is_loot)
    return {
        *cards.counts,
        *cards.strength,
        ogallala_text.DECK_SIZE,
        *piles,
        indians,
        loot,
        2 * cards.counts[0],
        canoes.ROWS,
        canoes.COLS,
        OgallalaRules.min_seats,
        OgallalaRules.max_seats,
        og_scoring.LONG_CANOE,
        og_scoring.LONG_CANOE - 1,
        og_scoring.LOOT_POINTS,
        2 * og_scoring.LOOT_POINTS,
        og_scoring.PAIR_POINTS,
        og_scoring.TRIPLE_POINTS,
        og_effects.END_CHOICE_CANOES,
        og_effects.AUTO_END_CANOES,
        og_scoring.LONG_POINTS,
        1,
        *(n for example in examples for n in example),
        *(total - length for _, length, total in examples),
    }


def test_every_number_in_ogallala_s_rules_comes_from_a_source() -> None:
    with speaking("en"):
        numbers = {int(found) for found in re.findall(r"\d+", text_of("ogallala"))}
    assert numbers <= ogallala_sources(), numbers - ogallala_sources()


def test_ogallala_s_rules_follow_their_constants(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = {
        (og_scoring, "LONG_CANOE"): 11,
        (og_scoring, "LOOT_POINTS"): 13,
        (og_scoring, "LONG_POINTS"): 3,
        (og_scoring, "PAIR_POINTS"): 47,
        (og_scoring, "TRIPLE_POINTS"): 97,
        (og_effects, "END_CHOICE_CANOES"): 6,
        (og_effects, "AUTO_END_CANOES"): 9,
        (canoes, "ROWS"): 4,
        (canoes, "COLS"): 19,
        (OgallalaRules, "max_seats"): 7,
        (ogallala_text, "DECK_SIZE"): 120,
    }
    for (owner, name), value in changed.items():
        monkeypatch.setattr(owner, name, value)
    with speaking("en"):
        text = text_of("ogallala")
    for value in [*changed.values(), 10, 26]:  # up to 10 cards (11 - 1); a pair instead of 26 (twice 13)
        assert re.search(rf"\b{value}\b", text), value
    assert "three face-down piles of 40, 40 and 40 cards" in text  # 120 cards dealt in three
    assert "the loot 13: " in text and "the loot 47: " in text and "the loot 97: " in text


def niagara_sources() -> set[int]:
    """Every number Niagara's rules text may show: the catalog's, the rules' constants, the example's."""
    cards = nia_catalog()
    home = list(niagara_text.EXAMPLE_HOME)
    return {
        *cards.gem_value,
        *cards.card_values,
        *(abs(w) for w in cards.weather_track),
        cards.gems_at_site,
        cards.boats_per_seat,
        len(cards.cards),
        len(cards.colours),
        cards.flow_min,
        cards.flow_max,
        nia_scoring.ONE_COLOUR,
        nia_scoring.ALL_GEMS,
        nia_moves.OP_COST,
        NiagaraRules.min_seats,
        NiagaraRules.max_seats,
        *home,
        sum(home),
        nia_scoring.home_value(home),
        *(max(board["depth"].values()) for board in cards.boards.values()),
    }  # the option's help: 9 slots


def test_every_number_in_niagara_s_rules_comes_from_a_source() -> None:
    with speaking("en"):
        numbers = {int(found) for found in re.findall(r"\d+", text_of("niagara"))}
    assert numbers <= niagara_sources(), numbers - niagara_sources()


def test_niagara_s_rules_follow_their_constants(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = {
        (nia_scoring, "ONE_COLOUR"): 6,
        (nia_scoring, "ALL_GEMS"): 11,
        (nia_moves, "OP_COST"): 3,
        (NiagaraRules, "max_seats"): 9,
    }
    for (owner, name), value in changed.items():
        monkeypatch.setattr(owner, name, value)
    with speaking("en"):
        text = text_of("niagara")
    for value in changed.values():
        assert re.search(rf"\b{value}\b", text), value
    assert "for 3 points" in text and "6 gems of one colour" in text and "11 gems in all" in text


def catan_sources() -> set[int]:
    """Every number The Struggle for Catan's rules text may show: the catalog's, the constants, the example's."""
    parts = components()
    points = catan_text.example_points(parts)
    return {
        *parts.resource_counts,
        sum(parts.resource_counts),
        *(c for cost in parts.costs.values() for c in cost),
        *parts.side_vp,
        parts.settlement_vp,
        parts.city_vp,
        *parts.expansion_vp,
        sfc_scoring.WIN_VP,
        sfc_setup.START_HAND,
        sfc_effects.MARKET_SIZE,
        sfc_effects.BRIGAND_LIMIT,
        sfc_effects.BASE_DRAW,
        StruggleForCatanRules.min_seats,
        StruggleForCatanRules.max_seats,
        catan_text.EXAMPLE_ROADS,
        catan_text.EXAMPLE_KNIGHTS,
        *points,
        sum(points),
        sfc_payment.TRADE_IN,
        sfc_board.CASTLE_ROADS,
    }


def test_every_number_in_catan_s_rules_comes_from_a_source() -> None:
    with speaking("en"):
        numbers = {int(found) for found in re.findall(r"\d+", text_of("struggle-for-catan"))}
    assert numbers <= catan_sources(), numbers - catan_sources()


def test_catan_s_rules_follow_their_constants(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = {
        (sfc_scoring, "WIN_VP"): 13,
        (sfc_setup, "START_HAND"): 6,
        (sfc_effects, "MARKET_SIZE"): 8,
        (sfc_effects, "BRIGAND_LIMIT"): 9,
        (sfc_effects, "BASE_DRAW"): 5,
        (catan_text, "EXAMPLE_ROADS"): 7,
        (sfc_payment, "TRADE_IN"): 4,
        (sfc_board, "CASTLE_ROADS"): 11,
    }
    for (owner, name), value in changed.items():
        monkeypatch.setattr(owner, name, value)
    with speaking("en"):
        text = text_of("struggle-for-catan")
    for value in changed.values():
        assert re.search(rf"\b{value}\b", text), value
    assert "7 roads (3 from their B sides)" in text and ": 10 victory points." in text
