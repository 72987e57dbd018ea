"""The `hard` search's rollout policy (the `normal` heuristic's ideas, read straight from a sampled state) and
a round played out with it in one loop.

The policy is written once, as choices (`turn_choice`, `drawn_choice`): search.py turns them into actions
(the expansion of the tree asks for one action), and `play_round` applies them to the state directly, with
no action objects, no dispatch on an action's type and each seat's knowledge of its row worked out once a
turn. The two give the same state (tests/cabo/test_cabo_rollout.py plays both from sampled positions).
"""

from __future__ import annotations

from typing import Any

from tablegame.games.cabo.bots import NORMAL
from tablegame.games.cabo.effects import _end_round, _peeked, _replace
from tablegame.games.cabo.scoring import BOMB_ROW, BOMB_SUM
from tablegame.games.cabo.state import DRAWN, MAX_SEATS, OVER, PEEK_START, TURN, CaboState, Source

MEAN = 6.5  # the mean card value of the deck (0 and 13 twice, 1-12 four times)
KEPT = NORMAL.kept_value  # an opponent's card it knows and kept is likely low
BOMB_VALUES = sorted(BOMB_ROW)
CALL_LOW = NORMAL.call_low
CALL_MARGIN = NORMAL.call_margin
CALL_MAX_UNKNOWN = NORMAL.call_max_unknown
TAKE_DISCARD_GAIN = NORMAL.take_discard_gain
INFO_BONUS = NORMAL.info_bonus

# What to do with a held card: ("replace", positions), ("peek", position), ("spy", target, position),
# ("swap", position, target, target position) or ("discard",).
Choice = tuple[Any, ...]
DISCARD: Choice = ("discard",)


def known_values(state: CaboState, viewer: int, owner: int) -> Known:
    """The values `viewer` knows in `owner`'s row (None: unknown)."""
    values, bit = state.catalog.values, 1 << viewer
    return tuple([values[card] if face_up or seen & bit else None for card, face_up, seen in state.rows[owner]])


def estimate(state: CaboState, viewer: int, owner: int) -> float:
    """`viewer`'s expected sum of `owner`'s row (an opponent's kept cards count as low)."""
    values, bit, own_bit = state.catalog.values, 1 << viewer, 1 << owner
    total = 0.0
    for card, face_up, seen in state.rows[owner]:
        if face_up or seen & bit:
            total += values[card]
        elif owner != viewer and seen & own_bit:
            total += KEPT
        else:
            total += MEAN
    return total


# What a seat knows of its own row, worked out once for each row of known values (`row_facts`): the values
# (None: unknown), how many are unknown, the known values' sum, the first unknown position (-1 if none), the
# best replace's (gain plus the drawn value, positions) when an unknown card counts as MEAN and when it counts
# as MEAN + INFO_BONUS, and the highest guess with its position (an unknown card MEAN: a swap's own card).
Known = tuple[int | None, ...]
Where = tuple[int, ...]
Facts = tuple[Known, int, int, int, tuple[float, Where], tuple[float, Where], tuple[float, int]]
# the other seats, by seat count and seat
_OTHERS = [[tuple(t for t in range(n) if t != seat) for seat in range(n)] for n in range(MAX_SEATS + 1)]
_AT = [(p,) for p in range(64)]  # one position, shared (a row never holds more than the deck's 52 cards)


# row_facts' answers: rows repeat across a search's rollouts (cleared when full; only the time changes)
_FACTS: dict[Known, Facts] = {}
FACTS_CACHE_SIZE = 1 << 16


def row_facts(known: Known) -> Facts:
    """The facts the policy reads about a row whose known values are `known` (never an empty row), remembered."""
    facts = _FACTS.get(known)
    if facts is None:
        if len(_FACTS) >= FACTS_CACHE_SIZE:
            _FACTS.clear()
        facts = _FACTS[known] = _row_facts(known)
    return facts


def _row_facts(known: Known) -> Facts:
    """row_facts worked out: the highest guess (the first, if tied) and the group of equal known cards with the
    highest sum (the first, if tied) that beats it."""
    unknown = known.count(None)
    values = [v for v in known if v is not None]
    top = max(values) if values else -1
    top_at = known.index(top) if values else -1
    none_at = known.index(None) if unknown else -1
    group = _best_group(known) if len(set(values)) < len(values) else None

    def single(bonus: float) -> tuple[float, int]:
        guess = MEAN + bonus
        if unknown and (guess > top or (guess == top and none_at < top_at)):
            return guess, none_at
        return top, top_at

    def best(bonus: float) -> tuple[float, Where]:
        highest, at = single(bonus)
        if group is not None and group[0] > highest:
            return group
        return highest, _AT[at]

    return known, unknown, sum(values), none_at, best(0.0), best(INFO_BONUS), single(0.0)


