"""Niagara's history: the entry a reader gets for each action and for every automatic event it set off.

Every sentence is written from the reader's own views before and after the action (the view's
`last_events` are public facts only), so it can name only what that reader may know: another seat's
chosen card stays "a card" until it is turned up. The reader's own seat is "You" ("You chose your 4",
"Your canoe 1 ..."); every other seat, and every seat for an onlooker, goes by its name. Every sentence
is one whole translatable template; the values put in it (a canoe, a place, a gem) are translated words.
`describe` writes one public line about an action without a reader (the log's wording).
"""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, Moment
from tablegame.core.words import Persons, listing
from tablegame.games.niagara.board import DOCK_NAME, FALLS_NAME
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.view_types import NiagaraView, RiverEvent
from tablegame.i18n import N_, ntr, ptr, tr

_CAT = catalog()
GEM_NAMES = dict(zip(_CAT.colours, _CAT.gem_names, strict=True))
CARD_COUNT = len(_CAT.cards)
# the catalog's gem and weather names (cards/niagara.yaml), marked here so that they are translated where shown
CATALOG_WORDS = (N_("amethyst"), N_("diamond"), N_("amber"), N_("sapphire"), N_("ruby"), N_("sunny"), N_("cloudy"))


def canoe_of(voice: Persons, seat: int, boat: int, start: bool = True) -> str:
    """ "Your canoe 1", "Mina's canoe 2"."""
    return tr("{whose} canoe {number}", whose=voice.owner(seat, start), number=boat + 1)


def gem(colour: str | None) -> str:
    """A gem's name: "amber"."""
    name = GEM_NAMES.get(colour or "")
    return tr(name) if name else tr("gem")


def a_gem(colour: str | None) -> str:
    """ "an amethyst", "a ruby"."""
    english = GEM_NAMES.get(colour or "", "gem")
    if english[0] in "aeiou":
        return tr("an {gem}", gem=gem(colour))
    return tr("a {gem}", gem=gem(colour))


def place(slot: str) -> str:
    """ "the dock", "slot 3", "the falls"."""
    if slot == DOCK_NAME:
        return tr("the dock")
    if slot == FALLS_NAME:
        return tr("the falls")
    return tr("slot {slot}", slot=slot)


def arm_place(slot: str, arm: str | None) -> str:
    """A place reached down an arm of the fork: "slot 6A (arm A)"; the place alone without an arm."""
    return tr("{place} (arm {arm})", place=place(slot), arm=arm) if arm else place(slot)


def card_name(card: Any) -> str:
    """A paddle card after a seat's name: "5", "the cloud"."""
    return tr("the cloud") if card == "cloud" else str(card)


def signed(value: int) -> str:
    """A weather value as the track shows it: "+2", "0", "−1"."""
    return f"+{value}" if value > 0 else ("0" if value == 0 else f"−{-value}")


def weather_words(value: int) -> str:
    """A weather space with its name: "+1 (cloudy)", "0"."""
    label = _CAT.weather_labels.get(str(value))
    return tr("{value} ({label})", value=signed(value), label=tr(label)) if label else signed(value)


# --- the action's own entry ---------------------------------------------------------------------------------
def describe_for(action: Action, names: list[str], viewer: int | None, before: NiagaraView, after: NiagaraView) -> str:
    """The entry `viewer` reads about `action`, from its views before and after it."""
    voice = Persons(names, viewer)
    seat, kind = action["seat"], action["type"]
    who = voice.subject(seat)
    if kind == "choose":
        if seat == viewer:  # the chooser knows its own card; nobody else does until it is turned up
            if action["card"] == "cloud":
                return tr("You chose the cloud")
            return tr("You chose your {card}", card=action["card"])
        return tr("{who} chose a card", who=who)
    if kind == "weather":
        old = before["weather"]
        return tr(
            "{who} played the cloud and moved the weather marker from {old} to {new}",
            who=who,
            old=weather_words(old),
            new=weather_words(old + action["delta"]),
        )
    if kind == "end_move":
        turn = before["turn"]
        moved = turn["moved"] if turn else [False, False]
        docked = [b for b, boat in enumerate(before["boats"][seat]) if boat["at"] == DOCK_NAME and not moved[b]]
        if len(docked) == 1:
            return tr("{who} kept canoe {number} at the dock and ended the turn", who=who, number=docked[0] + 1)
        return tr("{who} kept a canoe at the dock and ended the turn", who=who)
    if kind in ("recover", "pass"):
        return _recovery_words(voice, action, before)
    if kind == "move":
        return _move_words(voice, action, before)
    return tr("{who} acted", who=who)


