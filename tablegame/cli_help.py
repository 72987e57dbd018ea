"""The command line's help in the language of the run: argparse's own words translated, lines wrapped to fit a
terminal where a Hangul syllable or a Hanzi takes two columns."""

from __future__ import annotations

import argparse
import re
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

from tablegame.i18n import line_breaks, ptr


def argparse_words() -> dict[str, str]:
    """argparse's own words a player meets (the help's headings, its mistakes), in the language now.

    Only these are translated; any other argparse message (a programmer's mistake) stays as argparse writes it.
    The `%(name)s` and `%s` in them are argparse's: a translation keeps them as they are.
    """
    return {
        "usage: ": ptr("argparse", "usage: "),
        "positional arguments": ptr("argparse", "positional arguments"),
        "options": ptr("argparse", "options"),
        "show this help message and exit": ptr("argparse", "show this help message and exit"),
        "argument %(argument_name)s: %(message)s": ptr("argparse", "argument %(argument_name)s: %(message)s"),
        "unrecognized arguments: %s": ptr("argparse", "unrecognized arguments: %s"),
        "the following arguments are required: %s": ptr("argparse", "the following arguments are required: %s"),
        "expected one argument": ptr("argparse", "expected one argument"),
        "ambiguous option: %(option)s could match %(matches)s": ptr(
            "argparse", "ambiguous option: %(option)s could match %(matches)s"
        ),
        "invalid choice: %(value)r (choose from %(choices)s)": ptr(
            "argparse", "invalid choice: %(value)r (choose from %(choices)s)"
        ),
        "ignored explicit argument %r": ptr("argparse", "ignored explicit argument %r"),
    }


def argparse_gettext() -> Callable[[str], str]:
    """argparse's words in the language now (see `argparse_words`), as a gettext function; others pass as they are."""
    words = argparse_words()
    return lambda message: words.get(message, message)


_PLACEHOLDER = re.compile(r"%\((\w+)\)[sr]|%[sr]")


def _pattern(template: str) -> re.Pattern[str]:
    """A regular expression that matches what argparse makes of `template`, each placeholder a group."""
    parts, start, count = [], 0, 0
    for found in _PLACEHOLDER.finditer(template):
        parts.append(re.escape(template[start : found.start()]))
        parts.append(f"(?P<{found.group(1) or f'_{count}'}>.*?)")
        count += 0 if found.group(1) else 1
        start = found.end()
    parts.append(re.escape(template[start:]))
    return re.compile("".join(parts), re.DOTALL)


def _filled(template: str, values: dict[str, str]) -> str:
    """A template's placeholders filled with `values` (by name, or `_0`, `_1`... in order for the unnamed)."""
    count = iter(range(len(values)))

    def value(hole: re.Match[str]) -> str:
        """What one placeholder stands for (kept as it is when there is nothing for it)."""
        return values.get(hole.group(1) or f"_{next(count)}", hole.group(0))

    return _PLACEHOLDER.sub(value, template)


def translate_message(message: str, gettext: Callable[[str], str]) -> str:
    """An argparse message argparse already filled in (a mistake on the command line), in `gettext`'s language.

    argparse fills its templates before it hands a mistake to `ArgumentParser.error`; the template is found
    again, its translation filled with the same values (an argument's inner message translated too).
    """
    for english in argparse_words():
        found = _pattern(english).fullmatch(message)
        if found is None:
            continue
        values = found.groupdict()
        if "message" in values:
            values["message"] = translate_message(values["message"], gettext)
        return _filled(gettext(english), values)
    return message


def display_width(text: str) -> int:
    """How many terminal columns the text takes: two for a Hangul syllable, a Hanzi or a full-width sign."""
    return sum(
        0 if unicodedata.combining(char) else 2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text
    )


def _cut_to_width(piece: str, width: int) -> list[str]:
    """A piece wider than a line, cut into lines of at most `width` columns."""
    lines, line = [], ""
    for char in piece:
        if line and display_width(line + char) > width:
            lines.append(line)
            line = ""
        line += char
    return [*lines, line] if line else lines


def wrap(text: str, width: int) -> list[str]:
    """Text as lines of at most `width` terminal columns, broken where the table breaks its lines (at spaces,
    between Hanzi: line_breaks), a piece wider than a line cut."""
    width = max(width, 2)
    lines: list[str] = []
    for line in line_breaks.greedy_lines(display_width, line_breaks.pieces(text), width):
        shown = line_breaks.joined(line)
        lines.extend(_cut_to_width(shown, width) if display_width(shown) > width else [shown])
    return lines


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help layout, wrapping by terminal columns rather than characters (Korean and Chinese help).

    `gettext` translates argparse's own words (the "usage: " before the usage line); `TranslatedParser` sets it.
    """

    def __init__(self, prog: str, *args: Any, **kwargs: Any) -> None:
        super().__init__(prog, *args, **kwargs)
        self.gettext: Callable[[str], str] = str

    def _split_lines(self, text: str, width: int) -> list[str]:
        """One help text as lines that fit its column."""
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        """A description as lines that fit the terminal, each indented."""
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def _format_usage(self, usage: Any, actions: Iterable[argparse.Action], groups: Any, prefix: str | None) -> str:
        """The usage lines, their continuation lines lined up under the first however wide the word 'usage' is
        in the language (argparse counts characters, not columns)."""
        shown = self.gettext("usage: ") if prefix is None else prefix
        stand_in = " " * display_width(shown)
        return shown + super()._format_usage(usage, actions, groups, stand_in)[len(stand_in) :]


class TranslatedParser(argparse.ArgumentParser):
    """An argument parser that writes argparse's own words through `gettext` (default: the language now).

    The help's headings, `-h`'s help and the usage's "usage: " are translated as the parser is made and
    drawn; a mistake argparse reports is translated in `error` (see `translate_message`). Its subcommands'
    parsers are of the same class and take the same `gettext`. Nothing of argparse's module is changed.
    """

    def __init__(self, *args: Any, gettext: Callable[[str], str] | None = None, **kwargs: Any) -> None:
        self.gettext = gettext or argparse_gettext()
        add_help = kwargs.get("add_help", True)
        kwargs.setdefault("formatter_class", HelpFormatter)
        kwargs["add_help"] = False  # its own `-h` below, its help translated
        super().__init__(*args, **kwargs)
        self._positionals.title = self.gettext("positional arguments")
        self._optionals.title = self.gettext("options")
        if add_help:
            self.add_argument(
                "-h",
                "--help",
                action="help",
                default=argparse.SUPPRESS,
                help=self.gettext("show this help message and exit"),
            )

    def add_subparsers(self, **kwargs: Any) -> Any:
        """argparse's subcommands, whose parsers write argparse's words with this parser's `gettext`."""
        action = super().add_subparsers(**kwargs)
        make = action.add_parser

        def add_parser(name: str, **options: Any) -> argparse.ArgumentParser:
            """A subcommand's parser with this parser's `gettext`."""
            options.setdefault("gettext", self.gettext)
            parser: argparse.ArgumentParser = make(name, **options)
            return parser

        action.add_parser = add_parser  # type: ignore[method-assign]
        return action

    def _get_formatter(self) -> argparse.HelpFormatter:
        """argparse's formatter, given this parser's `gettext` when it is ours."""
        formatter = super()._get_formatter()
        if isinstance(formatter, HelpFormatter):
            formatter.gettext = self.gettext
        return formatter

    def translated_error(self, message: str) -> str:
        """A mistake argparse reports (its English words filled in), in this parser's language."""
        return translate_message(message, self.gettext)
