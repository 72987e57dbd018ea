"""The `tablegame` command: menu, play, sim, replay, shot, rules and stats (docs/ARCHITECTURE.md, "Contracts")."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import sys
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

from tablegame.app.settings import language_at_start
from tablegame.bots.base import check_level
from tablegame.cli_help import TranslatedParser
from tablegame.cli_output import OutputError, output_target, write_output
from tablegame.cli_progress import ProgressLine, shows_progress
from tablegame.core.datafile import DataFileError
from tablegame.core.limits import LONGEST_GAME_ACTIONS
from tablegame.core.match import Match
from tablegame.core.registry import GAME_LEVELS, UnknownGame, game_ids, get_rules
from tablegame.core.rules import RulesError
from tablegame.core.rules_text import SECTION_KEYS
from tablegame.core.words import shown_name
from tablegame.i18n import LANGUAGE_NAMES, LANGUAGES, ntr, ptr, tr, use
from tablegame.storage.saves import SaveError, load_match

EXIT_BAD_INPUT = 2
EXIT_BROKEN_PIPE = 1  # what Python's documentation suggests when the reader of stdout went away
MAX_MESSAGE_LENGTH = 400  # a message quoting a huge value stays one readable line
MAX_DIGITS = 18
SHOT_SIZES = ((240, 160), (7680, 4320))  # below, the window draws no table; above, a picture passes 130 MB
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


class CliError(Exception):
    """Bad input on the command line or in a file it names: one line, exit status 2."""


class OneLineParser(TranslatedParser):
    """An argument parser whose mistakes become a CliError (one line, in the language of the run) instead of
    usage and exit, its help laid out for Korean and Chinese as well as English."""

    def error(self, message: str) -> NoReturn:
        """Report a command-line mistake as one line; `--help` still prints the whole usage."""
        raise CliError(self.translated_error(message))


def terminal_safe(text: str) -> str:
    """Text with control characters, lone surrogates and bidi overrides escaped, for a terminal.

    A name or a path may hold an escape sequence (setting the window title, clearing the screen) or a
    newline that would split a one-line message; they are written as `\\x1b`, `\\x0a` instead.
    """
    out = []
    for char in text:
        if char in _BIDI_CONTROLS or unicodedata.category(char) in ("Cc", "Cs"):
            out.append(f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


def one_line(text: str) -> str:
    """A message as one safe line of at most MAX_MESSAGE_LENGTH characters."""
    safe = terminal_safe(text)
    return safe if len(safe) <= MAX_MESSAGE_LENGTH else safe[: MAX_MESSAGE_LENGTH - 1] + "…"


def quoted(text: str) -> str:
    """A value from the command line quoted for a message; a long one shortened, its length said."""
    if len(text) <= 20:
        return repr(text)
    return tr("{start}… ({count} characters)", start=repr(text[:12]), count=len(text))


def whole_number(text: str) -> int:
    """An argparse type: a whole number of at most MAX_DIGITS digits (a seed, a count)."""
    if not re.fullmatch(rf"[+-]?[0-9]{{1,{MAX_DIGITS}}}", text.strip()):
        raise argparse.ArgumentTypeError(
            tr("expected a whole number of at most {digits} digits, got {value}", digits=MAX_DIGITS, value=quoted(text))
        )
    return int(text)


def window_size(text: str) -> tuple[int, int]:
    """An argparse type: `WxH`, a window size in pixels within SHOT_SIZES."""
    found = re.fullmatch(r"\s*([0-9]{1,5})\s*[x×]\s*([0-9]{1,5})\s*", text, re.IGNORECASE)
    (low_w, low_h), (high_w, high_h) = SHOT_SIZES
    if not found:
        raise argparse.ArgumentTypeError(
            tr("expected a size as WIDTHxHEIGHT, such as 1280x720, got {value}", value=quoted(text))
        )
    w, h = int(found[1]), int(found[2])
    if not (low_w <= w <= high_w and low_h <= h <= high_h):
        low, high, size = (f"{a}x{b}" for a, b in (*SHOT_SIZES, (w, h)))
        raise argparse.ArgumentTypeError(
            tr("the size must be from {low} to {high}, not {size}", low=low, high=high, size=size)
        )
    return w, h


def language_code(text: str) -> str:
    """An argparse type: one of the program's languages (en, ko, zh)."""
    code = text.strip().lower()
    if code not in LANGUAGES:
        names = ptr("list", ", ").join(f"{lang} ({LANGUAGE_NAMES[lang]})" for lang in LANGUAGES)
        raise argparse.ArgumentTypeError(
            tr("expected one of {languages}, got {value}", languages=names, value=quoted(text))
        )
    return code


