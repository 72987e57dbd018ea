"""Makes the pictures the table draws into and scales and turns them: pygame's own, or a text recorder's.

The drawing code asks its typeface's canvas (`Fonts.canvas`) for every picture it writes words on, and for
every scaling or turning of a picture with words, so that `tablegame shot --text-report` can follow the words
onto the screen (`text_recorder.RecordingCanvas`) without replacing anything of pygame's.
"""

from __future__ import annotations

import pygame


class Canvas:
    """pygame's plain surfaces and transforms (the program's normal state: nothing is followed)."""

    def surface(self, size: tuple[int, int], flags: int = 0, like: pygame.Surface | None = None) -> pygame.Surface:
        """A new picture of `size` (`like`: of that surface's pixel format)."""
        return pygame.Surface(size, flags, like) if like is not None else pygame.Surface(size, flags)

    def smoothscale(self, source: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """`source` stretched smoothly to `size`."""
        return pygame.transform.smoothscale(source, size)

    def rotate(self, source: pygame.Surface, angle: float) -> pygame.Surface:
        """`source` turned `angle` degrees anticlockwise."""
        return pygame.transform.rotate(source, angle)

    def flip(self, source: pygame.Surface, flip_x: bool, flip_y: bool) -> pygame.Surface:
        """`source` mirrored."""
        return pygame.transform.flip(source, flip_x, flip_y)


PLAIN = Canvas()
