"""Every text the Niagara table shows: move labels, the status line, why nothing happened, the score sheet.

Each text is one whole translatable template (tablegame.i18n); the names of gems, places and canoes put in
them are translated words too.
"""

from __future__ import annotations

from typing import Any

from tablegame.app.games.niagara.keys import DOCK, FALLS, parse_boat, slot_of
from tablegame.core.words import Persons, is_you, listing
from tablegame.games.niagara.catalog import PaddleCard, catalog
from tablegame.games.niagara.moves import OP_COST, banks_a_gem
from tablegame.games.niagara.scoring import ALL_GEMS, ONE_COLOUR
from tablegame.games.niagara.view_types import BoatOnSlot, NiagaraView, SeatCards, Slot, Standing
from tablegame.i18n import N_, ntr, ptr, tr
from tablegame.table.model import Action, ScoreSheet

OVER = "over"  # the phase of a finished game
_CATALOG = catalog()
# the catalog's names of the weather spaces, and the table's own word for the last one (translated where shown)
WEATHER_WORDS = {0: "", 2: N_("storm"), **{int(value): word for value, word in _CATALOG.weather_labels.items()}}
# the gems' names in the plural, by their catalog name ("3 rubies")
PLURAL_GEMS = {
    "amethyst": N_("amethysts"),
    "diamond": N_("diamonds"),
    "amber": N_("ambers"),
    "sapphire": N_("sapphires"),
    "ruby": N_("rubies"),
}


def name_of(names: list[str], seat: int | None) -> str:
    """A seat's name."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def winners_words(view: NiagaraView, names: list[str]) -> str:
    """The winners and their verb as the viewer reads them: "You win", "Mina wins", "Mina and Bo win"."""
    persons = Persons(names, view["seat"])
    winners = view["winners"]
    if len(winners) == 1:
        if persons.is_reader(winners[0]):
            return tr("You win")
        return tr("{who} wins", who=persons.name(winners[0]))
    group = [persons.subject(seat) if i == 0 else persons.object(seat) for i, seat in enumerate(winners)]
    return tr("{winners} win", winners=listing(group))


def signed(value: int) -> str:
    """-1 -> "−1", 2 -> "+2", 0 -> "0"."""
    return f"+{value}" if value > 0 else ("0" if value == 0 else f"−{-value}")


def card_words(card: Any) -> str:
    """5 -> "5", "cloud" -> "the cloud"."""
    return tr("the cloud") if card == "cloud" else str(card)


def english_gem(view: NiagaraView, colour: str | None) -> str:
    """A gem's name as the catalog writes it ("amber"), the msgid of its translations; "gem" if unknown."""
    name: str = view["gem_names"].get(colour or "", "gem")
    return name


def gem(view: NiagaraView, colour: str | None) -> str:
    """A gem's name ("amber"); "gem" if unknown."""
    return tr(english_gem(view, colour))


def gem_a(view: NiagaraView, colour: str | None) -> str:
    """ "an amethyst", "a ruby"."""
    if english_gem(view, colour)[0] in "aeiou":
        return tr("an {gem}", gem=gem(view, colour))
    return tr("a {gem}", gem=gem(view, colour))


def place_words(slot: str) -> str:
    """ "the dock", "slot 3"."""
    return tr("the dock") if slot == DOCK else tr("slot {slot}", slot=slot)


def canoe_number(number: int) -> str:
    """A canoe inside a sentence by its number (from 0): "canoe 2"."""
    return tr("canoe {number}", number=number + 1)


# --- words painted on the pieces (art.py) -------------------------------------------------------------------
CLOUD_EFFECT_SHORT = "±1"
DOCK_SIGN = N_("DOCK")
FALLS_SIGN = N_("FALLS")


# --- hints on the pieces (items.py) -------------------------------------------------------------------------
DOCK_HINT = N_("The dock: canoes start here; a gem brought here is banked at home")
FALLS_HINT = N_("The falls: a canoe pushed over is lost, its gem goes back to its site")
SPARE_HINT = N_("Spare discs: each push puts one into the river at slot 1")
PRIVATE_CARD_HINT = N_("Your card for this round (only you see it)")
CARD_PLACE_TAG = N_("your card place")