def add_language(parser: argparse.ArgumentParser, default: Any) -> None:
    """Give a command `--lang`: the language of everything it shows or writes for people, for this run."""
    parser.add_argument(
        "--lang",
        type=language_code,
        default=default,
        metavar="en|ko|zh",
        help=tr(
            "the language of what is shown and written, for this run only "
            "(default: the one chosen in the menu, else the system's)"
        ),
    )


def parse_option(text: str) -> tuple[str, Any]:
    """`k=v` into a pair; the value is read as JSON when it can be (true, 3, "x"), else as text."""
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise CliError(tr("--option {value} should look like key=value", value=repr(text)))
    try:
        value = json.loads(raw)
    except RecursionError:
        raise CliError(tr("--option {key}: the value is nested too deeply", key=key)) from None
    except ValueError:  # not JSON (JSONDecodeError), or a number too long for Python to convert
        if raw.strip().lstrip("+-").isdigit():
            raise CliError(
                tr("--option {key}: expected a whole number of at most {digits} digits", key=key, digits=MAX_DIGITS)
            ) from None
        value = raw
    return key, value


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every sub-command, its help in the language now (choose it first)."""
    parser = OneLineParser(prog="tablegame", description=tr("A card table for four tabletop games."))
    add_language(parser, None)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    games = ", ".join(game_ids())

    play = sub.add_parser(
        "play",
        help=tr("start a table directly"),
        description=tr("Open the window straight on a table, without the menu."),
    )
    play.add_argument("game", help=tr("game id ({games})", games=games))
    play.add_argument(
        "--players",
        default="human,bot:normal",
        help=tr("the seats, e.g. human,bot:normal,bot:easy (default: %(default)s)"),
    )
    play.add_argument("--seed", type=whole_number, default=None, help=tr("the deal's seed (default: a new one)"))
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="K=V",
        help=tr("a game option as key=value (once for each option)"),
    )
    play.add_argument("--layout", type=Path, default=None, help=tr("another layout file"))

    sim = sub.add_parser(
        "sim",
        help=tr("play bots against each other headless"),
        description=tr("Play bots against each other headless and report wins, scores and speed."),
    )
    sim.add_argument("game", help=tr("game id ({games})", games=games))
    sim.add_argument("--players", required=True, help=tr("the bots' seats, e.g. bot:normal,bot:random"))
    sim.add_argument(
        "--games", type=whole_number, default=100, help=tr("how many games to play (default: %(default)s)")
    )
    sim.add_argument(
        "--seed",
        type=whole_number,
        default=0,
        help=tr("the seed every game's seeds are drawn from (default: %(default)s)"),
    )
    sim.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="K=V",
        help=tr("a game option as key=value (once for each option)"),
    )
    sim.add_argument(
        "--jobs", type=whole_number, default=1, help=tr("play the games in this many processes (default: %(default)s)")
    )
    sim.add_argument(
        "--max-actions",
        type=whole_number,
        default=None,
        metavar="N",
        help=tr("stop a game after N actions and count it unfinished (default: {limit:,})", limit=LONGEST_GAME_ACTIONS),
    )
    sim.add_argument(
        "--save-dir", type=Path, default=None, metavar="DIR", help=tr("write every game played as a save file in DIR")
    )
    sim.add_argument("--json", action="store_true", help=tr("print one JSON object"))

    replay = sub.add_parser(
        "replay",
        help=tr("replay a saved game with legality checks"),
        description=tr("Replay a saved game with legality checks and print the result."),
    )
    replay.add_argument("file", type=Path, help=tr("a save file"))
    replay.add_argument("--json", action="store_true", help=tr("print one JSON object"))
    replay.add_argument(
        "--seat",
        type=whole_number,
        default=None,
        metavar="N",
        help=tr("write the history as seat N reads it (default: an onlooker's, public facts only)"),
    )

    hint_command = sub.add_parser("hint", help=tr("the hard bot's move for the seat to act in a saved game"))
    hint_command.add_argument("file", type=Path, help=tr("a save file"))
    hint_command.add_argument(
        "--seat", type=whole_number, default=None, metavar="N", help=tr("the seat to hint for, when several act")
    )
    hint_command.add_argument("--json", action="store_true", help=tr("print one JSON object"))
    review_command = sub.add_parser("review", help=tr("mark a seat's weak moves in a saved game"))
    review_command.add_argument("file", type=Path, help=tr("a save file"))
    review_command.add_argument("--seat", type=whole_number, required=True, metavar="N", help=tr("the seat to review"))
    review_command.add_argument("--json", action="store_true", help=tr("print one JSON object"))

    shot = sub.add_parser(
        "shot",
        help=tr("draw a table headless into a PNG, as one seat sees it"),
        description=tr("Draw a table headless into a PNG, as one seat sees it."),
    )
    shot.add_argument(
        "source", metavar="SAVE_OR_GAME", help=tr("a save file (its last position) or a game id (a new game)")
    )
    shot.add_argument(
        "--players",
        default=None,
        help=tr("a new game's seats, e.g. human,bot:normal (default: the menu's, one human and bots)"),
    )
    shot.add_argument("--seed", type=whole_number, default=None, help=tr("a new game's seed (default: 1)"))
    shot.add_argument("--option", action="append", default=[], metavar="K=V", help=tr("a new game's option"))
    shot.add_argument(
        "--seat",
        type=whole_number,
        default=None,
        metavar="N",
        help=tr("draw the table as seat N sees it (default: the human to act, else the first human)"),
    )
    shot.add_argument(
        "--size",
        type=window_size,
        default=(1280, 720),
        metavar="WxH",
        help=tr(
            "the picture's size in pixels, from {low} to {high} (default: 1280x720)",
            low="x".join(map(str, SHOT_SIZES[0])),
            high="x".join(map(str, SHOT_SIZES[1])),
        ),
    )
    shot.add_argument(
        "--out",
        type=Path,
        default=Path("shot.png"),
        metavar="FILE.png",
        help=tr("where to write the picture (default: shot.png in the current folder)"),
    )
    shot.add_argument(
        "--text-report",
        action="store_true",
        help=tr("print one JSON object: every text drawn, its font size in px, box, cuts, missing glyphs"),
    )
    rules = sub.add_parser(
        "rules",
        help=tr("print a game's rules"),
        description=tr("Print a game's rules, as the Rules screen shows them, wrapped to the terminal's width."),
    )
    rules.add_argument("game", help=tr("game id ({games})", games=games))
    rules.add_argument(
        "--section",
        default=None,
        metavar="NAME",
        help=tr("only this section ({sections})", sections=", ".join(SECTION_KEYS)),
    )
    stats = sub.add_parser(
        "stats",
        help=tr("print the statistics of finished games"),
        description=tr("Print games played, wins, scores and streaks per player, from every finished game."),
    )
    stats.add_argument("--game", default=None, help=tr("only this game ({games})", games=games))
    stats.add_argument("--player", default=None, metavar="NAME", help=tr("only this player"))
    stats.add_argument("--level", default=None, help=tr("only games against bots of this level"))
    stats.add_argument("--last", type=int, default=None, metavar="N", help=tr("only the last N games"))
    stats.add_argument("--json", action="store_true", help=tr("print one JSON object"))
    stats.add_argument("--export", type=Path, default=None, metavar="CSV", help=tr("write every game to a CSV file"))
    for command in (play, sim, replay, hint_command, review_command, shot, rules, stats):
        add_language(command, argparse.SUPPRESS)  # not given after the command: the one before it (or None) stays
    return parser


def language_asked(argv: list[str]) -> str | None:
    """The language `--lang` asks for, read before the parser is built so that its help and mistakes are in it;
    None when none is given or it names no language (the parser then says why). The last one wins, as in the
    parser: after the command beats before it."""
    finder = OneLineParser(add_help=False)
    finder.add_argument("--lang")
    try:
        found, _ = finder.parse_known_args(argv)
        return language_code(found.lang) if found.lang is not None else None
    except (CliError, argparse.ArgumentTypeError):
        return None


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    escape_what_the_output_cannot_hold()
    try:
        use(language_at_start(language_asked(argv)))  # before the parser, whose help is in the language too
        args = build_parser().parse_args(argv)
        use(language_at_start(args.lang))  # the parser's reading is the one that counts
        if args.command == "sim":
            return cmd_sim(args)
        if args.command == "replay":
            return cmd_replay(args)
        if args.command == "hint":
            return cmd_hint(args)
        if args.command == "review":
            return cmd_review(args)
        if args.command == "play":
            return cmd_play(args)
        if args.command == "shot":
            return cmd_shot(args)
        if args.command == "rules":
            return cmd_rules(args)
        if args.command == "stats":
            return cmd_stats(args)
        return open_window()
    except (CliError, UnknownGame, RulesError, DataFileError, OutputError) as exc:
        message = exc.args[0] if exc.args else str(exc)
        print(f"tablegame: {one_line(str(message))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE


def escape_what_the_output_cannot_hold() -> None:
    """Let stdout and stderr write a character their encoding lacks as an escape (`\\ubbfc`), not fail.

    Output piped or redirected on Windows is often cp1252, a terminal may be Big5 or ASCII: a player's name
    or a translated message would otherwise end the command in a UnicodeEncodeError. The encoding is kept.
    """
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)  # absent on a replaced stream; None under pythonw
        if reconfigure is not None:
            with contextlib.suppress(OSError, ValueError):  # a closed stream: nothing will be written to it anyway
                reconfigure(errors="backslashreplace")


def _silence_stdout() -> None:
    """Point stdout at the null device, so the interpreter's last flush does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # a replaced stdout (tests) has no real descriptor
        pass


