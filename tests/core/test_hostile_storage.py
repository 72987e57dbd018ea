"""Hostile saves and odd save folders: every save load checks the same things, the Load list survives anything."""

from __future__ import annotations

import json
import os
import stat
import threading
import time

import pytest

from tablegame.core.match import Match, Seat, name_problem
from tablegame.core.rules import BadSetup
from tablegame.storage import saves
from tablegame.storage.saves import SaveError, SaveExists, SaveStore, load_match, match_from_json, match_to_json

SEATS = [Seat("A"), Seat("B", "bot", "normal")]


def save_data(**changes) -> dict:
    """A small valid CABO save object with some fields changed."""
    data = match_to_json(Match("cabo", SEATS, 3))
    data.update(changes)
    return data


def write(path, data) -> None:
    """Write a save object as JSON (ASCII escapes, so lone surrogates survive the file)."""
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("seat", "expected"),
    [
        ({"name": "B", "kind": "bot", "level": "genius"}, "seats[1].level: unknown bot level 'genius'"),
        ({"name": "B", "kind": "bot", "level": "hard@infs"}, "seats[1].level: bad budget"),
        ({"name": "B", "kind": "bot", "level": "hard@1e9s"}, "seats[1].level: bad budget"),
        ({"name": "B", "kind": "bot", "level": "hard@99999999999999999999"}, "seats[1].level: bad budget"),
        ({"name": "B\x00", "kind": "human"}, "seats[1].name: expected a name without control characters"),
        ({"name": "\ud800You", "kind": "human"}, "seats[1].name: expected a name in valid Unicode"),
        ({"name": "\x1b]0;pwned\x07", "kind": "human"}, "seats[1].name: expected a name without control"),
        ({"name": "   ", "kind": "human"}, "seats[1].name: expected a name, got an empty one"),
    ],
)
def test_a_save_with_a_seat_nothing_can_use_is_refused_with_its_place(tmp_path, seat, expected):
    path = tmp_path / "odd.json"
    write(path, save_data(seats=[{"name": "A", "kind": "human"}, seat]))
    with pytest.raises(SaveError) as caught:
        load_match(path)
    assert expected in str(caught.value) and "\n" not in str(caught.value)
    entry = SaveStore(tmp_path).entries()[0]
    assert entry.problem is not None and expected in entry.problem


def test_the_same_checks_hold_for_a_match_built_in_code():
    with pytest.raises(BadSetup, match=r"seats\[0\]\.name"):
        Match("cabo", [Seat("A\x00"), Seat("B")], 1)
    assert name_problem("민아 🙂") is None and name_problem("Ünïcødé") is None


