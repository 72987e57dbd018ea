"""The cache of kept games' summaries: listing reads only files that changed, and never trusts the cache blindly."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from tablegame.core.match import Match, Seat
from tablegame.storage.kept import MATCH_ID_FIELD
from tablegame.storage.saves import SaveStore
from tablegame.storage.summary_index import INDEX_NAME

SEATS = [Seat("Mina"), Seat("Bot 2", "bot", "normal")]


def played(seed: int, n_actions: int, game: str = "cabo") -> Match:
    """A match with `n_actions` random legal actions played (fewer if it ends first)."""
    match = Match(game, list(SEATS), seed)
    rng = random.Random(seed)
    while not match.is_over() and len(match.actions) < n_actions:
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.fixture
def opened(monkeypatch) -> list[Path]:
    """Every kept game's file opened from now on (not the cache file, nor temporary files)."""
    paths: list[Path] = []
    real_open = os.open

    def counting_open(path, *args, **kwargs):
        name = Path(path).name
        if name.endswith(".json") and not name.startswith("."):
            paths.append(Path(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", counting_open)
    return paths


def kept_folder(tmp_path: Path, count: int) -> tuple[SaveStore, list[Match]]:
    """A store with `count` games in progress, listed once (so the cache file is written)."""
    store = SaveStore(tmp_path, background=False)
    matches = [played(seed, 4 + seed % 5) for seed in range(count)]
    for number, match in enumerate(matches):
        store.autosave(match, played_at=1000.0 + number)
    store.kept_games()
    return store, matches


def test_a_warm_listing_reads_no_file_and_a_write_keeps_it_so(tmp_path, opened):
    kept_folder(tmp_path, 12)
    store = SaveStore(tmp_path, background=False)  # another start of the program: the cache file is all it has
    opened.clear()
    listed = store.kept_games()
    assert len(listed) == 12 and opened == []
    match = store.load_kept(listed[0])
    match.apply(match.legal_actions()[0])
    store.autosave(match, played_at=5000.0)
    opened.clear()
    again = store.kept_games()
    assert opened == [] and again[0].id == listed[0].id and again[0].played_at == 5000.0
    assert again[0].turn >= listed[0].turn


def test_a_cold_listing_reads_every_file_once(tmp_path, opened):
    kept_folder(tmp_path, 5)
    (tmp_path / "games" / INDEX_NAME).unlink()
    store = SaveStore(tmp_path)
    opened.clear()
    assert len(store.kept_games()) == 5 and len(opened) == 5
    opened.clear()
    assert len(SaveStore(tmp_path).kept_games()) == 5 and opened == []


def test_the_background_autosave_updates_the_cache_too(tmp_path, opened):
    store, _ = kept_folder(tmp_path, 3)
    match = played(40, 6)
    store.writer.background = True
    store.autosave_later(match, played_at=9000.0)
    match.apply(match.legal_actions()[0])
    store.autosave_later(match, played_at=9001.0)
    store.flush()
    opened.clear()
    listed = store.kept_games()
    assert opened == [] and listed[0].id == match.extra[MATCH_ID_FIELD] and listed[0].played_at == 9001.0
    assert len(listed) == 4


def test_a_finished_game_moves_lists_without_a_read(tmp_path, opened):
    store, _ = kept_folder(tmp_path, 2)
    store.kept_games(finished=True)
    match = played(50, 10)
    rng = random.Random(3)
    while not match.is_over():
        match.apply(rng.choice(match.legal_actions()))
    store.autosave(match)
    opened.clear()
    [done] = store.kept_games(finished=True)
    assert len(store.kept_games()) == 2 and opened == []
    assert done.finished and done.id == match.extra[MATCH_ID_FIELD] and done.winners == tuple(match.result()["winners"])


def test_a_file_changed_behind_its_back_is_read_again(tmp_path, opened):
    store, matches = kept_folder(tmp_path, 3)
    path = store.kept_path(matches[1].extra[MATCH_ID_FIELD], False)
    before = path.stat()
    text = path.read_bytes()
    with open(path, "r+b") as file:  # in place: the same inode, the same size, other words
        file.write(text.replace(b"Mina", b"Nina"))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns + 1_000_000))
    assert path.stat().st_size == before.st_size and path.stat().st_ino == before.st_ino
    opened.clear()
    listed = {game.id: game for game in store.kept_games()}
    assert opened == [path] and listed[path.stem].players == ("Nina", "Bot 2")


