"""Saves and `tablegame replay --json` for Ogallala (OGA-40: scores are points of complete canoes)."""

from __future__ import annotations

import json
import random

from cli_helpers import replay_json
from ogallala_helpers import match

from tablegame.cli import replay_report
from tablegame.storage.saves import load_match, match_to_json, save_match


def _played(n: int = 3, steps: int = 400, variant: str = "advanced"):
    m = match(n=n, seed=21, options={"variant": variant})
    rng = random.Random(4)
    for _ in range(steps):
        if m.is_over():
            break
        legal = m.legal_actions()
        m.apply(legal[rng.randrange(len(legal))])
    return m


def test_OGA_40_save_round_trip(tmp_path):
    """A saved game loads back to the same table, result and legal actions."""
    m = _played()
    path = tmp_path / "game.json"
    save_match(m, path)
    back = load_match(path)
    assert back.view(0) == m.view(0)
    assert back.result() == m.result()
    assert back.legal_actions() == m.legal_actions()


def test_OGA_40_replay_json(tmp_path):
    """`tablegame replay --json` prints game, over, to_act, scores (complete canoes), winners, legal actions."""
    m = _played(n=2, steps=10_000, variant="basic")
    assert m.is_over()
    proc = replay_json(match_to_json(m), tmp_path)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["game"] == "ogallala" and report["over"] is True and report["to_act"] == []
    assert report["scores"] == [s["score"] for s in m.view(0)["seats"]]
    assert report["winners"] == m.result()["winners"] and report["legal_actions"] == []
    assert replay_report(m)["scores"] == report["scores"]


def test_replay_refuses_an_illegal_action_naming_it(tmp_path):
    """An illegal action in a save: exit status 2, one line naming its index and why."""
    m = match(setup={"piles": [["loot-eagle"], [], []]})
    data = match_to_json(m)
    data["actions"] = [{"seat": 0, "type": "draw", "pile": 0}, {"seat": 0, "type": "place", "row": 5, "col": 0}]
    proc = replay_json(data, tmp_path)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "action 1 " in proc.stderr and "outside" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_replay_refuses_a_bad_override(tmp_path):
    """A bad setup override: exit status 2 and one clear line."""
    data = match_to_json(match())
    data["setup"] = {"areas": [[{"row": 0, "col": 0, "card": "axe"}], []]}
    proc = replay_json(data, tmp_path)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and "axe" in proc.stderr
