"""Two copies of the program on one saves folder: a game is open in one window at a time, and no line of play is lost.

The first tests use two stores in this process (each holds its locks as a program of its own would);
the last ones run two real processes, each a small script playing games through a SaveStore.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from random_play import play_on

from tablegame.core.match import Match, Seat
from tablegame.storage import kept_lines, writer
from tablegame.storage.kept import MATCH_ID_FIELD
from tablegame.storage.locks import held_elsewhere, lock_path
from tablegame.storage.saves import GameInUse, KeptGameLost, SaveStore, load_match

ROOT = Path(__file__).resolve().parents[2]
SEATS = [Seat("Mina"), Seat("Bot 2", "bot", "normal")]


def played(seed: int, n_actions: int, game: str = "cabo") -> Match:
    """A new match with `n_actions` random legal actions played (fewer if it ends first)."""
    match = Match(game, list(SEATS), seed)
    return play_on(match, n_actions, seed)


def kept_actions(store: SaveStore, ident: str, finished: bool = False) -> list:
    """The actions in a kept game's file."""
    return load_match(store.kept_path(ident, finished)).actions


# --- in one process --------------------------------------------------------------------------------------------
def test_a_window_holding_an_old_position_never_shortens_the_file_and_keeps_its_line_apart(tmp_path):
    a, b = SaveStore(tmp_path, background=False), SaveStore(tmp_path, background=False)
    match = played(3, 11, "ogallala")  # a game longer than 41 actions
    a.autosave(match)
    ident = match.extra[MATCH_ID_FIELD]
    other = b.load_kept(b.kept_games()[0])  # no locks here: as on a folder where they cannot be had
    play_on(other, 30, 4)
    b.autosave(other)
    play_on(match, 1, 5)  # the forgotten window makes one move
    a.autosave_later(match)
    assert kept_actions(a, ident) == other.actions  # 41 actions stay 41
    moved = a.moved_to(match)
    assert moved is not None and moved != ident
    assert kept_actions(a, moved) == match.actions  # the forgotten window's line is a game of its own
    match.extra[MATCH_ID_FIELD] = moved
    play_on(match, 1, 6)
    a.autosave(match)  # the table took the new id: the game goes on in its own file
    assert kept_actions(a, moved) == match.actions and kept_actions(a, ident) == other.actions


def test_a_file_unchanged_since_the_store_wrote_it_is_not_read_again(tmp_path, monkeypatch):
    store = SaveStore(tmp_path, background=False)
    match = played(3, 5)
    store.autosave(match)
    monkeypatch.setattr(writer, "read_line", lambda *_: pytest.fail("an unchanged file was read"))
    for seed in range(3):
        store.autosave(play_on(match, 1, seed))
    assert kept_actions(store, match.extra[MATCH_ID_FIELD]) == match.actions


def test_a_line_behind_the_file_writes_nothing_and_one_ahead_replaces_it(tmp_path):
    a, b = SaveStore(tmp_path, background=False), SaveStore(tmp_path, background=False)
    match = played(8, 6)
    a.autosave(match)
    ident = match.extra[MATCH_ID_FIELD]
    ahead = b.load_kept(b.kept_games()[0])
    play_on(ahead, 4, 9)
    b.autosave(ahead)
    a.autosave(match)  # the very line of the file's first six actions: nothing to add
    assert kept_actions(a, ident) == ahead.actions and a.moved_to(match) is None
    play_on(ahead, 2, 10)
    b.autosave(ahead)  # its own line, on from what it wrote
    assert kept_actions(b, ident) == ahead.actions


def test_a_finished_record_is_never_replaced_by_another_finish_nor_listed_in_progress_too(tmp_path):
    a, b = SaveStore(tmp_path, background=False), SaveStore(tmp_path, background=False)
    start = played(12, 4)
    a.autosave(start)
    ident = start.extra[MATCH_ID_FIELD]
    other = b.load_kept(b.kept_games()[0])
    first_end = play_on(start, 10_000, 13)
    a.autosave(first_end)
    assert first_end.is_over() and kept_actions(a, ident, finished=True) == first_end.actions
    second_end = play_on(other, 10_000, 14)
    assert second_end.actions != first_end.actions
    b.autosave(second_end)
    assert kept_actions(b, ident, finished=True) == first_end.actions
    moved = b.moved_to(second_end)
    assert moved is not None and kept_actions(b, moved, finished=True) == second_end.actions
    assert b.kept_games() == [] and {g.id for g in b.kept_games(finished=True)} == {ident, moved}


