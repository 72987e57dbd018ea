"""The Rules screen: opened from the menu (its button, F1) and from the table (its button, F1) over the screen
below, which it gives back as it was; contents that jump; the wheel, a drag and the keys scroll; every page
legible at four sizes in every language, with the checks of test_screens_legible."""

from __future__ import annotations

import pygame
import pytest
from driver import centre, click, drag, key, make_app, recorded_canvas, recorded_window, start_match, table
from english_left import speaking
from test_screens_legible import SIZES, problems

from tablegame.app.main import App
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.rules_screen import RulesScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Match, Seat
from tablegame.core.rules_text import games_with_rules

BOTS_ONLY = [Seat("A", "bot", "random"), Seat("B", "bot", "random")]


def rules_on_top(app: App) -> RulesScene:
    scene = app.scenes.top
    assert isinstance(scene, RulesScene)
    return scene


def test_the_menu_opens_the_chosen_game_s_rules_by_its_button_and_f1() -> None:
    app = make_app((900, 600))
    app.open_menu()
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    menu.choose_game(menu.games.index("cabo"))
    menu.layout()
    rules_button = next(b for b in menu.buttons if b.label == "Rules")
    click(app, rules_button.rect.center)
    assert rules_on_top(app).game == "cabo"
    key(app, "escape")
    assert app.scenes.top is menu
    key(app, "f1")
    assert rules_on_top(app).game == "cabo"
    click(app, app.scenes.top.buttons[-1].rect.center)  # Back
    assert app.scenes.top is menu


def test_the_table_s_rules_open_over_it_and_give_back_the_same_moment() -> None:
    app = make_app()
    match = start_match(app, BOTS_ONLY, seed=4)
    scene = table(app)
    for _ in range(5):
        app.step()
    click(app, centre(app, "app:rules"))
    assert rules_on_top(app).game == "cabo"
    moves = len(match.actions)
    for _ in range(30):  # the bots wait while the rules are read
        app.step()
    assert len(match.actions) == moves and app.scenes.scenes[-2] is scene
    key(app, "f1")
    assert app.scenes.top is scene and len(match.actions) >= moves  # the game goes on from where it was
    key(app, "f1")
    assert isinstance(app.scenes.top, RulesScene)
    key(app, "escape")
    assert isinstance(app.scenes.top, TableScene)


def test_contents_jump_and_the_wheel_a_drag_and_the_keys_scroll() -> None:
    app = make_app((900, 600))
    app.open_menu()
    app.scenes.push(RulesScene(app, "cabo"))
    app.step()
    scene = rules_on_top(app)
    keys = [section.key for section in scene.sections]
    click(app, scene.buttons[keys.index("scoring")].rect.center)
    top = scene.lines[scene.first]
    assert top.heading and scene.sections[top.section].key == "scoring"
    key(app, "home")
    assert scene.first == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.step()
    assert scene.first == 3
    key(app, "up")
    assert scene.first == 2
    shown = scene.shown
    key(app, "page down")
    assert scene.first == 2 + shown - 1
    key(app, "end")
    assert scene.first == scene.last_first() > 0
    area = scene.text_area
    line = app.fonts.body.get_height()
    drag(app, (area.centerx, area.y + 8 * line), (area.centerx, area.y + 2 * line))  # the text follows up
    assert scene.first == scene.last_first()  # at the end already: no further
    drag(app, (area.centerx, area.y + 2 * line), (area.centerx, area.y + 8 * line))
    assert scene.first == scene.last_first() - 6


def pages_problems(game: str, size: tuple[int, int], lang: str) -> list[str]:
    """Every problem of every screenful of the game's rules, paged through with Page Down."""
    found: list[str] = []
    with recorded_window(size) as (app, recorder):
        app.open_menu()
        scene = RulesScene(app, game)
        app.scenes.push(scene)
        canvas = recorded_canvas(app, recorder)
        seen = set()
        while scene.first not in seen:
            seen.add(scene.first)
            recorder.forget(canvas)
            scene.draw(canvas)
            found += [
                f"line {scene.first}: {problem}" for problem in problems(recorder.texts_on(canvas), size, set(), lang)
            ]
            found += [str(overlap) for overlap in recorder.overlaps_on(canvas)]
            scene.scroll(max(1, scene.shown - 1))
        assert scene.first == scene.last_first()
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")  # every language at all four
@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("game", games_with_rules())
def test_every_page_of_the_rules_is_legible(game: str, lang: str, size: tuple[int, int]) -> None:
    with speaking(lang):
        found = pages_problems(game, size, lang)
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("game", ["ogallala", "niagara", "cabo", "struggle-for-catan"])
def test_the_table_s_window_buttons_fit_their_labels_at_the_smallest_size(game: str) -> None:
    """?, Save, Rules and Menu: in a narrow menu zone on two rows, each wide enough for its label, none over
    another."""
    app = make_app((900, 600))
    app.open_table(Match(game, [Seat("A"), Seat("B", "bot", "random")], 3))
    app.step()
    board = table(app).board
    rects = {ui: board.button_rects[ui] for ui in ("app:whatis", "app:save", "app:rules", "app:menu")}
    for ui, rect in rects.items():
        label = next(b.label for b in board.model.buttons if b.key == ui)
        assert board.geometry.label_room(rect) >= app.fonts.body.size(label)[0], (ui, rect)
        assert not any(rect.colliderect(other) for name, other in rects.items() if name != ui), ui
