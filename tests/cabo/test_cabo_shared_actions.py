"""The legal actions CABO builds once and hands out again (draws, start peeks, replaces) stay as built: no
bot level, no match and no view changes one of them."""

from __future__ import annotations

from cabo_helpers import RULES

from tablegame.bots.base import make_bot
from tablegame.core.match import Match, Seat
from tablegame.core.rules import same_json
from tablegame.games.cabo import legal

LEVELS = ("random", "easy", "normal", "hard@20")


def play(levels: tuple[str, ...], seed: int) -> None:
    """One game of bots through a Match (every action checked and kept), views read before each choice."""
    seats = [Seat(f"Bot {s}", "bot", level) for s, level in enumerate(levels)]
    match = Match(RULES.game_id, seats, seed, RULES.resolve_options({}))
    bots = [make_bot(RULES, level, s, seed + s) for s, level in enumerate(levels)]
    while (to_act := RULES.to_act(match.state)) and len(match.actions) < 3000:
        seat = to_act[0]
        choice = bots[seat].choose(RULES.view(match.state, seat), RULES.legal_actions(match.state, seat))
        match.apply(choice)


def test_shared_actions_are_never_changed_by_play():
    for number, levels in enumerate((LEVELS[:2], LEVELS[2:], (LEVELS[0], LEVELS[2], LEVELS[1]))):
        play(levels, number)
    for seat in range(4):
        assert same_json(legal._peek_start_actions(seat), legal._peek_start_actions.__wrapped__(seat))
        for piles in ((True, True, True), (True, False, True), (True, True, False)):
            assert same_json(legal._turn_actions(seat, *piles), legal._turn_actions.__wrapped__(seat, *piles))
        for size in range(1, 9):
            built = legal._replace_actions.__wrapped__(seat, size)
            assert same_json(legal._replace_actions(seat, size), built)