def options_from(items: list[str]) -> dict[str, Any]:
    """The --option arguments as a dict."""
    return dict(parse_option(item) for item in items)


def cmd_sim(args: argparse.Namespace) -> int:
    """`tablegame sim`: a headless tournament between bots."""
    from tablegame.sim import MAX_ACTIONS_BOUND, format_report, run_sim  # here, as each command's own modules

    seats = seats_from(args.game, args.players)
    if any(not seat.is_bot for seat in seats):
        raise CliError(tr("sim plays bots only: give every player as bot:LEVEL"))
    if args.games < 1:
        raise CliError(tr("--games must be at least 1"))
    if args.jobs < 1:
        raise CliError(tr("--jobs must be at least 1"))
    if args.max_actions is not None and not 1 <= args.max_actions <= MAX_ACTIONS_BOUND:
        raise CliError(tr("--max-actions must be from 1 to {bound:,}", bound=MAX_ACTIONS_BOUND))
    save_dir = args.save_dir
    if save_dir is not None:
        try:
            save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CliError(
                tr("cannot write saves in {folder}: {reason}", folder=quoted(str(save_dir)), reason=exc.strerror)
            ) from None
    levels = [seat.level or "" for seat in seats]
    line = (
        ProgressLine(sys.stderr, args.games, [f"bot:{level}" for level in levels])
        if shows_progress(sys.stderr)
        else None
    )
    try:
        report = run_sim(
            args.game,
            levels,
            args.games,
            args.seed,
            options_from(args.option),
            jobs=args.jobs,
            max_actions=args.max_actions,
            save_dir=save_dir,
            progress=line.update if line is not None else None,
        )
    finally:
        if line is not None:
            line.close()
    print(json.dumps(report) if args.json else format_report(report))
    return 0


