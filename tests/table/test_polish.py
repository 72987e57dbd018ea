"""The table's last polish: fans that spread when there is room, knowledge marks that leave a card's corner
index and power band in sight, seat captions whose note goes to a second line, and anti-aliased buttons."""

from __future__ import annotations

import itertools

import pygame
from driver import make_app, start_match, table

from tablegame.core.match import Seat
from tablegame.table import finish
from tablegame.table import render as r
from tablegame.table.geometry import FAN_GAP, slot_rects
from tablegame.table.layout import Zone
from tablegame.table.model import FACE, PRIVATE, REMEMBERED


def test_a_fan_with_room_lays_its_cards_a_small_gap_apart_and_centred():
    fan = Zone("hand", "fan", overlap=0.55)
    area = pygame.Rect(100, 500, 1200, 140)
    rects = slot_rects(fan, area, 3)
    w = rects[0].w
    for left, right in itertools.pairwise(rects):
        assert 0 < right.x - left.right <= round(FAN_GAP * w) + 1  # apart, by a small gap only
    middle = (rects[0].left + rects[-1].right) / 2
    assert abs(middle - area.centerx) <= 1
    assert rects[0].h == fit_height(area, 3, 0.55)  # the cards keep the size the overlap gives them


def fit_height(area: pygame.Rect, count: int, overlap: float) -> int:
    """A fan's card height as before spreading: the area's height, or its width over the overlapped span."""
    span = 1 + (1 - overlap) * (count - 1)
    return int(min(area.h, area.w / span / (5 / 7)))


def test_a_fan_without_room_overlaps_by_its_overlap_as_before():
    fan = Zone("hand", "fan", overlap=0.55)
    area = pygame.Rect(0, 0, 300, 140)
    rects = slot_rects(fan, area, 6)
    w = rects[0].w
    steps = [b.x - a.x for a, b in itertools.pairwise(rects)]
    assert all(abs(step - 0.45 * w) <= 1 for step in steps)
    assert area.inflate(2, 2).contains(rects[0].unionall(rects[1:]))


def test_a_vertical_fan_spreads_too():
    fan = Zone("column", "fan", overlap=0.6, direction="vertical")
    rects = slot_rects(fan, pygame.Rect(0, 0, 100, 700), 2)
    assert rects[1].y > rects[0].bottom


def cabo_art():
    """CABO's card art on an opened table (the fonts ready)."""
    app = make_app()
    start_match(app, [Seat("Ann"), Seat("Bot", "bot", "random")])
    return table(app).board.art


