"""Fit Ogallala's learned position value (bench/ogallala_value_model.py) from self-play, and play it against `normal`.

Fitting: plays games between the given bot levels (seats rotating, fixed seeds), records every turn's end from
the view of the seat whose turn ended, labelled with whether that seat won, fits a logistic model by Newton's
method in plain Python (no numpy), and reports its log-loss on held-out games against a constant's. With `--write`
the weights go to bench/ogallala_value.json; `--positions FILE` keeps the played positions for refitting.

    nice -n 10 python bench/ogallala_value.py --games 1500 --positions /tmp/pos.json --write

Playing: `--versus` plays `hard` (BoldBot) or ValueBot variants, each in a rotating seat against `normal`, on the
same deals, and prints each one's win share (Wilson 95% interval) and decision time p95 (CPU):

    nice -n 10 python bench/ogallala_value.py --versus hard value_weight=30 harm_value_weight=100 --games 2000 --seed 1
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as `python bench/ogallala_value.py` from a checkout
    sys.path.insert(0, str(ROOT))

from ogallala_value_model import FEATURES, VALUE_FILE, ValueBot, features  # noqa: E402

from tablegame.games.ogallala import bots  # noqa: E402
from tablegame.games.ogallala.rules import OgallalaRules  # noqa: E402
from tablegame.sim import wilson_interval  # noqa: E402

LEVELS: dict[str, type[bots.OgallalaBot]] = {"normal": bots.NormalBot, "hard": bots.BoldBot, "easy": bots.EasyBot}
RIDGE = 1e-3  # a little L2, so that rare features stay finite

Row = tuple[list[float], int]
Position = tuple[list[list[list[int]]], int, int, int]  # grids, seat whose turn ended, cards left, won


def play_game(levels: list[str], seed: int) -> list[Position]:
    """One game; every turn's end as (grids, seat whose turn ended, cards left in the piles, that seat won)."""
    rules = OgallalaRules()
    rng = random.Random(seed)
    state = rules.setup(len(levels), rules.resolve_options({}), random.Random(rng.getrandbits(64)), {})
    players = [LEVELS[level](rules, s, random.Random(rng.getrandbits(64))) for s, level in enumerate(levels)]
    ends: list[tuple[list[list[list[int]]], int, int]] = []
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        action = players[seat].choose(rules.view(state, seat), rules.legal_actions(state, seat))
        rules.perform(state, action)
        if state.current != seat and not rules.is_over(state):
            grids = [[row[:] for row in grid] for grid in state.grids]
            ends.append((grids, seat, sum(len(p) for p in state.piles)))
    winners = rules.result(state)["winners"]
    return [(grids, seat, left, int(seat in winners)) for grids, seat, left in ends]


def play_batch(job: tuple[list[str], list[int]]) -> list[list[Position]]:
    """Several games (a worker's share), each game's rows apart so that games can be held out whole."""
    levels, seeds = job
    out = []
    for seed in seeds:
        turn = seed % len(levels)
        out.append(play_game(levels[turn:] + levels[:turn], seed))
    return out


def fit(rows: list[Row], iterations: int = 8) -> list[float]:
    """Logistic regression by Newton's method (IRLS) with a small ridge."""
    k = len(rows[0][0])
    w = [0.0] * k
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in rows:
            z = sum(a * b for a, b in zip(w, x, strict=True))
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))
            g = p - y
            s = p * (1 - p)
            for i, xi in enumerate(x):
                if xi:
                    grad[i] += g * xi
                    hi = hess[i]
                    sxi = s * xi
                    for j in range(i, k):
                        hi[j] += sxi * x[j]
        for i in range(k):
            grad[i] += RIDGE * len(rows) * w[i]
            hess[i][i] += RIDGE * len(rows)
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b, by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def log_loss(w: list[float], rows: list[Row]) -> float:
    """The mean log-loss of the model on rows."""
    total = 0.0
    for x, y in rows:
        z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x, strict=True))))
        p = 1 / (1 + math.exp(-z))
        total -= math.log(p if y else 1 - p)
    return total / len(rows)


def variant(spec: str) -> type[bots.OgallalaBot]:
    """`hard` (BoldBot) for "hard", else a ValueBot with the given weights ("value_weight=30,harm_value_weight=0")."""
    if spec == "hard":
        return bots.BoldBot
    weights = {k: float(v) for k, v in (kv.split("=") for kv in spec.split(","))}
    return type("Variant", (ValueBot,), weights)


