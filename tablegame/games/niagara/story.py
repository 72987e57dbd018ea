"""Niagara's history: the entry a reader gets for each action and for every automatic event it set off.

Every sentence is written from the reader's own views before and after the action (the view's
`last_events` are public facts only), so it can name only what that reader may know: another seat's
chosen card stays "a card" until it is turned up. The reader's own seat is "You" ("You chose your 4",
"Your canoe 1 ..."); every other seat, and every seat for an onlooker, goes by its name.
"""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, View
from tablegame.core.words import Persons, listing
from tablegame.games.niagara.board import DOCK_NAME, FALLS_NAME
from tablegame.games.niagara.catalog import catalog

_CAT = catalog()
GEM_NAMES = dict(zip(_CAT.colours, _CAT.gem_names, strict=True))
CARD_COUNT = len(_CAT.cards)


def canoe_of(voice: Persons, seat: int, boat: int, start: bool = True) -> str:
    """"Your canoe 1", "Mina's canoe 2"."""
    return f"{voice.owner(seat, start)} canoe {boat + 1}"


def gem(colour: str | None) -> str:
    """A gem's name: "amber"."""
    return GEM_NAMES.get(colour or "", "gem")


def a_gem(colour: str | None) -> str:
    """"an amethyst", "a ruby"."""
    name = gem(colour)
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


def place(slot: str) -> str:
    """"the dock", "slot 3", "the falls"."""
    if slot == DOCK_NAME:
        return "the dock"
    if slot == FALLS_NAME:
        return "the falls"
    return f"slot {slot}"


def card_name(card: Any) -> str:
    """A paddle card after a seat's name: "5", "the cloud"."""
    return "the cloud" if card == "cloud" else str(card)


def signed(value: int) -> str:
    """A weather value as the track shows it: "+2", "0", "−1"."""
    return f"+{value}" if value > 0 else ("0" if value == 0 else f"−{-value}")


def weather_words(value: int) -> str:
    """A weather space with its name: "+1 (cloudy)", "0"."""
    label = _CAT.weather_labels.get(str(value))
    return f"{signed(value)} ({label})" if label else signed(value)


def plural(count: int, word: str) -> str:
    """"1 gem", "3 gems"."""
    return f"{count} {word}{'s' * (count != 1)}"


# --- the action's own entry ---------------------------------------------------------------------------------
def describe_for(action: Action, names: list[str], viewer: int | None, before: View, after: View) -> str:
    """The entry `viewer` reads about `action`, from its views before and after it."""
    voice = Persons(names, viewer)
    seat, kind = action["seat"], action["type"]
    who = voice.subject(seat)
    if kind == "choose":
        if seat == viewer:  # the chooser knows its own card; nobody else does until it is turned up
            return f"You chose {'the cloud' if action['card'] == 'cloud' else 'your ' + str(action['card'])}"
        return f"{who} chose a card"
    if kind == "weather":
        old = before["weather"]
        return (f"{who} played the cloud and moved the weather marker from {weather_words(old)} "
                f"to {weather_words(old + action['delta'])}")
    if kind == "end_move":
        turn = before["turn"] or {}
        moved = turn.get("moved", [False, False])
        docked = [b for b, boat in enumerate(before["boats"][seat]) if boat["at"] == DOCK_NAME and not moved[b]]
        which = f"canoe {docked[0] + 1}" if len(docked) == 1 else "a canoe"
        return f"{who} kept {which} at the dock and ended the turn"
    if kind in ("recover", "pass"):
        return _recovery_words(voice, action, before)
    if kind == "move":
        return _move_words(voice, action, before)
    return f"{who} acted"


def _lost_canoe(before: View, seat: int) -> int:
    """The canoe a recovery brings back: the lowest-numbered lost one (NIA-34)."""
    lost = [b for b, boat in enumerate(before["boats"][seat]) if boat["at"] == FALLS_NAME]
    return lost[0] if lost else 0


def _recovery_words(voice: Persons, action: Action, before: View) -> str:
    seat = action["seat"]
    boat = _lost_canoe(before, seat)
    if action["type"] == "pass":
        return f"{voice.subject(seat)} left canoe {boat + 1} at the falls and kept the gems at home"
    pay = action["pay"]
    if pay is None:
        return f"{canoe_of(voice, seat, boat)} came back to the dock for free (no canoe and no gems left)"
    return (f"{voice.subject(seat)} paid {a_gem(pay)} from home back to its site and got canoe {boat + 1} back "
            "at the dock")


def _op_words(load: dict[str, Any], carried: str | None) -> str:
    """A gem operation as a verb phrase: "loaded an amber", "dropped its ruby", "swapped its ruby for a diamond"."""
    if load["op"] == "load":
        return f"loaded {a_gem(load['colour'])}"
    if load["op"] == "unload":
        return f"dropped its {gem(carried)}"
    return f"swapped its {gem(carried)} for {a_gem(load['colour'])}"


