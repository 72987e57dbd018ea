"""The Ogallala bots: legal choices from views only, sensible decisions, and a quick strength check."""

from __future__ import annotations

import random

import pytest
from ogallala_helpers import act, area, match, rules

from tablegame.bots.base import levels_for, make_bot
from tablegame.games.ogallala.bots import BOLD, grids_of
from tablegame.games.ogallala.heuristics import race_value
from tablegame.sim import run_sim


def _choose(m, level: str = "normal"):
    seat = m.to_act()[0]
    bot = make_bot(m.rules, level, seat, 5)
    return bot.choose(m.view(seat), m.legal_actions())


def test_levels():
    """random, easy, normal and hard exist."""
    assert levels_for("ogallala") == ["random", "easy", "normal", "hard"]


@pytest.mark.parametrize(("n", "variant"), [(2, "basic"), (3, "advanced"), (5, "basic")])
def test_bots_always_choose_legal_actions(n, variant):
    """Mixed tables play whole games; every choice is one of the legal actions."""
    r = rules()
    levels = ["normal", "easy", "random", "normal", "easy"][:n]
    for seed in range(2):
        state = r.setup(n, r.resolve_options({"variant": variant}), random.Random(seed), {})
        bots = [make_bot(r, level, s, seed) for s, level in enumerate(levels)]
        steps = 0
        while not r.is_over(state):
            seat = r.to_act(state)[0]
            legal = r.legal_actions(state, seat)
            action = bots[seat].choose(r.view(state, seat), legal)
            assert action in legal
            r.apply(state, action)
            steps += 1
            assert steps < 20_000


def test_normal_keeps_a_loot_set_together():
    """normal shifts to put bear-right beside bear-left in a complete canoe (14 -> 45)."""
    m = match(
        setup={"areas": [area("", "5:bow 6:bear-left 7:paddler-red-2 8:stern"), []], "piles": [["bear-right"], [], []]}
    )
    act(m, "draw", pile=0)
    choice = _choose(m)
    assert choice["type"] == "shift"
    m.apply(choice)
    m.apply(_choose(m))
    assert m.result()["scores"][0] == 45


def test_normal_completes_a_long_canoe():
    """normal closes a canoe when the stern fits at its end."""
    m = match(
        setup={
            "areas": [
                area("0:bow 1:paddler-red-1 2:paddler-red-2 3:loot-fur 4:paddler-red-3 5:paddler-red-4 6:chief-red"),
                [],
            ],
            "piles": [["stern"], [], []],
        }
    )
    act(m, "draw", pile=0)
    assert _choose(m) == {"seat": 0, "type": "place", "row": 0, "col": 7}


def test_normal_lassoes_the_leader():
    """normal uses the lasso on the opponent that hurts most (here the leader's valuable plan)."""
    setup = {
        "areas": [
            area("0:bow 1:paddler-red-1"),
            area("0:bow 1:stern", "0:bow-red 1:bear-left 2:bear-right 3:paddler-red-2"),
            area("0:loot-woman"),
        ],
        "piles": [["lasso"], [], []],
    }
    m = match(setup=setup, n=3)
    act(m, "draw", pile=0)
    m.apply(_choose(m))
    assert m.view(0)["phase"] == "lasso"
    choice = _choose(m)
    assert choice["type"] == "lasso" and choice["target"] == 1


