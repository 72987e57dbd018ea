"""The command line: replay and sim contracts, and bad input giving exit status 2 with one line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tablegame.cli import main, parse_option
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids
from tablegame.paths import data_dir
from tablegame.storage.saves import load_match, save_match

SEATS = [Seat("A", "human"), Seat("B", "human")]


def run(argv, capsys):
    """Run the CLI in-process; returns (status, stdout, stderr)."""
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def test_replay_json_has_the_contract_fields(tmp_path, capsys):
    match = Match("cabo", SEATS, 3)
    match.apply({"seat": 0, "type": "peek_start", "positions": [0, 1]})
    path = tmp_path / "g.json"
    save_match(match, path)
    status, out, _ = run(["replay", str(path), "--json"], capsys)
    report = json.loads(out)
    assert status == 0
    for key in ("game", "over", "to_act", "scores", "winners", "legal_actions"):
        assert key in report
    assert report["to_act"] == [1] and report["over"] is False and report["winners"] == []
    assert all(a["seat"] == 1 for a in report["legal_actions"])


def test_replay_text_output(tmp_path, capsys):
    path = tmp_path / "g.json"
    save_match(Match("cabo", SEATS, 3), path)
    status, out, _ = run(["replay", str(path)], capsys)
    assert status == 0 and "to act: A" in out


@pytest.mark.parametrize(
    "content",
    [
        "nonsense",
        '{"format": "tablegame-save"}',
        "[]",
        '{"format":"tablegame-save","version":1,"game":"cabo",'
        '"seats":[{"name":"a","kind":"human"},{"name":"b","kind":"human"}],"seed":1,"setup":{"deck":["c99"]},'
        '"actions":[]}',
    ],
)
def test_bad_files_exit_2_with_one_line(tmp_path, capsys, content):
    path = tmp_path / "bad.json"
    path.write_text(content)
    status, out, err = run(["replay", str(path), "--json"], capsys)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err


def test_missing_file_exits_2(capsys):
    status, _, err = run(["replay", "/no/such/file.json"], capsys)
    assert status == 2 and "cannot be read" in err


def test_sim_json_report_fields(capsys):
    status, out, _ = run(["sim", "cabo", "--players", "bot:random,bot:random", "--games", "4", "--json"], capsys)
    report = json.loads(out)
    assert status == 0
    assert report["game"] == "cabo" and report["games"] == 4
    assert report["players"] == ["bot:random", "bot:random"]
    assert sum(report["wins"]) == pytest.approx(4)
    assert len(report["mean_scores"]) == 2
    assert report["games_per_second"] > 0 and report["actions_per_second"] > 0
    assert set(report["decision_ms"][0]) == {"mean", "p95"}


def test_sim_text_report(capsys):
    status, out, _ = run(["sim", "cabo", "--players", "bot:random,bot:random", "--games", "2"], capsys)
    assert status == 0 and "games/s" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["sim", "chess", "--players", "bot:random,bot:random"],
        ["sim", "cabo", "--players", "bot:random,bot:genius"],
        ["sim", "cabo", "--players", "bot:random"],
        ["sim", "cabo", "--players", "human,bot:random"],
        ["sim", "cabo", "--players", "bot:random,bot:random", "--option", "nosuch=1"],
        ["sim", "cabo", "--players", "bot:random,bot:random", "--option", "lock_caller=maybe"],
        ["sim", "cabo", "--players", "bot:random,bot:random", "--option", "novalue"],
        ["play", "chess"],
        ["play", "cabo", "--players", "robot"],
    ],
)
def test_bad_command_lines_exit_2(argv, capsys):
    status, _, err = run(argv, capsys)
    assert status == 2 and err.startswith("tablegame: ") and err.count("\n") == 1


def test_option_values_are_read_as_json_when_possible():
    assert parse_option("lock_caller=true") == ("lock_caller", True)
    assert parse_option("mismatch_penalty=none") == ("mismatch_penalty", "none")
    assert parse_option("n=3") == ("n", 3)


def test_python_dash_m_runs_the_same_command():
    proc = subprocess.run([sys.executable, "-m", "tablegame", "--help"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "replay" in proc.stdout


def test_the_command_line_loads_pygame_only_for_the_window():
    """sim and replay run where there is no display: importing the command line imports no pygame."""
    code = "import sys, tablegame.cli; print('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "False\n"


EXAMPLE_SAVES = sorted(data_dir("saves").glob("*.json"))


@pytest.mark.parametrize("path", EXAMPLE_SAVES, ids=lambda p: p.stem)
def test_replay_json_history_of_every_example_save(path, capsys):
    """`--seat N` writes seat N's history, one entry (or more, with events) per action; without it an onlooker's,
    which names no card the seats keep to themselves and so never says more than a seat's history."""
    match = load_match(path)
    for seat in [*range(len(match.seats)), None]:
        argv = ["replay", str(path), "--json"] + ([] if seat is None else ["--seat", str(seat)])
        status, out, _ = run(argv, capsys)
        history = json.loads(out)["history"]
        assert status == 0
        assert all(set(entry) == {"action", "text"} and entry["text"] for entry in history)
        caused = [entry["action"] for entry in history]
        assert caused == sorted(caused) and set(caused) == set(range(len(match.actions)))
        assert history == [entry.to_json() for entry in match.history_for(seat).entries]


