"""Headless bot tournaments: `tablegame sim`.

A game that reaches `max_actions` actions is stopped and counted as unfinished: a win for nobody, and
its scores (those of a game cut short) left out of the mean scores. Memory stays flat however many
games are played: the games' seeds are drawn one game at a time, at most a few games per worker are in
flight, and decision times are kept as a histogram (exact mean and max, percentiles to within 1%).
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect_left
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from tablegame.bots.base import make_bot
from tablegame.core.bots import Bot
from tablegame.core.limits import LONGEST_GAME_ACTIONS
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.core.rules import Action
from tablegame.i18n import ntr, tr
from tablegame.storage.saves import save_match

DEFAULT_MAX_ACTIONS = LONGEST_GAME_ACTIONS  # the longest game the window plays and saves, too
MAX_ACTIONS_BOUND = 10_000_000  # about a minute of random Niagara, hours of Catan's normal bots: more is a typo
FOLD_EVERY = 4096  # actions between two foldings of a game's decision times into its summaries
IN_FLIGHT_PER_JOB = 4  # games submitted ahead per worker process: keeps every worker busy, memory flat


class TimeSummary:
    """Count, sum, min and max of durations plus a log-spaced histogram for percentiles: bounded memory.

    Buckets are 1% wide from 0.1 µs up to 10^4 s (at most MAX_BUCKETS of them), so a percentile is
    exact to within 1% however many values were added; mean and max are exact. New values wait in a
    list of at most PENDING and are bucketed together (`fold`): one at a time would cost a tournament
    of quick bots (random CABO: 29 decisions a game) a sixth of its speed.
    """

    FLOOR = 1e-7  # seconds: the first bucket holds everything below
    RATIO = 1.01
    MAX_BUCKETS = math.ceil(math.log(1e4 / FLOOR) / math.log(RATIO)) + 1
    PENDING = 8192

    __slots__ = ("_count", "_high", "_low", "_total", "buckets", "pending")

    def __init__(self) -> None:
        self._count = 0
        self._total = 0.0
        self._low = math.inf
        self._high = 0.0
        self.buckets: dict[int, int] = {}
        self.pending: list[float] = []

    def add(self, seconds: float) -> None:
        """Count one duration."""
        self.pending.append(seconds)
        if len(self.pending) >= self.PENDING:
            self.fold()

    def add_many(self, values: list[float]) -> None:
        """Count several durations."""
        self.pending.extend(values)
        if len(self.pending) >= self.PENDING:
            self.fold()

    def merge(self, other: TimeSummary) -> None:
        """Add every duration `other` counted."""
        if other._count:
            self._count += other._count
            self._total += other._total
            self._low = min(self._low, other._low)
            self._high = max(self._high, other._high)
            for index, n in other.buckets.items():
                self.buckets[index] = self.buckets.get(index, 0) + n
        self.add_many(other.pending)

    def fold(self) -> None:
        """Bucket the pending durations."""
        values = self.pending
        if not values:
            return
        self.pending = []
        self._count += len(values)
        self._total += sum(values)
        self._low = min(self._low, min(values))
        self._high = max(self._high, max(values))
        # Sorted, each bucket's values are one run, found by bisection: a logarithm per bucket, not per
        # value (a random bot's decisions fill a hundred buckets or so).
        values.sort()
        floor, ratio, scale, top = self.FLOOR, self.RATIO, 1 / math.log(self.RATIO), self.MAX_BUCKETS - 1
        buckets = self.buckets
        i, n = 0, len(values)
        while i < n:
            v = values[i]
            index = min(top, int(math.log(v / floor) * scale)) if v > floor else 0
            # the first value of a later bucket (rounding may put a value at the edge in its neighbour)
            j = n if index == top else bisect_left(values, floor * ratio ** (index + 1), i + 1)
            buckets[index] = buckets.get(index, 0) + j - i
            i = j

    @property
    def count(self) -> int:
        """How many durations were added."""
        self.fold()
        return self._count

    @property
    def total(self) -> float:
        """Their sum (seconds)."""
        self.fold()
        return self._total

    @property
    def low(self) -> float:
        """The shortest (inf when none was added)."""
        self.fold()
        return self._low

    @property
    def high(self) -> float:
        """The longest (0 when none was added)."""
        self.fold()
        return self._high

    def mean(self) -> float:
        """The mean duration (0 when none was added)."""
        return self.total / self._count if self.count else 0.0

    def percentile(self, fraction: float) -> float:
        """The duration below which `fraction` of them lie (nearest rank, like `percentile`), within 1%."""
        count = self.count
        if not count:
            return 0.0
        rank = min(count, max(1, round(fraction * count + 0.5)))
        seen = 0
        for index in sorted(self.buckets):
            seen += self.buckets[index]
            if seen >= rank:
                # the bucket's geometric middle, kept inside what was seen
                return min(self._high, max(self._low, self.FLOOR * float(self.RATIO ** (index + 0.5))))
        return self._high


@dataclass
class PlayerStats:
    """What one player (as given on the command line) did over a tournament."""

    spec: str
    wins: float = 0.0
    score_total: float = 0.0  # over the finished games
    decisions: TimeSummary = field(default_factory=TimeSummary)
    searches: int = 0  # decisions a search bot searched (not the forced or shortcut ones)
    iterations: int = 0
    search_times: TimeSummary = field(default_factory=TimeSummary)  # the time of each search

    def search_report(self) -> dict[str, Any] | None:
        """Search statistics for a search bot (None for the others)."""
        if not self.searches:
            return None
        times = self.search_times
        return {
            "searches": self.searches,
            "iterations_per_search": round(self.iterations / self.searches, 1),
            "iterations_per_second": round(self.iterations / max(times.total, 1e-9), 1),
            "search_ms": {
                "mean": round(1000 * times.mean(), 3),
                "p95": round(1000 * times.percentile(0.95), 3),
                "max": round(1000 * times.high, 3),
            },
        }


def parse_players(text: str) -> list[Seat]:
    """`human,bot:normal,...` into seats; raises ValueError for a malformed entry."""
    seats = []
    for number, item in enumerate(p.strip() for p in text.split(",")):
        if item == "human":
            seats.append(Seat(tr("Player {number}", number=number + 1), "human"))
        elif item.startswith("bot:") and item[4:]:
            seats.append(Seat(tr("Bot {number} ({level})", number=number + 1, level=item[4:]), "bot", item[4:]))
        else:
            raise ValueError(tr("player {item} should be 'human' or 'bot:LEVEL'", item=repr(item)))
    return seats


def check_max_actions(value: Any) -> int:
    """`value` as an action limit; raises ValueError unless it is an integer from 1 to MAX_ACTIONS_BOUND."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_ACTIONS_BOUND:
        raise ValueError(
            tr(
                "--max-actions must be an integer from 1 to {bound:,}, not {value!r}",
                bound=MAX_ACTIONS_BOUND,
                value=value,
            )
        )
    return value


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
    finished: bool
    decisions: list[TimeSummary]
    searches: list[int]
    iterations: list[int]
    search_times: list[TimeSummary]


