"""Bot strength: the issue's table of the levels (hard/normal/easy/random), 2 seats and each game's most seats.

Run from the repository:
  PYTHONPATH=. /work/venv/bin/python bench/strength.py [--games cabo,niagara]
      [--pairs hard-normal,normal-easy,easy-random] [--seats 2,most] [--count N] [--count-for GAME=N]
      [--jobs 2] [--reports bench/strength] [--only-format] [--out FILE]

A row is a tournament of `tablegame sim` (seats rotating): the first level against the second in every other
seat (`hard` against `normal`, or against two or three `normal`s at the most seats). It shows the first
player's win share with its 95% Wilson interval, the share a seat would win by chance (1/seats), the issue's
bar and whether the share meets it. Games per tournament: 1,000 for hard against normal, 400 for the others
(the issue's counts; `--count` sets every tournament's, `--count-for` one game's).

The bars of issue 30: hard beats normal in at least 70% with 2 seats; normal beats easy in at least 65%; easy
beats random in 75% to 95%; and at the most seats, hard wins at least 60% "counting a win for the hard seat
against the share a seat of that count would win by chance". That last clause is read here as a pairwise
share: hard's wins against the wins of one normal seat on average, p / (p + (1 - p) / (n - 1)) for a win share
p at n seats. It is 50% when hard wins by chance (p = 1/n) and the plain win share at 2 seats, so "60%" asks
the same edge over one opponent at every seat count: a win share of at least 1.5 / (n + 0.5), 42.9% at 3
seats and 33.3% at 4. (A game stopped unfinished counts as a loss for everyone.) The easy and normal bars
apply at 2 seats; their rows at the most seats are shown with the share by chance and no bar.

Each tournament is played in parts of PART_GAMES games (seats rotate within each part; part k has seed k) and
each part's JSON report (`tablegame sim --json`) is kept in `<reports>/<game>-<players>/part-<k>-<games>.json`:
a part whose report is there is not played again, so a stopped run resumes where it stopped (delete a
tournament's folder once the bots change). `--only-format` plays nothing and formats the parts kept. `hard`
tournaments take hours: run them with `nice -n 10` and `--jobs 2`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, NamedTuple

from tablegame.cli_progress import ProgressLine, shows_progress
from tablegame.core.registry import game_ids, get_rules
from tablegame.sim import run_sim, wilson_interval

PART_GAMES = 120  # games per kept report: a multiple of 2 to 6 seats, so each part rotates the seats evenly
PAIRS = ("hard-normal", "normal-easy", "easy-random")
GAMES_PER_PAIR = {"hard-normal": 1000, "normal-easy": 400, "easy-random": 400}
PAIRWISE_BAR = 0.60  # hard against normal at the most seats, read as a pairwise share (see above)


class Bar(NamedTuple):
    """The bar a first player's win share must meet: at least `low`, at most `high` (None: no upper bound)."""

    low: float
    high: float | None = None
    pairwise: bool = False  # judged on the pairwise share (more than 2 seats), not on the win share

    def text(self, seats: int) -> str:
        """The bar as the table shows it."""
        if self.pairwise:
            return f"pairwise ≥ {self.low:.0%} (share ≥ {share_for_pairwise(self.low, seats):.1%})"
        return f"{self.low:.0%}-{self.high:.0%}" if self.high is not None else f"≥ {self.low:.0%}"

    def met(self, share: float, seats: int) -> bool:
        """Whether a win share at this many seats meets the bar."""
        value = pairwise_share(share, seats) if self.pairwise else share
        return value >= self.low and (self.high is None or value <= self.high)


def bar_for(pair: str, seats: int) -> Bar | None:
    """The issue's bar of a pairing at this many seats (None: shown without a bar)."""
    if seats == 2:
        return {"hard-normal": Bar(0.70), "normal-easy": Bar(0.65), "easy-random": Bar(0.75, 0.95)}[pair]
    return Bar(PAIRWISE_BAR, pairwise=True) if pair == "hard-normal" else None


