"""The Ogallala game state: plain lists of small ints, cheap to clone."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal

from tablegame.core.rules import GameState, copy_rng

# Phases (OGA-38 table).
Phase = Literal["draw", "hold", "lasso", "shoot", "sink", "attack", "end", "over"]
DRAW: Final = "draw"
HOLD: Final = "hold"
LASSO: Final = "lasso"
SHOOT: Final = "shoot"
SINK: Final = "sink"
ATTACK: Final = "attack"
END: Final = "end"
OVER: Final = "over"
HeldSource = Literal["", "draw", "lasso", "booty"]  # where the held card came from; "" when none is held
Ability = Literal["", "lasso", "archer"]
EndCause = Literal["", "ended", "five_canoes", "no_cards"]  # OGA-31, OGA-32, OGA-7; "" while playing


@dataclass(eq=False)
class OgState(GameState):
    """Everything about a game of Ogallala; only the piles' contents are hidden from the seats."""

    grids: list[list[list[int]]] = field(default_factory=list)  # seat -> 3 rows of 14 cells (-1 empty)
    piles: list[list[int]] = field(default_factory=list)  # three draw piles, top card LAST
    discard: list[int] = field(default_factory=list)  # the Happy Hunting Ground, top card LAST
    reshuffles_left: int = 2
    advanced: bool = False
    start_seat: int = 0
    current: int = 0
    phase: Phase = DRAW
    held: int = -1  # the held card (OGA-14), -1 for none
    held_source: HeldSource = ""
    booty: list[int] = field(default_factory=list)  # booty waiting to be held, next first (OGA-28)
    stopped: bool = False  # drawing has stopped for this turn (OGA-16)
    stop_reasons: list[str] = field(default_factory=list)
    ability: Ability = ""  # the lasso thrower or archer waiting for the held card to be resolved (OGA-18)
    shift_cell: tuple[int, int] | None = None  # (row, v) after a shift: only `place` there (OGA-25)
    pre_done: tuple[int, ...] = ()  # bow columns (after the shift) of canoes complete before it
    attacks: list[list[int]] = field(default_factory=list)  # [row, bow col, attacks left] (OGA-26)
    completed: list[list[int]] = field(default_factory=list)  # [row, bow col] newly completed this turn
    end_reason: str = ""  # why the game ended, once over, in words
    end_cause: EndCause = ""
    # What the last action's attack did to the target canoe, left to right: (col, card, went to booty) (OGA-28)
    last_attack: list[tuple[int, int, bool]] = field(default_factory=list)
    last_draw: int = -1  # the card the last action drew (shown to all, OGA-14), -1 if it drew none
    drawn: int = 0  # the cards the current seat has drawn this turn: after the first it draws again (OGA-17)
    # Each seat's grid as bits (occupancy.py), made when first asked and kept up to date by the effects;
    # `marked` is the grids list they were made from (a state given new grids makes new marks).
    marks: list[list[int]] | None = field(default=None, repr=False)
    marked: list[list[list[int]]] | None = field(default=None, repr=False)

    def clone(self) -> OgState:
        """An independent copy (lists copied, no deepcopy)."""
        grids = [[row[:] for row in grid] for grid in self.grids]
        marks = [m[:] for m in self.marks] if self.marks is not None and self.marked is self.grids else None
        return OgState(
            n_seats=self.n_seats,
            options=self.options,
            rng=copy_rng(self.rng),
            grids=grids,
            piles=[pile[:] for pile in self.piles],
            discard=self.discard[:],
            reshuffles_left=self.reshuffles_left,
            advanced=self.advanced,
            start_seat=self.start_seat,
            current=self.current,
            phase=self.phase,
            held=self.held,
            held_source=self.held_source,
            booty=self.booty[:],
            stopped=self.stopped,
            stop_reasons=self.stop_reasons[:],
            ability=self.ability,
            shift_cell=self.shift_cell,
            pre_done=self.pre_done,
            attacks=[a[:] for a in self.attacks],
            completed=[c[:] for c in self.completed],
            end_reason=self.end_reason,
            end_cause=self.end_cause,
            last_attack=self.last_attack[:],
            last_draw=self.last_draw,
            drawn=self.drawn,
            marks=marks,
            marked=grids if marks is not None else None,
        )

    def all_cards(self) -> list[int]:
        """Every card in the game, wherever it lies (what Rules.count_components counts)."""
        cards = [t for grid in self.grids for row in grid for t in row if t >= 0]
        cards += [t for pile in self.piles for t in pile]
        cards += self.discard + self.booty
        if self.held >= 0:
            cards.append(self.held)
        return cards
