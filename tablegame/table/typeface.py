"""The program's one UI typeface, Tablegame Sans (Noto Sans with Noto Sans CJK's Hangul and hanzi, fonts/README.md),
shipped in the package; pygame's default font if it cannot be read."""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pygame.freetype

from tablegame.paths import data_dir
from tablegame.table.canvas import PLAIN, Canvas

log = logging.getLogger("tablegame")

# One file per weight draws Latin, Korean and Chinese: SDL_ttf has no fallback font for a character a font lacks.
FAMILY = "Tablegame Sans"
FILES = {False: "TablegameSans-Regular.ttf", True: "TablegameSans-Bold.ttf"}
LICENCE = "OFL.txt"

# The table's sizes were chosen for pygame's default font, which pygame draws with an em of 11/16 of the size
# asked for; the shipped font is given that em, so every text keeps the em it had before.
EM_PER_SIZE = 0.6875


def em_of(size: int) -> int:
    """The em in pixels that a table size stands for (the size pygame's default font would be drawn at)."""
    return max(1, round(size * EM_PER_SIZE))


# Each font file's bytes once read and proved to draw text (None: it could not be used), for the whole process:
# every window and every `tablegame shot` reads a file once, and logs a problem with it once.
_READ: dict[Path, bytes | None] = {}


# Makes a font from a file (an open file, a path or None for pygame's own) and a size: pygame's Font, or a
# subclass that notes what it draws (`text_recorder.RecordedFont`, for `tablegame shot --text-report`).
FontFactory = Callable[[Any, int], pygame.font.Font]


class Typeface:
    """Opens the shipped family's fonts from bytes read once (no open file per size), each made by
    `make_font` (None: pygame's Font). A missing or damaged file is logged once and its weight then comes from
    pygame's default font. `canvas` makes the pictures its words are drawn on (a recorder's follows them)."""

    def __init__(
        self, folder: Path | None = None, make_font: FontFactory | None = None, canvas: Canvas = PLAIN
    ) -> None:
        self.folder = folder if folder is not None else data_dir("fonts")
        self.make_font = make_font
        self.canvas = canvas

    def shipped(self, bold: bool = False) -> bool:
        """Whether the shipped file of this weight could be read (else its fonts are pygame's default)."""
        return self._bytes(bold) is not None

    def open(self, size: int, bold: bool = False) -> pygame.font.Font:
        """A font of this weight for a table size: the shipped one at `em_of(size)`, else pygame's default."""
        data = self._bytes(bold)
        make = self.make_font or pygame.font.Font
        if data is not None:
            return make(io.BytesIO(data), em_of(size))
        return make(None, size)  # pygame's own font, already bold, scaled to the same em

    def _bytes(self, bold: bool) -> bytes | None:
        """The file's bytes once they were read and proved to draw text, or None (logged the first time)."""
        path = self.folder / FILES[bold]
        if path not in _READ:
            try:
                data = path.read_bytes()
                probe = pygame.font.Font(io.BytesIO(data), 16)
                if probe.size("Ag")[0] <= 0:
                    raise ValueError("it draws no text")
                _READ[path] = data
            except (OSError, ValueError, pygame.error) as error:
                log.warning("UI font %s cannot be used (%s); using pygame's default font", path, error)
                _READ[path] = None
        return _READ[path]


# Whether the shipped font has a glyph for a character, by character: asked for the characters of every text
# that is not plain ASCII (names typed or read from saves), so each character is looked up once.
_GLYPHS: dict[str, bool] = {}
_FACE: list[pygame.freetype.Font | None] = []  # the regular weight opened with freetype, once (None: unreadable)


def _glyph_face() -> pygame.freetype.Font | None:
    """The regular weight opened with freetype (None: unreadable); opened again after freetype was quit."""
    if _FACE and not pygame.freetype.get_init():
        _FACE.clear()  # a face outlives no quit of its module
    if not _FACE:
        data = Typeface()._bytes(False)
        try:
            pygame.freetype.init()
            _FACE.append(pygame.freetype.Font(io.BytesIO(data)) if data is not None else None)
        except (OSError, pygame.error) as error:
            log.warning("UI font cannot be asked which characters it draws (%s)", error)
            _FACE.append(None)
    return _FACE[0]


def has_glyph(char: str) -> bool:
    """Whether the shipped font draws `char` (SDL_ttf would draw a box for it otherwise). True when the font
    cannot be asked (not readable, or pygame's font module not started yet): nothing is then replaced."""
    known = _GLYPHS.get(char)
    if known is not None:
        return known
    if not pygame.font.get_init():
        return True
    try:
        face = _glyph_face()
        known = face is None or face.get_metrics(char, size=12)[0] is not None
    except pygame.error:  # freetype was quit and started again since the face was opened (pygame.quit): open anew
        _FACE.clear()
        face = _glyph_face()
        known = face is None or face.get_metrics(char, size=12)[0] is not None
    _GLYPHS[char] = known
    return known
