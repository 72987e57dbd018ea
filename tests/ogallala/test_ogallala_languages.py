"""Ogallala in Korean and Chinese (issue 18): a seeded bot game's history and the table's texts read wholly in
the language (no English word left but the players' names), Korean particles fit the names, and a saved game's
history reads in English again once English is chosen."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from language_helpers import (
    SCRIPT,
    bot_game,
    histories,
    model_texts,
    not_in_the_language,
    read_again_in_english,
    sheet_texts,
)
from language_helpers import english_words as latin_words

from tablegame import i18n
from tablegame.app.games import make_presenter
from tablegame.app.games.ogallala import words
from tablegame.core.match import Match
from tablegame.core.registry import get_rules

RULES = get_rules("ogallala")
NAMES = ["Mina", "Bot 1", "Noor"]
KEPT_LATIN = {"Mina", "Bot", "Noor", "OGALLALA"}  # the names, and the game's own name in its Chinese title


def english_words(text: str) -> set[str]:
    """The ASCII words of three or more letters in a text that are not names or kept Latin terms."""
    return latin_words([text], KEPT_LATIN)


@pytest.fixture(scope="module")
def match() -> Match:
    """One seeded bot game (advanced variant: tribes in the words too) for the whole module."""
    return bot_game("ogallala", NAMES, 4, {"variant": "advanced"})


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_a_bot_game_s_history_reads_wholly_in_the_language(match, lang):
    """Every entry every reader reads is in the language's script, with no English word left in it."""
    i18n.use(lang)
    texts_of = histories(match)
    assert all(len(texts) > 20 for texts in texts_of.values())
    assert not not_in_the_language(lang, texts_of, KEPT_LATIN)


def test_korean_particles_fit_the_names_and_values(match):
    """Mina가 and 봇 1이 (the menu's "Bot 1" in Korean), never a wrong particle."""
    i18n.use("ko")
    texts = [text for lines in histories(match).values() for text in lines]
    assert any("Mina가 " in text for text in texts) and any("봇 1이 " in text for text in texts)
    assert not any(re.search(r"Mina이 |Noor이 |봇 1가 |Mina은 |봇 1는 ", text) for text in texts)
    # a card's strength ends its name: 3을 (삼), 4를 (사)
    assert any(re.search(r"[013678]을 ", text) for text in texts)
    assert any(re.search(r"[2459]를 ", text) for text in texts)
    assert not any(re.search(r"[2459]을 |[013678]를 ", text) for text in texts)


def test_a_saved_game_s_history_reads_in_english_again(match, tmp_path: Path):
    """Rules and saves are language-neutral: saved while Korean is chosen, it reads in English once English is."""
    _, again = read_again_in_english(match, tmp_path)
    assert any(text.startswith("You drew ") for text in again[0])


def table_texts(presenter, state, seat: int) -> list[str]:
    """Every text the table shows the seat now: status, captions, panels, buttons, gestures, hints, details, tags,
    and the reasons a click or a drop on any card is refused."""
    view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
    model = presenter.build(view, legal)
    texts = model_texts(model)
    for card in model.cards[::7]:  # a sample of the cards: every kind of spot, in few calls
        texts.append(presenter.explain("drop", "held", card.key, view, lambda a: RULES.explain_illegal(state, a)))
        texts.append(presenter.explain("click", card.key, None, view, lambda a: RULES.explain_illegal(state, a)))
    return texts


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_table_s_words_are_in_the_language(lang):
    """The table's words over a random advanced game, for the seat to act and another, and the score sheet."""
    i18n.use(lang)
    presenter = make_presenter("ogallala", RULES, NAMES, {})
    state = RULES.setup(3, RULES.resolve_options({"variant": "advanced"}), random.Random(5), {})
    rng = random.Random(5)
    checked = 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        if checked < 200:
            for reader in (seat, (seat + 1) % 3):
                for text in table_texts(presenter, state, reader):
                    assert not english_words(text), (lang, text)
            checked += 1
        RULES.apply(state, rng.choice(RULES.legal_actions(state, seat)))
    view = RULES.view(state, 0)
    final = presenter.score_sheet(view, True)
    assert final is not None
    for text in [*sheet_texts(final), *table_texts(presenter, state, 0)]:
        assert not english_words(text), (lang, text)
    assert checked > 50


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_options_and_the_title_are_translated(lang):
    """The option titles, their values' words and help, and the game's title."""
    i18n.use(lang)
    for spec in RULES.options:
        for text in (spec.title, spec.help, *spec.words):
            shown = i18n.tr(text)
            assert shown != text and SCRIPT[lang].search(shown), (lang, text)
    assert i18n.tr(RULES.title) == {"ko": "오갈랄라", "zh": "独木舟 OGALLALA"}[lang]


def test_one_term_for_strength_and_for_reshuffles(match):
    """Chinese calls a canoe's strength 战斗力 everywhere, as the rules document does (the frames' labels too, not
    战力); Korean calls a reshuffle 재섞기 in the caption, the option and the history alike."""
    i18n.use("zh")
    canoe = {"strength": 7, "points": 13}
    labels = [words.frame_label(canoe, True), words.frame_label(canoe, False)]
    assert all(label.startswith("战斗力7") for label in labels), labels
    texts = [text for lines in histories(match).values() for text in lines]
    assert any("战斗力" in text for text in texts) and not any("战力" in text for text in texts)
    i18n.use("ko")
    said = [words.piles_caption(2), i18n.tr(next(s.title for s in RULES.options if s.name == "reshuffles"))]
    said += [text for lines in histories(match).values() for text in lines if "섞" in text]
    assert all("다시 섞기" not in text for text in said) and all("재섞기" in text for text in said[:2]), said
