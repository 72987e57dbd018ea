"""Undo that never cheats: which earlier decision a seat may take back, and why not when it may not.

A seat may go back to its latest decision D (its latest action with a choice; the actions after it go too) only
if nothing it learned since depends on what happened after D: no chance event (the match's random generator
was not used), no choice made by another seat (what a bot or another player chose is news), and for hidden
states consistent with the seat's view at D (the rules' determinizations) replaying the same actions shows the
seat the same views. A refusal names the first such fact in words; undo rebuilds the match from its action log.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from tablegame.core.match import UNDOS_FIELD, Match
from tablegame.core.rules import Action, IllegalAction, View, same_json
from tablegame.i18n import tr

T = TypeVar("T")
LOOK_BACK = 4  # own actions looked back over for the latest decision (most are choices)
SAMPLES = 6  # determinizations tried per check: a draw or a hidden card shows up in one of them


@dataclass(frozen=True)
class Undo:
    """What a seat may take back now: the action index to go back to (None: refused), in words, or why not."""

    to: int | None
    what: str = ""  # the action taken back, as the seat read it in its history
    public: str = ""  # the same as everyone may read it (the other hot-seat players are asked with it)
    reason: str = ""  # why it cannot (empty when it can)

    @property
    def allowed(self) -> bool:
        """True if the seat may take back its latest decision."""
        return self.to is not None


@dataclass(frozen=True)
class Line:
    """The true line from a decision on, as one seat saw it: its view after each action, where chance played,
    and where another seat chose among several moves."""

    views: list[View]
    chance: list[bool]
    others_chose: list[bool]
    public: list[View]  # an onlooker's views before and after the decision's action (to tell it to everyone)


def last_own(match: Match, seat: int) -> list[int]:
    """The indices of the seat's last `LOOK_BACK` actions, oldest first."""
    own: list[int] = []
    for index in range(len(match.actions) - 1, -1, -1):
        if match.actions[index]["seat"] == seat:
            own.append(index)
            if len(own) == LOOK_BACK:
                break
    return own[::-1]


def look_back_start(match: Match, seat: int) -> int:
    """Where a look back starts: the earliest of the last `LOOK_BACK` actions of this seat and of each human seat
    (the match keeps its position there, so the next look back, whoever asks, rebuilds from near the end)."""
    seats = {seat} | {number for number, other in enumerate(match.seats) if not other.is_bot}
    return min((own[0] for own in (last_own(match, asker) for asker in seats) if own), default=0)


def latest_decision(match: Match, seat: int) -> Match | None:
    """The match rebuilt at the seat's latest decision (its latest action that was a choice among several, of its
    last `LOOK_BACK` actions), None if it has none: one replay forward from a position kept near the end."""
    own = last_own(match, seat)
    if not own:
        return None
    start = look_back_start(match, seat)
    replay = match.rebuilt(start)
    if match.recent is None or match.recent[0] != start:
        match.keep_recent(start, replay.state)
    found: Match | None = None
    for index in own:
        for action in match.actions[len(replay.actions) : index]:
            replay.apply(action)
        if len(replay.legal_actions(seat)) > 1:
            found = replay.fork()
    return found


def true_line(match: Match, seat: int, replay: Match) -> tuple[View, Line]:
    """The seat's view at the decision `replay` stands at, and the line after it as it happened (`replay` plays
    it on), up to the first chance event or choice of another seat (an undo cannot cross it: no need to go on)."""
    start = replay.view(seat)
    line = Line([], [], [], [replay.view(None)])
    for action in match.actions[len(replay.actions) :]:
        actor = action["seat"]
        line.others_chose.append(actor != seat and len(replay.legal_actions(actor)) > 1)
        before = replay.state.rng.getstate()
        replay.apply(action)
        line.chance.append(replay.state.rng.getstate() != before)
        line.views.append(replay.view(seat))
        if len(line.public) == 1:
            line.public.append(replay.view(None))
        if line.chance[-1] or line.others_chose[-1]:
            break
    return start, line


