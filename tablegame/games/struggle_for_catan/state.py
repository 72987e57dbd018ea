"""The state of a Struggle for Catan game: plain lists and ints, cheap to clone."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal

from tablegame.core.rules import GameState
from tablegame.games.struggle_for_catan.catalog import RESOURCE_IDS, components

# Estate cards on a tableau are tuples (event, city, expansion): event 0 market-day / 1 brigand,
# city a bool, expansion an expansion index or -1.
Estate = tuple[int, bool, int]

NO_FATE, LEFT, RIGHT = -1, 0, 1
FATE_NAMES = ("left", "right")

# Phases (SFC view table). "give" is the pending give of an opponent exchange (SFC-18).
Phase = Literal["trade", "give", "build", "discard", "market_day", "over"]
TRADE: Final = "trade"
GIVE: Final = "give"
BUILD: Final = "build"
DISCARD: Final = "discard"
MARKET_DAY: Final = "market_day"
OVER: Final = "over"


@dataclass(eq=False)
class CatanState(GameState):
    """Everything about one game. Piles keep their top card at the END of the list."""

    hands: list[list[int]]  # by seat: count per resource index
    market: list[int]  # count per resource index
    deck: list[int]  # resource indices, top last
    discard: list[int]  # resource indices, top last
    road_supply: int
    knight_supply: int
    estate_stack: list[int]  # event indices, top last
    expansion_supply: list[int]  # count per expansion index
    roads: list[int]  # by seat: stack height (sides follow from positions, SFC-27)
    knights: list[int]
    estates: list[list[Estate]]  # by seat, in the order gained
    fate: int  # NO_FATE with 2 seats, else LEFT / RIGHT
    start_seat: int
    turn_seat: int
    turn_number: int
    phase: Phase
    exchanges_left: int
    wide: bool  # the seat had an A-side road at the start of the turn (SFC-15)
    built: int  # bit mask over BUILDINGS
    guild_left: int
    give_target: int  # during GIVE: the opponent, and the card taken (SFC-18)
    give_taken: int
    queue: list[int]  # seats still to decide an event, first is next (SFC-30, SFC-31)
    winner: int
    log: list[tuple[Any, ...]]  # recent events (current and previous turn), see view.py
    log_mark: int  # index in `log` where the current turn began

    def copy(self) -> CatanState:
        """An independent copy (the random generator included)."""
        return CatanState(
            n_seats=self.n_seats,
            options=self.options,
            rng=self.clone_rng(),
            hands=[h[:] for h in self.hands],
            market=self.market[:],
            deck=self.deck[:],
            discard=self.discard[:],
            road_supply=self.road_supply,
            knight_supply=self.knight_supply,
            estate_stack=self.estate_stack[:],
            expansion_supply=self.expansion_supply[:],
            roads=self.roads[:],
            knights=self.knights[:],
            estates=[e[:] for e in self.estates],
            fate=self.fate,
            start_seat=self.start_seat,
            turn_seat=self.turn_seat,
            turn_number=self.turn_number,
            phase=self.phase,
            exchanges_left=self.exchanges_left,
            wide=self.wide,
            built=self.built,
            guild_left=self.guild_left,
            give_target=self.give_target,
            give_taken=self.give_taken,
            queue=self.queue[:],
            winner=self.winner,
            log=self.log[:],
            log_mark=self.log_mark,
        )


def count_components(state: CatanState) -> dict[str, int]:
    """How many of each component the state holds, wherever each one is: resource cards by id (hands,
    market, deck, discard pile), roads and knights (supply, stacks), estate cards by id (stack, tableaux),
    expansions by id (supply, cities) and the destiny card (used with 3-4 seats only)."""
    c = components()
    counts: dict[str, int] = {}
    for r, rid in enumerate(RESOURCE_IDS):
        in_hands = sum(hand[r] for hand in state.hands)
        counts[rid] = in_hands + state.market[r] + state.deck.count(r) + state.discard.count(r)
    counts["road"] = state.road_supply + sum(state.roads)
    counts["knight"] = state.knight_supply + sum(state.knights)
    built = [estate for seat in state.estates for estate in seat]
    for event, eid in enumerate(c.estate_ids):
        counts[eid] = state.estate_stack.count(event) + sum(1 for estate in built if estate[0] == event)
    for x, xid in enumerate(c.expansion_ids):
        counts[xid] = state.expansion_supply[x] + sum(1 for estate in built if estate[2] == x)
    counts["fate"] = 0 if state.fate == NO_FATE else 1
    return counts
