"""The Struggle for Catan cards drawn by the program: resources, roads and knights (A/B sides), settlements,
cities with their events and expansions, the expansion supply, the destiny card and card backs.

A face carries only what a player reads at a glance, large: the card's name or resource, its glyph (glyphs.py)
and the one number that matters (a gold VP disc on buildings, the exchange or extra draw of an A side, the cost
as resource pips). Longer texts (a city's event, an expansion's ability) are the items' `detail`, shown by the
card inspector. A word is drawn only at a legible size (16 px at 1280x720, scaled with the window); where it does
not fit, the glyph alone says it. Resources keep their glyph and name in the left strip that a fanned hand
shows. Shapes are painted at twice the size and smooth-scaled (anti-aliased); words are drawn at the card's
own size. Every picture is named by a string ("res:ore", "road:B", "city:brigand:library", "back:7");
nothing here knows the rules, and the words come from words.py.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame
import pygame.gfxdraw

from tablegame.app.games.struggle_for_catan.glyphs import GOLD, INK, SHARP, smooth_glyph
from tablegame.app.games.struggle_for_catan.words import (
    B_SIDE_VP,
    CITY_TITLE,
    CITY_VP,
    COSTS,
    EMPTY_WORDS,
    EVENT_NAMES,
    EXPANSION_NAMES,
    EXPANSION_SHORT,
    EXPANSION_VP,
    FATE_TITLE,
    NONE_LEFT,
    RESOURCE_NAMES,
    RESOURCES,
    SETTLEMENT_TITLE,
    SETTLEMENT_VP,
    SUPPLY_TITLE,
    cards_word,
)
from tablegame.i18n import tr
from tablegame.table import render as r
from tablegame.table.typeface import EM_PER_SIZE

Colour = tuple[int, int, int]
PAPER = (250, 246, 234)
# Okabe-Ito blue, yellow, bluish green and vermillion, and a cream wool: hue and lightness both differ.
RESOURCE_RGB = {
    "ore": (0, 114, 178),
    "wool": (236, 234, 222),
    "grain": (240, 228, 66),
    "lumber": (0, 158, 115),
    "brick": (213, 94, 0),
}
RESOURCE_INK = {"ore": (255, 255, 255), "wool": INK, "grain": INK, "lumber": (255, 255, 255), "brick": (255, 255, 255)}
BACK_RGB = (38, 74, 128)
ROAD_RGB = (214, 196, 160)
KNIGHT_RGB = (200, 208, 222)
ESTATE_RGB = (226, 236, 214)
CITY_RGB = (240, 222, 196)
EXPANSION_RGB = (236, 214, 236)
FATE_RGB = (214, 204, 240)
BORDER = (70, 70, 70)
CHOSEN = (150, 20, 90)  # the frame and tick of a chosen card: dark magenta, unlike any resource colour
SMALLEST_EM = 16  # docs/ARCHITECTURE.md, "Legibility": no text under 16 px (em) at 1280x720; scaled with the window


def painter(name: str) -> Callable[[pygame.Surface, Any], None] | None:
    """The function that paints a picture name, or None for a name it does not know."""
    kind, _, rest = name.partition(":")
    parts = rest.split(":") if rest else []
    if kind == "res" and parts and parts[0] in RESOURCES:
        return partial(paint_resource, parts[0], parts[1:] == ["chosen"])
    if kind in ("road", "knight") and parts and parts[0] in ("A", "B"):
        return partial(paint_stack_card, kind, parts[0])
    if kind == "settlement":
        return paint_settlement
    if kind == "city" and parts and parts[0] in EVENT_NAMES:
        return partial(paint_city, parts[0], parts[1] if len(parts) > 1 and parts[1] in EXPANSION_NAMES else None)
    if kind == "exp" and parts and parts[0] in EXPANSION_NAMES:
        return partial(paint_expansion, parts[0])
    if kind == "stack" and parts:
        return partial(paint_supply, parts[0], False)
    if kind == "none" and parts:
        return partial(paint_supply, parts[0], True)
    if kind == "empty" and parts:
        return partial(paint_empty, parts[0])
    if kind == "fate" and parts and parts[0] in ("left", "right"):
        return partial(paint_fate, parts[0])
    if kind == "back":
        count = int(parts[0]) if parts and parts[0].isdigit() else None
        seen = [int(k) for k in parts[1].split(".") if k.isdigit()] if len(parts) > 1 else None
        return partial(paint_back, count, seen)
    return None


# --- shapes (anti-aliased) -----------------------------------------------------------------------------
def body(image: pygame.Surface, fill: Colour, border: Colour = BORDER) -> None:
    """The whole picture as a rounded card with a thin border, painted large and smooth-scaled."""
    w, h = image.get_size()
    big = pygame.Surface((w * SHARP, h * SHARP), pygame.SRCALPHA)
    radius = max(2, w * SHARP // 12)
    pygame.draw.rect(big, fill, big.get_rect(), border_radius=radius)
    pygame.draw.rect(big, border, big.get_rect(), max(1, w * SHARP // 40), border_radius=radius)
    image.blit(pygame.transform.smoothscale(big, (w, h)), (0, 0))


def frame(image: pygame.Surface, colour: tuple[int, ...], width: int) -> None:
    """A rounded frame along the card's edge, painted large and smooth-scaled (over what is there)."""
    w, h = image.get_size()
    big = pygame.Surface((w * SHARP, h * SHARP), pygame.SRCALPHA)
    pygame.draw.rect(big, colour, big.get_rect(), width * SHARP, border_radius=max(2, w * SHARP // 12))
    image.blit(pygame.transform.smoothscale(big, (w, h)), (0, 0))


def disc(
    image: pygame.Surface, centre: tuple[float, float], radius: float, fill: Colour, ring: Colour | None = None
) -> None:
    """A filled circle with anti-aliased edges (and a thin ring)."""
    x, y, rad = round(centre[0]), round(centre[1]), max(1, round(radius))
    pygame.gfxdraw.filled_circle(image, x, y, rad, fill)
    pygame.gfxdraw.aacircle(image, x, y, rad, ring or fill)
    if ring is not None and rad > 8:
        pygame.gfxdraw.aacircle(image, x, y, rad - 1, ring)


def band(image: pygame.Surface, top: float, height: float, fill: Colour) -> pygame.Rect:
    """A strip across the card (fractions of its height), inside the border."""
    rect = band_rect(image, top, height)
    pygame.draw.rect(image, fill, rect)
    return rect


def band_rect(image: pygame.Surface, top: float, height: float) -> pygame.Rect:
    """Where `band` paints (fractions of the card's height), inside the border."""
    w, h = image.get_size()
    inset = max(1, w // 30)
    return pygame.Rect(inset, round(h * top), w - 2 * inset, max(2, round(h * height)))


def pips(image: pygame.Surface, cost: dict[str, int], box: pygame.Rect) -> None:
    """A cost as resource pips centred in `box`: one coloured disc with its glyph per card to pay."""
    kinds = [kind for kind in RESOURCES for _ in range(cost.get(kind, 0))]
    if not kinds:
        return
    step = min(box.h, box.w / len(kinds))
    radius = step * 0.45
    left = box.centerx - step * len(kinds) / 2
    for i, kind in enumerate(kinds):
        centre = (left + step * (i + 0.5), box.centery)
        disc(image, centre, radius, RESOURCE_RGB[kind], (60, 60, 60))
        if radius >= 5:
            smooth_glyph(image, kind, centre, radius * 1.25, RESOURCE_INK[kind])


# --- words (at legible sizes only) -------------------------------------------------------------------
def smallest_em(fonts: Any) -> float:
    """The smallest em (px) a face may use: 16 at 1280x720, scaled like the window's fonts."""
    return SMALLEST_EM * getattr(fonts, "scale", 1.0)


def font_for(fonts: Any, words: str, width: float, em: float, bold: bool = False) -> pygame.font.Font | None:
    """The largest font of at most `em` px at which `words` fit `width`; None if that is under the smallest
    legible size (the face then leaves the words out)."""
    floor = smallest_em(fonts)
    points = int(em / EM_PER_SIZE)
    while points > 0:
        # sizes tried are measured with a probe (a font's first measure costs 1 ms); the one that fits is opened
        font: pygame.font.Font = fonts.probe(points, bold)
        if font.point_size < floor:
            return None
        wide = font.size(words)[0]
        if wide <= width:
            found: pygame.font.Font = fonts.get(points, bold)
            return found
        points = min(points - 1, int(points * width / wide) + 1)
    return None


def write(
    image: pygame.Surface,
    fonts: Any,
    words: str,
    box: pygame.Rect,
    ink: Colour = INK,
    bold: bool = False,
    em: float | None = None,
) -> bool:
    """Words centred in `box` at the largest size that fits (em at most the box's height, or `em`); nothing
    if they would be smaller than legible. True if drawn."""
    font = font_for(fonts, words, box.w, em if em is not None else box.h, bold)
    if font is None:
        return False
    label = font.render(r.drawable(words), True, ink)
    image.blit(label, label.get_rect(center=box.center))
    return True


def vp_disc(image: pygame.Surface, fonts: Any, vp: int, centre: tuple[float, float], radius: float) -> None:
    """The victory points of a building: a gold disc with the number in bold."""
    radius = max(radius, smallest_em(fonts) * 0.8)
    edge = radius + max(2, image.get_width() / 30)  # the disc stays inside the card
    centre = (max(edge, centre[0]), max(edge, centre[1]))
    disc(image, centre, radius, GOLD, (120, 90, 20))
    box = pygame.Rect(0, 0, round(radius * 1.6), round(radius * 1.35))
    box.center = (round(centre[0]), round(centre[1]))
    write(image, fonts, str(vp), box, INK, bold=True)


def corner_box(image: pygame.Surface, strip: float = 0.4) -> pygame.Rect:
    """The top-left corner a fanned card always shows: `strip` of its width, about a quarter of its height."""
    w, h = image.get_size()
    return pygame.Rect(
        max(2, w // 20), max(1, h // 40), round(w * strip) - max(2, w // 20), round(min(h * 0.26, w * 0.5))
    )


# --- resources ---------------------------------------------------------------------------------------
def paint_resource(kind: str, chosen: bool, image: pygame.Surface, fonts: Any) -> None:
    """A resource card: its colour, its glyph in the corner and its name written up the left edge (what a
    fanned hand shows of each card), and the glyph large in a paper medallion.

    A card chosen for a payment or a discard shows a tick in its corner and a thick dark frame (it stays
    visible in a fanned hand, where only the left strip of a card shows).
    """
    w, h = image.get_size()
    fill, ink = RESOURCE_RGB[kind], RESOURCE_INK[kind]
    body(image, fill, BORDER if kind != "wool" else (120, 120, 110))
    mx, my = w * 0.62, h * 0.56
    rad = min(w * 0.32, h * 0.23)
    disc(image, (mx, my), rad, PAPER, (80, 80, 80))
    smooth_glyph(image, kind, (mx, my), rad * 1.35)
    # The left strip: the glyph in a disc, the name upwards below it.
    corner = w * 0.2
    cx, cy = w * 0.22, w * 0.22
    if chosen:
        frame(image, CHOSEN, max(3, w // 14))
        disc(image, (cx, cy), corner, CHOSEN)
        c = corner
        tick = [(cx - c * 0.55, cy), (cx - c * 0.1, cy + c * 0.5), (cx + c * 0.6, cy - c * 0.5)]
        pygame.draw.lines(image, (255, 255, 255), False, tick, max(2, round(corner / 3)))
    else:
        disc(image, (cx, cy), corner, PAPER)
        smooth_glyph(image, kind, (cx, cy), corner * 1.45)
    name = tr(RESOURCE_NAMES[kind])
    top = cy + corner + max(3, h // 40)
    room, em = h - top - max(3, h // 30), min(w * 0.3, h * 0.2)
    if r.stands_upright(name):  # Hangul and hanzi stand upright, one under the other, as they are written down
        write_down(image, fonts, name, (cx, top), room, min(em, corner * 1.6), ink)
        return
    font = font_for(fonts, name, room, em, bold=True)
    if font is not None:
        label = fonts.canvas.rotate(font.render(name, True, ink), 90)
        image.blit(label, label.get_rect(midtop=(round(cx), round(top))))


def write_down(
    image: pygame.Surface, fonts: Any, words: str, top: tuple[float, float], room: float, em: float, ink: Colour
) -> None:
    """Upright characters stacked downwards from `top` (centre, top) in `room` px, at the largest legible size
    of at most `em` px; nothing if they would be smaller than legible."""
    points = int(em / EM_PER_SIZE)
    while points > 0:
        font = fonts.probe(points, True)  # only the size drawn with is opened (`font_for`)
        if font.point_size < smallest_em(fonts):
            return
        step = font.point_size * 1.08  # a CJK glyph fills about its em; a little air between them
        if step * len(words) <= room:
            font = fonts.get(points, True)
            break
        points -= 1
    else:
        return
    r.draw_text_down(image, font, words, (top[0], top[1] + step / 2), step, ink)


# --- roads and knights ------------------------------------------------------------------------------
def paint_stack_card(kind: str, side: str, image: pygame.Surface, fonts: Any) -> None:
    """A road or knight card. The left strip (all a stacked card shows) has its side, A or B, and what that side
    gives: a VP disc (B), one exchange (A road: "1" and two arrows) or one card more drawn (A knight: "+1" and
    a card). The rest has the glyph large."""
    w, h = image.get_size()
    b_side = side == "B"
    body(image, GOLD if b_side else (ROAD_RGB if kind == "road" else KNIGHT_RGB))
    strip = w * 0.42
    letter = corner_box(image, 0.42)
    write(image, fonts, side, letter, INK, bold=True)
    below = pygame.Rect(letter.x, letter.bottom + max(2, h // 30), letter.w, round(h * 0.3))
    if b_side:
        vp_disc(image, fonts, B_SIDE_VP, below.center, below.w * 0.4)
    else:
        sign_value(image, fonts, "exchange" if kind == "road" else "draw", "1" if kind == "road" else "+1", below)
    # No name band: in a stack the next card covers all but a sliver of it, which read as a cut word ("Roa");
    # the glyph names the card, and the inspector's copy says it in words.
    smooth_glyph(image, kind, (strip + (w - strip) / 2, h * 0.5), min((w - strip) * 0.8, h * 0.44))


def sign_value(image: pygame.Surface, fonts: Any, sign: str, number: str, box: pygame.Rect) -> None:
    """A number above its sign, centred in `box` (the sign alone where the number would not be legible)."""
    font = font_for(fonts, number, box.w, box.h * 0.6, bold=True)
    if font is None:
        smooth_glyph(image, sign, box.center, min(box.h, box.w) * 0.8)
        return
    em = font.point_size
    write(image, fonts, number, pygame.Rect(box.x, box.y, box.w, em), INK, bold=True, em=em)
    size = min(box.w * 0.7, box.h - em)
    if size >= 6:
        smooth_glyph(image, sign, (box.centerx, box.y + em + size / 2 + 1), size)


# --- estates ------------------------------------------------------------------------------------------
def paint_settlement(image: pygame.Surface, fonts: Any) -> None:
    """A settlement: its VP and a house; its event is on the hidden city side (the inspector says so)."""
    w, h = image.get_size()
    body(image, ESTATE_RGB)
    named = title(image, fonts, tr(SETTLEMENT_TITLE))
    smooth_glyph(image, "settlement", (w * 0.56, h * (0.44 if named else 0.54)), min(w * 0.62, h * 0.4))
    vp_disc(image, fonts, SETTLEMENT_VP, (w * 0.2, w * 0.2), w * 0.15)


def title(
    image: pygame.Surface,
    fonts: Any,
    words: str,
    top: float = 0.76,
    height: float = 0.2,
    fill: Colour = PAPER,
    left: float = 0,
    among: tuple[str, ...] = (),
) -> bool:
    """A card's name on a band near its bottom (from `left` px), when it fits at a legible size (else no band).

    `among`: the names of the cards shown beside it (the expansions): all are drawn at one size, or none, so a
    row never names some of its cards and not others. Names that do not fit are tried by their last word
    ("Hall" for "Town Hall")."""
    strip = band_rect(image, top, height)
    if left:
        strip.width -= round(left) - strip.x
        strip.x = round(left)
    for last in (False, True):
        shown = words.split(" ")[-1] if last else words
        peers = [peer.split(" ")[-1] if last else peer for peer in among or (words,)]
        found = [font_for(fonts, peer, strip.w - 4, strip.h * 0.8) for peer in peers]
        if all(found):
            em = min(font.point_size for font in found if font is not None)
            pygame.draw.rect(image, fill, strip)
            return write(image, fonts, shown, strip.inflate(-4, 0), INK, em=em + 0.5)
    return False


def paint_city(event: str, expansion: str | None, image: pygame.Surface, fonts: Any) -> None:
    """A city with the sign of its event (named in the inspector); with an expansion on it, the expansion's
    glyph and name on a lilac band. The VP disc shows the estate's VP (the expansion's, if it has one)."""
    w, h = image.get_size()
    body(image, CITY_RGB)
    smooth_glyph(image, "city", (w * 0.62, h * 0.3), min(w * 0.52, h * 0.32))
    vp_disc(image, fonts, EXPANSION_VP[expansion] if expansion else CITY_VP, (w * 0.2, w * 0.2), w * 0.15)
    disc(image, (w * 0.2, h * 0.56), min(w * 0.15, h * 0.1), PAPER, (150, 120, 90))
    smooth_glyph(image, event, (w * 0.2, h * 0.56), min(w * 0.2, h * 0.13))
    if expansion is None:
        title(image, fonts, tr(CITY_TITLE))
        return
    strip = band(image, 0.66, 0.3, EXPANSION_RGB)
    name = tr(EXPANSION_SHORT[expansion])
    room = pygame.Rect(strip.x + strip.h, strip.y, strip.w - strip.h - 2, strip.h)
    if font_for(fonts, name, room.w, strip.h * 0.5):
        smooth_glyph(image, expansion, (strip.x + strip.h * 0.5, strip.centery), strip.h * 0.7)
        write(image, fonts, name, room, INK, em=strip.h * 0.5)
    else:
        smooth_glyph(image, expansion, strip.center, strip.h * 0.75)


def paint_expansion(kind: str, image: pygame.Surface, fonts: Any) -> None:
    """An expansion card of the supply: its VP, glyph, name and cost (its ability is in the inspector)."""
    w, h = image.get_size()
    body(image, EXPANSION_RGB)
    # Every expansion costs the same (the zone's caption and the inspector say it): the name gets the room.
    named = title(
        image,
        fonts,
        tr(EXPANSION_SHORT[kind]),
        0.72,
        0.24,
        among=tuple(tr(short) for short in EXPANSION_SHORT.values()),
    )
    if named:
        smooth_glyph(image, kind, (w * 0.6, h * 0.4), min(w * 0.55, h * 0.34))
    else:  # the glyph alone names it: larger, below the VP disc
        smooth_glyph(image, kind, (w * 0.5, h * 0.6), min(w * 0.7, h * 0.45))
    vp_disc(image, fonts, EXPANSION_VP[kind], (w * 0.2, w * 0.2), w * 0.15)


# --- the supply, the destiny card, backs -------------------------------------------------------------
def paint_supply(kind: str, empty: bool, image: pygame.Surface, fonts: Any) -> None:
    """The top of a building supply (roads, knights, settlements) with its cost, or its empty place."""
    w, h = image.get_size()
    words = tr(SUPPLY_TITLE[kind]) if kind in SUPPLY_TITLE else kind
    if empty:
        radius = max(2, w // 12)
        pygame.draw.rect(image, (255, 255, 255, 40), image.get_rect(), border_radius=radius)
        frame(image, (255, 255, 255, 140), max(1, w // 40))
        write(image, fonts, words, pygame.Rect(3, round(h * 0.26), w - 6, round(h * 0.2)), r.TEXT)
        write(image, fonts, tr(NONE_LEFT), pygame.Rect(3, round(h * 0.5), w - 6, round(h * 0.18)), r.DIM)
        return
    body(image, {"road": ROAD_RGB, "knight": KNIGHT_RGB}.get(kind, ESTATE_RGB))
    smooth_glyph(image, "settlement" if kind == "estate" else kind, (w / 2, h * 0.33), min(w * 0.6, h * 0.36))
    title(image, fonts, words, 0.6, 0.19)
    pips(image, COSTS["settlement" if kind == "estate" else kind], band_rect(image, 0.81, 0.15).inflate(-4, 0))


def paint_empty(word: str, image: pygame.Surface, fonts: Any) -> None:
    """An empty place with a word on it ("no knights"), in lines, if they are legible there."""
    w, h = image.get_size()
    pygame.draw.rect(image, (255, 255, 255, 30), image.get_rect(), border_radius=max(2, w // 12))
    frame(image, (255, 255, 255, 110), max(1, w // 40))
    lines = (tr(EMPTY_WORDS[word]) if word in EMPTY_WORDS else word).split("\n")
    fonts_of = [font_for(fonts, line, w - 8, h * 0.16) for line in lines]
    if any(font is None for font in fonts_of):
        return
    em = min(font.point_size for font in fonts_of if font is not None)
    step = em * 1.3
    top = h / 2 - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        centre = round(top + i * step)
        write(image, fonts, line, pygame.Rect(4, centre - round(em / 2), w - 8, round(em)), r.DIM, em=em)


def paint_fate(side: str, image: pygame.Surface, fonts: Any) -> None:
    """The destiny card: an arrow the way it points and the side's name (what it decides: the inspector)."""
    w, h = image.get_size()
    body(image, FATE_RGB)
    smooth_glyph(image, f"fate-{side}", (w / 2, h * 0.4), min(w * 0.8, h * 0.5))
    write(image, fonts, tr(FATE_TITLE[side]), pygame.Rect(3, round(h * 0.64), w - 6, round(h * 0.2)), INK, bold=True)


def _seen_pips(image: pygame.Surface, fonts: Any, count: int, seen: list[int]) -> None:
    """The open hand of a back (a Library owner sees it): the count on top, then one resource pip per card held,
    in rows, kinds in catalog order (so the counts read without any small number)."""
    w, h = image.get_size()
    kinds = [kind for kind, k in zip(RESOURCES, seen, strict=False) for _ in range(k)]
    top = round(h * 0.25)
    write(image, fonts, str(count), pygame.Rect(3, 2, w - 6, top - 2), (255, 255, 255), bold=True)
    if not kinds:
        return
    area = pygame.Rect(max(3, w // 12), top + 2, w - 2 * max(3, w // 12), h - top - max(4, h // 14))
    cols = max(range(1, len(kinds) + 1), key=lambda c: min(area.w / c, area.h / -(-len(kinds) // c)))
    rows = -(-len(kinds) // cols)  # the grid with the largest pips
    step = min(area.w / cols, area.h / rows)
    left, upper = area.centerx - step * cols / 2, area.centery - step * rows / 2
    for i, kind in enumerate(kinds):
        row, col = divmod(i, cols)
        centre = (left + step * (col + 0.5), upper + step * (row + 0.5))
        disc(image, centre, step * 0.45, RESOURCE_RGB[kind], (20, 30, 60))
        if step >= 12:
            smooth_glyph(image, kind, centre, step * 0.55, RESOURCE_INK[kind])


def paint_back(count: int | None, seen: list[int] | None, image: pygame.Surface, fonts: Any) -> None:
    """A resource card back (blue, with a hexagon); with a count, the number of cards held, large; with the
    kinds seen (a Library owner), a row per kind held: its colour, its glyph and how many."""
    w, h = image.get_size()
    body(image, BACK_RGB, (20, 30, 60))
    if seen is not None:
        _seen_pips(image, fonts, count or 0, seen)
        return
    inner = image.get_rect().inflate(-max(4, w // 7), -max(4, w // 7))
    pygame.draw.rect(image, (210, 190, 120), inner, max(1, w // 40), border_radius=max(1, w // 24))
    cx, cy, s = w / 2, h * 0.45, min(w, h) * 0.34
    points = [
        (cx + s * dx, cy + s * dy)
        for dx, dy in ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))
    ]
    pygame.gfxdraw.filled_polygon(image, points, (60, 100, 160))
    pygame.gfxdraw.aapolygon(image, points, (210, 190, 120))
    if count is not None:
        number = pygame.Rect(0, 0, round(s * 1.6), round(s * 1.1))
        number.center = (round(cx), round(cy))
        write(image, fonts, str(count), number, (255, 255, 255), bold=True)
        write(image, fonts, cards_word(count), pygame.Rect(4, round(h * 0.76), w - 8, round(h * 0.14)), (235, 225, 190))
