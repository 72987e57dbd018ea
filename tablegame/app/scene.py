"""Screens as states on a stack, with lifecycle hooks (the Tuxemon pattern), and what a screen may use of the window.

The window (main.App) knows every scene; a scene knows the window only as a `Host`, so that no scene
imports main and main imports the scenes directly.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from tablegame.app.settings import Settings
from tablegame.app.sound import Sounds
from tablegame.app.stats_keeper import StatsKeeper
from tablegame.core.match import Match
from tablegame.storage.saves import SaveStore
from tablegame.table.events import InputEvent
from tablegame.table.layout import Layout
from tablegame.table.render import Fonts


class Host(Protocol):
    """What a scene may use of the window it is shown in (main.App is one)."""

    fonts: Fonts
    scenes: SceneStack
    size: tuple[int, int]
    pointer: tuple[int, int]
    settings: Settings
    sounds: Sounds
    store: SaveStore
    stats: StatsKeeper  # the record of finished games
    storage_problem: str | None  # why saves cannot be kept, if they cannot
    bot_threads: bool  # False in tests: bots think in the frame loop, not in a thread
    frame_began: float  # `time.thread_time()` when the frame being made began (the UI thread's own time)
    frames: int  # frames made so far (the one being made is the next)
    owed: bool  # the last frame was held (`Scene.ready`): the window shows an older picture
    screen: pygame.Surface  # the window's surface (what a frame is drawn on)

    def open_menu(self) -> None:
        """Show the main menu (and nothing else)."""

    def open_table(self, match: Match, layout: Layout | None = None, read_only: bool = False) -> None:
        """Show a match on the table, over the menu (`read_only`: a finished game looked back at)."""

    def open_review(self, match: Match, layout: Layout | None = None) -> None:
        """Show a finished match's review over the scenes open now (Esc returns to them)."""

    def open_guide(self, game: str) -> str | None:
        """Start the game's guided first game over the menu; returns why it cannot (a damaged script), or None."""

    def quit(self) -> None:
        """Close the window at the end of this frame."""

    def retitle(self) -> None:
        """Name the window in the language chosen now."""


class Scene:
    """One screen. Only the top scene gets input; scenes below it are drawn when it is `transparent`."""

    transparent = False  # True for overlays (dialogs, choosers) that show the scene below

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        """Called once when the scene is pushed."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene on top of this one is popped."""

    def exit(self) -> None:
        """Called once when the scene is popped or replaced."""

    def handle(self, event: InputEvent) -> None:
        """Called for each input event while the scene is on top."""

    def update(self, dt: float) -> None:
        """Called once a frame while the scene is on top; dt in seconds."""

    def background(self, dt: float) -> None:
        """Called once a frame while another scene is over this one (a table's history may fill in behind)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Called once a frame to draw the scene."""

    def resize(self, size: tuple[int, int]) -> None:
        """Called for every scene on the stack when the window changes size."""

    def busy(self) -> bool:
        """True while the scene changes on its own (animations, a bot thinking): draw every frame."""
        return False

    def ready(self) -> bool:
        """False to show the window's last frame once more instead of drawing this one (its new picture is not
        ready yet); asked only while that frame is this scene's own, drawn as the top scene."""
        return True


class SceneStack:
    """The stack of scenes; the top one is active."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        """The active scene."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top (pausing the one below)."""
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene (resuming the one below)."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace_all(self, scene: Scene) -> None:
        """Clear the stack and start over with one scene."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def remove(self, scene: Scene) -> None:
        """Pop scenes down to and including `scene`."""
        while scene in self.scenes:
            self.pop()

    def busy(self) -> bool:
        """True if any scene on the stack changes on its own this frame."""
        return any(scene.busy() for scene in self.scenes)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the top scene and, below overlays, the scenes it shows through."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[max(start, 0) :]:
            scene.draw(surface)
