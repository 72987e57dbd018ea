"""Niagara in Korean and Chinese (issue 18): seeded games' histories, read by a seat and by an onlooker, have no
English word left (only the players' names; slot names such as 6A and the arm letters are shorter than 3
letters); the table's texts and score sheet are translated too; and a saved game's history reads in English
again once English is chosen."""

from __future__ import annotations

import random
import re

import pytest

from tablegame import i18n
from tablegame.app.games.niagara.presenter import NiagaraPresenter
from tablegame.bots.base import make_bot
from tablegame.core.history import History
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.storage.saves import load_match, save_match

GAME = "niagara"
RULES = get_rules(GAME)
NAMES = ["Mina", "Noor", "Ravi", "Ida", "Eli"]
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
HANGUL = re.compile("[\uac00-\ud7a3]")


def bot_game(n: int, seed: int, **options: object) -> Match:
    """A whole seeded game of easy bots (a round limit keeps it short and tells its own ending)."""
    match = Match(GAME, [Seat(NAMES[i]) for i in range(n)], seed, {"max_rounds": 12, **options}, {})
    bots = [make_bot(RULES, "easy", seat, seed * 10 + seat) for seat in range(n)]
    while not match.is_over():
        seat = match.to_act()[0]
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)))
    return match


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
    bot_game(3, 1),
    bot_game(5, 2, reveal="all"),
    random_game(2, 3, fork="straight"),
    random_game(4, 4, stationary_op=False),
]


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
    return {word for text in texts for word in ENGLISH_WORD.findall(text) if word not in NAMES}


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
        presenter = NiagaraPresenter(RULES, match.names(), match.options)
        found: set[str] = set()
        for action in match.actions[:150]:
            seat = replay.to_act()[0]
            model = presenter.build(replay.view(seat), replay.legal_actions(seat))
            texts = [
                model.status,
                *[t for v in model.texts.values() for t in v],
                *model.captions.values(),
                *[c.hint for c in model.cards],
                *[c.detail for c in model.cards],
                *[c.tag for c in model.cards],
                *[b.label for b in model.buttons],
                *[g.label for g in model.gestures],
                *[g.badge for g in model.gestures],
            ]
            found |= english_words([t for t in texts if isinstance(t, str)])
            replay.apply(action)
        sheet = presenter.score_sheet(replay.view(0), True)
        assert sheet is not None
        found |= english_words([sheet.title, *sheet.columns, *sheet.notes, *[c for row in sheet.rows for c in row]])
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
    i18n.use("ko")
    match = GAMES[0]
    korean = history_texts(match, 0)
    assert all(HANGUL.search(text) for text in korean)
    save_match(match, tmp_path / "niagara.json")
    i18n.use("en")
    reloaded = load_match(tmp_path / "niagara.json")
    english = history_texts(reloaded, 0)
    assert korean != english and len(korean) == len(english)
    assert any(text.startswith("You chose") for text in english)
    assert not any(HANGUL.search(text) for text in english)
    assert english == history_texts(match, 0)
