"""Facts derived from the tableaux: A and B sides, abilities owned, whose card a steal takes (SFC-27, 34, 35)."""

from __future__ import annotations

from operator import itemgetter

from tablegame.games.struggle_for_catan.catalog import Components, components
from tablegame.games.struggle_for_catan.state import LEFT, NO_FATE, CatanState

_C: Components = components()
LIBRARY = _C.expansion_index("library")
CHURCH = _C.expansion_index("church")
CASTLE = _C.expansion_index("castle")
GUILD = _C.expansion_index("merchant-guild")
EXPANSION_OF = itemgetter(2)  # an estate's expansion index, or -1
CASTLE_ROADS = 3  # a Castle owner's bottom roads that cannot be taken (SFC-35)
CHURCH_KNIGHTS = 1  # a Church owner's bottom knights that cannot be taken (SFC-35)
MOST_SEATS = 4
# The opponents a steal asks, in order (SFC-34), by seat count and seat: [destiny card left (or no card), right]
STEAL_ORDER = [
    [(tuple((s + k) % n for k in range(1, n)), tuple((s - k) % n for k in range(1, n))) for s in range(n)]
    for n in range(MOST_SEATS + 1)
]


def a_sides(height: int) -> int:
    """A-side cards in a road or knight stack of this height (SFC-27: odd positions)."""
    return (height + 1) // 2


def b_sides(height: int) -> int:
    """B-side cards (1 VP each) in a stack of this height (SFC-27: even positions)."""
    return height // 2


def owns(state: CatanState, seat: int, expansion: int) -> bool:
    """True if the seat has built an expansion of this index (abilities, SFC-5)."""
    return expansion in map(EXPANSION_OF, state.estates[seat])  # no Python frame: asked at most decisions


def steal_source(state: CatanState, seat: int, kind: str) -> int:
    """The opponent whose top road/knight a build would take, or -1 if none is available (SFC-34).

    Only meaningful when the supply of that kind is empty. From the builder in the destiny card's
    direction (with 2 seats: the other seat), the first opponent whose top card is available.
    """
    if kind == "road":
        heights, protector, protected = state.roads, CASTLE, CASTLE_ROADS
    else:
        heights, protector, protected = state.knights, CHURCH, CHURCH_KNIGHTS
    for other in STEAL_ORDER[state.n_seats][seat][0 if state.fate in (NO_FATE, LEFT) else 1]:
        height = heights[other]
        # the top card may be taken unless the protecting expansion keeps it (SFC-35); owns() only when it matters
        if height > protected or (height >= 1 and not owns(state, other, protector)):
            return other
    return -1
