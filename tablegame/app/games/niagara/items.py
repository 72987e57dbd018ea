"""Table items built from the Niagara view: the river, its slots, discs and sites, canoes, seats and the hand."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from tablegame.app.games.niagara import words
from tablegame.app.games.niagara.keys import DOCK, FALLS, boat_key
from tablegame.app.games.niagara.river import RiverZones
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.view_types import NiagaraView
from tablegame.i18n import language, tr
from tablegame.table.model import BACK, EMPTY, FACE, PRIVATE, CardItem, TableModel

PADDLE_CARDS = catalog().cards
WORDS_KEPT = 2048  # a seat's tile and card words remembered: most of them stay the same from move to move
_words: dict[tuple[object, ...], str] = {}


def _kept_words(key: tuple[object, ...], make: Callable[[], str]) -> str:
    """The words of a seat's tile or card, made once per language and everything they depend on (`key`)."""
    key = (language(), *key)
    found = _words.get(key)
    if found is None:
        if len(_words) >= WORDS_KEPT:
            # the oldest forgotten, one at a time (a cache emptied whole made one model format all its words again)
            del _words[next(iter(_words))]
        found = _words[key] = make()
    return found


def _site_words(view: NiagaraView, colour: str) -> tuple[object, ...]:
    """What a gem site's hint says depends on: its gem, its slots and the gems it holds (by their names)."""
    site = view["sites"][colour]
    held = tuple((words.english_gem(view, k), n) for k, n in site["supply"].items())
    return words.english_gem(view, colour), tuple(site["slots"]), held


def board_items(model: TableModel, view: NiagaraView, river: RiverZones) -> None:
    """Slots, discs, the dock, the falls, spare discs, sites, the fork's pointer and the weather track."""
    variant = view["options"]["fork"]
    slots, discs, sites = (river.zone(variant, part) for part in ("river", "discs", "sites"))
    for slot in view["slots"]:
        if slot["id"] not in (DOCK, FALLS):
            model.cards.append(
                CardItem(f"disc:{slot['id']}", discs, index=river.point(discs, slot["id"]), card="disc", look=FACE)
            )
    for slot in view["slots"]:
        sid = slot["id"]
        if sid in (DOCK, FALLS):
            continue
        model.cards.append(
            CardItem(
                f"slot:{sid}",
                slots,
                index=river.point(slots, sid),
                card=f"place:{sid}:{slot['site'] or '-'}",
                look=FACE,
                hint=_kept_words(
                    ("slot", sid, slot["arm"], words.english_gem(view, slot["site"]) if slot["site"] else None),
                    partial(words.slot_hint, view, slot),
                ),
            )
        )
    model.cards.append(CardItem("slot:dock", "dock", card=f"dock:{language()}", look=FACE, hint=tr(words.DOCK_HINT)))
    model.cards.append(CardItem("falls", "falls", card=f"falls:{language()}", look=FACE, hint=tr(words.FALLS_HINT)))
    model.cards.append(CardItem("disc:spare", "spare", card="spare", look=FACE, hint=tr(words.SPARE_HINT)))
    model.cards.append(CardItem("disc:sink", "sink", card="blank", look=FACE))
    for colour in view["colours"]:
        site = view["sites"][colour]
        counts = [site["supply"][k] for k in view["colours"]]
        model.cards.append(
            CardItem(
                f"site:{colour}",
                sites,
                index=river.point(sites, colour),
                card=f"site:{colour}:{','.join(map(str, counts))}",
                look=FACE,
                hint=_kept_words(("site", *_site_words(view, colour)), partial(words.site_hint, view, colour)),
                detail=_kept_words(
                    ("site detail", words.english_gem(view, colour)), partial(words.site_detail, view, colour)
                ),
            )
        )
    if view["next_arm"] is not None:
        model.cards.append(
            CardItem("arm", "fork", card=f"arm:{view['next_arm']}", look=FACE, hint=words.arm_hint(view["next_arm"]))
        )
    track = view["weather_track"]
    for i, value in enumerate(track):
        model.cards.append(
            CardItem(
                f"wcell:{value}",
                "weather",
                index=i,
                card=f"wcell:{value}",
                look=FACE,
                hint=_kept_words(("weather", value), partial(words.weather_cell_hint, value)),
                detail=_kept_words(("weather detail",), words.weather_detail),
            )
        )
    model.cards.append(
        CardItem(
            "wmarker",
            "weather_marker",
            index=track.index(view["weather"]),
            card="wmarker",
            look=FACE,
            hint=_kept_words(("marker", view["weather"]), partial(words.marker_hint, view["weather"])),
            detail=_kept_words(("weather detail",), words.weather_detail),
        )
    )


