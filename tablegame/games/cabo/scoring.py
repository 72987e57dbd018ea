"""Scoring a round, resets, the next start seat and the game's end (CABO-23 to CABO-29)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.state import CaboState

BOMB_PENALTY = 50
CALLER_PENALTY = 10
RESET_AT = 100
RESET_TO = 50
GAME_END_ABOVE = 100
BOMB_ROW = [12, 12, 13, 13]
BOMB_SUM = sum(BOMB_ROW)
# The numbers of the scoring rules, handed to the score screen so that its words never repeat them.
SCORING = {
    "caller_penalty": CALLER_PENALTY,
    "bomb_penalty": BOMB_PENALTY,
    "reset_at": RESET_AT,
    "reset_to": RESET_TO,
    "game_end_above": GAME_END_ABOVE,
}

# Why a seat scored what it did in a round (the score screen's `why`, one per seat).
Why = Literal["sum", "caller_lowest", "caller_not_lowest", "bomb", "bombed"]


def bomb_seat(values: list[list[int]]) -> int | None:
    """The seat whose row is exactly two 12s and two 13s (CABO-25), if any."""
    for seat, row in enumerate(values):
        if len(row) == 4 and sorted(row) == BOMB_ROW:
            return seat
    return None


def round_scores(values: list[list[int]], caller: int | None) -> tuple[list[int], list[int], int | None]:
    """(sums, round scores, bomb seat) for the rows' card values (CABO-23 to CABO-25); each seat scores as
    `reasons` says why (tests/cabo/test_cabo_scoring.py checks that the two agree)."""
    sums = list(map(sum, values))
    bomb = bomb_seat(values) if BOMB_SUM in sums else None  # a bomb row sums to 50: most rounds skip the search
    if bomb is not None:
        return sums, [0 if seat == bomb else BOMB_PENALTY for seat in range(len(sums))], bomb
    return sums, scores_without_bomb(sums, caller), None


def scores_without_bomb(sums: list[int], caller: int | None) -> list[int]:
    """The round scores when no row is a bomb: each seat its sum, the caller 0 if lowest or its sum plus the
    penalty (CABO-23, CABO-24)."""
    scores = sums[:]
    if caller is not None:
        total = sums[caller]
        scores[caller] = 0 if total <= min(sums) else total + CALLER_PENALTY
    return scores


def reasons(sums: list[int], caller: int | None, bomb: int | None) -> list[Why]:
    """Why each seat scores what it does in a round (CABO-24, CABO-25)."""
    if bomb is not None:
        return ["bomb" if s == bomb else "bombed" for s in range(len(sums))]
    why: list[Why] = ["sum"] * len(sums)
    if caller is not None:
        why[caller] = "caller_lowest" if sums[caller] <= min(sums) else "caller_not_lowest"
    return why


def add_round(totals: list[int], scores: list[int], resets_used: list[bool]) -> list[int]:
    """Add round scores to the totals, resetting an exact 100 once per seat (CABO-26, 27); the seats reset."""
    reset = []
    for seat, score in enumerate(scores):
        totals[seat] += score
        if totals[seat] == RESET_AT and not resets_used[seat]:
            totals[seat] = RESET_TO
            resets_used[seat] = True
            reset.append(seat)
    return reset


def next_start(scores: list[int], previous: int) -> int:
    """The lowest round score starts; on a tie the previous start seat starts again (CABO-28)."""
    low = min(scores)
    return scores.index(low) if scores.count(low) == 1 else previous


def game_over(totals: list[int]) -> bool:
    """True once some total is over 100 (CABO-29)."""
    return max(totals) > GAME_END_ABOVE


def winners(totals: list[int], last_scores: list[int]) -> list[int]:
    """Lowest total; ties broken by the lowest last-round score; still tied, all win (CABO-29)."""
    low = min(totals)
    tied = [s for s, total in enumerate(totals) if total == low]
    best = min(last_scores[s] for s in tied)
    return [s for s in tied if last_scores[s] == best]


def score_screen(
    rows: list[list[int]], catalog: Catalog, caller: int | None, start_seat: int, round_number: int
) -> dict[str, Any]:
    """The parts of `last_round` known before totals change: revealed rows, sums, scores, bomb, and why
    each seat scored so (with the scoring rules' numbers, for the score screen's words)."""
    values = [[catalog.values[card] for card in row] for row in rows]
    sums, scores, bomb = round_scores(values, caller)
    return {
        "round": round_number,
        "rows": [[catalog.ids[card] for card in row] for row in rows],
        "sums": sums,
        "round_scores": scores,
        "caller": caller,
        "bomb": bomb,
        "start_seat": start_seat,
        "why": reasons(sums, caller, bomb),  # the reasons round_scores used
        "scoring": dict(SCORING),
    }


def result(state: CaboState) -> dict[str, Any]:
    """`scores`, `round_scores`, `round` and `winners` (§7)."""
    return {
        "scores": state.scores[:],
        "round_scores": state.round_scores[:],
        "round": state.round,
        "winners": state.winners[:],
    }


def progress(view: Mapping[str, Any]) -> list[float]:
    """Each seat's running total (after resets), as every seat sees it: the game-over picture's lines."""
    return [float(total) for total in view["scores"]]