def _best_group(known: Known) -> tuple[int, tuple[int, ...]] | None:
    """The first group of equal known values (at most 4, in row order) whose sum is highest, as (sum,
    positions)."""
    groups: dict[int, list[int]] = {}
    for p, v in enumerate(known):
        if v is not None:
            groups.setdefault(v, []).append(p)
    best: tuple[int, tuple[int, ...]] | None = None
    for v, group in groups.items():
        if len(group) >= 2:
            total = v * len(group[:4])
            if best is None or total > best[0]:
                best = (total, tuple(group[:4]))
    return best


def should_call(state: CaboState, seat: int, facts: Facts) -> bool:
    """Whether `seat`, knowing `facts` of its row, calls CABO (it is allowed to): a bomb, or a low row with at
    most one card unknown that no other row's estimate undercuts by 2, or a fully known row lower than every
    other row's estimate by the margin."""
    known, unknown, total = facts[0], facts[1], facts[2]
    if unknown > CALL_MAX_UNKNOWN + 1:
        return False  # neither rule allows so many unknown cards, and a bomb has none
    bomb = unknown == 0 and total == BOMB_SUM and len(known) == 4  # a bomb sums to 50: only then sort the values
    if bomb and sorted(v for v in known if v is not None) == BOMB_VALUES:
        return True
    mine = total + MEAN * unknown  # halves and whole numbers: exact
    # the others' estimates only when they can decide (they are the costly part), and only until one fails:
    # below the lowest estimate is below each (adding a number keeps the order)
    low = mine <= CALL_LOW
    if not low and unknown > CALL_MAX_UNKNOWN:
        return False
    for t in _OTHERS[state.n_seats][seat]:
        other = estimate(state, seat, t)
        if not (mine < other + 2 if low else mine + CALL_MARGIN <= other):
            break
    else:
        return True
    return False


def best_replace(facts: Facts, value: int, learn: bool) -> tuple[float, Where]:
    """The best gain of putting `value` in the row, and the positions to replace: the card with the highest
    guess (an unknown one is worth MEAN, plus INFO_BONUS if replacing it would `learn` its value), or a group of
    equal known cards whose sum is higher still (the first such group with the highest sum)."""
    base, where = facts[5] if learn else facts[4]
    return base - value, where


def turn_choice(state: CaboState, seat: int, facts: Facts) -> Source | None:
    """The pile `seat` draws from, or None to call CABO; `facts` is what it knows of its row."""
    if state.caller is None and should_call(state, seat, facts):
        return None
    if state.discard:
        gain, _ = best_replace(facts, state.catalog.values[state.discard[-1]], False)
        if gain >= TAKE_DISCARD_GAIN or not state.deck:
            return "discard"
    return "deck"


def drawn_choice(state: CaboState, seat: int, facts: Facts, source: Source, card: int) -> Choice:
    """What `seat` does with the card it holds (drawn from `source`); `facts` is what it knows of its row."""
    final = state.caller is not None
    gain, where = best_replace(facts, state.catalog.values[card], not final and source != "discard")
    if source == "discard" or gain > 0:
        return ("replace", where)
    power = state.catalog.powers[card]
    if power == "peek" and not final:
        if facts[1]:  # an unknown card of my row is face down
            return ("peek", facts[3])
    elif power == "swap":
        return _swap(state, seat, facts) or DISCARD
    elif power == "spy" and not final:
        n = state.n_seats
        bit = 1 << seat
        for k in range(1, n):
            t = (seat + k) % n
            for p, (_, face_up, seen) in enumerate(state.rows[t]):
                if not face_up and not seen & bit:
                    return ("spy", t, p)
    return DISCARD


