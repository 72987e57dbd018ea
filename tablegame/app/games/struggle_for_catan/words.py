"""Words for The Struggle for Catan table, every text it shows: the catalog's names and values, the words
painted on the cards, card lists, captions, hints, gesture labels, dialogs, the status line, why a gesture
did nothing, the score sheet. (The history's entries are the rules' own: games/struggle_for_catan/story.py.)
"""

from __future__ import annotations

import re
from typing import Any

from tablegame.games.struggle_for_catan.catalog import EVENT_IDS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.engine import BRIGAND_LIMIT
from tablegame.games.struggle_for_catan.scoring import WIN_VP
from tablegame.table.model import Action, ScoreSheet
from tablegame.table.presenter import View

# Names and values come from the catalog (cards/struggle-for-catan.yaml), as the rules read them.
_C = components()
RESOURCES = RESOURCE_IDS
RESOURCE_NAMES = dict(zip(RESOURCE_IDS, _C.resource_names, strict=True))
EXPANSION_NAMES = dict(zip(_C.expansion_ids, _C.expansion_names, strict=True))
EXPANSION_VP = dict(zip(_C.expansion_ids, _C.expansion_vp, strict=True))
EVENT_NAMES = dict(zip(EVENT_IDS, _C.event_names, strict=True))
SETTLEMENT_VP, CITY_VP = _C.settlement_vp, _C.city_vp
B_SIDE_VP = _C.side_vp[1]
# The table's own short words: expansion names that fit a card; abilities in a few words (for the hints: the
# faces leave abilities to the inspector, ABILITY_DETAILS).
EXPANSION_SHORT = {"library": "Library", "church": "Church", "castle": "Castle", "merchant-guild": "Guild",
                   "town-hall": "Town Hall"}
EXPANSION_WORDS = {"library": "choose the card you take", "church": "1st knight safe", "castle": "1st 3 roads safe",
                   "merchant-guild": "take 1 card a turn", "town-hall": "no ability"}
# Words painted on the cards (art.py).
STACK_TITLE = {"road": "Road", "knight": "Knight"}
SUPPLY_TITLE = {"road": "Roads", "knight": "Knights", "estate": "Settlements"}
SETTLEMENT_TITLE = "Settlement"
CITY_TITLE = "City"
NONE_LEFT = "none left"
FATE_WAY = {"left": "clockwise", "right": "counter-clockwise"}
FATE_TITLE = {"left": "LEFT", "right": "RIGHT"}
COSTS = {building: {r: k for r, k in zip(RESOURCES, cost, strict=True) if k}
         for building, cost in components().costs.items()}  # building -> {resource: cards}, from the catalog
Target = tuple[Any, ...]  # what a build makes: ("road",), ("city", i), ("expansion", i, card), ...


def vp_words(vp: int) -> str:
    """3 -> "3 VP"."""
    return f"{vp} VP"


def cards_word(count: int) -> str:
    """The word under a count of cards."""
    return "card" if count == 1 else "cards"


def seat_name(names: list[str], seat: int | None) -> str:
    """A seat's name ("?" for none)."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def listing(words: list[str]) -> str:
    """["a", "b", "c"] -> "a, b and c"."""
    if not words:
        return ""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def cards(counts: dict[str, int]) -> str:
    """{"wool": 3, "ore": 1} -> "ore, 3 wool" (catalog order); "nothing" when empty."""
    parts = [f"{counts[r]} {r}" if counts[r] > 1 else r for r in RESOURCES if counts.get(r, 0) > 0]
    return ", ".join(parts) or "nothing"


def plural(n: int, word: str) -> str:
    """2, "card" -> "2 cards"."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def a_or_an(word: str) -> str:
    """"ore" -> "an ore", "wool" -> "a wool"."""
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"


def seat_words(text: str, names: list[str]) -> str:
    """The rules' reasons say "seat 1"; players read names."""
    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if 0 <= seat < len(names) else match.group(0)

    return re.sub(r"\bseat (\d+)", name, text)


