"""The background autosave: the same file as the synchronous write, newest snapshot only, atomic, failures told."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from random_play import play_on

from tablegame.core.match import Match, Seat
from tablegame.storage import saves, writer
from tablegame.storage.kept import MATCH_ID_FIELD
from tablegame.storage.saves import SaveStore, load_match

SEATS = [Seat("Mina 😀"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "normal")]


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch):
    """Saves carry the time they were written: the same second for every write here, to compare files."""
    monkeypatch.setattr(saves.time, "strftime", lambda *_: "2026-12-02T01:00:00")


def niagara(seed: int = 1, options: dict | None = None) -> Match:
    """A Niagara match that never ends by itself (no round limit), for long games."""
    return Match("niagara", list(SEATS), seed, options if options is not None else {"max_rounds": 0})


def written_by_the_old_way(tmp_path: Path, match: Match) -> bytes:
    """The file the match would be as one whole compact save text (the writer encodes it a piece at a time)."""
    return saves.save_text(saves.kept_data(match, played_at=5.0), compact=True).encode("utf-8")


def background_file(store: SaveStore, match: Match) -> Path:
    """Where the background autosave of a match in progress lies."""
    return store.kept_path(match.extra[MATCH_ID_FIELD], False)


def test_after_a_flush_the_file_is_byte_for_byte_one_whole_compact_save_text(tmp_path):
    store = SaveStore(tmp_path / "bg")
    match = niagara()
    match.extra["note"] = {"actions": [], "text": "kept ✓"}  # an unknown field is kept, in its place
    for count in (0, 1, 1, 40, 700, 3):  # bursts and single moves, as a table plays them
        play_on(match, count)
        store.autosave_later(match, played_at=5.0)
        assert store.flush()
        assert background_file(store, match).read_bytes() == written_by_the_old_way(tmp_path, match)
    assert store.autosave_failure(match) is None


def test_a_game_loaded_again_is_encoded_from_its_own_actions(tmp_path):
    store = SaveStore(tmp_path / "bg")
    match = play_on(niagara(), 30)
    store.autosave_later(match, played_at=5.0)
    [kept] = store.kept_games()
    again = store.load_kept(kept)  # the same game id, new action objects
    play_on(again, 5, seed=3)
    store.autosave_later(again, played_at=5.0)
    store.flush()
    assert background_file(store, again).read_bytes() == written_by_the_old_way(tmp_path, again)


def test_a_game_that_ends_moves_to_the_finished_games(tmp_path):
    store = SaveStore(tmp_path)
    match = play_on(Match("cabo", SEATS[:2], 3), 6)
    store.autosave_later(match)
    store.flush()
    play_on(match, 10_000)
    assert match.is_over()
    store.autosave_later(match)
    assert store.kept_games() == []  # listing waits for the write
    [done] = store.kept_games(finished=True)
    assert load_match(done.path).actions == match.actions


@pytest.mark.parametrize("how", ["now", "background", "at once"])
def test_every_autosave_goes_through_the_one_writer_and_a_finished_game_through_write_finished(
    tmp_path, monkeypatch, how
):
    """`autosave`, and `autosave_later` with or without the thread: each is `KeptWriter.write`, and the game's
    last position is written by `write_finished` once, leaving no file among the games in progress."""
    store = SaveStore(tmp_path, background=how == "background")
    written: list[int] = []
    finished: list[str] = []
    write, write_finished = store.writer.write, store.writer.write_finished

    def counted_write(snapshot, encoded=None):
        written.append(len(snapshot.actions))
        return write(snapshot, encoded)

    def counted_finish(ident: str, contents: bytes):
        finished.append(ident)
        return write_finished(ident, contents)

    monkeypatch.setattr(store.writer, "write", counted_write)
    monkeypatch.setattr(store.writer, "write_finished", counted_finish)
    match = play_on(Match("cabo", SEATS[:2], 3), 6)
    save = store.autosave if how == "now" else store.autosave_later
    save(match)
    assert store.flush()
    play_on(match, 10_000)
    save(match)
    assert store.flush()
    assert written == [6, len(match.actions)]
    assert finished == [match.extra[MATCH_ID_FIELD]]
    assert not store.kept_path(finished[0], False).exists()
    assert load_match(store.kept_path(finished[0], True)).actions == match.actions


def test_moves_that_land_during_a_write_make_one_more_write_with_the_newest(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    writing, release = threading.Event(), threading.Event()
    written: list[int] = []
    place = store.writer.place

    def slow_place(ident: str, over: bool, contents: bytes) -> object:
        written.append(len(json.loads(contents)["actions"]))
        writing.set()
        release.wait(10)
        return place(ident, over, contents)

    monkeypatch.setattr(store.writer, "place", slow_place)
    match = niagara()
    store.autosave_later(match)
    assert writing.wait(10)  # the first write is on its way to the disk
    for _ in range(5):
        play_on(match, 1)
        store.autosave_later(match)
    assert store.writer.waiting() == 1  # five moves, one snapshot waiting: the newest
    release.set()
    assert store.flush()
    assert written == [0, 5]
    assert load_match(background_file(store, match)).actions == match.actions


class CutShort:
    """A file handle that writes `limit` bytes and then fails, as a full disk or a killed program would."""

    def __init__(self, handle, limit: int) -> None:
        self.handle, self.limit = handle, limit

    def write(self, data: bytes) -> int:
        self.handle.write(data[: self.limit])
        self.handle.flush()
        raise OSError(28, "No space left on device")

    def __getattr__(self, name: str):
        return getattr(self.handle, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.handle.close()


@pytest.mark.parametrize("how", ["write cut short", "rename fails"])
def test_a_write_that_fails_midway_leaves_the_old_file_whole_and_says_why(tmp_path, monkeypatch, how):
    store = SaveStore(tmp_path)
    match = play_on(niagara(), 50)
    store.autosave_later(match)
    store.flush()
    path = background_file(store, match)
    old = path.read_bytes()
    play_on(match, 50)
    real_fdopen, real_replace = os.fdopen, os.replace
    if how == "write cut short":
        monkeypatch.setattr(saves.os, "fdopen", lambda fd, *a, **k: CutShort(real_fdopen(fd, *a, **k), 100))
    else:
        monkeypatch.setattr(saves.os, "replace", lambda *_: (_ for _ in ()).throw(OSError(5, "I/O error")))
    store.autosave_later(match)
    store.flush()
    failure = store.autosave_failure(match)
    assert isinstance(failure, OSError) and failure.strerror in ("No space left on device", "I/O error")
    assert path.read_bytes() == old and [p.name for p in path.parent.iterdir()] == [path.name]  # no half file
    monkeypatch.setattr(saves.os, "fdopen", real_fdopen)
    monkeypatch.setattr(saves.os, "replace", real_replace)
    store.autosave_later(match)
    store.flush()
    assert store.autosave_failure(match) is None and load_match(path).actions == match.actions


def test_a_field_that_is_not_json_is_a_failure_not_an_error(tmp_path):
    store = SaveStore(tmp_path)
    match = niagara()
    match.extra["odd"] = {1, 2}  # a set: no JSON for it
    store.autosave_later(match)
    assert isinstance(store.autosave_failure(match), TypeError)
    assert store.kept_games() == []


def test_a_lone_surrogate_in_a_kept_field_reads_back_the_same(tmp_path):
    store = SaveStore(tmp_path)
    match = play_on(niagara(), 5)
    match.extra["note"] = "\ud800 odd é"
    store.autosave_later(match)
    store.flush()
    path = background_file(store, match)
    assert json.loads(path.read_bytes())["note"] == "\ud800 odd é"
    assert load_match(path).actions == match.actions


def test_the_thread_ends_when_idle_and_the_next_autosave_starts_another(tmp_path, monkeypatch):
    monkeypatch.setattr(writer, "IDLE_SECONDS", 0.0)
    store = SaveStore(tmp_path)
    match = niagara()
    for _ in range(4):
        play_on(match, 3)
        store.autosave_later(match)
        assert store.flush()
    assert load_match(background_file(store, match)).actions == match.actions


def test_without_the_background_the_write_happens_at_once(tmp_path):
    store = SaveStore(tmp_path, background=False)  # the benchmark's way of timing the old synchronous write
    match = play_on(niagara(), 10)
    store.autosave_later(match, played_at=5.0)
    assert background_file(store, match).read_bytes() == written_by_the_old_way(tmp_path, match)
    blocked = SaveStore(tmp_path / "a file" / "saves", background=False)
    (tmp_path / "a file").write_text("not a folder")
    blocked.autosave_later(match)
    assert isinstance(blocked.autosave_failure(match), OSError)


KILLED_WRITER = """
import random, sys
from pathlib import Path
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import SaveStore
store = SaveStore(Path(sys.argv[1]))
match = Match("niagara", [Seat("A"), Seat("B", "bot", "random"), Seat("C", "bot", "random")], 2, {"max_rounds": 0})
rng = random.Random(2)
for _ in range(2000):
    match.apply(rng.choice(match.legal_actions()))
while True:
    for _ in range(20):
        match.apply(rng.choice(match.legal_actions()))
        store.autosave_later(match)
    store.flush()
    print(match.extra["match_id"], len(match.actions), flush=True)
"""


def test_a_program_killed_while_it_autosaves_leaves_a_whole_save(tmp_path):
    """A real kill (SIGKILL, no clean-up at all) at whatever moment it lands: the file reads back whole."""
    child = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    try:
        lines = [child.stdout.readline().split() for _ in range(3)]  # three flushed writes, then a kill mid-game
        assert all(len(line) == 2 for line in lines), lines
    finally:
        child.kill()
        child.wait(30)
        child.stdout.close()
    ident, flushed = lines[-1]
    actions = load_match(tmp_path / "games" / f"{ident}.json").actions
    assert len(actions) >= int(flushed)  # the flushed state, or a newer one; never a broken file
