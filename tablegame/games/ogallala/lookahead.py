"""Ogallala's `hard`: the hand-tuned planner with an exact expectation over the next card at drawn-card placements.

When a drawn card's placement may let the turn go on, each option (the planner's best few placements and the
discard) is tried on one state drawn from the seat's view (only the piles are hidden, OGA-38), and every unseen
kind in turn is put on top of the pile, weighted by its unseen count: the expectation over the next card is exact
and every option meets the same cards (no best-of-noisy-means bias). The planner handles that card; a turn that
stops is played to its end by the planner, and the end is read by the planner's value of both grids
(`turn_end_value`); a turn that still goes on is read the same way plus `GO_ON` points for the draws to come.
Measured against `normal` in bench/RESULTS.md (bench/ogallala_chance.py).
"""

from __future__ import annotations

import random

from tablegame.core.rules import Action, Rules, View
from tablegame.games.ogallala.bot_knobs import Knobs
from tablegame.games.ogallala.bots import BoldBot, grids_of
from tablegame.games.ogallala.canoes import KIND
from tablegame.games.ogallala.heuristics import grid_value, race_value
from tablegame.games.ogallala.rules import OgallalaRules
from tablegame.games.ogallala.scoring import result
from tablegame.games.ogallala.state import DRAW, OVER, OgState
from tablegame.games.ogallala.view_types import og_view

WIN = 1000.0  # a turn end at which the game is over: won (shared: in proportion) or lost
TOP = 4  # the planner's best placements looked at, besides the discard
GO_ON = 30.0  # a turn that still goes on: what its coming draws are worth (as the planner's continue_bonus)


def turn_end_value(state: OgState, seat: int, knobs: Knobs) -> float:
    """The planner's reading of a position for `seat`: its grid against the strongest rival's (planned canoes
    plus race_harm times the chances of three complete canoes), or +-WIN once the game is over."""
    if state.phase == OVER:
        winners = result(state)["winners"]
        return WIN / len(winners) if seat in winners else -WIN
    w = knobs.weights

    def worth(grid: list[list[int]]) -> float:
        return grid_value(grid, w) + knobs.race_harm * race_value(grid, w)

    mine = worth(state.grids[seat])
    return mine - max(worth(g) for s, g in enumerate(state.grids) if s != seat)


class ExpectBot(BoldBot):
    """`hard`: the planner, looking one draw ahead exactly where a drawn card's placement may go on."""

    level = "hard"
    top = TOP
    go_on = GO_ON

    def __init__(self, rules: Rules, seat: int, rng: random.Random) -> None:
        super().__init__(rules, seat, rng)
        self.og = rules if isinstance(rules, OgallalaRules) else OgallalaRules()
        self.search_rng = random.Random(rng.getrandbits(64))  # its own, so the planner's tie-breaks stay its own
        self.policy = BoldBot(self.og, seat, random.Random(0))  # the player of the imagined rest of the turn

    def choose(self, given: View, legal: list[Action]) -> Action:
        """The planner's choice, or at a drawn card that may go on the option with the best expected turn end."""
        view = og_view(given)
        if len(legal) == 1 or view["phase"] != "hold" or view["held_source"] != "draw" or view["stopped"]:
            return super().choose(given, legal)
        kept = self.rng.getstate()
        planned = super().choose(given, legal)
        self.rng.setstate(kept)
        options = self.options(given, legal, planned)
        if len(options) < 2:
            return super().choose(given, legal)
        world = self.og.determinize(given, random.Random(self.search_rng.getrandbits(64)))
        seed = self.search_rng.getrandbits(64)
        values = [self.option_value(world, action, seed) for action in options]
        best = max(range(len(options)), key=lambda i: values[i])
        self.note(options, values, best)
        super().choose(given, legal)  # the planner's generator where the planner alone would leave it
        return options[best]

    def options(self, given: View, legal: list[Action], planned: Action) -> list[Action]:
        """The planner's pick, then its best `top` placements and the discard."""
        view = og_view(given)
        values = self.hold_values(view, grids_of(view), legal)
        ranked = [a for _, a in sorted(zip(values, legal, strict=True), key=lambda p: -p[0])]
        options = [planned]
        for action in ranked[: self.top] + [a for a in legal if a["type"] == "discard"]:
            if all(action is not a for a in options):
                options.append(action)
        return options

    def note(self, options: list[Action], values: list[float], best: int) -> None:
        """A hook for research scripts: the options looked at, their values and the one taken."""

    def option_value(self, world: OgState, action: Action, seed: int) -> float:
        """The expected turn end after `action`, exact over the next card if the turn goes on."""
        state = world.clone()
        state.rng = random.Random(seed)
        self.og.perform(state, action)
        return self.expect(state, seed)

    def expect(self, state: OgState, seed: int, depth: int = 1) -> float:
        """The turn end's value from `state` (the seat's own turn), the next `depth` draws taken exactly."""
        self.finish_choices(state, seed)
        if state.phase == OVER or state.current != self.seat:
            return self.leaf(state)
        if depth == 0:
            return self.leaf(state) + self.go_on
        pile = next(p for p in range(3) if state.piles[p])
        groups: dict[int, list[tuple[int, int]]] = {}  # what tells cards apart -> (pile, position) of each unseen
        for p, cards in enumerate(state.piles):
            for i, t in enumerate(cards):
                groups.setdefault(t if state.advanced else KIND[t], []).append((p, i))  # colours matter if advanced
        total = sum(len(where) for where in groups.values())
        value = 0.0
        for where in groups.values():
            probe = state.clone()
            p, i = where[0]
            top = probe.piles[pile]
            probe.piles[p][i], top[-1] = top[-1], probe.piles[p][i]  # this kind on top of the pile drawn from
            probe.rng = random.Random(seed)
            self.og.perform(probe, {"type": "draw", "pile": pile, "seat": self.seat})
            value += len(where) * self.expect(probe, seed, depth - 1)
        return value / total

    def leaf(self, state: OgState) -> float:
        """A position's reading (the planner's)."""
        return turn_end_value(state, self.seat, self.knobs)

    def finish_choices(self, state: OgState, seed: int) -> None:
        """Let the planner take the seat's decisions until it must draw or the turn is over."""
        self.policy.rng = random.Random(seed)  # the same tie-breaks for every option
        while state.phase not in (OVER, DRAW) and state.current == self.seat:
            legal = self.og.legal_actions(state, self.seat)
            chosen = legal[0] if len(legal) == 1 else self.policy.choose(self.og.view(state, self.seat), legal)
            self.og.perform(state, chosen)
