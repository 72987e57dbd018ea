"""The table session: what each reader is shown, without a window, at any action index of a match.

`TableSession.at(k)` (what undo and review will build) equals what the table showed each reader after the example
games' first k actions were played through the window, and the session stepped action by action equals the session
built at each index.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from driver import make_app, table

from tablegame.app.games import make_presenter
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.session import Reader, TableSession
from tablegame.core.match import Match
from tablegame.storage.saves import match_from_json
from tablegame.table.events import Key

CASES = Path(__file__).parent.parent / "cases"
GAMES = ("cabo", "niagara", "ogallala", "struggle-for-catan")
# The two longest example games of each game (tests/cases/<game>/, each a save): they cross hand-offs, a round's
# end and most kinds of move; all of them would take a minute.
PER_GAME = 2


def example_games(game: str, count: int = PER_GAME) -> list[Path]:
    """The example games of a game with the most actions."""
    paths = sorted((CASES / game).glob("*.json"))
    return sorted(paths, key=lambda p: -len(json.loads(p.read_text())["save"]["actions"]))[:count]


def case_match(path: Path) -> Match:
    """The example game played to its end (every seat a human)."""
    return match_from_json(json.loads(path.read_text())["save"], str(path))


def session_of(match: Match) -> TableSession:
    """A session of the whole match, with the game's presenter."""
    names = match.names()
    return TableSession(match, make_presenter(match.game, match.rules, names, match.options))


@dataclass
class Shown:
    """What the table shows one reader: its view, history, new since its turn, marks and hand-off news."""

    view: Any
    history: list[tuple[int, str]]
    fresh_from: int | None
    marks: set[str] | None
    news: list[str] | None


def shown(session: TableSession, reader: Reader) -> Shown:
    """What `session` shows `reader`."""
    history = [(entry.action, entry.text) for entry in session.history_of(reader).entries]
    marks = set(session.marks_of(reader)) if reader is not None else None
    news = session.handoff_news(reader) if reader is not None else None
    return Shown(json.loads(json.dumps(session.view_now(reader))), history, session.fresh_from(reader), marks, news)


def readers(match: Match) -> list[Reader]:
    """Every seat and an onlooker."""
    return [None, *range(len(match.seats))]


def test_the_session_imports_no_pygame() -> None:
    """Undo, hints and review build sessions without a window."""
    code = "import sys, tablegame.app.session; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


@pytest.mark.parametrize("game", GAMES)
def test_stepping_equals_building_at_each_index(game: str) -> None:
    """A session stepped k times shows every reader what a session built at k shows it."""
    for path in example_games(game, 1):
        match = case_match(path)
        whole = session_of(match)
        session = whole.at(0)
        for k, action in enumerate(match.actions):
            built = whole.at(k)
            for reader in readers(match):
                assert shown(session, reader) == shown(built, reader), (path.name, k, reader)
            assert session.next_seat() == built.next_seat()
            session.step(action)
        for reader in readers(match):
            assert shown(session, reader) == shown(whole, reader)


def played_in_the_window(match: Match) -> tuple[list[dict[Reader, Shown]], list[tuple[Reader, Any]]]:
    """Play the example game's actions through the window (hand-off and score screens clicked); returns, at each
    action index, what the table's session showed each reader, and the holder and history the board drew."""
    app = make_app()
    app.open_table(match.rebuilt(0))
    scene = table(app)
    seen: list[dict[Reader, Shown]] = []
    drawn: list[tuple[Reader, Any]] = []
    for _ in range(len(match.actions) * 60 + 60):
        app.step()
        top = app.scenes.top
        if isinstance(top, HandoffScene | ScoreScene):
            top.handle(Key("return"))
            continue
        k = len(scene.match.actions)
        if top is not scene or k == len(match.actions) or scene.pacing():
            continue
        if scene.presenter.showing():
            scene.handle(Key("left shift"))  # the player has seen it: any input hides it
            continue
        action = match.actions[k]
        if scene.viewer == action["seat"] and scene.viewer_may_act():
            model = scene.board.model
            drawn.append((model.history_reader, (list(model.history), model.fresh_from, set(model.changed))))
            seen.append({reader: shown(scene.session, reader) for reader in readers(match)})
            scene.apply(action)
    assert len(scene.match.actions) == len(match.actions), "the window did not play the example game through"
    return seen, drawn


@pytest.mark.parametrize("game", GAMES)
def test_at_k_equals_what_the_window_showed(game: str) -> None:
    """For every k of the example games and every reader, `TableSession.at(k)` shows what the table showed."""
    for path in example_games(game):
        match = case_match(path)
        seen, drawn = played_in_the_window(match)
        whole = session_of(match)
        for k, (at_k, (holder, (history, fresh, changed))) in enumerate(zip(seen, drawn, strict=True)):
            built = whole.at(k)
            for reader in readers(match):
                assert at_k[reader] == shown(built, reader), (path.name, k, reader)
            assert history == built.history_of(holder).entries, (path.name, k)
            assert fresh == built.fresh_from(holder)
            assert changed == (built.marks_of(holder) if holder is not None else set())


@pytest.mark.parametrize("game", GAMES)
def test_a_move_builds_the_table_once(game: str) -> None:
    """The table after a move is built once, already as the move is shown (its cards travelling, no prompt)."""
    match = case_match(example_games(game, 1)[0])
    app = make_app()
    app.settings.speed = "fast"  # cards travel
    app.open_table(match.rebuilt(0))
    scene = table(app)
    for _ in range(200):
        if app.scenes.top is scene and scene.viewer_may_act() and not scene.pacing():
            break
        top = app.scenes.top
        if isinstance(top, HandoffScene | ScoreScene):
            top.handle(Key("return"))
        app.step()
    built = []
    real_build = scene.presenter.build

    def counted(view: Any, legal: list) -> Any:
        built.append(view)
        return real_build(view, legal)

    scene.presenter.build = counted  # type: ignore[method-assign]
    scene.apply(match.actions[len(scene.match.actions)])
    assert len(built) == 1 and not scene.dirty
    if scene.pacing():  # nothing to play while the move is shown
        assert not any(gesture.action for gesture in scene.board.model.gestures)


def test_cabo_motions_are_pure_and_a_shown_card_follows_a_swap() -> None:
    """CABO's motions change nothing (the session measures marks with the table's own presenter); a card shown to
    the viewer that a swap moves stays shown at its new place, as the presenter learns the move."""
    match = case_match(CASES / "cabo" / "04-ex3-spy-then-swap.json")  # action 5: seat 1 swaps its 3rd card with 0's 0th
    presenter = make_presenter(match.game, match.rules, match.names(), match.options)
    before_swap = match.rebuilt(5)
    before = before_swap.view(0)
    before_swap.apply(match.actions[5])
    after = before_swap.view(0)
    presenter.shown = {(0, 0), (0, 1)}  # seat 0 still looks at the two cards it peeked at
    assert presenter.motions(match.actions[5], before, after)
    assert presenter.shown == {(0, 0), (0, 1)}
    presenter.learned(match.actions[5], before, after, 0)
    assert presenter.shown == {(1, 3), (0, 1)}
