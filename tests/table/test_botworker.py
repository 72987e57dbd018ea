"""The table's bot worker: a decision runs off the drawing thread and a search can be called off."""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import time
from typing import Any

import pygame

from tablegame.app import botworker
from tablegame.app.botworker import BotSpec, BotWorker
from tablegame.app.main import App
from tablegame.app.scenes.table import TableScene
from tablegame.app.settings import Settings
from tablegame.bots.base import make_bot
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules


def test_leaving_the_table_stops_a_search_in_progress():
    """cancel() tells a `hard` bot to stop: its thread ends long before its 30 s budget."""
    rules = get_rules("cabo")
    match_state = rules.setup(2, rules.resolve_options({}), random.Random(3), {})
    while True:  # on to the first turn (after the start-of-round peeks, which need no search)
        seat = rules.to_act(match_state)[0]
        legal = rules.legal_actions(match_state, seat)
        if legal[0]["type"] != "peek_start":
            break
        rules.apply(match_state, legal[0])
    bot = make_bot(rules, "hard@30s", seat, 1)
    worker = BotWorker(threaded=True)
    worker.start(bot, rules.view(match_state, seat), rules.legal_actions(match_state, seat), ticket=0)
    thread = worker._thread
    assert thread is not None and worker.busy
    time.sleep(0.2)
    worker.cancel()
    thread.join(timeout=5)
    assert not thread.is_alive() and not worker.busy
    assert worker.poll() == (None, None)


# --- the worker process (a searching bot thinks there, off the interpreter lock of the window) ---------------
SPEC_LEVEL = "hard@150"  # an iteration budget: the same choice for a seed wherever it is made


def first_turn(game: str = "cabo", seed: int = 3) -> tuple[Any, Any, int]:
    """Rules and a state at the first turn with a real choice, and the seat to act."""
    rules = get_rules(game)
    state = rules.setup(2, rules.resolve_options({}), random.Random(seed), {})
    rng = random.Random(seed)
    while True:
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        if legal[0]["type"] != "peek_start" and len(legal) > 1:
            return rules, state, seat
        rules.apply(state, rng.choice(legal))


def wait_for(worker: BotWorker, seconds: float = 300.0) -> Any:
    """Poll until the decision is in (a generous bound in wall-clock time: a spawned process imports the program
    first, and a machine busy with other work slows that and the thread's search many times over)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        action, ticket = worker.poll()
        if action is not None:
            return action, ticket
        time.sleep(0.01)
    raise AssertionError("no decision came")


class RecordingPipe:
    """Stands in the worker's pipe end: keeps what is sent, passes everything on."""

    def __init__(self, pipe: Any) -> None:
        self.pipe = pipe
        self.sent: list[Any] = []

    def send(self, message: Any) -> None:
        self.sent.append(message)
        self.pipe.send(message)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.pipe, name)


def test_the_process_gets_only_the_seats_view_and_chooses_as_the_thread_does():
    """A searching bot decides in the worker process from its seat's view, its legal actions and plain data
    naming the bot, never the state; two decisions in a row (the bot's random state carried on) are those a
    thread makes with the same bot."""
    rules, state, seat = first_turn()
    spec = BotSpec("cabo", SPEC_LEVEL, seat, 12345)
    chosen: dict[str, list[Any]] = {"thread": [], "process": []}
    for way in chosen:
        bot = make_bot(rules, spec.level, seat, spec.seed)
        worker = BotWorker(threaded=True, processes=way == "process")
        worker.warm_up([bot])
        if way == "process":
            assert worker.process_alive
            worker._process.pipe = RecordingPipe(worker._process.pipe)
        try:
            for ticket in range(2):
                worker.start(bot, rules.view(state, seat), rules.legal_actions(state, seat), ticket, spec)
                action, answered = wait_for(worker)
                assert answered == ticket
                chosen[way].append(action)
                assert worker.problem is None
        finally:
            sent = worker._process.pipe.sent if way == "process" else []
            worker.close()
    assert chosen["process"] == chosen["thread"]
    assert len(sent) == 3 and sent[2] == ("quit",)
    for message in sent[:2]:
        kind, _, spec_fields, view, legal = message
        assert kind == "decide" and spec_fields == ("cabo", SPEC_LEVEL, seat, 12345)
        assert view == rules.view(state, seat) and legal == rules.legal_actions(state, seat)
        json.dumps([spec_fields, view, legal])  # plain data only: no state, no objects


