"""The history of an Ogallala game as one reader reads it: an entry per action, and the events it set off.

Everything is written from the reader's views before and after the action (`describe_for`, `events_for`);
`describe` tells an action from its own fields only. Ogallala hides only the draw piles, so every card on the
table may be named; seats are named as `tablegame.core.words.Persons` says (the reader's own seat is "You", the
others by name). Every sentence is one whole template (tablegame.i18n), with a template of its own where
English says "You have" and "Mina has".
"""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, Moment
from tablegame.core.words import Persons, listing
from tablegame.games.ogallala.terms import a_card, a_kind, card_name, the_card
from tablegame.games.ogallala.view_types import OgCanoe, OgView, card_at, held_card
from tablegame.i18n import N_, ntr, ptr, tr

STOP_EXPLAINED = ("duplicate", "lasso", "archer")  # the stops a draw sets off that the draw's entry does not tell
# Why a turn ended, by the first stop of its drawing (OGA-16); the crazy axe's own event already says it.
TURN_OVER = {
    "completed": N_("{whose} turn is over: completing a canoe ended the drawing"),
    "discarded": N_("{whose} turn is over: discarding the drawn card ended the drawing"),
    "duplicate": N_("{whose} turn is over: drawing a kind already in the grid ended the drawing"),
    "lasso": N_("{whose} turn is over: the lasso thrower ended the drawing"),
    "archer": N_("{whose} turn is over: the archer ended the drawing"),
}


def _cell(r: Any, c: Any) -> str:
    """A cell as people count it ("row 2, column 5"), or the fields as given when they are not numbers."""
    if isinstance(r, int) and isinstance(c, int):
        return tr("row {row}, column {col}", row=r + 1, col=c + 1)
    return f"({r}, {c})"


def describe(action: dict[str, Any], names: list[str] | None = None) -> str:
    """One line for an action from its own fields, in the history's words without its cards (describe_for names
    them from the views): "Mina placed the held card in row 2, column 5"."""
    persons = Persons(names, None)
    who = persons.subject(action.get("seat", 0))
    whose, target = persons.owner(action.get("seat", 0), start=True), persons.owner(action.get("target"))
    kind = action.get("type")
    r, c = action.get("row"), action.get("col")
    if kind == "draw":
        return tr("{who} drew a card from pile {pile}", who=who, pile=action["pile"] + 1)
    if kind == "place":
        return tr("{who} placed the held card in {cell}", who=who, cell=_cell(r, c))
    if kind == "discard":
        return tr("{who} discarded the held card to the Happy Hunting Ground", who=who)
    if kind == "shift":
        first, last, row = action["from_col"] + 1, action["to_col"] + 1, action["row"] + 1
        if action["by"] > 0:
            return tr(
                "{who} pushed columns {first}-{last} of row {row} one cell right to make room",
                who=who,
                first=first,
                last=last,
                row=row,
            )
        return tr(
            "{who} pushed columns {first}-{last} of row {row} one cell left to make room",
            who=who,
            first=first,
            last=last,
            row=row,
        )
    if kind == "lasso":
        return tr("{who} lassoed a card from {whose} canoe in {cell}", who=who, whose=target, cell=_cell(r, c))
    if kind == "shoot":
        return tr(
            "{whose} archer shot an Indian in {target} canoe in {cell}", whose=whose, target=target, cell=_cell(r, c)
        )
    if kind == "sink":
        return tr(
            "{whose} crazy axeman wrecked their complete canoe in row {row}",
            whose=whose,
            row=r + 1 if isinstance(r, int) else r,
        )
    if kind == "attack":
        return tr(
            "{whose} canoe in {cell} attacked {target} canoe in {target_cell}",
            whose=whose,
            cell=_cell(r, c),
            target=target,
            target_cell=_cell(action["target_row"], action["target_col"]),
        )
    if kind == "pass":
        return tr("{who} passed", who=who)
    if kind == "end_game":
        return tr("{who} ended the game", who=who)
    if kind == "continue":
        return tr("{who} chose to play on", who=who)
    return f"{who}: {kind}"


