"""Information Set Monte Carlo Tree Search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012).

One tree over the searching seat's information set. Each iteration samples a full state from the
seat's view (`Rules.determinize`: the search never reads the true state), walks the tree on it
(UCB1 with availability counts, since which actions exist depends on the sample), adds one node,
finishes with the game's rollout (its `search.py` hooks: a cheap policy, cut at a depth and scored by
an evaluation), and backs the per-seat rewards up.

Simultaneous choices (several seats in `to_act`, e.g. Niagara's secret paddle cards) use decoupled
selection: each seat picks from its own statistics without seeing the others' picks; the child is keyed
by the searching seat's own pick only, since the others' picks stay secret to it.

Budgets: wall-clock time and/or iterations. With an iteration budget alone the search is fully
deterministic for a given seed (tests, replays); with a time budget the number of iterations depends on
the machine. `stop` (a threading.Event) ends a search early from another thread.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass
from typing import Any

from tablegame.core.rules import Action, Rules, View
from tablegame.core.search_hooks import SearchHooks

PRIOR_WEIGHT = 8.0  # visits over which the prior's bonus halves
KEYS_KEPT = 1 << 16  # action keys remembered per search before the memo starts afresh


@dataclass
class SearchConfig:
    """Budgets and constants of one search."""

    time_limit: float | None = 0.3  # seconds; None for no time limit
    iterations: int | None = None  # iteration budget; None for none (then time_limit must be set)
    min_iterations: int = 16  # never stop early before this many
    yield_every: int = 1  # release the GIL (time.sleep(0)) every this many iterations (0: never): the
    # table draws in another thread; one release per iteration keeps it near 60 fps (bench/RESULTS.md)


@dataclass
class SearchResult:
    """What a search chose and what it cost."""

    action: Action
    iterations: int
    seconds: float
    visits: dict[Any, int]


class Node:
    """A tree node: the statistics of the edge that led here, and the children by action key."""

    __slots__ = ("avail", "children", "decoupled", "reward", "squares", "visits")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.reward = 0.0  # summed reward of the seat that chose the edge into this node
        self.squares = 0.0  # summed squared reward (for the variance of the root's means)
        self.avail = 1  # how often the edge was available when its parent was visited
        self.decoupled: dict[int, dict[Any, list[float]]] | None = None  # seat -> key -> [n, sum, avail, sq]


class Search:
    """What every search of one decision shares: its game, seat, budgets, prior and stop event."""

    def __init__(
        self,
        rules: Rules,
        hooks: SearchHooks,
        seat: int,
        rng: random.Random,
        config: SearchConfig,
        prior: Action | None = None,
        stop: threading.Event | None = None,
    ) -> None:
        if config.time_limit is None and config.iterations is None:
            raise ValueError("a search needs a time limit or an iteration budget")
        self.rules = rules
        self.hooks = hooks
        self.seat = seat
        self.rng = rng
        self.config = config
        self.prior_key = hooks.key(prior) if prior is not None else None
        self.stop = stop
        # Games hand out the same action objects again (made once, never changed), so a key is worked out
        # once per object: `key` (a repr by default) cost a fifth of an iteration. The objects are kept
        # alive with their keys, so that no other object can take over an id in the memo.
        self.keys: dict[int, Any] = {}
        self.keyed: list[Action] = []

    def key(self, action: Action) -> Any:
        """The hooks' key of an action, remembered for the action object."""
        k = self.keys.get(id(action))
        if k is None:
            if len(self.keyed) >= KEYS_KEPT:
                self.keys.clear()
                self.keyed.clear()
            k = self.keys[id(action)] = self.hooks.key(action)
            self.keyed.append(action)
        return k

    def limits(self, started: float) -> tuple[float, int]:
        """(the clock time to stop at, the iteration budget) of a search started at `started`."""
        config = self.config
        deadline = started + config.time_limit if config.time_limit is not None else math.inf
        return deadline, config.iterations if config.iterations is not None else 1 << 62


