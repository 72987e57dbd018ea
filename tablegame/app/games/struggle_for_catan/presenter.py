"""The Struggle for Catan on the table: the view and legal actions as cards, gestures, buttons and dialogs.

Nothing here decides legality: every gesture carries an action taken from the legal actions given
(struggle-for-catan.md §8). Trade: drag a hand card onto a market card, onto the deck (the supply) or
onto another seat's hand. Build: click (or drag) a building supply, one of your settlements (city) or an
expansion; where several payments are legal the hand cards that may pay glow and a dialog confirms the
chosen cards (3 of one kind pay for 1 missing card). Events open a dialog for the seat that must act.
"""

from __future__ import annotations

from typing import Any

from tablegame.app.games.struggle_for_catan import words
from tablegame.app.games.struggle_for_catan.art import EXPANSION_NAMES, painter
from tablegame.app.games.struggle_for_catan.words import COSTS, RESOURCES, cards, plural
from tablegame.table.model import (
    EMPTY,
    FACE,
    Action,
    ButtonItem,
    CardItem,
    Gesture,
    Motion,
    PaintedFaces,
    ScoreSheet,
    TableModel,
)
from tablegame.table.presenter import Presenter, View

DIALOG = "dialog"
COVERED = ("supply", "expansions", "fate")  # zones the dialog lies over in the shipped layout
LOG_TURNS = 6  # turns of history the log keeps
Target = tuple[Any, ...]  # what a build makes: ("road",), ("city", i), ("expansion", i, card), ...


def mine(resource: str, k: int) -> str:
    """The item key of the viewer's k-th card of a resource (cards of a kind are interchangeable)."""
    return f"mine:{resource}:{k}"


def parse_mine(key: str | None) -> str | None:
    """The resource of a viewer's hand card key, or None."""
    if not key or not key.startswith("mine:"):
        return None
    return key.split(":")[1]


def market_list(market: dict[str, int]) -> list[str]:
    """The market's cards in catalog order (one item each)."""
    return [r for r in RESOURCES for _ in range(market.get(r, 0))]


def pay_key(pay: dict[str, int]) -> tuple[int, ...]:
    """A payment as a comparable tuple in catalog order."""
    return tuple(pay.get(r, 0) for r in RESOURCES)


def target_of(action: Action) -> Target:
    """What a build action makes, without its payment (and flip)."""
    building = action["building"]
    if building == "city":
        return ("city", action["settlement"])
    if building == "expansion":
        return ("expansion", action["city"], action["card"])
    return (building,)


def steal_source(view: View, kind: str) -> int:
    """The seat whose top road/knight a build takes when the supply is empty (SFC-34, from the view); -1: none."""
    seat, n, tableaux = view["seat"], view["n_seats"], view["tableaux"]
    step = -1 if view["fate"] == "right" else 1
    protector, floor = ("castle", 4) if kind == "road" else ("church", 2)
    other = seat
    for _ in range(n - 1):
        other = (other + step) % n
        height = len(tableaux[other][kind + "s"])
        if height >= (floor if any(e.get("expansion") == protector for e in tableaux[other]["estates"]) else 1):
            return other
    return -1


