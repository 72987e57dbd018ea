"""The actions Niagara builds once and hands out again (boat moves, card choices, weather steps, end of a
move, recoveries) stay as built: no bot level, no match and no view changes one of them."""

from __future__ import annotations

import itertools

from tablegame.bots.base import make_bot
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.core.rules import same_json
from tablegame.games.niagara import legal, moves
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.board import board
from tablegame.games.niagara.moves import MovePlan

RULES = get_rules("niagara")


def play(levels: tuple[str, ...], seed: int, **options: object) -> None:
    """One game of bots through a Match (every action checked and kept), views read before each choice."""
    seats = [Seat(f"Bot {s}", "bot", level) for s, level in enumerate(levels)]
    match = Match(RULES.game_id, seats, seed, RULES.resolve_options({"max_rounds": 12, **options}))
    bots = [make_bot(RULES, level, s, seed + s) for s, level in enumerate(levels)]
    while to_act := RULES.to_act(match.state):
        seat = to_act[0]
        match.apply(bots[seat].choose(RULES.view(match.state, seat), RULES.legal_actions(match.state, seat)))


def test_shared_moves_are_never_changed_by_play():
    play(("random", "easy", "normal"), 1)
    play(("hard@20", "random"), 2, fork="straight", stationary_op=True)
    play(("easy", "normal", "hard@20", "random", "easy"), 3)
    for fork in ("alternate", "straight"):
        river = board(fork)
        plans = [plan for boats in river.move_plans for by_key in boats for plan in by_key.values()]
        assert plans
        for plan in plans:
            fresh = MovePlan(river, plan.key)
            for field in ("before", "after", "fixed", "steal_dest"):
                assert same_json(getattr(plan, field), getattr(fresh, field))
            for field in ("before_has", "after_has"):  # itemgetters: their repr names the places they read
                assert repr(getattr(plan, field)) == repr(getattr(fresh, field))
    assert moves._MOVES
    for (seat, boat, to, load, arm), action in moves._MOVES.items():  # the moves the plans share, as first made
        fresh: dict[str, object] = {"seat": seat, "type": "move", "boat": boat, "to": to, "load": None}
        if load is not None:
            when, op, colour = load
            fresh["load"] = {"when": when, "op": op} if colour is None else {"when": when, "op": op, "colour": colour}
        fresh["steal_from"] = None
        if arm is not None:
            fresh["arm"] = arm
        assert same_json(action, fresh)
    for seat in range(5):
        check_shared_actions(seat)


def check_shared_actions(seat: int) -> None:
    """A seat's shared choices, turn end, weather steps and recoveries (and the lists of them) as first made."""
    assert same_json(legal._end_move(seat), legal._end_move.__wrapped__(seat))
    for card in range(len(rnd.CARDS)):
        assert same_json(legal._CHOICE[seat][card], legal._choice(seat, card))
    for delta, step in legal._WEATHER[seat].items():
        assert same_json(step, legal._weather(seat, delta))
    for pay, recovery in legal._RECOVERY[seat].items():
        assert same_json(recovery, legal._recovery(seat, pay))
    for used in range(1 << 7):
        assert same_json(legal._choices(seat, used), legal._choices.__wrapped__(seat, used))
    for in_play in (True, False):
        for holds in itertools.product((False, True), repeat=len(rnd.COLOURS)):
            made = legal._recoveries(seat, in_play, holds)
            assert same_json(made, legal._recoveries.__wrapped__(seat, in_play, holds))
    for up, down in ((True, True), (True, False), (False, True)):
        assert same_json(legal._weather_steps(seat, up, down), legal._weather_steps.__wrapped__(seat, up, down))
