"""Files of one game made one at start (issue 24, points 2-4): kills while finishing, conflict copies, two starts."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tablegame.app.main import App
from tablegame.app.settings import Settings
from tablegame.core.match import Match, Seat
from tablegame.storage import reconcile
from tablegame.storage.kept import MATCH_ID_FIELD, is_match_id, match_id_of
from tablegame.storage.saves import MIGRATING_PREFIX, SaveStore, load_match, match_to_json

SEATS = [Seat("Mina"), Seat("Bot 2", "bot", "normal")]
ROOT = Path(__file__).resolve().parents[2]


def played(seed: int, n_actions: int | None = None, game: str = "niagara") -> Match:
    """A match with random legal actions played (to its end when `n_actions` is None), with its id.

    Niagara without a round limit never ends by itself (lines of play in progress); CABO ends within 40 actions.
    """
    match = Match(game, list(SEATS), seed, {"max_rounds": 0} if game == "niagara" else {})
    match_id_of(match)  # as the table gives it before the first autosave, so that every file carries it
    return play_on(match, n_actions, seed)


def play_on(match: Match, n_actions: int | None, seed: int) -> Match:
    """Play random legal actions until the match has `n_actions` (or is over)."""
    rng = random.Random(seed)
    while not match.is_over() and (n_actions is None or len(match.actions) < n_actions):
        match.apply(rng.choice(match.legal_actions()))
    return match


def first(match: Match, count: int) -> Match:
    """The same game (same id) as it was after `count` actions."""
    again = Match(match.game, list(match.seats), match.seed, match.options, match.setup, dict(match.extra))
    again.replay(match.actions[:count])
    return again


def branch(match: Match, at: int, n_actions: int, seed: int) -> Match:
    """The same game played otherwise from action `at` on: a line of play that parts from `match`'s."""
    for attempt in range(50):
        other = play_on(first(match, at), n_actions, seed * 100 + attempt)
        if other.actions[: len(match.actions)] != match.actions[: len(other.actions)]:
            return other
    raise AssertionError("no other line found")


def files(store: SaveStore) -> dict[str, Path]:
    """Every kept file by 'games/name' or 'finished/name'."""
    found = {}
    for folder in (store.games_folder, store.finished_folder):
        for path in sorted(folder.glob("[!.]*.json")) if folder.exists() else ():
            found[f"{folder.name}/{path.name}"] = path
    return found


def as_conflict_copy(path: Path) -> Path:
    """Rename a kept file as a cloud-sync service names the copy it could not merge."""
    copy = path.with_name(f"{path.stem} (conflicted copy).json")
    path.rename(copy)
    return copy


def another_copy(folder: Path) -> SaveStore:
    """The store of another copy of the program (or a later start) on the same folder: the store that wrote a file
    before it was renamed would take the rename for a deletion and write no more."""
    return SaveStore(folder)


def lines_of(store: SaveStore) -> list[tuple[str, bool, list]]:
    """Each kept file's id (checked to be inside it and its name), finished or not, and actions."""
    found = []
    for name, path in sorted(files(store).items()):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data[MATCH_ID_FIELD] == path.stem and is_match_id(path.stem), name
        found.append((path.stem, name.startswith("finished/"), data["actions"]))
    return found


@pytest.mark.parametrize("kept_actions", ["prefix", "none", "same"])
def test_a_kill_between_the_finishing_steps_leaves_the_finished_game_once(tmp_path, kept_actions):
    store = SaveStore(tmp_path)
    match = played(3, game="cabo")
    ident = store.autosave(match).stem  # finished/<id>.json, written first
    assert match.is_over() and files(store) == {f"finished/{ident}.json": store.kept_path(ident, True)}
    if kept_actions == "same":  # killed before the old file went: simulated by writing it back
        store.games_folder.mkdir()
        store.kept_path(ident, False).write_bytes(store.kept_path(ident, True).read_bytes())
    else:
        store.autosave(first(match, len(match.actions) - 1 if kept_actions == "prefix" else 0))
    assert len(store.kept_games()) == 1 and len(store.kept_games(finished=True)) == 1  # listed twice
    assert reconcile.reconcile_store(store) == 1
    assert store.kept_games() == [] and len(store.kept_games(finished=True)) == 1
    assert load_match(store.kept_path(ident, True)).actions == match.actions


def test_a_finished_game_and_an_other_line_in_progress_are_two_games(tmp_path):
    store = SaveStore(tmp_path)
    done = played(4, game="cabo")
    ident = store.autosave(done).stem
    other = branch(done, 5, 12, seed=4)  # a copy holding an old position played on otherwise
    assert not other.is_over()
    store.autosave(other)
    reconcile.reconcile_store(store)
    [(finished_id, finished, finished_actions), (kept_id, in_progress, kept_actions)] = lines_of(store)
    assert (finished, in_progress) == (True, False)
    assert finished_id == ident and finished_actions == done.actions
    assert kept_id != ident and kept_actions == other.actions
    assert len(store.kept_games()) == len(store.kept_games(finished=True)) == 1
    assert store.load_kept(store.kept_games()[0]).actions == other.actions


