"""`tablegame hint`, `tablegame review` and `tablegame sim --save-dir`: JSON shapes, words and exit codes."""

from __future__ import annotations

import json

import pytest

from tablegame import cli_coach
from tablegame.cli import main
from tablegame.coach.chance import Budget
from tablegame.core.match import Match, Seat
from tablegame.core.rules import same_json
from tablegame.storage.saves import load_match, save_match

SEATS = [Seat("A", "human"), Seat("B", "human")]


@pytest.fixture(autouse=True)
def tiny_budgets(monkeypatch):
    """The commands' budgets cut to a few playouts and search iterations: these tests check shapes, not play."""
    monkeypatch.setattr(cli_coach, "HINT_BUDGET", Budget(playouts=2, time_limit=None))
    monkeypatch.setattr(cli_coach, "REVIEW_BUDGET", Budget(playouts=2, time_limit=None))
    monkeypatch.setattr(cli_coach, "HINT_ITERATIONS", 6)


def run(argv, capsys):
    """Run the CLI in-process; returns (status, stdout, stderr)."""
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def saved(tmp_path, actions=0):
    """A CABO save after the first `actions` legal first choices."""
    match = Match("cabo", SEATS, 3)
    for _ in range(actions):
        seat = match.to_act()[0]
        match.apply(match.legal_actions(seat)[0])
    path = tmp_path / "g.json"
    save_match(match, path)
    return path, match


def test_hint_json_has_the_contract_fields(tmp_path, capsys):
    path, match = saved(tmp_path, 3)
    status, out, err = run(["hint", str(path), "--json"], capsys)
    assert status == 0 and not err
    report = json.loads(out)
    assert {"seat", "action", "win_chance", "error"} <= set(report)
    assert report["seat"] == match.to_act()[0]
    assert any(same_json(report["action"], a) for a in match.legal_actions(report["seat"]))
    assert 0 <= report["win_chance"] <= 1 and 0 < report["error"] <= 0.5


def test_hint_in_words_is_one_line(tmp_path, capsys):
    path, _ = saved(tmp_path, 1)
    status, out, _ = run(["hint", str(path)], capsys)
    assert status == 0 and out.count("\n") == 1 and "%" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["hint", "{path}", "--seat", "0"],  # seat 1 is to act after one action
        ["hint", "{missing}"],
        ["hint", "{bad}"],
        ["review", "{path}", "--seat", "7"],
        ["review", "{missing}", "--seat", "0"],
    ],
)
def test_bad_input_exits_2_with_one_line(tmp_path, capsys, argv):
    path, _ = saved(tmp_path, 1)
    (tmp_path / "bad.json").write_text("{not json", encoding="utf-8")
    names = {"path": str(path), "missing": str(tmp_path / "none.json"), "bad": str(tmp_path / "bad.json")}
    status, out, err = run([a.format(**names) for a in argv], capsys)
    assert status == 2 and not out and err.count("\n") == 1 and err.startswith("tablegame: ")


def test_hint_on_a_finished_game_exits_2(tmp_path, capsys):
    match = Match("cabo", SEATS, 3)
    while not match.is_over():
        seat = match.to_act()[0]
        match.apply(match.legal_actions(seat)[-1])
    path = tmp_path / "over.json"
    save_match(match, path)
    status, out, err = run(["hint", str(path), "--json"], capsys)
    assert status == 2 and not out and "over" in err


def test_review_json_and_words(tmp_path, capsys):
    path, match = saved(tmp_path, 6)
    status, out, err = run(["review", str(path), "--seat", "0", "--json"], capsys)
    assert status == 0 and not err  # no progress bar: stderr is not a terminal
    decisions = json.loads(out)["decisions"]
    assert [d["index"] for d in decisions] == [i for i, a in enumerate(match.actions) if a["seat"] == 0]
    for d in decisions:
        assert set(d) == {"index", "played", "best", "win_chance_played", "win_chance_best", "error", "mark"}
    status, out, _ = run(["review", str(path), "--seat", "0"], capsys)
    assert status == 0 and "%" in out.splitlines()[-1]


def test_sim_save_dir_writes_saves_that_load(tmp_path, capsys):
    folder = tmp_path / "games"
    argv = ["sim", "niagara", "--players", "bot:normal,bot:random", "--games", "2", "--save-dir", str(folder)]
    status, _, _ = run([*argv, "--json"], capsys)
    assert status == 0
    paths = sorted(folder.glob("*.json"))
    assert len(paths) == 2
    for path in paths:
        match = load_match(path)
        assert match.is_over() and [s.level for s in match.seats] != [None, None]
        status, out, _ = run(["replay", str(path), "--json"], capsys)
        assert status == 0 and json.loads(out)["over"]
