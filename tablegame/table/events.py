"""The program's own input events; raw pygame events are translated here, once."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class PointerDown:
    """A mouse button went down (button 1 is the primary one)."""

    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True)
class PointerUp:
    """A mouse button went up."""

    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True)
class PointerMove:
    """The pointer moved."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class PointerLeave:
    """The pointer left the window (nothing is under it any more)."""


@dataclass(frozen=True)
class Wheel:
    """The mouse wheel turned (dy > 0: up)."""

    dy: int


@dataclass(frozen=True)
class Key:
    """A key was pressed; `name` is pygame's key name ("return", "tab", "d"), `text` the typed text."""

    name: str
    text: str = ""
    shift: bool = False
    ctrl: bool = False


@dataclass(frozen=True)
class TextInput:
    """Text typed and committed: a key's character, or what an input method (IME) composed, or a paste."""

    text: str


@dataclass(frozen=True)
class TextEditing:
    """An input method's composition in progress (a Hangul syllable being built); "" when it ends."""

    text: str
    start: int = 0


@dataclass(frozen=True)
class Resize:
    """The window got a new size."""

    size: tuple[int, int]


@dataclass(frozen=True)
class Quit:
    """The window was closed."""


InputEvent = (
    PointerDown | PointerUp | PointerMove | PointerLeave | Wheel | Key | TextInput | TextEditing | Resize | Quit
)


def translate(event: pygame.event.Event) -> InputEvent | None:
    """The input event for a raw pygame event, or None for events the program ignores."""
    kind = event.type
    if kind == pygame.QUIT:
        return Quit()
    if kind == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
        return PointerDown(tuple(event.pos), event.button)
    if kind == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
        return PointerUp(tuple(event.pos), event.button)
    if kind == pygame.MOUSEMOTION:
        return PointerMove(tuple(event.pos))
    if kind == pygame.WINDOWLEAVE:
        return PointerLeave()
    if kind == pygame.MOUSEWHEEL:
        return Wheel(int(event.y))
    if kind == pygame.KEYDOWN:
        mods = getattr(event, "mod", 0)
        text = getattr(event, "unicode", "") or ""
        return Key(
            pygame.key.name(event.key),
            text if text.isprintable() else "",
            bool(mods & pygame.KMOD_SHIFT),
            bool(mods & pygame.KMOD_CTRL),
        )
    if kind == pygame.TEXTINPUT:
        return TextInput(str(getattr(event, "text", "")))
    if kind == pygame.TEXTEDITING:
        return TextEditing(str(getattr(event, "text", "")), int(getattr(event, "start", 0)))
    if kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        size = (event.w, event.h) if kind == pygame.VIDEORESIZE else (event.x, event.y)
        return Resize((max(1, size[0]), max(1, size[1])))
    return None
