"""Fuzzing the layout loader (issue 14): shipped layouts with random values, hostile scalars, dropped
keys and broken YAML either load or are refused with one DataFileError line starting with the file.
A layout that loads must also draw: the bugs of issue 14 (NaN, tiny zones, short seat_places, per_seat
on a shared zone) all passed the loader and failed in the window."""

from __future__ import annotations

import copy
import functools
from typing import Any

import pygame
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablegame.app.main import App
from tablegame.app.scenes.table import TableScene, load_table_layout
from tablegame.app.settings import Settings
from tablegame.core.datafile import DataFileError
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids, get_rules
from tablegame.table.layout import LAYOUT_SCHEMA, ZONE_KEYS, ZONE_KINDS, Layout, layout_path

EVERY_ZONE_KEY = sorted({"id", "kind", *(key for keys in ZONE_KEYS.values() for key in keys)})
KEYS = sorted({*EVERY_ZONE_KEY, *LAYOUT_SCHEMA["properties"], "2", "3", "4", "5", "bottom", "top", "left", "right"})
HOSTILE = st.sampled_from(
    [
        float("nan"),
        float("inf"),
        float("-inf"),
        1e-9,
        0,
        -1,
        2,
        31,
        10**30,
        2**53 + 1,
        0.0,
        1.0,
        0.004,
        0.005,
        "",
        "\x00",
        "a\nb",
        "\x7f",
        "\x1b[2J",
        "\ud800",
        "x" * 100,
        "pile",
        "bottom",
        "#12345g",
        [],
        {},
        [0.5],
        [0.5, 0.5],
        [0.5, 0.5, 0.5],
        [[0.5, 0.5]],
        [0, 0],
        [0, 10**6],
        {"at": [0.5, 0.5], "size": [0.1, 0.1]},
        {"bottom": {"at": [0.5, 0.5], "size": [0.1, 0.1]}},
        True,
        False,
        None,
    ]
).map(copy.deepcopy)  # a fresh copy each draw: a later change to the document must not alter the list, or the
# next examples would be drawn from other values (hypothesis then fails with FlakyStrategyDefinition)
VALUES = st.recursive(
    HOSTILE | st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6) | st.integers(0, 5), inner, max_size=4)
    ),
    max_leaves=8,
)
# YAML that no JSON value dumps to: tags, aliases, NaN spellings, deep or broken brackets
SNIPPETS = [
    "!!set {a, b}",
    "!!timestamp 2024-01-01",
    "2024-13-99",
    "!!binary aGVsbG8=",
    "!!binary '@@'",
    "*nope",
    "&a [*a]",
    "&b {k: *b}",
    ".nan",
    "-.inf",
    "1.0e+999",
    "0x" + "f" * 400,
    "9" * 5000,
    "[" * 40 + "]" * 40,
    "[" * 40,
    "{",
    "? [a] : b",
    '"\\0"',
    '"\\ud800"',
    "!!python/name:os.system",
    "~",
    "!!omap [a: 1]",
    "!!pairs [a: 1]",
    "!!float x",
    "!!int 1.5",
    "'",
    "- - -",
    "<<: {a: 1}",
    "@",
    "%YAML 1.1",
    "---",
    "...",
    "\t",
    "!<tag:yaml.org,2002:str> [1]",
    "&x 1",
    "*x",
    "[&y [0.5, 0.5], *y]",
]


@functools.cache
def shipped(game: str) -> tuple[str, Any]:
    """A game's shipped layout: its text and its data."""
    text = layout_path(game).read_text(encoding="utf-8")
    return text, yaml.safe_load(text)


@functools.cache
def match_for(game: str, seats: int) -> Match:
    """A match of the game: one human (so the table is shown at once) and bots."""
    return Match(game, [Seat("you"), *(Seat(f"bot{i}", "bot", "random") for i in range(1, seats))], 1)


@functools.cache
def window() -> App:
    """One (dummy) window for every example: opening it is the slow part."""
    return App((1280, 720), bot_threads=False, settings=Settings("instant"))


def draws(layout: Layout, match: Match) -> None:
    """The table with this layout lays itself out and draws at a few window sizes."""
    scene = TableScene(window(), match, layout)
    scene.enter()
    for size in ((1280, 720), (700, 1000), (240, 160)):
        scene.resize(size)
        scene.rebuild()
        scene.draw(pygame.Surface(size))
    scene.exit()