def test_replay_seat_must_be_a_seat_of_the_game(tmp_path, capsys):
    path = tmp_path / "g.json"
    save_match(Match("cabo", SEATS, 3), path)
    status, _, err = run(["replay", str(path), "--json", "--seat", "2"], capsys)
    assert status == 2 and "--seat must be a seat of this game, from 0 to 1, not 2" in err and err.count("\n") == 1


def test_replay_text_with_a_seat_prints_its_history(tmp_path, capsys):
    match = Match("cabo", SEATS, 3)
    match.apply({"seat": 0, "type": "peek_start", "positions": [0, 1]})
    path = tmp_path / "g.json"
    save_match(match, path)
    status, out, _ = run(["replay", str(path), "--seat", "0"], capsys)
    assert status == 0 and out.splitlines()[0].startswith("    0  ")


# --- tablegame rules -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("game", game_ids())
def test_rules_prints_every_section_within_78_columns(game, lang, capsys):
    from tablegame.cli_help import display_width
    from tablegame.core.rules_text import SECTION_KEYS, rules_sections
    from tablegame.i18n import use

    status, out, err = run(["rules", game, "--lang", lang], capsys)
    assert status == 0 and err == ""
    assert max(display_width(line) for line in out.splitlines()) <= 78
    use(lang)
    try:
        titles = {section.key: section.title for section in rules_sections(game)}
    finally:
        use("en")
    assert list(titles) == list(SECTION_KEYS) and all(title in out for title in titles.values())
    for key, title in titles.items():  # each section alone: its title first, nothing of the others
        status, alone, _ = run(["rules", game, "--lang", lang, "--section", key], capsys)
        assert status == 0 and alone.startswith(title + "\n") and alone in out


def test_rules_prints_one_section(capsys):
    status, out, _ = run(["rules", "cabo", "--section", "scoring"], capsys)
    assert status == 0 and out.startswith("Counting the points\n") and "How the game ends" not in out


def test_rules_follows_the_terminal_s_width(capsys, monkeypatch):
    import os

    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.setattr("shutil.get_terminal_size", lambda fallback=None: os.terminal_size((41, 20)))
    status, out, _ = run(["rules", "cabo"], capsys)
    assert status == 0 and max(len(line) for line in out.splitlines()) <= 40


@pytest.mark.parametrize(
    ("argv", "named"), [(["rules", "chess"], "cabo"), (["rules", "cabo", "--section", "x"], "scoring")]
)
def test_rules_mistakes_exit_2_with_one_line_naming_the_choices(argv, named, capsys):
    status, out, err = run(argv, capsys)
    assert status == 2 and out == "" and err.count("\n") == 1 and named in err
