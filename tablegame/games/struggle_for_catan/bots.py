"""Bots for The Struggle for Catan: `easy` (greedy builder) and `normal` (plans builds, trades toward them).

Both see only their seat's view and the legal actions. `normal` scores a hand by the best set of builds it
can pay for this turn (one of each type, SFC-20; feasibility of a set is one combined canonical payment,
SFC-22) plus partial credit for progress toward the next build, and picks the trade, payment, discard or
Market Day exchange that maximises that score.
"""

from __future__ import annotations

import copy
from functools import lru_cache
from itertools import combinations
from typing import Any, cast

from tablegame.core.bots import Bot
from tablegame.core.rules import Action, View
from tablegame.games.struggle_for_catan.catalog import BUILDINGS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.payment import canonical_payment
from tablegame.games.struggle_for_catan.view_types import CatanView, Supply, Tableau

_C = components()
R = RESOURCE_IDS
COST = {b: _C.costs[b] for b in BUILDINGS}
TOTALS = _C.resource_counts
EXPANSION_VP = dict(zip(_C.expansion_ids, _C.expansion_vp, strict=True))
ABILITY_BONUS = {"town-hall": 0.0, "library": 0.3, "merchant-guild": 0.35, "castle": 0.15, "church": 0.1}
SUBSETS = [s for k in range(1, 6) for s in combinations(range(5), k)]
SUBSET_COST = {s: tuple(sum(COST[BUILDINGS[b]][r] for b in s) for r in range(5)) for s in SUBSETS}
SUBSET_CARDS = {s: sum(cost) for s, cost in SUBSET_COST.items()}  # no hand of fewer cards can pay the set
ROAD, KNIGHT, SETTLEMENT, CITY, EXPANSION = range(5)
CARD_COST = 0.1  # VP-equivalent of one resource card spent
PROGRESS = 0.35  # weight of partial progress toward the best build not yet affordable
WIN_BONUS = 100.0
DISCOUNT = 0.8  # a build next turn is worth less than one now


def _seat(view: CatanView) -> int:
    """The seat a bot plays (a bot always reads a seat's view, never an onlooker's)."""
    seat = view["seat"]
    assert seat is not None, "a bot reads a seat's view"
    return seat


def _own_hand(view: CatanView) -> dict[str, int]:
    """The bot's own hand as {resource: count}."""
    hand = view["hand"]
    assert hand is not None, "a bot reads a seat's view"
    return hand


def _hand(view: CatanView) -> tuple[int, ...]:
    hand = _own_hand(view)
    return tuple(hand[r] for r in R)


def _take_from(view: CatanView, kind: str) -> int:
    """The opponent whose top road/knight our build would take (the view's SFC-34 answer); -1 while the
    supply has one or when none can be taken."""
    take_from = view["take_from"]
    source = take_from["road"] if kind == "road" else take_from["knight"]
    return -1 if source is None else source


def _stack(tableau: Tableau, kind: str) -> list[str]:
    """A tableau's road stack (kind "road") or knight stack, bottom first."""
    return tableau["roads"] if kind == "road" else tableau["knights"]


def _supply_left(supply: Supply, kind: str) -> int:
    """Roads (kind "road") or knights left in the supply."""
    return supply["road"] if kind == "road" else supply["knight"]


