"""Drawing helpers: colours, fonts scaled to the window, text that fits, and card art with a cache."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Hashable
from functools import partial
from typing import Any

import pygame

from tablegame.i18n import N_, language, tr
from tablegame.table import finish, text_fit, text_recorder
from tablegame.table.canvas import Canvas
from tablegame.table.model import BACK, EMPTY, PRIVATE, REMEMBERED, CardFace
from tablegame.table.typeface import Typeface, em_of, has_glyph

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
    """The UI typeface (Tablegame Sans, see `typeface`) at a few sizes that scale with the window."""

    def __init__(self, typeface: Typeface | None = None) -> None:
        self.typeface = typeface or Typeface()
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}
        self._probes: dict[bool, pygame.font.Font] = {}  # a font of each weight turned to each size `probe` asks
        self.scale = 1.0

    @property
    def canvas(self) -> Canvas:
        """What makes the pictures these fonts' words are drawn on (and scales and turns them)."""
        return self.typeface.canvas

    def resize(self, size: tuple[int, int]) -> None:
        """Scale text with the window; 1280x720 is the reference (small text 16 px high there)."""
        self.scale = max(0.55, min(size[0] / 1280, size[1] / 720, 2.5))

    def get(self, points: int, bold: bool = False) -> pygame.font.Font:
        """The typeface at table size `points` (its em is `typeface.em_of(points)` px), cached."""
        key = (max(8, points), bold)
        if key not in self._cache:
            self._cache[key] = self.typeface.open(*key)
        return self._cache[key]

    def probe(self, points: int, bold: bool = False) -> pygame.font.Font:
        """A font at table size `points` to measure with now, as `get` would give it: that one if it is open, else
        one font of the weight turned to that size (until the next call). A font's first measure costs about 1 ms:
        a face that tries sizes until its words fit opens only the one it draws with."""
        key = (max(8, points), bold)
        if key in self._cache:
            return self._cache[key]
        probe = self._probes.get(bold)
        if probe is None:
            probe = self._probes[bold] = self.typeface.open(*key)
        elif self.typeface.shipped(bold):  # turned as `Typeface.open` sizes the shipped font: by its em
            probe.point_size = em_of(key[0])
        else:
            return self.get(*key)  # pygame's own font: sized by points, never turned
        return probe

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


ZERO_WIDTH = ("Mn", "Me", "Cf", "Sk")  # marks, joiners, variation selectors, skin tones: dropped if not drawn


DRAWABLE_KEPT = 4096  # texts whose drawable form is remembered (a move's frame draws the same texts again)
_drawable: dict[str, str] = {}


def drawable(text: str) -> str:
    """The text as the font can draw it: a character it has no glyph for (an emoji in a name, a control, a lone
    surrogate) shown as "�", never as SDL's empty box; a joiner or modifier it lacks (of an emoji) left out."""
    if text.isascii() and text.isprintable():
        return text
    known = _drawable.get(text)
    if known is None:
        known = _checked(text)
        if pygame.font.get_init():  # before the fonts start, every glyph counts as drawable: not worth keeping
            if len(_drawable) >= DRAWABLE_KEPT:
                _drawable.clear()
            _drawable[text] = known
    return known


def _checked(text: str) -> str:
    """`drawable` worked out character by character."""
    shown = []
    for char in text:
        if (char.isprintable() or char == " ") and has_glyph(char):
            shown.append(char)
        elif unicodedata.category(char) not in ZERO_WIDTH:
            shown.append("\ufffd")
    return "".join(shown)


def can_draw(char: str) -> bool:
    """Whether a typed character can be shown as it is (a name field refuses the others)."""
    return char.isprintable() and has_glyph(char)


