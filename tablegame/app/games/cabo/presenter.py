"""CABO on the table: its view and legal actions as cards, gestures and buttons (cabo.md §5, §6).

The presenter keeps the viewer's half-made choice and what the viewer was shown for a moment, and
hands the rest to items (what is on the table), gestures (what the viewer may do), motions (what
travels), words (every text) and art (the card faces). Nothing here decides legality.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tablegame.app.games.cabo import art, gestures, items, motions, round_end, whatis, words
from tablegame.app.games.cabo.choice import Choice
from tablegame.games.cabo.rules import CaboRules
from tablegame.games.cabo.view_types import cabo_view
from tablegame.table.model import Action, CardFace, CardItem, Motion, ScoreSheet, TableModel
from tablegame.table.presenter import Presenter, View


class CaboPresenter(Presenter):
    """CABO: piles, the drawn card, one row per seat; drag to replace, click to draw, powers by click."""

    game_id = "cabo"
    required_zones = ("draw", "discard", "drawn", "row", "actions", "scores", "log", "status", "message")
    per_seat_zones = ("row",)
    # The kind of every zone it fills, as layouts/cabo.yaml has them (checked against the layout); the
    # status and message lines are the table's own (Presenter.table_zone_kinds).
    zone_kinds: ClassVar[dict[str, str]] = {
        "draw": "pile",
        "discard": "pile",
        "drawn": "pile",
        "row": "row",
        "actions": "buttons",
        "scores": "panel",
        "log": "log",
    }
    draw_piles = ("draw", "discard")  # a card taken from either is drawn (Presenter.sounds)

    def __init__(self, rules: CaboRules, names: list[str], options: dict[str, Any]) -> None:
        super().__init__(rules, names, options)
        catalog = rules.catalog
        self.catalog = catalog
        self.values = dict(zip(catalog.ids, catalog.values, strict=True))
        self.powers = dict(zip(catalog.ids, catalog.powers, strict=True))
        self.choice = Choice()
        self.shown: set[tuple[int, int]] = set()  # (seat, position) shown to the viewer for a moment
        self.memory_aid = bool(options.get("memory_aid", False))

    def faces(self) -> dict[str, CardFace]:
        """Each card kind's face: its value, and its power's word and glyph (from the catalog)."""
        return art.faces(self.catalog)

    # --- the model --------------------------------------------------------------------------------
    def build(self, view: View, legal: list[Action]) -> TableModel:
        """Cards, captions, panels, buttons and gestures for the viewing seat."""
        seen = cabo_view(view)
        model = TableModel(active_seat=seen["to_act"][0] if seen["to_act"] else None)
        items.add_items(model, seen, self.names, self.shown, self.memory_aid)
        if legal:
            gestures.add_gestures(model, seen, legal, self.names, self.choice, self.values, self.powers)
        items.mark_choice(model, seen["seat"], self.choice)
        model.status = words.status(seen, legal, self.names, self.choice, self.values, self.powers)
        return model

    # --- half-steps ---------------------------------------------------------------------------------
    def ui(self, step: str) -> None:
        """Choose or unchoose a card, start aiming a power, pick your card for a swap, cancel."""
        self.choice.step(step)

    def reset(self) -> None:
        """Forget half-made choices."""
        self.choice.reset()

    # --- what the viewer was shown --------------------------------------------------------------------
    def learned(self, action: Action, before: View, after: View, viewer: int) -> None:
        """The cards the rules say the viewer just looked at (peek_start, PEEK, SPY) stay shown until its next
        input (CABO-33); not across a new deal; a swap carries a shown card to its new place."""
        if after["round"] == before["round"]:
            looks = cabo_view(after)["last_looks"]
            looked = {(look["card"]["seat"], look["card"]["position"]) for look in looks if look["seat"] == viewer}
            if looked:
                self.shown = looked
        if action["type"] == "swap" and motions.motions(cabo_view(before), cabo_view(after)):
            self.follow_swap(action)  # a swap moves a shown card: it stays shown at its new place

    def forget_shown(self) -> bool:
        """Turn the shown cards face down again."""
        had = bool(self.shown)
        self.shown = set()
        return had

    def showing(self) -> bool:
        """True while a card is shown to the viewer alone."""
        return bool(self.shown)

    def follow_swap(self, action: Action) -> None:
        """A swap moves a shown card: keep showing it at its new place."""
        a = (action["seat"], action["position"])
        b = (action["target"], action["target_position"])
        moved = set()
        for where in self.shown:
            moved.add(b if where == a else a if where == b else where)
        self.shown = moved

    # --- animation ---------------------------------------------------------------------------------
    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """Cards that travel (from the views given only: a swap's shown cards follow it in `learned`)."""
        return motions.motions(cabo_view(before), cabo_view(after))

    def sounds(self, action: Action, before: View, after: View, moving: list[Motion]) -> list[str]:
        """The cards' sounds, and a shuffle when the action ended a round and the next one was dealt."""
        heard = super().sounds(action, before, after, moving)
        return [*heard, "shuffle"] if after["round"] != before["round"] else heard

    # --- reasons ------------------------------------------------------------------------------------
    def explain(self, kind: str, source: str, target: str | None, view: View, state_explain: Any) -> str:
        """Why a click or a drop did nothing: asks the rules (explain_illegal) where an action fits."""
        where = items.parse_row_key(target if kind == "drop" else source)
        return words.explain(kind, source, target, where, cabo_view(view), state_explain, self.names, self.choice)

    # --- score screens ------------------------------------------------------------------------------
    def round_end_view(self, before: View, after: View) -> View | None:
        """The table when the round ended: the final move made, every row revealed, nothing of the next deal.

        Read from the after-view's `last_round` (revealed rows, the final discard pile and draw count). Its
        round is the ended one and its `last_moves` are the final action's, so `motions(action, before, it)`
        animates the final move; the scores are those after the round was scored.
        """
        if len(after.get("history") or []) <= len(before.get("history") or []):
            return None
        return round_end.table_at_round_end(cabo_view(before), cabo_view(after))

    def round_key(self, view: View) -> Any:
        """The number of rounds scored so far."""
        return len(view.get("history") or [])

    def what_is(self, item: CardItem, view: View) -> list[str]:
        """ "What is this?" for an item, from the reader's view only (whatis.py)."""
        return whatis.what_is(item, cabo_view(view), self.names, self.values, self.powers)

    def what_is_seat(self, seat: int, view: View) -> list[str]:
        """ "What is this?" for a seat's name: its total and whether it called CABO."""
        return whatis.what_is_seat(seat, cabo_view(view), self.names)

    def score_sheet(self, view: View, final: bool) -> ScoreSheet | None:
        """The last round's revealed rows, sums and scores with the reasons, and earlier rounds."""
        return words.score_sheet(cabo_view(view), final, self.names, self.values)
