"""Drawing helpers: colours, fonts scaled to the window, text that fits, and card art with a cache."""

from __future__ import annotations

import pygame

from tablegame.table import text_recorder
from tablegame.table.model import BACK, EMPTY, PRIVATE, REMEMBERED, CardFace
from tablegame.table.typeface import Typeface

# Okabe-Ito colours that stay apart for colour-blind players and read well on the green felt
# (the fifth, vermillion, is for five-seat games; its symbol, a cross, tells it from orange).
SEAT_COLOURS = [(230, 159, 0), (86, 180, 233), (204, 121, 167), (240, 228, 66), (213, 94, 0)]
TEXT = (245, 242, 230)
DIM = (190, 200, 190)
DARK = (20, 24, 28)
PANEL = (14, 40, 28)
GLOW = (255, 236, 120)
GLOW_STRONG = (255, 255, 255)
WARN = (255, 190, 150)
BUTTON = (40, 70, 110)
BUTTON_HOVER = (60, 100, 150)
BACK_COLOUR = (122, 34, 44)
PRIVATE_COLOUR = (255, 210, 0)


def seat_colour(seat: int) -> tuple[int, int, int]:
    """The Okabe-Ito colour of a seat."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def hex_colour(text: str) -> tuple[int, int, int]:
    """'#rrggbb' as an RGB tuple."""
    return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))


class Fonts:
    """The UI typeface (Noto Sans, see `typeface`) at a few sizes that scale with the window."""

    def __init__(self, typeface: Typeface | None = None) -> None:
        self.typeface = typeface or Typeface()
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}
        self.scale = 1.0

    def resize(self, size: tuple[int, int]) -> None:
        """Scale text with the window; 1280x720 is the reference (small text 16 px high there)."""
        self.scale = max(0.55, min(size[0] / 1280, size[1] / 720, 2.5))

    def get(self, points: int, bold: bool = False) -> pygame.font.Font:
        """The typeface at table size `points` (its em is `typeface.em_of(points)` px), cached."""
        key = (max(8, points), bold)
        if key not in self._cache:
            self._cache[key] = self.typeface.open(*key)
        return self._cache[key]

    def sized(self, base: int, bold: bool = False) -> pygame.font.Font:
        """A font whose size follows the window scale."""
        return self.get(round(base * self.scale), bold)

    @property
    def small(self) -> pygame.font.Font:
        """Small text (16 px high at 720 rows)."""
        return self.sized(25)

    @property
    def body(self) -> pygame.font.Font:
        """Body text."""
        return self.sized(29)

    @property
    def big(self) -> pygame.font.Font:
        """Headings, in bold."""
        return self.sized(42, bold=True)

    @property
    def title(self) -> pygame.font.Font:
        """Screen titles, in bold."""
        return self.sized(72, bold=True)


def drawable(text: str) -> str:
    """The text with every character the font cannot take (NUL, controls, lone surrogates) shown as "�"."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " else "\ufffd" for c in text)


def fit_text(font: pygame.font.Font, text: str, width: int) -> str:
    """The text, shortened with an ellipsis if it is wider than `width` pixels."""
    text = drawable(text)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    if text_recorder.active is not None:  # the seam of `tablegame shot --text-report`: this text was cut
        text_recorder.active.shortened.add(text + "…")
    return text + "…"


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Break a text into lines no wider than `width` (words longer than a line are cut)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in drawable(paragraph).split(" "):
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(fit_text(font, line, width))
    return lines


def draw_text(surface: pygame.Surface, font: pygame.font.Font, text: str, pos: tuple[int, int],
              colour: tuple[int, int, int] = TEXT, anchor: str = "topleft", width: int | None = None) -> pygame.Rect:
    """Draw one line (shortened to `width` if given) and return its rectangle."""
    text = fit_text(font, text, max(4, width)) if width is not None else drawable(text)
    image = font.render(text, True, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = PANEL,
               alpha: int = 210, border: tuple[int, int, int] | None = None, radius: int = 8) -> None:
    """A translucent rounded panel."""
    if rect.w <= 0 or rect.h <= 0:
        return
    if alpha >= 255:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    else:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect)
    if border:
        pygame.draw.rect(surface, border, rect, 2, border_radius=radius)


