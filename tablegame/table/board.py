"""The interactive table: lays out a TableModel by the layout, draws it, and turns input into gestures.

It knows no game. A drag, click, button or key is matched against the model's gestures; a match is
handed to `perform`, a miss to `explain` (which says in one line why nothing happened).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tablegame.table import board_path
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key, PointerDown, PointerMove, PointerUp
from tablegame.table.geometry import caption_split, path_rects, slot_rects
from tablegame.table.layout import Layout, Zone
from tablegame.table.model import BACK, EMPTY, FACE, CardItem, Frame, Gesture, TableModel

DRAG_THRESHOLD = 5  # pixels the pointer must move before a press becomes a drag
FRAME_ALERT = (255, 140, 90)  # outlines that call for attention (e.g. a canoe that may attack)
FLY_BACK_SECONDS = 0.2
MESSAGE_SECONDS = 5.0


@dataclass
class Flight:
    """A card picture travelling between two rectangles."""

    image_key: tuple[str | None, str]
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    hide: str | None  # item key not drawn until the flight lands
    delay: float = 0.0
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        """True once the card has arrived."""
        return self.elapsed >= self.delay + self.duration

    def rect(self) -> pygame.Rect:
        """Where the card is now (eased)."""
        t = min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration)) if self.duration > 0 else 1.0
        t = 1 - (1 - t) ** 3
        lerp = lambda a, b: round(a + (b - a) * t)  # noqa: E731
        return pygame.Rect(lerp(self.start.x, self.end.x), lerp(self.start.y, self.end.y),
                           lerp(self.start.w, self.end.w), lerp(self.start.h, self.end.h))


@dataclass
class Drag:
    """A card held by the pointer."""

    key: str
    offset: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


class Board:
    """One viewer's table: layout, hit-testing, drag and drop, keyboard focus, animation."""

    def __init__(self, layout: Layout, fonts: r.Fonts, art: r.CardArt, n_seats: int, names: list[str],
                 perform: Callable[[Gesture], None], explain: Callable[[str, str, str | None], str]) -> None:
        self.layout = layout
        self.fonts = fonts
        self.art = art
        self.n_seats = n_seats
        self.names = names
        self.perform_cb = perform
        self.explain_cb = explain
        self.model = TableModel()
        self.viewer = 0
        self.size = (1280, 720)
        self.rects: dict[str, pygame.Rect] = {}
        self.frame_rects: list[tuple[Frame, pygame.Rect]] = []
        self.button_rects: dict[str, pygame.Rect] = {}
        self.captions: list[tuple[pygame.Rect, str, int | None]] = []
        self.hover: str | None = None
        self.pointer: tuple[int, int] = (-1, -1)
        self.press: Drag | None = None  # pressed, not yet moved
        self.drag: Drag | None = None
        self.pressed_button: str | None = None
        self.picked: str | None = None  # click-to-pick alternative to dragging
        self.focus: int | None = None  # keyboard focus: index into model.gestures
        self.chooser: list[Gesture] | None = None
        self.chooser_rects: list[pygame.Rect] = []
        self.chooser_focus = 0
        self.chooser_at: tuple[int, int] = (-1, -1)
        self.flights: list[Flight] = []
        self.message = ""
        self.message_left = 0.0
        self.last_drop: tuple[str, pygame.Rect] | None = None  # where the last dropped card was let go

    # --- model and geometry ---------------------------------------------------------------------
    def set_model(self, model: TableModel, viewer: int) -> None:
        """Show a new model (after every change of the position or of the viewer's choices)."""
        self.model = model
        self.viewer = viewer
        if self.picked and not model.gestures_from(self.picked, "drag"):
            self.picked = None
        if self.drag and not model.gestures_from(self.drag.key, "drag"):
            self.drag = None
        if self.focus is not None and self.focus >= len(model.gestures):
            self.focus = None
        if self.chooser and not all(g in model.gestures for g in self.chooser):
            self.chooser = None
        self.relayout()

    def resize(self, size: tuple[int, int]) -> None:
        """Follow the window's size."""
        self.size = (max(1, size[0]), max(1, size[1]))
        self.relayout()

    def zone_rect(self, zone: Zone, seat: int | None = None) -> pygame.Rect:
        """A zone's rectangle in pixels (for a per-seat zone, at that seat's place for this viewer)."""
        place = self.layout.place_of(seat, self.viewer, self.n_seats) if zone.per_seat and seat is not None else None
        if zone.kind == "path" and zone.box is None:
            return pygame.Rect(0, 0, *self.size)
        return pygame.Rect(zone.box_for(place).to_pixels(*self.size))

    def relayout(self) -> None:
        """Compute every item's rectangle, buttons and captions for the current size and viewer."""
        self.rects = {}
        self.captions = []
        caption_h = self.fonts.small.get_height() + 4
        areas: dict[tuple[str, int | None], tuple[pygame.Rect, Zone]] = {}
        computed: dict[tuple[str, int | None, int], list[pygame.Rect]] = {}
        spots: list[CardItem] = []  # board pieces, placed on their points (board_path)
        for item in self.model.cards:
            zone = self.layout.zones.get(item.zone)
            if zone is None:
                continue
            if zone.kind == "spots":
                spots.append(item)
                continue
            where = (item.zone, item.seat)
            if where not in areas:
                rect = self.zone_rect(zone, item.seat)
                area, strip = caption_split(rect, zone, caption_h)
                areas[where] = (area, zone)
                caption = self.model.captions.get(f"{item.zone}:{item.seat}" if item.seat is not None else item.zone,
                                                  zone.label)
                if strip is not None and caption:
                    self.captions.append((strip, caption, item.seat))
            area, zone = areas[where]
            slots = computed.get((*where, item.slots))
            if slots is None:  # one layout per zone and slot count (a grid has many items)
                if zone.kind == "path":
                    slots = path_rects(zone, self.size, item.slots)
                else:
                    slots = slot_rects(zone, area, item.slots)
                computed[(*where, item.slots)] = slots
            if item.index < len(slots):
                self.rects[item.key] = slots[item.index]
        self.rects.update(board_path.spot_rects(self.layout, spots, self.size))
        self._layout_frames()
        self._layout_buttons()

    def _layout_frames(self) -> None:
        """The rectangle of each frame: around its cards that are on the table."""
        self.frame_rects = []
        for frame in self.model.frames:
            rects = [self.rects[k] for k in frame.keys if k in self.rects]
            if rects:
                pad = max(2, rects[0].w // 12)
                self.frame_rects.append((frame, rects[0].unionall(rects[1:]).inflate(2 * pad, 2 * pad)))

    def _layout_buttons(self) -> None:
        """Stack the buttons of each buttons zone in its rectangle."""
        self.button_rects = {}
        by_zone: dict[str, list[str]] = {}
        for button in self.model.buttons:
            by_zone.setdefault(button.zone, []).append(button.key)
        for zone_id, keys in by_zone.items():
            zone = self.layout.zones.get(zone_id)
            if zone is None or zone.box is None:
                continue
            rect = self.zone_rect(zone)
            gap = max(2, round(6 * self.fonts.scale))
            if zone.kind == "prompt":  # a row of buttons along the bottom of the prompt box
                h = min(rect.h // 2, round(self.fonts.body.get_height() * 1.9))
                rect = pygame.Rect(rect.x + 2 * gap, rect.bottom - h - 2 * gap, rect.w - 4 * gap, h)
                w = (rect.w - 2 * gap * (len(keys) - 1)) / len(keys)
                for i, key in enumerate(keys):
                    self.button_rects[key] = pygame.Rect(round(rect.x + i * (w + 2 * gap)), rect.y, round(w), h)
            elif zone.direction == "vertical":
                h = min((rect.h - gap * (len(keys) - 1)) / len(keys), self.fonts.body.get_height() * 2.2)
                for i, key in enumerate(keys):
                    top = round(rect.bottom - (len(keys) - i) * (h + gap) + gap)
                    self.button_rects[key] = pygame.Rect(rect.x, top, rect.w, max(4, round(h)))
            else:
                w = (rect.w - gap * (len(keys) - 1)) / len(keys)
                for i, key in enumerate(keys):
                    left = round(rect.x + i * (w + gap))
                    self.button_rects[key] = pygame.Rect(left, rect.y, max(4, round(w)), rect.h)

    # --- hit testing -------------------------------------------------------------------------------
    def item_at(self, pos: tuple[int, int], among: set[str] | None = None) -> str | None:
        """The key of the topmost card item under a point (optionally only among some keys)."""
        for item in reversed(self.model.cards):
            if among is not None and item.key not in among:
                continue
            rect = self.rects.get(item.key)
            if rect and rect.collidepoint(pos):
                return item.key
        return None

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """The key of the button under a point."""
        for key, rect in self.button_rects.items():
            if rect.collidepoint(pos):
                return key
        return None

    def prompts(self) -> list[tuple[Zone, pygame.Rect, list[str]]]:
        """The prompt zones the presenter filled: (zone, rectangle, lines)."""
        found = []
        for zone in self.layout.zones.values():
            lines = self.model.texts.get(zone.id)
            if zone.kind == "prompt" and lines and zone.box is not None:
                found.append((zone, self.zone_rect(zone), lines))
        return found

    def prompt_at(self, pos: tuple[int, int]) -> bool:
        """True if a shown prompt covers the point (cards under it do not take clicks)."""
        return any(rect.collidepoint(pos) for _, rect, _ in self.prompts())

    def drop_targets(self, source: str) -> set[str]:
        """Every item where a card from `source` may be dropped."""
        return {g.target for g in self.model.gestures if g.kind == "drag" and g.source == source and g.target}

    def is_active(self, key: str) -> bool:
        """True if an item starts some gesture (it lifts under the pointer)."""
        return any(g.source == key for g in self.model.gestures)

    # --- input ----------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> bool:
        """Take one input event; returns True if the table used it."""
        if isinstance(event, PointerMove):
            return self._move(event.pos)
        if isinstance(event, PointerDown) and event.button == 1:
            return self._down(event.pos)
        if isinstance(event, PointerUp) and event.button == 1:
            return self._up(event.pos)
        if isinstance(event, PointerDown) and event.button == 3:
            self.cancel()
            return True
        if isinstance(event, Key):
            return self._key(event)
        return False

    def _move(self, pos: tuple[int, int]) -> bool:
        """Hover, and turn a press into a drag once the pointer has moved."""
        self.pointer = pos
        if self.press is not None:
            dx, dy = pos[0] - self.press.pos[0], pos[1] - self.press.pos[1]
            if abs(dx) + abs(dy) >= DRAG_THRESHOLD:
                self.drag, self.press = self.press, None
                self.drag.moved = True
                self.picked = None
        if self.drag is not None:
            self.drag.pos = pos
        self.hover = self.item_at(pos) or self.button_at(pos)
        return True

    def _down(self, pos: tuple[int, int]) -> bool:
        """Press: on the chooser, a button, or a card (which may become a drag)."""
        self.pointer = pos
        if self.chooser is not None:
            for gesture, rect in zip(self.chooser, self.chooser_rects, strict=False):
                if rect.collidepoint(pos):
                    self.chooser = None
                    self.perform(gesture)
                    return True
            self.chooser = None
            return True
        button = self.button_at(pos)
        if button is not None:
            self.pressed_button = button
            return True
        if self.prompt_at(pos):
            self.picked = None
            return True
        key = self.item_at(pos)
        if key is not None and self.model.gestures_from(key, "drag") and key != self.picked:
            rect = self.rects[key]
            self.press = Drag(key, (pos[0] - rect.x, pos[1] - rect.y), pos)
            return True
        self.press = Drag(key, (0, 0), pos) if key is not None else None
        if key is None:
            self.picked = None
        return key is not None

    def _up(self, pos: tuple[int, int]) -> bool:
        """Release: drop a dragged card, or click what was pressed."""
        self.pointer = pos
        if self.pressed_button is not None:
            button, self.pressed_button = self.pressed_button, None
            if self.button_at(pos) == button:
                self.click_button(button)
            return True
        if self.drag is not None:
            drag, self.drag = self.drag, None
            self.drop(drag, pos)
            return True
        if self.press is not None:
            press, self.press = self.press, None
            if press.key is not None:
                self.click(press.key)
            return True
        return False

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        """Apply the gesture whose target is under the pointer, or fly the card back with a reason."""
        targets = self.drop_targets(drag.key)
        target = self.item_at(pos, targets)
        held = pygame.Rect(pos[0] - drag.offset[0], pos[1] - drag.offset[1], *self.rects[drag.key].size)
        if target is not None:
            matches = self.model.drops(drag.key, target)
            self.last_drop = (drag.key, held)
            self.choose(matches)
            return
        other = self.item_at(pos)
        self.say(self.explain_cb("drop", drag.key, other))
        self.fly_back(drag.key, held)

    def click(self, key: str) -> None:
        """A click on a card item: finish a pick, run its click gesture, pick it up, or say why not."""
        if self.picked is not None:
            picked, self.picked = self.picked, None
            if key == picked:
                return
            matches = self.model.drops(picked, key)
            if not matches and not self.model.gestures_from(key, "click"):  # a target under a piece lying on it
                under = self.item_at(self.pointer, self.drop_targets(picked))
                matches = self.model.drops(picked, under) if under is not None else []
            if matches:
                self.choose(matches)
                return
            if not self.model.gestures_from(key, "click"):
                self.say(self.explain_cb("drop", picked, key))
                return
        clicks = self.model.gestures_from(key, "click")
        if clicks:
            self.choose(clicks)
        elif self.model.gestures_from(key, "drag"):
            self.picked = key
            self.say("Now click where it should go (or drag it there).", quiet=True)
        else:
            self.say(self.explain_cb("click", key, None))

    def click_button(self, key: str) -> None:
        """A click on a button."""
        self.choose(self.model.gestures_from(key))

    def choose(self, gestures: list[Gesture]) -> None:
        """Perform the one gesture, or open a small chooser when several match."""
        if len(gestures) == 1:
            self.perform(gestures[0])
        elif gestures:
            self.chooser = list(gestures)
            self.chooser_focus = 0
            self.chooser_at = self.pointer

    def perform(self, gesture: Gesture) -> None:
        """Hand a gesture to the owner; clear transient selections."""
        self.picked = None
        self.focus = None
        self.message = ""
        if gesture.action is None:
            self.last_drop = None
        self.perform_cb(gesture)

    def cancel(self) -> None:
        """Drop any pick, chooser and focus."""
        self.picked = None
        self.chooser = None
        self.focus = None

    def _key(self, key: Key) -> bool:
        """Keyboard: Tab/arrows cycle the possible gestures, Enter performs, letters are hot keys."""
        gestures = self.model.gestures
        if self.chooser is not None:
            if key.name in ("tab", "down", "right"):
                self.chooser_focus = (self.chooser_focus + 1) % len(self.chooser)
            elif key.name in ("up", "left"):
                self.chooser_focus = (self.chooser_focus - 1) % len(self.chooser)
            elif key.name in ("return", "enter", "space"):
                gesture, self.chooser = self.chooser[self.chooser_focus], None
                self.perform(gesture)
            elif key.name == "escape":
                self.chooser = None
            return True
        if key.name in ("tab", "right", "down", "left", "up") and gestures:
            back = key.shift or key.name in ("left", "up")
            if self.focus is None:
                self.focus = len(gestures) - 1 if back else 0
            else:
                self.focus = (self.focus + (-1 if back else 1)) % len(gestures)
            return True
        if key.name in ("return", "enter", "space") and self.focus is not None and self.focus < len(gestures):
            self.perform(gestures[self.focus])
            return True
        if key.name == "escape" and (self.focus is not None or self.picked or self.chooser):
            self.cancel()
            return True
        hot = [g for g in gestures if g.hotkey and g.hotkey == key.name and not key.ctrl]
        if hot:
            self.choose(hot)
            return True
        return False

    def say(self, text: str, quiet: bool = False) -> None:
        """Show one line under the status line for a few seconds."""
        self.message = text
        self.message_left = MESSAGE_SECONDS

    @property
    def focused(self) -> Gesture | None:
        """The gesture the keyboard focus is on."""
        if self.focus is None or self.focus >= len(self.model.gestures):
            return None
        return self.model.gestures[self.focus]

    # --- animation ---------------------------------------------------------------------------------
    def fly_back(self, key: str, start: pygame.Rect) -> None:
        """Send a dropped card back to its place (about 0.2 s)."""
        item = self.model.item(key)
        end = self.rects.get(key)
        if item is None or end is None:
            return
        self.flights.append(Flight((item.card, item.look), start, end, FLY_BACK_SECONDS, key))

    def fly(self, image_key: tuple[str | None, str], start: pygame.Rect, end_key: str, duration: float,
            delay: float = 0.0) -> None:
        """Animate a card from a rectangle to an item's place, hiding that item until it lands."""
        end = self.rects.get(end_key)
        if end is None or duration <= 0:
            return
        self.flights.append(Flight(image_key, start, end, duration, end_key, delay))

    @property
    def animating(self) -> bool:
        """True while cards are travelling."""
        return bool(self.flights)

    def update(self, dt: float) -> None:
        """Advance animations and the message timer."""
        for flight in self.flights:
            flight.elapsed += dt
        self.flights = [f for f in self.flights if not f.done]
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the felt, zones, cards, highlights, buttons, texts, the held card and the chooser."""
        surface.fill(r.hex_colour(self.layout.felt))
        board_path.draw_links(surface, self.layout, self.model, self.size)
        self._draw_texts(surface)
        for strip, caption, seat in self.captions:
            self._draw_caption(surface, strip, caption, seat)
        hidden = {f.hide for f in self.flights if f.hide}
        held = self.drag.key if self.drag else None
        glow, strong = self._highlights()
        for item in self.model.cards:
            rect = self.rects.get(item.key)
            if rect is None or item.key in hidden:
                continue
            if item.key == held:
                surface.blit(self.art.surface(None, EMPTY, rect.size), rect)
                continue
            lifted = rect
            if (item.key == self.hover and self.is_active(item.key) and not self.drag) or item.selected \
                    or item.key == self.picked:
                lifted = rect.move(0, -max(2, rect.h // 14))
            self._draw_card(surface, item, lifted)
            if item.key in strong:
                pygame.draw.rect(surface, r.GLOW_STRONG, lifted.inflate(10, 10), 5, border_radius=10)
            elif item.key in glow:
                pygame.draw.rect(surface, r.GLOW, lifted.inflate(8, 8), 3, border_radius=9)
        board_path.draw_drop_badges(self, surface)
        self._draw_frames(surface)
        self._draw_prompts(surface)
        self._draw_buttons(surface, strong)
        for flight in self.flights:
            if flight.elapsed >= flight.delay:
                rect = flight.rect()
                surface.blit(self.art.surface(flight.image_key[0], flight.image_key[1], rect.size), rect)
        if self.drag is not None:
            item = self.model.item(self.drag.key)
            rect = self.rects.get(self.drag.key)
            if item is not None and rect is not None:
                at = (self.drag.pos[0] - self.drag.offset[0], self.drag.pos[1] - self.drag.offset[1])
                shadow = pygame.Rect(at, rect.size).move(6, 8)
                r.draw_panel(surface, shadow, (0, 0, 0), 90)
                self._draw_card(surface, item, pygame.Rect(at, rect.size))
        self._draw_hint(surface)
        if self.chooser is not None:
            self._draw_chooser(surface)

    def _draw_frames(self, surface: pygame.Surface) -> None:
        """Outlines around groups of cards, with their labels on the lower edge."""
        font = self.fonts.small
        labels = []
        for frame, rect in self.frame_rects:
            if frame.style == "plain":
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, (255, 255, 255, 90), layer.get_rect(), 1, border_radius=6)
                surface.blit(layer, rect)
            else:
                colour = FRAME_ALERT if frame.style == "alert" else r.TEXT
                width = 3 if frame.style == "alert" else 2
                pygame.draw.rect(surface, colour, rect, width, border_radius=6)
            if frame.label:
                labels.append((frame, rect))
        for frame, rect in labels:  # labels last, so no outline crosses them
            colour = FRAME_ALERT if frame.style == "alert" else r.TEXT
            text = r.fit_text(font, frame.label, max(rect.w, self.size[0] // 4))
            pill = pygame.Rect(0, 0, font.size(text)[0] + 10, font.get_height() + 2)
            pill.midbottom = (rect.centerx, rect.bottom)  # inside the outline: the next row stays uncovered
            pill.clamp_ip(pygame.Rect(0, 0, *self.size))
            r.draw_panel(surface, pill, r.DARK, 225, border=colour, radius=pill.h // 2)
            r.draw_text(surface, font, text, pill.center, colour, "center")

    def _draw_prompts(self, surface: pygame.Surface) -> None:
        """Prompt boxes over the table: a title line and explaining lines (their buttons come after)."""
        for zone, rect, lines in self.prompts():
            r.draw_panel(surface, rect, r.DARK, 255, border=r.GLOW, radius=10)
            pad = max(4, round(10 * self.fonts.scale))
            y = rect.y + pad
            title = r.draw_text(surface, self.fonts.big, lines[0], (rect.centerx, y), r.GLOW, "midtop",
                                rect.w - 2 * pad)
            y = title.bottom + pad // 2
            tops = [self.button_rects[b.key].y for b in self.model.buttons
                    if b.zone == zone.id and b.key in self.button_rects]
            bottom = min(tops, default=rect.bottom - pad) - pad // 2
            font = self.fonts.body
            for line in lines[1:]:  # one paragraph per line, a little apart
                for part in r.wrap_text(font, line, rect.w - 2 * pad):
                    if y + font.get_height() > bottom:
                        break
                    r.draw_text(surface, font, part, (rect.x + pad, y), r.TEXT)
                    y += font.get_height() + 1
                y += max(2, pad // 2)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """A small box near the pointer: the drop's meaning while dragging, else the hovered card's hint."""
        text = ""
        anchor = pygame.Rect(self.pointer, (1, 1))
        if self.drag is not None:
            under = self.item_at(self.pointer, self.drop_targets(self.drag.key))
            if under is not None:
                drops = self.model.drops(self.drag.key, under)
                if not any(g.badge for g in drops):  # badged targets already say it on the table
                    text = " / ".join(g.label for g in drops)
                at = (self.pointer[0] - self.drag.offset[0], self.pointer[1] - self.drag.offset[1])
                anchor = pygame.Rect(at, self.rects[self.drag.key].size)
        elif self.chooser is None and self.hover is not None:
            item = self.model.item(self.hover)
            text = item.hint if item is not None else ""
            anchor = self.rects.get(self.hover, anchor)
        if not text:
            return
        font = self.fonts.small
        lines = r.wrap_text(font, text, min(self.size[0] // 2, 460))
        width = max(font.size(line)[0] for line in lines) + 16
        box = pygame.Rect(0, 0, width, len(lines) * (font.get_height() + 1) + 8)
        box.midbottom = (anchor.centerx, anchor.top - 6)  # above the card, so the card stays in sight
        if self.drag is not None or box.top < 0:
            box.midtop = (anchor.centerx, anchor.bottom + 6)
        box.clamp_ip(pygame.Rect(0, 0, *self.size))
        r.draw_panel(surface, box, r.DARK, 235, border=r.DIM, radius=6)
        for i, line in enumerate(lines):
            r.draw_text(surface, font, line, (box.x + 8, box.y + 4 + i * (font.get_height() + 1)), r.TEXT)

    def _highlights(self) -> tuple[set[str], set[str]]:
        """(soft glow, strong glow) item keys: drop targets while dragging, clickable things otherwise."""
        source = self.drag.key if self.drag else self.picked
        if source is not None:
            targets = self.drop_targets(source)
            under = self.item_at(self.pointer, targets) if self.drag else None
            return targets, {under} if under else set()
        focused = self.focused
        if focused is not None:
            return set(), {k for k in (focused.source, focused.target) if k}
        clickable = {g.source for g in self.model.gestures if g.kind == "click"}
        return clickable, set()

    def _draw_card(self, surface: pygame.Surface, item: CardItem, rect: pygame.Rect) -> None:
        """A card item with its badges: pile count, selection, who knows it, tag."""
        surface.blit(self.art.surface(item.card, item.look, rect.size), rect)
        if item.selected:
            pygame.draw.rect(surface, r.GLOW, rect.inflate(6, 6), 4, border_radius=8)
            font = self.fonts.small
            draw_at = (rect.centerx, rect.top - 2)
            r.draw_text(surface, font, "chosen", draw_at, r.GLOW, "midbottom")
        if item.look != FACE and item.look != EMPTY:
            r.draw_seen_markers(surface, self.fonts, rect, item.seen_by, self.n_seats)
        if item.count is not None:
            font = self.fonts.small
            text = str(item.count)
            w = font.size(text)[0] + 10
            badge = pygame.Rect(0, 0, w, font.get_height() + 4)
            badge.midtop = (rect.centerx, rect.bottom + 3)
            r.draw_panel(surface, badge, r.DARK, 220, radius=6)
            r.draw_text(surface, font, text, badge.center, r.TEXT, "center")
        if item.tag:
            font = self.fonts.small
            r.draw_text(surface, font, item.tag, (rect.centerx, rect.bottom + 3), r.TEXT, "midtop", rect.w + 40)

    def _draw_caption(self, surface: pygame.Surface, strip: pygame.Rect, text: str, seat: int | None) -> None:
        """A zone caption; a seat's caption has the seat's colour, symbol and name."""
        font = self.fonts.small
        if seat is None:
            r.draw_text(surface, font, text, strip.center, r.DIM, "center", strip.w)
            return
        colour = r.seat_colour(seat)
        width = min(strip.w, font.size(text)[0] + font.get_height() + 24)
        pill = pygame.Rect(0, 0, width, strip.h - 2)
        pill.center = strip.center
        active = seat == self.model.active_seat
        r.draw_panel(surface, pill, colour if active else r.DARK, 235 if active else 170, radius=pill.h // 2)
        if not active:
            pygame.draw.rect(surface, colour, pill, 2, border_radius=pill.h // 2)
        ink = r.DARK if active else colour
        r.draw_seat_label(surface, font, seat, text, pill.center, ink, "center", pill.w - 12, ink)

    def _draw_buttons(self, surface: pygame.Surface, strong: set[str]) -> None:
        """The buttons of the moment."""
        font = self.fonts.body
        for button in self.model.buttons:
            rect = self.button_rects.get(button.key)
            if rect is None:
                continue
            hover = self.hover == button.key or button.key in strong
            colour = r.BUTTON_HOVER if hover else r.BUTTON
            pygame.draw.rect(surface, colour, rect, border_radius=8)
            pygame.draw.rect(surface, r.GLOW if button.key in strong else (150, 180, 220), rect, 2, border_radius=8)
            r.draw_text(surface, font, button.label, rect.center, r.TEXT, "center", rect.w - 8)

    def _draw_texts(self, surface: pygame.Surface) -> None:
        """Panels, logs and labels: the status line, the message line and the presenter's texts."""
        for zone in self.layout.zones.values():
            if zone.kind not in ("panel", "log", "label") or zone.box is None:
                continue
            rect = self.zone_rect(zone)
            if zone.id == "status":
                self._draw_status(surface, rect)
            elif zone.id == "message":
                if self.message:
                    r.draw_text(surface, self.fonts.body, self.message, rect.center, r.WARN, "center", rect.w)
            else:
                self._draw_lines(surface, zone, rect, self.model.texts.get(zone.id, []))

    def _draw_status(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Whose turn it is and what to do, or the keyboard focus's action."""
        focused = self.focused
        text = f"Enter: {focused.label}   (Tab: next, Esc: cancel)" if focused else self.model.status
        font = self.fonts.body
        lines = r.wrap_text(font, text, rect.w)[:2]
        y = rect.centery - len(lines) * font.get_height() // 2
        for line in lines:
            width = font.size(line)[0] + 20
            back = pygame.Rect(0, 0, width, font.get_height() + 2)
            back.midtop = (rect.centerx, y)
            r.draw_panel(surface, back, r.DARK, 150, radius=6)
            r.draw_text(surface, font, line, (rect.centerx, y + 1), r.GLOW if focused else r.TEXT, "midtop")
            y += font.get_height() + 2

    def _draw_lines(self, surface: pygame.Surface, zone: Zone, rect: pygame.Rect, lines: list[str]) -> None:
        """A panel or log: a translucent box with lines of text (a log shows its latest lines)."""
        if zone.kind == "label":
            for i, line in enumerate(lines[: zone.lines]):
                r.draw_text(surface, self.fonts.body, line, (rect.centerx, rect.y + i * self.fonts.body.get_height()),
                            r.TEXT, "midtop", rect.w)
            return
        r.draw_panel(surface, rect, r.PANEL, 190)
        font = self.fonts.small if zone.kind == "log" else self.fonts.body
        pad = max(3, round(8 * self.fonts.scale))
        y = rect.y + pad
        title = zone.label
        if title:
            r.draw_text(surface, font, title, (rect.x + pad, y), r.DIM, width=rect.w - 2 * pad)
            y += font.get_height() + 2
        room = max(0, (rect.bottom - pad - y) // (font.get_height() + 1))
        shown: list[str] = []
        if zone.kind == "log":  # the latest whole entries that fit (a log may be long)
            for line in reversed(lines):
                wrapped = r.wrap_text(font, line, rect.w - 2 * pad)
                if shown and len(shown) + len(wrapped) > room:
                    break
                shown[:0] = wrapped
            shown = shown[-room:] if room else []
        else:
            for line in lines:
                shown.extend(r.wrap_text(font, line, rect.w - 2 * pad))
            shown = shown[:room]
        for line in shown if room else []:
            r.draw_text(surface, font, line, (rect.x + pad, y), r.TEXT, width=rect.w - 2 * pad)
            y += font.get_height() + 1

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        """A small menu of the gestures a drop or click could mean."""
        assert self.chooser is not None
        font = self.fonts.body
        pad = 8
        w = min(self.size[0] - 8, max(font.size(g.label)[0] for g in self.chooser) + 3 * pad)
        h = font.get_height() + 2 * pad
        total = pygame.Rect(0, 0, w + 2 * pad, len(self.chooser) * (h + 4) + 2 * pad + font.get_height())
        at = self.chooser_at
        total.center = at if at != (-1, -1) else (self.size[0] // 2, self.size[1] // 2)
        total.clamp_ip(pygame.Rect(0, 0, *self.size))
        r.draw_panel(surface, total, r.DARK, 240, border=r.GLOW)
        r.draw_text(surface, self.fonts.small, "Which one?", (total.x + pad, total.y + pad), r.DIM)
        self.chooser_rects = []
        y = total.y + pad + font.get_height()
        for i, gesture in enumerate(self.chooser):
            rect = pygame.Rect(total.x + pad, y, w, h)
            focused = i == self.chooser_focus or rect.collidepoint(self.pointer)
            pygame.draw.rect(surface, r.BUTTON_HOVER if focused else r.BUTTON, rect, border_radius=6)
            r.draw_text(surface, font, gesture.label, rect.center, r.TEXT, "center", rect.w - 8)
            self.chooser_rects.append(rect)
            y += h + 4

    def card_image_key(self, key: str) -> tuple[str | None, str]:
        """The (card, look) an item is drawn with, for flights."""
        item = self.model.item(key)
        return (item.card, item.look) if item else (None, BACK)
