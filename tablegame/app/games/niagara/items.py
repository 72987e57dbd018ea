"""Table items built from the Niagara view: the river, its slots, discs and sites, canoes, seats and the hand."""

from __future__ import annotations

from typing import Any

from tablegame.app.games.niagara.keys import DOCK, FALLS, boat_key
from tablegame.app.games.niagara.river import RiverZones
from tablegame.app.games.niagara.words import WEATHER_WORDS, card_words, gem, gem_a, name_of, signed
from tablegame.core.words import listing
from tablegame.games.niagara.catalog import catalog
from tablegame.table.model import BACK, EMPTY, FACE, PRIVATE, CardItem, TableModel
from tablegame.table.presenter import View

PADDLE_CARDS = catalog().cards


def board_items(model: TableModel, view: View, river: RiverZones) -> None:
    """Slots, discs, the dock, the falls, spare discs, sites, the fork's pointer and the weather track."""
    variant = view["options"]["fork"]
    slots, discs, sites = (river.zone(variant, part) for part in ("river", "discs", "sites"))
    for slot in view["slots"]:
        if slot["id"] not in (DOCK, FALLS):
            model.cards.append(CardItem(f"disc:{slot['id']}", discs, index=river.point(discs, slot["id"]), card="disc",
                                        look=FACE))
    for slot in view["slots"]:
        sid = slot["id"]
        if sid in (DOCK, FALLS):
            continue
        where = f"Slot {sid}"
        if slot["site"]:
            where += f": the {gem(view, slot['site'])} site is here"
        if slot["arm"]:
            where += f" (arm {slot['arm']})"
        model.cards.append(CardItem(f"slot:{sid}", slots, index=river.point(slots, sid),
                                    card=f"place:{sid}:{slot['site'] or '-'}",
                                    look=FACE, hint=where))
    model.cards.append(CardItem("slot:dock", "dock", card="dock", look=FACE,
                                hint="The dock: canoes start here; a gem brought here is banked at home"))
    model.cards.append(CardItem("falls", "falls", card="falls", look=FACE,
                                hint="The falls: a canoe pushed over is lost, its gem goes back to its site"))
    model.cards.append(CardItem("disc:spare", "spare", card="spare", look=FACE,
                                hint="Spare discs: each push puts one into the river at slot 1"))
    model.cards.append(CardItem("disc:sink", "sink", card="blank", look=FACE))
    for colour in view["colours"]:
        site = view["sites"][colour]
        counts = [site["supply"][k] for k in view["colours"]]
        held = [f"{n} {gem(view, k)}" for k, n in site["supply"].items() if n]
        hint = (f"The {gem(view, colour)} site (from slot {' or '.join(site['slots'])}): "
                f"{listing(held) or 'empty'}")
        model.cards.append(CardItem(f"site:{colour}", sites, index=river.point(sites, colour),
                                    card=f"site:{colour}:{','.join(map(str, counts))}", look=FACE, hint=hint))
    if view["next_arm"] is not None:
        model.cards.append(CardItem("arm", "fork", card=f"arm:{view['next_arm']}", look=FACE,
                                    hint=f"The next disc pushed at the fork goes down arm {view['next_arm']}; "
                                         "the arms take turns"))
    track = view["weather_track"]
    for i, value in enumerate(track):
        word = WEATHER_WORDS.get(value, "")
        model.cards.append(CardItem(f"wcell:{value}", "weather", index=i, card=f"wcell:{value}", look=FACE,
                                    hint=f"Weather {signed(value)} {word}: the river flows by the lowest "
                                         f"card played {signed(value)}"))
    model.cards.append(CardItem("wmarker", "weather_marker", index=track.index(view["weather"]), card="wmarker",
                                look=FACE, hint=f"The weather marker: {signed(view['weather'])}"))