# --- reading the views ---------------------------------------------------------------------------------------------
def canoe_at(view: OgView, seat: int, row: int, col: int) -> OgCanoe | None:
    """The canoe of `seat` holding cell (row, col) in a view, or None for an empty cell."""
    for canoe in view["seats"][seat]["canoes"]:
        if canoe["row"] == row and col in canoe["cols"]:
            return canoe
    return None


def cards_words(cards: list[str]) -> str:
    """Cards in a row, left to right: "empty bow, red paddler 3, tent"."""
    return ptr("list", ", ").join(card_name(c) for c in cards)


def canoe_words(canoe: OgCanoe) -> str:
    """A canoe's cards and what it is worth: "empty bow, red paddler 3, empty stern (strength 3, 3 points)"."""
    cards = cards_words(canoe["cards"])
    if canoe["complete"]:
        return tr(
            "{cards} (strength {strength}, {points} points)",
            cards=cards,
            strength=canoe["strength"],
            points=canoe["points"],
        )
    return tr("{cards} (strength {strength}, not complete)", cards=cards, strength=canoe["strength"])


def newly_completed(before: OgView, after: OgView, seat: int, row: int, col: int) -> bool:
    """True if placing a card at (row, col) newly completed its canoe (OGA-13): complete now, and its other
    cards were not already a complete canoe (before a shift, if the placement follows one)."""
    canoe = canoe_at(after, seat, row, col)
    if canoe is None or not canoe["complete"]:
        return False
    if before["shift_cell"] == [row, col]:
        return canoe["first_col"] not in before["pre_done"]
    others = [c for c in canoe["cols"] if c != col]
    return not any(
        old["row"] == row and old["complete"] and old["cols"] == others for old in before["seats"][seat]["canoes"]
    )


def drawn_card(after: OgView) -> str:
    """The card a draw took: the view records it (the axe may leave the table in the same action)."""
    card = after["last_draw"]
    return card if card is not None else "axe"


def held_words(card: str, source: str | None) -> str:
    """The held card, saying where it came from: "a red paddler 3", "the lassoed totem pole", "the booty tent"."""
    if source == "lasso":
        return tr("the lassoed {card}", card=card_name(card))
    if source == "booty":
        return tr("the booty {card}", card=card_name(card))
    return a_card(card)


def _spot(voice: Persons, seat: int, row: int, col: int) -> str:
    """A card's place in a seat's canoe: "Mina's canoe in row 2 (column 4)"."""
    return tr("{whose} canoe in row {row} (column {col})", whose=voice.owner(seat), row=row + 1, col=col + 1)


