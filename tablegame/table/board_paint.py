"""The board's painting: felt, ribbons, texts, captions, cards, highlights, frames, prompts, buttons, flights,
the held card, the hint or the card inspector, and the chooser, in that order."""

from __future__ import annotations

import pygame

from tablegame.table import board_path, inspector
from tablegame.table import render as r
from tablegame.table.board_input import BoardInput
from tablegame.table.history_panel import FRESH
from tablegame.table.layout import Zone
from tablegame.table.model import EMPTY, FACE, CardItem

FRAME_ALERT = (255, 140, 90)  # outlines that call for attention (e.g. a canoe that may attack)
STATUS_LINES = 2  # the status line's lines of text
BADGE_LINES = 3  # badges shown under one drop target; more are summed up as "+n more"


class BoardPainter(BoardInput):
    """Adds drawing the whole table onto a surface, from the layout, the model and the input's state."""

    badges_hidden: frozenset[str] = frozenset()  # lit targets whose words had no room on the table (last drawn)

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
            if item.key in self.model.changed and item.look != EMPTY:  # an emptied place shows nothing to look at
                self._draw_changed(surface, lifted)
        self._draw_drop_badges(surface)
        self._draw_frames(surface)
        self._draw_prompts(surface)
        self._draw_buttons(surface, strong)
        for flight in self.flights:
            if flight.elapsed >= flight.delay:
                rect = flight.rect()
                surface.blit(self.art.surface(flight.image_key[0], flight.image_key[1], rect.size), rect)
        log = next((z for z in self.layout.zones.values() if z.kind == "log" and z.box is not None), None)
        if self.panel.expanded and log is not None:
            self.panel.draw(surface, self.zone_rect(log), self.fonts, log.label)
        if self.drag is not None:
            held_item = self.model.item(self.drag.key)
            rect = self.rects.get(self.drag.key)
            if held_item is not None and rect is not None:
                at = (self.drag.pos[0] - self.drag.offset[0], self.drag.pos[1] - self.drag.offset[1])
                shadow = pygame.Rect(at, rect.size).move(6, 8)
                r.draw_panel(surface, shadow, (0, 0, 0), 90)
                self._draw_card(surface, held_item, pygame.Rect(at, rect.size))
        inspected = self.inspected
        if inspected is not None:
            self._draw_inspector(surface, inspected)
        else:
            self._draw_hint(surface)
        if self.chooser is not None:
            self._draw_chooser(surface)

    def _draw_changed(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The mark of an item touched since the viewer's last turn: a thin blue ring and a dot at its corner."""
        layer = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*FRESH, 130), layer.get_rect().inflate(-4, -4), 2, border_radius=9)
        surface.blit(layer, rect.inflate(12, 12))
        dot = max(3, min(8, min(rect.w, rect.h) // 14))
        pygame.draw.circle(surface, FRESH, (rect.right, rect.top), dot)
        pygame.draw.circle(surface, r.DARK, (rect.right, rect.top), dot, 1)

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

    def _draw_inspector(self, surface: pygame.Surface, key: str) -> None:
        """The large copy of a card beside it, with its hint, detail and count (the hint box's words too)."""
        item = self.model.item(key)
        rect = self.rects.get(key)
        if item is not None and rect is not None:
            inspector.draw(surface, self.fonts, self.art, item, rect, self.size)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """A small box near the pointer: the drop's meaning while dragging, else the hovered card's hint."""
        text = ""
        anchor = pygame.Rect(self.pointer, (1, 1))
        if self.drag is not None:
            under = self.item_at(self.pointer, self.drop_targets(self.drag.key))
            if under is not None:
                drops = self.model.drops(self.drag.key, under)
                if not any(g.badge for g in drops) or under in self.badges_hidden:
                    # badged targets already say it on the table, unless their words had no room there
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

    def _draw_drop_badges(self, surface: pygame.Surface) -> None:
        """While a piece is held, each lit target shows in a few words what a drop there would do."""
        font = self.fonts.small
        for pill, text in self.badge_places():
            r.draw_panel(surface, pill, r.DARK, 225, border=r.GLOW, radius=pill.h // 2)
            r.draw_text(surface, font, text, pill.center, r.GLOW, "center")

    def badge_places(self) -> list[tuple[pygame.Rect, str]]:
        """Where the held piece's lit targets show their words: (pill, text), no two pills overlapping.

        The words go under the target, or above it where they would cover another target's; where neither
        fits they are left out (in `badges_hidden`), and the hint box says them when the pointer is there.
        """
        self.badges_hidden = frozenset()
        source = self.drag.key if self.drag else self.picked
        if source is None:
            return []
        font = self.fonts.small
        line_h = font.get_height() + 2
        screen = pygame.Rect(0, 0, *self.size)
        targets = sorted(self.drop_targets(source))
        under = self.item_at(self.pointer, set(targets))
        if under is not None:  # the target under the pointer places its words first
            targets.remove(under)
            targets.insert(0, under)
        placed: list[tuple[pygame.Rect, str]] = []
        hidden: set[str] = set()
        for target in targets:
            rect = self.rects.get(target)
            if rect is None:
                continue
            badges: list[str] = []
            for gesture in self.model.drops(source, target):
                if gesture.badge and gesture.badge not in badges:
                    badges.append(gesture.badge)
            if not badges:
                continue
            if len(badges) > BADGE_LINES:
                badges = [*badges[:BADGE_LINES - 1], f"+{len(badges) - BADGE_LINES + 1} more"]
            texts = [r.fit_text(font, text, max(rect.w * 9 // 4, 60)) for text in badges]
            for top in (rect.bottom + 3, rect.top - 3 - len(texts) * (line_h + 1)):
                block = []
                for i, text in enumerate(texts):
                    pill = pygame.Rect(0, 0, font.size(text)[0] + 10, line_h)
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
            elif zone.kind == "log":
                if not self.panel.expanded:  # an expanded panel covers the cards: drawn after them
                    self.panel.draw(surface, rect, self.fonts, zone.label)
            else:
                self._draw_lines(surface, zone, rect, self.model.texts.get(zone.id, []))

    def status_fits(self, text: str) -> bool:
        """True if a status text fits the status line (two lines at the window's size)."""
        zone = self.layout.zones.get("status")
        if zone is None or zone.box is None:
            return True
        return len(r.wrap_text(self.fonts.body, text, self.zone_rect(zone).w)) <= STATUS_LINES

    def _draw_status(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Whose turn it is and what to do, or the keyboard focus's action."""
        focused = self.focused
        text = f"Enter: {focused.label}   (Tab: next, Esc: cancel)" if focused else self.model.status
        font = self.fonts.body
        lines = r.wrap_text(font, text, rect.w)[:STATUS_LINES]
        y = rect.centery - len(lines) * font.get_height() // 2
        for line in lines:
            width = font.size(line)[0] + 20
            back = pygame.Rect(0, 0, width, font.get_height() + 2)
            back.midtop = (rect.centerx, y)
            r.draw_panel(surface, back, r.DARK, 150, radius=6)
            r.draw_text(surface, font, line, (rect.centerx, y + 1), r.GLOW if focused else r.TEXT, "midtop")
            y += font.get_height() + 2

    def _draw_lines(self, surface: pygame.Surface, zone: Zone, rect: pygame.Rect, lines: list[str]) -> None:
        """A panel or a label: a translucent box with lines of text, or lines on the felt."""
        if zone.kind == "label":
            for i, line in enumerate(lines[: zone.lines]):
                r.draw_text(surface, self.fonts.body, line, (rect.centerx, rect.y + i * self.fonts.body.get_height()),
                            r.TEXT, "midtop", rect.w)
            return
        r.draw_panel(surface, rect, r.PANEL, 190)
        font = self.fonts.body
        pad = max(3, round(8 * self.fonts.scale))
        y = rect.y + pad
        title = zone.label
        if title:
            r.draw_text(surface, font, title, (rect.x + pad, y), r.DIM, width=rect.w - 2 * pad)
            y += font.get_height() + 2
        for font in (self.fonts.body, self.fonts.small):  # the smaller size when the lines need more room
            room = max(0, (rect.bottom - pad - y) // (font.get_height() + 1))
            shown = [part for line in lines for part in r.wrap_text(font, line, rect.w - 2 * pad)]
            if len(shown) <= room:
                break
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
        total = pygame.Rect(0, 0, w + 2 * pad, (len(self.chooser) + 1) * (h + 4) + 2 * pad + font.get_height())
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
        self.chooser_cancel = pygame.Rect(total.x + pad, y, w, h)
        hover = self.chooser_cancel.collidepoint(self.pointer)
        pygame.draw.rect(surface, r.BUTTON_HOVER if hover else r.DARK, self.chooser_cancel, border_radius=6)
        pygame.draw.rect(surface, r.DIM, self.chooser_cancel, 1, border_radius=6)
        r.draw_text(surface, font, "Cancel (Esc)", self.chooser_cancel.center, r.DIM, "center", w - 8)
