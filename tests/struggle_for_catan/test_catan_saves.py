"""Saves and `replay --json` for The Struggle for Catan (SFC-47: scores = VP)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from catan_helpers import GAME, view_vp

from tablegame.cli import main
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import load_match, save_match


def partial_game(n: int, seed: int, steps: int) -> Match:
    rng = random.Random(seed)
    match = Match(GAME, [Seat(f"P{i}") for i in range(n)], seed, {"settlement_destiny": "always"} if n > 2 else {})
    for _ in range(steps):
        if match.is_over():
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


def test_SFC_47_save_round_trip_and_replay_json(tmp_path):
    """A saved game reloads to the same views; `replay --json` reports scores = VP and the legal actions."""
    for n in (2, 3, 4):
        match = partial_game(n, 40 + n, 150)
        path = tmp_path / f"g{n}.json"
        save_match(match, path)
        again = load_match(path)
        for seat in range(n):
            assert again.view(seat) == match.view(seat)
        proc = subprocess.run(
            [sys.executable, "-m", "tablegame", "replay", str(path), "--json"],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 0, proc.stderr
        report = json.loads(proc.stdout)
        assert report["scores"] == [view_vp(t) for t in match.view(0)["tableaux"]]
        assert report["over"] is match.is_over()
        assert report["legal_actions"] == match.legal_actions()


def test_illegal_saved_action_names_its_index(tmp_path):
    """An illegal action in a save makes replay exit 2 with one line naming its index."""
    match = partial_game(2, 7, 10)
    path = tmp_path / "bad.json"
    save_match(match, path)
    data = json.loads(path.read_text())
    data["actions"].append({"seat": 0, "type": "build", "building": "castle"})
    path.write_text(json.dumps(data))
    proc = subprocess.run(
        [sys.executable, "-m", "tablegame", "replay", str(path), "--json"], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert f"action {len(data['actions']) - 1} is illegal" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_the_example_saves_history_names_each_seats_own_draws_only(capsys):
    """`replay --json --seat N` of the shipped late-game save: seat N reads its own draws by name ("You draw ore,
    grain") and every other seat's as a number; the onlooker reads only numbers. (Seat 0 is called "You", so the
    others read its draws as "Player 1 draws 2 cards".)"""
    path = Path(__file__).resolve().parents[2] / "saves" / "struggle-for-catan-late-game.json"
    for seat in (0, 1, None):
        main(["replay", str(path), "--json"] + ([] if seat is None else ["--seat", str(seat)]))
        history = [entry["text"] for entry in json.loads(capsys.readouterr().out)["history"]]
        draws = [t for t in history if t.startswith("You draw ") or " draws " in t]
        named = [t for t in draws if not t.endswith((" card", " cards"))]
        assert all(t.startswith("You draw ") for t in named)
        assert (len(named) > 10) == (seat is not None) and len(draws) - len(named) > 10
