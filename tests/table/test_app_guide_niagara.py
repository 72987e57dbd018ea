"""NIAGARA's guided first game through the real window: played to its end by following what the guide lights, in
each language (the paddle cards chosen at the same time, one step per seat); a wrong move refused with the guide's
words; Restart deals the same start and Esc leaves."""

from __future__ import annotations

from functools import partial

import pytest
from driver import centre, click, drag, run_until
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

from tablegame.core.guide import games_with_guides
from tablegame.i18n import tr

open_guide = partial(open_game_guide, "niagara")


def play_to_end(app, scene) -> list[str]:
    """Follow the guide to its last step (closing the game's end screen); returns every panel text it showed."""
    follower = Follower(app, scene)
    for _ in follower.steps(60):
        follower.read_panel()
        if scene.guide.finished:
            run_until(app, lambda: app.scenes.top is not scene)  # the game's end: you won
            look = next(b for b in app.scenes.top.buttons if b.label == tr("Back to the table"))
            click(app, look.rect.center)
            assert app.scenes.top is scene
            return follower.read_last_words()
        follower.follow()


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("ko", (1280, 720)), ("zh", (1000, 1000))])
def test_the_niagara_guide_is_played_to_its_end_in_each_language(lang, size):
    app, scene = open_guide(lang, size)
    said = play_to_end(app, scene)
    assert scene.match.state.winners == [0] and scene.match.state.home[0][0] == 4  # 4 violet gems home
    every_sentence_was_shown(scene, said, lang)
    a_real_game_follows(app, scene)  # the guide offers a real game with the same seats


def test_a_wrong_paddle_card_is_refused_with_the_guides_words_and_changes_nothing():
    app, scene = open_guide()
    run_until(app, lambda: ready(app, scene))
    before = list(scene.match.actions)
    assert {"seat": 0, "type": "choose", "card": 5} in scene.match.legal_actions(0)  # legal, not asked
    drag(app, centre(app, "hand:5"), centre(app, "choice:0"))
    assert scene.match.actions == before and scene.match.state.chosen[0] == -1
    assert scene.board.message == tr("Try this first. {asked}", asked=scene.guide.asks())
    lit = [g for g in scene.board.model.gestures if g.action is not None]
    assert [g.action["card"] for g in lit] == [4]  # only the card the guide means
    assert scene.match.actions == before


def test_the_script_is_played_by_the_rules_alone_one_step_per_seat_when_choosing_together():
    match = played_by_the_rules("niagara")  # each step is exactly one legal action
    assert match.state.winners == [0]
    assert "niagara" in games_with_guides()  # so the menu offers Learn to play


def test_restart_gives_the_same_start_and_esc_leaves():
    app, scene = open_guide()
    start = (list(scene.match.state.boat_at), [list(h) for h in scene.match.state.home], scene.match.state.weather)
    follow_to(app, scene, 3)  # both cards chosen, your canoe moved and loaded
    state = restart(app, scene).match.state
    assert (list(state.boat_at), [list(h) for h in state.home], state.weather) == start
    leave(app)


@pytest.mark.parametrize(("canoe", "slot"), [("boat:0:1", "slot:4"), ("boat:0:0", "slot:5")])
def test_a_wrong_canoe_move_is_refused_with_the_guides_words(canoe, slot):
    app, scene = open_guide()
    used: set[str | None] = set()
    while scene.guide.step.id != "move_and_load":
        run_until(app, lambda: ready(app, scene))
        follow_one(app, scene, used)
    run_until(app, lambda: ready(app, scene))
    before, at = list(scene.match.actions), list(scene.match.state.boat_at)
    boat, to = int(canoe[-1]), slot.split(":")[1]
    assert any(a.get("boat") == boat and a.get("to") == to for a in scene.match.legal_actions(0))  # legal, not asked
    drag(app, centre(app, canoe), centre(app, slot))
    assert scene.match.actions == before and list(scene.match.state.boat_at) == at
    assert scene.board.message == tr("Try this first. {asked}", asked=scene.guide.asks())
