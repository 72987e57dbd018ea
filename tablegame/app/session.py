"""What a table shows each reader of one match, without a window: views, histories, marks, hand-offs, round ends.

A `TableSession` is the match at one action index with the seats' kinds and, for each reader (a seat, or None for
an onlooker), what the table shows it: its view, its history, where "new since your turn" begins, the items the
others' actions touched since then, the hand-off news. It steps forward one action at a time (`step`) and can be
rebuilt at any action index of its match (`at`): undo and review use that. It imports no pygame.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Protocol

from tablegame.core import limits
from tablegame.core.history import Entry, History
from tablegame.core.history_writer import HistoryWriter
from tablegame.core.match import Match
from tablegame.core.rules import Action, View
from tablegame.table.model import Motion

Reader = int | None  # a seat, or None: an onlooker (public facts only)


class Shows(Protocol):
    """What the session asks of a game's presenter: pure functions of views."""

    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """The cards that travel when this action is animated."""
        ...

    def round_key(self, view: View) -> object:
        """What changes when a round ends."""
        ...

    def round_end_view(self, before: View, after: View) -> View | None:
        """The table as the round ended (the final move, nothing of the next deal), or None."""
        ...


@dataclass(frozen=True)
class SeatKind:
    """Who sits in a seat: a human, or a bot at a level."""

    bot: bool
    level: str | None


@dataclass
class Step:
    """One action as the session took it: its index, the action as recorded, and each reader's views around it."""

    index: int
    done: Action
    before: dict[Reader, View]
    after: dict[Reader, View]


@dataclass
class ScoreDue:
    """A score sheet the table owes: the view it is written from, and whether the game is over."""

    view: View
    over: bool


def first_viewer(match: Match) -> int:
    """The seat the window shows first: the human to act, else the first human, else seat 0 (bots only)."""
    humans = [i for i, seat in enumerate(match.seats) if not seat.is_bot]
    acting = [seat for seat in match.to_act() if seat in humans]
    return (acting or humans or [0])[0]


