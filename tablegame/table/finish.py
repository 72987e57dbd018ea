"""The table's finish: felt made by the program, anti-aliased rounded shapes and soft shadows, all cached.

Shapes are anti-aliased by their corners only: a quarter disc drawn at four times its size and smooth-scaled
down is the alpha of each corner, so a shape of any size costs a fill and four small blits. Every picture is
kept (per size, colour, ...) in a small cache; `caching = False` turns the caches off, the board's resting
layer too (bench/paint.py compares the two); `mending = False` keeps the layer but draws it whole for every
new model instead of mending it where the model changed.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

caching = True  # off: every picture but the felt is made again at each use (bench/paint.py's before/after)
mending = True  # off: a new model draws the board's resting layer whole, not only where it changed (bench/frames.py)
SUPERSAMPLE = 4  # a corner is drawn this many times larger, then smooth-scaled down
Colour = tuple[int, int, int]


class Kept:
    """A least-recently-used cache of pictures, at most `limit` of them (`always`: kept even with caching off)."""

    def __init__(self, limit: int, always: bool = False) -> None:
        self.limit = limit
        self.always = always
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept under `key`, made (and kept) if missing."""
        if not caching and not self.always:
            return make()
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
            return found
        found = make()
        self._items[key] = found
        if len(self._items) > self.limit:
            self._items.popitem(last=False)
        return found

    def clear(self) -> None:
        """Forget every picture."""
        self._items.clear()


_corners = Kept(64)
_masks = Kept(256)
_panels = Kept(384)
_felts = Kept(4, always=True)  # made once per window size in any case: no frame pays for it
_shadows = Kept(256)


def _corner(radius: int) -> pygame.Surface:
    """The top-left corner of a rounded shape: white, its alpha the anti-aliased cover of a quarter disc."""

    def make() -> pygame.Surface:
        big = pygame.Surface((radius * SUPERSAMPLE, radius * SUPERSAMPLE), pygame.SRCALPHA)
        big.fill((255, 255, 255, 0))
        r = radius * SUPERSAMPLE
        pygame.draw.circle(big, (255, 255, 255, 255), (r, r), r)
        return pygame.transform.smoothscale(big, (radius, radius))

    return _corners.get(radius, make)