Task = tuple[str, list[str], dict[str, Any], int, list[int], int, int, str | None]


@cache
def _rules(game: str) -> Any:
    """One rules object per game and process (rules keep no game state; loading them reads the cards)."""
    return get_rules(game)


def game_tasks(
    game: str,
    levels: list[str],
    resolved: dict[str, Any],
    games: int,
    seed: int,
    max_actions: int,
    save_dir: str | None = None,
) -> Iterator[Task]:
    """The tournament's games one at a time, each with its seeds: drawn from one generator seeded by
    `seed`, in game order (each game's bots' seeds, then its deal's), so a game is the same however
    many are played and however many processes play them."""
    master = random.Random(seed)
    n = len(levels)
    for number in range(games):
        bot_seeds = [master.getrandbits(32) for _ in range(n)]
        yield game, levels, resolved, number, bot_seeds, master.getrandbits(32), max_actions, save_dir


def _play_game(task: Task) -> GameRecord:
    """Play one seeded game of a tournament (in this process or a worker's)."""
    game, levels, resolved, number, bot_seeds, setup_seed, max_actions, save_dir = task
    rules = _rules(game)
    n = len(levels)
    rotation = number % n  # seat s is played by player (s + rotation) % n
    player_of = [(s + rotation) % n for s in range(n)]
    bots = [make_bot(rules, levels[player_of[s]], s, bot_seeds[s]) for s in range(n)]
    state = rules.setup(n, resolved, random.Random(setup_seed), {})
    record = GameRecord(
        player_of, {}, 0, False, [TimeSummary() for _ in range(n)], [0] * n, [0] * n, [TimeSummary() for _ in range(n)]
    )
    played: list[Action] | None = [] if save_dir is not None else None
    _play_one(rules, state, bots, record, max_actions, played)
    record.result = rules.result(state)
    if save_dir is not None and played is not None:
        seats = [
            Seat(tr("Bot {number} ({level})", number=s + 1, level=levels[player_of[s]]), "bot", levels[player_of[s]])
            for s in range(n)
        ]
        save_played(Path(save_dir) / f"{game}-{number + 1:05d}.json", Match(game, seats, setup_seed, resolved), played)
    return record


