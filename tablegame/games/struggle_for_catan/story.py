"""The history one reader reads: an entry per action and per automatic event, written from its views (SFC-42).

Every entry comes from the events an action added to the view's `log` (view.py), which that view already
renders for its reader: a card drawn is named only to its drawer, the card taken and the card given in an
exchange with a player only to those two seats. The reader's own seat is "You" (a sentence of its own, with
the verb to match); an onlooker (reader None) reads names only. Every sentence is one whole template.
`describe` writes an action as one line without a reader; `redact_actions` hides from an action list what
a reader may not know.
"""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, Moment
from tablegame.core.words import Persons, listing
from tablegame.games.struggle_for_catan.effects import BRIGAND_LIMIT
from tablegame.games.struggle_for_catan.scoring import WIN_VP
from tablegame.games.struggle_for_catan.terms import a_building, a_card, building, card_count, cards, name
from tablegame.games.struggle_for_catan.view_types import CatanView, LogEvent
from tablegame.i18n import N_, ntr, ptr, tr

ACTION_EVENTS = (
    "exchange_supply",
    "exchange_market",
    "exchange_player",
    "give",
    "guild_steal",
    "build",
    "end_trade",
    "end_build",
    "discard",
    "market_day",
    "pass",
)  # the log's entry of the action itself

# Each action in the reader's words and in a named seat's: (the reader's sentence, another seat's sentence).
_SAYS = {
    "exchange_supply": (
        N_("You exchange {give} with the supply and draw {drew}"),
        N_("{who} exchanges {give} with the supply and draws {drew}"),
    ),
    "exchange_market": (
        N_("You exchange {give} for {take} at the market"),
        N_("{who} exchanges {give} for {take} at the market"),
    ),
    "market_day": (
        N_("You exchange {give} for {take} (Market Day)"),
        N_("{who} exchanges {give} for {take} (Market Day)"),
    ),
    "library": (
        N_("You look at {whose} hand and take {card} (Library)"),
        N_("{who} looks at {whose} hand and takes {card} (Library)"),
    ),
    "exchange_player": (
        N_("You take {card} at random from {target}"),
        N_("{who} takes {card} at random from {target}"),
    ),
    "give": (N_("You give {card} back to {target}"), N_("{who} gives {card} back to {target}")),
    "guild_steal": (
        N_("You take {card} at random from {target} (Merchant Guild)"),
        N_("{who} takes {card} at random from {target} (Merchant Guild)"),
    ),
    "end_trade": (N_("You end trading"), N_("{who} ends trading")),
    "end_build": (N_("You end building"), N_("{who} ends building")),
    "discard": (N_("You discard {cards} (Brigand Attack)"), N_("{who} discards {cards} (Brigand Attack)")),
    "pass": (N_("You pass (Market Day: no exchange)"), N_("{who} passes (Market Day: no exchange)")),
    "stack": (
        N_("You build {building} ({side} side) paying {pay}"),
        N_("{who} builds {building} ({side} side) paying {pay}"),
    ),
    "stack_taken": (
        N_("You build {building} ({side} side) paying {pay}, taking {whose} top {kind}"),
        N_("{who} builds {building} ({side} side) paying {pay}, taking {whose} top {kind}"),
    ),
    "settlement": (N_("You build a settlement paying {pay}"), N_("{who} builds a settlement paying {pay}")),
    "settlement_flip": (
        N_("You build a settlement paying {pay} and turn the destiny card"),
        N_("{who} builds a settlement paying {pay} and turns the destiny card"),
    ),
    "city": (
        N_("You turn a settlement into a city paying {pay}"),
        N_("{who} turns a settlement into a city paying {pay}"),
    ),
    "expansion": (
        N_("You build a {expansion} on your {event} city paying {pay}"),
        N_("{who} builds a {expansion} on their {event} city paying {pay}"),
    ),
    "draw": (N_("You draw {cards}"), N_("{who} draws {cards}")),
    "win": (N_("You have {vp} VP and win!"), N_("{who} has {vp} VP and wins!")),
    "reveal": (N_("Your new city shows {event}"), N_("{who}'s new city shows {event}")),
    "hold": (N_("You hold {cards}"), N_("{who} holds {cards}")),
}
_FATE = {
    "left": N_("The destiny card turns to left: roads and knights are now taken clockwise"),
    "right": N_("The destiny card turns to right: roads and knights are now taken counter-clockwise"),
}


