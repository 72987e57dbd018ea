"""Ogallala's guided first game through the real window: played to its end by following what the guide lights,
in each language (a canoe built and completed, loot and a set, a duplicate, a lasso, an archer, the axe, an
attack with booty, the end); a wrong move refused with the guide's words."""

from __future__ import annotations

from functools import partial

import pytest
from driver import centre, click, key, run_until
from guide_driver import (
    Follower,
    a_real_game_follows,
    every_sentence_was_shown,
    follow_to,
    leave,
    open_game_guide,
    played_by_the_rules,
    ready,
    restart,
)

from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.i18n import tr

open_guide = partial(open_game_guide, "ogallala")


def play_to_end(app, scene) -> list[str]:
    """Follow the guide to its last step (closing the score screen); returns every panel text it showed."""
    follower = Follower(app, scene)
    for _ in follower.steps(150):
        if app.scenes.top is not scene:
            assert isinstance(app.scenes.top, ScoreScene) and scene.guide.finished
            key(app, "return")  # the final score screen leads back to the guide's last words
            assert app.scenes.top is scene
            return follower.read_last_words()
        follower.read_panel()
        if scene.guide.finished:
            run_until(app, lambda: app.scenes.top is not scene)  # the score screen comes last
            continue
        follower.follow()


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("ko", (900, 600)), ("zh", (1000, 800))])
def test_the_ogallala_guide_is_played_to_its_end_in_each_language(lang, size):
    app, scene = open_guide(lang, size)
    said = play_to_end(app, scene)
    state = scene.match.state
    assert state.phase == "over"
    assert sum(1 for row in state.grids[0] if any(c >= 0 for c in row)) == 3  # three canoes built
    every_sentence_was_shown(scene, said, lang)
    a_real_game_follows(app, scene)  # the guide offers a real game with the same seats


def test_a_wrong_move_is_refused_with_the_guides_words_and_changes_nothing():
    app, scene = open_guide()
    run_until(app, lambda: ready(app, scene))
    before = list(scene.match.actions)
    assert {"seat": 0, "type": "draw", "pile": 2} in scene.match.legal_actions(0)  # legal, not asked
    lit = [g.source for g in scene.board.model.gestures if not (g.ui or "").startswith("app:")]
    assert lit == ["pile:0"]  # only the target the guide means
    click(app, centre(app, "pile:2"))
    assert scene.match.actions == before
    assert scene.board.message == tr("Try this first. {asked}", asked=scene.guide.asks())


def test_the_script_is_played_by_the_rules_alone():
    match = played_by_the_rules("ogallala")  # each step is exactly one legal action
    assert match.state.phase == "over"


def test_restart_deals_the_same_game_and_esc_leaves():
    app, scene = open_guide()
    first_piles = [list(pile) for pile in scene.match.state.piles]
    follow_to(app, scene, 3)
    assert restart(app, scene).match.state.piles == first_piles
    leave(app)