def boat_items(model: TableModel, view: View, river: RiverZones, names: list[str]) -> None:
    """Every canoe: on the dock, on its river slot, or capsized below the falls."""
    boats = river.zone(view["options"]["fork"], "boats")
    for slot in view["slots"]:
        for boat in slot["boats"]:
            seat, number, gem = boat["seat"], boat["boat"], boat["gem"]
            owner = f"{name_of(names, seat)}'s canoe {number + 1}"
            if slot["id"] == DOCK:
                item = CardItem(boat_key(seat, number), "dock_boats", seat=None, card=f"boat:{seat}:{number}:-",
                                look=FACE, hint=f"{owner}, at the dock")
            elif slot["id"] == FALLS:
                item = CardItem(boat_key(seat, number), "lost", card=f"lost:{seat}:{number}", look=FACE,
                                hint=f"{owner} went over the falls; a gem from home brings it back")
            else:
                carrying = f", carrying {gem_a(view, gem)}" if gem else ", empty"
                item = CardItem(boat_key(seat, number), boats, index=river.point(boats, slot["id"]),
                                card=f"boat:{seat}:{number}:{gem or '-'}",
                                look=FACE, hint=f"{owner} on slot {slot['id']}{carrying}")
            model.cards.append(item)


def seat_items(model: TableModel, view: View, names: list[str], last_played: dict[int, Any]) -> None:
    """Per seat: the chosen card, gems at home, used cards, the start ring."""
    viewer = view["seat"]
    for seat in range(view["n_seats"]):
        cards = view["cards"][seat]
        if cards["card"] is not None and cards["revealed"]:
            look, card, hint = FACE, f"p:{cards['card']}", f"{name_of(names, seat)} played {card_words(cards['card'])}"
        elif cards["card"] is not None:
            look, card, hint = PRIVATE, f"p:{cards['card']}", "Your card for this round (only you see it)"
        elif cards["chosen"]:
            look, card, hint = BACK, None, f"{name_of(names, seat)} has chosen a card (face down)"
        else:
            look, card, hint = EMPTY, None, f"{name_of(names, seat)} has not chosen a card yet"
        tag = "your card place" if seat == viewer and look == EMPTY and view["phase"] == "choose" else ""
        model.cards.append(CardItem(f"choice:{seat}", "choice", seat, card=card, look=look, hint=hint, tag=tag))
        home = view["homes"][seat]
        for c, colour in enumerate(view["colours"]):
            count = home[colour]
            model.cards.append(CardItem(f"home:{seat}:{colour}", "home", seat, c, len(view["colours"]),
                                        card=f"gem:{colour}:{count}", look=FACE,
                                        hint=f"{name_of(names, seat)} has {count} {gem(view, colour)} at home"))
        used = cards["used"]
        last = last_played.get(seat)
        for k, paddle in enumerate(PADDLE_CARDS):
            was = paddle in used
            picture = f"used:{paddle}:last" if was and paddle == last else f"{'used' if was else 'p'}:{paddle}"
            hint = f"{name_of(names, seat)}: card {paddle} " + (
                f"played last (used until all {len(PADDLE_CARDS)} are used)" if was and paddle == last
                else f"used (back when all {len(PADDLE_CARDS)} are used)" if was else "not used yet")
            model.cards.append(CardItem(f"used:{seat}:{paddle}", "used", seat, k, len(PADDLE_CARDS), card=picture,
                                        look=FACE, hint=hint))
        total = sum(home.values())
        caption = f"{name_of(names, seat)} · {total} gem{'s' * (total != 1)}"
        if seat == viewer:
            caption += " (you)"
        model.captions[f"home:{seat}"] = caption
    start = view["start_seat"]
    model.cards.append(CardItem("token", "token", start, card="ring", look=FACE,
                                hint=f"The life ring: {name_of(names, start)} starts this round"))


def hand_items(model: TableModel, view: View) -> None:
    """The viewer's paddle cards still in hand (face up only for the viewer)."""
    viewer = view["seat"]
    if viewer is None or view["over"]:
        return
    hand = view["cards"][viewer].get("hand") or []
    for i, card in enumerate(hand):
        model.cards.append(CardItem(f"hand:{card}", "hand", None, i, len(hand), card=f"p:{card}", look=FACE,
                                    hint="Drag it face down onto your card place to play it this round"
                                    if view["phase"] == "choose" else "Still in your hand"))
