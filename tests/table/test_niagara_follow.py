"""Following a Niagara game through the real window (issue 25): canoes stay in sight through the flow, the
refusals and lit slots say what loading costs, the tooltips say what the rules say."""

from __future__ import annotations

from driver import make_app, run_until, table
from niagara_driver import perform_by_mouse, start

from tablegame.core.match import Seat

BOTS = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "easy")]


def test_every_canoe_stays_visible_and_apart_through_the_flow():
    """Two canoes sharing a slot when the river flows travel side by side, never one hidden under the other,
    and a canoe waiting for its push is drawn where it waits: every canoe is in sight on every frame."""
    app = make_app()
    app.settings.speed = "normal"
    setup = {"boats": [[{"at": "2"}, {"at": "2"}], [{"at": "3"}, {"at": "2"}], [{"at": "3"}, {"at": "dock"}]],
             "start_seat": 1}
    match = start(app, BOTS, setup=setup)
    perform_by_mouse(app, {"seat": 0, "type": "choose", "card": "cloud"})  # Mina's canoes stay on slot 2
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act", frames=5000)
    run_until(app, lambda: not table(app).pacing(), frames=3000)
    perform_by_mouse(app, {"seat": 0, "type": "weather", "delta": 1})  # the last turn: the river flows now
    board = table(app).board
    canoes = {f"boat:{seat}:{boat}" for seat in range(3) for boat in range(2)}
    assert {f.hide for f in board.flights} >= {"boat:0:0", "boat:0:1"}
    frames = 0
    while board.flights:
        hidden = {f.hide for f in board.flights}
        drawn = [f for f in board.flights if f.elapsed >= f.delay and f.hide in canoes]
        for key in canoes & hidden:
            assert any(f.hide == key for f in drawn), (frames, key)  # hidden at rest, so drawn in flight
        places = [(f.rect().topleft, f.image_key) for f in drawn]
        for i, (place, picture) in enumerate(places):
            assert all(place != other or picture == seen for other, seen in places[i + 1:]), (frames, picture)
        app.step()
        frames += 1
    assert frames > 10