def slot_hint(view: NiagaraView, slot: Slot) -> str:
    """ "Slot 5: the amber site is here", "Slot 6A (arm A)"."""
    number, arm = slot["id"], slot["arm"]
    if slot["site"]:
        site = gem(view, slot["site"])
        if arm:
            return tr("Slot {slot}: the {gem} site is here (arm {arm})", slot=number, gem=site, arm=arm)
        return tr("Slot {slot}: the {gem} site is here", slot=number, gem=site)
    if arm:
        return tr("Slot {slot} (arm {arm})", slot=number, arm=arm)
    return tr("Slot {slot}", slot=number)


def site_hint(view: NiagaraView, colour: str) -> str:
    """A gem site and what it holds."""
    site = view["sites"][colour]
    slots = site["slots"]
    where = (
        tr("{first} or {second}", first=slots[0], second=slots[1]) if len(slots) == 2 else ptr("list", ", ").join(slots)
    )
    held = [gems(view, k, n) for k, n in site["supply"].items() if n]
    if not held:
        return tr("The {gem} site (from slot {slots}): empty", gem=gem(view, colour), slots=where)
    return tr("The {gem} site (from slot {slots}): {held}", gem=gem(view, colour), slots=where, held=listing(held))


def arm_hint(arm: str) -> str:
    """The fork's pointer."""
    return tr("The next disc pushed at the fork goes down arm {arm}; the arms take turns", arm=arm)


def weather_cell_hint(value: int) -> str:
    """A space of the weather track."""
    word = WEATHER_WORDS.get(value, "")
    if word:
        return tr(
            "Weather {value} {word}: the river flows by the lowest card played {value}",
            value=signed(value),
            word=tr(word),
        )
    return tr("Weather {value}: the river flows by the lowest card played {value}", value=signed(value))


def marker_hint(weather: int) -> str:
    """The weather marker."""
    return tr("The weather marker: {value}", value=signed(weather))


def canoe_hint(view: NiagaraView, names: list[str], boat: BoatOnSlot, at: str) -> str:
    """A canoe at the dock, on a slot (with what it carries) or lost below the falls."""
    canoe = tr(
        "{whose} canoe {number}",
        whose=Persons(names, view["seat"]).owner(boat["seat"], start=True),
        number=boat["boat"] + 1,
    )
    if at == DOCK:
        return tr("{canoe}, at the dock", canoe=canoe)
    if at == FALLS:
        return tr(
            "{canoe} went over the falls; after the round a gem from home may bring it back (free with no gems "
            "and no canoe)",
            canoe=canoe,
        )
    if boat["gem"]:
        return tr("{canoe} on slot {slot}, carrying {gem}", canoe=canoe, slot=at, gem=gem_a(view, boat["gem"]))
    return tr("{canoe} on slot {slot}, empty", canoe=canoe, slot=at)


def card_place_hint(names: list[str], viewer: int | None, seat: int, cards: SeatCards) -> str:
    """A seat's card place: the card played, the viewer's own card, a face-down card, or nothing yet."""
    persons = Persons(names, viewer)
    who = persons.subject(seat)
    if cards["card"] is not None and cards["revealed"]:
        return tr("{who} played {card}", who=who, card=card_words(cards["card"]))
    if cards["card"] is not None:
        return tr(PRIVATE_CARD_HINT)
    if cards["chosen"]:
        if persons.is_reader(seat):
            return tr("You have chosen a card (face down)")
        return tr("{who} has chosen a card (face down)", who=who)
    if persons.is_reader(seat):
        return tr("You have not chosen a card yet")
    return tr("{who} has not chosen a card yet", who=who)


