"""Keys and the pointer through the real window: Esc closes the innermost thing (on the bare menu it asks first),
Esc puts a dragged card back, Tab cycles the legal moves only (Save and Menu have keys), the inspector opens only
where it shows more and never over the held card or a refusal, a drop on a cell border goes to the nearer cell,
and name fields edit at their caret."""

from __future__ import annotations

import re

import pygame
from driver import centre, click, drag, key, make_app, post, recorded_canvas, run_until, start_match, table, type_text
from test_inspector import models

from tablegame.app.games import playable_games
from tablegame.app.main import App
from tablegame.app.scenes.confirm import ConfirmScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.core.match import Seat
from tablegame.table import inspector
from tablegame.table.inspector import inspectable
from tablegame.table.model import BACK, EMPTY
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import DrawnText, recording_texts


def drawn_texts(app: App) -> list[str]:
    """Every text the screen draws now (the top scene over those under it), as the text recorder follows it."""
    return [text.text for text in drawn(app)]


def drawn(app: App) -> list[DrawnText]:
    """`drawn_texts` with each text's box."""
    plain = app.fonts
    boards = [scene.board for scene in app.scenes.scenes if hasattr(scene, "board")]
    with recording_texts() as recorder:
        app.fonts = Fonts(recorder.typeface())
        app.fonts.resize(app.size)
        for board in boards:
            board.fonts = app.fonts
            board.painter.resting = None  # its kept layer was drawn unrecorded: draw it again
        try:
            canvas = recorded_canvas(app, recorder)
            app.scenes.draw(canvas)
            return recorder.texts_on(canvas)
        finally:
            app.fonts = plain
            for board in boards:
                board.fonts = plain


def menu_app() -> tuple[App, MenuScene]:
    """The app on its main menu, a frame run."""
    app = make_app()
    app.open_menu()
    app.step()
    scene = app.scenes.top
    assert isinstance(scene, MenuScene)
    return app, scene


# --- Esc on the menu --------------------------------------------------------------------------------------
def test_esc_on_the_bare_menu_asks_before_quitting():
    app, menu = menu_app()
    key(app, "escape")
    assert app.running and isinstance(app.scenes.top, ConfirmScene)
    assert "Your games are kept." in drawn_texts(app)
    key(app, "escape")  # Esc on the question keeps the program open
    assert app.running and app.scenes.top is menu
    key(app, "escape")
    key(app, "return")  # Enter alone takes the safe answer
    assert app.running and app.scenes.top is menu
    key(app, "escape")
    key(app, "tab")
    key(app, "return")
    assert not app.running


def test_esc_in_a_name_field_only_leaves_the_field():
    app, menu = menu_app()
    field = menu.fields[0]
    click(app, field.rect.center)
    assert field.focused
    key(app, "escape")
    assert not field.focused and app.scenes.top is menu and app.running


# --- name fields ------------------------------------------------------------------------------------------
def test_home_and_end_move_the_caret_in_a_name_field():
    app, menu = menu_app()
    field = menu.fields[0]
    click(app, field.rect.center)
    key(app, "end")  # ends the selection made by the focusing click, caret at the end
    type_text(app, "na")
    key(app, "home")
    type_text(app, "A")
    key(app, "right")
    key(app, "delete")
    key(app, "end")
    key(app, "left")
    key(app, "backspace")
    assert field.text[:1] == "A" and field.text.endswith("a")
    name = field.text
    key(app, "home")
    type_text(app, "Z")
    assert field.text == "Z" + name


def test_an_unfocused_field_shows_the_start_of_a_long_name():
    app, menu = menu_app()
    field = menu.fields[0]
    field.text = "Bartholomew-Maximilian Wolfeschlegel"[: field.max_len]
    menu.layout()
    app.step()
    shown = [text for text in drawn_texts(app) if text.startswith("Bart")]
    assert shown, "the start of the long name is not drawn"


def test_the_save_dialog_shows_its_counter_once():
    app = make_app()
    start_match(app, [Seat("Mina"), Seat("Bot 2", "bot", "random")])
    key(app, "s", mod=pygame.KMOD_CTRL)
    dialog = app.scenes.top
    assert isinstance(dialog, SaveDialog)
    app.step()
    used, most = len(dialog.field.text), dialog.field.max_len
    # a count of the used and the most letters, in either layout ("20 / 40", "20/40"), and never the name itself
    # (its default holds the time of day, which may read 0405)
    counters = [text for text in drawn_texts(app) if re.fullmatch(r"\d+ ?/ ?\d+", text)]
    assert counters == [f"{used} / {most}"]


