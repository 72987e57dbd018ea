"""The initial state (NIA-7) and the setup overrides of a saved scenario (NIA-9)."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import BadSetup
from tablegame.games.niagara.board import Board, board
from tablegame.games.niagara.catalog import Catalog, catalog
from tablegame.games.niagara.state import NiagaraState

OVERRIDE_KEYS = ("start_seat", "weather", "next_arm", "boats", "home", "used_cards", "gems")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _per_seat(overrides: dict[str, Any], key: str, n: int) -> list[Any]:
    """A per-seat override list (None entries = that seat's default), or all None when absent."""
    value = overrides.get(key)
    if value is None:
        return [None] * n
    if not isinstance(value, list) or len(value) != n:
        raise BadSetup(f"setup {key!r} must be a list with one entry per seat ({n})")
    return value


def _colour(cat: Catalog, name: Any, where: str) -> int:
    if name not in cat.colours:
        raise BadSetup(f"setup {where}: unknown colour {name!r} (colours: {', '.join(cat.colours)})")
    return cat.colours.index(name)


def _count(value: Any, where: str) -> int:
    if not _is_int(value) or value < 0:
        raise BadSetup(f"setup {where}: a gem count must be a whole number of 0 or more, not {value!r}")
    count: int = value
    return count


def _place_boats(state: NiagaraState, entries: list[Any], brd: Board, cat: Catalog, taken: list[int]) -> None:
    """Put the boats where the `boats` override says, counting the gems they carry."""
    for seat, boats in enumerate(entries):
        if boats is None:
            continue
        if not isinstance(boats, list) or len(boats) != cat.boats_per_seat:
            raise BadSetup(f"setup boats[{seat}] must list exactly {cat.boats_per_seat} boats")
        for number, boat in enumerate(boats):
            where = f"boats[{seat}][{number}]"
            if not isinstance(boat, dict) or "at" not in boat or set(boat) - {"at", "gem"}:
                raise BadSetup(f'setup {where} must be {{"at": slot}} or {{"at": slot, "gem": colour}}')
            slot = brd.index.get(boat["at"]) if isinstance(boat["at"], str) else None
            if slot is None:
                raise BadSetup(f"setup {where}: unknown slot {boat['at']!r} (slots: {', '.join(brd.names)})")
            state.boat_at[2 * seat + number] = slot
            if boat.get("gem") is not None:
                if not brd.is_river(slot):
                    raise BadSetup(f"setup {where}: a boat at {boat['at']!r} cannot carry a gem")
                colour = _colour(cat, boat["gem"], where)
                state.boat_gem[2 * seat + number] = colour
                taken[colour] += 1


def _homes(state: NiagaraState, entries: list[Any], cat: Catalog, taken: list[int]) -> None:
    """Fill the homes from the `home` override, counting the gems they hold."""
    for seat, home in enumerate(entries):
        if home is None:
            continue
        if not isinstance(home, dict):
            raise BadSetup(f"setup home[{seat}] must be an object {{colour: count}}")
        for name, count in home.items():
            colour = _colour(cat, name, f"home[{seat}]")
            state.home[seat][colour] = _count(count, f"home[{seat}].{name}")
            taken[colour] += state.home[seat][colour]


def _used_cards(state: NiagaraState, entries: list[Any], cat: Catalog) -> None:
    """Mark the cards of the `used_cards` override as used this cycle."""
    for seat, cards in enumerate(entries):
        if cards is None:
            continue
        if not isinstance(cards, list):
            raise BadSetup(f"setup used_cards[{seat}] must be a list of cards")
        for card in cards:
            known = (_is_int(card) or card == "cloud") and card in cat.cards
            index = cat.cards.index(card) if known else -1
            if index < 0:
                raise BadSetup(f"setup used_cards[{seat}]: unknown card {card!r}")
            if state.used[seat] >> index & 1:
                raise BadSetup(f"setup used_cards[{seat}]: card {card!r} is listed twice")
            state.used[seat] |= 1 << index


def _scalars(state: NiagaraState, overrides: dict[str, Any], cat: Catalog, brd: Board) -> None:
    """start_seat, weather and next_arm."""
    n = state.n_seats
    if "start_seat" in overrides:
        seat = overrides["start_seat"]
        if not _is_int(seat) or not 0 <= seat < n:
            raise BadSetup(f"setup start_seat must be a seat number 0..{n - 1}, not {seat!r}")
        state.start_seat = seat
    if "weather" in overrides:
        weather = overrides["weather"]
        if not _is_int(weather) or weather not in cat.weather_track:
            raise BadSetup(f"setup weather must be one of {list(cat.weather_track)}, not {weather!r}")
        state.weather = weather
    if "next_arm" in overrides:
        arm = overrides["next_arm"]
        if arm not in ("A", "B"):
            raise BadSetup(f'setup next_arm must be "A" or "B", not {arm!r}')
        state.pointer = brd.arms.index(arm) if brd.arms else 0


def new_state(n_seats: int, options: dict[str, Any], rng: random.Random, overrides: dict[str, Any]) -> NiagaraState:
    """The state before the first choose step, with the overrides applied; raises BadSetup."""
    if not isinstance(overrides, dict):
        raise BadSetup("setup must be an object")
    unknown = sorted(set(overrides) - set(OVERRIDE_KEYS))
    if unknown:
        raise BadSetup(f"unknown setup key {unknown[0]!r} (known: {', '.join(OVERRIDE_KEYS)})")
    cat = catalog()
    brd = board(options["fork"])
    n_colours = len(cat.colours)
    state = NiagaraState(n_seats, options, rng, brd)
    state.weather = cat.weather_start
    state.home = [[0] * n_colours for _ in range(n_seats)]
    _scalars(state, overrides, cat, brd)
    taken = [0] * n_colours
    _place_boats(state, _per_seat(overrides, "boats", n_seats), brd, cat, taken)
    _homes(state, _per_seat(overrides, "home", n_seats), cat, taken)
    _used_cards(state, _per_seat(overrides, "used_cards", n_seats), cat)
    gems = overrides.get("gems")
    if gems is None:
        gems = {}
    if not isinstance(gems, dict):  # [], 0 or false are not a {colour: count} object either
        raise BadSetup("setup gems must be an object {colour: count}")
    at_site = [max(0, cat.gems_at_site - taken[c]) for c in range(n_colours)]
    for name, count in gems.items():
        at_site[_colour(cat, name, "gems")] = _count(count, f"gems.{name}")
    state.supply = [[0] * n_colours for _ in range(n_colours)]
    state.spare = [0] * n_colours
    for colour, name in enumerate(cat.colours):
        in_play = at_site[colour] + taken[colour]
        if in_play > cat.gems_per_colour:
            raise BadSetup(
                f"setup puts {in_play} {name} gems in play (sites, boats and homes); "
                f"there are only {cat.gems_per_colour}"
            )
        state.supply[colour][colour] = at_site[colour]
        state.spare[colour] = cat.gems_per_colour - in_play
    state.restock()
    return state
