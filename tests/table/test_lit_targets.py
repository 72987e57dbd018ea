"""While a piece is held, exactly its legal targets glow (issue 25), in every game: on positions from seeded
random play, through the real window. A lit target's drops are legal actions, every legal drop of the piece is
lit, nothing else glows, and letting go over anything unlit does nothing (the piece flies back)."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from driver import centre, make_app, post, run_until, table

from tablegame.app.games import make_presenter, playable_games
from tablegame.app.shot import menu_seats
from tablegame.core.match import Match
from tablegame.core.registry import get_rules

POSITIONS = 3  # positions a game, each after a different number of random moves
SOURCES = 4  # pieces held in each position
MISSES = 2  # unlit places each held piece is let go over


def as_json(actions) -> set[str]:
    """Actions as JSON strings (compare sets of dicts)."""
    return {json.dumps(a, sort_keys=True) for a in actions}


def position(game: str, seed: int, moves: int) -> Match | None:
    """A 3-seat game (or the game's fewest) after about `moves` random legal moves, at a moment seat 0 may hold
    a piece; None if the game ends first."""
    rules = get_rules(game)
    match = Match(
        game, menu_seats(game, max(rules.min_seats, min(3, rules.max_seats))), seed, dict(rules.playout_options)
    )
    presenter = make_presenter(game, match.rules, match.names(), match.options)
    chooser = random.Random(seed)
    done = 0
    while not match.is_over() and done < moves + 400:
        seat = match.to_act()[0]
        if done >= moves and 0 in match.to_act() and match.legal_actions(0):
            model = presenter.build(match.view(0), match.legal_actions(0))
            if any(g.kind == "drag" and g.action is not None for g in model.gestures):
                return match
        match.apply(chooser.choice(match.legal_actions(seat)))
        done += 1
    return None


def settle(app) -> None:
    """Run frames until nothing travels on the table."""
    board = table(app).board
    run_until(app, lambda: not board.animating)


def hold(app, source: str) -> None:
    """Press on a piece and carry it a little way off, a frame each (a real drag, not yet let go)."""
    start = centre(app, source)
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for dy in (12, 24):
        post(pygame.MOUSEMOTION, pos=(start[0], max(0, start[1] - dy)), rel=(0, -12), buttons=(1, 0, 0))
        app.step()


@pytest.mark.parametrize("game", playable_games())
def test_a_held_piece_lights_exactly_its_legal_targets(game):
    """Positions from seeded random play; each piece seat 0 may move is held through the window."""
    rng = random.Random(game)
    checked = 0
    for seed in range(1, 1 + POSITIONS):
        match = position(game, seed, rng.randrange(0, 40))
        if match is None:
            continue
        app = make_app()
        app.open_table(match)
        app.step()
        board = table(app).board
        legal = as_json(match.legal_actions(0))
        sources = sorted({g.source for g in board.model.gestures if g.kind == "drag" and g.action is not None})
        for source in sources[:SOURCES]:
            settle(app)
            hold(app, source)
            if board.drag is None:
                continue
            glow, _ = board.highlights()
            drops = [g for g in board.model.gestures if g.kind == "drag" and g.source == source]
            assert glow == {g.target for g in drops}, (source, glow)  # nothing else glows, every drop does
            assert as_json(g.action for g in drops if g.action is not None) <= legal, source
            unlit = [
                item.key
                for item in board.model.cards
                if item.key in board.rects
                and item.key != source
                and item.key not in glow
                and board.item_at(board.rects[item.key].center, glow) is None
            ]
            count = len(match.actions)
            for key in rng.sample(unlit, min(MISSES, len(unlit))):
                post(pygame.MOUSEMOTION, pos=board.rects[key].center, rel=(1, 1), buttons=(1, 0, 0))
                app.step()
                assert key not in board.highlights()[0]
                post(pygame.MOUSEBUTTONUP, pos=board.rects[key].center, button=1)
                app.step()
                assert len(match.actions) == count, (source, key)  # let go over an unlit place: nothing happens
                settle(app)
                if key != unlit[-1]:
                    hold(app, source)
            if board.drag is not None:
                post(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1)
                app.step()
            checked += 1
    assert checked >= 2
