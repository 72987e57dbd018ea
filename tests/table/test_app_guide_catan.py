"""THE STRUGGLE FOR CATAN's guided first game through the real window: played to its win by following what the
guide lights, in each language; a wrong move refused with the guide's words; Esc leaves; Restart deals the same
game; every step one legal action."""

from __future__ import annotations

from functools import partial

import pytest
from driver import centre, click, run_until
from guide_driver import (
    Follower,
    a_real_game_follows,
    every_sentence_was_shown,
    follow_one,
    follow_to,
    leave,
    open_game_guide,
    played_by_the_rules,
    ready,
    restart,
)

from tablegame.app.scenes.guided_table import guided_match
from tablegame.core.guide import load_guide
from tablegame.games.struggle_for_catan.scoring import vp
from tablegame.i18n import tr

GAME = "struggle-for-catan"
open_guide = partial(open_game_guide, GAME)


def play_to_end(app, scene) -> Follower:
    """Follow the guide to its last step; returns the follower, holding every panel text it showed."""
    follower = Follower(app, scene)
    for _ in follower.steps(60):
        if app.scenes.top is not scene:  # the game's end screen
            return follower
        follower.read_panel()
        if scene.guide.finished:
            return follower
        if scene.guide.step.id == "market_day":  # the dialog says what the guide lets you do, not "no card"
            dialog = " ".join(str(line) for line in scene.board.model.texts.get("dialog", []))
            assert tr("You have no card to exchange: Pass.") not in dialog and dialog
        follow_one(app, scene)


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("ko", (1280, 720)), ("zh", (1000, 1000))])
def test_the_catan_guide_is_played_to_its_win_in_each_language(lang, size):
    app, scene = open_guide(lang, size)
    follower = play_to_end(app, scene)
    run_until(app, lambda: app.scenes.top is not scene)  # the end's score screen, then a last look at the table
    look = next(b for b in app.scenes.top.buttons if b.label == tr("Back to the table"))
    click(app, look.rect.center)
    assert app.scenes.top is scene
    said = follower.read_last_words()
    assert scene.guide.finished and scene.match.state.winner == 0 and vp(scene.match.state, 0) == 10
    every_sentence_was_shown(scene, said, lang)
    a_real_game_follows(app, scene)  # the guide offers a real game with the same seats


def test_a_wrong_move_is_refused_with_the_guides_words_and_changes_nothing():
    app, scene = open_guide()
    run_until(app, lambda: ready(app, scene))
    assert scene.guide.step.id == "market"
    before = list(scene.match.actions)
    assert {"seat": 0, "type": "exchange_player", "target": 1} in scene.match.legal_actions(0)  # legal, not asked
    click(app, centre(app, "hand:1"))
    assert scene.match.actions == before
    assert scene.board.message == tr("Try this first. {asked}", asked=scene.guide.asks())
    lit = {g.target for g in scene.board.model.gestures if g.action is not None}
    assert lit and all(target.startswith("market:") for target in lit)  # only the market's ore


def start_of(state) -> tuple:
    """What the stacked deal set out: hands, market, draw pile, supplies and every seat's estates."""
    return (
        [list(h) for h in state.hands],
        list(state.market),
        list(state.deck),
        list(state.estate_stack),
        list(state.expansion_supply),
        list(state.roads),
        list(state.knights),
        [list(e) for e in state.estates],
    )


def test_restart_gives_the_same_start_and_esc_leaves():
    app, scene = open_guide()
    start = start_of(scene.match.state)
    follow_to(app, scene, 3, selections=False)  # an exchange with the market, the trade phase ended, a road built
    assert start_of(scene.match.state) != start
    assert start_of(restart(app, scene).match.state) == start
    leave(app)


def test_the_script_is_played_by_the_rules_alone_to_a_win_at_10():
    assert vp(guided_match(load_guide(GAME)).state, 0) == 6
    match = played_by_the_rules(GAME)  # each step is exactly one legal action
    assert match.state.winner == 0 and vp(match.state, 0) == 10
