"""How strong could an Ogallala player be against `normal`? A cheater's win share, and a fair look-ahead's.

The cheater is the hand-tuned planner (`hard`) that, at the kinds of decision given by `--cheat`, sees the true
state (the piles' order; Ogallala hides nothing else) and looks one turn ahead on the real future: it applies each
option to a copy of the real state, plays the rest of its turn with the planner (drawing from the pile whose top
card the planner would value most), and takes the option whose turn ends best by the planner's own reading of both
grids (`turn_end_value`). Never shipped: it reads what a seat cannot see.

The fair look-ahead (`--fair N`) does the same on N states sampled from the seat's view (the unseen cards shuffled
into piles of the seen sizes), its rest-of-turn draws blind, and takes the best mean, the planner's pick kept
unless another option leads by `--margin`. Pile choices are left to the planner (unseen piles look alike).
With `--horizon 2` both also play the rivals' next turn with `normal` before valuing (the cheater with the real
rival bots' generators) and value the position at the start of the seat's next turn.

Both play `normal` at `--seats` seats on the deals of bench/ogallala_tune.py (seed s: `random.Random(s)`, the
tested seat s % seats), so their games pair with the planner's (`--levels planner`) game by game. Each searched
decision is logged (`--log`, JSON lines): its kind, whether the look-ahead's choice differs from the planner's,
and how much better the choice's turn end was than the planner's pick's, in the value's points.

    PYTHONPATH=. nice -n 10 taskset -c 1 python bench/ogallala_ceiling.py --games 1000 --seed 600000 \
        --levels planner,cheat --cheat all --log /tmp/ceiling.jsonl
    python bench/ogallala_ceiling.py --analyse /tmp/ceiling.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as `python bench/ogallala_ceiling.py` from a checkout
    sys.path.insert(0, str(ROOT))

from tablegame.core.rules import Action, View  # noqa: E402
from tablegame.games.ogallala.bots import BoldBot, NormalBot, OgallalaBot, canoe_key, grids_of  # noqa: E402
from tablegame.games.ogallala.heuristics import grid_value, race_value  # noqa: E402
from tablegame.games.ogallala.rules import OgallalaRules  # noqa: E402
from tablegame.games.ogallala.state import OVER, OgState  # noqa: E402
from tablegame.games.ogallala.view_types import OgView, og_view  # noqa: E402
from tablegame.sim import wilson_interval  # noqa: E402

WIN = 1000.0  # a turn that ends the game: won, lost (shared: in proportion)
KINDS = ("draw", "hold", "lasso", "shoot", "attack", "sink", "end")


def kind_of(view: OgView) -> str:
    """The decision's kind for the log: the phase, a held card split by where it came from."""
    phase = view["phase"]
    return f"hold-{view['held_source']}" if phase == "hold" else phase


def turn_end_value(rules: OgallalaRules, state: OgState, seat: int, knobs: Any) -> float:
    """The planner's reading of a turn's end for `seat`: its grid against the strongest rival's (planned canoes
    plus race_harm times the chances of three complete canoes), or +-WIN once the game is over."""
    if state.phase == OVER:
        winners = rules.result(state)["winners"]
        return WIN / len(winners) if seat in winners else -WIN
    w = knobs.weights

    def worth(grid: list[list[int]]) -> float:
        return grid_value(grid, w) + knobs.race_harm * race_value(grid, w)

    mine = worth(state.grids[seat])
    return mine - max(worth(g) for s, g in enumerate(state.grids) if s != seat)


