"""The application: the window, the scene stack and the frame loop (steppable for tests)."""

from __future__ import annotations

import gc
import logging
import logging.handlers
import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from tablegame.app.scene import SceneStack
from tablegame.app.scenes.menu import MenuScene, window_caption
from tablegame.app.scenes.problem import ProblemScene
from tablegame.app.settings import Settings, settings_path
from tablegame.app.sound import Sounds
from tablegame.app.stats_keeper import StatsKeeper
from tablegame.app.table_setup import load_table_layout, new_seed
from tablegame.core.guide import GuideError
from tablegame.core.match import Match, Seat
from tablegame.i18n import tr
from tablegame.paths import user_log_dir
from tablegame.storage.kept import match_id_of
from tablegame.storage.reconcile import reconcile_store
from tablegame.storage.saves import SaveStore
from tablegame.table import render as r
from tablegame.table.events import PointerLeave, Quit, Resize, translate
from tablegame.table.layout import Layout
from tablegame.table.render import Fonts

REFERENCE_SIZE = (1280, 720)
SETTLE_SECONDS = 60.0  # the least time between two of `settle_memory`'s full collections
_settled_at = [-math.inf]  # when `settle_memory` last collected (time.monotonic)
FPS = 60
IDLE_REDRAW_SECONDS = 0.25  # a still table is redrawn this often, not 60 times a second (saves the CPU)
MIN_DRAWN_SIZE = (240, 160)  # below this no table fits: the window shows one line asking for more room
LOG_FILE_BYTES = 1_000_000
# The largest window drawn: SDL's surfaces fail ("Surface is not initialized") or crash past 32767 a side or 2 GB,
# no screen is larger than 16384, and an 8K screen's pixels (`shot`'s largest picture too) take 130 MB a frame.
MAX_WINDOW_SIDE = 16384
MAX_WINDOW_PIXELS = 7680 * 4320

log = logging.getLogger("tablegame")


def start_log() -> Path | None:
    """Send the program's log to a small rotating file in the user's log folder; None if it cannot be made."""
    try:
        folder = user_log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            folder / "tablegame.log",
            maxBytes=LOG_FILE_BYTES,
            backupCount=1,
            encoding="utf-8",
            errors="backslashreplace",
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return Path(handler.baseFilename)


def backed_size(size: tuple[int, int]) -> tuple[int, int]:
    """A window size the display can back: each side from 1 to MAX_WINDOW_SIDE and at most MAX_WINDOW_PIXELS in all
    (a larger one shrinks, keeping its shape as well as it can)."""
    w, h = (min(max(1, side), MAX_WINDOW_SIDE) for side in size)
    if w * h > MAX_WINDOW_PIXELS:
        shrink = math.sqrt(MAX_WINDOW_PIXELS / (w * h))
        w, h = max(1, int(w * shrink)), max(1, int(h * shrink))
    return w, h