# --- the table's keys -------------------------------------------------------------------------------------
# Deal for 2 seats: seat 0 gets 5,1,9,2; seat 1 gets 3,8,13,6; the discard is 4; the first draw is 10
SPY_DECK = ["c5", "c3", "c1", "c8", "c9", "c13", "c2", "c6", "c4", "c10", "c11", "c7", "c12"]
HUMAN_BOT = [Seat("Mina"), Seat("Bot 2", "bot", "random")]


def drawn_a_card(app: App):
    """A CABO table where Mina has peeked and drawn the 10: it waits, held, for where it goes."""
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    click(app, centre(app, "row:0:0"))
    click(app, centre(app, "row:0:1"))
    run_until(app, lambda: match.view(0)["phase"] == "turn" and match.to_act() == [0] and not table(app).pacing())
    click(app, centre(app, "draw"))
    run_until(app, lambda: not table(app).pacing())
    return match


def test_esc_during_a_drag_puts_the_card_back_and_the_release_plays_nothing():
    app = make_app()
    match = drawn_a_card(app)
    played = len(match.actions)
    board = table(app).board
    drag(app, centre(app, "drawn"), centre(app, "row:0:2"), release=False)
    assert board.drag is not None
    key(app, "escape")
    assert board.drag is None and any(f.hide == "drawn" for f in board.flights)  # it flies back
    post(pygame.MOUSEBUTTONUP, pos=centre(app, "row:0:2"), button=1)
    app.step()
    assert len(match.actions) == played and board.model.item("drawn").card == "c10"


def test_tab_cycles_the_moves_only_never_save_or_menu():
    app = make_app()
    drawn_a_card(app)
    board = table(app).board
    seen = set()
    for _ in range(len(board.model.gestures) + 2):
        key(app, "tab")
        assert board.focused is not None
        seen.add(board.focused.source)
    assert seen and not seen & {"app:save", "app:menu"}


def test_tab_and_enter_while_a_bots_move_is_shown_never_save_or_leave():
    app = make_app()
    app.settings.speed = "normal"  # a pause follows each bot move, when the human has nothing to do
    match = start_match(app, [Seat("Bot 1", "bot", "random"), Seat("Mina")])
    scene = table(app)
    run_until(app, lambda: len(match.actions) >= 1 and scene.pause_left > 0)
    for _ in range(3):
        key(app, "tab")
        key(app, "return")
    assert app.scenes.top is scene


