"""Every text the Niagara table shows: move labels, the status line, why nothing happened, the score sheet."""

from __future__ import annotations

from typing import Any

from tablegame.app.games.niagara.keys import DOCK, FALLS, parse_boat, slot_of
from tablegame.core.words import Persons, listing
from tablegame.games.niagara.catalog import PaddleCard, catalog
from tablegame.games.niagara.moves import banks_a_gem
from tablegame.games.niagara.scoring import ALL_GEMS, ONE_COLOUR
from tablegame.table.model import Action, ScoreSheet
from tablegame.table.presenter import View

OVER = "over"  # the phase of a finished game
# the catalog's names of the weather spaces, and the table's own word for the last one
WEATHER_WORDS = {0: "", 2: "storm", **{int(value): word for value, word in catalog().weather_labels.items()}}


def name_of(names: list[str], seat: int | None) -> str:
    """A seat's name."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def winners_words(view: View, names: list[str]) -> str:
    """The winners and their verb as the viewer reads them: "You win", "Mina wins", "Mina and Bo win"."""
    winners, plain = Persons(names, view["seat"]).group(view["winners"])
    return f"{winners} {'win' if plain else 'wins'}"


def signed(value: int) -> str:
    """-1 -> "−1", 2 -> "+2", 0 -> "0"."""
    return f"+{value}" if value > 0 else ("0" if value == 0 else f"−{-value}")


def card_words(card: Any) -> str:
    """5 -> "5", "cloud" -> "the cloud"."""
    return "the cloud" if card == "cloud" else str(card)


def gem(view: View, colour: str | None) -> str:
    """A gem's name ("amber"); "gem" if unknown."""
    name: str = view["gem_names"].get(colour or "", "gem")
    return name


def gem_a(view: View, colour: str | None) -> str:
    """"an amethyst", "a ruby"."""
    name = gem(view, colour)
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


def place_words(slot: str) -> str:
    """"the dock", "slot 3"."""
    return "the dock" if slot == DOCK else f"slot {slot}"


# --- words painted on the pieces (art.py) -------------------------------------------------------------------
CLOUD_EFFECT_SHORT = "±1"
DOCK_SIGN = "DOCK"
FALLS_SIGN = "FALLS"


# --- hints on the pieces (items.py) -------------------------------------------------------------------------
DOCK_HINT = "The dock: canoes start here; a gem brought here is banked at home"
FALLS_HINT = "The falls: a canoe pushed over is lost, its gem goes back to its site"
SPARE_HINT = "Spare discs: each push puts one into the river at slot 1"
PRIVATE_CARD_HINT = "Your card for this round (only you see it)"
CARD_PLACE_TAG = "your card place"


def slot_hint(view: View, slot: dict[str, Any]) -> str:
    """"Slot 5: the amber site is here", "Slot 6A (arm A)"."""
    where = f"Slot {slot['id']}"
    if slot["site"]:
        where += f": the {gem(view, slot['site'])} site is here"
    if slot["arm"]:
        where += f" (arm {slot['arm']})"
    return where


def site_hint(view: View, colour: str) -> str:
    """A gem site and what it holds."""
    site = view["sites"][colour]
    held = [f"{n} {gem(view, k)}" for k, n in site["supply"].items() if n]
    return f"The {gem(view, colour)} site (from slot {' or '.join(site['slots'])}): {listing(held) or 'empty'}"


def arm_hint(arm: str) -> str:
    """The fork's pointer."""
    return f"The next disc pushed at the fork goes down arm {arm}; the arms take turns"


def weather_cell_hint(value: int) -> str:
    """A space of the weather track."""
    word = WEATHER_WORDS.get(value, "")
    named = f" {word}" if word else ""
    return f"Weather {signed(value)}{named}: the river flows by the lowest card played {signed(value)}"


def marker_hint(weather: int) -> str:
    """The weather marker."""
    return f"The weather marker: {signed(weather)}"


