"""Follows every text drawn while it records, for `tablegame shot --text-report`: words, size, place, cuts.

The fonts and the pictures are passed in: `TextRecorder.typeface()` is a typeface whose fonts (`RecordedFont`)
note each text they render and whose canvas (`RecordingCanvas`) makes surfaces that note where the texts on a
picture they are given land, and scales and turns pictures with their texts (a card's words follow the card onto
the screen, through any scaling or rotation). The window draws with it (`App(fonts=Fonts(recorder.typeface()))`,
as `app.shot` does), so the art modules' own `font.render` calls are reported as well. Nothing of pygame's is
replaced: off (the program's normal state) nothing costs anything; `render.fit_text` only looks at `active` when
it shortens a text.

The panels `render.draw_panel` draws and the cards the board draws are followed too (as boxes without words), so
that `overlaps_on` finds words drawn over each other, under a badge or under a card.

A text shortened with "…" is reported clipped even where the board shows its whole words as a tooltip on
hover (text_fit): the tooltip is the player's safety net for what no layout can plan for (a long typed name,
an odd window), while the size test wants every game's words and the default names to fit without one.
"""

from __future__ import annotations

import io
import math
import os
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pygame
import pygame.freetype

from tablegame.table.canvas import Canvas
from tablegame.table.typeface import Typeface

OVERLAP_PX = 2  # two things overlap when they share at least this many pixels both ways
EDGE_SLACK = 0.5  # boxes are kept in fractions of a pixel (scaled cards); half a pixel over an edge is no cut


@dataclass(frozen=True)
class DrawnText:
    """One text as drawn on the screen; `box` is None for a text in a picture the recorder could not follow."""

    text: str
    px: float  # the font's em size in pixels, times any scaling of the picture it is in
    box: tuple[int, int, int, int] | None
    clipped: bool  # shortened with an ellipsis, or not wholly inside its picture, its clip or the window
    missing_glyphs: int  # characters the font has no glyph for
    ink: tuple[int, int, int, int] | None = None  # the box of its drawn pixels (None where `box` is)

    def to_json(self) -> dict[str, Any]:
        """The text as the shot command's report writes it."""
        return {
            "text": self.text,
            "px": self.px,
            "box": list(self.box) if self.box else None,
            "clipped": self.clipped,
            "missing_glyphs": self.missing_glyphs,
        }


@dataclass(frozen=True)
class Overlap:
    """Two things drawn on the screen over each other: two texts' ink, or a text and a badge (a panel) drawn
    over it or across its edge; `box` is their common part."""

    first: DrawnText
    second: DrawnText | None  # None: a panel
    panel: tuple[int, int, int, int] | None
    box: tuple[int, int, int, int]

    def __str__(self) -> str:
        other = f"text {self.second.text!r} {self.second.ink}" if self.second else f"the panel or card {self.panel}"
        return (
            f"text {self.first.text!r} {self.first.ink} and {other} overlap by "
            f"{self.box[2]}x{self.box[3]} px at {self.box[:2]}"
        )


@dataclass(frozen=True)
class _Mark:
    """A text on some picture, in that picture's pixels (floats: pictures get scaled): the box of its line
    (what is reported) and of its ink (what must be seen whole: a line's empty leading may be cut unseen)."""

    text: str
    px: float
    box: pygame.FRect
    ink: pygame.FRect
    clipped: bool
    missing: int
    panel: bool = False  # a panel (a badge, a box) or a card rather than a text: see `Overlap`
    opaque: bool = False  # a panel nothing shows through (a dialog)
    card: bool = False  # a card's picture: it hides its own texts' neighbours in a fan, not a caption
    zone: str = ""  # a card's zone: a card over the words of a card of the same zone is a fan

    def mapped(self, move: Callable[[pygame.FRect], pygame.FRect], zoom: float = 1.0) -> _Mark:
        """The mark with both boxes moved by `move` and its size times `zoom`."""
        return replace(self, box=move(self.box), ink=move(self.ink), px=self.px * zoom)

    def shifted(self, dx: float, dy: float) -> _Mark:
        """The mark moved by (dx, dy)."""
        return self.mapped(lambda rect: rect.move(dx, dy))