def home_gem_hint(view: NiagaraView, names: list[str], seat: int, colour: str, count: int) -> str:
    """One gem tile of a home."""
    persons = Persons(names, view["seat"])
    if persons.is_reader(seat):
        return tr("You have {gems} at home", gems=gems(view, colour, count))
    return tr("{who} has {gems} at home", who=persons.subject(seat), gems=gems(view, colour, count))


def paddle_name(paddle: Any) -> str:
    """A paddle card named after the word "card": "4", "cloud"."""
    return ptr("card", "cloud") if paddle == "cloud" else str(paddle)


def paddle_hint(names: list[str], seat: int, paddle: Any, used: bool, last: bool, cards: int) -> str:
    """One of a seat's paddle cards: played last, used, or not used yet."""
    who, card = name_of(names, seat), paddle_name(paddle)
    if used and last:
        return tr("{who}: card {card} played last (used until all {count} are used)", who=who, card=card, count=cards)
    if used:
        return tr("{who}: card {card} used (back when all {count} are used)", who=who, card=card, count=cards)
    return tr("{who}: card {card} not used yet", who=who, card=card)


def home_caption(names: list[str], seat: int, total: int, viewer: int | None) -> str:
    """ "Mina · 3 gems (you)"."""
    if seat == viewer and not is_you(name_of(names, seat)):  # "You · 3 gems", not "You · 3 gems (you)"
        return ntr("{name} · {count} gem (you)", "{name} · {count} gems (you)", total, name=name_of(names, seat))
    return ntr("{name} · {count} gem", "{name} · {count} gems", total, name=name_of(names, seat))


def token_hint(names: list[str], viewer: int | None, start: int) -> str:
    """The start seat's life ring."""
    persons = Persons(names, viewer)
    if persons.is_reader(start):
        return tr("The life ring: You start this round")
    return tr("The life ring: {who} starts this round", who=persons.subject(start))


def hand_hint(phase: str) -> str:
    """A paddle card in the viewer's hand."""
    if phase == "choose":
        return tr("Drag it face down onto your card place to play it this round")
    return tr("Still in your hand")


# --- gestures and buttons (gestures.py) ----------------------------------------------------------------------
def canoe_words(boats: list[int], otherwise: str) -> str:
    """ "canoe 2" when exactly one canoe is meant, else the words given ("the other canoe")."""
    return canoe_number(boats[0]) if len(boats) == 1 else otherwise


def choose_label(card: Any) -> str:
    """Playing a paddle card face down."""
    if card == "cloud":
        return tr("Play the cloud face down (you will move the weather instead of your canoes)")
    return tr("Play paddle card {card} face down", card=card)


def weather_labels(weather: int, delta: int) -> tuple[str, str]:
    """Moving the weather marker: the gesture's words and its button's."""
    new = signed(weather + delta)
    if delta > 0:
        label = tr("Move the weather marker to {value} (the river flows faster)", value=new)
    else:
        label = tr("Move the weather marker to {value} (the river flows slower)", value=new)
    word = WEATHER_WORDS.get(weather + delta, "")
    if word:  # where the marker goes, by the space's name: "Weather +1 (to cloudy)"
        return label, tr("Weather {delta} (to {word})", delta=signed(delta), word=tr(word))
    if weather + delta == 0:
        return label, tr("Weather {delta} (back to normal)", delta=signed(delta))
    return label, tr("Weather {delta} (to {value})", delta=signed(delta), value=new)


def keep_docked_labels(which: str) -> tuple[str, str]:
    """Ending the turn with a canoe left at the dock: the button's words and the gesture's."""
    return tr("Keep {which} docked", which=which), tr("Keep {which} at the dock and end your turn", which=which)


def leave_lost_labels(which: str) -> tuple[str, str]:
    """Declining a recovery: the button's words and the gesture's."""
    return tr("Leave it lost"), tr("Leave {which} at the falls (keep your gems)", which=which)


