"""Setup overrides (stacked decks, start seat) and the deal of a round (CABO-3 to CABO-8)."""

from __future__ import annotations

import random
from functools import cache
from math import floor
from typing import Any

from tablegame.core.rules import BadSetup
from tablegame.games.cabo.catalog import DECK_SIZE, Catalog
from tablegame.games.cabo.state import PEEK_START, CaboState
from tablegame.i18n import tr

SETUP_KEYS = ("deck", "decks", "start_seat")
ROW_SIZE = 4  # each seat's cards at the deal (CABO-4)
PEEKED_AT_START = 2  # the cards each seat looks at before the first turn (CABO-6)


def parse_overrides(overrides: dict[str, Any], n_seats: int, catalog: Catalog) -> tuple[list[list[int]], int]:
    """The stacked decks by round (kind indexes, top first) and round 1's start seat; raises BadSetup."""
    if not isinstance(overrides, dict):
        raise BadSetup(tr("the setup must be an object"))
    for key in overrides:
        if key not in SETUP_KEYS:
            raise BadSetup(
                tr("unknown setup key {key} for cabo (known: {known})", key=repr(key), known=", ".join(SETUP_KEYS))
            )
    if "deck" in overrides and "decks" in overrides:
        raise BadSetup(tr("give either setup 'deck' or setup 'decks', not both"))
    decks: list[list[int]] = []
    if "deck" in overrides:
        decks = [_parse_deck(overrides["deck"], "deck", catalog)]
    elif "decks" in overrides:
        given = overrides["decks"]
        if not isinstance(given, list):
            raise BadSetup(tr("setup 'decks' must be a list of decks (lists of kind ids)"))
        decks = [_parse_deck(deck, f"decks[{r}]", catalog) for r, deck in enumerate(given)]
    start = overrides.get("start_seat", 0)
    if not isinstance(start, int) or isinstance(start, bool) or not 0 <= start < n_seats:
        raise BadSetup(
            tr("setup 'start_seat' must be a seat 0..{last}, not {start}", last=n_seats - 1, start=repr(start))
        )
    return decks, start


def _parse_deck(deck: Any, where: str, catalog: Catalog) -> list[int]:
    """One stacked deck as kind indexes; raises BadSetup for unknown kinds or too many copies."""
    if not isinstance(deck, list):
        raise BadSetup(tr("setup '{where}' must be a list of kind ids, top card first", where=where))
    index = catalog.index
    cards = []
    for position, kind in enumerate(deck):
        if not isinstance(kind, str) or kind not in index:
            raise BadSetup(
                tr(
                    "setup '{where}[{position}]': unknown card kind {kind} (kinds: {first}..{last})",
                    where=where,
                    position=position,
                    kind=repr(kind),
                    first=catalog.ids[0],
                    last=catalog.ids[-1],
                )
            )
        cards.append(index[kind])
    for kind, count in enumerate(catalog.counts):
        listed = cards.count(kind)
        if listed > count:
            raise BadSetup(
                tr(
                    "setup '{where}' lists {listed} copies of {kind}, but the game has only {count}",
                    where=where,
                    listed=listed,
                    kind=catalog.ids[kind],
                    count=count,
                )
            )
    return cards


@cache
def _swaps(size: int) -> tuple[tuple[int, float], ...]:
    """The steps of a Fisher-Yates shuffle of `size` cards, last first: (position, positions to draw from)."""
    return tuple((i, float(i + 1)) for i in range(size - 1, 0, -1))


def shuffle(cards: list[int], rng: random.Random) -> None:
    """Fisher-Yates with one `random()` per card: about twice as fast as `Random.shuffle` in the
    playout loop (a deal per round), and as fair for 52 cards. `floor` of the non-negative product is the
    `int` it always was, in half the time."""
    draw = rng.random
    for i, choices in _swaps(len(cards)):
        j = floor(draw() * choices)
        cards[i], cards[j] = cards[j], cards[i]


# Every card dealt face down and unseen, by kind (at most one kind per card of the deck): shared tuples.
_HIDDEN: tuple[tuple[int, bool, int], ...] = tuple((card, False, 0) for card in range(DECK_SIZE))


def round_deck(state: CaboState, catalog: Catalog) -> list[int]:
    """This round's 52 cards, top first: the stacked deck, the rest shuffled below it (CABO-3)."""
    rest = list(catalog.deck)
    if state.round > len(state.decks):
        shuffle(rest, state.rng)
        return rest
    stacked = state.decks[state.round - 1]
    for card in stacked:
        rest.remove(card)
    shuffle(rest, state.rng)
    return stacked + rest


def deal_round(state: CaboState, catalog: Catalog) -> None:
    """Gather, shuffle and deal a round from `state.start_seat`; knowledge is cleared (CABO-4..6, 22)."""
    n = state.n_seats
    cards = round_deck(state, catalog)
    start = state.start_seat
    dealt = ROW_SIZE * n
    slots = [_HIDDEN[card] for card in cards[:dealt]]
    rows: list[list[tuple[int, bool, int]]] = [[]] * n
    for k in range(n):  # cards k, k + n, k + 2n... go to seat (start + k) mod n, one card each time round
        rows[(start + k) % n] = slots[k::n]
    state.rows = rows
    state.discard = [cards[dealt]]
    state.deck = cards[:dealt:-1]  # the rest, top last
    state.phase = PEEK_START
    state.current = start
    state.peeked = 0
    state.drawn = None
    state.caller = None


def new_state(
    n_seats: int, options: dict[str, Any], rng: random.Random, decks: list[list[int]], start_seat: int, catalog: Catalog
) -> CaboState:
    """A match's state at the start of round 1, dealt."""
    # positional: a keyword call binds each of the 23 names by name, and random playouts set up a game each
    state = CaboState(
        n_seats,
        dict(options),
        rng,
        [],  # rows
        [],  # deck
        [],  # discard
        PEEK_START,
        start_seat,  # current
        0,  # peeked
        None,  # drawn
        None,  # caller
        1,  # round
        start_seat,
        [0] * n_seats,  # scores
        [],  # round_scores
        [False] * n_seats,  # resets_used
        [],  # winners
        [],  # history
        None,  # last_round
        decks,
        (),  # last_moves
        (),  # last_looks
        catalog,
    )
    deal_round(state, catalog)
    return state
