"""NIAGARA's guided first game through the real window: played to its end by following what the guide lights, in
each language (the paddle cards chosen at the same time, one step per seat); a wrong move refused with the guide's
words; Restart deals the same start and Esc leaves."""

from __future__ import annotations

from functools import partial

import pytest
from driver import centre, click, drag, key, run_until, table
from guide_driver import a_real_game_follows, every_sentence_was_shown, follow_one, open_game_guide, ready

from tablegame.app.scenes.guided_table import guided_match
from tablegame.app.scenes.menu import MenuScene
from tablegame.core.guide import Guide, games_with_guides, load_guide
from tablegame.i18n import tr

open_guide = partial(open_game_guide, "niagara")


def play_to_end(app, scene) -> list[str]:
    """Follow the guide to its last step (closing the game's end screen); returns every panel text it showed."""
    said: list[str] = []
    at, used = None, set()
    for _ in range(60):
        run_until(app, lambda: ready(app, scene), 2000)
        told, asked = scene.panel_text()
        said.extend([*told, asked])
        assert not scene.panel_cut, f"the guide's words were cut at {scene.guide.index}"
        if scene.guide.finished:
            run_until(app, lambda: app.scenes.top is not scene)  # the game's end: you won
            look = next(b for b in app.scenes.top.buttons if b.label == tr("Back to the table"))
            click(app, look.rect.center)
            assert app.scenes.top is scene
            said.extend(scene.panel_text()[0])
            app.step()
            assert not scene.panel_cut, "the guide's last words were cut"
            return said
        if at != (scene.guide.index, len(scene.match.actions)):
            at, used = (scene.guide.index, len(scene.match.actions)), set()
        follow_one(app, scene, used)
    raise AssertionError("the guide did not end")


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
    script = load_guide("niagara")
    guide, match = Guide(script), guided_match(script)
    while not guide.finished:
        step = guide.step
        accepted = guide.narrow(step.seat, match.legal_actions(step.seat))
        assert len(accepted) == 1, step.id  # each step is exactly one legal action
        match.apply(accepted[0])
        guide.played(accepted[0])
    assert match.state.winners == [0]
    assert "niagara" in games_with_guides()  # so the menu offers Learn to play


def test_restart_gives_the_same_start_and_esc_leaves():
    app, scene = open_guide()
    start = (list(scene.match.state.boat_at), [list(h) for h in scene.match.state.home], scene.match.state.weather)
    used: set[str | None] = set()
    while scene.guide.index < 3:  # both cards chosen, your canoe moved and loaded
        run_until(app, lambda: ready(app, scene))
        follow_one(app, scene, used)
    run_until(app, lambda: ready(app, scene))
    click(app, centre(app, "app:guide_restart"))
    again = table(app)
    assert again is not scene and again.guide.index == 0 and not again.match.actions
    state = again.match.state
    assert (list(state.boat_at), [list(h) for h in state.home], state.weather) == start
    key(app, "escape")
    assert isinstance(app.scenes.top, MenuScene) and len(app.scenes.scenes) == 1


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
