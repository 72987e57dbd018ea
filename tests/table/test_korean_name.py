"""A Korean name typed through an input method lives through a whole game: menu, table, save, Load, history, scores.

The real window is driven by posted events: the name is composed in the menu's field for seat 2 (a bot, so its
every move is told by name in seat 1's history) by TEXTEDITING partial compositions and a TEXTINPUT commit per
syllable, the game started, played a little (bots instant), saved under a Korean name from the table's Save
button, left for the menu, loaded from the Load list and played to its end. The drawn texts (the text recorder)
show the name in the history panel and on the final score screen with every glyph present; in Korean the
name takes the particles that fit its last syllable. Once in English, once with the program in Korean (chosen
by the menu's 한국어 button).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from driver import click, compose, key, make_app, recorded_canvas

from tablegame import i18n
from tablegame.app.main import App
from tablegame.app.scene import Scene
from tablegame.app.scenes.button_scene import ButtonScene
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.scenes.load import LoadScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.app.scenes.table import TableScene
from tablegame.i18n import LANGUAGE_NAMES, tr
from tablegame.storage.saves import load_match
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import DrawnText, TextRecorder, recording_texts

# 김민준, as a Korean input method builds it: jamo, then partial syllables, each syllable committed whole
NAME = "김민준"
NAME_KEYS = ((("ㄱ", "기", "김"), "김"), (("ㅁ", "미", "민"), "민"), (("ㅈ", "주", "준"), "준"))
SAVE_NAME = "저녁 게임"
SAVE_KEYS = (
    (("ㅈ", "저"), "저"),
    (("ㄴ", "녀", "녁"), "녁"),
    ((), " "),
    (("ㄱ", "게"), "게"),
    (("ㅇ", "이", "임"), "임"),
)
# 준 ends in a consonant: 이/은/을/과/으로/이라 fit, 가/는/를/와/로/라 never
WRONG_PARTICLES = ("가", "는", "를", "와", "라")


@contextmanager
def recorded_app() -> Iterator[tuple[App, TextRecorder]]:
    """A window with instant bots whose every text is followed from its first frame."""
    with recording_texts() as recorder:
        yield make_app(fonts=Fonts(recorder.typeface())), recorder


def drawn(app: App, recorder: TextRecorder, scene: Scene | None = None) -> list[DrawnText]:
    """Every text on the window's scenes (or on `scene` alone) drawn once more now (not those rendered but never
    shown)."""
    canvas = recorded_canvas(app, recorder)
    if scene is None:
        app.scenes.draw(canvas)
    else:
        scene.draw(canvas)
    return [text for text in recorder.texts_on(canvas) if text.box is not None]


def press(app: App, label: str) -> None:
    """Click the top scene's enabled button with this label."""
    scene = app.scenes.top
    assert isinstance(scene, ButtonScene)
    button = next(b for b in scene.buttons if b.label == label)
    assert button.enabled, label
    click(app, button.rect.center)


def play(app: App, moves: int | None, seed: int) -> None:
    """Play the human seat and let the bots answer: `moves` random human moves, or with None to the final score
    screen, calling CABO whenever it may (short rounds); a round's score screen is clicked away."""
    chooser = random.Random(seed)
    played = 0
    for _ in range(5000):
        top = app.scenes.top
        if isinstance(top, ScoreScene):
            if top.final:
                return
            click(app, top.buttons[0].rect.center)
            continue
        assert isinstance(top, TableScene)
        if moves is not None and played >= moves:
            return
        if top.viewer_may_act() and not top.busy():
            legal = top.match.legal_actions(top.viewer)
            calls = [action for action in legal if action["type"] == "call_cabo" and moves is None]
            top.apply(calls[0] if calls else chooser.choice(legal))
            played += 1
        app.step()
    raise AssertionError("the game did not end")


def at_the_table(app: App) -> None:
    """Click a round's score screen away (a bot may have ended the round meanwhile): the table is on top."""
    while isinstance(app.scenes.top, ScoreScene) and not app.scenes.top.final:
        click(app, app.scenes.top.buttons[0].rect.center)
    assert isinstance(app.scenes.top, TableScene)


def history_texts(table: TableScene, texts: list[DrawnText]) -> list[str]:
    """The drawn texts inside the table's history panel."""
    board = table.board
    [log] = [zone for zone in board.layout.zones.values() if zone.kind == "log" and zone.box is not None]
    panel = board.zone_rect(log)
    return [text.text for text in texts if text.box is not None and panel.contains(pygame.Rect(text.box))]


def particles_fit(texts: list[str]) -> None:
    """In Korean, the name never takes a particle meant for a final vowel."""
    for text in texts:
        for particle in WRONG_PARTICLES:
            assert f"{NAME}{particle} " not in f"{text} ", text


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_korean_name_composed_in_the_menu_lasts_through_save_load_history_and_scores(lang: str) -> None:
    """Compose the name, start, play, save under a Korean name, load it from the Load list, play to the end."""
    with recorded_app() as (app, recorder):
        app.open_menu()
        app.step()
        menu = app.scenes.top
        assert isinstance(menu, MenuScene)
        if lang != "en":
            press(app, LANGUAGE_NAMES[lang])
            assert i18n.language() == lang and app.settings.language == lang
        field = menu.seats[1].field
        click(app, field.rect.center)  # the proposed name is selected: the first syllable replaces it
        compose(app, field, NAME_KEYS)
        assert field.text == NAME
        press(app, tr("Start"))
        table = app.scenes.top
        assert isinstance(table, TableScene) and table.match.seats[1].name == NAME

        play(app, 4, seed=1)
        at_the_table(app)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        told = history_texts(table, drawn(app, recorder))
        assert any(NAME in text for text in told), told
        click(app, table.board.button_rects["app:save"].center)
        dialog = app.scenes.top
        assert isinstance(dialog, SaveDialog)
        dialog.field.text = ""
        compose(app, dialog.field, SAVE_KEYS)
        assert dialog.field.text == SAVE_NAME
        saved = list(table.match.actions)
        key(app, "return")
        assert not isinstance(app.scenes.top, SaveDialog)
        [entry] = app.store.entries()
        kept = load_match(entry.path)
        assert entry.name == SAVE_NAME and kept.actions == saved and kept.seats[1].name == NAME
        at_the_table(app)

        click(app, table.board.button_rects["app:menu"].center)
        assert isinstance(app.scenes.top, MenuScene)
        app.scenes.push(LoadScene(app))
        app.step()
        load = app.scenes.top
        assert isinstance(load, LoadScene)
        [rect] = [rect for row, rect in load.row_rects if row.title == SAVE_NAME]
        click(app, next(b for b in load.buttons if rect.contains(b.rect) and b.label == tr("Load")).rect.center)
        loaded = app.scenes.top
        assert isinstance(loaded, TableScene) and loaded is not table
        assert loaded.match.seats[1].name == NAME and loaded.match.actions[: len(saved)] == saved  # bots go on
        texts = drawn(app, recorder)
        told = history_texts(loaded, texts)
        assert any(NAME in text for text in told), told
        assert all(not text.missing_glyphs for text in texts if NAME in text.text)

        play(app, None, seed=2)
        scores = app.scenes.top
        assert isinstance(scores, ScoreScene) and scores.final
        texts = drawn(app, recorder, scores)
        named = [text for text in texts if NAME in text.text]
        assert named, [text.text for text in texts]
        assert all(not text.missing_glyphs for text in named), [(t.text, t.missing_glyphs) for t in named]
        if lang == "ko":
            particles_fit(told + [text.text for text in texts])
        assert i18n.language() == lang
