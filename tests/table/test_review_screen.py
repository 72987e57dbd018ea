"""The Review screen, end to end through the window: a short finished game of every game opened from the finished
games list, stepped through with the keys, the bar and the buttons, its analysis kept beside the game (tiny budgets).
"""

from __future__ import annotations

import json

import pygame
import pytest
from driver import click, key, make_app

from tablegame.app import review_work
from tablegame.app.main import App
from tablegame.app.review_work import ReviewResults, ReviewWork, read_review, sampled_positions
from tablegame.app.scenes.button_scene import ListScene
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.review import ReviewScene
from tablegame.bots.base import make_bot
from tablegame.coach.chance import Budget
from tablegame.coach.review import Decision
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids
from tablegame.storage.kept import MATCH_ID_FIELD

TINY = Budget(playouts=1, time_limit=0.0)  # one playout, cut at once and scored by the game's evaluation


@pytest.fixture(autouse=True)
def tiny_budgets(monkeypatch):
    """The analysis as fast as it goes: its shape is tested here, its judgement in tests/coach."""
    monkeypatch.setattr(review_work, "CHANCE_BUDGET", TINY)
    monkeypatch.setattr(review_work, "DECISION_BUDGET", TINY)
    monkeypatch.setattr(review_work, "DECISION_ITERATIONS", 1)


def finished_match(game: str, seed: int = 1) -> Match:
    """A game of `game` the normal bots played to its end, seat 0 kept as a human's."""
    match = Match(game, [Seat("Mina"), Seat("Bot 2", "bot", "normal")], seed)
    bots = [make_bot(match.rules, "normal", seat, seed + seat) for seat in range(2)]
    while not match.is_over():
        seat = match.to_act()[0]
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)))
    return match


def open_review_from_the_list(app: App) -> ReviewScene:
    """Menu, the finished games, the game's Review button."""
    app.open_menu()
    app.step()
    app.scenes.push(GamesScene(app, finished=True))
    app.step()
    scene = app.scenes.top
    assert isinstance(scene, ListScene)
    app.draw()
    button = next(b for b in scene.buttons if b.label == "Review")
    click(app, button.rect.center)
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    return review


def finish_analysis(app: App, review: ReviewScene) -> None:
    """A few frames of the analysis (one piece a frame without threads: the review draws as it fills in), the rest
    at once (drawing every frame would only make the test slow), and the frame that keeps it."""
    for _ in range(3):
        done = review.work.done
        app.step()
        assert review.work.done == done + 1
    while review.work.run_one():
        pass
    assert review.work.finished
    app.step()  # the frame that sees the analysis whole keeps it


