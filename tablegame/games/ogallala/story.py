"""The history of an Ogallala game as one reader reads it: an entry per action, and the events it set off.

Everything is written from the reader's views before and after the action (`describe_for`,
`events_for`). Ogallala hides only the draw piles, so every card on the table may be named; seats are
named as `tablegame.core.words.Persons` says (the reader's own seat is "You", the others by name).
"""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, View
from tablegame.core.words import Persons, listing
from tablegame.games.ogallala.text import a_card, card_name, kind_name, with_article

HUNTING_GROUND = "the Happy Hunting Ground"
HUNTING_GROUND_FIRST = "The Happy Hunting Ground"  # starting a sentence
STOP_EXPLAINED = ("duplicate", "lasso", "archer")  # the stops a draw sets off that the draw's entry does not tell


# --- reading the views ---------------------------------------------------------------------------------------------
def canoe_at(view: View, seat: int, row: int, col: int) -> dict[str, Any] | None:
    """The canoe of `seat` holding cell (row, col) in a view, or None for an empty cell."""
    for canoe in view["seats"][seat]["canoes"]:
        if canoe["row"] == row and col in canoe["cols"]:
            return canoe
    return None


def cards_words(cards: list[str]) -> str:
    """Cards in a row, left to right: "empty bow, red paddler 3, tent"."""
    return ", ".join(card_name(c) for c in cards)


def canoe_words(canoe: dict[str, Any]) -> str:
    """A canoe's cards and what it is worth: "empty bow, red paddler 3, empty stern (strength 3, 3 points)"."""
    worth = f"{canoe['points']} points" if canoe["complete"] else "not complete"
    return f"{cards_words(canoe['cards'])} (strength {canoe['strength']}, {worth})"


def newly_completed(before: View, after: View, seat: int, row: int, col: int) -> bool:
    """True if placing a card at (row, col) newly completed its canoe (OGA-13): complete now, and its other
    cards were not already a complete canoe (before a shift, if the placement follows one)."""
    canoe = canoe_at(after, seat, row, col)
    if canoe is None or not canoe["complete"]:
        return False
    if before["shift_cell"] == [row, col]:
        return canoe["first_col"] not in before["pre_done"]
    others = [c for c in canoe["cols"] if c != col]
    return not any(old["row"] == row and old["complete"] and old["cols"] == others
                   for old in before["seats"][seat]["canoes"])


def drawn_card(after: View) -> str:
    """The card a draw took: the view records it (the axe may leave the table in the same action)."""
    card = after["last_draw"]
    return card if card is not None else "axe"


def held_words(card: str, source: str | None) -> str:
    """The held card, saying where it came from: "a red paddler 3", "the lassoed totem pole", "the booty tent"."""
    if source == "lasso":
        return f"the lassoed {card_name(card)}"
    if source == "booty":
        return f"the booty {card_name(card)}"
    return a_card(card)


# --- one entry per action --------------------------------------------------------------------------------------------
def describe_for(action: Action, names: list[str], viewer: int | None, before: View, after: View) -> str:
    """The history entry `viewer` reads about `action`: the cards it moved by name, and where they went."""
    voice = Persons(names, viewer)
    seat = action["seat"]
    who = voice.subject(seat)
    kind = action["type"]
    if kind == "draw":
        return f"{who} drew {a_card(drawn_card(after))} from pile {action['pile'] + 1}"
    if kind == "place":
        return _placed(action, voice, before, after)
    if kind == "discard":
        card = held_words(before["held"], before["held_source"])
        stops = before["held_source"] == "draw" and not before["stopped"]  # OGA-16 (d)
        ends = f", which ends {voice.own(seat)} drawing" if stops else ""
        return f"{who} discarded {card} to {HUNTING_GROUND}{ends}"
    if kind == "shift":
        row = before["seats"][seat]["grid"][action["row"]]
        pushed = [f"the {card_name(row[c])}" for c in range(action["from_col"], action["to_col"] + 1) if row[c]]
        side = "right" if action["by"] > 0 else "left"
        return (f"{who} pushed {listing(pushed)} in row {action['row'] + 1} one cell {side} to make room for "
                f"{held_words(before['held'], before['held_source'])}")
    if kind in ("lasso", "shoot"):
        target, r, c = action["target"], action["row"], action["col"]
        card = card_name(before["seats"][target]["grid"][r][c])
        spot = f"{voice.owner(target)} canoe in row {r + 1} (column {c + 1})"
        if kind == "lasso":
            return f"{who} lassoed the {card} from {spot}"
        return f"{voice.owner(seat, start=True)} archer shot the {card} in {spot}: it goes to {HUNTING_GROUND}"
    if kind == "sink":
        canoe = canoe_at(before, seat, action["row"], action["col"])
        wrecked = canoe_words(canoe) if canoe else "?"
        return (f"{voice.owner(seat, start=True)} crazy axeman wrecked {voice.own(seat)} complete canoe in row "
                f"{action['row'] + 1}: {wrecked}; its cards and the axe go to {HUNTING_GROUND}")
    if kind == "attack":
        return _attacked(action, voice, before)
    if kind == "pass":
        return _passed(before["phase"], seat, voice)
    if kind == "end_game":
        n = before["seats"][seat]["complete_canoes"]
        return f"{who} ended the game with {n} complete canoes"
    if kind == "continue":
        return f"{who} chose to play on"
    return f"{who}: {kind}"


