"""Where a line of text may break, in English, Korean and Chinese, and lines filled by any measure of width.

Pure text, no drawing: the table measures with its fonts (tablegame.table.text_fit), the command line's help
with terminal columns. Some words are never broken (`keep_whole`): the open table's game terms and seat names
(独木舟, 붉은 노잡이, 欧阳娜娜), and a number stays with the word before it (봇 3부터, 노잡이 1을).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from itertools import pairwise

from tablegame.i18n import language

# Where a line may break besides spaces: Chinese (and Japanese) is written without them, so a line may end
# after any Hanzi, but never before closing punctuation nor after opening punctuation, nor between a number
# and the Hanzi beside it. Korean is written with
# spaces and breaks at them, like English.
CLOSING = set("，。、：；！？）」』》〉】〕〗｝］”’…·%,.:;!?)]}")
OPENING = set("（「『《〈【〔〖｛［“‘([{")

Piece = tuple[str, str]
"""A piece of a paragraph no line breaks inside: (what joins it to the piece before: " " or "", its text)."""


def breaks_around(char: str) -> bool:
    """True for a character a line may break before or after without a space: Han ideographs, kana and the
    full-width punctuation written among them."""
    code = ord(char)
    return (
        0x2E80 <= code <= 0x303F
        or 0x3040 <= code <= 0x30FF
        or 0x3400 <= code <= 0x4DBF
        or 0x4E00 <= code <= 0x9FFF
        or 0xF900 <= code <= 0xFAFF
        or 0xFE30 <= code <= 0xFE4F
        or 0xFF00 <= code <= 0xFF60
        or 0x20000 <= code <= 0x3FFFF
    )


def split_word(word: str) -> list[str]:
    """A space-free word cut where a line may break inside it (between Hanzi, at a Hanzi's side)."""
    if word.isascii():  # no Hanzi, kana or full-width marks: no break inside (most words of a status line)
        return [word] if word else []
    parts = [word[:1]]
    for before, char in pairwise(word):
        if (
            (breaks_around(before) or breaks_around(char))
            and char not in CLOSING
            and before not in OPENING
            and not (before.isdigit() and char not in OPENING)
            and not (char.isdigit() and before not in CLOSING)
        ):  # a number stays with its unit: 13分, 第3
            parts.append(char)
        else:
            parts[-1] += char
    return parts


# The words no line breaks inside now: their sources by who keeps them (each asked again in every language).
_KEPT: dict[str, Callable[[], Iterable[str]]] = {}
_kept_version = 0  # changes with them (the pattern's cache key)


def keep_whole(words: Callable[[], Iterable[str]], keeper: str = "table") -> None:
    """Never break a line inside the words `words()` gives (asked in the language now, again after a switch),
    in place of what `keeper` kept before: the open table's game terms as its language writes them and its
    seats' names ("table"), the game the menu shows ("menu")."""
    global _kept_version
    _KEPT[keeper] = words
    _kept_version += 1


@lru_cache(maxsize=8)
def _kept_pattern(lang: str, version: int) -> re.Pattern[str] | None:
    """One pattern finding every kept word, longest first (`lang`, `version`: what the cache is for)."""
    words = sorted({word for source in _KEPT.values() for word in source() if len(word) > 1}, key=len, reverse=True)
    return re.compile("|".join(re.escape(word) for word in words)) if words else None


def pieces(paragraph: str) -> list[Piece]:
    """A paragraph's unbreakable pieces, each with what joins it to the one before: words (Hanzi where no
    spaces part them), a kept word whole and a number with the word before it."""
    return list(_pieces(paragraph, language(), _kept_version))


@lru_cache(maxsize=256)  # a status is cut into pieces for each font and width it is fitted to
def _pieces(paragraph: str, lang: str, version: int) -> tuple[Piece, ...]:
    """`pieces`, kept (`lang`, `version`: what the kept words depend on)."""
    found: list[Piece] = []
    for word in paragraph.split():
        for k, part in enumerate(split_word(word)):
            found.append((" " if k == 0 else "", part))
    return tuple(_glued(found))


def _glued(found: list[Piece]) -> list[Piece]:
    """The pieces with the breaks inside kept words, and before a number that follows a word, taken out."""
    if len(found) < 2:
        return found
    text, starts = "", []
    for k, (join, part) in enumerate(found):
        text += (join if k else "") + part
        starts.append(len(text) - len(part))
    inside: set[int] = set()  # offsets a line must not break at
    pattern = _kept_pattern(language(), _kept_version)
    if pattern is not None:
        for match in pattern.finditer(text):
            inside.update(range(match.start() + 1, match.end()))
    glued: list[Piece] = [found[0]]
    for k in range(1, len(found)):
        join, part = found[k]
        before = glued[-1][1]
        word_before = before.rsplit(" ", 1)[-1]  # (a number glued before stays alone: 1을 1행 14열 break between)
        number = join == " " and part[0].isdigit() and word_before[-1].isalpha() and not word_before[0].isdigit()
        if number or starts[k] in inside or starts[k] - len(join) in inside:
            glued[-1] = (glued[-1][0], before + join + part)
        else:
            glued.append((join, part))
    return glued


def joined(line: list[Piece]) -> str:
    """The text of a line of pieces (a line never starts with the space that joined its first piece)."""
    return "".join(join + text if k else text for k, (join, text) in enumerate(line))


def greedy_lines(measure: Callable[[str], int], parts: list[Piece], width: int) -> list[list[Piece]]:
    """Pieces filled into lines no wider than `width` (a piece wider than a line stands alone)."""
    lines: list[list[Piece]] = []
    line: list[Piece] = []
    text = ""  # the line's text so far (`joined(line)`, kept as it grows)
    for join, part in parts:
        longer = text + join + part if line else part
        if line and measure(longer) > width:
            lines.append(line)
            line, longer = [], part
        line.append((join, part))
        text = longer
    if line:
        lines.append(line)
    return lines


def balanced_lines(measure: Callable[[str], int], parts: list[Piece], width: int) -> list[list[Piece]]:
    """Pieces in as few lines as greedy filling needs, but as even as they go: the narrowest width that keeps
    the line count, then the last line given a second piece when it would hold one alone and there is room."""
    most, accepted, refused, lines = _filling(measure, parts, width, len(parts))
    if most < 2:
        return lines
    low, high = max(measure(text) for _, text in parts), width
    shown = (accepted, refused)  # the widths at which `lines` are greedy filling's
    # The narrowest width with no more lines, found in fewer fillings than halving alone takes (each measures a
    # line's every start anew: most of the time a long status takes to fit): a filling gives the same lines at
    # every width from the widest line it accepted up to the narrowest it refused a piece, so each moves a bound
    # that far. The first width asked is the one the pieces' own widths predict, the second the one beside the
    # bound it moved (a prediction is a few pixels off), then halving.
    probe, guessed = _predicted(measure, parts, most, low, high), False
    while low < high:
        middle = probe if low <= probe < high else (low + high) // 2
        count, accepted, refused, filled = _filling(measure, parts, middle, most)
        if count <= most:
            high, lines, shown = max(low, accepted), filled, (accepted, refused)
        else:
            low = max(middle + 1, refused)
        probe = -1 if guessed else high - 1 if count <= most else low
        guessed = True
    if not shown[0] <= low < shown[1]:  # a piece wider than `width` (one glyph wider than a line): none was asked
        lines = greedy_lines(measure, parts, low)
    if len(lines[-1]) == 1 and len(lines[-2]) >= 2 and measure(joined([lines[-2][-1], *lines[-1]])) <= width:
        lines[-1].insert(0, lines[-2].pop())  # an orphan word (or Hanzi): the line before gives it company
    return lines


def _filling(
    measure: Callable[[str], int], parts: list[Piece], width: int, most: int
) -> tuple[int, int, int, list[list[Piece]]]:
    """`greedy_lines` at `width`, stopped once it needs more than `most` lines: (how many lines, the widest line it
    accepted a piece on, the narrowest it refused one, the lines), the widest and narrowest as measured."""
    lines: list[list[Piece]] = []
    line: list[Piece] = []
    accepted, refused = 0, width + 1
    text = ""  # the line's text so far
    for join, part in parts:
        longer = text + join + part if line else part
        size = measure(longer)
        if line and size > width:
            refused = size if not lines else min(refused, size)
            lines.append(line)
            if len(lines) >= most:
                return len(lines) + 1, accepted, refused, lines
            line, longer, size = [], part, measure(part)
        line.append((join, part))
        accepted = max(accepted, size)
        text = longer
    if line:
        lines.append(line)
    return len(lines), accepted, refused, lines


def _predicted(measure: Callable[[str], int], parts: list[Piece], most: int, low: int, high: int) -> int:
    """The narrowest width that fills `parts` into `most` lines as if a line were as wide as its pieces and spaces
    (a font's kerning makes it a little off): the first width `balanced_lines` asks."""
    space = measure(" ")
    sizes = [(space if join == " " else 0, measure(part)) for join, part in parts]
    while low < high:
        middle = (low + high) // 2
        count, line = 1, -1
        for gap, size in sizes:
            longer = size if line < 0 else line + gap + size
            if line >= 0 and longer > middle:
                count += 1
                longer = size
            line = longer
        if count <= most:
            high = middle
        else:
            low = middle + 1
    return low


def split_long_word(measure: Callable[[str], int], word: str, width: int) -> list[str]:
    """A word wider than `width` broken into pieces that fit (nothing of it is lost): after its slashes where
    it has them (a file's path), at its spaces (a name or term kept whole that a line cannot hold), else
    between letters (a long Korean word too: the last resort)."""
    parts = re.split(r"(?<=/)", word) if "/" in word else re.split(r"(?<= )", word) if " " in word else list(word)
    found: list[str] = []
    piece = ""
    for part in parts:
        if piece and measure(piece + part) > width:
            found.append(piece)
            piece = ""
        if measure(part) > width:  # a part too wide on its own (a long folder name): between its letters
            for char in part:
                if piece and measure(piece + char) > width:
                    found.append(piece)
                    piece = ""
                piece += char
            continue
        piece += part
    return [*found, piece] if piece else found