@contextlib.contextmanager
def coach_input_as_cli_error() -> Iterator[None]:
    """A save the coach cannot judge (a finished game, a seat not to act) as a CliError: one line, exit status 2."""
    from tablegame.cli_coach import CoachInputError

    try:
        yield
    except CoachInputError as exc:
        raise CliError(exc.args[0] if exc.args else str(exc)) from None


def loaded(path: Path) -> Match:
    """The match of a save file; raises CliError (one line)."""
    try:
        return load_match(path)
    except SaveError as exc:
        raise CliError(str(exc)) from None


def cmd_hint(args: argparse.Namespace) -> int:
    """`tablegame hint FILE`: the hard bot's move for the seat to act, with the win chance after it."""
    from tablegame.cli_coach import hint_line, hint_report

    match = loaded(args.file)
    with coach_input_as_cli_error():
        report = hint_report(match, args.seat)
    print(json.dumps(report) if args.json else terminal_safe(hint_line(match, report)))
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    """`tablegame review FILE --seat N`: every move of the seat against the hard bot's, the weak ones marked."""
    from tablegame.cli_coach import review_decisions, review_lines

    match = loaded(args.file)
    with coach_input_as_cli_error():
        decisions = review_decisions(match, args.seat)
    if args.json:
        print(json.dumps({"decisions": [d.to_json() for d in decisions]}))
    else:
        print("\n".join(terminal_safe(line) for line in review_lines(match, args.seat, decisions)))
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
    try:
        match = load_match(args.file)
    except SaveError as exc:
        raise CliError(str(exc)) from None
    if args.seat is not None:
        check_seat(match, args.seat)
    report = replay_report(match)
    history = match.history_for(args.seat)
    if args.json:
        report["history"] = [entry.to_json() for entry in history.entries]
        print(json.dumps(report))
        return 0
    names = [terminal_safe(shown_name(name)) for name in match.names()]
    if args.seat is not None:
        for entry in history.entries:
            print(f"{entry.action:>5}  {terminal_safe(entry.text)}")
    separator = ptr("list", ", ")
    print(
        ntr(
            "{game}: {count} action replayed, all legal",
            "{game}: {count} actions replayed, all legal",
            len(match.actions),
            game=match.game,
        )
    )
    print(
        tr(
            "scores: {scores}",
            scores=separator.join(tr("{name} {score}", name=names[i], score=s) for i, s in enumerate(report["scores"])),
        )
    )
    if report["over"]:
        print(tr("over; winners: {names}", names=separator.join(names[w] for w in report["winners"])))
    else:
        print(tr("to act: {names}", names=separator.join(names[s] for s in report["to_act"])))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """`tablegame play GAME`: open the window straight on a table."""
    rules = get_rules(args.game)
    seats = seats_from(args.game, args.players)
    rules.check_seats(len(seats))
    options = rules.resolve_options(options_from(args.option))
    return open_window(game=args.game, seats=seats, seed=args.seed, options=options, layout=args.layout)


