"""Small constructed positions for the search tests: one forced win per game, and mid-game positions."""

from __future__ import annotations

import random
from typing import Any

from tablegame.bots.base import make_bot
from tablegame.bots.hard import load_hooks
from tablegame.bots.ismcts import SearchConfig, SearchResult
from tablegame.bots.search import run_search
from tablegame.core.registry import get_rules
from tablegame.core.rules import Action, Rules, View


def searched(
    rules: Rules, seat: int, view: View, legal: list[Action], iterations: int, seed: int, prior: Action | None = None
) -> SearchResult:
    """The search's own decision with an iteration budget (Ogallala's `hard` level plays its planner
    instead of searching, so its tests call the search directly)."""
    config = SearchConfig(time_limit=None, iterations=iterations)
    return run_search(rules, load_hooks(rules), seat, view, legal, random.Random(seed), config, prior)


def cabo_bomb() -> tuple[Any, Any, Action]:
    """CABO: seat 1 called; seat 0's final turn holds a drawn 13 and knows its row 12, 12, 13, 5.
    Replacing the 5 makes a bomb (CABO-25): 0 for seat 0, 50 for seat 1, whose total passes 100, and
    seat 0 wins (CABO-29). Any other move scores 42 for seat 0 and the game goes on."""
    rules = get_rules("cabo")
    state = rules.setup(2, rules.resolve_options({}), random.Random(1), {})
    index = rules.catalog.index
    mine = [index["c12"], index["c12"], index["c13"], index["c5"]]
    theirs = [index["c2"], index["c3"], index["c1"], index["c4"]]
    drawn, top = index["c13"], index["c9"]
    rest = list(rules.catalog.deck)
    for card in [*mine, *theirs, drawn, top]:
        rest.remove(card)
    random.Random(2).shuffle(rest)
    state.rows = [[(c, False, 1) for c in mine], [(c, False, 2) for c in theirs]]
    state.deck, state.discard = rest, [top]
    state.phase, state.current, state.caller = "drawn", 0, 1
    state.drawn = (0, "deck", drawn)
    state.scores = [50, 60]
    return rules, state, {"seat": 0, "type": "replace", "positions": [3]}


def ogallala_fifth_canoe() -> tuple[Any, Any, Action]:
    """Ogallala: seat 0 has four complete canoes and holds a drawn empty stern that completes a fifth:
    the game ends at once (OGA-32) and seat 0, the only seat with points, wins."""
    rules = get_rules("ogallala")
    state = rules.setup(2, rules.resolve_options({}), random.Random(1), {})
    from tablegame.games.ogallala.catalog import catalog

    cat = catalog()
    ix = cat.index
    empty = [-1] * 14

    def row(*ids: str) -> list[int]:
        cells = empty[:]
        for col, card in enumerate(ids):
            if card:
                cells[col] = ix[card]
        return cells

    mine = [
        row("bow", "paddler-red-1", "stern", "", "bow-red", "paddler-red-2", "stern-red"),
        row("bow", "paddler-black-1", "stern", "", "bow-black", "paddler-black-2", "stern-black"),
        row("bow", "paddler-red-3"),
    ]
    theirs = [row("", "paddler-black-4"), empty[:], empty[:]]
    held = ix["stern"]
    left = list(cat.counts)
    for t in [c for grid in (mine, theirs) for r in grid for c in r if c >= 0] + [held]:
        left[t] -= 1
    pool = [t for t, k in enumerate(left) for _ in range(k)]
    random.Random(3).shuffle(pool)
    state.grids = [mine, theirs]
    third = len(pool) // 3
    state.piles = [pool[:third], pool[third : 2 * third], pool[2 * third :]]
    state.discard = []
    state.current, state.phase = 0, "hold"
    state.held, state.held_source = held, "draw"
    state.stopped, state.stop_reasons = False, []
    return rules, state, {"seat": 0, "type": "place", "row": 2, "col": 2}


def niagara_sixth_card() -> tuple[Any, Any, Action]:
    """Niagara, the secret card choice: seat 0 holds 3 pink gems at home and a boat at depth 2 with a
    fourth; its cards left are 1 and 6. Seat 1 holds 3 violet gems and can bank a fourth this round.
    The 6 takes seat 0's boat to the dock (NIA-23, NIA-25): four pink gems beat four violet ones on value
    (NIA-35, NIA-36), whatever seat 1 does. With the 1 the gem stays on the river and seat 1 may win."""
    rules = get_rules("niagara")
    setup = {
        "home": [{"pink": 3}, {"violet": 3}],
        "boats": [[{"at": "2", "gem": "pink"}, {"at": "dock"}], [{"at": "1", "gem": "violet"}, {"at": "dock"}]],
        "used_cards": [[2, 3, 4, 5, "cloud"], None],
    }
    state = rules.setup(2, rules.resolve_options({}), random.Random(1), setup)
    return rules, state, {"seat": 0, "type": "choose", "card": 6}


def catan_tenth_point() -> tuple[Any, Any, None]:
    """The Struggle for Catan, build phase: seat 0 has 9 VP and cards for a city, a settlement or a road
    (its second road lands B side): several builds win at once (SFC-40); ending the phase does not."""
    rules = get_rules("struggle-for-catan")
    setup = {
        "tableaux": [
            {
                "roads": 1,
                "estates": [
                    {"card": "settlement-brigand", "city": True, "expansion": "castle"},
                    {"card": "settlement-brigand", "city": True, "expansion": "church"},
                    {"card": "settlement-market-day", "city": True},
                    {"card": "settlement-brigand"},
                ],
            },
            {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
        ],
        "hands": [["ore", "ore", "ore", "grain", "grain", "lumber", "brick", "wool"], ["ore", "wool", "grain"]],
    }
    state = rules.setup(2, rules.resolve_options({}), random.Random(1), setup)
    rules.apply(state, {"seat": 0, "type": "end_trade"})
    return rules, state, None


FORCED_WINS = {
    "cabo": cabo_bomb,
    "ogallala": ogallala_fifth_canoe,
    "niagara": niagara_sixth_card,
    "struggle-for-catan": catan_tenth_point,
}


def midgame(game: str, seat: int = 0, skip: int = 12, seed: int = 4) -> tuple[Any, Any]:
    """A position from `normal` self-play where `seat` has a real choice, after `skip` such choices."""
    rules = get_rules(game)
    state = rules.setup(2, rules.resolve_options({}), random.Random(seed), {})
    bots = [make_bot(rules, "normal", s, seed + s) for s in range(2)]
    while True:
        acting = rules.to_act(state)
        assert acting, "the game ended before the position was reached"
        who = acting[0]
        legal = rules.legal_actions(state, who)
        if who == seat and len(legal) > 1:
            if skip <= 0:
                return rules, state
            skip -= 1
        rules.perform(state, bots[who].choose(rules.view(state, who), legal))