class TableSession:
    """The match and, for each reader, what the table shows it; built at any action index with `at`."""

    def __init__(self, match: Match, shows: Shows, read_only: bool = False) -> None:
        self.match = match
        self.shows = shows
        self.read_only = read_only  # a finished game looked back at, or one open in another window
        self.kinds = [SeatKind(seat.is_bot, seat.level) for seat in match.seats]
        self.humans = [i for i, kind in enumerate(self.kinds) if not kind.bot]
        self.viewer = first_viewer(match)
        self.cleared = not self.hotseat  # has the viewer been handed the table (hot-seat)?
        self.histories: dict[Reader, History] = {}
        self.writers: dict[Reader, HistoryWriter] = {}  # of the histories still filling in (long games)
        self.last_acted: dict[int, int | None] = {}  # each seat's latest action (None: none yet), found on first use
        self.marks: dict[int, set[str]] = {}
        self._views_at = -1  # the number of actions the kept views (`view_now`) are of
        self._views: dict[Reader, View] = {}
        # The table as each reader saw the round end (the final move, nothing of the next deal), shown until the
        # score screen closes; None when no round has just ended.
        self.round_end: dict[Reader, View] | None = None
        self.scores_shown = shows.round_key(match.view(0))
        self.over_shown = match.is_over()
        self._scores_checked: tuple[int, Reader] | None = None  # the position (actions, reader) of `_scores_view`
        self._scores_view: View = {}
        self.autosave_failed = False

    def at(self, index: int) -> TableSession:
        """The same table at action `index` of this match, as a table opened there shows it."""
        return TableSession(self.match.rebuilt(index), self.shows, self.read_only)

    # --- seats and turns ----------------------------------------------------------------------------
    @property
    def hotseat(self) -> bool:
        """True when several humans share the window in a game with hidden information (hand-off screens)."""
        return len(self.humans) > 1 and self.match.rules.hidden_information and not self.read_only

    def holder(self, showing: bool = False) -> Reader:
        """The seat whose own view the table may draw now; None between hot-seat players (public facts only).

        In hot-seat a player holds the table from taking it at the hand-off screen until its last action (or,
        after it, while it is still `showing` what that action let it see); after that nothing of its view is
        drawn, not even while its last move is animated or bots play before the next hand-off.
        """
        if not self.humans:  # bots only: nobody at the window plays, the table is an onlooker's
            return None
        if self.read_only and not self.match.is_over():  # open elsewhere: one human's own view, else an onlooker's
            return self.viewer if len(self.humans) == 1 else None
        if not self.hotseat or self.match.is_over():
            return self.viewer
        if self.cleared and (self.viewer in self.match.to_act() or showing):
            return self.viewer
        return None

    def reader(self, showing: bool = False) -> Reader:
        """The reader whose history the table tells: the holder (bots only: an onlooker)."""
        return self.holder(showing) if self.humans else None

    def stopped(self) -> bool:
        """True once the game has reached the longest game the program plays and keeps (nobody acts any more)."""
        return (
            not self.read_only and len(self.match.actions) >= limits.LONGEST_GAME_ACTIONS and not self.match.is_over()
        )

    def viewer_may_act(self) -> bool:
        """True if the viewing seat is a human to act and has been handed the table."""
        return self.cleared and self.viewer in self.humans and self.viewer in self.match.to_act() and not self.stopped()

    def next_seat(self) -> int | None:
        """The seat the game waits for now (the first of those to act), None when nobody acts."""
        to_act = self.match.to_act()
        return to_act[0] if to_act else None

    def is_bot(self, seat: int) -> bool:
        """True if a bot plays this seat."""
        return self.kinds[seat].bot

    def handoff_needed(self) -> bool:
        """True if giving the table to another human takes a hand-off screen (several humans, hidden information)."""
        return len(self.humans) > 1 and self.match.rules.hidden_information

    def handoff_due(self) -> bool:
        """True if the next seat to act is a human who does not hold the table yet."""
        seat = self.next_seat()
        return seat is not None and not self.is_bot(seat) and (seat != self.viewer or not self.cleared)

    def next_human_differs(self) -> bool:
        """True if the seat to act is another human (a hand-off is coming)."""
        seat = self.next_seat()
        return seat is not None and seat in self.humans and seat != self.viewer and len(self.humans) > 1

    def give_table(self, seat: int, cleared: bool = True) -> None:
        """`seat` views the table now (`cleared`: it has taken it; False: a hand-off screen stands between)."""
        if cleared:
            self.viewer = seat
        self.cleared = cleared

    # --- views and histories --------------------------------------------------------------------------
    def view_now(self, reader: Reader) -> View:
        """A reader's view of the position now, made once per position: a move's views of the position after it
        are the next move's views before it (the table only reads views)."""
        index = len(self.match.actions)
        if self._views_at != index:
            self._views_at, self._views = index, {}
        if reader not in self._views:
            self._views[reader] = self.match.view(reader)
        return self._views[reader]

    def shown_view(self, reader: Reader) -> View:
        """The view the table draws for a reader: the round's end while its score screen is owed, else now."""
        view = (self.round_end or {}).get(reader)
        return view if view is not None else self.view_now(reader)

    def history_of(self, reader: Reader) -> History:
        """The history as `reader` reads it (written from its views; made on first use): of a long game its newest
        part at once, the whole once `fill` has written the rest."""
        if reader not in self.histories:
            writer = HistoryWriter(self.match, reader)
            self.histories[reader] = writer.history
            if not writer.complete:
                self.writers[reader] = writer
        return self.histories[reader]

    def history_progress(self, reader: Reader) -> tuple[int, int] | None:
        """How far a history still filling in is written (actions written, all of them), None once whole."""
        writer = self.writers.get(reader)
        return (writer.written, writer.total) if writer is not None else None

    def fill(self, deadline: float, first: Reader) -> bool:
        """Write the histories still filling in (`first` first) until `deadline` (a perf_counter time); True if
        one became whole."""
        finished = False
        for reader in sorted(self.writers, key=lambda seat: seat != first):
            if self.writers[reader].run(deadline):
                del self.writers[reader]
                finished = True
            if time.perf_counter() > deadline:
                break
        return finished

    def last_action_of(self, seat: int) -> int | None:
        """The index of `seat`'s latest action, None before its first."""
        if seat not in self.last_acted:
            actions = self.match.actions
            self.last_acted[seat] = next(
                (i for i in range(len(actions) - 1, -1, -1) if actions[i]["seat"] == seat), None
            )
        return self.last_acted[seat]

    def latest_texts(self, history: History) -> list[str]:
        """The entries of the latest action in a history: its own and its events (read from the end)."""
        latest = len(self.match.actions) - 1
        texts: list[str] = []
        for entry in reversed(history.entries):
            if entry.action != latest:
                break
            texts.insert(0, entry.text)
        return texts

    def fresh_from(self, reader: Reader) -> int | None:
        """The index of the first entry of `reader`'s history after its own last action (None: none, or never
        acted, or an onlooker)."""
        if reader is None:
            return None
        entries = self.history_of(reader).entries
        last = self.last_action_of(reader)
        if last is None:
            return None
        first = len(entries)
        while first > 0 and entries[first - 1].action > last:
            first -= 1
        return first if first < len(entries) else None

    def marks_of(self, seat: int) -> set[str]:
        """The items the actions since `seat`'s own last action touched, from its views (made on first use)."""
        if seat not in self.marks:
            marks: set[str] = set()
            last = self.last_action_of(seat)
            if last is not None and last + 1 < len(self.match.actions):
                replayed = self.match.rebuilt(last + 1)
                for action in self.match.actions[last + 1 :]:
                    before = replayed.view(seat)
                    replayed.apply(action)
                    marks |= self.touched(action, before, replayed.view(seat))
            self.marks[seat] = marks
        return self.marks[seat]

    def touched(self, action: Action, before: View, after: View) -> set[str]:
        """The items an action moved something from or to, as a reader sees it."""
        return {key for motion in self.shows.motions(action, before, after) for key in (motion.source, motion.target)}

    # --- news ----------------------------------------------------------------------------------------
    def news_of(self, reader: Reader, seat: int) -> list[Entry]:
        """`reader`'s entries of the latest action another seat took since `seat`'s last one, with its events."""
        history = self.history_of(reader)
        last = self.last_action_of(seat)
        others = [e for e in history.entries if (last is None or e.action > last) and e.seat != seat]
        if not others:
            return []
        latest = others[-1].action
        return [e for e in others if e.action == latest]

    def handoff_news(self, seat: int) -> list[str]:
        """What happened since `seat`'s last action, as an onlooker reads it: the previous player still sits in
        front of the hand-off screen, so it may say nothing `seat` alone may know (a Library look, a card taken)."""
        return [entry.text for entry in self.news_of(None, seat)]

    def private_news(self, seat: int) -> list[str]:
        """The events of that action only `seat` was told (a Catan Library look), said once it has the table: its
        history's entries beyond the onlooker's (the others tell the same facts, in its own words)."""
        public = self.news_of(None, seat)
        return [entry.text for entry in self.news_of(seat, seat)[len(public) :]]

    # --- stepping ------------------------------------------------------------------------------------
    def step(self, action: Action) -> Step:
        """Apply an action (raises IllegalAction) and add it to every reader's history, marks and round end."""
        readers = {*self.histories, self.viewer, None, *self.marks}
        before = {reader: self.view_now(reader) for reader in readers}
        round_before = self.shows.round_key(before[self.viewer])
        self.match.apply(action)
        after = {reader: self.view_now(reader) for reader in readers}
        index = len(self.match.actions) - 1
        done = self.match.actions[index]
        self.last_acted[done["seat"]] = index
        for reader, history in self.histories.items():
            history.add(index, done, before[reader], after[reader])
        for seat, marks in self.marks.items():
            if done["seat"] == seat:
                marks.clear()
            elif self.last_action_of(seat) is not None:  # no marks before a seat's first turn
                marks |= self.touched(done, before[seat], after[seat])
        if self.shows.round_key(after[self.viewer]) != round_before:
            self.round_end = {}
            for reader in readers:
                end = self.shows.round_end_view(before[reader], after[reader])
                if end is not None:
                    self.round_end[reader] = end
        return Step(index, done, before, after)

    # --- rounds and scores -----------------------------------------------------------------------------
    def score_reader(self) -> Reader:
        """The seat a score sheet calls "you" (it is written from the viewer's view), None with bots only."""
        return self.viewer if self.humans else None

    def score_due(self) -> ScoreDue | None:
        """A score sheet owed once after each round and once at the game's end (then counted as shown)."""
        reader = self.score_reader()
        position = (len(self.match.actions), reader)  # asked every idle frame: the view only when it changed
        if position != self._scores_checked:
            self._scores_checked = position
            self._scores_view = self.view_now(reader)
        key = self.shows.round_key(self._scores_view)
        over = self.match.is_over()
        if key == self.scores_shown and over == self.over_shown:
            return None
        self.scores_shown, self.over_shown = key, over
        return ScoreDue(self._scores_view, over)

    def close_round(self) -> None:
        """The score screen closed: the table shows the position as it now is (the next round's deal)."""
        self.round_end = None

    # --- autosave ------------------------------------------------------------------------------------
    def autosave_news(self, failure: BaseException | None) -> tuple[bool, bool]:
        """Note whether the latest autosave failed: (newly failing: say so once, changed: the Menu tip changes)."""
        newly = failure is not None and not self.autosave_failed
        changed = self.autosave_failed != (failure is not None)
        self.autosave_failed = failure is not None
        return newly, changed
