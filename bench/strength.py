"""Bot-strength tournaments for every game: the bars of the bot levels, as a Markdown section.

Run from the repository:  .venv/bin/python bench/strength.py [--games cabo,niagara] [--count 100]
                          [--count-for ogallala=2000] [--reports bench/strength] [--only-format] [--out FILE]

Each tournament is `tablegame sim` (seats rotating) and its JSON report is kept in --reports
(`<game>-<players>.json`): a tournament whose report is there is not played again (delete the file to
replay it), so a long run can be stopped and resumed, or a tournament played by hand with
`tablegame sim ... --jobs 2 --json > bench/strength/<name>.json`. `hard` tournaments take long (100 CABO games
about 50 minutes, 100 Catan games about 110 minutes on the 2-core machine of RESULTS.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tablegame.core.registry import game_ids
from tablegame.sim import run_sim

# (players, the bar: the first player's minimum win share) per number of seats; Niagara adds 3 seats
TWO_SEATS = [(["hard", "normal"], 0.60), (["normal", "random"], 0.80)]
THREE_SEATS = [(["hard", "normal", "normal"], 0.50), (["normal", "random", "random"], 0.60)]


def tournaments(game: str) -> list[tuple[list[str], float]]:
    """The bar tournaments of a game: 2 seats for every game, 3 seats too for Niagara."""
    return TWO_SEATS + (THREE_SEATS if game == "niagara" else [])


def report_name(game: str, players: list[str]) -> str:
    """The file name of a tournament's JSON report."""
    return f"{game}-{'-'.join(p.replace('@', 'at') for p in players)}.json"


def load_or_run(
    folder: Path, game: str, players: list[str], count: int, play: bool, jobs: int = 1
) -> dict[str, Any] | None:
    """The saved report of a tournament, else (if `play`) a new one, saved; None if neither."""
    path = folder / report_name(game, players)
    if path.exists():
        return json.loads(path.read_text())
    if not play:
        return None
    print(f"{game}: {' vs '.join(players)}, {count} games ...", file=sys.stderr, flush=True)
    report = run_sim(game, players, count, jobs=jobs)
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report) + "\n")
    return report


def row(game: str, players: list[str], bar: float, report: dict[str, Any] | None) -> str:
    """One Markdown table row: the first player's share, its interval, the bar, decision times."""
    seats = len(players)
    if report is None:
        return f"| {game} | {seats} | {' vs '.join(players)} | not run | | {bar:.0%} | | |"
    share = report["win_share"][0]
    low, high = report["win_share_ci95"][0]
    first = report["decision_ms"][0]
    verdict = "met" if share >= bar else "**not met**"
    names = " vs ".join(p.removeprefix("bot:") for p in report["players"])
    return (
        f"| {game} | {seats} | {names} | {report['games']} | {share:.1%} ({low:.1%}-{high:.1%}) |"
        f" {bar:.0%}: {verdict} | {first['mean']:.1f} | {first['p95']:.1f} |"
    )


def parse_counts(items: list[str]) -> dict[str, int]:
    """{game: games per tournament} from GAME=N items; raises SystemExit on a malformed one."""
    counts = {}
    for item in items:
        game, _, number = item.partition("=")
        if game not in game_ids() or not number.isdigit() or int(number) < 1:
            raise SystemExit(f"--count-for wants GAME=N with a game id and a positive count, not {item!r}")
        counts[game] = int(number)
    return counts


def main(argv: list[str] | None = None) -> int:
    """Play (or read) the tournaments and print (and write) the Markdown section."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(game_ids()), help="comma-separated game ids")
    parser.add_argument("--count", type=int, default=100, help="games per tournament")
    parser.add_argument(
        "--count-for",
        action="append",
        default=[],
        metavar="GAME=N",
        help="games per tournament of one game (repeatable): a cheap one affords a narrower interval",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes per tournament (`tablegame sim --jobs`)")
    parser.add_argument("--reports", default="bench/strength", help="folder of the JSON reports")
    parser.add_argument("--only-format", action="store_true", help="play nothing: format the saved reports")
    parser.add_argument("--out", default="", help="also write the section to this file")
    args = parser.parse_args(argv)
    folder = Path(args.reports)
    counts = parse_counts(args.count_for)
    lines = [
        "## Bot strength (tournaments, seats rotating)",
        "",
        "The first player's win share with its 95% interval (Wilson), the bar of the issue, and the "
        "first player's decision time (ms). Reports: `bench/strength/*.json` (`tablegame sim --json`).",
        "",
        "| game | seats | players | games | first player's win share (95% CI) | bar | decision mean | p95 |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for game in (g for g in args.games.split(",") if g):
        for players, bar in tournaments(game):
            count = counts.get(game, args.count)
            report = load_or_run(folder, game, players, count, play=not args.only_format, jobs=args.jobs)
            lines.append(row(game, players, bar, report))
    section = "\n".join(lines) + "\n"
    print(section)
    if args.out:
        Path(args.out).write_text(section)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
