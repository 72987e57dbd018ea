"""The interface between one game and the generic table: views and legal actions in, a TableModel out."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tablegame.core.datafile import DataFileError
from tablegame.i18n import tr
from tablegame.table.layout import Layout, ZoneKind
from tablegame.table.model import Action, CardFace, CardItem, Motion, ScoreSheet, TableModel

View = Mapping[str, Any]


class Presenter:
    """Maps a game's view and legal actions to cards, buttons and gestures. One per table.

    The presenter never decides legality: every gesture it offers carries an action taken from the
    legal actions it was given. It may keep the viewer's half-made choices (selected cards, a power
    being aimed) and what the viewer was shown for a moment.
    """

    game_id = ""
    required_zones: tuple[str, ...] = ()  # zone ids the layout file must have
    # The kind of each zone it fills (zone id -> kind), checked whenever the layout has the zone:
    # the table lays out and draws a zone by its kind, so a pile given as buttons would show nothing.
    # (values are ZoneKind names; str so that a presenter may annotate its own dict[str, str])
    zone_kinds: ClassVar[dict[str, str]] = {}
    # The zones it fills once for each seat (items with a seat): the layout must make them per_seat.
    # Every other zone it or the table fills holds items without a seat, which a per_seat zone has
    # no box for (the table would fail while drawing), so those must not be per_seat.
    per_seat_zones: tuple[str, ...] = ()
    # The zones the table itself fills (the status and message lines, the Save and Menu buttons), never per seat.
    table_zone_kinds: ClassVar[dict[str, ZoneKind]] = {"status": "label", "message": "label", "menu": "buttons"}
    # The item keys (or the part before their first ':') of the piles cards are drawn from: a card that
    # travels from one makes the "draw" sound, any other the "place" sound (see `sounds`).
    draw_piles: tuple[str, ...] = ()

    def __init__(self, rules: Any, names: list[str], options: dict[str, Any]) -> None:
        self.rules = rules
        self.names = names
        self.options = options

    def check_layout(self, layout: Layout) -> None:
        """Raise DataFileError for a missing zone, a zone of the wrong kind, or a per_seat that is wrong."""
        for zone_id in self.required_zones:
            if zone_id not in layout.zones:
                raise DataFileError(
                    f"{layout.path}: zones: expected a zone with id {zone_id!r} "
                    f"({self.game_id} needs {', '.join(self.required_zones)})"
                )
        for zone_id, kind in {**self.table_zone_kinds, **self.zone_kinds}.items():
            zone = layout.zones.get(zone_id)
            if zone is not None and zone.kind != kind:
                drawer = self.game_id if zone_id in self.zone_kinds else "the table"
                raise DataFileError(
                    f"{layout.path}: zones[{zone.index}].kind: expected {kind} "
                    f"({drawer} draws {zone_id!r} as a {kind} zone), got {zone.kind!r}"
                )
        for zone_id in dict.fromkeys((*self.required_zones, *self.per_seat_zones, *self.table_zone_kinds)):
            zone = layout.zones.get(zone_id)
            if zone is None or zone.per_seat == (zone_id in self.per_seat_zones):
                continue
            if zone.per_seat:
                raise DataFileError(
                    f"{layout.path}: zones[{zone.index}].per_seat: expected false or no per_seat "
                    f"({self.game_id} draws {zone_id!r} once, for the whole table)"
                )
            raise DataFileError(
                f"{layout.path}: zones[{zone.index}].per_seat: expected true "
                f"({self.game_id} draws {zone_id!r} once for each seat, with boxes in places)"
            )

    def faces(self) -> dict[str, CardFace]:
        """How each card kind is drawn."""
        return {}

    def build(self, view: View, legal: list[Action]) -> TableModel:
        """The table as the viewing seat sees it, with a gesture for each thing it may do now."""
        raise NotImplementedError

    def ui(self, step: str) -> None:
        """A viewer's half-made choice (select a card, aim a power, cancel)."""

    def reset(self) -> None:
        """Forget half-made choices (after an action or a change of viewer)."""

    def learned(self, action: Action, before: View, after: View, viewer: int) -> None:
        """Note what the viewer was just shown by its own action (shown until its next input)."""

    def forget_shown(self) -> bool:
        """Hide what was shown for a moment (the viewer's next input); True if something was hidden."""
        return False

    def showing(self) -> bool:
        """True while the viewer is being shown something only it may see."""
        return False

    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """The cards that travel when this action is animated: from the views given only, changing nothing (the
        table session measures each reader's marks with it too)."""
        return []

    def moment_marks(self, action: Action, before: View, after: View, touched: set[str]) -> set[str]:
        """The items a big moment's banner rings: by default `touched`, those its motions moved something from or
        to; a game may add (an attacking canoe) or pick (the canoes over the falls, not the whole river). From the
        views given only, like `motions`."""
        return touched

    def sounds(self, action: Action, before: View, after: View, moving: list[Motion]) -> list[str]:
        """The sounds (sound.SOUNDS names) an action makes as the table shows it; `moving` is its `motions`.

        The default: "draw" for a card leaving one of `draw_piles`, "place" for any other card that travels
        or turns over. A game adds its own moments (a shuffle, the river). Heard by whoever sits at the
        table, so it must come from the views given, like every text. The table adds "win" at the end.
        """
        heard = []
        for motion in moving:
            if motion.source == motion.target and not motion.via and not motion.flip:
                continue  # an item touched in place: marked for the others, not heard
            pile = motion.source.split(":")[0]
            heard.append("draw" if pile in self.draw_piles else "place")
        return list(dict.fromkeys(heard))

    def explain(self, kind: str, source: str, target: str | None, view: View, state_explain: Any) -> str:
        """Why a click or drop did nothing, in one line."""
        return tr("That does nothing here.")

    def what_is(self, item: CardItem, view: View) -> list[str]:
        """ "What is this?" for an item, in a few short paragraphs, the first its name: what it is, what it does in
        this game and what it is worth; from `view` (the reader's) and the item only, never more. The table adds
        what the reader may do with it now. By default the item's own hint and detail."""
        return [text for text in (item.hint, item.detail) if text]

    def what_is_seat(self, seat: int, view: View) -> list[str]:
        """ "What is this?" for a seat's name on the table: who sits there and how it stands, from `view` only."""
        return [self.names[seat]] if 0 <= seat < len(self.names) else []

    def score_sheet(self, view: View, final: bool) -> ScoreSheet | None:
        """The score screen after a round (or the game), or None if there is nothing to show."""
        return None

    def round_end_view(self, before: View, after: View) -> View | None:
        """The table as it stood when the round that ended between `before` and `after` ended.

        The final move made and nothing of the next round dealt yet; shaped like a view, so `build`
        draws it. The table shows it until the score screen is closed. None: the game has no such
        moment (the default), or `after` is not a new round.
        """
        return None

    def round_key(self, view: View) -> Any:
        """Something that changes when a round ends (the table then shows the score screen)."""
        return None