def recover_labels(view: NiagaraView, which: str, pay: str | None) -> tuple[str, str]:
    """Recovering a canoe, paying a gem or nothing: the button's words and the gesture's."""
    if pay is None:
        return tr("Recover for free"), tr(
            "Recover {which} for free (no gems, no canoe): it goes to the dock", which=which
        )
    return (
        tr("Pay {gem}", gem=gem_a(view, pay)),
        tr("Pay {gem} from home back to its site; {which} goes to the dock", gem=gem_a(view, pay), which=which),
    )


# --- moves, the status line, why nothing happened ------------------------------------------------------------
def move_label(view: NiagaraView, action: Action, names: list[str]) -> str:
    """A move in words, for the chooser and the keyboard ("Canoe 1 from the dock to slot 3, loading ...")."""
    seat, boat = action["seat"], action["boat"]
    start = view["boats"][seat][boat]["at"]
    carried = view["boats"][seat][boat]["gem"]
    to = action["to"]
    if to == start:
        line = tr("Canoe {number} stays on {place}", number=boat + 1, place=place_words(to))
    elif action.get("arm"):
        line = tr(
            "Canoe {number} from {start} to {to} (arm {arm})",
            number=boat + 1,
            start=place_words(start),
            to=place_words(to),
            arm=action["arm"],
        )
    else:
        line = tr("Canoe {number} from {start} to {to}", number=boat + 1, start=place_words(start), to=place_words(to))
    load = action.get("load")
    if load:
        line = tr("{move}, {work}", move=line, work=op_words(view, load, carried, start, to))
    if action.get("steal_from") is not None:
        victim, vboat = action["steal_from"], action["steal_boat"]
        stolen = view["boats"][victim][vboat]["gem"]
        line = tr(
            "{move}, robbing {name}'s canoe {number} of its {gem}",
            move=line,
            name=name_of(names, victim),
            number=vboat + 1,
            gem=gem(view, stolen),
        )
    if banks_a_gem(view, action):
        line = tr("{move} — banked at home", move=line)
    cost = unworked_cost(view, action)
    if cost is not None:
        line = tr(
            "{move} (gem work there would cost {cost}: {op} more than your card {card})",
            move=line,
            cost=cost,
            op=OP_COST,
            card=cost - OP_COST,
        )
    return line


def op_words(view: NiagaraView, load: dict[str, Any], carried: str | None, start: str, to: str) -> str:
    """A gem operation in words ("loading an amber at slot 5 first")."""
    first = start != to and load["when"] == "start"
    arrival = start != to and load["when"] != "start"
    place, own = place_words(start), gem(view, carried)
    if load["op"] == "load":
        new = gem_a(view, load["colour"])
        if first:
            return tr("loading {gem} at {place} first", gem=new, place=place)
        return tr("loading {gem} on arrival", gem=new) if arrival else tr("loading {gem}", gem=new)
    if load["op"] == "unload":
        if first:
            return tr("unloading its {gem} at {place} first", gem=own, place=place)
        return tr("unloading its {gem} on arrival", gem=own) if arrival else tr("unloading its {gem}", gem=own)
    new = gem_a(view, load["colour"])
    if first:
        return tr("exchanging its {gem} for {new} at {place} first", gem=own, new=new, place=place)
    if arrival:
        return tr("exchanging its {gem} for {new} on arrival", gem=own, new=new)
    return tr("exchanging its {gem} for {new}", gem=own, new=new)


def op_badge(view: NiagaraView, action: Action, names: list[str]) -> str:
    """A move's gem work in two or three words: "load ruby", "drop amber", "swap for ruby" at the slot reached;
    "with ruby" or "leave amber" for work done before leaving; "rob Bo"; "" for a plain move."""
    if action.get("steal_from") is not None:
        return tr("rob {name}", name=name_of(names, action["steal_from"]))
    load = action.get("load")
    if not load:
        return ""
    carried = view["boats"][action["seat"]][action["boat"]]["gem"]
    stays = action["to"] == view["boats"][action["seat"]][action["boat"]]["at"]
    before_leaving = load["when"] == "start" and not stays
    if load["op"] == "unload":
        if before_leaving:
            return tr("leave {gem}", gem=gem(view, carried))
        return tr("drop {gem}", gem=gem(view, carried))
    if before_leaving:
        return tr("with {gem}", gem=gem(view, load["colour"]))
    if load["op"] == "load":
        return tr("load {gem}", gem=gem(view, load["colour"]))
    return tr("swap for {gem}", gem=gem(view, load["colour"]))