# --- one entry per action --------------------------------------------------------------------------------------------
def describe_for(action: Action, names: list[str], viewer: int | None, before: OgView, after: OgView) -> str:
    """The history entry `viewer` reads about `action`: the cards it moved by name, and where they went."""
    voice = Persons(names, viewer)
    seat = action["seat"]
    who = voice.subject(seat)
    kind = action["type"]
    if kind == "draw":
        return tr(
            "{who} drew {card} from pile {pile}", who=who, card=a_card(drawn_card(after)), pile=action["pile"] + 1
        )
    if kind == "place":
        return _placed(action, voice, before, after)
    if kind == "discard":
        card = held_words(held_card(before), before["held_source"])
        if before["held_source"] == "draw" and not before["stopped"]:  # OGA-16 (d)
            return tr(
                "{who} discarded {card} to the Happy Hunting Ground, which ends {own} drawing",
                who=who,
                card=card,
                own=voice.own(seat),
            )
        return tr("{who} discarded {card} to the Happy Hunting Ground", who=who, card=card)
    if kind == "shift":
        row = before["seats"][seat]["grid"][action["row"]]
        pushed = listing([the_card(card) for card in row[action["from_col"] : action["to_col"] + 1] if card])
        held = held_words(held_card(before), before["held_source"])
        if action["by"] > 0:
            return tr(
                "{who} pushed {cards} in row {row} one cell right to make room for {held}",
                who=who,
                cards=pushed,
                row=action["row"] + 1,
                held=held,
            )
        return tr(
            "{who} pushed {cards} in row {row} one cell left to make room for {held}",
            who=who,
            cards=pushed,
            row=action["row"] + 1,
            held=held,
        )
    if kind in ("lasso", "shoot"):
        target, r, c = action["target"], action["row"], action["col"]
        card = the_card(card_at(before, target, r, c))
        spot = _spot(voice, target, r, c)
        if kind == "lasso":
            return tr("{who} lassoed {card} from {spot}", who=who, card=card, spot=spot)
        return tr(
            "{whose} archer shot {card} in {spot}: it goes to the Happy Hunting Ground",
            whose=voice.owner(seat, start=True),
            card=card,
            spot=spot,
        )
    if kind == "sink":
        canoe = canoe_at(before, seat, action["row"], action["col"])
        return tr(
            "{whose} crazy axeman wrecked {own} complete canoe in row {row}: {cards}; its cards and the axe "
            "go to the Happy Hunting Ground",
            whose=voice.owner(seat, start=True),
            own=voice.own(seat),
            row=action["row"] + 1,
            cards=canoe_words(canoe) if canoe else "?",
        )
    if kind == "attack":
        return _attacked(action, voice, before)
    if kind == "pass":
        return _passed(before["phase"], seat, voice)
    if kind == "end_game":
        return tr(
            "{who} ended the game with {count} complete canoes", who=who, count=before["seats"][seat]["complete_canoes"]
        )
    if kind == "continue":
        return tr("{who} chose to play on", who=who)
    return f"{who}: {kind}"


def _placed(action: Action, voice: Persons, before: OgView, after: OgView) -> str:
    """A placement: the card, the cell, and what the canoe there is now."""
    seat, r, c = action["seat"], action["row"], action["col"]
    said = {
        "who": voice.subject(seat),
        "card": held_words(held_card(before), before["held_source"]),
        "row": r + 1,
        "col": c + 1,
    }
    canoe = canoe_at(after, seat, r, c)
    if canoe is None or len(canoe["cards"]) == 1:
        return tr("{who} placed {card} in row {row}, column {col}, starting a new canoe", **said)
    if newly_completed(before, after, seat, r, c):
        return tr(
            "{who} placed {card} in row {row}, column {col}, completing {own} canoe: {canoe}",
            **said,
            own=voice.own(seat),
            canoe=canoe_words(canoe),
        )
    if canoe["complete"]:
        return tr(
            "{who} placed {card} in row {row}, column {col}, into {own} complete canoe: {canoe}",
            **said,
            own=voice.own(seat),
            canoe=canoe_words(canoe),
        )
    cards = canoe["cards"]
    at = canoe["cols"].index(c)
    beside = [the_card(cards[i]) for i in (at - 1, at + 1) if 0 <= i < len(cards)]
    if len(beside) == 1:
        return tr(
            "{who} placed {card} in row {row}, column {col}, next to {other} (canoe strength {strength})",
            **said,
            other=beside[0],
            strength=canoe["strength"],
        )
    return tr(
        "{who} placed {card} in row {row}, column {col}, between {left} and {right} (canoe strength {strength})",
        **said,
        left=beside[0],
        right=beside[1],
        strength=canoe["strength"],
    )


