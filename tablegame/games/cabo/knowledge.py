"""What one seat knows, read from its view: known card values, unseen cards and estimated sums (for bots)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.view_types import CaboView


@dataclass
class Knowledge:
    """A seat's knowledge: rows of known values (None = unknown) and the mean of the unseen cards."""

    seat: int
    rows: list[list[int | None]]
    face_up: list[list[bool]]
    owner_knows: list[list[bool]]  # whether each card's owner knows it (it kept it knowingly)
    unseen: Counter[int]  # values of the cards this seat cannot see, with copies
    mean_unseen: float
    drawn: int | None  # the value of the held card, when this seat may see it

    def value(self, owner: int, position: int) -> float:
        """The known value of a slot, or the expected value of an unseen card."""
        known = self.rows[owner][position]
        return self.mean_unseen if known is None else known

    def estimate(self, owner: int) -> float:
        """The expected sum of a seat's row from this seat's knowledge."""
        return sum(self.value(owner, p) for p in range(len(self.rows[owner])))

    def unknown(self, owner: int) -> list[int]:
        """The positions of a seat's row whose value this seat does not know."""
        return [p for p, v in enumerate(self.rows[owner]) if v is None]


@lru_cache(maxsize=4)
def _deck_values(
    ids: tuple[str, ...], values: tuple[int, ...], deck: tuple[int, ...]
) -> tuple[dict[str, int], Counter[int]]:
    """The value of each kind and the values of the whole deck (shared: copy before changing)."""
    return dict(zip(ids, values, strict=True)), Counter(values[i] for i in deck)


def read_view(view: CaboView, catalog: Catalog) -> Knowledge:
    """Knowledge from a view: every visible card counts as seen, the rest of the 52 as unseen."""
    value_of, deck = _deck_values(catalog.ids, catalog.values, catalog.deck)  # once, not at every decision
    rows = [[None if slot["card"] is None else value_of[slot["card"]] for slot in row] for row in view["rows"]]
    unseen = deck.copy()
    for row in rows:
        unseen.subtract(v for v in row if v is not None)
    unseen.subtract(value_of[kind] for kind in view["discard"])
    drawn = None
    if view["drawn"] is not None and view["drawn"]["card"] is not None:
        drawn = value_of[view["drawn"]["card"]]
        unseen[drawn] -= 1
    total = sum(unseen.values())
    mean = sum(v * c for v, c in unseen.items()) / total if total else 0.0
    seat = view["seat"]
    assert seat is not None  # knowledge is a seat's
    return Knowledge(
        seat=seat,
        rows=rows,
        face_up=[[slot["face_up"] for slot in row] for row in view["rows"]],
        owner_knows=[[owner in slot["seen_by"] for slot in row] for owner, row in enumerate(view["rows"])],
        unseen=unseen,
        mean_unseen=mean,
        drawn=drawn,
    )
