"""The history one reader reads: an entry per action and per automatic event, written from its views (SFC-42).

Every entry comes from the events an action added to the view's `log` (view.py), which that view already
renders for its reader: a card drawn is named only to its drawer, the card taken and the card given in an
exchange with a player only to those two seats. The reader's own seat is "You" (with the verb to match);
an onlooker (reader None) reads names only.
"""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, View
from tablegame.core.words import Persons, listing
from tablegame.games.struggle_for_catan.catalog import EVENT_IDS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.engine import BRIGAND_LIMIT
from tablegame.games.struggle_for_catan.scoring import WIN_VP

_C = components()
EXPANSION_NAMES = dict(zip(_C.expansion_ids, _C.expansion_names, strict=True))
EVENT_NAMES = dict(zip(EVENT_IDS, _C.event_names, strict=True))
FATE_WAYS = {"left": "clockwise", "right": "counter-clockwise"}
ACTION_EVENTS = ("exchange_supply", "exchange_market", "exchange_player", "give", "guild_steal", "build",
                 "end_trade", "end_build", "discard", "market_day", "pass")  # the log's entry of the action itself


def new_events(before: View, after: View) -> list[dict[str, Any]]:
    """The log events one action added: the view's log keeps the previous turn and this one, so when a turn
    begins the entries before the ending turn's start are dropped from its front (engine.start_turn)."""
    old = before.get("log") or []
    kept = len(old)
    if after.get("turn_number") != before.get("turn_number"):
        starts = [i for i, e in enumerate(old) if e["event"] == "turn"]
        kept -= starts[-1] if starts else 0
    return list((after.get("log") or [])[kept:])


def cards(counts: dict[str, int]) -> str:
    """{"wool": 3, "ore": 1} -> "ore, 3 wool" (catalog order); "nothing" when empty."""
    parts = [f"{counts[r]} {r}" if counts[r] > 1 else r for r in RESOURCE_IDS if counts.get(r, 0) > 0]
    return ", ".join(parts) or "nothing"


def a_card(resource: str | None) -> str:
    """"an ore", "a wool", or "a card" when the reader may not know it."""
    if not resource:
        return "a card"
    return f"an {resource}" if resource[:1] in "aeiou" else f"a {resource}"


def plural(n: int, word: str) -> str:
    """2, "card" -> "2 cards"."""
    return f"{n} {word}{'' if n == 1 else 's'}"


# --- the action's own entry ----------------------------------------------------------------------------
def describe_for(action: Action, names: list[str], viewer: int | None, before: View, after: View) -> str:
    """The entry `viewer` reads about `action`: the log event the action made, in words."""
    reader = Persons(names, viewer)
    own = next((e for e in new_events(before, after) if e["event"] in ACTION_EVENTS), None)
    if own is None:  # a view without the action's event (never from the rules' own views)
        return f"{reader.subject(action['seat'])}: {action['type'].replace('_', ' ')}"
    return event_line(own, reader, after)


def event_line(e: dict[str, Any], r: Persons, after: View) -> str:
    """One event of the view's log as a sentence for this reader."""
    kind = e["event"]
    seat: int = e.get("seat", -1)
    if kind == "exchange_supply":
        drew = f" and {r.verb(seat, 'draw')} {a_card(e.get('drew'))}"
        return f"{r.says(seat, 'exchange')} {a_card(e['give'])} with the supply{drew}"
    if kind == "exchange_market":
        return f"{r.says(seat, 'exchange')} {a_card(e['give'])} for {a_card(e['take'])} at the market"
    if kind == "market_day":
        return f"{r.says(seat, 'exchange')} {a_card(e['give'])} for {a_card(e['take'])} (Market Day)"
    if kind == "exchange_player":
        target = e["target"]
        if e.get("chosen"):
            return (f"{r.says(seat, 'look')} at {r.owner(target)} hand and "
                    f"{r.verb(seat, 'take')} {a_card(e.get('took'))} (Library)")
        return f"{r.says(seat, 'take')} {a_card(e.get('took'))} at random from {r.object(target)}"
    if kind == "give":
        return f"{r.says(seat, 'give')} {a_card(e.get('resource'))} back to {r.object(e['target'])}"
    if kind == "guild_steal":
        return (f"{r.says(seat, 'take')} {a_card(e.get('resource'))} at random from "
                f"{r.object(e['target'])} (Merchant Guild)")
    if kind == "build":
        return build_line(e, r, after)
    if kind == "end_trade":
        return f"{r.says(seat, 'end')} trading"
    if kind == "end_build":
        return f"{r.says(seat, 'end')} building"
    if kind == "discard":
        return f"{r.says(seat, 'discard')} {cards(e['resources'])} (Brigand Attack)"
    if kind == "pass":
        return f"{r.says(seat, 'pass')} (Market Day: no exchange)"
    return ""


