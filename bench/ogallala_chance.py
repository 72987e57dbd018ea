"""Ogallala's planner with exact chance nodes at drawn-card placements, screened against `normal` on paired deals.

At a drawn card's placement that lets the turn go on, each option (the planner's best `--top` placements and the
discard) is applied to one state drawn from the seat's view, and every unseen kind is put on top of the pile in
turn (weight: its unseen count), so the expectation over the next card is exact and every option meets the same
kinds (common random numbers, no best-of-noisy-means bias). The planner handles that card; a turn that stops is
played to its end by the planner and read by `turn_end_value`; a turn that goes on is read by the planner's
static reading plus `--go-on` points (what one more draw is worth), or with `--depth 2` by one more exact level
with the planner alone. Options that stop at once need no chance: their turn end is read directly.

Deals and seats as bench/ogallala_ceiling.py (seed s: `random.Random(s)`, the tested seat s % seats), so games
pair with the planner's game by game.

    PYTHONPATH=. nice -n 10 taskset -c 0 python bench/ogallala_chance.py --seed 700000 --games 800 \
        --levels planner,chance --top 4 --depth 1 --go-on 10
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "bench"):  # run as `python bench/ogallala_chance.py` from a checkout, or loaded by a test
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from ogallala_ceiling import turn_end_value  # noqa: E402
from ogallala_value_model import features, win_model  # noqa: E402

from tablegame.core.rules import Action, View  # noqa: E402
from tablegame.games.ogallala.bots import BoldBot, OgallalaBot, grids_of  # noqa: E402
from tablegame.games.ogallala.canoes import KIND  # noqa: E402
from tablegame.games.ogallala.rules import OgallalaRules  # noqa: E402
from tablegame.games.ogallala.state import DRAW, OVER, OgState  # noqa: E402
from tablegame.games.ogallala.view_types import og_view  # noqa: E402
from tablegame.sim import wilson_interval  # noqa: E402


class ChanceBot(BoldBot):
    """The planner, with an exact expectation over the next card at drawn-card placements that may go on."""

    def __init__(self, rules: OgallalaRules, seat: int, rng: random.Random, **plan: Any) -> None:
        super().__init__(rules, seat, rng)
        self.og = rules
        self.top: int = plan.get("top", 4)
        self.depth: int = plan.get("depth", 1)
        self.go_on: float = plan.get("go_on", 0.0)
        self.margin: float = plan.get("margin", 0.0)
        self.model_weight: float = plan.get("model_weight", 0.0)  # points per unit of the learned chance to win
        self.planner_weight: float = plan.get("planner_weight", 1.0)  # weight of the planner's reading
        self.search_rng = random.Random(rng.getrandbits(64))
        self.policy = BoldBot(rules, seat, random.Random(0))  # the rest of the turn's player
        self.log: list[dict[str, Any]] = []

    def choose(self, given: View, legal: list[Action]) -> Action:
        """The planner's choice, or at a drawn card that may go on the option with the best expected turn end."""
        view = og_view(given)
        if len(legal) == 1 or view["phase"] != "hold" or view["held_source"] != "draw" or view["stopped"]:
            return super().choose(given, legal)
        kept = self.rng.getstate()
        planned = super().choose(given, legal)
        self.rng.setstate(kept)
        values = self.hold_values(view, grids_of(view), legal)
        ranked = [a for _, a in sorted(zip(values, legal, strict=True), key=lambda p: -p[0])]
        options = [planned]
        for action in ranked[: self.top] + [a for a in legal if a["type"] == "discard"]:
            if all(action is not a for a in options):
                options.append(action)
        if len(options) < 2:
            return super().choose(given, legal)
        world = self.og.determinize(given, random.Random(self.search_rng.getrandbits(64)))
        seed = self.search_rng.getrandbits(64)
        means = [self.option_value(world, action, seed) for action in options]
        best = max(range(len(options)), key=lambda i: means[i])
        if means[best] <= means[0] + self.margin:
            best = 0
        self.log.append({"n": len(options), "differs": best != 0, "gain": round(means[best] - means[0], 2)})
        super().choose(given, legal)  # the planner's generator where the planner alone would leave it
        return options[best]

    def option_value(self, world: OgState, action: Action, seed: int) -> float:
        """The expected turn end after `action`: exact over the next card if the turn goes on."""
        state = world.clone()
        state.rng = random.Random(seed)
        self.og.perform(state, action)
        return self.expect(state, seed, self.depth)

    def expect(self, state: OgState, seed: int, depth: int) -> float:
        """The turn end's value from `state` (the seat's own turn, any phase), the next draw taken exactly."""
        self.finish_choices(state, seed)
        if state.phase == OVER or state.current != self.seat:
            return self.leaf(state)
        if depth == 0:
            return self.leaf(state) + self.go_on
        assert state.phase == DRAW
        pile = next(p for p in range(3) if state.piles[p])
        groups: dict[int, list[tuple[int, int]]] = {}  # kind -> (pile, position) of its unseen cards
        for p, cards in enumerate(state.piles):
            for i, t in enumerate(cards):
                groups.setdefault(self.kind_of(t, state), []).append((p, i))
        total = sum(len(v) for v in groups.values())
        value = 0.0
        for where in groups.values():
            probe = state.clone()
            p, i = where[0]
            top = probe.piles[pile]
            probe.piles[p][i], top[-1] = top[-1], probe.piles[p][i]  # this kind on top of the drawn pile
            probe.rng = random.Random(seed)
            self.og.perform(probe, {"type": "draw", "pile": pile, "seat": self.seat})
            value += len(where) * self.expect(probe, seed, depth - 1)
        return value / total

    def leaf(self, state: OgState) -> float:
        """A position's reading: the planner's turn end and, weighted, the learned chance to win
        (bench/ogallala_value_model.py; 1 or 0 once the game is over)."""
        value = (
            self.planner_weight * turn_end_value(self.og, state, self.seat, self.knobs) if self.planner_weight else 0.0
        )
        if self.model_weight:
            if state.phase == OVER:
                winners = self.og.result(state)["winners"]
                chance = 1.0 / len(winners) if self.seat in winners else 0.0
            else:
                cards = sum(len(p) for p in state.piles)
                chance = win_model().chance(features(state.grids, self.seat, cards))
            value += self.model_weight * chance
        return value

    def kind_of(self, t: int, state: OgState) -> int:
        """What tells cards apart for the expectation: the kind in the basic game, the card itself if colours
        matter (the advanced variant)."""
        return t if state.advanced else KIND[t]

    def finish_choices(self, state: OgState, seed: int) -> None:
        """Let the planner take the seat's decisions until it must draw or the turn is over."""
        self.policy.rng = random.Random(seed)  # the same tie-breaks for every option
        while state.phase not in (OVER, DRAW) and state.current == self.seat:
            legal = self.og.legal_actions(state, self.seat)
            chosen = legal[0] if len(legal) == 1 else self.policy.choose(self.og.view(state, self.seat), legal)
            self.og.perform(state, chosen)


