"""The checks' languages: drawing in one of them, and finding English left over in a Korean or Chinese text.

A drawn text in ko or zh that still holds a run of three or more ASCII letters is most likely a message no one
translated (or a word glued in English). Not counted: a player's name (the seats' names, the menu's usual ones
such as "Bot 1" only as the language now says them, and the names the program gives seats; whole or any piece
of them, so a name cut with "…" passes too) and the Latin words a
Korean or Chinese player reads on the box or the keyboard (ALLOWED_TERMS). Two-letter runs are never counted
("VP", "OK" are left to the translators); digits are not letters.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from tablegame import i18n
from tablegame.core.words import shown_name

LANGS = ("en", "ko", "zh")
# Latin words a Korean or Chinese player reads as they are, each for a reason:
ALLOWED_TERMS = (
    "CABO",
    "Cabo",  # the box's title; the Korean rules write 카보(CABO)
    "OGALLALA",
    "Ogallala",  # the title on the Chinese edition's box: OGALLALA 独木舟
    "CATAN",
    "Catan",  # the Korean rules' title: 카탄을 위한 투쟁 (The Struggle For CATAN)
    "English",  # the language chooser names each language in itself
    "Esc",
    "Ctrl",
    "Shift",
    "Alt",
    "Enter",
    "Tab",
    "Space",
    "Home",
    "End",
    "PgUp",
    "PgDn",  # keys as printed
    "PNG",
    "JSON",  # file formats
    "tablegame",  # the program's name (its command and folders)
)
_TERM = re.compile(r"(?<![A-Za-z])(" + "|".join(sorted(ALLOWED_TERMS, key=len, reverse=True)) + r")(?![A-Za-z])")
_RUN = re.compile(r"[A-Za-z]{3,}")


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Draw in `lang` while inside; the language before is back afterwards."""
    before = i18n.language()
    i18n.use(lang)
    try:
        yield
    finally:
        i18n.use(before)


def seat_names(names: Iterable[str]) -> list[str]:
    """The seats' names as the program shows them now, and the ones it gives seats ("Player 2"). A name the menu
    gives ("You", "Bot 1", kept in the example saves) counts only in the language now (당신, 봇 1; 你, 机器人1):
    the English one left on the table is no excuse for English."""
    names = [shown_name(name) for name in names]
    return names + [i18n.tr("Player {number}", number=number) for number in range(1, len(names) + 1)]


def english_left(text: str, names: Iterable[str]) -> list[str]:
    """The runs of 3+ ASCII letters in `text` that are neither part of a name in `names` nor an allowed term."""
    names = [name for name in names if name]
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    text = _TERM.sub(" ", text)
    return [run for run in _RUN.findall(text) if not any(run in name for name in names)]
