"""Layout files: the schema, the shipped CABO layout, bad files giving one clear line, zone geometry."""

from __future__ import annotations

import textwrap

import pygame
import pytest

from tablegame.cli import main as cli_main
from tablegame.core.datafile import DataFileError
from tablegame.core.match import Match, Seat
from tablegame.table.geometry import path_rects, slot_rects
from tablegame.table.layout import ZONE_KEYS, ZONE_KINDS, layout_path, load_layout

GOOD_ZONE = "  - {id: draw, kind: pile, at: [0.5, 0.5], size: [0.1, 0.2]}\n"


def write(tmp_path, text: str):
    """A layout file with this text."""
    path = tmp_path / "layout.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_shipped_cabo_layout_loads_for_2_to_4_seats():
    """layouts/cabo.yaml passes the schema and places every seat for 2, 3 and 4 seats."""
    layout = load_layout(layout_path("cabo"), "cabo", (2, 3, 4))
    assert {"draw", "discard", "drawn", "row", "actions", "scores", "log", "status"} <= set(layout.zones)
    for n in (2, 3, 4):
        places = [layout.place_of(seat, 0, n) for seat in range(n)]
        assert places[0] == "bottom" and len(set(places)) == n
    # seats are placed relative to the viewer: the viewer is always at the bottom
    assert layout.place_of(1, 1, 3) == "bottom" and layout.place_of(2, 1, 3) == "left"


def test_shipped_layout_passes_the_cabo_presenter_check():
    """The CABO presenter finds every zone it draws into."""
    from tablegame.app.scenes.table import load_table_layout

    match = Match("cabo", [Seat("A"), Seat("B")], 1)
    assert load_table_layout(match).game == "cabo"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("game: cabo\nzones:\n  - {id: draw, kind: pile, at: [1.5, 0.5], size: [0.1, 0.2]}\n", "zones[0].at[0]"),
        (
            "game: cabo\nzones:\n" + GOOD_ZONE + "  - {id: pile2, kind: pile, at: [0.5], size: [0.1, 0.2]}\n",
            "zones[1].at: expected a pair of fractions [x, y] between 0 and 1",
        ),
        (
            "game: cabo\nzones:\n  - {id: draw, kind: heap, at: [0.5, 0.5], size: [0.1, 0.2]}\n",
            "zones[0].kind: expected one of pile, row",
        ),
        ("game: cabo\nzones:\n  - {id: draw, kind: pile, size: [0.1, 0.2]}\n", "zones[0].at: expected"),
        ("game: cabo\nzones:\n" + GOOD_ZONE + GOOD_ZONE, "zones[1].id: expected a zone id not used before"),
        (
            "game: cabo\nzones:\n  - {id: draw, kind: pile, at: [0.5, 0.5], size: [0.1, 0.2], colour: red}\n",
            "zones[0].colour: unexpected key for a pile zone {id, kind, at, size, per_seat, places, label, caption}",
        ),
        (
            'game: cabo\nseat_places: {"2": [bottom, top]}\nzones:\n'
            "  - {id: row, kind: row, per_seat: true, places: {bottom: {at: [0.5, 0.8], size: [0.5, 0.3]}}}\n",
            "zones[0].places: expected a box for place 'top'",
        ),
        ("game: cabo\nzones: [\n", "line"),
        ("game: ogallala\nzones:\n" + GOOD_ZONE, "game: expected 'cabo'"),
        ("just text\n", '(top level): expected a layout {game, felt, seat_places, zones}, got "just text"'),
        (
            "game: cabo\nzones: []\ncolour: red\n",
            "colour: unexpected key for a layout {game, felt, seat_places, zones}",
        ),
    ],
)
def test_bad_layout_gives_one_clear_line(tmp_path, text, expected):
    """File, place in the file and what is expected, on one line."""
    path = write(tmp_path, text)
    with pytest.raises(DataFileError) as info:
        load_layout(path, "cabo")
    message = str(info.value)
    assert str(path) in message and expected in message and "\n" not in message