def slot_badge(view: NiagaraView, actions: list[Action], names: list[str]) -> str:
    """The one badge of a lit slot for the moves ending there: "" for a plain move only, the gem work if it
    is the only way, "or load ruby" beside a plain move, else how many choices the drop will offer."""
    works = [op_badge(view, a, names) for a in actions]
    special = [w for w in works if w]
    if not special:
        return unworked_badge(view, actions[0]) if actions else ""
    if len(works) == 1:
        return special[0]
    if len(works) == 2 and len(special) == 1:
        return tr("or {badge}", badge=special[0])
    return ntr("{count} choice", "{count} choices", len(works))


def unworked_cost(view: NiagaraView, action: Action) -> int | None:
    """What gem work at the end of a plain move would cost, where the move ends beside a site whose work the card
    cannot pay for (NIA-21, NIA-23: the move's steps + 2); None where there is no such site or nothing to load."""
    if action.get("load") or action.get("steal_from") is not None or action["to"] == DOCK:
        return None
    boat = view["boats"][action["seat"]][action["boat"]]
    site = next((s["site"] for s in view["slots"] if s["id"] == action["to"]), None)
    if not site or action["to"] == boat["at"]:
        return None
    if boat["gem"] is None and not any(view["sites"][site]["supply"].values()):
        return None
    card = view["cards"][action["seat"]]["card"]
    return card + OP_COST if isinstance(card, int) else None


def unworked_badge(view: NiagaraView, action: Action) -> str:
    """A lit slot beside a site the card cannot work: "load needs 6" (or "drop needs 6" for a loaded canoe)."""
    cost = unworked_cost(view, action)
    if cost is None:
        return ""
    if view["boats"][action["seat"]][action["boat"]]["gem"] is None:
        return tr("load needs {cost}", cost=cost)
    return tr("drop needs {cost}", cost=cost)


def goal_line(colours: int) -> str:
    """How to win, in one line (the rules' numbers, NIA-35)."""
    return tr(
        "Goal: first to {one} of one colour, {colours} colours or {all} gems at home",
        one=ONE_COLOUR,
        colours=colours,
        all=ALL_GEMS,
    )


def info_lines(view: NiagaraView, names: list[str]) -> list[str]:
    """Round, start seat, weather, the last flow and what the flow will be."""
    weather = view["weather"]
    word = WEATHER_WORDS.get(weather, "")
    lines = [
        goal_line(len(view["colours"])),
        tr("Round {round}", round=view["round"]),
        tr("Start: {name}", name=name_of(names, view["start_seat"])),
        tr("Weather {value} {word}", value=signed(weather), word=tr(word))
        if word
        else tr("Weather {value}", value=signed(weather)),
        tr("Last flow: {flow}", flow="—" if view["flow"] is None else view["flow"]),
    ]
    if view["flow_preview"] is not None:  # later cards and clouds may still change it
        lines.append(tr("Flow so far: {flow}", flow=view["flow_preview"]))
    return lines