class Plan:
    """What the bot can build and what each build is worth (from the view).

    With `this_turn` the types already built this turn are excluded (SFC-20); without it the plan is
    for a fresh turn, used to value a hand kept for later.
    """

    def __init__(self, view: CatanView, this_turn: bool = True) -> None:
        seat = _seat(view)
        mine = view["tableaux"][seat]
        built = set(view.get("built", [])) if this_turn else set()
        supply = view["supply"]
        self.n = view["n_seats"]
        self.vp = view["scores"][seat]
        self.value = [0.0] * 5
        self.gain = [0] * 5  # VP each build adds
        self.available = [False] * 5
        self.settlements = sum(1 for e in mine["estates"] if e["side"] == "settlement")
        self.free_cities = sum(1 for e in mine["estates"] if e["side"] == "city" and not e["expansion"])
        self.heights = [len(mine["roads"]), len(mine["knights"])]
        self.victim_b = [False, False]
        for b, kind in ((ROAD, "road"), (KNIGHT, "knight")):
            source = _take_from(view, kind)
            self.available[b] = kind not in built and (_supply_left(supply, kind) > 0 or source >= 0)
            self.victim_b[b] = source >= 0 and len(_stack(view["tableaux"][source], kind)) % 2 == 0
            self._stack_value(b)
        self.available[SETTLEMENT] = "settlement" not in built and supply["estate"] > 0
        self.gain[SETTLEMENT] = 1
        self.value[SETTLEMENT] = 1.3
        self.available[CITY] = "city" not in built
        self.gain[CITY] = 1
        self.value[CITY] = 1.4 if supply["expansions"] else 1.0
        self.best_expansion = None
        if supply["expansions"] and "expansion" not in built:
            self.best_expansion = max(
                supply["expansions"], key=lambda x: (EXPANSION_VP[x] + ABILITY_BONUS.get(x, 0), x)
            )
            self.available[EXPANSION] = True
            self.gain[EXPANSION] = EXPANSION_VP[self.best_expansion] - _C.city_vp
            self.value[EXPANSION] = self.gain[EXPANSION] + ABILITY_BONUS.get(self.best_expansion, 0)
        self.subsets = _possible_subsets(tuple(self.available), self.settlements > 0, self.free_cities > 0)
        self.scored: dict[tuple[int, ...], float] = {}  # score by hand: a trade asks for the same hands often

    def _stack_value(self, b: int) -> None:
        b_side = (self.heights[b] + 1) % 2 == 0  # the next card's position is even: B side, 1 VP
        self.gain[b] = 1 if b_side else 0
        self.value[b] = 1.0 if b_side else (0.45 if b == ROAD else 0.55)
        if self.victim_b[b]:
            self.value[b] += 0.5 if self.n == 2 else 0.3  # the victim loses a B side

    def after(self, b: int) -> Plan:
        """The plan for a later turn once b is built now (estates and stacks updated)."""
        plan = copy.copy(self)
        plan.value, plan.gain, plan.available = self.value[:], self.gain[:], self.available[:]
        plan.heights = self.heights[:]
        plan.vp = self.vp + self.gain[b]
        if b in (ROAD, KNIGHT):
            plan.heights[b] += 1
            plan._stack_value(b)
        elif b == SETTLEMENT:
            plan.settlements += 1
        elif b == CITY:
            plan.settlements -= 1
            plan.free_cities += 1
        else:
            plan.free_cities -= 1
        plan.subsets = _possible_subsets(tuple(plan.available), plan.settlements > 0, plan.free_cities > 0)
        plan.scored = {}
        return plan

    def score(self, hand: tuple[int, ...]) -> float:
        """How good this hand is: the best affordable set of builds plus progress toward the next."""
        known = self.scored.get(hand)
        if known is None:
            known = self.scored[hand] = self._score(hand)
        return known

    def _score(self, hand: tuple[int, ...]) -> float:
        best = self._progress(hand, ())
        cards = sum(hand)
        for subset in self.subsets:
            if cards < SUBSET_CARDS[subset]:
                continue
            pay = canonical_payment(SUBSET_COST[subset], hand)
            if pay is None:
                continue
            value = sum(self.value[b] for b in subset) - CARD_COST * sum(pay)
            if self.vp + sum(self.gain[b] for b in subset) >= 10:
                value += WIN_BONUS
            left = tuple(h - p for h, p in zip(hand, pay, strict=True))
            value += self._progress(left, subset)
            if value > best:
                best = value
        return best + _brigand_risk(hand)

    def _progress(self, hand: tuple[int, ...], done: tuple[int, ...]) -> float:
        best = 0.0
        for b in range(5):
            if b in done or not self.available[b]:
                continue
            if b == CITY and not (self.settlements or SETTLEMENT in done):
                continue
            if b == EXPANSION and not (self.free_cities or CITY in done):
                continue
            frac = _fraction(b, hand)
            best = max(best, PROGRESS * self.value[b] * frac * frac)
        return best


