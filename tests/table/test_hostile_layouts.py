"""Hostile layout files (issue 14): each is refused with one DataFileError line naming the file and the
place in it, quickly and before any window opens, never with a crash, a hang or a huge allocation."""

from __future__ import annotations

import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from tablegame.app.games import presenter_class
from tablegame.app.scenes.table import load_table_layout
from tablegame.core import datafile
from tablegame.core.datafile import MAX_DATA_BYTES, DataFileError
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids, get_rules
from tablegame.table.layout import ZONE_KINDS, layout_path, load_layout

CABO = layout_path("cabo").read_text(encoding="utf-8")
REPO = Path(__file__).resolve().parents[2]
BOX = "{at: [0.5, 0.5], size: [0.1, 0.1]}"
PLACES = f"    places: {{bottom: {BOX}, top: {BOX}, left: {BOX}, right: {BOX}}}\n"


def edit(old: str, new: str, text: str = CABO) -> str:
    """The shipped CABO layout with its first `old` replaced (which must be there)."""
    assert old in text, old
    return text.replace(old, new, 1)


def alias_bomb() -> str:
    """Nine levels of nine aliases inside zones[0].at: 9**9 values once written out, in 444 bytes."""
    lines = ["game: cabo", "zones:", "  - id: draw", "    kind: pile", "    size: [0.1, 0.1]", "    at:"]
    previous = None
    for name in "abcdefghi":
        items = ["0.5"] * 9 if previous is None else [f"*{previous}"] * 9
        lines.append(f"      - &{name} [{', '.join(items)}]")
        previous = name
    return "\n".join(lines) + "\n"


FELT = 'felt: "#1f5c3f"'
DISCARD = "  - id: discard\n    kind: pile\n"
DRAW_AT = "at: [0.40, 0.39]"

# (case id, file text, words the one line must hold after the file name)
CASES = [
    ("set", edit(FELT, "felt: !!set {a, b}"), "felt: expected text, a number"),
    ("timestamp", edit(FELT, "felt: !!timestamp 2024-01-01"), "felt: expected text, a number"),
    ("binary", edit(FELT, "felt: !!binary aGVsbG8="), "felt: expected text, a number"),
    ("bad date", edit(FELT, "felt: 2024-13-99"), "line 5, column 7: month must be in 1..12"),
    ("omap", edit(FELT, "felt: !!omap [a: 1]"), "felt[0]: expected text"),
    ("python tag", edit(FELT, "felt: !!python/object/apply:os.system [echo hacked]"), "line 5, column 7"),
    ("900 levels", edit(FELT, "felt: " + "[" * 900 + "]" * 900), "line 5, column 38: nested more than"),
    ("900 block levels", edit(FELT, "felt:\n" + "".join("  " * i + "- \n" for i in range(1, 901))), "nested more than"),
    ("alias bomb", alias_bomb(), "aliases repeat more than"),
    ("self-reference", edit(DRAW_AT, "at: &a [*a]"), "line 18, column 13: the alias *a refers to"),
    ("undefined alias", edit(DRAW_AT, "at: *nowhere"), "line 18, column 9: found undefined alias"),
    ("nan", edit(DRAW_AT, "at: [.nan, 0.40]"), "zones[0].at[0]: expected a finite number, got nan"),
    ("inf", edit(DRAW_AT, "at: [0.4, -.inf]"), "zones[0].at[1]: expected a finite number, got -inf"),
    ("float overflow", edit(DRAW_AT, "at: [1.0e+999, 0.4]"), "zones[0].at[0]: expected a finite number, got inf"),
    ("5000 digits", edit(DRAW_AT, f"at: [{'9' * 5000}, 0.4]"), "line 18, column 10: a number with too many digits"),
    ("huge hex", edit(DRAW_AT, f"at: [0x{'f' * 5000}, 0.4]"), "zones[0].at[0]: expected a number, got a number of"),
    ("nul in label", edit("label: Draw pile", 'label: "Draw\\0pile"'), "zones[0].label: expected a caption"),
    ("newline in label", edit("label: Draw pile", 'label: "Draw\\npile"'), "zones[0].label: expected a caption"),
    ("raw control character", edit("label: Draw pile", "label: Draw\x01pile"), "a character YAML does not allow"),
    ("surrogate in label", edit("label: Draw pile", 'label: "Draw\\ud800"'), "line 16"),
    (
        "tiny zone",
        edit("size: [0.09, 0.25]", "size: [1.0e-9, 1.0e-9]"),
        "zones[0].size[1]: expected a fraction from 0.005 to 1, got 1e-09",
    ),
    ("zero zone", edit("size: [0.09, 0.25]", "size: [0.09, 0]"), "zones[0].size[1]"),
    (
        "per_seat draw pile",
        edit("    label: Draw pile\n", "    label: Draw pile\n    per_seat: true\n"),
        "zones[0].at: expected no at in a per_seat zone",
    ),
    (
        "per_seat draw pile with places",
        edit(f"    {DRAW_AT}\n    size: [0.09, 0.25]\n", "    per_seat: true\n" + PLACES),
        "zones[0].per_seat: expected false or no per_seat (cabo draws 'draw' once, for the whole table)",
    ),
    (
        "per_seat status",
        edit(
            "  - id: status\n    kind: label\n    at: [0.50, 0.607]\n    size: [0.64, 0.07]\n",
            "  - id: status\n    kind: label\n    per_seat: true\n" + PLACES,
        ),
        "zones[4].per_seat: unexpected key for a label zone",
    ),
    (
        "row without per_seat",
        edit("    per_seat: true\n", "    at: [0.5, 0.8]\n    size: [0.5, 0.3]\n"),
        "zones[3].per_seat: expected true (cabo draws 'row' once for each seat",
    ),
    ("row without per_seat or box", edit("    per_seat: true\n", ""), "zones[3].at: expected"),
    (
        "short seat_places",
        edit('"3": [bottom, left, right]', '"3": [bottom, left]'),
        "seat_places.3: expected 3 place names (one for each seat), got 2",
    ),
    ("long seat_places", edit('"2": [bottom, top]', '"2": [bottom, top, left]'), "seat_places.2: expected 2"),
    ("missing seat count", edit('  "3": [bottom, left, right]\n', ""), 'seat_places: expected an entry "3"'),
    ("non-text key", edit(FELT, FELT + "\n1: 2"), "(top level): expected text keys, got the key 1"),
    ("null key in seat_places", edit('"2": [bottom, top]', "~: [bottom, top]"), "seat_places: expected text keys"),
    ("two documents", CABO + "---\ngame: cabo\n", "expected a single document"),
    (
        "link beyond the points",
        f"game: cabo\nzones:\n  - {{id: r, kind: spots, points: [[0.5, 0.5]], links: [[0, 0x{'f' * 5000}]]}}\n",
        "zones[0].links[0][1]: expected a number",
    ),
    ("long game name", edit("game: cabo", "game: " + "x" * 100_000), "game: expected 'cabo'"),
    (
        "discard as buttons with a grid",
        edit(DISCARD, "  - id: discard\n    kind: buttons\n    grid: [2, 2]\n"),
        "zones[1].grid: unexpected key for a buttons zone {id, kind, at, size, direction}",
    ),
    (
        "status as a panel",
        edit("  - id: status\n    kind: label\n", "  - id: status\n    kind: panel\n"),
        "zones[4].kind: expected label (the table draws 'status' as a label zone), got 'panel'",
    ),
]


