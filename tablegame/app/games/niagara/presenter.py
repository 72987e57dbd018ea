"""Niagara on the table: the Presenter, delegating to items, gestures, motions and words (niagara.md;
layouts/niagara.yaml places every piece).

Nothing here decides legality: every gesture carries an action found in the legal actions given. A card
is chosen by dragging it face down onto the seat's card place; a canoe moves by dragging it to a lit slot
(a chooser opens where several gem operations apply); the cloud moves the weather marker.
"""

from __future__ import annotations

from functools import cache
from typing import Any, ClassVar, cast

from tablegame.app.games.niagara import GAME_ID, art, gestures, items, motions, whatis, words
from tablegame.app.games.niagara.keys import boat_key
from tablegame.app.games.niagara.river import RiverZones, river_zones
from tablegame.games.niagara.view_types import NiagaraView
from tablegame.table.layout import Layout, layout_path, load_layout
from tablegame.table.model import Action, CardItem, Motion, PaintedFaces, ScoreSheet, TableModel
from tablegame.table.presenter import Presenter, View


@cache
def shipped_river() -> RiverZones:
    """The river zones of the shipped layout (a presenter made without a table draws with it)."""
    return river_zones(load_layout(layout_path(GAME_ID)))


class NiagaraPresenter(Presenter):
    """Niagara: river, canoes, sites, weather; paddle cards chosen in secret; canoes moved by dragging."""

    game_id = GAME_ID
    # the river zones of each board variant are named in the layout (river.py), not here
    required_zones = (
        "dock",
        "dock_boats",
        "spare",
        "falls",
        "sink",
        "lost",
        "fork",
        "weather",
        "weather_marker",
        "choice",
        "home",
        "used",
        "token",
        "hand",
        "actions",
        "info",
        "log",
        "status",
        "message",
    )
    per_seat_zones = ("choice", "home", "used", "token")
    # status and message lines are the table's own (Presenter.table_zone_kinds)
    zone_kinds: ClassVar[dict[str, str]] = {
        **{
            zone: "spots"
            for zone in (
                "dock",
                "dock_boats",
                "spare",
                "falls",
                "sink",
                "lost",
                "fork",
                "weather",
                "weather_marker",
                "river",
                "discs",
                "boats",
                "sites",
                "river_straight",
                "discs_straight",
                "boats_straight",
                "sites_straight",
            )
        },
        "choice": "pile",
        "home": "row",
        "used": "row",
        "token": "pile",
        "hand": "fan",
        "actions": "buttons",
        "info": "panel",
        "log": "log",
    }

    def __init__(self, rules: Any, names: list[str], options: dict[str, Any]) -> None:
        super().__init__(rules, names, options)
        self.faces_made = PaintedFaces(art.painter)
        self.river = shipped_river()  # until check_layout is given the table's own layout

    def check_layout(self, layout: Layout) -> None:
        """The generic checks, then every board variant's river zones; the table then draws with this layout."""
        super().check_layout(layout)
        self.river = river_zones(layout)

    def faces(self) -> PaintedFaces:
        """Pictures made on demand from their names (art.py)."""
        return self.faces_made

    def name(self, seat: int | None) -> str:
        """A seat's name."""
        return words.name_of(self.names, seat)

    def build(self, view: View, legal: list[Action]) -> TableModel:
        """Board, seats, hand, texts and a gesture for every legal action of the viewer."""
        view = cast(NiagaraView, view)
        to_act = view["to_act"]
        model = TableModel(active_seat=to_act[0] if len(to_act) == 1 else None)
        items.board_items(model, view, self.river)
        items.boat_items(model, view, self.river, self.names)
        items.seat_items(model, view, self.names)
        items.hand_items(model, view)
        model.texts["info"] = words.info_lines(view, self.names)
        if legal:
            gestures.gestures(model, view, legal, self.names)
            gestures.target_badges(model, view, self.names)
        gestures.still_canoes(model, view)
        model.status = words.status(view, legal, self.names)
        return model

    def explain(self, kind: str, source: str, target: str | None, view: View, state_explain: Any) -> str:
        """Why a click or a drop did nothing: asks the rules (explain_illegal) where an action fits."""
        return words.explain(kind, source, target, cast(NiagaraView, view), state_explain, self.names)

    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """Cards and pieces that travel (motions.py)."""
        return motions.motions(action, cast(NiagaraView, before), cast(NiagaraView, after))

    def sounds(self, action: Action, before: View, after: View, moving: list[Motion]) -> list[str]:
        """A card or canoe put down, the river's flow, and the falls when a canoe goes over (the rules' events)."""
        before = cast(NiagaraView, before)
        after = cast(NiagaraView, after)
        heard = super().sounds(action, before, after, moving)
        for event in after["last_events"]:
            if event["type"] in ("move", "recover"):
                heard.append("place")  # a canoe dropped by its player flies no route, but lands
            elif event["type"] == "flow" and event["pushes"]:
                heard.append("flow")
                if event["over_falls"]:
                    heard.append("falls")
        return list(dict.fromkeys(heard))

    def moment_marks(self, action: Action, before: View, after: View, touched: set[str]) -> set[str]:
        """The canoes the flow sent over the falls and the sites their gems went back to, not every piece it moved."""
        after = cast(NiagaraView, after)
        fell = [boat for event in after["last_events"] if event["type"] == "flow" for boat in event["over_falls"]]
        marks = {boat_key(boat["seat"], boat["boat"]) for boat in fell}
        return marks | {f"site:{boat['gem']}" for boat in fell if boat["gem"]} if marks else touched

    def round_key(self, view: View) -> Any:
        """Niagara shows its score screen only at the end of the game."""
        return 0

    def what_is(self, item: CardItem, view: View) -> list[str]:
        """ "What is this?" for an item, from the reader's view only (whatis.py)."""
        return whatis.what_is(item, cast(NiagaraView, view), self.names)

    def what_is_seat(self, seat: int, view: View) -> list[str]:
        """ "What is this?" for a seat's name, from the reader's view only (whatis.py)."""
        return whatis.what_is_seat(seat, cast(NiagaraView, view), self.names)

    def score_sheet(self, view: View, final: bool) -> ScoreSheet | None:
        """Gems at home, the victory conditions and how the winner was decided."""
        return words.score_sheet(cast(NiagaraView, view), self.names) if final else None
