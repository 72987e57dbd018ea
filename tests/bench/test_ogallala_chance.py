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


def _shuffled_piles(state, seed):
    """The same table with the draw piles' hidden cards in another order (sizes kept)."""
    other = state.clone()
    cards = [t for pile in other.piles for t in pile]
    random.Random(seed).shuffle(cards)
    sizes = [len(pile) for pile in other.piles]
    other.piles = [cards[sum(sizes[:p]) : sum(sizes[: p + 1])] for p in range(3)]
    return other


def test_the_look_ahead_does_not_depend_on_the_hidden_order():
    """At drawn-card placements of a game, the piles' hidden order does not change the look-ahead's choice."""
    chance = bench_module("ogallala_chance")
    rules = OgallalaRules()
    state = rules.setup(2, rules.resolve_options({}), random.Random(7), {})
    players = [chance.ChanceBot(rules, 0, random.Random(1), go_on=30.0), chance.BoldBot(rules, 1, random.Random(2))]
    looked = 0
    while not rules.is_over(state) and looked < 8:
        seat = state.current
        legal = rules.legal_actions(state, seat)
        if seat == 0 and state.phase == "hold" and state.held_source == "draw" and len(legal) > 1:
            choices = []
            for world in (state, _shuffled_piles(state, 1), _shuffled_piles(state, 2)):
                twin = chance.ChanceBot(rules, 0, random.Random(99), go_on=30.0)
                choices.append(twin.choose(rules.view(world, 0), rules.legal_actions(world, 0)))
            assert choices[0] == choices[1] == choices[2]
            looked += 1
        rules.perform(state, players[seat].choose(rules.view(state, seat), legal))
    assert looked >= 4
