"""`tablegame stats`: text, --json of a stable shape, --export CSV, bad input, a damaged database."""

from __future__ import annotations

import csv
import json

from test_stats_db import finished, keep

from tablegame.cli import main
from tablegame.paths import user_data_dir
from tablegame.storage.saves import SaveStore


def two_games() -> None:
    """Two finished games in the user's folder (the tests' private one), one with two people."""
    store = SaveStore()
    keep(store, finished(1), 1_000_000)
    keep(store, finished(2, ("Mina", "Jo")), 1_000_100)


def test_stats_prints_every_player_and_json_has_a_stable_shape(capsys):
    two_games()
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert "2 finished games" in text and "Mina" in text and "Jo" in text and "Games played" in text
    assert main(["stats", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["games"] == 2 and shown["players"]["Mina"]["games"] == 2 and shown["players"]["Jo"]["games"] == 1
    assert set(shown) == {"games", "filters", "players"}
    mina = shown["players"]["Mina"]
    for key in ("wins", "win_rate", "best_score", "average_score", "current_streak", "longest_streak", "series"):
        assert key in mina
    assert main(["stats", "--json", "--player", "Jo", "--game", "cabo"]) == 0
    assert list(json.loads(capsys.readouterr().out)["players"]) == ["Jo"]


def test_stats_exports_every_game_as_a_csv_row(tmp_path, capsys):
    two_games()
    target = tmp_path / "games.csv"
    assert main(["stats", "--export", str(target)]) == 0
    assert "2 games written" in capsys.readouterr().out
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    assert len(rows) == 2 and {row["game"] for row in rows} == {"cabo"}
    assert rows[1]["names"].startswith("Mina|Jo")


def test_bad_input_exits_2_with_one_line(capsys):
    for argv in (["stats", "--game", "chess"], ["stats", "--last", "0"], ["stats", "--level", "brutal"]):
        assert main(argv) == 2
        error = capsys.readouterr().err
        assert error.startswith("tablegame: ") and error.count("\n") == 1


def test_a_damaged_database_is_renamed_and_the_command_still_answers(capsys):
    two_games()
    user_data_dir().mkdir(parents=True, exist_ok=True)
    (user_data_dir() / "stats.sqlite").write_bytes(b"garbage" * 1000)
    assert main(["stats", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["games"] == 2 and "set aside" in captured.err
    assert len(list(user_data_dir().glob("stats.sqlite.damaged-*"))) == 1
