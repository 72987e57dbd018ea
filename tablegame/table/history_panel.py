"""The history panel in a layout's `log` zone: the whole game, grouped by round and turn, scrollable.

It lays out only the rows it draws: each row's wrapped lines are cached by text and width, and the
scroll position counts pixels up from the newest entry, so a long game costs no more than a short one.
A long game's history may come in two steps (its newest part, then the whole, see core/history_writer):
meanwhile a line at the top says how much is there, and the whole one's rows are made a slice a frame
(`work`) while the newest part stays on show.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Literal

import pygame

from tablegame.core.history import Entry
from tablegame.i18n import language, tr
from tablegame.table import render as r

RowKind = Literal["round", "turn", "since", "entry", "event"]
FRESH = (120, 215, 255)  # what changed since the reader's last turn (never the yellow of legal targets)
EVENT_INK = (200, 222, 235)
WHEEL_LINES = 3  # lines one notch of the wheel scrolls
SCROLLBAR_W = 8
MEASURED_ABOVE = 4000  # pixels of rows above the visible ones measured exactly; the rest are estimated
READING_WIDTH = 48  # the expanded panel's width in percent of the window's: a typical entry on one line
MADE_AT_ONCE = 2000  # a history of more entries that replaces another of the same reader is made into rows in slices


@dataclass(frozen=True, slots=True)
class Row:
    """One drawn row: a round or turn separator, the "new since your turn" line, an entry or an event."""

    kind: RowKind
    text: str
    seat: int | None = None
    fresh: bool = False


def history_rows(entries: list[Entry], names: list[str], reader: int | None, fresh_from: int | None) -> list[Row]:
    """The rows of a history: a separator at each new round and turn, then the turn's entries and events."""
    return RowMaker(names, reader, fresh_from).extend(entries)


class RowMaker:
    """Turns a history's entries into rows, continuing where it stopped (a long game's rows are made once)."""

    def __init__(self, names: list[str], reader: int | None, fresh_from: int | None) -> None:
        self.names = names
        self.reader = reader
        self.fresh_from = fresh_from
        self.done = 0  # entries already made into rows
        self.made = 0  # rows made so far
        self.starts: list[int] = []  # of each entry made, the number of rows before its own
        self.round_number: int | None = None
        self.turn: int | None = None

    def extend(self, entries: list[Entry], deadline: float | None = None) -> list[Row]:
        """The rows of the entries after the ones already made (those made by `deadline`, a `perf_counter` time)."""
        rows: list[Row] = []
        fresh_from = self.fresh_from
        start, end = self.done, len(entries)
        for i in range(start, end):
            if deadline is not None and i > start and i % 256 == 0 and time.perf_counter() > deadline:
                end = i
                break
            entry = entries[i]
            self.starts.append(self.made + len(rows))
            if entry.round is not None and entry.round != self.round_number:
                rows.append(Row("round", tr("Round {number}", number=entry.round)))
                self.turn = None
            self.round_number = entry.round
            if i == fresh_from:
                rows.append(Row("since", tr("New since your turn")))
                self.turn = None
            fresh = fresh_from is not None and i >= fresh_from
            if entry.turn != self.turn:
                name = (
                    tr("You")
                    if entry.seat == self.reader
                    else self.names[entry.seat]
                    if entry.seat < len(self.names)
                    else "?"
                )
                rows.append(Row("turn", name, entry.seat, fresh))
                self.turn = entry.turn
            rows.append(Row("event" if entry.event else "entry", entry.text, entry.seat, fresh))
        self.done = end
        self.made += len(rows)
        return rows

    def rewind(self, entries: list[Entry], to: int) -> int:
        """Forget the rows of the entries from `to` on (to make them again, say with another mark); returns how
        many rows are kept. The separators before an entry depend only on the entry before it."""
        to = min(to, self.done)
        self.made = self.starts[to] if to < self.done else self.made
        del self.starts[to:]
        self.done = to
        self.round_number = entries[to - 1].round if to else None
        self.turn = entries[to - 1].turn if to else None
        return self.made