def canoe_hint(view: View, names: list[str], boat: dict[str, Any], at: str) -> str:
    """A canoe at the dock, on a slot (with what it carries) or lost below the falls."""
    owner = f"{Persons(names, view['seat']).owner(boat['seat'], start=True)} canoe {boat['boat'] + 1}"
    if at == DOCK:
        return f"{owner}, at the dock"
    if at == FALLS:
        return f"{owner} went over the falls; a gem from home brings it back"
    carrying = f", carrying {gem_a(view, boat['gem'])}" if boat["gem"] else ", empty"
    return f"{owner} on slot {at}{carrying}"


def card_place_hint(names: list[str], viewer: int | None, seat: int, cards: dict[str, Any]) -> str:
    """A seat's card place: the card played, the viewer's own card, a face-down card, or nothing yet."""
    persons = Persons(names, viewer)
    if cards["card"] is not None and cards["revealed"]:
        return f"{persons.subject(seat)} played {card_words(cards['card'])}"
    if cards["card"] is not None:
        return PRIVATE_CARD_HINT
    if cards["chosen"]:
        return f"{persons.says(seat, 'have', 'has')} chosen a card (face down)"
    return f"{persons.says(seat, 'have', 'has')} not chosen a card yet"


def home_gem_hint(view: View, names: list[str], seat: int, colour: str, count: int) -> str:
    """One gem tile of a home."""
    return f"{Persons(names, view['seat']).says(seat, 'have', 'has')} {count} {gem(view, colour)} at home"


def paddle_hint(names: list[str], seat: int, paddle: Any, used: bool, last: bool, cards: int) -> str:
    """One of a seat's paddle cards: played last, used, or not used yet."""
    if used and last:
        state = f"played last (used until all {cards} are used)"
    else:
        state = f"used (back when all {cards} are used)" if used else "not used yet"
    return f"{name_of(names, seat)}: card {paddle} {state}"


def home_caption(names: list[str], seat: int, total: int, viewer: int | None) -> str:
    """"Mina · 3 gems (you)"."""
    caption = f"{name_of(names, seat)} · {total} gem{'s' * (total != 1)}"
    return caption + " (you)" if seat == viewer else caption


def token_hint(names: list[str], viewer: int | None, start: int) -> str:
    """The start seat's life ring."""
    return f"The life ring: {Persons(names, viewer).says(start, 'start')} this round"


def hand_hint(phase: str) -> str:
    """A paddle card in the viewer's hand."""
    return "Drag it face down onto your card place to play it this round" if phase == "choose" else "Still in your hand"


# --- gestures and buttons (gestures.py) ----------------------------------------------------------------------
def canoe_words(boats: list[int], otherwise: str) -> str:
    """"canoe 2" when exactly one canoe is meant, else the words given ("the other canoe")."""
    return f"canoe {boats[0] + 1}" if len(boats) == 1 else otherwise


def choose_label(card: Any) -> str:
    """Playing a paddle card face down."""
    if card == "cloud":
        return "Play the cloud face down (you will move the weather instead of your canoes)"
    return f"Play paddle card {card} face down"


def weather_labels(weather: int, delta: int) -> tuple[str, str]:
    """Moving the weather marker: the gesture's words and its button's."""
    new = weather + delta
    faster = "the river flows faster" if delta > 0 else "the river flows slower"
    return f"Move the weather marker to {signed(new)} ({faster})", f"Weather {signed(delta)} (to {signed(new)})"


def keep_docked_labels(which: str) -> tuple[str, str]:
    """Ending the turn with a canoe left at the dock: the button's words and the gesture's."""
    return f"Keep {which} docked", f"Keep {which} at the dock and end your turn"


def leave_lost_labels(which: str) -> tuple[str, str]:
    """Declining a recovery: the button's words and the gesture's."""
    return "Leave it lost", f"Leave {which} at the falls (keep your gems)"


def recover_labels(view: View, which: str, pay: str | None) -> tuple[str, str]:
    """Recovering a canoe, paying a gem or nothing: the button's words and the gesture's."""
    if pay is None:
        return "Recover for free", f"Recover {which} for free (no gems, no canoe): it goes to the dock"
    return f"Pay {gem_a(view, pay)}", f"Pay {gem_a(view, pay)} from home back to its site; {which} goes to the dock"


