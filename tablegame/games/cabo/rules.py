"""The CABO rules (cabo.md): the Rules object, wiring setup, legality, effects, views, words and results."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import Action, OptionSpec, Rules, View
from tablegame.games.cabo import effects, legal, scoring, text
from tablegame.games.cabo.catalog import Catalog, cabo_catalog
from tablegame.games.cabo.determinize import determinize as determinize_view
from tablegame.games.cabo.setup import new_state, parse_overrides
from tablegame.games.cabo.state import OVER, CaboState, clone_state, count_cards
from tablegame.games.cabo.view import view_for


class CaboRules(Rules):
    """CABO for 2-4 seats: draw, replace, use powers, call CABO; lowest total wins."""

    game_id = "cabo"
    title = "CABO"
    min_seats = 2
    max_seats = 4
    options = (
        OptionSpec("mismatch_penalty", ("seed", "none"), "seed",
                   "a failed multi-replace: 'seed' keeps the cards and adds them at the right end "
                   "(CABO-13); 'none' leaves them face up in place (CABO-14)"),
        OptionSpec("lock_caller", (True, False), False, "the caller's cards cannot be swapped (CABO-18)"),
        OptionSpec("memory_aid", (True, False), False,
                   "the table keeps showing every face-down card you have seen (CABO-33, display only)"),
    )

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or cabo_catalog()
        self.values = self.catalog.values
        self.powers = self.catalog.powers

    # --- setup ----------------------------------------------------------------------------------------
    def setup(self, n_seats: int, options: dict[str, Any], rng: random.Random,
              overrides: dict[str, Any]) -> CaboState:
        """Round 1 dealt, after checking the overrides (CABO-3 to CABO-8); raises BadSetup."""
        self.check_seats(n_seats)
        decks, start = parse_overrides(overrides or {}, n_seats, self.catalog)
        return new_state(n_seats, self.resolve_options(options), rng, decks, start, self.catalog)

    def clone(self, state: CaboState) -> CaboState:
        """An independent copy of the state."""
        return clone_state(state)

    def count_components(self, state: CaboState) -> dict[str, int]:
        """How many cards of each kind the state holds, wherever they are (52 in all, CABO-1)."""
        return count_cards(state, self.catalog.ids)

    # --- whose turn, what is legal -------------------------------------------------------------------
    def to_act(self, state: CaboState) -> list[int]:
        """[the seat to peek or to play], or [] once the game is over (§6)."""
        return legal.to_act(state)

    def legal_actions(self, state: CaboState, seat: int) -> list[Action]:
        """Every legal action of `seat` now, exactly as the action table of §6 writes them."""
        return legal.legal_actions(state, seat, self.powers)

    def normalize(self, state: CaboState, action: Action) -> Action:
        """Positions given as a tuple become a list, as in the action table."""
        if isinstance(action.get("positions"), tuple):
            action = {**action, "positions": list(action["positions"])}
        return action

    # --- effects --------------------------------------------------------------------------------------
    def perform(self, state: CaboState, action: Action) -> None:
        """Carry out a legal action; chance (the next round's shuffle) uses state.rng."""
        effects.perform(state, action, self.catalog)

    # --- what seats see -------------------------------------------------------------------------------
    def view(self, state: CaboState, seat: int | None) -> View:
        """The view of CABO-32: a card's id only if it is face up or `seat` has seen it."""
        return view_for(state, seat, self.catalog)

    def is_over(self, state: CaboState) -> bool:
        """True once some total has passed 100 (CABO-29)."""
        return state.phase == OVER

    def result(self, state: CaboState) -> dict[str, Any]:
        """`scores`, `round_scores`, `round` and `winners` (§7)."""
        return scoring.result(state)

    # --- words ---------------------------------------------------------------------------------------
    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """One log line, e.g. "Mina drew from the deck"."""
        return text.describe(action, names)

    def explain_illegal(self, state: CaboState, action: Action) -> str:
        """Why this action is not legal now, in one line a player understands."""
        return text.explain_illegal(self.catalog, state, action)

    def determinize(self, view: View, rng: random.Random) -> CaboState:
        """A full state consistent with the view: unseen cards drawn from the cards not visible."""
        return determinize_view(self.catalog, view, rng)
