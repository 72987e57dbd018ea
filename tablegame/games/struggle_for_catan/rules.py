"""The Struggle for Catan rules (docs/rules/struggle-for-catan.md): wires setup, legality, transitions, views, words."""

from __future__ import annotations

import random
from typing import Any, cast

from tablegame.core.rules import Action, Moment, OptionSpec, Rules, View
from tablegame.games.struggle_for_catan import determinize, effects, legal, reasons, scoring, setup, story, view
from tablegame.games.struggle_for_catan.state import OVER, CatanState, count_components
from tablegame.games.struggle_for_catan.view_types import CatanView
from tablegame.i18n import N_


class StruggleForCatanRules(Rules):
    """The Struggle for Catan for 2-4 seats (struggle-for-catan.md)."""

    game_id = "struggle-for-catan"
    title = N_("The Struggle for Catan")
    min_seats = 2
    max_seats = 4
    progress_label = N_("Victory points")
    options = (
        OptionSpec(
            "settlement_destiny",
            ("choice", "always"),
            "choice",
            N_(
                "With 3 or 4 players: after building a settlement, the builder may turn the destiny card "
                "over, or it always turns"
            ),
            title=N_("Destiny card after a settlement"),
            words=(N_("the builder chooses"), N_("it always turns")),
            seats=(3, 4),
        ),
    )

    def setup(self, n_seats: int, options: dict[str, Any], rng: random.Random, overrides: dict[str, Any]) -> Any:
        """The initial state (SFC-8 to SFC-13)."""
        return setup.setup_state(n_seats, options, rng, overrides)

    def clone(self, state: CatanState) -> CatanState:
        """An independent copy of the state."""
        return state.copy()

    def count_components(self, state: CatanState) -> dict[str, int]:
        """Resource cards, roads, knights, estate cards, expansions and the destiny card, wherever they are."""
        return count_components(state)

    # The three calls of every decision go straight to the functions, without a method of their own around them.
    to_act = staticmethod(legal.to_act)
    legal_actions = staticmethod(legal.legal_actions)
    perform = staticmethod(effects.perform)

    def normalize(self, state: CatanState, action: Action) -> Action:
        """Fill the optional fields SFC-45 allows to omit (the payment, the settlement, the flip)."""
        return legal.complete(state, action)

    def view(self, state: CatanState, seat: int | None) -> CatanView:
        """What `seat` may see (SFC-41 to SFC-43)."""
        return view.view(state, seat)

    def is_over(self, state: CatanState) -> bool:
        """True once a seat has won (SFC-40)."""
        return state.phase == OVER

    def result(self, state: CatanState) -> dict[str, Any]:
        """Scores = VP by seat; winners = [the winner] once over (SFC-47)."""
        return scoring.result(state)

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """One log line in words."""
        return story.describe(action, names)

    def turn_of(self, view: View) -> Any:
        """The turn counter: answers to a city's event or a Market Day stay in the builder's turn."""
        return view.get("turn_number")

    def progress(self, view: View) -> list[float] | None:
        """Each seat's score as every seat sees it (see scoring.progress)."""
        return scoring.progress(view)

    def turn_number(self, view: View) -> int | None:
        """The turn counter, as the table says it ("Turn 9"): one a seat's turn, answers to its events within it."""
        number = view.get("turn_number")
        return number if isinstance(number, int) else None

    def describe_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> str:
        """The history entry one seat reads, naming only the cards it may know (SFC-42)."""
        return story.describe_for(action, names, viewer, cast(CatanView, before), cast(CatanView, after))

    def events_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> list[str]:
        """Draws, reshuffles, a city's event, the destiny card, a Library look, the win: one entry each."""
        return story.events_for(action, names, viewer, cast(CatanView, before), cast(CatanView, after))

    def moment_for(
        self, action: Action, names: list[str], viewer: int | None, before: View, after: View
    ) -> Moment | None:
        """The big moment: a Brigand Attack (story.py)."""
        return story.moment_for(action, names, viewer, cast(CatanView, before), cast(CatanView, after))

    def open_view(self, state: CatanState, seat: int | None) -> CatanView:
        """Seat's view with every hand and every settlement's event face up (a finished game looked back at)."""
        return view.open_view(state, seat)

    def explain_illegal(self, state: CatanState, action: Action) -> str:
        """Why an action is not legal now, in one line."""
        return reasons.explain_illegal(self, state, action)

    def determinize(self, v: View, rng: random.Random) -> CatanState:
        """A full state consistent with the view (SFC-42)."""
        return determinize.determinize(cast(CatanView, v), rng)
