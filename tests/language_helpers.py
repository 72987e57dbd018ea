"""What the per-game language tests share (tests/<pkg>/test_<game>_languages.py): seeded whole games, every reader's
history texts, every text a table model and a score sheet show, and the English words left among them."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from tablegame import i18n
from tablegame.bots.base import make_bot
from tablegame.core.history import History
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import load_match, save_match
from tablegame.table.model import ScoreSheet, TableModel
from tablegame.table.presenter import Presenter

ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")  # shorter Latin (A/B sides, slot names such as 6A) is not a word here
SCRIPT = {"ko": re.compile(r"[\uac00-\ud7a3]"), "zh": re.compile(r"[\u4e00-\u9fff]")}
HANGUL = SCRIPT["ko"]


def english_words(texts: Iterable[Any], kept: Iterable[str] = ()) -> set[str]:
    """The Latin words of 3 or more letters in the texts (those that are text) that are not `kept` (names, terms)."""
    keep = set(kept)
    return {word for text in texts if isinstance(text, str) for word in ENGLISH_WORD.findall(text) if word not in keep}


def bot_game(game: str, names: list[str], seed: int, options: dict[str, Any] | None = None) -> Match:
    """A whole seeded game between easy bots, one a name."""
    match = Match(game, [Seat(name, "bot", "easy") for name in names], seed, options or {})
    bots = [make_bot(match.rules, "easy", seat, seed * 10 + seat) for seat in range(len(names))]
    while not match.is_over():
        seat = match.to_act()[0]
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)))
    return match


def histories(match: Match) -> dict[int | None, list[str]]:
    """Every reader's history texts (each seat's and an onlooker's), in the language now."""
    return {
        reader: [entry.text for entry in match.history_for(reader).entries]
        for reader in [*range(len(match.seats)), None]
    }


def history_texts(match: Match, reader: int | None) -> list[str]:
    """Every entry `reader` reads over the whole game, grown action by action as the table adds them."""
    replayed = match.rebuilt(0)
    history = History(match.rules, match.names(), reader)
    texts: list[str] = []
    for index, action in enumerate(match.actions):
        before = replayed.view(reader)
        replayed.apply(action)
        texts.extend(entry.text for entry in history.add(index, action, before, replayed.view(reader)))
    return texts


def model_texts(model: TableModel) -> list[str]:
    """Every text a table model shows: status, captions, frames, panels, buttons, gestures and cards."""
    texts: list[Any] = [model.status, *model.captions.values(), *(frame.label for frame in model.frames)]
    texts += [line for lines in model.texts.values() for line in lines]
    texts += [button.label for button in model.buttons]
    texts += [text for gesture in model.gestures for text in (gesture.label, gesture.badge)]
    texts += [text for card in model.cards for text in (card.hint, card.detail, card.tag)]
    return [text for text in texts if isinstance(text, str) and text]


def sheet_texts(sheet: ScoreSheet) -> list[str]:
    """Every text of a score sheet: its title, columns, notes and cells."""
    return [sheet.title, *sheet.columns, *sheet.notes, *(cell for row in sheet.rows for cell in row)]


def english_in_histories(matches: list[Match], kept: Iterable[str]) -> set[str]:
    """The English words left in the histories a seat (0) and an onlooker read over each whole game."""
    found: set[str] = set()
    for match in matches:
        for reader in (0, None):
            texts = history_texts(match, reader)
            assert texts, (match.game, reader)
            found |= english_words(texts, kept)
    return found


def english_on_tables(
    matches: list[Match], presenter_for: Callable[[Match], Presenter], actions: int, kept: Iterable[str]
) -> set[str]:
    """The English words left on the table of the seat to act over each game's first `actions` actions, and on
    its final score sheet."""
    found: set[str] = set()
    for match in matches:
        replay = match.rebuilt(0)
        presenter = presenter_for(match)
        for action in match.actions[:actions]:
            seat = replay.to_act()[0]
            found |= english_words(model_texts(presenter.build(replay.view(seat), replay.legal_actions(seat))), kept)
            replay.apply(action)
        sheet = presenter.score_sheet(replay.view(0), True)
        assert sheet is not None
        found |= english_words(sheet_texts(sheet), kept)
    return found


Histories = dict[int | None, list[str]]


def read_again_in_english(match: Match, folder: Path) -> tuple[Histories, Histories]:
    """Every reader's history in Korean, and in English after the game is saved in Korean and loaded in English:
    the same entries in the other language (rules and saves are language-neutral)."""
    i18n.use("ko")
    korean = histories(match)
    save_match(match, folder / f"{match.game}.json")
    i18n.use("en")
    english = histories(load_match(folder / f"{match.game}.json"))
    assert english == histories(match) != korean
    assert [len(texts) for texts in english.values()] == [len(texts) for texts in korean.values()]
    assert not any(HANGUL.search(text) for texts in english.values() for text in texts)
    return korean, english


def not_in_the_language(lang: str, texts_of: Histories, kept: Iterable[str]) -> list[tuple[int | None, str]]:
    """The (reader, text) of every history entry not wholly in the language: an English word left, none of the
    language's script, or a placeholder or undecided Korean particle left in it."""
    return [
        (reader, text)
        for reader, texts in texts_of.items()
        for text in texts
        if english_words([text], kept)
        or not SCRIPT[lang].search(text)
        or any(left in text for left in ("{", "(가)", "(를)"))
    ]