@pytest.mark.parametrize("longer", ["original", "copy"])
def test_a_file_that_is_a_prefix_of_another_goes(tmp_path, longer):
    store = SaveStore(tmp_path)
    match = played(5, 20)
    short = first(match, 8)
    ident = store.autosave(match if longer == "copy" else short).stem
    as_conflict_copy(store.kept_path(ident, False))
    another_copy(tmp_path).autosave(short if longer == "copy" else match)
    assert len(files(store)) == 2
    reconcile.reconcile_store(store)
    assert lines_of(store) == [(ident, False, match.actions)]


def test_divergent_lines_are_all_kept_as_games_of_their_own(tmp_path):
    store = SaveStore(tmp_path)
    match = played(6, 20)
    other = branch(match, 10, 25, seed=6)
    ident = store.autosave(other).stem
    as_conflict_copy(store.kept_path(ident, False))
    another_copy(tmp_path).autosave(match)
    reconcile.reconcile_store(store)
    found = lines_of(store)
    assert len(found) == 2 and len({ident for ident, _, _ in found}) == 2
    assert (ident, False, match.actions) in found  # the file under the id's own name keeps it
    assert sorted(len(actions) for _, _, actions in found) == [20, 25]
    assert sorted(len(store.load_kept(game).actions) for game in store.kept_games()) == [20, 25]
    assert reconcile.reconcile_store(store) == 0  # nothing more to do at the next start


def test_a_conflict_copy_alone_is_brought_under_its_id_and_continues_never_fork(tmp_path):
    store = SaveStore(tmp_path)
    match = played(7, 6)
    ident = store.autosave(match).stem
    as_conflict_copy(store.kept_path(ident, False))
    for continues in range(3):
        reconcile.reconcile_store(store)  # each start
        [game] = store.kept_games()
        again = store.load_kept(game)
        play_on(again, 8 + 2 * continues, seed=continues)
        store.autosave(again)
    reconcile.reconcile_store(store)
    [(kept_id, finished, actions)] = lines_of(store)
    assert kept_id == ident and not finished and len(actions) == 12


def test_a_file_without_an_id_gets_one_inside_and_as_its_name(tmp_path):
    store = SaveStore(tmp_path)
    match = played(8, 5)
    store.games_folder.mkdir(parents=True)
    (store.games_folder / "copied by hand.json").write_text(json.dumps(match_to_json(match)), encoding="utf-8")
    reconcile.reconcile_store(store)
    [(ident, finished, actions)] = lines_of(store)
    assert not finished and actions == match.actions
    assert store.load_kept(store.kept_games()[0]).extra[MATCH_ID_FIELD] == ident


def test_damaged_files_are_never_touched(tmp_path):
    store = SaveStore(tmp_path)
    match = played(9, 10)
    ident = store.autosave(match).stem
    damaged = {
        store.games_folder / f"{ident} (conflicted copy).json": b"{half a file",
        store.finished_folder / f"{ident}.json": b'{"format": "tablegame-save", "match_id": "' + ident.encode() + b'"}',
        store.games_folder / "odd.json": b"[]",
    }
    for path, contents in damaged.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(contents)
    reconcile.reconcile_store(store)
    assert all(path.read_bytes() == contents for path, contents in damaged.items())
    assert load_match(store.kept_path(ident, False)).actions == match.actions
    assert len(files(store)) == 4


def test_a_line_whose_own_name_holds_a_damaged_file_moves_to_a_fresh_id(tmp_path):
    store = SaveStore(tmp_path)
    match = played(10, 10)
    ident = store.autosave(match).stem
    as_conflict_copy(store.kept_path(ident, False))
    store.kept_path(ident, False).write_bytes(b"{half a file")
    reconcile.reconcile_store(store)
    assert store.kept_path(ident, False).read_bytes() == b"{half a file"
    assert [game.problem is None for game in store.kept_games()].count(True) == 1
    assert not any("conflicted" in name for name in files(store))


HOLDER = """
import sys
from filelock import FileLock
lock = FileLock(sys.argv[1])
lock.acquire()
print("held", flush=True)
sys.stdin.readline()
"""


def test_a_game_another_process_has_open_is_left_alone(tmp_path):
    store = SaveStore(tmp_path)
    done = played(11, game="cabo")
    ident = store.autosave(done).stem
    store.autosave(first(done, 4))
    before = {name: path.read_bytes() for name, path in files(store).items()}
    lock = tmp_path / reconcile.LOCKS_FOLDER / f"{ident}.lock"
    lock.parent.mkdir()
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(lock)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        assert reconcile.reconcile_store(store) == 0
        assert {name: path.read_bytes() for name, path in files(store).items()} == before
    finally:
        holder.communicate("", timeout=30)
    assert reconcile.reconcile_store(store) == 1  # once the other copy let it go
    assert [finished for _, finished, _ in lines_of(store)] == [True]


