"""The statistics database: record, restart, read back; the import of finished/; damaged, locked, read-only,
missing databases; two programs recording at once."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tablegame.core.match import Match, Seat
from tablegame.stats.db import StatsDB
from tablegame.stats.figures import figures, figures_of
from tablegame.stats.importer import import_finished
from tablegame.stats.record import placings, record_from_save
from tablegame.storage.kept import match_id_of
from tablegame.storage.saves import SaveStore

ROOT = Path(__file__).resolve().parents[2]


def finished(seed: int, names: tuple[str, ...] = ("Mina",), bots: int = 1, level: str = "normal") -> Match:
    """A CABO match of these people and bots played to its end by random moves."""
    seats = [Seat(n) for n in names] + [Seat(f"Bot {i}", "bot", level) for i in range(bots)]
    match = Match("cabo", seats, seed)
    rng = random.Random(seed)
    while not match.is_over():
        match.apply(rng.choice(match.legal_actions()))
    return match


def keep(store: SaveStore, match: Match, when: float) -> Path:
    """Write a finished game where the program keeps it (with its id, as the table's first autosave gives it)."""
    match_id_of(match)
    return store.autosave(match, played_at=when)


def from_files(folder: Path) -> dict[str, object]:
    """The figures computed straight from the finished saves, not through the database."""
    records = [record_from_save(json.loads(p.read_text()), str(p), match_id=p.stem) for p in folder.glob("*.json")]
    return figures_of([r for r in records if r is not None])


def test_record_restart_read_back_equals_the_finished_saves(tmp_path):
    store = SaveStore(tmp_path / "saves")
    for seed in range(4):
        keep(store, finished(seed, ("Mina", "Jo") if seed % 2 else ("Mina",)), 1_000_000 + seed)
    keep(store, finished(9, (), bots=2), 2_000_000)  # bots only: not recorded
    db = StatsDB(tmp_path / "stats.sqlite")
    assert import_finished(db, store.finished_folder) == 4
    again = StatsDB(tmp_path / "stats.sqlite")  # a restart
    shown = figures(again)
    assert shown == from_files(store.finished_folder)
    assert shown["games"] == 4 and set(shown["players"]) == {"Mina", "Jo"}
    mina = shown["players"]["Mina"]
    assert mina["games"] == 4 and len(mina["series"]) == 4 and mina["by_seats"]
    assert again.known_names() == ["Mina", "Jo"]
    assert again.take_problem() is None


def test_the_import_is_idempotent_and_reads_nothing_twice(tmp_path, monkeypatch):
    store = SaveStore(tmp_path / "saves")
    keep(store, finished(1), 1_000_000)
    keep(store, finished(2, (), bots=2), 1_000_001)
    db = StatsDB(tmp_path / "stats.sqlite")
    assert import_finished(db, store.finished_folder) == 1
    monkeypatch.setattr("tablegame.stats.importer.read_save", lambda path: pytest.fail(f"read {path} again"))
    assert import_finished(db, store.finished_folder) == 0
    assert figures(db)["games"] == 1


def test_figures_filters_streaks_and_levels(tmp_path):
    store = SaveStore(tmp_path / "saves")
    for seed in range(6):
        keep(store, finished(seed, level="easy" if seed < 3 else "hard"), 1_000_000 + seed)
    db = StatsDB(tmp_path / "stats.sqlite")
    import_finished(db, store.finished_folder)
    everything = figures(db)["players"]["Mina"]
    assert set(everything["by_level"]) == {"easy", "hard"}
    assert sum(v["games"] for v in everything["by_level"].values()) == 6
    results = [point["won"] for point in everything["series"]]
    assert everything["wins"] == sum(results) and everything["longest_streak"] <= everything["wins"]
    assert figures(db, level="hard")["games"] == 3
    last = figures(db, player="Mina", last=2)["players"]["Mina"]
    assert [p["match_id"] for p in last["series"]] == [p["match_id"] for p in everything["series"][-2:]]
    assert figures(db, game="niagara")["games"] == 0


def test_placings_follow_the_direction_the_winners_show():
    assert placings([10, 30, 20], {0}) == [1, 3, 2]  # lowest wins (CABO)
    assert placings([10, 30, 20], {1}) == [3, 1, 2]
    assert placings([5, 5, 1], {0, 1}) == [1, 1, 3]


def test_a_damaged_database_is_set_aside_and_a_new_one_started(tmp_path):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"this is no database at all" * 100)
    db = StatsDB(path)
    store = SaveStore(tmp_path / "saves")
    keep(store, finished(1), 1_000_000)
    assert import_finished(db, store.finished_folder) == 1
    [aside] = tmp_path.glob("stats.sqlite.damaged-*")
    assert aside.read_bytes().startswith(b"this is no database")
    assert "set aside" in (db.take_problem() or "") and db.take_problem() is None
    assert figures(db)["games"] == 1