def estate_words(estate: dict[str, Any]) -> str:
    """A tableau estate in words: "settlement", "city (Brigand Attack)", "Library on a city"."""
    if estate["side"] == "settlement":
        return "settlement"
    if estate.get("expansion"):
        return f"{EXPANSION_NAMES[estate['expansion']]} (city, {EVENT_NAMES[estate['event']]})"
    return f"city ({EVENT_NAMES[estate['event']]})"


def expansion_hint(kind: str) -> str:
    """An expansion's VP and ability in a line."""
    return (f"{EXPANSION_NAMES[kind]}: {EXPANSION_VP[kind]} VP instead of the city's {CITY_VP} — "
            f"{EXPANSION_WORDS[kind]}")


def cost_words(cost: dict[str, int]) -> str:
    """A cost with every count, the largest first: {"wool": 3, "ore": 1} -> "3 wool, 1 ore"."""
    order = sorted((r for r in RESOURCES if cost.get(r)), key=lambda r: -cost[r])
    return ", ".join(f"{cost[r]} {r}" for r in order)


# --- captions, hints and the status line ------------------------------------------------------------
def deck_hint(deck: int) -> str:
    """The deck's hint."""
    return (f"Deck: {plural(deck, 'card')} face down. In your trade phase, drag a hand card here to exchange it "
            "with the supply.")


def discard_hint(discard: list[str]) -> str:
    """The discard pile's hint: its size and its top cards."""
    top = ", ".join(discard[:8]) + ("…" if len(discard) > 8 else "")
    return f"Discard pile: {plural(len(discard), 'card')}" + (f", top first: {top}" if discard else "")


def market_hint(card: str | None) -> str:
    """A market place's hint."""
    return f"Market: {card}. Drag one of your cards (of another kind) here to take it." if card \
        else "An empty market place"


def expansion_supply_hint(kind: str, left: int) -> str:
    """An expansion of the supply: VP, ability, cost and copies left."""
    return (f"{expansion_hint(kind)}. Cost: {cost_words(COSTS['expansion'])}; built on one of your cities "
            f"({left} left).")


NO_EXPANSION_HINT = "Every expansion is built"
NEXT_SETTLEMENT_HINT = "Your next settlement goes here"
EMPTY_HAND_HINT = "Your hand is empty"


def fate_hint(fate: str) -> str:
    """The destiny card's hint: the side up and what it decides."""
    way = FATE_WAY[fate]
    return (f"Destiny card: {fate}. When the road or knight supply is empty, a build takes the top card of the "
            f"next player {way} that has one to take.")


def stack_card_hint(names: list[str], seat: int, kind: str, j: int, height: int, side: str) -> str:
    """A road or knight of a seat's stack: its place and what its side gives."""
    benefit = (f"{B_SIDE_VP} VP" if side == "B" else
               "1 exchange in the trade phase" if kind == "road" else "1 more card in the draw")
    return f"{seat_name(names, seat)}'s {kind} {j + 1} of {height}, {side} side: {benefit}"


def next_stack_card_hint(kind: str, side: str) -> str:
    """The empty place of the viewer's next road or knight."""
    return f"Your next {kind} goes here, {side} side up"


def no_stack_hint(names: list[str], seat: int, kind: str) -> str:
    """A seat without roads or knights."""
    return f"{seat_name(names, seat)} has no {kind}s"


def estate_hint(names: list[str], seat: int, estate: dict[str, Any], vp: int) -> str:
    """A tableau estate: what it is, its VP, and its hidden event or its expansion."""
    hint = f"{seat_name(names, seat)}'s {estate_words(estate)}: {vp} VP"
    if estate["side"] == "settlement":
        if estate.get("event"):  # a finished game looked back at: every card face up
            return hint + f" (its event: {EVENT_NAMES[estate['event']]})"
        return hint + " (its event shows when it becomes a city)"
    if estate.get("expansion"):
        return hint + " — " + expansion_hint(estate["expansion"])
    return hint


