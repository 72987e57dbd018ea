"""The names the menu gives seats ("Player 1", "Bot 2") in every language, and names as the lists show them."""

from __future__ import annotations

import re

from tablegame.core.words import is_you
from tablegame.i18n import LANGUAGES, tr, tr_in


def default_name(kind: str, number: int) -> str:
    """The name a seat gets until the player types one ("Player 1", "Bot 2"; ko "플레이어 1", "봇 2")."""
    return tr("Bot {number}", number=number) if kind == "bot" else tr("Player {number}", number=number)


def default_kind(name: str) -> tuple[str, int] | None:
    """The kind and number of a name the menu gives ("Player 3", "봇 2", ... in any language), else None."""
    found = re.search(r"([0-9]{1,2})\s*$", name)
    if found is None:
        return None
    number, name = int(found[1]), name.strip()
    for lang in LANGUAGES:
        if name == tr_in(lang, "Bot {number}", number=number):
            return "bot", number
        if name == tr_in(lang, "Player {number}", number=number):
            return "human", number
    return None


def is_default_name(name: str) -> bool:
    """Whether a seat's name is one the menu gives, in any language, rather than one a player typed."""
    return default_kind(name) is not None


def shown_name(name: str) -> str:
    """A kept name as a list shows it: the menu's usual names ("You", "Bot 1") in the language now, others as
    they are (a save keeps the names it was started with, whatever the language then)."""
    if is_you(name):
        return tr("You")
    given = default_kind(name)
    return name if given is None else default_name(*given)
