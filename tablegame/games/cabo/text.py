"""CABO in words: history entries for actions (public, and as one reader saw them) and one-line reasons why
an action is not legal, each a whole translatable sentence (`tablegame.i18n`)."""

from __future__ import annotations

from itertools import pairwise
from typing import Any, TypeGuard

from tablegame.core.rules import Action, View
from tablegame.core.words import Persons, ordinal
from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.phrases import a_card, a_card_of, cards_or_unknown, counted, own_cards, power_word, the_card
from tablegame.games.cabo.state import DRAWN, OVER, PEEK_START, TURN, CaboState
from tablegame.games.cabo.view_facts import discard_after, rows_after
from tablegame.i18n import ptr, tr

ACTION_TYPES = ("peek_start", "draw", "call_cabo", "replace", "discard", "peek", "spy", "swap")


def describe(action: Action, names: list[str] | None = None) -> str:
    """One public line in words, e.g. "Bot 1 swapped their 3rd card with Mina's 1st card" (no views: no card values)."""
    tell = Persons(names, None)
    seat = action.get("seat")
    who, own = tell.subject(seat), tell.own(seat)
    kind = action.get("type")
    if kind == "peek_start":
        return tr("{who} looked at {own} {cards}", who=who, own=own, cards=own_cards(action["positions"]))
    if kind == "draw":
        if action["source"] == "deck":
            return tr("{who} drew a card from the draw pile", who=who)
        return tr("{who} took the top card of the discard pile", who=who)
    if kind == "call_cabo":
        return tr("{who} called CABO!", who=who)
    if kind == "replace":
        return tr("{who} replaced {own} {cards}", who=who, own=own, cards=own_cards(action["positions"]))
    if kind == "discard":
        return tr("{who} discarded the drawn card", who=who)
    if kind == "peek":
        return tr(
            "{who} discarded a PEEK card and looked at {own} {position} card",
            who=who,
            own=own,
            position=ordinal(action["position"]),
        )
    if kind == "spy":
        return tr(
            "{who} discarded a SPY card and looked at {whose} {position} card",
            who=who,
            whose=tell.owner(action["target"]),
            position=ordinal(action["position"]),
        )
    if kind == "swap":
        return tr(
            "{who} swapped {own} {position} card with {whose} {target} card",
            who=who,
            own=own,
            position=ordinal(action["position"]),
            whose=tell.owner(action["target"]),
            target=ordinal(action["target_position"]),
        )
    return tr("{who}: {kind}", who=who, kind=kind)


def describe_for(
    catalog: Catalog, action: Action, names: list[str] | None, viewer: int | None, before: View, after: View
) -> str:
    """The history entry `viewer` reads about `action`: every card it may know named by value, read from its
    own views before and after the action only (a hidden card stays "the drawn card", "their 2nd card")."""
    tell = Persons(names, viewer)
    seat = action["seat"]
    who, own = tell.subject(seat), tell.own(seat)
    kind = action["type"]
    rows = rows_after(before, after)
    discard = discard_after(before, after)
    if kind == "peek_start":
        cards = own_cards(action["positions"])
        seen = [rows[seat][p] for p in action["positions"]]
        if tell.is_reader(seat) and all(seen):
            return tr(
                "You looked at your {cards}: {values}",
                cards=cards,
                values=cards_or_unknown([_value(catalog, card) for card in seen if card]),
            )
        if tell.is_reader(seat):
            return tr("You looked at your {cards}", cards=cards)
        return tr("{who} looked at {own} {cards}", who=who, own=own, cards=cards)
    if kind == "draw":
        if action["source"] == "discard":
            return tr(
                "{who} took {card} from the discard pile", who=who, card=the_card(_value(catalog, before["discard"][0]))
            )
        drawn = after["drawn"]["card"] if after["drawn"] else None
        if drawn is None:
            return tr("{who} drew a card from the draw pile", who=who)
        return tr("{who} drew {card} from the draw pile", who=who, card=a_card(_value(catalog, drawn)))
    if kind == "call_cabo":
        return tr("{who} called CABO! Everyone else has one more turn", who=who)
    if kind == "replace":
        return _replace(catalog, tell, seat, action["positions"], before, rows, discard)
    used = discard[0]  # the drawn card, now on top of the discard pile
    card = a_card(_value(catalog, used))
    if kind == "discard":
        power = catalog.powers[catalog.index[used]]
        if power:
            return tr(
                "{who} discarded the drawn card, {card}, without using its {power}",
                who=who,
                card=card,
                power=power_word(power),
            )
        return tr("{who} discarded the drawn card, {card}", who=who, card=card)
    spent = power_word(kind)
    if kind in ("peek", "spy"):
        owner = seat if kind == "peek" else action["target"]
        whose = own if kind == "peek" else tell.owner(owner)
        looked = rows[owner][action["position"]]
        position = ordinal(action["position"])
        if tell.is_reader(seat) and looked and kind == "peek":
            return tr(
                "You discarded {card} ({power}) and looked at your {position} card: {seen}",
                card=card,
                power=spent,
                position=position,
                seen=a_card(_value(catalog, looked)),
            )
        if tell.is_reader(seat) and looked:
            return tr(
                "{who} discarded {card} ({power}) and looked at {whose} {position} card: {seen}",
                who=who,
                card=card,
                power=spent,
                whose=whose,
                position=position,
                seen=a_card(_value(catalog, looked)),
            )
        return tr(
            "{who} discarded {card} ({power}) and looked at {whose} {position} card",
            who=who,
            card=card,
            power=spent,
            whose=whose,
            position=position,
        )
    target = action["target"]
    mine = _known(catalog, before["rows"][seat][action["position"]]["card"])
    theirs = _known(catalog, before["rows"][target][action["target_position"]]["card"])
    return tr(
        "{who} discarded {card} ({power}) and swapped {mine} with {theirs}",
        who=who,
        card=card,
        power=spent,
        mine=a_card_of(own, action["position"], mine),
        theirs=a_card_of(tell.owner(target), action["target_position"], theirs),
    )