def no_estates_hint(names: list[str], seat: int) -> str:
    """A seat without settlements or cities."""
    return f"{seat_name(names, seat)} has no settlements or cities"


def other_hand_hint(names: list[str], seat: int, size: int, seen: dict[str, int] | None) -> str:
    """Another seat's hand: its size, and the cards a Library shows (SFC-43)."""
    if seen is None:
        return f"{seat_name(names, seat)} holds {plural(size, 'card')} (secret)"
    return (f"{seat_name(names, seat)} holds {plural(size, 'card')}: {cards(seen)} — your Library shows them; "
            "drop a card here to choose the one you take")


def own_card_hint(resource: str, held: int) -> str:
    """One of the viewer's hand cards."""
    return f"Your {resource} ({held} in your hand)"


def own_hand_caption(total: int) -> str:
    """The caption of the viewer's hand."""
    return f"Your hand · {plural(total, 'card')} · only you see it"


def supply_hint(view: View, kind: str, left: int, names: list[str]) -> str:
    """What a building supply holds and costs."""
    if kind == "estate":
        return (f"Settlements: {left} left, their events hidden until they become cities. Cost: "
                f"{cards(COSTS['settlement'])}. {SETTLEMENT_VP} VP.")
    cost = cards(COSTS[kind])
    effect = {"road": "A side: 1 exchange a turn", "knight": "A side: 1 more card in the draw"}[kind]
    base = f"{kind.capitalize()}s: {left} left. Cost: {cost}. {effect}; B side: {B_SIDE_VP} VP."
    if view["seat"] is None:  # an onlooker builds nothing: no next side, no seat to take from
        if not left:
            base += f" None left: a builder takes the top {kind} of the first opponent who has one to give."
        return base
    side = view["tableaux"][view["seat"]]["next_sides"][kind]
    base += f" Your next one lands {side} up."
    if not left:
        victim = view["take_from"][kind]
        base += (f" None left: building one takes {seat_name(names, victim)}'s top {kind}." if victim is not None
                 else " None left and none can be taken.")
    return base


def seat_caption(view: View, seat: int, names: list[str]) -> str:
    """A seat's name, VP, exchanges a turn (its A-side roads) and cards drawn a turn (its A-side knights)."""
    t = view["tableaux"][seat]
    who = seat_name(names, seat) + (" (you)" if seat == view["seat"] else "")
    text = f"{who} · {view['scores'][seat]} VP"
    if view["phase"] == "over" and seat in view["winners"]:
        return text + " · wins!"
    return f"{text} · {plural(t['exchanges'], 'exchange')} · draws {t['draws']}"


def score_lines(view: View, names: list[str]) -> list[str]:
    """The score panel: every seat's VP and hand size; the deck."""
    lines = []
    for seat in range(view["n_seats"]):
        mark = "> " if seat == view["turn"] and view["phase"] != "over" else ""
        held = plural(view["hand_sizes"][seat], "card")
        lines.append(f"{mark}{seat_name(names, seat)}: {view['scores'][seat]} VP · {held}")
    lines.append(f"Turn {view['turn_number']} · deck {view['deck_count']}")
    return lines


def build_words(view: View, target: Target, names: list[str]) -> str:
    """A build in words: "Build a road", "Turn your settlement 2 into a city", "Build a Library on city 1"."""
    kind = target[0]
    if kind in ("road", "knight"):
        text = f"Build a {kind}"
        if not view["supply"][kind]:
            text += f", taking {seat_name(names, view['take_from'][kind])}'s top {kind}"
        return text
    if kind == "settlement":
        return "Build a settlement"
    if kind == "city":
        return f"Turn your settlement {target[1] + 1} into a city"
    return f"Build a {EXPANSION_NAMES[target[2]]} on your city {target[1] + 1}"


