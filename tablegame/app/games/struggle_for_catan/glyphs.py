"""The Struggle for Catan's glyphs, drawn by the program: the five resources (mountain, sheep, wheat, tree,
bricks), the buildings (road, knight, settlement, city), the five expansions, the two city events, and the
small signs of the card faces (an exchange, a drawn card, the destiny arrow).

`glyph` draws with pygame's plain shapes; `smooth_glyph` draws the same at twice the size and smooth-scales
it down, so the edges are anti-aliased (no text is ever drawn here).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tablegame.app.games.struggle_for_catan.words import EXPANSION_NAMES

INK = (30, 30, 34)
GOLD = (242, 196, 60)
SHARP = 2  # shapes are painted this many times larger, then smooth-scaled down


def smooth_glyph(
    surface: pygame.Surface, kind: str, centre: tuple[float, float], size: float, ink: tuple[int, int, int] = INK
) -> None:
    """`glyph`, anti-aliased: painted at SHARP times the size on a clear square, smooth-scaled onto `surface`."""
    side = max(4, round(size * 2))  # a glyph reaches about 0.6 of its size from its centre
    big = pygame.Surface((side * SHARP, side * SHARP), pygame.SRCALPHA)
    glyph(big, kind, (side * SHARP // 2, side * SHARP // 2), round(size * SHARP), ink)
    small = pygame.transform.smoothscale(big, (side, side))
    surface.blit(small, (round(centre[0] - side / 2), round(centre[1] - side / 2)))


def glyph(
    surface: pygame.Surface, kind: str, centre: tuple[int, int], size: int, ink: tuple[int, int, int] = INK
) -> None:
    """A small picture for a resource or building kind, about `size` pixels across."""
    x, y = centre
    s = max(4, size // 2)
    line = max(1, size // 14)
    draw = _DRAWN.get(kind)
    if draw is not None:
        draw(surface, x, y, s, ink, line)
    elif kind in EXPANSION_NAMES:
        _expansion_glyph(surface, kind, x, y, s, ink, line)
    elif kind in ("exchange", "draw", "fate-left", "fate-right"):
        _sign_glyph(surface, kind, x, y, s, ink, line)


def _expansion_glyph(
    surface: pygame.Surface, kind: str, x: int, y: int, s: int, ink: tuple[int, int, int], line: int
) -> None:
    """The five expansions: a book, a church, a castle, a coin, a columned hall."""
    if kind == "library":
        pygame.draw.polygon(
            surface, ink, [(x - s, y - s * 0.6), (x, y - s * 0.4), (x, y + s * 0.8), (x - s, y + s * 0.6)]
        )
        pygame.draw.polygon(
            surface, ink, [(x + s, y - s * 0.6), (x, y - s * 0.4), (x, y + s * 0.8), (x + s, y + s * 0.6)]
        )
        pygame.draw.line(surface, (255, 255, 255), (x, y - s * 0.4), (x, y + s * 0.8), max(1, line))
    elif kind == "church":
        pygame.draw.rect(surface, ink, (x - s * 0.7, y, s * 1.4, s * 0.9))
        pygame.draw.polygon(surface, ink, [(x - s * 0.3, y), (x, y - s * 0.6), (x + s * 0.3, y)])
        pygame.draw.line(surface, ink, (x, y - s * 0.6), (x, y - s), max(1, line + 1))
        pygame.draw.line(surface, ink, (x - s * 0.2, y - s * 0.85), (x + s * 0.2, y - s * 0.85), max(1, line + 1))
    elif kind == "castle":
        pygame.draw.rect(surface, ink, (x - s * 0.8, y - s * 0.4, s * 1.6, s * 1.2))
        for k in range(4):
            pygame.draw.rect(surface, ink, (x - s * 0.8 + k * s * 0.46, y - s * 0.75, s * 0.3, s * 0.4))
        pygame.draw.rect(
            surface,
            (255, 255, 255),
            (x - s * 0.2, y + s * 0.2, s * 0.4, s * 0.6),
            border_top_left_radius=max(1, s // 4),
            border_top_right_radius=max(1, s // 4),
        )
    elif kind == "merchant-guild":
        pygame.draw.circle(surface, GOLD, (x, y), max(3, round(s * 0.85)))
        pygame.draw.circle(surface, ink, (x, y), max(3, round(s * 0.85)), max(1, line + 1))
        pygame.draw.circle(surface, ink, (x, y), max(1, round(s * 0.4)), max(1, line))
    else:  # town hall
        pygame.draw.polygon(surface, ink, [(x - s, y - s * 0.35), (x, y - s * 0.9), (x + s, y - s * 0.35)])
        for k in range(4):
            pygame.draw.rect(surface, ink, (x - s * 0.8 + k * s * 0.5, y - s * 0.3, s * 0.22, s * 0.95))
        pygame.draw.rect(surface, ink, (x - s, y + s * 0.65, s * 2, s * 0.2))


def _sign_glyph(
    surface: pygame.Surface, kind: str, x: int, y: int, s: int, ink: tuple[int, int, int], line: int
) -> None:
    """The face signs: two arrows (an exchange), a card with a plus (a card more drawn), the destiny arrows."""
    if kind == "exchange":
        for sign, dy in ((1, -0.35), (-1, 0.35)):
            tip = x + sign * s
            pygame.draw.line(
                surface, ink, (x - sign * s, y + dy * s), (tip - sign * s * 0.3, y + dy * s), max(2, line * 2)
            )
            pygame.draw.polygon(
                surface,
                ink,
                [
                    (tip, y + dy * s),
                    (tip - sign * s * 0.45, y + dy * s - s * 0.3),
                    (tip - sign * s * 0.45, y + dy * s + s * 0.3),
                ],
            )
    elif kind == "draw":
        pygame.draw.rect(surface, ink, (x - s * 0.75, y - s * 0.95, s * 1.1, s * 1.5), border_radius=max(1, s // 5))
        pygame.draw.rect(
            surface, (255, 255, 255), (x - s * 0.6, y - s * 0.8, s * 0.8, s * 1.2), border_radius=max(1, s // 6)
        )
        pygame.draw.rect(surface, ink, (x + s * 0.2, y + s * 0.1, s * 0.8, s * 0.26))
        pygame.draw.rect(surface, ink, (x + s * 0.47, y - s * 0.17, s * 0.26, s * 0.8))
    else:  # the destiny arrow: "fate-left" points left, "fate-right" right
        sign = -1 if kind == "fate-left" else 1
        shaft = max(2, s // 3)
        pygame.draw.rect(surface, ink, (x - s * 0.8, y - shaft / 2, s * 1.6, shaft))
        pygame.draw.polygon(
            surface, ink, [(x + sign * s, y), (x + sign * s * 0.3, y - s * 0.6), (x + sign * s * 0.3, y + s * 0.6)]
        )


def _ore(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """Two mountain peaks."""
    pygame.draw.polygon(surface, ink, [(x - s, y + s * 0.7), (x - s * 0.3, y - s * 0.6), (x + s * 0.25, y + s * 0.7)])
    pygame.draw.polygon(surface, ink, [(x - s * 0.15, y + s * 0.7), (x + s * 0.45, y - s * 0.9), (x + s, y + s * 0.7)])
    pygame.draw.polygon(
        surface,
        (255, 255, 255),
        [(x + s * 0.3, y - s * 0.5), (x + s * 0.45, y - s * 0.9), (x + s * 0.6, y - s * 0.5)],
    )


def _wool(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """A sheep: a woolly body, a head and legs."""
    for dx, dy in ((-0.45, 0), (0, -0.25), (0.4, 0), (0, 0.2), (-0.2, -0.1), (0.2, -0.15)):
        pygame.draw.circle(surface, ink, (round(x + dx * s), round(y + dy * s)), max(2, round(s * 0.38)))
    for dx, dy in ((-0.45, 0), (0, -0.25), (0.4, 0), (0, 0.2)):
        pygame.draw.circle(
            surface, (255, 255, 255), (round(x + dx * s), round(y + dy * s)), max(1, round(s * 0.38) - line - 1)
        )
    pygame.draw.ellipse(surface, ink, (x + s * 0.55, y - s * 0.45, s * 0.5, s * 0.38))
    for dx in (-0.4, -0.1, 0.2, 0.45):
        pygame.draw.line(surface, ink, (x + dx * s, y + s * 0.45), (x + dx * s, y + s * 0.85), max(1, line + 1))


def _grain(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """An ear of wheat."""
    pygame.draw.line(surface, ink, (x, y + s), (x, y - s * 0.9), max(1, line + 1))
    for k in range(4):
        cy = y - s * 0.75 + k * s * 0.38
        for side in (-1, 1):
            pygame.draw.ellipse(surface, ink, (x + side * s * 0.25 - s * 0.22, cy - s * 0.14, s * 0.44, s * 0.28))


def _lumber(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """A fir tree."""
    pygame.draw.rect(surface, ink, (x - s * 0.12, y + s * 0.45, s * 0.24, s * 0.5))
    for k, width in enumerate((0.55, 0.75, 0.95)):
        top = y - s * 0.95 + k * s * 0.45
        pygame.draw.polygon(surface, ink, [(x, top), (x + width * s, top + s * 0.7), (x - width * s, top + s * 0.7)])


def _brick(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """Three courses of bricks."""
    bw, bh = s * 0.9, s * 0.5
    for row in range(3):
        top = y - s * 0.8 + row * (bh + line + 1)
        offset = 0 if row % 2 == 0 else -bw / 2
        for col in range(3):
            left = x - s + offset + col * (bw + line + 1)
            rect = pygame.Rect(round(max(x - s, left)), round(top), round(bw), round(bh))
            rect.right = min(rect.right, round(x + s))
            if rect.w > 2:
                pygame.draw.rect(surface, ink, rect)


def _road(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """A road narrowing into the distance."""
    pygame.draw.polygon(
        surface,
        ink,
        [(x - s, y + s * 0.8), (x - s * 0.2, y - s * 0.8), (x + s * 0.2, y - s * 0.8), (x + s, y + s * 0.8)],
    )
    for k in range(3):
        cy = y + s * 0.55 - k * s * 0.55
        pygame.draw.line(surface, GOLD, (x, cy), (x, cy - s * 0.25), max(1, line + 1))


def _knight(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """A helmet with a plume."""
    pygame.draw.rect(surface, ink, (x - s * 0.55, y - s * 0.4, s * 1.1, s * 1.1), border_radius=max(2, s // 2))
    pygame.draw.rect(surface, (255, 255, 255), (x - s * 0.4, y, s * 0.8, s * 0.16))
    pygame.draw.line(surface, (255, 255, 255), (x, y + s * 0.16), (x, y + s * 0.5), max(1, line))
    pygame.draw.ellipse(surface, (200, 40, 40), (x - s * 0.15, y - s * 0.95, s * 0.7, s * 0.55))


def _settlement(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """A house."""
    pygame.draw.polygon(surface, ink, [(x - s * 0.8, y - s * 0.05), (x, y - s * 0.85), (x + s * 0.8, y - s * 0.05)])
    pygame.draw.rect(surface, ink, (x - s * 0.6, y - s * 0.1, s * 1.2, s * 0.9))
    pygame.draw.rect(surface, (255, 255, 255), (x - s * 0.15, y + s * 0.3, s * 0.3, s * 0.5))


def _city(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """Towers of a city."""
    pygame.draw.rect(surface, ink, (x - s * 0.95, y - s * 0.2, s * 0.7, s))
    pygame.draw.rect(surface, ink, (x - s * 0.3, y - s * 0.8, s * 0.6, s * 1.6))
    pygame.draw.rect(surface, ink, (x + s * 0.25, y - s * 0.4, s * 0.7, s * 1.2))
    pygame.draw.polygon(surface, ink, [(x - s * 0.3, y - s * 0.8), (x, y - s * 1.1), (x + s * 0.3, y - s * 0.8)])
    for wx, wy in ((-0.65, 0.1), (-0.05, -0.4), (-0.05, 0.1), (0.55, -0.1)):
        pygame.draw.rect(surface, (255, 230, 140), (x + wx * s, y + wy * s, s * 0.14, s * 0.2))


def _brigand(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """A mask."""
    pygame.draw.ellipse(surface, ink, (x - s, y - s * 0.35, s * 2, s * 0.7))
    for side in (-1, 1):
        pygame.draw.ellipse(
            surface, (255, 255, 255), (x + side * s * 0.45 - s * 0.22, y - s * 0.12, s * 0.44, s * 0.24)
        )


def _market_day(surface: pygame.Surface, x: int, y: int, s: int, ink: tuple[int, int, int], line: int) -> None:
    """A market stall."""
    pygame.draw.rect(surface, ink, (x - s * 0.8, y - s * 0.1, s * 1.6, s * 0.9))
    for k in range(4):
        colour = (220, 60, 60) if k % 2 == 0 else (255, 255, 255)
        pygame.draw.rect(surface, colour, (x - s * 0.9 + k * s * 0.45, y - s * 0.7, s * 0.45, s * 0.5))


GlyphPainter = Callable[[pygame.Surface, int, int, int, tuple[int, int, int], int], None]
_DRAWN: dict[str, GlyphPainter] = {
    "ore": _ore,
    "wool": _wool,
    "grain": _grain,
    "lumber": _lumber,
    "brick": _brick,
    "road": _road,
    "knight": _knight,
    "settlement": _settlement,
    "city": _city,
    "brigand": _brigand,
    "market-day": _market_day,
}
