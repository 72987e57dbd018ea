""" "What just happened" (issue 28): the Replay button and the W key play the moves since the reader's last turn
again through the window, from the reader's views only, then the table is as it was; the game waits meanwhile."""

from __future__ import annotations

import random

import pygame
import pytest
from driver import centre, key, make_app, post, table

from tablegame.app.games import playable_games
from tablegame.app.scenes.dialogs import HandoffScene
from tablegame.app.scenes.table_replay import REPLAY_UI
from tablegame.app.shot import menu_seats
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.table.model import BACK, TableModel

FRAMES = 3000  # a replay of a few moves lasts a few hundred frames
FRAME = 0.05  # seconds each driven frame counts (a few frames per card's travel)


def waiting(game: str, seats: list[Seat], bot_next: bool, seed: int = 11) -> Match:
    """A match where seat 0 (a human) has played and two or more moves of others followed; the seat to act now is a
    bot (`bot_next`) or seat 0."""
    rules = get_rules(game)
    chooser = random.Random(seed)
    match = Match(game, seats, seed, dict(rules.playout_options))
    while not match.is_over():
        acting = match.to_act()
        last = max((i for i, a in enumerate(match.actions) if a["seat"] == 0), default=None)
        since = len(match.actions) - 1 - last if last is not None else 0
        ready = acting[0] != 0 if bot_next else acting == [0]
        if since >= 2 and ready and len(match.actions) > 6:
            return match
        match.apply(chooser.choice(match.legal_actions(acting[0])))
    raise AssertionError(f"no such position in {game}")


def shown_faces(model: TableModel) -> set[tuple[str, str]]:
    """Every (item, card) a model shows the value of (any look but a plain back)."""
    return {(item.key, str(item.card)) for item in model.cards if item.look != BACK and item.card is not None}


def faces_then(match: Match, index: int, reader: int, app_table) -> set[tuple[str, str]]:
    """The faces the reader's own table showed around move `index`: before it and after it."""
    presenter = app_table.presenter
    faces: set[tuple[str, str]] = set()
    for at in (index, index + 1):
        if 0 <= at <= len(match.actions):
            faces |= shown_faces(presenter.build(match.rebuilt(at).view(reader), []))
    return faces


def watch(app, match: Match, reader: int) -> list[tuple[int, str]]:
    """Step through a replay to its end, checking every frame shows no face the reader's table did not show then;
    the (move, status) of every frame."""
    scene = table(app)
    seen: list[tuple[int, str]] = []
    allowed_at: dict[int, set[tuple[str, str]]] = {}
    for _ in range(FRAMES):
        replay = scene.replay
        if replay is None:
            return seen
        model = scene.board.model
        if replay.shown not in allowed_at:
            allowed_at[replay.shown] = faces_then(match, replay.shown, reader, scene)
        allowed = allowed_at[replay.shown]
        leaked = shown_faces(model) - allowed
        assert not leaked, f"move {replay.shown}: {leaked}"
        flying = {str(flight.image_key[0]) for flight in scene.board.flights if flight.image_key[1] != BACK}
        assert flying <= {card for _, card in allowed} | {"None"}, f"move {replay.shown}: {flying}"
        if not seen or seen[-1] != (replay.shown, model.status):
            seen.append((replay.shown, model.status))
        app.step(FRAME)
    raise AssertionError("the replay never ended")


@pytest.mark.parametrize("game", playable_games())
def test_the_w_key_replays_every_move_since_your_turn_from_your_views_while_the_bots_wait(game: str) -> None:
    """W plays each move since seat 0's last one with its history entries, showing nothing seat 0 could not see,
    the bot to act waits until it ends, and the table shows now again."""
    seats = menu_seats(game, 3)
    match = waiting(game, seats, bot_next=True)
    app = make_app()
    app.open_table(match)
    count = len(match.actions)
    key(app, "w")  # before the frame in which the bot would move
    scene = table(app)
    assert scene.replay is not None
    last = max(i for i, a in enumerate(match.actions) if a["seat"] == 0)
    seen = watch(app, match, 0)
    assert len(match.actions) == count, "a bot moved during the replay"
    moves = [shown for shown, _ in seen]
    assert moves[0] == last and moves[-1] == count - 1
    assert sorted(set(moves)) == list(range(last, count))
    history = scene.session.history_of(0).entries
    for shown, status in seen[1:]:
        first = next((e.text for e in history if e.action == shown), None)
        if first is not None:
            assert first[:12] in status, (shown, status)
    for _ in range(200):
        app.step()
        if len(match.actions) > count:
            break
    assert len(match.actions) > count, "the bots did not play on after the replay"


def test_a_click_or_esc_goes_back_to_now_and_the_button_is_greyed_with_nothing_new() -> None:
    """Any click (or Esc) ends the replay at once; the button is greyed right after the reader's own move and a
    click on it only says so."""
    match = waiting("cabo", menu_seats("cabo", 3), bot_next=False)
    app = make_app()
    app.open_table(match)
    app.step()
    scene = table(app)
    button = next(b for b in scene.board.model.buttons if b.key == REPLAY_UI)
    assert not button.greyed
    post(pygame.MOUSEBUTTONDOWN, pos=centre(app, REPLAY_UI), button=1)
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=centre(app, REPLAY_UI), button=1)
    app.step()
    assert scene.replay is not None
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    app.step()
    assert scene.replay is None
    key(app, "w")
    assert scene.replay is not None
    key(app, "escape")
    assert scene.replay is None and scene.viewer_may_act()
    scene.apply(match.legal_actions(0)[0])  # the reader's own move: nothing is new since
    app.step()
    if 0 in match.to_act():
        button = next(b for b in scene.board.model.buttons if b.key == REPLAY_UI)
        assert button.greyed
        key(app, "w")
        assert scene.replay is None


def test_hot_seat_replays_only_for_the_human_holding_the_table() -> None:
    """Two humans: the replay is the one holding the table's, from its views, and never over a hand-off screen."""
    seats = [Seat("Ann"), Seat("Ben"), Seat("Bot", "bot", "random")]
    match = waiting("cabo", seats, bot_next=False, seed=5)
    app = make_app()
    app.open_table(match)
    for _ in range(20):
        if isinstance(app.scenes.top, HandoffScene):
            assert table(app).replay_from() is None  # nobody holds the table: nothing to replay, not even by key
            post(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)
            app.step()
            post(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1)
        app.step()
    scene = table(app)
    assert scene.viewer == 0 and scene.viewer_may_act()
    key(app, "w")
    assert scene.replay is not None and scene.replay.reader == 0
    watch(app, match, 0)
    assert not isinstance(app.scenes.top, HandoffScene)