def boat_items(model: TableModel, view: NiagaraView, river: RiverZones, names: list[str]) -> None:
    """Every canoe: on the dock, on its river slot, or capsized below the falls."""
    boats = river.zone(view["options"]["fork"], "boats")
    for slot in view["slots"]:
        for boat in slot["boats"]:
            seat, number, gem = boat["seat"], boat["boat"], boat["gem"]
            hint = _kept_words(
                ("canoe", tuple(names), view["seat"], seat, number, slot["id"], gem and words.english_gem(view, gem)),
                partial(words.canoe_hint, view, names, boat, slot["id"]),
            )
            if slot["id"] == DOCK:
                item = CardItem(
                    boat_key(seat, number),
                    "dock_boats",
                    seat=None,
                    card=f"boat:{seat}:{number}:-",
                    look=FACE,
                    hint=hint,
                )
            elif slot["id"] == FALLS:
                item = CardItem(boat_key(seat, number), "lost", card=f"lost:{seat}:{number}", look=FACE, hint=hint)
            else:
                item = CardItem(
                    boat_key(seat, number),
                    boats,
                    index=river.point(boats, slot["id"]),
                    card=f"boat:{seat}:{number}:{gem or '-'}",
                    look=FACE,
                    hint=hint,
                )
            model.cards.append(item)


def seat_items(model: TableModel, view: NiagaraView, names: list[str]) -> None:
    """Per seat: the chosen card, gems at home, used cards, the start ring."""
    viewer = view["seat"]
    for seat in range(view["n_seats"]):
        cards = view["cards"][seat]
        if cards["card"] is not None and cards["revealed"]:
            look, card = FACE, f"p:{cards['card']}"
        elif cards["card"] is not None:
            look, card = PRIVATE, f"p:{cards['card']}"
        else:
            look, card = BACK if cards["chosen"] else EMPTY, None
        tag = tr(words.CARD_PLACE_TAG) if seat == viewer and look == EMPTY and view["phase"] == "choose" else ""
        paddle = cards["card"]
        detail = (
            words.paddle_detail(paddle) if paddle is not None and look in (FACE, PRIVATE) else ""
        )  # a back tells nothing
        model.cards.append(
            CardItem(
                f"choice:{seat}",
                "choice",
                seat,
                card=card,
                look=look,
                hint=_kept_words(
                    ("place", tuple(names), viewer, seat, cards["card"], cards["revealed"], cards["chosen"]),
                    partial(words.card_place_hint, names, viewer, seat, cards),
                ),
                tag=tag,
                detail=detail,
            )
        )
        home = view["homes"][seat]
        for c, colour in enumerate(view["colours"]):
            count = home[colour]
            model.cards.append(
                CardItem(
                    f"home:{seat}:{colour}",
                    "home",
                    seat,
                    c,
                    len(view["colours"]),
                    card=f"gem:{colour}:{count}",
                    look=FACE,
                    hint=_kept_words(
                        ("home", tuple(names), viewer, seat, words.english_gem(view, colour), count),
                        partial(words.home_gem_hint, view, names, seat, colour, count),
                    ),
                )
            )
        used = cards["used"]
        last = cards["last"]  # the card the seat turned up last (public, kept by the rules)
        for k, paddle in enumerate(PADDLE_CARDS):
            was = paddle in used
            picture = f"used:{paddle}:last" if was and paddle == last else f"{'used' if was else 'p'}:{paddle}"
            hint = _kept_words(
                ("paddle", tuple(names), seat, paddle, was, paddle == last),
                partial(words.paddle_hint, names, seat, paddle, was, paddle == last, len(PADDLE_CARDS)),
            )
            model.cards.append(
                CardItem(
                    f"used:{seat}:{paddle}",
                    "used",
                    seat,
                    k,
                    len(PADDLE_CARDS),
                    card=picture,
                    look=FACE,
                    hint=hint,
                    detail=_kept_words(("detail", paddle), partial(words.paddle_detail, paddle)),
                )
            )
        model.captions[f"home:{seat}"] = words.home_caption(names, seat, sum(home.values()), viewer)
    start = view["start_seat"]
    ring = words.token_hint(names, view["seat"], start)
    model.cards.append(CardItem("token", "token", start, card="ring", look=FACE, hint=ring))


def hand_items(model: TableModel, view: NiagaraView) -> None:
    """The viewer's paddle cards still in hand (face up only for the viewer)."""
    viewer = view["seat"]
    if viewer is None or view["over"]:
        return
    hand = view["cards"][viewer].get("hand") or []
    for i, card in enumerate(hand):
        model.cards.append(
            CardItem(
                f"hand:{card}",
                "hand",
                None,
                i,
                len(hand),
                card=f"p:{card}",
                look=FACE,
                hint=words.hand_hint(view["phase"]),
                detail=words.paddle_detail(card),
            )
        )