def _placed(action: Action, voice: Persons, before: View, after: View) -> str:
    """A placement: the card, the cell, and what the canoe there is now."""
    seat, r, c = action["seat"], action["row"], action["col"]
    card = held_words(before["held"], before["held_source"])
    said = f"{voice.subject(seat)} placed {card} in row {r + 1}, column {c + 1}"
    canoe = canoe_at(after, seat, r, c)
    if canoe is None or len(canoe["cards"]) == 1:
        return f"{said}, starting a new canoe"
    their = voice.own(seat)
    if newly_completed(before, after, seat, r, c):
        return f"{said}, completing {their} canoe: {canoe_words(canoe)}"
    if canoe["complete"]:
        return f"{said}, into {their} complete canoe: {canoe_words(canoe)}"
    cards = canoe["cards"]
    at = canoe["cols"].index(c)
    beside = [f"the {card_name(cards[i])}" for i in (at - 1, at + 1) if 0 <= i < len(cards)]
    where = f"next to {beside[0]}" if len(beside) == 1 else f"between {beside[0]} and {beside[1]}"
    return f"{said}, {where} (canoe strength {canoe['strength']})"


def _attacked(action: Action, voice: Persons, before: View) -> str:
    """An attack: which canoe attacked which, and that the target canoe is lost (its cards are the events)."""
    seat, target = action["seat"], action["target"]
    own = canoe_at(before, seat, action["row"], action["col"])
    theirs = canoe_at(before, target, action["target_row"], action["target_col"])
    mine = f" (strength {own['strength']})" if own else ""
    strength = f" (strength {theirs['strength']})" if theirs else ""
    points = f" and its {theirs['points']} points" if theirs and theirs["complete"] else ""
    return (f"{voice.owner(seat, start=True)} canoe in row {action['row'] + 1}{mine} attacked "
            f"{voice.owner(target)} canoe in row {action['target_row'] + 1}{strength}: {voice.object(target)} "
            f"{voice.verb(target, 'lose')} the whole canoe{points}")


def _passed(phase: str, seat: int, voice: Persons) -> str:
    """A pass, saying what it gave up."""
    who = voice.subject(seat)
    if phase == "lasso":
        return f"{who} chose not to use the lasso thrower"
    if phase == "shoot":
        return f"{who} chose not to shoot with the archer"
    return f"{who} gave up {voice.own(seat)} attacks left this turn"


# --- the automatic events --------------------------------------------------------------------------------------------
def events_for(action: Action, names: list[str], viewer: int | None, before: View, after: View) -> list[str]:
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
        events.append(f"{voice.subject(seat)} {voice.verb(seat, 'have', 'has')} {n} complete canoes and may end the "
                      "game now, or play on")
    if after["over"] and not before["over"]:
        events += _game_over(seat, voice, after)
    return events


def _draw_events(seat: int, voice: Persons, before: View, after: View) -> list[str]:
    """Why a draw ends the drawing (or, for the crazy axe, the turn)."""
    card = drawn_card(after)
    whose = voice.owner(seat)
    if card == "axe":
        if after["phase"] == "sink" and after["current"] == seat:
            return [f"The crazy axe ends {whose} turn: {voice.object(seat)} must wreck one of "
                    f"{voice.own(seat)} complete canoes"]
        return [f"The crazy axe ends {whose} turn: {voice.object(seat)} {voice.verb(seat, 'have', 'has')} no "
                f"complete canoe to wreck, so only the axe goes to {HUNTING_GROUND}"]
    if after["current"] != seat or after["held"] is None:
        return []
    events = []
    new = [r for r in after["stop_reasons"] if r not in before["stop_reasons"]]
    if "duplicate" in new:
        kind = with_article(kind_name(card))
        events.append(f"{voice.subject(seat)} already {voice.verb(seat, 'have', 'has')} {kind} in "
                      f"{voice.own(seat)} grid: {voice.own(seat)} last draw this turn")
    if "lasso" in new:
        events.append(f"A lasso thrower ends {whose} drawing; next, {voice.object(seat)} may lasso a card "
                      "from another player's incomplete canoe")
    if "archer" in new:
        events.append(f"An archer ends {whose} drawing; next, {voice.object(seat)} may shoot an Indian in "
                      "another player's incomplete canoe")
    return events