class Lookahead(BoldBot):
    """The planner, with a one-turn look-ahead at the decisions of `kinds`: on the true state (`cheat`) or on
    `samples` states drawn from its view."""

    def __init__(self, rules: OgallalaRules, seat: int, rng: random.Random, **plan: Any) -> None:
        super().__init__(rules, seat, rng)
        self.og = rules
        self.kinds: set[str] = plan.get("kinds", set(KINDS))
        self.cheat: bool = plan.get("cheat", True)
        self.samples: int = plan.get("samples", 1)
        self.margin: float = plan.get("margin", 0.0)
        self.top: int = plan.get("top", 8)  # placements looked at: the planner's best this many (and the discard)
        self.log: list[dict[str, Any]] = []
        self.truth: OgState | None = None  # the real state, set by the harness before each choice (cheat only)
        self.future: tuple[Any, ...] = ()
        self.rivals: dict[int, NormalBot] = {}  # with --horizon 2: the rivals, played to this seat's next turn
        self.search_rng = random.Random(rng.getrandbits(64))
        self.policy = BoldBot(rules, seat, random.Random(0))  # the rest of the turn's player

    def choose(self, given: View, legal: list[Action]) -> Action:
        """The planner's choice, or at a looked-at kind the option whose turn ends best."""
        view = og_view(given)
        phase = view["phase"]
        if len(legal) == 1 or phase not in self.kinds or (phase == "draw" and not self.cheat):
            return super().choose(given, legal)
        kept = self.rng.getstate()
        planned = super().choose(given, legal)
        self.future = self.rng.getstate()  # the generator the planner's next choices (its piles) will draw from
        self.rng.setstate(kept)  # the planner's tie-breaks as if it had chosen alone
        options = self.options(view, legal, planned)
        if len(options) < 2:
            return super().choose(given, legal)
        totals = [0.0] * len(options)
        for _ in range(self.samples):
            if self.cheat:
                assert self.truth is not None
                world = self.truth
            else:
                world = self.og.determinize(given, random.Random(self.search_rng.getrandbits(64)))
            seed = self.search_rng.getrandbits(64)
            for i, action in enumerate(options):
                totals[i] += self.play_turn(world, action, seed)
        means = [t / self.samples for t in totals]
        best = max(range(len(options)), key=lambda i: means[i])
        if means[best] <= means[0] + self.margin:
            best = 0
        choice = options[best]
        if phase == "draw":
            gain, differs = means[best] - statistics.fmean(means), True
        else:
            gain, differs = means[best] - means[0], best != 0
        row = {"kind": kind_of(view), "n": len(options), "differs": differs, "gain": round(gain, 2)}
        self.log.append(row | {"planned": options[0]["type"], "chose": choice["type"]})
        super().choose(given, legal)  # keep the planner's generator where the planner alone would leave it
        return choice

    def options(self, view: OgView, legal: list[Action], planned: Action) -> list[Action]:
        """The options worth a look, the planner's pick first: the piles; the planner's best placements and the
        discard; one action per own canoe and target canoe (an attack, a sink); every steal; end or go on."""
        phase = view["phase"]
        if phase == "draw":
            picked = [planned] + [a for a in legal if a["pile"] != planned["pile"]]
        elif phase == "hold":
            values = self.hold_values(view, grids_of(view), legal)
            ranked = [a for _, a in sorted(zip(values, legal, strict=True), key=lambda p: -p[0])]
            top = ranked[: self.top] + [a for a in legal if a["type"] == "discard"]
            picked = [planned]
            for action in top:
                if all(action is not a for a in picked):
                    picked.append(action)
        elif phase in ("attack", "sink"):
            seen = {self.group(view, planned)}
            picked = [planned]
            for action in legal:
                key = self.group(view, action)
                if key not in seen:
                    seen.add(key)
                    picked.append(action)
        else:
            picked = [planned] + [a for a in legal if a is not planned]
        return picked

    def group(self, view: OgView, action: Action) -> tuple[Any, ...]:
        """The canoes an attack or sink names (every cell of a canoe names it)."""
        if action["type"] == "attack":
            own = canoe_key(view, self.seat, action["row"], action["col"])
            return own, canoe_key(view, action["target"], action["target_row"], action["target_col"])
        if action["type"] == "sink":
            return (canoe_key(view, self.seat, action["row"], action["col"]),)
        return (action["type"],)

    def play_turn(self, world: OgState, action: Action, seed: int) -> float:
        """`action` on a copy of `world`, the rest of the turn played by the planner, the turn's end valued."""
        state = world.clone()  # the cheater's: the real reshuffles to come
        if self.cheat:
            self.policy.rng.setstate(self.future)  # the real piles the planner will pick, when it picks them
        else:
            state.rng = random.Random(seed)  # the same reshuffles and picks for every option of a sample
            self.policy.rng = random.Random(seed)
        rules, seat = self.og, self.seat
        rules.perform(state, action)
        while state.phase != OVER and state.current == seat:
            legal = rules.legal_actions(state, seat)
            if len(legal) == 1:
                chosen = legal[0]
            elif state.phase == "draw" and self.cheat and "draw" in self.kinds:
                chosen = self.best_top(state, legal)
            else:
                chosen = self.policy.choose(rules.view(state, seat), legal)
            rules.perform(state, chosen)
        if self.rivals:
            self.rivals_turns(state)
        return turn_end_value(rules, state, seat, self.knobs)

    def rivals_turns(self, state: OgState) -> None:
        """The other seats' turns until this seat's next, played by `normal`: the cheater's copies of the real
        rival bots with their generators, the fair look-ahead's with generators of its own (it knows `normal`'s
        code, as every bench search here did, but not its draws)."""
        copies = {}
        for s, bot in self.rivals.items():
            twin = NormalBot(self.og, s, random.Random(self.policy.rng.getrandbits(64)))
            if self.cheat:
                twin.rng.setstate(bot.rng.getstate())
            copies[s] = twin
        while state.phase != OVER and state.current != self.seat:
            who = state.current
            legal = self.og.legal_actions(state, who)
            chosen = legal[0] if len(legal) == 1 else copies[who].choose(self.og.view(state, who), legal)
            self.og.perform(state, chosen)

    def best_top(self, state: OgState, legal: list[Action]) -> Action:
        """The pile whose top card the planner would value most (an axe least, a steal by the planner's pick)."""
        best, choice = -math.inf, legal[0]
        for action in legal:
            probe = state.clone()
            self.og.perform(probe, action)
            if probe.phase == "hold":
                view = self.og.view(probe, self.seat)
                moves = self.og.legal_actions(probe, self.seat)
                value = max(self.policy.hold_values(view, grids_of(view), moves))
            else:
                value = -100.0 if probe.phase in ("sink", "draw") else 0.0  # an axe, or a stopped turn
            if value > best:
                best, choice = value, action
        return choice