def pairwise_share(share: float, seats: int) -> float:
    """The first player's wins against one other seat's on average: p / (p + (1 - p) / (n - 1)); 50% by chance."""
    others = (1 - share) / (seats - 1)
    return share / (share + others) if share + others > 0 else 0.5


def share_for_pairwise(pairwise: float, seats: int) -> float:
    """The win share at `seats` seats whose pairwise share is `pairwise` (the inverse of pairwise_share)."""
    return pairwise / (pairwise + (1 - pairwise) * (seats - 1))


def players_of(pair: str, seats: int) -> list[str]:
    """The levels of a tournament: the pair's first level, then its second in every other seat."""
    first, other = pair.split("-")
    return [first, *[other] * (seats - 1)]


def tournament_folder(folder: Path, game: str, players: list[str]) -> Path:
    """Where a tournament's parts are kept."""
    return folder / f"{game}-{'-'.join(players)}"


def part_sizes(count: int) -> list[int]:
    """The games of each part of a tournament of `count` games."""
    return [PART_GAMES] * (count // PART_GAMES) + ([count % PART_GAMES] if count % PART_GAMES else [])


def load_or_run(
    folder: Path, game: str, players: list[str], count: int, play: bool, jobs: int = 1
) -> list[dict[str, Any]]:
    """The kept parts of a tournament of `count` games; with `play`, the missing ones are played and kept first.
    Without `play`, only the parts kept so far (maybe none)."""
    where = tournament_folder(folder, game, players)
    sizes = part_sizes(count)
    parts: list[dict[str, Any]] = []
    line = (
        ProgressLine(sys.stderr, count, [f"bot:{p}" for p in players]) if play and shows_progress(sys.stderr) else None
    )
    try:
        for number, size in enumerate(sizes):
            path = where / f"part-{number:03d}-{size}.json"
            if path.exists():
                parts.append(json.loads(path.read_text()))
                continue
            if not play:
                continue
            done = sum(part["games"] for part in parts)
            before = [sum(part["wins"][i] for part in parts) for i in range(len(players))]

            def progress(games: int, wins: list[float], done: int = done, before: list[float] = before) -> None:
                if line is not None:
                    line.update(done + games, [a + b for a, b in zip(before, wins, strict=True)])

            report = run_sim(game, players, size, seed=number, jobs=jobs, progress=progress)
            where.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(report) + "\n")
            parts.append(report)
    finally:
        if line is not None:
            line.close()
    return parts


