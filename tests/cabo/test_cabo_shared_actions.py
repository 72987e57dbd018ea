"""The legal actions CABO builds once and hands out again (every action: draws, start peeks, replaces,
discards and powers) stay as built: no bot level, no match and no view changes one of them."""

from __future__ import annotations

import copy

from cabo_helpers import RULES

from tablegame.bots.base import make_bot
from tablegame.core.match import Match, Seat
from tablegame.core.rules import Action, same_json
from tablegame.games.cabo import legal

LEVELS = ("random", "easy", "normal", "hard@20")


def play(levels: tuple[str, ...], seed: int, handed: dict[int, tuple[Action, Action]]) -> None:
    """One game of bots through a Match (every action checked and kept), views read before each choice;
    every action handed out is kept in `handed` with a copy of it as it was first handed out."""
    seats = [Seat(f"Bot {s}", "bot", level) for s, level in enumerate(levels)]
    match = Match(RULES.game_id, seats, seed, RULES.resolve_options({}))
    bots = [make_bot(RULES, level, s, seed + s) for s, level in enumerate(levels)]
    while (to_act := RULES.to_act(match.state)) and len(match.actions) < 3000:
        seat = to_act[0]
        choices = RULES.legal_actions(match.state, seat)
        for action in choices:
            handed.setdefault(id(action), (action, copy.deepcopy(action)))
        choice = bots[seat].choose(RULES.view(match.state, seat), choices)
        match.apply(choice)


def test_shared_actions_are_never_changed_by_play():
    handed: dict[int, tuple[Action, Action]] = {}
    for number, levels in enumerate((LEVELS[:2], LEVELS[2:], (LEVELS[0], LEVELS[2], LEVELS[1]))):
        play(levels, number, handed)
    assert {action["type"] for action, _ in handed.values()} >= {"peek_start", "draw", "replace", "discard", "swap"}
    for action, as_handed in handed.values():
        assert same_json(action, as_handed)
    for seat in range(4):
        assert same_json(legal._peek_start_actions(seat), legal._peek_start_actions.__wrapped__(seat))
        for piles in ((True, True, True), (True, False, True), (True, True, False)):
            assert same_json(legal._turn_actions(seat, *piles), legal._turn_actions.__wrapped__(seat, *piles))
        for size in range(1, 9):
            built = legal._replace_actions.__wrapped__(seat, size)
            assert same_json(legal._replace_actions(seat, size), built)


def test_the_tables_hold_the_built_lists():
    for seat in range(4):
        assert legal._PEEK_START[seat] is legal._peek_start_actions(seat)
        for piles in range(8):
            flags = (bool(piles & 4), bool(piles & 2), bool(piles & 1))
            assert legal._TURN[seat][piles] is legal._turn_actions(seat, *flags)
