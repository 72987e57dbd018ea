"""Niagara bots. `normal` works out the flow's distribution (the lowest card plus the weather), rates each
plan for its boats by what the flow will do to them, and banks gems toward the nearest victory condition;
`easy` moves greedily with a rough guess of the flow and picks its cards at random."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from itertools import compress

from tablegame.core.bots import Bot
from tablegame.core.rules import Action, View
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.board import Board, board
from tablegame.games.niagara.moves import boat_moves
from tablegame.games.niagara.state import NO_GEM, NiagaraState

WIN = 1000.0
Choice = tuple[Action | None, int, int, int]  # a boat's move (None: stay) with its end slot, gem and banked gem
RECOVER_LIMIT = 4.5  # a second boat is worth a gem unless that gem brings a victory condition much nearer
MIRROR = 0.35  # the chance an unseen seat plays the same number as we do (bots alike choose alike)
CARD_TEMPERATURE = 0.3  # how far below the best card another card may be and still be played
COLOUR_INDEX = {name: colour for colour, name in enumerate(rnd.COLOURS)}


@cache
def after_flow(fork: str) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """[pointer][slot][flow] -> the slot a boat reaches after that many pushes (falls when lost)."""
    brd = board(fork)
    tables = []
    for start_pointer in range(max(1, len(brd.arms))):
        per_slot = []
        for slot in range(brd.falls + 1):
            row, at, pointer = [slot], slot, start_pointer
            for _ in range(rnd.FLOW_MAX):
                if 0 < at < brd.falls:
                    at = brd.push[pointer][at]
                if brd.arms:
                    pointer ^= 1
                row.append(at)
            per_slot.append(tuple(row))
        tables.append(tuple(per_slot))
    return tuple(tables)


def flow_distribution(state: NiagaraState, seat: int, card: int, weather: int) -> list[tuple[int, float]]:
    """(flow, probability) pairs: known cards are fixed, each unseen card is uniform over its seat's unused
    cards, and an unseen cloud moves the weather up or down at even odds."""
    track = rnd.WEATHER_TRACK
    known_low = rnd.CARD_VALUE[card] if card != rnd.CLOUD else 99
    dist: dict[tuple[int, int], float] = {}
    for other in range(state.n_seats):
        if other == seat:
            continue
        if state.revealed[other]:
            c = state.chosen[other]
            if c != rnd.CLOUD:
                known_low = min(known_low, rnd.CARD_VALUE[c])
    dist[(known_low, weather)] = 1.0
    acted = _acted(state)
    for other in range(state.n_seats):
        if other == seat or (state.revealed[other] and (state.chosen[other] != rnd.CLOUD or other in acted)):
            continue
        if state.revealed[other]:
            options = [(rnd.CLOUD, 1.0)]
        else:
            unused = [i for i in range(len(rnd.CARDS)) if not state.used[other] >> i & 1]
            options = [(i, 1.0 / len(unused)) for i in unused]
            if card != rnd.CLOUD and card in unused:
                options = [(i, (1 - MIRROR) * p + (MIRROR if i == card else 0.0)) for i, p in options]
        nxt: dict[tuple[int, int], float] = {}
        for (low, w), p in dist.items():
            for c, share in options:
                if c == rnd.CLOUD:
                    place = track.index(w)
                    moves = [track[place + d] for d in (1, -1) if 0 <= place + d < len(track)]
                    for w2 in moves:
                        key = (low, w2)
                        nxt[key] = nxt.get(key, 0.0) + p * share / len(moves)
                else:
                    key = (min(low, rnd.CARD_VALUE[c]), w)
                    nxt[key] = nxt.get(key, 0.0) + p * share
        dist = nxt
    flows: dict[int, float] = {}
    for (low, w), p in dist.items():
        f = max(0, min(rnd.FLOW_MAX, (0 if low == 99 else low) + w))
        flows[f] = flows.get(f, 0.0) + p
    return sorted(flows.items())


def _acted(state: NiagaraState) -> set[int]:
    """Seats whose turn is over this round (their cloud step, if any, is already in the weather)."""
    if state.phase != "act":
        return set()
    return {(state.start_seat + i) % state.n_seats for i in range(state.turn_pos)}


@dataclass(slots=True)
class Outlook:
    """What the evaluation needs about the viewing seat: its home, its cards after this round, the board."""

    brd: Board
    home: list[int]
    max_card: int
    gain: list[float]
    supply: list[list[int]]
    lost_cost: float
    dock_value: float


def need(home: list[int]) -> int:
    """Gems still missing for the nearest victory condition (NIA-35)."""
    return min(4 - max(home), 5 - sum(1 for c in home if c), 7 - sum(home))


def home_value(home: list[int]) -> float:
    """How close a home is to winning: gems count, gems that bring a condition nearer count more."""
    return _home_value(tuple(home))


@cache
def _home_value(home: tuple[int, ...]) -> float:
    """`home_value` by the gem counts (a plan search values the same few homes again and again)."""
    missing = need(list(home))
    if missing <= 0:
        return WIN
    return 3.0 * (7 - missing) + sum(home)


def make_outlook(state: NiagaraState, seat: int, hand_after: int) -> Outlook:
    """The evaluation context for `seat` with the cards it will hold after this round."""
    if hand_after == 0:
        hand_after = rnd.ALL_USED  # all used: they come back (NIA-12)
    numbers = [rnd.CARD_VALUE[i] for i in range(len(rnd.CARDS)) if hand_after >> i & 1 and i != rnd.CLOUD]
    home = state.home[seat]
    base = home_value(home)
    gain = []
    for c in range(len(home)):
        home[c] += 1
        gain.append(min(home_value(home) - base, 12.0))
        home[c] -= 1
    cheapest = min((base - _without(home, c) for c in range(len(home)) if home[c]), default=1.0)
    brd = state.board
    max_card = max(numbers, default=0)
    dock_value = 0.15 + (0.35 * max(gain[0], gain[1]) if max_card >= 5 else 0.0)
    return Outlook(brd, home, max_card, gain, state.supply, 2.5 + cheapest, dock_value)


def _without(home: list[int], colour: int) -> float:
    home[colour] -= 1
    value = home_value(home)
    home[colour] += 1
    return value


def boat_value(o: Outlook, slot: int, gem: int) -> float:
    """The worth of one boat at `slot` carrying `gem` once the river has flowed."""
    brd = o.brd
    if slot == brd.dock:
        return o.dock_value
    if slot == brd.falls:
        return -o.lost_cost
    depth = brd.depth[slot]
    if gem != NO_GEM:
        g = o.gain[gem]
        if o.max_card >= depth:
            return 0.85 * g
        return g * max(0.2, 0.85 - 0.15 * (depth - o.max_card))
    value = 0.1 - 0.04 * max(0, depth - 4)
    site = brd.site_of[slot]
    if site >= 0:
        held = o.supply[site]
        best = max(compress(o.gain, held)) if any(held) else 0.0  # the best gain among the colours held there
        value += (0.45 if depth + 2 <= o.max_card else 0.2) * best
    return value


def expected(
    o: Outlook, table: tuple[tuple[int, ...], ...], slot: int, gem: int, flows: list[tuple[int, float]]
) -> float:
    """A boat's value averaged over the flow's distribution."""
    row = table[slot]
    return sum(p * boat_value(o, row[f], gem if row[f] != o.brd.falls else NO_GEM) for f, p in flows)


def outcome(state: NiagaraState, action: Action) -> tuple[int, int, int]:
    """(end slot, gem carried, colour banked or -1) of a move, without changing the state."""
    brd = state.board
    boat = 2 * action["seat"] + action["boat"]
    gem = state.boat_gem[boat]
    load = action["load"]
    if load is not None:
        gem = NO_GEM if load["op"] == "unload" else COLOUR_INDEX[load["colour"]]
    if action["steal_from"] is not None:
        gem = state.boat_gem[2 * action["steal_from"] + action["steal_boat"]]
    dest = brd.index[action["to"]]
    if dest == brd.dock:
        return dest, NO_GEM, gem
    return dest, gem, -1


class Planner:
    """Rates plans for one seat's turn: where each boat ends, what it banks, what the flow then does."""

    def __init__(self, state: NiagaraState, seat: int, card: int, weather: int, hand_after: int) -> None:
        self.state, self.seat = state, seat
        self.flows = flow_distribution(state, seat, card, weather)
        self.table = after_flow(state.options["fork"])[state.pointer]
        self.o = make_outlook(state, seat, hand_after)
        self.worth: dict[tuple[int, int], float] = {}  # a boat's expected worth by (slot, gem): plans share ends

    def boat_worth(self, slot: int, gem: int) -> float:
        """A boat's expected worth at `slot` carrying `gem`, over the flow's distribution (memoised)."""
        known = self.worth.get((slot, gem))
        if known is None:
            known = self.worth[(slot, gem)] = expected(self.o, self.table, slot, gem, self.flows)
        return known

    def options(self, boat: int, points: int, may_launch: bool, must: bool) -> list[Choice]:
        """(action, slot, gem, banked) for each move of a boat, plus staying put when allowed."""
        state = self.state
        i = 2 * self.seat + boat
        at, gem = state.boat_at[i], state.boat_gem[i]
        out: list[Choice] = []
        movable = must or (may_launch and at == state.board.dock)
        if points and movable:
            out = [(a, *outcome(state, a)) for a in boat_moves(state, self.seat, boat, points)]
        if not must:
            out.append((None, at, gem, -1))
        return out

    def value(self, ends: list[tuple[int, int, int]]) -> float:
        """A plan's worth: the home after banking plus each boat's expected worth after the flow."""
        home = self.o.home
        banked = [b for _, _, b in ends if b != NO_GEM]
        for c in banked:
            home[c] += 1
        total = home_value(home)
        for c in banked:
            home[c] -= 1
        return total + sum(self.boat_worth(slot, gem) for slot, gem, _ in ends)

    def best(
        self, points: int, moved: list[bool], must: list[bool], launched: bool, must_launch: bool
    ) -> tuple[float, Action | None]:
        """The best plan for the rest of the turn and its first move (None: keep the dock boat ashore)."""
        state = self.state
        cur = [(state.boat_at[2 * self.seat + b], state.boat_gem[2 * self.seat + b], -1) for b in (0, 1)]
        opts = [[(None, *cur[b])] if moved[b] else self.options(b, points, not launched, must[b]) for b in (0, 1)]
        best_value, best_action = -1e9, None
        dock = state.board.dock
        for a0 in opts[0]:
            launch0 = a0[0] is not None and cur[0][0] == dock
            for a1 in opts[1]:
                launch1 = a1[0] is not None and cur[1][0] == dock
                if launch0 and launch1:
                    continue
                if must_launch and not launched and not (launch0 or launch1):
                    continue
                value = self.value([a0[1:], a1[1:]])
                if value > best_value:
                    best_value = value
                    best_action = a0[0] if a0[0] is not None else a1[0]
        return best_value, best_action


