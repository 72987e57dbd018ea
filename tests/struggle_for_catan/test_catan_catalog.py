"""The catalog cards/struggle-for-catan.yaml (SFC-2 to SFC-6) and its schema checks."""

from __future__ import annotations

import copy

import pytest

from tablegame.core.catalog import load_catalog
from tablegame.core.datafile import DataFileError, check_schema
from tablegame.games.struggle_for_catan.catalog import GAME_ID, SCHEMA, build_components, components


@pytest.fixture(scope="module")
def data():
    return load_catalog(GAME_ID, SCHEMA)


def by_id(data):
    return {c["id"]: c for c in data["cards"]}


def test_SFC_2_resources_67_in_catalog_order(data):
    """SFC-2: 67 resource cards, ore 16, wool 15, grain 14, lumber 11, brick 11, in that order."""
    res = [(c["id"], c["count"]) for c in data["cards"] if c["kind"] == "resource"]
    assert res == [("ore", 16), ("wool", 15), ("grain", 14), ("lumber", 11), ("brick", 11)]
    assert sum(k for _, k in res) == 67


def test_SFC_3_building_cards_and_marks(data):
    """SFC-3: 42 building cards and the destiny card; counts per player-count mark."""
    cards = by_id(data)
    expected = {
        "road": (5, 2, 2),
        "knight": (2, 2, 1),
        "settlement-market-day": (2, 2, 1),
        "settlement-brigand": (5, 2, 3),
        "library": (1, 0, 0),
        "church": (2, 0, 0),
        "castle": (2, 0, 0),
        "merchant-guild": (0, 1, 1),
        "town-hall": (0, 1, 1),
    }
    for cid, marks in expected.items():
        assert tuple(cards[cid]["marks"][m] for m in ("2", "3", "4")) == marks
        assert cards[cid]["count"] == sum(marks)
    buildings = [c for c in data["cards"] if c["kind"] in ("road", "knight", "estate", "expansion", "reference")]
    assert sum(c["count"] for c in buildings) == 42
    assert cards["fate"]["count"] == 1 and cards["fate"]["kind"] == "fate"
    assert [m["min_seats"] for m in data["marks"]] == [2, 3, 4]


def test_SFC_3_in_play_per_seat_count():
    """SFC-3: the cards in play for 2, 3 and 4 seats."""
    c = components()
    for n, roads, knights, estates, exps in [
        (2, 5, 2, (2, 5), (1, 2, 2, 0, 0)),
        (3, 7, 4, (4, 7), (1, 2, 2, 1, 1)),
        (4, 9, 5, (5, 10), (1, 2, 2, 2, 2)),
    ]:
        assert c.in_play(c.road_marks, n) == roads
        assert c.in_play(c.knight_marks, n) == knights
        assert tuple(c.in_play(m, n) for m in c.estate_marks) == estates
        assert tuple(c.in_play(m, n) for m in c.expansion_marks) == exps
    assert c.expansion_ids == ("library", "church", "castle", "merchant-guild", "town-hall")


def test_SFC_3_estates_carry_hidden_events_and_vp(data):
    """SFC-3: estate cards name their event and VP 1 (settlement) / 2 (city); expansions 3 or 4."""
    cards = by_id(data)
    assert cards["settlement-market-day"]["event"] == "market-day"
    assert cards["settlement-brigand"]["event"] == "brigand"
    assert cards["settlement-brigand"]["vp"] == {"settlement": 1, "city": 2}
    assert cards["road"]["vp"] == {"A": 0, "B": 1} and cards["knight"]["vp"] == {"A": 0, "B": 1}
    assert {cid: cards[cid]["vp"] for cid in ("library", "church", "castle", "merchant-guild", "town-hall")} == {
        "library": 3,
        "church": 3,
        "castle": 3,
        "merchant-guild": 3,
        "town-hall": 4,
    }


def test_SFC_4_building_costs():
    """SFC-4: road, knight, settlement, city, expansion costs (ore, wool, grain, lumber, brick)."""
    costs = components().costs
    assert costs == {
        "road": (0, 0, 0, 1, 1),
        "knight": (1, 1, 1, 0, 0),
        "settlement": (0, 1, 1, 1, 1),
        "city": (3, 0, 2, 0, 0),
        "expansion": (1, 3, 0, 0, 0),
    }


def test_SFC_5_expansion_abilities(data):
    """SFC-5: Library, Church, Castle, Merchant Guild have their abilities; the Town Hall none."""
    cards = by_id(data)
    assert {cid: cards[cid]["ability"] for cid in ("library", "church", "castle", "merchant-guild", "town-hall")} == {
        "library": "library",
        "church": "church",
        "castle": "castle",
        "merchant-guild": "merchant-guild",
        "town-hall": "none",
    }


def test_SFC_6_destiny_card_sides_and_reference_cards(data):
    """SFC-6: the destiny card has sides left and right; 4 Building Costs cards."""
    cards = by_id(data)
    assert set(cards["fate"]["sides"]) == {"left", "right"}
    assert cards["building-costs"]["count"] == 4


@pytest.mark.parametrize(
    ("mutate", "fragment"),
    [
        (lambda d: d["cards"][0].update(count="many"), "cards[0].count"),
        (lambda d: d["cards"][5].update(kind="castle"), "cards[5].kind"),
        (lambda d: d.pop("events"), "'events' is missing"),
        (lambda d: d["cards"][5].update(colour="red"), "unexpected key"),
        (lambda d: d["cards"][5]["marks"].update({"2": -1}), "cards[5].marks.2"),
    ],
)
def test_catalog_schema_errors_name_the_place(data, mutate, fragment):
    """A broken catalog is refused with one line naming the place and what was expected."""
    broken = copy.deepcopy(data)
    mutate(broken)
    with pytest.raises(DataFileError) as info:
        check_schema("cards/struggle-for-catan.yaml", broken, SCHEMA)
    assert fragment in str(info.value)


def test_catalog_cross_checks(data):
    """Marks that do not add up to the count, or resources out of order, are refused."""
    broken = copy.deepcopy(data)
    by_id(broken)["road"]["marks"]["2"] = 4
    with pytest.raises(DataFileError, match="add up to 8"):
        build_components(broken)
    swapped = copy.deepcopy(data)
    swapped["cards"][0], swapped["cards"][1] = swapped["cards"][1], swapped["cards"][0]
    with pytest.raises(DataFileError, match="in this order"):
        build_components(swapped)
    no_vp = copy.deepcopy(data)
    del by_id(no_vp)["knight"]["vp"]
    with pytest.raises(DataFileError, match="card knight: expected vp"):
        build_components(no_vp)


def test_components_carry_the_vp_the_table_shows(data):
    """SFC-3, SFC-27: the side, estate and expansion VP the rules and the table read come from the catalog."""
    c = build_components(data)
    assert c.side_vp == (0, 1) and (c.settlement_vp, c.city_vp) == (1, 2)
    assert dict(zip(c.expansion_ids, c.expansion_vp, strict=True))["town-hall"] == 4
