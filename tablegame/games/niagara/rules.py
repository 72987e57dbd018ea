"""NiagaraRules: the Rules API for Niagara (docs/rules/niagara.md)."""

from __future__ import annotations

import random
from typing import Any, ClassVar, cast

from tablegame.core.rules import Action, Moment, OptionSpec, Rules, View
from tablegame.games.niagara import effects, legal, reasons, scoring, story
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.determinize import determinize
from tablegame.games.niagara.moves import with_arm
from tablegame.games.niagara.setup import new_state
from tablegame.games.niagara.state import OVER, NiagaraState
from tablegame.games.niagara.view import build_view
from tablegame.games.niagara.view_types import NiagaraView
from tablegame.i18n import N_, tr


class NiagaraRules(Rules):
    """Niagara for 2-5 seats: secret paddle cards, two canoes each, a river that flows to the falls."""

    game_id = "niagara"
    title = N_("Niagara")
    min_seats = 2
    max_seats = 5
    progress_label = N_("Gems at home")
    playout_options: ClassVar[dict[str, Any]] = {"max_rounds": 20}  # random paddling never reaches the falls' end
    options = (
        OptionSpec(
            "fork",
            ("alternate", "straight"),
            "alternate",
            N_(
                "Fork: the river splits around the island below slot 5 and the discs go down its two arms in "
                "turn. Straight: one channel of 9 slots."
            ),
            title=N_("River"),
            words=(N_("Fork around the island"), N_("Straight")),
        ),
        OptionSpec(
            "reveal",
            ("turn", "all"),
            "turn",
            N_(
                "When the chosen paddle cards are turned up: each as its player's turn begins (so nobody knows "
                "the later cards yet), or all together once everyone has chosen."
            ),
            title=N_("Cards turned up"),
            words=(N_("As each turn begins"), N_("All at once")),
        ),
        OptionSpec(
            "stationary_op",
            (True, False),
            True,
            N_("A canoe may spend a 2 to load, drop or swap a gem at its own slot without moving."),
            title=N_("Gem work without moving"),
            words=(N_("Allowed"), N_("Not allowed")),
        ),
        OptionSpec(
            "max_rounds",
            (0, 20, 30, 50, 100),
            0,
            N_(
                "End the game after this many rounds: then the most gems at home wins (then the higher gem "
                "value). No limit: play until someone meets a victory condition."
            ),
            whole_numbers=1_000_000,
            title=N_("Round limit"),
            words=(N_("No limit"), N_("20 rounds"), N_("30 rounds"), N_("50 rounds"), N_("100 rounds")),
        ),
    )
    unofficial_seats = (2,)  # NIA-1: allowed, marked "unofficial" in the lobby

    def seats_note(self, n_seats: int) -> str:
        """NIA-1: two players is an unofficial variant of the 3-5 player game, with the same rules."""
        if n_seats in self.unofficial_seats:
            return tr("2 players: an unofficial variant (the published game is for 3 to 5), played with the same rules")
        return ""

    # --- setup and copies -------------------------------------------------------------------------
    def setup(
        self, n_seats: int, options: dict[str, Any], rng: random.Random, overrides: dict[str, Any]
    ) -> NiagaraState:
        """The table before round 1 (NIA-7), with the save's overrides (NIA-9)."""
        state = new_state(n_seats, options, rng, overrides)
        rnd.begin_choose(state)
        return state

    def clone(self, state: NiagaraState) -> NiagaraState:
        """An independent copy of the state."""
        return state.clone()

    # --- who acts, what is legal, carrying out: the functions themselves, as methods (no method of our own in
    # between, and a plain method's call is cheaper than a staticmethod's: random playouts and search call these
    # for every decision; the functions take the rules first and do not use them) ---------------------------
    to_act = legal.to_act
    legal_actions = legal.legal_actions
    perform = effects.perform

    def normalize(self, state: NiagaraState, action: Action) -> Action:
        """Fill a move's omitted `load` and `steal_from` with null, and `arm` from the position (NIA-38)."""
        if action.get("type") == "move":
            action = dict(action)
            action.setdefault("load", None)
            action.setdefault("steal_from", None)
            if "arm" not in action:
                action = with_arm(state, action)
        return action

    # --- what seats see ---------------------------------------------------------------------------------
    def view(self, state: NiagaraState, seat: int | None) -> NiagaraView:
        """What `seat` may see (NIA-37); seat None gives the public view."""
        return build_view(self, state, seat)

    def open_view(self, state: NiagaraState, seat: int | None) -> NiagaraView:
        """`seat`'s view with every chosen card face up (for looking back at a finished game)."""
        return build_view(self, state, seat, open_cards=True)

    def progress(self, view: View) -> list[float] | None:
        """Each seat's score as every seat sees it (see scoring.progress)."""
        return scoring.progress(view)

    def round_of(self, view: View) -> int | None:
        """The round a view is in (from 1)."""
        round_number: int = view["round"]
        return round_number

    def is_over(self, state: NiagaraState) -> bool:
        """True once a seat has won or the round cap was reached."""
        return state.phase == OVER

    def result(self, state: NiagaraState) -> dict[str, Any]:
        """NIA-40: scores (gems at home), winners, the last flow and the round."""
        return scoring.result(state)

    def count_components(self, state: NiagaraState) -> dict[str, int]:
        """Gems by colour, canoes and paddle cards wherever they are (constant through a game)."""
        return state.count_components(rnd.COLOURS, rnd.CARDS)

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """One log line in words (a chosen card stays secret)."""
        return story.describe(action, names)

    def describe_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> str:
        """The history entry `viewer` reads about `action`: another seat's chosen card stays secret."""
        return story.describe_for(action, names, viewer, cast(NiagaraView, before), cast(NiagaraView, after))

    def events_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> list[str]:
        """Cards turned up, skipped turns, banked gems, the flow and the canoes it carried, the round's end."""
        return story.events_for(action, names, viewer, cast(NiagaraView, before), cast(NiagaraView, after))

    def moment_for(
        self, action: Action, names: list[str], viewer: int | None, before: View, after: View
    ) -> Moment | None:
        """The big moment: canoes over the falls (story.py)."""
        return story.moment_for(action, names, viewer, cast(NiagaraView, before), cast(NiagaraView, after))

    def explain_illegal(self, state: NiagaraState, action: Action) -> str:
        """Why an action is not legal now, in words a player understands."""
        return reasons.explain_illegal(self, state, action)

    def determinize(self, view: View, rng: random.Random) -> NiagaraState:
        """A full state matching a seat's view; unseen chosen cards drawn from that seat's unused cards."""
        return determinize(cast(NiagaraView, view), rng)
