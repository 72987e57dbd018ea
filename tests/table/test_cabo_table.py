"""CABO through the real event loop (issue 16): the history each viewer reads, the round's final move shown
before the score screen, and hot-seat histories that name a seat's cards to that seat alone."""

from __future__ import annotations

from driver import centre, click, drag, make_app, run_until, start_match, table

from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.core.match import Seat
from tablegame.table.model import FACE

# Deal for 2 seats: seat 0 gets 5,1,9,2; seat 1 gets 3,8,13,6; the discard is 4; draws: 10 (spy), 11 (swap), 7, 12
SPY_DECK = ["c5", "c3", "c1", "c8", "c9", "c13", "c2", "c6", "c4", "c10", "c11", "c7", "c12"]


def texts(app, seat: int) -> list[str]:
    """The history `seat` reads at the table."""
    return [entry.text for entry in table(app).session.history_of(seat).entries]


def look_first(app, seat: int) -> None:
    """The seat to act looks at its 1st and 2nd cards by two clicks."""
    click(app, centre(app, f"row:{seat}:0"))
    click(app, centre(app, f"row:{seat}:1"))


def test_the_table_history_names_your_cards_and_is_the_replayed_one():
    """Mina's own look and draw are named by value; the bot's are not; growing it live gives the replayed one."""
    app = make_app()
    match = start_match(app, [Seat("Mina"), Seat("Bot 2", "bot", "random")], setup={"deck": SPY_DECK})
    look_first(app, 0)
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "turn")
    click(app, centre(app, "draw"))
    run_until(app, lambda: not table(app).pacing())
    drag(app, centre(app, "drawn"), centre(app, "row:0:2"))
    lines = texts(app, 0)
    assert lines[0] == "You looked at your 1st and 2nd cards: a 5 and a 1"
    assert lines[1] == "Bot 2 looked at their 1st and 2nd cards"
    assert lines[2] == "You drew a 10 from the draw pile"
    assert lines[3] == "You replaced your 3rd card with the 10: the 9 went to the discard pile"
    assert [e.text for e in match.history_for(0).entries] == lines[: len(match.history_for(0).entries)]


def test_the_round_end_shows_the_final_move_and_every_card_before_the_score_screen():
    """After the call and the last turn the table shows the ended round face up (not the next deal), with
    nothing to do, until the score screen is closed; the history tells the round's end."""
    app = make_app()
    app.settings.speed = "normal"
    match = start_match(app, [Seat("Mina"), Seat("Bot 2", "bot", "random")], setup={"deck": SPY_DECK})
    look_first(app, 0)
    run_until(
        app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "turn" and not table(app).pacing(), frames=5000
    )
    click(app, centre(app, "call"))
    click(app, app.scenes.top.buttons[0].rect.center)  # "Call CABO? This can't be taken back": yes
    run_until(app, lambda: match.view(0)["round"] == 2, frames=5000)
    last = match.view(0)["last_round"]
    model = table(app).board.model
    assert [model.item(f"row:1:{p}").card for p in range(len(last["rows"][1]))] == last["rows"][1]
    assert all(model.item(f"row:0:{p}").look == FACE for p in range(len(last["rows"][0])))
    assert not [g for g in model.gestures if g.action]
    assert any(
        line.startswith("Round 1 ends: everyone else has had one more turn after you called CABO")
        for line in texts(app, 0)
    )
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene), frames=5000)
    app.scenes.top.close()
    app.step()
    model = table(app).board.model
    assert all(model.item(f"row:1:{p}").card is None for p in range(4))  # the next deal, face down


def test_hot_seat_each_player_reads_its_own_history():
    """Mina's history names her two cards; Noor's says only that Mina looked, and the other way round."""
    app = make_app()
    match = start_match(app, [Seat("Mina"), Seat("Noor")], setup={"deck": SPY_DECK})
    for seat in (0, 1):
        click(app, (640, 360))  # take the table
        look_first(app, seat)
        click(app, (20, 400))  # hide the two cards
        app.step()
    assert isinstance(app.scenes.top, HandoffScene)
    assert match.view(0)["phase"] == "turn"
    assert texts(app, 0)[:2] == [
        "You looked at your 1st and 2nd cards: a 5 and a 1",
        "Noor looked at their 1st and 2nd cards",
    ]
    assert texts(app, 1)[:2] == [
        "Mina looked at their 1st and 2nd cards",
        "You looked at your 1st and 2nd cards: a 3 and an 8",
    ]