def test_a_bot_seat_without_a_level_still_loads(tmp_path):
    path = tmp_path / "g.json"
    write(path, save_data(seats=[{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot"}]))
    assert load_match(path).seats[1].is_bot


def test_deep_nesting_is_refused_before_any_check_recurses():
    deep: list = []
    for _ in range(985):
        deep = [deep]
    with pytest.raises(SaveError, match="nested more than"):
        match_from_json(save_data(setup={"deck": deep}), "deep.json")
    assert saves.nesting_depth(save_data(), 40) <= 7


def fifo_or_skip(path) -> None:
    """Make a FIFO, or skip where the system has none."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    os.mkfifo(path)


def entries_within(store: SaveStore, seconds: float = 30) -> list:
    """The store's entries, failing (instead of hanging the suite) if listing blocks."""
    found: list = []
    worker = threading.Thread(target=lambda: found.append(store.entries()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert found, "listing the saves blocked"
    return found[0]


def test_the_load_list_lists_what_it_can_and_marks_every_odd_file(tmp_path):
    store = SaveStore(tmp_path)
    store.save(Match("cabo", SEATS, 3), "good")
    (tmp_path / "dangling.json").symlink_to(tmp_path / "nowhere.json")
    (tmp_path / "digits.json").write_text('{"format": "tablegame-save", "seed": 1' + "0" * 5000 + "}")
    (tmp_path / "deep.json").write_text("[" * 985 + "]" * 985)
    (tmp_path / "folder.json").mkdir()
    fifo_or_skip(tmp_path / "pipe.json")
    entries = {entry.path.name: entry for entry in entries_within(store)}
    assert entries["good.json"].problem is None and entries["good.json"].game == "cabo"
    for name in ("dangling.json", "digits.json", "deep.json", "folder.json", "pipe.json"):
        problem = entries[name].problem
        assert problem is not None and "\n" not in problem, name
    assert "not a regular file" in entries["pipe.json"].problem
    assert stat.S_ISFIFO(os.stat(tmp_path / "pipe.json").st_mode)  # listed, never opened, left alone


def test_loading_a_fifo_refuses_at_once(tmp_path):
    fifo_or_skip(tmp_path / "pipe.json")
    outcome: list = []

    def load() -> None:
        try:
            load_match(tmp_path / "pipe.json")
        except SaveError as exc:
            outcome.append(str(exc))

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(30)
    assert outcome and "pipe.json" in outcome[0]


def test_a_named_save_never_takes_the_autosave_slot(tmp_path):
    store = SaveStore(tmp_path)
    for name in ("autosave", "AutoSave", " autosave ", "con", "LPT1"):
        assert store.name_problem(name) is not None, name
        with pytest.raises(ValueError, match="keeps for itself"):
            store.save(Match("cabo", SEATS, 3), name)
    assert store.entries() == [] and store.kept_games() == []


def test_names_that_share_a_file_are_never_overwritten_without_a_question(tmp_path):
    store = SaveStore(tmp_path)
    first = Match("cabo", SEATS, 3)
    second = Match("cabo", SEATS, 4)
    path = store.save(first, "my game!")
    with pytest.raises(SaveExists):
        store.save(second, "my game?")
    assert load_match(path).seed == 3
    store.save(second, "my game?", replace=True)
    assert load_match(path).seed == 4
    assert store.entries()[0].name == "my game?"  # the list shows the name the player gave


def test_stale_temporaries_are_removed_and_fresh_ones_kept(tmp_path):
    store = SaveStore(tmp_path)
    stale = tmp_path / ".autosave.json.k3j_x9.tmp"
    fresh = tmp_path / ".autosave.json.q1w2e3.tmp"
    other = tmp_path / ".notes.txt.tmp"
    for path in (stale, fresh, other):
        path.write_text("{")
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    kept_stale = store.games_folder / ".0123.json.abc.tmp"  # a game's own autosave, cut short
    kept_stale.parent.mkdir()
    kept_stale.write_text("{")
    os.utime(kept_stale, (an_hour_ago, an_hour_ago))
    assert store.remove_stale_temporaries() == 2
    assert not stale.exists() and not kept_stale.exists() and fresh.exists() and other.exists()


def test_a_write_syncs_the_file_and_then_its_folder(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync

    def record(fd: int) -> None:
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real_fsync(fd)

    monkeypatch.setattr(saves.os, "fsync", record)
    saves.write_atomic(tmp_path / "x.json", "{}")
    assert synced == [False, True]


def test_a_folder_that_cannot_be_made_is_reported_not_raised(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    store = SaveStore(blocker / "saves")
    assert "cannot be made" in (store.problem() or "")
    assert store.entries() == [] and store.kept_games() == [] and store.kept_games(finished=True) == []
    assert store.remove_stale_temporaries() == 0
    with pytest.raises(OSError):
        store.autosave(Match("cabo", SEATS, 3))


def test_a_kept_field_with_a_lone_surrogate_is_saved_escaped(tmp_path):
    path = tmp_path / "kept.json"
    write(path, save_data(note="\ud800 odd"))
    match = load_match(path)
    saves.save_match(match, tmp_path / "again.json")
    assert load_match(tmp_path / "again.json").extra["note"] == "\ud800 odd"