def agrees(match: Match, state: Any, action: Action, seat: int, view: View) -> bool:
    """Play the action on a determinization: True if it is legal there and shows the seat `view`."""
    try:
        match.rules.apply(state, dict(action))
    except IllegalAction:
        return False
    return same_json(match.rules.view(state, seat), view)


def sampled(
    match: Match, seat: int, start: View, actions: list[Action], line: Line, seed: int
) -> tuple[int | None, list[Any]]:
    """The first action after which some hidden state consistent with `start` shows the seat another view (or
    where the same action is not even legal), over `SAMPLES` determinizations (None if all agree); and when all
    agree, the determinizations after the actions (a later position goes on from them)."""
    return finished(sampled_steps(match, seat, start, actions, line, seed))


def sampled_steps(
    match: Match, seat: int, start: View, actions: list[Action], line: Line, seed: int
) -> Generator[None, None, tuple[int | None, list[Any]]]:
    """`sampled`, a determinization or an action played on one a step (a table works it out over frames, each step
    small enough that the one begun last in a frame's time keeps the frame short)."""
    rng = random.Random(seed)
    first: int | None = None
    states: list[Any] = []
    for _ in range(SAMPLES):
        yield
        state: Any = match.rules.determinize(start, rng)
        states.append(state)
        for index, action in enumerate(actions[: first if first is not None else len(actions)]):
            yield
            if not agrees(match, state, action, seat, line.views[index]):
                first = index
                break
    return first, states if first is None else []


def finished(steps: Generator[None, None, T]) -> T:
    """What a generator of steps returns, all its steps taken at once."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            value: T = done.value
            return value


def first_difference(match: Match, seat: int, start: View, actions: list[Action], line: Line, seed: int) -> int | None:
    """The first action after which some hidden state consistent with `start` shows the seat another view, over
    `SAMPLES` determinizations; None if all agree."""
    return sampled(match, seat, start, actions, line, seed)[0]


def sampled_length(seat: int, actions: list[Action], line: Line) -> int:
    """How many of the line's actions the determinizations need to replay: not the last when it is another seat's
    choice or chance (its refusal reads the same whether or not the samples differ there)."""
    last = len(actions) - 1
    if last >= 0 and actions[last]["seat"] != seat and (line.others_chose[last] or line.chance[last]):
        return last
    return len(actions)


def revealed_fact(match: Match, seat: int, actions: list[Action], line: Line, differs: int | None) -> str | None:
    """What the seat learned since its decision (`actions` from it on, `differs` where the samples first showed
    another view) that an undo would cross, in words; None if nothing."""
    for index, action in enumerate(actions):
        actor = action["seat"]
        if actor != seat and (line.others_chose[index] or line.chance[index] or differs == index):
            return tr("{name} has played since", name=match.seats[actor].name)
        if differs == index:
            return tr("You have seen a new card since")
        if line.chance[index]:
            return tr("A card was drawn since")
    return None


@dataclass(frozen=True)
class Onward:
    """An allowed offer's line worked out to its position: the match replayed there, and the determinizations
    that showed the seat the same views all along, each after the line's actions."""

    decision: int
    end: Match
    samples: list[Any]


@dataclass(frozen=True)
class Offer:
    """What `offer_for` worked out for a seat of a match, with what tells whether it still stands later."""

    undo: Undo
    match: Match
    seat: int
    seed: int
    at: int  # the match's actions when worked out (or last found still standing)
    settled: bool  # a refusal: it stands until the seat acts again (see `still_stands`)
    onward: Onward | None = None  # an allowed offer's line, for the next position to go on from