def status(view: NiagaraView, legal: list[Action], names: list[str]) -> str:
    """Whose turn it is and what they must do now, in words."""
    phase = view["phase"]
    if phase == OVER:
        if view["winners"]:
            return tr("The game is over: {winners}.", winners=winners_words(view, names))
        return tr("The game is over.")
    to_act = view["to_act"]
    viewer = view["seat"]
    if phase == "choose":
        if legal:
            return _choose_status(names, viewer, [s for s in to_act if s != viewer])
        return tr("Waiting for {names} to choose a card", names=listing([name_of(names, s) for s in to_act]))
    seat = to_act[0]
    who = name_of(names, seat)
    if phase == "recovery":
        if legal:
            if any(a["type"] == "recover" and a["pay"] is None for a in legal):
                return tr("{who}: no canoe and no gems left — recover a canoe for free (button on the right)", who=who)
            if not any(a["type"] == "pass" for a in legal):
                return tr("{who}: no canoe left — pay a gem from home to bring one back to the dock", who=who)
            return tr("{who}: a canoe is lost — pay a gem from home to bring it back, or leave it", who=who)
        return tr("{who} decides whether to recover a lost canoe", who=who)
    card = view["cards"][seat]["card"]
    if card == "cloud":
        if legal:
            return tr("{who} played the cloud: move the weather marker one space (drag it, or the buttons)", who=who)
        return tr("{who} played the cloud and moves the weather marker", who=who)
    if not legal:
        return tr("{who} played {card} and moves their canoes", who=who, card=card)
    line = _move_status(view, who, card)
    if any(a["type"] == "end_move" for a in legal):
        return tr("{status} — or keep a canoe at the dock", status=line)
    return line


def _choose_status(names: list[str], viewer: int | None, waiting: list[int]) -> str:
    """The chooser's prompt, with who else is still choosing."""
    me = name_of(names, viewer)
    if len(waiting) > 2:
        return ntr(
            "{name}: choose a paddle card — drag it face down onto your card place ({count} other also choosing)",
            "{name}: choose a paddle card — drag it face down onto your card place ({count} others also choosing)",
            len(waiting),
            name=me,
        )
    if waiting:
        return tr(
            "{name}: choose a paddle card — drag it face down onto your card place ({others} also choosing)",
            name=me,
            others=listing([name_of(names, s) for s in waiting]),
        )
    return tr("{name}: choose a paddle card — drag it face down onto your card place", name=me)


def _move_status(view: NiagaraView, who: str, card: Any) -> str:
    """A number card's turn: drag a canoe, and which canoes must still move or leave the dock."""
    turn = view["turn"]
    if turn is not None and turn["must_launch"] and not turn["launched"]:
        return tr(
            "{who} played {card}: drag a canoe to a lit slot (exactly one canoe leaves the dock)", who=who, card=card
        )
    must = [canoe_number(b) for b in (0, 1) if turn is not None and turn["must_move"][b] and not turn["moved"][b]]
    if must:
        return tr(
            "{who} played {card}: drag a canoe to a lit slot ({canoes} must move)",
            who=who,
            card=card,
            canoes=listing(must),
        )
    return tr("{who} played {card}: drag a canoe to a lit slot", who=who, card=card)


def sentence(reason: str) -> str:
    """A reason from the rules as a sentence of its own: capitalised, with a full stop."""
    return tr("{reason}.", reason=reason[:1].upper() + reason[1:])


def explain(kind: str, source: str, target: str | None, view: NiagaraView, state_explain: Any, names: list[str]) -> str:
    """Why a click or a drop did nothing: asks the rules (explain_illegal) where an action fits."""
    viewer = view["seat"]
    to_act = view["to_act"]
    if not to_act:
        return tr("The game is over.")
    phase = view["phase"]
    if viewer not in to_act:
        if phase == "choose":
            return tr("Wait: {names} still choosing.", names=listing([name_of(names, s) for s in to_act]))
        return tr("Wait: it is {name}'s turn.", name=name_of(names, to_act[0]))
    boat = parse_boat(source)
    if phase == "choose":
        return _why_not_chosen(kind, source, target, viewer, state_explain)
    if phase == "recovery":
        if all(boat["at"] == FALLS for boat in view["boats"][viewer]):  # NIA-33: with no canoe, one must come back
            return tr("Use the buttons on the right: with no canoe left, one must come back to the dock.")
        return tr("Use the buttons on the right: pay a gem to bring a lost canoe back, or leave it.")
    if view["cards"][viewer]["card"] == "cloud":
        if source == "wmarker":
            return tr("The weather marker moves exactly one space: drop it on a neighbouring space.")
        return tr("You played the cloud: move the weather marker one space instead of your canoes.")
    if source.startswith("hand:"):
        return tr("Your card for this round is played; drag a canoe instead.")
    if boat is None:
        return tr("Drag one of your canoes to a lit slot of the river.")
    if boat[0] != viewer:
        return tr("That is {name}'s canoe; drag one of yours.", name=name_of(names, boat[0]))
    return _why_canoe_stayed(kind, target, view, boat, state_explain)