def _lost_canoe(before: NiagaraView, seat: int) -> int:
    """The canoe a recovery brings back: the lowest-numbered lost one (NIA-34)."""
    lost = [b for b, boat in enumerate(before["boats"][seat]) if boat["at"] == FALLS_NAME]
    return lost[0] if lost else 0


def _recovery_words(voice: Persons, action: Action, before: NiagaraView) -> str:
    seat = action["seat"]
    boat = _lost_canoe(before, seat)
    if action["type"] == "pass":
        return tr(
            "{who} left canoe {number} at the falls and kept the gems at home", who=voice.subject(seat), number=boat + 1
        )
    pay = action["pay"]
    if pay is None:
        return tr(
            "{canoe} came back to the dock for free (no canoe and no gems left)", canoe=canoe_of(voice, seat, boat)
        )
    return tr(
        "{who} paid {gem} from home back to its site and got canoe {number} back at the dock",
        who=voice.subject(seat),
        gem=a_gem(pay),
        number=boat + 1,
    )


def _op_done(load: dict[str, Any], carried: str | None, site: str | None) -> str:
    """A gem operation ending the sentence: "loaded an amber", "dropped its ruby at the amber site"."""
    if load["op"] == "load":
        return tr("loaded {gem}", gem=a_gem(load["colour"]))
    if load["op"] == "unload":
        return tr("dropped its {gem} at the {site} site", gem=gem(carried), site=gem(site))
    return tr("swapped its {gem} for {new}", gem=gem(carried), new=a_gem(load["colour"]))


def _op_then(load: dict[str, Any], carried: str | None, site: str | None) -> str:
    """A gem operation done before the canoe paddled on (a language may join it to the move differently)."""
    if load["op"] == "load":
        return ptr("then", "loaded {gem}", gem=a_gem(load["colour"]))
    if load["op"] == "unload":
        return ptr("then", "dropped its {gem} at the {site} site", gem=gem(carried), site=gem(site))
    return ptr("then", "swapped its {gem} for {new}", gem=gem(carried), new=a_gem(load["colour"]))


def _move_words(voice: Persons, action: Action, before: NiagaraView) -> str:
    seat, number = action["seat"], action["boat"]
    boat = before["boats"][seat][number]
    start, to, carried = boat["at"], action["to"], boat["gem"]
    canoe = canoe_of(voice, seat, number)
    load = action.get("load")
    victim = action.get("steal_from")
    if victim is not None:
        robbed = before["boats"][victim][action["steal_boat"]]
        return tr(
            "{canoe} paddled up from {start} to {to} and took the {gem} from {victim}",
            canoe=canoe,
            start=place(start),
            to=place(to),
            gem=gem(robbed["gem"]),
            victim=canoe_of(voice, victim, action["steal_boat"], start=False),
        )
    end = arm_place(to, action.get("arm"))
    if load is None:
        return tr("{canoe} paddled from {start} to {to}", canoe=canoe, start=place(start), to=end)
    at = start if load["when"] == "start" else to
    site = site_at(before, at) if load["op"] == "unload" else None  # where a dropped gem was left
    if to == start:
        return tr(
            "{canoe} stayed on {place} and {work}", canoe=canoe, place=place(to), work=_op_done(load, carried, site)
        )
    if load["when"] == "start":
        return tr(
            "{canoe} {work} on {start}, then paddled to {to}",
            canoe=canoe,
            work=_op_then(load, carried, site),
            start=place(start),
            to=end,
        )
    if site:
        return tr(
            "{canoe} paddled from {start} to {to} and {work}",
            canoe=canoe,
            start=place(start),
            to=end,
            work=_op_done(load, carried, site),
        )
    return tr(
        "{canoe} paddled from {start} to {to} and {work} there",
        canoe=canoe,
        start=place(start),
        to=end,
        work=_op_done(load, carried, site),
    )


def site_at(view: NiagaraView, slot: str) -> str | None:
    """The colour of the gem site reached from a slot, or None."""
    for entry in view["slots"]:
        if entry["id"] == slot:
            site: str | None = entry["site"]
            return site
    return None


# --- the automatic events ----------------------------------------------------------------------------------
def events_for(
    action: Action, names: list[str], viewer: int | None, before: NiagaraView, after: NiagaraView
) -> list[str]:
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


def _reveal_words(voice: Persons, reveals: list[RiverEvent]) -> str:
    """One seat's card turned up as its turn begins, or every card at once (option reveal: all)."""
    if len(reveals) == 1:
        card, who = reveals[0]["card"], voice.subject(reveals[0]["seat"])
        if card == "cloud":
            return tr("{who} turned up the cloud", who=who)
        return tr("{who} turned up the {card}", who=who, card=card)
    cards = [tr("{who}: {card}", who=voice.object(r["seat"]), card=card_name(r["card"])) for r in reveals]
    return tr("Cards turned up — {cards}", cards=ptr("list", ", ").join(cards))