def went_on(offer: Offer, match: Match) -> Offer | None:
    """An allowed offer at a later position of its match, worked out from its line's end with only the new actions
    (as `offer_for` would from the start); None when that cannot be done (a new decision of the seat, the game
    over, or its decision out of the look back)."""
    onward, seat = offer.onward, offer.seat
    if onward is None or offer.match is not match or len(match.actions) <= offer.at or match.is_over():
        return None
    if onward.decision not in last_own(match, seat):
        return None
    end, samples = onward.end.fork(), [match.rules.clone(state) for state in onward.samples]
    for action in match.actions[offer.at :]:
        actor = action["seat"]
        chose = len(end.legal_actions(actor)) > 1
        if actor == seat and chose:
            return None  # a new latest decision
        before = end.state.rng.getstate()
        end.apply(action)
        chance = end.state.rng.getstate() != before
        # the samples stop before another seat's choice or chance (`sampled_length`): they agreed up to it
        differs = not (actor != seat and (chose or chance)) and not all(
            agrees(match, state, action, seat, end.view(seat)) for state in samples
        )
        line = Line([end.view(seat)], [chance], [actor != seat and chose], [])
        reason = revealed_fact(match, seat, [action], line, 0 if differs else None)
        if reason is not None:
            return Offer(Undo(None, offer.undo.what, reason=reason), match, seat, offer.seed, len(match.actions), True)
    onward = Onward(onward.decision, end, samples)
    return Offer(offer.undo, match, seat, offer.seed, len(match.actions), False, onward)


def still_stands(offer: Offer, match: Match, seat: int, seed: int) -> bool:
    """True if a settled offer is still what the seat may take back: the same match played on without the seat,
    and not over. A refusal stands then: the seat's latest decision is the same, its line and the determinizations
    agree up to the fact that refused it (the same start, the same seed), and that fact comes before any later
    action; with no decision, there is still none."""
    if not offer.settled or offer.match is not match or offer.seat != seat or offer.seed != seed:
        return False
    later = match.actions[offer.at :] if len(match.actions) >= offer.at else None
    return later is not None and all(action["seat"] != seat for action in later) and not match.is_over()


def offer_for(match: Match, seat: int, seed: int = 0, before: Offer | None = None) -> Offer:
    """What the seat may take back now (as `undo_for`), reusing `before`, an earlier offer, while it stands."""
    return finished(offer_steps(match, seat, seed, before))


def offer_steps(match: Match, seat: int, seed: int = 0, before: Offer | None = None) -> Generator[None, None, Offer]:
    """`offer_for` in steps of about a millisecond (a table works it out over frames): the offer before gone on,
    the replay to the latest decision, its line, each determinization."""
    if before is not None and still_stands(before, match, seat, seed):
        return replace(before, at=len(match.actions))
    later = went_on(before, match) if before is not None and (before.seat, before.seed) == (seat, seed) else None
    if later is not None:
        return later
    yield
    at = len(match.actions)
    if match.is_over():
        return Offer(Undo(None, reason=tr("The game is over")), match, seat, seed, at, False)
    replay = latest_decision(match, seat)
    if replay is None:
        return Offer(Undo(None, reason=tr("You have no move to take back")), match, seat, seed, at, True)
    decision = len(replay.actions)
    yield
    start, line = true_line(match, seat, replay)
    # the decision's action as the seat read it in its history ("You call CABO.")
    what = match.describe_for(match.actions[decision], seat, start, line.views[0])
    actions = match.actions[decision : decision + len(line.views)]
    differs, samples = yield from sampled_steps(
        match, seat, start, actions[: sampled_length(seat, actions, line)], line, seed
    )
    reason = revealed_fact(match, seat, actions, line, differs)
    if reason is not None:
        return Offer(Undo(None, what, reason=reason), match, seat, seed, at, True)
    public = match.describe_for(match.actions[decision], None, line.public[0], line.public[1])
    return Offer(Undo(decision, what, public), match, seat, seed, at, False, Onward(decision, replay, samples))


def undo_for(match: Match, seat: int, seed: int = 0) -> Undo:
    """What the seat may take back now: its latest decision and every action after it, or why it cannot."""
    return offer_for(match, seat, seed).undo


def undone(match: Match, undo: Undo) -> Match:
    """The match rebuilt at the undo's decision from its action log, its count of undos one higher."""
    assert undo.to is not None
    back = match.rebuilt(undo.to)
    back.extra[UNDOS_FIELD] = match.undos() + 1
    return back