def build_label(view: View, a: Action, what: str) -> str:
    """A build gesture's words: the payment, or (a build that turns the destiny card) the turn instead, so the
    two ways of one build read short and apart in a chooser (the payment is the same for both)."""
    if a.get("flip"):
        other = "right" if view["fate"] == "left" else "left"
        return f"{what} and turn the destiny card to {other}"
    return f"{what}, paying {cards(a['pay'])}"


def status(view: View, legal: list[Action], paying: Target | None, names: list[str]) -> str:
    """Whose turn it is and what they must do now, in words."""
    phase = view["phase"]
    if phase == "over":
        winner = view["winners"][0]
        return f"The game is over: {seat_name(names, winner)} wins with {view['scores'][winner]} VP."
    seat = view["to_act"][0]
    who = seat_name(names, seat)
    if not legal:
        doing: dict[str, str] = {
            "trade": f"trading ({plural(view['exchanges_left'], 'exchange')} left)",
            "give": f"giving a card back to {seat_name(names, (view['pending'] or {}).get('target'))}",
            "build": "building",
            "discard": "Brigand Attack — choosing cards to discard",
            "market_day": "Market Day — exchanging with the market or passing",
        }
        return f"{who}: {doing.get(phase, phase)}"
    if phase == "trade":
        left = view["exchanges_left"]
        if not any(a["type"].startswith("exchange") for a in legal):
            return f"{who}: no exchange left — click End trading"
        if not view["wide_trade"]:
            return f"{who}: trade, {plural(left, 'exchange')} left — drag a card onto the deck (the supply); " \
                   "or End trading"
        return f"{who}: trade, {plural(left, 'exchange')} left — drag a card onto the market or the deck, or click " \
               "a player's hand"
    if phase == "give":
        pending = view["pending"]
        taken = a_or_an(pending["taken"]) if pending.get("taken") else "a card"
        took = f"You took {taken} from"
        return f"{who}: {took} {seat_name(names, pending['target'])} — click one of your cards to give back"
    if phase == "build":
        if paying is not None:
            return f"{who}: choose the cards to pay with (they glow), then Build — or Cancel"
        if any(a["type"] == "build" for a in legal):
            return f"{who}: build — click a glowing building, settlement or expansion; or End building"
        return f"{who}: nothing to build — click End building to draw"
    if phase == "discard":
        return f"{who}: Brigand Attack — choose the cards to discard"
    return f"{who}: Market Day — exchange one card with the market, or Pass"


# --- gestures, buttons and dialogs ------------------------------------------------------------------------
END_TRADE_BUTTON = "End trading"
END_TRADE_LABEL = "End trading and go on to building"
GUILD_BADGE = "Guild: take 1"
CANCEL_BUTTON = "Cancel"
CANCEL_LABEL = "Do not build this (choose something else)"
PASS_BUTTON = "Pass (no exchange)"
PASS_LABEL = "Pass: keep your cards"


def supply_exchange_label(give: str) -> str:
    """Exchanging a hand card with the supply."""
    return f"Exchange your {give} with the supply (it goes on the discard pile; you draw the top card)"


def market_exchange_label(give: str, take: str) -> str:
    """Exchanging a hand card for a market card in the trade phase."""
    return f"Exchange your {give} for the market's {take}"


def library_take_label(who: str, take: str, held: int) -> str:
    """An opponent exchange with the card chosen (Library, SFC-36)."""
    return f"Take {who}'s {take} ({who} holds {held}), then give one back"


def blind_exchange_label(who: str) -> str:
    """An opponent exchange taking a card at random (SFC-18)."""
    return f"Take a card from {who} at random, then give one back"


def give_label(resource: str, who: str) -> str:
    """Giving a card back after an opponent exchange."""
    return f"Give your {resource} to {who}"


def guild_label(who: str) -> str:
    """A Merchant Guild steal (SFC-37)."""
    return f"Merchant Guild: take a card at random from {who} (nothing given back)"


def end_build_button(draws: int) -> str:
    """The End building button, with the cards drawn next."""
    return f"End building (draw {draws})"


def end_build_label(draws: int) -> str:
    """What End building does."""
    return f"End building; you draw {plural(draws, 'card')} and the turn passes"


