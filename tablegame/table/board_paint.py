"""The board's painting: felt, ribbons, texts, captions, cards, highlights, frames, prompts, buttons, flights,
the held card, the hint or the card inspector, and the chooser, in that order.

A collaborator of `Board` (board.py): it paints a `BoardFrame` (board_frame.py) and reads nothing else of the
board. What it keeps is its own: the layer of what lies still (mended where a new frame differs), the shortened
texts drawn (the tooltips) and the drop badges that had no room.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field, replace

import pygame

from tablegame.i18n import N_, language, ptr, tr
from tablegame.table import board_path, finish, inspector, text_block, text_fit, text_recorder, whatis
from tablegame.table import render as r
from tablegame.table.board_frame import BoardFrame, Places
from tablegame.table.board_geometry import STATUS_LINES
from tablegame.table.board_motion import Flight
from tablegame.table.geometry import lift_of
from tablegame.table.history_panel import FRESH
from tablegame.table.layout import Zone
from tablegame.table.model import EMPTY, FACE, CardItem

BUTTON_EDGE = (150, 180, 220)  # a button's ring when it is not lit
GREYED = (52, 60, 70)  # a greyed button's face: it can do nothing now
GREYED_EDGE = (92, 102, 112)
CAPTION_NOTE = " — "  # what parts a seat's caption's name from its note ("Bot 2 — called CABO")
FRAME_ALERT = (255, 140, 90)  # outlines that call for attention (e.g. a canoe that may attack)
BADGE_LINES = 3  # badges shown under one drop target; more are summed up as "+n more"
REPAIRS = 6  # cards whose look changed that are mended on the kept layer; more, and the layer is drawn again
MEND_SHARE = 1 / 3  # a new model whose changes cover more of the window than this draws the layer whole...
MEND_AREAS = 24  # ... and so does one that changed more separate areas than this
SPREAD_BANDS = 12  # a layer drawn whole while the window shows its last frame is drawn in this many bands...
SPREAD_FRAMES = 8  # ... over at most this many frames (the rest in the last): a move shows at most 0.15 s later
RATE_WEIGHT = 0.5  # of a new measure in a kind of step's cost per unit (the rest: the measures before)...
RATE_DECAY = 0.9  # ... but a picture's is the largest measured, shrinking by this at each new measure
# seconds per unit of each kind of step of a spread mend, as measured on this machine by every table (`_may_begin`):
# pixels of a picture not yet made, pixels of an area drawn, one area's texts fitted
STEP_RATES: dict[str, float] = {}
TOGGLE_GROW = N_("Open the history wider and taller, over the table")
TOGGLE_SHRINK = N_("Shrink the history back (or click outside it, or press Esc)")
Drawn = dict[tuple[object, ...], pygame.Rect]  # each thing a layer shows (by what its look depends on) -> its reach


DrawnFor = tuple[tuple[object, ...], tuple[object, ...]]  # what a resting layer shows: (by identity, by value)
# (card, look), size, height of its shadow, whether a flight's (its shadow made as `_draw_shadow` does for flights)
Picture = tuple[tuple[str | None, str], tuple[int, int], float, bool]
FLIGHT_HEIGHTS = (0.0, 0.25, 0.5, 0.75, 1.0)  # the heights a flight's shadow is made at (`_draw_shadow`)
NO_SHADOW = -1.0  # a picture's height when only its face is made (a flight's larger end, which casts none)


def painted_size(flight: Flight) -> tuple[int, int]:
    """The size a travelling card's face is painted at: the larger of its flight's ends (scaled down on the way)."""
    start, end = flight.start.size, flight.end.size
    return start if start[0] * start[1] > end[0] * end[1] else end


def same_key(a: DrawnFor, b: DrawnFor) -> bool:
    """Whether two layers are drawn for the same things (the model, captions and layout the same objects)."""
    return a[1] == b[1] and all(x is y for x, y in zip(a[0], b[0], strict=True))


@dataclass
class Resting:
    """The kept layer of what lies still, what it was drawn for, and the layer under its cards (for mending)."""

    drawn_for: DrawnFor  # (compared by identity, compared by value)
    states: dict[str, tuple[bool, int]]  # the cards not drawn plainly in it (see `_card_states`)
    base: pygame.Surface
    layer: pygame.Surface
    drawn: Drawn  # what is in it, for mending it where a new model differs (empty with `finish.mending` off)


@dataclass
class Spreading:
    """A resting layer being mended, or drawn whole in bands, over a few frames (`BoardPainter.ready`)."""

    drawn_for: DrawnFor
    states: dict[str, tuple[bool, int]]
    hidden: frozenset[str]
    drawn: Drawn
    kept: Resting  # the layer it works on, and what that showed before
    steps: list[tuple[bool, pygame.Rect]]  # (texts only, area) still to do: areas to fit the texts of, to draw
    # cards' pictures and shadows to make first, one a step (those the areas and the flights will draw): a card
    # painted at a new size is the longest part of an area's step and of the frame that shows a move
    pictures: list[Picture] = field(default_factory=list)
    done: list[pygame.Rect] = field(default_factory=list)  # the areas drawn
    frames: int = 0  # frames spent on it so far


class BoardPainter:
    """Draws a frame of the table onto a surface, keeping the layer of what lies still from frame to frame."""

    def __init__(self) -> None:
        self.resting: Resting | None = None  # the kept layer of what lies still (see `_draw_resting`)
        self.static_tips = text_fit.Shortened()  # shortened texts of the cached layer (panels, captions)
        self.live_tips = text_fit.Shortened()  # those drawn in the last frame over it
        self.badges_hidden: frozenset[str] = frozenset()  # lit targets whose words had no room (last drawn)
        self._frame: BoardFrame | None = None
        self.spreading: Spreading | None = None  # a layer mended or drawn over frames (see `ready`)
        self._scratch = pygame.Surface((1, 1))  # texts drawn to be fitted ahead (`_fit_texts`)

    @property
    def frame(self) -> BoardFrame:
        """The frame being painted (the last one given)."""
        assert self._frame is not None, "no frame given yet"
        return self._frame

    @property
    def places(self) -> Places:
        """Where everything of the frame being painted is."""
        return self.frame.places

    def draw(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        """Draw the felt, zones, cards, highlights, buttons, texts, the held card and the chooser."""
        self._frame = frame
        glow, strong = frame.glow, frame.strong
        self._draw_resting(surface, glow, strong)
        self._draw_texts(surface, live=True)
        self._draw_drop_badges(surface)
        self._draw_buttons(surface, strong)
        for flight in self.frame.flights:
            if flight.elapsed >= flight.delay:
                now = flight.rect()
                self._draw_shadow(surface, flight.image_key, now, flight.height, flight.end.size)
                surface.blit(self._flight_picture(flight, now.size), now)
        log = next((z for z in self.places.layout.zones.values() if z.kind == "log" and z.box is not None), None)
        if self.frame.panel.expanded and log is not None:
            self.frame.panel.draw(
                surface, self.places.zone_rect(log), self.places.fonts, tr(log.label) if log.label else ""
            )
        if self.frame.drag is not None:
            held_item = self.places.model.item(self.frame.drag.key)
            rect = self.places.rects.get(self.frame.drag.key)
            if held_item is not None and rect is not None:
                at = pygame.Rect(
                    (
                        self.frame.drag.pos[0] - self.frame.drag.offset[0],
                        self.frame.drag.pos[1] - self.frame.drag.offset[1],
                    ),
                    rect.size,
                )
                self._draw_shadow(surface, (held_item.card, held_item.look), at, 1.0)
                self._draw_card(surface, held_item, at)
        inspected = self.frame.inspected
        if self.frame.whatis.key is not None:
            self._draw_whatis(surface, self.frame.whatis.key)
        elif inspected is None or not self._draw_inspector(surface, inspected):
            self._draw_hint(surface)
        if self.frame.whatis.armed:
            self._draw_armed_pointer(surface)
        if self.frame.chooser is not None:
            self._draw_chooser(surface)

    def _draw_resting(self, surface: pygame.Surface, glow: set[str], strong: set[str]) -> None:
        """Everything but what moves: felt, ribbons, panels, labels, the status and message lines, captions, the cards
        where they lie with their shadows and highlights, frames and prompts; from a kept layer, drawn again only
        when the model (or the keyboard focus, or the message) changed.

        `relayout` (after every new model and every resize) makes a new captions list, so the model, the captions
        and the layout are compared by identity. A few cards whose look the pointer changed (lifted, lit) are
        mended on the screen in their own areas. Anything else (a new model of the same layout and size, a held card,
        a flight, more than REPAIRS cards lit or lifted) mends the layer itself where what it shows changed
        (`mend_layer`), unless that is too much of the window: then the layer is drawn again whole. An idle
        frame is one blit.
        """
        states, hidden, drawn_for = self._resting_key(glow, strong)
        kept = self.resting
        if (
            finish.caching
            and kept is not None
            and kept.drawn_for[1] == drawn_for[1]
            and all(a is b for a, b in zip(kept.drawn_for[0], drawn_for[0], strict=True))
        ):
            changed = {k for k in kept.states.keys() | states.keys() if kept.states.get(k) != states.get(k)}
            if len(changed) <= REPAIRS:
                surface.blit(kept.layer, (0, 0))
                for key in changed:
                    self._mend(surface, kept.base, key, states, hidden)
                return
        drawn: Drawn = self._drawn(states, hidden) if finish.caching and finish.mending else {}
        if (
            kept is not None
            and drawn
            and kept.drawn
            and kept.drawn_for[0][2] is self.places.layout
            and kept.drawn_for[1][0] == self.places.size
            and text_recorder.active is None
        ):
            areas = self._changed_areas(kept.drawn, drawn)
            if areas is not None:
                self.mend_layer(kept.base, kept.layer, areas, drawn, states, hidden)
                self.resting = Resting(drawn_for, states, kept.base, kept.layer, drawn)
                surface.blit(kept.layer, (0, 0))
                return
        if kept is None and self.spreading is not None:  # a job left unfinished: its surfaces are drawn whole
            kept = self.spreading.kept
        self.spreading = None
        base = self._reused(kept.base if kept else None)
        base.blit(finish.felt(self.places.size, r.hex_colour(self.places.layout.felt)), (0, 0))
        board_path.draw_links(base, self.places.layout, self.places.model, self.places.size)
        self._draw_texts(base, live=False)
        for strip, caption, seat in self.places.captions:
            self._draw_caption(base, strip, caption, seat)
        layer = self._reused(kept.layer if kept else None)
        layer.blit(base, (0, 0))
        self._draw_resting_cards(layer, states, hidden)
        self._draw_frames(layer)
        self._draw_prompts(layer)
        self.resting = Resting(drawn_for, states, base, layer, drawn)
        surface.blit(layer, (0, 0))

    def _flight_picture(self, flight: Flight, size: tuple[int, int]) -> pygame.Surface:
        """A travelling card's picture at `size`: at its end's size (or its painted one) the face itself, else the face
        painted at the larger end (made ahead) smooth-scaled to the size it has now; painting a face at each size it
        passes cost up to 10 ms a frame."""
        card, look = flight.image_key
        painted = painted_size(flight)
        if size in (flight.end.size, painted) or min(size) < 1:
            return self.places.art.surface(card, look, size)
        return pygame.transform.smoothscale(self.places.art.surface(card, look, painted), size)

    def _resting_key(
        self, glow: set[str], strong: set[str]
    ) -> tuple[dict[str, tuple[bool, int]], frozenset[str], DrawnFor]:
        """The cards not drawn plainly, the cards hidden (in flight), and what the resting layer is drawn for."""
        states = self._card_states(glow, strong)
        hidden = frozenset(f.hide for f in self.frame.flights if f.hide)
        held = self.frame.drag.key if self.frame.drag else None
        # the status line says the focused gesture (or that "What is this?" is armed); the message line times out;
        # a language chosen meanwhile draws every text again
        words = (self.frame.focus, self.frame.message, language(), self.frame.whatis.armed)
        drawn_for = (
            (self.places.model, self.places.captions, self.places.layout),
            (self.places.size, held, hidden, words),
        )
        return states, hidden, drawn_for

    def ready(self, frame: BoardFrame, deadline: float, end_by: float | None = None, eager: bool = False) -> bool:
        """Whether `draw(frame)` may be done now. A resting layer to be mended where the model changed, or drawn
        whole, is worked on here instead, an area (a band of the window when drawn whole) at a time until
        `deadline` (`time.thread_time`) in each frame asked, the cards' new pictures made first; False until it is
        done and in the frame that finishes it, the window showing its last frame meanwhile (nothing half drawn is
        ever seen). After `SPREAD_FRAMES` frames the rest is done at once and drawn.

        Given `end_by`, a step is begun only where it is expected to end by then (its kind's cost as measured), but
        for the first of an `eager` call."""
        self._frame = frame
        states, hidden, drawn_for = self._resting_key(frame.glow, frame.strong)
        job = self.spreading
        if job is None or not same_key(job.drawn_for, drawn_for) or job.states != states:
            # a job given up (the model or a card's state changed meanwhile): its layer as it was, but for the areas
            # it drew, which are drawn again too (even where the layer is for what is to be drawn now)
            kept, done = (self.resting, []) if job is None else (job.kept, job.done)
            if (
                kept is None
                or not (finish.caching and finish.mending)
                or text_recorder.active is not None
                or kept.drawn_for[1][0] != self.places.size
                or kept.drawn_for[0][2] is not self.places.layout
                or not kept.drawn
                or (job is None and same_key(kept.drawn_for, drawn_for))  # the kept layer, a few cards mended
            ):
                self.spreading = None
                return True
            limits = (deadline, math.inf if end_by is None else end_by, eager)
            if end_by is not None and not self._may_begin("listing", 1, limits):
                # listing what changed (1-3 ms) would pass the time given: a later frame's; a job given up stays
                # until then (its kept layer and the areas it drew: with neither, the layer is drawn whole)
                return False
            self.spreading = None
            began = time.thread_time()
            drawn = self._drawn(states, hidden)
            areas = self._changed_areas(kept.drawn, drawn)
            if areas is not None:
                areas += done
            else:  # drawn whole, in bands
                h = self.places.size[1]
                step = -(-h // SPREAD_BANDS)
                areas = [pygame.Rect(0, y, self.places.size[0], min(step, h - y)) for y in range(0, h, step)]
                self.static_tips.clear()
            areas = [piece for area in areas for piece in self._pieces(area)]
            self.resting = None  # its surfaces are drawn on: not a picture to keep until the job is done
            # the texts of each area are fitted first, as steps of their own (wrapping a long text anew is the
            # longest step of a mend), then each area drawn
            steps = [(True, area) for area in areas] + [(False, area) for area in areas]
            pictures = self._pictures_for(areas, states, hidden)
            job = self.spreading = Spreading(drawn_for, states, hidden, drawn, kept, steps, pictures)
            self._learn("listing", 1, time.thread_time() - began)
            limits = (deadline, limits[1], False)
        else:
            limits = (deadline, math.inf if end_by is None else end_by, eager)
        job.frames += 1
        if job.frames > SPREAD_FRAMES:
            job.pictures.clear()  # made as they are drawn
        while job.pictures:
            units = self._missing_pixels(job.pictures[0])
            if not self._may_begin("picture", units, limits):
                break
            image_key, size, height, flying = job.pictures.pop(0)
            began = time.thread_time()
            self.places.art.surface(image_key[0], image_key[1], size)
            if height != NO_SHADOW:
                self._draw_shadow(self._scratch, image_key, pygame.Rect((0, 0), size), height, size if flying else None)
            self._learn("picture", units, time.thread_time() - began)
            limits = (deadline, limits[1], False)
        worked = False
        while job.steps:
            texts_only, area = job.steps[0]
            kind, units = ("texts", 1) if texts_only else ("area", area.w * area.h)
            if job.frames <= SPREAD_FRAMES and not self._may_begin(kind, units, limits):
                break
            job.steps.pop(0)
            worked = True
            began = time.thread_time()
            if texts_only:
                self._fit_texts(area)
            else:
                job.done.append(area)
                self.mend_layer(job.kept.base, job.kept.layer, [area], job.drawn, job.states, job.hidden)
            self._learn(kind, units, time.thread_time() - began)
            limits = (deadline, limits[1], False)
        if job.steps:
            return False
        self.spreading = None
        self.resting = Resting(job.drawn_for, job.states, job.kept.base, job.kept.layer, job.drawn)
        # a frame that drew areas leaves the drawing to the next (an area's step may pass the budget by a few ms)
        return not worked or job.frames > SPREAD_FRAMES

    @staticmethod
    def _may_begin(kind: str, units: int, limits: tuple[float, float, bool]) -> bool:
        """Whether a step of `kind` and `units` may begin now, given (deadline, end by, eager): always when eager,
        else before the deadline if it is expected to end by the time given."""
        deadline, end_by, eager = limits
        if eager:
            return True
        now = time.thread_time()
        return now < deadline and now + STEP_RATES.get(kind, 0.0) * units <= end_by

    @staticmethod
    def _learn(kind: str, units: int, seconds: float) -> None:
        """Note what a step of `kind` and `units` cost: a picture's largest cost per pixel (a face costs about as
        much as its pixels, and one begun late is the longest overrun), else a running mean per unit (an area's
        cost varies with what it holds: its largest would keep back steps that fit, and run the mend out of
        frames)."""
        if units <= 0:
            return
        rate, known = seconds / units, STEP_RATES.get(kind)
        if known is None:
            STEP_RATES[kind] = rate
        elif kind == "picture":
            STEP_RATES[kind] = max(rate, RATE_DECAY * known)
        else:
            STEP_RATES[kind] = RATE_WEIGHT * rate + (1 - RATE_WEIGHT) * known

    def _missing_pixels(self, picture: Picture) -> int:
        """The pixels of a card's picture and shadow (`Picture`) still to be made (none: its step costs nothing)."""
        (card, look), size, height, flying = picture
        missing = 0 if self.places.art.painted(card, look, size) else size[0] * size[1]
        shadow = self._shadow_of((card, look), pygame.Rect((0, 0), size), height, size if flying else None)
        if height != NO_SHADOW and shadow is not None and not self.places.art.shadow_made(card, look, *shadow):
            missing += size[0] * size[1]
        return missing

    def warm_flights(self, frame: BoardFrame, ahead: float, deadline: float, make: bool = True) -> bool:
        """Until `deadline` (`time.thread_time`), make the pictures and shadows of the flights as they will be
        `ahead` seconds on (`draw` draws them; nothing is drawn here); with `make` off only look. True if none
        was missing."""
        self._frame = frame
        art, made = self.places.art, True
        for flight in frame.flights:
            later = replace(flight, elapsed=flight.elapsed + ahead)
            if later.elapsed < later.delay or later.done:
                continue
            (card, look), now = later.image_key, later.rect()
            size = now.size if now.size == later.end.size else painted_size(later)  # as `_flight_picture` draws it
            shadow = self._shadow_of(later.image_key, now, later.height, later.end.size)
            if art.painted(card, look, size) and (shadow is None or art.shadow_made(card, look, *shadow)):
                continue
            made = False
            if not make or time.thread_time() >= deadline:
                return False
            art.surface(card, look, size)
            self._draw_shadow(self._scratch, later.image_key, now, later.height, later.end.size)
        return made

    def _pictures_for(
        self, areas: list[pygame.Rect], states: dict[str, tuple[bool, int]], hidden: frozenset[str]
    ) -> list[Picture]:
        """The pictures a spread mend will draw, each once: the cards reaching into `areas` as they lie, and the
        flights' faces at the size they are painted at and their shadows at every height they may show (made at
        their end's size)."""
        held = self.frame.drag.key if self.frame.drag else None
        room = self._text_room()
        found: dict[Picture, None] = {}
        for item in self.places.model.cards:
            rect = self.places.rects.get(item.key)
            if rect is None or item.key in hidden or item.key == held or self._reach(rect, room).collidelist(areas) < 0:
                continue
            found[((item.card, item.look), rect.size, 0.5 if states.get(item.key, (False, 0))[0] else 0.0, False)] = (
                None
            )
        for flight in self.frame.flights:
            for height in FLIGHT_HEIGHTS:
                found[(flight.image_key, flight.end.size, height, True)] = None
            if painted_size(flight) != flight.end.size:
                found.setdefault((flight.image_key, painted_size(flight), NO_SHADOW, True), None)
        return list(found)

    def _pieces(self, area: pygame.Rect) -> list[pygame.Rect]:
        """An area cut in bands of at most a `SPREAD_BANDS`th of the window each (a step of a spread mend)."""
        w, h = self.places.size
        bands = min(area.h, -(-area.w * area.h * SPREAD_BANDS // (w * h)))
        if bands <= 1:
            return [area]
        step = -(-area.h // bands)
        return [pygame.Rect(area.x, y, area.w, min(step, area.bottom - y)) for y in range(area.y, area.bottom, step)]

    def _fit_texts(self, area: pygame.Rect) -> None:
        """Fit the texts that reach into `area` (wrapped and kept: the drawing finds them fitted), drawing them on
        a scratch pixel, their tooltips on a scratch registry."""
        noted = text_fit.shortened
        text_fit.collect_into(text_fit.Shortened())
        self._draw_texts(self._scratch, live=False, within=area)
        text_fit.collect_into(noted)

    def _drawn(self, states: dict[str, tuple[bool, int]], hidden: frozenset[str]) -> Drawn:
        """Everything the resting layer shows, each by all its look depends on, and where its drawing may reach.

        A card's key holds the keys of the cards drawn before it that reach into its area: two cards that change
        places in the drawing order without changing otherwise still differ.
        """
        screen = pygame.Rect(0, 0, *self.places.size)
        zones = self.places.layout.zones
        ribbons = frozenset(
            item.zone
            for item in self.places.model.cards
            if item.zone in zones
            and zones[item.zone].kind == "spots"
            and zones[item.zone].links
            and zones[item.zone].ribbon > 0
        )  # as draw_links
        drawn: Drawn = {("ribbons", ribbons): screen}
        for zone in self.places.layout.zones.values():
            if zone.kind in ("panel", "label") and zone.box is not None:
                drawn[("text", zone.id, self._text_of(zone))] = self._text_area(zone, self.places.zone_rect(zone))
        for i, (strip, caption, seat) in enumerate(self.places.captions):
            lit = seat is not None and seat == self.places.model.active_seat
            drawn[("caption", i, tuple(strip), caption, seat, lit, id(strip) in self.places.captions_above)] = (
                self._caption_area(strip)
            )
        held = self.frame.drag.key if self.frame.drag else None
        placed = [
            (item, self.places.rects[item.key]) for item in self.places.model.cards if item.key in self.places.rects
        ]
        room = self._text_room()
        reaches = [self._reach(rect, room) for _, rect in placed]
        for i, ((item, rect), reach) in enumerate(zip(placed, reaches, strict=True)):
            under = tuple(placed[j][0].key for j in reach.collidelistall(reaches) if j < i)
            drawn[
                (
                    "card",
                    item.key,
                    tuple(rect),
                    item.card,
                    item.look,
                    item.seen_by,
                    item.count,
                    item.selected,
                    item.tag,
                    states.get(item.key),
                    item.key in self.places.model.changed,
                    item.key in hidden,
                    item.key == held,
                    under,
                )
            ] = reach
        for i, (frame, rect) in enumerate(self.places.frame_rects):
            area = rect.inflate(8, 8)
            drawn[("frame", i, tuple(rect), frame.label, frame.style)] = (
                area.union(self._frame_pill(frame.label, rect)) if frame.label else area
            )
        for zone, rect, lines in self.places.prompts():
            tops = tuple(
                self.places.button_rects[b.key].y
                for b in self.places.model.buttons
                if b.zone == zone.id and b.key in self.places.button_rects
            )
            drawn[("prompt", zone.id, tuple(rect), tuple(lines), tops)] = rect.inflate(4, 4)
        return drawn

    def _text_of(self, zone: Zone) -> object:
        """What a panel or label zone says now (the status line: the focused gesture or the model's status)."""
        if zone.id == "status":
            return self._status_text()
        if zone.id == "message":
            return self.frame.message
        return tuple(self.places.model.texts.get(zone.id, []))

    def _text_area(self, zone: Zone, rect: pygame.Rect) -> pygame.Rect:
        """Where a panel's or label's drawing may reach: its box, the status and message lines' two lines
        centred on theirs, a label's lines below its top."""
        if zone.id in ("status", "message"):
            area = pygame.Rect(
                0, 0, rect.w + 8, max(rect.h, STATUS_LINES * (self.places.fonts.body.get_linesize() + 2)) + 8
            )
            area.center = rect.center
            return area
        if zone.kind == "label":
            block = text_block.fit_block(
                (self.places.fonts.body, self.places.fonts.small),
                self.places.model.texts.get(zone.id, []),
                rect.w,
                max_lines=zone.lines,
            )
            return pygame.Rect(rect.x - 4, rect.y - 4, rect.w + 8, max(rect.h, block.height) + 8)
        return rect.inflate(4, 4)

    @staticmethod
    def _caption_area(strip: pygame.Rect) -> pygame.Rect:
        """Where a caption's pill may reach: its strip, and a second line's height above or below it."""
        return strip.inflate(16, 2 * strip.h)

    def _changed_areas(self, old: Drawn, new: Drawn) -> list[pygame.Rect] | None:
        """The areas where what the layer shows differs (what went, what came), overlapping ones joined where
        that costs little; None if they are too many or cover too much of the window to mend."""
        screen = pygame.Rect(0, 0, *self.places.size)
        changed = [area for key, area in old.items() if key not in new]
        changed += [area for key, area in new.items() if key not in old]
        areas: list[pygame.Rect] = []
        for area in changed:
            area = area.clip(screen)
            if not area.w or not area.h:
                continue
            joined = True
            while joined:  # join it with an area it overlaps if the two together are little more than each alone
                joined = False
                for j in area.collidelistall(areas):
                    other = areas[j]
                    union = area.union(other)
                    if union.w * union.h <= 1.2 * (area.w * area.h + other.w * other.h):
                        area = union
                        del areas[j]
                        joined = True
                        break
            areas.append(area)
        if len(areas) > MEND_AREAS or sum(a.w * a.h for a in areas) > MEND_SHARE * screen.w * screen.h:
            return None
        return areas

    def mend_layer(
        self,
        base: pygame.Surface,
        layer: pygame.Surface,
        areas: list[pygame.Rect],
        drawn: Drawn,
        states: dict[str, tuple[bool, int]],
        hidden: frozenset[str],
    ) -> None:
        """Draw the kept layer (and the layer under its cards) again within `areas` only, in the order of a whole
        drawing: the felt, ribbons, panels and labels, captions; then every card that reaches in, frames, prompts."""
        felt = finish.felt(self.places.size, r.hex_colour(self.places.layout.felt))
        cards = [(str(key[1]), area) for key, area in drawn.items() if key[0] == "card"]
        reaches = [area for _, area in cards]
        captions = [area for key, area in drawn.items() if key[0] == "caption"]
        frames = [area for key, area in drawn.items() if key[0] == "frame"]
        prompts = [area for key, area in drawn.items() if key[0] == "prompt"]
        tips = self.static_tips  # the shortened texts there are noted again as they are drawn again
        tips.places = [(rect, text) for rect, text in tips.places if rect.collidelist(areas) < 0]
        text_fit.collect_into(tips)
        for area in areas:
            base.set_clip(area)
            base.blit(felt, area, area)
            board_path.draw_links(base, self.places.layout, self.places.model, self.places.size)
            self._draw_texts(base, live=False, within=area)
            for (strip, caption, seat), reach in zip(self.places.captions, captions, strict=True):
                if reach.colliderect(area):
                    self._draw_caption(base, strip, caption, seat)
            base.set_clip(None)
            layer.set_clip(area)
            layer.blit(base, area, area)
            self._draw_resting_cards(layer, states, hidden, {cards[j][0] for j in area.collidelistall(reaches)})
            if area.collidelist(frames) >= 0:
                self._draw_frames(layer)
            if area.collidelist(prompts) >= 0:
                self._draw_prompts(layer)
            layer.set_clip(None)
        seen: set[tuple[tuple[int, ...], str]] = set()
        unique = []
        for rect, text in tips.places:  # a text drawn again in two areas is noted once
            if (tuple(rect), text) not in seen:
                seen.add((tuple(rect), text))
                unique.append((rect, text))
        tips.places = unique

    def _reused(self, surface: pygame.Surface | None) -> pygame.Surface:
        """A window-sized surface to draw a layer on: the old one if it fits (a new one of 2560x1440 costs about
        10 ms of fresh memory), a new one while texts are recorded (the fonts' canvas makes it: the recorder follows its
        texts, and none of an earlier frame's)."""
        if surface is not None and surface.get_size() == self.places.size and text_recorder.active is None:
            return surface
        return self.places.fonts.canvas.surface(self.places.size)

    def _card_states(self, glow: set[str], strong: set[str]) -> dict[str, tuple[bool, int]]:
        """The cards not drawn plainly: key -> (lifted, highlight 1 soft or 2 strong)."""
        lift = (
            self.frame.hover
            if self.frame.hover is not None and not self.frame.drag and self.places.is_active(self.frame.hover)
            else None
        )
        states = {}
        for item in self.places.model.cards:
            lifted = item.key in (lift, self.frame.picked, self.frame.hinted) or item.selected
            level = 2 if item.key in strong else 1 if item.key in glow else 0
            if lifted or level:
                states[item.key] = (lifted, level)
        return states

    def _reach(self, rect: pygame.Rect, text: int | None = None) -> pygame.Rect:
        """Where a card's drawing may reach: its lift, shadow, highlight, marks, its count or tag below it (`text`:
        the room of that line, `_text_room()`, when the caller has it)."""
        text = self._text_room() if text is None else text
        pad_x = max(22, round(rect.h * 0.16) + 2)
        pad_y = round(rect.h * 0.16) + 12 + text
        return rect.inflate(2 * pad_x, 2 * pad_y)

    def _text_room(self) -> int:
        """The height a card's count or tag below it may take."""
        return self.places.fonts.small.get_height() + 10

    def _mend(
        self,
        surface: pygame.Surface,
        base: pygame.Surface,
        key: str,
        states: dict[str, tuple[bool, int]],
        hidden: frozenset[str],
    ) -> None:
        """Draw again, within one card's reach, what lies there: the layer under the cards, then every card that
        reaches into it in order, then the frames and prompts over them."""
        rect = self.places.rects.get(key)
        if rect is None:
            return
        area = self._reach(rect).clip(pygame.Rect(0, 0, *self.places.size))
        surface.blit(base, area, area)
        room = self._text_room()
        near = {k for k, other in self.places.rects.items() if self._reach(other, room).colliderect(area)}
        clip = surface.get_clip()
        surface.set_clip(area)
        self._draw_resting_cards(surface, states, hidden, near)
        if any(outline.colliderect(area) for _, outline in self.places.frame_rects):
            self._draw_frames(surface)
        if any(box.colliderect(area) for _, box, _ in self.places.prompts()):
            self._draw_prompts(surface)
        surface.set_clip(clip)

    def _draw_resting_cards(
        self,
        surface: pygame.Surface,
        states: dict[str, tuple[bool, int]],
        hidden: frozenset[str],
        only: set[str] | None = None,
    ) -> None:
        """The cards in their places (a hovered, picked, chosen or hinted one lifted a little), each over its shadow."""
        held = self.frame.drag.key if self.frame.drag else None
        places = self.places
        rects, changed = places.rects, places.model.changed
        for item in places.model.cards:
            rect = rects.get(item.key)
            if rect is None or item.key in hidden or (only is not None and item.key not in only):
                continue
            if item.key == held:
                zone = places.layout.zones.get(item.zone)
                if zone is None or zone.kind != "spots":  # a piece lifted off a spot leaves no place that looks lit
                    surface.blit(places.art.surface(None, EMPTY, rect.size), rect)
                continue
            lifted, level = states.get(item.key, (False, 0))
            if lifted:
                rect = rect.move(0, -lift_of(rect.h))
            self._draw_shadow(surface, (item.card, item.look), rect, 0.5 if lifted else 0.0)
            self._draw_card(surface, item, rect)
            if level == 2:
                self._draw_glow(surface, rect.inflate(10, 10), 5, r.GLOW_STRONG)
            elif level == 1:
                self._draw_glow(surface, rect.inflate(8, 8), 3, r.GLOW)
            if item.key in changed and item.look != EMPTY:  # an emptied place shows nothing to look at
                self._draw_changed(surface, rect)

    def _draw_shadow(
        self,
        surface: pygame.Surface,
        image_key: tuple[str | None, str],
        rect: pygame.Rect,
        height: float,
        made_at: tuple[int, int] | None = None,
    ) -> None:
        """A card's soft shadow: tight at rest (height 0), wider and further off the higher it is (up to 1).

        `made_at`: the size the shadow is made at and stretched from (a flight changes size every frame); a flight's
        shadow off the table is blurred coarser (seen for a moment, as soft: a wide blur took up to 11 ms).
        """
        card, look = image_key
        made = self._shadow_of(image_key, rect, height, made_at)
        if made is None:
            return
        base, spread, strength, coarse = made
        picture = self.places.art.shadow(card, look, base, spread, strength, coarse)
        height = round(height * 4) / 4  # as `_shadow_of` rounds it
        if base != rect.size:
            picture = pygame.transform.scale(picture, (rect.w + 2 * spread, rect.h + 2 * spread))
        dx = round(rect.h * 0.05 * height)
        dy = max(1, round(rect.h * (0.02 + 0.08 * height)))
        surface.blit(picture, (rect.x - spread + dx, rect.y - spread + dy))

    @staticmethod
    def _shadow_of(
        image_key: tuple[str | None, str], rect: pygame.Rect, height: float, made_at: tuple[int, int] | None
    ) -> tuple[tuple[int, int], int, int, bool] | None:
        """The shadow `_draw_shadow` draws: (the size it is made at, its spread, its strength, coarse), or None."""
        if image_key[1] == EMPTY or min(rect.size) < 8:
            return None
        height = round(height * 4) / 4  # a few heights, so a flight reuses a few shadows
        base = made_at or rect.size
        spread = max(2, round(base[1] * (0.03 + 0.09 * height)))
        return base, spread, round(90 + 60 * height), made_at is not None and height > 0

    @staticmethod
    def _draw_glow(surface: pygame.Surface, rect: pygame.Rect, width: int, colour: tuple[int, int, int]) -> None:
        """An anti-aliased rounded outline around a card (a drop target, a clickable or the focused card)."""
        surface.blit(finish.ring(rect.size, 10, width, colour), rect)

    def _draw_changed(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The mark of an item touched since the viewer's last turn: a thin blue ring and a dot at its corner."""
        around = rect.inflate(8, 8)
        surface.blit(finish.ring(around.size, 9, 2, FRESH, 130), around)
        dot = max(3, min(8, min(rect.w, rect.h) // 14))
        surface.blit(
            finish.panel((2 * dot + 2, 2 * dot + 2), FRESH, 255, dot + 1, r.DARK, 1),
            (rect.right - dot - 1, rect.top - dot - 1),
        )

    def _draw_frames(self, surface: pygame.Surface) -> None:
        """Outlines around groups of cards, with their labels on the lower edge."""
        font = self.places.fonts.small
        labels = []
        for frame, rect in self.places.frame_rects:
            if frame.style == "plain":
                surface.blit(finish.ring(rect.size, 6, 1, (255, 255, 255), 90), rect)
            else:
                colour = FRAME_ALERT if frame.style == "alert" else r.TEXT
                surface.blit(finish.ring(rect.size, 6, 3 if frame.style == "alert" else 2, colour), rect)
            if frame.label:
                labels.append((frame, rect))
        for frame, rect in labels:  # labels last, so no outline crosses them
            colour = FRAME_ALERT if frame.style == "alert" else r.TEXT
            pill = self._frame_pill(frame.label, rect)
            r.draw_panel(surface, pill, r.DARK, 225, border=colour, radius=pill.h // 2)
            r.draw_text(surface, font, frame.label, pill.center, colour, "center", pill.w - 12)

    def _frame_pill(self, label: str, outline: pygame.Rect) -> pygame.Rect:
        """The box of a frame's label: on the middle of its outline's lower edge, inside it, within the window."""
        font = self.places.fonts.small
        room = min(max(outline.w, self.places.size[0] // 4), self.places.size[0] - 12)
        pill = pygame.Rect(0, 0, min(font.size(r.drawable(label))[0], room) + 12, font.get_height() + 2)
        pill.midbottom = (outline.centerx, outline.bottom)  # inside the outline: the next row stays uncovered
        return pill.clamp(pygame.Rect(0, 0, *self.places.size))

    def _draw_prompts(self, surface: pygame.Surface) -> None:
        """Prompt boxes over the table: a title line and explaining lines (their buttons come after)."""
        for zone, rect, lines in self.places.prompts():
            r.draw_panel(surface, rect, r.DARK, 255, border=r.GLOW, radius=10)
            pad = max(4, round(10 * self.places.fonts.scale))
            y = rect.y + pad
            title = r.draw_text(
                surface, self.places.fonts.big, lines[0], (rect.centerx, y), r.GLOW, "midtop", rect.w - 2 * pad
            )
            y = title.bottom + pad // 2
            tops = [
                self.places.button_rects[b.key].y
                for b in self.places.model.buttons
                if b.zone == zone.id and b.key in self.places.button_rects
            ]
            bottom = min(tops, default=rect.bottom - pad) - pad // 2
            if len(lines) > 1:  # one paragraph per line, a little apart
                block = text_block.fit_block(
                    (self.places.fonts.body, self.places.fonts.small),
                    lines[1:],
                    rect.w - 2 * pad,
                    max(0, bottom - y),
                    paragraph_gap=0.3,
                )
                text_block.draw_block(surface, block, (rect.x + pad, y))

    def _draw_inspector(self, surface: pygame.Surface, key: str) -> bool:
        """The large copy of a card beside it, with its hint, detail and count (the hint box's words too), clear of
        the held card, the refusal and the prompts; False where it had no room so (the hint box says it)."""
        item = self.places.model.item(key)
        rect = self.places.rects.get(key)
        if item is None or rect is None:
            return False
        return (
            inspector.draw(
                surface, self.places.fonts, self.places.art, item, rect, self.places.size, self.frame.kept_clear
            )
            is not None
        )

    def _draw_whatis(self, surface: pygame.Surface, key: str) -> None:
        """ "What is this?": the inspector's panel at the item (its picture, the explanation beside it), or at a
        seat's name (the words alone); clear of the prompts where it can be, else over them."""
        item = self.places.model.item(key)
        if item is not None and key in self.places.rects:
            anchor, picture = self.places.rects[key], True
        else:
            seat = int(key.split(":")[1]) if key.startswith("seat:") else None
            strips = [strip for strip, _, at in self.places.captions if at == seat and seat is not None]
            if not strips:
                return
            anchor, picture, item = strips[0], False, CardItem(key, "", look=EMPTY)
        for clear in (self.frame.kept_clear, []):
            if (
                inspector.draw(
                    surface,
                    self.places.fonts,
                    self.places.art,
                    item,
                    anchor,
                    self.places.size,
                    clear,
                    self.frame.whatis.words,
                    picture,
                )
                is not None
            ):
                return

    def _draw_armed_pointer(self, surface: pygame.Surface) -> None:
        """A "?" beside the pointer while "What is this?" waits for a click."""
        if self.frame.pointer[0] < 0:
            return
        font = self.places.fonts.body
        side = font.get_linesize() + 4
        disc = pygame.Rect(self.frame.pointer[0] + 12, self.frame.pointer[1] + 12, side, side)
        disc.clamp_ip(pygame.Rect(0, 0, *self.places.size))
        r.draw_panel(surface, disc, r.DARK, 230, border=r.GLOW, radius=side // 2)
        r.draw_text(surface, font, "?", disc.center, r.GLOW, "center")

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """A small box near the pointer: the drop's meaning while dragging, else the hovered card's hint."""
        placed = self.hint_box(self.frame)
        if placed is None:
            return
        box, lines = placed
        font = self.places.fonts.small
        r.draw_panel(surface, box, r.DARK, 235, border=r.DIM, radius=6)
        for i, line in enumerate(lines):
            r.draw_text(surface, font, line, (box.x + 8, box.y + 4 + i * (font.get_height() + 1)), r.TEXT)

    def tooltip_at(self, frame: BoardFrame, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """The place and whole text of a text drawn shortened under the pointer (its tooltip), if any.

        None while a card is held or the chooser is open: the pointer is busy with them.
        """
        self._frame = frame
        if frame.drag is not None or frame.chooser is not None:
            return None
        if frame.panel.toggle.collidepoint(pos):  # the history's grow box says what it does
            return frame.panel.toggle, tr(TOGGLE_SHRINK if frame.panel.expanded else TOGGLE_GROW)
        return self.live_tips.at(pos) or self.static_tips.at(pos)

    def hint_box(self, frame: BoardFrame) -> tuple[pygame.Rect, list[str]] | None:
        """Where the hint box goes and its lines, or None: nothing to say, or no room beside the refusal."""
        self._frame = frame
        text = ""
        anchor = pygame.Rect(self.frame.pointer, (1, 1))
        if self.frame.drag is not None:
            under = self.places.target_at(self.frame.pointer, self.places.drop_targets(self.frame.drag.key))
            if under is not None:
                drops = self.places.model.drops(self.frame.drag.key, under)
                if not any(g.badge for g in drops) or under in self.badges_hidden:
                    # badged targets already say it on the table, unless their words had no room there
                    text = " / ".join(g.label for g in drops)
                at = (
                    self.frame.pointer[0] - self.frame.drag.offset[0],
                    self.frame.pointer[1] - self.frame.drag.offset[1],
                )
                anchor = pygame.Rect(at, self.places.rects[self.frame.drag.key].size)
        elif self.frame.chooser is None and self.frame.hover is not None:
            item = self.places.model.item(self.frame.hover)
            text = item.hint if item is not None else self.places.key_tip(self.frame.hover)  # a button says its key
            anchor = self.places.rects.get(self.frame.hover) or self.places.button_rects.get(self.frame.hover, anchor)
        if not text and self.frame.drag is None:
            tip = self.tooltip_at(self.frame, self.frame.pointer)
            if tip is not None:
                anchor, text = tip
        if not text:
            return None
        font = self.places.fonts.small
        lines = r.wrap_text(font, text, min(self.places.size[0] // 2, 460))
        width = max(font.size(line)[0] for line in lines) + 16
        box = pygame.Rect(0, 0, width, len(lines) * (font.get_height() + 1) + 8)
        box.midbottom = (anchor.centerx, anchor.top - 6)  # above the card, so the card stays in sight
        if self.frame.drag is not None or box.top < 0:
            box.midtop = (anchor.centerx, anchor.bottom + 6)
        box.clamp_ip(pygame.Rect(0, 0, *self.places.size))
        refusal = self.message_area(self.frame)
        if refusal is not None and box.colliderect(refusal):  # the reason a move was refused stays readable
            other = box.copy()
            if box.top >= anchor.bottom:
                other.midbottom = (anchor.centerx, anchor.top - 6)
            else:
                other.midtop = (anchor.centerx, anchor.bottom + 6)
            other.clamp_ip(pygame.Rect(0, 0, *self.places.size))
            if other.colliderect(refusal):
                return None
            box = other
        return box, lines

    def message_area(self, frame: BoardFrame) -> pygame.Rect | None:
        """Where the message line's words are drawn now, or None while it says nothing."""
        self._frame = frame
        zone = self.places.layout.zones.get("message")
        if not self.frame.message or zone is None or zone.box is None:
            return None
        rect = self.places.zone_rect(zone)
        block = text_block.fit_block(
            (self.places.fonts.body, self.places.fonts.small), [self.frame.message], rect.w, max_lines=STATUS_LINES
        )
        area = pygame.Rect(0, 0, block.width, block.height)
        area.center = rect.center
        return area

    def _draw_drop_badges(self, surface: pygame.Surface) -> None:
        """While a piece is held, each lit target shows in a few words what a drop there would do."""
        font = self.places.fonts.small
        for pill, text in self.badge_places(self.frame):
            r.draw_panel(surface, pill, r.DARK, 225, border=r.GLOW, radius=pill.h // 2)
            r.draw_text(surface, font, text, pill.center, r.GLOW, "center", pill.w - 10)

    def badge_places(self, frame: BoardFrame) -> list[tuple[pygame.Rect, str]]:
        """Where the held piece's lit targets show their words: (pill, text), no two pills overlapping.

        The words go under the target, or above it where they would cover another target's; where neither
        fits they are left out (in `badges_hidden`), and the hint box says them when the pointer is there.
        """
        self._frame = frame
        self.badges_hidden = frozenset()
        source = self.frame.drag.key if self.frame.drag else self.frame.picked
        if source is None:
            return []
        font = self.places.fonts.small
        line_h = font.get_height() + 2
        screen = pygame.Rect(0, 0, *self.places.size)
        targets = sorted(self.places.drop_targets(source))
        under = self.places.target_at(self.frame.pointer, set(targets))
        if under is not None:  # the target under the pointer places its words first
            targets.remove(under)
            targets.insert(0, under)
        placed: list[tuple[pygame.Rect, str]] = []
        hidden: set[str] = set()
        for target in targets:
            rect = self.places.rects.get(target)
            if rect is None:
                continue
            badges: list[str] = []
            for gesture in self.places.model.drops(source, target):
                if gesture.badge and gesture.badge not in badges:
                    badges.append(gesture.badge)
            if not badges:
                continue
            if len(badges) > BADGE_LINES:
                badges = [*badges[: BADGE_LINES - 1], tr("+{count} more", count=len(badges) - BADGE_LINES + 1)]
            texts = [r.drawable(text) for text in badges]
            room = min(max(rect.w * 9 // 4, 60), self.places.size[0] - 10)  # wider words are shortened, with a tooltip
            for top in (rect.bottom + 3, rect.top - 3 - len(texts) * (line_h + 1)):
                block = []
                for i, text in enumerate(texts):
                    pill = pygame.Rect(0, 0, min(font.size(text)[0], room) + 10, line_h)
                    pill.midtop = (rect.centerx, top + i * (line_h + 1))
                    block.append((pill.clamp(screen), text))
                if not any(pill.colliderect(other) for pill, _ in block for other, _ in placed):
                    placed.extend(block)
                    break
            else:
                hidden.add(target)
        self.badges_hidden = frozenset(hidden)
        return placed

    def _draw_card(self, surface: pygame.Surface, item: CardItem, rect: pygame.Rect) -> None:
        """A card item with its badges: pile count, selection, who knows it, tag."""
        if text_recorder.active is not None:  # the size test finds cards drawn over words
            text_recorder.active.carded(surface, rect, item.zone)
        surface.blit(self.places.art.surface(item.card, item.look, rect.size), rect)
        if item.selected:
            self._draw_glow(surface, rect.inflate(6, 6), 4, r.GLOW)
            self._draw_chosen(surface, rect, ptr("card", "chosen"))
        if item.look != FACE and item.look != EMPTY:
            r.draw_seen_markers(surface, self.places.fonts, rect, item.seen_by, self.places.n_seats)
        if item.count is not None:
            font = self.places.fonts.small
            text = str(item.count)
            w = font.size(text)[0] + 10
            badge = pygame.Rect(0, 0, w, font.get_height() + 4)
            badge.midtop = (rect.centerx, rect.bottom + 3)
            r.draw_panel(surface, badge, r.DARK, 220, radius=6)
            r.draw_text(surface, font, text, badge.center, r.TEXT, "center")
        if item.tag:
            font = self.places.fonts.small
            room = rect.w + max(
                40, round(40 * self.places.fonts.scale)
            )  # a margin that grows with the text on large windows
            r.draw_text(surface, font, item.tag, (rect.centerx, rect.bottom + 3), r.TEXT, "midtop", room)

    def _draw_chosen(self, surface: pygame.Surface, rect: pygame.Rect, word: str) -> None:
        """The word marking a chosen card, on a dark pill under the card (the lift left room there): above it, it
        would cover the seat's name in the caption strip, on it the card's own words."""
        font = self.places.fonts.small
        pill = pygame.Rect(0, 0, font.size(r.drawable(word))[0] + 12, font.get_height() + 2)
        pill.midtop = (rect.centerx, rect.bottom + 2)
        pill.clamp_ip(pygame.Rect(0, 0, *self.places.size))
        r.draw_panel(surface, pill, r.DARK, 225, border=r.GLOW, radius=pill.h // 2)
        r.draw_text(surface, font, word, pill.center, r.GLOW, "center")

    def _draw_caption(self, surface: pygame.Surface, strip: pygame.Rect, text: str, seat: int | None) -> None:
        """A zone caption; a seat's caption is a pill in the seat's colour with its symbol and name.

        The pill takes the width its words need, up to the zone's; a caption too long for one line puts its note
        (the words after " — ", e.g. "called CABO") on a second line, the pill growing away from the cards; only
        then are the words shortened, with a tooltip.
        """
        font = self.places.fonts.small
        if seat is None:
            r.draw_text(surface, font, text, strip.center, r.DIM, "center", strip.w)
            return
        colour = r.seat_colour(seat)
        symbol = font.get_height() + 24  # the seat's symbol, its gap and the pill's rounded ends
        name, note = text, ""
        if font.size(r.drawable(text))[0] + symbol > strip.w and CAPTION_NOTE in text:
            name, note = text.split(CAPTION_NOTE, 1)
        line_h = strip.h - 2
        width = min(
            strip.w, max(font.size(r.drawable(name))[0] + symbol, font.size(r.drawable(note))[0] + 24 if note else 0)
        )
        pill = pygame.Rect(0, 0, width, line_h * (2 if note else 1))
        pill.centerx = strip.centerx
        if note and id(strip) in self.places.captions_above:
            pill.bottom = strip.bottom - 1  # the second line goes up, off the cards below the caption
        else:
            pill.top = strip.top + 1
        pill.clamp_ip(pygame.Rect(0, 0, *self.places.size))
        active = seat == self.places.model.active_seat
        radius = line_h // 2
        if active:
            r.draw_panel(surface, pill, colour, 235, radius=radius)
        else:
            r.draw_panel(surface, pill, r.DARK, 170, border=colour, radius=radius)
        ink = r.DARK if active else colour
        first = pygame.Rect(pill.x, pill.y, pill.w, line_h)
        r.draw_seat_label(surface, font, seat, name, first.center, ink, "center", pill.w - 12, ink)
        if note:
            r.draw_text(surface, font, note, (pill.centerx, first.bottom + line_h // 2), ink, "center", pill.w - 12)

    def _draw_buttons(self, surface: pygame.Surface, strong: set[str]) -> None:
        """The buttons of the moment; the labels of one zone at one size (the small one if any needs it)."""
        placed = [
            (button, self.places.button_rects[button.key])
            for button in self.places.model.buttons
            if button.key in self.places.button_rects
        ]
        small_zones = {
            button.zone
            for button, rect in placed
            if text_block.fit_block(
                (self.places.fonts.body,), [button.label], self.places.label_room(rect), rect.h - 4
            ).cut
        }
        radius = max(4, round(8 * self.places.fonts.scale))
        if self.frame.whatis.armed:  # the "?" button stays lit while it waits for a click
            strong = strong | {whatis.BUTTON_UI}
        for button, rect in placed:
            fonts = (self.places.fonts.small,) if button.zone in small_zones else (self.places.fonts.body,)
            pressed = self.frame.pressed_button == button.key and rect.collidepoint(self.frame.pointer)
            lit = self.frame.hover == button.key or button.key in strong
            edge = r.GLOW if button.key in strong else BUTTON_EDGE
            if button.greyed:
                self._draw_button(surface, rect, radius, False, False, GREYED_EDGE, GREYED, GREYED)
            else:
                self._draw_button(surface, rect, radius, lit, pressed, edge)
            block = text_block.fit_block(fonts, [button.label], self.places.label_room(rect), rect.h - 4)
            sink = 1 if pressed and not button.greyed else 0  # a pressed button's words go down with it
            ink = r.DIM if button.greyed else r.TEXT
            text_block.draw_block(surface, block, (rect.centerx, rect.centery - block.height // 2 + sink), ink, True)

    @staticmethod
    def _draw_button(
        surface: pygame.Surface,
        rect: pygame.Rect,
        radius: int,
        hover: bool,
        pressed: bool,
        edge: tuple[int, int, int],
        colour: tuple[int, int, int] = r.BUTTON,
        lit: tuple[int, int, int] = r.BUTTON_HOVER,
    ) -> None:
        """A raised, anti-aliased button over its soft shadow: lighter under the pointer, sunk while pressed
        (its shadow tight, its face a pixel lower); every picture cached per size and state."""
        spread = max(2, rect.h // 10)
        drop = 1 if pressed else max(2, rect.h // 14)
        shade = finish.soft_shadow(rect.size, radius, spread, 70 if pressed else 110)
        surface.blit(shade, (rect.x - spread, rect.y - spread + drop))
        face = finish.button(rect.size, lit if hover or pressed else colour, edge, radius, pressed=pressed)
        surface.blit(face, rect.move(0, 1) if pressed else rect)

    def _draw_texts(self, surface: pygame.Surface, live: bool, within: pygame.Rect | None = None) -> None:
        """Panels, logs and labels: the status line, the message line and the presenter's texts.

        `live`: only the log (it scrolls between models), else only the others. It begins
        a frame (live) or the cached layer: the shortened texts drawn from here on are noted as that one's tooltips.
        `within`: only the texts that reach into that area, the tooltips left to the caller (mending the layer).
        """
        if within is None:
            tips = self.live_tips if live else self.static_tips
            tips.clear()
            text_fit.collect_into(tips)
        for zone in self.places.layout.zones.values():
            if zone.kind not in ("panel", "log", "label") or zone.box is None:
                continue
            if (zone.kind == "log") != live:
                continue
            rect = self.places.zone_rect(zone)
            if within is not None and not self._text_area(zone, rect).colliderect(within):
                continue
            if zone.id == "status":
                self._draw_status(surface, rect)
            elif zone.id == "message":
                if self.frame.message:
                    block = text_block.fit_block(
                        (self.places.fonts.body, self.places.fonts.small),
                        [self.frame.message],
                        rect.w,
                        max_lines=STATUS_LINES,
                    )
                    text_block.draw_block(
                        surface, block, (rect.centerx, rect.centery - block.height // 2), r.WARN, centred=True
                    )
            elif zone.kind == "log":
                if not self.frame.panel.expanded:  # an expanded panel covers the cards: drawn after them
                    self.frame.panel.draw(surface, rect, self.places.fonts, tr(zone.label) if zone.label else "")
            else:
                self._draw_lines(surface, zone, rect, self.places.model.texts.get(zone.id, []))

    def _status_text(self) -> str:
        """What the status line says: the keyboard focus's action, else whose turn it is and what to do."""
        if self.frame.whatis.armed:
            return tr(whatis.ARMED_STATUS)
        focused = self.frame.focused
        return (
            tr("Enter: {action}   (Tab: next, Esc: cancel)", action=focused.label)
            if focused
            else self.places.model.status
        )

    def _draw_status(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Whose turn it is and what to do, or the keyboard focus's action: two lines at the body size, else
        at the small size, else shortened with a tooltip."""
        focused = self.frame.focused
        text = self._status_text()
        if not text:
            return
        block = text_block.fit_block(
            (self.places.fonts.body, self.places.fonts.small), [text], rect.w - 20, max_lines=STATUS_LINES
        )
        font = block.font
        line_h = font.get_linesize() + 2
        y = rect.centery - len(block.lines) * line_h // 2
        drawn = []
        for line, _ in block.lines:
            back = pygame.Rect(0, 0, font.size(line)[0] + 20, line_h)
            back.midtop = (rect.centerx, y)
            r.draw_panel(surface, back, r.DARK, 150, radius=6)
            drawn.append(
                r.draw_text(surface, font, line, (rect.centerx, y + 1), r.GLOW if focused else r.TEXT, "midtop")
            )
            y += line_h
        if block.cut and drawn:
            text_fit.shortened.add(drawn[0].unionall(drawn[1:]), block.whole)

    def _draw_lines(self, surface: pygame.Surface, zone: Zone, rect: pygame.Rect, lines: list[str]) -> None:
        """A panel or a label: a translucent box with lines of text, or lines on the felt; wrapped, at the small
        size when the body size has no room, and shortened with a tooltip when even that has none."""
        fonts = (self.places.fonts.body, self.places.fonts.small)
        if zone.kind == "label":
            if lines:
                block = text_block.fit_block(fonts, lines, rect.w, max_lines=zone.lines)
                text_block.draw_block(surface, block, (rect.centerx, rect.y), centred=True)
            return
        r.draw_panel(surface, rect, r.PANEL, 190)
        pad = max(3, round(8 * self.places.fonts.scale))
        y = rect.y + pad
        if zone.label:
            r.draw_text(
                surface, self.places.fonts.body, tr(zone.label), (rect.x + pad, y), r.DIM, width=rect.w - 2 * pad
            )
            y += self.places.fonts.body.get_linesize() + 2
        if lines:
            block = text_block.fit_block(fonts, lines, rect.w - 2 * pad, max(0, rect.bottom - pad - y))
            text_block.draw_block(surface, block, (rect.x + pad, y))

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        """A small menu of the gestures a drop or click could mean."""
        assert self.frame.chooser is not None
        total, options, cancel, cancel_words = self.places.chooser_places(self.frame.chooser, self.frame.chooser_at)
        pad = max(4, round(8 * self.places.fonts.scale))
        r.draw_panel(surface, total, r.DARK, 240, border=r.GLOW)
        r.draw_text(surface, self.places.fonts.small, tr("Which one?"), (total.x + pad, total.y + pad // 2), r.DIM)
        radius = max(4, round(6 * self.places.fonts.scale))
        for i, (rect, block) in enumerate(options):
            focused = i == self.frame.chooser_focus or rect.collidepoint(self.frame.pointer)
            self._draw_button(surface, rect, radius, focused, False, r.GLOW if focused else BUTTON_EDGE)
            text_block.draw_block(surface, block, (rect.centerx, rect.y + pad), centred=True)
        hover = cancel.collidepoint(self.frame.pointer)
        self._draw_button(surface, cancel, radius, hover, False, r.DIM, r.DARK)
        text_block.draw_block(surface, cancel_words, (cancel.centerx, cancel.y + pad), r.DIM, centred=True)
