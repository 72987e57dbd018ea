"""Setup (OGA-4 to OGA-6): the deal into three piles and the setup overrides."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import BadSetup
from tablegame.games.ogallala.canoes import COLS, ROWS, row_problem
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.state import OgState
from tablegame.i18n import tr

OVERRIDE_KEYS = ("start_seat", "piles", "areas")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _card(card_id: Any, where: str, left: list[int]) -> int:
    """The index of a card id named by an override, taking one copy out of `left`."""
    cat = catalog()
    if not isinstance(card_id, str) or card_id not in cat.index:
        raise BadSetup(tr("{where}: unknown card id {card}", where=where, card=repr(card_id)))
    t = cat.index[card_id]
    if left[t] == 0:
        raise BadSetup(
            tr(
                "{where}: more {card} cards than the game has ({count})",
                where=where,
                card=repr(card_id),
                count=cat.counts[t],
            )
        )
    left[t] -= 1
    return t


def _areas(value: Any, n_seats: int, advanced: bool, left: list[int]) -> list[list[list[int]]]:
    """The grids the `areas` override lays out (OGA-6)."""
    grids = [[[-1] * COLS for _ in range(ROWS)] for _ in range(n_seats)]
    if not isinstance(value, list) or len(value) != n_seats:
        raise BadSetup(tr("setup.areas: expected a list of {count} lists (one per seat)", count=n_seats))
    for seat, cells in enumerate(value):
        if not isinstance(cells, list):
            raise BadSetup(tr("setup.areas[{seat}]: expected a list of row, col, card objects", seat=seat))
        for n, cell in enumerate(cells):
            where = f"setup.areas[{seat}][{n}]"
            if not isinstance(cell, dict) or set(cell) != {"row", "col", "card"}:
                raise BadSetup(tr("{where}: expected an object with exactly row, col and card", where=where))
            r, c = cell["row"], cell["col"]
            if not (_is_int(r) and _is_int(c) and 0 <= r < ROWS and 0 <= c < COLS):
                raise BadSetup(
                    tr("{where}: cell ({row}, {col}) is outside the 3 x 14 grid", where=where, row=repr(r), col=repr(c))
                )
            if grids[seat][r][c] >= 0:
                raise BadSetup(tr("{where}: cell ({row}, {col}) is used twice", where=where, row=r, col=c))
            if cell["card"] == "axe":
                raise BadSetup(tr("{where}: the axe is never placed", where=where))
            grids[seat][r][c] = _card(cell["card"], where, left)
        for r in range(ROWS):
            problem = row_problem(grids[seat][r], advanced)
            if problem:
                raise BadSetup(tr("setup.areas[{seat}]: row {row}: {problem}", seat=seat, row=r, problem=problem))
    return grids


def _pile_lists(value: Any, left: list[int]) -> list[list[int]]:
    """The `piles` override: three lists of card ids, top first."""
    if not isinstance(value, list) or len(value) != 3 or not all(isinstance(p, list) for p in value):
        raise BadSetup(tr("setup.piles: expected three lists of card ids (top card first)"))
    return [
        [_card(card_id, f"setup.piles[{p}][{i}]", left) for i, card_id in enumerate(pile)]
        for p, pile in enumerate(value)
    ]


def deal(rest: list[int], stacked: list[list[int]] | None) -> list[list[int]]:
    """Three piles, top first: stacked tops with the rest dealt under the smallest, or an even split."""
    if stacked is None:
        base, extra = divmod(len(rest), 3)
        sizes = [base + (1 if p < extra else 0) for p in range(3)]
        return [rest[sum(sizes[:p]) : sum(sizes[: p + 1])] for p in range(3)]
    piles = [list(p) for p in stacked]
    for t in rest:
        smallest = min(range(3), key=lambda p: (len(piles[p]), p))
        piles[smallest].append(t)
    return piles


def new_state(n_seats: int, options: dict[str, Any], rng: random.Random, overrides: dict[str, Any]) -> OgState:
    """The state before the first draw, with the overrides applied (OGA-4, OGA-6)."""
    if not isinstance(overrides, dict):
        raise BadSetup(tr("setup: expected an object"))
    unknown = [k for k in overrides if k not in OVERRIDE_KEYS]
    if unknown:
        raise BadSetup(
            tr("setup: unknown key {key} (known: {known})", key=repr(unknown[0]), known=", ".join(OVERRIDE_KEYS))
        )
    advanced = options.get("variant") == "advanced"
    start = overrides.get("start_seat", 0)
    if not _is_int(start) or not 0 <= start < n_seats:
        raise BadSetup(
            tr("setup.start_seat: expected a seat 0-{last}, got {start}", last=n_seats - 1, start=repr(start))
        )
    left = list(catalog().counts)
    if "areas" in overrides:
        grids = _areas(overrides["areas"], n_seats, advanced, left)
    else:
        grids = [[[-1] * COLS for _ in range(ROWS)] for _ in range(n_seats)]
    stacked = _pile_lists(overrides["piles"], left) if "piles" in overrides else None
    rest = [t for t, count in enumerate(left) for _ in range(count)]
    rng.shuffle(rest)
    piles = [list(reversed(p)) for p in deal(rest, stacked)]  # stored with the top card last
    return OgState(
        n_seats=n_seats,
        options=dict(options),
        rng=rng,
        grids=grids,
        piles=piles,
        reshuffles_left=options.get("reshuffles", 2),
        advanced=advanced,
        start_seat=start,
        current=start,
    )
