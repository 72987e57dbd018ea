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


@pytest.mark.parametrize("command", ["sim", "replay", "shot", "play", "menu"])
@pytest.mark.parametrize("bad", ["fr", "KO-kr", "", "x" * 300])
def test_a_bad_language_exits_2_with_one_line(command, bad, save, tmp_path, capsys):
    argv = {**commands(save, tmp_path), "play": ["play", "cabo"], "menu": []}[command]
    assert main([*argv, "--lang", bad]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "--lang" in err and "ko" in err


def test_play_and_the_menu_open_the_window_in_the_language_given(monkeypatch):
    opened = []
    monkeypatch.setattr("tablegame.cli.open_window", lambda **start: opened.append((i18n.language(), start)) or 0)
    assert main(["play", "cabo", "--lang", "ko"]) == 0
    assert main(["--lang", "zh"]) == 0
    assert main(["--lang", "ko", "play", "cabo", "--lang", "en"]) == 0  # after the command wins
    assert [lang for lang, _ in opened] == ["ko", "zh", "en"]
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


def test_replay_json_in_korean_writes_korean_history_with_the_same_keys(capsys):
    from tablegame.paths import data_dir

    path = data_dir("saves") / "cabo-three-seats-round-2.json"
    assert main(["replay", str(path), "--json", "--seat", "0"]) == 0
    english = json.loads(capsys.readouterr().out)
    assert main(["replay", str(path), "--json", "--seat", "0", "--lang", "ko"]) == 0
    korean = json.loads(capsys.readouterr().out)
    assert korean.keys() == english.keys()
    assert [sorted(e) for e in korean["history"]] == [sorted(e) for e in english["history"]]
    assert [e["action"] for e in korean["history"]] == [e["action"] for e in english["history"]]
    for key in ("game", "over", "to_act", "scores", "winners", "legal_actions", "actions"):
        assert korean[key] == english[key]
    hangul = [e["text"] for e in korean["history"] if any("\uac00" <= ch <= "\ud7a3" for ch in e["text"])]
    assert len(hangul) >= len(korean["history"]) // 2 and korean["history"] != english["history"]


def test_a_game_saved_in_korean_loads_in_english_and_writes_the_same_file(tmp_path):
    from tablegame.storage.saves import SaveStore, load_match, match_to_json

    def played(lang: str) -> tuple[dict, dict]:
        i18n.use(lang)
        match = Match("cabo", [Seat("민아"), Seat("Bot 2", "bot", "normal")], 7)
        for _ in range(6):
            seat = match.to_act()[0]
            match.apply(match.legal_actions(seat)[0])
        store = SaveStore(tmp_path / lang)
        saved = json.loads(store.save(match, "game").read_text(encoding="utf-8"))
        kept = json.loads(store.autosave(match, played_at=1.0).read_text(encoding="utf-8"))
        return saved, kept

    english, english_kept = played("en")
    korean, korean_kept = played("ko")
    for data in (english, korean, english_kept, korean_kept):  # the times and the game's id differ, nothing else
        data.pop("saved_at", None)
        data.pop("match_id", None)
        data.get("summary", {}).pop("played_at", None)
    assert korean == english and korean_kept == english_kept  # nothing in a save depends on the language
    i18n.use("en")
    again = load_match(tmp_path / "ko" / "game.json")
    assert match_to_json(again)["actions"] == korean["actions"]


@pytest.mark.parametrize("value", ["fr", 3, None, ["ko"], "KO"])
def test_a_bad_language_in_the_settings_is_said_and_dropped_the_rest_kept(value):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps({"format": "tablegame-settings", "version": 1, "speed": "fast", "language": value}), encoding="utf-8"
    )
    assert language_at_start() == i18n.system_language()
    settings = Settings.load(path)
    assert settings.speed == "fast" and settings.language == ""
    assert settings.problem and "language" in settings.problem and "\n" not in settings.problem
    again = Settings.load(path)  # the bad value was written away: said once
    assert again.problem is None and again.speed == "fast"


def test_the_language_survives_a_settings_round_trip():
    settings = Settings.load(settings_path())
    settings.choose_language("ko")
    assert i18n.language() == "ko"
    again = Settings.load(settings_path())
    assert again.language == "ko" and again.problem is None


def test_a_damaged_settings_file_is_said_in_the_language_chosen():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    i18n.use("ko")
    assert "메뉴 설정" in (Settings.load(path).problem or "")


def test_dates_read_as_each_language_writes_them():
    import time

    from tablegame.app.scenes.opening import when_played

    now = time.mktime((2026, 12, 2, 15, 0, 0, 0, 0, -1))
    earlier = time.mktime((2026, 11, 28, 18, 30, 0, 0, 0, -1))
    last_year = time.mktime((2025, 3, 5, 9, 7, 0, 0, 0, -1))
    expected = {
        "en": ("today 14:05", "Nov 28 18:30", "Mar 5, 2025 09:07"),
        "ko": ("오늘 14:05", "11월 28일 18:30", "2025년 3월 5일 09:07"),
        "zh": ("今天 14:05", "11月28日 18:30", "2025年3月5日 09:07"),
    }
    for lang, (today, this_year, other_year) in expected.items():
        i18n.use(lang)
        assert when_played(time.mktime((2026, 12, 2, 14, 5, 0, 0, 0, -1)), now) == today
        assert when_played(earlier, now) == this_year
        assert when_played(last_year, now) == other_year
