"""CABO in words: history entries for actions (public, and as one reader saw them) and one-line reasons why
an action is not legal."""

from __future__ import annotations

from itertools import pairwise
from typing import Any, TypeGuard

from tablegame.core.rules import Action, View
from tablegame.core.words import Persons, listing, ordinal
from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.state import DRAWN, OVER, PEEK_START, TURN, CaboState
from tablegame.games.cabo.view_facts import discard_after, rows_after

ACTION_TYPES = ("peek_start", "draw", "call_cabo", "replace", "discard", "peek", "spy", "swap")
COUNT_WORDS = {2: "two", 3: "three", 4: "four"}


def describe(action: Action, names: list[str] | None = None) -> str:
    """One public line in words, e.g. "Bot 1 swapped their 3rd card with Mina's 1st card" (no views: no card values)."""
    tell = Persons(names, None)
    who, own = tell.subject(action.get("seat")), tell.own(action.get("seat"))
    kind = action.get("type")
    if kind == "peek_start":
        return f"{who} looked at {own} {_positions(action['positions'])}"
    if kind == "draw":
        if action["source"] == "deck":
            return f"{who} drew a card from the draw pile"
        return f"{who} took the top card of the discard pile"
    if kind == "call_cabo":
        return f"{who} called CABO!"
    if kind == "replace":
        return f"{who} replaced {own} {_positions(action['positions'])}"
    if kind == "discard":
        return f"{who} discarded the drawn card"
    if kind == "peek":
        return f"{who} discarded a PEEK card and looked at {own} {ordinal(action['position'])} card"
    if kind == "spy":
        whose = tell.owner(action["target"])
        return f"{who} discarded a SPY card and looked at {whose} {ordinal(action['position'])} card"
    if kind == "swap":
        return (f"{who} swapped {own} {ordinal(action['position'])} card "
                f"with {tell.owner(action['target'])} {ordinal(action['target_position'])} card")
    return f"{who}: {kind}"


def describe_for(catalog: Catalog, action: Action, names: list[str] | None, viewer: int | None, before: View,
                 after: View) -> str:
    """The history entry `viewer` reads about `action`: every card it may know named by value, read from its
    own views before and after the action only (a hidden card stays "the drawn card", "their 2nd card")."""
    tell = Persons(names, viewer)
    seat = action["seat"]
    who, own = tell.subject(seat), tell.own(seat)
    kind = action["type"]
    rows = rows_after(before, after)
    discard = discard_after(before, after)
    if kind == "peek_start":
        line = f"{who} looked at {own} {_positions(action['positions'])}"
        seen = [rows[seat][p] for p in action["positions"]]
        if tell.is_reader(seat) and all(seen):
            line += ": " + listing([_a(catalog, card) for card in seen if card])
        return line
    if kind == "draw":
        if action["source"] == "discard":
            return f"{who} took {_the(catalog, before['discard'][0])} from the discard pile"
        card = after["drawn"]["card"] if after["drawn"] else None
        return f"{who} drew {_a(catalog, card) if card else 'a card'} from the draw pile"
    if kind == "call_cabo":
        return f"{who} called CABO! Everyone else has one more turn"
    if kind == "replace":
        return _replace(catalog, tell, seat, action["positions"], before, rows, discard)
    used = discard[0]  # the drawn card, now on top of the discard pile
    if kind == "discard":
        power = catalog.powers[catalog.index[used]]
        unused = f", without using its {power.upper()}" if power else ""
        return f"{who} discarded the drawn card, {_a(catalog, used)}{unused}"
    spent = f"{who} discarded {_a(catalog, used)} ({kind.upper()})"
    if kind in ("peek", "spy"):
        owner = seat if kind == "peek" else action["target"]
        whose = own if kind == "peek" else tell.owner(owner)
        line = f"{spent} and looked at {whose} {ordinal(action['position'])} card"
        card = rows[owner][action["position"]]
        return line + (f": {_a(catalog, card)}" if tell.is_reader(seat) and card else "")
    target = action["target"]
    mine = _known(catalog, before["rows"][seat][action["position"]]["card"])
    theirs = _known(catalog, before["rows"][target][action["target_position"]]["card"])
    return (f"{spent} and swapped {own} {ordinal(action['position'])} card{mine} "
            f"with {tell.owner(target)} {ordinal(action['target_position'])} card{theirs}")


def _replace(catalog: Catalog, tell: Persons, seat: int, positions: list[int], before: View,
             rows: list[list[str | None]], discard: list[str]) -> str:
    """A replace as the reader saw it: what went to the discard pile, or why a multi-replace failed (CABO-12 to 14)."""
    who, own = tell.subject(seat), tell.own(seat)
    drawn = before["drawn"]["card"] if before["drawn"] else None
    held = _the(catalog, drawn) if drawn else "the drawn card"
    cards = _positions(positions)
    lifted = len(positions)
    size_before, size_after = len(before["rows"][seat]), len(rows[seat])
    if lifted == 1:
        return f"{who} replaced {own} {cards} with {held}: {_the(catalog, discard[0])} went to the discard pile"
    if size_after == size_before - lifted + 1:  # they matched: all discarded, the row shrinks
        value = _value(catalog, discard[0])
        return (f"{who} replaced {own} {cards} with {held}: they matched, and the {COUNT_WORDS[lifted]} "
                f"{value}s went to the discard pile")
    if size_after > size_before:  # a failed multi-replace with the penalty rule: lifted cards at the right end
        shown = rows[seat][size_before - lifted:size_before]
        return (f"{who} tried to replace {own} {cards} with {held}, but they did not match "
                f"({_values(catalog, shown)}): they stay face up at the right end of {own} row, "
                f"and {held} went face down after them")
    shown = [rows[seat][p] for p in positions]
    return (f"{who} tried to replace {own} {cards}, but they did not match ({_values(catalog, shown)}): "
            f"they stay face up where they are, and the drawn card, {_a(catalog, discard[0])}, "
            f"went to the discard pile unused")


def _positions(positions: list[int]) -> str:
    """Own cards by position: "2nd card", "1st and 3rd cards"."""
    plural = "card" if len(positions) == 1 else "cards"
    return f"{listing([ordinal(p) for p in positions])} {plural}"


def _value(catalog: Catalog, card: str) -> int:
    """A card kind's value."""
    return catalog.values[catalog.index[card]]


def _a(catalog: Catalog, card: str) -> str:
    """A card by its value with its article: "a 7", "an 8"."""
    value = _value(catalog, card)
    return f"{_article(value)} {value}"


def _the(catalog: Catalog, card: str) -> str:
    """A card by its value: "the 7"."""
    return f"the {_value(catalog, card)}"


def _known(catalog: Catalog, card: str | None) -> str:
    """" (a 7)" after a card the reader knows, "" after one it does not."""
    return f" ({_a(catalog, card)})" if card else ""


def _values(catalog: Catalog, cards: list[str | None]) -> str:
    """Cards the reader sees, by value: "a 4, a 6 and a 4" (a card it cannot see would be "a card")."""
    return listing([_a(catalog, card) if card else "a card" for card in cards])


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
            return "first look at two of your own cards"
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
        return "the caller's cards cannot be swapped (the caller is protected in this game)"
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
