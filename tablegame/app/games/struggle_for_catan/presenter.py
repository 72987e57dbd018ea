"""The Struggle for Catan on the table: the view and legal actions as cards, gestures, buttons and dialogs.

Nothing here decides legality: every gesture carries an action taken from the legal actions given
(struggle-for-catan.md §8). Trade: drag a hand card onto a market card or onto the deck (the supply);
click another seat's hand (or drag it onto yours) to take a card from it, then give one back. Build:
click (or drag) a building supply, one of your settlements (city) or an expansion; where several
payments are legal the hand cards that may pay glow and a dialog confirms the chosen cards (3 of one
kind pay for 1 missing card). Events open a dialog for the seat that must act. The presenter wires
its parts: items.py (cards), gestures.py (what the viewer may do), motions.py, words.py (every text, why
nothing happened) and art.py.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from tablegame.app.games.struggle_for_catan import items, whatis, words
from tablegame.app.games.struggle_for_catan.art import painter
from tablegame.app.games.struggle_for_catan.gestures import Choices, GestureMaker
from tablegame.app.games.struggle_for_catan.items import COVERED, DIALOG
from tablegame.app.games.struggle_for_catan.motions import motions
from tablegame.app.games.struggle_for_catan.words import Target
from tablegame.games.struggle_for_catan.view_types import CatanView
from tablegame.i18n import tr
from tablegame.table.model import Action, CardItem, Motion, PaintedFaces, ScoreSheet, TableModel
from tablegame.table.presenter import Presenter, View


class CatanPresenter(Presenter):
    """The Struggle for Catan: market, deck and supplies in the middle; buildings and hands per seat."""

    game_id = "struggle-for-catan"
    required_zones = (
        "estates",
        "roads",
        "knights",
        "hands",
        "hand",
        "deck",
        "discard",
        "market",
        "supply",
        "expansions",
        "fate",
        DIALOG,
        "status",
        "message",
        "scores",
        "log",
        "actions",
    )
    per_seat_zones = ("estates", "roads", "knights", "hands")
    zone_kinds: ClassVar[dict[str, str]] = {
        "estates": "row",
        "roads": "fan",
        "knights": "fan",
        "hands": "fan",
        "hand": "fan",
        "deck": "pile",
        "discard": "pile",
        "market": "row",
        "supply": "row",
        "expansions": "row",
        "fate": "pile",
        DIALOG: "prompt",
        "status": "label",
        "message": "label",
        "scores": "panel",
        "log": "log",
        "actions": "buttons",
    }
    draw_piles = ("deck",)  # a card from the draw stack is drawn (Presenter.sounds)

    def __init__(self, rules: Any, names: list[str], options: dict[str, Any]) -> None:
        super().__init__(rules, names, options)
        self.faces_made = PaintedFaces(painter)
        self.choices = Choices()
        self.gestures = GestureMaker(self.choices, names)

    @property
    def selection(self) -> list[str]:
        """The chosen hand card keys (a payment or a discard)."""
        return self.choices.selection

    @selection.setter
    def selection(self, keys: list[str]) -> None:
        self.choices.selection = keys

    @property
    def paying(self) -> Target | None:
        """The build whose payment is being chosen."""
        return self.choices.paying

    def faces(self) -> PaintedFaces:
        """Pictures made on demand from their names (art.py)."""
        return self.faces_made

    # --- the model --------------------------------------------------------------------------------
    def build(self, view: View, legal: list[Action]) -> TableModel:
        """Cards, captions, texts, dialogs, buttons and gestures for the viewing seat (None: an onlooker)."""
        view = cast(CatanView, view)
        self.choices.fit(view, legal)
        model = TableModel(active_seat=view["to_act"][0] if view["to_act"] else None)
        items.add_middle(model, view, self.names)
        # An onlooker (hot-seat, between players) holds no hand: every seat's hand is a back in that seat's
        # place. Which seat sits at the bottom is not the presenter's to choose: the table places every
        # per-seat zone around the seat it was last handed to (the player who just acted, until the
        # hand-off), so each seat's hand back stays beside its own buildings whoever sits at the bottom,
        # and nothing moves between that player's last frame and the onlooker's first.
        for seat in range(view["n_seats"]):
            items.add_tableau(model, view, seat, legal, self.names)
            if seat != view["seat"]:
                items.add_other_hand(model, view, seat, self.names)
        if view["seat"] is not None:
            items.add_own_hand(model, view)
        model.texts["scores"] = words.score_lines(view, self.names)
        if legal:
            self.gestures.add(model, view, legal)
        for item in model.cards:
            if item.key in self.selection:
                item.card = f"{item.card}:chosen"  # a tick and a frame: fanned cards show only their left edge
                item.hint = tr("{hint} — chosen (click to take it back)", hint=item.hint)
        if model.texts.get(DIALOG):
            for item in model.cards:  # the dialog covers them: no hints from under it
                if item.zone in COVERED:
                    item.hint = ""
        model.status = words.status(view, legal, self.paying, self.names)
        return model

    # --- half-steps -----------------------------------------------------------------------------------
    def ui(self, step: str) -> None:
        """Choose or unchoose a hand card, start choosing a payment, cancel."""
        self.choices.step(step)

    def reset(self) -> None:
        """Forget half-made choices."""
        self.choices.reset()

    # --- animation, reasons, the score screen -----------------------------------------------------------
    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """Cards that travel: exchanges, gives, payments to the discard pile, buildings, draws."""
        return motions(action, cast(CatanView, before), cast(CatanView, after))

    def explain(self, kind: str, source: str, target: str | None, view: View, state_explain: Any) -> str:
        """Why a click or a drop did nothing (the rules' explain_illegal where an action fits)."""
        view = cast(CatanView, view)
        choices = self.choices
        pay = choices.chosen() if choices.paying is not None and choices.selection else None
        return words.explain(kind, source, target, view, state_explain, self.names, pay)

    def round_key(self, view: View) -> Any:
        """One round: the score screen comes when the game is over."""
        return None

    def what_is(self, item: CardItem, view: View) -> list[str]:
        """ "What is this?" for an item, from the reader's view only (whatis.py)."""
        return whatis.what_is(item, cast(CatanView, view), self.names)

    def what_is_seat(self, seat: int, view: View) -> list[str]:
        """ "What is this?" for a seat's name, from the reader's view only (whatis.py)."""
        return whatis.what_is_seat(seat, cast(CatanView, view), self.names)

    def score_sheet(self, view: View, final: bool) -> ScoreSheet | None:
        """Every seat's VP explained, the winner first."""
        view = cast(CatanView, view)
        if not final:
            return None
        return words.score_sheet(view, self.names)