@lru_cache(maxsize=256)
def _possible_subsets(available: tuple[bool, ...], settlements: bool, free_cities: bool) -> list[tuple[int, ...]]:
    """The sets of builds (one of each type) a turn could make: each available, a city on a settlement, an
    expansion on a free city (either already there or built in the same set). Shared: never mutate it."""

    def possible(subset: tuple[int, ...]) -> bool:
        if not all(available[b] for b in subset):
            return False
        if CITY in subset and not (settlements or SETTLEMENT in subset):
            return False
        return not (EXPANSION in subset and not (free_cities or CITY in subset))

    return [s for s in SUBSETS if possible(s)]


@lru_cache(maxsize=1 << 15)
def _fraction(b: int, hand: tuple[int, ...]) -> float:
    """How much of building b's cost `hand` covers, counting 3 spare cards of a kind as one unit."""
    cost = COST[BUILDINGS[b]]
    direct = sum(min(c, h) for c, h in zip(cost, hand, strict=True))
    units = sum(cost)
    extra = sum((h - min(c, h)) // 3 for c, h in zip(cost, hand, strict=True))
    return min(units, direct + extra) / units


def max_reachable_vp(view: CatanView) -> int:
    """An upper bound on the VP the seat could still reach (every free card, stack card, B side its own)."""
    seat, tableaux, supply = _seat(view), view["tableaux"], view["supply"]
    extras = sorted((EXPANSION_VP[x] - 2 for x in supply["expansions"]), reverse=True)
    estates, slots = 0, 0  # VP of own estates as cities; cities that could still take an expansion
    for e in tableaux[seat]["estates"]:
        if e["side"] == "city" and e["expansion"]:
            estates += EXPANSION_VP[e["expansion"]]
        else:
            estates += 2
            slots += 1
    estates += 2 * supply["estate"]
    slots += supply["estate"]
    estates += sum(extras[:slots])
    roads = supply["road"] + sum(len(t["roads"]) for t in tableaux)
    knights = supply["knight"] + sum(len(t["knights"]) for t in tableaux)
    return estates + roads // 2 + knights // 2


def _brigand_risk(hand: tuple[int, ...]) -> float:
    """Holding more than 7 cards risks losing half of them to a Brigand Attack (SFC-30)."""
    size = sum(hand)
    return -0.04 * (size - 7) if size > 7 else 0.0


def _unknown(view: CatanView) -> list[float]:
    """Probability of each resource among cards the seat cannot see (deck and hidden hands)."""
    counts = list(TOTALS)
    hand = _own_hand(view)
    for r in range(5):
        counts[r] -= hand[R[r]] + view["market"][R[r]]
    for card in view["discard"]:
        counts[R.index(card)] -= 1
    total = sum(counts)
    return [c / total if total else 0.0 for c in counts]


def _add(hand: tuple[int, ...], r: int, k: int = 1) -> tuple[int, ...]:
    out = list(hand)
    out[r] += k
    return tuple(out)


def _minus(hand: tuple[int, ...], pay: dict[str, int]) -> tuple[int, ...]:
    return tuple(h - pay.get(R[r], 0) for r, h in enumerate(hand))


def dump(view: CatanView, legal: list[Action]) -> Action:
    """For a seat that can no longer reach 10 VP: pay as many cards as it can into circulation, so that
    the game can still end (a capped seat hoarding most of the deck could otherwise stall it), and never
    take a B-side card (a VP) from an opponent."""
    options = []
    for a in legal:
        if a["type"] != "build":
            continue
        kind = a["building"]
        if kind in ("road", "knight") and not _supply_left(view["supply"], kind):
            source = _take_from(view, kind)
            if len(_stack(view["tableaux"][source], kind)) % 2 == 0:
                continue
        options.append(a)
    if options:
        return max(options, key=lambda a: (sum(a["pay"].values()), -BUILDINGS.index(a["building"])))
    for kind in ("end_trade", "end_build"):
        for a in legal:
            if a["type"] == kind:
                return a
    return legal[0]


# `easy` is a newcomer's first opponent (issue 30: it should beat `random` in 75-95% of games, aim 80-88%).
# Exchanging with the market to finish a city or settlement and never missing a build, it won 90-92% of
# 400 games; overlooking the market, 86-88%; and a build in sixteen besides, about 84%.
OVERLOOK_BUILD = 0.06  # the chance that easy overlooks the build it could pay for at a decision
OVERLOOK_BELOW = 8  # from this many VP on, one build may win the game: easy then looks closely


class EasyBot(Bot):
    """Builds whatever it can afford (canonical payments, cities first) from its own hand; like a newcomer,
    it overlooks the market (it never exchanges) and now and then a build it could pay for."""

    level = "easy"
    ORDER = ("city", "expansion", "settlement", "road", "knight")

    def choose(self, view: View, legal: list[Action]) -> Action:
        """A simple greedy choice; a seat that can no longer win pays its cards out (`dump`)."""
        view = cast(CatanView, view)
        if view["phase"] in ("trade", "build") and max_reachable_vp(view) < 10:
            # Building on regardless, it once held 58 cards and took one road back and forth for
            # ever (issue 14, seed 171): the other seat could never draw what it needed to win.
            return dump(view, legal)
        kinds = {a["type"] for a in legal}
        hand = _hand(view)
        if "build" in kinds and view["scores"][_seat(view)] < OVERLOOK_BELOW and self.rng.random() < OVERLOOK_BUILD:
            kinds.discard("build")  # it ends its turn without seeing the build it could pay for
        if "build" in kinds:
            for building in self.ORDER:
                options = [a for a in legal if a.get("building") == building]
                if options:
                    canon = canonical_payment(COST[building], hand)
                    pay = {R[r]: k for r, k in enumerate(canon or ()) if k}
                    direct = [a for a in options if a["pay"] == pay and not a.get("flip")]
                    return direct[0] if direct else options[0]
        for kind in ("guild_steal", "end_trade", "end_build", "pass"):
            for a in legal:
                if a["type"] == kind:
                    return a
        return legal[self.rng.randrange(len(legal))]


class NormalBot(Bot):
    """Plans builds toward 10 VP, trades for what it needs, answers events sensibly, uses abilities."""

    level = "normal"

    def choose(self, view: View, legal: list[Action]) -> Action:
        view = cast(CatanView, view)
        """The action whose resulting hand (and build) scores best."""
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "discard":
            return self._discard(view, legal)
        if phase == "market_day":
            return self._best(legal, lambda a: self._after_swap(view, a))
        if phase == "give":
            plan = Plan(view)
            hand = _hand(view)
            return max(legal, key=lambda a: plan.score(_add(hand, R.index(a["resource"]), -1)))
        steal = [a for a in legal if a["type"] == "guild_steal"]
        if steal:  # a free card: take it from the seat holding most
            return max(steal, key=lambda a: (view["hand_sizes"][a["target"]], -a["target"]))
        if max_reachable_vp(view) < 10:
            return dump(view, legal)
        if phase == "trade":
            return self._trade(view, legal)
        if phase == "build":
            return self._build(view, legal)
        return legal[0]

    # --- trade ---------------------------------------------------------------------------------------
    def _trade(self, view: CatanView, legal: list[Action]) -> Action:
        plan = Plan(view)
        hand = _hand(view)
        base = plan.score(hand)
        odds = _unknown(view)
        best, best_value = None, base + 0.03  # a trade must be worth something
        known = view.get("opponent_hands")
        for a in legal:
            t = a["type"]
            if t == "exchange_market":
                value = plan.score(_add(_add(hand, R.index(a["give"]), -1), R.index(a["take"])))
            elif t == "exchange_supply":
                less = _add(hand, R.index(a["give"]), -1)
                value = sum(p * plan.score(_add(less, m)) for m, p in enumerate(odds) if p)
            elif t == "exchange_player":
                if "take" in a:
                    dist = [1.0 if R[m] == a["take"] else 0.0 for m in range(5)]
                elif known and (other := known[a["target"]]) is not None:
                    size = sum(other.values())
                    dist = [other[R[m]] / size for m in range(5)]
                else:
                    dist = odds
                value = sum(p * self._after_give(plan, _add(hand, m)) for m, p in enumerate(dist) if p) - 0.05
            else:
                continue
            if value > best_value:
                best, best_value = a, value
        if best is not None:
            return best
        return next(a for a in legal if a["type"] == "end_trade")

    def _after_give(self, plan: Plan, hand: tuple[int, ...]) -> float:
        return max(plan.score(_add(hand, r, -1)) for r in range(5) if hand[r])

    # --- build ---------------------------------------------------------------------------------------
    def _build(self, view: CatanView, legal: list[Action]) -> Action:
        now = Plan(view)
        later = Plan(view, this_turn=False)
        hand = _hand(view)
        spent_before = sum(hand)
        end = next(a for a in legal if a["type"] == "end_build")
        best, best_value = end, DISCOUNT * later.score(hand)
        cache: dict[tuple[int, tuple[int, ...]], float] = {}
        flip = self._want_flip(view)
        for a in legal:
            if a["type"] != "build":
                continue
            b = BUILDINGS.index(a["building"])
            if (b == EXPANSION and a["card"] != now.best_expansion) or a.get("flip", flip) != flip:
                continue
            after = _minus(hand, a["pay"])
            key = (b, after)
            if key not in cache:
                if now.vp + now.gain[b] >= 10:
                    cache[key] = 2 * WIN_BONUS
                else:
                    spent = spent_before - sum(after)
                    cache[key] = now.value[b] - CARD_COST * spent + DISCOUNT * later.after(b).score(after)
            if cache[key] > best_value:
                best, best_value = a, cache[key]
        return best

    def _want_flip(self, view: CatanView) -> bool:
        """Turn the destiny card when that points our next steal at the strongest opponent."""
        seat, n, scores = _seat(view), view["n_seats"], view["scores"]
        left, right = scores[(seat + 1) % n], scores[(seat - 1) % n]
        pointing_left = view["fate"] != "right"
        want_left = left >= right
        return pointing_left != want_left

    # --- events --------------------------------------------------------------------------------------
    def _discard(self, view: CatanView, legal: list[Action]) -> Action:
        plan = Plan(view, this_turn=view["turn"] == view["seat"])
        hand = list(_hand(view))
        need = sum(hand) // 2
        drop = [0] * 5
        for _ in range(need):  # greedily drop the card whose loss hurts least
            choices = [r for r in range(5) if hand[r]]
            r = max(choices, key=lambda r: (plan.score(tuple(_add(tuple(hand), r, -1))), hand[r]))
            hand[r] -= 1
            drop[r] += 1
        want = {R[r]: k for r, k in enumerate(drop) if k}
        return next((a for a in legal if a["resources"] == want), legal[0])

    def _after_swap(self, view: CatanView, a: Action) -> float:
        plan = Plan(view, this_turn=view["turn"] == view["seat"])
        hand = _hand(view)
        if a["type"] == "pass":
            return plan.score(hand) + 0.01
        return plan.score(_add(_add(hand, R.index(a["give"]), -1), R.index(a["take"])))

    @staticmethod
    def _best(legal: list[Action], value: Any) -> Action:
        return max(legal, key=value)