def _why_not_chosen(kind: str, source: str, target: str | None, viewer: int | None, state_explain: Any) -> str:
    """Why no paddle card was chosen: the rules' reason for a dropped card, else how to choose."""
    if source.startswith("hand:"):
        if kind == "drop" and target == f"choice:{viewer}":
            card = source.split(":", 1)[1]
            value: PaddleCard | str = int(card) if card.isdigit() else card  # the rules say why not
            return tr(
                "Cannot play it: {reason}.", reason=state_explain({"seat": viewer, "type": "choose", "card": value})
            )
        return tr("Drop the card face down on your own card place (it glows while you drag).")
    return tr("First choose a paddle card: drag one of your cards onto your card place.")


def _why_canoe_stayed(
    kind: str, target: str | None, view: NiagaraView, boat: tuple[int, int], state_explain: Any
) -> str:
    """Why the viewer's own canoe did not move: the rules' reason for the slot it was dropped on or clicked."""
    viewer = view["seat"]
    to = slot_of(view, target)
    if kind == "drop" and to is not None:
        reason = state_explain(
            {"seat": viewer, "type": "move", "boat": boat[1], "to": to, "load": None, "steal_from": None}
        )
        return tr(
            "Canoe {number} cannot stop on {place}: {reason}.", number=boat[1] + 1, place=place_words(to), reason=reason
        )
    if kind == "click":
        turn = view["turn"]
        moved = turn["moved"] if turn is not None else [False, False]
        if moved[boat[1]]:
            return tr("Canoe {number} has already moved this turn.", number=boat[1] + 1)
        return sentence(
            state_explain(
                {"seat": viewer, "type": "move", "boat": boat[1], "to": "dock", "load": None, "steal_from": None}
            )
        )
    return tr("Drop the canoe on a lit slot of the river (the lit slots are where your card takes it).")


def score_sheet(view: NiagaraView, names: list[str]) -> ScoreSheet:
    """Gems at home, the victory conditions and how the winner was decided."""
    colours = view["colours"]
    winners = view["winners"]
    title = tr("Game over — {winners}", winners=winners_words(view, names)) if winners else tr("Game over")
    rows, cards = [], []
    for seat in range(view["n_seats"]):
        home, standing = view["homes"][seat], view["standings"][seat]
        rows.append(
            [
                name_of(names, seat),
                str(standing["gems"]),
                condition(view, standing),
                str(standing["value"]),
                ptr("result", "winner") if seat in winners else "",
            ]
        )
        cards.append([f"gem:{c}:{home[c]}" for c in colours])
    values = ptr("list", ", ").join(tr("{gem} {value}", gem=gem(view, c), value=view["gem_value"][c]) for c in colours)
    notes = [
        tr(
            "A player wins with {one} gems of one colour, {colours} different colours or {all} gems at home "
            "(checked after each round).",
            one=ONE_COLOUR,
            colours=len(colours),
            all=ALL_GEMS,
        ),
        tr(
            "Value: the gems at home added up at {values}; between players with as many gems, the higher value wins.",
            values=values,
        ),
    ]
    met = [s for s in range(view["n_seats"]) if view["standings"][s]["met"]]
    if view["ended_by"] == "max_rounds":
        notes.append(
            tr(
                "Nobody met a condition by round {round}, the last round allowed (the round limit): most "
                "gems at home wins, then the higher gem value.",
                round=view["round"],
            )
        )
    elif len(met) == 1:
        notes.append(
            tr(
                "{name} met a condition ({conditions}) at the end of round {round}.",
                name=name_of(names, met[0]),
                conditions=met_words(view, view["standings"][met[0]]),
                round=view["round"],
            )
        )
    elif len(met) > 1:
        notes.append(
            tr(
                "{names} met a condition in the same round: most gems at home wins, then the higher value "
                "({values}); players still tied share the win.",
                names=listing([name_of(names, s) for s in met]),
                values=values,
            )
        )
    notes.append(ntr("The game lasted {count} round.", "The game lasted {count} rounds.", view["round"]))
    headers = [tr("Player"), tr("Gems"), tr("Victory condition"), tr("Value"), tr("Result")]
    return ScoreSheet(title, headers, rows, list(range(view["n_seats"])), cards, notes)


