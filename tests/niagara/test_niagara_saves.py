"""Niagara saves: round trips, `tablegame replay --json` (scores = gems at home, NIA-40), clear errors."""

from __future__ import annotations

import json
import random

from cli_helpers import replay_json

from tablegame.bots.base import make_bot
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import load_match, match_to_json, save_match


def bot_match(n: int = 3, seed: int = 4, actions: int = 400, **options) -> Match:
    """A match advanced by normal bots (through Match.apply, so every action is checked)."""
    match = Match("niagara", [Seat(f"P{i}", "bot", "normal") for i in range(n)], seed, options, {})
    bots = [make_bot(match.rules, "normal", s, seed + s) for s in range(n)]
    for _ in range(actions):
        if match.is_over():
            break
        seat = match.to_act()[0]
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)))
    return match


def test_save_round_trip_mid_game(tmp_path):
    match = bot_match(actions=57, fork="straight", reveal="all")
    path = tmp_path / "game.json"
    save_match(match, path)
    loaded = load_match(path)
    assert loaded.options == match.options
    assert all(loaded.view(s) == match.view(s) for s in range(3))
    assert loaded.legal_actions() == match.legal_actions()


def test_replay_json_of_a_finished_game_reports_gems_at_home(tmp_path):
    match = bot_match()
    assert match.is_over()
    proc = replay_json(match_to_json(match), tmp_path)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    homes = match.view(0)["homes"]
    assert report["scores"] == [sum(h.values()) for h in homes]
    assert report["over"] is True and report["winners"] == match.result()["winners"]
    assert report["to_act"] == [] and report["legal_actions"] == []
    assert report["round"] == match.result()["round"] and isinstance(report["flow"], int)


def test_replay_of_an_illegal_action_exits_2_naming_it(tmp_path):
    match = bot_match(actions=10)
    data = match_to_json(match)
    data["actions"].append({"seat": 0, "type": "choose", "card": 9})
    proc = replay_json(data, tmp_path)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and f"action {len(data['actions']) - 1} " in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_random_seeds_do_not_matter_to_the_rules():
    """Niagara has no chance step: the same actions give the same game under any seed."""
    match = bot_match(actions=80, seed=9)
    other = Match("niagara", match.seats, random.Random(5).randrange(10**6), match.options, {})
    other.replay(match.actions)
    assert other.view(1) == match.view(1)