class ISMCTS(Search):
    """One search for `seat` from its `view`; `run` returns the chosen action among `legal`."""

    def __init__(
        self,
        rules: Rules,
        hooks: SearchHooks,
        seat: int,
        rng: random.Random,
        config: SearchConfig,
        prior: Action | None = None,
        stop: threading.Event | None = None,
    ) -> None:
        super().__init__(rules, hooks, seat, rng, config, prior, stop)
        self.root = Node()
        self.root_keys: dict[Any, Action] = {}

    # --- the loop -----------------------------------------------------------------------------------
    def run(self, view: View, legal: list[Action]) -> SearchResult:
        """Search until a budget is spent (or the answer cannot change); the most visited root action."""
        config, rng = self.config, self.rng
        key, sample = self.key, self.hooks.sample
        self.root_keys = {key(a): a for a in legal}
        clock = time.perf_counter
        started = clock()
        deadline, budget = self.limits(started)
        iterations = 0
        # release the GIL only when another thread (the table's drawing) may want it: a release can
        # also hand the core to another process, which costs a headless tournament for nothing
        yield_every = config.yield_every if threading.active_count() > 1 else 0
        stop = self.stop
        while iterations < budget:
            if stop is not None and stop.is_set():
                break
            now = clock()
            if now >= deadline and iterations >= 1:
                break
            if (
                iterations >= config.min_iterations
                and iterations % 16 == 0
                and self._settled(iterations, budget, now, started, deadline)
            ):
                break
            state = sample(view, rng)
            self._iterate(state)
            iterations += 1
            if yield_every and iterations % yield_every == 0:
                time.sleep(0)  # let the drawing thread take the GIL
        visits = self._root_visits()
        best = self._final_choice(visits)
        return SearchResult(self.root_keys[best], iterations, clock() - started, visits)

    def _root_visits(self) -> dict[Any, int]:
        """Visits of each root action (the searching seat's own table at a simultaneous root)."""
        root = self.root
        if root.decoupled is not None:
            table = root.decoupled.get(self.seat, {})
            return {k: int(v[0]) for k, v in table.items() if k in self.root_keys}
        return {k: c.visits for k, c in root.children.items() if k in self.root_keys}

    def _root_stats(self, k: Any) -> tuple[int, float, float]:
        """(visits, mean, variance of the mean's samples) of a root action."""
        root = self.root
        if root.decoupled is not None:
            n, total, _, squares = root.decoupled[self.seat][k]
        else:
            child = root.children[k]
            n, total, squares = child.visits, child.reward, child.squares
        if not n:
            return 0, 0.0, 0.25
        mean = total / n
        return int(n), mean, max(squares / n - mean * mean, 1e-6)

    def _root_mean(self, k: Any) -> float:
        return self._root_stats(k)[1]

    def _final_choice(self, visits: dict[Any, int]) -> Any:
        """The most visited action (ties: the better mean, then the prior, then list order), unless the
        game asks for evidence: then the prior's action stays unless the other's mean is better by more
        than `deviation_z` standard errors (a heuristic move is not traded for search noise)."""
        if not visits:
            return self.prior_key if self.prior_key in self.root_keys else next(iter(self.root_keys))
        order = {k: i for i, k in enumerate(self.root_keys)}
        best = max(visits, key=lambda k: (visits[k], self._root_mean(k), k == self.prior_key, -order[k]))
        z = self.hooks.deviation_z
        if z and best != self.prior_key and visits.get(self.prior_key, 0) > 0:
            n_best, mean_best, var_best = self._root_stats(best)
            n_prior, mean_prior, var_prior = self._root_stats(self.prior_key)
            if mean_best - mean_prior <= z * math.sqrt(var_best / n_best + var_prior / n_prior):
                return self.prior_key
        return best

    def _settled(self, iterations: int, budget: int, now: float, started: float, deadline: float) -> bool:
        """True when the most visited root action can no longer be overtaken in the budget left."""
        visits = sorted(self._root_visits().values(), reverse=True)
        if len(visits) < 2:
            return len(self.root_keys) <= 1
        left = budget - iterations
        if deadline != math.inf:
            rate = iterations / max(now - started, 1e-9)
            left = min(left, int(rate * (deadline - now)) + 1)
        return visits[0] - visits[1] > left

    # --- one iteration ------------------------------------------------------------------------------
    def _iterate(self, state: Any) -> None:
        """Select and expand on one sampled state, roll out, back up."""
        rules, hooks, rng = self.rules, self.hooks, self.rng
        to_act, legal_actions, perform, key = rules.to_act, rules.legal_actions, rules.perform, self.key
        known = self.keys.get
        observe = hooks.seen if hooks.observes else None
        c, widening = hooks.exploration, hooks.widening
        log, sqrt = math.log, math.sqrt
        root, me = self.root, self.seat
        node = root
        path: list[tuple[Node, int]] = []  # (node entered, seat whose choice led there; -1 for none)
        tables: list[tuple[list[float], int]] = []  # decoupled statistics touched, with their seat
        expanded = False
        depth_left = hooks.tree_depth if hooks.tree_depth is not None else 1 << 30
        while not expanded and depth_left > 0:
            depth_left -= 1
            seats = to_act(state)
            if not seats:
                break
            if len(seats) > 1:
                node, own = self._simultaneous(node, state, seats, tables)
                path.append((node, -1))
                expanded = node.visits == 0
                if observe is not None and not expanded and depth_left > 0:
                    node = self._outcome(node, observe(state, own, self.seat), path)
                continue
            seat = seats[0]
            legal = legal_actions(state, seat)
            if node is root:
                untried, child, action = self._select_root(legal)
                widen = bool(untried)
            else:
                # below the root (most of the walk): no prior, every legal action counts; the loop is the
                # search's hottest, so it keeps the child itself and counts what it found afterwards
                children = node.children
                present = 0
                child, action = None, None
                best_value = -1.0
                for candidate in legal:
                    found = children.get(known(id(candidate)) or key(candidate))
                    if found is None:
                        continue
                    present += 1
                    found.avail = avail = found.avail + 1
                    n = found.visits
                    value = found.reward / n + c * sqrt(log(avail) / n)
                    if value > best_value:
                        child, action, best_value = found, candidate, value
                # progressive widening below the root: a node grows children as its visits grow
                widen = present < len(legal) and (
                    widening is None or present == 0 or present < widening * sqrt(node.visits)
                )
                if widen:
                    untried = self._untried(legal, children)
            if widen:
                k, action = self._expansion(state, seat, untried, self.prior_key if node is root else None)
                child = node.children[k] = Node()
                expanded = True
            elif child is None or action is None:
                break  # no legal action (cannot happen for a seat in to_act)
            perform(state, action)
            path.append((child, seat))
            node = child
            if observe is not None and not expanded and depth_left > 0:
                seen = observe(state, action, me)
                if seen is not None:  # _outcome, inline: it comes after most of the walk's steps
                    outcome_key = ("#seen", seen)
                    outcome = child.children.get(outcome_key)
                    if outcome is None:
                        outcome = child.children[outcome_key] = Node()
                    path.append((outcome, -1))
                    node = outcome
        self._back_up(path, tables, hooks.rollout(state, rng))  # (on a finished game: its evaluation)

    def _untried(self, legal: list[Action], children: dict[Any, Node]) -> list[tuple[Any, Action]]:
        """The legal actions with no child yet, with their keys (listed only when one is added)."""
        key, known = self.key, self.keys.get
        untried = []
        for action in legal:
            k = known(id(action)) or key(action)
            if k not in children:
                untried.append((k, action))
        return untried

    def _select_root(self, legal: list[Action]) -> tuple[list[tuple[Any, Action]], Node | None, Action | None]:
        """At the root: the untried actions of the search's own list, and the child (and action) UCB1 with
        the prior's fading bonus prefers among the tried ones (None, None if none)."""
        children, root_keys, prior_key, key = self.root.children, self.root_keys, self.prior_key, self.key
        known = self.keys.get
        c, bonus = self.hooks.exploration, self.hooks.prior_bonus
        log, sqrt = math.log, math.sqrt
        untried: list[tuple[Any, Action]] = []
        best: Node | None = None
        best_action: Action | None = None
        best_value = -1.0
        for action in legal:
            k = known(id(action)) or key(action)
            if k not in root_keys:
                continue
            child = children.get(k)
            if child is None:
                untried.append((k, action))
                continue
            child.avail += 1
            n = child.visits
            value = child.reward / n + c * sqrt(log(child.avail) / n)
            if k == prior_key:
                value += bonus * PRIOR_WEIGHT / (PRIOR_WEIGHT + n)  # fades as its own statistics grow
            if value > best_value:
                best, best_action, best_value = child, action, value
        return untried, best, best_action

    @staticmethod
    def _back_up(path: list[tuple[Node, int]], tables: list[tuple[list[float], int]], rewards: Any) -> None:
        """Add one rollout's rewards to every node and decoupled statistic the iteration went through."""
        for visited, seat in path:
            visited.visits += 1
            if seat >= 0:
                reward = rewards[seat]
                visited.reward += reward
                visited.squares += reward * reward
        for stats, seat in tables:
            reward = rewards[seat]
            stats[0] += 1
            stats[1] += reward
            stats[3] += reward * reward

    @staticmethod
    def _outcome(node: Node, seen: Any, path: list[tuple[Node, int]]) -> Node:
        """The decision node below `node` for what the searcher just saw (`node` itself if nothing)."""
        if seen is None:
            return node
        key = ("#seen", seen)  # action keys are never such tuples
        outcome = node.children.get(key)
        if outcome is None:
            outcome = node.children[key] = Node()
        path.append((outcome, -1))
        return outcome

    def _expansion(
        self, state: Any, seat: int, untried: list[tuple[Any, Action]], prior_key: Any
    ) -> tuple[Any, Action]:
        """Which untried action to add: the prior's at the root, else the policy's, else a random one."""
        if len(untried) == 1:
            return untried[0]
        if prior_key is not None:
            for item in untried:
                if item[0] == prior_key:
                    return item
        choice = self.key(self.hooks.rollout_action(state, seat, self.rng))
        for item in untried:
            if item[0] == choice:
                return item
        return untried[self.rng.randrange(len(untried))]

    def _simultaneous(
        self, node: Node, state: Any, seats: list[int], tables: list[tuple[list[float], int]]
    ) -> tuple[Node, Action | None]:
        """Decoupled UCB: every seat to act picks from its own table; performs all picks.

        Returns the child node (keyed by the searcher's own pick: the others' stay secret) and that pick.
        """
        rules, hooks = self.rules, self.hooks
        key, known = self.key, self.keys.get
        c = hooks.exploration
        if node.decoupled is None:
            node.decoupled = {}
        at_root = node is self.root
        picks: list[tuple[int, Any, Action]] = []
        for seat in seats:
            table = node.decoupled.setdefault(seat, {})
            legal = rules.legal_actions(state, seat)
            untried, best, best_value = [], None, -1.0
            prior_key = self.prior_key if at_root and seat == self.seat else None
            for action in legal:
                k = known(id(action)) or key(action)
                if at_root and seat == self.seat and k not in self.root_keys:
                    continue
                stats = table.get(k)
                if stats is None:
                    untried.append((k, action))
                    continue
                stats[2] += 1
                if untried:
                    continue
                n = stats[0]
                value = stats[1] / n + c * math.sqrt(math.log(stats[2]) / n)
                if k == prior_key:
                    value += hooks.prior_bonus * PRIOR_WEIGHT / (PRIOR_WEIGHT + n)
                if value > best_value:
                    best, best_value = (k, action), value
            if untried:
                k, action = self._expansion(state, seat, untried, prior_key)
                stats = table.setdefault(k, [0, 0.0, 1, 0.0])
            else:
                k, action = best  # type: ignore[misc]
                stats = table[k]
            tables.append((stats, seat))
            picks.append((seat, k, action))
        own, own_action = "*", None
        for seat, k, action in picks:
            rules.perform(state, action)
            if seat == self.seat:
                own, own_action = k, action
        child = node.children.get(own)
        if child is None:
            child = node.children[own] = Node()
        return child, own_action