def play(level: str, seats: int, seed: int, plan: dict[str, Any]) -> tuple[float, list[float], list[dict[str, Any]]]:
    """One game of the level against `normal` on bench/ogallala_tune.py's deal for `seed`."""
    from ogallala_rollout import against_normal, play_out

    rules = OgallalaRules()
    mine = seed % seats

    def make(seat: int, rng: random.Random) -> OgallalaBot:
        return BoldBot(rules, seat, rng) if level == "planner" else ChanceBot(rules, seat, rng, **plan)

    state, players = against_normal(rules, seats, random.Random(seed), mine, make)
    won, times = play_out(rules, state, players, mine)
    log = players[mine].log if isinstance(players[mine], ChanceBot) else []
    return won, times, log


def analyse(path: str) -> None:
    """A log's levels on the deals every level finished (a run may be cut short): win shares, paired gains over
    the first level, decision p95."""
    rows = [json.loads(line) for line in Path(path).read_text().splitlines()]
    levels = list(dict.fromkeys(r["level"] for r in rows))
    won = {(r["level"], r["seed"]): r["won"] for r in rows}
    seeds = sorted(set.intersection(*({r["seed"] for r in rows if r["level"] == level} for level in levels)))
    for level in levels:
        wins = [won[level, s] for s in seeds]
        low, high = wilson_interval(sum(wins), len(wins))
        times = sorted(t for r in rows if r["level"] == level and r["seed"] in set(seeds) for t in r.get("ms", []))
        line = f"{level:8s} {sum(wins):7.1f}/{len(wins)} = {100 * sum(wins) / len(wins):.1f}% "
        line += f"(Wilson 95% {100 * low:.1f}-{100 * high:.1f}%)"
        if times:
            line += f", decision p95 {times[int(0.95 * (len(times) - 1))]:.1f} ms CPU, max {times[-1]:.0f} ms"
        if level != levels[0]:
            diffs = [won[level, s] - won[levels[0], s] for s in seeds]
            se = statistics.stdev(diffs) / math.sqrt(len(diffs))
            line += f"; paired gain {100 * statistics.fmean(diffs):+.1f} points (SE {100 * se:.1f})"
        print(line)


