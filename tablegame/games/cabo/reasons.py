"""Why a CABO action is refused, in one line a player understands (legality itself lives in legal.py)."""

from __future__ import annotations

from itertools import pairwise
from typing import Any, Protocol, TypeGuard

from tablegame.core.rules import Action
from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.state import DRAWN, OVER, PEEK_START, TURN, CaboState, Slot
from tablegame.games.cabo.terms import power_cards, power_word
from tablegame.i18n import tr


class CatalogHolder(Protocol):
    """What a reason needs of the rules: the card catalog (CaboRules has it; rules.py imports this module)."""

    catalog: Catalog


ACTION_TYPES = ("peek_start", "draw", "call_cabo", "replace", "discard", "peek", "spy", "swap")


def _is_index(value: Any) -> TypeGuard[int]:
    """True for a non-negative int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def explain_illegal(rules: CatalogHolder, state: CaboState, action: Action) -> str:
    """Why `action` is not legal now, in one line (legality itself lives in legal_actions)."""
    if state.phase == OVER:
        return tr("the game is over")
    seat = action.get("seat")
    if seat != state.current or not _is_index(seat):
        if _is_index(seat) and seat < state.n_seats:  # a reason speaks to the seat that tried
            return tr("it is seat {current}'s turn, not yours", current=state.current)
        return tr("it is seat {current}'s turn, not seat {seat}'s", current=state.current, seat=seat)
    kind = action.get("type")
    if kind not in ACTION_TYPES:
        return tr("unknown action type {kind} (CABO actions: {known})", kind=repr(kind), known=", ".join(ACTION_TYPES))
    if state.phase == PEEK_START:
        if kind != "peek_start":
            return tr("first look at two of your own cards")
        return tr("choose two different positions from 0 to 3, in increasing order, e.g. [0, 1]")
    if kind == "peek_start":
        return tr("the first look at your cards is over for this round")
    if state.phase == TURN:
        return _explain_turn(state, action, kind)
    if state.phase == DRAWN:
        return _explain_drawn(rules.catalog, state, action, kind, seat)
    return tr("this action does not fit the action table")


def _unlisted() -> str:
    """The reason for an action of a legal kind whose fields are wrong in a way no other reason names."""
    return tr("this action has fields the action table does not list")


def _explain_turn(state: CaboState, action: Action, kind: str) -> str:
    """Reasons at the start of a turn: draw or call CABO."""
    if kind == "draw":
        source = action.get("source")
        if source not in ("deck", "discard"):
            return tr("draw from the 'deck' or from the 'discard' pile")
        if source == "discard" and not state.discard:
            return tr("the discard pile is empty")
    elif kind == "call_cabo":
        if state.caller is not None:
            return tr("CABO has already been called this round (by seat {caller})", caller=state.caller)
    else:
        return tr("draw a card first (from the deck or the discard pile), or call CABO")
    return _unlisted()


def _explain_drawn(catalog: Catalog, state: CaboState, action: Action, kind: str, seat: int) -> str:
    """Reasons while a drawn card is held: replace, discard or use its power."""
    _, source, card = state.held()
    row = state.rows[seat]
    if kind in ("draw", "call_cabo"):
        return tr("you already hold a drawn card: replace one of your cards with it, or discard it")
    if kind == "replace":
        return _explain_positions(action.get("positions"), len(row))
    if source == "discard":
        if kind == "discard":
            return tr("you must replace a card: it came from the discard pile")
        return tr("a card taken from the discard pile has no power: you must replace a card")
    if kind == "discard":
        return _unlisted()
    power = catalog.powers[card]
    if power != kind:
        return tr(
            "only {cards} drawn from the deck has the {power} power",
            cards=power_cards(catalog, kind),
            power=power_word(kind),
        )
    if kind == "peek":
        return _explain_slot(action.get("position"), row, tr("peek needs one of your own face-down cards"))
    target = action.get("target")
    if not _is_index(target) or target >= state.n_seats or target == seat:
        if kind == "spy":
            return tr("spy needs a card of another player")
        return tr("swap needs a card of another player")
    if kind == "spy":
        return _explain_slot(
            action.get("position"), state.rows[target], tr("spy needs a face-down card of another player")
        )
    if state.options["lock_caller"] and target == state.caller:
        return tr("the caller's cards cannot be swapped (the caller is protected in this game)")
    if not _is_index(action.get("position")) or action["position"] >= len(row):
        return tr("position must be one of your cards, 0 to {last}", last=len(row) - 1)
    if not _is_index(action.get("target_position")) or action["target_position"] >= len(state.rows[target]):
        return tr(
            "target_position must be one of seat {target}'s cards, 0 to {last}",
            target=target,
            last=len(state.rows[target]) - 1,
        )
    return _unlisted()


def _explain_positions(positions: Any, size: int) -> str:
    """Why a replace's positions are wrong."""
    if not isinstance(positions, list) or not 1 <= len(positions) <= 4 or not all(map(_is_index, positions)):
        return tr("replace needs a list of 1 to 4 of your positions, e.g. [0] or [1, 3]")
    if any(b <= a for a, b in pairwise(positions)):
        return tr("list the positions to replace in increasing order, each once")
    if positions[-1] >= size:
        return tr(
            "position {position} is not in your row (you have {size} cards: 0 to {last})",
            position=positions[-1],
            size=size,
            last=size - 1,
        )
    return _unlisted()


def _explain_slot(position: Any, row: list[Slot], reason: str) -> str:
    """Why a position of a row cannot be looked at."""
    if not _is_index(position) or position >= len(row) or row[position][1]:
        return reason
    return _unlisted()