def test_a_file_replaced_with_the_same_time_and_size_is_read_again(tmp_path, opened):
    store, matches = kept_folder(tmp_path, 2)
    path = store.kept_path(matches[0].extra[MATCH_ID_FIELD], False)
    before = path.stat()
    other = path.with_name("elsewhere.tmp")
    other.write_bytes(path.read_bytes().replace(b"Mina", b"Nina"))
    os.utime(other, ns=(before.st_atime_ns, before.st_mtime_ns))
    os.replace(other, path)  # as cloud sync does: another inode
    opened.clear()
    listed = {game.id: game for game in SaveStore(tmp_path).kept_games()}
    assert opened == [path] and listed[path.stem].players == ("Nina", "Bot 2")


def test_a_file_deleted_behind_its_back_leaves_the_list(tmp_path):
    store, matches = kept_folder(tmp_path, 3)
    gone = store.kept_path(matches[2].extra[MATCH_ID_FIELD], False)
    gone.unlink()
    assert gone.stem not in [game.id for game in store.kept_games()]
    assert len(store.kept_games()) == 2
    index = json.loads((store.games_folder / INDEX_NAME).read_text(encoding="utf-8"))
    assert gone.name not in index["files"] and len(index["files"]) == 2


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"{",
        b"\xff\xfe",
        b"[]",
        b'{"format": "something else"}',
        b'{"format":"tablegame-summary-index","version":1,"language":"en","files":[]}',
    ],
)
def test_a_damaged_cache_file_is_ignored_and_written_anew(tmp_path, opened, damage):
    store, matches = kept_folder(tmp_path, 3)
    index_path = store.games_folder / INDEX_NAME
    index_path.write_bytes(damage)
    opened.clear()
    listed = SaveStore(tmp_path).kept_games()
    assert len(opened) == 3 and sorted(game.id for game in listed) == sorted(m.extra[MATCH_ID_FIELD] for m in matches)
    assert len(json.loads(index_path.read_text(encoding="utf-8"))["files"]) == 3
    opened.clear()
    assert len(SaveStore(tmp_path).kept_games()) == 3 and opened == []


@pytest.mark.parametrize(
    "change",
    [
        {"played_at": 1e300},
        {"played_at": -5},
        {"title": "\ud800"},
        {"players": ["x" * 41]},
        {"turn": -1},
        {"turn": True},
        {"scores": ["7"]},
        {"winners": [-1]},
        {"round": 1.5},
        {"unknown": 1},
        {"stat": [1, 2]},
        {"problem": "made up"},
    ],
)
def test_a_foreign_or_damaged_entry_is_ignored_and_its_file_read(tmp_path, opened, change):
    store, matches = kept_folder(tmp_path, 2)
    index_path = store.games_folder / INDEX_NAME
    index = json.loads(index_path.read_text(encoding="utf-8"))
    name = f"{matches[0].extra[MATCH_ID_FIELD]}.json"
    index["files"][name].update(change)
    index_path.write_text(json.dumps(index), encoding="utf-8")
    opened.clear()
    listed = {game.id: game for game in SaveStore(tmp_path).kept_games()}
    assert [path.name for path in opened] == [name]
    assert listed[name[:-5]].title == "CABO" and listed[name[:-5]].played_at == 1000.0
    assert listed[name[:-5]].problem is None


def test_a_stale_entry_is_ignored(tmp_path, opened):
    store, matches = kept_folder(tmp_path, 2)
    index_path = store.games_folder / INDEX_NAME
    index = json.loads(index_path.read_text(encoding="utf-8"))
    name = f"{matches[1].extra[MATCH_ID_FIELD]}.json"
    index["files"][name]["title"] = "An old title"
    index["files"][name]["stat"][0] -= 1  # the file changed since
    index_path.write_text(json.dumps(index), encoding="utf-8")
    opened.clear()
    listed = {game.id: game for game in SaveStore(tmp_path).kept_games()}
    assert [path.name for path in opened] == [name] and listed[name[:-5]].title == "CABO"