def test_a_game_is_open_in_one_store_at_a_time_and_a_take_over_silences_the_other(tmp_path):
    a, b = SaveStore(tmp_path), SaveStore(tmp_path)
    match = played(3, 4)
    ident = match.extra.setdefault(MATCH_ID_FIELD, "0" * 32)
    assert a.claim(ident) and a.claim(ident)  # a second claim of its own game is no news
    a.autosave_later(match)
    assert a.flush()
    assert held_elsewhere(tmp_path, ident) and lock_path(tmp_path, ident).exists()
    assert not b.claim(ident)
    b.take_over(ident)  # the first window may be hung: the take-over does not wait for it
    assert not a.owns(ident) and b.owns(ident)
    a.release(ident)  # its table looks only now: what it still hands over goes nowhere
    play_on(match, 3, 4)
    a.autosave_later(match)  # the window that lost the game writes nothing
    assert a.flush()
    failure = a.autosave_failure(match)
    assert isinstance(failure, KeptGameLost) and failure.taken
    assert len(kept_actions(a, ident)) == 4
    later = b.load_kept(b.kept_games()[0])
    play_on(later, 2, 9)
    b.autosave_later(later)
    assert b.flush() and b.autosave_failure(later) is None and kept_actions(b, ident) == later.actions
    assert held_elsewhere(tmp_path, ident)  # the lost window let the lock go, and the new owner picked it up
    b.release(ident)
    assert not held_elsewhere(tmp_path, ident) and a.claim(ident)


def test_a_game_open_elsewhere_is_not_deleted_and_a_deleted_one_does_not_come_back(tmp_path):
    a, b = SaveStore(tmp_path, background=False), SaveStore(tmp_path, background=False)
    match = played(5, 4)
    ident = match.extra.setdefault(MATCH_ID_FIELD, "1" * 32)
    assert a.claim(ident)
    a.autosave(match)
    with pytest.raises(GameInUse):
        b.delete_kept(b.kept_games()[0])
    a.release(ident)
    b.delete_kept(b.kept_games()[0])
    assert not lock_path(tmp_path, ident).exists()  # a deleted game leaves no lock behind
    play_on(match, 1, 6)
    with pytest.raises(KeptGameLost) as lost:
        a.autosave(match)  # the window that had it (its lock gone, as on a folder without locks) plays on
    assert not lost.value.taken
    assert a.kept_games() == [] and a.kept_games(finished=True) == []


def test_reading_the_lines_compares_game_seed_seats_and_actions():
    line = {"game": "cabo", "seed": 1, "seats": [{"name": "A", "kind": "human"}], "actions": [{"a": 1}, {"a": 2}]}
    assert kept_lines.line_relation(line, dict(line, actions=[{"a": 1}])) == "extends"
    assert kept_lines.line_relation(line, dict(line)) == "extends"
    assert kept_lines.line_relation(line, dict(line, actions=[{"a": 1}, {"a": 2}, {"a": 3}])) == "behind"
    assert kept_lines.line_relation(line, dict(line, actions=[{"a": 3}])) == "diverges"
    assert kept_lines.line_relation(line, dict(line, seed=2, actions=[])) == "diverges"
    assert kept_lines.line_relation(line, None) == "diverges"


# --- two real processes --------------------------------------------------------------------------------------
COPY = r"""
import json, random, sys
from pathlib import Path
from tablegame.core.match import Match, Seat
from tablegame.storage.kept import MATCH_ID_FIELD
from tablegame.storage.saves import SaveStore, GameInUse

store = SaveStore(Path(sys.argv[1]))
locks = sys.argv[2] == "locks"  # "none": as on a folder where no lock can be had
match = None

def answer(**fields):
    print(json.dumps(fields), flush=True)

def game(ident, finished=False):
    return next(g for g in store.kept_games(finished) if g.id == ident)

for line in sys.stdin:
    command, *args = line.split()
    if command == "new":
        match = Match(args[0], [Seat("Mina"), Seat("Bot 2", "bot", "normal")], int(args[1]))
        match.extra[MATCH_ID_FIELD] = args[2]
        store.claim(args[2])
        store.autosave_later(match)
        store.flush()
        answer(actions=0)
    elif command in ("continue", "take"):
        if command == "take":
            store.take_over(args[0])
        elif locks and not store.claim(args[0]):
            answer(open_elsewhere=True)
            continue
        match = store.load_kept(game(args[0]))
        answer(actions=len(match.actions))
    elif command == "play":
        rng = random.Random(int(args[1]))
        moved = None
        for _ in range(int(args[0])):
            if match.is_over():
                break
            match.apply(rng.choice(match.legal_actions()))
            store.autosave_later(match)
            store.flush()
            if store.moved_to(match):  # as the table does: the game goes on under its new id
                moved = match.extra[MATCH_ID_FIELD] = store.moved_to(match)
        failure = store.autosave_failure(match)
        answer(actions=len(match.actions), over=match.is_over(), moved=moved,
               failure=type(failure).__name__ if failure else None)
    elif command == "delete":
        try:
            store.delete_kept(game(args[0]))
        except GameInUse as exc:
            answer(refused=str(exc))
        else:
            answer(deleted=True)
    elif command == "quit":
        store.flush()
        store.release_all()
        answer(bye=True)
        break
"""


