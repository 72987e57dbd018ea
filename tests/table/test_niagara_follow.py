"""Following a Niagara game through the real window (issue 25): canoes stay in sight through the flow, the
refusals and lit slots say what loading costs, the tooltips say what the rules say."""

from __future__ import annotations

import pygame
import pytest
from driver import centre, click, drag, make_app, post, run_until, table
from niagara_driver import RECOVERY_DUE, perform_by_mouse, start

from tablegame import i18n
from tablegame.core.match import Seat

BOTS = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "easy")]


def test_every_canoe_stays_visible_and_apart_through_the_flow():
    """Two canoes sharing a slot when the river flows travel side by side, never one hidden under the other,
    and a canoe waiting for its push is drawn where it waits: every canoe is in sight on every frame."""
    app = make_app()
    app.settings.speed = "normal"
    setup = {
        "boats": [[{"at": "2"}, {"at": "2"}], [{"at": "3"}, {"at": "2"}], [{"at": "3"}, {"at": "dock"}]],
        "start_seat": 1,
    }
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
            assert all(place != other or picture == seen for other, seen in places[i + 1 :]), (frames, picture)
        app.step()
        frames += 1
    assert frames > 10


@pytest.mark.parametrize("size", [(1280, 720), (900, 600)])
def test_no_hint_covers_the_reason_a_drop_was_refused(size):
    """A canoe dropped on the dock it cannot reach flies back with the reason; resting the pointer on the dock (or
    on anything else) then shows its hint beside the reason, never over it."""
    app = make_app(size)
    match = start(app, BOTS, setup={"boats": [[{"at": "3"}, {"at": "dock"}], None, None]})
    perform_by_mouse(app, {"seat": 0, "type": "choose", "card": 1})
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act", frames=5000)
    run_until(app, lambda: not table(app).pacing(), frames=3000)
    board = table(app).board
    drag(app, centre(app, "boat:0:0"), centre(app, "slot:dock"))
    assert "the dock is 3 steps away but the card gives 1" in board.message
    refusal = board.message_area()
    assert refusal is not None
    hints = 0
    for item in board.model.cards:
        rect = board.rects.get(item.key)
        if rect is None or not item.hint:
            continue
        for point in (rect.center, (rect.centerx, rect.bottom - 2), (rect.centerx, rect.top + 2)):
            post(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))
            app.step()
            placed = board.hint_box()
            if placed is not None:
                hints += 1
                assert not placed[0].colliderect(refusal), (item.key, placed[1])
    assert hints > 10 and board.message  # the reason is still there


def _my_turn(app, card, setup, seats=BOTS):
    """Seat 0 plays `card` and waits for its turn on the river, the bots' moves shown."""
    match = start(app, seats, setup=setup)
    perform_by_mouse(app, {"seat": 0, "type": "choose", "card": card})
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act", frames=5000)
    run_until(app, lambda: not table(app).pacing(), frames=3000)
    return match


def test_a_lit_slot_beside_a_site_says_what_loading_would_cost():
    """NIA-21/23: with a 4 from the dock, slot 4 (the diamond site) is lit for the plain move only; its badge and
    its words say loading there needs 6, so the newcomer knows why no load is offered."""
    app = make_app()
    match = _my_turn(app, 4, {"boats": [[{"at": "2"}, {"at": "dock"}], None, None]})
    board = table(app).board
    drag(app, centre(app, "boat:0:1"), centre(app, "slot:4"), release=False)
    drops = board.model.drops("boat:0:1", "slot:4")
    assert [g.action["load"] for g in drops] == [None]
    assert {g.badge for g in drops} == {"load needs 6"}
    assert "gem work there would cost 6: 2 more than your card 4" in drops[0].label
    assert all(g.badge != "load needs 6" for g in board.model.drops("boat:0:0", "slot:1"))  # no site at slot 1
    post(pygame.MOUSEBUTTONUP, pos=(30, 700), button=1)
    app.step()
    assert len(match.actions) == 3


def test_a_refused_drop_beside_a_site_says_what_loading_costs_and_what_is_missing():
    """Dropped on slot 3 (the amethyst site) with a 4 from the dock: the move is 1 short, and loading there
    would cost 5, 1 more than the card gives; the refusal says both."""
    app = make_app()
    match = _my_turn(app, 4, {"boats": [[{"at": "2"}, {"at": "dock"}], None, None]})
    board = table(app).board
    drag(app, centre(app, "boat:0:1"), centre(app, "slot:3"))
    assert len(match.actions) == 3
    assert "loading a gem there costs 5 (3 steps + 2): 1 more than the card gives" in board.message
    run_until(app, lambda: not board.animating)
    drag(app, centre(app, "boat:0:0"), centre(app, "slot:dock"), release=True)  # 2 steps up: a legal landing
    assert match.actions[3]["to"] == "dock"


def test_a_refused_drop_says_it_in_korean():
    """The same reason in Korean, with the dock called 선착장 where the dock is too far."""
    i18n.use("ko")
    try:
        app = make_app()
        match = _my_turn(app, 1, {"boats": [[{"at": "3"}, {"at": "dock"}], None, None]})
        board = table(app).board
        drag(app, centre(app, "boat:0:0"), centre(app, "slot:dock"))
        assert len(match.actions) == 3 and "선착장까지 3칸인데 카드는 1입니다" in board.message
        app = make_app()
        match = _my_turn(app, 4, {"boats": [[{"at": "2"}, {"at": "dock"}], None, None]})
        board = table(app).board
        drag(app, centre(app, "boat:0:1"), centre(app, "slot:3"))
        assert "거기서 보석을 실으려면 이동력 5가 필요합니다(3칸 + 2): 카드보다 1 많습니다" in board.message
    finally:
        i18n.use("en")


