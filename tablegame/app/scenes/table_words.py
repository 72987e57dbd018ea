"""What a table says in its status line beyond the game's own words: why nothing can be played, a move told."""

from __future__ import annotations

from collections.abc import Callable

from tablegame.core import limits
from tablegame.i18n import N_, ntr, tr

# What a presenter that cannot draw an onlooker's view raises when asked to.
READ_ONLY_STATUS = N_("A finished game, every card face up: look back over it (nothing can be played).")
# A game that reaches LONGEST_GAME_ACTIONS (bots that never end it) stops there, as `tablegame sim` stops it: its
# file stays loadable, well under the size a save may have.
LONGEST_STATUS = N_(
    "This game has reached {limit:,} moves, the longest game the program keeps: it stops here, "
    "with no winner. It stays saved."
)
# A game in progress looked at: why nothing can be played on it here.
OPEN_ELSEWHERE_STATUS = N_("This game is open in another window: you can look, nothing can be played here.")
TAKEN_OVER_STATUS = N_("This game was taken over by another window: you can look, nothing can be played here.")
DELETED_STATUS = N_("This game was deleted in another window: you can look, nothing is saved here.")


def told_now(texts: list[str], fits: Callable[[str], bool]) -> str:
    """The status while an action is shown: its entries, as many as `fits` the line; the rest are in the history."""
    for shown in range(len(texts), 0, -1):
        rest = len(texts) - shown
        text = " · ".join(texts[:shown])
        if rest:
            text = ntr(
                "{entries} · and {count} more in What happened",
                "{entries} · and {count} more in What happened",
                rest,
                entries=text,
            )
        if fits(text):
            return text
    return texts[0] if texts else ""


def stopped_words() -> str:
    """Why a game that reached the longest game the program keeps stops (the limit the session stops at)."""
    return tr(LONGEST_STATUS, limit=limits.LONGEST_GAME_ACTIONS)