class CatanPresenter(Presenter):
    """The Struggle for Catan: market, deck and supplies in the middle; buildings and hands per seat."""

    game_id = "struggle-for-catan"
    required_zones = ("estates", "roads", "knights", "hands", "hand", "deck", "discard", "market", "supply",
                      "expansions", "fate", DIALOG, "status", "message", "scores", "log", "actions")
    per_seat_zones = ("estates", "roads", "knights", "hands")

    def __init__(self, rules: Any, names: list[str], options: dict[str, Any]) -> None:
        super().__init__(rules, names, options)
        self.faces_made = PaintedFaces(painter)
        self.selection: list[str] = []  # chosen hand card keys (a payment or a discard)
        self.paying: Target | None = None  # the build whose payment is being chosen
        self._hand: dict[str, int] = {}
        self._pays: dict[Target, list[dict[str, int]]] = {}
        self._turns: dict[int, dict[int, list[str]]] = {}  # viewer -> turn number -> log lines

    def faces(self) -> PaintedFaces:
        """Pictures made on demand from their names (art.py)."""
        return self.faces_made

    def name(self, seat: int | None) -> str:
        """A seat's name."""
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "?"

    # --- the model --------------------------------------------------------------------------------
    def build(self, view: View, legal: list[Action], log: list[str]) -> TableModel:
        """Cards, captions, texts, dialogs, buttons and gestures for the viewing seat."""
        del log  # the view's own event log hides what this viewer may not know (SFC-42)
        self._hand = dict(view["hand"])
        self._check_choices(view, legal)
        model = TableModel(active_seat=view["to_act"][0] if view["to_act"] else None)
        self._middle(model, view, legal)
        for seat in range(view["n_seats"]):
            self._tableau(model, view, seat, legal)
            if seat != view["seat"]:
                self._other_hand(model, view, seat)
        self._own_hand(model, view)
        model.texts["scores"] = self._score_lines(view)
        model.texts["log"] = self._log(view)
        if legal:
            self._gestures(model, view, legal)
        for item in model.cards:
            if item.key in self.selection:
                item.card = f"{item.card}:chosen"  # a tick and a frame: fanned cards show only their left edge
                item.hint = f"{item.hint} — chosen (click to take it back)"
        if model.texts.get(DIALOG):
            for item in model.cards:  # the dialog covers them: no hints from under it
                if item.zone in COVERED:
                    item.hint = ""
        model.status = self._status(view, legal)
        return model

    def _log(self, view: View) -> list[str]:
        """The log as this viewer may read it: the view tells its last two turns; earlier ones are kept here."""
        turns = self._turns.setdefault(view["seat"], {})
        for number, lines in words.turn_lines(view, self.names, lambda a: self.rules.describe(a, self.names)):
            kept = turns.get(number)
            if not kept or lines[0].startswith("— ") or not kept[0].startswith("— "):  # never a part for a whole
                turns[number] = lines
        for number in sorted(turns)[:-LOG_TURNS]:
            del turns[number]
        return [line for number in sorted(turns) for line in turns[number]]

    def _check_choices(self, view: View, legal: list[Action]) -> None:
        """Forget half-made choices that no longer fit the position."""
        self.selection = [k for k in self.selection if self._in_hand(k)]
        builds = {target_of(a) for a in legal if a["type"] == "build"}
        if self.paying is not None and self.paying not in builds:
            self.paying = None
        if not legal or (view["phase"] != "discard" and self.paying is None):
            self.selection = []

    def _in_hand(self, key: str) -> bool:
        parts = key.split(":")
        return len(parts) == 3 and parts[0] == "mine" and int(parts[2]) < self._hand.get(parts[1], 0)

    def _middle(self, model: TableModel, view: View, legal: list[Action]) -> None:
        """Deck, discard pile, market, building supplies, expansions and the destiny card."""
        deck = view["deck_count"]
        model.cards.append(CardItem("deck", "deck", card="back", look=FACE if deck else EMPTY, count=deck,
                                    hint=f"Deck: {plural(deck, 'card')} face down. In your trade phase, drag a "
                                         "hand card here to exchange it with the supply."))
        discard = view["discard"]
        top = ", ".join(discard[:8]) + ("…" if len(discard) > 8 else "")
        model.cards.append(CardItem("discard", "discard", card=f"res:{discard[0]}" if discard else None,
                                    look=FACE if discard else EMPTY, count=len(discard),
                                    hint=f"Discard pile: {plural(len(discard), 'card')}" + (f", top first: {top}"
                                                                                            if discard else "")))
        market = market_list(view["market"])
        for i in range(5):
            card = market[i] if i < len(market) else None
            hint = (f"Market: {card}. Drag one of your cards (of another kind) here to take it." if card
                    else "An empty market place")
            model.cards.append(CardItem(f"market:{i}", "market", index=i, slots=5,
                                        card=f"res:{card}" if card else None, look=FACE if card else EMPTY,
                                        hint=hint))
        supply = view["supply"]
        for i, kind in enumerate(("road", "knight", "estate")):
            left = supply[kind]
            model.cards.append(CardItem(f"supply:{kind}", "supply", index=i, slots=3,
                                        card=f"stack:{kind}" if left else f"none:{kind}", look=FACE,
                                        count=left, hint=self._supply_hint(view, kind, left)))
        kinds = [x for x in EXPANSION_NAMES if x in supply["expansions"]]
        for i, kind in enumerate(kinds):
            n = supply["expansions"].count(kind)
            model.cards.append(CardItem(f"exp:{kind}", "expansions", index=i, slots=max(len(kinds), 3),
                                        card=f"exp:{kind}", look=FACE, count=n,
                                        hint=f"{words.expansion_hint(kind)}. Cost: 3 wool, 1 ore; "
                                             f"built on one of your cities ({n} left)."))
        if not kinds:
            model.cards.append(CardItem("exp:none", "expansions", look=EMPTY, hint="Every expansion is built"))
        if view["fate"] is not None:
            way = "clockwise" if view["fate"] == "left" else "counter-clockwise"
            model.cards.append(CardItem("fate", "fate", card=f"fate:{view['fate']}", look=FACE,
                                        hint=f"Destiny card: {view['fate']}. When the road or knight supply is "
                                             f"empty, a build takes the top card of the next player {way} "
                                             "that has one to take."))

    def _supply_hint(self, view: View, kind: str, left: int) -> str:
        """What a building supply holds and costs."""
        if kind == "estate":
            return (f"Settlements: {left} left, their events hidden until they become cities. Cost: "
                    f"{cards(COSTS['settlement'])}. 1 VP.")
        cost = cards(COSTS[kind])
        mine_height = len(view["tableaux"][view["seat"]][kind + "s"])
        side = "A" if mine_height % 2 == 0 else "B"
        effect = {"road": "A side: 1 exchange a turn", "knight": "A side: 1 more card in the draw"}[kind]
        base = (f"{kind.capitalize()}s: {left} left. Cost: {cost}. {effect}; B side: 1 VP. "
                f"Your next one lands {side} up.")
        if not left:
            victim = steal_source(view, kind)
            base += (f" None left: building one takes {self.name(victim)}'s top {kind}." if victim >= 0
                     else " None left and none can be taken.")
        return base

    def _tableau(self, model: TableModel, view: View, seat: int, legal: list[Action]) -> None:
        """A seat's estates (the caption names it), its road and knight stacks."""
        t = view["tableaux"][seat]
        viewer = view["seat"]
        can = {target_of(a)[0] for a in legal if a["type"] == "build"} if seat == viewer else set()
        for kind, zone in (("road", "roads"), ("knight", "knights")):
            stack = t[kind + "s"]
            extra = 1 if kind in can else 0
            slots = max(1, len(stack) + extra)
            for j, side in enumerate(stack):
                benefit = ("1 VP" if side == "B" else
                           "1 exchange in the trade phase" if kind == "road" else "1 more card in the draw")
                model.cards.append(CardItem(f"{kind}:{seat}:{j}", zone, seat, j, slots, f"{kind}:{side}", FACE,
                                            hint=f"{self.name(seat)}'s {kind} {j + 1} of {len(stack)}, {side} side: "
                                                 f"{benefit}"))
            if extra:
                side = "A" if len(stack) % 2 == 0 else "B"
                model.cards.append(CardItem(f"{kind}:{seat}:next", zone, seat, len(stack), slots, None, EMPTY,
                                            hint=f"Your next {kind} goes here, {side} side up"))
            elif not stack:
                model.cards.append(CardItem(f"{kind}:{seat}:none", zone, seat, 0, 1, f"empty:no-{kind}s", FACE,
                                            hint=f"{self.name(seat)} has no {kind}s"))
        estates = t["estates"]
        extra = 1 if "settlement" in can else 0
        slots = max(1, len(estates) + extra)
        for i, estate in enumerate(estates):
            hint = f"{self.name(seat)}'s {words.estate_words(estate)}: {words.estate_vp(estate)} VP"
            if estate["side"] == "settlement":
                hint += " (its event shows when it becomes a city)"
            elif estate.get("expansion"):
                hint += " — " + words.expansion_hint(estate["expansion"])
            model.cards.append(CardItem(f"estate:{seat}:{i}", "estates", seat, i, slots,
                                        words.estate_picture(estate), FACE, hint=hint))
        if extra:
            model.cards.append(CardItem(f"estate:{seat}:next", "estates", seat, len(estates), slots, None, EMPTY,
                                        hint="Your next settlement goes here"))
        elif not estates:
            model.cards.append(CardItem(f"estate:{seat}:none", "estates", seat, 0, 1, "empty:no-settlements", FACE,
                                        hint=f"{self.name(seat)} has no settlements or cities"))
        model.captions[f"estates:{seat}"] = self._seat_caption(view, seat)

    def _seat_caption(self, view: View, seat: int) -> str:
        """A seat's name, VP, exchanges a turn (its A-side roads) and cards drawn a turn (its A-side knights)."""
        t = view["tableaux"][seat]
        who = self.name(seat) + (" (you)" if seat == view["seat"] else "")
        text = f"{who} · {view['scores'][seat]} VP"
        if view["phase"] == "over" and seat in view["winners"]:
            return text + " · wins!"
        return f"{text} · {plural(t['exchanges'], 'exchange')} · draws {t['draws']}"

    def _other_hand(self, model: TableModel, view: View, seat: int) -> None:
        """Another seat's hand: a back showing how many cards; a Library owner also sees the kinds (SFC-43)."""
        size = view["hand_sizes"][seat]
        seen = (view["opponent_hands"] or [None] * view["n_seats"])[seat]
        picture, hint = f"back:{size}", f"{self.name(seat)} holds {plural(size, 'card')} (secret)"
        if seen is not None:
            picture += ":" + ".".join(str(seen.get(r, 0)) for r in RESOURCES)
            hint = (f"{self.name(seat)} holds {plural(size, 'card')}: {cards(seen)} — your Library shows them; "
                    "drop a card here to choose the one you take")
        model.cards.append(CardItem(f"hand:{seat}", "hands", seat, 0, 1, picture, FACE, hint=hint))

    def _own_hand(self, model: TableModel, view: View) -> None:
        """The viewer's hand, face up, grouped by kind in catalog order."""
        hand = view["hand"]
        total = sum(hand.values())
        position = 0
        for r in RESOURCES:
            for k in range(hand[r]):
                model.cards.append(CardItem(mine(r, k), "hand", None, position, max(total, 1), f"res:{r}", FACE,
                                            hint=f"Your {r} ({hand[r]} in your hand)"))
                position += 1
        if not total:
            model.cards.append(CardItem("mine:none", "hand", look=EMPTY, hint="Your hand is empty"))
        model.captions["hand"] = f"Your hand · {plural(total, 'card')} · only you see it"

    def _score_lines(self, view: View) -> list[str]:
        """The score panel: every seat's VP and hand size; the deck."""
        lines = []
        for seat in range(view["n_seats"]):
            mark = "> " if seat == view["turn"] and view["phase"] != "over" else ""
            held = plural(view["hand_sizes"][seat], "card")
            lines.append(f"{mark}{self.name(seat)}: {view['scores'][seat]} VP · {held}")
        lines.append(f"Turn {view['turn_number']} · deck {view['deck_count']}")
        return lines

    # --- gestures ---------------------------------------------------------------------------------
    def _gestures(self, model: TableModel, view: View, legal: list[Action]) -> None:
        """One gesture per thing the viewer may do now; buttons and clicks first (the keyboard order)."""
        first: list[Gesture] = []
        drags: list[tuple[int, Gesture]] = []
        phase = view["phase"]
        if phase == "trade":
            self._trade(model, view, legal, first, drags)
        elif phase == "give":
            self._give(view, legal, first, drags)
        elif phase == "build":
            if self.paying is not None:
                self._paying(model, view, legal, first)
            else:
                self._build(model, view, legal, first, drags)
        elif phase == "discard":
            self._discard(model, view, legal, first)
        elif phase == "market_day":
            self._market_day(model, view, legal, first, drags)
        if phase in ("trade", "build") and self.paying is None:
            self._guild(view, legal, first, drags)
        model.gestures.extend(first)
        model.gestures.extend(g for _, g in sorted(drags, key=lambda pair: pair[0]))

    def _hand_cards(self, resource: str) -> list[tuple[int, str]]:
        """(rank, key) of the viewer's cards of a kind; rank 0 is the first (the keyboard offers it first)."""
        return [(k, mine(resource, k)) for k in range(self._hand.get(resource, 0))]

    def _trade(self, model: TableModel, view: View, legal: list[Action], first: list[Gesture],
               drags: list[tuple[int, Gesture]]) -> None:
        """Exchanges with the supply, the market or another seat (SFC-15 to SFC-18, SFC-36); End trading."""
        market = market_list(view["market"])
        # A Library owner's chosen takes come before the blind one (the chooser lists them first).
        for a in sorted(legal, key=lambda a: a["type"] == "exchange_player" and "take" not in a):
            kind = a["type"]
            if kind == "exchange_supply":
                give = a["give"]
                label = f"Exchange your {give} with the supply (it goes on the discard pile; you draw the top card)"
                for rank, key in self._hand_cards(give):
                    drags.append((rank, Gesture("drag", key, label, "deck", action=a, badge="supply")))
                    drags.append((rank + 100, Gesture("drag", key, label, "discard", action=a, badge="supply")))
            elif kind == "exchange_market":
                give, take = a["give"], a["take"]
                label = f"Exchange your {give} for the market's {take}"
                for rank, key in self._hand_cards(give):
                    for i, card in enumerate(market):
                        if card == take:
                            drags.append((rank, Gesture("drag", key, label, f"market:{i}", action=a)))
            elif kind == "exchange_player":
                self._player_exchange(view, a, first, drags)
            elif kind == "end_trade":
                model.buttons.append(ButtonItem("end-trade", "actions", "End trading"))
                first.insert(0, Gesture("button", "end-trade", "End trading and go on to building", action=a,
                                        hotkey="e"))

    def _player_exchange(self, view: View, a: Action, first: list[Gesture], drags: list[tuple[int, Gesture]]) -> None:
        """Take a card from another seat (at random, or the one chosen with a Library), then give one back."""
        target = a["target"]
        who = self.name(target)
        if "take" in a:
            take = a["take"]
            held = view["opponent_hands"][target][take]
            label = f"Take {who}'s {take} (Library: {who} holds {held}), then give {who} one of your cards"
            first.append(Gesture("click", f"hand:{target}", label, action=a))
            for rank, key in self._all_hand_keys():
                drags.append((rank + 10, Gesture("drag", key, label, f"hand:{target}", action=a, badge="exchange")))
            return
        label = f"Exchange with {who}: take a card from {who} at random, then give {who} one of yours"
        first.append(Gesture("click", f"hand:{target}", label, action=a))
        for rank, key in self._all_hand_keys():
            drags.append((rank + 10, Gesture("drag", key, label, f"hand:{target}", action=a, badge="exchange")))

    def _all_hand_keys(self) -> list[tuple[int, str]]:
        """(rank, key) of every hand card, the first card of each kind ranked first."""
        return [(rank, key) for r in RESOURCES for rank, key in self._hand_cards(r)]

    def _give(self, view: View, legal: list[Action], first: list[Gesture], drags: list[tuple[int, Gesture]]) -> None:
        """The card given back after an opponent exchange (SFC-18): click it, or drag it onto their hand."""
        target = view["pending"]["target"]
        for a in legal:
            r = a["resource"]
            label = f"Give your {r} to {self.name(target)}"
            for rank, key in self._hand_cards(r):
                if rank == 0:
                    first.append(Gesture("click", key, label, action=a))
                else:
                    drags.append((rank + 50, Gesture("click", key, label, action=a)))
                drags.append((rank, Gesture("drag", key, label, f"hand:{target}", action=a, badge="give")))

    def _guild(self, view: View, legal: list[Action], first: list[Gesture], drags: list[tuple[int, Gesture]]) -> None:
        """Merchant Guild steals (SFC-37): click the other seat's hand, or drag the Guild onto it."""
        viewer = view["seat"]
        estates = view["tableaux"][viewer]["estates"]
        guilds = [i for i, e in enumerate(estates) if e.get("expansion") == "merchant-guild"]
        for a in legal:
            if a["type"] != "guild_steal":
                continue
            target = a["target"]
            label = f"Merchant Guild: take a card at random from {self.name(target)} (nothing given back)"
            first.append(Gesture("click", f"hand:{target}", label, action=a))
            for i in guilds:
                drags.append((0, Gesture("drag", f"estate:{viewer}:{i}", label, f"hand:{target}", action=a,
                                         badge="Guild: take 1")))

    # --- building -----------------------------------------------------------------------------------
    def _build(self, model: TableModel, view: View, legal: list[Action], first: list[Gesture],
               drags: list[tuple[int, Gesture]]) -> None:
        """Click (or drag) a supply, a settlement or an expansion; one payment builds at once, several ask."""
        viewer = view["seat"]
        groups: dict[Target, list[Action]] = {}
        for a in legal:
            if a["type"] == "build":
                groups.setdefault(target_of(a), []).append(a)
            elif a["type"] == "end_build":
                draws = view["tableaux"][viewer]["draws"]
                model.buttons.append(ButtonItem("end-build", "actions", f"End building (draw {draws})"))
                first.insert(0, Gesture("button", "end-build", f"End building; you draw {plural(draws, 'card')} "
                                        "and the turn passes", action=a, hotkey="e"))
        self._pays = {t: self._distinct_pays(acts) for t, acts in groups.items()}
        for target, acts in groups.items():
            pays = self._pays[target]
            what = self._build_words(view, target)
            if len(pays) == 1:
                choices = [(self._build_label(view, a, what), a, None) for a in acts]
            else:
                choices = [(f"{what} — choose how to pay ({len(pays)} ways)", None, "pay:" + self._encode(target))]
            for source, drop in self._build_places(view, target):
                for label, action, ui in choices:
                    if source is not None:
                        first.append(Gesture("click", source, label, action=action, ui=ui))
                    if drop is not None:
                        start = source if source is not None else ""
                        drags.append((0, Gesture("drag", start, label, drop, action=action, ui=ui, badge="build")))

    def _build_places(self, view: View, target: Target) -> list[tuple[str | None, str | None]]:
        """Where a build is clicked and where it is dropped: (click source, drag target) pairs.

        A drag pair is encoded with the drag's source as the click source of the same entry.
        """
        viewer = view["seat"]
        kind = target[0]
        if kind in ("road", "knight"):
            places = [(f"supply:{kind}", f"{kind}:{viewer}:next")]
            if not view["supply"][kind]:
                victim = steal_source(view, kind)
                top = len(view["tableaux"][victim][kind + "s"]) - 1 if victim >= 0 else -1
                if top >= 0:
                    places.append((f"{kind}:{victim}:{top}", f"{kind}:{viewer}:next"))
            return places
        if kind == "settlement":
            return [("supply:estate", f"estate:{viewer}:next")]
        if kind == "city":
            return [(f"estate:{viewer}:{target[1]}", None)]
        return [(f"exp:{target[2]}", f"estate:{viewer}:{target[1]}"), (f"estate:{viewer}:{target[1]}", None)]

    @staticmethod
    def _distinct_pays(actions: list[Action]) -> list[dict[str, int]]:
        """The different payments among a build's actions, in the order given."""
        seen: dict[tuple[int, ...], dict[str, int]] = {}
        for a in actions:
            seen.setdefault(pay_key(a["pay"]), a["pay"])
        return list(seen.values())

    @staticmethod
    def _encode(target: Target) -> str:
        return ":".join(str(part) for part in target)

    @staticmethod
    def _decode(text: str) -> Target:
        parts = text.split(":")
        if parts[0] in ("city", "expansion"):
            return (parts[0], int(parts[1]), *parts[2:])
        return (parts[0],)

    def _build_words(self, view: View, target: Target) -> str:
        """A build in words: "Build a road", "Turn your settlement 2 into a city", "Build a Library on city 1"."""
        kind = target[0]
        if kind in ("road", "knight"):
            text = f"Build a {kind}"
            if not view["supply"][kind]:
                victim = steal_source(view, kind)
                text += f", taking {self.name(victim)}'s top {kind}"
            return text
        if kind == "settlement":
            return "Build a settlement"
        if kind == "city":
            return f"Turn your settlement {target[1] + 1} into a city"
        return f"Build a {EXPANSION_NAMES[target[2]]} on your city {target[1] + 1}"

    def _build_label(self, view: View, a: Action, what: str) -> str:
        """A build gesture's words, with the payment and the destiny card choice."""
        label = f"{what}, paying {cards(a['pay'])}"
        if a.get("flip"):
            other = "right" if view["fate"] == "left" else "left"
            label += f", and turn the destiny card to {other}"
        return label

    def _paying(self, model: TableModel, view: View, legal: list[Action], first: list[Gesture]) -> None:
        """The payment dialog: hand cards that may pay glow and toggle; Build appears for a legal choice."""
        target = self.paying
        assert target is not None
        acts = [a for a in legal if a["type"] == "build" and target_of(a) == target]
        pays = self._distinct_pays(acts)
        self._pays[target] = pays
        chosen = self._chosen()
        for r in RESOURCES:
            for k in range(self._hand.get(r, 0)):
                key = mine(r, k)
                if key in self.selection:
                    first.append(Gesture("click", key, f"Keep your {r} (take it out of the payment)", ui=f"sel:{key}"))
                elif any(p.get(r, 0) > chosen.get(r, 0) for p in pays):
                    first.append(Gesture("click", key, f"Pay with your {r}", ui=f"sel:{key}"))
        what = self._build_words(view, target)
        matches = [a for a in acts if pay_key(a["pay"]) == pay_key(chosen)]
        buttons: list[Gesture] = []
        for a in matches:
            key = "build-flip" if a.get("flip") else "build-go"
            label = "Build and turn the destiny card" if a.get("flip") else "Build"
            model.buttons.append(ButtonItem(key, DIALOG, label))
            buttons.append(Gesture("button", key, self._build_label(view, a, what), action=a,
                                   hotkey="t" if a.get("flip") else "b"))
            source = self._build_places(view, target)[0][0]
            if source is not None:
                buttons.append(Gesture("click", source, self._build_label(view, a, what), action=a))
        model.buttons.append(ButtonItem("build-cancel", DIALOG, "Cancel"))
        buttons.append(Gesture("button", "build-cancel", "Do not build this (choose something else)", ui="cancel"))
        first[:0] = buttons
        cost = COSTS[target[0]]
        state = ("a valid payment: click Build" if matches else
                 "not a valid payment yet: click the glowing cards to change it")
        model.texts[DIALOG] = [
            f"{what}?",
            f"Cost: {cards(cost)}. Each missing card can be paid with 3 cards of one other kind.",
            f"Chosen: {cards(chosen)} — {state}.",
        ]

    def _chosen(self) -> dict[str, int]:
        """The selected hand cards as {resource: count}."""
        counts: dict[str, int] = {}
        for key in self.selection:
            r = parse_mine(key)
            if r:
                counts[r] = counts.get(r, 0) + 1
        return counts

    # --- events ---------------------------------------------------------------------------------------
    def _discard(self, model: TableModel, view: View, legal: list[Action], first: list[Gesture]) -> None:
        """Brigand Attack (SFC-30): choose half of your cards, then Discard."""
        need = next(d["count"] for d in view["pending"]["due"] if d["seat"] == view["seat"])
        chosen = self._chosen()
        picked = sum(chosen.values())
        for r in RESOURCES:
            for k in range(self._hand.get(r, 0)):
                key = mine(r, k)
                if key in self.selection:
                    first.append(Gesture("click", key, f"Keep your {r}", ui=f"sel:{key}"))
                elif picked < need:
                    first.append(Gesture("click", key, f"Discard your {r}", ui=f"sel:{key}"))
        match = next((a for a in legal if pay_key(a["resources"]) == pay_key(chosen)), None)
        if match is not None:
            model.buttons.append(ButtonItem("discard-go", DIALOG, f"Discard these {need}"))
            first.insert(0, Gesture("button", "discard-go", f"Discard {cards(chosen)}", action=match, hotkey="d"))
        builder = self.name(view["pending"]["builder"])
        size = sum(self._hand.values())
        model.texts[DIALOG] = [
            "Brigand Attack!",
            f"{builder}'s new city shows a Brigand Attack: everyone with more than 7 cards discards half.",
            f"You hold {size} cards: click {need} of them in your hand, then Discard.",
            f"Chosen {picked} of {need}: {cards(chosen)}.",
        ]

    def _market_day(self, model: TableModel, view: View, legal: list[Action], first: list[Gesture],
                    drags: list[tuple[int, Gesture]]) -> None:
        """Market Day (SFC-31): drag a hand card onto a market card of another kind, or Pass."""
        market = market_list(view["market"])
        for a in legal:
            if a["type"] == "pass":
                model.buttons.append(ButtonItem("pass", DIALOG, "Pass (no exchange)"))
                first.insert(0, Gesture("button", "pass", "Pass: keep your cards", action=a, hotkey="p"))
                continue
            give, take = a["give"], a["take"]
            label = f"Market Day: exchange your {give} for the market's {take}"
            for rank, key in self._hand_cards(give):
                for i, card in enumerate(market):
                    if card == take:
                        drags.append((rank, Gesture("drag", key, label, f"market:{i}", action=a)))
        builder = self.name(view["pending"]["builder"])
        lines = ["Market Day!", f"{builder}'s new city shows Market Day: each player in turn may exchange one "
                                "card with the market."]
        if len(legal) > 1:
            lines.append("Drag one of your cards onto a market card of another kind (or click your card, then the "
                         "market card), or Pass.")
        else:
            lines.append("You have no card to exchange: Pass.")
        model.texts[DIALOG] = lines

    # --- half-steps -----------------------------------------------------------------------------------
    def ui(self, step: str) -> None:
        """Choose or unchoose a hand card, start choosing a payment, cancel."""
        name, _, arg = step.partition(":")
        if name == "sel":
            if arg in self.selection:
                self.selection.remove(arg)
            else:
                self.selection.append(arg)
        elif name == "pay":
            self.paying = self._decode(arg)
            self.selection = self._canonical(self.paying)
        elif name == "cancel":
            if self.paying is not None:
                self.paying = None
            self.selection = []

    def _canonical(self, target: Target) -> list[str]:
        """The cards of the canonical payment (SFC-22) among the legal ones, as hand keys."""
        from tablegame.games.struggle_for_catan.payment import canonical_payment

        cost = tuple(COSTS[target[0]].get(r, 0) for r in RESOURCES)
        hand = tuple(self._hand.get(r, 0) for r in RESOURCES)
        pay = canonical_payment(cost, hand)
        pays = self._pays.get(target) or []
        if pay is None or pay not in [pay_key(p) for p in pays]:
            pay = pay_key(pays[0]) if pays else (0,) * 5
        return [mine(r, k) for r, n in zip(RESOURCES, pay, strict=True) for k in range(n)]

    def reset(self) -> None:
        """Forget half-made choices."""
        self.selection = []
        self.paying = None

    # --- status -----------------------------------------------------------------------------------------
    def _status(self, view: View, legal: list[Action]) -> str:
        """Whose turn it is and what they must do now, in words."""
        phase = view["phase"]
        if phase == "over":
            winner = view["winners"][0]
            return f"The game is over: {self.name(winner)} wins with {view['scores'][winner]} VP."
        seat = view["to_act"][0]
        who = self.name(seat)
        if not legal:
            return f"{who}: " + {
                "trade": f"trading ({plural(view['exchanges_left'], 'exchange')} left)",
                "give": f"giving a card back to {self.name((view['pending'] or {}).get('target'))}",
                "build": "building",
                "discard": "Brigand Attack — choosing cards to discard",
                "market_day": "Market Day — exchanging with the market or passing",
            }.get(phase, phase)
        if phase == "trade":
            left = view["exchanges_left"]
            if not any(a["type"].startswith("exchange") for a in legal):
                return f"{who}: no exchange left — click End trading"
            where = "the market, the deck or a player's hand" if view["wide_trade"] else "the deck (the supply)"
            return f"{who}: trade, {plural(left, 'exchange')} left — drag a card onto {where}; or End trading"
        if phase == "give":
            pending = view["pending"]
            taken = words.a_or_an(pending["taken"]) if pending.get("taken") else "a card"
            took = f"You took {taken} from"
            return f"{who}: {took} {self.name(pending['target'])} — click one of your cards to give back"
        if phase == "build":
            if self.paying is not None:
                return f"{who}: choose the cards to pay with (they glow), then Build — or Cancel"
            if any(a["type"] == "build" for a in legal):
                return f"{who}: build — click a glowing building, settlement or expansion; or End building"
            return f"{who}: nothing to build — click End building to draw"
        if phase == "discard":
            return f"{who}: Brigand Attack — choose the cards to discard"
        return f"{who}: Market Day — exchange one card with the market, or Pass"

    # --- animation ----------------------------------------------------------------------------------
    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """Cards that travel: exchanges, gives, payments to the discard pile, buildings, draws."""
        kind = action["type"]
        seat = action["seat"]
        if kind == "exchange_supply":
            drew = self._gained(before, after, seat, {action["give"]: -1})
            return [Motion(self._from_hand(before, seat, action["give"]), "discard"),
                    Motion("deck", self._to_hand(after, seat, drew[0] if drew else None))]
        if kind in ("exchange_market", "market_day"):
            give, take = action["give"], action["take"]
            return [Motion(self._from_hand(before, seat, give), self._market_key(after, give)),
                    Motion(self._market_key(before, take), self._to_hand(after, seat, take))]
        if kind in ("exchange_player", "guild_steal"):
            target = action["target"]
            took = self._gained(before, after, seat, {}) or self._lost(before, after, target)
            r = took[0] if took else None
            return [Motion(self._from_hand(before, target, r), self._to_hand(after, seat, r))]
        if kind == "give":
            target = before["pending"]["target"]
            r = action.get("resource")
            return [Motion(self._from_hand(before, seat, r), self._to_hand(after, target, r))]
        if kind == "discard":
            return self._pay_motions(before, seat, action["resources"])
        if kind == "build":
            return self._pay_motions(before, seat, action["pay"]) + self._build_motions(action, before, after)
        if kind == "end_build":
            drawn = self._gained(before, after, seat, {})
            if seat != before["seat"]:
                count = after["hand_sizes"][seat] - before["hand_sizes"][seat]
                return [Motion("deck", f"hand:{seat}") for _ in range(max(0, count))]
            moves, seen = [], {}
            for r in drawn:
                seen[r] = seen.get(r, 0) + 1
                moves.append(Motion("deck", self._to_hand(after, seat, r, seen[r] - 1)))
            return moves
        return []

    def _pay_motions(self, before: View, seat: int, paid: dict[str, int]) -> list[Motion]:
        """Paid or discarded cards fly to the discard pile."""
        moves = []
        for r, k in paid.items():
            for i in range(k):
                source = f"hand:{seat}"
                if seat == before["seat"]:
                    source = mine(r, max(0, before["hand"][r] - 1 - i))
                moves.append(Motion(source, "discard", card=f"res:{r}"))
        return moves

    def _build_motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """The building travels from its supply (or another seat's stack) to the builder's tableau."""
        seat, building = action["seat"], action["building"]
        if building in ("road", "knight"):
            new_top = len(after["tableaux"][seat][building + "s"]) - 1
            source = f"supply:{building}"
            for other in range(before["n_seats"]):
                if other != seat and len(after["tableaux"][other][building + "s"]) < len(
                        before["tableaux"][other][building + "s"]):
                    source = f"{building}:{other}:{len(before['tableaux'][other][building + 's']) - 1}"
            return [Motion(source, f"{building}:{seat}:{new_top}")]
        if building == "settlement":
            return [Motion("supply:estate", f"estate:{seat}:{len(after['tableaux'][seat]['estates']) - 1}")]
        if building == "expansion":
            return [Motion(f"exp:{action['card']}", f"estate:{seat}:{action['city']}")]
        return [Motion(f"estate:{seat}:{action['settlement']}", f"estate:{seat}:{action['settlement']}", flip=True)]

    @staticmethod
    def _gained(before: View, after: View, seat: int, offset: dict[str, int]) -> list[str]:
        """Resources the viewer gained (only when it is `seat`), one entry per card."""
        if seat != before["seat"]:
            return []
        out = []
        for r in RESOURCES:
            n = after["hand"][r] - before["hand"][r] - offset.get(r, 0)
            out.extend([r] * max(0, n))
        return out

    @staticmethod
    def _lost(before: View, after: View, seat: int) -> list[str]:
        """Resources the viewer lost (only when it is `seat`)."""
        if seat != before["seat"]:
            return []
        return [r for r in RESOURCES for _ in range(max(0, before["hand"][r] - after["hand"][r]))]

    @staticmethod
    def _from_hand(view: View, seat: int, r: str | None) -> str:
        """Where a card leaves a hand: the viewer's last card of that kind, or another seat's hand."""
        if seat == view["seat"] and r and view["hand"].get(r, 0) > 0:
            return mine(r, view["hand"][r] - 1)
        return f"hand:{seat}"

    @staticmethod
    def _to_hand(view: View, seat: int, r: str | None, back: int = 0) -> str:
        """Where a card lands in a hand (the viewer's new card of that kind)."""
        if seat == view["seat"] and r and view["hand"].get(r, 0) > back:
            return mine(r, view["hand"][r] - 1 - back)
        return f"hand:{seat}"

    @staticmethod
    def _market_key(view: View, r: str) -> str:
        """The market item showing a card of this kind (the last such)."""
        market = market_list(view["market"])
        index = max((i for i, card in enumerate(market) if card == r), default=0)
        return f"market:{index}"

    # --- reasons ------------------------------------------------------------------------------------
    def explain(self, kind: str, source: str, target: str | None, view: View, state_explain: Any) -> str:
        """Why a click or a drop did nothing (the rules' explain_illegal where an action fits)."""
        to_act = view["to_act"]
        if not to_act:
            return "The game is over."
        viewer = view["seat"]
        if to_act[0] != viewer:
            return f"Wait: it is {self.name(to_act[0])}'s turn."

        def rules(action: dict[str, Any]) -> str:
            reason = words.seat_words(state_explain({"seat": viewer, **action}), self.names)
            return reason[:1].upper() + reason[1:] + "."

        phase = view["phase"]
        spot = target if kind == "drop" else source
        give = parse_mine(source)
        if phase == "trade":
            return self._trade_reason(kind, give, spot, view, rules)
        if phase == "give":
            return f"Give {self.name(view['pending']['target'])} one card back first: click one of your cards."
        if phase == "build":
            return self._build_reason(kind, spot or "", view, rules)
        if phase == "discard":
            return "Brigand Attack: click the cards to discard in your hand, then Discard."
        if phase == "market_day":
            if kind == "drop" and give and spot and spot.startswith("market:"):
                i = int(spot.split(":")[1])
                market = market_list(view["market"])
                take = market[i] if i < len(market) else give
                return rules({"type": "market_day", "give": give, "take": take})
            return "Market Day: drag one of your cards onto a market card of another kind, or Pass."
        return "That does nothing here."

    def _trade_reason(self, kind: str, give: str | None, spot: str | None, view: View, rules: Any) -> str:
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
                return rules({"type": "exchange_player", "target": int(spot.split(":")[1])})
        if spot and spot.startswith(("supply:", "exp:", "estate:")):
            return "Building comes after trading: click End trading first."
        if view["exchanges_left"] <= 0:
            return "No exchange is left this turn: click End trading."
        return "Drag one of your cards onto a market card, the deck or another player's hand to exchange it."

    def _build_reason(self, kind: str, spot: str, view: View, rules: Any) -> str:
        """Why a building was not built."""
        viewer = view["seat"]
        pay = {"pay": self._chosen()} if self.paying is not None and self.selection else {}
        if spot.startswith("supply:") or spot.endswith(":next"):
            kind_ = spot.split(":")[1] if spot.startswith("supply:") else spot.split(":")[0]
            building = "settlement" if kind_ == "estate" else kind_
            return rules({"type": "build", "building": building, **pay})
        if spot.startswith(f"estate:{viewer}:"):
            i = spot.split(":")[2]
            if i.isdigit():
                estate = view["tableaux"][viewer]["estates"][int(i)]
                if estate["side"] == "settlement":
                    return rules({"type": "build", "building": "city", "settlement": int(i), **pay})
                if estate.get("expansion"):
                    return "That city already has an expansion (one per city)."
                card = next(iter(view["supply"]["expansions"]), "library")
                return rules({"type": "build", "building": "expansion", "city": int(i), "card": card, **pay})
        if spot.startswith("exp:"):
            cities = [i for i, e in enumerate(view["tableaux"][viewer]["estates"])
                      if e["side"] == "city" and not e.get("expansion")]
            if not cities:
                return "An expansion goes on one of your cities without one: build a city first."
            return rules({"type": "build", "building": "expansion", "city": cities[0], "card": spot[4:], **pay})
        if parse_mine(spot):
            return "Click a glowing building first; then choose the cards to pay with."
        if spot in ("deck", "discard") or spot.startswith(("market:", "hand:")):
            return "The trade phase is over for this turn: build, or click End building."
        return "Click a glowing building (or drag it to your area), or click End building."

    # --- the score screen -------------------------------------------------------------------------------
    def round_key(self, view: View) -> Any:
        """One round: the score screen comes when the game is over."""
        return None

    def score_sheet(self, view: View, final: bool) -> ScoreSheet | None:
        """Every seat's VP explained, the winner first."""
        if not final:
            return None
        return words.score_sheet(view, self.names)