def test_a_canoe_lifted_off_the_dock_leaves_nothing_that_looks_lit():
    """A canoe held away from the dock leaves the dock as it would be without the canoe: no outline of an empty
    place there, which a newcomer took for a lit target."""
    from tablegame.table.board_motion import Flight

    app = make_app()
    _my_turn(app, 4, {"boats": [[{"at": "2"}, {"at": "dock"}], None, None]})
    board = table(app).board
    rest = board.rects["boat:0:1"].copy()
    drag(app, centre(app, "boat:0:1"), centre(app, "falls"), release=False)
    assert board.drag is not None and "slot:dock" not in board.highlights()[0]
    held = pygame.Surface(board.size)
    board.draw(held)
    held_pixels = pygame.image.tobytes(held.subsurface(rest), "RGB")
    board.drag = None
    board.motion.flights.append(Flight(("blank", "face"), rest, rest, 1.0, "boat:0:1", delay=5.0))  # hidden, not drawn
    gone = pygame.Surface(board.size)
    board.draw(gone)
    assert pygame.image.tobytes(gone.subsurface(rest), "RGB") == held_pixels


def test_the_words_on_the_table_agree_with_the_legal_actions():
    """Each claim a Niagara tooltip or prompt makes, checked against the rules on positions from random play:
    a paddle card's canoe moves exactly its value with 2 for gem work (unless it ends at the dock, NIA-23); the
    river flows once a round (NIA-29); where the prompt says exactly one canoe leaves the dock, a launch is due and
    a second one never follows (NIA-18)."""
    import random

    from tablegame.app.games.niagara.presenter import NiagaraPresenter
    from tablegame.core.match import Match

    launches_said = moves = 0
    for seed in range(4):
        flows = rounds = 0
        match = Match("niagara", [Seat("A"), Seat("B"), Seat("C")], seed, {"max_rounds": 12})
        presenter = NiagaraPresenter(match.rules, match.names(), match.options)
        board = match.state.board
        rng = random.Random(seed)
        while not match.is_over():
            seat = match.to_act()[0]
            view, legal = match.view(seat), match.legal_actions(seat)
            model = presenter.build(view, legal)
            card = view["cards"][seat]["card"]
            paddle = next((c for c in model.cards if c.key == f"choice:{seat}"), None)
            if isinstance(card, int) and view["phase"] == "act":
                assert paddle is not None and f"moves exactly {card} spaces" in paddle.detail
                for action in (a for a in legal if a["type"] == "move"):
                    start = view["boats"][seat][action["boat"]]["at"]
                    steps = abs(board.depth[board.index[action["to"]]] - board.depth[board.index[start]])
                    cost = steps + (2 if action["load"] else 0)
                    assert cost == card or (action["to"] == "dock" and steps and cost <= card), action
                    moves += 1
            if "exactly one canoe leaves the dock" in model.status:
                launches_said += 1
                launches = [a for a in legal if a["type"] == "move" and view["boats"][seat][a["boat"]]["at"] == "dock"]
                assert launches and not any(a["type"] == "end_move" for a in legal)
                assert "exactly one must leave the dock" in match.rules.explain_illegal(
                    match.state, {"seat": seat, "type": "end_move"}
                )
                probe = match.rebuilt()
                probe.apply(rng.choice(launches))
                if probe.to_act() == [seat] and probe.view(seat)["phase"] == "act":
                    after = probe.view(seat)
                    assert not any(
                        a["type"] == "move" and after["boats"][seat][a["boat"]]["at"] == "dock"
                        for a in probe.legal_actions(seat)
                    )
            before = view["round"]
            action = rng.choice(legal)
            match.apply(action)
            events = match.view(None)["last_events"]
            flows += sum(1 for e in events if e["type"] == "flow")
            rounds += match.view(None)["round"] - before
        assert flows in (rounds, rounds + 1)  # one flow a round (the last round's flow ends the game)
        weather = next(c for c in model.cards if c.key == "wmarker")
        assert "once a round" in weather.detail
    assert moves > 50 and launches_said > 3


def test_a_click_during_a_forced_recovery_does_not_offer_to_leave_the_canoe():
    """NIA-33/34: with no canoe in play a recovery is due (no "leave it"): a stray click says so."""
    app = make_app()
    match = _my_turn(app, 1, RECOVERY_DUE)
    perform_by_mouse(app, match.legal_actions(0)[0])
    run_until(app, lambda: match.view(0)["phase"] == "recovery" and match.to_act() == [0], frames=3000)
    assert not any(a["type"] == "pass" for a in match.legal_actions(0))
    board = table(app).board
    run_until(app, lambda: not board.animating, frames=3000)
    click(app, centre(app, "slot:3"))
    assert "with no canoe left, one must come back to the dock" in board.message
    assert "leave it" not in board.message
    assert (
        "after the round a gem from home may bring it back (free with no gems and no canoe)"
        in board.model.item("boat:0:1").hint
    )