def main(argv: list[str] | None = None) -> None:
    """Play each level on the same deals; print win shares, paired gains over the first level, decision p95."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=700_000, help="the first deal (tune's selection range)")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--levels", default="planner,chance")
    parser.add_argument("--top", type=int, default=4, help="the planner's best placements looked at, and the discard")
    parser.add_argument("--depth", type=int, default=1, help="exact chance levels after an option that goes on")
    parser.add_argument("--go-on", type=float, default=0.0, help="points a turn that still goes on is worth")
    parser.add_argument("--margin", type=float, default=0.0, help="lead over the planner's pick a switch needs")
    parser.add_argument("--model", type=float, default=0.0, help="points per unit of the learned chance to win")
    parser.add_argument("--planner", type=float, default=1.0, help="weight of the planner's turn-end reading")
    parser.add_argument("--log", default="", help="append each game (JSON lines)")
    parser.add_argument("--analyse", default="", help="a log to summarise instead of playing")
    args = parser.parse_args(argv)
    if args.analyse:
        analyse(args.analyse)
        return
    plan = {"top": args.top, "depth": args.depth, "go_on": args.go_on, "margin": args.margin}
    plan |= {"model_weight": args.model, "planner_weight": args.planner}
    base: list[float] = []
    for level in args.levels.split(","):
        wins: list[float] = []
        times: list[float] = []
        switched = searched = 0
        started = time.time()
        for seed in range(args.seed, args.seed + args.games):
            won, spent, log = play(level, args.seats, seed, plan)
            wins.append(won)
            times.extend(spent)
            searched += len(log)
            switched += sum(d["differs"] for d in log)
            if args.log:
                with Path(args.log).open("a") as f:
                    ms = [round(1000 * t, 2) for t in spent]
                    f.write(json.dumps({"level": level, "seed": seed, "won": won, "plan": plan, "ms": ms}) + "\n")
        low, high = wilson_interval(sum(wins), len(wins))
        times.sort()
        p95 = 1000 * times[int(0.95 * (len(times) - 1))]
        line = f"{level:8s} {sum(wins):7.1f}/{len(wins)} = {100 * sum(wins) / len(wins):.1f}% "
        line += f"(Wilson 95% {100 * low:.1f}-{100 * high:.1f}%), decision p95 {p95:.1f} ms CPU, "
        line += f"max {1000 * times[-1]:.0f} ms, {time.time() - started:.0f} s"
        if searched:
            line += f", switched {100 * switched / searched:.0f}% of {searched} placements"
        if base:
            diffs = [a - b for a, b in zip(wins, base, strict=True)]
            se = statistics.stdev(diffs) / math.sqrt(len(diffs))
            line += f"; paired gain {100 * statistics.fmean(diffs):+.1f} points (SE {100 * se:.1f})"
        print(line, flush=True)
        if not base:
            base = wins


if __name__ == "__main__":
    main()
