"""What a seat may see (SFC-41 to SFC-43)."""

from __future__ import annotations

from tablegame.games.struggle_for_catan.board import LIBRARY, a_sides, owns, steal_source
from tablegame.games.struggle_for_catan.catalog import BUILDINGS, EVENT_IDS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.legal import to_act
from tablegame.games.struggle_for_catan.log import render_event
from tablegame.games.struggle_for_catan.scoring import estate_vp, scores
from tablegame.games.struggle_for_catan.state import (
    DISCARD,
    FATE_NAMES,
    GIVE,
    MARKET_DAY,
    NO_FATE,
    OVER,
    TRADE,
    CatanState,
)
from tablegame.games.struggle_for_catan.view_types import (
    CatanView,
    Estate,
    Pending,
    Tableau,
    TakeFrom,
)

_C = components()
R = RESOURCE_IDS
EXP = _C.expansion_ids


def counts(values: list[int] | tuple[int, ...]) -> dict[str, int]:
    """A count list as {resource: count}, every resource present (catalog order)."""
    return {R[r]: values[r] for r in range(5)}


def sides(height: int) -> list[str]:
    """A road/knight stack's sides, bottom first (SFC-27)."""
    return ["A" if j % 2 == 0 else "B" for j in range(height)]


def library_sees(state: CatanState, seat: int) -> bool:
    """SFC-43: a Library owner in its own trade phase with an exchange left sees every hand."""
    return state.phase == TRADE and state.turn_seat == seat and state.exchanges_left > 0 and owns(state, seat, LIBRARY)


def _tableau(state: CatanState, s: int, open_events: bool = False) -> Tableau:
    estates: list[Estate] = []
    for event, city, expansion in state.estates[s]:
        if city:
            estates.append(
                {"side": "city", "event": EVENT_IDS[event], "expansion": EXP[expansion] if expansion >= 0 else None}
            )
        elif open_events:
            estates.append({"side": "settlement", "event": EVENT_IDS[event]})
        else:
            estates.append({"side": "settlement"})
    return {
        "roads": sides(state.roads[s]),
        "knights": sides(state.knights[s]),
        "estates": estates,
        "estate_vp": [estate_vp(e) for e in state.estates[s]],
        "next_sides": {"road": sides(state.roads[s] + 1)[-1], "knight": sides(state.knights[s] + 1)[-1]},
        "exchanges": max(1, a_sides(state.roads[s])),
        "draws": 2 + a_sides(state.knights[s]),
    }


def take_from(state: CatanState, seat: int | None) -> TakeFrom:
    """SFC-34 for the seat's next road and knight: the opponent whose top card the build takes, or None
    while the supply has one (or when none can be taken); an onlooker has no next road or knight."""
    if seat is None:
        return {"road": None, "knight": None}
    road = -1 if state.road_supply else steal_source(state, seat, "road")
    knight = -1 if state.knight_supply else steal_source(state, seat, "knight")
    return {"road": road if road >= 0 else None, "knight": knight if knight >= 0 else None}


def _pending(state: CatanState, seat: int | None) -> Pending | None:
    if state.phase == GIVE:
        involved = seat in (state.turn_seat, state.give_target)
        taken = R[state.give_taken] if involved and state.give_taken >= 0 else None
        return {"kind": "give", "seat": state.turn_seat, "target": state.give_target, "taken": taken}
    if state.phase == DISCARD:
        return {
            "kind": "discard",
            "builder": state.turn_seat,
            "due": [{"seat": s, "count": sum(state.hands[s]) // 2} for s in state.queue],
        }
    if state.phase == MARKET_DAY:
        return {"kind": "market_day", "builder": state.turn_seat, "due": list(state.queue)}
    return None


def view(state: CatanState, seat: int | None) -> CatanView:
    """Seat `seat`'s view: public table, own hand, hidden counts (SFC-41 to SFC-43); None: an onlooker.

    `log` holds the events of the previous turn and this one (events.render_event), what `seat` may not
    know of them nulled: the action's own event, then its automatic ones (draws, reshuffles, a city's
    revealed event, the destiny card turning, the win). The history reads each action's entries from it.
    """
    n = state.n_seats
    opponent_hands = None
    if seat is not None and library_sees(state, seat):
        opponent_hands = [None if s == seat else counts(state.hands[s]) for s in range(n)]
    return {
        "game": "struggle-for-catan",
        "seat": seat,
        "n_seats": n,
        "phase": state.phase,
        "to_act": to_act(state),
        "turn": state.turn_seat,
        "turn_number": state.turn_number,
        "start_seat": state.start_seat,
        "hand": None if seat is None else counts(state.hands[seat]),
        "hand_sizes": [sum(h) for h in state.hands],
        "opponent_hands": opponent_hands,
        "market": counts(state.market),
        "discard": [R[r] for r in reversed(state.discard)],
        "deck_count": len(state.deck),
        "supply": {
            "road": state.road_supply,
            "knight": state.knight_supply,
            "estate": len(state.estate_stack),
            "expansions": [EXP[x] for x, k in enumerate(state.expansion_supply) for _ in range(k)],
        },
        "tableaux": [_tableau(state, s) for s in range(n)],
        "take_from": take_from(state, seat),
        "fate": None if state.fate == NO_FATE else FATE_NAMES[state.fate],
        "exchanges_left": state.exchanges_left,
        "wide_trade": state.wide,
        "built": [b for i, b in enumerate(BUILDINGS) if state.built >> i & 1],
        "guild_uses_left": state.guild_left,
        "pending": _pending(state, seat),
        "scores": scores(state),
        "winners": [state.winner] if state.phase == OVER else [],
        "options": dict(state.options),
        "log": [render_event(e, seat) for e in state.log],
    }


def open_view(state: CatanState, seat: int | None) -> CatanView:
    """Seat's view with every card face up: every hand (in `opponent_hands`) and every settlement's event."""
    out = view(state, seat)  # a new dict: its two entries are replaced, not changed
    out["opponent_hands"] = [None if s == seat else counts(state.hands[s]) for s in range(state.n_seats)]
    out["tableaux"] = [_tableau(state, s, open_events=True) for s in range(state.n_seats)]
    return out