class App:
    """The window and its scene stack. `step` runs one frame; `run` loops until the window closes."""

    reraise_errors = False  # the tests set this, so that an error fails them instead of being shown

    def __init__(
        self,
        size: tuple[int, int] = REFERENCE_SIZE,
        *,
        bot_threads: bool = True,
        store: SaveStore | None = None,
        settings: Settings | None = None,
        fonts: Fonts | None = None,
    ) -> None:
        pygame.display.init()
        pygame.font.init()
        self.retitle()
        pygame.key.set_repeat(400, 40)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.screen.get_size()
        self.fonts = fonts if fonts is not None else Fonts()  # `tablegame shot` passes fonts that note their texts
        self.fonts.resize(self.size)
        self.scenes = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.bot_threads = bot_threads
        self.store = store or SaveStore()
        self.stats = StatsKeeper(self.store)  # opened on first use
        self.settings = settings or Settings.load(settings_path())  # a damaged file: defaults, said on the menu
        self.sounds = Sounds(self.settings)  # silent without an audio device; prepared after the first frame
        self.sounds_prepared = False
        self.pointer = (-1, -1)
        self.frames = 0
        self.since_drawn = IDLE_REDRAW_SECONDS  # draw the first frame at once
        self.drawn_top: object = None
        self.owed = False  # a frame was held (`Scene.ready`): the next one draws
        # the UI thread's CPU time (`time.thread_time`) when the frame being made began: scenes budget their work by it
        self.frame_began = time.thread_time()
        self.log_file: Path | None = None
        self.errors = 0  # errors reported in a row; a problem screen that fails too is not pushed again
        self.storage_problem = self.store.problem()
        if self.storage_problem is None:
            self.store.remove_stale_temporaries()
            reconcile_store(self.store)  # files of one game (a kill while finishing, a sync's conflict copy) made one
            try:
                self.store.migrate_old_autosave()  # an earlier version's one autosave becomes a game in progress
            except OSError as exc:
                log.warning("the old autosave could not be moved: %s", exc)

    # --- the loop --------------------------------------------------------------------------------
    def step(self, dt: float = 1 / FPS) -> bool:
        """One frame: take the queued pygame events, update the top scene, draw. False once closed.

        Drawing happens after any input, while a scene is busy (animations, a bot thinking) and a few
        times a second otherwise, so an idle window does not keep a core busy. An error in any scene
        is logged and shown on a problem screen; it never closes the window.
        """
        try:
            self._frame(dt)
            self.errors = 0
        except Exception as exc:  # the window reports whatever a scene raises, and keeps running
            if self.reraise_errors:
                raise
            self.report_error(exc)
        return self.running

    def _frame(self, dt: float) -> None:
        """The work of one frame (see `step`)."""
        self.frame_began = time.thread_time()
        had_input = False
        for raw in pygame.event.get():
            event = translate(raw)
            if event is None:
                continue
            had_input = True
            if isinstance(event, Quit):
                self.quit()
                continue
            if isinstance(event, Resize):
                self.resize(event.size)
                continue
            if hasattr(event, "pos"):
                self.pointer = event.pos
            elif isinstance(event, PointerLeave):
                self.pointer = (-1, -1)  # no button stays lit as if hovered once the pointer is gone
            top = self.scenes.top
            if top is not None:
                top.handle(event)
        top = self.scenes.top
        if top is not None:
            top.update(dt)
        for scene in self.scenes.scenes[:-1]:
            scene.background(dt)
        if not self.scenes.scenes:
            self.running = False
        self.frames += 1
        self.since_drawn += dt
        top = self.scenes.top
        fresh_scene = top is not self.drawn_top  # a new scene lays itself out as it draws
        if had_input or fresh_scene or self.owed or self.since_drawn >= IDLE_REDRAW_SECONDS or self.scenes.busy():
            # the window's last frame is the top scene's own (no resize since): it may be shown once more while the
            # scene's next picture is made over frames (a move's rules step in one, its drawing in the next)
            if top is not None and not fresh_scene and not top.ready():
                self.owed = True
            else:
                self.draw()

    def report_error(self, exc: Exception) -> None:
        """Log an error with its traceback and show it on a problem screen over everything."""
        log.error("error in the window", exc_info=exc)
        self.errors += 1
        self.frames += 1
        if self.errors > 1 and isinstance(self.scenes.top, ProblemScene):
            self._draw_plain(tr("Something went wrong: {problem}", problem=exc))
            return
        where = (
            tr("Details are in {file}.", file=self.log_file)
            if self.log_file
            else tr("Details were written to the terminal.")
        )
        message = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        self.scenes.push(ProblemScene(self, message, where))

    def draw(self) -> None:
        """Draw the scenes and show the frame (a window too small for any table shows one line)."""
        self.since_drawn = 0.0
        self.owed = False
        self.drawn_top = self.scenes.top
        self.screen = pygame.display.get_surface() or self.screen
        w, h = self.screen.get_size()
        if w < MIN_DRAWN_SIZE[0] or h < MIN_DRAWN_SIZE[1]:
            self._draw_plain(tr("Make the window larger"))
            return
        self.scenes.draw(self.screen)
        pygame.display.flip()
        if not self.sounds_prepared:
            # Only now: the samples' thread (70 ms of work) would hold the interpreter's lock and delay the first
            # frame by as much; a move's sound comes seconds later, and one played before they are made makes them.
            self.sounds_prepared = True
            self.sounds.prepare()

    def _draw_plain(self, text: str) -> None:
        """A dark window with one line of text, as far as it fits (drawing this cannot fail on any size)."""
        self.screen = pygame.display.get_surface() or self.screen
        self.screen.fill((16, 28, 22))
        w, h = self.screen.get_size()
        points = max(8, min(24, h // 2))
        font = self.fonts.get(points)
        while points > 10 and font.size(text)[0] > w - 4:  # a smaller line before an ellipsis
            points -= 2
            font = self.fonts.get(points)
        if h >= font.get_height() and w > 8:
            r.draw_text(self.screen, font, text, (w // 2, h // 2), r.TEXT, "center", w - 4)
        pygame.display.flip()

    def run(self, max_frames: int | None = None) -> int:
        """Loop at 60 frames a second until the window closes (or `max_frames` frames); returns 0."""
        try:
            while self.running and (max_frames is None or self.frames < max_frames):
                dt = self.clock.tick(FPS) / 1000
                self.step(min(dt, 0.1))
        finally:  # however the loop ended (the last scene closed, an error escaped), the last move is on the disk
            self.store.flush()
            self.store.release_all()  # and other windows may open its games
        return 0

    def resize(self, size: tuple[int, int]) -> None:
        """Follow a new window size; every scene lays itself out again.

        A size the display cannot back (0x0, 32767x32767) is clamped (`backed_size`); if the display refuses
        the size all the same, the window keeps the size it had.
        """
        size = backed_size(size)
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() != size:
            try:
                self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            except pygame.error as exc:
                log.warning("the window cannot be %dx%d (%s); it stays %dx%d", *size, exc, *self.size)
                self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
                size = self.size
        self.size = size
        self.drawn_top = None  # the window's picture is not a frame any scene may show again
        self.fonts.resize(size)
        for scene in self.scenes.scenes:
            scene.resize(size)

    def retitle(self) -> None:
        """Name the window in the language chosen now."""
        pygame.display.set_caption(window_caption())

    def quit(self) -> None:
        """Close the window at the end of this frame, once the autosave of the last move is on the disk and the
        bots have stopped thinking (their worker process is gone)."""
        for scene in self.scenes.scenes:
            stop_bots = getattr(scene, "stop_bots", None)  # a table's (the table module is loaded with the first)
            if stop_bots is not None:
                stop_bots()
        self.store.flush()
        self.store.release_all()  # the games open here may be continued in another window at once
        self.running = False

    # --- starting things -------------------------------------------------------------------------
    def open_menu(self) -> None:
        """Show the main menu (and nothing else); a menu that cannot be made (a file it lists that nothing
        foresaw) is shown on the problem screen instead, never a start that dies."""
        self.guarded(lambda: self.scenes.replace_all(MenuScene(self)))

    def guarded(self, opening: Callable[[], None]) -> None:
        """Open a scene, even outside the frame loop's guard (at start): an error shows on the problem screen,
        over the scenes that were there before (a half-made scene is never drawn)."""
        before = list(self.scenes.scenes)
        try:
            opening()
        except Exception as exc:  # as in `step`: reported, the window stays
            if self.reraise_errors:
                raise
            self.scenes.scenes[:] = [scene for scene in self.scenes.scenes if scene in before]
            self.report_error(exc)

    def open_table(self, match: Match, layout: Layout | None = None, read_only: bool = False) -> None:
        """Show a match on the table, over the menu (`read_only`: a finished game looked back at); a game to play
        becomes the one the menu's Continue picks up."""
        from tablegame.app.scenes.table import TableScene  # here: the menu's first frame needs no table

        scene = TableScene(self, match, layout, read_only=read_only)
        if not read_only:
            self.settings.note_opened(match_id_of(match))
        if not self.scenes.scenes or not isinstance(self.scenes.scenes[0], MenuScene):
            self.scenes.replace_all(MenuScene(self))
        while len(self.scenes.scenes) > 1:
            self.scenes.pop()
        self.scenes.push(scene)
        settle_memory()

    def open_review(self, match: Match, layout: Layout | None = None) -> None:
        """Show a finished match's review over the scenes open now (Esc returns to them)."""
        from tablegame.app.scenes.review import ReviewScene  # here: the menu's first frame needs no review

        self.scenes.push(ReviewScene(self, match, layout))

    def open_guide(self, game: str) -> str | None:
        """Start the game's guided first game over the menu; returns why it cannot (a damaged script), or None."""
        from tablegame.app.scenes.guided_table import guided_scene  # here: the first frame needs no guide

        try:
            scene = guided_scene(self, game)
        except GuideError as exc:
            return tr("The guide cannot start: {problem}", problem=exc)
        if not self.scenes.scenes or not isinstance(self.scenes.scenes[0], MenuScene):
            self.scenes.replace_all(MenuScene(self))
        while len(self.scenes.scenes) > 1:
            self.scenes.pop()
        self.scenes.push(scene)
        return None


def prepare_table(
    game: str, seats: list[Seat], seed: int | None, options: dict[str, Any] | None, layout: Path | None
) -> tuple[Match, Layout]:
    """A new match and its checked layout; raises DataFileError or ValueError before any window opens."""
    match = Match(game, list(seats), new_seed() if seed is None else seed, dict(options or {}))
    return match, load_table_layout(match, layout)


def run_app(
    game: str | None = None,
    seats: list[Seat] | None = None,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    layout: Path | None = None,
) -> int:
    """Open the window on the menu, or straight on a table when a game is given; returns the exit status."""
    prepared = None
    if game is not None:
        prepared = prepare_table(
            game,
            seats or [Seat(tr("Player {number}", number=1)), Seat(tr("Bot {number}", number=2), "bot", "normal")],
            seed,
            options,
            layout,
        )
    log_file = start_log()
    app = App()
    app.log_file = log_file
    try:
        app.open_menu()
        if prepared is not None:
            app.guarded(lambda: app.open_table(*prepared))
        return app.run()
    finally:
        pygame.quit()


def settle_memory(now: float | None = None) -> bool:
    """Collect what earlier scenes left, then keep every object alive now out of the collector's full passes
    (`gc.freeze`): a full pass over a table's fonts, pictures, views and history took 30 ms of a move's frame.
    At most once every SETTLE_SECONDS: tables opened in quick succession (a test suite's thousand) would each pay
    a full pass over everything alive, which grows with them. Returns whether it settled."""
    now = time.monotonic() if now is None else now
    if now - _settled_at[0] < SETTLE_SECONDS:
        return False
    _settled_at[0] = now
    gc.unfreeze()  # what an earlier table left in cycles is collected now, not kept for ever
    gc.collect()
    gc.freeze()
    return True