def says(r: Persons, seat: Any, what: str, **values: Any) -> str:
    """The sentence `what` about `seat`: the reader's own form for the reader, else the named seat's."""
    mine, theirs = _SAYS[what]
    if r.is_reader(seat):
        return tr(mine, **values)
    return tr(theirs, who=r.name(seat), **values)


def new_events(before: CatanView, after: CatanView) -> list[LogEvent]:
    """The log events one action added: the view's log keeps the previous turn and this one, so when a turn
    begins the entries before the ending turn's start are dropped from its front (effects.start_turn)."""
    old = before.get("log") or []
    kept = len(old)
    if after.get("turn_number") != before.get("turn_number"):
        starts = [i for i, e in enumerate(old) if e["event"] == "turn"]
        kept -= starts[-1] if starts else 0
    return list((after.get("log") or [])[kept:])


# --- the action's own entry ----------------------------------------------------------------------------
def describe_for(action: Action, names: list[str], viewer: int | None, before: CatanView, after: CatanView) -> str:
    """The entry `viewer` reads about `action`: the log event the action made, in words."""
    reader = Persons(names, viewer)
    own = next((e for e in new_events(before, after) if e["event"] in ACTION_EVENTS), None)
    if own is None:  # a view without the action's event (never from the rules' own views)
        return tr("{who}: {action}", who=reader.subject(action["seat"]), action=action["type"].replace("_", " "))
    return event_line(own, reader, after)


def event_line(e: LogEvent, r: Persons, after: CatanView) -> str:
    """One event of the view's log as a sentence for this reader."""
    kind = e["event"]
    seat: int = e.get("seat", -1)
    if kind == "exchange_supply":
        return says(r, seat, kind, give=a_card(e["give"]), drew=a_card(e.get("drew")))
    if kind in ("exchange_market", "market_day"):
        return says(r, seat, kind, give=a_card(e["give"]), take=a_card(e["take"]))
    if kind == "exchange_player":
        target = e["target"]
        if e.get("chosen"):
            return says(r, seat, "library", whose=r.owner(target), card=a_card(e.get("took")))
        return says(r, seat, kind, card=a_card(e.get("took")), target=r.object(target))
    if kind in ("give", "guild_steal"):
        return says(r, seat, kind, card=a_card(e.get("resource")), target=r.object(e["target"]))
    if kind == "build":
        return build_line(e, r, after)
    if kind in ("end_trade", "end_build", "pass"):
        return says(r, seat, kind)
    if kind == "discard":
        return says(r, seat, kind, cards=cards(e["resources"]))
    return ""


def build_line(e: LogEvent, r: Persons, after: CatanView) -> str:
    """A build: what it made, where, what it cost and where a taken road or knight came from."""
    seat, kind = e["seat"], e["building"]
    pay = cards(e["pay"])
    if kind in ("road", "knight"):
        tableau = after["tableaux"][seat]
        stack = tableau["roads"] if kind == "road" else tableau["knights"]
        side = stack[-1] if stack else "?"
        if "taken_from" in e:
            return says(
                r,
                seat,
                "stack_taken",
                building=a_building(kind),
                side=side,
                pay=pay,
                whose=r.owner(e["taken_from"]),
                kind=building(kind),
            )
        return says(r, seat, "stack", building=a_building(kind), side=side, pay=pay)
    if kind == "settlement":
        return says(r, seat, "settlement_flip" if e.get("flip") else "settlement", pay=pay)
    if kind == "city":
        return says(r, seat, "city", pay=pay)
    estate = after["tableaux"][seat]["estates"][e["estate"]]
    return says(r, seat, "expansion", expansion=name(e["card"]), event=name(estate.get("event", "")), pay=pay)