def versus_batch(job: tuple[str, int, list[int]]) -> tuple[float, list[float]]:
    """A worker's share of a variant's games against `normal` (the variant's seat rotating): wins (ties
    shared) and the variant's decision times (CPU seconds)."""
    spec, n_seats, seeds = job
    rules = OgallalaRules()
    won, times = 0.0, []
    for seed in seeds:
        mine = seed % n_seats
        rng = random.Random(seed)
        state = rules.setup(n_seats, rules.resolve_options({}), random.Random(rng.getrandbits(64)), {})
        kinds = [variant(spec) if s == mine else bots.NormalBot for s in range(n_seats)]
        players = [kind(rules, s, random.Random(rng.getrandbits(64))) for s, kind in enumerate(kinds)]
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
            start = time.process_time()
            action = players[seat].choose(view, legal)
            if seat == mine:
                times.append(time.process_time() - start)
            rules.perform(state, action)
        winners = rules.result(state)["winners"]
        won += 1 / len(winners) if mine in winners else 0.0
    return won, times


def versus(args: argparse.Namespace) -> None:
    """Each variant against `normal` on the same deals; its win share, Wilson interval and decision times."""
    seeds = [args.seed + g for g in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        for spec in args.versus:
            parts = list(pool.map(versus_batch, [(spec, args.seats, seeds[i :: args.jobs]) for i in range(args.jobs)]))
            won = sum(w for w, _ in parts)
            times = sorted(t for _, ts in parts for t in ts)
            low, high = wilson_interval(won, args.games)
            p95 = times[int(0.95 * (len(times) - 1))] * 1000
            print(
                f"{spec:45s} {won:7.1f}/{args.games} = {100 * won / args.games:.1f}% "
                f"(95% CI {100 * low:.1f}-{100 * high:.1f}%), decision p95 {p95:.2f} ms",
                flush=True,
            )


def main() -> None:
    """Play, fit, report, and with --write save the data file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per pair of levels")
    parser.add_argument("--pairs", default="hard:normal,hard:hard", help="comma-separated level:level[:level...]")
    parser.add_argument("--seed", type=int, default=1000, help="first game's seed")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--hold-out", type=float, default=0.2, help="share of games kept out of the fit")
    parser.add_argument("--write", action="store_true", help=f"write {VALUE_FILE.name}")
    parser.add_argument(
        "--positions", type=Path, help="a JSON file of played positions: read if it exists, else written"
    )
    parser.add_argument("--versus", nargs="+", help="instead of fitting, play these variants against normal")
    parser.add_argument("--seats", type=int, default=2, help="seats for --versus: the variant and n-1 normal")
    args = parser.parse_args()
    if args.versus:
        versus(args)
        return
    if args.positions and args.positions.exists():
        games = json.loads(args.positions.read_text())
    else:
        games = play(args)
        if args.positions:
            args.positions.write_text(json.dumps(games))
    random.Random(0).shuffle(games)
    cut = int(len(games) * args.hold_out)
    test = [(features(g, s, left), won) for game in games[:cut] for g, s, left, won in game]
    train = [(features(g, s, left), won) for game in games[cut:] for g, s, left, won in game]
    report(args, games, train, test)


def play(args: argparse.Namespace) -> list[list[Position]]:
    """Play every pair's games (seats rotating) on args.jobs processes."""
    jobs = []
    for p, pair in enumerate(args.pairs.split(",")):
        levels = pair.split(":")
        seeds = [args.seed + p * 1_000_000 + g for g in range(args.games)]
        jobs += [(levels, seeds[i :: args.jobs]) for i in range(args.jobs)]
    with ProcessPoolExecutor(args.jobs) as pool:
        return [game for batch in pool.map(play_batch, jobs) for game in batch]


def report(args: argparse.Namespace, games: list[list[Position]], train: list[Row], test: list[Row]) -> None:
    """Fit, print the log-loss and the weights, and with --write save them."""
    w = fit(train)
    base = sum(y for _, y in train) / len(train)
    coin = -(base * math.log(base) + (1 - base) * math.log(1 - base))
    print(f"{len(train)} turn ends to fit, {len(test)} held out; log-loss held out {log_loss(w, test):.4f}")
    print(f"(a constant {base:.3f}: {coin:.4f}); fitted on train {log_loss(w, train):.4f}")
    for name, weight in zip(FEATURES, w, strict=True):
        print(f"  {name:22s} {weight:+.3f}")
    if args.write:
        data = {
            "features": list(FEATURES),
            "weights": [round(v, 4) for v in w],
            "fitted_on": f"{len(games)} games ({args.pairs}, seeds from {args.seed}), {len(train) + len(test)} "
            f"turn ends; held-out log-loss {log_loss(w, test):.4f}, a constant {coin:.4f}",
        }
        VALUE_FILE.write_text(json.dumps(data, indent=1) + "\n")
        print(f"wrote {VALUE_FILE}")


if __name__ == "__main__":
    main()