def index_and_band(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """Where CABO puts a card's corner index (its top-left) and power band (its foot's 24 %)."""
    w, h = size
    return pygame.Rect(4, 4, w * 3 // 10, h // 6), pygame.Rect(4, h - h * 24 // 100, w - 8, h * 24 // 100 - 4)


def differing(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect) -> int:
    """How many pixels of `area` differ between two pictures."""
    return sum(
        a.get_at((x, y)) != b.get_at((x, y)) for y in range(area.top, area.bottom) for x in range(area.left, area.right)
    )


def test_the_eye_badge_of_a_card_only_you_see_leaves_its_index_and_band_uncovered():
    art = cabo_art()
    size = (90, 126)
    index, band = index_and_band(size)
    ring = max(2, size[0] // 18)
    for card in art.faces:  # every kind: the power cards' bands among them
        face = art.surface(card, FACE, size)
        private = art.surface(card, PRIVATE, size)
        corner = r.card_radius(size) + ring  # the yellow ring curves in there
        assert differing(face, private, pygame.Rect(corner, ring, index.right - corner, index.h)) == 0
        assert differing(face, private, pygame.Rect(ring, corner, index.right - ring, index.bottom - corner)) == 0
        assert differing(face, private, band.inflate(-2 * ring, -ring)) == 0
        top_middle = pygame.Rect(size[0] // 2 - 5, 8, 10, 10)
        assert differing(face, private, top_middle) > 0, "the badge is there, at the top middle"


def test_a_remembered_card_is_only_tinted_where_its_index_and_band_are():
    art = cabo_art()
    size = (90, 126)
    card = next(iter(art.faces))
    tinted = art.surface(card, FACE, size).copy()
    tinted.blit(finish.panel(size, r.BACK_COLOUR, 70, r.card_radius(size)), (0, 0))
    remembered = art.surface(card, REMEMBERED, size)
    index, band = index_and_band(size)
    for area in (index, band.inflate(-4, -4)):
        worst = max(
            max(abs(p - q) for p, q in zip(remembered.get_at(xy)[:3], tinted.get_at(xy)[:3], strict=True))
            for xy in ((x, y) for y in range(area.top, area.bottom) for x in range(area.left, area.right))
        )
        assert worst <= 3, "no badge, ribbon or band over the index or the power band"


def test_seen_markers_and_the_all_mark_keep_off_the_index_and_the_foot():
    make_app()
    fonts = r.Fonts()
    card = pygame.Rect(100, 100, 128, 180)
    index = pygame.Rect(card.x + 4, card.y + 4, card.w * 3 // 10, card.h * 22 // 100 - 4)
    foot = pygame.Rect(card.x, card.bottom - card.h * 24 // 100, card.w, card.h * 24 // 100)
    for seats, n in (((0, 2), 3), ((0, 1, 2), 3), ((1, 2, 3, 4), 5)):
        screen = pygame.Surface((400, 400))
        screen.fill((0, 0, 0))
        r.draw_seen_markers(screen, fonts, card, seats, n)
        drawn = pygame.mask.from_threshold(screen, (0, 0, 0), (1, 1, 1, 255))
        drawn.invert()
        assert drawn.count() > 0
        for area in (index, foot):
            window = pygame.mask.Mask(screen.get_size())
            window.draw(pygame.mask.Mask(area.size, fill=True), area.topleft)
            assert drawn.overlap_area(window, (0, 0)) == 0, (seats, area)


def test_a_long_name_and_its_called_cabo_note_show_whole_at_1280x720():
    app = make_app((1280, 720))
    seats = [
        Seat("Ann"),
        Seat("Maximiliana", "bot", "random"),
        Seat("Bot 3", "bot", "random"),
        Seat("Bot 4", "bot", "random"),
    ]
    start_match(app, seats)
    board = table(app).board
    key = next(k for k in board.model.captions if k.endswith(":1"))
    board.model.captions[key] = "Maximiliana Bartholomew-Featherstone — called CABO"
    board.geometry.relayout()
    screen = pygame.Surface(board.size)
    board.draw(screen)
    strip = next(strip for strip, text, seat in board.captions if seat == 1)
    assert board.fonts.small.size(board.model.captions[key])[0] > strip.w  # too long for one line: two lines
    whole = [text for _, text in board.painter.static_tips.places]
    assert not any("Maximiliana" in text or "CABO" in text for text in whole), whole  # nothing was shortened


def test_buttons_and_their_shadow_have_anti_aliased_corners_and_are_cached():
    face = finish.button((120, 40), r.BUTTON, (150, 180, 220), 8)
    corner = [face.get_at((x, y))[3] for y in range(8) for x in range(8)]
    assert corner[0] == 0 and any(0 < a < 255 for a in corner)
    assert finish.button((120, 40), r.BUTTON, (150, 180, 220), 8) is face
    pressed = finish.button((120, 40), r.BUTTON, (150, 180, 220), 8, pressed=True)
    assert pressed is not face and pressed.get_at((60, 5)) != face.get_at((60, 5))
    assert finish.soft_shadow((120, 40), 8, 4, 110) is finish.soft_shadow((120, 40), 8, 4, 110)


def test_a_drawn_button_on_the_table_is_rounded_smoothly():
    app = make_app((1280, 720))
    start_match(app, [Seat("Ann"), Seat("Bot", "bot", "random")])
    board = table(app).board
    screen = pygame.Surface(board.size)
    board.draw(screen)
    rect = next(iter(board.button_rects.values()))
    inside = screen.get_at((rect.centerx, rect.y + 6))[:3]
    corner = screen.get_at(rect.topleft)[:3]
    assert corner != inside  # the very corner is cut away, the felt (or the shadow) shows there