def play(level: str, seats: int, seed: int, plan: dict[str, Any]) -> tuple[float, list[float], list[dict[str, Any]]]:
    """One game of the level against `normal` on bench/ogallala_tune.py's deal for `seed`."""
    from ogallala_rollout import against_normal, play_out  # bench/ is the script's folder, on the path when it runs

    rules = OgallalaRules()
    mine = seed % seats

    def make(seat: int, rng: random.Random) -> OgallalaBot:
        return BoldBot(rules, seat, rng) if level == "planner" else Lookahead(rules, seat, rng, **plan)

    state, players = against_normal(rules, seats, random.Random(seed), mine, make)
    if plan.get("horizon", 1) == 2 and isinstance(players[mine], Lookahead):
        players[mine].rivals = {s: bot for s, bot in enumerate(players) if s != mine}

    def hand_truth(seat: int) -> None:
        if isinstance(players[seat], Lookahead):
            players[seat].truth = state

    won, times = play_out(rules, state, players, mine, before=hand_truth)
    log = players[mine].log if isinstance(players[mine], Lookahead) else []
    return won, times, log


def run(args: argparse.Namespace) -> None:
    """Play each level on the same deals; print win shares, paired gains and decision times."""
    kinds = set(KINDS) if args.cheat == "all" else set(args.cheat.split(","))
    base: list[float] = []
    for level in args.levels.split(","):
        plan = {"kinds": kinds, "cheat": level == "cheat", "samples": args.fair if level == "fair" else 1}
        plan["margin"] = args.margin if level == "fair" else 0.0
        plan["top"] = args.top
        plan["horizon"] = args.horizon
        wins: list[float] = []
        times: list[float] = []
        started = time.time()
        for seed in range(args.seed, args.seed + args.games):
            won, spent, log = play(level, args.seats, seed, plan)
            wins.append(won)
            times.extend(spent)
            if args.log:
                row = {"level": level, "seed": seed, "won": won, "decisions": log}
                with Path(args.log).open("a") as f:
                    f.write(json.dumps(row) + "\n")
        report(level, wins, times, base, args.seats, time.time() - started)
        if not base:
            base = wins


def report(level: str, wins: list[float], times: list[float], base: list[float], seats: int, wall: float) -> None:
    """One level's line: win share (Wilson 95%), paired gain over the first level, decision p95."""
    low, high = wilson_interval(sum(wins), len(wins))
    times.sort()
    p95 = 1000 * times[int(0.95 * (len(times) - 1))] if times else 0.0
    line = f"{level:8s} {sum(wins):7.1f}/{len(wins)} = {100 * sum(wins) / len(wins):.1f}% "
    line += f"(Wilson 95% {100 * low:.1f}-{100 * high:.1f}%), decision p95 {p95:.1f} ms CPU, {wall:.0f} s"
    if base:
        diffs = [a - b for a, b in zip(wins, base, strict=True)]
        se = statistics.stdev(diffs) / math.sqrt(len(diffs))
        line += f"; paired gain {100 * statistics.fmean(diffs):+.1f} points (SE {100 * se:.1f})"
    print(line, flush=True)


def analyse(path: str) -> None:
    """Per level and kind of decision: how many were searched, how often the choice left the planner's, and
    the mean gain in the value's points (the turn end's value over the planner's pick's)."""
    table: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    games: dict[str, int] = defaultdict(int)
    for line in Path(path).read_text().splitlines():
        row = json.loads(line)
        games[row["level"]] += 1
        for d in row["decisions"]:
            table[row["level"], d["kind"]].append(d)
    print("| level | kind | decisions per game | differ from the planner | mean gain | gain per game |")
    print("|---|---|---:|---:|---:|---:|")
    for (level, kind), rows in sorted(table.items()):
        n = games[level]
        differ = sum(d["differs"] for d in rows) / len(rows)
        gain = statistics.fmean(d["gain"] for d in rows)
        per_game = gain * len(rows) / n
        print(f"| {level} | {kind} | {len(rows) / n:.1f} | {100 * differ:.0f}% | {gain:.1f} | {per_game:.1f} |")


def main(argv: list[str] | None = None) -> None:
    """Play, or analyse a log."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=600_000, help="the first deal (tune's selection range)")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--levels", default="planner,cheat", help="planner, cheat, fair (in this order)")
    parser.add_argument("--cheat", default="all", help=f"kinds looked ahead at, of {','.join(KINDS)}")
    parser.add_argument("--fair", type=int, default=16, help="sampled states per fair decision")
    parser.add_argument("--margin", type=float, default=0.0, help="lead over the planner's pick a fair switch needs")
    parser.add_argument("--top", type=int, default=8, help="placements looked at besides a discard")
    parser.add_argument("--horizon", type=int, default=1, help="2: also play the rivals' next turn")
    parser.add_argument("--log", default="")
    parser.add_argument("--analyse", default="", help="a log to summarise instead of playing")
    args = parser.parse_args(argv)
    analyse(args.analyse) if args.analyse else run(args)


if __name__ == "__main__":
    main()