def test_a_process_that_cannot_start_leaves_the_decision_to_a_thread(monkeypatch):
    """If the system cannot start the process, the bot decides in a thread; nothing is reported to the table."""

    def refuse(self: Any) -> None:
        raise OSError("no processes here")

    monkeypatch.setattr(botworker.BotProcess, "__init__", refuse)
    rules, state, seat = first_turn()
    bot = make_bot(rules, SPEC_LEVEL, seat, 1)
    worker = BotWorker(threaded=True, processes=True)
    worker.warm_up([bot])
    spec = BotSpec("cabo", SPEC_LEVEL, seat, 1)
    worker.start(bot, rules.view(state, seat), rules.legal_actions(state, seat), 0, spec)
    assert worker._thread is not None and not worker.process_alive
    action, _ = wait_for(worker)
    assert action in rules.legal_actions(state, seat) and worker.problem is None


def test_a_bot_that_fails_in_the_process_or_a_process_that_dies_falls_back_to_the_thread():
    """A bot that raises in the process (here: a level the process cannot build), or a process killed in the
    middle of a search, is decided again in a thread, without a problem for the table to show; the process is
    gone afterwards and later decisions stay in threads."""
    rules, state, seat = first_turn()
    legal = rules.legal_actions(state, seat)
    for breakage in ("bad level", "killed"):
        bot = make_bot(rules, SPEC_LEVEL, seat, 1)
        worker = BotWorker(threaded=True, processes=True)
        spec = BotSpec("cabo", "no such level" if breakage == "bad level" else "hard@30s", seat, 1)
        worker.start(bot, rules.view(state, seat), legal, 0, spec)
        process = worker._process
        assert process is not None
        if breakage == "killed":
            process.process.kill()
        action, _ = wait_for(worker)
        assert action in legal and worker.problem is None
        assert not process.process.is_alive() and process.process not in multiprocessing.active_children()
        assert worker._process is None and not worker.processes
        worker.close()


def test_closing_stops_the_process_and_leaves_no_zombie():
    """close() in the middle of a long search ends the process and reaps it (its exit code is known, and the
    system no longer lists it as a child); a decision asked afterwards is made in a thread."""
    rules, state, seat = first_turn()
    bot = make_bot(rules, "hard@30s", seat, 1)
    worker = BotWorker(threaded=True, processes=True)
    view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
    worker.start(bot, view, legal, 0, BotSpec("cabo", "hard@30s", seat, 1))
    process = worker._process.process
    pid = process.pid
    time.sleep(0.2)
    worker.close()
    assert not worker.busy and worker._process is None
    assert process not in multiprocessing.active_children()
    assert not pid_is_a_child(pid)
    worker.start(bot, view, legal, 1, BotSpec("cabo", SPEC_LEVEL, seat, 1))
    assert worker._thread is not None
    worker.cancel()


def pid_is_a_child(pid: int) -> bool:
    """True if `pid` is still a (possibly zombie) child of this process: waitpid would find it."""
    if not hasattr(os, "waitpid"):
        return False
    try:
        found, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:  # reaped: no such child
        return False
    return found == 0 or found == pid


def test_leaving_the_table_and_quitting_stop_the_bots_process(monkeypatch):
    """With the process switched on, a table with a searching bot starts it as it opens; going back to the menu
    stops it, and so does quitting the program while a table is open."""
    monkeypatch.setattr(botworker, "USE_PROCESSES", True)
    for leave in ("menu", "quit"):
        app = App((640, 400), bot_threads=True, settings=Settings("instant"))
        app.open_menu()
        app.open_table(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", SPEC_LEVEL)], 3))
        app.step()
        scene = app.scenes.top
        assert isinstance(scene, TableScene) and scene.worker.process_alive
        process = scene.worker._process.process
        if leave == "menu":
            app.open_menu()
        else:
            app.quit()
        assert not process.is_alive() and process not in multiprocessing.active_children()
        assert not scene.worker.process_alive
        pygame.display.quit()
