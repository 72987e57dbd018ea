"""NIA-1 to NIA-6: components, the catalog file and the board topology."""

from __future__ import annotations

import copy

import pytest
import yaml
from niagara_helpers import new_match, total_gems

from tablegame.core.datafile import DataFileError, load_yaml
from tablegame.core.registry import get_rules
from tablegame.core.rules import BadSetup
from tablegame.games.niagara.board import board, build_board
from tablegame.games.niagara.catalog import SCHEMA, build_catalog, catalog
from tablegame.paths import data_dir


def raw_catalog() -> dict:
    return yaml.safe_load((data_dir("cards") / "niagara.yaml").read_text())


def test_NIA_1_two_to_five_seats_two_marked_unofficial():
    rules = get_rules("niagara")
    assert (rules.min_seats, rules.max_seats) == (2, 5)
    assert rules.unofficial_seats == (2,)
    for n in (2, 3, 4, 5):
        assert new_match(n).to_act() == list(range(n))
    for n in (1, 6):
        with pytest.raises(BadSetup):
            rules.check_seats(n)


# Clause: NIA-2
def test_NIA_2_components_forty_gems_seven_cards_weather_track():
    cat = catalog()
    assert len(cat.colours) * cat.gems_per_colour == 40
    assert cat.cards == (1, 2, 3, 4, 5, 6, "cloud")
    assert cat.weather_track == (-1, 0, 1, 2)
    assert raw_catalog()["discs"] == {"total": 12, "in_river": 9}
    match = new_match(4)
    state = match.state
    assert total_gems(match) == 40
    assert state.spare == [1] * 5
    assert len(state.boat_at) == 8


# Clause: NIA-3
def test_NIA_3_catalog_encodes_exactly_the_spec_block():
    data = raw_catalog()
    assert data["colours"] == ["violet", "clear", "yellow", "blue", "pink"]
    assert data["gem_names"] == {
        "violet": "amethyst",
        "clear": "diamond",
        "yellow": "amber",
        "blue": "sapphire",
        "pink": "ruby",
    }
    assert data["gem_value"] == {"violet": 1, "clear": 2, "yellow": 3, "blue": 4, "pink": 5}
    counts = (data["gems_per_colour"], data["gems_at_site"], data["boats_per_seat"], data["boat_capacity"])
    assert counts == (8, 7, 2, 1)
    assert data["weather"] == {"track": [-1, 0, 1, 2], "start": 0, "labels": {"-1": "sunny", "1": "cloudy"}}
    assert data["flow"] == {"min": 0, "max": 8}
    alt = data["boards"]["alternate"]
    assert alt["slots"] == ["dock", "1", "2", "3", "4", "5", "6A", "7A", "6B", "7B", "falls"]
    assert alt["downstream"]["5"] == ["6A", "6B"]
    assert alt["sites"] == {
        "violet": ["3"],
        "clear": ["4"],
        "yellow": ["5"],
        "blue": ["6A", "6B"],
        "pink": ["7A", "7B"],
    }
    assert data["boards"]["straight"]["sites"]["pink"] == ["8", "9"]


# Clause: NIA-3
def test_NIA_3_catalog_passes_its_schema_and_bad_files_say_where(tmp_path):
    good = raw_catalog()
    bad = copy.deepcopy(good)
    bad["boat_capacity"] = 2
    path = tmp_path / "niagara.yaml"
    path.write_text(yaml.safe_dump(bad))
    with pytest.raises(DataFileError, match=r"boat_capacity: expected 1 \(a canoe carries one gem\)"):
        load_yaml(path, SCHEMA)
    bad = copy.deepcopy(good)
    bad["paddle_cards"] = [1, 2, "storm"]
    path.write_text(yaml.safe_dump(bad))
    with pytest.raises(DataFileError, match=r"paddle_cards\[2\]"):
        load_yaml(path, SCHEMA)
    bad = copy.deepcopy(good)
    del bad["boards"]["straight"]
    path.write_text(yaml.safe_dump(bad))
    with pytest.raises(DataFileError, match="boards: 'straight' is missing"):
        load_yaml(path, SCHEMA)


# Clause: NIA-3
def test_NIA_3_consistency_errors_name_the_place():
    data = raw_catalog()
    data["gem_value"].pop("pink")
    with pytest.raises(DataFileError, match="gem_value: expected exactly the colours"):
        build_catalog(data)
    data = raw_catalog()
    data["boards"]["alternate"]["depth"]["7A"] = 9
    with pytest.raises(DataFileError, match=r"depth.7A: expected one more"):
        build_board("alternate", build_catalog(data))
    data = raw_catalog()
    data["boards"]["alternate"]["sites"]["blue"] = ["6A", "6Z"]
    with pytest.raises(DataFileError, match=r"sites\.blue"):
        build_board("alternate", build_catalog(data))


# Clause: NIA-3
def test_NIA_3_board_tables_alternate():
    brd = board("alternate")
    assert brd.names[brd.dock] == "dock" and brd.names[brd.falls] == "falls"
    assert brd.arms == ("A", "B")
    assert [brd.arm_of[brd.index[s]] for s in ("5", "6A", "7A", "6B", "7B")] == [None, "A", "A", "B", "B"]
    assert [brd.names[s] for s in brd.up_reach[brd.index["7B"]]] == ["6B", "5", "4", "3", "2", "1", "dock"]
    two_from_5 = {(brd.names[d], arm) for d, arm in brd.down_reach[brd.index["5"]][2]}
    assert two_from_5 == {("7A", "A"), ("7B", "B")}
    assert brd.down_reach[brd.index["7A"]][1] == ()  # never into the falls


# Clause: NIA-4
def test_NIA_4_sites_and_shared_supply():
    brd = board("alternate")
    sites = {brd.names[s]: brd.site_of[s] for s in brd.river}
    assert sites == {"1": -1, "2": -1, "3": 0, "4": 1, "5": 2, "6A": 3, "7A": 4, "6B": 3, "7B": 4}
    view = new_match().view(0)
    assert view["sites"]["blue"] == {
        "slots": ["6A", "6B"],
        "supply": {"violet": 0, "clear": 0, "yellow": 0, "blue": 7, "pink": 0},
    }


# Clause: NIA-5
def test_NIA_5_straight_board():
    brd = board("straight")
    assert brd.names == ("dock", "1", "2", "3", "4", "5", "6", "7", "8", "9", "falls")
    assert brd.arms == ()
    assert [brd.site_of[brd.index[s]] for s in ("3", "4", "5", "6", "7", "8", "9")] == [0, 1, 2, 3, 3, 4, 4]
    assert new_match(fork="straight").view(0)["next_arm"] is None


def test_NIA_6_boats_share_slots_and_carry_one_gem():
    match = new_match(
        setup={"boats": [[{"at": "3", "gem": "pink"}, {"at": "3"}], [{"at": "3"}, {"at": "3", "gem": "blue"}], None]}
    )
    slot3 = next(s for s in match.view(0)["slots"] if s["id"] == "3")
    assert len(slot3["boats"]) == 4
    assert board("alternate").index["falls"] == 10
