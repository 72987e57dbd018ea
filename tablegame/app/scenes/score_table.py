"""The score screen's table sized from its words: column widths from their headers and values, headers and
values wrapped onto two lines where a column is narrow, rows as tall as their lines and cards."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tablegame.app.text_lines import wrapped_width

SHORT_WORD = 4  # letters of a header or value never broken over two lines


@dataclass
class Column:
    """A column's natural width (every text on one line) and its least (every text on two lines)."""

    natural: int
    least: int


def measure(
    header: str, values: list[str], header_font: pygame.font.Font, value_font: pygame.font.Font, extra: int = 0
) -> Column:
    """A text column's widths; `extra` is room each value needs besides its text (a seat's symbol)."""
    natural = max([header_font.size(header)[0], *(value_font.size(v)[0] + extra for v in values)])
    least = max([least_width(header_font, header), *(least_width(value_font, v) + extra for v in values)])
    return Column(natural, min(natural, least))


def least_width(font: pygame.font.Font, text: str) -> int:
    """The least width of a header or value: two lines, but a short word stays whole (a Chinese header of a few
    Hanzi such as 点数和 would otherwise break between any two of them)."""
    if len(text) <= SHORT_WORD and " " not in text:
        return font.size(text)[0]
    return wrapped_width(font, text)


def share(columns: list[Column], room: int, flexible: int | None, flexible_least: int, flexible_want: int) -> list[int]:
    """Widths for the columns in `room` px. The flexible column (cards), if any, is inserted at index `flexible`
    and gets `flexible_want` unless the text columns could not take even their least widths beside it (never
    under `flexible_least`); the text columns get their natural widths if they fit, else they shrink from natural
    toward least in proportion; room left over is spread over the text columns."""
    naturals = [c.natural for c in columns]
    leasts = [c.least for c in columns]
    cards = 0
    if flexible is not None:
        cards = max(flexible_least, min(flexible_want, room - sum(leasts)))
    text_room = room - cards
    if sum(naturals) <= text_room:
        widths = naturals
    elif sum(leasts) < text_room:
        t = (text_room - sum(leasts)) / max(1, sum(naturals) - sum(leasts))
        widths = [int(least + (natural - least) * t) for least, natural in zip(leasts, naturals, strict=True)]
    else:
        widths = leasts  # too many words for the window: the values shorten (with an ellipsis) in their columns
    spread = max(0, text_room - sum(widths)) // max(1, len(widths))
    widths = [w + spread for w in widths]
    return widths if flexible is None else [*widths[:flexible], cards, *widths[flexible:]]