def _attacked(action: Action, voice: Persons, before: OgView) -> str:
    """An attack: which canoe attacked which, and that the target canoe is lost (its cards are the events)."""
    seat, target = action["seat"], action["target"]
    own = canoe_at(before, seat, action["row"], action["col"])
    theirs = canoe_at(before, target, action["target_row"], action["target_col"])
    said = {
        "whose": voice.owner(seat, start=True),
        "row": action["row"] + 1,
        "mine": own["strength"] if own else "?",
        "target": voice.owner(target),
        "target_row": action["target_row"] + 1,
        "theirs": theirs["strength"] if theirs else "?",
    }
    complete = theirs is not None and theirs["complete"]
    if voice.is_reader(target):
        if complete:
            return tr(
                "{whose} canoe in row {row} (strength {mine}) attacked {target} canoe in row {target_row} "
                "(strength {theirs}): you lose the whole canoe and its {points} points",
                **said,
                points=theirs["points"] if theirs else 0,
            )
        return tr(
            "{whose} canoe in row {row} (strength {mine}) attacked {target} canoe in row {target_row} "
            "(strength {theirs}): you lose the whole canoe",
            **said,
        )
    if complete:
        return tr(
            "{whose} canoe in row {row} (strength {mine}) attacked {target} canoe in row {target_row} "
            "(strength {theirs}): {loser} loses the whole canoe and its {points} points",
            **said,
            loser=voice.object(target),
            points=theirs["points"] if theirs else 0,
        )
    return tr(
        "{whose} canoe in row {row} (strength {mine}) attacked {target} canoe in row {target_row} "
        "(strength {theirs}): {loser} loses the whole canoe",
        **said,
        loser=voice.object(target),
    )


def _passed(phase: str, seat: int, voice: Persons) -> str:
    """A pass, saying what it gave up."""
    who = voice.subject(seat)
    if phase == "lasso":
        return tr("{who} chose not to use the lasso thrower", who=who)
    if phase == "shoot":
        return tr("{who} chose not to shoot with the archer", who=who)
    return tr("{who} gave up {own} attacks left this turn", who=who, own=voice.own(seat))


# --- the automatic events --------------------------------------------------------------------------------------------
def events_for(action: Action, names: list[str], viewer: int | None, before: OgView, after: OgView) -> list[str]:
    """What the rules did by themselves after `action`, one entry each, in the order it happened."""
    voice = Persons(names, viewer)
    seat = action["seat"]
    kind = action["type"]
    events: list[str] = []
    if kind == "draw":
        events += _draw_events(seat, voice, before, after)
    if kind == "attack":
        events += _attack_events(action, voice, before, after)
    if kind in ("place", "discard") and before["held_source"] == "draw" and before["ability"]:
        events += _ability_lapsed(before["ability"], after)
    if kind == "place" and newly_completed(before, after, seat, action["row"], action["col"]):
        events += _no_attack(action, voice, after)
    if after["reshuffles_left"] < before["reshuffles_left"]:
        events.append(_reshuffled(action, before, after))
    if after["phase"] == "end" and before["phase"] != "end":
        n = after["seats"][seat]["complete_canoes"]
        if voice.is_reader(seat):
            events.append(tr("You have {count} complete canoes and may end the game now, or play on", count=n))
        else:
            events.append(
                tr(
                    "{who} has {count} complete canoes and may end the game now, or play on",
                    who=voice.subject(seat),
                    count=n,
                )
            )
    if after["over"] and not before["over"]:
        events += _game_over(seat, voice, after)
    elif after["current"] != seat:
        events += _turn_over(action, voice, before, after)
    return events


def _turn_over(action: Action, voice: Persons, before: OgView, after: OgView) -> list[str]:
    """Why the turn that `action` ended is over: what stopped its drawing (OGA-16), the stops of this very action
    included; nothing more for the crazy axe, whose own event says it."""
    seat, kind = action["seat"], action["type"]
    stops = list(before["stop_reasons"])
    drawn = before["held_source"] == "draw"
    if kind == "place" and drawn and newly_completed(before, after, seat, action["row"], action["col"]):
        stops.append("completed")
    if kind == "discard" and drawn:
        stops.append("discarded")
    if kind == "draw" or (stops and stops[0] == "axe"):
        return []
    whose = voice.owner(seat, start=True)
    if stops and stops[0] in TURN_OVER:
        return [tr(TURN_OVER[stops[0]], whose=whose)]
    return [tr("{whose} turn is over", whose=whose)]


