"""CABO's guided first game through the real window: played to its end by following what the guide lights, in
each language; a wrong move refused with the guide's words; Esc leaves; Restart deals the same game; a damaged
script is said, never a crash."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from driver import centre, click, key, make_app, recorded_canvas, run_until
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

from tablegame.app.scenes.guided_table import GuidedTableScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.core import guide as guide_module
from tablegame.core.guide import GuideError, games_with_guides, load_guide
from tablegame.core.registry import game_ids
from tablegame.games.cabo.scoring import CALLER_PENALTY
from tablegame.i18n import tr
from tablegame.table.render import Fonts

open_guide = partial(open_game_guide, "cabo")


def play_to_end(app, scene) -> list[str]:
    """Follow the guide to its last step (closing the score screen); returns every panel text it showed."""
    follower = Follower(app, scene)
    for _ in follower.steps(120):
        if scene.guide.finished:  # your last discard ends the round: its score screen comes last
            run_until(app, lambda: app.scenes.top is not scene)
            key(app, "return")
            return follower.read_last_words()
        if app.scenes.top is not scene:
            key(app, "return")  # a score screen before the guide's end
            continue
        follower.read_panel()
        follower.follow()


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("ko", (900, 600)), ("zh", (1000, 1000))])
def test_the_cabo_guide_is_played_to_its_end_in_each_language(lang, size):
    app, scene = open_guide(lang, size)
    said = play_to_end(app, scene)
    script = scene.guide.script
    # the opponent called without the lowest sum: its 29 plus the caller's penalty; you score your sum
    assert scene.match.state.round == 2 and scene.match.state.scores == [4, 29 + CALLER_PENALTY]
    assert f"{29 + CALLER_PENALTY}" in script.message("done_caller_penalty")  # the guide's words say so
    every_sentence_was_shown(scene, said, lang)
    run_until(app, lambda: app.scenes.top is scene)
    a_real_game_follows(app, scene)  # the guide offers a real game with the same seats


def test_a_wrong_move_is_refused_with_the_guides_words_and_changes_nothing():
    app, scene = open_guide()
    play_until = "draw_first"
    used: set[str | None] = set()
    while scene.guide.step.id != play_until:
        run_until(app, lambda: ready(app, scene))
        follow_one(app, scene, used)
    run_until(app, lambda: ready(app, scene))
    before = list(scene.match.actions)
    assert scene.match.legal_actions(0)[1] == {"seat": 0, "type": "draw", "source": "discard"}  # legal, not asked
    click(app, centre(app, "discard"))
    assert scene.match.actions == before
    assert scene.board.message == tr("Try this first. {asked}", asked=scene.guide.asks())
    lit = [g.source for g in scene.board.model.gestures if not (g.ui or "").startswith("app:")]
    assert lit == ["draw"]  # only the target the guide means


def test_esc_leaves_the_guide_and_restart_deals_the_same_game():
    app, scene = open_guide()
    first_rows = [list(row) for row in scene.match.state.rows]
    first_deck = list(scene.match.state.deck)
    follow_to(app, scene, 4)
    again = restart(app, scene)
    assert again.match.state.rows == first_rows and again.match.state.deck == first_deck
    leave(app)


def test_the_script_is_played_by_the_rules_alone():
    played_by_the_rules("cabo")  # each step is exactly one legal action


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "game: cabo\nyou: 0\nseats: [you, opponent]\nsetup: {}\nsteps: [{id: a, seat: 0, action: {type: x}}]",
            "needs a 'try' message",
        ),
        (
            "game: cabo\nyou: 0\nseats: [you, opponent]\nsetup: {}\nsteps: [{id: a, seat: 0, action: {type: x}, "
            "try: nothing_like_it}]",
            "no message 'nothing_like_it'",
        ),
        ("game: cabo\nyou: 0\nseats: [you]\nsetup: {}\nsteps: []", "steps"),
        (
            "game: cabo\nyou: 0\nseats: [you, opponent]\nsetup: {deck: [c99]}\n"
            "steps: [{id: a, seat: 1, action: {type: x}}]",
            "unknown card kind",
        ),
        (
            "game: cabo\nyou: 0\nseats: [you, opponent]\nsetup: {}\nsteps: [{id: a, seat: 1, action: {type: draw}}]",
            "steps[0] (a): 0 legal actions",
        ),
        ("game: [unclosed", "line 2"),
    ],
)
def test_a_damaged_script_gives_a_clear_message(tmp_path: Path, monkeypatch, text, words):
    path = tmp_path / "cabo.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GuideError) as caught:
        load_guide("cabo", path)
    assert words in str(caught.value) and str(path) in str(caught.value)
    monkeypatch.setattr(guide_module, "script_path", lambda game: path)
    app = make_app()
    app.open_menu()
    app.step()
    menu = app.scenes.top
    learn = next(b for b in menu.buttons if b.label == tr("Learn to play"))
    click(app, learn.rect.center)
    assert app.scenes.top is menu and "The guide cannot start" in menu.message


def test_esc_first_goes_back_from_a_half_made_move_as_the_table_says():
    app, scene = open_guide()
    used: set[str | None] = set()
    while not any(g.ui == "cancel" for g in scene.board.model.gestures):  # Peek chosen, its card not yet
        run_until(app, lambda: ready(app, scene))
        follow_one(app, scene, used)
    key(app, "escape")
    assert app.scenes.top is scene and not any(g.ui == "cancel" for g in scene.board.model.gestures)
    key(app, "escape")
    assert isinstance(app.scenes.top, MenuScene)


def test_learn_to_play_is_in_the_menu_for_every_game_with_a_guide():
    app = make_app()
    app.open_menu()
    app.step()
    menu = app.scenes.top
    for index, game in enumerate(menu.games):
        menu.choose_game(index)
        menu.layout()
        labels = [b.label for b in menu.buttons]
        assert (tr("Learn to play") in labels) == (game in games_with_guides()), game
    assert set(games_with_guides()) == set(game_ids())  # every game
    menu.choose_game(menu.games.index("cabo"))
    menu.layout()
    click(app, next(b for b in menu.buttons if b.label == tr("Learn to play")).rect.center)
    assert isinstance(app.scenes.top, GuidedTableScene) and app.scenes.top.match.game == "cabo"


@pytest.mark.parametrize("size", [(1280, 720), (900, 600)])
def test_the_guided_tables_buttons_are_drawn_whole_in_every_game(size):
    """?, Restart and Leave fit every game's menu zone (Rules as well did not: 'Lea…'); F1 still opens the rules."""
    from tablegame.table.text_recorder import recording_texts

    for game in games_with_guides():
        with recording_texts() as recorder:
            app = make_app(size, fonts=Fonts(recorder.typeface()))  # from the window's start
            app.open_menu()
            app.step()
            app.open_guide(game)
            app.step()
            canvas = recorded_canvas(app, recorder)
            app.scenes.draw(canvas)
            drawn = {text.text: text for text in recorder.texts_on(canvas)}
        for label in ("?", tr("Restart"), tr("Leave")):
            assert label in drawn and not drawn[label].clipped, (game, size, label)
        key(app, "f1")
        assert type(app.scenes.top).__name__ == "RulesScene", game