def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A white rounded rectangle whose alpha is its anti-aliased cover (multiply a picture by it to round it)."""
    w, h = size
    radius = max(0, min(radius, w // 2, h // 2))

    def make() -> pygame.Surface:
        mask = pygame.Surface(size, pygame.SRCALPHA)
        mask.fill((255, 255, 255, 255))
        if radius > 0:
            corner = _corner(radius)
            mask.blit(corner, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            mask.blit(pygame.transform.flip(corner, True, False), (w - radius, 0), special_flags=pygame.BLEND_RGBA_MULT)
            mask.blit(pygame.transform.flip(corner, False, True), (0, h - radius), special_flags=pygame.BLEND_RGBA_MULT)
            mask.blit(
                pygame.transform.flip(corner, True, True),
                (w - radius, h - radius),
                special_flags=pygame.BLEND_RGBA_MULT,
            )
        return mask

    return _masks.get(("mask", size, radius), make)


def round_corners(image: pygame.Surface, radius: int) -> None:
    """Cut a picture's corners, anti-aliased (its alpha times the rounded mask)."""
    image.blit(rounded_mask(image.get_size(), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def _inset(size: tuple[int, int], radius: int, width: int) -> pygame.Surface:
    """Alpha to take away for a shape's inside, `width` in from its edge: black, alpha the inner cover."""
    inner = rounded_mask((max(1, size[0] - 2 * width), max(1, size[1] - 2 * width)), max(0, radius - width)).copy()
    inner.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    return inner


def ring(size: tuple[int, int], radius: int, width: int, colour: Colour, alpha: int = 255) -> pygame.Surface:
    """An anti-aliased rounded outline `width` pixels wide, cached."""

    def make() -> pygame.Surface:
        image = rounded_mask(size, radius).copy()
        image.blit(_inset(size, radius, width), (width, width), special_flags=pygame.BLEND_RGBA_SUB)
        image.fill((*colour, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        return image

    return _masks.get(("ring", size, radius, width, colour, alpha), make)


def panel(
    size: tuple[int, int], colour: Colour, alpha: int, radius: int, border: Colour | None = None, width: int = 2
) -> pygame.Surface:
    """A rounded panel, anti-aliased: `colour` at `alpha`, an opaque `border` outline if given; cached."""
    corner = max(radius, width if border is not None else 0)  # every pixel further in is the edge's or the middle's

    def make() -> pygame.Surface:
        if min(size) > 2 * corner + 1 and size[0] * size[1] > SLICED_PIXELS:
            return _sliced(_whole_panel((2 * corner + 1, 2 * corner + 1), colour, alpha, radius, border, width), size)
        return _whole_panel(size, colour, alpha, radius, border, width)

    return _panels.get((size, colour, alpha, radius, border, width), make)


SLICED_PIXELS = 40_000  # a panel larger than this is stretched from a small one (a banner's box took 7-12 ms whole)


def _whole_panel(
    size: tuple[int, int], colour: Colour, alpha: int, radius: int, border: Colour | None, width: int
) -> pygame.Surface:
    """A rounded panel made at its full size (`panel`)."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    image.fill((*colour, alpha))
    round_corners(image, radius)
    if border is not None:
        image.blit(ring(size, radius, width, border), (0, 0))
    return image


def _sliced(small: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A picture of `size` whose corners are those of `small` (2c+1 pixels square), its edges `small`'s middle row
    and column stretched and its middle `small`'s middle pixel: the same pixels as the shape made at full size,
    when everything that is not uniform along an edge lies within c pixels of a corner (a nine-slice)."""
    w, h = size
    c = small.get_width() // 2
    image = pygame.Surface(size, pygame.SRCALPHA)
    image.fill((0, 0, 0, 0))
    pieces = [  # (source area of `small`, where it goes, its size there)
        ((0, 0, c, c), (0, 0), (c, c)),
        ((c + 1, 0, c, c), (w - c, 0), (c, c)),
        ((0, c + 1, c, c), (0, h - c), (c, c)),
        ((c + 1, c + 1, c, c), (w - c, h - c), (c, c)),
        ((c, 0, 1, c), (c, 0), (w - 2 * c, c)),
        ((c, c + 1, 1, c), (c, h - c), (w - 2 * c, c)),
        ((0, c, c, 1), (0, c), (c, h - 2 * c)),
        ((c + 1, c, c, 1), (w - c, c), (c, h - 2 * c)),
    ]
    for area, at, stretched in pieces:
        piece = small.subsurface(area)
        if piece.get_size() != stretched:
            piece = pygame.transform.scale(piece, stretched)  # nearest: each pixel repeated, none mixed
        image.blit(piece, at, special_flags=pygame.BLEND_RGBA_ADD)  # onto nothing: a copy, not a blend
    image.fill(small.get_at((c, c)), (c, c, w - 2 * c, h - 2 * c))
    return image


def button(
    size: tuple[int, int], colour: Colour, border: Colour, radius: int, width: int = 2, pressed: bool = False
) -> pygame.Surface:
    """A button's face, anti-aliased: a fill a little lighter at the top (darker when pressed) inside a ring; cached."""

    def make() -> pygame.Surface:
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        top, foot = (_shade(colour, -18), _shade(colour, 10)) if pressed else (_shade(colour, 22), _shade(colour, -10))
        gradient = pygame.Surface((1, 2))
        gradient.set_at((0, 0), top)
        gradient.set_at((0, 1), foot)
        image.blit(pygame.transform.smoothscale(gradient, (max(1, w), max(1, h))), (0, 0))
        round_corners(image, radius)
        image.blit(ring(size, radius, width, border), (0, 0))
        return image

    return _panels.get(("button", size, colour, border, radius, width, pressed), make)


def soft_shadow(size: tuple[int, int], radius: int, spread: int, strength: int) -> pygame.Surface:
    """The soft shadow of a rounded rectangle, `spread` pixels larger on every side; cached per size."""

    def make() -> pygame.Surface:
        return _make_shadow(pygame.mask.from_surface(rounded_mask(size, radius), 1), spread, strength)

    return _shadows.get(("rounded", size, radius, spread, strength), make)


def _shade(colour: Colour, by: int) -> Colour:
    """A colour made lighter (by > 0) or darker (by < 0), each channel kept in 0..255."""
    return (max(0, min(255, colour[0] + by)), max(0, min(255, colour[1] + by)), max(0, min(255, colour[2] + by)))


def felt(size: tuple[int, int], colour: Colour) -> pygame.Surface:
    """The table's cloth in `colour` for a window of `size`: soft mottling, a fine grain and a vignette; cached."""
    return _felts.get((size, colour), lambda: _make_felt(size, colour))


_TOP_FOUR_BITS = bytes(byte >> 4 for byte in range(256))
_LIGHT_SPECKS = bytes([3, 4] + [0] * 254)  # a grain roll of 0 or 1 lightens its pixel by roll + 3
_DARK_SPECKS = bytes([0, 0, 5, 6] + [0] * 252)  # one of 2 or 3 darkens it by roll + 3


def _rolls(dice: random.Random, count: int, most: int, more: int) -> tuple[bytes, bytes]:
    """`count` values of `dice.randint(0, most)`, then `more` of `dice.randint(0, 9)` (most < 10), as bytes.

    A `randint(0, n)` for n < 16 is a 4-bit draw (a 32-bit output's top 4 bits), drawn again while above n;
    `randbytes` gives the same outputs little-endian, so their draws are read in bulk, not one call each.
    """
    draws = dice.randbytes(4 * 2 * (count + more))[3::4].translate(_TOP_FOUR_BITS)
    above = bytes(range(most + 1, 16))
    low, high = count, len(draws)  # the shortest prefix holding `count` values <= most
    while low < high:
        middle = (low + high) // 2
        if len(draws[:middle].translate(None, above)) < count:
            low = middle + 1
        else:
            high = middle
    first, rest = draws[:low].translate(None, above), draws[low:].translate(None, bytes(range(10, 16)))[:more]
    if len(first) < count or len(rest) < more:
        raise ValueError("too few draws")  # not for the felt's seed and sizes (a test holds it to randint)
    return first, rest


def _grey(values: bytes, size: tuple[int, int]) -> pygame.Surface:
    """A grey picture of `size` (the felt's own format) whose pixels, row by row, have the given levels."""
    rgb = bytearray(3 * len(values))
    rgb[0::3] = rgb[1::3] = rgb[2::3] = values
    picture = pygame.Surface(size)
    picture.blit(pygame.image.frombuffer(rgb, size, "RGB"), (0, 0))
    return picture


def _make_felt(size: tuple[int, int], colour: Colour) -> pygame.Surface:
    """Paint a felt (the same every time: a fixed seed)."""
    w, h = max(1, size[0]), max(1, size[1])
    tile = 96  # the grain's tile
    mottling, specks = _rolls(random.Random(17), 48 * 27, 8, tile * tile)
    cloth = pygame.Surface((w, h))
    cloth.fill(colour)
    # Mottling: a coarse field of slightly lighter and darker patches, smooth-scaled into soft clouds.
    clouds = pygame.transform.smoothscale(_grey(mottling, (48, 27)), (w, h))
    cloth.blit(clouds, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    cloth.fill((4, 4, 4), special_flags=pygame.BLEND_RGB_SUB)
    # Grain: a tile of single-pixel specks, lighter and darker, like the fibres of a cloth.
    light = _grey(specks.translate(_LIGHT_SPECKS), (tile, tile))
    dark = _grey(specks.translate(_DARK_SPECKS), (tile, tile))
    for y in range(0, h, tile):
        for x in range(0, w, tile):
            cloth.blit(light, (x, y), special_flags=pygame.BLEND_RGB_ADD)
            cloth.blit(dark, (x, y), special_flags=pygame.BLEND_RGB_SUB)
    # Vignette: the corners a little darker, the middle as given (a multiply by a smooth-scaled radial field).
    keeps = bytes(
        round(255 - 70 * max(0.0, math.hypot((x + 0.5) / 16 - 1, (y + 0.5) / 9 - 1) / math.sqrt(2) - 0.25) ** 1.6)
        for y in range(18)
        for x in range(32)
    )
    # Scaled into the clouds' surface, done with: a new window-sized surface costs more than the scaling.
    pygame.transform.smoothscale(_grey(keeps, (32, 18)), (w, h), clouds)
    cloth.blit(clouds, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    screen = pygame.display.get_surface()
    if screen is not None and (screen.get_bitsize(), screen.get_masks()) != (cloth.get_bitsize(), cloth.get_masks()):
        cloth = cloth.convert()  # the screen's format: the fastest blit of the frame
    return cloth


SHADOW_SHRINK = 2  # a wide blur is made this many times smaller, then smooth-scaled up (as soft, cheaper)
COARSE_SHRINK = 4  # ... and a card's in flight, seen for a moment, this many


def shadow(picture: pygame.Surface, spread: int, strength: int, shrink: int = SHADOW_SHRINK) -> pygame.Surface:
    """A soft dark copy of a picture's shape, `spread` pixels larger on every side; cached per shape and size
    (`shrink`: how much smaller a wide blur is made, `_make_shadow`).

    The shape is read from the picture's alpha (a canoe casts a canoe's shadow), so the many faces of one shape
    share one shadow. It is compared whole: a coarse sample of it once let a shape cast the shadow of another that
    sampled alike (two of Niagara's glass spots), whichever was made first, so a layer mended
    in another order than it was drawn came out a few levels off.
    """
    w, h = picture.get_size()
    # Read through a mask: a copy of the picture would carry its texts into the text recorder.
    mask = pygame.mask.from_surface(picture, 1)
    shape = hashlib.blake2b(pygame.image.tobytes(mask.to_surface(), "RGB"), digest_size=16).digest()
    return _shadows.get((w, h, spread, strength, shape, shrink), lambda: _make_shadow(mask, spread, strength, shrink))


def _make_shadow(mask: pygame.mask.Mask, spread: int, strength: int, shrink: int = SHADOW_SHRINK) -> pygame.Surface:
    """Blur a dark silhouette of a picture's shape (`shrink` times smaller when the blur is wide: as soft, far
    cheaper; half size when it is not that wide; at full size when it is narrow)."""
    w, h = mask.get_size()
    silhouette = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    silhouette.fill((0, 0, 0, 0))
    shape = mask.to_surface(setcolor=(0, 0, 0, strength), unsetcolor=(0, 0, 0, 0))
    silhouette.blit(shape, (spread, spread))
    if spread < 1:
        return silhouette
    # a blur of radius 2/3 of the spread, made `factor` times smaller where the spread is at least 3 * factor
    factor = next((f for f in (shrink, SHADOW_SHRINK) if f > 1 and spread >= 3 * f), 1)
    if factor == 1:
        return pygame.transform.gaussian_blur(silhouette, max(1, spread * 2 // 3))
    small = pygame.transform.smoothscale(
        silhouette, (max(1, silhouette.get_width() // factor), max(1, silhouette.get_height() // factor))
    )
    small = pygame.transform.gaussian_blur(small, max(1, 2 * spread // (3 * factor)))
    return pygame.transform.smoothscale(small, silhouette.get_size())