def places_in(data: Any, where: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value in the document (the root is ())."""
    found = [where]
    if isinstance(data, dict):
        for key, value in data.items():
            found += places_in(value, (*where, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += places_in(value, (*where, index))
    return found


def value_at(data: Any, where: tuple[Any, ...]) -> Any:
    """The value at a path."""
    for part in where:
        data = data[part]
    return data


def loads_or_refuses(tmp_path, text: str, game: str, seats: int) -> None:
    """The layout check either accepts the file (and the table draws with it) or refuses it with one
    line naming the file first."""
    path = tmp_path / "fuzzed.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    match = match_for(game, seats)
    try:
        layout = load_table_layout(match, path)
    except DataFileError as exc:
        message = str(exc)
        assert message.startswith(f"{path}: ") and "\n" not in message and len(message) < 400, message
        return
    draws(layout, match)


def seat_counts(game: str) -> st.SearchStrategy[int]:
    """Any number of seats the game allows."""
    rules = get_rules(game)
    return st.integers(rules.min_seats, rules.max_seats)


@st.composite
def mutated_documents(draw: st.DrawFn, game: str) -> Any:
    """The shipped layout with one to three changes to its values and keys."""
    data = copy.deepcopy(shipped(game)[1])
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(places_in(data)))
        target = value_at(data, where)
        change = draw(st.sampled_from(["replace", "drop", "add", "per_seat", "list", "kind"]))
        if change == "replace" and where:
            value_at(data, where[:-1])[where[-1]] = draw(VALUES)
        elif change == "drop" and where:
            parent = value_at(data, where[:-1])
            del parent[where[-1]]
        elif change == "add" and isinstance(target, dict):
            target[draw(st.sampled_from(KEYS) | st.integers(0, 3))] = draw(VALUES)
        elif change == "per_seat":  # a zone made per seat or shared, with or without its boxes
            zones = data.get("zones") if isinstance(data, dict) else None
            if isinstance(zones, list) and zones and isinstance(zone := draw(st.sampled_from(zones)), dict):
                zone["per_seat"] = draw(st.booleans())
                if draw(st.booleans()):
                    zone.pop("at", None)
                    zone.pop("size", None)
                if draw(st.booleans()):
                    box = {"at": [0.5, 0.5], "size": [0.1, 0.1]}
                    zone["places"] = {name: box for name in ("bottom", "top", "left", "right", "far", "near")}
        elif change == "kind":  # a zone of another kind, with the keys it had
            zones = data.get("zones") if isinstance(data, dict) else None
            if isinstance(zones, list) and zones and isinstance(zone := draw(st.sampled_from(zones)), dict):
                zone["kind"] = draw(st.sampled_from(ZONE_KINDS))
        elif change == "list" and isinstance(target, list) and target:
            index = draw(st.integers(0, len(target) - 1))
            if draw(st.booleans()):
                target.insert(index, copy.deepcopy(target[index]))
            else:
                del target[index]
    return data


@pytest.mark.parametrize("game", game_ids())
@settings(
    max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(data=st.data())
def test_changed_values_load_or_are_refused(tmp_path, game, data):
    document = data.draw(mutated_documents(game))
    text = yaml.safe_dump(document, allow_unicode=False, sort_keys=False)
    loads_or_refuses(tmp_path, text, game, data.draw(seat_counts(game)))


@pytest.mark.parametrize("game", game_ids())
@settings(
    max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(data=st.data())
def test_broken_yaml_text_loads_or_is_refused(tmp_path, game, data):
    lines = shipped(game)[0].splitlines(keepends=True)
    for _ in range(data.draw(st.integers(1, 3))):
        index = data.draw(st.integers(0, len(lines) - 1))
        line = lines[index]
        change = data.draw(st.sampled_from(["value", "insert", "delete", "truncate"]))
        if change == "value" and ": " in line:  # the value after a key becomes hostile YAML
            lines[index] = line[: line.index(": ") + 2] + data.draw(st.sampled_from(SNIPPETS)) + "\n"
        elif change == "insert":
            indent = line[: len(line) - len(line.lstrip())]
            lines.insert(index, indent + data.draw(st.sampled_from(SNIPPETS)) + "\n")
        elif change == "delete":
            del lines[index]
        elif change == "truncate":
            lines[index] = line[: data.draw(st.integers(0, len(line)))]
            del lines[index + 1 :]
        if not lines:
            lines = ["\n"]
    loads_or_refuses(tmp_path, "".join(lines), game, data.draw(seat_counts(game)))
