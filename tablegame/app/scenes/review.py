"""The Review screen: a finished game stepped through move by move, with the coach's win-chance plot and marks.

The table below is the game's own table, read-only, rebuilt at the position shown (`TableSession.at`), as a seat
sees it or with every card face up; at a marked decision of that seat it lights the move the hard bot would have
played, as the table lights a move's targets. Above it: each seat's win chance over the game (filling in while the
coach's analysis runs in the background, `review_work`), a bar with the game's moves and marks to click or drag,
the step buttons and the marked moves. Keys: Left/Right a move, Up/Down a turn, PageUp/PageDown a round,
Home/End the start and the end, M / Shift+M the next / previous marked move, V whose view, Esc back.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from pathlib import Path

import pygame

from tablegame.app.review_work import ReviewResults, ReviewWork, read_review, review_path, turn_starts, write_review
from tablegame.app.scene import Host
from tablegame.app.scenes.table import TableScene
from tablegame.app.scenes.table_buttons import add_button
from tablegame.app.session import Reader
from tablegame.app.text_lines import wrapped_lines
from tablegame.app.widgets import Button, click_button
from tablegame.coach.review import Decision
from tablegame.core.match import Match
from tablegame.core.rules import Action
from tablegame.core.words import shown_name
from tablegame.i18n import tr
from tablegame.storage.kept import MATCH_ID_FIELD
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key, PointerDown, PointerMove, PointerUp, Wheel
from tablegame.table.layout import Layout
from tablegame.table.model import Gesture, TableModel
from tablegame.table.plot import Plot, Series, draw_plot

PREVIOUS_UI, NEXT_UI, CHANCE_UI = "review:previous", "review:next", "review:chance"
MARK_COLOURS = {"inaccuracy": (240, 200, 80), "mistake": (245, 140, 60), "blunder": (230, 70, 70)}
MARK_SIGNS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def mark_word(mark: str) -> str:
    """A mark in the reader's language."""
    words = {"inaccuracy": tr("Inaccuracy"), "mistake": tr("Mistake"), "blunder": tr("Blunder")}
    return words.get(mark, mark)


