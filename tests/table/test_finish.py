"""The table's finish: anti-aliased rounded cards, soft shadows, the felt, and the caches that keep frames cheap."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial

import pygame
from driver import make_app, start_match, table

from tablegame.core.match import Seat
from tablegame.table import finish
from tablegame.table import render as r
from tablegame.table.board_input import Drag
from tablegame.table.board_motion import Flight
from tablegame.table.model import BACK, EMPTY, FACE

SEATS = [Seat("Ann"), Seat("Bot", "bot", "random")]


def opened(size: tuple[int, int] = (1280, 720)):
    """A Cabo table with its first frame drawn, and its board."""
    app = make_app(size)
    start_match(app, SEATS)
    return app, table(app).board


def alphas_along_corner(image: pygame.Surface) -> list[int]:
    """The alpha of the pixels in the picture's top-left corner (a tenth of its width square), row by row."""
    side = max(2, image.get_width() // 10)
    return [image.get_at((x, y))[3] for y in range(side) for x in range(side)]


def test_every_kind_of_card_has_transparent_anti_aliased_corners():
    _app, board = opened()
    faces = [card for card in board.art.faces if board.art.faces[card].paint is not None][:3]
    pictures = [board.art.surface(None, BACK, (100, 140)), board.art.surface(None, EMPTY, (100, 140))]
    pictures += [board.art.surface(card, FACE, (100, 140)) for card in faces]
    for image in pictures:
        corner = alphas_along_corner(image)
        assert corner[0] == 0, "the very corner is cut away"
        assert any(0 < a < 255 for a in corner), f"the corner's edge is anti-aliased: {corner}"
    back = pictures[0]
    assert back.get_at((50, 70))[3] == 255 and back.get_at((50, 0))[3] == 255  # inside and the sides: solid


def test_a_new_table_finds_its_cards_painted_and_other_faces_are_painted_anew():
    _app, board = opened()
    card = next(card for card in board.art.faces if board.art.faces[card].paint is not None)
    picture = board.art.surface(card, FACE, (77, 111))
    again = {
        kind: replace(face, paint=partial(face.paint.func, *face.paint.args)) for kind, face in board.art.faces.items()
    }
    assert r.CardArt(board.art.fonts, again).surface(card, FACE, (77, 111)) is picture  # equal faces, new objects
    assert r.CardArt(board.art.fonts, again).surface(None, BACK, (77, 111)) is board.art.surface(None, BACK, (77, 111))
    other = {card: replace(board.art.faces[card], paint=lambda image, fonts: image.fill((1, 2, 3, 255)))}
    assert r.CardArt(board.art.fonts, other).surface(card, FACE, (77, 111)) is not picture
    assert r.CardArt(r.Fonts(), again).surface(card, FACE, (77, 111)) is not picture  # other fonts


def test_masks_and_panels_are_cached_and_anti_aliased():
    assert finish.rounded_mask((80, 60), 10) is finish.rounded_mask((80, 60), 10)
    panel = finish.panel((200, 90), r.PANEL, 190, 12, r.GLOW)
    assert panel is finish.panel((200, 90), r.PANEL, 190, 12, r.GLOW)
    assert panel.get_at((100, 45)) == pygame.Color(*r.PANEL, 190)  # the inside is the colour asked for
    assert panel.get_at((100, 0))[:3] == r.GLOW  # the border is drawn
    assert any(0 < a < 255 for a in alphas_along_corner(panel))


def test_the_felt_is_made_once_per_size_and_colour_and_is_not_a_flat_fill():
    felt = finish.felt((320, 180), (31, 92, 63))
    assert finish.felt((320, 180), (31, 92, 63)) is felt
    assert finish.felt((321, 180), (31, 92, 63)) is not felt
    colours = {tuple(felt.get_at((x, y))) for x in range(0, 320, 7) for y in range(0, 180, 7)}
    assert len(colours) > 20, "grain and mottling"
    middle = felt.get_at((160, 90))
    assert all(abs(a - b) <= 12 for a, b in zip(middle[:3], (31, 92, 63), strict=True)), "the layout's colour"
    assert sum(felt.get_at((0, 0))[:3]) < sum(middle[:3]), "a vignette darkens the corners"


def test_the_felts_bulk_rolls_are_the_randint_rolls_it_was_painted_with():
    dice = random.Random(17)
    mottling = bytes(dice.randint(0, 8) for _ in range(48 * 27))
    grain = bytes(dice.randint(0, 9) for _ in range(96 * 96))
    assert finish._rolls(random.Random(17), 48 * 27, 8, 96 * 96) == (mottling, grain)


def darkness(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The summed darkness of a strip of pixels (brighter pixels count less)."""
    return sum(
        765 - sum(surface.get_at((x, y))[:3])
        for x in range(rect.left, rect.right, 3)
        for y in range(rect.top, rect.bottom)
    )


def resting(board):
    """The board's kept layer of what lies still and what it was drawn for, as the last frame used them."""
    return board.painter.resting


def test_a_held_card_casts_a_wide_soft_shadow_and_a_resting_one_a_tight_one():
    _app, board = opened()
    key = next(k for k in board.rects if board.model.gestures_from(k, "drag") or board.is_active(k))
    rect = board.rects[key]
    calm = pygame.Surface(board.size)
    board.draw(calm)
    at = rect.move(rect.w + 40, 0)
    under = pygame.Rect(at.x + 4, at.bottom + 2, at.w - 8, max(3, rect.h // 20))
    board.pointer = at.center
    board.drag = Drag(key, (rect.w // 2, rect.h // 2), at.center, True)
    held = pygame.Surface(board.size)
    board.draw(held)
    assert darkness(held, under) > darkness(calm, under), "the lifted card's shadow falls below it"
    tight = board.art.shadow(None, BACK, rect.size, 3, 70)
    assert tight.get_size() == (rect.w + 6, rect.h + 6)
    assert 0 < tight.get_at((rect.w // 2 + 3, 1))[3] < tight.get_at((rect.w // 2 + 3, rect.h // 2))[3]


def test_a_shadow_is_cast_by_its_own_shape_whichever_shape_came_first():
    # a disc, and the same disc with a hole a 12x12 sample of the shape misses: each casts its own
    # shadow, the same whether it was made first or after the other (a mended layer draws in another order)
    def disc(hole: bool) -> pygame.Surface:
        image = pygame.Surface((76, 101), pygame.SRCALPHA)
        image.fill((0, 0, 0, 0))
        pygame.draw.circle(image, (200, 220, 240, 255), (38, 50), 36)
        if hole:
            image.fill((0, 0, 0, 0), pygame.Rect(33, 40, 5, 5))
        return image

    made = {}
    for order in ((False, True), (True, False)):
        finish._shadows.clear()
        for hole in order:
            made.setdefault(hole, []).append(pygame.image.tobytes(finish.shadow(disc(hole), 12, 150), "RGBA"))
    assert made[False][0] == made[False][1] and made[True][0] == made[True][1]
    assert made[False][0] != made[True][0], "the hole is in the shadow"


def test_a_flying_card_rises_and_settles():
    start, end = pygame.Rect(0, 0, 50, 70), pygame.Rect(400, 300, 50, 70)
    flight = Flight((None, BACK), start, end, 1.0, None)
    heights = []
    for elapsed in (0.0, 0.5, 1.0):
        flight.elapsed = elapsed
        heights.append(flight.height)
    assert heights[0] < 0.01 and heights[1] > 0.9 and heights[2] < 0.01


def test_the_resting_layer_is_kept_until_the_model_or_the_size_changes():
    _app, board = opened()
    screen = pygame.Surface(board.size)
    board.draw(screen)
    layer = resting(board)
    board.pointer = (3, board.size[1] // 2)  # over the felt
    board.draw(screen)
    assert resting(board) is layer, "a frame where nothing changed is the kept layer and the live parts"
    zone = next(z for z in board.layout.zones.values() if z.kind == "panel" and board.model.texts.get(z.id))
    panel = board.zone_rect(zone)
    before = screen.subsurface(panel).copy()
    texts = dict(board.model.texts)
    texts[zone.id] = ["Something new happened", *texts[zone.id]]
    board.set_model(replace(board.model, texts=texts), board.viewer)
    board.draw(screen)
    assert resting(board) is not layer, "drawn again for the new model"
    changed = screen.subsurface(panel)
    assert any(
        before.get_at((x, y)) != changed.get_at((x, y)) for x in range(0, panel.w, 2) for y in range(0, panel.h // 2, 2)
    ), "the changed text is drawn"
    kept = resting(board)
    board.resize((1000, 1000))
    board.draw(pygame.Surface(board.size))
    assert resting(board) is not kept and resting(board).layer.get_size() == (1000, 1000)


def test_the_layer_is_drawn_again_when_the_focus_or_the_message_changes_the_status_lines():
    _app, board = opened()
    board.draw(pygame.Surface(board.size))
    kept = resting(board)
    board.focus = 0
    board.draw(pygame.Surface(board.size))
    assert resting(board) is not kept, "the status line says the focused gesture"
    kept = resting(board)
    board.say("Not now")
    board.draw(pygame.Surface(board.size))
    assert resting(board) is not kept, "the message line shows the message"


def test_a_hovered_card_is_mended_on_the_kept_layer_exactly_as_a_whole_new_drawing():
    _app, board = opened()
    screen = pygame.Surface(board.size)
    board.draw(screen)
    layer = resting(board)
    for key in [k for k in board.rects if board.is_active(k)][:3]:
        board.hover = key
        board.pointer = board.rects[key].center
        board.draw(screen)
        assert resting(board) is layer, "a lifted card does not draw the whole layer again"
        board.painter.resting = None
        whole = pygame.Surface(board.size)
        board.draw(whole)
        differ = [
            (x, y)
            for x in range(0, board.size[0], 3)
            for y in range(0, board.size[1], 3)
            if screen.get_at((x, y)) != whole.get_at((x, y))
        ]
        assert not differ, f"the mended picture differs from a whole drawing at {differ[:5]}"
        board.painter.resting = None
        board.hover = None
        board.draw(screen)
        layer = resting(board)


def test_seat_symbols_are_anti_aliased():
    surface = pygame.Surface((40, 40), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    r.draw_symbol(surface, 0, (20, 20), 30)
    alphas = [surface.get_at((x, y))[3] for x in range(40) for y in range(40)]
    assert surface.get_at((0, 0))[3] == 0 and surface.get_at((20, 20))[3] == 255
    assert sum(1 for a in alphas if 0 < a < 255) >= 20, "the rim is anti-aliased"


def test_the_seat_colours_are_okabe_ito():
    okabe_ito = {
        (230, 159, 0),
        (86, 180, 233),
        (0, 158, 115),
        (240, 228, 66),
        (0, 114, 178),
        (213, 94, 0),
        (204, 121, 167),
    }
    assert set(r.SEAT_COLOURS) <= okabe_ito and len(set(r.SEAT_COLOURS)) == len(r.SEAT_COLOURS)