def test_normal_attacks_when_it_pays_and_picks_the_best_target():
    """normal attacks the canoe worth most to its owner."""
    setup = {
        "areas": [
            area("0:bow 1:chief-red 2:paddler-red-4"),
            area("0:loot-fur", "0:bow-black 1:gold-left 2:gold-right 3:paddler-black-1"),
        ],
        "piles": [["stern"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=3)
    choice = _choose(m)
    assert choice["type"] == "attack" and (choice["target_row"], choice["target"]) == (1, 1)


def test_normal_ends_the_game_when_leading_only():
    """normal ends the game when it leads, and plays on when it trails."""
    lead = {
        "areas": [area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black"), []],
        "piles": [["stern-black"], [], []],
    }
    m = match(setup=lead)
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=1)
    assert _choose(m)["type"] == "end_game"
    trail = {
        "areas": [
            area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black"),
            area("0:bow 1:loot-fur 2:totem 3:loot-tent 4:stern"),
        ],
        "piles": [["stern-black"], [], []],
    }
    m = match(setup=trail)
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=1)
    assert _choose(m)["type"] == "continue"


def test_easy_never_ends_the_game_carelessly():
    """easy takes half its decisions at random, but never the end: it ends the game when leading only."""
    lead = {
        "areas": [area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black"), []],
        "piles": [["stern-black"], [], []],
    }
    trail = {
        "areas": [
            area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black"),
            area("0:bow 1:loot-fur 2:totem 3:loot-tent 4:stern"),
        ],
        "piles": [["stern-black"], [], []],
    }
    for setup, want in ((lead, "end_game"), (trail, "continue")):
        m = match(setup=setup)
        act(m, "draw", pile=0)
        act(m, "place", row=1, col=1)
        for seed in range(20):
            bot = make_bot(m.rules, "easy", 0, seed)
            assert bot.choose(m.view(0), m.legal_actions())["type"] == want


def test_normal_feeds_the_axe_its_cheapest_canoe():
    """normal sinks its least valuable complete canoe."""
    setup = {
        "areas": [area("0:bow 1:loot-fur 2:loot-tent 3:stern", "0:bow-red 1:stern-red"), []],
        "piles": [["axe"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    assert _choose(m)["row"] == 1


def test_hard_draws_on_where_normal_stops():
    """hard places a card that `normal` would discard, to draw again: cards are the game's resource."""
    setup = {
        "areas": [
            area(
                "9:archer",
                "3:bow 4:loot-tent 5:logs-left 6:archer 7:medicine-black 8:loot-firewater 9:buffalo-right "
                "10:horse-left 11:paddler-black-4 12:paddler-red-2 13:stern",
                "10:paddler-red-1 11:loot-eagle",
            ),
            area("11:bow", "11:paddler-black-1", "10:bow-red 11:bear-left 12:stern"),
        ],
        "piles": [["loot-woman"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    assert _choose(m)["type"] == "discard"
    assert _choose(m, "hard")["type"] == "place"


def test_hard_completes_the_canoe_that_lets_it_end_the_game_as_leader():
    """With two complete canoes and the lead, hard closes a cheap third canoe and ends the game (OGA-31);
    normal extends its valuable plan instead and plays on."""
    setup = {
        "areas": [
            area(
                "0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black", "0:bow 1:bear-left 2:bear-right 4:paddler-red-1"
            ),
            area("0:bow 1:paddler-red-1"),
        ],
        "piles": [["stern"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    assert _choose(m) == {"seat": 0, "type": "place", "row": 2, "col": 5}
    choice = _choose(m, "hard")
    assert choice == {"seat": 0, "type": "place", "row": 1, "col": 1}
    m.apply(choice)
    assert _choose(m, "hard")["type"] == "end_game"


def test_hard_lassoes_the_canoe_end_that_completes_its_canoe():
    """Canoe ends decide the race to three canoes: hard lassoes the stern that completes its canoe, where
    normal takes loot worth more points in the victim's unfinished plan."""
    setup = {
        "areas": [
            area("0:bow 1:paddler-red-2"),
            area("0:bow 1:loot-woman 2:loot-tent 3:paddler-black-1", "6:paddler-black-3 7:stern"),
        ],
        "piles": [["lasso"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=0)
    assert _choose(m)["col"] == 2
    assert _choose(m, "hard") == {"seat": 0, "type": "lasso", "target": 1, "row": 1, "col": 7}


def test_race_value_counts_the_three_nearest_canoes():
    """race_value: complete canoes count 1, an unfinished plan its chance to get its missing ends."""
    m = match(
        setup={"areas": [area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow 1:paddler-red-1", "5:paddler-black-2"), []]}
    )
    grid = grids_of(m.view(0))[0]
    assert race_value(grid, BOLD) == pytest.approx(1 + 1 + 0.3)
    assert race_value(grid, BOLD, canoes=4) == pytest.approx(1 + 1 + 0.3 + 0.3 * 0.3)


def test_normal_beats_random_quickly():
    """A small version of the bar (the full one: `tablegame sim ... --games 500`)."""
    report = run_sim("ogallala", ["normal", "random"], 12, seed=3)
    assert report["win_share"][0] >= 0.8
    assert report["decision_ms"][0]["p95"] < 100
