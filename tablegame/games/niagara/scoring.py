"""Victory and results (NIA-35, NIA-36, NIA-40): the conditions a home meets, the ranking, the final scores."""

from __future__ import annotations

from collections.abc import Mapping
from operator import mul
from typing import Any

from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.state import NiagaraState
from tablegame.games.niagara.view_types import Standing

_CAT = catalog()
GEM_VALUE = _CAT.gem_value
COLOURS = _CAT.colours
ONE_COLOUR = 4  # NIA-35: gems of one colour that win
ALL_GEMS = 7  # NIA-35: gems in all that win
FEWEST_TO_WIN = min(ONE_COLOUR, len(COLOURS), ALL_GEMS)  # a home with fewer gems meets no condition


def meets_condition(home: list[int]) -> bool:
    """NIA-35: 4 gems of one colour, 5 different colours, or 7 gems at home."""
    return max(home) >= ONE_COLOUR or min(home) >= 1 or sum(home) >= ALL_GEMS


def home_value(home: list[int]) -> int:
    """NIA-36's tie-break: the total value of the gems at home."""
    return sum(map(mul, home, GEM_VALUE))


def standing(home: list[int]) -> Standing:
    """A home against the victory conditions (NIA-35), in the view's words: which are met and how near it is."""
    most = max(home)
    kinds = len(home) - home.count(0)
    total = sum(home)
    met = []
    if most >= ONE_COLOUR:
        met.append("one_colour")
    if kinds == len(home):
        met.append("all_colours")
    if total >= ALL_GEMS:
        met.append("gems")
    return {
        "met": met,
        "best": COLOURS[home.index(most)],
        "best_count": most,
        "colours": kinds,
        "gems": total,
        "value": home_value(home),
    }


def rank(state: NiagaraState, seats: list[int]) -> list[int]:
    """NIA-36: most gems at home, then the highest value; the seats still tied share the win."""

    def key(seat: int) -> tuple[int, int]:
        home = state.home[seat]
        return sum(home), home_value(home)

    best = max(key(s) for s in seats)
    return sorted(s for s in seats if key(s) == best)


def result(state: NiagaraState) -> dict[str, Any]:
    """NIA-40: scores (gems at home), winners, the last flow and the round."""
    return {
        "scores": [sum(home) for home in state.home],
        "winners": list(state.winners),
        "flow": state.last_flow,
        "round": state.round,
        "ended_by": state.ended_by,
    }


def progress(view: Mapping[str, Any]) -> list[float]:
    """Each seat's gems banked at home (NIA-35), as every seat sees them: the game-over picture's lines."""
    return [float(sum(home.values())) for home in view["homes"]]