@pytest.mark.parametrize("game", game_ids())
def test_a_finished_game_is_reviewed_move_by_move_from_the_list(game):
    app = make_app((1280, 720))
    match = finished_match(game)
    app.store.autosave(match)
    app.store.flush()
    review = open_review_from_the_list(app)
    assert review.position == review.end == len(match.actions) and review.face_up
    finish_analysis(app, review)
    results = review.work.results
    mine = [i for i, action in enumerate(match.actions) if action["seat"] == 0]
    assert sorted(results.decisions) == mine  # every decision of the human, none of the bot's
    assert sorted(results.chances) == sampled_positions(match)
    assert results.chances[len(match.actions)][0] in (0.0, 0.5, 1.0)  # the end: who won
    # keys: a move, a turn, a round, the start and the end
    key(app, "home")
    assert review.position == 0 and review.session.match.actions == []
    key(app, "right")
    assert review.position == 1 and len(review.session.match.actions) == 1
    key(app, "down")
    assert review.position == min((s for s in review.turns if s > 1), default=review.end)
    key(app, "page down")
    assert review.position in (*review.rounds, review.end)
    key(app, "end")
    assert review.position == review.end
    key(app, "left")
    assert review.position == review.end - 1
    # the bar: its middle is the middle of the game
    click(app, (review.bar.centerx, review.bar.centery))
    assert abs(review.position - review.end // 2) <= 1
    # whose view: each seat, then every card face up
    key(app, "v")
    assert not review.face_up and review.seat == 0
    key(app, "v")
    assert review.seat == 1 and review.board.viewer == 1
    # the review is kept beside the game, hidden from the finished games' listing
    ident = match.extra[MATCH_ID_FIELD]
    kept = app.store.finished_folder / f".{ident}.review.json"
    assert kept.exists() and read_review(kept, match) is not None
    assert [game.id for game in app.store.kept_games(finished=True)] == [ident]
    key(app, "escape")
    assert isinstance(app.scenes.top, ListScene)
    app.scenes.top.delete(app.scenes.top.games[0])  # type: ignore[attr-defined]
    assert not kept.exists()  # the review goes with its game


def test_a_marked_move_lights_the_best_move_and_is_listed_and_jumped_to():
    app = make_app((1280, 720))
    match = finished_match("cabo")
    app.store.autosave(match)
    app.store.flush()
    review = open_review_from_the_list(app)
    finish_analysis(app, review)
    index = next(i for i, action in enumerate(match.actions) if action["seat"] == 0)
    found = review.work.results.decisions[index]
    review.work.results.decisions[index] = Decision(
        index, found.played, found.best, 0.1, 0.5, 0.01, "blunder"
    )  # a blunder whatever the tiny budget found
    if found.best == found.played:
        legal = match.rebuilt(index).legal_actions(0)
        other = next(action for action in legal if action != found.played)
        review.work.results.decisions[index] = Decision(index, found.played, other, 0.1, 0.5, 0.01, "blunder")
    key(app, "end")
    key(app, "m")
    assert review.position == index
    assert lit(review)  # the best move lit, as the table lights what a click would do
    words = [text for text, _ in review.coach_words()]
    assert words[0].startswith("?? Blunder: 40%") and words[1].startswith("Best: ")
    app.draw()
    key(app, "right")
    assert not lit(review)  # an unmarked position lights nothing
    key(app, "home")
    app.draw()
    rect, where = review.mark_rects[0]
    click(app, rect.center)
    assert review.position == where == index
    assert not review.plotting  # the marked move on the table
    app.draw()
    button = review.board.button_rects["review:next"]
    click(app, button.center)
    assert review.position == index + 1


def lit(review: ReviewScene) -> list:
    """The gestures of the table that are not the window's buttons: the moves it lights."""
    return [g for g in review.board.model.gestures if g.kind != "button"]


def test_a_kept_review_is_read_once_and_a_damaged_one_is_computed_again():
    match = finished_match("niagara")
    work = ReviewWork(match)
    while work.run_one():
        pass
    assert work.finished
    app = make_app()
    match.extra[MATCH_ID_FIELD] = "review-test"
    path = app.store.finished_folder / ".review-test.review.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    review_work.write_review(path, work.results, match)
    kept = read_review(path, match)
    assert kept is not None and kept.to_json(match) == work.results.to_json(match)
    again = ReviewScene(app, match)
    assert again.work.finished  # read, not computed
    data = json.loads(path.read_text(encoding="utf-8"))
    for damage in ("{", json.dumps({**data, "version": 0}), json.dumps({**data, "chances": [[0, ["x"]]]})):
        path.write_text(damage, encoding="utf-8")
        assert read_review(path, match) is None
        assert not ReviewScene(app, match).work.finished  # computed again
    assert ReviewResults().to_json(match)["version"] == review_work.VERSION


def test_the_analysis_runs_in_a_thread_and_stops_when_the_review_closes():
    app = make_app(threads=True)
    match = finished_match("ogallala")
    app.open_menu()
    app.step()
    app.open_review(match)
    review = app.scenes.top
    assert isinstance(review, ReviewScene) and review.work.thread is not None
    app.step()
    key(app, "escape")
    review.work.thread.join(timeout=30)
    assert not review.work.thread.is_alive()
    assert review.work.cancel.is_set()


def test_the_game_over_screen_opens_the_review_and_esc_comes_back():
    app = make_app()
    match = finished_match("cabo")
    last = match.actions[-1]
    match = match.rebuilt(len(match.actions) - 1)
    app.open_table(match)
    app.step()
    table = app.scenes.top
    table.apply(last)  # type: ignore[union-attr]
    for _ in range(200):
        app.step()
        if isinstance(app.scenes.top, ScoreScene):
            break
    score = app.scenes.top
    assert isinstance(score, ScoreScene) and score.final
    app.draw()
    click(app, next(b for b in score.buttons if b.label == "Review").rect.center)
    assert isinstance(app.scenes.top, ReviewScene)
    key(app, "escape")
    assert app.scenes.top is score
    pygame.event.clear()


def test_a_long_game_is_sampled_evenly_at_turn_starts_and_its_end():
    match = finished_match("cabo")
    starts = review_work.turn_starts(match)
    assert len(starts) + 1 > review_work.MOST_POINTS  # long enough to be thinned
    positions = sampled_positions(match)
    assert len(positions) <= review_work.MOST_POINTS
    assert positions[0] == 0 and positions[-1] == len(match.actions)
    assert set(positions[:-1]) <= set(starts)
    assert sampled_positions(match, most=1000) == [*starts, len(match.actions)]  # short enough: every turn
