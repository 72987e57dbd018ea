"""OGA-1, OGA-2: the catalog `cards/ogallala.yaml` and the card terms."""

from __future__ import annotations

import copy

import pytest
from ogallala_helpers import CAT

from tablegame.core.catalog import load_catalog
from tablegame.core.datafile import DataFileError, check_schema
from tablegame.games.ogallala.catalog import (
    BOW,
    CATALOG_SCHEMA,
    MIDDLE,
    NEVER,
    NONE,
    STERN,
    build_catalog,
)


def _count(pred) -> int:
    return sum(n for i, n in enumerate(CAT.counts) if pred(i))


def test_OGA_1_catalog_has_112_cards_with_published_totals():
    """OGA-1: 112 cards: 66 Indian-type (axes and totems included), 34 loot, 12 empty ends."""
    assert sum(CAT.counts) == 112
    empty_ends = _count(lambda i: CAT.ids[i] in ("bow", "stern"))
    loot = _count(lambda i: CAT.loot[i])
    assert (empty_ends, loot) == (12, 34)
    assert 112 - empty_ends - loot == 66
    assert _count(lambda i: CAT.loot[i] and CAT.set_of[i] < 0) == 16
    assert _count(lambda i: CAT.set_of[i] >= 0) == 18


@pytest.mark.parametrize(
    ("card_id", "count", "role", "strength", "colour"),
    [
        ("bow", 6, "bow", 0, "none"),
        ("stern", 6, "stern", 0, "none"),
        ("bow-red", 3, "bow", 1, "red"),
        ("bow-black", 3, "bow", 1, "black"),
        ("stern-red", 3, "stern", 1, "red"),
        ("stern-black", 3, "stern", 1, "black"),
        ("paddler-red-1", 4, "middle", 1, "red"),
        ("paddler-black-4", 4, "middle", 4, "black"),
        ("chief-red", 2, "middle", 5, "red"),
        ("chief-black", 2, "middle", 5, "black"),
        ("medicine-red", 1, "middle", 3, "red"),
        ("medicine-black", 1, "middle", 3, "black"),
        ("lasso", 4, "middle", 2, "none"),
        ("archer", 4, "middle", 2, "none"),
        ("axe", 4, "never", 0, "none"),
        ("totem", 4, "middle", 0, "none"),
        ("loot-woman", 3, "middle", 0, "none"),
        ("loot-tent", 3, "middle", 0, "none"),
        ("loot-gunpowder", 2, "middle", 0, "none"),
        ("cannon-person", 1, "middle", 0, "none"),
    ],
)
def test_OGA_1_table_rows(card_id, count, role, strength, colour):
    """OGA-1: each row of the card table."""
    data = {c["id"]: c for c in load_catalog("ogallala", CATALOG_SCHEMA)["cards"]}
    card = data[card_id]
    assert (card["count"], card["role"], card["strength"], card["colour"]) == (count, role, strength, colour)
    assert card["indian"] == (strength >= 1)


def test_OGA_1_every_paddler_id_and_set_card():
    """OGA-1: paddlers 1-4 in both colours, four copies each; six sets of left, right, person."""
    for colour in ("red", "black"):
        for n in range(1, 5):
            i = CAT.index[f"paddler-{colour}-{n}"]
            assert CAT.counts[i] == 4 and CAT.strength[i] == n
    assert set(CAT.set_names) == {"bear", "buffalo", "horse", "gold", "logs", "cannon"}
    for s, (left, right, person) in enumerate(CAT.set_cards):
        name = CAT.set_names[s]
        assert (CAT.ids[left], CAT.ids[right], CAT.ids[person]) == (f"{name}-left", f"{name}-right", f"{name}-person")
        assert all(CAT.loot[i] and CAT.counts[i] == 1 for i in (left, right, person))


def test_OGA_1_catalog_keys_and_names():
    """OGA-1: each entry has id, name, count, role, indian, strength, colour, kind, loot (+ set, part)."""
    for card in load_catalog("ogallala", CATALOG_SCHEMA)["cards"]:
        assert {"id", "name", "count", "role", "indian", "strength", "colour", "kind", "loot"} <= set(card)
        assert ("set" in card) == ("part" in card)
    assert CAT.also[CAT.index["loot-gunpowder"]] == "dynamite"  # both names shown (reviewer note 10)


def test_OGA_1_schema_errors_are_clear():
    """OGA-1: a broken catalog is refused with the place and what was expected."""
    data = copy.deepcopy(load_catalog("ogallala", CATALOG_SCHEMA))
    data["cards"][3]["role"] = "keel"
    with pytest.raises(DataFileError, match=r"cards\[3\]\.role: expected bow, stern, middle or never"):
        check_schema("cards/ogallala.yaml", data, CATALOG_SCHEMA)
    data = copy.deepcopy(load_catalog("ogallala", CATALOG_SCHEMA))
    data["cards"][0]["count"] = 7
    with pytest.raises(DataFileError, match="add up to 113"):
        build_catalog(data)
    data = copy.deepcopy(load_catalog("ogallala", CATALOG_SCHEMA))
    data["cards"][1]["id"] = "bow"
    with pytest.raises(DataFileError, match="appears twice"):
        build_catalog(data)
    data = copy.deepcopy(load_catalog("ogallala", CATALOG_SCHEMA))
    data["cards"][2]["indian"] = False
    with pytest.raises(DataFileError, match="Indian"):
        build_catalog(data)


def test_OGA_2_roles():
    """OGA-2: bow-types only at a canoe's left end, stern-types only at its right end, axe never placed."""
    assert {CAT.ids[i] for i, r in enumerate(CAT.role) if r == BOW} == {"bow", "bow-red", "bow-black"}
    assert {CAT.ids[i] for i, r in enumerate(CAT.role) if r == STERN} == {"stern", "stern-red", "stern-black"}
    assert {CAT.ids[i] for i, r in enumerate(CAT.role) if r == NEVER} == {"axe"}
    assert CAT.role[CAT.index["totem"]] == MIDDLE


def test_OGA_2_indians_are_cards_of_strength_at_least_one():
    """OGA-2: Indians are pathfinders, steersmen, paddlers, chiefs, medicine men, lasso throwers, archers."""
    indians = {CAT.kind_names[CAT.kind[i]] for i, ind in enumerate(CAT.indian) if ind}
    assert indians == {
        "pathfinder",
        "steersman",
        "paddler-1",
        "paddler-2",
        "paddler-3",
        "paddler-4",
        "chief",
        "medicine",
        "lasso",
        "archer",
    }
    for card_id in ("bow", "stern", "totem", "axe", "loot-woman", "bear-person"):
        assert not CAT.indian[CAT.index[card_id]]


def test_OGA_2_kinds_ignore_colour():
    """OGA-2: the kind is the id without its colour; an empty bow and a pathfinder differ."""
    kind = lambda card_id: CAT.kind[CAT.index[card_id]]  # noqa: E731
    assert kind("bow-red") == kind("bow-black")
    assert kind("paddler-red-3") == kind("paddler-black-3")
    assert kind("paddler-red-3") != kind("paddler-red-2")
    assert kind("bow") != kind("bow-red")
    assert kind("stern") != kind("stern-black")
    assert CAT.colour[CAT.index["lasso"]] == NONE and CAT.colour[CAT.index["archer"]] == NONE
