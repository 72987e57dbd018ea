""" "What is this?" in CABO: what a pile, the drawn card, a row's card or a seat is, what it does and is worth,
from the reader's view only (a face-down card is named by its value only if the view holds it: CABO-33)."""

from __future__ import annotations

from tablegame.app.games.cabo import words
from tablegame.core.words import Persons, listing, ordinal
from tablegame.games.cabo.catalog import Power
from tablegame.games.cabo.terms import a_card
from tablegame.games.cabo.view_types import CaboView
from tablegame.i18n import ntr, tr
from tablegame.table.model import CardItem


def what_is(
    item: CardItem, view: CaboView, names: list[str], values: dict[str, int], powers: dict[str, Power | None]
) -> list[str]:
    """The words for one item: its name first, then what it does and is worth (CABO-15, CABO-33)."""
    persons = Persons(names, view["seat"])
    if item.key == "draw":
        return [
            tr("The draw pile"),
            ntr("{count} card, face down.", "{count} cards, face down.", view["draw_count"]),
            tr(
                "On your turn, draw its top card: only you see it. Keep it in place of one of your cards, or "
                "discard it (a card with a power discarded at once lets you use the power)."
            ),
        ]
    if item.key == "discard":
        discard = view["discard"]
        said = [tr("The discard pile"), ntr("{count} card, face up.", "{count} cards, face up.", len(discard))]
        if discard:
            said.append(
                tr(
                    "On top: {card}. On your turn you may take it instead of drawing, but then it must go "
                    "into your row.",
                    card=a_card(values[discard[0]]),
                )
            )
        return said
    if item.key == "drawn":
        return _drawn(view, persons, values, powers)
    if item.key.startswith("row:"):
        _, seat, position = item.key.split(":")
        return _row_card(int(seat), int(position), view, persons, values, powers)
    return [text for text in (item.hint, item.detail) if text]


def _drawn(view: CaboView, persons: Persons, values: dict[str, int], powers: dict[str, Power | None]) -> list[str]:
    """The card just drawn: the reader's own (it sees it), another's (only if it came from the discard pile)."""
    drawn = view["drawn"]
    if drawn is None:
        return [tr("The drawn card"), tr("No card is drawn now. The player whose turn it is draws one here.")]
    said = [tr("The drawn card"), tr("{whose} drawn card", whose=persons.owner(drawn["seat"], start=True))]
    card = drawn["card"]
    if card is None:
        said.append(tr("A card; you have not seen it."))
    else:
        said.append(words.card_detail(values[card], powers[card]))
    return said


def _row_card(
    seat: int, position: int, view: CaboView, persons: Persons, values: dict[str, int], powers: dict[str, Power | None]
) -> list[str]:
    """A card of a row: what the reader knows of it, who has seen it, what it counts at the round's end."""
    slot = view["rows"][seat][position]
    title = tr("{whose} {position} card", whose=persons.owner(seat, start=True), position=ordinal(position))
    card = slot["card"]
    if slot["face_up"] and card is not None:
        said = [title, tr("Face up: {card}.", card=a_card(values[card]))]
    elif card is not None:
        said = [title, tr("Face down; you saw it: {card}.", card=a_card(values[card]))]
    else:
        said = [title, tr("A card; you have not seen it.")]
    others = [persons.name(s) for s in slot["seen_by"] if s != view["seat"]]
    if others and not slot["face_up"]:
        said.append(tr("Seen by {names}.", names=listing(others)))
    if card is not None:
        said.append(words.card_detail(values[card], powers[card]))
    else:
        said.append(
            tr("At the round's end it counts its value in {whose} row; lower is better.", whose=persons.owner(seat))
        )
    return said


def what_is_seat(seat: int, view: CaboView, names: list[str]) -> list[str]:
    """A seat's name over its row: its total so far, and whether it called CABO."""
    said = [words.name(names, seat), tr("{total} points so far; the lowest total wins.", total=view["scores"][seat])]
    if view["caller"] == seat:
        said.append(tr("Called CABO: everyone else plays once more, then the round is scored."))
    return said
