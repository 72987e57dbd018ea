"""bench/ogallala_chance.py (research): the planner and the chance look-ahead play paired deals, legally."""

from __future__ import annotations

import json
import random

from bench_loader import bench_module

from tablegame.games.ogallala.rules import OgallalaRules


def test_levels_play_paired_deals_and_log_each_game(tmp_path, capsys):
    """Two deals per level end in a share each; the log has one row per game."""
    chance = bench_module("ogallala_chance")
    log = tmp_path / "log.jsonl"
    chance.main(["--games", "2", "--levels", "planner,chance", "--top", "2", "--go-on", "10", "--log", str(log)])
    printed = capsys.readouterr().out
    assert "planner " in printed and "chance " in printed and "paired gain" in printed
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    assert [r["level"] for r in rows] == ["planner", "planner", "chance", "chance"]
    chance.main(["--analyse", str(log)])
    summary = capsys.readouterr().out
    assert "/2 = " in summary and "paired gain" in summary


def test_the_look_ahead_chooses_legal_actions_from_its_view_only():
    """Every choice is one of the legal actions, and the bot is never handed the state (only views)."""
    chance = bench_module("ogallala_chance")
    rules = OgallalaRules()
    state = rules.setup(2, rules.resolve_options({}), random.Random(3), {})
    bot = chance.ChanceBot(rules, 0, random.Random(4), top=2, go_on=10.0, model_weight=50.0)
    other = chance.BoldBot(rules, 1, random.Random(5))
    for _ in range(150):
        if rules.is_over(state):
            break
        seat = state.current
        legal = rules.legal_actions(state, seat)
        player = bot if seat == 0 else other
        action = player.choose(rules.view(state, seat), legal)
        assert action in legal
        rules.perform(state, action)
    assert bot.log, "no drawn-card placement was looked at"