def fit_text(font: pygame.font.Font, text: str, width: int) -> str:
    """The text, shortened with an ellipsis if it is wider than `width` pixels."""
    text = drawable(text)
    if font.size(text)[0] <= width:
        return text
    # the longest start that fits with "…" after it, found by halving (a start only widens as it grows): a long
    # status's rest cut a letter at a time was 80 measures
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle] + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    text = text[:low].rstrip()  # "Bot 5: 0…", not "Bot 5: 0 …"
    if text_recorder.active is not None:  # the seam of `tablegame shot --text-report`: this text was cut
        text_recorder.active.shortened.add(text + "…")
    return text + "…"


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Break a text into balanced lines no wider than `width`: its last line never holds one lone word when
    another can join it, and a word longer than a line is broken, never cut (each "\n" starts a paragraph)."""
    return [line for paragraph in drawable_lines(text) for line in text_fit.wrap_words(font, paragraph, width)]


def drawable_lines(text: str) -> list[str]:
    """The paragraphs of a text (split at newlines), each made drawable."""
    return [drawable(paragraph) for paragraph in text.split("\n")]


def stands_upright(text: str) -> bool:
    """Whether a text on a vertical strip is written down, one character under another, rather than turned:
    true when it holds wide (Hangul, Hanzi) characters, which read sideways when rotated."""
    return any(unicodedata.east_asian_width(char) in "WF" for char in text)


def draw_text_down(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    first: tuple[float, float],
    step: float,
    colour: tuple[int, int, int] = TEXT,
) -> None:
    """The text's characters upright, one under another: the first centred at `first`, each `step` px lower."""
    for i, char in enumerate(text):
        image = font.render(char, True, colour)
        surface.blit(image, image.get_rect(center=(round(first[0]), round(first[1] + i * step))))


TEXTS_KEPT = 3000  # lines of text kept rendered (the history's rows, captions, labels: drawn again every frame)
_texts: dict[tuple[pygame.font.Font, str, tuple[int, ...]], pygame.Surface] = {}


def rendered(font: pygame.font.Font, text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """The line of text as `font` renders it anti-aliased in `colour`: kept, so a line drawn in every frame is
    rendered once (made anew while texts are recorded, so that the recorder follows each one)."""
    if text_recorder.active is not None or type(font) is not pygame.font.Font:  # a recorder's font notes each one
        return font.render(text, True, colour)
    key = (font, text, tuple(colour))
    image = _texts.get(key)
    if image is None:
        if len(_texts) >= TEXTS_KEPT:
            del _texts[next(iter(_texts))]  # the oldest
        image = _texts[key] = font.render(text, True, colour)
    return image


def draw_text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    pos: tuple[int, int],
    colour: tuple[int, int, int] = TEXT,
    anchor: str = "topleft",
    width: int | None = None,
) -> pygame.Rect:
    """Draw one line (shortened to `width` if given, its whole text then a tooltip there) and return its rectangle."""
    whole = drawable(text)
    text = fit_text(font, text, max(4, width)) if width is not None else whole
    image = rendered(font, text, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if text != whole:
        text_fit.shortened.add(rect, whole)
    return rect


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int] = PANEL,
    alpha: int = 210,
    border: tuple[int, int, int] | None = None,
    radius: int = 8,
) -> None:
    """A translucent rounded panel, anti-aliased (its picture is cached per size, colour and border)."""
    if rect.w <= 0 or rect.h <= 0:
        return
    edge = tuple(border) if border is not None else None  # a pygame.Color is no cache key
    surface.blit(finish.panel(rect.size, tuple(colour), alpha, radius, edge), rect)  # type: ignore[arg-type]
    if text_recorder.active is not None:  # the size test finds badges drawn over texts
        text_recorder.active.paneled(surface, rect, alpha >= 255)


CACHE_PIXELS = 40_000_000  # the card pictures kept, for every table (4 bytes each: 160 MB at most)
LARGE_CARDS_KEPT = 8  # the inspector's large copies kept


