"""The Struggle for Catan in Korean and Chinese (issue 18): a seeded bot game's history, read by a seat and by an
onlooker, has no English word left (only the players' names and the side letters A/B); the table's texts are
translated too; and a saved game's history reads in English again once English is chosen."""

from __future__ import annotations

import random
import re

import pytest
from catan_helpers import GAME

from tablegame import i18n
from tablegame.app.games.struggle_for_catan.presenter import CatanPresenter
from tablegame.core.history import History
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.storage.saves import load_match, save_match

RULES = get_rules(GAME)
NAMES = ["Mina", "Noor", "Ravi", "Ida"]
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
KEPT = set(NAMES)  # player names; "A"/"B" (road and knight sides) and "VP"-free texts are shorter than 3 letters


def busy_game(n: int, seed: int) -> Match:
    """A whole seeded game where builds, exchanges with players and events come often."""
    match = Match(GAME, [Seat(NAMES[i]) for i in range(n)], seed, {}, {})
    rng = random.Random(seed)
    while not match.is_over():
        legal = match.legal_actions()
        builds = [a for a in legal if a["type"] == "build"]
        takes = [a for a in legal if a["type"] in ("exchange_player", "guild_steal")]
        if builds and rng.random() < 0.9:
            match.apply(rng.choice([a for a in builds if a["building"] in ("city", "expansion")] or builds))
        elif takes and rng.random() < 0.5:
            match.apply(rng.choice(takes))
        else:
            match.apply(rng.choice(legal))
    return match


GAMES = [busy_game(n, seed) for n, seed in ((2, 1), (3, 2), (4, 4))]


def history_texts(match: Match, reader: int | None) -> list[str]:
    """Every entry `reader` reads over the whole game, in the language now."""
    replayed = match.rebuilt(0)
    history = History(RULES, match.names(), reader)
    texts = []
    for index, action in enumerate(match.actions):
        before = replayed.view(reader)
        replayed.apply(action)
        texts.extend(e.text for e in history.add(index, action, before, replayed.view(reader)))
    return texts


def english_words(texts: list[str]) -> set[str]:
    """The Latin words of 3 or more letters in the texts that are not players' names."""
    return {word for text in texts for word in ENGLISH_WORD.findall(text) if word not in KEPT}


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_history_has_no_english_left(lang):
    i18n.use(lang)
    for match in GAMES:
        for reader in (0, None):
            texts = history_texts(match, reader)
            assert texts and not english_words(texts), (lang, sorted(english_words(texts))[:20])


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_table_texts_have_no_english_left(lang):
    i18n.use(lang)
    for match in GAMES:
        replay = match.rebuilt(0)
        presenter = CatanPresenter(RULES, match.names(), {})
        found: set[str] = set()
        for action in match.actions[:120]:
            seat = replay.to_act()[0]
            model = presenter.build(replay.view(seat), replay.legal_actions(seat))
            texts = [
                model.status,
                *[t for v in model.texts.values() for t in v],
                *model.captions.values(),
                *[c.hint for c in model.cards],
                *[c.detail for c in model.cards],
                *[b.label for b in model.buttons],
                *[g.label for g in model.gestures],
            ]
            found |= english_words([t for t in texts if isinstance(t, str)])
            replay.apply(action)
        sheet = presenter.score_sheet(replay.view(0), True)
        assert sheet is not None
        found |= english_words([sheet.title, *sheet.columns, *sheet.notes, *[c for row in sheet.rows for c in row]])
        assert not found, (lang, sorted(found)[:20])


def test_a_game_saved_in_korean_reads_in_english_again(tmp_path):
    i18n.use("ko")
    match = GAMES[1]
    korean = history_texts(match, 0)
    save_match(match, tmp_path / "catan.json")
    i18n.use("en")
    reloaded = load_match(tmp_path / "catan.json")
    english = history_texts(reloaded, 0)
    assert korean != english and len(korean) == len(english)
    assert any(text.startswith("You ") for text in english)
    assert not any(re.search("[\uac00-\ud7a3]", text) for text in english)
    assert english == history_texts(match, 0)
