"""The Struggle for Catan table items built from the view: the middle (deck, discard pile, market, supplies,
expansions, destiny card), each seat's tableau and hand, and the keys that name them."""

from __future__ import annotations

from tablegame.app.games.struggle_for_catan import words
from tablegame.app.games.struggle_for_catan.words import EXPANSION_NAMES, RESOURCES, Target, market_list
from tablegame.games.struggle_for_catan.effects import MARKET_SIZE
from tablegame.games.struggle_for_catan.view_types import CatanView, hand_of, next_side, stack_of, supply_of
from tablegame.i18n import tr
from tablegame.table.model import EMPTY, FACE, Action, CardItem, TableModel

DIALOG = "dialog"
COVERED = ("supply", "expansions", "fate")  # zones the dialog lies over in the shipped layout


def mine(resource: str, k: int) -> str:
    """The item key of the viewer's k-th card of a resource (cards of a kind are interchangeable)."""
    return f"mine:{resource}:{k}"


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


def add_middle(model: TableModel, view: CatanView, names: list[str]) -> None:
    """Deck, discard pile, market, building supplies, expansions and the destiny card."""
    deck = view["deck_count"]
    model.cards.append(
        CardItem("deck", "deck", card="back", look=FACE if deck else EMPTY, count=deck, hint=words.deck_hint(deck))
    )
    discard = view["discard"]
    model.cards.append(
        CardItem(
            "discard",
            "discard",
            card=f"res:{discard[0]}" if discard else None,
            look=FACE if discard else EMPTY,
            count=len(discard),
            hint=words.discard_hint(discard),
            detail=words.resource_detail(discard[0]) if discard else "",
        )
    )
    market = market_list(view["market"])
    for i in range(MARKET_SIZE):
        card = market[i] if i < len(market) else None
        model.cards.append(
            CardItem(
                f"market:{i}",
                "market",
                index=i,
                slots=MARKET_SIZE,
                card=f"res:{card}" if card else None,
                look=FACE if card else EMPTY,
                hint=words.market_hint(card),
                detail=words.resource_detail(card) if card else "",
            )
        )
    supply = view["supply"]
    for i, kind in enumerate(("road", "knight", "estate")):
        left = supply_of(supply, kind)
        model.cards.append(
            CardItem(
                f"supply:{kind}",
                "supply",
                index=i,
                slots=3,
                card=f"stack:{kind}" if left else f"none:{kind}",
                look=FACE,
                count=left,
                hint=words.supply_hint(view, kind, left, names),
                detail=words.estate_detail(None) if kind == "estate" else words.stack_detail(kind),
            )
        )
    kinds = [x for x in EXPANSION_NAMES if x in supply["expansions"]]
    for i, kind in enumerate(kinds):
        n = supply["expansions"].count(kind)
        model.cards.append(
            CardItem(
                f"exp:{kind}",
                "expansions",
                index=i,
                slots=max(len(kinds), 3),
                card=f"exp:{kind}",
                look=FACE,
                count=n,
                hint=words.expansion_supply_hint(kind, n),
                detail=words.expansion_detail(kind),
            )
        )
    if not kinds:
        model.cards.append(CardItem("exp:none", "expansions", look=EMPTY, hint=tr(words.NO_EXPANSION_HINT)))
    if view["fate"] is not None:
        model.cards.append(
            CardItem(
                "fate",
                "fate",
                card=f"fate:{view['fate']}",
                look=FACE,
                hint=words.fate_hint(view["fate"]),
                detail=words.fate_hint(view["fate"]),
            )
        )


