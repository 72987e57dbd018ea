"""The river's topology from the catalog: slots, edges, sites, the fork, and precomputed move and push tables."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from tablegame.core.datafile import DataFileError
from tablegame.games.niagara.catalog import Catalog, catalog
from tablegame.games.niagara.turn_bits import start_bits

DOCK_NAME = "dock"
FALLS_NAME = "falls"
ARM_LETTERS = "AB"
MAX_STEPS = 12  # longer than any river; move tables stop here
MAX_SEATS = 5  # (rules.py: NiagaraRules.max_seats)
DownReach = tuple[tuple[tuple[tuple[int, str | None], ...], ...], ...]  # [slot][k] -> ((dest, arm entered), ...)


@dataclass(frozen=True)
class Board:
    """One river (option `fork`): slot ids are indices into `names`; dock is 0, falls is last."""

    fork_option: str
    names: tuple[str, ...]
    index: dict[str, int]
    dock: int
    falls: int
    depth: tuple[int, ...]
    down: tuple[tuple[int, ...], ...]  # downstream neighbours (falls included)
    upstream: tuple[int, ...]  # -1 for the dock and falls
    site_of: tuple[int, ...]  # colour index of the site reached from a slot, or -1
    site_slots: tuple[tuple[int, ...], ...]  # by colour
    arms: tuple[str, ...]  # ("A", "B") with a fork, () without
    arm_of: tuple[str | None, ...]  # the arm a slot lies in, or None
    down_reach: DownReach  # [slot][k] -> ((dest, arm), ...)
    up_reach: tuple[tuple[int, ...], ...]  # [slot] -> upstream slots at k = 1, 2, ... ending at dock
    push: tuple[tuple[int, ...], ...]  # [pointer][slot] -> slot after one push (falls = lost)
    entry: int  # the slot where a push puts the new disc in (NIA-30)
    push_by_id: tuple[dict[str, str], ...]  # [pointer] {river slot id: slot id after one push}
    flow: tuple[tuple[tuple[int, ...], ...], ...]  # [pointer][pushes][slot] -> slot after that many pushes
    turn_bits: tuple[int, ...]  # [slot] -> boat 0's bits of `NiagaraState.turn` beginning a turn there (turn_bits.py)
    # every boat's moves from a slot, made when first asked (moves.boat_moves; the board is never changed):
    # [option stationary_op][boat] {slot, gem and points as one number: moves.MovePlan}
    move_plans: tuple[list[dict[int, Any]], ...] = field(
        default_factory=lambda: tuple([{} for _ in range(2 * MAX_SEATS)] for _ in range(2)), compare=False, repr=False
    )

    @property
    def river(self) -> range:
        """The river slots (neither dock nor falls)."""
        return range(1, self.falls)

    def is_river(self, slot: int) -> bool:
        """True for a slot on the river (not the dock, not lost)."""
        return 0 < slot < self.falls


def _bad(name: str, what: str) -> DataFileError:
    return DataFileError(f"cards/niagara.yaml: boards.{name}: {what}")


def build_board(name: str, cat: Catalog) -> Board:
    """Check one board of the catalog for consistency and build its tables."""
    raw = cat.boards[name]
    names = tuple(raw["slots"])
    if names[0] != DOCK_NAME or names[-1] != FALLS_NAME:
        raise _bad(name, "slots: expected dock first and falls last")
    index = {n: i for i, n in enumerate(names)}
    dock, falls = 0, len(names) - 1
    down = _downstream(name, raw["downstream"], index)
    upstream = _upstream(name, names, down)
    depth = _depths(name, names, raw["depth"], down, upstream)
    forks = [s for s in range(falls) if len(down[s]) > 1]
    if len(forks) > 1 or (forks and len(down[forks[0]]) != len(ARM_LETTERS)):
        raise _bad(name, "expected at most one fork into two arms")
    arm_of = _arms(name, names, down, forks)
    arms = tuple(ARM_LETTERS) if forks else ()
    site_of, site_slots = _sites(name, cat, raw["sites"], index, falls)
    push = _push_tables(down, arm_of, arms, forks, falls)
    return Board(
        fork_option=name,
        names=names,
        index=index,
        dock=dock,
        falls=falls,
        depth=tuple(depth),
        down=tuple(tuple(d) for d in down),
        upstream=tuple(upstream),
        site_of=tuple(site_of),
        site_slots=site_slots,
        arms=arms,
        arm_of=tuple(arm_of),
        down_reach=_down_reach(down, arm_of, falls),
        up_reach=tuple(_up_chain(upstream, s) for s in range(len(names))),
        push=push,
        entry=down[dock][0],
        push_by_id=tuple({names[s]: names[table[s]] for s in range(1, falls)} for table in push),
        flow=_flow_tables(push, max(MAX_STEPS, cat.flow_max)),
        turn_bits=start_bits(dock, falls),
    )


def _downstream(name: str, raw: dict[str, list[str]], index: dict[str, int]) -> list[list[int]]:
    """Each slot's downstream neighbours, checked: no edge from the falls, none into the dock."""
    down: list[list[int]] = [[] for _ in index]
    for src, dests in raw.items():
        if src not in index or src == FALLS_NAME:
            raise _bad(name, f"downstream.{src}: expected a slot other than falls")
        for dest in dests:
            if dest not in index or dest == DOCK_NAME:
                raise _bad(name, f"downstream.{src}: {dest!r} is not a slot below the dock")
            down[index[src]].append(index[dest])
    return down


