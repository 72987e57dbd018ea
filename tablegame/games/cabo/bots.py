"""CABO bots: `normal` plays a careful memory game from its view; `easy` forgets and blunders."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from tablegame.core.bots import Bot
from tablegame.core.rules import Action, Rules, View
from tablegame.games.cabo.knowledge import Knowledge, read_view
from tablegame.games.cabo.rules import CaboRules
from tablegame.games.cabo.scoring import BOMB_ROW
from tablegame.games.cabo.view_types import CaboView, cabo_view

BOMB = Counter(BOMB_ROW)  # the values of a bomb row (CABO-25)


@dataclass(frozen=True)
class Style:
    """The knobs of the heuristic; `easy` turns them toward weaker play."""

    call_margin: float = 4.0  # call when my estimate beats every opponent's by this much ...
    call_max_unknown: int = 0  # ... and at most this many of my cards are unknown
    call_low: float = 4.0  # or when my estimate is at most this, whatever the others hold
    kept_value: float = 3.0  # expected value of an opponent's card that it knows and has kept
    take_discard_gain: float = 5.0  # take the top discard when it saves at least this much
    info_bonus: float = 1.0  # worth of learning an own card by replacing it
    peek_value: float = 2.5  # worth of PEEK on an unknown own card
    spy_value: float = 0.8  # worth of SPY on an unknown card of an opponent
    mistake_rate: float = 0.0  # chance of a careless move (`slip`) instead of the chosen one
    forget_rate: float = 0.0  # chance, each turn, to forget each remembered face-down card


NORMAL = Style()
EASY = Style(
    call_margin=0.0,
    call_max_unknown=2,
    call_low=6.0,
    take_discard_gain=4.0,
    info_bonus=0.0,
    peek_value=1.0,
    spy_value=0.0,
    mistake_rate=0.55,
    forget_rate=0.35,
)
# `easy` is a newcomer's first opponent (issue 30: it should beat `random` in 75-95% of games). With one
# move in four any legal move, a CABO call included, it won 93-96% of 400 games; with slips that a
# newcomer makes (`slip`) in a little over half its moves, about 84%.
MAX_SLIP_MATCH = 2  # a careless move tries at most a pair


def pick(legal: list[Action], **fields: Any) -> Action | None:
    """The legal action with these fields, if any."""
    for action in legal:
        if all(action.get(k) == v for k, v in fields.items()):
            return action
    return None


class HeuristicBot(Bot):
    """Estimates every row from what its seat knows and takes the move that lowers its sum most."""

    level = "heuristic"
    style = NORMAL

    def __init__(self, rules: Rules, seat: int, rng: random.Random) -> None:
        super().__init__(rules, seat, rng)
        if not isinstance(rules, CaboRules):
            raise TypeError(f"a CABO bot cannot play {rules.game_id}")
        self.catalog = rules.catalog

    def choose(self, given: View, legal: list[Action]) -> Action:
        """The best action by the heuristic (sometimes a careless one, `slip`, per the style's mistake rate)."""
        view = cabo_view(given)
        if self.style.mistake_rate and self.rng.random() < self.style.mistake_rate:
            return self.slip(legal)
        knowledge = read_view(self.remember(view), self.catalog)
        phase = view["phase"]
        if phase == "peek_start":
            return self._peek_start(legal)
        if phase == "turn":
            return self._turn(view, knowledge, legal)
        return self._drawn(view, knowledge, legal)

    def slip(self, legal: list[Action]) -> Action:
        """A careless move, as a newcomer makes one: the card put on a card it lost track of, a pair tried
        that may not match, a good card thrown away, a pile or a power picked at random; but never a CABO
        call nor a match of three or four cards, which nobody tries by mistake."""
        careless = [a for a in legal if a["type"] != "call_cabo" and len(a.get("positions", ())) <= MAX_SLIP_MATCH]
        return careless[self.rng.randrange(len(careless))] if careless else legal[0]

    def remember(self, view: CaboView) -> CaboView:
        """The view as this bot remembers it (perfect memory: the view itself)."""
        return view

    # --- decisions -------------------------------------------------------------------------------------
    def _peek_start(self, legal: list[Action]) -> Action:
        """Any two cards: all are unknown."""
        return legal[self.rng.randrange(len(legal))]

    def _turn(self, view: CaboView, k: Knowledge, legal: list[Action]) -> Action:
        """Call CABO, take the top discard or draw from the deck."""
        call = pick(legal, type="call_cabo")
        if call is not None and self._should_call(k):
            return call
        take = pick(legal, type="draw", source="discard")
        if take is not None:
            top = self.catalog.values[self.catalog.index[view["discard"][0]]]
            gain, _ = self._best_replace(k, top, known_to_all=True)
            if gain >= self.style.take_discard_gain:
                return take
        return pick(legal, type="draw", source="deck") or take or legal[0]

    def _should_call(self, k: Knowledge) -> bool:
        """True when my expected sum is lowest by a margin (opponents still get a turn each)."""
        mine = k.estimate(k.seat)
        row = k.rows[k.seat]
        if None not in row and Counter(row) == BOMB:
            return True
        others = min(self._opponent_estimate(k, t) for t in range(len(k.rows)) if t != k.seat)
        if mine <= self.style.call_low and len(k.unknown(k.seat)) <= self.style.call_max_unknown + 1:
            return mine < others + 2
        return len(k.unknown(k.seat)) <= self.style.call_max_unknown and mine + self.style.call_margin <= others

    def _opponent_value(self, k: Knowledge, seat: int, position: int) -> float:
        """The expected value of an opponent's card: one it knows and has kept is likely low."""
        value = k.rows[seat][position]
        if value is not None:
            return value
        if k.owner_knows[seat][position]:
            return min(k.mean_unseen, self.style.kept_value)
        return k.mean_unseen

    def _opponent_estimate(self, k: Knowledge, seat: int) -> float:
        """An opponent's expected sum."""
        return sum(self._opponent_value(k, seat, p) for p in range(len(k.rows[seat])))

    def _drawn(self, view: CaboView, k: Knowledge, legal: list[Action]) -> Action:
        """Replace, discard, or discard and use the power, whichever is worth most."""
        drawn = view["drawn"]
        assert drawn is not None  # the phase is "drawn"
        value = k.drawn if k.drawn is not None else round(k.mean_unseen)
        final = view["caller"] is not None  # the round ends before any knowledge pays off
        gain, positions = self._best_replace(k, value, known_to_all=drawn["source"] == "discard", final=final)
        options: list[tuple[float, Action]] = []
        replace = pick(legal, type="replace", positions=positions)
        if replace is not None:
            options.append((gain, replace))
        discard = pick(legal, type="discard")
        if discard is not None:
            options.append((0.0, discard))
            options += self._powers(k, legal, final)
        if not options:
            return legal[0]
        return max(options, key=lambda option: option[0])[1]

    def _best_replace(
        self, k: Knowledge, value: int, known_to_all: bool = False, final: bool = False
    ) -> tuple[float, list[int]]:
        """The best gain (expected sum saved, plus the worth of learning) of putting `value` in the row."""
        row = k.rows[k.seat]
        bonus = 0.0 if final or known_to_all else self.style.info_bonus
        best = (float("-inf"), [0])
        for p in range(len(row)):
            old = k.value(k.seat, p)
            gain = old - value + (bonus if row[p] is None else 0.0)
            if gain > best[0]:
                best = (gain, [p])
        groups: dict[int, list[int]] = {}
        for p, v in enumerate(row):
            if v is not None:
                groups.setdefault(v, []).append(p)
        for v, group in groups.items():
            if len(group) >= 2:
                group = group[:4]
                gain = v * len(group) - value
                if gain > best[0]:
                    best = (gain, group)
        return best

    def _powers(self, k: Knowledge, legal: list[Action], final: bool) -> list[tuple[float, Action]]:
        """The worth of each power use on offer: PEEK, SPY, SWAP (at most one kind is legal)."""
        options: list[tuple[float, Action]] = []
        peeks = [a for a in legal if a["type"] == "peek" and k.rows[k.seat][a["position"]] is None]
        if peeks and not final:
            options.append((self.style.peek_value, peeks[0]))
        spies = [a for a in legal if a["type"] == "spy" and k.rows[a["target"]][a["position"]] is None]
        if spies and not final and self.style.spy_value > 0:
            leader = min({a["target"] for a in spies}, key=lambda t: self._opponent_estimate(k, t))
            target = next(a for a in spies if a["target"] == leader)
            options.append((self.style.spy_value, target))
        swaps = [a for a in legal if a["type"] == "swap"]
        if swaps:

            def worth(a: Action) -> float:
                mine = k.value(k.seat, a["position"])
                theirs = self._opponent_value(k, a["target"], a["target_position"])
                # a known card stays known after the swap only if I knew theirs; prefer certainty
                certain = 0.1 if k.rows[a["target"]][a["target_position"]] is not None else 0.0
                return mine - theirs + certain

            best = max(swaps, key=worth)
            if worth(best) > 0.5:
                options.append((worth(best), best))
        return options


class NormalBot(HeuristicBot):
    """Remembers everything its view shows and plays the heuristic straight."""

    level = "normal"
    style = NORMAL


class EasyBot(HeuristicBot):
    """Forgets some face-down cards it saw (in its own memory) and slips as a newcomer does (`slip`)."""

    level = "easy"
    style = EASY

    def __init__(self, rules: Rules, seat: int, rng: random.Random) -> None:
        super().__init__(rules, seat, rng)
        # (round, owner, position, card) -> still remembered; a card that moves is noticed afresh
        self.memory: dict[tuple[int, int, int, str], bool] = {}

    def remember(self, view: CaboView) -> CaboView:
        """The view with the face-down cards this bot has forgotten hidden again."""
        if view["phase"] == "turn":  # each turn, some remembered cards slip away
            for key, kept in self.memory.items():
                if kept and self.rng.random() < self.style.forget_rate:
                    self.memory[key] = False
        rows = []
        for owner, row in enumerate(view["rows"]):
            slots = []
            for position, slot in enumerate(row):
                if slot["card"] is not None and not slot["face_up"]:
                    key = (view["round"], owner, position, slot["card"])
                    if not self.memory.setdefault(key, True):
                        slot = {**slot, "card": None}
                slots.append(slot)
            rows.append(slots)
        return {**view, "rows": rows}