def _remaining(state: NiagaraState, seat: int, card: int) -> int:
    """The seat's unused cards once `card` is spent."""
    return rnd.ALL_USED & ~state.used[seat] & ~(1 << card)


class NormalBot(Bot):
    """Plans each turn against the flow's distribution, banks toward a victory condition, steals, clouds."""

    level = "normal"

    def choose(self, view: View, legal: list[Action]) -> Action:
        """Pick a card, a move, a weather step or a recovery."""
        state = self.rules.determinize(view, self.rng)
        kind = legal[0]["type"]
        if kind == "choose":
            return self._choose_card(state, legal)
        if kind == "weather":
            # on a tie, calm the river: a slow river is safer for every boat we launch later
            return max(legal, key=lambda a: self._cloud_value(state, a["delta"]) - 0.01 * a["delta"])
        if kind in ("recover", "pass"):
            return choose_recovery(state, self.seat, legal)
        return self._move(state, legal)

    def _turn_start(self, state: NiagaraState) -> tuple[list[bool], bool]:
        brd, seat = state.board, self.seat
        must = [brd.is_river(state.boat_at[2 * seat + b]) for b in (0, 1)]
        at_dock = any(state.boat_at[2 * seat + b] == brd.dock for b in (0, 1))
        return must, at_dock and not any(must)

    def _card_value(self, state: NiagaraState, card: int) -> float:
        if card == rnd.CLOUD:
            return max(
                self._cloud_value(state, d)
                for d in (1, -1)
                if 0 <= rnd.WEATHER_TRACK.index(state.weather) + d < len(rnd.WEATHER_TRACK)
            )
        planner = Planner(state, self.seat, card, state.weather, _remaining(state, self.seat, card))
        must, must_launch = self._turn_start(state)
        value, _ = planner.best(rnd.CARD_VALUE[card], [False, False], must, False, must_launch)
        return value

    def _choose_card(self, state: NiagaraState, legal: list[Action]) -> Action:
        """The card whose best turn rates highest, with a little chance among near-equals: two bots in the
        same spot must not always play the same card (the flow would then cancel every move upstream)."""
        scored = [self._card_value(state, rnd.card_index(a["card"])) for a in legal]
        top = max(scored)
        weights = [math.exp(max(-30.0, (v - top) / CARD_TEMPERATURE)) for v in scored]
        return self.rng.choices(legal, weights)[0]

    def _cloud_value(self, state: NiagaraState, delta: int) -> float:
        track = rnd.WEATHER_TRACK
        weather = track[track.index(state.weather) + delta]
        hand = _remaining(state, self.seat, rnd.CLOUD)
        planner = Planner(state, self.seat, rnd.CLOUD, weather, hand)
        return planner.best(0, [True, True], [False, False], True, False)[0]

    def _move(self, state: NiagaraState, legal: list[Action]) -> Action:
        card = state.chosen[self.seat]
        planner = Planner(state, self.seat, card, state.weather, rnd.ALL_USED & ~state.used[self.seat])
        _, action = planner.best(rnd.CARD_VALUE[card], state.moved, state.must, state.launched, state.must_launch)
        if action is None or action not in legal:
            ends = [a for a in legal if a["type"] == "end_move"]
            return ends[0] if ends and action is None else legal[0]
        return action


