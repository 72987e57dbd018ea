"""A guided first game: the table on a stacked deal, where the guide says what to try, lights only that, refuses
anything else with its own words, plays the scripted opponent and says after each step what happened and why."""

from __future__ import annotations

from dataclasses import replace

import pygame

from tablegame.app.scene import Host
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.scenes.guide_panel import GuidePanel, PanelPages
from tablegame.app.scenes.menu import default_level
from tablegame.app.scenes.opening import play_again
from tablegame.app.scenes.table import TableScene
from tablegame.app.table_setup import load_table_layout
from tablegame.bots.base import levels_for
from tablegame.core.guide import Guide, GuideError, GuideScript, load_guide, script_match
from tablegame.core.match import Match
from tablegame.core.rules import Action
from tablegame.core.words import default_name
from tablegame.i18n import N_, tr
from tablegame.table.events import InputEvent, Key, PointerDown
from tablegame.table.layout import Box, Layout
from tablegame.table.model import ButtonItem, Gesture, TableModel

GUIDE_END = N_("That is the whole game: play a real game with the same players, or start the guide again.")
RESTART_UI, REAL_GAME_UI = "app:guide_restart", "app:guide_real"


def guided_match(script: GuideScript) -> Match:
    """The guide's match, its seats named as the menu names them ("You", "Bot 1"), the bots at the level a real
    game with the same seats gets."""
    level = default_level(levels_for(script.game))
    names = ["You" if n == script.you else default_name("bot", n) for n in range(len(script.seats))]
    return script_match(script, names, level)


def guided_scene(app: Host, game: str) -> GuidedTableScene:
    """The table of the game's guided first game; raises GuideError for a missing or damaged script."""
    script = load_guide(game)
    match = guided_match(script)
    return GuidedTableScene(app, match, Guide(script), guided_layout(script, load_table_layout(match)))


def guided_layout(script: GuideScript, layout: Layout) -> Layout:
    """The game's layout with the zones the script moves (to make room for the guide's panel) where it puts them;
    raises GuideError for a zone the layout lacks or places per seat."""
    zones = dict(layout.zones)
    for zone_id, (x, y, width, height) in script.zones.items():
        zone = zones.get(zone_id)
        if zone is None or zone.box is None:
            raise GuideError(f"{script.path}: zones: {zone_id!r} is not a zone of one box in {layout.path}")
        zones[zone_id] = replace(zone, box=Box(x + width / 2, y + height / 2, width, height))
    return replace(layout, zones=zones)


def panel_words(guide: Guide) -> tuple[list[str], str]:
    """The guide's panel's words: what happened last (and why), and what to try now (or how the guide ends)."""
    return guide.said, tr(GUIDE_END) if guide.finished else guide.asks()


def panel_place(guide: Guide, size: tuple[int, int]) -> pygame.Rect:
    """Where the guide's panel is in a window of `size` (the script's place for it, or for its end)."""
    w, h = size
    x, y, width, height = guide.script.end_panel if guide.finished else guide.script.panel
    return pygame.Rect(round(x * w), round(y * h), round(width * w), round(height * h))