# --- moves, the status line, why nothing happened ------------------------------------------------------------
def move_label(view: View, action: Action, names: list[str]) -> str:
    """A move in words, for the chooser and the keyboard ("Canoe 1 from the dock to slot 3, loading ...")."""
    seat, boat = action["seat"], action["boat"]
    start = view["boats"][seat][boat]["at"]
    carried = view["boats"][seat][boat]["gem"]
    to = action["to"]
    if to == start:
        line = f"Canoe {boat + 1} stays on {place_words(to)}"
    else:
        line = f"Canoe {boat + 1} from {place_words(start)} to {place_words(to)}"
        if action.get("arm"):
            line += f" (arm {action['arm']})"
    load = action.get("load")
    if load:
        line += ", " + op_words(view, load, carried, start, to)
    if action.get("steal_from") is not None:
        victim, vboat = action["steal_from"], action["steal_boat"]
        stolen = view["boats"][victim][vboat]["gem"]
        line += f", robbing {name_of(names, victim)}'s canoe {vboat + 1} of its {gem(view, stolen)}"
    if banks_a_gem(view, action):
        line += " — banked at home"
    return line


def op_words(view: View, load: dict[str, Any], carried: str | None, start: str, to: str) -> str:
    """A gem operation in words ("loading an amber at slot 5 first")."""
    when = ""
    if start != to:
        when = f" at {place_words(start)} first" if load["when"] == "start" else " on arrival"
    if load["op"] == "load":
        return f"loading {gem_a(view, load['colour'])}{when}"
    if load["op"] == "unload":
        return f"unloading its {gem(view, carried)}{when}"
    return f"exchanging its {gem(view, carried)} for {gem_a(view, load['colour'])}{when}"


def op_badge(view: View, action: Action, names: list[str]) -> str:
    """A move's gem work in two or three words: "load ruby", "drop amber", "swap for ruby" at the slot reached;
    "with ruby" or "leave amber" for work done before leaving; "rob Bo"; "" for a plain move."""
    if action.get("steal_from") is not None:
        return f"rob {name_of(names, action['steal_from'])}"
    load = action.get("load")
    if not load:
        return ""
    carried = view["boats"][action["seat"]][action["boat"]]["gem"]
    stays = action["to"] == view["boats"][action["seat"]][action["boat"]]["at"]
    before_leaving = load["when"] == "start" and not stays
    if load["op"] == "unload":
        return f"{'leave' if before_leaving else 'drop'} {gem(view, carried)}"
    if before_leaving:
        return f"with {gem(view, load['colour'])}"
    return f"{'load' if load['op'] == 'load' else 'swap for'} {gem(view, load['colour'])}"


def slot_badge(view: View, actions: list[Action], names: list[str]) -> str:
    """The one badge of a lit slot for the moves ending there: "" for a plain move only, the gem work if it
    is the only way, "or load ruby" beside a plain move, else how many choices the drop will offer."""
    works = [op_badge(view, a, names) for a in actions]
    special = [w for w in works if w]
    if not special:
        return ""
    if len(works) == 1:
        return special[0]
    if len(works) == 2 and len(special) == 1:
        return f"or {special[0]}"
    return f"{len(works)} choices"


def info_lines(view: View, names: list[str]) -> list[str]:
    """Round, start seat, weather, the last flow and what the flow will be."""
    weather = view["weather"]
    word = WEATHER_WORDS.get(weather, "")
    lines = [f"Round {view['round']}", f"Start: {name_of(names, view['start_seat'])}",
             f"Weather {signed(weather)}{' ' + word if word else ''}",
             "Last flow: " + ("—" if view["flow"] is None else str(view["flow"]))]
    if view["flow_preview"] is not None:  # later cards and clouds may still change it
        lines.append(f"Flow so far: {view['flow_preview']}")
    return lines


