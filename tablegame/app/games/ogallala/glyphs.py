"""Ogallala's pictures drawn by the program: loot, abilities and ranks, each at (centre x, centre y, half size).

The card painter (art.py) draws them at twice the card's size and smooth-scales the result, so their
edges come out anti-aliased.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

INK = (28, 26, 30)
RED_INK = (192, 30, 36)
WOOD = (142, 92, 46)
WOOD_DARK = (86, 52, 22)


def _line(
    surface: pygame.Surface, colour: tuple[int, int, int], a: tuple[float, float], b: tuple[float, float], width: int
) -> None:
    pygame.draw.line(surface, colour, (round(a[0]), round(a[1])), (round(b[0]), round(b[1])), max(1, width))


def woman(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """Head and dress."""
    pygame.draw.polygon(s_, (176, 58, 96), [(x, y - s * 0.3), (x + s * 0.7, y + s * 0.9), (x - s * 0.7, y + s * 0.9)])
    pygame.draw.circle(s_, (150, 96, 60), (x, round(y - s * 0.55)), max(2, round(s * 0.3)))
    _line(s_, INK, (x - s * 0.3, y - s * 0.55), (x - s * 0.32, y), s // 8)
    _line(s_, INK, (x + s * 0.3, y - s * 0.55), (x + s * 0.32, y), s // 8)


def tent(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A tipi with its door and poles."""
    cover = [(x, y - s * 0.75), (x + s * 0.85, y + s * 0.85), (x - s * 0.85, y + s * 0.85)]
    pygame.draw.polygon(s_, (214, 178, 120), cover)
    pygame.draw.polygon(s_, INK, cover, max(1, s // 10))
    door = [(x, y + s * 0.1), (x + s * 0.28, y + s * 0.85), (x - s * 0.28, y + s * 0.85)]
    pygame.draw.polygon(s_, (90, 60, 30), door)
    _line(s_, INK, (x - s * 0.3, y - s), (x + s * 0.1, y - s * 0.55), s // 10)
    _line(s_, INK, (x + s * 0.3, y - s), (x - s * 0.1, y - s * 0.55), s // 10)


def eagle(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """Spread wings, a white head, a yellow beak."""
    brown = (92, 60, 34)
    pygame.draw.polygon(
        s_,
        brown,
        [(x - s, y - s * 0.6), (x - s * 0.1, y + s * 0.1), (x - s * 0.15, y + s * 0.5), (x - s * 0.7, y + s * 0.1)],
    )
    pygame.draw.polygon(
        s_,
        brown,
        [(x + s, y - s * 0.6), (x + s * 0.1, y + s * 0.1), (x + s * 0.15, y + s * 0.5), (x + s * 0.7, y + s * 0.1)],
    )
    pygame.draw.polygon(
        s_,
        brown,
        [
            (x - s * 0.25, y - s * 0.1),
            (x + s * 0.25, y - s * 0.1),
            (x + s * 0.3, y + s * 0.9),
            (x - s * 0.3, y + s * 0.9),
        ],
    )
    pygame.draw.circle(s_, (250, 250, 250), (x, round(y - s * 0.35)), max(2, round(s * 0.28)))
    pygame.draw.circle(s_, INK, (x, round(y - s * 0.35)), max(2, round(s * 0.28)), 1)
    pygame.draw.polygon(
        s_, (240, 190, 30), [(x + s * 0.15, y - s * 0.4), (x + s * 0.5, y - s * 0.3), (x + s * 0.15, y - s * 0.2)]
    )


def fur(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A stretched hide."""
    points = [
        (x - s * 0.55, y - s * 0.9),
        (x, y - s * 0.7),
        (x + s * 0.55, y - s * 0.9),
        (x + s * 0.45, y - s * 0.3),
        (x + s * 0.9, y + s * 0.2),
        (x + s * 0.45, y + s * 0.45),
        (x + s * 0.4, y + s * 0.95),
        (x, y + s * 0.75),
        (x - s * 0.4, y + s * 0.95),
        (x - s * 0.45, y + s * 0.45),
        (x - s * 0.9, y + s * 0.2),
        (x - s * 0.45, y - s * 0.3),
    ]
    pygame.draw.polygon(s_, (170, 112, 64), points)
    pygame.draw.polygon(s_, (90, 56, 26), points, max(1, s // 10))
    pygame.draw.circle(s_, (120, 76, 40), (x, y), max(1, s // 4))


def tobacco(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A leaf with its midrib."""
    points = []
    for i in range(17):
        a = math.pi * i / 16
        points.append((x + math.cos(a) * s * 0.95, y - math.sin(a) * s * 0.45))
    for i in range(17):
        a = math.pi * i / 16
        points.append((x - math.cos(a) * s * 0.95, y + math.sin(a) * s * 0.45))
    rotated = [(x + (px - x) * 0.7 - (py - y) * 0.7, y + (px - x) * 0.7 + (py - y) * 0.7) for px, py in points]
    pygame.draw.polygon(s_, (92, 146, 58), rotated)
    pygame.draw.polygon(s_, (40, 80, 30), rotated, max(1, s // 10))
    _line(s_, (40, 80, 30), (x - s * 0.66, y - s * 0.66), (x + s * 0.7, y + s * 0.7), s // 8)


def firewater(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A bottle with a label."""
    body = pygame.Rect(0, 0, round(s * 0.9), round(s * 1.1))
    body.midbottom = (x, round(y + s * 0.95))
    neck = pygame.Rect(0, 0, max(2, round(s * 0.34)), round(s * 0.7))
    neck.midbottom = (x, body.top + 2)
    pygame.draw.rect(s_, (160, 96, 24), neck, border_radius=max(1, s // 8))
    pygame.draw.rect(s_, (186, 110, 28), body, border_radius=max(1, s // 4))
    pygame.draw.rect(s_, (90, 50, 10), body, max(1, s // 10), border_radius=max(1, s // 4))
    label = body.inflate(-max(2, s // 4), -round(s * 0.5))
    pygame.draw.rect(s_, (248, 240, 220), label)
    _line(s_, RED_INK, (label.x + 1, label.centery), (label.right - 2, label.centery), s // 8)


def gunpowder(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A keg with a burning fuse."""
    keg = pygame.Rect(0, 0, round(s * 1.5), round(s * 1.2))
    keg.center = (x, round(y + s * 0.25))
    pygame.draw.ellipse(s_, (70, 58, 48), keg)
    pygame.draw.ellipse(s_, INK, keg, max(1, s // 10))
    for dx in (-0.4, 0.4):
        _line(s_, (200, 200, 200), (x + dx * s, keg.top + s * 0.1), (x + dx * s, keg.bottom - s * 0.1), s // 8)
    _line(s_, (120, 90, 60), (x, keg.top), (x + s * 0.45, keg.top - s * 0.5), s // 8)
    pygame.draw.circle(s_, (250, 180, 20), (round(x + s * 0.5), round(keg.top - s * 0.55)), max(2, s // 5))


def bear(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A bear's head."""
    brown = (104, 66, 34)
    for dx in (-0.6, 0.6):
        pygame.draw.circle(s_, brown, (round(x + dx * s), round(y - s * 0.6)), max(2, round(s * 0.3)))
    pygame.draw.circle(s_, brown, (x, y), max(3, round(s * 0.8)))
    pygame.draw.circle(s_, (196, 156, 110), (x, round(y + s * 0.3)), max(2, round(s * 0.35)))
    pygame.draw.circle(s_, INK, (x, round(y + s * 0.18)), max(1, round(s * 0.12)))
    for dx in (-0.32, 0.32):
        pygame.draw.circle(s_, INK, (round(x + dx * s), round(y - s * 0.2)), max(1, round(s * 0.1)))


def buffalo(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A buffalo's head with horns."""
    dark = (70, 48, 32)
    for side in (-1, 1):
        pygame.draw.polygon(
            s_,
            (236, 228, 206),
            [
                (x + side * s * 0.4, y - s * 0.5),
                (x + side * s * 1.0, y - s * 0.75),
                (x + side * s * 0.85, y - s * 0.25),
            ],
        )
    pygame.draw.ellipse(s_, dark, (round(x - s * 0.6), round(y - s * 0.7), round(s * 1.2), round(s * 1.6)))
    pygame.draw.ellipse(s_, (120, 84, 56), (round(x - s * 0.35), round(y + s * 0.3), round(s * 0.7), round(s * 0.5)))
    for dx in (-0.28, 0.28):
        pygame.draw.circle(s_, (250, 250, 250), (round(x + dx * s), round(y - s * 0.15)), max(1, round(s * 0.1)))


def horse(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A horseshoe."""
    rect = pygame.Rect(round(x - s * 0.8), round(y - s * 0.8), round(s * 1.6), round(s * 1.7))
    pygame.draw.arc(s_, (110, 110, 122), rect, math.pi * -0.1, math.pi * 1.1, max(2, round(s * 0.36)))
    for dx in (-0.55, 0.55):
        pygame.draw.circle(s_, (40, 40, 40), (round(x + dx * s), round(y - s * 0.05)), max(1, round(s * 0.09)))


def gold(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """Two gold bars."""
    for dy, dx in ((0.45, -0.35), (0.45, 0.35), (-0.15, 0.0)):
        cx, cy = x + dx * s * 1.2, y + dy * s
        bar = [
            (cx - s * 0.45, cy + s * 0.25),
            (cx + s * 0.45, cy + s * 0.25),
            (cx + s * 0.3, cy - s * 0.25),
            (cx - s * 0.3, cy - s * 0.25),
        ]
        pygame.draw.polygon(s_, (236, 186, 32), bar)
        pygame.draw.polygon(s_, (130, 90, 10), bar, max(1, s // 10))


def logs(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A stack of log ends."""
    r_ = max(2, round(s * 0.36))
    for dx, dy in ((-0.42, 0.45), (0.42, 0.45), (0.0, -0.25)):
        centre = (round(x + dx * s * 1.05), round(y + dy * s))
        pygame.draw.circle(s_, (196, 146, 90), centre, r_)
        pygame.draw.circle(s_, (110, 70, 30), centre, r_, max(1, s // 10))
        pygame.draw.circle(s_, (110, 70, 30), centre, max(1, r_ // 2), 1)


def cannon(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A barrel on a wheel."""
    barrel = [
        (x - s * 0.9, y + s * 0.05),
        (x + s * 0.85, y - s * 0.65),
        (x + s * 1.0, y - s * 0.3),
        (x - s * 0.75, y + s * 0.45),
    ]
    pygame.draw.polygon(s_, (70, 72, 80), barrel)
    pygame.draw.circle(s_, (130, 84, 40), (round(x - s * 0.1), round(y + s * 0.45)), max(2, round(s * 0.45)))
    pygame.draw.circle(s_, INK, (round(x - s * 0.1), round(y + s * 0.45)), max(2, round(s * 0.45)), max(1, s // 8))


def person(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A figure with a hat: a set's person card."""
    ink = (60, 50, 110)
    pygame.draw.circle(s_, (210, 160, 120), (x, round(y - s * 0.5)), max(2, round(s * 0.25)))
    _line(s_, ink, (x - s * 0.4, y - s * 0.78), (x + s * 0.4, y - s * 0.78), max(2, s // 6))
    pygame.draw.polygon(
        s_,
        ink,
        [
            (x - s * 0.35, y - s * 0.2),
            (x + s * 0.35, y - s * 0.2),
            (x + s * 0.3, y + s * 0.4),
            (x - s * 0.3, y + s * 0.4),
        ],
    )
    _line(s_, ink, (x - s * 0.2, y + s * 0.4), (x - s * 0.3, y + s * 0.95), max(2, s // 6))
    _line(s_, ink, (x + s * 0.2, y + s * 0.4), (x + s * 0.3, y + s * 0.95), max(2, s // 6))


def axe(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A tomahawk."""
    _line(s_, (120, 76, 36), (x - s * 0.6, y + s * 0.9), (x + s * 0.45, y - s * 0.7), max(2, s // 5))
    pygame.draw.polygon(
        s_,
        (150, 156, 166),
        [
            (x + s * 0.2, y - s * 0.55),
            (x + s * 0.95, y - s * 0.1),
            (x + s * 0.75, y + s * 0.25),
            (x + s * 0.4, y - s * 0.15),
        ],
    )
    pygame.draw.polygon(
        s_,
        INK,
        [
            (x + s * 0.2, y - s * 0.55),
            (x + s * 0.95, y - s * 0.1),
            (x + s * 0.75, y + s * 0.25),
            (x + s * 0.4, y - s * 0.15),
        ],
        1,
    )
    pygame.draw.circle(s_, RED_INK, (round(x - s * 0.4), round(y + s * 0.55)), max(1, s // 6))


def totem(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A pole of three faces with wings on top."""
    colours = [(200, 60, 50), (60, 110, 180), (220, 170, 40)]
    h = s * 0.55
    top = y - s * 0.75
    pygame.draw.polygon(s_, (60, 110, 180), [(x - s * 0.95, top), (x, top + h * 0.5), (x + s * 0.95, top)])
    for i, colour in enumerate(colours):
        block = pygame.Rect(round(x - s * 0.4), round(top + i * h), round(s * 0.8), round(h))
        pygame.draw.rect(s_, colour, block)
        pygame.draw.rect(s_, INK, block, 1)
        for dx in (-0.17, 0.17):
            pygame.draw.circle(s_, INK, (round(x + dx * s), block.y + block.h // 3), max(1, s // 10))


def lasso(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A rope loop with its end."""
    rope = (170, 120, 60)
    pygame.draw.ellipse(
        s_, rope, (round(x - s * 0.9), round(y - s * 0.8), round(s * 1.5), round(s * 1.1)), max(2, s // 4)
    )
    _line(s_, rope, (x + s * 0.3, y + s * 0.2), (x + s * 0.9, y + s * 0.9), max(2, s // 4))


def archer(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A bow with an arrow."""
    pygame.draw.arc(
        s_,
        (120, 76, 36),
        (round(x - s * 0.9), round(y - s), round(s * 1.2), round(s * 2)),
        -math.pi / 2,
        math.pi / 2,
        max(2, s // 4),
    )
    _line(s_, INK, (x - s * 0.3, y - s * 0.95), (x - s * 0.3, y + s * 0.95), 1)
    _line(s_, INK, (x - s * 0.9, y), (x + s * 0.9, y), max(1, s // 6))
    pygame.draw.polygon(s_, INK, [(x + s, y), (x + s * 0.6, y - s * 0.25), (x + s * 0.6, y + s * 0.25)])


def chief(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A feather headdress."""
    for i in range(5):
        a = math.pi * (0.2 + 0.15 * i)
        tip = (x + math.cos(a) * s, y + s * 0.5 - math.sin(a) * s * 1.4)
        _line(s_, (240, 240, 235), (x, y + s * 0.5), tip, max(2, s // 4))
        pygame.draw.circle(s_, INK, (round(tip[0]), round(tip[1])), max(1, s // 7))
    _line(s_, RED_INK, (x - s * 0.7, y + s * 0.55), (x + s * 0.7, y + s * 0.55), max(2, s // 4))


def medicine(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A sun-like medicine wheel."""
    for i in range(8):
        a = math.pi * i / 4
        _line(s_, (220, 150, 20), (x, y), (x + math.cos(a) * s, y + math.sin(a) * s), max(1, s // 5))
    pygame.draw.circle(s_, (240, 200, 60), (x, y), max(2, round(s * 0.5)))
    pygame.draw.circle(s_, INK, (x, y), max(2, round(s * 0.5)), 1)


def paddle(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A paddle, blade down: a paddler."""
    _line(s_, WOOD_DARK, (x + s * 0.35, y - s * 0.95), (x - s * 0.1, y + s * 0.2), max(2, s // 5))
    blade = [
        (x - s * 0.05, y + s * 0.05),
        (x + s * 0.05, y + s * 0.3),
        (x - s * 0.35, y + s * 0.98),
        (x - s * 0.55, y + s * 0.8),
    ]
    pygame.draw.polygon(s_, WOOD, blade)
    pygame.draw.polygon(s_, WOOD_DARK, blade, max(1, s // 10))
    _line(s_, WOOD_DARK, (x + s * 0.22, y - s * 0.95), (x + s * 0.5, y - s * 0.82), max(2, s // 5))


def pathfinder(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """An arrow pointing ahead (left, where the bow is): the pathfinder."""
    ink = (60, 96, 150)
    _line(s_, ink, (x + s * 0.9, y), (x - s * 0.4, y), max(2, s // 4))
    pygame.draw.polygon(s_, ink, [(x - s * 0.95, y), (x - s * 0.3, y - s * 0.5), (x - s * 0.3, y + s * 0.5)])
    for dy in (-0.3, 0.3):
        _line(s_, ink, (x + s * 0.55, y), (x + s * 0.9, y + dy * s), max(1, s // 6))


def steersman(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A steering paddle held aslant behind the canoe: the steersman."""
    _line(s_, WOOD_DARK, (x - s * 0.8, y - s * 0.7), (x + s * 0.3, y + s * 0.35), max(2, s // 5))
    blade = pygame.Rect(0, 0, round(s * 0.5), round(s * 0.9))
    blade.center = (round(x + s * 0.55), round(y + s * 0.55))
    pygame.draw.ellipse(s_, WOOD, blade)
    pygame.draw.ellipse(s_, WOOD_DARK, blade, max(1, s // 10))


GLYPHS: dict[str, Callable[[pygame.Surface, int, int, int], None]] = {
    "woman": woman,
    "tent": tent,
    "eagle": eagle,
    "fur": fur,
    "tobacco": tobacco,
    "firewater": firewater,
    "gunpowder": gunpowder,
    "bear": bear,
    "buffalo": buffalo,
    "horse": horse,
    "gold": gold,
    "logs": logs,
    "cannon": cannon,
    "axe": axe,
    "totem": totem,
    "lasso": lasso,
    "archer": archer,
    "chief": chief,
    "medicine": medicine,
    "paddler": paddle,
    "pathfinder": pathfinder,
    "steersman": steersman,
}