def test_missing_zone_for_the_game_is_named(tmp_path):
    """A layout without a zone CABO draws into names the zone."""
    from tablegame.app.scenes.table import load_table_layout

    path = write(tmp_path, "game: cabo\nseat_places: {'2': [bottom, top]}\nzones:\n" + GOOD_ZONE)
    match = Match("cabo", [Seat("A"), Seat("B")], 1)
    with pytest.raises(DataFileError, match=r"zones: expected a zone with id 'discard'"):
        load_table_layout(match, path)


def test_play_with_a_bad_layout_exits_2_with_one_line(tmp_path, capsys, monkeypatch):
    """`tablegame play cabo --layout bad.yaml`: exit status 2, one line, no traceback, no window."""
    import tablegame.app.main

    def no_window(*args, **kwargs):
        raise AssertionError("the window opened before the layout was checked")

    monkeypatch.setattr(tablegame.app.main, "App", no_window)
    path = write(tmp_path, "game: cabo\nzones:\n  - {id: draw, kind: pile, at: [0.5, 2], size: [0.1, 0.2]}\n")
    status = cli_main(["play", "cabo", "--layout", str(path)])
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1 and "zones[0].at[1]" in err and "Traceback" not in err


def test_play_with_a_missing_layout_file_exits_2(tmp_path, capsys):
    """A layout path that does not exist is one line too."""
    status = cli_main(["play", "cabo", "--layout", str(tmp_path / "nope.yaml")])
    assert status == 2 and "cannot be read" in capsys.readouterr().err


def test_generic_zone_kinds_lay_out_cards(tmp_path):
    """Rows, fans, grids (Ogallala's 3x14), piles and paths give 5:7 cards inside their zone."""
    path = write(
        tmp_path,
        """\
        game: demo
        zones:
          - {id: grid, kind: grid, grid: [3, 14], at: [0.5, 0.5], size: [0.9, 0.5]}
          - {id: fan, kind: fan, overlap: 0.6, at: [0.5, 0.9], size: [0.5, 0.2]}
          - {id: stack, kind: pile, at: [0.1, 0.1], size: [0.1, 0.2]}
          - {id: river, kind: path, points: [[0.1, 0.2], [0.3, 0.25], [0.5, 0.3]], card_height: 0.1}
          - {id: col, kind: row, direction: vertical, at: [0.95, 0.5], size: [0.08, 0.9]}
        """,
    )
    layout = load_layout(path)
    window = pygame.Rect(0, 0, 1280, 720)
    for zone_id, count in (("grid", 42), ("fan", 9), ("stack", 5), ("col", 6)):
        zone = layout.zones[zone_id]
        area = pygame.Rect(zone.box.to_pixels(1280, 720))
        rects = slot_rects(zone, area, count)
        assert len(rects) == count
        for rect in rects:
            assert area.inflate(2, 2).contains(rect), (zone_id, rect, area)
            assert abs(rect.w / rect.h - 5 / 7) < 0.05
    grid = slot_rects(layout.zones["grid"], pygame.Rect(layout.zones["grid"].box.to_pixels(1280, 720)), 42)
    assert len({r.topleft for r in grid}) == 42  # 42 different cells
    river = path_rects(layout.zones["river"], (1280, 720), 3)
    for rect, point in zip(river, [(128, 144), (384, 180), (640, 216)], strict=True):
        assert abs(rect.centerx - point[0]) <= 1 and abs(rect.centery - point[1]) <= 1
    assert all(window.contains(r) for r in river)


