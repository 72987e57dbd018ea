"""The Struggle for Catan in Korean and Chinese (issue 18): a seeded bot game's history, read by a seat and by an
onlooker, has no English word left (only the players' names and the side letters A/B); the table's texts are
translated too; and a saved game's history reads in English again once English is chosen."""

from __future__ import annotations

import random

import pytest
from catan_helpers import GAME
from language_helpers import english_in_histories, english_on_tables, read_again_in_english

from tablegame import i18n
from tablegame.app.games.struggle_for_catan.presenter import CatanPresenter
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules

RULES = get_rules(GAME)
NAMES = ["Mina", "Noor", "Ravi", "Ida"]
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


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_history_has_no_english_left(lang):
    i18n.use(lang)
    found = english_in_histories(GAMES, KEPT)
    assert not found, (lang, sorted(found)[:20])


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_table_texts_have_no_english_left(lang):
    i18n.use(lang)
    found = english_on_tables(GAMES, lambda match: CatanPresenter(RULES, match.names(), {}), 120, KEPT)
    assert not found, (lang, sorted(found)[:20])


def test_a_game_saved_in_korean_reads_in_english_again(tmp_path):
    _, english = read_again_in_english(GAMES[1], tmp_path)
    assert any(text.startswith("You ") for text in english[0])