def _event_words(voice: Persons, event: RiverEvent, after: NiagaraView) -> list[str]:
    kind = event["type"]
    if kind == "move":
        if event["banked"] is None:
            return []
        seat = event["seat"]
        total = sum(after["homes"][seat].values())
        return [
            ntr(
                "{who} banked {gem} ({count} gem at home)",
                "{who} banked {gem} ({count} gems at home)",
                total,
                who=voice.subject(seat),
                gem=a_gem(event["banked"]),
            )
        ]
    if kind == "skip":
        return [tr("{whose} turn is skipped: no canoe in play", whose=voice.owner(event["seat"], start=True))]
    if kind == "flow":
        return _flow_words(voice, event, after)
    if kind == "recharge":
        return [tr("{who} took back all {count} paddle cards", who=voice.subject(event["seat"]), count=CARD_COUNT)]
    if kind == "round_end":
        return [
            tr(
                "Round {round} is over; round {next} starts with {who} (the life ring)",
                round=event["round"],
                next=event["round"] + 1,
                who=voice.object(event["next_start"]),
            )
        ]
    if kind == "game_over":
        return [_game_over_words(voice, event)]
    return []  # a recovery is told by its own action's entry


def _game_over_words(voice: Persons, event: RiverEvent) -> str:
    """Who won after which round, and why when the round limit ended the game."""
    winners = [voice.object(s) for s in event["winners"]]
    number = event["round"]
    if event["ended_by"] == "max_rounds":
        if len(winners) == 1:
            return tr(
                "Game over after round {round}: the winner is {who} (the last round allowed: most gems at "
                "home, then gem value)",
                round=number,
                who=winners[0],
            )
        return tr(
            "Game over after round {round}: the winners are {who} (the last round allowed: most gems at "
            "home, then gem value)",
            round=number,
            who=listing(winners),
        )
    if len(winners) == 1:
        return tr("Game over after round {round}: the winner is {who}", round=number, who=winners[0])
    return tr("Game over after round {round}: the winners are {who}", round=number, who=listing(winners))


def _flow_line(speed: int, lowest: int, weather: int, numbers: bool) -> str:
    """The flow's speed and why: the lowest card plus the weather, kept within 0 and the most."""
    why = tr("lowest card {lowest}", lowest=lowest) if numbers else tr("every card was the cloud (0)")
    if lowest + weather < speed:
        return tr(
            "The river flows {speed}: {why} + weather {weather}, but it never flows backwards",
            speed=speed,
            why=why,
            weather=signed(weather),
        )
    if lowest + weather > speed:
        return tr(
            "The river flows {speed}: {why} + weather {weather}, but at most {speed}",
            speed=speed,
            why=why,
            weather=signed(weather),
        )
    return tr("The river flows {speed}: {why} + weather {weather}", speed=speed, why=why, weather=signed(weather))


def _flow_words(voice: Persons, event: RiverEvent, after: NiagaraView) -> list[str]:
    """The flow's speed and why, the discs pushed, then every canoe it carried or sent over the falls."""
    numbers = [c for c in event["cards"] if c != "cloud"]
    entries = [_flow_line(event["speed"], event["lowest"], event["weather"], bool(numbers))]
    pushes = event["pushes"]
    if pushes:
        arms = [p["arm"] for p in pushes if p["arm"]]
        discs = ntr(
            "{count} disc pushed in at slot {slot}",
            "{count} discs pushed in at slot {slot}",
            len(pushes),
            slot=pushes[0]["enters"],
        )
        if arms:
            ways = [tr("{count} down arm {arm}", count=arms.count(arm), arm=arm) for arm in sorted(set(arms))]
            discs = tr("{discs}: {arms}", discs=discs, arms=ptr("list", ", ").join(ways))
        entries.append(discs)
    fell = {(b["seat"], b["boat"]): b["gem"] for b in event["over_falls"]}
    for boat in event["boats"]:
        seat, number, route = boat["seat"], boat["boat"], boat["route"]
        canoe = canoe_of(voice, seat, number)
        if (seat, number) in fell:
            entries.append(_over_falls_words(canoe, fell[(seat, number)]))
        elif route[-1] != route[0]:
            entries.append(_drift_words(canoe, route, after["boats"][seat][number]["gem"]))
    return entries


