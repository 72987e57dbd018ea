"""The Struggle for Catan gestures, made from the legal actions only: drags and clicks for the trades,
builds and events, the buttons, the payment and discard dialogs; and the viewer's half-made choices."""

from __future__ import annotations

from dataclasses import dataclass, field

from tablegame.app.games.struggle_for_catan import words
from tablegame.app.games.struggle_for_catan.items import DIALOG, mine, pay_key, target_of
from tablegame.app.games.struggle_for_catan.words import (
    COSTS,
    RESOURCES,
    Target,
    market_list,
    parse_mine,
    seat_name,
)
from tablegame.games.struggle_for_catan.payment import canonical_payment
from tablegame.games.struggle_for_catan.view_types import (
    CatanView,
    discard_of,
    give_of,
    seat_of,
    stack_of,
    supply_of,
    taken_from,
)
from tablegame.i18n import tr
from tablegame.table.model import Action, ButtonItem, Gesture, TableModel


@dataclass
class Choices:
    """The viewer's half-made choices: the chosen hand cards (a payment or a discard), the build being paid
    for, the hand they come from and the distinct payments of each build offered."""

    selection: list[str] = field(default_factory=list)
    paying: Target | None = None
    hand: dict[str, int] = field(default_factory=dict)
    pays: dict[Target, list[dict[str, int]]] = field(default_factory=dict)

    def fit(self, view: CatanView, legal: list[Action]) -> None:
        """Forget half-made choices that no longer fit the position."""
        self.hand = dict(view["hand"] or {})  # an onlooker (seat None) holds no hand
        self.selection = [k for k in self.selection if self._in_hand(k)]
        builds = {target_of(a) for a in legal if a["type"] == "build"}
        if self.paying is not None and self.paying not in builds:
            self.paying = None
        if not legal or (view["phase"] != "discard" and self.paying is None):
            self.selection = []

    def _in_hand(self, key: str) -> bool:
        parts = key.split(":")
        return len(parts) == 3 and parts[0] == "mine" and int(parts[2]) < self.hand.get(parts[1], 0)

    def hand_cards(self, resource: str) -> list[tuple[int, str]]:
        """(rank, key) of the viewer's cards of a kind; rank 0 is the first (the keyboard offers it first)."""
        return [(k, mine(resource, k)) for k in range(self.hand.get(resource, 0))]

    def all_hand_keys(self) -> list[tuple[int, str]]:
        """(rank, key) of every hand card, the first card of each kind ranked first."""
        return [(rank, key) for r in RESOURCES for rank, key in self.hand_cards(r)]

    def chosen(self) -> dict[str, int]:
        """The selected hand cards as {resource: count}."""
        counts: dict[str, int] = {}
        for key in self.selection:
            r = parse_mine(key)
            if r:
                counts[r] = counts.get(r, 0) + 1
        return counts

    def step(self, step: str) -> None:
        """Choose or unchoose a hand card, start choosing a payment, cancel."""
        name, _, arg = step.partition(":")
        if name == "sel":
            if arg in self.selection:
                self.selection.remove(arg)
            else:
                self.selection.append(arg)
        elif name == "pay":
            self.paying = decode(arg)
            self.selection = self._canonical(self.paying)
        elif name == "cancel":
            if self.paying is not None:
                self.paying = None
            self.selection = []

    def _canonical(self, target: Target) -> list[str]:
        """The cards of the canonical payment (SFC-22) among the legal ones, as hand keys."""
        cost = tuple(COSTS[target[0]].get(r, 0) for r in RESOURCES)
        hand = tuple(self.hand.get(r, 0) for r in RESOURCES)
        pay = canonical_payment(cost, hand)
        pays = self.pays.get(target) or []
        if pay is None or pay not in [pay_key(p) for p in pays]:
            pay = pay_key(pays[0]) if pays else (0,) * 5
        return [mine(r, k) for r, n in zip(RESOURCES, pay, strict=True) for k in range(n)]

    def reset(self) -> None:
        """Forget half-made choices."""
        self.selection = []
        self.paying = None


def encode(target: Target) -> str:
    """A build target as the argument of a "pay:" step."""
    return ":".join(str(part) for part in target)


