"""The `tablegame` command: menu, play, sim and replay (ARCHITECTURE.md §4)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tablegame.core.datafile import DataFileError
from tablegame.core.registry import UnknownGame, game_ids, get_rules
from tablegame.core.rules import RulesError

EXIT_BAD_INPUT = 2


class CliError(Exception):
    """Bad input on the command line or in a file it names: one line, exit status 2."""


def parse_option(text: str) -> tuple[str, Any]:
    """`k=v` into a pair; the value is read as JSON when it can be (true, 3, "x"), else as text."""
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise CliError(f"--option {text!r} should look like key=value")
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return key, value


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every sub-command."""
    parser = argparse.ArgumentParser(prog="tablegame", description="A card table for four tabletop games.")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a table directly")
    play.add_argument("game", help=f"game id ({', '.join(game_ids())})")
    play.add_argument("--players", default="human,bot:normal", help="e.g. human,bot:normal,bot:easy")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--option", action="append", default=[], metavar="K=V")
    play.add_argument("--layout", type=Path, default=None, help="another layout file")

    sim = sub.add_parser("sim", help="play bots against each other headless")
    sim.add_argument("game")
    sim.add_argument("--players", required=True, help="e.g. bot:normal,bot:random")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--option", action="append", default=[], metavar="K=V")
    sim.add_argument("--jobs", type=int, default=1, help="play the games in this many processes")
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    replay = sub.add_parser("replay", help="replay a saved game with legality checks")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    try:
        if args.command == "sim":
            return cmd_sim(args)
        if args.command == "replay":
            return cmd_replay(args)
        if args.command == "play":
            return cmd_play(args)
        return open_window()
    except (CliError, UnknownGame, RulesError, DataFileError, ValueError) as exc:
        message = exc.args[0] if exc.args else str(exc)
        print(f"tablegame: {message}", file=sys.stderr)
        return EXIT_BAD_INPUT


def options_from(items: list[str]) -> dict[str, Any]:
    """The --option arguments as a dict."""
    return dict(parse_option(item) for item in items)


def cmd_sim(args: argparse.Namespace) -> int:
    """`tablegame sim`: a headless tournament between bots."""
    from tablegame.sim import format_report, parse_players, run_sim

    seats = parse_players(args.players)
    if any(not seat.is_bot for seat in seats):
        raise CliError("sim plays bots only: give every player as bot:LEVEL")
    if args.games < 1:
        raise CliError("--games must be at least 1")
    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    get_rules(args.game)
    report = run_sim(args.game, [seat.level or "" for seat in seats], args.games, args.seed, options_from(args.option),
                     jobs=args.jobs)
    print(json.dumps(report) if args.json else format_report(report))
    return 0


def replay_report(match: Any) -> dict[str, Any]:
    """The `replay --json` object: game, over, to_act, scores, winners, legal_actions and more."""
    result = match.result()
    over = match.is_over()
    report = {"game": match.game, "over": over, "to_act": match.to_act()}
    report.update(result)
    report["winners"] = result["winners"] if over else []
    report["legal_actions"] = [] if over else match.legal_actions()
    report["actions"] = len(match.actions)
    return report


def cmd_replay(args: argparse.Namespace) -> int:
    """`tablegame replay FILE`: replay every action with legality checks and print the result."""
    from tablegame.storage.saves import SaveError, load_match

    try:
        match = load_match(args.file)
    except SaveError as exc:
        raise CliError(str(exc)) from None
    report = replay_report(match)
    if args.json:
        print(json.dumps(report))
        return 0
    names = match.names()
    print(f"{match.game}: {len(match.actions)} actions replayed, all legal")
    print("scores: " + ", ".join(f"{names[i]} {s}" for i, s in enumerate(report["scores"])))
    if report["over"]:
        print("over; winners: " + ", ".join(names[w] for w in report["winners"]))
    else:
        print("to act: " + ", ".join(names[s] for s in report["to_act"]))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """`tablegame play GAME`: open the window straight on a table."""
    from tablegame.sim import parse_players

    rules = get_rules(args.game)
    seats = parse_players(args.players)
    rules.check_seats(len(seats))
    options = rules.resolve_options(options_from(args.option))
    return open_window(game=args.game, seats=seats, seed=args.seed, options=options, layout=args.layout)


def open_window(**start: Any) -> int:
    """Open the pygame window (on the menu, or on a table when `start` names a game)."""
    from tablegame.app.main import run_app

    return run_app(**start)
