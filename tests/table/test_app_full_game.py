"""A whole CABO game against a bot, played through the window with posted mouse events only."""

from __future__ import annotations

from driver import centre, click, drag, make_app, run_until, start_match, table

from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Seat


def human_move(app, turn: int) -> None:
    """One gesture for the human seat 0: peeks by click, draws by click, replaces/discards by drag, calls."""
    scene = table(app)
    view = scene.match.view(0)
    phase = view["phase"]
    if phase == "peek_start":
        click(app, centre(app, "row:0:0"))
        click(app, centre(app, "row:0:2"))
    elif phase == "turn":
        if view["caller"] is None and view["draw_count"] < 40 and turn % 2 == 0:
            click(app, centre(app, "call"))
            click(app, app.scenes.top.buttons[0].rect.center)  # "Call CABO? This can't be taken back": yes
        else:
            click(app, centre(app, "draw" if turn % 4 else "discard"))
    elif phase == "drawn":
        row = view["rows"][0]
        if turn % 5 == 0 and view["drawn"]["source"] == "deck":
            drag(app, centre(app, "drawn"), centre(app, "discard"))
            if scene.board.chooser:  # a power card: "just discard" is the chooser's first entry
                click(app, scene.board.chooser_rects[0].center)
        else:
            drag(app, centre(app, "drawn"), centre(app, f"row:0:{turn % len(row)}"))


def test_full_game_against_a_bot_through_drags_and_clicks():
    """Play to the game's end; every round ends with a score screen; the game-over screen appears; the history
    the table grew is the replayed one, with every round's end told in that round."""
    app = make_app()
    match = start_match(app, [Seat("Mina"), Seat("Bot 2", "bot", "normal")], seed=11)
    rounds_seen = 0
    for turn in range(3000):
        top = app.scenes.top
        if isinstance(top, ScoreScene):
            rounds_seen += 1
            if top.final:
                break
            click(app, top.buttons[0].rect.center)
            continue
        assert isinstance(top, TableScene)
        before = len(match.actions)
        if match.is_over():
            app.step()
        elif match.to_act() == [0]:
            human_move(app, turn)
        else:
            run_until(
                app, lambda: match.to_act() == [0] or match.is_over() or not isinstance(app.scenes.top, TableScene)
            )
        assert len(match.actions) >= before
    assert match.is_over()
    assert isinstance(app.scenes.top, ScoreScene) and app.scenes.top.final
    assert rounds_seen >= 2
    assert any(a["type"] == "replace" and a["seat"] == 0 for a in match.actions)
    assert any(a["type"] == "call_cabo" and a["seat"] == 0 for a in match.actions)
    assert not any(isinstance(s, HandoffScene) for s in app.scenes.scenes)  # one human: no hand-off
    entries = table(app).session.history_of(0).entries  # grown action by action as the game was played
    assert [e.to_json() for e in entries] == [e.to_json() for e in match.history_for(0).entries]
    ends = [e for e in entries if e.event and e.text.startswith("Round ") and " ends: " in e.text]
    assert [e.round for e in ends] == list(range(1, len(match.view(0)["history"]) + 1))
    assert all(e.text.startswith(f"Round {e.round} ends: ") for e in ends)
    assert entries[-1].text.startswith("A total passed 100: the game is over, and ")