def choose_payment_label(what: str, ways: int) -> str:
    """A build with several payments: it opens the payment dialog."""
    return f"{what} — choose how to pay ({ways} ways)"


def pay_label(resource: str) -> str:
    """Adding a hand card to the payment."""
    return f"Pay with your {resource}"


def unpay_label(resource: str) -> str:
    """Taking a hand card out of the payment."""
    return f"Keep your {resource} (take it out of the payment)"


def build_button(flip: bool) -> str:
    """The payment dialog's Build button (and the one that also turns the destiny card)."""
    return "Build, turn destiny" if flip else "Build"


def payment_dialog(what: str, cost: dict[str, int], chosen: dict[str, int], valid: bool,
                   turn_to: str | None = None) -> list[str]:
    """The payment dialog's lines: the build, its cost, the cards chosen and whether they pay (and, where the
    build may turn the destiny card, which button does: its own label stays short)."""
    state = ("a valid payment: click Build" if valid else
             "not a valid payment yet: click the glowing cards to change it")
    if valid and turn_to:
        state += f" (Build, turn destiny: the destiny card turns to {turn_to})"
    return [f"{what}?", f"Cost: {cards(cost)} (3 cards of one kind pay for 1 missing card).",
            f"Chosen: {cards(chosen)} — {state}."]


def keep_label(resource: str) -> str:
    """Taking a hand card out of a discard."""
    return f"Keep your {resource}"


def discard_label(resource: str) -> str:
    """Choosing a hand card to discard."""
    return f"Discard your {resource}"


def discard_button(need: int) -> str:
    """The Brigand Attack dialog's Discard button."""
    return f"Discard these {need}"


def discard_go_label(chosen: dict[str, int]) -> str:
    """What the Discard button discards."""
    return f"Discard {cards(chosen)}"


def brigand_dialog(builder: str, size: int, need: int, chosen: dict[str, int]) -> list[str]:
    """The Brigand Attack dialog (SFC-30) for a seat that must discard."""
    return ["Brigand Attack!",
            f"{builder}'s new city shows a Brigand Attack: everyone with more than {BRIGAND_LIMIT} cards discards "
            "half.",
            f"You hold {size} cards: click {need} of them in your hand, then Discard.",
            f"Chosen {sum(chosen.values())} of {need}: {cards(chosen)}."]


def market_day_label(give: str, take: str) -> str:
    """A Market Day exchange (SFC-31)."""
    return f"Market Day: exchange your {give} for the market's {take}"


def market_day_dialog(builder: str, can_exchange: bool) -> list[str]:
    """The Market Day dialog for the seat due."""
    lines = ["Market Day!", f"{builder}'s new city shows Market Day: each player in turn may exchange one card "
                            "with the market."]
    if can_exchange:
        lines.append("Drag one of your cards onto a market card of another kind (or click your card, then the "
                     "market card), or Pass.")
    else:
        lines.append("You have no card to exchange: Pass.")
    return lines

# --- why a gesture did nothing (reasons.py) ---------------------------------------------------------------
GAME_OVER = "The game is over."
DISCARD_HOW = "Brigand Attack: click the cards to discard in your hand, then Discard."
MARKET_DAY_HOW = "Market Day: drag one of your cards onto a market card of another kind, or Pass."
NOTHING_HERE = "That does nothing here."
BUILD_AFTER_TRADE = "Building comes after trading: click End trading first."
NO_EXCHANGE_LEFT = "No exchange is left this turn: click End trading."
TRADE_HOW = ("Drag one of your cards onto a market card or the deck to exchange it, or click another player's hand "
             "to take a card from it (you then give one back).")
TAKE_FIRST = ("To exchange with a player, click their hand (or drag it onto yours): you take a card first, "
              "then choose the card you give back.")