CACHE_PIXELS = 40_000_000  # the table's card pictures kept (4 bytes each: 160 MB at most)
LARGE_CARDS_KEPT = 8  # the inspector's large copies kept


class CardArt:
    """Draws cards by program (no images): a distinct back, empty places, the faces each game paints,
    and the marks of a card only the viewer sees now (PRIVATE) or remembers (REMEMBERED)."""

    def __init__(self, fonts: Fonts, faces: dict[str, CardFace]) -> None:
        self.fonts = fonts
        self.faces = faces
        self._cache: dict[tuple, pygame.Surface] = {}
        self._pixels = 0  # the table cache's size, so large windows cannot fill memory
        self._large: dict[tuple, pygame.Surface] = {}  # the inspector's pictures, the few most recent

    def surface(self, card: str | None, look: str, size: tuple[int, int], large: bool = False) -> pygame.Surface:
        """The cached picture of a card in a look at a size (`large`: an inspector's copy, few of them kept)."""
        key = (card, look, size)
        if large:
            copy = self._large.pop(key, None) or self._draw(card, look, size)
            if len(self._large) >= LARGE_CARDS_KEPT:
                del self._large[next(iter(self._large))]  # the least recently used
            self._large[key] = copy  # back at the end: the most recently used
            return copy
        image = self._cache.get(key)
        if image is None:
            if len(self._cache) > 600 or self._pixels > CACHE_PIXELS:
                self._cache.clear()
                self._pixels = 0
            image = self._draw(card, look, size)
            self._cache[key] = image
            self._pixels += size[0] * size[1]
        return image

    def _draw(self, card: str | None, look: str, size: tuple[int, int]) -> pygame.Surface:
        """Paint one card."""
        w = size[0]
        image = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, w // 12)
        rect = image.get_rect()
        if look == EMPTY:
            pygame.draw.rect(image, (255, 255, 255, 40), rect, border_radius=radius)
            pygame.draw.rect(image, (255, 255, 255, 120), rect, max(1, w // 40), border_radius=radius)
            return image
        if look == BACK or card is None:
            self._back(image, radius)
            return image
        face = self.faces.get(card, CardFace(card))
        if face.paint is not None:
            face.paint(image, self.fonts)
        else:
            self._plain(image, face, radius)
        if look == PRIVATE:
            self._ribbon(image, "ONLY YOU", PRIVATE_COLOUR, DARK)
            pygame.draw.rect(image, PRIVATE_COLOUR, rect, max(2, w // 18), border_radius=radius)
        elif look == REMEMBERED:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (*BACK_COLOUR, 110), rect, border_radius=radius)
            image.blit(veil, (0, 0))
            self._ribbon(image, "YOU KNOW", BACK_COLOUR, TEXT)
        return image

    def _back(self, image: pygame.Surface, radius: int) -> None:
        """The back: dark red with a lattice and an inner frame."""
        rect = image.get_rect()
        w, h = rect.size
        pygame.draw.rect(image, BACK_COLOUR, rect, border_radius=radius)
        inner = rect.inflate(-max(4, w // 7), -max(4, w // 7))
        if inner.w <= 0 or inner.h <= 0:
            return  # a card a few pixels wide has no room for the lattice and the frame
        step = max(5, w // 6)
        lattice = pygame.Surface(rect.size, pygame.SRCALPHA)
        for x in range(-h, w + h, step):
            pygame.draw.line(lattice, (200, 120, 110, 90), (x, 0), (x + h, h), 1)
            pygame.draw.line(lattice, (200, 120, 110, 90), (x + h, 0), (x, h), 1)
        clip = pygame.Surface(inner.size, pygame.SRCALPHA)
        clip.blit(lattice, (-inner.x, -inner.y))
        image.blit(clip, inner)
        pygame.draw.rect(image, (240, 210, 190), inner, max(1, w // 40), border_radius=max(1, radius // 2))
        pygame.draw.rect(image, (60, 10, 20), rect, max(1, w // 40), border_radius=radius)

    def _plain(self, image: pygame.Surface, face: CardFace, radius: int) -> None:
        """A face its game does not paint: its value in the middle of a plain card."""
        rect = image.get_rect()
        w, h = rect.size
        pygame.draw.rect(image, face.colour, rect, border_radius=radius)
        pygame.draw.rect(image, (70, 70, 70), rect, max(1, w // 40), border_radius=radius)
        font = self.fonts.get(max(9, int(h * 0.3)))
        text = font.render(fit_text(font, face.value, w - 4), True, DARK)
        image.blit(text, text.get_rect(center=rect.center))

    def _ribbon(self, image: pygame.Surface, text: str, colour: tuple[int, int, int],
                ink: tuple[int, int, int]) -> None:
        """A strip across the top of the card with a word on it."""
        w, h = image.get_size()
        band = pygame.Rect(0, 0, w, max(8, int(h * 0.17)))
        pygame.draw.rect(image, colour, band, border_top_left_radius=max(2, w // 12),
                         border_top_right_radius=max(2, w // 12))
        font = self.fonts.get(max(8, int(band.h * 1.0)))
        label = font.render(fit_text(font, text, w - 4), True, ink)
        image.blit(label, label.get_rect(center=band.center))


def draw_seen_markers(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, seats: tuple[int, ...],
                      n_seats: int) -> None:
    """Seat symbols in seat colours along a card's bottom edge: who knows this face-down card."""
    if not seats:
        return
    r = max(5, min(rect.w // 8, 11))
    if len(seats) == n_seats and n_seats > 1:
        band = pygame.Rect(rect.x + 2, rect.bottom - 2 * r - 6, rect.w - 4, 2 * r + 4)
        draw_panel(surface, band, (245, 245, 245), 230, radius=4)
        font = fonts.get(max(9, int(band.h * 0.95)))
        draw_text(surface, font, "ALL KNOW", band.center, DARK, "center", band.w - 2)
        return
    x = rect.x + r + 3
    for seat in seats:
        # The seat's own symbol in its colour, as beside its name: initials clash ("Bot 2", "Bot 3").
        centre = (x, rect.bottom - r - 3)
        pygame.draw.circle(surface, (245, 245, 245), centre, r)
        pygame.draw.circle(surface, DARK, centre, r, 1)
        draw_symbol(surface, seat, centre, int(r * 1.3))
        x += 2 * r + 2


def draw_symbol(surface: pygame.Surface, seat: int, centre: tuple[int, int], size: int,
                colour: tuple[int, int, int] | None = None) -> None:
    """A seat's shape (circle, square, triangle, diamond, cross), so colour is never the only sign."""
    x, y = centre
    s = max(2, size // 2)
    colour = colour or seat_colour(seat)
    shape = seat % len(SEAT_COLOURS)
    if shape == 0:
        pygame.draw.circle(surface, colour, centre, s)
    elif shape == 1:
        pygame.draw.rect(surface, colour, (x - s + 1, y - s + 1, 2 * s - 2, 2 * s - 2))
    elif shape == 2:
        pygame.draw.polygon(surface, colour, [(x, y - s), (x + s, y + s - 1), (x - s, y + s - 1)])
    elif shape == 3:
        pygame.draw.polygon(surface, colour, [(x, y - s), (x + s, y), (x, y + s), (x - s, y)])
    else:
        bar = max(2, s * 2 // 3)
        pygame.draw.rect(surface, colour, (x - s, y - bar // 2, 2 * s, bar))
        pygame.draw.rect(surface, colour, (x - bar // 2, y - s, bar, 2 * s))


def draw_seat_label(surface: pygame.Surface, font: pygame.font.Font, seat: int, text: str, pos: tuple[int, int],
                    colour: tuple[int, int, int] | None = None, anchor: str = "center",
                    width: int | None = None, symbol_colour: tuple[int, int, int] | None = None) -> pygame.Rect:
    """A seat's shape followed by a text (a name), placed by `anchor` ("center" or "midleft")."""
    size = max(6, int(font.get_height() * 0.62))
    room = None if width is None else max(4, width - size - 6)
    shown = fit_text(font, text, room) if room is not None else drawable(text)
    image = font.render(shown, True, colour or seat_colour(seat))
    total = pygame.Rect(0, 0, size + 6 + image.get_width(), max(size, image.get_height()))
    setattr(total, anchor, pos)
    draw_symbol(surface, seat, (total.x + size // 2, total.centery), size, symbol_colour)
    surface.blit(image, image.get_rect(midleft=(total.x + size + 6, total.centery)))
    return total
