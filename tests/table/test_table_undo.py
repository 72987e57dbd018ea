"""Undo at the table: the button says what it takes back or why it cannot, Ctrl+Z and Z press it, the match is
rebuilt from its action log and autosaved, a final choice is asked once, hot-seat players agree first."""

from __future__ import annotations

import pygame
from driver import centre, click, key, make_app, run_until, start_match, table
from test_app_table import SPY_DECK, peek_first_two

from tablegame.app.scenes.confirm import ConfirmScene
from tablegame.app.scenes.table_undo import UNDO_UI, AgreeScene
from tablegame.core.match import Seat
from tablegame.table.model import Gesture

HUMAN_BOT = [Seat("Mina"), Seat("Bot 2", "bot", "random")]
TAKE_DISCARD = {"seat": 0, "type": "draw", "source": "discard"}


def undo_button(app):
    """The Undo button and the words of its gesture."""
    model = table(app).board.model
    [button] = [b for b in model.buttons if b.key == UNDO_UI]
    [gesture] = model.gestures_from(UNDO_UI)
    return button, gesture.label


def act(app, action: dict) -> None:
    """Play an action as the board's gesture would, then let the table settle."""
    table(app).on_gesture(Gesture("click", "x", "do", action=action))
    run_until(app, lambda: not table(app).pacing())


def test_undo_takes_back_a_public_move_then_the_same_move_gives_the_same_table():
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    before = len(match.actions)
    act(app, TAKE_DISCARD)
    button, tip = undo_button(app)
    assert not button.greyed and tip == "Take back: You took the 4 from the discard pile"
    views = table(app).match.view(0)
    key(app, "z", mod=pygame.KMOD_CTRL)
    back = table(app).match
    assert len(back.actions) == before and back.undos() == 1 and table(app).session.match is back
    assert "Taken back: You took the 4 from the discard pile" in table(app).board.message
    act(app, TAKE_DISCARD)  # redo: the same move gives the same table
    assert table(app).match.view(0) == views
    app.store.flush()
    [kept] = app.store.kept_games()
    resumed = app.store.load_kept(kept)
    assert resumed.actions == table(app).match.actions and resumed.undos() == 1


def test_undo_is_greyed_with_the_revealed_fact_and_z_says_why():
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    act(app, {"seat": 0, "type": "draw", "source": "deck"})
    button, tip = undo_button(app)
    assert button.greyed and tip == "Can't undo: You have seen a new card since"
    count = len(match.actions)
    key(app, "z")
    assert len(table(app).match.actions) == count and table(app).match is match
    assert "Can't undo: You have seen a new card since" in table(app).board.message
    click(app, centre(app, UNDO_UI))
    assert table(app).match is match
    act(app, {"seat": 0, "type": "replace", "positions": [0]})
    run_until(app, lambda: match.to_act() == [0] and not table(app).pacing())
    assert undo_button(app)[1] == "Can't undo: Bot 2 has played since"


def test_calling_cabo_is_asked_once():
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    count = len(match.actions)
    table(app).on_gesture(Gesture("button", "cabo", "Call CABO", action={"seat": 0, "type": "call_cabo"}))
    app.step()
    assert isinstance(app.scenes.top, ConfirmScene) and len(match.actions) == count
    key(app, "escape")  # not now
    assert len(match.actions) == count and not isinstance(app.scenes.top, ConfirmScene)
    table(app).on_gesture(Gesture("button", "cabo", "Call CABO", action={"seat": 0, "type": "call_cabo"}))
    app.step()
    app.scenes.top.confirm()
    assert match.actions[count] == {"seat": 0, "type": "call_cabo"}


def test_hot_seat_undo_waits_for_the_others_and_the_menu_can_turn_it_off():
    app = make_app()
    match = start_match(app, [Seat("Mina"), Seat("Noa")], setup={"deck": SPY_DECK})
    for _ in range(40):  # the two opening peeks, through the hand-off screens
        if match.view(0)["phase"] == "turn" and table(app).viewer_may_act():
            break
        top = app.scenes.top
        if top is not table(app):
            click(app, (640, 360))
        elif match.to_act():
            seat = match.to_act()[0]
            act(app, {"seat": seat, "type": "peek_start", "positions": [0, 1]})
        click(app, (5, 300))
    seat = table(app).viewer
    act(app, {"seat": seat, "type": "draw", "source": "discard"})
    count = len(match.actions)
    key(app, "z")
    assert isinstance(app.scenes.top, AgreeScene) and len(table(app).match.actions) == count
    name = match.seats[seat].name
    assert app.scenes.top.detail.endswith(f"{name} asks to take back: {name} took the 4 from the discard pile")
    key(app, "escape")  # refused
    assert table(app).match is match
    key(app, "z")
    app.scenes.top.confirm()  # agreed
    assert len(table(app).match.actions) == count - 1 and table(app).viewer == seat
    app.settings.hotseat_undo = False
    table(app).dirty = True
    app.step()
    assert not table(app).board.model.gestures_from(UNDO_UI)