def test_the_tables_buttons_have_keys_shown_in_their_tooltips():
    app = make_app()
    drawn_a_card(app)
    board = table(app).board
    post(pygame.MOUSEMOTION, pos=centre(app, "app:save"), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert board.key_tip("app:save").endswith("Key: Ctrl+S")
    assert any("Ctrl+S" in text for text in drawn_texts(app))
    assert board.key_tip("app:menu").endswith("Key: Ctrl+M")
    key(app, "s", mod=pygame.KMOD_CTRL)
    assert isinstance(app.scenes.top, SaveDialog)
    key(app, "escape")
    key(app, "m", mod=pygame.KMOD_CTRL)
    assert isinstance(app.scenes.top, MenuScene)


# --- the inspector and the refusal ------------------------------------------------------------------------
def rest(app: App, seconds: float) -> None:
    """Let the pointer rest, a frame each tenth of a second."""
    for _ in range(round(seconds * 10)):
        app.step(0.1)


def hover(app: App, pos: tuple[int, int]) -> None:
    """Move the pointer to a point (one frame)."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.0)


def test_nothing_to_enlarge_opens_no_inspector_in_any_game():
    """A face-down card, a hand of backs, an empty place or a river slot, in every game's playouts."""
    for game in playable_games():
        for _, model in models(game, 2, seed=5, every=11, limit=200):
            for item in model.cards:
                backs = item.look in (BACK, EMPTY) or (item.card or "").startswith(("back", "empty", "place"))
                if backs or (item.key.startswith(("hand:", "slot:")) and not item.detail):
                    assert not inspectable(item), (game, item)


def test_the_inspector_never_covers_the_held_card_and_a_refusal_stays_while_the_pointer_moves():
    app = make_app()
    drawn_a_card(app)
    board = table(app).board
    click(app, centre(app, "row:1:0"))  # the opponent's card: refused, with a reason
    refusal = board.message
    assert refusal
    for spot in ("row:0:0", "discard", "row:1:2", "discard"):
        hover(app, centre(app, spot))
    rest(app, 1.0)
    assert board.message == refusal  # moving the pointer does not clear it
    assert board.inspected == "discard"  # it opens, clear of the held card, the prompt and the refusal
    placed = inspector.layout(
        board.fonts, board.model.item("discard"), board.rects["discard"], board.size, board.kept_clear("discard")
    )
    assert placed is not None
    for line in ("status", "message"):
        assert not placed.panel.colliderect(board.zone_rect(board.layout.zones[line]))
    assert not placed.panel.colliderect(board.rects["drawn"])
    rest(app, 5.0)
    assert board.message == ""  # read: gone after a few seconds


# --- Ogallala: a drop on a cell border --------------------------------------------------------------------
def test_ogallala_a_drop_exactly_on_a_cell_border_goes_to_the_nearer_cell():
    from ogallala_driver import EXAMPLE_3_SETUP, cell
    from ogallala_driver import start as start_ogallala

    app = make_app()
    match = start_ogallala(app, HUMAN_BOT, setup=EXAMPLE_3_SETUP)
    click(app, centre(app, "pile:0"))
    board = table(app).board
    left, right = board.rects[cell(0, 1, 4)], board.rects[cell(0, 1, 5)]
    assert {cell(0, 1, 4), cell(0, 1, 5)} <= board.drop_targets("held")
    border = (left.right, left.centery)  # the column between the two cells, in neither rectangle
    assert not left.collidepoint(border) and not right.collidepoint(border)
    drag(app, centre(app, "held"), border)
    assert match.actions[-1] == {"seat": 0, "type": "place", "row": 1, "col": 4}


def test_neither_the_hint_nor_the_inspector_covers_a_refusal(monkeypatch):
    """Resting on each of one's own face-down cards and the discard pile after a refusal: the large copies drawn
    (none for a face-down card) and the hint boxes keep clear of the refusal and the held card."""
    panels: list[pygame.Rect] = []
    draw = inspector.draw

    def noted(*args, **kwargs):
        placed = draw(*args, **kwargs)
        if placed is not None:
            panels.append(placed.panel)
        return placed

    monkeypatch.setattr(inspector, "draw", noted)
    app = make_app()
    drawn_a_card(app)
    board = table(app).board
    click(app, centre(app, "row:1:0"))
    assert board.message
    message = board.zone_rect(board.layout.zones["message"])
    for spot in ("row:0:0", "row:0:1", "row:0:2", "row:0:3", "discard"):
        hover(app, centre(app, spot))
        rest(app, 0.6)
        texts = drawn(app)
        assert [t for t in texts if t.box and t.text in board.message], spot
        others = [t for t in texts if t.box and t.text not in board.message]
        assert not [t.text for t in others if pygame.Rect(t.box).colliderect(message)], spot
    assert panels  # the discard pile's
    assert not [p for p in panels if p.colliderect(message) or p.colliderect(board.rects["drawn"])]


def test_ogallala_the_inspector_beside_the_held_card_and_a_refusal_covers_neither():
    from ogallala_driver import EXAMPLE_3_SETUP, cell
    from ogallala_driver import start as start_ogallala

    app = make_app()
    start_ogallala(app, HUMAN_BOT, setup=EXAMPLE_3_SETUP)
    click(app, centre(app, "pile:0"))
    drag(app, centre(app, "held"), centre(app, cell(0, 0, 0)))
    click(app, centre(app, "pile:0"))
    click(app, centre(app, "pile:1"))  # refused: a card is held already
    board = table(app).board
    assert board.message
    hover(app, centre(app, cell(0, 0, 0)))
    rest(app, 0.6)
    assert board.inspected == cell(0, 0, 0)
    placed = inspector.layout(
        board.fonts,
        board.model.item(cell(0, 0, 0)),
        board.rects[cell(0, 0, 0)],
        board.size,
        board.kept_clear(cell(0, 0, 0)),
    )
    assert placed is not None and not placed.panel.colliderect(board.rects["held"])
    assert not placed.panel.colliderect(board.zone_rect(board.layout.zones["message"]))