def shot_match(args: argparse.Namespace) -> Any:
    """The match `tablegame shot` draws: a new game for a game id, else the save file's; raises CliError."""
    from tablegame.app.shot import menu_seats, named_as_in_menu

    if args.source in game_ids():
        rules = get_rules(args.source)
        if args.players is None:
            seats = menu_seats(args.source)
        else:
            seats = named_as_in_menu(seats_from(args.source, args.players))
        rules.check_seats(len(seats))
        options = rules.resolve_options(options_from(args.option))
        return Match(args.source, seats, 1 if args.seed is None else args.seed, options)
    path = Path(args.source)
    if not path.exists() and path.suffix.lower() != ".json" and os.sep not in args.source:
        raise CliError(
            tr(
                "{source} is neither a game ({games}) nor a save file",
                source=repr(args.source),
                games=", ".join(game_ids()),
            )
        )
    given = [
        flag for flag, value in (("--players", args.players), ("--seed", args.seed), ("--option", args.option)) if value
    ]
    if given:
        raise CliError(tr("{flag} is for a new game; a save has its own", flag=given[0]))
    try:
        return load_match(path)
    except SaveError as exc:
        raise CliError(str(exc)) from None


def cmd_shot(args: argparse.Namespace) -> int:
    """`tablegame shot SAVE_OR_GAME`: draw the table headless into a PNG, and report its texts if asked."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pygame's greeting would spoil the JSON on stdout
    target = output_target(args.out)  # before any work, as an input is checked: a pipe would block the write
    if target is not None and args.out.suffix.lower() != ".png":
        raise CliError(tr("--out must name a .png file, not {file}", file=repr(str(args.out))))
    match = shot_match(args)
    from tablegame.app.shot import first_viewer, png_bytes, take_shot
    from tablegame.app.table_setup import load_table_layout

    seat = first_viewer(match) if args.seat is None else check_seat(match, args.seat)
    shot = take_shot(match, seat, args.size, load_table_layout(match))
    try:
        if target is not None:
            write_output(target, png_bytes(shot))
    except OSError as exc:
        raise CliError(
            tr("{file} cannot be written: {reason}", file=repr(str(args.out)), reason=exc.strerror or exc)
        ) from None
    if args.text_report:
        print(json.dumps(shot.report()))
    else:
        print(
            tr(
                "{file}: {width}x{height}, as {name} (seat {seat}) sees it",
                file=terminal_safe(str(args.out)),
                width=args.size[0],
                height=args.size[1],
                name=terminal_safe(shown_name(match.names()[seat])),
                seat=seat,
            )
        )
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    """Print a game's rules (or one section of them) wrapped to the terminal's width."""
    from tablegame.cli_rules import UnknownSection, output_width, rules_text

    try:
        text = rules_text(args.game, args.section, output_width())
    except UnknownSection as exc:
        raise CliError(exc.args[0] if exc.args else str(exc)) from None
    sys.stdout.write(text)
    return 0


def check_seat(match: Any, seat: int) -> int:
    """The seat `--seat` names; raises CliError when the match has no such seat (a negative one included)."""
    if not 0 <= seat < len(match.seats):
        raise CliError(
            tr("--seat must be a seat of this game, from 0 to {last}, not {seat}", last=len(match.seats) - 1, seat=seat)
        )
    return seat


def seats_from(game: str, players: str) -> list[Any]:
    """The seats of `--players` for a game, every bot level and budget checked; raises CliError."""
    from tablegame.sim import parse_players

    get_rules(game)
    try:
        seats = parse_players(players)
        for seat in seats:
            if seat.is_bot:
                check_level(game, seat.level or "")
    except ValueError as exc:
        raise CliError(tr("--players: {problem}", problem=exc)) from None
    return seats


def open_window(**start: Any) -> int:
    """Open the pygame window (on the menu, or on a table when `start` names a game)."""
    from tablegame.app.main import run_app  # here, so that sim and replay never load pygame

    return run_app(**start)


def cmd_stats(args: argparse.Namespace) -> int:
    """`tablegame stats`: the figures of finished games, as text, JSON, or every game to a CSV file."""
    from tablegame.cli_stats import export_csv, open_stats, print_problem, stats_answer

    if args.game is not None:
        get_rules(args.game)  # an unknown game: one line, exit 2
    if args.level is not None and args.level not in (*GAME_LEVELS, "random", "people"):
        raise CliError(tr("unknown level {level}", level=repr(args.level)))
    if args.last is not None and args.last < 1:
        raise CliError(tr("--last must be at least 1"))
    db = open_stats()
    if args.export is not None:
        try:
            count = export_csv(db, args.export)
        except OSError as exc:
            raise CliError(tr("cannot write {file}: {reason}", file=args.export, reason=exc.strerror or exc)) from None
        print_problem(db)
        print(ntr("{count} game written to {file}", "{count} games written to {file}", count, file=args.export))
        return 0
    answer = stats_answer(db, args.game, args.player, args.level, args.last, args.json, terminal_safe)
    print_problem(db)
    print(answer, end="")
    return 0