def _attack_events(action: Action, voice: Persons, before: View, after: View) -> list[str]:
    """Where each card of the attacked canoe went: Indians to the discard pile, the rest to the attacker."""
    seat, target = action["seat"], action["target"]
    moved = after["last_attack"]
    shot = [f"the {card_name(m['card'])}" for m in moved if m["to"] == "discard"]
    booty = [f"the {card_name(m['card'])}" for m in moved if m["to"] == "booty"]
    source = f"{voice.owner(target)} canoe"
    events = []
    if shot:
        verb = "goes" if len(shot) == 1 else "go"
        events.append(f"From {source}, {listing(shot)} {verb} to {HUNTING_GROUND}")
    if booty:
        events.append(f"{voice.subject(seat)} {voice.verb(seat, 'take')} {listing(booty)} from {source} as "
                      "booty, to place or discard one at a time")
    else:
        events.append(f"{voice.subject(seat)} {voice.verb(seat, 'get')} no booty: that canoe held only Indians")
    return events


def _ability_lapsed(ability: str, after: View) -> list[str]:
    """A drawn lasso thrower or archer with nothing to act on (OGA-19, OGA-20)."""
    if after["phase"] in ("lasso", "shoot"):
        return []
    if ability == "lasso":
        return ["The lasso thrower finds nothing to take: no other player has a card in an incomplete canoe"]
    return ["The archer finds no one to shoot: no other player has an Indian in an incomplete canoe"]


def _no_attack(action: Action, voice: Persons, after: View) -> list[str]:
    """A newly completed canoe that cannot attack anyone, said once the rules have moved past the attacks."""
    if after["phase"] in ("attack", "hold", "lasso", "shoot"):
        return []
    seat = action["seat"]
    canoe = canoe_at(after, seat, action["row"], action["col"])
    if canoe is None:
        return []
    whose = voice.owner(seat, start=True)
    if canoe["strength"] == 0:
        return [f"{whose} new canoe has no Indians, so it cannot attack"]
    tribe = " and of a tribe it may attack" if after["variant"] == "advanced" else ""
    return [f"{whose} new canoe (strength {canoe['strength']}) has no target: no other player's canoe is weaker, "
            f"free of totem poles{tribe}"]


def _reshuffled(action: Action, before: View, after: View) -> str:
    """The discard pile shuffled into an empty draw pile (OGA-7)."""
    drawn = [1 if action["type"] == "draw" and action["pile"] == p else 0 for p in range(len(before["piles"]))]
    grown = [p for p, size in enumerate(after["piles"]) if size > before["piles"][p] - drawn[p]]
    left = after["reshuffles_left"]
    times = f"{left} reshuffle{'s' if left != 1 else ''} left"
    if not grown:
        return f"{HUNTING_GROUND_FIRST} was shuffled into a new draw pile ({times})"
    pile = grown[0]
    return (f"{HUNTING_GROUND_FIRST} was shuffled into a new draw pile {pile + 1} of "
            f"{after['piles'][pile]} cards ({times})")


def _game_over(seat: int, voice: Persons, after: View) -> list[str]:
    """Why the game ended (unless a seat ended it, which its own entry says), the final scores and the winners."""
    events = []
    cause = after["end_cause"]
    if cause == "five_canoes":
        n = after["seats"][seat]["complete_canoes"]
        events.append(f"{voice.subject(seat)} {voice.verb(seat, 'have', 'has')} {n} complete canoes: the game ends "
                      "by itself")
    elif cause == "no_cards":
        events.append("No card is left to draw: the game ends")
    scores = after["scores"]
    events.append("Final scores: " + ", ".join(f"{voice.subject(s)} {score}" for s, score in enumerate(scores)))
    if after["winners"]:
        best = scores[after["winners"][0]]
        winners, plain = voice.group(after["winners"])
        if len(after["winners"]) > 1:
            events.append(f"{winners} share the win with {best} points")
        else:
            events.append(f"{winners} {'win' if plain else 'wins'} with {best} points")
    return events