def _draw_events(seat: int, voice: Persons, before: OgView, after: OgView) -> list[str]:
    """Why a draw ends the drawing (or, for the crazy axe, the turn)."""
    card = drawn_card(after)
    whose = voice.owner(seat)
    if card == "axe":
        if after["phase"] == "sink" and after["current"] == seat:
            return [
                tr(
                    "The crazy axe ends {whose} turn: {who} must wreck one of {own} complete canoes",
                    whose=whose,
                    who=voice.object(seat),
                    own=voice.own(seat),
                )
            ]
        if voice.is_reader(seat):
            return [
                tr(
                    "The crazy axe ends your turn: you have no complete canoe to wreck, so only the axe goes to "
                    "the Happy Hunting Ground"
                )
            ]
        return [
            tr(
                "The crazy axe ends {whose} turn: {who} has no complete canoe to wreck, so only the axe goes to "
                "the Happy Hunting Ground",
                whose=whose,
                who=voice.object(seat),
            )
        ]
    if after["current"] != seat or after["held"] is None:
        return []
    events = []
    new = [r for r in after["stop_reasons"] if r not in before["stop_reasons"]]
    if "duplicate" in new:
        if voice.is_reader(seat):
            events.append(tr("You already have {kind} in your grid: your last draw this turn", kind=a_kind(card)))
        else:
            events.append(
                tr(
                    "{who} already has {kind} in their grid: their last draw this turn",
                    who=voice.subject(seat),
                    kind=a_kind(card),
                )
            )
    if "lasso" in new:
        events.append(
            tr(
                "A lasso thrower ends {whose} drawing; next, {who} may lasso a card from another player's "
                "incomplete canoe",
                whose=whose,
                who=voice.object(seat),
            )
        )
    if "archer" in new:
        events.append(
            tr(
                "An archer ends {whose} drawing; next, {who} may shoot an Indian in another player's incomplete canoe",
                whose=whose,
                who=voice.object(seat),
            )
        )
    return events


def _attack_events(action: Action, voice: Persons, before: OgView, after: OgView) -> list[str]:
    """Where each card of the attacked canoe went: Indians to the discard pile, the rest to the attacker."""
    seat, target = action["seat"], action["target"]
    moved = after["last_attack"]
    shot = [the_card(m["card"]) for m in moved if m["to"] == "discard"]
    booty = [the_card(m["card"]) for m in moved if m["to"] == "booty"]
    source = tr("{whose} canoe", whose=voice.owner(target))
    events = []
    if shot:
        events.append(
            ntr(
                "From {source}, {cards} goes to the Happy Hunting Ground",
                "From {source}, {cards} go to the Happy Hunting Ground",
                len(shot),
                source=source,
                cards=listing(shot),
            )
        )
    you = voice.is_reader(seat)
    if booty:
        if you:
            events.append(
                tr(
                    "You take {cards} from {source} as booty, to place or discard one at a time",
                    cards=listing(booty),
                    source=source,
                )
            )
        else:
            events.append(
                tr(
                    "{who} takes {cards} from {source} as booty, to place or discard one at a time",
                    who=voice.subject(seat),
                    cards=listing(booty),
                    source=source,
                )
            )
    elif you:
        events.append(tr("You get no booty: that canoe held only Indians"))
    else:
        events.append(tr("{who} gets no booty: that canoe held only Indians", who=voice.subject(seat)))
    return events


def _ability_lapsed(ability: str, after: OgView) -> list[str]:
    """A drawn lasso thrower or archer with nothing to act on (OGA-19, OGA-20)."""
    if after["phase"] in ("lasso", "shoot"):
        return []
    if ability == "lasso":
        return [tr("The lasso thrower finds nothing to take: no other player has a card in an incomplete canoe")]
    return [tr("The archer finds no one to shoot: no other player has an Indian in an incomplete canoe")]


