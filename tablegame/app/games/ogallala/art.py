"""Ogallala card faces drawn by the program: strength, tribe, a picture and a short name (OGA-1, OGA-2).

What a player reads at a glance is large: an Indian's strength in its tribe's colour (with a shape for the
tribe, triangle red, square black, so colour is never the only sign), a picture of the card's kind and a
short name that tells every kind apart ("bear hunter" and "buffalo hunter", "bear" with "left" or
"right" for a set's halves). Every card that lies in a canoe carries a piece of hull along its bottom
edge (a prow for a bow, a stern post for a stern), so a row's cards draw one boat; nothing is written on
that strip, where the table puts a complete canoe's strength badge. Texts are never smaller than the
table's smallest text (16 px at 1280x720, scaled with the window): a name that does not fit a small card
at that size is left out (the card inspector names every card). Shapes are painted at twice the card's
size and smooth-scaled (anti-aliased); texts are rendered at the card's size.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any

import pygame

from tablegame.app.games.ogallala.glyphs import GLYPHS, INK, RED_INK, WOOD, WOOD_DARK, person
from tablegame.games.ogallala.catalog import BLACK, BOW, NEVER, RED, STERN, catalog
from tablegame.games.ogallala.scoring import LOOT_POINTS
from tablegame.games.ogallala.terms import card_name
from tablegame.i18n import N_, tr
from tablegame.table.model import CardFace
from tablegame.table.typeface import em_of

_C = catalog()

SMALLEST_PX = 16  # docs/ARCHITECTURE.md, "Legibility": no text under 16 px at 1280x720 (times the window's font scale)
SUPER = 2  # shapes are painted at this many times the card's size, then smooth-scaled
NAME_BOTTOM = 0.76  # names end above the hull strip, which the canoe badge may cover
TWO_LINE_TOP = 0.265  # a two-line name starts here; the picture takes the space above
BLACK_INK = (24, 24, 30)
NEUTRAL_INK = (30, 70, 140)
BACKGROUNDS = {
    "red": (255, 243, 236),
    "black": (236, 239, 244),
    "neutral": (236, 244, 255),
    "hull": (241, 226, 196),
    "loot": (252, 234, 168),
    "axe": (248, 222, 222),
    "totem": (228, 240, 220),
}
# The names written on a card by kind: the first that fits the card at a legible size is drawn, a line break
# between a two-line name's lines. Each is the card's one name (the catalog's, as the history and the inspector
# say it) or a short form that is that name's own start ("totem" for "totem pole"); where none fits, the card
# shows its picture alone (the inspector names every card). A translation keeps the same rule (its own start of
# its name, or the name again). Set cards are named in `_set_names`.
KIND_NAMES: dict[str, tuple[str, ...]] = {
    "bow": (N_("empty bow"),),
    "stern": (N_("empty stern"),),
    "pathfinder": (N_("pathfinder"),),
    "steersman": (N_("steersman"),),
    "chief": (N_("chief"),),
    "medicine": (N_("medicine man"), N_("medicine")),
    "lasso": (N_("lasso thrower"), N_("lasso")),
    "archer": (N_("archer"),),
    "axe": (N_("crazy axeman"), N_("crazy axe")),
    "totem": (N_("totem pole"), N_("totem")),
    "loot-woman": (N_("woman"),),
    "loot-tent": (N_("tent"),),
    "loot-eagle": (N_("eagle"),),
    "loot-fur": (N_("fur"),),
    "loot-tobacco": (N_("tobacco"),),
    "loot-firewater": (N_("firewater"), N_("fire\nwater")),
    "loot-gunpowder": (N_("gunpowder"), N_("gun\npowder")),
    "paddler": (N_("paddler"),),
}
PERSON_NAMES = {
    "bear": (N_("bear hunter"), N_("bear\nhunter")),
    "buffalo": (N_("buffalo hunter"), N_("buffalo\nhunter")),
    "horse": (N_("cowboy"),),
    "gold": (N_("gold prospector"), N_("gold\nprospector")),
    "logs": (N_("woodcutter"), N_("wood\ncutter")),
    "cannon": (N_("warrior"),),
}
HALF_NAMES = {"left": N_("{set}\nleft"), "right": N_("{set}\nright")}
SET_NAMES = {
    "bear": N_("bear"),
    "buffalo": N_("buffalo"),
    "horse": N_("horse"),
    "gold": N_("gold"),
    "logs": N_("logs"),
    "cannon": N_("cannon"),
}  # the loot sets (catalog set ids) as players name them


def set_name(name: str) -> str:
    """A loot set's name in the language now: "bear"."""
    return tr(SET_NAMES[name]) if name in SET_NAMES else name


