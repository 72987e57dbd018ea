"""Victory points and the result: what each estate and B side is worth, the win threshold (SFC-39, SFC-40, SFC-47)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablegame.games.struggle_for_catan.catalog import Components, components
from tablegame.games.struggle_for_catan.state import OVER, CatanState

_C: Components = components()
EXPANSION_VP = _C.expansion_vp
SETTLEMENT_VP = _C.settlement_vp
CITY_VP = _C.city_vp
A_SIDE_VP, B_SIDE_VP = _C.side_vp
WIN_VP = 10


def estate_vp(estate: tuple[int, bool, int]) -> int:
    """VP of one estate card: settlement, city, or the expansion's VP instead (SFC-39)."""
    if not estate[1]:
        return SETTLEMENT_VP
    return CITY_VP if estate[2] < 0 else EXPANSION_VP[estate[2]]


def vp(state: CatanState, seat: int) -> int:
    """The seat's victory points (SFC-39)."""
    roads, knights = state.roads[seat], state.knights[seat]
    b_cards = roads // 2 + knights // 2  # SFC-27: even positions lie B side up
    total = b_cards * B_SIDE_VP + (roads + knights - b_cards) * A_SIDE_VP
    for _, city, expansion in state.estates[seat]:  # estate_vp, inline: vp is asked at every build and guild
        total += (CITY_VP if expansion < 0 else EXPANSION_VP[expansion]) if city else SETTLEMENT_VP
    return total


def scores(state: CatanState) -> list[int]:
    """VP of every seat."""
    return [vp(state, s) for s in range(state.n_seats)]


def result(state: CatanState) -> dict[str, Any]:
    """Scores = VP by seat; winners = [the winner] once over (SFC-47)."""
    return {"scores": scores(state), "winners": [state.winner] if state.phase == OVER else []}


def progress(view: Mapping[str, Any]) -> list[float]:
    """Each seat's victory points, as every seat sees them: the game-over picture's lines."""
    return [float(points) for points in view["scores"]]