RATE_DECAY = 0.9  # a row's wrapping cost per letter: the largest measured, shrinking by this at each new measure
_WRAP_RATE = [0.0]  # seconds per letter of the last rows wrapped ahead (`HistoryPanel.wrap_ahead`)


class HistoryPanel:
    """Scroll state, cached layout, drawing and input of one board's history panel."""

    def __init__(self) -> None:
        self.rows: list[Row] = []
        self.offset = 0  # pixels scrolled up from the newest row (0: following the game)
        self.unseen = False  # rows arrived while scrolled up: the "new entries" pill shows
        self.rect = pygame.Rect(0, 0, 0, 0)  # the whole panel, as last drawn
        self.area = pygame.Rect(0, 0, 0, 0)  # the rows' part of it
        self.thumb = pygame.Rect(0, 0, 0, 0)
        self.pill = pygame.Rect(0, 0, 0, 0)
        self.toggle = pygame.Rect(0, 0, 0, 0)  # the small box on the title line that grows or shrinks the panel
        self.expanded = False  # grown over the table, to read a long turn at once
        self.dragging: tuple[int, int, bool] | None = None  # (pointer y at press, offset at press, by the thumb)
        self._key: tuple[int, int, int | None, int | None, str] | None = None  # (source id, count, reader,
        # fresh_from, language)
        self._added = 0  # rows appended since the last draw (kept in place while scrolled up)
        self._pill_room = 0  # the height of the pill's strip under the rows, as last drawn
        self._dropped: list[Row] = []  # rows taken off the end since the last draw (made again with another mark)
        self._maker: RowMaker | None = None  # makes the rows of entries added to the same history
        # A long history replacing the shown one of the same reader, made into rows a slice at a time: (its
        # key, its entries, the maker, the rows made so far).
        self._making: tuple[tuple[int, int, int | None, int | None, str], list[Entry], RowMaker, list[Row]] | None = (
            None
        )
        self.progress: tuple[int, int] | None = None  # (actions, of how many) while the history is partial
        self._wrapped: dict[tuple[str, str, int], list[str]] = {}
        self._drawn_with: tuple[pygame.font.Font, int] | None = None  # (font, rows' width) as last drawn
        self._font_h = 0
        self._total = 0  # the content's height as last measured
        self._cut_at_top = False  # the top row drawn goes on above the visible area (a fade says so)
        self._fade: pygame.Surface | None = None
        self._fade_key: tuple[int, int] | None = None
        self._first_line_y = 0  # the top of the highest line drawn (the fade reaches over it)

    # --- content ---------------------------------------------------------------------------------
    def sync(
        self,
        entries: list[Entry],
        names: list[str],
        reader: int | None,
        fresh_from: int | None,
        progress: tuple[int, int] | None = None,
    ) -> None:
        """Follow the reader's entries: append the new ones, or start over for another history or mark (a long
        history in slices, see `work`); `progress` (actions, of how many): the history is partial so far."""
        self.progress = progress
        key = (id(entries), len(entries), reader, fresh_from, language())  # its separators speak the language
        if key == self._key:
            self._making = None
            return
        old = self._key
        same_reader = old is not None and (old[2], old[4]) == (key[2], key[4])
        maker = self._maker
        if same_reader and maker is not None and old is not None and old[0] == key[0] and old[1] <= key[1]:
            self._making = None
            if old[3] != key[3]:  # another mark: the rows from the earlier of the two marks on are made again
                kept = maker.rewind(entries, min(m for m in (old[3], key[3], old[1]) if m is not None))
                self._dropped += self.rows[kept:]
                self._added = max(0, self._added - (len(self.rows) - kept))
                del self.rows[kept:]
                maker.fresh_from = fresh_from
            tail = maker.extend(entries)  # same history, grown: rows only appended
            self._added += len(tail)
            self.rows.extend(tail)
            self._key = key
            return
        if old is not None and not same_reader:
            self.offset, self.unseen = 0, False  # another reader's history: start at its newest entry
        if old is not None and len(entries) > MADE_AT_ONCE:  # made in slices, the frame never waits for them
            if not same_reader:  # nothing of another reader's history stays on show
                self.rows, self._maker, self._key = [], None, (-1, 0, reader, fresh_from, key[4])
            making = self._making
            if making is None or making[1] is not entries or making[0][2:] != key[2:]:
                self._making = (key, entries, RowMaker(names, reader, fresh_from), [])
            else:
                self._making = (key, *making[1:])
            return
        self._making = None
        self._maker = RowMaker(names, reader, fresh_from)
        self.rows = self._maker.extend(entries)
        self._key = key

    def work(self, deadline: float) -> bool:
        """Make rows of a history waiting to replace the shown one until `deadline` (a `perf_counter` time); True
        once it is shown (its newest rows are the shown ones: the scroll position stays)."""
        if self._making is None:
            return False
        key, entries, maker, rows = self._making
        rows.extend(maker.extend(entries, deadline))
        if maker.done < len(entries):
            return False
        self.rows, self._maker, self._key, self._making = rows, maker, key, None
        self._added, self._dropped = 0, []
        return True

    # --- layout ----------------------------------------------------------------------------------
    def _indent(self, kind: RowKind) -> int:
        """How far a row's text starts from the left of the rows' area."""
        return {"entry": 8, "event": 20}.get(kind, 4)

    def lines(self, row: Row, font: pygame.font.Font, width: int) -> list[str]:
        """A row's wrapped lines at a width (cached: a long game is wrapped once)."""
        key = self._wrap_key(row, width)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 20000:
                self._wrapped.clear()
            lines = [row.text] if row.kind in ("round", "turn", "since") else r.wrap_text(font, row.text, key[2])
            self._wrapped[key] = lines
        return lines

    def _wrap_key(self, row: Row, width: int) -> tuple[str, str, int]:
        """What a row's wrapped lines are kept by: its kind, its text and the room its lines have at a width."""
        return row.kind, row.text, max(20, width - self._indent(row.kind) - 4)

    def wrap_ahead(self, end_by: float) -> None:
        """Wrap the rows added since the panel was drawn, newest first, at the width it was drawn at, each begun only
        where it is expected to end by `end_by` (`time.thread_time`; a letter's cost as measured, the largest
        lately): the frame that shows them draws them (a move's rows took 1.5-3 ms of that frame)."""
        if self._drawn_with is None:
            return
        font, width = self._drawn_with
        for row in reversed(self.rows[len(self.rows) - self._added :]):
            if self._wrap_key(row, width) in self._wrapped:
                continue
            began = time.thread_time()
            if began + _WRAP_RATE[0] * len(row.text) > end_by:
                return
            self.lines(row, font, width)
            _WRAP_RATE[0] = max((time.thread_time() - began) / max(1, len(row.text)), RATE_DECAY * _WRAP_RATE[0])

    def height(self, row: Row, font: pygame.font.Font, width: int) -> int:
        """A row's height in pixels."""
        line_h = font.get_height() + 1
        if row.kind == "round":
            return line_h + 10
        if row.kind in ("turn", "since"):
            return line_h + 4
        return len(self.lines(row, font, width)) * line_h + 2

    def max_offset(self) -> int:
        """How far up the panel can scroll."""
        return max(0, self._total - self.area.h)

    # --- input -----------------------------------------------------------------------------------
    def over(self, pos: tuple[int, int]) -> bool:
        """True if a point is on the panel."""
        return self.rect.collidepoint(pos)

    def scroll(self, pixels: int) -> None:
        """Scroll up (positive) or down (negative) by some pixels, within the content."""
        self.offset = max(0, min(self.max_offset(), self.offset + pixels))
        if self.offset == 0:
            self.unseen = False

    def wheel(self, notches: int) -> None:
        """The mouse wheel turned over the panel (up: older entries)."""
        self.scroll(notches * WHEEL_LINES * max(1, self._font_h + 1))

    def key(self, name: str) -> bool:
        """Page Up/Down, Home, End; True if the key was one of them."""
        page = max(20, self.area.h - 2 * (self._font_h + 1))
        if name == "page up":
            self.scroll(page)
        elif name == "page down":
            self.scroll(-page)
        elif name == "home":
            self.offset = 10**9  # the top: measured and clamped when drawn
        elif name == "end":
            self.scroll(-self.offset)
        else:
            return False
        return True

    def press(self, pos: tuple[int, int]) -> None:
        """A press on the panel: the box grows or shrinks it, the pill jumps to the newest entry, the thumb or
        the rows start a drag."""
        if self.toggle.collidepoint(pos):
            self.expanded = not self.expanded
            return
        if self.unseen and self.pill.collidepoint(pos):
            self.offset, self.unseen = 0, False
            return
        self.dragging = (pos[1], self.offset, self.thumb.collidepoint(pos))

    def move(self, pos: tuple[int, int]) -> None:
        """While dragging: the rows follow the pointer, or the thumb does (scaled to the content)."""
        if self.dragging is None:
            return
        start_y, start_offset, by_thumb = self.dragging
        dy = pos[1] - start_y
        if by_thumb and self.area.h > self.thumb.h:
            dy = -round(dy * self.max_offset() / max(1, self.area.h - self.thumb.h))
        self.offset = start_offset
        self.scroll(dy)

    def release(self) -> None:
        """The drag is over."""
        self.dragging = None

    # --- drawing ---------------------------------------------------------------------------------
    @staticmethod
    def grown(rect: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """The panel's rectangle when expanded: wider and taller, growing away from the window's nearest edges;
        wide enough for most sentences of a history on one line in every language (the fonts scale with the
        window, so a fraction of it holds the same words at every size)."""
        w, h = size
        big = pygame.Rect(0, 0, max(rect.w, w * READING_WIDTH // 100), max(rect.h, h * 64 // 100))
        if rect.centerx > w // 2:
            big.right = rect.right
        else:
            big.left = rect.left
        if rect.centery > h // 2:
            big.bottom = rect.bottom
        else:
            big.top = rect.top
        return big.clamp(pygame.Rect(0, 0, w, h))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, fonts: r.Fonts, title: str) -> None:
        """The panel: its title and grow box, the visible rows from the scroll position, a scrollbar and the pill."""
        if self.expanded:
            rect = self.grown(rect, surface.get_size())
        self.rect = pygame.Rect(rect)
        r.draw_panel(surface, rect, r.PANEL, 255 if self.expanded else 200, border=r.DIM if self.expanded else None)
        font = fonts.small
        self._font_h = font.get_height()
        pad = max(3, round(8 * fonts.scale))
        top = rect.y + pad
        box = font.get_height()
        self.toggle = pygame.Rect(rect.right - pad - box, top, box, box)
        self._draw_toggle(surface)
        if title:
            r.draw_text(surface, font, title, (rect.x + pad, top), r.DIM, width=rect.w - 3 * pad - box)
        top += font.get_height() + 2
        if self.progress is not None:
            top = self._draw_progress(surface, font, pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, 0))
        rows = pygame.Rect(rect.x + pad, top, rect.w - 2 * pad - SCROLLBAR_W, rect.bottom - pad - top)
        self.area = rows
        if rows.w <= 20 or rows.h <= 0:
            return
        width = rows.w
        self._drawn_with = (font, width)
        if self._added or self._dropped:
            if self.offset > font.get_height():  # keep what the reader is looking at in place; say there is more
                self.offset += sum(self.height(row, font, width) for row in self.rows[len(self.rows) - self._added :])
                self.offset -= sum(self.height(row, font, width) for row in self._dropped)
                self.offset = max(0, self.offset)
                self.unseen = self.unseen or self._added > 0
            else:  # at the newest entry (but for part of a line): follow the game
                self.offset = 0
            self._added, self._dropped = 0, []
        # The pill has a strip of its own under the rows, so it covers none; the rows keep their place as it
        # comes and goes (the scroll position counts from the rows' bottom).
        room = self._pill_height(font) + 6 if self.unseen and self.offset > 0 else 0
        self.offset = max(0, self.offset + room - self._pill_room)
        self._pill_room = room
        self.area = pygame.Rect(rows.x, rows.y, rows.w, rows.h - room)
        self._draw_rows(surface, font, width)
        self._draw_scrollbar(surface)
        if room:
            self._draw_pill(surface, font)

    def _draw_rows(self, surface: pygame.Surface, font: pygame.font.Font, width: int) -> None:
        """The rows that meet the visible area, walking up from the newest; measures the content's height."""
        clip = surface.get_clip()
        surface.set_clip(self.area.clip(clip))
        bottom = self.area.bottom + self.offset
        measured = 0
        self._cut_at_top = False
        self._first_line_y = self.area.bottom
        visible_top = self.area.top
        for index in range(len(self.rows) - 1, -1, -1):
            row = self.rows[index]
            h = self.height(row, font, width)
            top = bottom - h
            if top < self.area.bottom and bottom > visible_top:
                self._draw_row(surface, row, font, width, top)
                self._cut_at_top = self._cut_at_top or top < visible_top
            measured += h
            bottom = top
            if bottom < visible_top - MEASURED_ABOVE:
                measured += (font.get_height() + 3) * index  # rows far above: estimated until scrolled to
                break
        surface.set_clip(clip)
        if self._cut_at_top:
            self._draw_fade(surface, font)
        self._total = measured
        self.offset = max(0, min(self.offset, self.max_offset()))

    def _draw_row(self, surface: pygame.Surface, row: Row, font: pygame.font.Font, width: int, top: int) -> None:
        """One row at a height: of an entry partly scrolled out, the lines wholly in the visible area (a line
        partly out is left out, never cut); a one-line header only when it is wholly in view."""
        area = self.area
        line_h = font.get_height() + 1
        height = self.height(row, font, width)
        whole = area.top <= top and top + height <= area.bottom
        if not whole and row.kind != "entry" and row.kind != "event":
            return  # a one-line header partly out of view is left out, never cut
        if row.fresh:
            pygame.draw.rect(surface, FRESH, (area.x, top + 1, 3, height - 2))
        if row.kind == "round":
            mid = top + 5 + line_h // 2
            label = r.draw_text(surface, font, row.text, (area.centerx, mid), r.GLOW, "center", width)
            pygame.draw.line(surface, r.GLOW, (area.x + 2, mid), (label.x - 6, mid), 1)
            pygame.draw.line(surface, r.GLOW, (label.right + 6, mid), (area.right - 2, mid), 1)
        elif row.kind == "since":
            mid = top + 2 + line_h // 2
            label = r.draw_text(surface, font, row.text, (area.centerx, mid), FRESH, "center", width)
            pygame.draw.line(surface, FRESH, (area.x + 2, mid), (label.x - 6, mid), 1)
            pygame.draw.line(surface, FRESH, (label.right + 6, mid), (area.right - 2, mid), 1)
        elif row.kind == "turn":
            seat = row.seat if row.seat is not None else 0
            r.draw_seat_label(
                surface,
                font,
                seat,
                row.text,
                (area.x + 6, top + 2 + line_h // 2),
                r.seat_colour(seat),
                "midleft",
                width - 8,
            )
        else:
            x = area.x + self._indent(row.kind)
            ink = EVENT_INK if row.kind == "event" else r.TEXT
            if row.kind == "event":  # a small diamond: something the rules did, not a player
                cy = top + line_h // 2
                pygame.draw.polygon(surface, EVENT_INK, [(x - 10, cy), (x - 6, cy - 4), (x - 2, cy), (x - 6, cy + 4)])
            for i, line in enumerate(self.lines(row, font, width)):
                y = top + 1 + i * line_h
                if area.top <= y and y + font.get_height() <= area.bottom:
                    r.draw_text(surface, font, line, (x, y), ink)
                    self._first_line_y = min(self._first_line_y, y)

    def _draw_progress(self, surface: pygame.Surface, font: pygame.font.Font, line: pygame.Rect) -> int:
        """The line saying how much of a partial history is there, with a thin bar; returns the y below it."""
        assert self.progress is not None
        done, total = self.progress
        text = tr("History: {done} of {total}…", done=f"{done:,}", total=f"{total:,}")  # short: a narrow panel
        r.draw_text(surface, font, text, line.topleft, r.DIM, width=line.w)
        y = line.y + font.get_height() + 2
        pygame.draw.rect(surface, r.DARK, (line.x, y, line.w, 3))
        pygame.draw.rect(surface, FRESH, (line.x, y, line.w * done // max(1, total), 3))
        return y + 6

    def _draw_fade(self, surface: pygame.Surface, font: pygame.font.Font) -> None:
        """A soft edge at the top of the rows: the entry there goes on above (its hidden lines are left out
        whole, and the fade says it is not the start of an entry)."""
        # From the top of the rows over most of the first whole line drawn, wherever it starts.
        h = min(self.area.h // 3, self._first_line_y - self.area.top + font.get_height() * 4 // 5)
        if h <= 0:
            return
        key = (self.area.w, h)
        fade = self._fade
        if fade is None or self._fade_key != key:
            fade = pygame.Surface((self.area.w, h), pygame.SRCALPHA)
            for y in range(h):
                alpha = round(225 * (1 - y / h) ** 0.8)
                pygame.draw.line(fade, (*r.PANEL, alpha), (0, y), (self.area.w, y))
            self._fade, self._fade_key = fade, key
        surface.blit(fade, self.area.topleft)

    def _draw_toggle(self, surface: pygame.Surface) -> None:
        """The grow box: a plus to expand the panel over the table, a minus to shrink it back."""
        box = self.toggle
        r.draw_panel(surface, box, r.DARK, 200, border=r.DIM, radius=4)
        arm = max(2, box.w // 2 - 4)
        pygame.draw.line(surface, r.TEXT, (box.centerx - arm, box.centery), (box.centerx + arm, box.centery), 2)
        if not self.expanded:
            pygame.draw.line(surface, r.TEXT, (box.centerx, box.centery - arm), (box.centerx, box.centery + arm), 2)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        """A thin track and thumb on the right, when the content is taller than the panel."""
        if self._total <= self.area.h:
            self.thumb = pygame.Rect(0, 0, 0, 0)
            return
        track = pygame.Rect(self.area.right + 2, self.area.y, SCROLLBAR_W - 2, self.area.h)
        r.draw_panel(surface, track, (255, 255, 255), 30, radius=3)
        h = max(24, track.h * self.area.h // self._total)
        travel = track.h - h
        y = track.y + travel - round(travel * self.offset / max(1, self.max_offset()))
        self.thumb = pygame.Rect(track.x - 2, y, SCROLLBAR_W + 2, h)
        r.draw_panel(surface, pygame.Rect(track.x, y, track.w, h), r.DIM, 200, radius=3)

    @staticmethod
    def _pill_height(font: pygame.font.Font) -> int:
        """The "New entries" pill's height."""
        return font.get_height() + 6

    def _draw_pill(self, surface: pygame.Surface, font: pygame.font.Font) -> None:
        """ "New entries" with a down arrow, in its strip under the rows: a click jumps to the newest."""
        text = tr("New entries")
        arrow = font.get_height() // 2
        self.pill = pygame.Rect(0, 0, font.size(text)[0] + arrow + 22, self._pill_height(font))
        self.pill.midtop = (self.area.centerx, self.area.bottom + 3)
        r.draw_panel(surface, self.pill, r.DARK, 235, border=FRESH, radius=self.pill.h // 2)
        r.draw_text(surface, font, text, (self.pill.x + 9, self.pill.centery), FRESH, "midleft")
        ax, ay = self.pill.right - 9 - arrow // 2, self.pill.centery
        pygame.draw.polygon(
            surface,
            FRESH,
            [(ax - arrow // 2, ay - arrow // 3), (ax + arrow // 2, ay - arrow // 3), (ax, ay + arrow // 2)],
        )