def decode(text: str) -> Target:
    """The build target of a "pay:" step's argument."""
    parts = text.split(":")
    if parts[0] in ("city", "expansion"):
        return (parts[0], int(parts[1]), *parts[2:])
    return (parts[0],)


class GestureMaker:
    """One gesture per thing the viewer may do now, from the legal actions and the viewer's choices."""

    def __init__(self, choices: Choices, names: list[str]) -> None:
        self.choices = choices
        self.names = names

    def add(self, model: TableModel, view: CatanView, legal: list[Action]) -> None:
        """One gesture per thing the viewer may do now; buttons and clicks first (the keyboard order)."""
        first: list[Gesture] = []
        drags: list[tuple[int, Gesture]] = []
        phase = view["phase"]
        if phase == "trade":
            self._trade(model, view, legal, first, drags)
        elif phase == "give":
            self._give(view, legal, first, drags)
        elif phase == "build":
            if self.choices.paying is not None:
                self._paying(model, view, legal, first)
            else:
                self._build(model, view, legal, first, drags)
        elif phase == "discard":
            self._discard(model, view, legal, first)
        elif phase == "market_day":
            self._market_day(model, view, legal, first, drags)
        if phase in ("trade", "build") and self.choices.paying is None:
            self._guild(view, legal, first, drags)
        model.gestures.extend(first)
        model.gestures.extend(g for _, g in sorted(drags, key=lambda pair: pair[0]))

    def _trade(
        self,
        model: TableModel,
        view: CatanView,
        legal: list[Action],
        first: list[Gesture],
        drags: list[tuple[int, Gesture]],
    ) -> None:
        """Exchanges with the supply, the market or another seat (SFC-15 to SFC-18, SFC-36); End trading."""
        market = market_list(view["market"])
        # A Library owner's chosen takes come before the blind one (the chooser lists them first).
        for a in sorted(legal, key=lambda a: a["type"] == "exchange_player" and "take" not in a):
            kind = a["type"]
            if kind == "exchange_supply":
                give = a["give"]
                label = words.supply_exchange_label(give)
                badge = words.drag_badge("supply")
                for rank, key in self.choices.hand_cards(give):
                    drags.append((rank, Gesture("drag", key, label, "deck", action=a, badge=badge)))
                    drags.append((rank + 100, Gesture("drag", key, label, "discard", action=a, badge=badge)))
            elif kind == "exchange_market":
                give, take = a["give"], a["take"]
                label = words.market_exchange_label(give, take)
                for rank, key in self.choices.hand_cards(give):
                    for i, card in enumerate(market):
                        if card == take:
                            drags.append((rank, Gesture("drag", key, label, f"market:{i}", action=a)))
            elif kind == "exchange_player":
                self._player_exchange(view, a, first, drags)
            elif kind == "end_trade":
                model.buttons.append(ButtonItem("end-trade", "actions", tr(words.END_TRADE_BUTTON)))
                first.insert(0, Gesture("button", "end-trade", tr(words.END_TRADE_LABEL), action=a, hotkey="e"))

    def _player_exchange(
        self, view: CatanView, a: Action, first: list[Gesture], drags: list[tuple[int, Gesture]]
    ) -> None:
        """Take a card from another seat: click its hand, or drag its hand onto yours (SFC-18).

        The rules take the card (at random, or the one a Library owner names) before the seat gives one of
        its choice back, so no gesture starts from one of the viewer's own cards: a drag of one onto their
        hand would promise that card, which is only chosen in the give that follows.
        """
        target = a["target"]
        who = seat_name(self.names, target)
        if "take" in a:
            seen = (view["opponent_hands"] or [])[target] or {}  # a Library owner sees every hand (SFC-43)
            label = words.library_take_label(who, a["take"], seen[a["take"]])
        else:
            label = words.blind_exchange_label(who)
        first.append(Gesture("click", f"hand:{target}", label, action=a))
        for rank, key in self.choices.all_hand_keys():
            drags.append(
                (rank + 10, Gesture("drag", f"hand:{target}", label, key, action=a, badge=words.drag_badge("take")))
            )

    def _give(
        self, view: CatanView, legal: list[Action], first: list[Gesture], drags: list[tuple[int, Gesture]]
    ) -> None:
        """The card given back after an opponent exchange (SFC-18): click it, or drag it onto their hand."""
        target = give_of(view)["target"]
        for a in legal:
            r = a["resource"]
            label = words.give_label(r, seat_name(self.names, target))
            for rank, key in self.choices.hand_cards(r):
                if rank == 0:
                    first.append(Gesture("click", key, label, action=a))
                else:
                    drags.append((rank + 50, Gesture("click", key, label, action=a)))
                drags.append(
                    (rank, Gesture("drag", key, label, f"hand:{target}", action=a, badge=words.drag_badge("give")))
                )

    def _guild(
        self, view: CatanView, legal: list[Action], first: list[Gesture], drags: list[tuple[int, Gesture]]
    ) -> None:
        """Merchant Guild steals (SFC-37): click the other seat's hand, or drag the Guild onto it."""
        viewer = seat_of(view)
        estates = view["tableaux"][viewer]["estates"]
        guilds = [i for i, e in enumerate(estates) if e.get("expansion") == "merchant-guild"]
        for a in legal:
            if a["type"] != "guild_steal":
                continue
            target = a["target"]
            label = words.guild_label(seat_name(self.names, target))
            first.append(Gesture("click", f"hand:{target}", label, action=a))
            for i in guilds:
                drags.append(
                    (
                        0,
                        Gesture(
                            "drag",
                            f"estate:{viewer}:{i}",
                            label,
                            f"hand:{target}",
                            action=a,
                            badge=tr(words.GUILD_BADGE),
                        ),
                    )
                )

    def _build(
        self,
        model: TableModel,
        view: CatanView,
        legal: list[Action],
        first: list[Gesture],
        drags: list[tuple[int, Gesture]],
    ) -> None:
        """Click (or drag) a supply, a settlement or an expansion; one payment builds at once, several ask."""
        viewer = seat_of(view)
        groups: dict[Target, list[Action]] = {}
        for a in legal:
            if a["type"] == "build":
                groups.setdefault(target_of(a), []).append(a)
            elif a["type"] == "end_build":
                draws = view["tableaux"][viewer]["draws"]
                model.buttons.append(ButtonItem("end-build", "actions", words.end_build_button(draws)))
                first.insert(0, Gesture("button", "end-build", words.end_build_label(draws), action=a, hotkey="e"))
        self.choices.pays = {t: self._distinct_pays(acts) for t, acts in groups.items()}
        for target, acts in groups.items():
            pays = self.choices.pays[target]
            what = words.build_words(view, target, self.names)
            choices: list[tuple[str, Action | None, str | None]]
            if len(pays) == 1:
                choices = [(words.build_label(view, a, what), a, None) for a in acts]
            else:
                choices = [(words.choose_payment_label(what, len(pays)), None, "pay:" + encode(target))]
            for source, drop in self._build_places(view, target):
                for label, action, ui in choices:
                    if source is not None:
                        first.append(Gesture("click", source, label, action=action, ui=ui))
                    if drop is not None:
                        start = source if source is not None else ""
                        drags.append(
                            (
                                0,
                                Gesture(
                                    "drag", start, label, drop, action=action, ui=ui, badge=words.drag_badge("build")
                                ),
                            )
                        )

    def _build_places(self, view: CatanView, target: Target) -> list[tuple[str | None, str | None]]:
        """Where a build is clicked and where it is dropped: (click source, drag target) pairs.

        A drag pair is encoded with the drag's source as the click source of the same entry.
        """
        viewer = view["seat"]
        kind = target[0]
        if kind in ("road", "knight"):
            places: list[tuple[str | None, str | None]] = [(f"supply:{kind}", f"{kind}:{viewer}:next")]
            if not supply_of(view["supply"], kind):
                victim = taken_from(view["take_from"], kind)
                if victim is not None:
                    top = len(stack_of(view["tableaux"][victim], kind)) - 1
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

    def _paying(self, model: TableModel, view: CatanView, legal: list[Action], first: list[Gesture]) -> None:
        """The payment dialog: hand cards that may pay glow and toggle; Build appears for a legal choice."""
        target = self.choices.paying
        assert target is not None
        acts = [a for a in legal if a["type"] == "build" and target_of(a) == target]
        pays = self._distinct_pays(acts)
        self.choices.pays[target] = pays
        chosen = self.choices.chosen()
        for r in RESOURCES:
            for k in range(self.choices.hand.get(r, 0)):
                key = mine(r, k)
                if key in self.choices.selection:
                    first.append(Gesture("click", key, words.unpay_label(r), ui=f"sel:{key}"))
                elif any(p.get(r, 0) > chosen.get(r, 0) for p in pays):
                    first.append(Gesture("click", key, words.pay_label(r), ui=f"sel:{key}"))
        what = words.build_words(view, target, self.names)
        matches = [a for a in acts if pay_key(a["pay"]) == pay_key(chosen)]
        buttons: list[Gesture] = []
        for a in matches:
            key = "build-flip" if a.get("flip") else "build-go"
            model.buttons.append(ButtonItem(key, DIALOG, words.build_button(a.get("flip", False))))
            buttons.append(
                Gesture("button", key, words.build_label(view, a, what), action=a, hotkey="t" if a.get("flip") else "b")
            )
            source = self._build_places(view, target)[0][0]
            if source is not None:
                buttons.append(Gesture("click", source, words.build_label(view, a, what), action=a))
        model.buttons.append(ButtonItem("build-cancel", DIALOG, tr(words.CANCEL_BUTTON)))
        buttons.append(Gesture("button", "build-cancel", tr(words.CANCEL_LABEL), ui="cancel"))
        first[:0] = buttons
        turn_to = ("right" if view["fate"] == "left" else "left") if any(a.get("flip") for a in matches) else None
        model.texts[DIALOG] = words.payment_dialog(what, COSTS[target[0]], chosen, bool(matches), turn_to)

    def _discard(self, model: TableModel, view: CatanView, legal: list[Action], first: list[Gesture]) -> None:
        """Brigand Attack (SFC-30): choose half of your cards, then Discard."""
        need = next(d["count"] for d in discard_of(view)["due"] if d["seat"] == view["seat"])
        chosen = self.choices.chosen()
        picked = sum(chosen.values())
        for r in RESOURCES:
            for k in range(self.choices.hand.get(r, 0)):
                key = mine(r, k)
                if key in self.choices.selection:
                    first.append(Gesture("click", key, words.keep_label(r), ui=f"sel:{key}"))
                elif picked < need:
                    first.append(Gesture("click", key, words.discard_label(r), ui=f"sel:{key}"))
        match = next((a for a in legal if pay_key(a["resources"]) == pay_key(chosen)), None)
        if match is not None:
            model.buttons.append(ButtonItem("discard-go", DIALOG, words.discard_button(need)))
            first.insert(0, Gesture("button", "discard-go", words.discard_go_label(chosen), action=match, hotkey="d"))
        builder = self._builder(view)
        model.texts[DIALOG] = words.brigand_dialog(builder, sum(self.choices.hand.values()), need, chosen)

    def _builder(self, view: CatanView) -> str | None:
        """The name of the seat whose new city showed the event, None when it is the reader (its dialog says 'Your')."""
        pending = view["pending"]
        builder = pending["builder"] if pending is not None and pending["kind"] != "give" else None
        return None if builder == view["seat"] else seat_name(self.names, builder)

    def _market_day(
        self,
        model: TableModel,
        view: CatanView,
        legal: list[Action],
        first: list[Gesture],
        drags: list[tuple[int, Gesture]],
    ) -> None:
        """Market Day (SFC-31): drag a hand card onto a market card of another kind, or Pass."""
        market = market_list(view["market"])
        for a in legal:
            if a["type"] == "pass":
                model.buttons.append(ButtonItem("pass", DIALOG, tr(words.PASS_BUTTON)))
                first.insert(0, Gesture("button", "pass", tr(words.PASS_LABEL), action=a, hotkey="p"))
                continue
            give, take = a["give"], a["take"]
            label = words.market_day_label(give, take)
            for rank, key in self.choices.hand_cards(give):
                for i, card in enumerate(market):
                    if card == take:
                        drags.append((rank, Gesture("drag", key, label, f"market:{i}", action=a)))
        builder = self._builder(view)
        model.texts[DIALOG] = words.market_day_dialog(builder, any(a["type"] != "pass" for a in legal))
