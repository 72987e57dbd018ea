"""The Load list's own saves, driven by posted events: Rename, Delete (asked first), and a scroll hint that says
"(scroll for more)" only while there is more."""

from __future__ import annotations

import os

from driver import click, key, make_app, type_text

from tablegame.app.main import App
from tablegame.app.scenes.button_scene import ListScene
from tablegame.app.scenes.confirm import ConfirmScene
from tablegame.app.scenes.load import LoadScene
from tablegame.app.scenes.rename_dialog import RenameDialog
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import load_match
from tablegame.table import render


def saved(app: App, *names: str) -> None:
    """Save a CABO game under each name (a different seed each), the first the oldest."""
    for number, name in enumerate(names):
        match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], number + 1)
        match.apply(match.legal_actions()[0])
        path = app.store.save(match, name)
        os.utime(path, (1_700_000_000 + number * 60, 1_700_000_000 + number * 60))


def load_list(app: App) -> LoadScene:
    """The menu's Load list."""
    app.open_menu()
    app.step()
    click(app, next(b for b in app.scenes.top.buttons if b.label == "Load a saved game").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    return scene


def press_in_row(app: App, title: str, label: str) -> None:
    """Click a list row's button (the row titled `title`)."""
    scene = app.scenes.top
    assert isinstance(scene, ListScene)
    rect = next(rect for row, rect in scene.row_rects if row.title == title)
    click(app, next(b for b in scene.buttons if rect.contains(b.rect) and b.label == label).rect.center)


def press(app: App, label: str) -> None:
    """Click the top scene's button of that label."""
    app.draw()  # a dialog places its buttons as it is drawn
    click(app, next(b for b in app.scenes.top.buttons if b.label == label).rect.center)


def titles(scene: LoadScene) -> list[str]:
    """The titles of the player's own saves, as listed."""
    return [entry.name for entry in scene.entries]


def test_a_save_is_renamed_in_place_and_keeps_its_game_and_time():
    app = make_app()
    saved(app, "oops", "Friday night")
    scene = load_list(app)
    assert [[a.label for a in row.actions] for row in scene.rows[1:3]] == [["Load", "Rename", "Delete"]] * 2
    before = app.store.path_for("oops")
    actions, when = load_match(before).actions, before.stat().st_mtime
    press_in_row(app, "oops", "Rename")
    dialog = app.scenes.top
    assert isinstance(dialog, RenameDialog) and dialog.field.text == "oops" and dialog.field.selected
    type_text(app, "Mina's best: round 2")
    key(app, "return")
    assert app.scenes.top is scene and titles(scene) == ["Friday night", "Mina's best: round 2"]  # the same order
    after = app.store.path_for("Mina's best: round 2")
    assert not before.exists() and load_match(after).actions == actions and after.stat().st_mtime == when


def test_renaming_onto_another_saves_name_asks_before_replacing_it():
    app = make_app()
    saved(app, "first", "second")
    scene = load_list(app)
    press_in_row(app, "first", "Rename")
    type_text(app, "second")
    key(app, "return")
    dialog = app.scenes.top
    assert isinstance(dialog, RenameDialog) and "is there already" in dialog.problem
    assert sorted(titles(scene)) == ["first", "second"]
    press(app, "Replace")
    assert app.scenes.top is scene and titles(scene) == ["second"]
    assert len(load_match(app.store.path_for("second")).actions) == 1


def test_delete_asks_first_and_deletes_only_that_save():
    app = make_app()
    saved(app, "keep", "drop")
    scene = load_list(app)
    press_in_row(app, "drop", "Delete")
    assert isinstance(app.scenes.top, ConfirmScene)
    key(app, "return")  # Enter alone keeps it
    assert app.scenes.top is scene and sorted(titles(scene)) == ["drop", "keep"]
    press_in_row(app, "drop", "Delete")
    press(app, "Delete")
    assert app.scenes.top is scene and titles(scene) == ["keep"]
    assert [path.name for path in app.store.folder.glob("*.json")] == ["keep.json"]


def drawn_texts(app: App, monkeypatch) -> list[str]:
    """Every text the window draws in a frame."""
    texts: list[str] = []
    plain = render.draw_text

    def noted(surface, font, text, *rest, **named):
        texts.append(text)
        return plain(surface, font, text, *rest, **named)

    with monkeypatch.context() as patch:
        patch.setattr(render, "draw_text", noted)
        app.draw()
    return texts


def test_the_scroll_hint_says_scroll_for_more_only_while_there_is_more(monkeypatch):
    app = make_app((900, 600))
    saved(app, *(f"save {number:02}" for number in range(30)))
    scene = load_list(app)
    assert any(text.endswith("(scroll for more)") for text in drawn_texts(app, monkeypatch))
    key(app, "end")
    hints = [text for text in drawn_texts(app, monkeypatch) if " of " in text]
    assert hints and not any("scroll" in text for text in hints), hints
    assert scene.first + scene.shown == len(scene.rows) and scene.shown > 3  # the last screenful is a full one
    for _ in range(5):
        app.step()
    scene.wheel(-3)  # scrolling on past the end changes nothing
    assert scene.first + scene.shown == len(scene.rows) and scene.shown > 3