def card_words(card: str) -> str:
    """A card in words for players, as the history names it: "red paddler 3", "black chief 5", "tent"."""
    return card_name(card)


def _lines(names: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Names in the language now, each split into its lines, without repeats (a translation may make two alike)."""
    return tuple(dict.fromkeys(tuple(tr(name).split("\n")) for name in names))


def _set_names(t: int) -> tuple[tuple[str, ...], ...]:
    """A set card's names: "bear" over "left" / "right", or its person ("bear hunter", on one line or two)."""
    name = _C.set_names[_C.set_of[t]]
    part = _C.kind_names[_C.kind[t]].rsplit("-", 1)[1]
    if part == "person":
        return _lines(PERSON_NAMES[name])
    return (tuple(tr(HALF_NAMES[part], set=set_name(name)).split("\n")),)


def names_of(card: str) -> tuple[tuple[str, ...], ...]:
    """Every way a card's name may be written on its face, longest first (each a tuple of lines)."""
    t = _C.index[card]
    if _C.set_of[t] >= 0:
        return _set_names(t)
    kind = _C.kind_names[_C.kind[t]]
    return _lines(KIND_NAMES["paddler" if kind.startswith("paddler-") else kind])


def category(t: int) -> str:
    """Which background a card gets."""
    kind = _C.kind_names[_C.kind[t]]
    if _C.strength[t] > 0:
        return {RED: "red", BLACK: "black"}.get(_C.colour[t], "neutral")
    if _C.loot[t]:
        return "loot"
    if kind in ("axe", "totem"):
        return kind
    return "hull"


def faces() -> dict[str, CardFace]:
    """A face per card id, each painted by `paint_card`."""
    result = {}
    for t, card in enumerate(_C.ids):
        value = str(_C.strength[t]) if _C.strength[t] else ""
        result[card] = CardFace(value, card_words(card), paint=partial(paint_card, card))
    return result


def smallest_px(fonts: Any) -> float:
    """The smallest text allowed on the table now: 16 px at 1280x720, scaled like the window's fonts."""
    return SMALLEST_PX * getattr(fonts, "scale", 1.0)


def font_of_px(fonts: Any, px: float) -> pygame.font.Font:
    """The UI font whose em is at least `px` pixels."""
    points = max(8, math.ceil(px / 0.6875) - 1)
    while em_of(points) < px:
        points += 1
    font: pygame.font.Font = fonts.get(points)
    return font


# --- the painter -------------------------------------------------------------------------------------
def paint_card(card: str, image: pygame.Surface, fonts: Any) -> None:
    """Paint one card face onto a transparent surface of the card's size: shapes at 2x, then the texts."""
    t = _C.index[card]
    w, h = image.get_size()
    bottom = name_bottom(fonts, w, h)
    lines = _fitting_name(card, fonts, w, h, bottom)
    art = pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)
    _paint_shapes(t, art, len(lines[1]) if lines else 0)
    image.blit(pygame.transform.smoothscale(art, (w, h)), (0, 0))
    ink = _ink(category(t))
    if _C.strength[t] > 0:
        _number(image, fonts, str(_C.strength[t]), ink, lines is not None)
    elif _C.loot[t]:
        _loot_points(image, fonts, lines is not None)
    if lines is not None:
        font, words = lines
        _write_lines(image, font, words, ink, bottom)


def _ink(cat: str) -> tuple[int, int, int]:
    """The colour of a card's texts."""
    return {"red": RED_INK, "black": BLACK_INK, "neutral": NEUTRAL_INK}.get(cat, INK)


