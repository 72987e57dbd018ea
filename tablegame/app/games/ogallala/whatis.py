""" "What is this?" in Ogallala: a pile, the held card, booty, the Happy Hunting Ground or a cell of a play area,
what it does in the game and is worth, from the item's own words (written from the view) and the view only."""

from __future__ import annotations

from tablegame.app.games.ogallala.words import name_of
from tablegame.games.ogallala.scoring import LOOT_POINTS
from tablegame.games.ogallala.view_types import OgView
from tablegame.i18n import N_, ntr, tr
from tablegame.table.model import EMPTY, CardItem

# What each place of the table is for (the item's own hint says what lies there now).
ROLES = {
    "piles": N_(
        "On your turn, click a pile to draw its top card, then place it in your play area or discard it. "
        "Your turn goes on until a canoe is completed, a card is discarded, a kind already in your area "
        "is drawn, or a special card stops it."
    ),
    "held": N_("The card just drawn waits here until it is placed in a play area or discarded."),
    "booty": N_("Booty won by an attack: the attacker places it in its play area."),
    "discard": N_("The Happy Hunting Ground: discarded and lost cards go here, face up."),
    "grid": N_(
        "A play area: a canoe is a bow, paddlers and a stern in one row, with loot riding along. Only "
        "complete canoes score: each card's points, and {loot} per loot card."
    ),
}


def what_is(item: CardItem, view: OgView, names: list[str]) -> list[str]:
    """The words for one item: what lies there (its hint and detail), then what the place is for."""
    said = [text for text in (item.hint, item.detail) if text]
    if item.zone == "grid" and item.look == EMPTY and item.seat is not None:
        said.insert(
            0,
            tr("An empty cell of your play area")
            if item.seat == view.get("viewer")
            else tr("An empty cell of {name}'s play area", name=name_of(names, item.seat)),
        )
    if item.zone in ROLES:
        said.append(tr(ROLES[item.zone], loot=LOOT_POINTS))
    return said


def what_is_seat(seat: int, view: OgView, names: list[str]) -> list[str]:
    """A seat's name over its play area: its points and complete canoes."""
    seat_view = next((s for s in view["seats"] if s["seat"] == seat), None)
    said = [name_of(names, seat)]
    if seat_view is not None:
        said.append(
            ntr(
                "{score} points in {count} complete canoe",
                "{score} points in {count} complete canoes",
                seat_view["complete_canoes"],
                score=seat_view["score"],
            )
        )
    return said
