"""Table items built from the Ogallala view: the piles, the held card, booty, the discard pile and the grids."""

from __future__ import annotations

from tablegame.app.games.ogallala.art import card_words
from tablegame.app.games.ogallala.cells import cell_key
from tablegame.app.games.ogallala.words import HUNTING_GROUND, STOP_WORDS, canoe_hint, name_of
from tablegame.core.words import listing
from tablegame.table.model import BACK, EMPTY, FACE, CardItem, Frame, TableModel
from tablegame.table.presenter import View

ROWS, COLS = 3, 14


def middle(model: TableModel, view: View, names: list[str]) -> None:
    """The three draw piles, the held card, waiting booty and the Happy Hunting Ground."""
    left = view["reshuffles_left"]
    model.captions["piles"] = f"Draw piles · {left} reshuffle{'s' if left != 1 else ''} left"
    for p, size in enumerate(view["piles"]):
        hint = f"Pile {p + 1}: {size} face-down cards" if size else f"Pile {p + 1} is empty"
        model.cards.append(CardItem(f"pile:{p}", "piles", index=p, slots=3, look=BACK if size else EMPTY,
                                    count=size, hint=hint))
    held = view["held"]
    if held is None:
        model.cards.append(CardItem("held", "held", look=EMPTY, hint="No card is held now"))
    else:
        source = {"draw": "drawn", "lasso": "lassoed", "booty": "booty"}.get(view["held_source"] or "", "")
        hint = f"{name_of(names, view['current'])} holds {card_words(held)} ({source})"
        if view["held_source"] == "draw" and view["stopped"]:
            source = "last draw"
            why = [STOP_WORDS[r] for r in view["stop_reasons"] if r in STOP_WORDS]
            hint += "; it is the last draw this turn" + (f" ({listing(why)})" if why else "")
        model.cards.append(CardItem("held", "held", card=held, look=FACE, tag=source, hint=hint))
    booty = view["booty"]
    for i, card in enumerate(booty):
        model.cards.append(CardItem(f"booty:{i}", "booty", index=i, slots=len(booty), card=card, look=FACE,
                                    hint=f"Booty waiting: {card_words(card)}"))
    discard = view["discard"]
    model.captions["discard"] = f"{HUNTING_GROUND} · {len(discard)}"
    hint = f"{HUNTING_GROUND} (discard pile): {len(discard)} cards"
    if discard:
        hint += ", top first: " + ", ".join(card_words(c) for c in discard[:6]) + ("…" if len(discard) > 6 else "")
    model.cards.append(CardItem("discard", "discard", card=discard[0] if discard else None,
                                look=FACE if discard else EMPTY, hint=hint))


def grids(model: TableModel, view: View, names: list[str]) -> None:
    """Each seat's 3 x 14 cells, its canoes framed (complete ones with strength and points)."""
    current = view["current"]
    for seat_view in view["seats"]:
        seat = seat_view["seat"]
        hints: dict[tuple[int, int], str] = {}
        for canoe in seat_view["canoes"]:
            keys = [cell_key(seat, canoe["row"], c) for c in canoe["cols"]]
            text = canoe_hint(canoe, view["variant"] == "advanced")
            for c in canoe["cols"]:
                hints[(canoe["row"], c)] = text
            attack = canoe["attacks_left"] > 0 and seat == current and view["phase"] == "attack"
            if canoe["complete"]:
                label = f"str {canoe['strength']} · {canoe['points']} pts"
                if attack:
                    label = f"str {canoe['strength']} · may attack"
                model.frames.append(Frame(keys, label, "alert" if attack else "strong"))
            elif len(keys) > 1:
                model.frames.append(Frame(keys, "", "plain"))
        grid = seat_view["grid"]
        for r in range(ROWS):
            for c in range(COLS):
                card = grid[r][c]
                hint = f"{card_words(card)} — {hints.get((r, c), '')}" if card else ""
                model.cards.append(CardItem(cell_key(seat, r, c), "grid", seat, r * COLS + c, ROWS * COLS, card,
                                            FACE if card else EMPTY, hint=hint))
        caption = f"{name_of(names, seat)} · {seat_view['score']} pts · {seat_view['complete_canoes']} complete"
        model.captions[f"grid:{seat}"] = caption
