"""Words for The Struggle for Catan table, every text it shows: the catalog's names and values, the words
painted on the cards, card lists, captions, hints, gesture labels, dialogs, the status line, why a gesture
did nothing, the score sheet. (The history's entries are the rules' own: games/struggle_for_catan/story.py.)

Every text is a whole template in the language now (tablegame.i18n); the module's tables hold marked
messages (N_), translated where they are shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tablegame.core.words import is_you, listing
from tablegame.games.struggle_for_catan.catalog import EVENT_IDS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.effects import BRIGAND_LIMIT
from tablegame.games.struggle_for_catan.scoring import WIN_VP
from tablegame.games.struggle_for_catan.terms import a_building, a_card, building, card_count, cards, name, resource
from tablegame.games.struggle_for_catan.view_types import (
    CatanView,
    Estate,
    LogEvent,
    Tableau,
    give_of,
    next_side,
    supply_of,
    taken_from,
)
from tablegame.i18n import N_, ntr, ptr, tr
from tablegame.table.model import ROW, Action, ScoreSheet

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
EXPANSION_SHORT = {
    "library": N_("Library"),
    "church": N_("Church"),
    "castle": N_("Castle"),
    "merchant-guild": N_("Guild"),
    "town-hall": N_("Town Hall"),
}
EXPANSION_WORDS = {
    "library": N_("choose the card you take"),
    "church": N_("1st knight safe"),
    "castle": N_("1st 3 roads safe"),
    "merchant-guild": N_("take 1 card a turn"),
    "town-hall": N_("no ability"),
}
# Words painted on the cards (art.py).
STACK_TITLE = {"road": N_("Road"), "knight": N_("Knight")}
SUPPLY_TITLE = {"road": N_("Roads"), "knight": N_("Knights"), "estate": N_("Settlements")}
SETTLEMENT_TITLE = N_("Settlement")
CITY_TITLE = N_("City")
NONE_LEFT = N_("none left")
FATE_TITLE = {"left": N_("LEFT"), "right": N_("RIGHT")}
EMPTY_WORDS = {"no-roads": N_("no\nroads"), "no-knights": N_("no\nknights"), "no-settlements": N_("no\nsettlements")}
COSTS = {
    kind: {r: k for r, k in zip(RESOURCES, cost, strict=True) if k} for kind, cost in components().costs.items()
}  # building -> {resource: cards}, from the catalog
Target = tuple[Any, ...]  # what a build makes: ("road",), ("city", i), ("expansion", i, card), ...


def resource_name(kind: str) -> str:
    """A resource's name as printed on its card: "Ore"."""
    return tr(RESOURCE_NAMES[kind])


def side_word(side: str) -> str:
    """The destiny card's side in a sentence: "left"."""
    return ptr("destiny card", "left") if side == "left" else ptr("destiny card", "right")


def sentences(*parts: str) -> str:
    """Whole sentences one after another (a space between them in English, none in Chinese)."""
    text = parts[0]
    for part in parts[1:]:
        text = tr("{first} {then}", first=text, then=part)
    return text


def vp_words(vp: int) -> str:
    """3 -> "3 VP"."""
    return tr("{vp} VP", vp=vp)


def cards_word(count: int) -> str:
    """The word under a count of cards."""
    return ntr("card", "cards", count)


def parse_mine(key: str | None) -> str | None:
    """The resource of a viewer's hand card key, or None."""
    if not key or not key.startswith("mine:"):
        return None
    return key.split(":")[1]


def market_list(market: dict[str, int]) -> list[str]:
    """The market's cards in catalog order (one item each)."""
    return [r for r in RESOURCES for _ in range(market.get(r, 0))]


