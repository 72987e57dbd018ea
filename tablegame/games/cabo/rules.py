"""The CABO rules (docs/rules/cabo.md): the Rules object, wiring setup, legality, effects, views, words and results."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import Action, Moment, OptionSpec, Rules, View
from tablegame.games.cabo import effects, legal, reasons, scoring, story
from tablegame.games.cabo.catalog import Catalog, cabo_catalog
from tablegame.games.cabo.determinize import determinize as determinize_view
from tablegame.games.cabo.setup import new_state, parse_overrides
from tablegame.games.cabo.state import MAX_SEATS, OVER, CaboState, clone_state, count_cards
from tablegame.games.cabo.view import view_for
from tablegame.games.cabo.view_types import CaboView, cabo_view
from tablegame.i18n import N_


class CaboRules(Rules):
    """CABO for 2-4 seats: draw, replace, use powers, call CABO; lowest total wins."""

    game_id = "cabo"
    title = N_("CABO")
    min_seats = 2
    max_seats = MAX_SEATS
    progress_label = N_("Points (fewest win)")
    options = (
        OptionSpec(
            "mismatch_penalty",
            ("seed", "none"),
            "seed",
            N_(
                "When cards replaced together do not match. Moved: they go face up to the end of your row, "
                "then the drawn card, plus a penalty card for 3 or more. Left in place: they turn face up "
                "where they are and the drawn card is discarded."
            ),
            title=N_("Failed multi-replace"),
            words=(N_("Moved, with a penalty card"), N_("Left in place")),
        ),
        OptionSpec(
            "lock_caller",
            (True, False),
            False,
            N_("Whether a SWAP may take cards from the player who called CABO."),
            title=N_("Caller's cards"),
            words=(N_("Safe from swaps"), N_("Can be swapped")),
        ),
        OptionSpec(
            "memory_aid",
            (True, False),
            False,
            N_("The table keeps showing every face-down card you have seen. Only the display changes, not the rules."),
            title=N_("Memory aid"),
            words=(N_("On"), N_("Off")),
        ),
    )

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or cabo_catalog()
        self.values = self.catalog.values
        self.powers = self.catalog.powers
        # options already resolved, by what was given (each value with its type: True is not 1)
        self._resolved: dict[tuple[tuple[tuple[str, Any], ...], tuple[type, ...]], dict[str, Any]] = {}

    # --- setup ----------------------------------------------------------------------------------------
    def setup(self, n_seats: int, options: dict[str, Any], rng: random.Random, overrides: dict[str, Any]) -> CaboState:
        """Round 1 dealt, after checking the overrides (CABO-3 to CABO-8); raises BadSetup."""
        self.check_seats(n_seats)
        decks, start = parse_overrides(overrides, n_seats, self.catalog) if overrides else ([], 0)
        return new_state(n_seats, self._resolve_once(options), rng, decks, start, self.catalog)

    def _resolve_once(self, given: dict[str, Any]) -> dict[str, Any]:
        """`resolve_options(given)`, remembered: a playout or a tournament sets up every game alike."""
        key = (tuple(given.items()), tuple(map(type, given.values())))
        try:
            return self._resolved[key]
        except KeyError:
            resolved = self._resolved[key] = self.resolve_options(given)
            return resolved
        except TypeError:  # a value that cannot be a key: not an allowed value either, resolving says why
            return self.resolve_options(given)

    def clone(self, state: CaboState) -> CaboState:
        """An independent copy of the state."""
        return clone_state(state)

    def count_components(self, state: CaboState) -> dict[str, int]:
        """How many cards of each kind the state holds, wherever they are (52 in all, CABO-1)."""
        return count_cards(state, self.catalog.ids)

    # --- whose turn, what is legal -------------------------------------------------------------------
    to_act = staticmethod(legal.to_act)  # [the seat to peek or to play], or [] once over; one call less a move

    # Every legal action of `seat` now, exactly as the action table of §6 writes them (the module function
    # itself: one call less a move).
    legal_actions = staticmethod(legal.legal_actions)

    def normalize(self, state: CaboState, action: Action) -> Action:
        """Positions given as a tuple become a list, as in the action table."""
        if isinstance(action.get("positions"), tuple):
            action = {**action, "positions": list(action["positions"])}
        return action

    # --- effects --------------------------------------------------------------------------------------
    # Carry out a legal action; chance (the next round's shuffle) uses state.rng (the module function itself).
    perform = staticmethod(effects.perform)

    # --- what seats see -------------------------------------------------------------------------------
    def view(self, state: CaboState, seat: int | None) -> CaboView:
        """The view of CABO-32: a card's id only if it is face up or `seat` has seen it (None: an onlooker)."""
        return view_for(state, seat, self.catalog)

    def open_view(self, state: CaboState, seat: int | None) -> CaboView:
        """`seat`'s view with every card of the rows and the held card face up (looking back at a game)."""
        return view_for(state, seat, self.catalog, open_cards=True)

    def is_over(self, state: CaboState) -> bool:
        """True once some total has passed 100 (CABO-29)."""
        return state.phase == OVER

    def result(self, state: CaboState) -> dict[str, Any]:
        """`scores`, `round_scores`, `round` and `winners` (§7)."""
        return scoring.result(state)

    # --- words ---------------------------------------------------------------------------------------
    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """One public line, e.g. "Mina drew a card from the draw pile"."""
        return story.describe(action, names)

    def describe_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> str:
        """The history entry `viewer` reads, naming every card it may know ("You drew a 7 from the draw pile")."""
        return story.describe_for(self.catalog, action, names, viewer, cabo_view(before), cabo_view(after))

    def events_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> list[str]:
        """A penalty card, the draw pile running out, a round's end with its scores and what comes next."""
        return story.events_for(self.catalog, action, names, viewer, cabo_view(before), cabo_view(after))

    def moment_for(
        self, action: Action, names: list[str], viewer: int | None, before: View, after: View
    ) -> Moment | None:
        """The big moment: a failed multi-replace (story.py)."""
        return story.moment_for(self.catalog, action, names, viewer, cabo_view(before), cabo_view(after))

    def progress(self, view: View) -> list[float] | None:
        """Each seat's score as every seat sees it (see scoring.progress)."""
        return scoring.progress(view)

    def round_of(self, view: View) -> int | None:
        """The round the view is in (CABO-22: a new round is dealt by the action that ends the last)."""
        return int(view["round"])

    def explain_illegal(self, state: CaboState, action: Action) -> str:
        """Why this action is not legal now, in one line a player understands."""
        return reasons.explain_illegal(self, state, action)

    def determinize(self, view: View, rng: random.Random) -> CaboState:
        """A full state consistent with the view: unseen cards drawn from the cards not visible."""
        return determinize_view(self.catalog, cabo_view(view), rng)
