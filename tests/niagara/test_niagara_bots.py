"""The Niagara bots: legal choices from views only, the normal bot's judgement, games that end by victory."""

from __future__ import annotations

import random

import pytest
from niagara_helpers import chosen, new_match

from tablegame.bots.base import levels_for, make_bot
from tablegame.core.registry import get_rules
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.bots import after_flow, flow_distribution

RULES = get_rules("niagara")


def pick(match, seat: int, level: str = "normal", seed: int = 1) -> dict:
    """What a bot of `level` does for `seat` now, from its view."""
    bot = make_bot(match.rules, level, seat, seed)
    return bot.choose(match.view(seat), match.legal_actions(seat))


def play(levels: list[str], seed: int, round_limit: int = 300, **options) -> tuple[dict, int]:
    """A whole bot game, every action checked by `apply`; returns the result and the action count."""
    n = len(levels)
    state = RULES.setup(n, RULES.resolve_options(options), random.Random(seed), {})
    bots = [make_bot(RULES, level, s, seed * 10 + s) for s, level in enumerate(levels)]
    count = 0
    while RULES.to_act(state) and state.round <= round_limit:
        seat = RULES.to_act(state)[0]
        action = bots[seat].choose(RULES.view(state, seat), RULES.legal_actions(state, seat))
        RULES.apply(state, action)
        count += 1
    return RULES.result(state), count


def test_levels():
    assert levels_for("niagara") == ["random", "easy", "normal", "hard"]


@pytest.mark.parametrize("fork", ["alternate", "straight"])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_normal_bots_end_their_games_by_victory(n, fork):
    result, _ = play(["normal"] * n, seed=n, fork=fork)
    assert result["ended_by"] == "victory" and result["winners"]
    assert result["round"] < 120


def test_easy_and_normal_play_legal_moves_with_reveal_all_and_no_stationary_op():
    result, count = play(["normal", "easy", "random"], seed=5, reveal="all", stationary_op=False, max_rounds=40)
    assert result["winners"] and count > 0


def test_normal_beats_two_random_bots():
    wins = 0
    for seed in range(6):
        levels = ["random", "random", "random"]
        levels[seed % 3] = "normal"
        result, _ = play(levels, seed, max_rounds=60)
        wins += (seed % 3) in result["winners"]
    assert wins >= 5


def test_flow_distribution_lowest_card_plus_weather():
    state = new_match(2).state  # seat 1 has chosen nothing: any of its 7 cards
    dist = dict(flow_distribution(state, 0, rnd.card_index(3), 0))
    assert abs(sum(dist.values()) - 1) < 1e-9
    # 1 or 2 lower the flow; 3-6 give 3; an unseen cloud moves the weather to -1 or +1 (2 or 4)
    assert set(dist) == {1, 2, 3, 4}
    assert dist[3] > dist[2] > dist[4]
    known = chosen([3, 5], reveal="all").state
    assert flow_distribution(known, 0, rnd.card_index(3), 1) == [(4, 1.0)]


def test_after_flow_table_follows_the_fork():
    table = after_flow("alternate")
    index = {name: i for i, name in enumerate(("dock", "1", "2", "3", "4", "5", "6A", "7A", "6B", "7B", "falls"))}
    assert table[0][index["5"]][3] == index["7A"]  # (A) 5 -> 6A, (B) arm A waits, (A) 6A -> 7A
    assert table[1][index["5"]][1] == index["6B"]
    assert table[0][index["7A"]][1] == index["falls"]
    assert table[1][index["7A"]][1] == index["7A"]
    assert table[0][index["dock"]][8] == index["dock"]


def test_normal_steals_when_it_can():
    match = chosen([2, 6], {"boats": [[{"at": "5"}, {"at": "falls"}], [{"at": "3", "gem": "pink"}, {"at": "dock"}]]})
    action = pick(match, 0)
    assert action["steal_from"] == 1 and action["to"] == "3"


def test_normal_banks_the_winning_gem():
    match = chosen([5, 6], {"home": [{"violet": 3}, None], "boats": [[{"at": "3"}, {"at": "dock"}], None]})
    action = pick(match, 0)
    assert action["to"] == "dock" and action["load"] == {"when": "start", "op": "load", "colour": "violet"}


def test_normal_uses_the_cloud_to_calm_the_river_under_a_loaded_boat():
    match = chosen(["cloud", 3], {"weather": 1, "boats": [[{"at": "6A", "gem": "blue"}, {"at": "dock"}], None]})
    assert pick(match, 0) == {"seat": 0, "type": "weather", "delta": -1}


def test_normal_avoids_being_swept_over_the_falls():
    match = chosen([2, 1], {"boats": [[{"at": "5", "gem": "yellow"}, {"at": "dock"}], None]})
    action = pick(match, 0)
    assert action["to"] not in ("7A", "7B")


def test_normal_plays_a_card_that_brings_its_gem_home():
    match = new_match(3, {"boats": [[{"at": "4", "gem": "pink"}, {"at": "dock"}], None, None]})
    cards = {pick(match, 0, seed=s)["card"] for s in range(8)}
    assert cards <= {4, 5, 6}


def test_bots_decide_from_the_view_only():
    match = chosen([4, 2, 6], {"boats": [[{"at": "2"}, {"at": "dock"}], None, None]})
    view = match.view(0)
    assert view["cards"][1]["card"] is None and view["cards"][2]["card"] is None
    for level in ("easy", "normal"):
        assert pick(match, 0, level) in match.legal_actions(0)
