"""Where each board variant's river is drawn: the layout's zones of that variant, and each slot's point.

The layout names, for every variant of the board (the option `fork`), one spots zone per part (the river
ribbon with its slots, the discs, the canoes, the gem sites), with points keyed by slot id (sites by
colour). The presenter places every piece by those names, so a layout's point order never matters.
"""

from __future__ import annotations

from dataclasses import dataclass

from tablegame.core.datafile import DataFileError
from tablegame.games.niagara.board import board
from tablegame.games.niagara.catalog import catalog
from tablegame.table.layout import Layout, Zone

PARTS = ("river", "discs", "boats", "sites")  # what each variant draws of its river


@dataclass(frozen=True)
class RiverZones:
    """For each variant and part, the zone id; for each of those zones, its points by name."""

    zones: dict[str, dict[str, str]]  # variant -> part -> zone id
    points: dict[str, dict[str, int]]  # zone id -> point name -> its number in the zone

    def zone(self, variant: str, part: str) -> str:
        """The id of the zone that draws `part` of `variant`."""
        return self.zones[variant][part]

    def point(self, zone_id: str, name: str) -> int:
        """The number of a named point of a zone (a slot id, a colour)."""
        return self.points[zone_id][name]


def _needed(variant: str, part: str) -> tuple[str, ...]:
    """The point names a part of a variant must have: its river slots, or the gem colours."""
    if part == "sites":
        return catalog().colours
    return board(variant).names[1:-1]  # the dock and the falls are drawn by zones of their own


def _checked_points(layout: Layout, zone: Zone) -> dict[str, int]:
    """A river zone's points by name, refusing one that does not name a point for every slot it draws."""
    where = f"{layout.path}: zones[{zone.index}]"
    if not zone.point_names:
        raise DataFileError(f"{where}.points: expected points keyed by slot id for the {zone.variant} {zone.part}")
    named = {name: i for i, name in enumerate(zone.point_names)}
    missing = [name for name in _needed(zone.variant, zone.part) if name not in named]
    if missing:
        what = "colour" if zone.part == "sites" else "slot"
        raise DataFileError(
            f"{where}.points: expected a point for {what} {missing[0]!r} of the {zone.variant} "
            f"board ({zone.id!r} draws its {zone.part}), got {', '.join(zone.point_names)}"
        )
    return named


def river_zones(layout: Layout) -> RiverZones:
    """The river zones of every board variant in a layout; raises DataFileError (file, place, what is expected)."""
    variants = tuple(catalog().boards)
    zones: dict[str, dict[str, str]] = {variant: {} for variant in variants}
    points: dict[str, dict[str, int]] = {}
    for zone in layout.zones.values():
        if not zone.variant and not zone.part:
            continue
        where = f"{layout.path}: zones[{zone.index}]"
        if zone.variant not in zones:
            raise DataFileError(f"{where}.variant: expected one of {', '.join(variants)}, got {zone.variant!r}")
        if zone.part not in PARTS:
            raise DataFileError(f"{where}.part: expected one of {', '.join(PARTS)}, got {zone.part!r}")
        if zone.part in zones[zone.variant]:
            raise DataFileError(
                f"{where}.part: expected one {zone.part} zone for the {zone.variant} board, "
                f"already drawn by {zones[zone.variant][zone.part]!r}"
            )
        zones[zone.variant][zone.part] = zone.id
        points[zone.id] = _checked_points(layout, zone)
    for variant, parts in zones.items():
        for part in PARTS:
            if part not in parts:
                raise DataFileError(
                    f"{layout.path}: zones: expected a spots zone with variant: {variant} and "
                    f"part: {part} (the {part} of the {variant} board)"
                )
    return RiverZones(zones, points)