def cabo_match(seats: int = 2) -> Match:
    """A CABO match with this many seats."""
    return Match("cabo", [Seat(f"P{i}") for i in range(seats)], 1)


def refused(path: Path, match: Match | None = None) -> str:
    """The one line the layout check refuses this file with."""
    with pytest.raises(DataFileError) as info:
        load_table_layout(match or cabo_match(), path)
    message = str(info.value)
    assert message.startswith(f"{path}: ") and "\n" not in message and len(message) < 400, message
    return message


@pytest.mark.parametrize(("text", "expected"), [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_hostile_layout_is_refused_with_file_and_place(tmp_path, text, expected):
    path = tmp_path / "layout.yaml"
    path.write_text(text, encoding="utf-8")
    assert expected in refused(path)


@pytest.mark.parametrize(
    ("text", "expected"),
    [case[1:] for case in CASES if case[0] != "surrogate in label"],
    ids=[case[0] for case in CASES if case[0] != "surrogate in label"],
)
def test_the_pure_python_loader_refuses_them_too(tmp_path, monkeypatch, text, expected):
    """Without libyaml the same limits hold (the pure parser reads \\ud800 as a character, which the label
    pattern then refuses: only that case's words differ)."""
    monkeypatch.setattr(datafile, "_Loader", datafile._PyLoader)
    path = tmp_path / "layout.yaml"
    path.write_text(text, encoding="utf-8")
    assert expected in refused(path)


def test_alias_bomb_is_refused_in_time_and_memory(tmp_path):
    """The bound is checked while composing, before anything is written out: little memory."""
    path = tmp_path / "bomb.yaml"
    path.write_text(alias_bomb(), encoding="utf-8")
    tracemalloc.start()
    try:
        refused(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 20_000_000  # written out, the bomb would take gigabytes (and minutes: bench, not here)


def test_aliases_within_the_bound_still_work(tmp_path):
    """Niagara's layout shares its river's points through anchors; a few hundred values are fine."""
    path = tmp_path / "layout.yaml"
    path.write_text(edit("at: [0.50, 0.39]", "at: *middle", edit(DRAW_AT, "at: &middle [0.45, 0.39]")))
    layout = load_table_layout(cabo_match(), path)
    assert layout.zones["discard"].box.x == layout.zones["draw"].box.x == 0.45


def test_seat_places_too_short_for_the_seats_played(tmp_path):
    """Three seats on a layout whose "3" entry names two places: refused before the table looks them up."""
    path = tmp_path / "layout.yaml"
    path.write_text(edit('"3": [bottom, left, right]', '"3": [bottom, left]'), encoding="utf-8")
    assert "seat_places.3" in refused(path, cabo_match(3))


@pytest.mark.parametrize("game", game_ids())
def test_every_shipped_layout_passes_its_presenter(game):
    """The per-seat and shared zones each presenter declares agree with its shipped layout."""
    rules = get_rules(game)
    match = Match(game, [Seat(f"P{i}") for i in range(rules.min_seats)], 1)
    layout = load_table_layout(match)
    assert layout.game == game


def test_a_big_valid_layout_is_read(tmp_path):
    """A valid layout of half a megabyte (thousands of zones) loads (the limits are far from it)."""
    zone = "  - {{id: extra{0}, kind: pile, label: Extra pile {0}, at: [0.5, 0.5], size: [0.05, 0.05]}}\n"
    parts = [CABO]
    size = len(CABO)
    number = 0
    while size < MAX_DATA_BYTES // 4:
        parts.append(zone.format(number))
        size += len(parts[-1])
        number += 1
    path = tmp_path / "big.yaml"
    path.write_text("".join(parts), encoding="utf-8")
    assert len(load_layout(path, "cabo").zones) > 5_000


def test_an_oversized_layout_is_refused(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text(CABO + "#" * MAX_DATA_BYTES, encoding="utf-8")
    assert "larger than" in refused(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_opening_it(tmp_path):
    """Opening a FIFO for reading waits for a writer: it is refused from its stat alone."""
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    assert "not a regular file" in refused(path)


def test_a_directory_is_refused(tmp_path):
    assert "it is a directory" in refused(tmp_path)


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """`python -m tablegame ARGS` with no screen; a window that opened would hang and time out."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run(
        [sys.executable, "-m", "tablegame", *args],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=REPO,
        env=env,
        check=False,
    )


@pytest.mark.parametrize(
    "case",
    ["alias bomb", "900 levels", "per_seat draw pile with places", "nan", "set", "discard as buttons with a grid"],
)
def test_play_refuses_a_hostile_layout_with_one_line(tmp_path, case):
    """Exit status 2, one line naming the file, no traceback, no window."""
    text, expected = next(c[1:] for c in CASES if c[0] == case)
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_cli("play", "cabo", "--layout", str(path))
    assert result.returncode == 2, result.stderr[-2000:]
    assert result.stderr.count("\n") == 1 and str(path) in result.stderr and expected in result.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
@pytest.mark.parametrize("args", [("play", "cabo", "--layout", "/dev/zero"), ("replay", "/dev/zero")])
def test_an_endless_device_is_refused_with_one_line(args):
    result = run_cli(*args)
    assert result.returncode == 2 and result.stderr.count("\n") == 1 and "/dev/zero" in result.stderr


def test_a_zone_of_another_kind_than_its_presenter_declares_is_refused(tmp_path, monkeypatch):
    """A presenter's zone_kinds are checked: CABO's discard pile given as buttons (no stray keys) is named."""
    monkeypatch.setattr(presenter_class("cabo"), "zone_kinds", {"discard": "pile"})
    path = tmp_path / "layout.yaml"
    path.write_text(edit(DISCARD + "    label: Discard pile\n    caption: above\n", DISCARD.replace("pile", "buttons")))
    assert "zones[1].kind: expected pile (cabo draws 'discard' as a pile zone), got 'buttons'" in refused(path)


@pytest.mark.parametrize("game", game_ids())
def test_a_presenter_declares_the_kind_of_every_zone_it_fills(game):
    """Once a presenter declares zone_kinds, every zone it requires or fills per seat has a declared kind."""
    cls = presenter_class(game)
    if cls is None or not cls.zone_kinds:
        pytest.skip(f"{game}'s presenter declares no zone kinds yet")
    undeclared = set(cls.required_zones) | set(cls.per_seat_zones)
    undeclared -= set(cls.zone_kinds) | set(cls.table_zone_kinds)
    assert not undeclared, f"{game}: no kind declared for {sorted(undeclared)}"
    assert set(cls.zone_kinds.values()) <= set(ZONE_KINDS)
