"""The command line's help in the language of the run: argparse's own words translated, lines wrapped to fit a
terminal where a Hangul syllable or a Hanzi takes two columns."""

from __future__ import annotations

import argparse
import contextlib
import unicodedata
from collections.abc import Callable, Iterable, Iterator
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


@contextlib.contextmanager
def argparse_in_language() -> Iterator[None]:
    """Within it, argparse writes its words (see `argparse_words`) in the language now; argparse's own gettext
    function is put back afterwards, so nothing else in the process is touched for longer."""
    words = argparse_words()
    english: Callable[[str], str] = argparse._  # type: ignore[attr-defined]

    def translated(message: str) -> str:
        """argparse's message in the language now, when it is one of ours."""
        return words.get(message, message)

    argparse._ = translated  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = english  # type: ignore[attr-defined]


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
    """argparse's help layout, wrapping by terminal columns rather than characters (Korean and Chinese help)."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        """One help text as lines that fit its column."""
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        """A description as lines that fit the terminal, each indented."""
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def _format_usage(self, usage: Any, actions: Iterable[argparse.Action], groups: Any, prefix: str | None) -> str:
        """The usage lines, their continuation lines lined up under the first however wide the word 'usage' is
        in the language (argparse counts characters, not columns)."""
        shown = argparse._("usage: ") if prefix is None else prefix  # type: ignore[attr-defined]
        stand_in = " " * display_width(shown)
        return shown + super()._format_usage(usage, actions, groups, stand_in)[len(stand_in) :]
