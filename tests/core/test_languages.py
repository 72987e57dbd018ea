"""Choosing the language: `--lang` on every command, the kept choice in the settings, the system's at first run."""

from __future__ import annotations

import json

import pytest

from tablegame import i18n
from tablegame.app.settings import Settings, language_at_start, settings_path
from tablegame.cli import main
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import save_match

SEATS = [Seat("Mina", "human"), Seat("Bot 2", "bot", "random")]


@pytest.fixture
def save(tmp_path):
    """A CABO save with a few moves."""
    match = Match("cabo", SEATS, 3)
    match.apply({"seat": 0, "type": "peek_start", "positions": [0, 1]})
    path = tmp_path / "g.json"
    save_match(match, path)
    return path


def commands(save, tmp_path):
    """Every headless command with its arguments (the window's, play and the menu, are checked apart)."""
    return {
        "sim": ["sim", "cabo", "--players", "bot:random,bot:random", "--games", "1"],
        "replay": ["replay", str(save), "--json", "--seat", "0"],
        "shot": ["shot", str(save), "--out", str(tmp_path / "s.png")],
    }


@pytest.mark.parametrize("command", ["sim", "replay", "shot"])
@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_every_command_takes_lang_after_its_name(command, lang, save, tmp_path, capsys):
    assert main([*commands(save, tmp_path)[command], "--lang", lang]) == 0
    assert i18n.language() == lang


@pytest.mark.parametrize("command", ["sim", "replay", "shot", "play"])
@pytest.mark.parametrize("bad", ["fr", "KO-kr", "", "x" * 300])
def test_a_bad_language_exits_2_with_one_line(command, bad, save, tmp_path, capsys):
    argv = commands(save, tmp_path).get(command, ["play", "cabo"])
    assert main([*argv, "--lang", bad]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "--lang" in err and "ko" in err


def test_play_and_the_menu_open_the_window_in_the_language_given(monkeypatch):
    opened = []
    monkeypatch.setattr("tablegame.cli.open_window", lambda **start: opened.append((i18n.language(), start)) or 0)
    assert main(["play", "cabo", "--lang", "ko"]) == 0
    assert main(["--lang", "zh"]) == 0
    assert [lang for lang, _ in opened] == ["ko", "zh"]
    assert opened[0][1]["game"] == "cabo"


def test_lang_is_for_this_run_only(monkeypatch):
    monkeypatch.setattr("tablegame.cli.open_window", lambda **start: 0)
    Settings(language="zh", path=settings_path()).save()
    assert main(["play", "cabo", "--lang", "ko"]) == 0
    assert i18n.language() == "ko"
    assert Settings.load(settings_path()).language == "zh"
    assert language_at_start() == "zh"


def test_the_first_run_follows_the_system_locale(monkeypatch):
    for key in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    assert not settings_path().exists()
    assert language_at_start() == "ko"
    monkeypatch.setattr("tablegame.cli.open_window", lambda **start: 0)
    assert main([]) == 0 and i18n.language() == "ko"


def test_a_kept_choice_beats_the_system_locale(monkeypatch):
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    Settings(language="en", path=settings_path()).save()
    assert language_at_start() == "en"
    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "en"
