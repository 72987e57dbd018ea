"""`tablegame rules GAME [--section NAME]`: a game's rules as text for a terminal, the Rules screen's words wrapped
to the terminal's width (pictures left out)."""

from __future__ import annotations

import shutil
import sys

from tablegame.app.games.terms import keep_words_whole
from tablegame.cli_help import display_width, wrap
from tablegame.core.registry import get_rules
from tablegame.core.rules_text import SECTION_KEYS, Section, rules_sections
from tablegame.i18n import tr

PIPED_WIDTH = 78  # the width when stdout is not a terminal
BULLET = "• "


class UnknownSection(LookupError):
    """A section name that no section of the rules has."""


def output_width() -> int:
    """The terminal's width in columns, or PIPED_WIDTH when stdout is not a terminal."""
    if sys.stdout.isatty():
        return max(shutil.get_terminal_size((PIPED_WIDTH, 24)).columns - 1, 20)
    return PIPED_WIDTH


def paragraph_lines(paragraph: str, width: int) -> list[str]:
    """One paragraph wrapped to `width` columns; a list item ("• ...") hangs its lines under its first word."""
    if paragraph.startswith(BULLET):
        body = wrap(paragraph[len(BULLET) :], width - len(BULLET))
        return [BULLET + body[0], *["  " + line for line in body[1:]]]
    return wrap(paragraph, width)


def section_text(section: Section, width: int) -> list[str]:
    """A section as lines: its title underlined, then its paragraphs with a blank line between them."""
    lines = [section.title, "-" * min(display_width(section.title), width)]
    for paragraph in section.paragraphs:
        lines.extend(paragraph_lines(paragraph, width))
        lines.append("")
    return lines


def rules_text(game: str, section: str | None, width: int) -> str:
    """The game's rules (or only one section) as text `width` columns wide; raises UnknownGame, UnknownSection."""
    if section is not None and section not in SECTION_KEYS:
        raise UnknownSection(
            tr(
                "unknown section {section} (choose from: {sections})",
                section=repr(section),
                sections=", ".join(SECTION_KEYS),
            )
        )
    sections = rules_sections(game)
    keep_words_whole(game, [], "rules")  # lines break around the game's terms (独木舟, 붉은 노잡이), as on the screen
    lines: list[str] = []
    if section is None:
        title = tr(get_rules(game).title)
        lines += [title, "=" * min(display_width(title), width), ""]
    for shown in sections:
        if section is None or shown.key == section:
            lines += section_text(shown, width)
    return "\n".join(lines).rstrip("\n") + "\n"
