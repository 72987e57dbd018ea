"""Ogallala (Up the Creek): the Rules class — legality (OGA-38 action table) and dispatch."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import Action, BadSetup, OptionSpec, Rules, View
from tablegame.games.ogallala import text, turn, view
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.determinize import state_from_view
from tablegame.games.ogallala.placement import legal_cells, legal_shifts
from tablegame.games.ogallala.scoring import seat_score
from tablegame.games.ogallala.setup import new_state
from tablegame.games.ogallala.state import ATTACK, DRAW, END, HOLD, LASSO, OVER, SHOOT, SINK, OgState
from tablegame.games.ogallala.targets import attack_options, lasso_targets, own_complete, shoot_targets

_CATALOG = catalog()


class OgallalaRules(Rules):
    """The rules of Ogallala, basic and advanced variants, 2-5 seats."""

    game_id = "ogallala"
    title = "Ogallala (Up the Creek)"
    min_seats = 2
    max_seats = 5
    hidden_information = False  # OGA-38: all seats see the same table, so hot-seat needs no hand-off
    options = (
        OptionSpec("variant", ("basic", "advanced"), "basic", "advanced: one tribe colour per canoe (§9)"),
        OptionSpec("reshuffles", (0, 1, 2, 3, 4, 5), 2, "how often the discard pile may become a draw pile"),
    )

    # --- options and setup ----------------------------------------------------------------------
    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        """As the base class, except that `reshuffles` takes any integer >= 0 (OGA-5)."""
        given = dict(given)
        reshuffles = given.pop("reshuffles", 2)
        if not isinstance(reshuffles, int) or isinstance(reshuffles, bool) or reshuffles < 0:
            raise BadSetup(f"option 'reshuffles' must be an integer 0 or more, not {reshuffles!r}")
        resolved = super().resolve_options(given)
        resolved["reshuffles"] = reshuffles
        return resolved

    def setup(self, n_seats: int, options: dict[str, Any], rng: random.Random, overrides: dict[str, Any]) -> OgState:
        """The initial state (OGA-4 to OGA-6); the start seat's turn begins."""
        self.check_seats(n_seats)
        state = new_state(n_seats, options, rng, overrides)
        turn.enter_draw(state)
        return state

    def count_components(self, state: OgState) -> dict[str, int]:
        """How many copies of each card id the state holds, in piles, grids, hand, booty and discard."""
        counts = dict.fromkeys(_CATALOG.ids, 0)
        for t in state.all_cards():
            counts[_CATALOG.ids[t]] += 1
        return counts

    def clone(self, state: OgState) -> OgState:
        """An independent copy of the state."""
        return state.clone()

    # --- asking -----------------------------------------------------------------------------------
    def to_act(self, state: OgState) -> list[int]:
        """The seat whose turn it is; [] once over."""
        return [] if state.phase == OVER else [state.current]

    def is_over(self, state: OgState) -> bool:
        """True once the game has ended."""
        return state.phase == OVER

    def result(self, state: OgState) -> dict[str, Any]:
        """Scores of complete canoes by seat (OGA-40) and the winners once over (OGA-35)."""
        scores = [seat_score(grid) for grid in state.grids]
        winners = []
        if state.phase == OVER:
            best = max(scores)
            winners = [s for s, score in enumerate(scores) if score == best]
        return {"scores": scores, "winners": winners}

    def legal_actions(self, state: OgState, seat: int) -> list[Action]:
        """Every legal action of `seat` now (OGA-38 action table)."""
        if state.phase == OVER or seat != state.current:
            return []
        phase = state.phase
        if phase == DRAW:
            return [{"seat": seat, "type": "draw", "pile": p} for p in range(3) if state.piles[p]]
        if phase == HOLD:
            return self._hold_actions(state, seat)
        if phase == LASSO:
            found = lasso_targets(state, seat)
            return [{"seat": seat, "type": "lasso", "target": t, "row": r, "col": c} for t, r, c in found] + [
                {"seat": seat, "type": "pass"}
            ]
        if phase == SHOOT:
            found = shoot_targets(state, seat)
            return [{"seat": seat, "type": "shoot", "target": t, "row": r, "col": c} for t, r, c in found] + [
                {"seat": seat, "type": "pass"}
            ]
        if phase == SINK:
            grid = state.grids[seat]
            return [
                {"seat": seat, "type": "sink", "row": r, "col": c}
                for r, (a, b) in own_complete(state, seat)
                for c in range(a, b + 1)
                if grid[r][c] >= 0
            ]
        if phase == ATTACK:
            return self._attack_actions(state, seat)
        if phase == END:
            return [{"seat": seat, "type": "end_game"}, {"seat": seat, "type": "continue"}]
        return []

    def _hold_actions(self, state: OgState, seat: int) -> list[Action]:
        """Place, discard and shift for the held card (OGA-9, OGA-15, OGA-25)."""
        if state.shift_cell is not None:
            r, c = state.shift_cell
            return [{"seat": seat, "type": "place", "row": r, "col": c}]
        grid = state.grids[seat]
        t = state.held
        actions: list[Action] = [
            {"seat": seat, "type": "place", "row": r, "col": c} for r, c in legal_cells(grid, t, state.advanced)
        ]
        actions.append({"seat": seat, "type": "discard"})
        for sh in legal_shifts(grid, t, state.advanced, state.held_source == "booty"):
            actions.append(
                {"seat": seat, "type": "shift", "row": sh.row, "from_col": sh.a, "to_col": sh.b, "by": sh.by}
            )
        return actions

    def _attack_actions(self, state: OgState, seat: int) -> list[Action]:
        """One action per (own cell, target cell) of every legal attack, then `pass` (OGA-27, OGA-30)."""
        actions: list[Action] = []
        own = state.grids[seat]
        for opt in attack_options(state):
            own_cells = [c for c in range(opt.span[0], opt.span[1] + 1) if own[opt.row][c] >= 0]
            row2 = state.grids[opt.target][opt.target_row]
            target_cells = [c for c in range(opt.target_span[0], opt.target_span[1] + 1) if row2[c] >= 0]
            for c in own_cells:
                for c2 in target_cells:
                    actions.append(
                        {"seat": seat, "type": "attack", "row": opt.row, "col": c, "target": opt.target,
                         "target_row": opt.target_row, "target_col": c2}
                    )
        actions.append({"seat": seat, "type": "pass"})
        return actions

    # --- doing ------------------------------------------------------------------------------------
    def perform(self, state: OgState, action: Action) -> None:
        """Carry out a legal action (chance through state.rng)."""
        kind = action["type"]
        state.last_attack = []  # it tells what this action's attack did, if it is one
        if kind == "draw":
            turn.do_draw(state, action["pile"])
        elif kind == "place":
            turn.do_place(state, action["row"], action["col"])
        elif kind == "discard":
            turn.do_discard(state)
        elif kind == "shift":
            turn.do_shift(state, action["row"], action["from_col"], action["to_col"], action["by"])
        elif kind == "lasso":
            turn.do_lasso(state, action["target"], action["row"], action["col"])
        elif kind == "shoot":
            turn.do_shoot(state, action["target"], action["row"], action["col"])
        elif kind == "sink":
            turn.do_sink(state, action["row"], action["col"])
        elif kind == "attack":
            turn.do_attack(
                state, action["row"], action["col"], action["target"], action["target_row"], action["target_col"]
            )
        elif kind == "pass":
            turn.do_pass(state)
        elif kind in ("end_game", "continue"):
            turn.do_end(state, kind == "end_game")
        else:  # pragma: no cover - perform trusts legal_actions
            raise ValueError(f"unknown action type {kind!r}")

    # --- words and views --------------------------------------------------------------------------
    def view(self, state: OgState, seat: int) -> View:
        """Everything on the table; only the draw piles' contents are hidden (OGA-38)."""
        return view.build_view(state, seat)

    def determinize(self, v: View, rng: random.Random) -> OgState:
        """A full state consistent with a view: the unseen cards shuffled into the piles."""
        return state_from_view(v, rng)

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """One line in words for the log."""
        return text.describe(action, names)

    def explain_illegal(self, state: OgState, action: Action) -> str:
        """Why an action is not legal now, in one line."""
        return text.explain(state, action)
