"""Where everything of a board is: the model laid out by the layout for one viewer and window size, and hit tests.

One of the collaborators `Board` (board.py) owns and wires: it knows nothing of the pointer, the animation or
the painting; they ask it where things are.
"""

from __future__ import annotations

import pygame

from tablegame.i18n import language, tr
from tablegame.i18n.line_breaks import breaks_around
from tablegame.table import board_path, text_block, text_fit
from tablegame.table import render as r
from tablegame.table.geometry import caption_split, path_rects, slot_rects
from tablegame.table.layout import Layout, Zone
from tablegame.table.model import BACK, ROW, CardItem, Frame, Gesture, TableModel

STATUS_LINES = 2  # the status and message lines' lines of text
DROP_SLACK = 3  # pixels off a target a drop still counts (the border or gap between two cells: the nearer one)


class BoardGeometry:
    """One viewer's table laid out: every item's, frame's, button's and caption's rectangle."""

    def __init__(self, layout: Layout, fonts: r.Fonts, art: r.CardArt, n_seats: int, names: list[str]) -> None:
        self.layout = layout
        self.fonts = fonts
        self.art = art
        self.n_seats = n_seats
        self.names = names
        self.model = TableModel()
        self.viewer = 0
        self.size = (1280, 720)
        self.rects: dict[str, pygame.Rect] = {}
        self.frame_rects: list[tuple[Frame, pygame.Rect]] = []
        self.button_rects: dict[str, pygame.Rect] = {}
        self.captions: list[tuple[pygame.Rect, str, int | None]] = []
        self.captions_above: set[int] = set()  # the id()s of the caption strips above their cards
        self.laid_out_in = language()  # the language of the captions (layout labels) laid out

    def set_model(self, model: TableModel, viewer: int) -> None:
        """Show a new model (after every change of the position or of the viewer's choices)."""
        self.model = model
        self.viewer = viewer
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
        self.captions_above = set()
        self.laid_out_in = language()
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
                caption = self.model.captions.get(
                    f"{item.zone}:{item.seat}" if item.seat is not None else item.zone,
                    tr(zone.label) if zone.label else "",
                )
                if strip is not None and caption:
                    self.captions.append((strip, caption, item.seat))
                    if zone.caption == "above":
                        self.captions_above.add(id(strip))
            area, zone = areas[where]
            slots = computed.get((*where, item.slots))
            if slots is None:  # one layout per zone and slot count (a grid has many items)
                if zone.kind == "path":
                    slots = path_rects(zone, self.size, item.slots)
                else:
                    slots = slot_rects(zone, area, item.slots)
                key = (*where, item.slots)  # a name first: mypy reads a starred subscript as 3.11 syntax
                computed[key] = slots
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
        """Place the buttons of each buttons zone in its rectangle, each as wide as its label needs."""
        self.button_rects = {}
        by_zone: dict[str, list[str]] = {}
        labels: dict[str, str] = {}
        for button in self.model.buttons:
            by_zone.setdefault(button.zone, []).append(button.key)
            labels[button.key] = button.label
        for zone_id, keys in by_zone.items():
            zone = self.layout.zones.get(zone_id)
            if zone is None or zone.box is None:
                continue
            rect = self.zone_rect(zone)
            gap = max(2, round(6 * self.fonts.scale))
            if zone.kind == "prompt":  # a row of buttons along the bottom of the prompt box
                h = min(rect.h // 2, round(self.fonts.body.get_height() * 1.9))
                row = pygame.Rect(rect.x + 2 * gap, rect.bottom - h - 2 * gap, rect.w - 4 * gap, h)
                self._button_row(keys, [labels[k] for k in keys], row, 2 * gap)
            elif zone.direction == "vertical":
                self._button_column(keys, [labels[k] for k in keys], rect, gap)
            else:
                self._button_row(keys, [labels[k] for k in keys], rect, gap)

    def button_padding(self) -> int:
        """The room left and right of a button's label."""
        return max(4, round(10 * self.fonts.scale))

    def label_room(self, button: pygame.Rect) -> int:
        """The width a button's label may take."""
        return button.w - 2 * self.button_padding() + 4

    def _button_column(self, keys: list[str], labels: list[str], rect: pygame.Rect, gap: int) -> None:
        """Buttons stacked up from the bottom of `rect`, full width, each tall enough for its label's lines
        (shrunk alike if the column has no room for them all)."""
        usual = min((rect.h - gap * (len(keys) - 1)) / len(keys), self.fonts.body.get_height() * 2.2)
        room = self.label_room(rect)
        heights = [max(usual, text_block.fit_block((self.fonts.body,), [label], room).height + 8) for label in labels]
        free = rect.h - gap * (len(keys) - 1)
        if sum(heights) > free:
            heights = [h * free / sum(heights) for h in heights]
        bottom = float(rect.bottom)
        for key, h in reversed(list(zip(keys, heights, strict=True))):
            top = round(bottom - h)
            self.button_rects[key] = pygame.Rect(rect.x, top, rect.w, max(4, round(bottom) - top))
            bottom -= h + gap

    def _button_row(self, keys: list[str], labels: list[str], rect: pygame.Rect, gap: int) -> None:
        """Buttons side by side in `rect`; more than two in a zone with room for more rows lie on the fewest
        rows whose labels each fit on one line (the first ones above, the last row at the zone's bottom), as
        tall as two rows would be when one or two rows will do, on every row the zone has room for if not."""
        font = self.fonts.body
        rows = self._rows_with_room(len(keys), rect.h, gap, font.get_linesize() + 8)
        if rows < 2:
            self._fill_row(keys, labels, rect, gap)
            return
        pad = 2 * self.button_padding()
        widths = [font.size(r.drawable(label))[0] + pad for label in labels]
        used = next((n for n in range(1, rows + 1) if self._rows_fit(widths, n, rect.w, gap)), rows)
        row_h = (rect.h - gap * (max(used, 2) - 1)) // max(used, 2)
        bottom = rect.bottom
        for start, end in reversed(_row_bounds(len(keys), used)):
            self._fill_row(keys[start:end], labels[start:end], pygame.Rect(rect.x, bottom - row_h, rect.w, row_h), gap)
            bottom -= row_h + gap

    @staticmethod
    def _rows_with_room(count: int, height: int, gap: int, least: int) -> int:
        """How many rows of at least `least` pixels a zone `height` tall holds, at most one per button (one row
        for two buttons or fewer)."""
        if count <= 2:
            return 1
        rows = 1
        while rows < count and (height - gap * rows) // (rows + 1) >= least:
            rows += 1
        return rows

    @staticmethod
    def _rows_fit(widths: list[int], rows: int, room: int, gap: int) -> bool:
        """Whether buttons this wide, on `rows` rows, each fit their label on one line."""
        return all(
            sum(widths[start:end]) <= room - gap * (end - start - 1) for start, end in _row_bounds(len(widths), rows)
        )

    def _fill_row(self, keys: list[str], labels: list[str], rect: pygame.Rect, gap: int) -> None:
        """Buttons side by side filling `rect`: equal when every label fits so, else each as wide as its
        label (on one line if the row has room, on two balanced lines if not) and the rest shared out."""
        font = self.fonts.body
        pad = 2 * self.button_padding()
        room = rect.w - gap * (len(keys) - 1)
        one_line = [font.size(r.drawable(label))[0] + pad for label in labels]
        if max(one_line) * len(keys) <= room:
            widths = [room / len(keys)] * len(keys)
        else:
            needed = one_line
            if sum(one_line) > room and rect.h >= 2 * font.get_linesize() + 4:
                needed = [text_fit.width_for_lines(font, r.drawable(label), 2) + pad for label in labels]
            spare = (room - sum(needed)) / len(keys)
            widths = [w + spare for w in needed] if spare >= 0 else [w * room / sum(needed) for w in needed]
        left = float(rect.x)
        for key, w in zip(keys, widths, strict=True):
            self.button_rects[key] = pygame.Rect(round(left), rect.y, max(4, round(left + w) - round(left)), rect.h)
            left += w + gap

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

    def target_at(self, pos: tuple[int, int], targets: set[str]) -> str | None:
        """The drop target under a point; on the border or the gap between targets, the nearest one within
        DROP_SLACK pixels (the one whose centre is nearer where two are as near), never a refusal."""
        hit = self.item_at(pos, targets)
        if hit is not None:
            return hit
        near: list[tuple[int, int, str]] = []
        for key in targets:
            rect = self.rects.get(key)
            if rect is None:
                continue
            dx = max(rect.left - pos[0], 0, pos[0] - (rect.right - 1))
            dy = max(rect.top - pos[1], 0, pos[1] - (rect.bottom - 1))
            if dx + dy <= DROP_SLACK:
                near.append((dx + dy, (rect.centerx - pos[0]) ** 2 + (rect.centery - pos[1]) ** 2, key))
        return min(near)[2] if near else None

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
                found.append((zone, self._prompt_box(zone, lines), lines))
        return found

    def _prompt_box(self, zone: Zone, lines: list[str]) -> pygame.Rect:
        """A prompt's box: its zone, grown upward (its buttons stay along its bottom) when its explaining lines
        need more room than the zone leaves them even at the small size, so that no instruction is cut."""
        rect = self.zone_rect(zone)
        if len(lines) < 2:
            return rect
        pad = max(4, round(10 * self.fonts.scale))
        tops = [
            self.button_rects[b.key].y for b in self.model.buttons if b.zone == zone.id and b.key in self.button_rects
        ]
        bottom = min(tops, default=rect.bottom - pad) - pad // 2
        room = bottom - (rect.y + pad + self.fonts.big.get_height() + pad // 2)
        needed = text_block.fit_block((self.fonts.small,), lines[1:], rect.w - 2 * pad, paragraph_gap=0.3).height
        if needed <= room:
            return rect
        top = max(0, rect.y - (needed - room))
        return pygame.Rect(rect.x, top, rect.w, rect.bottom - top)

    def prompt_at(self, pos: tuple[int, int]) -> bool:
        """True if a shown prompt covers the point (cards under it do not take clicks)."""
        return any(rect.collidepoint(pos) for _, rect, _ in self.prompts())

    def drop_targets(self, source: str) -> set[str]:
        """Every item where a card from `source` may be dropped."""
        return {g.target for g in self.model.gestures if g.kind == "drag" and g.source == source and g.target}

    def is_active(self, key: str) -> bool:
        """True if an item starts some gesture (it lifts under the pointer)."""
        return any(g.source == key for g in self.model.gestures)

    def card_image_key(self, key: str) -> tuple[str | None, str]:
        """The (card, look) an item is drawn with, for flights."""
        item = self.model.item(key)
        return (item.card, item.look) if item else (None, BACK)

    def key_tip(self, button: str) -> str:
        """A button's tooltip: what it does and its key, or "" when it has no key."""
        keyed = [g for g in self.model.gestures_from(button) if g.hotkey]
        if not keyed:
            return ""
        hotkey = keyed[0].hotkey or ""
        words = "+".join(part.capitalize() if len(part) > 1 else part.upper() for part in hotkey.split("+"))
        return keyed[0].label + "\n" + tr("Key: {key}", key=words)

    def status_fits(self, text: str) -> bool:
        """True if a status text fits the status line whole at the body size (two lines at the window's size)."""
        zone = self.layout.zones.get("status")
        if zone is None or zone.box is None:
            return True
        width = self.zone_rect(zone).w
        if ROW not in text:
            # its lines counted, not balanced: more lines than the status has is a cut text too, unless its last
            # lines, joined again, fit one line (that cannot be where every line break was a space: the text would
            # then fit in fewer lines; where Hanzi joined without one, it may)
            if text_block.lines_fit(self.fonts.body, [text], width, None, STATUS_LINES, 0.0):
                return True
            if not any(breaks_around(char) for char in text):
                return False
        return not text_block.fit_block((self.fonts.body,), [text], width, max_lines=STATUS_LINES).cut

    def message_rect(self, message: str) -> pygame.Rect | None:
        """The message line while it says something (a refusal, read to its end), else None."""
        zone = self.layout.zones.get("message")
        if not message or zone is None or zone.box is None:
            return None
        return self.zone_rect(zone)

    def kept_clear(self, key: str, message: str) -> list[pygame.Rect]:
        """What the inspector of `key` must not cover: the status line and the prompts (what to do now), the
        message line while it says something (a refusal is read to its end), and a held card (one in a pile the
        player moves from now: CABO's drawn card, Ogallala's held one)."""
        clear = [rect for _, rect, _ in self.prompts()]
        status = self.layout.zones.get("status")
        if self.model.status and status is not None and status.box is not None:
            clear.append(self.zone_rect(status))
        refusal = self.message_rect(message)
        if refusal is not None:
            clear.append(refusal)
        for gesture in self.model.gestures:
            item = self.model.item(gesture.source) if gesture.kind == "drag" else None
            pile = self.layout.zones.get(item.zone) if item is not None else None
            if pile is not None and pile.kind == "pile" and gesture.source != key and gesture.source in self.rects:
                clear.append(self.rects[gesture.source])
        return clear

    def chooser_places(
        self, chooser: list[Gesture], at: tuple[int, int]
    ) -> tuple[pygame.Rect, list[tuple[pygame.Rect, text_block.Block]], pygame.Rect, text_block.Block]:
        """The chooser's box, each option's button and words, and the cancel button and its words.

        The box is as wide as the widest option needs (within the window); a longer option wraps onto more
        lines, its button growing with it, so no option is ever cut. All at the small size if the body size
        would not fit the window's height. `at`: where it opens (centred on the window if (-1, -1)).
        """
        pad = max(4, round(8 * self.fonts.scale))
        labels = [g.label for g in chooser] + [tr("Cancel (Esc)")]
        title_h = self.fonts.small.get_linesize()
        widest = min(self.size[0] - 6 * pad, max(round(640 * self.fonts.scale), 200))
        for font in (self.fonts.body, self.fonts.small):
            inner = min(widest, max(font.size(r.drawable(label))[0] for label in labels))
            blocks = [text_block.fit_block((font,), [label], inner) for label in labels]
            height = sum(block.height + 2 * pad + 4 for block in blocks) + 2 * pad + title_h
            if height <= self.size[1]:
                break
        total = pygame.Rect(0, 0, inner + 4 * pad, height)
        total.center = at if at != (-1, -1) else (self.size[0] // 2, self.size[1] // 2)
        total.clamp_ip(pygame.Rect(0, 0, *self.size))
        y = total.y + pad + title_h
        options = []
        for block in blocks:
            options.append((pygame.Rect(total.x + pad, y, inner + 2 * pad, block.height + 2 * pad), block))
            y += block.height + 2 * pad + 4
        cancel, cancel_words = options.pop()
        return total, options, cancel, cancel_words


def _row_bounds(count: int, rows: int) -> list[tuple[int, int]]:
    """Where each of `rows` rows of `count` buttons starts and ends: as even as can be, the first rows the
    fuller (seven buttons on two rows: four above, three below)."""
    bounds = []
    start = 0
    for row in range(rows):
        end = start + -(-(count - start) // (rows - row))
        bounds.append((start, end))
        start = end
    return bounds