def _no_attack(action: Action, voice: Persons, after: OgView) -> list[str]:
    """A newly completed canoe that cannot attack anyone, said once the rules have moved past the attacks."""
    if after["phase"] in ("attack", "hold", "lasso", "shoot"):
        return []
    seat = action["seat"]
    canoe = canoe_at(after, seat, action["row"], action["col"])
    if canoe is None:
        return []
    whose = voice.owner(seat, start=True)
    if canoe["strength"] == 0:
        return [tr("{whose} new canoe has no Indians, so it cannot attack", whose=whose)]
    if after["variant"] == "advanced":
        return [
            tr(
                "{whose} new canoe (strength {strength}) has no target: no other player's canoe is weaker, free "
                "of totem poles and of a tribe it may attack",
                whose=whose,
                strength=canoe["strength"],
            )
        ]
    return [
        tr(
            "{whose} new canoe (strength {strength}) has no target: no other player's canoe is weaker, free of "
            "totem poles",
            whose=whose,
            strength=canoe["strength"],
        )
    ]


def _reshuffled(action: Action, before: OgView, after: OgView) -> str:
    """The discard pile shuffled into an empty draw pile (OGA-7)."""
    drawn = [1 if action["type"] == "draw" and action["pile"] == p else 0 for p in range(len(before["piles"]))]
    grown = [p for p, size in enumerate(after["piles"]) if size > before["piles"][p] - drawn[p]]
    left = after["reshuffles_left"]
    times = ntr("{count} reshuffle left", "{count} reshuffles left", left)
    if not grown:
        return tr("The Happy Hunting Ground was shuffled into a new draw pile ({times})", times=times)
    pile = grown[0]
    return tr(
        "The Happy Hunting Ground was shuffled into a new draw pile {pile} of {size} cards ({times})",
        pile=pile + 1,
        size=after["piles"][pile],
        times=times,
    )


def _game_over(seat: int, voice: Persons, after: OgView) -> list[str]:
    """Why the game ended (unless a seat ended it, which its own entry says), the final scores and the winners."""
    events = []
    cause = after["end_cause"]
    if cause == "five_canoes":
        n = after["seats"][seat]["complete_canoes"]
        if voice.is_reader(seat):
            events.append(tr("You have {count} complete canoes: the game ends by itself", count=n))
        else:
            events.append(
                tr("{who} has {count} complete canoes: the game ends by itself", who=voice.subject(seat), count=n)
            )
    elif cause == "no_cards":
        events.append(tr("No card is left to draw: the game ends"))
    scores = after["scores"]
    each = ptr("list", ", ").join(
        ptr("score", "{who} {score}", who=voice.subject(s), score=score) for s, score in enumerate(scores)
    )
    events.append(tr("Final scores: {scores}", scores=each))
    winners = after["winners"]
    if winners:
        best = scores[winners[0]]
        if len(winners) > 1:
            group = listing([voice.subject(winners[0]), *(voice.object(s) for s in winners[1:])])
            events.append(tr("{winners} share the win with {points} points", winners=group, points=best))
        elif voice.is_reader(winners[0]):
            events.append(tr("You win with {points} points", points=best))
        else:
            events.append(tr("{who} wins with {points} points", who=voice.subject(winners[0]), points=best))
    return events


# --- the big moments --------------------------------------------------------------------------------------------------
def moment_for(action: Action, names: list[str], viewer: int | None, before: OgView, after: OgView) -> Moment | None:
    """An attack (a whole canoe lost) or the crazy axe (a turn cut short, a canoe wrecked), in the history's words."""
    kind = action["type"]
    if kind not in ("attack", "sink") and not (kind == "draw" and drawn_card(after) == "axe"):
        return None
    voice = Persons(names, viewer)
    said = describe_for(action, names, viewer, before, after)
    if kind == "attack":
        return Moment(tr("Attack!"), (said, *_attack_events(action, voice, before, after)))
    if kind == "draw":
        return Moment(tr("The crazy axe!"), (said, *_draw_events(action["seat"], voice, before, after)))
    return Moment(tr("The crazy axe!"), (said,))