def seat_name(names: list[str], seat: int | None) -> str:
    """A seat's name ("?" for none)."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def exchanges(count: int) -> str:
    """2 -> "2 exchanges"."""
    return ntr("{count} exchange", "{count} exchanges", count)


def seat_words(text: str, names: list[str]) -> str:
    """The rules' reasons say "seat 1" (in the language now); players read names."""
    before, _, after = tr("seat {number}", number="\0").partition("\0")
    pattern = re.escape(before) + r"(\d+)" + re.escape(after)
    if before and before[0].isalpha():
        pattern = r"\b" + pattern

    def named(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if 0 <= seat < len(names) else match.group(0)

    return re.sub(pattern, named, text, flags=re.IGNORECASE)


def estate_words(estate: Estate) -> str:
    """A tableau estate in words: "settlement", "city (Brigand Attack)", "Library (city, Market Day)"."""
    if estate["side"] == "settlement":
        return building("settlement")
    if estate.get("expansion"):
        return tr("{expansion} (city, {event})", expansion=name(estate["expansion"]), event=name(estate["event"]))
    return tr("city ({event})", event=name(estate["event"]))


def expansion_hint(kind: str) -> str:
    """An expansion's VP and ability in a line."""
    return tr(
        "{expansion}: {vp} VP instead of the city's {city} — {ability}",
        expansion=name(kind),
        vp=EXPANSION_VP[kind],
        city=CITY_VP,
        ability=tr(EXPANSION_WORDS[kind]),
    )


def cost_words(cost: dict[str, int]) -> str:
    """A cost with every count, the largest first: {"wool": 3, "ore": 1} -> "3 wool, 1 ore"."""
    order = sorted((r for r in RESOURCES if cost.get(r)), key=lambda r: -cost[r])
    return ptr("list", ", ").join(tr("{count} {resource}", count=cost[r], resource=resource(r)) for r in order)


# --- captions, hints and the status line ------------------------------------------------------------
def deck_hint(deck: int) -> str:
    """The deck's hint."""
    return tr(
        "Deck: {cards} face down. In your trade phase, drag a hand card here to exchange it with the supply.",
        cards=card_count(deck),
    )


def discard_hint(discard: list[str]) -> str:
    """The discard pile's hint: its size and its top cards."""
    if not discard:
        return tr("Discard pile: {cards}", cards=card_count(0))
    top = ptr("list", ", ").join(resource(r) for r in discard[:8]) + ("…" if len(discard) > 8 else "")
    return tr("Discard pile: {cards}, top first: {top}", cards=card_count(len(discard)), top=top)


def market_hint(card: str | None) -> str:
    """A market place's hint."""
    if not card:
        return tr("An empty market place")
    return tr("Market: {card}. Drag one of your cards (of another kind) here to take it.", card=resource(card))


def expansion_supply_hint(kind: str, left: int) -> str:
    """An expansion of the supply: VP, ability, cost and copies left."""
    return tr(
        "{expansion}. Cost: {cost}; built on one of your cities ({left} left).",
        expansion=expansion_hint(kind),
        cost=cost_words(COSTS["expansion"]),
        left=left,
    )


NO_EXPANSION_HINT = N_("Every expansion is built")
NEXT_SETTLEMENT_HINT = N_("Your next settlement goes here")
EMPTY_HAND_HINT = N_("Your hand is empty")


def fate_hint(fate: str) -> str:
    """The destiny card's hint: the side up and what it decides."""
    if fate == "left":
        return tr(
            "Destiny card: left. When the road or knight supply is empty, a build takes the top card of the "
            "next player clockwise that has one to take."
        )
    return tr(
        "Destiny card: right. When the road or knight supply is empty, a build takes the top card of the "
        "next player counter-clockwise that has one to take."
    )


def stack_card_hint(names: list[str], seat: int, kind: str, j: int, height: int, side: str) -> str:
    """A road or knight of a seat's stack: its place and what its side gives."""
    benefit = (
        vp_words(B_SIDE_VP)
        if side == "B"
        else tr("1 exchange in the trade phase")
        if kind == "road"
        else tr("1 more card in the draw")
    )
    return tr(
        "{who}'s {kind} {number} of {height}, {side} side: {benefit}",
        who=seat_name(names, seat),
        kind=building(kind),
        number=j + 1,
        height=height,
        side=side,
        benefit=benefit,
    )


def next_stack_card_hint(kind: str, side: str) -> str:
    """The empty place of the viewer's next road or knight."""
    return tr("Your next {kind} goes here, {side} side up", kind=building(kind), side=side)


def no_stack_hint(names: list[str], seat: int, kind: str) -> str:
    """A seat without roads or knights."""
    if kind == "road":
        return tr("{who} has no roads", who=seat_name(names, seat))
    return tr("{who} has no knights", who=seat_name(names, seat))


def estate_hint(names: list[str], seat: int, estate: Estate, vp: int) -> str:
    """A tableau estate: what it is, its VP, and its hidden event or its expansion."""
    values = {"who": seat_name(names, seat), "estate": estate_words(estate), "vp": vp}
    if estate["side"] == "settlement":
        if estate.get("event"):  # a finished game looked back at: every card face up
            return tr("{who}'s {estate}: {vp} VP (its event: {event})", event=name(estate["event"]), **values)
        return tr("{who}'s {estate}: {vp} VP (its event shows when it becomes a city)", **values)
    expansion = estate.get("expansion")
    if expansion:
        return tr("{who}'s {estate}: {vp} VP — {expansion}", expansion=expansion_hint(expansion), **values)
    return tr("{who}'s {estate}: {vp} VP", **values)


def no_estates_hint(names: list[str], seat: int) -> str:
    """A seat without settlements or cities."""
    return tr("{who} has no settlements or cities", who=seat_name(names, seat))


def other_hand_hint(names: list[str], seat: int, size: int, seen: dict[str, int] | None) -> str:
    """Another seat's hand: its size, and the cards a Library shows (SFC-43)."""
    if seen is None:
        return tr("{who} holds {cards} (secret)", who=seat_name(names, seat), cards=card_count(size))
    return tr(
        "{who} holds {cards}: {seen} — your Library shows them; drop a card here to choose the one you take",
        who=seat_name(names, seat),
        cards=card_count(size),
        seen=cards(seen),
    )


def own_card_hint(kind: str, held: int) -> str:
    """One of the viewer's hand cards."""
    return tr("Your {resource} ({held} in your hand)", resource=resource(kind), held=held)


def own_hand_caption(total: int) -> str:
    """The caption of the viewer's hand."""
    return tr("Your hand · {cards} · only you see it", cards=card_count(total))


def supply_hint(view: CatanView, kind: str, left: int, names: list[str]) -> str:
    """What a building supply holds and costs."""
    if kind == "estate":
        return tr(
            "Settlements: {left} left, their events hidden until they become cities. Cost: {cost}. {vp} VP.",
            left=left,
            cost=cards(COSTS["settlement"]),
            vp=SETTLEMENT_VP,
        )
    cost = cards(COSTS[kind])
    if kind == "road":
        base = tr(
            "Roads: {left} left. Cost: {cost}. A side: 1 exchange a turn; B side: {vp} VP.",
            left=left,
            cost=cost,
            vp=B_SIDE_VP,
        )
    else:
        base = tr(
            "Knights: {left} left. Cost: {cost}. A side: 1 more card in the draw; B side: {vp} VP.",
            left=left,
            cost=cost,
            vp=B_SIDE_VP,
        )
    more = []
    if view["seat"] is None:  # an onlooker builds nothing: no next side, no seat to take from
        if not left:
            more.append(
                tr(
                    "None left: a builder takes the top {kind} of the first opponent who has one to give.",
                    kind=building(kind),
                )
            )
    else:
        side = next_side(view["tableaux"][view["seat"]]["next_sides"], kind)
        more.append(tr("Your next one lands {side} up.", side=side))
        if not left:
            victim = taken_from(view["take_from"], kind)
            more.append(
                tr(
                    "None left: building one takes {who}'s top {kind}.",
                    who=seat_name(names, victim),
                    kind=building(kind),
                )
                if victim is not None
                else tr("None left and none can be taken.")
            )
    return sentences(base, *more)


def seat_caption(view: CatanView, seat: int, names: list[str]) -> str:
    """A seat's name, VP, exchanges a turn (its A-side roads) and cards drawn a turn (its A-side knights)."""
    t = view["tableaux"][seat]
    who = seat_name(names, seat)
    if seat == view["seat"] and not is_you(who):  # "You · 2 VP", not "You (you) · 2 VP"
        who = tr("{who} (you)", who=who)
    vp = view["scores"][seat]
    if view["phase"] == "over" and seat in view["winners"]:
        return tr("{who} · {vp} VP · wins!", who=who, vp=vp)
    return tr(
        "{who} · {vp} VP · {exchanges} · draws {draws}",
        who=who,
        vp=vp,
        exchanges=exchanges(t["exchanges"]),
        draws=t["draws"],
    )


def goal_line() -> str:
    """How to win, in one line (the rules' number)."""
    return tr("Goal: {vp} VP in one's turn", vp=WIN_VP)


def score_lines(view: CatanView, names: list[str]) -> list[str]:
    """The score panel: the goal, a row a seat (its name, then its VP and hand size), the deck."""
    lines = [goal_line()]
    for seat in range(view["n_seats"]):
        mark = "> " if seat == view["turn"] and view["phase"] != "over" else ""
        points = tr("{vp} VP · {cards}", vp=view["scores"][seat], cards=card_count(view["hand_sizes"][seat]))
        lines.append(mark + seat_name(names, seat) + ROW + points)
    lines.append(tr("Turn {turn} · deck {deck}", turn=view["turn_number"], deck=view["deck_count"]))
    return lines


def build_words(view: CatanView, target: Target, names: list[str]) -> str:
    """A build in words: "Build a road", "Turn your settlement 2 into a city", "Build a Library on your city 1"."""
    kind = target[0]
    if kind in ("road", "knight"):
        if not supply_of(view["supply"], kind):
            return tr(
                "Build {building}, taking {who}'s top {kind}",
                building=a_building(kind),
                who=seat_name(names, taken_from(view["take_from"], kind)),
                kind=building(kind),
            )
        return tr("Build {building}", building=a_building(kind))
    if kind == "settlement":
        return tr("Build a settlement")
    if kind == "city":
        return tr("Turn your settlement {number} into a city", number=target[1] + 1)
    return tr("Build a {expansion} on your city {number}", expansion=name(target[2]), number=target[1] + 1)


def build_label(view: CatanView, a: Action, what: str) -> str:
    """A build gesture's words: the payment, or (a build that turns the destiny card) the turn instead, so the
    two ways of one build read short and apart in a chooser (the payment is the same for both)."""
    if a.get("flip"):
        other = "right" if view["fate"] == "left" else "left"
        return tr("{what} and turn the destiny card to {side}", what=what, side=side_word(other))
    return tr("{what}, paying {pay}", what=what, pay=cards(a["pay"]))


def status(view: CatanView, legal: list[Action], paying: Target | None, names: list[str]) -> str:
    """Whose turn it is and what they must do now, in words."""
    phase = view["phase"]
    if phase == "over":
        winner = view["winners"][0]
        return tr("The game is over: {who} wins with {vp} VP.", who=seat_name(names, winner), vp=view["scores"][winner])
    who = seat_name(names, view["to_act"][0])
    left = exchanges(view["exchanges_left"])
    if not legal:
        return _waiting_status(view, who, left, names)
    if phase == "trade":
        if not any(a["type"].startswith("exchange") for a in legal):
            return tr("{who}: no exchange left — click End trading", who=who)
        if not view["wide_trade"]:
            return tr(
                "{who}: trade, {exchanges} left — drag a card onto the deck (the supply); or End trading",
                who=who,
                exchanges=left,
            )
        return tr(
            "{who}: trade, {exchanges} left — drag a card onto the market or the deck, or click a player's hand",
            who=who,
            exchanges=left,
        )
    if phase == "give":
        pending = give_of(view)
        return tr(
            "{who}: You took {card} from {target} — click one of your cards to give back",
            who=who,
            card=a_card(pending["taken"]),
            target=seat_name(names, pending["target"]),
        )
    if phase == "build":
        if paying is not None:
            return tr("{who}: choose the cards to pay with (they glow), then Build — or Cancel", who=who)
        if any(a["type"] == "build" for a in legal):
            return tr("{who}: build — click a glowing building, settlement or expansion; or End building", who=who)
        return tr("{who}: nothing to build — click End building to draw", who=who)
    if phase == "discard":
        return tr("{who}: Brigand Attack — choose the cards to discard", who=who)
    return tr("{who}: Market Day — exchange one card with the market, or Pass", who=who)


def _waiting_status(view: CatanView, who: str, left: str, names: list[str]) -> str:
    """What the seat to act is doing, for a viewer who waits."""
    phase = view["phase"]
    if phase == "trade":
        return tr("{who}: trading ({exchanges} left)", who=who, exchanges=left)
    if phase == "give":
        return tr(
            "{who}: giving a card back to {target}",
            who=who,
            target=seat_name(names, give_of(view)["target"]),
        )
    if phase == "build":
        return tr("{who}: building", who=who)
    if phase == "discard":
        return tr("{who}: Brigand Attack — choosing cards to discard", who=who)
    if phase == "market_day":
        return tr("{who}: Market Day — exchanging with the market or passing", who=who)
    return tr("{who}: {phase}", who=who, phase=phase)


# --- gestures, buttons and dialogs ------------------------------------------------------------------------
END_TRADE_BUTTON = N_("End trading")
END_TRADE_LABEL = N_("End trading and go on to building")
GUILD_BADGE = N_("Guild: take 1")


def drag_badge(kind: str) -> str:
    """The word on a lit target while a card is dragged to it: "supply", "take", "give" or "build"."""
    if kind == "supply":
        return ptr("drag badge", "supply")
    if kind == "take":
        return ptr("drag badge", "take")
    if kind == "give":
        return ptr("drag badge", "give")
    return ptr("drag badge", "build")


CANCEL_BUTTON = N_("Cancel")
CANCEL_LABEL = N_("Do not build this (choose something else)")
PASS_BUTTON = N_("Pass (no exchange)")
PASS_LABEL = N_("Pass: keep your cards")


def supply_exchange_label(give: str) -> str:
    """Exchanging a hand card with the supply."""
    return tr(
        "Exchange your {give} with the supply (it goes on the discard pile; you draw the top card)", give=resource(give)
    )


def market_exchange_label(give: str, take: str) -> str:
    """Exchanging a hand card for a market card in the trade phase."""
    return tr("Exchange your {give} for the market's {take}", give=resource(give), take=resource(take))


def library_take_label(who: str, take: str, held: int) -> str:
    """An opponent exchange with the card chosen (Library, SFC-36)."""
    return tr("Take {who}'s {take} ({who} holds {held}), then give one back", who=who, take=resource(take), held=held)


def blind_exchange_label(who: str) -> str:
    """An opponent exchange taking a card at random (SFC-18)."""
    return tr("Take a card from {who} at random, then give one back", who=who)


def give_label(kind: str, who: str) -> str:
    """Giving a card back after an opponent exchange."""
    return tr("Give your {resource} to {who}", resource=resource(kind), who=who)


def guild_label(who: str) -> str:
    """A Merchant Guild steal (SFC-37)."""
    return tr("Merchant Guild: take a card at random from {who} (nothing given back)", who=who)


def end_build_button(draws: int) -> str:
    """The End building button, with the cards drawn next."""
    return tr("End building (draw {draws})", draws=draws)


def end_build_label(draws: int) -> str:
    """What End building does."""
    return tr("End building; you draw {cards} and the turn passes", cards=card_count(draws))


def choose_payment_label(what: str, ways: int) -> str:
    """A build with several payments: it opens the payment dialog."""
    return tr("{what} — choose how to pay ({ways} ways)", what=what, ways=ways)


def pay_label(kind: str) -> str:
    """Adding a hand card to the payment."""
    return tr("Pay with your {resource}", resource=resource(kind))


def unpay_label(kind: str) -> str:
    """Taking a hand card out of the payment."""
    return tr("Keep your {resource} (take it out of the payment)", resource=resource(kind))


def build_button(flip: bool) -> str:
    """The payment dialog's Build button (and the one that also turns the destiny card)."""
    return tr("Build, turn destiny") if flip else tr("Build")


def payment_dialog(
    what: str, cost: dict[str, int], chosen: dict[str, int], valid: bool, turn_to: str | None = None
) -> list[str]:
    """The payment dialog's lines: the build, its cost, the cards chosen and whether they pay (and, where the
    build may turn the destiny card, which button does: its own label stays short)."""
    if valid and turn_to:
        state = tr(
            "a valid payment: click Build (Build, turn destiny: the destiny card turns to {side})",
            side=side_word(turn_to),
        )
    elif valid:
        state = tr("a valid payment: click Build")
    else:
        state = tr("not a valid payment yet: click the glowing cards to change it")
    return [
        tr("{what}?", what=what),
        tr("Cost: {cost} (3 cards of one kind pay for 1 missing card).", cost=cards(cost)),
        tr("Chosen: {chosen} — {state}.", chosen=cards(chosen), state=state),
    ]


def keep_label(kind: str) -> str:
    """Taking a hand card out of a discard."""
    return tr("Keep your {resource}", resource=resource(kind))


def discard_label(kind: str) -> str:
    """Choosing a hand card to discard."""
    return tr("Discard your {resource}", resource=resource(kind))


def discard_button(need: int) -> str:
    """The Brigand Attack dialog's Discard button."""
    return tr("Discard these {need}", need=need)


def discard_go_label(chosen: dict[str, int]) -> str:
    """What the Discard button discards."""
    return tr("Discard {cards}", cards=cards(chosen))


def brigand_dialog(builder: str | None, size: int, need: int, chosen: dict[str, int]) -> list[str]:
    """The Brigand Attack dialog (SFC-30) for a seat that must discard (`builder` None: the reader built the city)."""
    shown = (
        tr(
            "Your new city shows a Brigand Attack: everyone with more than {limit} cards discards half.",
            limit=BRIGAND_LIMIT,
        )
        if builder is None
        else tr(
            "{who}'s new city shows a Brigand Attack: everyone with more than {limit} cards discards half.",
            who=builder,
            limit=BRIGAND_LIMIT,
        )
    )
    return [
        tr("Brigand Attack!"),
        shown,
        tr("You hold {size} cards: click {need} of them in your hand, then Discard.", size=size, need=need),
        tr("Chosen {chosen} of {need}: {cards}.", chosen=sum(chosen.values()), need=need, cards=cards(chosen)),
    ]


def market_day_label(give: str, take: str) -> str:
    """A Market Day exchange (SFC-31)."""
    return tr("Market Day: exchange your {give} for the market's {take}", give=resource(give), take=resource(take))


def market_day_dialog(builder: str | None, can_exchange: bool) -> list[str]:
    """The Market Day dialog for the seat due (`builder` None: the reader built the city)."""
    shown = (
        tr("Your new city shows Market Day: each player in turn may exchange one card with the market.")
        if builder is None
        else tr(
            "{who}'s new city shows Market Day: each player in turn may exchange one card with the market.", who=builder
        )
    )
    lines = [tr("Market Day!"), shown]
    if can_exchange:
        lines.append(
            tr(
                "Drag one of your cards onto a market card of another kind (or click your card, then the "
                "market card), or Pass."
            )
        )
    else:
        lines.append(tr("You have no card to exchange: Pass."))
    return lines


# --- why a gesture did nothing (explain, below) ---------------------------------------------------------------
GAME_OVER = N_("The game is over.")
DISCARD_HOW = N_("Brigand Attack: click the cards to discard in your hand, then Discard.")
MARKET_DAY_HOW = N_("Market Day: drag one of your cards onto a market card of another kind, or Pass.")
NOTHING_HERE = N_("That does nothing here.")
BUILD_AFTER_TRADE = N_("Building comes after trading: click End trading first.")
NO_EXCHANGE_LEFT = N_("No exchange is left this turn: click End trading.")
TRADE_HOW = N_(
    "Drag one of your cards onto a market card or the deck to exchange it, or click another player's "
    "hand to take a card from it (you then give one back)."
)
TAKE_FIRST = N_(
    "To exchange with a player, click their hand (or drag it onto yours): you take a card first, "
    "then choose the card you give back."
)
CITY_HAS_EXPANSION = N_("That city already has an expansion (one per city).")
EXPANSION_NEEDS_CITY = N_("An expansion goes on one of your cities without one: build a city first.")
BUILD_FIRST = N_("Click a glowing building first; then choose the cards to pay with.")
TRADE_IS_OVER = N_("The trade phase is over for this turn: build, or click End building.")
BUILD_HOW = N_("Click a glowing building (or drag it to your area), or click End building.")


def wait_for(who: str) -> str:
    """Another seat is to act."""
    return tr("Wait: it is {who}'s turn.", who=who)


def give_back_first(who: str) -> str:
    """A card must be given back before anything else (SFC-18)."""
    return tr("Give {who} one card back first: click one of your cards.", who=who)


# --- the score sheet ------------------------------------------------------------------------------------
def score_sheet(view: CatanView, names: list[str]) -> ScoreSheet:
    """Every seat's VP explained: estates (the view's VP of each) and B sides."""
    winners = view.get("winners") or []
    title = (
        tr("Game over — {who} wins with {vp} VP", who=names[winners[0]], vp=view["scores"][winners[0]])
        if winners
        else tr("Game over")
    )
    rows, seats, pictures = [], [], []
    order = sorted(range(len(view["tableaux"])), key=lambda s: (-view["scores"][s], s))
    for seat in order:
        t = view["tableaux"][seat]
        parts = vp_parts(t)
        shown = sorted((estate_picture(e) for e in t["estates"]), key=lambda p: (p == "settlement", p))
        b_roads, b_knights = t["roads"].count("B"), t["knights"].count("B")
        shown.extend(["road:B"] * b_roads + ["knight:B"] * b_knights)
        estates_vp = sum(t["estate_vp"])
        rows.append(
            [
                names[seat],
                str(estates_vp),
                " · ".join(parts) or tr("nothing scores"),
                str(b_roads + b_knights),
                str(view["scores"][seat]),
            ]
        )
        seats.append(seat)
        pictures.append(shown)
    notes = [
        tr("The first player to have {vp} VP during their own turn wins at once.", vp=WIN_VP),
        tr(
            "VP: settlement {settlement} · city {city} · city with an expansion {expansion} instead of {city} · "
            "each road or knight on its B side {b}. Cards in hand score nothing.",
            settlement=SETTLEMENT_VP,
            city=CITY_VP,
            expansion=_expansion_vp_words(),
            b=B_SIDE_VP,
        ),
        tr(
            "Estates: the VP of settlements, cities and expansions; B VP: roads and knights lying B side up, "
            "{b} VP each.",
            b=B_SIDE_VP,
        ),
    ]
    if winners:
        winner = winners[0]
        last = next((e for e in reversed(view.get("log") or []) if e["event"] == "build" and e["seat"] == winner), None)
        if last is not None:
            notes.append(
                tr(
                    "{who} reached {vp} VP with {build}.",
                    who=names[winner],
                    vp=view["scores"][winner],
                    build=_last_build(last),
                )
            )
    headers = [tr("Player"), tr("Estates"), tr("Where the VP come from"), tr("B VP"), tr("VP")]
    return ScoreSheet(title, headers, rows, seats, pictures, notes)


def _expansion_vp_words() -> str:
    """The expansions' VP: the most common value, the others named: "3 (Town Hall 4)"."""
    values = list(EXPANSION_VP.values())
    common = max(values, key=values.count)
    others = [tr("{name} {vp}", name=name(x), vp=vp) for x, vp in EXPANSION_VP.items() if vp != common]
    if not others:
        return str(common)
    return tr("{common} ({others})", common=common, others=ptr("list", ", ").join(others))


def vp_parts(tableau: Tableau) -> list[str]:
    """Where a seat's VP come from, grouped: "Town Hall 4", "2 cities 4", "3 settlements 3", "2 B roads 2"."""
    estates = list(zip(tableau["estates"], tableau["estate_vp"], strict=True))
    parts = [tr("{name} {vp}", name=name(e["expansion"]), vp=vp) for e, vp in estates if e.get("expansion")]
    cities = [vp for e, vp in estates if e["side"] == "city" and not e.get("expansion")]
    settlements = [vp for e, vp in estates if e["side"] == "settlement"]
    if cities:
        parts.append(ntr("{count} city {vp}", "{count} cities {vp}", len(cities), vp=sum(cities)))
    if settlements:
        parts.append(ntr("{count} settlement {vp}", "{count} settlements {vp}", len(settlements), vp=sum(settlements)))
    b = tableau["roads"].count("B")
    if b:
        parts.append(ntr("{count} B road {vp}", "{count} B roads {vp}", b, vp=b * B_SIDE_VP))
    b = tableau["knights"].count("B")
    if b:
        parts.append(ntr("{count} B knight {vp}", "{count} B knights {vp}", b, vp=b * B_SIDE_VP))
    return parts


def _last_build(e: LogEvent) -> str:
    kind = e["building"]
    if kind == "expansion":
        return tr("a {expansion}", expansion=name(e["card"]))
    if kind in ("city", "settlement"):
        return a_building(kind)
    if kind == "road":
        return tr("a road on its B side")
    return tr("a knight on its B side")


def estate_picture(estate: Estate) -> str:
    """The picture name of a tableau estate (art.py)."""
    if estate["side"] == "settlement":
        return "settlement"
    if estate.get("expansion"):
        return f"city:{estate['event']}:{estate['expansion']}"
    return f"city:{estate['event']}"


# --- the card inspector's longer words (items.py) ---------------------------------------------------------------
ABILITY_DETAILS = {
    "library": N_(
        "Whenever you exchange with another player, you may choose which of their cards you take "
        "instead of drawing blind."
    ),
    "church": N_("Your first knight can never be taken by another player."),
    "castle": N_("Your first three roads can never be taken by another player."),
    "merchant-guild": N_(
        "Once a turn, in your trade or build phase, take 1 card at random from a player with at "
        "least as many VP as you (nothing is given back)."
    ),
    "town-hall": N_("No ability: it is worth the most VP."),
}
EVENT_DETAILS = {
    "market-day": N_(
        "Market Day: starting with the builder and going clockwise, each player may swap 1 hand card "
        "for 1 market card of another resource, or pass."
    ),
    "brigand": N_(
        "Brigand Attack: every player holding more than 7 cards discards half of them (rounded down), "
        "of their choice. With 3 or 4 players the destiny card then turns."
    ),
}


def resource_detail(kind: str) -> str:
    """A resource card: what it pays for (from the catalog's costs), and the 3-for-1 rule."""
    uses = [
        tr("{building} ({count})", building=a_building(b), count=cost[kind]) if cost[kind] > 1 else a_building(b)
        for b, cost in COSTS.items()
        if cost.get(kind)
    ]
    return tr(
        "{resource}: pays for {uses}. Any 3 cards of one kind pay for 1 missing card of another.",
        resource=resource_name(kind),
        uses=listing(uses),
    )


def expansion_detail(kind: str) -> str:
    """An expansion card: its VP, its ability in full and its cost (struggle-for-catan.md SFC-32 to SFC-38)."""
    return tr(
        "{expansion}, built on one of your cities for {cost}: {vp} VP instead of the city's {city}. {ability}",
        expansion=name(kind),
        cost=cost_words(COSTS["expansion"]),
        vp=EXPANSION_VP[kind],
        city=CITY_VP,
        ability=tr(ABILITY_DETAILS[kind]),
    )


def stack_detail(kind: str) -> str:
    """A road or knight card: its cost and what each side gives."""
    if kind == "road":
        return tr(
            "Road, for {cost}. A side: one exchange in your trade phase; B side: {vp} VP. When the supply is "
            "empty, a builder takes the top road of another player instead.",
            cost=cost_words(COSTS[kind]),
            vp=B_SIDE_VP,
        )
    return tr(
        "Knight, for {cost}. A side: one extra card when you draw; B side: {vp} VP. When the supply is "
        "empty, a builder takes the top knight of another player instead.",
        cost=cost_words(COSTS[kind]),
        vp=B_SIDE_VP,
    )


def estate_detail(estate: Estate | None) -> str:
    """A settlement (its event still hidden), a city with its event, or a city's expansion."""
    settlement = tr(
        "A settlement, for {cost}: {vp} VP. Made a city for {city_cost}, it turns over: {city_vp} VP, and "
        "the event on its city side happens at once (Market Day or Brigand Attack).",
        cost=cost_words(COSTS["settlement"]),
        vp=SETTLEMENT_VP,
        city_cost=cost_words(COSTS["city"]),
        city_vp=CITY_VP,
    )
    if estate is None or estate["side"] == "settlement":
        if estate is None or not estate.get("event"):
            return settlement
        return tr("{settlement} Its event: {event}", settlement=settlement, event=tr(EVENT_DETAILS[estate["event"]]))
    text = tr(
        "A city: {vp} VP. When it was built, its event happened. {event}",
        vp=CITY_VP,
        event=tr(EVENT_DETAILS[estate["event"]]),
    )
    expansion = estate.get("expansion")
    if expansion:
        text = sentences(expansion_detail(expansion), text)
    return text


# --- why a click or a drop did nothing: the rules' own reason where an action fits the gesture, else a hint
# of what the phase expects
Reason = Callable[[dict[str, Any]], str]  # the rules' reason for an action, as a sentence


def explain(
    kind: str,
    source: str,
    target: str | None,
    view: CatanView,
    state_explain: Any,
    names: list[str],
    pay: dict[str, int] | None,
) -> str:
    """Why a click or a drop did nothing (the rules' explain_illegal where an action fits); `pay` is the
    payment the viewer has chosen for the build being paid for, if any."""
    to_act = view["to_act"]
    if not to_act:
        return tr(GAME_OVER)
    viewer = view["seat"]
    if to_act[0] != viewer:
        return wait_for(seat_name(names, to_act[0]))

    def rules(action: dict[str, Any]) -> str:
        reason = seat_words(state_explain({"seat": viewer, **action}), names)
        return tr("{reason}.", reason=reason[:1].upper() + reason[1:])

    phase = view["phase"]
    spot = target if kind == "drop" else source
    give = parse_mine(source)
    if phase == "trade":
        return _trade_reason(kind, give, spot, view, rules)
    if phase == "give":
        return give_back_first(seat_name(names, give_of(view)["target"]))
    if phase == "build":
        return _build_reason(kind, spot or "", view, rules, pay)
    if phase == "discard":
        return tr(DISCARD_HOW)
    if phase == "market_day":
        if kind == "drop" and give and spot and spot.startswith("market:"):
            i = int(spot.split(":")[1])
            market = market_list(view["market"])
            take = market[i] if i < len(market) else give
            return rules({"type": "market_day", "give": give, "take": take})
        return tr(MARKET_DAY_HOW)
    return tr(NOTHING_HERE)


def _trade_reason(kind: str, give: str | None, spot: str | None, view: CatanView, rules: Reason) -> str:
    """Why an exchange did not happen."""
    if kind == "drop" and give and spot:
        if spot.startswith("market:"):
            i = int(spot.split(":")[1])
            market = market_list(view["market"])
            take = market[i] if i < len(market) else give
            return rules({"type": "exchange_market", "give": give, "take": take})
        if spot in ("deck", "discard"):
            return rules({"type": "exchange_supply", "give": give})
        if spot.startswith("hand:"):
            reason = rules({"type": "exchange_player", "target": int(spot.split(":")[1])})
            # The rules' catch-all means the exchange itself is legal: only the gesture was the wrong one.
            catch_all = tr("this exchange is not legal now")
            return tr(TAKE_FIRST) if reason == tr("{reason}.", reason=catch_all[:1].upper() + catch_all[1:]) else reason
    if spot and spot.startswith(("supply:", "exp:", "estate:")):
        return tr(BUILD_AFTER_TRADE)
    if view["exchanges_left"] <= 0:
        return tr(NO_EXCHANGE_LEFT)
    return tr(TRADE_HOW)


def _build_reason(kind: str, spot: str, view: CatanView, rules: Reason, chosen_pay: dict[str, int] | None) -> str:
    """Why a building was not built."""
    viewer = view["seat"]
    pay = {} if chosen_pay is None else {"pay": chosen_pay}
    if spot.startswith("supply:") or spot.endswith(":next"):
        kind_ = spot.split(":")[1] if spot.startswith("supply:") else spot.split(":")[0]
        building = "settlement" if kind_ == "estate" else kind_
        return rules({"type": "build", "building": building, **pay})
    if viewer is None:
        return tr(BUILD_HOW)  # an onlooker never gets here: to_act is a seat
    if spot.startswith(f"estate:{viewer}:"):
        i = spot.split(":")[2]
        if i.isdigit():
            estate = view["tableaux"][viewer]["estates"][int(i)]
            if estate["side"] == "settlement":
                return rules({"type": "build", "building": "city", "settlement": int(i), **pay})
            if estate.get("expansion"):
                return tr(CITY_HAS_EXPANSION)
            card = next(iter(view["supply"]["expansions"]), "library")
            return rules({"type": "build", "building": "expansion", "city": int(i), "card": card, **pay})
    if spot.startswith("exp:"):
        cities = [
            i
            for i, e in enumerate(view["tableaux"][viewer]["estates"])
            if e["side"] == "city" and not e.get("expansion")
        ]
        if not cities:
            return tr(EXPANSION_NEEDS_CITY)
        return rules({"type": "build", "building": "expansion", "city": cities[0], "card": spot[4:], **pay})
    if parse_mine(spot):
        return tr(BUILD_FIRST)
    if spot in ("deck", "discard") or spot.startswith(("market:", "hand:")):
        return tr(TRADE_IS_OVER)
    return tr(BUILD_HOW)