def save_played(path: Path, match: Match, actions: list[Action]) -> None:
    """Save a game a tournament played: its actions (taken from the legal lists) replay on the fresh match."""
    match.replay(actions)
    save_match(match, path)


def run_sim(
    game: str,
    levels: list[str],
    games: int,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    jobs: int = 1,
    max_actions: int | None = None,
    save_dir: Path | None = None,
    progress: Callable[[int, list[float]], None] | None = None,
) -> dict[str, Any]:
    """Play `games` games between bots of the given levels, rotating seats; returns the report.

    `jobs` > 1 plays the games in that many processes; the seeds are drawn in the same order, so the
    games and the wins are the same as with one process (time budgets aside). A game still going after
    `max_actions` actions (default DEFAULT_MAX_ACTIONS) is stopped: `unfinished` counts those games,
    which are a win for nobody (the win shares of the players then add up to less than 1), and
    `mean_scores` are over the finished games only (None if no game finished). With `save_dir`, every
    game is also written there as a save file (`<game>-<number>.json`). `progress`, when given, is called
    after every game with the number of games played and each player's wins so far.
    """
    limit = DEFAULT_MAX_ACTIONS if max_actions is None else check_max_actions(max_actions)
    rules = get_rules(game)
    n = len(levels)
    rules.check_seats(n)
    resolved = rules.resolve_options(options or {})
    stats = [PlayerStats(f"bot:{level}") for level in levels]
    for level in set(levels):
        make_bot(rules, level, 0, 0)  # import every bot module (and check the level) before the clock starts
    total_actions = longest = unfinished = 0
    started = time.perf_counter()
    tasks = game_tasks(game, levels, resolved, games, seed, limit, str(save_dir) if save_dir is not None else None)
    for done, record in enumerate(_records(tasks, jobs, games), 1):
        total_actions += record.actions
        longest = max(longest, record.actions)
        unfinished += not record.finished
        winners = record.result["winners"] if record.finished else []
        for s in range(n):
            player = stats[record.player_of[s]]
            player.decisions.merge(record.decisions[s])
            player.searches += record.searches[s]
            player.iterations += record.iterations[s]
            player.search_times.merge(record.search_times[s])
            if record.finished:
                player.score_total += record.result["scores"][s]
            if s in winners:
                player.wins += 1 / len(winners)
        if progress is not None:
            progress(done, [player.wins for player in stats])
    elapsed = max(time.perf_counter() - started, 1e-9)
    finished = games - unfinished
    return {
        "game": game,
        "games": games,
        "unfinished": unfinished,
        "max_actions": limit,
        "players": [s.spec for s in stats],
        "wins": [round(s.wins, 4) for s in stats],
        "win_share": [round(s.wins / games, 4) if games else 0.0 for s in stats],
        "win_share_ci95": [[round(x, 4) for x in wilson_interval(s.wins, games)] for s in stats],
        "mean_scores": [round(s.score_total / finished, 3) if finished else None for s in stats],
        "actions_per_game": {"mean": round(total_actions / games, 1) if games else 0.0, "max": longest},
        "games_per_second": round(games / elapsed, 2),
        "actions_per_second": round(total_actions / elapsed, 1),
        "decision_ms": [
            {"mean": round(1000 * s.decisions.mean(), 3), "p95": round(1000 * s.decisions.percentile(0.95), 3)}
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


def _records(tasks: Iterable[Task], jobs: int, games: int) -> Iterator[GameRecord]:
    """The tournament's games, played here or by `jobs` worker processes (results in game order).

    Tasks are submitted as results are taken, at most IN_FLIGHT_PER_JOB per worker ahead
    (`ProcessPoolExecutor.map` would take every task first), so memory does not grow with `games`.
    """
    if jobs <= 1 or games <= 1:
        yield from map(_play_game, tasks)
        return
    pool = ProcessPoolExecutor(max_workers=min(jobs, games))
    pending: deque[Future[GameRecord]] = deque()
    try:
        for task in tasks:
            pending.append(pool.submit(_play_game, task))
            if len(pending) >= IN_FLIGHT_PER_JOB * jobs:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        pool.shutdown(cancel_futures=True)  # when the caller stops early, do not play the queued games


def _play_one(
    rules: Any, state: Any, bots: list[Bot], record: GameRecord, max_actions: int, played: list[Action] | None = None
) -> None:
    """Play one game until it ends or has taken `max_actions` actions, timing each seat's decisions (and
    appending the actions to `played` when given)."""
    actions = 0
    clock = time.perf_counter
    times: list[list[float]] = [[] for _ in bots]  # handed to record.decisions every FOLD_EVERY actions
    searching = [hasattr(bot, "last") for bot in bots]  # a search bot's `last` is its decision's search
    while True:
        seats = rules.to_act(state)
        if not seats or actions >= max_actions:
            record.actions, record.finished = actions, not seats
            for seat, values in enumerate(times):
                record.decisions[seat].add_many(values)
            return
        seat = seats[0]
        bot = bots[seat]
        legal = rules.legal_actions(state, seat)
        view = rules.view(state, seat) if bot.needs_view else None
        begin = clock()
        action = bot.choose(view, legal)
        times[seat].append(clock() - begin)
        if searching[seat] and bot.last is not None:
            record.searches[seat] += 1
            record.iterations[seat] += bot.last.iterations
            record.search_times[seat].add(bot.last.seconds)
        rules.perform(state, action)  # taken from `legal`, so it needs no second check
        if played is not None:
            played.append(action)
        actions += 1
        if not actions % FOLD_EVERY:
            for seat, values in enumerate(times):
                record.decisions[seat].add_many(values)
                values.clear()


def format_report(report: dict[str, Any]) -> str:
    """The tournament report as a few lines of text, in the language now."""
    header = ntr(
        "{game}: {count} game, seats rotating",
        "{game}: {count} games, seats rotating",
        report["games"],
        game=report["game"],
    )
    if report.get("unfinished"):
        header = ntr(
            "{header}; {count} unfinished (stopped at {limit:,} actions: a win for nobody, left out of the "
            "mean scores)",
            "{header}; {count} unfinished (stopped at {limit:,} actions: a win for nobody, "
            "left out of the mean scores)",
            report["unfinished"],
            header=header,
            limit=report["max_actions"],
        )
    lines = [header]
    for i, spec in enumerate(report["players"]):
        timing = report["decision_ms"][i]
        low, high = report["win_share_ci95"][i]
        score = report["mean_scores"][i]
        line = "  " + tr(
            "player {number} {spec:<14} wins {wins:>8.2f} ({share:5.1f}%, 95% CI {low:.1f}-{high:.1f}%)  mean score "
            "{score:>7}  decision {mean:.3f} ms (p95 {p95:.3f} ms)",
            number=i + 1,
            spec=spec,
            wins=report["wins"][i],
            share=100 * report["win_share"][i],
            low=100 * low,
            high=100 * high,
            score="-" if score is None else format(score, ".2f"),
            mean=timing["mean"],
            p95=timing["p95"],
        )
        search = report["search"][i]
        if search is not None:
            line += "\n      " + tr(
                "searched {count} decisions: {mean:.0f} ms (p95 {p95:.0f} ms), {rate:.0f} iterations/s",
                count=search["searches"],
                mean=search["search_ms"]["mean"],
                p95=search["search_ms"]["p95"],
                rate=search["iterations_per_second"],
            )
        lines.append(line)
    lines.append(
        "  "
        + tr(
            "{games} games/s, {actions} actions/s",
            games=report["games_per_second"],
            actions=report["actions_per_second"],
        )
    )
    return "\n".join(lines)
