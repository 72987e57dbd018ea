""" "What is this?" in Niagara: the river's slots and discs, the dock, the falls, the gem sites, the weather, a
canoe, a paddle card, a seat's gems at home, from the item's own words (written from the view: a card chosen
face down names no value) and what each place is for."""

from __future__ import annotations

from tablegame.app.games.niagara.words import goal_line, name_of
from tablegame.games.niagara.view_types import NiagaraView
from tablegame.i18n import N_, ntr, tr
from tablegame.table.model import CardItem

# What each place of the table is for (the item's own hint says what lies there now).
ROLES = {
    "river": N_("A slot of the river: a canoe's move counts slots; a canoe beside a gem site may load a gem."),
    "discs": N_(
        "A river disc: when the river flows, a new disc comes in at slot 1 and pushes the others, "
        "with the canoes on them, toward the falls."
    ),
    "dock_boats": N_("A canoe waiting at the dock."),
    "sink": N_("Discs pushed over the falls wait here, then go back to the spare discs."),
    "sites": N_("A gem site: a canoe beside it may load one of its gems (paying with its move)."),
    "fork": N_("Where the river splits around the island (the fork option)."),
    "weather": N_("The weather: it changes how far the river flows each round; a cloud card moves it."),
    "weather_marker": N_("The weather: it changes how far the river flows each round; a cloud card moves it."),
    "boats": N_(
        "A canoe on the river: it moves by its player's paddle card, drifts with the flow, and carries "
        "one gem at a time."
    ),
    "choice": N_("Each player's paddle card for this round, face down until everyone has chosen."),
    "home": N_("Gems brought to the dock are banked at home: they count toward winning."),
    "used": N_("Paddle cards already played come back once all of them are used."),
    "hand": N_("Your paddle cards: choose one each round; the lowest card played sets the river's flow."),
}


def what_is(item: CardItem, view: NiagaraView, names: list[str]) -> list[str]:
    """The words for one item: what lies there (its hint and detail), then what the place is for."""
    said = [text for text in (item.hint, item.detail) if text]
    role = ROLES.get(item.zone.removesuffix("_straight"))
    if role is not None:
        said.append(tr(role))
    if item.zone == "home":
        said.append(goal_line(len(view["colours"])))
    return said


def what_is_seat(seat: int, view: NiagaraView, names: list[str]) -> list[str]:
    """A seat's name: its gems at home."""
    gems = sum(view["homes"][seat].values()) if 0 <= seat < len(view["homes"]) else 0
    return [name_of(names, seat), ntr("{count} gem at home", "{count} gems at home", gems)]