CITY_HAS_EXPANSION = "That city already has an expansion (one per city)."
EXPANSION_NEEDS_CITY = "An expansion goes on one of your cities without one: build a city first."
BUILD_FIRST = "Click a glowing building first; then choose the cards to pay with."
TRADE_IS_OVER = "The trade phase is over for this turn: build, or click End building."
BUILD_HOW = "Click a glowing building (or drag it to your area), or click End building."


def wait_for(who: str) -> str:
    """Another seat is to act."""
    return f"Wait: it is {who}'s turn."


def give_back_first(who: str) -> str:
    """A card must be given back before anything else (SFC-18)."""
    return f"Give {who} one card back first: click one of your cards."


# --- the score sheet ------------------------------------------------------------------------------------
def score_sheet(view: dict[str, Any], names: list[str]) -> ScoreSheet:
    """Every seat's VP explained: estates (the view's VP of each) and B sides."""
    winners = view.get("winners") or []
    title = f"Game over — {names[winners[0]]} wins with {view['scores'][winners[0]]} VP" if winners else "Game over"
    rows, seats, pictures = [], [], []
    order = sorted(range(len(view["tableaux"])), key=lambda s: (-view["scores"][s], s))
    for seat in order:
        t = view["tableaux"][seat]
        parts = vp_parts(t)
        shown = sorted((estate_picture(e) for e in t["estates"]), key=lambda p: (p == "settlement", p))
        b_roads, b_knights = t["roads"].count("B"), t["knights"].count("B")
        shown.extend(["road:B"] * b_roads + ["knight:B"] * b_knights)
        estates_vp = sum(t["estate_vp"])
        rows.append([names[seat], str(estates_vp), " · ".join(parts) or "nothing scores", str(b_roads + b_knights),
                     str(view["scores"][seat])])
        seats.append(seat)
        pictures.append(shown)
    notes = [f"The first player to have {WIN_VP} VP during their own turn wins at once.",
             f"VP: settlement {SETTLEMENT_VP} · city {CITY_VP} · city with an expansion {_expansion_vp_words()} "
             f"instead of {CITY_VP} · each road or knight on its B side {B_SIDE_VP}. "
             "Cards in hand score nothing.",
             "Estates: the VP of settlements, cities and expansions; B VP: roads and knights lying B side up, "
             f"{B_SIDE_VP} VP each."]
    if winners:
        winner = winners[0]
        last = next((e for e in reversed(view.get("log") or []) if e["event"] == "build" and e["seat"] == winner), None)
        if last is not None:
            notes.append(f"{names[winner]} reached {view['scores'][winner]} VP with {_last_build(last)}.")
    return ScoreSheet(title, ["Player", "Estates", "Where the VP come from", "B VP", "VP"], rows, seats,
                      pictures, notes)


def _expansion_vp_words() -> str:
    """The expansions' VP: the most common value, the others named: "3 (Town Hall 4)"."""
    values = list(EXPANSION_VP.values())
    common = max(values, key=values.count)
    others = [f"{EXPANSION_NAMES[x]} {vp}" for x, vp in EXPANSION_VP.items() if vp != common]
    return f"{common} ({', '.join(others)})" if others else str(common)


def vp_parts(tableau: dict[str, Any]) -> list[str]:
    """Where a seat's VP come from, grouped: "Town Hall 4", "2 cities 4", "3 settlements 3", "2 B roads 2"."""
    estates = list(zip(tableau["estates"], tableau["estate_vp"], strict=True))
    parts = [f"{EXPANSION_NAMES[e['expansion']]} {vp}" for e, vp in estates if e.get("expansion")]
    cities = [vp for e, vp in estates if e["side"] == "city" and not e.get("expansion")]
    settlements = [vp for e, vp in estates if e["side"] == "settlement"]
    if cities:
        parts.append(f"{len(cities)} {'city' if len(cities) == 1 else 'cities'} {sum(cities)}")
    if settlements:
        parts.append(f"{plural(len(settlements), 'settlement')} {sum(settlements)}")
    for kind in ("road", "knight"):
        b = tableau[kind + "s"].count("B")
        if b:
            parts.append(f"{b} B {kind}{'' if b == 1 else 's'} {b * B_SIDE_VP}")
    return parts