def _upstream(name: str, names: tuple[str, ...], down: list[list[int]]) -> list[int]:
    """Each slot's one upstream neighbour (-1 for the dock and the falls)."""
    falls = len(names) - 1
    upstream = [-1] * len(names)
    for src, dests in enumerate(down):
        for dest in dests:
            if dest != falls:
                if upstream[dest] != -1:
                    raise _bad(name, f"slot {names[dest]!r} has two upstream neighbours")
                upstream[dest] = src
    return upstream


def _depths(
    name: str, names: tuple[str, ...], raw: dict[str, int], down: list[list[int]], upstream: list[int]
) -> list[int]:
    """Each river slot's depth, checked: reachable, flowing on, one deeper than its upstream slot."""
    falls = len(names) - 1
    depth = [0] * len(names)
    for slot in range(1, falls):
        if upstream[slot] == -1:
            raise _bad(name, f"slot {names[slot]!r} cannot be reached from the dock")
        if not down[slot]:
            raise _bad(name, f"slot {names[slot]!r} has no downstream edge")
        if raw.get(names[slot]) is None:
            raise _bad(name, f"depth.{names[slot]} is missing")
        depth[slot] = raw[names[slot]]
    for slot in range(1, falls):
        if depth[slot] != depth[upstream[slot]] + 1:
            raise _bad(name, f"depth.{names[slot]}: expected one more than its upstream slot")
    return depth


def _arms(name: str, names: tuple[str, ...], down: list[list[int]], forks: list[int]) -> list[str | None]:
    """The arm letter of each slot below the fork (None elsewhere); an arm may not fork again."""
    falls = len(names) - 1
    arm_of: list[str | None] = [None] * len(names)
    if forks:
        for letter, first in zip(ARM_LETTERS, down[forks[0]], strict=True):
            slot = first
            while slot != falls:
                if len(down[slot]) != 1:
                    raise _bad(name, "an arm may not fork again")
                arm_of[slot] = letter
                slot = down[slot][0]
    return arm_of


def _sites(
    name: str, cat: Catalog, raw: dict[str, list[str]], index: dict[str, int], falls: int
) -> tuple[list[int], tuple[tuple[int, ...], ...]]:
    """The site colour of each slot (-1: none) and each colour's site slots, checked: free river slots."""
    site_of = [-1] * (falls + 1)
    site_slots = []
    for colour_index, colour in enumerate(cat.colours):
        slots = []
        for slot_name in raw[colour]:
            slot = index.get(slot_name, -1)
            if not 0 < slot < falls or site_of[slot] != -1:
                raise _bad(name, f"sites.{colour}: {slot_name!r} is not a free river slot")
            site_of[slot] = colour_index
            slots.append(slot)
        site_slots.append(tuple(slots))
    return site_of, tuple(site_slots)


def _down_reach(down: list[list[int]], arm_of: list[str | None], falls: int) -> DownReach:
    """For each slot and k, the slots k steps downstream (never falls), tagged with the arm entered."""
    table = []
    for start in range(falls):
        by_k: list[tuple[tuple[int, str | None], ...]] = [()]
        frontier: list[tuple[int, str | None]] = [(start, None)]
        for _k in range(1, MAX_STEPS):
            nxt: list[tuple[int, str | None]] = []
            for slot, tag in frontier:
                for dest in down[slot]:
                    if dest == falls:
                        continue
                    entered = arm_of[dest] if arm_of[dest] is not None and arm_of[slot] is None else None
                    nxt.append((dest, tag or entered))
            by_k.append(tuple(nxt))
            frontier = nxt
        table.append(tuple(by_k))
    table.append(tuple(() for _ in range(MAX_STEPS)))  # falls: nothing
    return tuple(table)


def _up_chain(upstream: list[int], slot: int) -> tuple[int, ...]:
    """The upstream path from a slot: the slots at 1, 2, ... steps, ending at the dock."""
    chain = []
    while upstream[slot] != -1:
        slot = upstream[slot]
        chain.append(slot)
    return tuple(chain)


def _push_tables(
    down: list[list[int]], arm_of: list[str | None], arms: tuple[str, ...], forks: list[int], falls: int
) -> tuple[tuple[int, ...], ...]:
    """Where each slot's boat goes in one push, per arm pointer (one table for a straight river)."""
    tables = []
    for pointer in arms or (None,):
        table = list(range(falls + 1))
        for slot in range(1, falls):
            if forks and slot == forks[0]:
                table[slot] = next(d for d in down[slot] if arm_of[d] == pointer)
            elif arm_of[slot] is None or arm_of[slot] == pointer:
                table[slot] = down[slot][0]
        tables.append(tuple(table))
    return tuple(tables)


def _flow_tables(push: tuple[tuple[int, ...], ...], most: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Where each slot's boat is after 0, 1, ... `most` pushes, starting at each arm pointer (the pointer turns
    after every push with a fork): a flow moves every boat once, by its number of pushes."""
    tables = []
    for pointer in range(len(push)):
        after = [tuple(range(len(push[0])))]
        for k in range(most):
            table = push[(pointer + k) % len(push)]
            after.append(tuple(table[slot] for slot in after[-1]))
        tables.append(tuple(after))
    return tuple(tables)


@cache
def board(fork_option: str) -> Board:
    """The board for option `fork` ("alternate" or "straight"), built once."""
    return build_board(fork_option, catalog())
