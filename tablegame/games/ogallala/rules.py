"""Ogallala (Up the Creek): the Rules class, wiring setup, legality, the turn, views and words together."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import Action, BadSetup, Moment, OptionSpec, Rules, View
from tablegame.games.ogallala import effects, legal, reasons, scoring, story, view
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.determinize import state_from_view
from tablegame.games.ogallala.setup import new_state
from tablegame.games.ogallala.state import OVER, OgState
from tablegame.games.ogallala.view_types import OgView, og_view
from tablegame.i18n import N_, tr

_CATALOG = catalog()


class OgallalaRules(Rules):
    """The rules of Ogallala, basic and advanced variants, 2-5 seats."""

    game_id = "ogallala"
    title = N_("Ogallala (Up the Creek)")
    min_seats = 2
    max_seats = 5
    progress_label = N_("Canoe points")
    hidden_information = False  # OGA-38: all seats see the same table, so hot-seat needs no hand-off
    options = (
        OptionSpec(
            "variant",
            ("basic", "advanced"),
            "basic",
            N_(
                "Advanced: a canoe never holds red and black Indians together, red canoes attack only black "
                "or neutral ones (black only red or neutral), and a medicine man attacks twice"
            ),
            title=N_("Variant"),
            words=(N_("Basic"), N_("Advanced: one tribe per canoe")),
        ),
        OptionSpec(
            "reshuffles",
            (0, 1, 2, 3, 4, 5),
            2,
            N_(
                "How often the Happy Hunting Ground (the discard pile) may be shuffled into a new draw pile; "
                "when the piles run out after that, the game ends"
            ),
            title=N_("Reshuffles"),
            words=(N_("None"), N_("Once"), N_("Twice"), N_("3 times"), N_("4 times"), N_("5 times")),
        ),
    )

    # --- options and setup ----------------------------------------------------------------------
    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        """As the base class, except that `reshuffles` takes any integer >= 0 (OGA-5)."""
        given = dict(given)
        reshuffles = given.pop("reshuffles", 2)
        if not isinstance(reshuffles, int) or isinstance(reshuffles, bool) or reshuffles < 0:
            raise BadSetup(tr("option 'reshuffles' must be an integer 0 or more, not {value}", value=repr(reshuffles)))
        resolved = super().resolve_options(given)
        resolved["reshuffles"] = reshuffles
        return resolved

    def setup(self, n_seats: int, options: dict[str, Any], rng: random.Random, overrides: dict[str, Any]) -> OgState:
        """The initial state (OGA-4 to OGA-6); the start seat's turn begins."""
        self.check_seats(n_seats)
        state = new_state(n_seats, options, rng, overrides)
        effects.enter_draw(state)
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

    def progress(self, view: View) -> list[float] | None:
        """Each seat's score as every seat sees it (see scoring.progress)."""
        return scoring.progress(view)

    def result(self, state: OgState) -> dict[str, Any]:
        """Scores of complete canoes by seat (OGA-40) and the winners once over (OGA-35)."""
        return scoring.result(state)

    # Every legal action of `seat` now (OGA-38 action table): legal.py's function itself, one call less at every
    # decision of a playout or a search.
    legal_actions = staticmethod(legal.legal_actions)

    # --- doing ------------------------------------------------------------------------------------
    perform = staticmethod(effects.perform)  # carry out a legal action (chance through state.rng): effects.py's

    # --- words and views --------------------------------------------------------------------------
    def view(self, state: OgState, seat: int | None) -> OgView:
        """Everything on the table; only the draw piles' contents are hidden (OGA-38)."""
        return view.build_view(state, seat)

    def determinize(self, v: View, rng: random.Random) -> OgState:
        """A full state consistent with a view: the unseen cards shuffled into the piles."""
        return state_from_view(og_view(v), rng)

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """One line in words about an action, from its own fields (cells as rows and columns)."""
        return story.describe(action, names)

    def describe_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> str:
        """The history entry: the cards the action moved, by name, and where they went (story.py)."""
        return story.describe_for(action, names, viewer, og_view(before), og_view(after))

    def events_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> list[str]:
        """The automatic events: stops, the crazy axe, an attack's cards, reshuffles, the game's end (story.py)."""
        return story.events_for(action, names, viewer, og_view(before), og_view(after))

    def moment_for(
        self, action: Action, names: list[str], viewer: int | None, before: View, after: View
    ) -> Moment | None:
        """The big moments: an attack, the crazy axe (story.py)."""
        return story.moment_for(action, names, viewer, og_view(before), og_view(after))

    def explain_illegal(self, state: OgState, action: Action) -> str:
        """Why an action is not legal now, in one line."""
        return reasons.explain_illegal(self, state, action)