class GuidedTableScene(TableScene):
    """The table of a guided game: never kept or saved; the opponent plays the script, not a search."""

    def __init__(self, app: Host, match: Match, guide: Guide, layout: Layout | None = None) -> None:
        super().__init__(app, match, layout)
        self.guide = guide
        self.panel = GuidePanel()

    # --- a guided game is not kept ------------------------------------------------------------------
    def enter(self) -> None:
        """Lay out the table (nothing claimed: the guided game is never kept)."""
        self.board.resize(self.app.size)
        self.rebuild()

    def exit(self) -> None:
        """Leaving the guide: nothing to flush or release."""
        self.stop_bots()

    def autosave(self) -> None:
        """A guided game is never saved."""

    def check_kept(self, dt: float) -> None:
        """No other window can hold a game that is not kept."""

    # --- what the guide accepts ---------------------------------------------------------------------
    def offered(self, legal: list[Action]) -> list[Action]:
        """Only the legal action the guide's step asks for: the table lights only its target."""
        return self.guide.narrow(self.viewer, legal)

    def on_explain(self, kind: str, source: str, target: str | None) -> str:
        """Any other move is refused with the guide's words (nothing changes)."""
        if self.guide.finished or self.read_only:
            return super().on_explain(kind, source, target)
        return self.guide.refusal()

    def on_gesture(self, gesture: Gesture) -> None:
        """The guide's own buttons; an action only if the guide accepts it; the rest as on any table."""
        if gesture.ui == RESTART_UI:
            self.restart()
        elif gesture.ui == REAL_GAME_UI:
            play_again(self.app, self.match)
        elif gesture.action is not None and not self.offered([gesture.action]):
            self.board.say(self.guide.refusal())
        else:
            super().on_gesture(gesture)

    def handle(self, event: InputEvent) -> None:
        """Esc leaves the guide (after first going back from a half-made move, as the table's words say it
        does); the panel's pages turn; the rest as on any table."""
        going_back = any(g.ui == "cancel" for g in self.board.model.gestures)
        if isinstance(event, Key) and event.name == "escape" and not going_back:
            self.app.open_menu()
            return
        if self.turns_page(event):
            self.dirty = True
            return
        super().handle(event)

    def turns_page(self, event: InputEvent) -> bool:
        """A click on the guide's panel turns its page (and never reaches the table under it); so do Page Down and
        Page Up while it has pages. True if the event was the panel's."""
        if self.banner.showing or self.replay is not None:
            return False
        if isinstance(event, PointerDown) and self.panel_rect().collidepoint(event.pos):
            self.panel.turn()
            return True
        return (
            isinstance(event, Key)
            and event.name in ("page down", "page up")
            and self.panel.turn(event.name == "page up")
        )

    def restart(self) -> None:
        """The same guided game again, from its first step."""
        self.app.open_guide(self.guide.script.game)

    def rules_button(self) -> bool:
        """No Rules button beside Restart and Leave: the guide's panel is the lesson, and F1 still opens the rules
        (four buttons did not fit the narrow menu zones: 'Lea…')."""
        return False

    def own_buttons(self, model: TableModel) -> None:
        """Restart (no Save) while the guide goes on; at its end, in the script's zone for them, a real game with
        the same seats and the guide again."""
        if not self.guide.finished:
            model.buttons.append(ButtonItem(RESTART_UI, "menu", tr("Restart")))
            model.gestures.append(
                Gesture("button", RESTART_UI, tr("Start the guide again"), ui=RESTART_UI, cycled=False)
            )
            return
        zone = self.guide.script.end_zone
        model.buttons.append(ButtonItem(REAL_GAME_UI, zone, tr("Play a real game")))
        model.gestures.append(
            Gesture("button", REAL_GAME_UI, tr("A new game with the same players"), ui=REAL_GAME_UI, cycled=False)
        )
        model.buttons.append(ButtonItem(RESTART_UI, zone, tr("Start the guide again")))
        model.gestures.append(Gesture("button", RESTART_UI, tr("Start the guide again"), ui=RESTART_UI, cycled=False))

    def _table_model(self, reader: int | None) -> TableModel:
        """The table; once the guide has ended, the status gives way to the guide's panel (nobody plays on)."""
        model = super()._table_model(reader)
        if self.guide.finished:
            model.status = ""
            for zone in self.layout.zones.values():
                if zone.kind == "prompt":
                    model.texts.pop(zone.id, None)
        return model

    def menu_label(self) -> str:
        """The Menu button leaves the guide."""
        return tr("Leave")

    def menu_tip(self) -> str:
        """What Leave does."""
        return tr("Leave the guide (Esc); nothing is kept")

    # --- playing --------------------------------------------------------------------------------------
    def apply(self, action: Action, by_bot: bool = False, shown_later: bool = False) -> None:
        """Play the action, then let the guide say what it did and move to its next step."""
        before = len(self.match.actions)
        super().apply(action, by_bot, shown_later)
        if len(self.match.actions) > before:
            self.guide.played(action)
            self.dirty = True

    def show_scores(self) -> bool:
        """The score screen as on any table; at the game's end it leads back to the guide's last words and its
        buttons (a real game, the guide again), never straight to the menu."""
        shown = super().show_scores()
        top = self.app.scenes.top
        if shown and isinstance(top, ScoreScene) and top.final:
            top.looking_back = True
        return shown

    def bot_turn(self, seat: int) -> None:
        """The opponent plays the script's step (no search); after the script, nobody plays on."""
        accepted = self.guide.narrow(seat, self.match.legal_actions(seat))
        if accepted:
            self.apply(accepted[0], by_bot=True)

    # --- the guide's panel ----------------------------------------------------------------------------
    def panel_text(self) -> tuple[list[str], str]:
        """What happened last (and why), and what to try now (or how the guide ends)."""
        return panel_words(self.guide)

    fits_later = False  # every frame is drawn (`ready`): a move's table and status are made in the move's own

    def ready(self) -> bool:
        """Always: a guided game draws each frame as it comes (a first game's two seats draw little, and the guide's
        panel changes with each move)."""
        self.landed = False
        return True

    def panel_rect(self) -> pygame.Rect:
        """Where the guide's panel is in the window now."""
        return panel_place(self.guide, self.app.size)

    def panel_pages(self) -> PanelPages:
        """The guide's words as its panel lays them out now (the tests read whether any were cut)."""
        return self.panel.lay(self.app.fonts, self.panel_rect(), *self.panel_text())

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the guide's panel where the script puts it."""
        super().draw(surface)
        self.panel.draw(surface, self.app.fonts, self.panel_rect(), *self.panel_text())