def _swap(state: CaboState, seat: int, facts: Facts) -> Choice | None:
    """Give away my worst card (the highest guess, an unknown one MEAN) for a better one of an opponent, if that
    gains enough."""
    locked = state.caller if state.options["lock_caller"] else None
    my_value, mine = facts[6]
    best, choice = 0.5, None
    values, bit = state.catalog.values, 1 << seat
    n = state.n_seats
    for k in range(1, n):
        t = (seat + k) % n
        if t == locked:
            continue
        own_bit = 1 << t
        for p, (card, face_up, seen) in enumerate(state.rows[t]):
            theirs = values[card] - 0.1 if face_up or seen & bit else KEPT if seen & own_bit else MEAN
            if my_value - theirs > best:
                best = my_value - theirs
                choice = ("swap", mine, t, p)
    return choice


def play_round(state: CaboState, limit: int) -> None:
    """Play the policy from `state` to the end of its round (scored, the next one left undealt) or for `limit`
    actions, whichever comes first: the state `perform(state, action, deal=False)` of each policy action
    would leave (less the last action's moves and looks, which nobody reads)."""
    if state.phase == OVER or limit <= 0:
        return
    actions = 0
    if state.phase == PEEK_START:
        actions = _peek_starts(state, limit)
        if actions == limit:
            return
    if state.phase == DRAWN:  # the tree's last action was a draw: the turn's second half
        holder, held_from, held = state.held()
        facts = row_facts(known_values(state, holder, holder))
        _use(state, holder, drawn_choice(state, holder, facts, held_from, held))
        actions += 1
        if _turn_over(state):
            return
    _turns(state, limit - actions)


def _turns(state: CaboState, limit: int) -> None:
    """Whole turns from the start of one (play_round's loop): `seat`'s knowledge of its row worked out once a
    turn, a one-card replace (the most frequent) done in place."""
    values, rows, deck, discard = state.catalog.values, state.rows, state.deck, state.discard
    n, everyone = state.n_seats, state.all_seats
    remembered = _FACTS.get
    actions = 0
    while actions < limit:
        seat = state.current
        bit = 1 << seat
        known = tuple([values[card] if face_up or seen & bit else None for card, face_up, seen in rows[seat]])
        facts = remembered(known) or row_facts(known)
        source = turn_choice(state, seat, facts)
        actions += 1
        if source is None:
            state.caller = seat
        else:
            card = (deck if source == "deck" else discard).pop()
            if actions == limit:
                state.drawn = (seat, source, card)
                state.phase = DRAWN
                return
            choice = drawn_choice(state, seat, facts, source, card)
            actions += 1
            if choice[0] == "replace" and len(choice[1]) == 1:  # effects._replace's first case
                row, position = rows[seat], choice[1][0]
                discard.append(row[position][0])
                row[position] = (card, False, everyone if source == "discard" else bit)
            else:
                state.drawn = (seat, source, card)  # a replace reads it
                _use(state, seat, choice)
                state.drawn = None
        following = (seat + 1) % n
        if following == state.caller or not deck:
            _end_round(state, False)
            return
        state.current = following


def _peek_starts(state: CaboState, limit: int) -> int:
    """The start of a round: each seat left peeks at its first two cards (the policy's pair); the actions made."""
    actions = 0
    while state.phase == PEEK_START and actions < limit:
        row, bit = state.rows[state.current], 1 << state.current
        for p in (0, 1):
            card, face_up, seen = row[p]
            row[p] = (card, face_up, seen | bit)
        _peeked(state)
        actions += 1
    return actions


def _use(state: CaboState, seat: int, choice: Choice) -> None:
    """Carry out a held card's choice (effects.perform's replace, discard and powers)."""
    kind = choice[0]
    if kind == "replace":
        _replace(state, seat, choice[1], state.catalog.values)
        return
    held = state.drawn
    assert held is not None  # a card is held
    state.discard.append(held[2])
    if kind == "peek" or kind == "spy":
        owner, position = (seat, choice[1]) if kind == "peek" else (choice[1], choice[2])
        row = state.rows[owner]
        card, face_up, seen = row[position]
        row[position] = (card, face_up, seen | 1 << seat)
    elif kind == "swap":
        _, position, target, target_position = choice
        own, other = state.rows[seat], state.rows[target]
        own[position], other[target_position] = other[target_position], own[position]


def _turn_over(state: CaboState) -> bool:
    """The turn passes clockwise, or the round ends (scored, not dealt): True then (effects.perform's end)."""
    state.drawn = None
    following = (state.current + 1) % state.n_seats
    if following == state.caller or not state.deck:
        _end_round(state, False)
        return True
    state.current = following
    state.phase = TURN
    return False