def _fitting_name(
    card: str, fonts: Any, w: int, h: int, bottom: int
) -> tuple[pygame.font.Font, tuple[str, ...]] | None:
    """The font and lines of the fullest name that fits the card at a legible size, or None if none fits."""
    smallest = smallest_px(fonts)
    preferred = max(smallest, h * 0.15)
    large = max(0, w - 80 * getattr(fonts, "scale", 1.0))  # how much wider than a card of the table's own size
    room = w - 2 * (max(1, round(w / 60)) + int(large // 12))  # a wider margin on large cards (the inspector's)
    t = _C.index[card]
    max_lines = 2 if _C.loot[t] or _C.strength[t] == 0 else 1
    names = [lines for lines in names_of(card) if len(lines) <= max_lines]
    # the fullest name at a large size (a large card says "prospector", not "miner"), else any at the smallest
    tries = [(px, lines) for lines in names for px in (preferred, (preferred + smallest) / 2)]
    for px, lines in [*tries, *((smallest, lines) for lines in names)]:
        font = font_of_px(fonts, px)
        tall = font.get_height() + (len(lines) - 1) * font.get_ascent()
        if all(font.size(line)[0] <= room for line in lines) and tall <= bottom - h * _name_top(t, len(lines)):
            return font, lines
    return None


def name_bottom(fonts: Any, w: int, h: int) -> int:
    """Where a card's name must end: above the hull strip, and above the strength badge the table draws on a
    complete canoe's lower edge (a pill of the small text's height, inside the frame's padding of w // 12)."""
    small = getattr(fonts, "small", None)
    badge = small.get_height() + 2 - max(2, w // 12) if small is not None else 0
    return min(int(h * NAME_BOTTOM), h - badge)


def _name_top(t: int, n_lines: int) -> float:
    """Where, in card heights, a name may start (above it are the number or the picture)."""
    if _C.strength[t] > 0:
        return 0.40
    return TWO_LINE_TOP if n_lines > 1 else 0.42


def _write_lines(
    image: pygame.Surface, font: pygame.font.Font, lines: tuple[str, ...], ink: tuple[int, int, int], bottom: int
) -> None:
    """The name, centred, its last line ending at `bottom` (see `name_bottom`)."""
    w = image.get_width()
    step = font.get_ascent()
    top = bottom - font.get_height() - (len(lines) - 1) * step
    for i, line in enumerate(lines):
        label = font.render(line, True, ink)
        image.blit(label, label.get_rect(midtop=(w // 2, top + i * step)))


def _number(image: pygame.Surface, fonts: Any, text: str, ink: tuple[int, int, int], named: bool) -> None:
    """The strength, large in the upper left part (the picture and the tribe mark are at its right); larger
    still on a card too small for a name."""
    w, h = image.get_size()
    font = font_of_px(fonts, max(smallest_px(fonts), min(h * 0.34, w * 0.55) if named else min(h * 0.5, w * 0.75)))
    label = font.render(text, True, ink)
    ink_box = label.get_bounding_rect()
    x = round(w * 0.34 - ink_box.centerx)
    y = round(h * (0.22 if named else 0.27) - ink_box.centery)
    y = max(0, min(y, h - label.get_height())) if label.get_height() <= h else -ink_box.top  # inside the card
    image.blit(label, (x, y))


def _loot_points(image: pygame.Surface, fonts: Any, named: bool) -> None:
    """A loot card's points in its upper left corner, when the card is tall enough to hold them apart."""
    w, h = image.get_size()
    font = font_of_px(fonts, smallest_px(fonts))
    if font.get_height() > h * 0.16 or not named:
        return
    label = font.render(str(LOOT_POINTS), True, (120, 84, 10))
    image.blit(label, (max(2, w // 14), max(1, h // 40)))


# --- shapes, at SUPER times the card's size ---------------------------------------------------------
def _paint_shapes(t: int, art: pygame.Surface, name_lines: int) -> None:
    """Background, hull, tribe mark and pictures of card t, around a name of `name_lines` lines (0: none)."""
    w, h = art.get_size()
    rect = art.get_rect()
    radius = max(2, w // 10)
    cat = category(t)
    kind = _C.kind_names[_C.kind[t]]
    pygame.draw.rect(art, BACKGROUNDS[cat], rect, border_radius=radius)
    if _C.role[t] != NEVER:
        _hull(art, _C.role[t])
    if _C.strength[t] > 0:
        s = round(min(w * 0.15, h * 0.11))
        glyph = GLYPHS["paddler" if kind.startswith("paddler-") else kind]
        glyph(art, round(w * 0.76), round(h * 0.15), s)
        _tribe_mark(art, cat, (round(w * 0.76), round(h * 0.355)), round(w * 0.11))
        if not name_lines:  # no name: the picture is drawn again, larger, where the name would be
            big = round(min(w * 0.26, h * 0.14))
            glyph(art, w // 2, round(h * 0.60), big)
    else:
        bottom = {0: NAME_BOTTOM, 1: 0.44}.get(name_lines, TWO_LINE_TOP)
        area = pygame.Rect(0, round(h * 0.04), w, round(h * (bottom - 0.04)))
        _picture(art, t, area)
    pygame.draw.rect(art, (80, 74, 70), rect, max(2, w // 36), border_radius=radius)


def _picture(art: pygame.Surface, t: int, area: pygame.Rect) -> None:
    """The picture of a card without strength: loot, a set's half or person, an empty end, axe or totem."""
    w, _ = art.get_size()
    kind = _C.kind_names[_C.kind[t]]
    s = round(min(w * 0.36, area.h * 0.42))
    cx, cy = w // 2, area.centery
    if _C.set_of[t] < 0:
        glyph = GLYPHS.get(kind.removeprefix("loot-"))
        if glyph is not None:
            glyph(art, cx, cy, s)
        return
    glyph = GLYPHS[_C.set_names[_C.set_of[t]]]
    part = kind.rsplit("-", 1)[1]
    if part == "person":
        person(art, cx - s // 3, cy, s)
        glyph(art, cx + s // 2, cy + s // 3, max(3, s // 2))
        return
    # the left half shows the glyph's left part at its right edge, and the other way round: side by side,
    # a pair in the right order shows the whole picture
    layer = pygame.Surface(art.get_size(), pygame.SRCALPHA)
    glyph(layer, w if part == "left" else 0, cy, round(s * 1.25))
    art.blit(layer, (0, 0))
    x = w - max(2, w // 36) - 2 if part == "left" else max(2, w // 36)
    pygame.draw.line(art, (150, 110, 30), (x, area.y + 4), (x, area.bottom - 4), max(2, w // 30))


def _tribe_mark(art: pygame.Surface, cat: str, centre: tuple[int, int], size: int) -> None:
    """Triangle for the red tribe, square for the black one, nothing for colourless Indians."""
    x, y = centre
    s = max(2, size // 2)
    if cat == "red":
        pygame.draw.polygon(art, RED_INK, [(x, y - s), (x + s, y + s), (x - s, y + s)])
    elif cat == "black":
        pygame.draw.rect(art, BLACK_INK, (x - s, y - s, 2 * s, 2 * s))


def _hull(art: pygame.Surface, role: int) -> None:
    """A piece of the canoe's hull along the bottom: a prow for a bow, a stern post for a stern."""
    w, h = art.get_size()
    y0, y1 = h * 0.80, h * 0.93
    if role in (BOW, STERN):
        tip = (w * 0.07, h * 0.68)
        points = [(w, y0), (w * 0.45, y0), (w * 0.25, y0 - h * 0.03), tip]
        for i in range(1, 9):  # the keel curves up to the tip
            a = math.pi / 2 * i / 8
            points.append((tip[0] + (w * 0.55 - tip[0]) * (1 - math.cos(a)), tip[1] + (y1 - tip[1]) * math.sin(a)))
        points.append((w, y1))
        if role == STERN:
            points = [(w - x, y) for x, y in points]
    else:
        points = [(0, y0), (w, y0), (w, y1), (0, y1)]
    rounded = [(round(x), round(y)) for x, y in points]
    pygame.draw.polygon(art, WOOD, rounded)
    pygame.draw.polygon(art, WOOD_DARK, rounded, max(2, w // 40))