class TextRecorder:
    """The texts rendered while recording and the pictures they went into, up to the screen."""

    def __init__(self) -> None:
        self.shortened: set[str] = set()  # texts fit_text cut to an ellipsis
        self._held: dict[int, tuple[pygame.Surface, list[_Mark]]] = {}  # by id; the surface is kept so ids stay
        self._used: set[int] = set()  # pictures drawn into another (or transformed)
        self._glyph_faces: dict[str | int, pygame.freetype.Font | None] = {}  # by file, or by the bytes' hash
        self.canvas = RecordingCanvas()  # makes the surfaces whose texts are followed

    def typeface(self, folder: Path | None = None) -> Typeface:
        """The program's typeface, its fonts noting what they draw on surfaces that note it too (to make the
        recorded window's `Fonts`)."""
        return Typeface(folder, make_font=RecordedFont, canvas=self.canvas)

    # --- what the recording fonts and surfaces report --------------------------------------------------
    def rendered(self, font: RecordedFont, text: str, image: pygame.Surface) -> None:
        """A font made a picture of a text."""
        ink = image.get_bounding_rect()
        if not text.strip() or not ink.w:
            return  # nothing to read
        mark = _Mark(
            text,
            float(font.point_size),
            pygame.FRect(image.get_rect()),
            pygame.FRect(ink),
            text in self.shortened,
            self.missing_glyphs(font, text),
        )
        self._held[id(image)] = (image, [mark])

    def blitted(self, target: pygame.Surface, source: pygame.Surface, dest: Any, area: Any = None) -> None:
        """`source` was drawn into `target` at `dest` (cropped to `area`): its texts move with it.

        A text partly outside the part drawn, the target's clip or the target itself is cut. One wholly
        outside a clip narrower than the target (a line scrolled out of its panel) was not drawn at all.
        """
        marks = self._marks_of(source)
        if not marks:
            return
        self._used.add(id(source))
        crop = (pygame.FRect(area) if area is not None else pygame.FRect(source.get_rect())).clip(source.get_rect())
        x, y = (dest.x, dest.y) if isinstance(dest, (pygame.Rect, pygame.FRect)) else (dest[0], dest[1])
        clip = pygame.FRect(target.get_clip())
        scrolled = clip != pygame.FRect(target.get_rect())
        placed = []
        for mark in marks:
            if not crop.colliderect(mark.ink):
                continue  # outside the part drawn: not drawn at all
            moved = mark.shifted(x - crop.x, y - crop.y)
            if scrolled and not clip.colliderect(moved.ink):
                continue
            cut = not _inside(mark.ink, crop) or not _inside(moved.ink, clip)
            placed.append(replace(moved, clipped=mark.clipped or cut))
        self._place(target, placed)

    def transformed(self, source: pygame.Surface, result: pygame.Surface, move: Callable[[_Mark], _Mark]) -> None:
        """`result` is `source` scaled, rotated or flipped: its texts are moved by `move`."""
        marks = self._marks_of(source)
        if marks:
            self._used.add(id(source))
            self._held[id(result)] = (result, [move(mark) for mark in marks])

    def copied(self, source: pygame.Surface, result: pygame.Surface) -> None:
        """`result` is a copy of `source` (copy, convert): the same texts."""
        marks = self._marks_of(source)
        if marks:
            self._held[id(result)] = (result, list(marks))

    def covered(self, target: pygame.Surface, rect: Any) -> None:
        """`target` was filled over `rect` (None: all of it): the texts wholly under it are gone."""
        root, (ox, oy) = target.get_abs_parent(), target.get_abs_offset()
        held = self._held.get(id(root))
        if held is None:
            return
        area = pygame.FRect(target.get_rect() if rect is None else rect).clip(target.get_rect()).move(ox, oy)
        held[1][:] = [mark for mark in held[1] if not area.contains(mark.ink)]

    def forget(self, surface: pygame.Surface) -> None:
        """Drop the texts drawn on `surface` so far (the screen, before the frame that is reported)."""
        self._held.pop(id(surface), None)

    # --- the report -------------------------------------------------------------------------------------
    def texts_on(self, screen: pygame.Surface) -> list[DrawnText]:
        """Every text drawn on `screen`, in drawing order, then texts drawn where the recorder lost them."""
        found = [_drawn(mark) for mark in self._held.get(id(screen), (screen, []))[1] if not mark.panel]
        for key, (surface, marks) in self._held.items():
            if key != id(screen) and key not in self._used and not isinstance(surface, RecordingSurface):
                # a text (or a scaled picture of one) drawn into a surface made outside the recorder's view
                found.extend(replace(_drawn(mark), box=None, ink=None) for mark in marks if not mark.panel)
        return found

    def overlaps_on(self, screen: pygame.Surface) -> list[Overlap]:
        """Every collision on `screen`: two texts whose ink overlaps, a panel or a card drawn over a text, or a text
        drawn across a panel's edge (partly on it, partly off).

        Not collisions: a text on its panel; two panels; words over a card (a label on it, a count); a dialog (an
        opaque panel) over what was drawn before it, or anything drawn on that dialog, or on a card, against what
        the dialog or card covers (the card over another card's words in a fan); an overlap of a single pixel row
        or column (two lines' anti-aliased edges).
        """
        marks = self._held.get(id(screen), (screen, []))[1]
        host = _hosts(marks)
        order = sorted(range(len(marks)), key=lambda i: marks[i].ink.x)
        found = []
        for at, i in enumerate(order):  # a sweep along x: only marks that start before this one ends
            for j in order[at + 1 :]:
                if marks[j].ink.x >= marks[i].ink.right:
                    break
                early, late = min(i, j), max(i, j)  # in drawing order
                first, second = marks[early], marks[late]
                common = first.ink.clip(second.ink)
                if common.w < OVERLAP_PX or common.h < OVERLAP_PX or (first.panel and second.panel):
                    continue
                if host[late] > early:
                    continue  # the later one lies on a dialog or a card drawn over the earlier one
                if first.panel:
                    if first.card or _inside(second.ink, first.ink):
                        continue  # words on a card or on their panel
                elif second.opaque and (
                    not second.card
                    or (host[early] >= 0 and marks[host[early]].card and marks[host[early]].zone == second.zone)
                ):
                    continue  # a dialog over the table, or a card over the card under it in a fan
                text, other = (second, first) if first.panel else (first, second)
                found.append(
                    Overlap(
                        _drawn(text),
                        None if other.panel else _drawn(other),
                        _whole(other.ink) if other.panel else None,
                        _whole(common),
                    )
                )
        return found

    def carded(self, target: pygame.Surface, rect: pygame.Rect, zone: str = "") -> None:
        """A card is about to be drawn on `target` over `rect`: it hides what it covers wholly, and collides with
        a text it covers in part, unless that is the words of another card of its zone (cards overlap in a fan)."""
        self.covered(target, rect)
        box = pygame.FRect(rect)
        self._place(target, [_Mark("", 0.0, box, box, False, 0, panel=True, opaque=True, card=True, zone=zone)])

    def paneled(self, target: pygame.Surface, rect: pygame.Rect, opaque: bool) -> None:
        """A panel (a badge, a box behind words) was drawn on `target` over `rect`. An opaque one (a dialog over
        the table) hides what it covers wholly, and what it covers in part is no collision: it is there on purpose."""
        if opaque:
            self.covered(target, rect)
        box = pygame.FRect(rect)
        self._place(target, [_Mark("", 0.0, box, box, False, 0, panel=True, opaque=opaque)])

    def missing_glyphs(self, font: RecordedFont, text: str) -> int:
        """How many characters of `text` the font's file has no glyph for (0 when the file cannot be read again).

        pygame's `Font.metrics` gives a box even for a missing glyph (the font's "no such glyph" box), so the
        font's file is opened a second time with pygame.freetype, whose metrics are None for a missing glyph.
        """
        source = font.file
        if source is None:
            return 0
        key = source if isinstance(source, str) else hash(source)
        if key not in self._glyph_faces:
            try:
                pygame.freetype.init()
                self._glyph_faces[key] = pygame.freetype.Font(source if isinstance(source, str) else io.BytesIO(source))
            except (OSError, pygame.error):
                self._glyph_faces[key] = None
        face = self._glyph_faces[key]
        if face is None:
            return 0
        return sum(1 for metric in face.get_metrics(text, size=12) if metric is None)

    # --- inside -----------------------------------------------------------------------------------------
    def _marks_of(self, surface: pygame.Surface) -> list[_Mark]:
        """The texts on a picture (for a subsurface: those on its part of the parent, in its own pixels)."""
        held = self._held.get(id(surface))
        if held is not None:
            return held[1]
        root = surface.get_abs_parent()
        if root is surface or id(root) not in self._held:
            return []
        ox, oy = surface.get_abs_offset()
        window = pygame.FRect(ox, oy, *surface.get_size())
        return [
            replace(mark.shifted(-ox, -oy), clipped=mark.clipped or not _inside(mark.ink, window))
            for mark in self._held[id(root)][1]
            if window.colliderect(mark.ink)
        ]

    def _place(self, target: pygame.Surface, marks: list[_Mark]) -> None:
        """Keep texts drawn on `target` (on a subsurface: on its parent, in the parent's pixels)."""
        if not marks:
            return
        root, (ox, oy) = target.get_abs_parent(), target.get_abs_offset()
        if (ox, oy) != (0, 0):
            marks = [mark.shifted(ox, oy) for mark in marks]
        self._held.setdefault(id(root), (root, []))[1].extend(marks)