@pytest.mark.parametrize(
    ("zone", "expected"),
    [
        (
            "{id: z, kind: pile, grid: [2, 2], at: [0.5, 0.5], size: [0.1, 0.2]}",
            "zones[0].grid: unexpected key for a pile zone {id, kind, at, size, per_seat, places, label, caption}",
        ),
        (
            "{id: z, kind: buttons, label: Discard pile, at: [0.5, 0.5], size: [0.1, 0.2]}",
            "zones[0].label: unexpected key for a buttons zone {id, kind, at, size, direction}",
        ),
        (
            "{id: z, kind: row, points: [[0.5, 0.5]], at: [0.5, 0.5], size: [0.1, 0.2]}",
            "zones[0].points: unexpected key",
        ),
        (
            "{id: z, kind: grid, direction: vertical, at: [0.5, 0.5], size: [0.1, 0.2]}",
            "zones[0].direction: unexpected key for a grid zone",
        ),
        ("{id: z, kind: fan, gap: 0.2, at: [0.5, 0.5], size: [0.1, 0.2]}", "zones[0].gap: unexpected key for a fan"),
        ("{id: z, kind: panel, lines: 3, at: [0.5, 0.5], size: [0.1, 0.2]}", "zones[0].lines: unexpected key"),
        (
            "{id: z, kind: label, per_seat: false, at: [0.5, 0.5], size: [0.1, 0.2]}",
            "zones[0].per_seat: unexpected key for a label zone {id, kind, at, size, lines}",
        ),
        ("{id: z, kind: prompt, label: Really?, at: [0.5, 0.5], size: [0.1, 0.2]}", "zones[0].label: unexpected key"),
        ("{id: z, kind: path, spot: [0.1, 0.1], points: [[0.5, 0.5]]}", "zones[0].spot: unexpected key for a path"),
        ("{id: z, kind: path, per_seat: true, points: [[0.5, 0.5]]}", "zones[0].per_seat: unexpected key"),
        ("{id: z, kind: path, at: [0.5, 0.5], points: [[0.5, 0.5]]}", "zones[0].size: expected both at and size"),
        (
            "{id: z, kind: spots, at: [0.5, 0.5], size: [0.1, 0.1], points: [[0.5, 0.5]]}",
            "zones[0].at: unexpected key for a spots zone",
        ),
        ("{id: z, kind: spots, card_height: 0.1, points: [[0.5, 0.5]]}", "zones[0].card_height: unexpected key"),
        # a wrong value of a key the kind takes is named as before
        (
            "{id: z, kind: grid, grid: [0, 14], at: [0.5, 0.5], size: [0.1, 0.2]}",
            "zones[0].grid[0]: expected a whole number 1..30, got 0",
        ),
    ],
)
def test_a_zone_takes_only_the_keys_of_its_kind(tmp_path, zone, expected):
    """The schema is specific to each kind: a key the table would ignore for that kind is refused by name."""
    path = write(tmp_path, f"game: cabo\nzones:\n  - {zone}\n")
    with pytest.raises(DataFileError) as info:
        load_layout(path, "cabo")
    message = str(info.value)
    assert message.startswith(f"{path}: ") and expected in message and "\n" not in message, message


def test_every_key_a_kind_takes_loads(tmp_path):
    """A zone of each kind with every one of its keys set loads, and the values reach the zone."""
    values = {
        "at": "[0.5, 0.5]",
        "size": "[0.1, 0.2]",
        "label": "A caption",
        "caption": "below",
        "gap": "0.3",
        "overlap": "0.4",
        "grid": "[2, 3]",
        "points": "[[0.1, 0.1], [0.2, 0.2]]",
        "card_height": "0.2",
        "direction": "vertical",
        "lines": "2",
        "spot": "[0.05, 0.05]",
        "cluster": "3",
        "links": "[[0, 1]]",
        "ribbon": "0.02",
        "ribbon_colour": '"#123456"',
        "variant": "straight",
        "part": "river",
        "region": "[0, 0, 1, 1]",
        "stack": "4",
        "lower": "0.01",
    }
    zones = []
    for kind, keys in ZONE_KEYS.items():
        own = ", ".join(f"{key}: {values[key]}" for key in keys if key not in ("per_seat", "places"))
        zones.append(f"  - {{id: {kind}, kind: {kind}, {own}}}\n")
    layout = load_layout(write(tmp_path, "game: demo\nzones:\n" + "".join(zones)))
    assert set(layout.zones) == set(ZONE_KINDS)
    assert layout.zones["grid"].grid == (2, 3) and layout.zones["grid"].gap == 0.3
    assert layout.zones["fan"].overlap == 0.4 and layout.zones["row"].direction == "vertical"
    assert layout.zones["spots"].links == ((0, 1),) and layout.zones["path"].card_height == 0.2
    assert layout.zones["spots"].lower == 0.01
    assert layout.zones["label"].lines == 2 and layout.zones["pile"].caption == "below"
