"""Niagara in Korean and Chinese (issue 18): seeded games' histories, read by a seat and by an onlooker, have no
English word left (only the players' names; slot names such as 6A and the arm letters are shorter than 3
letters); the table's texts and score sheet are translated too; and a saved game's history reads in English
again once English is chosen."""

from __future__ import annotations

import random

import pytest
from language_helpers import HANGUL, bot_game, english_in_histories, english_on_tables, read_again_in_english
from language_helpers import english_words as latin_words

from tablegame import i18n
from tablegame.app.games.niagara.presenter import NiagaraPresenter
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules

GAME = "niagara"
RULES = get_rules(GAME)
NAMES = ["Mina", "Noor", "Ravi", "Ida", "Eli"]


def easy_game(n: int, seed: int, **options: object) -> Match:
    """A whole seeded game of easy bots (a round limit keeps it short and tells its own ending)."""
    return bot_game(GAME, NAMES[:n], seed, {"max_rounds": 12, **options})


def random_game(n: int, seed: int, **options: object) -> Match:
    """A seeded game of random moves: canoes go over the falls, get recovered, steal and stay put more often."""
    match = Match(GAME, [Seat(NAMES[i]) for i in range(n)], seed, {"max_rounds": 10, **options}, {})
    rng = random.Random(seed)
    while not match.is_over():
        legal = match.legal_actions(match.to_act()[0])
        steals = [a for a in legal if a.get("steal_from") is not None]
        match.apply(rng.choice(steals) if steals and rng.random() < 0.8 else rng.choice(legal))
    return match


GAMES = [
    easy_game(3, 1),
    easy_game(5, 2, reveal="all"),
    random_game(2, 3, fork="straight"),
    random_game(4, 4, stationary_op=False),
]


def english_words(texts: list[str]) -> set[str]:
    """The Latin words of 3 or more letters in the texts that are not players' names."""
    return latin_words(texts, NAMES)


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_history_has_no_english_left(lang):
    i18n.use(lang)
    found = english_in_histories(GAMES, NAMES)
    assert not found, (lang, sorted(found)[:20])


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_table_texts_have_no_english_left(lang):
    i18n.use(lang)
    found = english_on_tables(GAMES, lambda match: NiagaraPresenter(RULES, match.names(), match.options), 150, NAMES)
    assert not found, (lang, sorted(found)[:20])


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_reasons_options_and_title_are_translated(lang):
    """A refused move's reason, the option titles and words, the seat note and the title (shown with tr)."""
    i18n.use(lang)
    match = GAMES[0].rebuilt(0)
    reason = RULES.explain_illegal(match.state, {"seat": 0, "type": "weather", "delta": 1})
    words = [reason, i18n.tr(RULES.title), RULES.seats_note(2)]
    for spec in RULES.options:
        words += [i18n.tr(spec.title), i18n.tr(spec.help), *[i18n.tr(word) for word in spec.words]]
    assert not english_words(words), sorted(english_words(words))


def test_a_game_saved_in_korean_reads_in_english_again(tmp_path):
    korean, english = read_again_in_english(GAMES[0], tmp_path)
    assert all(HANGUL.search(text) for text in korean[0])
    assert any(text.startswith("You chose") for text in english[0])
