"""What a seat sees (NIA-37): everything public plus the seat's own card."""

from __future__ import annotations

from tablegame.core.rules import Rules
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara import scoring
from tablegame.games.niagara.catalog import PaddleCard, catalog
from tablegame.games.niagara.log import written_out
from tablegame.games.niagara.state import ACT, NO_CARD, NO_GEM, NiagaraState
from tablegame.games.niagara.view_types import BoatOnSlot, NiagaraView, SeatCards, Slot, Turn

_CAT = catalog()
COLOURS = _CAT.colours


def _gem(colour: int) -> str | None:
    return None if colour == NO_GEM else COLOURS[colour]


def _counts(row: list[int]) -> dict[str, int]:
    return {COLOURS[c]: n for c, n in enumerate(row)}


def _cards(mask: int) -> list[PaddleCard]:
    return [card for i, card in enumerate(rnd.CARDS) if mask >> i & 1]


def _seat_cards(state: NiagaraState, seat: int, viewer: int | None, open_cards: bool) -> SeatCards:
    """One seat's cards as the viewer may see them: used cards are public, a chosen card is not (unless open)."""
    chosen = state.chosen[seat]
    shown = chosen != NO_CARD and (state.revealed[seat] or seat == viewer or open_cards)
    entry: SeatCards = {
        "used": _cards(state.used[seat]),
        "chosen": chosen != NO_CARD,
        "revealed": state.revealed[seat],
        "card": rnd.CARDS[chosen] if shown else None,
        "last": rnd.CARDS[state.last_card[seat]] if state.last_card[seat] != NO_CARD else None,  # turned up last
    }
    if seat == viewer:
        unused = rnd.ALL_USED & ~state.used[seat] & ~(1 << chosen if chosen != NO_CARD else 0)
        entry["hand"] = _cards(unused)
    return entry


def _slots(state: NiagaraState) -> list[Slot]:
    """Every slot with its depth, site, arm, downstream neighbours and the boats on it."""
    brd = state.board
    slots: list[Slot] = []
    for slot, name in enumerate(brd.names):
        boats: list[BoatOnSlot] = [
            {"seat": i >> 1, "boat": i & 1, "gem": _gem(state.boat_gem[i])}
            for i, at in enumerate(state.boat_at)
            if at == slot
        ]
        site = brd.site_of[slot]
        slots.append(
            {
                "id": name,
                "depth": brd.depth[slot] if slot != brd.falls else None,
                "site": COLOURS[site] if site >= 0 else None,
                "arm": brd.arm_of[slot],
                "downstream": [brd.names[d] for d in brd.down[slot]],
                "boats": boats,
            }
        )
    return slots


def _turn(state: NiagaraState) -> Turn | None:
    """The acting seat's progress through its turn (act step only)."""
    if state.phase != ACT:
        return None
    return {
        "seat": state.actor,
        "moved": list(state.moved),
        "must_move": list(state.must),
        "must_launch": state.must_launch,
        "launched": state.launched,
    }


def build_view(rules: Rules, state: NiagaraState, seat: int | None, open_cards: bool = False) -> NiagaraView:
    """A JSON-ready view for `seat` (None: an onlooker): everything public plus the seat's own card.

    With `open_cards` every chosen card is shown (looking back at a game). `last_events` lists, in order,
    the public things the last action did: "move" (from, to, gems unloaded, loaded, stolen, banked),
    "reveal" (a seat's card turned up), "skip" (a number card and no canoe in play), "flow" (speed, every
    seat's card, the lowest number and the weather it came from, the pushes, each river canoe's route, the
    canoes over the falls and the gems sent back), "recover", "round_end" (the next start seat),
    "recharge" (a seat takes its 7 cards back) and "game_over" (winners, how it ended).
    """
    brd = state.board
    label = _CAT.weather_labels.get(str(state.weather))
    result = rules.result(state)
    return {
        "game": rules.game_id,
        "seat": seat,
        "n_seats": state.n_seats,
        "options": dict(state.options),
        "phase": state.phase,
        "round": state.round,
        "start_seat": state.start_seat,
        "to_act": rules.to_act(state),
        "weather": state.weather,
        "weather_label": label,
        "weather_track": list(_CAT.weather_track),
        "next_arm": brd.arms[state.pointer] if brd.arms else None,
        "flow": state.last_flow,
        "flow_preview": rnd.flow_preview(state),
        "colours": list(COLOURS),
        "gem_value": dict(zip(COLOURS, _CAT.gem_value, strict=True)),
        "gem_names": dict(zip(COLOURS, _CAT.gem_names, strict=True)),
        "slots": _slots(state),
        "sites": {
            COLOURS[c]: {"slots": [brd.names[s] for s in brd.site_slots[c]], "supply": _counts(state.supply[c])}
            for c in range(len(COLOURS))
        },
        "spare": _counts(state.spare),
        "boats": [
            [{"at": brd.names[state.boat_at[2 * s + b]], "gem": _gem(state.boat_gem[2 * s + b])} for b in (0, 1)]
            for s in range(state.n_seats)
        ],
        "homes": [_counts(home) for home in state.home],
        "standings": [scoring.standing(home) for home in state.home],
        "cards": [_seat_cards(state, s, seat, open_cards) for s in range(state.n_seats)],
        "turn": _turn(state),
        "recovery": list(state.recovery) if state.phase == "recovery" else [],
        "scores": result["scores"],
        "winners": result["winners"],
        "ended_by": result["ended_by"],
        "over": state.phase == "over",
        "last_events": [written_out(facts) for facts in state.events],
    }