def _inside(inner: pygame.FRect, outer: pygame.FRect) -> bool:
    """True if `inner` lies within `outer`, give or take EDGE_SLACK (scaled pictures land between pixels)."""
    return outer.inflate(2 * EDGE_SLACK, 2 * EDGE_SLACK).contains(inner)


def _hosts(marks: list[_Mark]) -> list[int]:
    """For each mark, the index of the last opaque panel or card drawn before it that holds it wholly (-1: none)."""
    opaque: list[int] = []
    hosts = []
    for i, mark in enumerate(marks):
        hosts.append(next((k for k in reversed(opaque) if _inside(mark.ink, marks[k].ink)), -1))
        if mark.opaque:
            opaque.append(i)
    return hosts


def _whole(box: pygame.FRect) -> tuple[int, int, int, int]:
    """A box in whole pixels."""
    return round(box.x), round(box.y), round(box.w), round(box.h)


def _drawn(mark: _Mark) -> DrawnText:
    """A mark as reported: whole pixels for the boxes, a size rounded to a tenth."""
    px = round(mark.px, 1)
    return DrawnText(
        mark.text, int(px) if px.is_integer() else px, _whole(mark.box), mark.clipped, mark.missing, _whole(mark.ink)
    )


active: TextRecorder | None = None


def file_of(filename: Any) -> str | bytes | None:
    """A font's file path (pygame's own for the default font) or bytes (a font read from memory), else None."""
    if filename is None:
        return os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
    if isinstance(filename, (str, os.PathLike)):
        return str(os.fspath(filename))
    if isinstance(filename, io.BytesIO):
        return filename.getvalue()
    return None  # another open file: reading it again would move it under pygame


