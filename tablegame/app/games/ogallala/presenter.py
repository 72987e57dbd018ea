"""Ogallala on the table: the Presenter, delegating to items, gestures, motions and words.

Nothing here decides legality: every gesture carries an action taken from the legal actions given
(ogallala.md §11).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tablegame.app.games.ogallala import gestures, items, motions, whatis, words
from tablegame.app.games.ogallala.art import faces
from tablegame.games.ogallala.view_types import og_view
from tablegame.table.model import Action, CardFace, CardItem, Motion, ScoreSheet, TableModel
from tablegame.table.presenter import Presenter, View


class OgallalaPresenter(Presenter):
    """Ogallala: three draw piles, the held card, the Happy Hunting Ground and a 3 x 14 grid per seat."""

    game_id = "ogallala"
    required_zones = (
        "piles",
        "held",
        "booty",
        "discard",
        "grid",
        "actions",
        "question",
        "scores",
        "log",
        "status",
        "message",
    )
    per_seat_zones = ("grid",)
    # The kind of every zone it needs or fills, as layouts/ogallala.yaml draws them (checked against the layout).
    zone_kinds: ClassVar[dict[str, str]] = {
        "piles": "row",
        "held": "pile",
        "booty": "fan",
        "discard": "pile",
        "grid": "grid",
        "actions": "buttons",
        "question": "prompt",
        "scores": "panel",
        "log": "log",
        "status": "label",
        "message": "label",
    }
    draw_piles = ("pile",)  # the three draw piles: a card from one is drawn (Presenter.sounds)

    def faces(self) -> dict[str, CardFace]:
        """Every card painted by the program (art.py)."""
        return faces()

    def build(self, view: View, legal: list[Action]) -> TableModel:
        """Cards, canoe frames, captions, panels, buttons and gestures for the viewing seat."""
        seen = og_view(view)
        model = TableModel(active_seat=seen["to_act"][0] if seen["to_act"] else None)
        items.middle(model, seen, self.names)
        items.grids(model, seen, self.names)
        model.texts["scores"] = words.score_lines(seen, self.names)
        if legal:
            gestures.gestures(model, seen, legal, self.names)
        model.status = words.status(seen, legal, self.names)
        return model

    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """Cards that travel when the action is animated (motions.py)."""
        return motions.motions(action, og_view(before), og_view(after))

    def moment_marks(self, action: Action, before: View, after: View, touched: set[str]) -> set[str]:
        """An attack's banner rings the attacking canoe too (its motions are the target's cards)."""
        return touched | motions.attacker_cells(action, og_view(before)) if action["type"] == "attack" else touched

    def explain(self, kind: str, source: str, target: str | None, view: View, state_explain: Any) -> str:
        """Why a click or a drop did nothing (the rules' explain_illegal where an action fits)."""
        return words.explain(kind, source, target, og_view(view), state_explain, self.names)

    def round_key(self, view: View) -> Any:
        """Ogallala has one round: the score screen comes when the game is over."""
        return None

    def what_is(self, item: CardItem, view: View) -> list[str]:
        """ "What is this?" for an item, from the reader's view only (whatis.py)."""
        return whatis.what_is(item, og_view(view), self.names)

    def what_is_seat(self, seat: int, view: View) -> list[str]:
        """ "What is this?" for a seat's name, from the reader's view only (whatis.py)."""
        return whatis.what_is_seat(seat, og_view(view), self.names)

    def score_sheet(self, view: View, final: bool) -> ScoreSheet | None:
        """Every seat's complete canoes with their cards, points and loot sets; the winners."""
        return words.score_sheet(og_view(view), self.names) if final else None