def test_reconciling_thousands_of_games_reads_none_of_them(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    contents = store.autosave(played(12, 3)).read_bytes()
    for number in range(2000):
        (store.games_folder / f"{number:032x}.json").write_bytes(contents)
    for number in range(0, 2000, 7):
        (store.finished_folder / f"{number + 5000:032x}.json").parent.mkdir(exist_ok=True)
        (store.finished_folder / f"{number + 5000:032x}.json").write_bytes(contents)
    opened: list[str] = []
    real_os_open, real_io_open = os.open, io.open

    def counting_os_open(path, *args, **kwargs):
        opened.append(str(path))
        return real_os_open(path, *args, **kwargs)

    def counting_io_open(path, *args, **kwargs):
        opened.append(str(path))
        return real_io_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", counting_os_open)
    monkeypatch.setattr(io, "open", counting_io_open)
    assert reconcile.reconcile_store(store) == 0
    assert [path for path in opened if path.endswith(".json")] == []


def test_a_migration_cut_short_by_a_kill_is_finished_once_at_the_next_start(tmp_path):
    store = SaveStore(tmp_path)
    match = played(13, 9)
    ident = "ab" * 16
    private = tmp_path / f"{MIGRATING_PREFIX}{ident}.json"
    private.write_text(json.dumps(match_to_json(match)), encoding="utf-8")  # killed after the rename
    assert store.migrate_old_autosave() == store.kept_path(ident, False)
    assert not private.exists() and load_match(store.kept_path(ident, False)).actions == match.actions
    private.write_text(json.dumps(match_to_json(match)), encoding="utf-8")  # killed after the kept file was written
    play_on(store.load_kept(store.kept_games()[0]), 12, seed=1)
    assert store.migrate_old_autosave() == store.kept_path(ident, False)
    assert not private.exists() and len(files(store)) == 1
    assert len(load_match(store.kept_path(ident, False)).actions) == 9  # never written over


MIGRATOR = """
import sys, time
from pathlib import Path
from tablegame.storage.saves import SaveStore
for folder in sys.argv[1:]:
    go = Path(folder) / "go"
    while not go.exists():
        time.sleep(0.001)
    SaveStore(Path(folder)).migrate_old_autosave()
    print("done", flush=True)
"""


def test_two_copies_started_together_migrate_an_old_autosave_once(tmp_path):
    trials = [tmp_path / f"trial{number}" for number in range(10)]
    old = json.dumps(match_to_json(played(14, 7)))
    for folder in trials:
        folder.mkdir()
        (folder / "autosave.json").write_text(old, encoding="utf-8")
    copies = [
        subprocess.Popen(
            [sys.executable, "-c", MIGRATOR, *map(str, trials)], cwd=ROOT, stdout=subprocess.PIPE, text=True
        )
        for _ in range(2)
    ]
    try:
        for folder in trials:  # both copies wait at the same folder's start line, then go together
            (folder / "go").touch()
            assert [copy.stdout.readline().strip() for copy in copies] == ["done", "done"]
    finally:
        for copy in copies:
            copy.kill()
            copy.wait(30)
            copy.stdout.close()
    for folder in trials:
        store = SaveStore(folder)
        assert len(store.kept_games()) == 1, folder
        assert not store.old_autosave_path.exists() and store._migrations() == []


def test_the_program_reconciles_at_start(tmp_path):
    store = SaveStore(tmp_path)
    match = played(15, 6)
    ident = store.autosave(match).stem
    as_conflict_copy(store.kept_path(ident, False))
    App((640, 480), bot_threads=False, store=store, settings=Settings("instant"))
    assert lines_of(store) == [(ident, False, match.actions)]


RECONCILER = """
import sys, time
from pathlib import Path
from tablegame.storage.reconcile import reconcile_store
from tablegame.storage.saves import SaveStore
go = Path(sys.argv[1]) / "go"
while not go.exists():
    time.sleep(0.001)
print(reconcile_store(SaveStore(Path(sys.argv[1]))), flush=True)
"""


def test_two_copies_reconciling_at_once_do_the_work_once(tmp_path):
    store = SaveStore(tmp_path)
    expected = []
    for seed in range(6):  # a prefix copy, a divergent copy and a lone conflict copy of two games each
        match = played(20 + seed, 12)
        ident = store.autosave(match if seed % 3 else first(match, 5)).stem
        as_conflict_copy(store.kept_path(ident, False))
        if seed % 3 == 2:
            other = branch(match, 6, 14, seed=seed)
            another_copy(tmp_path).autosave(other)
            expected.append(other.actions)
        elif seed % 3 == 0:
            another_copy(tmp_path).autosave(match)
        expected.append(match.actions)
    copies = [
        subprocess.Popen([sys.executable, "-c", RECONCILER, str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
        for _ in range(2)
    ]
    (tmp_path / "go").touch()
    changed = [int(copy.communicate(timeout=60)[0]) for copy in copies]
    assert sorted(changed)[0] == 0 and sorted(changed)[1] > 0  # one did it all, the other found it done
    found = [json.dumps(actions) for _, _, actions in lines_of(store)]
    assert sorted(found) == sorted(json.dumps(actions) for actions in expected)
