"""The menu's language choice (English / 한국어 / 简体中文): applied at once, kept, reached by the keyboard."""

from __future__ import annotations

import pygame
from driver import click, key

from tablegame import i18n
from tablegame.app.main import App
from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.load import LoadScene
from tablegame.app.scenes.menu import MenuScene, is_default_name
from tablegame.app.settings import Settings, language_at_start, settings_path
from tablegame.i18n import LANGUAGE_NAMES
from tablegame.storage.saves import SaveStore


def menu_app(tmp_path) -> App:
    """A window on the menu, its settings in the private config folder (as a real start reads them)."""
    app = App(bot_threads=False, store=SaveStore(tmp_path / "saves"), settings=Settings.load(settings_path()))
    app.open_menu()
    app.step()
    return app


def labels(app: App) -> list[str]:
    """Every text of the menu's buttons and labels."""
    scene = app.scenes.top
    return [b.label for b in scene.buttons] + [text for text, *_ in scene.labels if isinstance(text, str)]


def press_language(app: App, lang: str) -> None:
    """Click the language's button."""
    button = next(b for b in app.scenes.top.buttons if b.label == LANGUAGE_NAMES[lang])
    click(app, button.rect.center)


def test_each_language_is_offered_in_its_own_words(tmp_path):
    app = menu_app(tmp_path)
    for lang in ("en", "ko", "zh"):
        press_language(app, lang)
        shown = labels(app)
        assert {"English", "한국어", "简体中文"} <= set(shown)


def test_choosing_korean_redraws_the_menu_in_korean_and_keeps_the_choice(tmp_path):
    app = menu_app(tmp_path)
    assert "Start" in labels(app)
    press_language(app, "ko")
    assert i18n.language() == "ko"
    shown = labels(app)
    assert "시작" in shown and "Start" not in shown and "게임" in shown
    assert app.scenes.top.seats[0].field.text == "플레이어 1"  # the proposed name follows the language
    assert Settings.load(settings_path()).language == "ko"
    press_language(app, "zh")
    assert "开始" in labels(app) and app.scenes.top.seats[0].field.text == "玩家1"


def test_the_choice_is_remembered_across_restarts(tmp_path):
    press_language(menu_app(tmp_path), "zh")
    i18n.use("en")  # a new run starts from nothing
    i18n.use(language_at_start())
    app = menu_app(tmp_path)
    assert i18n.language() == "zh" and "开始" in labels(app)


def test_the_language_buttons_are_reached_by_the_keyboard(tmp_path):
    app = menu_app(tmp_path)
    scene = app.scenes.top
    target = next(i for i, b in enumerate(scene.buttons) if b.label == "한국어")
    for _ in range(len(scene.buttons) + 1):
        if scene.focus == target:
            break
        key(app, "tab")
        scene = app.scenes.top
        target = next(i for i, b in enumerate(scene.buttons) if b.label == "한국어")
    assert scene.focus == target
    key(app, "return")
    assert i18n.language() == "ko" and "시작" in labels(app)


def test_a_typed_name_stays_and_a_default_name_is_recognised_in_any_language(tmp_path):
    app = menu_app(tmp_path)
    scene = app.scenes.top
    assert isinstance(scene, MenuScene)
    scene.seats[0].field.text = "Mina"
    press_language(app, "ko")
    assert scene.seats[0].field.text == "Mina" and scene.seats[1].field.text == "봇 2"
    assert all(is_default_name(name) for name in ("Player 3", "플레이어 3", "玩家3", "Bot 2", "봇 2", "机器人2"))
    assert not any(is_default_name(name) for name in ("Mina", "Player", "Bot 2b", "민아 2"))


def test_the_lists_speak_the_language_chosen(tmp_path):
    app = menu_app(tmp_path)
    press_language(app, "ko")
    app.scenes.push(LoadScene(app))
    app.step()
    assert app.scenes.top.title == "저장한 게임 불러오기"
    assert any(row.title == "예제 게임" for row in app.scenes.top.rows)
    app.scenes.pop()
    app.scenes.push(GamesScene(app))
    app.step()
    assert app.scenes.top.title == "진행 중인 게임"


def test_the_window_caption_follows_the_language(tmp_path):
    app = menu_app(tmp_path)
    press_language(app, "ko")
    assert pygame.display.get_caption()[0] == "tablegame: 카드 테이블"