def add_tableau(model: TableModel, view: CatanView, seat: int, legal: list[Action], names: list[str]) -> None:
    """A seat's estates (the caption names it), its road and knight stacks."""
    t = view["tableaux"][seat]
    viewer = view["seat"]
    can = {target_of(a)[0] for a in legal if a["type"] == "build"} if seat == viewer else set()
    # The viewer's rows always keep room for the next card, so nothing moves when the build phase offers one
    # (a click aimed at a card would land in a gap).
    room = 1 if seat == viewer else 0
    for kind, zone in (("road", "roads"), ("knight", "knights")):
        stack = stack_of(t, kind)
        extra = 1 if kind in can else 0
        slots = max(1, len(stack) + room)
        for j, side in enumerate(stack):
            model.cards.append(
                CardItem(
                    f"{kind}:{seat}:{j}",
                    zone,
                    seat,
                    j,
                    slots,
                    f"{kind}:{side}",
                    FACE,
                    hint=words.stack_card_hint(names, seat, kind, j, len(stack), side),
                    detail=words.stack_detail(kind),
                )
            )
        if extra:
            model.cards.append(
                CardItem(
                    f"{kind}:{seat}:next",
                    zone,
                    seat,
                    len(stack),
                    slots,
                    None,
                    EMPTY,
                    hint=words.next_stack_card_hint(kind, next_side(t["next_sides"], kind)),
                )
            )
        elif not stack:
            model.cards.append(
                CardItem(
                    f"{kind}:{seat}:none",
                    zone,
                    seat,
                    0,
                    1,
                    f"empty:no-{kind}s",
                    FACE,
                    hint=words.no_stack_hint(names, seat, kind),
                )
            )
    estates = t["estates"]
    extra = 1 if "settlement" in can else 0
    slots = max(1, len(estates) + room)
    for i, estate in enumerate(estates):
        model.cards.append(
            CardItem(
                f"estate:{seat}:{i}",
                "estates",
                seat,
                i,
                slots,
                words.estate_picture(estate),
                FACE,
                hint=words.estate_hint(names, seat, estate, t["estate_vp"][i]),
                detail=words.estate_detail(estate),
            )
        )
    if extra:
        model.cards.append(
            CardItem(
                f"estate:{seat}:next",
                "estates",
                seat,
                len(estates),
                slots,
                None,
                EMPTY,
                hint=tr(words.NEXT_SETTLEMENT_HINT),
            )
        )
    elif not estates:
        model.cards.append(
            CardItem(
                f"estate:{seat}:none",
                "estates",
                seat,
                0,
                1,
                "empty:no-settlements",
                FACE,
                hint=words.no_estates_hint(names, seat),
            )
        )
    model.captions[f"estates:{seat}"] = words.seat_caption(view, seat, names)


def add_other_hand(model: TableModel, view: CatanView, seat: int, names: list[str]) -> None:
    """Another seat's hand: a back showing how many cards; a Library owner also sees the kinds (SFC-43)."""
    size = view["hand_sizes"][seat]
    seen = (view["opponent_hands"] or [None] * view["n_seats"])[seat]
    picture = f"back:{size}"
    if seen is not None:
        picture += ":" + ".".join(str(seen.get(r, 0)) for r in RESOURCES)
    model.cards.append(
        CardItem(
            f"hand:{seat}", "hands", seat, 0, 1, picture, FACE, hint=words.other_hand_hint(names, seat, size, seen)
        )
    )


def add_own_hand(model: TableModel, view: CatanView) -> None:
    """The viewer's hand, face up, grouped by kind in catalog order."""
    hand = hand_of(view)
    total = sum(hand.values())
    position = 0
    for r in RESOURCES:
        for k in range(hand[r]):
            model.cards.append(
                CardItem(
                    mine(r, k),
                    "hand",
                    None,
                    position,
                    max(total, 1),
                    f"res:{r}",
                    FACE,
                    hint=words.own_card_hint(r, hand[r]),
                    detail=words.resource_detail(r),
                )
            )
            position += 1
    if not total:
        model.cards.append(CardItem("mine:none", "hand", look=EMPTY, hint=tr(words.EMPTY_HAND_HINT)))
    model.captions["hand"] = words.own_hand_caption(total)