class EasyBot(Bot):
    """Random cards; greedy moves that bank, load and keep away from the falls, guessing the flow at 2."""

    level = "easy"

    def choose(self, view: View, legal: list[Action]) -> Action:
        """A random card or weather step; otherwise the move that looks best after a flow of 2."""
        kind = legal[0]["type"]
        if kind in ("choose", "weather"):
            return self.rng.choice(legal)
        if kind in ("recover", "pass"):
            return next((a for a in legal if a["type"] == "recover"), legal[0])
        state = self.rules.determinize(view, self.rng)
        table = after_flow(state.options["fork"])[state.pointer]
        o = make_outlook(state, self.seat, rnd.ALL_USED & ~state.used[self.seat])

        def score(action: Action) -> float:
            if action["type"] != "move":
                return o.dock_value
            slot, gem, banked = outcome(state, action)
            return (o.gain[banked] if banked != NO_GEM else 0.0) + boat_value(o, table[slot][2], gem)

        return max(legal, key=lambda a: score(a) + self.rng.random() * 1e-6)


def choose_recovery(state: NiagaraState, seat: int, legal: list[Action]) -> Action:
    """Pay the gem that costs least for a lost boat, unless a second boat is not worth it (pass)."""
    home = state.home[seat]
    base = home_value(home)
    best, best_loss = None, 1e9
    for a in legal:
        if a["type"] == "recover":
            loss = 0.0 if a["pay"] is None else base - _without(home, rnd.COLOURS.index(a["pay"]))
            if loss < best_loss:
                best, best_loss = a, loss
    passing = next((a for a in legal if a["type"] == "pass"), None)
    if passing is not None and (best is None or best_loss > RECOVER_LIMIT):
        return passing
    return best or legal[0]
