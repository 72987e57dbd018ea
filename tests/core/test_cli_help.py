"""The command line's help and its mistakes in the language of the run (`--lang`, else the kept or the system's),
laid out to fit a terminal where a Hangul syllable or a Hanzi takes two columns."""

from __future__ import annotations

import argparse
import gettext
import re

import pytest

from tablegame import i18n
from tablegame.app.settings import Settings, settings_path
from tablegame.cli import main
from tablegame.cli_help import argparse_words, display_width, wrap

COMMANDS = [[], ["play"], ["sim"], ["replay"], ["shot"], ["rules"], ["stats"]]
ENGLISH_RUN = re.compile(r"[A-Za-z]+ [A-Za-z]+ [A-Za-z]+")  # three English words in a row: a sentence left over


def help_of(argv: list[str], capsys, monkeypatch) -> str:
    """What `tablegame ARGV` prints for its help in an 80-column terminal (it exits 0, writing nothing else)."""
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit) as exited:
        main(argv)
    out, err = capsys.readouterr()
    assert exited.value.code == 0 and err == ""
    return out


def test_the_help_is_in_korean_with_lang_ko(capsys, monkeypatch):
    out = help_of(["--lang", "ko", "--help"], capsys, monkeypatch)
    assert out.startswith("사용법: tablegame ")
    for korean in (
        "바로 게임 테이블을 엽니다",
        "창 없이 봇끼리 대전시킵니다",
        "이 도움말을 보여 주고 끝냅니다",
        "옵션:",
    ):
        assert korean in out
    assert "start a table directly" not in out and "show this help" not in out


def test_a_command_s_help_follows_a_lang_given_after_help(capsys, monkeypatch):
    """argparse prints the help as soon as it meets --help: the language is found before the parser reads."""
    out = help_of(["shot", "--help", "--lang", "zh"], capsys, monkeypatch)
    assert out.startswith("用法：tablegame shot ")
    assert "新游戏的种子（默认：1）" in out and "显示此帮助信息并退出" in out
    assert "a new game's seed" not in out and "usage:" not in out


def test_the_english_help_is_unchanged(capsys, monkeypatch):
    out = help_of(["shot", "--help"], capsys, monkeypatch)
    assert out.startswith("usage: tablegame shot [-h] [--players PLAYERS]")
    for english in (
        "positional arguments:",
        "options:",
        "show this help message and exit",
        "a new game's seed (default: 1)",
        "a save file (its last position) or a game id (a new game)",
    ):
        assert english in out
    top = help_of(["--help"], capsys, monkeypatch)
    assert "A card table for four tabletop games." in top and "start a table directly" in top


def test_the_help_follows_the_kept_language_and_then_the_system_s(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    assert help_of(["sim", "--help"], capsys, monkeypatch).startswith("사용법: ")
    Settings(language="zh", path=settings_path()).save()
    assert help_of(["sim", "--help"], capsys, monkeypatch).startswith("用法：")
    assert help_of(["sim", "--help", "--lang", "en"], capsys, monkeypatch).startswith("usage: ")


@pytest.mark.parametrize("lang", ["ko", "zh"])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda argv: argv[0] if argv else "menu")
def test_every_help_is_wholly_translated_and_fits_80_columns(lang, command, capsys, monkeypatch):
    out = help_of([*command, "--help", "--lang", lang], capsys, monkeypatch)
    assert not ENGLISH_RUN.search(out), ENGLISH_RUN.search(out)
    wide = [line for line in out.splitlines() if display_width(line) > 78]  # argparse leaves 2 columns free
    assert not wide, wide


@pytest.mark.parametrize("command", COMMANDS, ids=lambda argv: argv[0] if argv else "menu")
def test_every_english_help_fits_80_columns(command, capsys, monkeypatch):
    out = help_of([*command, "--help"], capsys, monkeypatch)
    assert max(display_width(line) for line in out.splitlines()) <= 78


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--lang", "zh", "sim", "cabo"], "tablegame: 缺少以下必需参数：--players\n"),
        (
            ["sim", "cabo", "--players", "bot:easy,bot:easy", "--json=1", "--lang", "ko"],
            "tablegame: 인자 --json: 이 옵션은 값을 받지 않습니다: '1'\n",
        ),
        (
            ["shot", "cabo", "--size", "3", "--lang", "zh"],
            "tablegame: 参数 --size：尺寸应写成 宽x高，例如 1280x720，而不是 '3'\n",
        ),
        (
            ["--lang", "ko", "deal"],
            "tablegame: 인자 COMMAND: 잘못된 선택: 'deal' "
            "(고를 수 있는 것: 'play', 'sim', 'replay', 'hint', 'review', 'shot', 'rules', 'stats')\n",
        ),
    ],
)
def test_command_line_mistakes_are_said_in_the_language(argv, expected, capsys):
    assert main(argv) == 2
    assert capsys.readouterr().err == expected


def test_a_bad_lang_is_said_in_the_kept_language(capsys):
    Settings(language="ko", path=settings_path()).save()
    assert main(["sim", "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert err == "tablegame: 인자 --lang: en (English), ko (한국어), zh (简体中文) 중 하나여야 합니다('fr' 아님)\n"


def test_argparse_s_own_gettext_is_never_replaced(capsys, monkeypatch):
    """The help's translation is passed to the parser: argparse's module keeps its own gettext all along."""
    asked: list[str] = []

    def spy(message: str) -> str:
        asked.append(message)
        return gettext.gettext(message)

    monkeypatch.setattr(argparse, "_", spy)
    assert main(["--lang", "ko", "sim"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tablegame: ") and "the following" not in err  # said in Korean all the same
    assert "the following arguments are required: %s" in asked
    assert argparse._ is spy  # type: ignore[attr-defined]
    assert argparse.ArgumentParser(prog="x").format_usage() == "usage: x [-h]\n"


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_argparse_words_keep_argparse_s_placeholders(lang):
    """argparse fills `%(name)s` and `%s` itself: a translation that lost or renamed one would crash it."""
    i18n.use(lang)
    marks = re.compile(r"%(?:\(\w+\))?[sr]")
    for english, translated in argparse_words().items():
        assert translated != english
        assert sorted(marks.findall(translated)) == sorted(marks.findall(english)), translated


def test_chinese_wraps_between_hanzi_but_not_before_its_punctuation():
    lines = wrap("按 N 号座位所见画出牌桌（默认：轮到行动的真人，否则为第一位真人）", 20)
    assert all(display_width(line) <= 20 for line in lines)
    assert "".join(lines).replace(" ", "") == "按N号座位所见画出牌桌（默认：轮到行动的真人，否则为第一位真人）"
    assert not any(line[0] in "，。：）" for line in lines)


def test_korean_and_english_wrap_at_spaces_only():
    text = "N번 자리가 보는 테이블을 그립니다 (기본값: 행동할 차례인 사람, 없으면 첫 번째 사람)"
    lines = wrap(text, 24)
    assert " ".join(lines) == text and all(display_width(line) <= 24 for line in lines)
    assert wrap("a new game's seed (default: 1)", 12) == ["a new game's", "seed", "(default: 1)"]
    assert wrap("x" * 7, 3) == ["xxx", "xxx", "x"]  # a word wider than the line is cut
