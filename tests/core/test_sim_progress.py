"""`tablegame sim`'s progress line: on a terminal's stderr only, never in stdout, with --jobs too, translated."""

from __future__ import annotations

import io
import json
import sys

import pytest

from tablegame.cli import main
from tablegame.cli_progress import ProgressLine, clock_text, fitted, shows_progress
from tablegame.i18n import use

SIM = ["sim", "cabo", "--players", "bot:random,bot:easy", "--games", "6", "--seed", "3"]


class FakeTerminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(autouse=True)
def english():
    use("en")
    yield
    use("en")


def run_sim_cli(argv, monkeypatch, capsys, stderr):
    """Run `tablegame sim` in-process with `stderr` as sys.stderr; returns (status, stdout, what stderr got)."""
    monkeypatch.setattr(sys, "stderr", stderr)
    status = main(argv)
    out, _ = capsys.readouterr()
    return status, out, stderr.getvalue()


def test_progress_appears_on_a_terminal(monkeypatch, capsys):
    status, out, err = run_sim_cli(SIM, monkeypatch, capsys, FakeTerminal())
    assert status == 0
    assert "\r6/6 games · wins: random " in err and ", easy " in err
    assert err.endswith("\r")  # the line is erased at the end: the report starts on a clean line
    assert "·" not in out and "\r" not in out  # nothing of the line on stdout


def test_no_progress_when_piped(monkeypatch, capsys):
    status, _, err = run_sim_cli(SIM, monkeypatch, capsys, io.StringIO())
    assert status == 0 and err == ""


def test_json_stdout_is_the_same_with_progress_shown(monkeypatch, capsys):
    _, piped, _ = run_sim_cli([*SIM, "--json"], monkeypatch, capsys, io.StringIO())
    _, shown, err = run_sim_cli([*SIM, "--json"], monkeypatch, capsys, FakeTerminal())
    first, second = json.loads(piped), json.loads(shown)
    first.pop("games_per_second"), second.pop("games_per_second")
    first.pop("actions_per_second"), second.pop("actions_per_second")
    for report in (first, second):
        report.pop("decision_ms")
    assert first == second
    assert "\r" not in shown and "6/6" in err


def test_progress_with_jobs(monkeypatch, capsys):
    status, _, err = run_sim_cli([*SIM, "--jobs", "2"], monkeypatch, capsys, FakeTerminal())
    assert status == 0 and "\r6/6 games" in err


def test_the_line_is_translated(monkeypatch, capsys):
    _, _, err = run_sim_cli([*SIM, "--lang", "ko"], monkeypatch, capsys, FakeTerminal())
    assert "6/6판 · 승리: random " in err
    _, _, err = run_sim_cli([*SIM, "--lang", "zh"], monkeypatch, capsys, FakeTerminal())
    assert "6/6 局 · 胜：random " in err


def test_time_left_and_throttling():
    clock = FakeClock()
    stream = FakeTerminal()
    line = ProgressLine(stream, 10, ["bot:hard", "bot:normal", "bot:normal"], clock)
    clock.now = 30.0
    line.update(2, [1.0, 0.5, 0.5])
    assert stream.getvalue() == "\r2/10 games · wins: hard 1, normal (2) 0.5, normal (3) 0.5 · 2:00 left"
    clock.now = 30.1
    line.update(3, [2.0, 0.5, 0.5])  # too soon after the last: not drawn
    assert "3/10" not in stream.getvalue()
    clock.now = 31.0
    line.update(10, [5.0, 2.0, 3.0])  # the last game is always drawn, without a time left
    assert stream.getvalue().split("\r")[-1].startswith("10/10 games · wins: hard 5, normal (2) 2, normal (3) 3")
    line.close()
    assert stream.getvalue().endswith("\r") and stream.getvalue().split("\r")[-2].strip() == ""


def test_helpers():
    assert clock_text(75.4) == "1:15" and clock_text(3725) == "1:02:05" and clock_text(-1) == "0:00"
    assert fitted("abcdef", 4) == "abc…" and fitted("abc", 4) == "abc"
    assert fitted("승리승리", 5) == "승리…"  # a wide character takes two columns
    assert shows_progress(FakeTerminal()) and not shows_progress(io.StringIO())