class ReviewScene(TableScene):
    """A finished game's review: the table at any move, the win chance over the game, the human's marked moves."""

    def __init__(self, app: Host, match: Match, layout: Layout | None = None) -> None:
        super().__init__(app, match, layout, read_only=True)
        self.whole = self.session  # the finished game; `session` is the table at the position shown
        self.end = len(match.actions)
        self.position = self.end
        self.face_up = match.is_over()  # every card face up: only for a finished game
        self.seat: int = self.viewer
        self.turns = turn_starts(match)
        self.rounds = self.round_starts()
        self.work = ReviewWork(match, self.kept_review())
        self.kept = self.work.finished  # read from its file: nothing to keep
        self.buttons: list[Button] = []
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.dragging = False
        self.mark_rects: list[tuple[pygame.Rect, int]] = []  # the marked moves listed, to click
        self.top = 0  # the height of the button row; the table (or the plot page) under it
        self.plotting = True  # the win-chance page (Tab: the table at the move shown)

    # --- what is shown -----------------------------------------------------------------------------------
    def round_starts(self) -> list[int]:
        """The positions where a round begins (the presenter's round key changes), the start first."""
        replay = self.whole.match.rebuilt(0)
        starts, key = [0], self.presenter.round_key(replay.view(None))
        for index, action in enumerate(self.whole.match.actions):
            replay.apply(action)
            now = self.presenter.round_key(replay.view(None))
            if now != key and index + 1 < self.end:
                starts.append(index + 1)
            key = now
        return starts

    def kept_path(self) -> Path | None:
        """Where this game's review is kept, or None (a game with no id of its own)."""
        ident = self.whole.match.extra.get(MATCH_ID_FIELD)
        return review_path(self.app.store.finished_folder, ident) if isinstance(ident, str) else None

    def kept_review(self) -> ReviewResults | None:
        """The review computed before, if it is kept and can be used."""
        path = self.kept_path()
        return read_review(path, self.whole.match) if path is not None else None

    def decision_here(self) -> Decision | None:
        """The judged decision taken at the position shown (the action it is about to play), if any."""
        return self.work.results.decisions.get(self.position)

    def go(self, position: int) -> None:
        """Show the table at `position` (actions done)."""
        self.position = max(0, min(self.end, position))
        self.session = self.whole.at(self.position)
        self.session.viewer = self.seat
        self.match = self.session.match
        self.presenter.reset()
        self.dirty = True

    def holder(self) -> Reader:
        """The seat whose view is shown."""
        return self.seat

    def _table_model(self, reader: Reader) -> TableModel:
        """The seat's view at the position shown (face up: every card), the best move lit at a marked decision."""
        rules, state = self.match.rules, self.match.state
        self.session.viewer = self.seat
        self.shown_view = rules.open_view(state, self.seat) if self.face_up else self.session.view_now(self.seat)
        decision = self.decision_here()
        lit = [decision.best] if decision is not None and decision.mark and decision.played["seat"] == self.seat else []
        return self.presenter.build(self.shown_view, lit)

    def rebuild(self) -> None:
        """The table at the move shown; a best move that is one drag shows its card picked up, its target lit (with
        several targets the card is only lit: their badges would cover the piles' counts)."""
        super().rebuild()
        drags = [gesture for gesture in self.board.model.gestures if gesture.kind == "drag"]
        if len(drags) == 1:
            self.board.picked = drags[0].source

    def set_status(self, model: TableModel, latest: list[str]) -> None:
        """The move about to be played from the position shown (the coach's words are above the table)."""
        if self.position < self.end:
            played = self.whole.match.actions[self.position]
            decision = self.decision_here()
            if decision is not None and decision.mark:  # the best move is lit; the chart page names it
                model.status = tr(
                    "{sign} {mark}: {move}",
                    sign=MARK_SIGNS[decision.mark],
                    mark=mark_word(decision.mark),
                    move=self.describe(played),
                )
            else:
                model.status = tr("Move {number}: {move}", number=self.position + 1, move=self.describe(played))
        else:
            model.status = tr("The end of the game")

    def describe(self, action: Action) -> str:
        """An action in a line of words, naming only what every seat knows of it."""
        return self.match.rules.describe(action, [shown_name(name) for name in self.whole.match.names()])

    def add_window_buttons(self, model: TableModel) -> None:
        """The review's buttons in the table's button row: a move back and on, the win-chance page, back."""
        add_button(model, PREVIOUS_UI, "◀", tr("The move before (Left)"))
        add_button(model, NEXT_UI, "▶", tr("The next move (Right)"))
        add_button(model, CHANCE_UI, tr("Chart"), tr("The win chance over the game and the marked moves (Tab)"))

    def on_gesture(self, gesture: Gesture) -> None:
        """The review's buttons; nothing is played in a review."""
        steps = {
            PREVIOUS_UI: lambda: self.go(self.position - 1),
            NEXT_UI: lambda: self.go(self.position + 1),
            CHANCE_UI: self.flip,
        }
        step = steps.get(gesture.ui or "")
        if step is not None:
            step()

    # --- lifecycle ---------------------------------------------------------------------------------------
    def enter(self) -> None:
        """Lay out, show the end of the game, and start the analysis (in a thread when the window has them)."""
        self.resize(self.app.size)
        self.go(self.end)
        self.rebuild()
        if self.app.bot_threads:
            self.work.start()

    def exit(self) -> None:
        """Stop the analysis (a half-done one is not kept). The game is not this screen's to let go: a table under
        it (the game-over screen's) may still hold it."""
        self.work.stop()
        self.stop_bots()  # none ever think here; the worker is closed all the same

    def busy(self) -> bool:
        """Drawn every frame while the analysis fills in."""
        return not self.work.finished or self.board.animating

    def update(self, dt: float) -> None:
        """Run the analysis here when there is no thread, keep it once whole, and redraw as it fills in."""
        was = self.work.done
        if not self.app.bot_threads:
            self.work.run_one()
        if self.work.done != was:
            self.dirty = True
        if self.work.finished and not self.kept:
            self.kept = True
            self.keep()
        self.board.update(dt)
        self.fill_histories(dt)
        if self.dirty:
            self.rebuild()

    def keep(self) -> None:
        """Keep the whole review beside the finished game (a failure costs only a later recomputation)."""
        path = self.kept_path()
        if path is not None and self.whole.match.is_over():
            write_review(path, self.work.results, self.whole.match)

    def resize(self, size: tuple[int, int]) -> None:
        """The button row on top, the table (or the plot page) under it."""
        w, h = size
        self.top = self.row_height() + 2 * self.pad()
        self.board.resize((w, h))
        self.layout_controls(size)
        self.dirty = True

    def pad(self) -> int:
        """The gap between the controls."""
        return max(4, int(10 * self.app.fonts.scale))

    def row_height(self) -> int:
        """The buttons' height."""
        return max(int(40 * self.app.fonts.scale), self.app.fonts.body.get_height() + 8)

    def flip(self) -> None:
        """The plot page, or the table at the move shown."""
        self.plotting = not self.plotting
        self.layout_controls(self.app.size)
        self.dirty = True

    def layout_controls(self, size: tuple[int, int]) -> None:
        """The move bar and the buttons along the strip's foot."""
        w, _ = size
        scale = self.app.fonts.scale
        pad, row = self.pad(), self.row_height()
        y = pad
        steps = [
            ("|◀", lambda: self.go(0)),
            ("◀", lambda: self.go(self.position - 1)),
            ("▶", lambda: self.go(self.position + 1)),
            ("▶|", lambda: self.go(self.end)),
        ]
        small = max(int(52 * scale), row)
        x = pad
        self.buttons = []
        for label, act in steps[:2]:
            self.buttons.append(Button(pygame.Rect(x, y, small, row), label, act))
            x += small + pad
        wide = max(int(150 * scale), int(w * 0.13))
        right = w - 3 * (wide + pad)
        bar_right = right - pad - 2 * (small + pad)
        self.bar = pygame.Rect(x, y + row // 4, max(10, bar_right - x), row // 2)
        x = bar_right + pad
        for label, act in steps[2:]:
            self.buttons.append(Button(pygame.Rect(x, y, small, row), label, act))
            x += small + pad
        page = tr("Table") if self.plotting else tr("Chart")
        self.buttons.append(Button(pygame.Rect(right, y, wide, row), page, self.flip))
        self.buttons.append(
            Button(pygame.Rect(right + wide + pad, y, wide, row), self.seat_label(), self.next_seat_view)
        )
        self.buttons.append(Button(pygame.Rect(right + 2 * (wide + pad), y, wide, row), tr("Back"), self.back))

    def seat_label(self) -> str:
        """The view button's label: whose view is shown."""
        if self.face_up:
            return tr("All cards face up")
        return tr("As {name}", name=shown_name(self.whole.match.names()[self.seat]))

    def next_seat_view(self) -> None:
        """The next seat's view, then (a finished game) every card face up, then the first seat's again."""
        seats = len(self.whole.match.seats)
        if self.face_up:
            self.face_up, self.seat = False, 0
        elif self.seat + 1 < seats:
            self.seat += 1
        elif self.whole.match.is_over():
            self.face_up, self.seat = True, 0
        else:
            self.seat = 0
        self.layout_controls(self.app.size)
        self.go(self.position)

    def back(self) -> None:
        """Leave the review."""
        self.app.scenes.pop()

    # --- input -------------------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        """Keys step through the game; the bar and buttons above the table; the table's own hover and wheel."""
        if isinstance(event, Key):
            self.key(event)
            return
        if (
            self.plotting
            and isinstance(event, PointerDown)
            and event.button == 1
            and self.bar.inflate(0, 16).collidepoint(event.pos)
        ):
            self.dragging = True
            self.to_bar(event.pos[0])
            return
        if isinstance(event, PointerMove) and self.dragging:
            self.to_bar(event.pos[0])
            return
        if isinstance(event, PointerUp):
            self.dragging = False
        if self.plotting:
            if isinstance(event, PointerDown):
                self.click_top(event)
            return
        if isinstance(event, PointerDown | PointerUp | PointerMove | Wheel):
            self.board.handle(event)
            self.dirty = True

    def click_top(self, event: PointerDown) -> None:
        """A button, or a marked move in the list."""
        for rect, index in self.mark_rects:
            if rect.collidepoint(event.pos):
                self.go(index)
                self.flip()  # the move on the table, its best move lit
                return
        click_button(self.buttons, event)
        self.layout_controls(self.app.size)  # the view button names the view chosen

    def key(self, event: Key) -> None:
        """Left/Right a move, Up/Down a turn, PageUp/PageDown a round, Home/End, M marks, V whose view, Esc back."""
        name = event.name
        moves: dict[str, Callable[[], int]] = {
            "left": lambda: self.position - 1,
            "right": lambda: self.position + 1,
            "home": lambda: 0,
            "end": lambda: self.end,
            "up": lambda: self.before(self.turns),
            "down": lambda: self.after(self.turns),
            "page up": lambda: self.before(self.rounds),
            "page down": lambda: self.after(self.rounds),
            "m": lambda: self.next_mark(-1 if event.shift else 1),
        }
        if name in moves:
            self.go(moves[name]())
        elif name == "v":
            self.next_seat_view()
        elif name in ("tab", "p"):
            self.flip()
        elif name == "escape":
            self.back()

    def before(self, starts: list[int]) -> int:
        """The last of `starts` before the position shown (else the start)."""
        return max((s for s in starts if s < self.position), default=0)

    def after(self, starts: list[int]) -> int:
        """The first of `starts` after the position shown (else the end)."""
        return min((s for s in starts if s > self.position), default=self.end)

    def next_mark(self, way: int) -> int:
        """The next marked move's position (`way` -1: the previous), round to the other end; here if none."""
        marked = self.marked()
        self.mark_rects = []
        if not marked:
            return self.position
        if way > 0:
            return min((p for p in marked if p > self.position), default=marked[0])
        return max((p for p in marked if p < self.position), default=marked[-1])

    def marked(self) -> list[int]:
        """The positions of the marked decisions found so far."""
        found = list(self.work.results.decisions.items())  # one copy (under the GIL): the worker adds to it meanwhile
        return sorted(index for index, decision in found if decision.mark)

    def to_bar(self, x: int) -> None:
        """Go to the move under `x` on the move bar."""
        inner = self.bar.inflate(-2 * max(5, self.bar.h // 2 + 2), 0)
        share = (x - inner.x) / max(1, inner.w)
        self.go(round(max(0.0, min(1.0, share)) * self.end))

    # --- drawing -----------------------------------------------------------------------------------------
    def plot(self) -> Plot:
        """Each seat's win chance at the positions analysed so far."""
        names = self.whole.match.names()
        chances = self.work.results.chances
        positions = [p for p in self.work.positions if p in chances]
        winners = self.whole.match.rules.result(self.whole.match.state)["winners"]
        series = [
            Series(
                shown_name(name),
                [100 * chances[p][seat] for p in positions],
                r.seat_colour(seat),
                seat=seat,
                marked=seat in winners,
            )
            for seat, name in enumerate(names)
        ]
        thinned = len(self.work.positions) < len(self.turns) + 1
        x_label = tr("Turns, sampled") if thinned else tr("Turns played")
        return Plot(
            series,
            x_label,
            tr("Win chance"),
            first_x=0,
            y_range=(0, 100),
            y_suffix="%",
            reference=50,
            empty_text=tr("Working out the win chances…"),
            cursor=self.cursor(positions),
        )

    def cursor(self, positions: list[int]) -> float | None:
        """Where the position shown falls among the plotted positions (by index, between two), None past them."""
        if not positions or self.position > positions[-1]:
            return None
        after = bisect.bisect_left(positions, self.position)
        if positions[after] == self.position or after == 0:
            return float(after)
        low, high = positions[after - 1], positions[after]
        return after - 1 + (self.position - low) / (high - low)

    def draw(self, surface: pygame.Surface) -> None:
        """The table at the move shown, or the win-chance page: its buttons and move bar, the plot, the marks."""
        if not self.plotting:
            super().draw(surface)
            return
        w, h = surface.get_size()
        fonts = self.app.fonts
        pad = self.pad()
        surface.fill((12, 30, 22))
        plot_rect = pygame.Rect(pad, self.top + pad, int(w * 0.66), h - self.top - 2 * pad)
        draw_plot(surface, plot_rect, self.plot(), fonts)
        side = pygame.Rect(plot_rect.right + 2 * pad, plot_rect.y, w - plot_rect.right - 3 * pad, plot_rect.h)
        self.draw_side(surface, side)
        self.draw_bar(surface)
        for button in self.buttons:
            button.draw(surface, fonts, self.app.pointer)

    def draw_side(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The analysis' progress (while it runs), where the review is, the coach's word on the move about to be
        played, and the marked moves, as many as fit."""
        font = self.app.fonts.small
        line = font.get_height() + 2
        y = rect.y
        if not self.work.finished:
            words = tr("Analysing… {percent}%", percent=round(100 * self.work.progress()))
            r.draw_text(surface, font, words, (rect.x, y), width=rect.w)
            y += line
            bar = pygame.Rect(rect.x, y, rect.w, max(4, line // 3))
            pygame.draw.rect(surface, (40, 60, 50), bar, border_radius=3)
            pygame.draw.rect(surface, r.GLOW, (bar.x, bar.y, int(bar.w * self.work.progress()), bar.h), border_radius=3)
            y += bar.h + line // 2
        words = tr("Moves played: {number} of {count}", number=self.position, count=self.end)
        y = r.draw_text(surface, font, words, (rect.x, y), width=rect.w).bottom + 2
        for text, colour in self.coach_words():
            for piece in wrapped_lines(font, text, rect.w, most=2):
                r.draw_text(surface, font, piece, (rect.x, y), colour, width=rect.w)
                y += line
        self.mark_rects = []
        marked = self.marked()
        if not marked:
            if self.work.finished and y + line <= rect.bottom:
                r.draw_text(surface, font, tr("No marked moves"), (rect.x, y), width=rect.w)
            return
        if y + 2 * line > rect.bottom:
            return
        r.draw_text(surface, font, tr("Marked moves (M):"), (rect.x, y), width=rect.w)
        y += line
        names = [shown_name(name) for name in self.whole.match.names()]
        for index in self.marks_around(marked, (rect.bottom - y) // line):
            decision = self.work.results.decisions[index]
            mark = decision.mark or "inaccuracy"
            words = tr(
                "{sign} Move {number}: {name}",
                sign=MARK_SIGNS[mark],
                number=index + 1,
                name=names[decision.played["seat"]],
            )
            colour = r.GLOW if index == self.position else MARK_COLOURS[mark]
            self.mark_rects.append((r.draw_text(surface, font, words, (rect.x, y), colour, width=rect.w), index))
            y += line

    def marks_around(self, marked: list[int], room: int) -> list[int]:
        """The marked moves that fit in `room` lines: those nearest the position shown."""
        if room <= 0:
            return []
        first = max(0, min(len(marked) - room, bisect.bisect_left(marked, self.position) - room // 2))
        return marked[first : first + room]

    def coach_words(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the coach says of the move about to be played, when it is a judged one: its mark and the best move."""
        decision = self.decision_here()
        if decision is None:
            return []
        if decision.mark is None:
            return [(tr("A good move"), r.TEXT)]
        drop = max(0, round(100 * (decision.win_chance_best - decision.win_chance_played)))
        mark = tr(
            "{sign} {mark}: {drop}% less chance to win",
            sign=MARK_SIGNS[decision.mark],
            mark=mark_word(decision.mark),
            drop=drop,
        )
        return [(mark, MARK_COLOURS[decision.mark]), (tr("Best: {move}", move=self.describe(decision.best)), r.TEXT)]

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The moves as a bar: the marks as coloured ticks, the round starts as notches, the position as a knob."""
        bar = self.bar
        pygame.draw.rect(surface, (40, 60, 50), bar, border_radius=bar.h // 2)
        knob = max(5, bar.h // 2 + 2)
        inner = bar.inflate(-2 * knob, 0)  # the knob stays on the bar at either end

        def x_of(position: int) -> int:
            return inner.x + round(inner.w * position / max(1, self.end))

        for start in self.rounds[1:]:
            pygame.draw.line(surface, (150, 170, 155), (x_of(start), bar.y), (x_of(start), bar.bottom), 1)
        for index in self.marked():
            mark = self.work.results.decisions[index].mark or "inaccuracy"
            pygame.draw.rect(surface, MARK_COLOURS[mark], (x_of(index) - 2, bar.y - 3, 4, bar.h + 6))
        pygame.draw.circle(surface, r.GLOW, (x_of(self.position), bar.centery), knob)