class Copy:
    """One copy of the program, a process of its own on the saves folder, driven a command at a time."""

    def __init__(self, folder: Path, locks: bool = True) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen(
            [sys.executable, "-c", COPY, str(folder), "locks" if locks else "none"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=env,
        )

    def ask(self, command: str) -> dict:
        """Send a command; its answer."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        assert line, f"the copy died at {command!r}"
        return json.loads(line)

    def close(self) -> None:
        """Quit (if still running) and wait for the process."""
        if self.process.poll() is None:
            self.ask("quit")
        self.process.wait(timeout=30)


@pytest.fixture
def copies(tmp_path):
    """Start copies on one folder; all are closed afterwards."""
    started: list[Copy] = []

    def start(locks: bool = True) -> Copy:
        copy = Copy(tmp_path / "saves", locks)
        started.append(copy)
        return copy

    yield start
    for copy in started:
        if copy.process.poll() is None:
            copy.process.kill()
        copy.process.wait(timeout=30)
        for stream in (copy.process.stdin, copy.process.stdout):
            if stream is not None:
                stream.close()


GAME = "a" * 32


def test_two_processes_both_continuing_a_game_one_looks_or_takes_it_over_and_nothing_is_lost(tmp_path, copies):
    a, b = copies(), copies()
    a.ask(f"new ogallala 3 {GAME}")
    assert a.ask("play 20 1")["actions"] == 20
    assert b.ask(f"continue {GAME}") == {"open_elsewhere": True}
    assert b.ask(f"take {GAME}")["actions"] == 20
    assert b.ask("play 10 2")["actions"] == 30
    told = a.ask("play 5 3")  # the window that lost the game plays on: nothing of it is written
    assert told["failure"] == "KeptGameLost"
    store = SaveStore(tmp_path / "saves")
    assert len(kept_actions(store, GAME)) == 30 and len(store.kept_games()) == 1


def test_a_forgotten_window_neither_shortens_the_file_nor_loses_its_move(tmp_path, copies):
    first = copies()
    first.ask(f"new ogallala 5 {GAME}")
    first.ask("play 11 1")
    first.close()
    a, b = copies(locks=False), copies(locks=False)  # a folder where locks cannot be had: the lines decide
    assert a.ask(f"continue {GAME}")["actions"] == 11
    assert b.ask(f"continue {GAME}")["actions"] == 11
    assert b.ask("play 30 2")["actions"] == 41
    b.close()
    told = a.ask("play 1 3")
    assert told["actions"] == 12 and told["moved"] not in (None, GAME) and told["failure"] is None
    store = SaveStore(tmp_path / "saves")
    assert len(kept_actions(store, GAME)) == 41 and len(kept_actions(store, told["moved"])) == 12


def test_a_game_finished_while_another_window_plays_it_stays_finished_once(tmp_path, copies):
    first = copies()
    first.ask(f"new cabo 7 {GAME}")
    first.ask("play 4 1")
    first.close()
    a, b = copies(locks=False), copies(locks=False)
    a.ask(f"continue {GAME}")
    b.ask(f"continue {GAME}")
    finished = b.ask("play 100000 2")
    assert finished["over"]
    told = a.ask("play 6 3")
    assert told["moved"] not in (None, GAME), told
    store = SaveStore(tmp_path / "saves")
    assert len(kept_actions(store, GAME, finished=True)) == finished["actions"]
    assert [g.id for g in store.kept_games()] == [told["moved"]]  # not in progress and finished at once


def test_a_game_open_in_another_process_cannot_be_deleted_there(tmp_path, copies):
    a, b = copies(), copies()
    a.ask(f"new ogallala 9 {GAME}")
    a.ask("play 6 1")
    assert "open in another window" in b.ask(f"delete {GAME}")["refused"]
    assert a.ask("play 2 2")["failure"] is None
    a.close()
    assert b.ask(f"delete {GAME}") == {"deleted": True}
    assert SaveStore(tmp_path / "saves").kept_games() == []


def test_a_deleted_game_does_not_come_back_at_the_other_windows_next_move(tmp_path, copies):
    first = copies()
    first.ask(f"new ogallala 9 {GAME}")
    first.ask("play 6 1")
    first.close()
    a, b = copies(locks=False), copies(locks=False)
    a.ask(f"continue {GAME}")
    assert b.ask(f"delete {GAME}") == {"deleted": True}
    assert a.ask("play 2 2")["failure"] == "KeptGameLost"
    assert SaveStore(tmp_path / "saves").kept_games() == []


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_a_killed_process_lets_its_games_go(tmp_path, copies):
    a = copies()
    a.ask(f"new ogallala 11 {GAME}")
    a.ask("play 3 1")
    assert held_elsewhere(tmp_path / "saves", GAME)
    a.process.send_signal(signal.SIGKILL)
    a.process.wait(timeout=30)
    assert not held_elsewhere(tmp_path / "saves", GAME)
    b = copies()
    assert b.ask(f"continue {GAME}")["actions"] == 3
    assert b.ask("play 2 2")["failure"] is None