class RecordedFont(pygame.font.Font):
    """A font that tells the recorder what it renders (`TextRecorder.typeface` makes them)."""

    def __init__(self, filename: Any = None, size: int = 20) -> None:
        super().__init__(filename, size)
        self.file = file_of(filename)

    def render(
        self, text: str | bytes | None, antialias: bool, color: Any, bgcolor: Any = None, wraplength: int = 0
    ) -> pygame.Surface:
        """Render as pygame does, and note the picture."""
        image = super().render(text, antialias, color, bgcolor, wraplength)
        if active is not None:
            words = text.decode() if isinstance(text, bytes) else (text or "")
            active.rendered(self, words, image)
        return image


class RecordingSurface(pygame.Surface):
    """A surface that tells the recorder what is drawn into it (`RecordingCanvas` makes them)."""

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None, special_flags: int = 0) -> pygame.Rect:
        """Blit as pygame does, and move the source's texts here."""
        if active is not None:
            active.blitted(self, source, dest, area)
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence: Iterable[Any], doreturn: int | bool = 1) -> Any:
        """Blit many as pygame does, and move each source's texts here."""
        items = list(blit_sequence)
        if active is not None:
            for item in items:
                active.blitted(
                    self, item[0], item[1], item[2] if len(item) > 2 and not isinstance(item[2], int) else None
                )
        return super().blits(items, doreturn)

    def fblits(self, blit_sequence: Iterable[Any], special_flags: int = 0, /) -> None:
        """Blit many fast as pygame does, and move each source's texts here."""
        items = list(blit_sequence)
        if active is not None:
            for source, dest in items:
                active.blitted(self, source, dest)
        super().fblits(items, special_flags)

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        """Fill as pygame does; a plain fill hides the texts under it."""
        if active is not None and not special_flags:
            active.covered(self, rect)
        return super().fill(color, rect, special_flags)

    def copy(self) -> pygame.Surface:
        """A copy, with the same texts."""
        result = super().copy()
        if active is not None:
            active.copied(self, result)
        return result

    def convert(self, *args: Any) -> pygame.Surface:
        """A converted copy, with the same texts."""
        result = super().convert(*args)
        if active is not None:
            active.copied(self, result)
        return result

    def convert_alpha(self, *args: Any) -> pygame.Surface:
        """A converted copy with per-pixel alpha, with the same texts."""
        result = super().convert_alpha(*args)
        if active is not None:
            active.copied(self, result)
        return result