def status(view: View, legal: list[Action], names: list[str]) -> str:
    """Whose turn it is and what they must do now, in words."""
    phase = view["phase"]
    if phase == OVER:
        return f"The game is over: {winners_words(view, names)}." if view["winners"] else "The game is over."
    to_act = view["to_act"]
    viewer = view["seat"]
    if phase == "choose":
        if legal:
            waiting = [name_of(names, s) for s in to_act if s != viewer]
            also = f" ({listing(waiting)} also choosing)" if 0 < len(waiting) <= 2 else ""
            if len(waiting) > 2:
                also = f" ({len(waiting)} others also choosing)"
            return (f"{name_of(names, viewer)}: choose a paddle card — drag it face down onto your card place"
                    f"{also}")
        return f"Waiting for {listing([name_of(names, s) for s in to_act])} to choose a card"
    seat = to_act[0]
    who = name_of(names, seat)
    if phase == "recovery":
        if legal:
            if any(a["type"] == "recover" and a["pay"] is None for a in legal):
                return f"{who}: no canoe and no gems left — recover a canoe for free (button on the right)"
            if not any(a["type"] == "pass" for a in legal):
                return f"{who}: no canoe left — pay a gem from home to bring one back to the dock"
            return f"{who}: a canoe is lost — pay a gem from home to bring it back, or leave it"
        return f"{who} decides whether to recover a lost canoe"
    card = view["cards"][seat]["card"]
    if card == "cloud":
        if legal:
            return f"{who} played the cloud: move the weather marker one space (drag it, or the buttons)"
        return f"{who} played the cloud and moves the weather marker"
    if not legal:
        return f"{who} played {card} and moves their canoes"
    turn = view["turn"] or {}
    must = [f"canoe {b + 1}" for b in (0, 1) if turn.get("must_move", [False, False])[b]
            and not turn.get("moved", [False, False])[b]]
    need = f" ({listing(must)} must move)" if must else ""
    if turn.get("must_launch") and not turn.get("launched"):
        need = " (one canoe must leave the dock)"
    end = " — or keep a canoe at the dock" if any(a["type"] == "end_move" for a in legal) else ""
    return f"{who} played {card}: drag a canoe to a lit slot{need}{end}"


def explain(kind: str, source: str, target: str | None, view: View, state_explain: Any,
            names: list[str]) -> str:
    """Why a click or a drop did nothing: asks the rules (explain_illegal) where an action fits."""
    viewer = view["seat"]
    to_act = view["to_act"]
    if not to_act:
        return "The game is over."
    phase = view["phase"]
    if viewer not in to_act:
        if phase == "choose":
            return f"Wait: {listing([name_of(names, s) for s in to_act])} still choosing."
        return f"Wait: it is {name_of(names, to_act[0])}'s turn."
    boat = parse_boat(source)
    if phase == "choose":
        if source.startswith("hand:"):
            if kind == "drop" and target == f"choice:{viewer}":
                card = source.split(":", 1)[1]
                value: PaddleCard | str = int(card) if card.isdigit() else card  # the rules say why not
                return "Cannot play it: " + state_explain({"seat": viewer, "type": "choose", "card": value}) + "."
            return "Drop the card face down on your own card place (it glows while you drag)."
        return "First choose a paddle card: drag one of your cards onto your card place."
    if phase == "recovery":
        return "Use the buttons on the right: pay a gem to bring a lost canoe back, or leave it."
    if view["cards"][viewer]["card"] == "cloud":
        if source == "wmarker":
            return "The weather marker moves exactly one space: drop it on a neighbouring space."
        return "You played the cloud: move the weather marker one space instead of your canoes."
    if source.startswith("hand:"):
        return "Your card for this round is played; drag a canoe instead."
    if boat is None:
        return "Drag one of your canoes to a lit slot of the river."
    if boat[0] != viewer:
        return f"That is {name_of(names, boat[0])}'s canoe; drag one of yours."
    to = slot_of(view, target)
    if kind == "drop" and to is not None:
        reason = state_explain({"seat": viewer, "type": "move", "boat": boat[1], "to": to, "load": None,
                                "steal_from": None})
        return f"Canoe {boat[1] + 1} cannot stop on {place_words(to)}: {reason}."
    if kind == "click":
        moved = (view["turn"] or {}).get("moved", [False, False])
        if moved[boat[1]]:
            return f"Canoe {boat[1] + 1} has already moved this turn."
        return state_explain({"seat": viewer, "type": "move", "boat": boat[1], "to": "dock", "load": None,
                              "steal_from": None}).capitalize() + "."
    return "Drop the canoe on a lit slot of the river (the lit slots are where your card takes it)."