def _drift_words(canoe: str, route: list[str], carried: str | None) -> str:
    """A canoe the flow carried down the river: "Cy's canoe 1 drifted from slot 2 to 6B with a ruby"."""
    if route[0] in (DOCK_NAME, FALLS_NAME) or route[-1] in (DOCK_NAME, FALLS_NAME):  # never, but said plainly
        if carried:
            return tr(
                "{canoe} drifted from {start} to {end} with {gem}",
                canoe=canoe,
                start=place(route[0]),
                end=place(route[-1]),
                gem=a_gem(carried),
            )
        return tr("{canoe} drifted from {start} to {end}", canoe=canoe, start=place(route[0]), end=place(route[-1]))
    if carried:
        return tr(
            "{canoe} drifted from slot {start} to {end} with {gem}",
            canoe=canoe,
            start=route[0],
            end=route[-1],
            gem=a_gem(carried),
        )
    return tr("{canoe} drifted from slot {start} to {end}", canoe=canoe, start=route[0], end=route[-1])


def _over_falls_words(canoe: str, lost: str | None) -> str:
    """A canoe the flow sent over the falls, and the gem it lost."""
    if lost:
        return tr("{canoe} went over the falls; its {gem} went back to its site", canoe=canoe, gem=gem(lost))
    return tr("{canoe} went over the falls (empty)", canoe=canoe)


# --- the big moments ---------------------------------------------------------------------------------------------
def moment_for(
    action: Action, names: list[str], viewer: int | None, before: NiagaraView, after: NiagaraView
) -> Moment | None:
    """Canoes the river sent over the falls: the flow's speed and every canoe lost, in the history's words."""
    voice = Persons(names, viewer)
    for event in after["last_events"]:
        if event["type"] == "flow" and event["over_falls"]:
            numbers = [c for c in event["cards"] if c != "cloud"]
            lines = [_flow_line(event["speed"], event["lowest"], event["weather"], bool(numbers))]
            lines += [_over_falls_words(canoe_of(voice, b["seat"], b["boat"]), b["gem"]) for b in event["over_falls"]]
            return Moment(tr("Over the falls!"), tuple(lines))
    return None


# --- describe: a log line without a reader ------------------------------------------------------------
def _gem_name(colour: Any) -> str:
    if colour in _CAT.colours:
        return a_gem(colour)
    return tr("a gem")


def _op_words(load: dict[str, Any]) -> str:
    """A gem operation without knowing what the canoe carried: "loading an amber first"."""
    op, first = load.get("op"), load.get("when") == "start"
    if op == "load":
        if first:
            return tr("loading {gem} first", gem=_gem_name(load.get("colour")))
        return tr("loading {gem} there", gem=_gem_name(load.get("colour")))
    if op == "unload":
        return tr("dropping its gem first") if first else tr("dropping its gem there")
    if first:
        return tr("swapping its gem for {gem} first", gem=_gem_name(load.get("colour")))
    return tr("swapping its gem for {gem} there", gem=_gem_name(load.get("colour")))


def describe(action: Action, names: list[str] | None = None) -> str:
    """One public line about an action (a chosen card stays secret), in the history's words ."""
    persons = Persons(names, None)
    seat = action.get("seat")
    who = persons.subject(seat)
    kind = action.get("type")
    if kind == "choose":
        return tr("{who} chose a card", who=who)
    if kind == "weather":
        return tr(
            "{who} played the cloud and moved the weather marker {delta}",
            who=who,
            delta="+1" if action.get("delta") == 1 else "−1",
        )
    if kind == "end_move":
        return tr("{who} kept a canoe at the dock and ended the turn", who=who)
    if kind == "recover":
        pay = action.get("pay")
        if pay is None:
            return tr("{whose} lost canoe came back to the dock for free", whose=persons.owner(seat, start=True))
        return tr(
            "{who} paid {gem} from home back to its site; a lost canoe is back at the dock", who=who, gem=_gem_name(pay)
        )
    if kind == "pass":
        return tr("{who} left a lost canoe at the falls and kept the gems at home", who=who)
    if kind != "move":
        return tr("{who} acted", who=who)
    number = action.get("boat")
    canoe = tr(
        "{whose} canoe {number}",
        whose=persons.owner(seat, start=True),
        number=number + 1 if isinstance(number, int) else "?",
    )
    to = action.get("to")
    where = arm_place(to, action.get("arm")) if isinstance(to, str) else tr("a slot")
    if action.get("load"):
        return tr("{canoe} paddled to {to}, {work}", canoe=canoe, to=where, work=_op_words(action["load"]))
    if action.get("steal_from") is not None:
        victim = tr(
            "{whose} canoe {number}", whose=persons.owner(action["steal_from"]), number=action.get("steal_boat", 0) + 1
        )
        return tr("{canoe} paddled to {to}, and took the gem from {victim}", canoe=canoe, to=where, victim=victim)
    return tr("{canoe} paddled to {to}", canoe=canoe, to=where)