def gems(view: NiagaraView, colour: str, count: int) -> str:
    """ "3 ambers", "1 ruby", "2 rubies"."""
    english = english_gem(view, colour)
    if count == 1:
        return tr("{count} {gem}", count=count, gem=tr(english))
    return tr("{count} {gem}", count=count, gem=tr(PLURAL_GEMS.get(english, english)))


def met_words(view: NiagaraView, standing: Standing) -> str:
    """The victory conditions a home meets: "3 ambers and 5 colours"."""
    best, count, kinds, total = standing["best"], standing["best_count"], standing["colours"], standing["gems"]
    words = {
        "one_colour": gems(view, best, count),
        "all_colours": ntr("{count} colour", "{count} colours", kinds),
        "gems": ntr("{count} gem", "{count} gems", total),
    }
    return listing([words[kind] for kind in standing["met"]])


def condition(view: NiagaraView, standing: Standing) -> str:
    """Which victory conditions a home meets (the view's standing, NIA-35), or how near it is."""
    if standing["met"]:
        return tr("met: {conditions}", conditions=met_words(view, standing))
    if not standing["gems"]:
        return tr("not met (no gems)")
    return ntr(
        "not met: best {best} of one colour, {count} colour",
        "not met: best {best} of one colour, {count} colours",
        standing["colours"],
        best=standing["best_count"],
    )


# --- the card inspector's longer words (items.py) ---------------------------------------------------------------
def weather_detail() -> str:
    """What the weather track does, for the card inspector (niagara.md NIA-15, NIA-29)."""
    return tr(
        "The weather track: once a round, after everyone has moved, the river flows by the lowest paddle card "
        "played plus the weather under the marker, {low} to {high} discs. Whoever plays the cloud card moves "
        "the marker one step.",
        low=_CATALOG.flow_min,
        high=_CATALOG.flow_max,
    )


def paddle_detail(paddle: PaddleCard) -> str:
    """What a paddle card does, for the card inspector (niagara.md NIA-11 to NIA-23)."""
    if paddle == "cloud":
        return tr(
            "The cloud card: you do not move your canoes this round; instead you move the weather marker one "
            "step up or down. It must move, and stays on the track. A used card comes back only when all "
            "{count} have been used.",
            count=len(_CATALOG.cards),
        )
    return tr(
        "Paddle card {card}: each of your canoes moves exactly {card} spaces, all one way, upstream or "
        "downstream (only a canoe reaching the dock may stop short); loading, unloading or exchanging a gem "
        "costs {op} of them. Every canoe on the river must move. The lowest number played, plus the weather, "
        "sets the river's flow. A used card comes back only when all {count} have been used.",
        card=paddle,
        op=OP_COST,
        count=len(_CATALOG.cards),
    )


def site_detail(view: NiagaraView, colour: str) -> str:
    """What a gem site is for, for the card inspector (niagara.md NIA-21)."""
    return tr(
        "A canoe ending or starting its move beside the {gem} site may load a gem here, unload its gem (of any "
        "colour) or exchange it for another colour, for {op} movement points, once per move. A site with no "
        "gems allows no load.",
        gem=gem(view, colour),
        op=OP_COST,
    )