def merged(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """The parts of a tournament as one: games, unfinished, the first player's wins and decision times."""
    games = sum(part["games"] for part in parts)
    return {
        "games": games,
        "unfinished": sum(part.get("unfinished", 0) for part in parts),
        "first_wins": sum(part["wins"][0] for part in parts),
        "decision_mean": sum(part["decision_ms"][0]["mean"] * part["games"] for part in parts) / max(1, games),
        "decision_p95": max(part["decision_ms"][0]["p95"] for part in parts),  # the worst part's
    }


def row(game: str, pair: str, seats: int, parts: list[dict[str, Any]], count: int) -> str:
    """One Markdown row of the table."""
    players = players_of(pair, seats)
    names = f"{players[0]} vs {players[1]}" + (f" x{seats - 1}" if seats > 2 else "")
    chance = f"{1 / seats:.1%}"
    bar = bar_for(pair, seats)
    bar_text = bar.text(seats) if bar is not None else "-"
    if not parts:
        return f"| {game} | {seats} | {names} | not run ({count} to play) | | {chance} | {bar_text} | | |"
    total = merged(parts)
    games = total["games"]
    share = total["first_wins"] / games
    low, high = wilson_interval(total["first_wins"], games)
    shown = f"{share:.1%} ({low:.1%}-{high:.1%})"
    if seats > 2:
        shown += f"; pairwise {pairwise_share(share, seats):.1%} ({pairwise_share(low, seats):.1%}-"
        shown += f"{pairwise_share(high, seats):.1%})"
    played = f"{games}" + (f" of {count}" if games < count else "")
    played += f", {total['unfinished']} unfinished" if total["unfinished"] else ""
    verdict = "-" if bar is None else ("met" if bar.met(share, seats) else "**not met**")
    timing = f"{total['decision_mean']:.3g} / {total['decision_p95']:.3g}"
    return f"| {game} | {seats} | {names} | {played} | {shown} | {chance} | {bar_text} | {verdict} | {timing} |"


def parse_counts(items: list[str]) -> dict[str, int]:
    """{game: games per tournament} from GAME=N items; raises SystemExit on a malformed one."""
    counts = {}
    for item in items:
        game, _, number = item.partition("=")
        if game not in game_ids() or not number.isdigit() or int(number) < 1:
            raise SystemExit(f"--count-for wants GAME=N with a game id and a positive count, not {item!r}")
        counts[game] = int(number)
    return counts


def listed(text: str, allowed: tuple[str, ...], flag: str) -> list[str]:
    """A comma-separated choice of `allowed` items; raises SystemExit on another."""
    items = [item for item in text.split(",") if item]
    wrong = [item for item in items if item not in allowed]
    if wrong:
        raise SystemExit(f"{flag} takes {', '.join(allowed)}, not {', '.join(wrong)}")
    return items


def seat_counts(game: str, wanted: list[str]) -> list[int]:
    """The seat counts of a game's rows: 2 and/or its most (once when they are the same)."""
    most = get_rules(game).max_seats
    return sorted({2 if item == "2" else most for item in wanted})


HEADER = [
    "## Bot strength: the levels against each other (tournaments, seats rotating)",
    "",
    "The first player's win share with its 95% interval (Wilson), the share a seat wins by chance, the bar of",
    "issue 30 and the first player's decision time in ms (mean / p95 of the worst part). At more than 2 seats",
    "the hard row's bar is read as a pairwise share, p / (p + (1 - p) / (n - 1)): hard's wins against one normal",
    "seat's on average, 50% by chance, the plain share at 2 seats (see bench/strength.py).",
    "",
    "| game | seats | players | games | first player's win share (95% CI) | by chance | bar | met | decision ms |",
    "|---|---|---|---|---|---|---|---|---|",
]


def main(argv: list[str] | None = None) -> int:
    """Play (or read) the tournaments and print (and write) the Markdown section."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", default=",".join(game_ids()), help="comma-separated game ids")
    parser.add_argument("--pairs", default=",".join(PAIRS), help=f"which pairings ({', '.join(PAIRS)})")
    parser.add_argument("--seats", default="2,most", help="2, most, or both (default)")
    parser.add_argument("--count", type=int, default=None, help="games per tournament (default: the issue's)")
    parser.add_argument("--count-for", action="append", default=[], metavar="GAME=N", help="one game's count")
    parser.add_argument("--jobs", type=int, default=1, help="processes per tournament (`tablegame sim --jobs`)")
    parser.add_argument("--reports", default="bench/strength", help="folder of the kept JSON reports")
    parser.add_argument("--only-format", action="store_true", help="play nothing: format the kept reports")
    parser.add_argument("--out", default="", help="also write the section to this file")
    args = parser.parse_args(argv)
    folder = Path(args.reports)
    counts = parse_counts(args.count_for)
    pairs = listed(args.pairs, PAIRS, "--pairs")
    wanted_seats = listed(args.seats, ("2", "most"), "--seats")
    lines = list(HEADER)
    for game in listed(args.games, tuple(game_ids()), "--games"):
        for seats in seat_counts(game, wanted_seats):
            for pair in pairs:
                count = counts.get(game, args.count or GAMES_PER_PAIR[pair])
                players = players_of(pair, seats)
                parts = load_or_run(folder, game, players, count, play=not args.only_format, jobs=args.jobs)
                lines.append(row(game, pair, seats, parts, count))
    section = "\n".join(lines) + "\n"
    print(section)
    if args.out:
        Path(args.out).write_text(section)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