def _move_words(voice: Persons, action: Action, before: View) -> str:
    seat, number = action["seat"], action["boat"]
    boat = before["boats"][seat][number]
    start, to, carried = boat["at"], action["to"], boat["gem"]
    canoe = canoe_of(voice, seat, number)
    arm = f" (arm {action['arm']})" if action.get("arm") else ""
    load = action.get("load")
    victim = action.get("steal_from")
    if victim is not None:
        robbed = before["boats"][victim][action["steal_boat"]]
        return (f"{canoe} paddled up from {place(start)} to {place(to)} and took the {gem(robbed['gem'])} from "
                f"{canoe_of(voice, victim, action['steal_boat'], start=False)}")
    if load is None:
        return f"{canoe} paddled from {place(start)} to {place(to)}{arm}"
    at = start if load["when"] == "start" else to
    site = f" at the {gem(site_at(before, at))} site" if load["op"] == "unload" else ""  # where it was left
    op = _op_words(load, carried) + site
    if to == start:
        return f"{canoe} stayed on {place(to)} and {op}"
    if load["when"] == "start":
        return f"{canoe} {op} on {place(start)}, then paddled to {place(to)}{arm}"
    return f"{canoe} paddled from {place(start)} to {place(to)}{arm} and {op}{'' if site else ' there'}"


def site_at(view: View, slot: str) -> str | None:
    """The colour of the gem site reached from a slot, or None."""
    for entry in view["slots"]:
        if entry["id"] == slot:
            site: str | None = entry["site"]
            return site
    return None


# --- the automatic events ----------------------------------------------------------------------------------
def events_for(action: Action, names: list[str], viewer: int | None, before: View, after: View) -> list[str]:
    """Every automatic event the action set off, one entry each, from the after view's public `last_events`."""
    voice = Persons(names, viewer)
    entries: list[str] = []
    events = after["last_events"]
    i = 0
    while i < len(events):
        event = events[i]
        if event["type"] == "reveal":
            reveals = [event]
            while i + 1 < len(events) and events[i + 1]["type"] == "reveal":
                i += 1
                reveals.append(events[i])
            entries.append(_reveal_words(voice, reveals))
        else:
            entries.extend(_event_words(voice, event, after))
        i += 1
    return entries


def _reveal_words(voice: Persons, reveals: list[dict[str, Any]]) -> str:
    """One seat's card turned up as its turn begins, or every card at once (option reveal: all)."""
    if len(reveals) == 1:
        card = reveals[0]["card"]
        return f"{voice.subject(reveals[0]['seat'])} turned up {'the cloud' if card == 'cloud' else f'the {card}'}"
    cards = [f"{voice.object(r['seat'])}: {card_name(r['card'])}" for r in reveals]
    return "Cards turned up — " + ", ".join(cards)


def _event_words(voice: Persons, event: dict[str, Any], after: View) -> list[str]:
    kind = event["type"]
    if kind == "move":
        if event["banked"] is None:
            return []
        seat = event["seat"]
        total = sum(after["homes"][seat].values())
        return [f"{voice.subject(seat)} banked {a_gem(event['banked'])} ({plural(total, 'gem')} at home)"]
    if kind == "skip":
        return [f"{voice.owner(event['seat'], start=True)} turn is skipped: no canoe in play"]
    if kind == "flow":
        return _flow_words(voice, event, after)
    if kind == "recharge":
        return [f"{voice.subject(event['seat'])} took back all {CARD_COUNT} paddle cards"]
    if kind == "round_end":
        return [f"Round {event['round']} is over; round {event['round'] + 1} starts with "
                f"{voice.object(event['next_start'])} (the life ring)"]
    if kind == "game_over":
        winners = [voice.object(s) for s in event["winners"]]
        who = f"the winner is {winners[0]}" if len(winners) == 1 else "the winners are " + listing(winners)
        why = " (the last round allowed: most gems at home, then gem value)" if event["ended_by"] == "max_rounds" \
            else ""
        return [f"Game over after round {event['round']}: {who}{why}"]
    return []  # a recovery is told by its own action's entry


def _flow_words(voice: Persons, event: dict[str, Any], after: View) -> list[str]:
    """The flow's speed and why, the discs pushed, then every canoe it carried or sent over the falls."""
    speed, lowest, weather = event["speed"], event["lowest"], event["weather"]
    numbers = [c for c in event["cards"] if c != "cloud"]
    why = f"lowest card {lowest}" if numbers else "every card was the cloud (0)"
    line = f"The river flows {speed}: {why} + weather {signed(weather)}"
    if lowest + weather < speed:
        line += ", but it never flows backwards"
    elif lowest + weather > speed:
        line += f", but at most {speed}"
    entries = [line]
    pushes = event["pushes"]
    if pushes:
        arms = [p["arm"] for p in pushes if p["arm"]]
        discs = f"{plural(len(pushes), 'disc')} pushed in at slot {pushes[0]['enters']}"
        if arms:
            discs += ": " + ", ".join(f"{arms.count(arm)} down arm {arm}" for arm in sorted(set(arms)))
        entries.append(discs)
    fell = {(b["seat"], b["boat"]): b["gem"] for b in event["over_falls"]}
    for boat in event["boats"]:
        seat, number, route = boat["seat"], boat["boat"], boat["route"]
        canoe = canoe_of(voice, seat, number)
        if (seat, number) in fell:
            lost = fell[(seat, number)]
            tail = f"; its {gem(lost)} went back to its site" if lost else " (empty)"
            entries.append(f"{canoe} went over the falls{tail}")
        elif route[-1] != route[0]:
            carried = after["boats"][seat][number]["gem"]
            load = f" with {a_gem(carried)}" if carried else ""
            end = route[-1] if route[0] not in (DOCK_NAME, FALLS_NAME) else place(route[-1])  # "from slot 4 to 6A"
            entries.append(f"{canoe} drifted from {place(route[0])} to {end}{load}")
    return entries
