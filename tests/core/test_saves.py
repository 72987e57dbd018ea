"""Save files: round trips, atomic writes, autosave/resume, damaged and hostile files."""

from __future__ import annotations

import json
import random

import pytest

from tablegame.core.match import Match, Seat
from tablegame.paths import data_dir
from tablegame.storage.saves import (
    SaveError,
    SaveStore,
    load_match,
    match_from_json,
    match_to_json,
    save_match,
    write_atomic,
)

SEATS = [Seat("Mina", "human"), Seat("Bot 1", "bot", "normal")]


def played_match(n_actions: int = 25, seed: int = 7) -> Match:
    """A CABO match with some random legal actions played."""
    match = Match("cabo", list(SEATS), seed)
    rng = random.Random(seed)
    for _ in range(n_actions):
        if match.is_over():
            break
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    return match


def test_round_trip_restores_the_exact_position(tmp_path):
    match = played_match()
    path = tmp_path / "game.json"
    save_match(match, path)
    loaded = load_match(path)
    assert loaded.actions == match.actions
    assert loaded.seats == match.seats
    for seat in range(2):
        assert loaded.view(seat) == match.view(seat)
    assert loaded.legal_actions() == match.legal_actions()


def test_save_file_has_the_contract_fields(tmp_path):
    path = tmp_path / "game.json"
    save_match(played_match(5), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "tablegame-save" and data["version"] == 1
    assert data["game"] == "cabo" and data["seed"] == 7
    assert data["seats"][1] == {"name": "Bot 1", "kind": "bot", "level": "normal"}
    assert all("seat" in a and "type" in a for a in data["actions"])


def test_unknown_fields_are_kept():
    data = match_to_json(played_match(3))
    data["comment"] = {"from": "a newer version"}
    assert match_to_json(match_from_json(data))["comment"] == {"from": "a newer version"}


def test_atomic_write_replaces_whole_file_and_leaves_no_temporary(tmp_path):
    path = tmp_path / "x.json"
    write_atomic(path, "old")
    write_atomic(path, "new")
    assert path.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_autosave_and_resume(tmp_path):
    store = SaveStore(tmp_path)
    match = played_match(12)
    assert store.kept_games() == []
    path = store.autosave(match)
    [kept] = store.kept_games()
    assert kept.path == path and kept.id == match.extra["match_id"] and not kept.finished
    resumed = store.load_kept(kept)
    assert resumed.view(0) == match.view(0) and resumed.to_act() == match.to_act()
    assert resumed.extra["match_id"] == kept.id  # playing on writes the same file


def test_named_saves_are_listed_and_names_are_made_safe(tmp_path):
    store = SaveStore(tmp_path)
    path = store.save(played_match(4), "../../evil/name")
    assert path.parent == tmp_path
    entries = store.entries()
    assert len(entries) == 1 and entries[0].game == "cabo" and entries[0].problem is None


BAD_FILES = {
    "not_json": b"{this is not json",
    "binary": bytes(range(256)),
    "wrong_format": json.dumps({"format": "other", "version": 1}).encode(),
    "wrong_version": json.dumps(
        {"format": "tablegame-save", "version": 99, "game": "cabo", "seats": [], "seed": 1, "actions": []}
    ).encode(),
    "unknown_game": json.dumps(
        {
            "format": "tablegame-save",
            "version": 1,
            "game": "chess",
            "seed": 1,
            "actions": [],
            "seats": [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}],
        }
    ).encode(),
    "list_at_top": b"[1, 2, 3]",
    "deep_nesting": b"[" * 100000 + b"]" * 100000,
    "seat_not_object": json.dumps(
        {"format": "tablegame-save", "version": 1, "game": "cabo", "seed": 1, "actions": [], "seats": [3, 4]}
    ).encode(),
    "too_many_seats": json.dumps(
        {
            "format": "tablegame-save",
            "version": 1,
            "game": "cabo",
            "seed": 1,
            "actions": [],
            "seats": [{"name": str(i), "kind": "human"} for i in range(9)],
        }
    ).encode(),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_damaged_or_hostile_file_gives_one_line_and_is_left_untouched(tmp_path, name):
    path = tmp_path / f"{name}.json"
    path.write_bytes(BAD_FILES[name])
    with pytest.raises(SaveError) as info:
        load_match(path)
    message = str(info.value)
    assert "\n" not in message and len(message) < 400
    assert path.read_bytes() == BAD_FILES[name]


def test_illegal_action_is_named_by_its_index(tmp_path):
    data = match_to_json(played_match(6))
    data["actions"].insert(3, {"seat": 0, "type": "teleport"})
    with pytest.raises(SaveError, match="action 3 is illegal"):
        match_from_json(data)


def test_a_damaged_save_never_harms_the_others(tmp_path):
    store = SaveStore(tmp_path)
    store.save(played_match(4), "good")
    (tmp_path / "bad.json").write_text("{broken")
    entries = {e.name: e for e in store.entries()}
    assert entries["bad"].problem and entries["good"].problem is None
    assert store.load("good").game == "cabo"
    assert (tmp_path / "bad.json").read_text() == "{broken"


def test_every_shipped_example_save_loads():
    paths = sorted(data_dir("saves").glob("*.json"))
    assert paths, "saves/ should hold example games"
    for path in paths:
        match = load_match(path)
        assert match.actions, path.name


def test_example_save_one_move_before_a_bomb():
    """CABO-25 in a shipped scenario: the discard that ends the round scores the bomb."""
    match = load_match(data_dir("saves") / "cabo-one-move-before-a-bomb.json")
    match.apply({"seat": 1, "type": "discard"})
    assert match.result()["round_scores"] == [50, 0]
