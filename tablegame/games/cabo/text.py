"""CABO in words: log lines for actions and one-line reasons why an action is not legal."""

from __future__ import annotations

from itertools import pairwise
from typing import Any, TypeGuard

from tablegame.core.rules import Action
from tablegame.core.words import listing, ordinal
from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.state import DRAWN, OVER, PEEK_START, TURN, CaboState

ACTION_TYPES = ("peek_start", "draw", "call_cabo", "replace", "discard", "peek", "spy", "swap")


def _name(names: list[str] | None, seat: Any) -> str:
    """A seat's name, or "Seat N" without names."""
    if names and isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat}"


def _possessive(name: str) -> str:
    """The word for "the actor's own": "its" for bots and bare seats, "their" for people."""
    return "its" if name.startswith(("Bot", "Seat")) else "their"


def describe(action: Action, names: list[str] | None = None) -> str:
    """One log line in words, e.g. "Bot 1 swapped its 3rd card with Mina's 1st card"."""
    who = _name(names, action.get("seat"))
    own = _possessive(who)
    kind = action.get("type")
    if kind == "peek_start":
        cards = listing([ordinal(p) for p in action["positions"]])
        return f"{who} looked at {own} {cards} cards"
    if kind == "draw":
        return f"{who} drew from the deck" if action["source"] == "deck" else f"{who} took the top discard"
    if kind == "call_cabo":
        return f"{who} called CABO!"
    if kind == "replace":
        positions = action["positions"]
        plural = "card" if len(positions) == 1 else "cards"
        return f"{who} replaced {own} {listing([ordinal(p) for p in positions])} {plural}"
    if kind == "discard":
        return f"{who} discarded the drawn card"
    if kind == "peek":
        return f"{who} discarded a PEEK card and looked at {own} {ordinal(action['position'])} card"
    if kind == "spy":
        other = _name(names, action["target"])
        return f"{who} discarded a SPY card and looked at {other}'s {ordinal(action['position'])} card"
    if kind == "swap":
        other = _name(names, action["target"])
        return (f"{who} swapped {own} {ordinal(action['position'])} card "
                f"with {other}'s {ordinal(action['target_position'])} card")
    return f"{who}: {kind}"


def power_cards(catalog: Catalog, power: str) -> str:
    """The cards with a power, from the catalog: "a 7 or an 8"."""
    values = sorted({v for v, p in zip(catalog.values, catalog.powers, strict=True) if p == power})
    return " or ".join(f"{_article(v)} {v}" for v in values)


def _article(value: int) -> str:
    """ "an" before the numbers said with a vowel first (8, 11, 18, 80-89), "a" before the others."""
    return "an" if value in (8, 11, 18) or 80 <= value <= 89 else "a"


def _is_index(value: Any) -> TypeGuard[int]:
    """True for a non-negative int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def explain_illegal(catalog: Catalog, state: CaboState, action: Action) -> str:
    """Why `action` is not legal now, in one line (legality itself lives in legal_actions)."""
    if state.phase == OVER:
        return "the game is over"
    seat = action.get("seat")
    if seat != state.current or not _is_index(seat):
        return f"it is seat {state.current}'s turn, not seat {seat}'s"
    kind = action.get("type")
    if kind not in ACTION_TYPES:
        return f"unknown action type {kind!r} (CABO actions: {', '.join(ACTION_TYPES)})"
    if state.phase == PEEK_START:
        if kind != "peek_start":
            return "first look at two of your own cards (peek_start)"
        return "choose two different positions from 0 to 3, in increasing order, e.g. [0, 1]"
    if kind == "peek_start":
        return "the first look at your cards is over for this round"
    if state.phase == TURN:
        return _explain_turn(state, action, kind)
    if state.phase == DRAWN:
        return _explain_drawn(catalog, state, action, kind, seat)
    return "this action does not fit the action table"


def _explain_turn(state: CaboState, action: Action, kind: str) -> str:
    """Reasons at the start of a turn: draw or call CABO."""
    if kind == "draw":
        source = action.get("source")
        if source not in ("deck", "discard"):
            return "draw from the 'deck' or from the 'discard' pile"
        if source == "discard" and not state.discard:
            return "the discard pile is empty"
    elif kind == "call_cabo":
        if state.caller is not None:
            return f"CABO has already been called this round (by seat {state.caller})"
    else:
        return "draw a card first (from the deck or the discard pile), or call CABO"
    return "this action has fields the action table does not list"


def _explain_drawn(catalog: Catalog, state: CaboState, action: Action, kind: str, seat: int) -> str:
    """Reasons while a drawn card is held: replace, discard or use its power."""
    _, source, card = state.held()
    row = state.rows[seat]
    if kind in ("draw", "call_cabo"):
        return "you already hold a drawn card: replace one of your cards with it, or discard it"
    if kind == "replace":
        return _explain_positions(action.get("positions"), len(row))
    if source == "discard":
        if kind == "discard":
            return "you must replace a card: it came from the discard pile"
        return "a card taken from the discard pile has no power: you must replace a card"
    if kind == "discard":
        return "this action has fields the action table does not list"
    power = catalog.powers[card]
    if power != kind:
        return f"only {power_cards(catalog, kind)} drawn from the deck has the {kind.upper()} power"
    if kind == "peek":
        return _explain_slot(action.get("position"), row, "peek needs one of your own face-down cards")
    target = action.get("target")
    if not _is_index(target) or target >= state.n_seats or target == seat:
        return f"{kind} needs a card of another player"
    if kind == "spy":
        return _explain_slot(action.get("position"), state.rows[target], "spy needs a face-down card of another player")
    if state.options["lock_caller"] and target == state.caller:
        return "the caller's cards cannot be swapped (option lock_caller)"
    if not _is_index(action.get("position")) or action["position"] >= len(row):
        return f"position must be one of your cards, 0 to {len(row) - 1}"
    if not _is_index(action.get("target_position")) or action["target_position"] >= len(state.rows[target]):
        return f"target_position must be one of seat {target}'s cards, 0 to {len(state.rows[target]) - 1}"
    return "this action has fields the action table does not list"


def _explain_positions(positions: Any, size: int) -> str:
    """Why a replace's positions are wrong."""
    if not isinstance(positions, list) or not 1 <= len(positions) <= 4 or not all(map(_is_index, positions)):
        return "replace needs a list of 1 to 4 of your positions, e.g. [0] or [1, 3]"
    if any(b <= a for a, b in pairwise(positions)):
        return "list the positions to replace in increasing order, each once"
    if positions[-1] >= size:
        return f"position {positions[-1]} is not in your row (you have {size} cards: 0 to {size - 1})"
    return "this action has fields the action table does not list"


def _explain_slot(position: Any, row: list, reason: str) -> str:
    """Why a position of a row cannot be looked at."""
    if not _is_index(position) or position >= len(row) or row[position][1]:
        return reason
    return "this action has fields the action table does not list"
