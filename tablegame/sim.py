"""Headless bot tournaments: `tablegame sim`."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from tablegame.bots.base import make_bot
from tablegame.core.match import Seat
from tablegame.core.registry import get_rules


@dataclass
class PlayerStats:
    """What one player (as given on the command line) did over a tournament."""

    spec: str
    wins: float = 0.0
    score_total: float = 0.0
    decision_seconds: list[float] = field(default_factory=list)
    searches: int = 0  # decisions a search bot searched (not the forced or shortcut ones)
    iterations: int = 0
    search_seconds: list[float] = field(default_factory=list)  # the time of each search

    def search_report(self) -> dict[str, Any] | None:
        """Search statistics for a search bot (None for the others)."""
        if not self.searches:
            return None
        seconds = self.search_seconds
        return {
            "searches": self.searches,
            "iterations_per_search": round(self.iterations / self.searches, 1),
            "iterations_per_second": round(self.iterations / max(sum(seconds), 1e-9), 1),
            "search_ms": {"mean": round(1000 * sum(seconds) / len(seconds), 3),
                          "p95": round(1000 * percentile(seconds, 0.95), 3),
                          "max": round(1000 * max(seconds), 3)},
        }


def parse_players(text: str) -> list[Seat]:
    """`human,bot:normal,...` into seats; raises ValueError for a malformed entry."""
    seats = []
    for number, item in enumerate(p.strip() for p in text.split(",")):
        if item == "human":
            seats.append(Seat(f"Player {number + 1}", "human"))
        elif item.startswith("bot:") and item[4:]:
            seats.append(Seat(f"Bot {number + 1} ({item[4:]})", "bot", item[4:]))
        else:
            raise ValueError(f"player {item!r} should be 'human' or 'bot:LEVEL'")
    return seats


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win share (shared wins count as fractions)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of the sorted values lie (nearest rank)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))]


@dataclass
class GameRecord:
    """What one game of a tournament produced, by seat (players are mapped back by the caller)."""

    player_of: list[int]
    result: dict[str, Any]
    actions: int
    decision_seconds: list[list[float]]
    searches: list[int]
    iterations: list[int]
    search_seconds: list[list[float]]


@cache
def _rules(game: str) -> Any:
    """One rules object per game and process (rules keep no game state; loading them reads the cards)."""
    return get_rules(game)


def _play_game(task: tuple[str, list[str], dict[str, Any], int, list[int], int]) -> GameRecord:
    """Play one seeded game of a tournament (in this process or a worker's)."""
    game, levels, resolved, number, bot_seeds, setup_seed = task
    rules = _rules(game)
    n = len(levels)
    rotation = number % n  # seat s is played by player (s + rotation) % n
    player_of = [(s + rotation) % n for s in range(n)]
    bots = [make_bot(rules, levels[player_of[s]], s, bot_seeds[s]) for s in range(n)]
    state = rules.setup(n, resolved, random.Random(setup_seed), {})
    decision_seconds: list[list[float]] = [[] for _ in range(n)]
    actions = _play_one(rules, state, bots, decision_seconds)
    return GameRecord(player_of, rules.result(state), actions, decision_seconds,
                      [getattr(bot, "searches", 0) for bot in bots], [getattr(bot, "iterations", 0) for bot in bots],
                      [getattr(bot, "search_times", []) for bot in bots])


def run_sim(
    game: str, levels: list[str], games: int, seed: int = 0, options: dict[str, Any] | None = None, jobs: int = 1
) -> dict[str, Any]:
    """Play `games` games between bots of the given levels, rotating seats; returns the report.

    `jobs` > 1 plays the games in that many processes; the seeds are drawn in the same order, so the
    games and the wins are the same as with one process (time budgets aside).
    """
    rules = get_rules(game)
    n = len(levels)
    rules.check_seats(n)
    resolved = rules.resolve_options(options or {})
    stats = [PlayerStats(f"bot:{level}") for level in levels]
    master = random.Random(seed)
    for level in set(levels):
        make_bot(rules, level, 0, 0)  # import every bot module before the clock starts
    tasks = []
    for number in range(games):
        bot_seeds = [master.getrandbits(32) for _ in range(n)]
        tasks.append((game, levels, resolved, number, bot_seeds, master.getrandbits(32)))
    total_actions = 0
    started = time.perf_counter()
    for record in _records(tasks, jobs):
        total_actions += record.actions
        winners = record.result["winners"]
        for s in range(n):
            player = stats[record.player_of[s]]
            player.decision_seconds += record.decision_seconds[s]
            player.searches += record.searches[s]
            player.iterations += record.iterations[s]
            player.search_seconds += record.search_seconds[s]
            player.score_total += record.result["scores"][s]
            if s in winners:
                player.wins += 1 / len(winners)
    elapsed = max(time.perf_counter() - started, 1e-9)
    return {
        "game": game,
        "games": games,
        "players": [s.spec for s in stats],
        "wins": [round(s.wins, 4) for s in stats],
        "win_share": [round(s.wins / games, 4) if games else 0.0 for s in stats],
        "win_share_ci95": [[round(x, 4) for x in wilson_interval(s.wins, games)] for s in stats],
        "mean_scores": [round(s.score_total / games, 3) if games else 0.0 for s in stats],
        "games_per_second": round(games / elapsed, 2),
        "actions_per_second": round(total_actions / elapsed, 1),
        "decision_ms": [
            {
                "mean": round(1000 * sum(s.decision_seconds) / max(1, len(s.decision_seconds)), 3),
                "p95": round(1000 * percentile(s.decision_seconds, 0.95), 3),
            }
            for s in stats
        ],
        "iterations_per_second": [
            report["iterations_per_second"] if (report := s.search_report()) else None for s in stats
        ],
        "search": [s.search_report() for s in stats],
        "seed": seed,
        "options": resolved,
        "jobs": jobs,
    }


def _records(tasks: list, jobs: int) -> Iterator[GameRecord]:
    """The tournament's games, played here or by `jobs` worker processes (results in game order)."""
    if jobs <= 1 or len(tasks) <= 1:
        yield from map(_play_game, tasks)
        return
    with ProcessPoolExecutor(max_workers=min(jobs, len(tasks))) as pool:
        yield from pool.map(_play_game, tasks)


def _play_one(rules: Any, state: Any, bots: list, decision_seconds: list[list[float]]) -> int:
    """Play one game to its end, timing each seat's decisions; returns the number of actions taken."""
    actions = 0
    clock = time.perf_counter
    while True:
        seats = rules.to_act(state)
        if not seats:
            return actions
        seat = seats[0]
        bot = bots[seat]
        legal = rules.legal_actions(state, seat)
        view = rules.view(state, seat) if bot.needs_view else None
        begin = clock()
        action = bot.choose(view, legal)
        decision_seconds[seat].append(clock() - begin)
        rules.perform(state, action)  # taken from `legal`, so it needs no second check
        actions += 1


def format_report(report: dict[str, Any]) -> str:
    """The tournament report as a few lines of text."""
    lines = [f"{report['game']}: {report['games']} games, seats rotating"]
    for i, spec in enumerate(report["players"]):
        timing = report["decision_ms"][i]
        low, high = report["win_share_ci95"][i]
        line = (
            f"  player {i + 1} {spec:<14} wins {report['wins'][i]:>8.2f} ({100 * report['win_share'][i]:5.1f}%,"
            f" 95% CI {100 * low:.1f}-{100 * high:.1f}%)"
            f"  mean score {report['mean_scores'][i]:7.2f}  decision {timing['mean']:.3f} ms"
            f" (p95 {timing['p95']:.3f} ms)"
        )
        search = report["search"][i]
        if search is not None:
            line += (f"\n      searched {search['searches']} decisions: {search['search_ms']['mean']:.0f} ms"
                     f" (p95 {search['search_ms']['p95']:.0f} ms), {search['iterations_per_second']:.0f} iterations/s")
        lines.append(line)
    lines.append(
        f"  {report['games_per_second']} games/s, {report['actions_per_second']} actions/s"
    )
    return "\n".join(lines)