def _scaled(source: pygame.Surface, result: pygame.Surface) -> Callable[[_Mark], _Mark]:
    """How texts move when `source` is stretched to `result`'s size."""
    (sw, sh), (rw, rh) = source.get_size(), result.get_size()
    fx, fy = rw / max(1, sw), rh / max(1, sh)
    return lambda mark: mark.mapped(lambda r: pygame.FRect(r.x * fx, r.y * fy, r.w * fx, r.h * fy), fy)


def _turned(source: pygame.Surface, result: pygame.Surface, angle: float) -> Callable[[_Mark], _Mark]:
    """How texts move when `source` is turned `angle` degrees anticlockwise into `result`."""
    (sw, sh), (rw, rh) = source.get_size(), result.get_size()
    cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))

    def turn(rect: pygame.FRect) -> pygame.FRect:
        corners = [(x - sw / 2, y - sh / 2) for x in (rect.left, rect.right) for y in (rect.top, rect.bottom)]
        xs = [rw / 2 + dx * cos + dy * sin for dx, dy in corners]
        ys = [rh / 2 - dx * sin + dy * cos for dx, dy in corners]
        return pygame.FRect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    return lambda mark: mark.mapped(turn)


def _flipped(source: pygame.Surface, flip_x: bool, flip_y: bool) -> Callable[[_Mark], _Mark]:
    """How texts move when `source` is mirrored."""
    sw, sh = source.get_size()

    def mirror(rect: pygame.FRect) -> pygame.FRect:
        return pygame.FRect(
            sw - rect.right if flip_x else rect.x, sh - rect.bottom if flip_y else rect.y, rect.w, rect.h
        )

    return lambda mark: mark.mapped(mirror)


class RecordingCanvas(Canvas):
    """Makes surfaces that tell the recorder what is drawn into them, and moves the texts of the pictures it
    scales, turns or mirrors (while no recording is on, it draws as pygame does and follows nothing)."""

    def surface(self, size: tuple[int, int], flags: int = 0, like: pygame.Surface | None = None) -> pygame.Surface:
        """A new recording picture of `size` (`like`: of that surface's pixel format)."""
        return RecordingSurface(size, flags, like) if like is not None else RecordingSurface(size, flags)

    def smoothscale(self, source: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """`source` stretched smoothly to `size`, its texts with it."""
        result = super().smoothscale(source, size)
        if active is not None:
            active.transformed(source, result, _scaled(source, result))
        return result

    def rotate(self, source: pygame.Surface, angle: float) -> pygame.Surface:
        """`source` turned `angle` degrees anticlockwise, its texts with it."""
        result = super().rotate(source, angle)
        if active is not None:
            active.transformed(source, result, _turned(source, result, angle))
        return result

    def flip(self, source: pygame.Surface, flip_x: bool, flip_y: bool) -> pygame.Surface:
        """`source` mirrored, its texts with it."""
        result = super().flip(source, flip_x, flip_y)
        if active is not None:
            active.transformed(source, result, _flipped(source, flip_x, flip_y))
        return result


@contextmanager
def recording_texts() -> Iterator[TextRecorder]:
    """Record every text drawn inside the block by the recorder's fonts (`TextRecorder.typeface`) on surfaces
    its canvas makes (`TextRecorder.canvas`). Nothing of pygame's is replaced.

    One recording at a time: the fonts and the drawing code's seams report to the one `active` recorder.
    """
    global active
    if active is not None:
        raise RuntimeError("texts are already being recorded")
    active = TextRecorder()
    try:
        yield active
    finally:
        active = None
