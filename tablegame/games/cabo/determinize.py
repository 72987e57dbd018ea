"""Sampling a full CABO state consistent with one seat's view (for search bots)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from tablegame.core.seeded_random import SeededOnUse
from tablegame.core.shuffle import shuffle_as_random
from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.state import PEEK_START, CaboState, Look, Move, Source
from tablegame.games.cabo.view import place_from_json
from tablegame.games.cabo.view_types import CaboView


def unseen_cards(catalog: Catalog, view: CaboView) -> list[int]:
    """The cards (kind indexes) the viewing seat cannot see: all 52 minus every visible card."""
    index = catalog.index
    visible = Counter(index[slot["card"]] for row in view["rows"] for slot in row if slot["card"] is not None)
    visible.update(index[kind] for kind in view["discard"])
    if view["drawn"] is not None and view["drawn"]["card"] is not None:
        visible[index[view["drawn"]["card"]]] += 1
    rest = Counter(catalog.full_deck())
    rest.subtract(visible)
    if any(count < 0 for count in rest.values()):
        raise ValueError("the view shows more copies of a card than the game has")
    return sorted(rest.elements())


@dataclass(frozen=True)
class Sample:
    """What a view fixes about every state that agrees with it, worked out once: the unseen cards, the rows
    with None where a card is hidden, and the rest of the table. A search deals thousands of states from one
    view (`deal`); only the hidden cards differ between them."""

    pool: tuple[int, ...]  # the unseen cards, sorted
    hidden: int  # the row slots whose card the view hides
    rows: tuple[tuple[tuple[int | None, bool, int], ...], ...]  # (card or None, face_up, seen) by seat
    drawn: tuple[int, Source, int | None] | None  # (seat, source, card or None) while a card is held
    view: CaboView
    discard: tuple[int, ...]
    history: tuple[list[int], ...]
    last_moves: tuple[Move, ...]
    last_looks: tuple[Look, ...]


def prepare(catalog: Catalog, view: CaboView) -> Sample:
    """The parts of every state agreeing with `view`; raises ValueError for a view that hides too few or too
    many cards."""
    index = catalog.index
    pool = unseen_cards(catalog, view)
    hidden_drawn = view["drawn"] is not None and view["drawn"]["card"] is None
    needed = sum(slot["card"] is None for row in view["rows"] for slot in row) + view["draw_count"] + hidden_drawn
    if needed != len(pool):
        raise ValueError(f"the view hides {needed} cards but {len(pool)} cards are unaccounted for")
    rows = tuple(
        tuple(
            (
                None if slot["card"] is None else index[slot["card"]],
                slot["face_up"],
                sum(1 << s for s in slot["seen_by"]),
            )
            for slot in row
        )
        for row in view["rows"]
    )
    held = view["drawn"]
    drawn = (
        None if held is None else (held["seat"], held["source"], None if held["card"] is None else index[held["card"]])
    )
    return Sample(
        pool=tuple(pool),
        hidden=sum(card is None for row in rows for card, _, _ in row),
        rows=rows,
        drawn=drawn,
        view=view,
        discard=tuple(index[kind] for kind in reversed(view["discard"])),
        history=tuple(list(s) for s in view.get("history", [])),
        last_moves=tuple((place_from_json(m["from"]), place_from_json(m["to"])) for m in view["last_moves"]),
        last_looks=tuple((look["seat"], look["card"]["seat"], look["card"]["position"]) for look in view["last_looks"]),
    )


def deal(
    catalog: Catalog, sample: Sample, rng: random.Random, lean: Callable[[list[int], random.Random], None] | None = None
) -> CaboState:
    """A state agreeing with the sample's view: its hidden cards a random deal of the unseen ones (the
    shuffle, then the hidden slots row by row from the end of the pool, then the held card; the rest is the
    draw pile). `lean`, if given, may then rearrange the cards hidden from the seat (its hidden row cards in
    row order, then the draw pile) with the same generator."""
    pool = list(sample.pool)
    shuffle_as_random(pool, rng)
    state_rng = SeededOnUse(rng.getrandbits(64))  # used only if the search deals the next round
    hidden = sample.hidden
    rest = len(pool) - hidden
    cards = pool[rest:]
    cards.reverse()  # the hidden row cards, as popped from the end
    held: int | None = None
    if sample.drawn is not None and sample.drawn[2] is None:
        rest -= 1
        held = pool[rest]
    del pool[rest:]  # the draw pile
    if lean is not None:
        cards += pool
        lean(cards, rng)
        pool[:] = cards[hidden:]
    take = iter(cards).__next__
    rows = [[(take() if card is None else card, face_up, seen) for card, face_up, seen in row] for row in sample.rows]
    drawn: tuple[int, Source, int] | None = None
    if sample.drawn is not None:
        seat, source, shown = sample.drawn
        card = held if shown is None else shown
        assert card is not None  # a hidden held card was dealt above
        drawn = (seat, source, card)
    view = sample.view
    n = len(rows)
    return CaboState(
        n_seats=n,
        options=dict(view["options"]),
        rng=state_rng,
        rows=rows,
        deck=pool,
        discard=list(sample.discard),
        phase=view["phase"],
        current=view["current"],
        peeked=(view["current"] - view["start_seat"]) % n if view["phase"] == PEEK_START else n,
        drawn=drawn,
        caller=view["caller"],
        round=view["round"],
        start_seat=view["start_seat"],
        scores=list(view["scores"]),
        round_scores=list(view["round_scores"]),
        resets_used=list(view["resets_used"]),
        winners=list(view["winners"]),
        history=list(sample.history),  # the inner lists are never mutated
        last_round=view["last_round"],
        decks=[],
        last_moves=sample.last_moves,
        last_looks=sample.last_looks,
        catalog=catalog,
    )


def determinize(catalog: Catalog, view: CaboView, rng: random.Random) -> CaboState:
    """A state agreeing with everything in the view; hidden cards are a random deal of the unseen ones."""
    return deal(catalog, prepare(catalog, view), rng)