def _last_build(e: dict[str, Any]) -> str:
    building = e["building"]
    if building == "expansion":
        return f"a {EXPANSION_NAMES[e['card']]}"
    return {"city": "a city", "settlement": "a settlement"}.get(building, f"a {building} on its B side")


def estate_picture(estate: dict[str, Any]) -> str:
    """The picture name of a tableau estate (art.py)."""
    if estate["side"] == "settlement":
        return "settlement"
    if estate.get("expansion"):
        return f"city:{estate['event']}:{estate['expansion']}"
    return f"city:{estate['event']}"


# --- the card inspector's longer words (items.py) ---------------------------------------------------------------
ABILITY_DETAILS = {
    "library": "Whenever you exchange with another player, you may choose which of their cards you take "
               "instead of drawing blind.",
    "church": "Your first knight can never be taken by another player.",
    "castle": "Your first three roads can never be taken by another player.",
    "merchant-guild": "Once a turn, in your trade or build phase, take 1 card at random from a player with at "
                      "least as many VP as you (nothing is given back).",
    "town-hall": "No ability: it is worth the most VP.",
}
EVENT_DETAILS = {
    "market-day": "Market Day: starting with the builder and going clockwise, each player may swap 1 hand card "
                  "for 1 market card of another resource, or pass.",
    "brigand": "Brigand Attack: every player holding more than 7 cards discards half of them (rounded down), "
               "of their choice. With 3 or 4 players the destiny card then turns.",
}
SIDE_DETAILS = {"road": "A side: one exchange in your trade phase", "knight": "A side: one extra card when you draw"}


BUILDING_NAMES = {"road": "a road", "knight": "a knight", "settlement": "a settlement", "city": "a city",
                  "expansion": "an expansion"}


def resource_detail(kind: str) -> str:
    """A resource card: what it pays for (from the catalog's costs), and the 3-for-1 rule."""
    uses = [f"{BUILDING_NAMES[b]} ({cost[kind]})" if cost[kind] > 1 else BUILDING_NAMES[b]
            for b, cost in COSTS.items() if cost.get(kind)]
    return (f"{RESOURCE_NAMES[kind]}: pays for {listing(uses)}. Any 3 cards of one kind pay for 1 missing card "
            "of another.")


def expansion_detail(kind: str) -> str:
    """An expansion card: its VP, its ability in full and its cost (struggle-for-catan.md SFC-32 to SFC-38)."""
    return (f"{EXPANSION_NAMES[kind]}, built on one of your cities for {cost_words(COSTS['expansion'])}: "
            f"{EXPANSION_VP[kind]} VP instead of the city's {CITY_VP}. {ABILITY_DETAILS[kind]}")


def stack_detail(kind: str) -> str:
    """A road or knight card: its cost and what each side gives."""
    return (f"{STACK_TITLE[kind]}, for {cost_words(COSTS[kind])}. {SIDE_DETAILS[kind]}; B side: {B_SIDE_VP} VP. "
            f"When the supply is empty, a builder takes the top {kind} of another player instead.")


def estate_detail(estate: dict[str, Any] | None) -> str:
    """A settlement (its event still hidden), a city with its event, or a city's expansion."""
    settlement = (f"A settlement, for {cost_words(COSTS['settlement'])}: {SETTLEMENT_VP} VP. Made a city for "
                  f"{cost_words(COSTS['city'])}, it turns over: {CITY_VP} VP, and the event on its city side "
                  "happens at once (Market Day or Brigand Attack).")
    if estate is None or estate["side"] == "settlement":
        return settlement if estate is None or not estate.get("event") else \
            f"{settlement} Its event: {EVENT_DETAILS[estate['event']]}"
    text = f"A city: {CITY_VP} VP. When it was built, its event happened. {EVENT_DETAILS[estate['event']]}"
    if estate.get("expansion"):
        text = f"{expansion_detail(estate['expansion'])} {text}"
    return text