# --- the automatic events ------------------------------------------------------------------------------
def events_for(action: Action, names: list[str], viewer: int | None, before: CatanView, after: CatanView) -> list[str]:
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
            while i < len(events) and (
                events[i]["event"] == "reshuffle" or (events[i]["event"] == "draw" and events[i]["seat"] == seat)
            ):
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
            out.append(tr(_FATE[e["side"]]))
        elif kind == "reshuffle":
            out.append(_reshuffle_line(e))
        elif kind == "win":
            out.append(says(r, e["seat"], "win", vp=WIN_VP))
        i += 1
    out.extend(_library_look(r, before, after))
    return out


def _reshuffle_line(e: LogEvent) -> str:
    """The discard pile shuffled into a new deck (SFC-24)."""
    return tr("The discard pile ({cards}) is shuffled into a new deck", cards=card_count(e["cards"]))


def _draw_line(r: Persons, seat: int, drawn: list[str | None]) -> str:
    """A draw phase in one entry: the cards named to the drawer, their number to everyone else."""
    if drawn and all(drawn):
        counts: dict[str, int] = {}
        for resource in drawn:
            assert resource is not None
            counts[resource] = counts.get(resource, 0) + 1
        return says(r, seat, "draw", cards=cards(counts))
    return says(r, seat, "draw", cards=card_count(len(drawn)))


def _must_discard(r: Persons, seat: int, count: int) -> str:
    """One seat's share of a Brigand Attack: "Mina must discard 4 cards"."""
    if r.is_reader(seat):
        return ntr("You must discard {count} card", "You must discard {count} cards", count)
    return ntr("{who} must discard {count} card", "{who} must discard {count} cards", count, who=r.name(seat))


def _reveal_lines(e: LogEvent, r: Persons, after: CatanView) -> list[str]:
    """The city's event turned face up, and who must answer it now."""
    city_event = e["city_event"]
    lines = [says(r, e["seat"], "reveal", event=name(city_event))]
    pending = after.get("pending")
    if after.get("phase") == "over":
        return lines
    if city_event == "brigand":
        due = pending["due"] if pending is not None and pending["kind"] == "discard" else []
        if due:
            who = listing([_must_discard(r, d["seat"], d["count"]) for d in due])
            lines.append(
                tr("Brigand Attack: {who} (hands of more than {limit} cards lose half)", who=who, limit=BRIGAND_LIMIT)
            )
        else:
            lines.append(
                tr("Brigand Attack: nobody holds more than {limit} cards, nobody discards", limit=BRIGAND_LIMIT)
            )
    elif pending is not None and pending["kind"] == "market_day":
        first = pending["due"][0] if pending["due"] else e["seat"]
        lines.append(
            tr(
                "Market Day: each player in turn, starting with {first}, may exchange a card with the market",
                first=r.object(first),
            )
        )
    return lines


def _library_look(r: Persons, before: CatanView, after: CatanView) -> list[str]:
    """A Library owner's turn began: it sees every opponent's hand (SFC-43), named only to that owner."""
    seen = after.get("opponent_hands")
    if r.reader is None or not seen or after.get("turn_number") == before.get("turn_number"):
        return []
    hands = [says(r, s, "hold", cards=cards(hand)) for s, hand in enumerate(seen) if hand is not None]
    return [tr("Library: you see every hand — {hands}", hands=ptr("separator", "; ").join(hands))]


