"""The command line under hostile input: one line on stderr and exit 2, escaped names, no traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tablegame.cli import main, terminal_safe
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import match_to_json, save_match

HUGE = "1" * 5000


def run(argv, capsys):
    """Run the CLI in-process; returns (status, stdout, stderr)."""
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("argv", [
    ["sim", "cabo", "--players", "bot:random,bot:random", "--games", "abc"],
    ["sim", "cabo", "--players", "bot:random,bot:random", "--seed", "1.5"],
    ["sim", "cabo"],
    ["frobnicate"],
    ["replay"],
    ["sim", "cabo", "--players", "bot:random,bot:random", "--nosuch"],
    ["sim", "cabo", "--players", "bot:random,bot:random", "--seed", HUGE],
    ["play", "cabo", "--seed", HUGE],
    ["sim", "cabo", "--players", "bot:random,bot:random", "--option", f"round_limit={HUGE}"],
    ["sim", "cabo", "--players", "bot:random,bot:hard@infs"],
    ["sim", "cabo", "--players", "bot:random,bot:hard@1e9s"],
    ["sim", "cabo", "--players", "bot:random,bot:hard@nans"],
    ["sim", "cabo", "--players", "bot:random,bot:hard@99999999999999999999"],
    ["play", "cabo", "--players", "human,bot:genius"],
    ["play", "cabo", "--players", "human,bot:hard@infs"],
])
def test_every_mistake_is_one_line_and_exit_2(argv, capsys):
    status, out, err = run(argv, capsys)
    assert status == 2 and out == ""
    assert err.startswith("tablegame: ") and err.count("\n") == 1, err
    assert "usage:" not in err and len(err) < 500


def test_help_stays_complete(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["sim", "--help"])
    out = capsys.readouterr().out
    assert exited.value.code == 0 and "usage:" in out and "--max-actions" in out and "--players" in out


def test_terminal_safe_escapes_what_a_terminal_would_obey():
    assert terminal_safe("a\x1b]0;title\x07b") == "a\\x1b]0;title\\x07b"
    assert terminal_safe("line\nbreak\r") == "line\\x0abreak\\x0d"
    assert terminal_safe("\ud800x\u202eevil") == "\\ud800x\\u202eevil"
    assert terminal_safe("민아 🙂 Ünï") == "민아 🙂 Ünï"


def test_replay_escapes_names_in_its_text(tmp_path, capsys):
    path = tmp_path / "g.json"
    save_match(Match("cabo", [Seat("Mina\u202e"), Seat("민아")], 3), path)
    status, out, _ = run(["replay", str(path)], capsys)
    assert status == 0 and "Mina\\u202e" in out and "민아" in out and "\u202e" not in out


def test_a_save_whose_name_would_drive_the_terminal_is_refused_in_one_escaped_line(tmp_path, capsys):
    data = match_to_json(Match("cabo", [Seat("A"), Seat("B")], 3))
    data["seats"][0]["name"] = "\x1b[2J\x1b]0;pwned\x07"
    path = tmp_path / "evil\nname.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status, out, err = run(["replay", str(path)], capsys)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert "\x1b" not in err and "evil\\x0aname.json" in err and "seats[0].name" in err


def test_a_huge_number_in_a_save_names_the_file(tmp_path, capsys):
    path = tmp_path / "digits.json"
    text = json.dumps(match_to_json(Match("cabo", [Seat("A"), Seat("B")], 3))).replace('"seed": 3', f'"seed": {HUGE}')
    path.write_text(text, encoding="utf-8")
    status, _, err = run(["replay", str(path), "--json"], capsys)
    assert status == 2 and err.count("\n") == 1 and "digits.json: seed: " in err and "Exceeds the limit" not in err


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_replay_of_a_device_is_refused_at_once(capsys):
    status, _, err = run(["replay", "/dev/zero"], capsys)
    assert status == 2 and err.count("\n") == 1 and "/dev/zero" in err


def test_replay_json_into_a_closed_pipe_ends_quietly(tmp_path):
    path = tmp_path / "g.json"
    match = Match("cabo", [Seat("A"), Seat("B")], 3)
    save_match(match, path)
    command = [sys.executable, "-m", "tablegame", "replay", str(path), "--json"]
    # `| head -c 0`: the reader goes away while the program is still starting, so its write must fail.
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err
    assert proc.returncode == 1