def card_radius(size: tuple[int, int]) -> int:
    """How round a card's corners are at its size."""
    return max(2, min(size) // 10)


def _fills_its_box(image: pygame.Surface) -> bool:
    """True if a picture is opaque at the middle of each of its four sides (a card, not a piece of some shape)."""
    w, h = image.get_size()
    return all(image.get_at(at)[3] > 200 for at in ((w // 2, 0), (w // 2, h - 1), (0, h // 2), (w - 1, h // 2)))


_medallions = finish.Kept(16)
_symbols = finish.Kept(128)


def _medallion(size: int) -> pygame.Surface:
    """The emblem in the middle of a card back: a dark disc ringed in cream with a diamond, anti-aliased."""

    def make() -> pygame.Surface:
        big = size * finish.SUPERSAMPLE
        art = pygame.Surface((big, big), pygame.SRCALPHA)
        art.fill((0, 0, 0, 0))
        middle = (big // 2, big // 2)
        pygame.draw.circle(art, (236, 200, 178), middle, big // 2)
        pygame.draw.circle(art, (92, 18, 30), middle, big // 2 - max(2, big // 14))
        d = big * 3 // 10
        pygame.draw.polygon(
            art,
            (236, 200, 178),
            [
                (middle[0], middle[1] - d),
                (middle[0] + d * 3 // 4, middle[1]),
                (middle[0], middle[1] + d),
                (middle[0] - d * 3 // 4, middle[1]),
            ],
        )
        return pygame.transform.smoothscale(art, (size, size))

    return _medallions.get(size, make)


class _Pictures:
    """The card pictures every table has painted (a new table of the same game finds its cards painted)."""

    def __init__(self) -> None:
        self.kept: dict[Hashable, pygame.Surface] = {}
        self.pixels = 0  # their size, so large windows cannot fill memory

    def get(self, key: Hashable, size: tuple[int, int], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept under `key`, painted (and kept) if missing; all are forgotten when too many."""
        image = self.kept.get(key)
        if image is None:
            if len(self.kept) > 600 or self.pixels > CACHE_PIXELS:
                self.kept.clear()
                self.pixels = 0
            image = self.kept[key] = make()
            self.pixels += size[0] * size[1]
        return image


_pictures = _Pictures()


def _paint_key(paint: Callable[[Any, Any], None] | None) -> Hashable:
    """What a face's paint function paints by: a `partial`'s function and arguments (two tables make equal
    ones), else the function itself."""
    if isinstance(paint, partial):
        key = (paint.func, paint.args, tuple(sorted(paint.keywords.items())))
        try:
            hash(key)
        except TypeError:  # a list among the arguments: the partial itself (its own table's pictures only)
            return paint
        return key
    return paint


class CardArt:
    """Draws cards by program (no images): a distinct back, empty places, the faces each game paints,
    and the marks of a card only the viewer sees now (PRIVATE) or remembers (REMEMBERED)."""

    def __init__(self, fonts: Fonts, faces: dict[str, CardFace]) -> None:
        self.fonts = fonts
        self.faces = faces
        self._large: dict[tuple[object, ...], pygame.Surface] = {}  # the inspector's pictures, the few most recent
        self._face_keys: dict[str, Hashable] = {}  # by card: what its picture depends on (`_face_key`)
        self._shadows: dict[tuple[object, ...], pygame.Surface] = {}  # by card, look, size, spread and strength

    def surface(self, card: str | None, look: str, size: tuple[int, int], large: bool = False) -> pygame.Surface:
        """The cached picture of a card in a look at a size (`large`: an inspector's copy, few of them kept)."""
        key = (card, look, size, language())  # a game's faces may carry words: drawn again in another language
        if large:
            copy = self._large.pop(key, None) or self._draw(card, look, size)
            if len(self._large) >= LARGE_CARDS_KEPT:
                del self._large[next(iter(self._large))]  # the least recently used
            self._large[key] = copy  # back at the end: the most recently used
            return copy
        return _pictures.get(
            (self.fonts, self._face_key(card, look), *key[1:]), size, lambda: self._draw(card, look, size)
        )

    def painted(self, card: str | None, look: str, size: tuple[int, int]) -> bool:
        """Whether a card's picture at a size is kept (`surface` costs nothing then)."""
        return (self.fonts, self._face_key(card, look), look, size, language()) in _pictures.kept

    def shadow_made(
        self, card: str | None, look: str, size: tuple[int, int], spread: int, strength: int, coarse: bool
    ) -> bool:
        """Whether a card's shadow is kept (`shadow` costs nothing then)."""
        return finish.caching and (card, look, size, spread, strength, language(), coarse) in self._shadows

    def _face_key(self, card: str | None, look: str) -> Hashable:
        """All a card's picture depends on besides its look, size, fonts and language (its face, if it shows)."""
        if look in (EMPTY, BACK) or card is None:
            return None
        key = self._face_keys.get(card)
        if key is None:  # a card's face is made once: its key too
            face = self.faces.get(card, CardFace(card))
            key = self._face_keys[card] = (card, face.value, face.word, face.glyph, face.colour, _paint_key(face.paint))
        return key

    def shadow(
        self, card: str | None, look: str, size: tuple[int, int], spread: int, strength: int, coarse: bool = False
    ) -> pygame.Surface:
        """The cached soft shadow of a card's picture (`finish.shadow`), `spread` pixels wider on every side
        (`coarse`: blurred at a quarter of its size, for a card in flight)."""
        key = (card, look, size, spread, strength, language(), coarse)
        found = self._shadows.get(key) if finish.caching else None
        if found is None:
            if len(self._shadows) > 800:
                self._shadows.clear()
            shrink = finish.COARSE_SHRINK if coarse else finish.SHADOW_SHRINK
            found = self._shadows[key] = finish.shadow(self.surface(card, look, size), spread, strength, shrink)
        return found

    def _draw(self, card: str | None, look: str, size: tuple[int, int]) -> pygame.Surface:
        """Paint one card at its size, then cut its corners anti-aliased and give it a fine edge."""
        w, h = size
        radius = card_radius(size)
        if look == EMPTY:
            return self._empty(size, radius)
        image = self.fonts.canvas.surface(size, pygame.SRCALPHA)  # a face's words are followed onto the table
        if look == BACK or card is None:
            self._back(image, radius)
        else:
            face = self.faces.get(card, CardFace(card))
            if face.paint is not None:
                face.paint(image, self.fonts)
            else:
                self._plain(image, face, radius)
            if look == REMEMBERED:
                image.blit(finish.panel(size, BACK_COLOUR, 70, radius), (0, 0))  # a face down, only remembered
            if look in KNOWLEDGE_WORDS:
                self._eye_badge(image, look)
        finish.round_corners(image, radius)
        if look == PRIVATE:
            image.blit(finish.ring(size, radius, max(2, w // 18), PRIVATE_COLOUR), (0, 0))
        elif min(w, h) >= 12 and _fills_its_box(image):  # a piece of another shape (a canoe) keeps its own edge
            image.blit(finish.ring(size, radius, max(1, round(w / 90)), (0, 0, 0), 80), (0, 0))
        return image

    @staticmethod
    def _empty(size: tuple[int, int], radius: int) -> pygame.Surface:
        """An empty place: a soft inset outline, darker above and lighter below, as if pressed into the felt."""
        w, h = size
        line = max(1, round(w / 45))
        image = finish.panel(size, (255, 255, 255), 26, radius).copy()
        image.blit(finish.ring(size, radius, line, (255, 255, 255), 95), (0, 0))
        inner = (max(1, w - 2 * line), max(1, h - 2 * line))
        image.blit(finish.ring(inner, max(0, radius - line), line, (0, 0, 0), 45), (line, line))
        return image

    def _back(self, image: pygame.Surface, radius: int) -> None:
        """The back: dark red, an anti-aliased lattice inside a fine frame, and a medallion in the middle."""
        rect = image.get_rect()
        w, h = rect.size
        image.fill((*BACK_COLOUR, 255))
        margin = max(3, w // 9)
        inner = rect.inflate(-2 * margin, -2 * margin)
        if inner.w <= 4 or inner.h <= 4:
            return  # a card a few pixels wide has no room for the lattice and the frame
        step = max(5, w // 7)
        image.set_clip(inner)
        for x in range(-h, w + h, step):
            pygame.draw.aaline(image, (154, 62, 68), (x, 0), (x + h, h))
            pygame.draw.aaline(image, (154, 62, 68), (x + h, 0), (x, h))
        image.set_clip(None)
        frame = max(1, w // 45)
        image.blit(finish.ring(inner.size, max(1, radius - margin // 2), frame, (236, 200, 178)), inner)
        image.blit(finish.ring(rect.size, radius, max(1, w // 40), (60, 10, 20)), (0, 0))
        medal = min(inner.w, inner.h) // 2
        if medal >= 10:
            image.blit(_medallion(medal), _medallion(medal).get_rect(center=rect.center))

    def _plain(self, image: pygame.Surface, face: CardFace, radius: int) -> None:
        """A face its game does not paint: its value in the middle of a plain card."""
        rect = image.get_rect()
        w, h = rect.size
        image.fill((*face.colour, 255))
        font = self.fonts.get(max(9, int(h * 0.3)))
        text = font.render(fit_text(font, face.value, w - 4), True, DARK)
        image.blit(text, text.get_rect(center=rect.center))

    @staticmethod
    def _eye_badge(image: pygame.Surface, look: str) -> None:
        """A small eye on a disc at the top middle of the card, between its corner index and its corner glyph
        (so the value, the index and a power's band stay in sight): yellow for a card only the viewer sees now,
        dark red for one it remembers; the words are in the card's inspector."""
        w, h = image.get_size()
        size = max(6, min(round(w * 0.3), round(h * 0.19)))
        fill, ink = (PRIVATE_COLOUR, DARK) if look == PRIVATE else (BACK_COLOUR, TEXT)
        badge = _eyes.get((size, fill, ink), lambda: _eye(size, fill, ink))
        image.blit(badge, badge.get_rect(midtop=(w // 2, max(1, round(h * 0.035)))))


KNOWLEDGE_WORDS = {PRIVATE: N_("Only you see this card now"), REMEMBERED: N_("You know this card (the memory aid)")}
_eyes = finish.Kept(32)


def _eye(size: int, fill: tuple[int, int, int], ink: tuple[int, int, int]) -> pygame.Surface:
    """An eye (an almond with a pupil) on a disc ringed in dark ink, drawn four times larger and smooth-scaled."""
    k = finish.SUPERSAMPLE
    big = size * k
    art = pygame.Surface((big, big), pygame.SRCALPHA)
    art.fill((*fill, 0))
    middle = big // 2
    pygame.draw.circle(art, DARK, (middle, middle), middle)
    pygame.draw.circle(art, fill, (middle, middle), middle - max(k, big // 14))
    almond = pygame.Rect(0, 0, big * 0.7, big * 0.42)
    almond.center = (middle, middle)
    pygame.draw.ellipse(art, ink, almond)
    pygame.draw.ellipse(art, fill, almond.inflate(-max(2 * k, big // 10), -max(2 * k, big // 10)))
    pygame.draw.circle(art, ink, (middle, middle), big * 0.13)
    return pygame.transform.smoothscale(art, (size, size))


def draw_seen_markers(
    surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, seats: tuple[int, ...], n_seats: int
) -> None:
    """Who knows this face-down card: seat symbols in seat colours down the card's left edge (half over it), or
    an "ALL" pill there when every seat does; below the corner index and beside the value, clear of the foot,
    where a game puts a card's power."""
    if not seats:
        return
    r = max(5, min(rect.w // 8, round(11 * fonts.scale)))  # the symbols grow with the window, as its text
    top = rect.y + round(rect.h * 0.24)  # under the corner index
    if len(seats) == n_seats and n_seats > 1:
        font = fonts.small  # the table's smallest legible size; the words are in the card's inspector
        every = tr("ALL")
        pill = pygame.Rect(0, 0, font.size(every)[0] + 10, font.get_height() + 2)
        pill.topleft = (rect.x - min(6, rect.w // 12), top)
        draw_panel(surface, pill, (245, 245, 245), 235, border=DARK, radius=pill.h // 2)
        draw_text(surface, font, every, pill.center, DARK, "center")
        return
    inset = min(3, r // 3)  # the discs' middles just inside the edge: half over the card, clear of the value
    per_column = max(1, int(rect.bottom - rect.h * 0.26 - top) // (2 * r + 2))  # clear of the foot's band
    for i, seat in enumerate(seats):
        column, row = divmod(i, per_column)  # the left edge first, then the right one
        x = rect.x + inset if column % 2 == 0 else rect.right - inset
        centre = (x, top + r + (row + column // 2 * per_column) * (2 * r + 2))
        # The seat's own symbol in its colour, as beside its name: initials clash ("Bot 2", "Bot 3").
        disc = finish.panel((2 * r + 1, 2 * r + 1), (245, 245, 245), 255, r, DARK, 1)  # a round, anti-aliased
        surface.blit(disc, disc.get_rect(center=centre))
        draw_symbol(surface, seat, centre, int(r * 1.3))


def draw_symbol(
    surface: pygame.Surface, seat: int, centre: tuple[int, int], size: int, colour: tuple[int, int, int] | None = None
) -> None:
    """A seat's shape (circle, square, triangle, diamond, cross), so colour is never the only sign; anti-aliased."""
    s = max(2, size // 2)
    ink = tuple(colour or seat_colour(seat))
    shape = seat % len(SEAT_COLOURS)
    image = _symbols.get((shape, s, ink), lambda: _symbol(shape, s, ink))  # type: ignore[arg-type]
    surface.blit(image, image.get_rect(center=centre))


def _symbol(shape: int, half: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """One seat shape `2 * half` pixels across, drawn four times larger and smooth-scaled down."""
    k = finish.SUPERSAMPLE
    s = half * k
    art = pygame.Surface((2 * s, 2 * s), pygame.SRCALPHA)
    art.fill((*colour, 0))
    x = y = s
    if shape == 0:
        pygame.draw.circle(art, colour, (x, y), s)
    elif shape == 1:
        pygame.draw.rect(art, colour, (k, k, 2 * s - 2 * k, 2 * s - 2 * k))
    elif shape == 2:
        pygame.draw.polygon(art, colour, [(x, 0), (2 * s, 2 * s - k), (0, 2 * s - k)])
    elif shape == 3:
        pygame.draw.polygon(art, colour, [(x, 0), (2 * s, y), (x, 2 * s), (0, y)])
    else:
        bar = max(2 * k, s * 2 // 3)
        pygame.draw.rect(art, colour, (0, y - bar // 2, 2 * s, bar))
        pygame.draw.rect(art, colour, (x - bar // 2, 0, bar, 2 * s))
    return pygame.transform.smoothscale(art, (2 * half, 2 * half))


def draw_seat_label(
    surface: pygame.Surface,
    font: pygame.font.Font,
    seat: int,
    text: str,
    pos: tuple[int, int],
    colour: tuple[int, int, int] | None = None,
    anchor: str = "center",
    width: int | None = None,
    symbol_colour: tuple[int, int, int] | None = None,
) -> pygame.Rect:
    """A seat's shape followed by a text (a name), placed by `anchor` ("center" or "midleft")."""
    size = max(6, int(font.get_height() * 0.62))
    room = None if width is None else max(4, width - size - 6)
    shown = fit_text(font, text, room) if room is not None else drawable(text)
    image = rendered(font, shown, colour or seat_colour(seat))
    total = pygame.Rect(0, 0, size + 6 + image.get_width(), max(size, image.get_height()))
    setattr(total, anchor, pos)
    if shown != drawable(text):
        text_fit.shortened.add(total, drawable(text))
    draw_symbol(surface, seat, (total.x + size // 2, total.centery), size, symbol_colour)
    surface.blit(image, image.get_rect(midleft=(total.x + size + 6, total.centery)))
    return total