def _replace(
    catalog: Catalog,
    tell: Persons,
    seat: int,
    positions: list[int],
    before: View,
    rows: list[list[str | None]],
    discard: list[str],
) -> str:
    """A replace as the reader saw it: what went to the discard pile, or why a multi-replace failed (CABO-12 to 14)."""
    who, own = tell.subject(seat), tell.own(seat)
    drawn = before["drawn"]["card"] if before["drawn"] else None
    held = the_card(_value(catalog, drawn)) if drawn else tr("the drawn card")
    cards = own_cards(positions)
    lifted = len(positions)
    size_before, size_after = len(before["rows"][seat]), len(rows[seat])
    values = ""  # the lifted cards by value, for a multi-replace that failed
    if size_after > size_before:  # with the penalty rule: the lifted cards now lie at the right end
        values = _values(catalog, rows[seat][size_before - lifted : size_before])
    elif lifted > 1 and size_after == size_before:  # without it: they stay where they were
        values = _values(catalog, [rows[seat][p] for p in positions])
    if tell.is_reader(seat):
        return _replaced_by_reader(catalog, cards, held, lifted, size_before, size_after, values, discard)
    if lifted == 1:
        return tr(
            "{who} replaced {own} {cards} with {held}: {out} went to the discard pile",
            who=who,
            own=own,
            cards=cards,
            held=held,
            out=the_card(_value(catalog, discard[0])),
        )
    if size_after == size_before - lifted + 1:  # they matched: all discarded, the row shrinks
        return tr(
            "{who} replaced {own} {cards} with {held}: they matched, and the {out} went to the discard pile",
            who=who,
            own=own,
            cards=cards,
            held=held,
            out=counted([_value(catalog, discard[0])] * lifted),
        )
    if size_after > size_before:  # a failed multi-replace with the penalty rule: lifted cards at the right end
        return tr(
            "{who} tried to replace {own} {cards} with {held}, but they did not match ({values}): they stay "
            "face up at the right end of {own} row, and {held} went face down after them",
            who=who,
            own=own,
            cards=cards,
            held=held,
            values=values,
        )
    return tr(
        "{who} tried to replace {own} {cards}, but they did not match ({values}): they stay face up where "
        "they are, and the drawn card, {card}, went to the discard pile unused",
        who=who,
        own=own,
        cards=cards,
        values=values,
        card=a_card(_value(catalog, discard[0])),
    )


def _replaced_by_reader(
    catalog: Catalog,
    cards: str,
    held: str,
    lifted: int,
    size_before: int,
    size_after: int,
    values: str,
    discard: list[str],
) -> str:
    """The reader's own replace, in sentences of its own ("You replaced your ..."), as _replace tells it."""
    if lifted == 1:
        return tr(
            "You replaced your {cards} with {held}: {out} went to the discard pile",
            cards=cards,
            held=held,
            out=the_card(_value(catalog, discard[0])),
        )
    if size_after == size_before - lifted + 1:
        return tr(
            "You replaced your {cards} with {held}: they matched, and the {out} went to the discard pile",
            cards=cards,
            held=held,
            out=counted([_value(catalog, discard[0])] * lifted),
        )
    if size_after > size_before:
        return tr(
            "You tried to replace your {cards} with {held}, but they did not match ({values}): they stay face "
            "up at the right end of your row, and {held} went face down after them",
            cards=cards,
            held=held,
            values=values,
        )
    return tr(
        "You tried to replace your {cards}, but they did not match ({values}): they stay face up where they "
        "are, and the drawn card, {card}, went to the discard pile unused",
        cards=cards,
        values=values,
        card=a_card(_value(catalog, discard[0])),
    )


def _value(catalog: Catalog, card: str) -> int:
    """A card kind's value."""
    return catalog.values[catalog.index[card]]


def _known(catalog: Catalog, card: str | None) -> int | None:
    """The value of a card the reader knows, None for one it does not."""
    return _value(catalog, card) if card else None


def _values(catalog: Catalog, cards: list[str | None]) -> str:
    """Cards the reader sees, by value: "a 4, a 6 and a 4" (a card it cannot see would be "a card")."""
    return cards_or_unknown([_value(catalog, card) if card else None for card in cards])


def power_cards(catalog: Catalog, power: str) -> str:
    """The cards with a power, from the catalog: "a 7 or an 8"."""
    values = sorted({v for v, p in zip(catalog.values, catalog.powers, strict=True) if p == power})
    cards = [a_card(v) for v in values]
    if len(cards) == 1:
        return cards[0]
    return tr("{first} or {last}", first=ptr("list", ", ").join(cards[:-1]), last=cards[-1])


def _is_index(value: Any) -> TypeGuard[int]:
    """True for a non-negative int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def explain_illegal(catalog: Catalog, state: CaboState, action: Action) -> str:
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
        return _explain_drawn(catalog, state, action, kind, seat)
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


def _explain_slot(position: Any, row: list, reason: str) -> str:
    """Why a position of a row cannot be looked at."""
    if not _is_index(position) or position >= len(row) or row[position][1]:
        return reason
    return _unlisted()
