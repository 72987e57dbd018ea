"""The Niagara game state: plain lists of ints, cheap to clone."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import copy_rng
from tablegame.games.niagara.board import Board
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.turn_bits import TURN_DOCK, TURN_LAUNCHED, TURN_MOVED, TURN_MUST

NO_GEM = -1
NO_CARD = -1
N_COLOURS = len(catalog().colours)
ALWAYS_STOCKED = N_COLOURS * N_COLOURS  # the index in `NiagaraState.stock` that is always 1
STOCK_SIZE = ALWAYS_STOCKED + 1
EventFacts = tuple[Any, ...]  # an event as log.py keeps it: the function that writes it out, then its arguments

CHOOSE, ACT, RECOVERY, OVER = "choose", "act", "recovery", "over"


class NiagaraState:
    """Everything about a Niagara game in progress. Boat i = seat * 2 + boat number; colours are indices."""

    __slots__ = (
        "actor",
        "board",
        "boat_at",
        "boat_gem",
        "chosen",
        "ended_by",
        "events",
        "home",
        "last_card",
        "last_flow",
        "n_seats",
        "options",
        "phase",
        "plans",
        "pointer",
        "recovery",
        "revealed",
        "rng",
        "round",
        "spare",
        "start_seat",
        "stock",
        "supply",
        "turn",
        "turn_pos",
        "used",
        "weather",
        "winners",
    )

    def __init__(self, n_seats: int, options: dict[str, Any], rng: random.Random, board: Board) -> None:
        self.n_seats = n_seats
        self.options = options
        self.rng = rng
        self.board = board
        self.plans = board.move_plans[options["stationary_op"]]  # [boat] the board's move plans (moves.py)
        self.boat_at: list[int] = [board.dock] * (2 * n_seats)
        self.boat_gem: list[int] = [NO_GEM] * (2 * n_seats)
        self.home: list[list[int]] = []  # [seat][colour] -> count
        self.supply: list[list[int]] = []  # [site colour][colour] -> count
        # [site * N_COLOURS + colour] 1 while that site holds that colour, and a last 1 for the moves that need no
        # gem (moves.py reads a plan's moves through it in one `itemgetter` call; see restock)
        self.stock = bytearray(STOCK_SIZE)
        self.spare: list[int] = []  # [colour] -> count out of play (constant)
        self.weather = 0
        self.pointer = 0  # arm pointer: 0 = A, 1 = B (always 0 without a fork)
        self.start_seat = 0
        self.round = 1
        self.last_flow: int | None = None
        self.used: list[int] = [0] * n_seats  # bit i set: card index i used this cycle (and revealed)
        self.chosen: list[int] = [NO_CARD] * n_seats
        self.revealed: list[bool] = [False] * n_seats
        self.last_card: list[int] = [NO_CARD] * n_seats  # the card each seat turned up last (public)
        self.phase = CHOOSE
        self.turn_pos = 0  # how many seats have begun their turn this round, minus one
        self.actor = -1  # the seat acting (act step) or recovering (recovery step)
        self.turn = 0  # the actor's progress through its turn as bits (bits: turn_bits.py)
        self.recovery: list[int] = []  # seats still to decide on recovery, in order
        self.winners: list[int] = []
        self.ended_by: str | None = None  # "victory" or "max_rounds" once over
        # what the last action did, as facts (log.py): written out in the view's words when a view reads them
        self.events: list[EventFacts] = []

    def clone(self) -> NiagaraState:
        """An independent copy (the random generator is copied too)."""
        return self.copy_with(copy_rng(self.rng))

    def copy_with(self, rng: random.Random) -> NiagaraState:
        """An independent copy with `rng` as its random generator."""
        other = NiagaraState.__new__(NiagaraState)
        other.n_seats = self.n_seats
        other.options = self.options
        other.rng = rng
        other.board = self.board
        other.plans = self.plans
        other.boat_at = self.boat_at[:]
        other.boat_gem = self.boat_gem[:]
        other.home = [row[:] for row in self.home]
        other.supply = [row[:] for row in self.supply]
        other.stock = self.stock[:]
        other.spare = self.spare[:]
        other.weather = self.weather
        other.pointer = self.pointer
        other.start_seat = self.start_seat
        other.round = self.round
        other.last_flow = self.last_flow
        other.used = self.used[:]
        other.chosen = self.chosen[:]
        other.revealed = self.revealed[:]
        other.last_card = self.last_card[:]
        other.phase = self.phase
        other.turn_pos = self.turn_pos
        other.actor = self.actor
        other.turn = self.turn
        other.recovery = self.recovery[:]
        other.winners = self.winners[:]
        other.ended_by = self.ended_by
        other.events = self.events[:]
        return other

    @property
    def moved(self) -> list[bool]:
        """The actor's boats that moved this turn."""
        turn = self.turn
        return [bool(turn & TURN_MOVED[0]), bool(turn & TURN_MOVED[1])]

    @property
    def must(self) -> list[bool]:
        """The actor's boats on the river when the turn began."""
        turn = self.turn
        return [bool(turn & TURN_MUST[0]), bool(turn & TURN_MUST[1])]

    @property
    def must_launch(self) -> bool:
        """No boat on the river and one at the dock when the turn began: one must launch (NIA-18)."""
        turn = self.turn
        return bool(turn & (TURN_DOCK[0] | TURN_DOCK[1])) and not turn & (TURN_MUST[0] | TURN_MUST[1])

    @property
    def launched(self) -> bool:
        """A boat left the dock this turn."""
        return bool(self.turn & TURN_LAUNCHED)

    def restock(self) -> None:
        """Set `stock` from the supply (after the supply was written whole: setup, a determinized state)."""
        stock = self.stock = bytearray(STOCK_SIZE)
        for site, row in enumerate(self.supply):
            for colour, count in enumerate(row):
                stock[site * N_COLOURS + colour] = count > 0
        stock[ALWAYS_STOCKED] = 1

    def give(self, site: int, colour: int) -> None:
        """One gem of `colour` onto the site of colour `site`."""
        self.supply[site][colour] += 1
        self.stock[site * N_COLOURS + colour] = 1

    def take(self, site: int, colour: int) -> None:
        """One gem of `colour` off the site of colour `site` (it holds one)."""
        row = self.supply[site]
        row[colour] -= 1
        if not row[colour]:
            self.stock[site * N_COLOURS + colour] = 0

    def count_components(self, colours: tuple[str, ...], cards: tuple[object, ...]) -> dict[str, int]:
        """Gems of each colour (sites, boats, homes and the spare ones out of play), canoes wherever they are
        (dock, river, below the falls) and each paddle card (used, chosen or in a hand), by component."""
        counts = {f"gem:{name}": self.gems_in_play(c) + self.spare[c] for c, name in enumerate(colours)}
        counts["canoe"] = sum(1 for slot in self.boat_at if 0 <= slot <= self.board.falls)
        for i, card in enumerate(cards):
            counts[f"paddle:{card}"] = sum(self._card_places(seat, i) for seat in range(self.n_seats))
        return counts

    def _card_places(self, seat: int, card: int) -> int:
        """In how many of a seat's places a card is: used (face up), chosen face down, in hand (1 when all is well)."""
        used = self.used[seat] >> card & 1
        chosen = self.chosen[seat] == card
        return used + (chosen and not self.revealed[seat]) + (not used and not chosen)

    def gems_in_play(self, colour: int) -> int:
        """Gems of one colour at sites, on boats and at homes (constant through a game)."""
        return (
            sum(site[colour] for site in self.supply)
            + sum(1 for g in self.boat_gem if g == colour)
            + sum(h[colour] for h in self.home)
        )