def test_a_locked_database_gives_a_message_and_the_program_goes_on(tmp_path):
    path = tmp_path / "stats.sqlite"
    db = StatsDB(path, busy_seconds=0.05)
    assert db.games() == []
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        record = record_from_save(json.loads(keep(SaveStore(tmp_path / "s"), finished(1), 1e6).read_text()), "x")
        assert record is not None and db.record(record) is False
        assert "locked" in (db.take_problem() or "")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert db.record(record) is True and len(db.games()) == 1


def test_a_read_only_or_missing_database_gives_a_message(tmp_path, monkeypatch):
    blocked = StatsDB(tmp_path / "a file" / "stats.sqlite")
    (tmp_path / "a file").write_text("not a folder")  # the folder cannot be made
    assert blocked.games() == [] and blocked.known_names() == []
    assert "not available" in (blocked.take_problem() or "")
    path = tmp_path / "stats.sqlite"
    StatsDB(path).games()  # made
    connect = sqlite3.connect
    monkeypatch.setattr(
        sqlite3, "connect", lambda p, **kw: connect(f"file:{p}?mode=ro", uri=True, **kw)
    )  # read-only even for root
    record = record_from_save(json.loads(keep(SaveStore(tmp_path / "s"), finished(1), 1e6).read_text()), "x")
    assert record is not None
    read_only = StatsDB(path)
    assert read_only.record(record) is False and "not available" in (read_only.take_problem() or "")
    assert path.exists() and not list(tmp_path.glob("*.damaged-*"))


WRITER = """
import json, sys
from pathlib import Path
from tablegame.stats.db import StatsDB
from tablegame.stats.record import record_from_save
db = StatsDB(Path(sys.argv[1]))
for line in Path(sys.argv[2]).read_text().splitlines():
    assert db.record(record_from_save(json.loads(line), "x")), db.take_problem()
"""


def test_two_programs_recording_at_once_lose_no_game(tmp_path):
    base = json.loads(keep(SaveStore(tmp_path / "s"), finished(1), 1e6).read_text())
    for writer in ("a", "b"):
        lines = [json.dumps({**base, "match_id": f"{writer}{i:031x}"}) for i in range(40)]
        (tmp_path / f"{writer}.jsonl").write_text("\n".join(lines))
    path = tmp_path / "stats.sqlite"
    StatsDB(path).games()
    runs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(tmp_path / f"{w}.jsonl")], cwd=ROOT)
        for w in ("a", "b")
    ]
    assert [run.wait(timeout=60) for run in runs] == [0, 0]
    assert len(StatsDB(path).games()) == 80


def test_hints_and_undos_are_read_from_the_summary_when_it_has_them(tmp_path):
    data = json.loads(keep(SaveStore(tmp_path / "s"), finished(1), 1e6).read_text())
    del data["match_id"]  # two records of one game, under ids of their own
    plain = record_from_save(data, "x", match_id="a" * 32)
    assert plain is not None and (plain.hints, plain.undos) == (0, 0)
    data["summary"] |= {"hints": 2, "undos": 1}
    coached = record_from_save(data, "x", match_id="b" * 32)
    assert coached is not None and (coached.hints, coached.undos) == (2, 1)
    db = StatsDB(tmp_path / "stats.sqlite")
    assert db.record(plain) and db.record(coached) and db.record(coached)  # the second time: left as it is
    assert figures(db)["players"]["Mina"]["games_with_hints"] == 1 and figures(db)["games"] == 2