def test_a_damaged_game_file_is_never_cached_and_read_again_at_each_listing(tmp_path, opened):
    store, _ = kept_folder(tmp_path, 1)
    broken = store.games_folder / "broken.json"
    broken.write_text("{", encoding="utf-8")
    index_before = (store.games_folder / INDEX_NAME).read_bytes()
    [problem] = [game.problem for game in store.kept_games() if game.problem]
    assert "broken.json" in problem and (store.games_folder / INDEX_NAME).read_bytes() == index_before
    opened.clear()
    assert [game.problem for game in SaveStore(tmp_path).kept_games() if game.problem] == [problem]
    assert opened == [broken]  # it may have been unreadable only for a while (another program held it)
    store.kept_games()
    assert opened == [broken, broken]


def test_a_written_file_whose_summary_cannot_be_found_is_read_at_the_next_listing(tmp_path, opened):
    store, _ = kept_folder(tmp_path, 1)
    match = played(60, 5)
    match.extra["notes"] = {"summary": "a key of the same name inside another field"}
    store.autosave(match, played_at=7000.0)
    opened.clear()
    listed = store.kept_games()
    assert [path.stem for path in opened] == [match.extra[MATCH_ID_FIELD]] and listed[0].played_at == 7000.0
    opened.clear()
    store.kept_games()
    assert opened == []


def test_a_folder_that_cannot_take_the_cache_still_lists(tmp_path):
    kept_folder(tmp_path, 2)
    (tmp_path / "games" / INDEX_NAME).unlink()
    store = SaveStore(tmp_path)

    refused = []

    def refuse(path: Path, contents: str) -> None:
        refused.append(path)
        raise OSError(30, "Read-only file system")

    store.summaries.write = refuse
    assert len(store.kept_games()) == 2 and len(store.kept_games()) == 2
    assert not (tmp_path / "games" / INDEX_NAME).exists()
    assert len(refused) == 1  # not tried again until something changes


def test_a_listing_with_little_time_reads_the_newest_files_first_and_the_next_ones_go_on(tmp_path, opened):
    kept_folder(tmp_path, 4)
    (tmp_path / "games" / INDEX_NAME).unlink()
    store = SaveStore(tmp_path)
    newest = max(store.games_folder.glob("*.json"), key=lambda path: path.stat().st_mtime_ns)
    opened.clear()
    [first] = store.kept_games(seconds=0)  # no time at all: one file still, the one changed last
    assert opened == [newest] and first.id == newest.stem and store.kept_unread() == 3

    def cached() -> int:
        return len(json.loads((tmp_path / "games" / INDEX_NAME).read_text(encoding="utf-8"))["files"])

    assert cached() == 1
    store.kept_games(seconds=0)
    assert cached() == 1  # while the folder is read a bit at a time, the cache is written every few seconds
    listings = 2
    while store.kept_unread():
        store.kept_games(seconds=0)
        listings += 1
    assert listings == 4 and len(opened) == 4 and len(store.kept_games()) == 4
    assert cached() == 4


def test_a_game_deleted_while_the_list_fills_in_leaves_it_at_once(tmp_path):
    kept_folder(tmp_path, 4)
    (tmp_path / "games" / INDEX_NAME).unlink()
    store = SaveStore(tmp_path)
    [first] = store.kept_games(seconds=0)
    store.delete_kept(first)
    listed = store.kept_games(seconds=0)  # goes on from the folder as seen a moment ago
    assert first.id not in [game.id for game in listed] and len(listed) == 1 and store.kept_unread() == 2
    assert len(store.kept_games()) == 3 and store.kept_unread() == 0


def test_a_write_that_another_program_replaced_at_once_is_read_at_the_next_listing(tmp_path, opened):
    store, matches = kept_folder(tmp_path, 2)
    match = matches[0]
    match.apply(match.legal_actions()[0])
    path = store.autosave(match, played_at=8000.0)
    ours = path.read_bytes()
    path.write_bytes(ours.replace(b'"Mina"', b'"Someone else"'))  # another copy wrote in between
    store.summaries.note_written(path, ours)  # what this copy wrote: not what the disk holds
    opened.clear()
    listed = {game.id: game for game in store.kept_games()}
    assert opened == [path] and listed[path.stem].players == ("Someone else", "Bot 2")
