"""What a legal CABO action does to the state: draws, replaces, powers, the end of a turn and of a round."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache, partial
from typing import Any

from tablegame.core.lazy import LazyRecord
from tablegame.core.rules import Action
from tablegame.games.cabo import scoring
from tablegame.games.cabo.catalog import DECK_SIZE, Catalog
from tablegame.games.cabo.setup import ROW_SIZE, deal_round
from tablegame.games.cabo.state import DRAWN, MAX_SEATS, OVER, PEEK_START, TURN, CaboState, Look, Move, Slot

PENALTY_FROM = 3  # a failed multi-replace of this many cards or more takes a penalty card (CABO-13)
DRAW_MOVES: dict[str, tuple[Move, ...]] = {"deck": (("deck", "drawn"),), "discard": (("discard", "drawn"),)}
DISCARD_MOVES: tuple[Move, ...] = (("drawn", "discard"),)
# The cards a one-card replace moves, by seat and position (a row never holds more than the deck's cards):
# random play's most frequent replace, its moves shared instead of built
_ONE_REPLACE_MOVES: list[list[tuple[Move, ...]]] = [
    [(((seat, position), "discard"), ("drawn", (seat, position))) for position in range(DECK_SIZE)]
    for seat in range(MAX_SEATS)
]

# The looks of a start peek, by seat and its pair of positions: shared, as a quarter of random play's actions are these
_PEEK_LOOKS: list[list[list[tuple[Look, ...]]]] = [
    [[((seat, seat, first), (seat, seat, second)) for second in range(ROW_SIZE)] for first in range(ROW_SIZE)]
    for seat in range(MAX_SEATS)
]

# Every card face up and seen by every seat, by the bit mask of every seat and the card (shared slots: a slot is
# never changed, only replaced), for the rows left on the table at the game's end
_FACE_UP: list[tuple[Slot, ...]] = [
    tuple((card, True, everyone) for card in range(DECK_SIZE)) for everyone in range(1 << MAX_SEATS)
]


def perform(state: CaboState, action: Action, deal: bool = True) -> None:
    """Carry out a legal action, recording the cards it moved and those it let a seat look at; chance
    (the next round's shuffle) uses state.rng. Without `deal`, an action that ends a round scores it but
    leaves the next one undealt (a search's rollout stops there and reads only the totals)."""
    kind = action["type"]
    seat = action["seat"]
    state.last_looks = ()
    if kind == "draw":
        source = action["source"]
        state.drawn = (seat, source, (state.deck if source == "deck" else state.discard).pop())
        state.phase = DRAWN
        state.last_moves = DRAW_MOVES[source]
        return
    if kind == "peek_start":  # the seat learns two of its cards; after the last seat, the start seat plays (CABO-6)
        first, second = action["positions"]  # always a pair (legal.PEEK_PAIRS): a quarter of random play's actions
        row = state.rows[seat]
        bit = 1 << seat
        card, face_up, seen = row[first]
        row[first] = (card, face_up, seen | bit)
        card, face_up, seen = row[second]
        row[second] = (card, face_up, seen | bit)
        state.last_moves = ()
        state.last_looks = _PEEK_LOOKS[seat][first][second]
        _peeked(state)
        return
    if kind == "replace":
        state.last_moves = _replace(state, seat, action["positions"], state.catalog.values)
    elif kind == "call_cabo":
        state.caller = seat
        state.last_moves = ()
    else:  # discard, or discard and use the power (CABO-15)
        _discard(state, seat, action)
    # the turn passes clockwise, or the round ends (CABO-19 to CABO-21)
    state.drawn = None
    following = (state.current + 1) % state.n_seats
    if following == state.caller or not state.deck:
        _end_round(state, deal)
    else:
        state.current = following
        state.phase = TURN


def _discard(state: CaboState, seat: int, action: Action) -> None:
    """Discard the card drawn from the deck, and use its power if the action says so (CABO-15 to CABO-18)."""
    kind = action["type"]
    state.discard.append(state.held()[2])
    state.last_moves = DISCARD_MOVES
    if kind in ("peek", "spy"):
        owner = seat if kind == "peek" else action["target"]
        _learn(state, seat, owner, action["position"])
        state.last_looks = ((seat, owner, action["position"]),)
    elif kind == "swap":
        mine, theirs = (seat, action["position"]), (action["target"], action["target_position"])
        _swap(state, mine, theirs)
        state.last_moves = ((mine, theirs), (theirs, mine))


def _learn(state: CaboState, seat: int, owner: int, position: int) -> None:
    """`seat` looks at a card of `owner` (CABO-16, CABO-17, CABO-30)."""
    row = state.rows[owner]
    card, face_up, seen = row[position]
    row[position] = (card, face_up, seen | 1 << seat)


def _swap(state: CaboState, mine: tuple[int, int], theirs: tuple[int, int]) -> None:
    """Exchange two slots, each given as (seat, position); each card keeps its face state and seen_by (CABO-18)."""
    (seat, position), (target, target_position) = mine, theirs
    own, other = state.rows[seat], state.rows[target]
    own[position], other[target_position] = other[target_position], own[position]


def _peeked(state: CaboState) -> None:
    """A seat has peeked at its start pair: the next seat peeks, or, once all have, the start seat's turn begins."""
    state.peeked += 1
    if state.peeked == state.n_seats:
        state.phase = TURN
        state.current = state.start_seat
    else:
        state.current = (state.start_seat + state.peeked) % state.n_seats


def _replace(state: CaboState, seat: int, positions: Sequence[int], values: tuple[int, ...]) -> Sequence[Move]:
    """Exchange the held card for one or more own cards (CABO-12 to CABO-14); the cards moved."""
    held = state.drawn
    assert held is not None  # a replace is legal only while a card is held
    row = state.rows[seat]
    new_slot = (held[2], False, (1 << state.n_seats) - 1 if held[1] == "discard" else 1 << seat)  # CABO-30
    if len(positions) == 1:
        position = positions[0]
        state.discard.append(row[position][0])
        row[position] = new_slot
        return _ONE_REPLACE_MOVES[seat][position]
    lifted = [row[p][0] for p in positions]
    first = values[lifted[0]]
    # all of one value (CABO-13); random play's multi-replaces mostly fail at the second card
    if values[lifted[1]] == first and all(values[card] == first for card in lifted[2:]):
        state.discard.extend(lifted)
        row[positions[0]] = new_slot
        for p in reversed(positions[1:]):
            del row[p]
        moves: list[Move] = [((seat, p), "discard") for p in positions]
        moves.append(("drawn", (seat, positions[0])))
        return moves
    face_up = _FACE_UP[(1 << state.n_seats) - 1]  # shared slots: face up, seen by every seat
    if state.options["mismatch_penalty"] != "seed":  # "none" (CABO-14): they stay face up, the new card goes
        for p, card in zip(positions, lifted, strict=True):
            row[p] = face_up[card]
        state.discard.append(new_slot[0])
        return DISCARD_MOVES
    for p in reversed(positions):
        del row[p]
    penalty = len(positions) >= PENALTY_FROM and bool(state.deck)  # the penalty card: nobody looks at it
    moves_made = _mismatch_moves(seat, tuple(positions), len(row), penalty)
    for card in lifted:  # to the right end, in order, face up
        row.append(face_up[card])
    row.append(new_slot)
    if penalty:
        row.append((state.deck.pop(), False, 0))
    return moves_made


@lru_cache(maxsize=4096)
def _mismatch_moves(seat: int, positions: tuple[int, ...], end: int, penalty: bool) -> tuple[Move, ...]:
    """The cards a failed multi-replace moves when they go to the right end of the row (CABO-14): each
    lifted card, then the drawn card, then the penalty card; `end` is the row's size once they are lifted."""
    moves: list[Move] = [((seat, p), (seat, end + j)) for j, p in enumerate(positions)]
    end += len(positions)
    moves.append(("drawn", (seat, end)))
    if penalty:
        moves.append(("deck", (seat, end + 1)))
    return tuple(moves)


def _end_round(state: CaboState, deal: bool) -> None:
    """Reveal, score, reset, then end the game or deal the next round (CABO-22 to CABO-29); without `deal`,
    the next round is only started (its number, start seat and phase), its cards left undealt."""
    catalog = state.catalog
    values = catalog.values
    rows = state.rows  # never changed again: the next deal or the game's end puts new rows in their place
    caller = state.caller
    # plain loops: on 3.11 a `map` over a bound `__getitem__` or an `itemgetter` builds an argument tuple a card
    sums = []
    for row in rows:
        total = 0
        for card, _, _ in row:
            total += values[card]
        sums.append(total)
    if scoring.BOMB_SUM in sums:  # only a row of this sum may be a bomb: the rows' values are looked at then
        _, scores, _ = scoring.round_scores([[values[card] for card, _, _ in row] for row in rows], caller)
    else:
        scores = scoring.scores_without_bomb(sums, caller)
    totals = state.scores
    resets = scoring.add_round(totals, scores, state.resets_used)
    state.round_scores = scores
    state.history = [*state.history, scores[:]]
    next_start = None if scoring.game_over(totals) else scoring.next_start(scores, state.start_seat)
    state.last_round = LazyRecord(
        partial(
            _screen,
            rows,
            catalog,
            (caller, state.start_seat, state.round, next_start),
            (state.discard[:], len(state.deck), resets, totals[:]),
        )
    )
    if next_start is None:  # the rows stay on the table face up (a next round deals new ones)
        face_up = _FACE_UP[state.all_seats]
        state.rows = [[face_up[card] for card, _, _ in row] for row in rows]
        state.phase = OVER
        state.winners = scoring.winners(totals, scores)
        return
    state.round += 1
    state.start_seat = next_start
    if deal:
        deal_round(state, catalog)
    else:
        state.phase = PEEK_START


def _screen(
    rows: list[list[Slot]],
    catalog: Catalog,
    seats: tuple[int | None, int, int, int | None],
    table: tuple[list[int], int, list[int], list[int]],
) -> dict[str, Any]:
    """The score screen of a round that ended (`last_round`) from its facts: `seats` the caller, the start
    seat, the round and the next start seat; `table` the discard pile, the draw count, resets and totals;
    `rows` the rows as the round ended."""
    cards = [[card for card, _, _ in row] for row in rows]
    caller, start_seat, round_number, next_start = seats
    discard, draw_count, resets, totals = table
    screen = scoring.score_screen(cards, catalog, caller, start_seat, round_number)
    screen["discard"] = [catalog.ids[card] for card in reversed(discard)]  # the table at the round's end
    screen["draw_count"] = draw_count
    screen["resets"] = resets
    screen["scores"] = totals
    screen["next_start"] = next_start
    return screen