# --- the big moments -------------------------------------------------------------------------------------------
def moment_for(
    action: Action, names: list[str], viewer: int | None, before: CatanView, after: CatanView
) -> Moment | None:
    """A Brigand Attack turned up by a new city: who must discard half their hand, in the history's words."""
    r = Persons(names, viewer)
    for e in new_events(before, after):
        if e["event"] == "reveal" and e["city_event"] == "brigand":
            return Moment(tr("Brigand Attack!"), tuple(_reveal_lines(e, r, after)))
    return None


# --- describe (a log line without a reader) and redaction ------------------------------------------
def describe(action: Action, names: list[str] | None = None) -> str:
    """One line in words, in the history's wording (story.py); fields hidden from the reader (absent) are told
    as "a card"."""
    persons = Persons(names, None)
    seat = action.get("seat")
    kind = action.get("type")
    if kind == "exchange_supply":
        return says(persons, seat, kind, give=a_card(action.get("give")), drew=a_card(None))
    if kind in ("exchange_market", "market_day"):
        return says(persons, seat, kind, give=a_card(action.get("give")), take=a_card(action.get("take")))
    if kind == "exchange_player":
        target = action.get("target")
        if "take" in action:
            return says(persons, seat, "library", whose=persons.owner(target), card=a_card(action["take"]))
        return says(persons, seat, kind, card=a_card(None), target=persons.object(target))
    if kind == "give":
        return tr("{who} gives {card} back", who=persons.name(seat), card=a_card(action.get("resource")))
    if kind == "guild_steal":
        return says(persons, seat, kind, card=a_card(None), target=persons.object(action.get("target")))
    if kind == "build":
        return _build_words(persons, action)
    if kind == "end_build":
        return tr("{who} ends building and draws", who=persons.name(seat))
    if kind in ("end_trade", "pass"):
        return says(persons, seat, kind)
    if kind == "discard":
        return says(persons, seat, kind, cards=cards(action.get("resources", {}), given_order=True))
    return tr("{who}: {action}", who=persons.name(seat), action=str(kind).replace("_", " "))


def _build_words(persons: Persons, action: Action) -> str:
    """A build action in words, with its payment where the action names one."""
    who, kind = persons.name(action.get("seat")), action.get("building")
    if not isinstance(action.get("pay"), dict):
        return _build_unpaid(who, action)
    pay = cards(action["pay"], given_order=True)
    if kind == "settlement":
        return says(persons, action.get("seat"), "settlement_flip" if action.get("flip") else "settlement", pay=pay)
    if kind == "city":
        return says(persons, action.get("seat"), "city", pay=pay)
    if kind == "expansion":
        return tr(
            "{who} builds a {expansion} on a city paying {pay}",
            who=who,
            expansion=name(str(action.get("card"))),
            pay=pay,
        )
    return tr("{who} builds {building} paying {pay}", who=who, building=a_building(str(kind)), pay=pay)


def _build_unpaid(who: str, action: Action) -> str:
    """A build action without its payment (the canonical one, SFC-22)."""
    kind = action.get("building")
    if kind == "settlement":
        if action.get("flip"):
            return tr("{who} builds a settlement and turns the destiny card", who=who)
        return tr("{who} builds a settlement", who=who)
    if kind == "city":
        return tr("{who} turns a settlement into a city", who=who)
    if kind == "expansion":
        return tr("{who} builds a {expansion} on a city", who=who, expansion=name(str(action.get("card"))))
    return tr("{who} builds {building}", who=who, building=a_building(str(kind)))


def redact_actions(actions: list[Action], viewer: int) -> list[Action]:
    """The action list as `viewer` may read it: another pair's Library `take` and `give` resource removed."""
    out, target = [], -1
    for action in actions:
        seat = action.get("seat")
        if action.get("type") == "exchange_player":
            target = action.get("target", -1)
            if viewer not in (seat, target) and "take" in action:
                action = {k: v for k, v in action.items() if k != "take"}
        elif action.get("type") == "give" and viewer not in (seat, target):
            action = {k: v for k, v in action.items() if k != "resource"}
        out.append(action)
    return out
