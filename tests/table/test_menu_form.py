"""The menu's form, driven by posted events: controls that keep their places, arrows that go their own ways,
options greyed where the seat count leaves them without effect."""

from __future__ import annotations

import pygame
from driver import click, make_app

from tablegame.app.main import App
from tablegame.app.scenes.menu import MenuScene
from tablegame.i18n import use

# Window sizes from the smallest to the largest, and the languages whose words are longest or widest.
LANGUAGES_AND_SIZES = (
    ("en", (900, 600)),
    ("en", (1280, 720)),
    ("en", (2560, 1440)),
    ("ko", (1280, 720)),
    ("zh", (900, 600)),
)


def menu_app(size: tuple[int, int] = (1280, 720)) -> tuple[App, MenuScene]:
    """A window on the menu."""
    app = make_app(size)
    app.open_menu()
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    return app, menu


def button(menu: MenuScene, label: str) -> pygame.Rect:
    """The place of the menu's button whose label starts with `label`."""
    return next(b.rect for b in menu.buttons if b.label.startswith(label)).copy()


def places(menu: MenuScene) -> dict[str, pygame.Rect]:
    """Where the controls a player clicks again and again are."""
    found = {label: button(menu, label) for label in ("‹", "›", "−", "+")}
    found["seat 1"] = menu.buttons[4].rect.copy()
    fixed = menu.buttons[-10:]  # Start, Continue, the lists, Quit; the languages; the bot speed, the sound
    found.update((f"fixed {number}", b.rect.copy()) for number, b in enumerate(fixed))
    found["name"] = menu.seats[0].field.rect.copy()
    return found


def test_the_form_keeps_its_controls_in_place_whatever_the_game_and_the_seats():
    for lang, size in LANGUAGES_AND_SIZES:
        use(lang)
        app, menu = menu_app(size)
        first = places(menu)
        for _ in range(len(menu.games)):
            click(app, first["›"].center)  # a repeated click on the same spot goes on to the next game
            assert places(menu) == first, (size, menu.game)
            for _ in range(menu.rules.max_seats - len(menu.seats)):
                click(app, first["+"].center)
                assert places(menu) == first, (size, menu.game, len(menu.seats))
            assert len(menu.seats) == menu.rules.max_seats
            for _ in range(menu.rules.max_seats - menu.rules.min_seats):
                click(app, first["−"].center)
            assert len(menu.seats) == menu.rules.min_seats and places(menu) == first
        use("en")


def test_each_arrow_goes_its_own_way():
    app, menu = menu_app()
    start = menu.game_index
    click(app, button(menu, "›").center)
    assert menu.game_index == (start + 1) % len(menu.games)
    click(app, button(menu, "‹").center)
    click(app, button(menu, "‹").center)
    assert menu.game_index == (start - 1) % len(menu.games)


def option_button(menu: MenuScene, title: str):
    """The option's button."""
    return next(b for b in menu.buttons if b.label.startswith(title))


def labels(menu: MenuScene) -> list[str]:
    """The menu's texts besides the buttons."""
    return [text for text, _, _, _ in menu.labels]


def test_an_option_that_cannot_apply_to_the_seat_count_is_greyed_with_the_reason():
    app, menu = menu_app()
    menu.choose_game(menu.games.index("struggle-for-catan"))
    while len(menu.seats) > 2:
        menu.change_seats(-1)
    menu.layout()
    destiny = option_button(menu, "Destiny card")
    assert not destiny.enabled and "Only with 3 or 4 players" in labels(menu)
    before = dict(menu.options)
    click(app, destiny.rect.center)
    assert menu.options == before  # greyed: a click changes nothing
    click(app, button(menu, "+").center)
    destiny = option_button(menu, "Destiny card")
    assert destiny.enabled and "Only with 3 or 4 players" not in labels(menu)
    click(app, destiny.rect.center)
    assert menu.options["settlement_destiny"] == "always"


def test_the_reason_is_said_in_korean_and_chinese():
    for lang, words in (("ko", "3명 또는 4명"), ("zh", "3 或 4")):
        use(lang)
        try:
            _, menu = menu_app()
            menu.choose_game(menu.games.index("struggle-for-catan"))
            while len(menu.seats) > 2:
                menu.change_seats(-1)
            menu.layout()
            assert any(words in text for text in labels(menu)), (lang, labels(menu))
        finally:
            use("en")


def test_no_control_of_the_menu_lies_over_another():
    """Learn to play was laid over "+" at 1280x720: every button and field has a place of its own, in every game."""
    for lang, size in LANGUAGES_AND_SIZES:
        use(lang)
        _app, menu = menu_app(size)
        for index in range(len(menu.games)):
            menu.choose_game(index)
            menu.layout()
            controls = [(b.label, b.rect) for b in menu.buttons] + [("field", f.rect) for f in menu.fields]
            for i, (label, rect) in enumerate(controls):
                for other, other_rect in controls[i + 1 :]:
                    assert not rect.colliderect(other_rect), (lang, size, menu.game, label, other)
        use("en")