def score_sheet(view: View, names: list[str]) -> ScoreSheet:
    """Gems at home, the victory conditions and how the winner was decided."""
    colours = view["colours"]
    winners = view["winners"]
    title = f"Game over — {winners_words(view, names)}" if winners else "Game over"
    rows, cards = [], []
    for seat in range(view["n_seats"]):
        home, standing = view["homes"][seat], view["standings"][seat]
        rows.append([name_of(names, seat), str(standing["gems"]), condition(view, standing), str(standing["value"]),
                     "winner" if seat in winners else ""])
        cards.append([f"gem:{c}:{home[c]}" for c in colours])
    notes = [f"A player wins with {ONE_COLOUR} gems of one colour, {len(colours)} different colours or {ALL_GEMS} gems "
             "at home (checked after each round)."]
    met = [s for s in range(view["n_seats"]) if view["standings"][s]["met"]]
    if view["ended_by"] == "max_rounds":
        notes.append(f"Nobody met a condition by round {view['round']}, the last round allowed (the "
                     "round limit): most gems at home wins, then the higher gem value.")
    elif len(met) == 1:
        notes.append(f"{name_of(names, met[0])} met a condition ({condition(view, view['standings'][met[0]])[5:]}) "
                     f"at the end of round {view['round']}.")
    elif len(met) > 1:
        values = ", ".join(f"{gem(view, c)} {view['gem_value'][c]}" for c in colours)
        notes.append(f"{listing([name_of(names, s) for s in met])} met a condition in the same round: most gems at "
                     f"home wins, then the higher value ({values}); players still tied share the win.")
    notes.append(f"The game lasted {view['round']} round{'s' * (view['round'] != 1)}.")
    return ScoreSheet(title, ["Player", "Gems", "Victory condition", "Value", "Result"], rows,
                      list(range(view["n_seats"])), cards, notes)


def gems(view: View, colour: str, count: int) -> str:
    """"3 ambers", "1 ruby", "2 rubies"."""
    name = gem(view, colour)
    if count == 1:
        return f"1 {name}"
    return f"{count} {name[:-1]}ies" if name.endswith("y") else f"{count} {name}s"


def condition(view: View, standing: dict[str, Any]) -> str:
    """Which victory conditions a home meets (the view's standing, NIA-35), or how near it is."""
    best, count, kinds, total = standing["best"], standing["best_count"], standing["colours"], standing["gems"]
    words = {"one_colour": gems(view, best, count), "all_colours": f"{kinds} colours", "gems": f"{total} gems"}
    if standing["met"]:
        return "met: " + listing([words[kind] for kind in standing["met"]])
    if not total:
        return "not met (no gems)"
    return f"not met: best {count} of one colour, {kinds} colour{'s' * (kinds != 1)}"


# --- the card inspector's longer words (items.py) ---------------------------------------------------------------
CLOUD_DETAIL = ("The cloud card: you do not move your canoes this round; instead you move the weather marker one "
                "step up or down. It must move, and stays on the track.")
WEATHER_DETAIL = ("The weather track: after every move, the river flows by the lowest paddle card played plus the "
                  "weather under the marker, 0 to 8 discs. Whoever plays the cloud card moves the marker one step.")
USED_DETAIL = "A used card comes back only when all 7 have been used."


def paddle_detail(paddle: PaddleCard) -> str:
    """What a paddle card does, for the card inspector (niagara.md NIA-11 to NIA-20)."""
    if paddle == "cloud":
        return f"{CLOUD_DETAIL} {USED_DETAIL}"
    return (f"Paddle card {paddle}: each of your canoes may move up to {paddle} spaces, all one way, upstream or "
            "downstream; loading, unloading or exchanging a gem costs 2 of them. Every canoe on the river must "
            f"move. The lowest number played sets the river's flow. {USED_DETAIL}")


def site_detail(view: View, colour: str) -> str:
    """What a gem site is for, for the card inspector (niagara.md NIA-21)."""
    return (f"A canoe ending or starting its move beside the {gem(view, colour)} site may load a gem here, unload "
            "its gem (of any colour) or exchange one, for 2 movement points. A site with no gems allows no load.")
