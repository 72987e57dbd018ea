""" "What is this?" in The Struggle for Catan: a pile, the market, a supply, an expansion, a seat's roads, knights,
settlements and cities, a hand, from the item's own words (written from the view: a hand of backs names no
card) and what each place is for."""

from __future__ import annotations

from tablegame.games.struggle_for_catan.scoring import WIN_VP
from tablegame.games.struggle_for_catan.view_types import CatanView
from tablegame.i18n import N_, ntr, tr
from tablegame.table.model import CardItem

# What each place of the table is for (the item's own hint says what lies there now).
ROLES = {
    "deck": N_(
        "The supply: you draw from it at the end of your turn, and may exchange a card with it in your trade phase."
    ),
    "discard": N_("Cards paid for buildings and exchanged with the market end here."),
    "market": N_("The market: in your trade phase, exchange one of your cards for one of these."),
    "supply": N_(
        "In your build phase, click a supply to build its next piece (a dialog asks which cards pay, "
        "when there is a choice)."
    ),
    "expansions": N_("An expansion is built on one of your cities in your build phase."),
    "roads": N_("A road gives one more exchange a turn on its A side, 1 victory point on its B side."),
    "knights": N_("A knight draws one more card at the end of your turn on its A side, 1 victory point on its B side."),
    "estates": N_("In your build phase, a settlement may become a city; a city's event happens when it is built."),
    "hands": N_("A player's hand: secret, only the number of cards shows."),
    "hand": N_("Your hand: pay for buildings with it, exchange it in your trade phase."),
}


def what_is(item: CardItem, view: CatanView, names: list[str]) -> list[str]:
    """The words for one item: what lies there (its hint and detail), then what the place is for."""
    said = [text for text in (item.hint, item.detail) if text]
    if item.zone in ROLES:
        said.append(tr(ROLES[item.zone]))
    return said


def what_is_seat(seat: int, view: CatanView, names: list[str]) -> list[str]:
    """A seat's name: its victory points and the cards in its hand (a count only)."""
    name = names[seat] if 0 <= seat < len(names) else "?"
    return [
        name,
        ntr(
            "{count} victory point; {win} in your own turn win.",
            "{count} victory points; {win} in your own turn win.",
            view["scores"][seat],
            win=WIN_VP,
        ),
        ntr("{count} card in hand", "{count} cards in hand", view["hand_sizes"][seat]),
    ]