def build_line(e: dict[str, Any], r: Persons, after: View) -> str:
    """A build: what it made, where, what it cost and where a taken road or knight came from."""
    seat, building = e["seat"], e["building"]
    pay = f" paying {cards(e['pay'])}"
    if building in ("road", "knight"):
        stack = after["tableaux"][seat][building + "s"]
        side = f" ({stack[-1]} side)" if stack else ""
        taken = f", taking {r.owner(e['taken_from'])} top {building}" if "taken_from" in e else ""
        return f"{r.says(seat, 'build')} a {building}{side}{pay}{taken}"
    if building == "settlement":
        flip = f" and {r.verb(seat, 'turn')} the destiny card" if e.get("flip") else ""
        return f"{r.says(seat, 'build')} a settlement{pay}{flip}"
    if building == "city":
        return f"{r.says(seat, 'turn')} a settlement into a city{pay}"
    estate = after["tableaux"][seat]["estates"][e["estate"]]
    city = EVENT_NAMES.get(estate.get("event", ""), "")
    return f"{r.says(seat, 'build')} a {EXPANSION_NAMES[e['card']]} on {r.own(seat)} {city} city{pay}"


# --- the automatic events ------------------------------------------------------------------------------
def events_for(action: Action, names: list[str], viewer: int | None, before: View, after: View) -> list[str]:
    """The automatic events the action set off, one entry each: draws (named only to the drawer), a reshuffle,
    a city's event and who must answer it, the destiny card turning, a Library look, the win."""
    r = Persons(names, viewer)
    events = new_events(before, after)
    out: list[str] = []
    i = 0
    while i < len(events):
        e = events[i]
        kind = e["event"]
        if kind == "draw":  # one entry for a draw phase, after a reshuffle it needed
            seat, drawn = e["seat"], []
            while i < len(events) and (events[i]["event"] == "reshuffle" or
                                       (events[i]["event"] == "draw" and events[i]["seat"] == seat)):
                if events[i]["event"] == "reshuffle":
                    out.append(_reshuffle_line(events[i]))
                else:
                    drawn.append(events[i]["resource"])
                i += 1
            out.append(_draw_line(r, seat, drawn))
            continue
        if kind == "reveal":
            out.extend(_reveal_lines(e, r, after))
        elif kind == "fate":
            out.append(f"The destiny card turns to {e['side']}: roads and knights are now taken "
                       f"{FATE_WAYS[e['side']]}")
        elif kind == "reshuffle":
            out.append(_reshuffle_line(e))
        elif kind == "win":
            out.append(f"{r.says(e['seat'], 'have', 'has')} {WIN_VP} VP and {r.verb(e['seat'], 'win')}!")
        i += 1
    out.extend(_library_look(r, before, after))
    return out


def _reshuffle_line(e: dict[str, Any]) -> str:
    """The discard pile shuffled into a new deck (SFC-24)."""
    return f"The discard pile ({plural(e['cards'], 'card')}) is shuffled into a new deck"


def _draw_line(r: Persons, seat: int, drawn: list[str | None]) -> str:
    """A draw phase in one entry: the cards named to the drawer, their number to everyone else."""
    if drawn and all(drawn):
        counts: dict[str, int] = {}
        for resource in drawn:
            assert resource is not None
            counts[resource] = counts.get(resource, 0) + 1
        return f"{r.says(seat, 'draw')} {cards(counts)}"
    return f"{r.says(seat, 'draw')} {plural(len(drawn), 'card')}"


def _reveal_lines(e: dict[str, Any], r: Persons, after: View) -> list[str]:
    """The city's event turned face up, and who must answer it now."""
    city_event = e["city_event"]
    lines = [f"{r.owner(e['seat'], start=True)} new city shows {EVENT_NAMES[city_event]}"]
    pending = after.get("pending") or {}
    if after.get("phase") == "over":
        return lines
    if city_event == "brigand":
        due = pending.get("due") if pending.get("kind") == "discard" else []
        if due:
            who = listing([f"{r.subject(d['seat'])} must discard {plural(d['count'], 'card')}" for d in due])
            lines.append(f"Brigand Attack: {who} (hands of more than {BRIGAND_LIMIT} cards lose half)")
        else:
            lines.append(f"Brigand Attack: nobody holds more than {BRIGAND_LIMIT} cards, nobody discards")
    elif pending.get("kind") == "market_day":
        first = pending["due"][0] if pending.get("due") else e["seat"]
        lines.append(f"Market Day: each player in turn, starting with {r.object(first)}, may exchange a card "
                     "with the market")
    return lines


def _library_look(r: Persons, before: View, after: View) -> list[str]:
    """A Library owner's turn began: it sees every opponent's hand (SFC-43), named only to that owner."""
    seen = after.get("opponent_hands")
    if r.reader is None or not seen or after.get("turn_number") == before.get("turn_number"):
        return []
    hands = [f"{r.says(s, 'hold')} {cards(hand)}" for s, hand in enumerate(seen) if hand is not None]
    return [f"Library: you see every hand — {'; '.join(hands)}"]

