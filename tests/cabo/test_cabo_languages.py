"""CABO in Korean and Chinese (issue 18): a seeded bot game's history and the table's texts read wholly in the
language (no English word left but the players' names and the game's own Latin name), with Korean particles
that fit, and a saved game's history reads in English again once English is chosen."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from cabo_helpers import RULES
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
from tablegame.core.match import Match

NAMES = ["Mina", "Bot 1", "Noor"]
KEPT_LATIN = {"Mina", "Bot", "Noor", "CABO", "Esc"}  # names, the game's own name (zh), the key to press


def english_words(text: str) -> set[str]:
    """The ASCII words of three or more letters in a text that are not names or kept Latin terms."""
    return latin_words([text], KEPT_LATIN)


@pytest.fixture(scope="module")
def match() -> Match:
    """One seeded bot game for the whole module."""
    return bot_game("cabo", NAMES, 3)


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_a_bot_game_s_history_reads_wholly_in_the_language(match, lang):
    """Every entry every reader reads is in the language's script, with no English word left in it."""
    i18n.use(lang)
    texts_of = histories(match)
    assert all(texts for texts in texts_of.values())
    assert not not_in_the_language(lang, texts_of, KEPT_LATIN)


def test_korean_particles_fit_the_names_and_values(match):
    """Mina가, Noor가 and 봇 1이 (the menu's "Bot 1" in Korean), never a wrong or undecided particle."""
    i18n.use("ko")
    texts = [text for lines in histories(match).values() for text in lines]
    assert any("Mina가 " in text for text in texts) and any("봇 1이 " in text for text in texts)
    assert not any(re.search(r"Mina이 |Noor이 |봇 1가 ", text) for text in texts)


def test_a_saved_game_s_history_reads_in_english_again(match, tmp_path: Path):
    """Rules and saves are language-neutral: saved while Korean is chosen, it reads in English once English is."""
    _, again = read_again_in_english(match, tmp_path)
    assert again[0][0].startswith("You looked at your ")


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_table_s_words_are_in_the_language(lang):
    """Status, captions, panels, buttons, gestures, card details, refusals and the score sheet of random positions
    (half-made choices too) carry no English word but names and kept terms."""
    i18n.use(lang)
    presenter = make_presenter("cabo", RULES, NAMES, {})
    state = RULES.setup(3, RULES.resolve_options({}), random.Random(8), {})
    rng = random.Random(8)
    checked = sheets = 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
        for step in [None, *sorted({g.ui for g in presenter.build(view, legal).gestures if g.ui})]:
            presenter.reset()
            if step:
                presenter.ui(step)
            model = presenter.build(view, legal)
            sheet = presenter.score_sheet(view, False)
            sheets += sheet is not None
            texts = model_texts(model) + (sheet_texts(sheet) if sheet is not None else [])
            for card in model.cards:
                texts.append(
                    presenter.explain("drop", "drawn", card.key, view, lambda a, s=state: RULES.explain_illegal(s, a))
                )
                texts.append(
                    presenter.explain("click", card.key, None, view, lambda a, s=state: RULES.explain_illegal(s, a))
                )
            for text in texts:
                assert not english_words(text), (lang, text)
            checked += 1
        RULES.apply(state, rng.choice(legal))
    final = presenter.score_sheet(RULES.view(state, 0), True)
    assert final is not None and not english_words(" ".join([final.title, *final.notes]))
    assert checked > 50 and sheets > 0


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_options_and_the_title_are_translated(lang):
    """The option titles, their values' words and help, and the game's title (Korean: 카보)."""
    i18n.use(lang)
    for spec in RULES.options:
        for text in (spec.title, spec.help, *spec.words):
            shown = i18n.tr(text)
            assert shown != text and SCRIPT[lang].search(shown), (lang, text)
    assert i18n.tr(RULES.title) == {"ko": "카보", "zh": "CABO"}[lang]
