"""Ogallala legible (issue 17): distinct card names, names and strengths at 16 px or more on the viewer's cards
at 1280x720, a score panel listing every seat, and canoe badges that never cover a card's name."""

from __future__ import annotations

import pygame
import pytest

from tablegame.app.games.ogallala.art import names_of
from tablegame.app.games.ogallala.items import shown_columns
from tablegame.app.shot import take_shot
from tablegame.core.match import Match, Seat
from tablegame.games.ogallala.catalog import catalog
from tablegame.table.text_recorder import DrawnText

CAT = catalog()
REFERENCE = (1280, 720)
# The viewer's rows: set halves and persons of two sets, Indians of each kind, loot and a complete canoe.
VIEWER_ROWS = (
    "0:bow 1:paddler-red-2 2:bear-left 3:bear-right 4:bear-person 5:stern",
    "0:buffalo-person 1:buffalo-left 2:buffalo-right 3:chief-black 4:lasso 5:archer 6:medicine-red 7:loot-woman",
    "0:bow-red 1:paddler-black-4 2:totem 3:loot-tent 4:loot-eagle 5:cowboy-x",
)


def area(*rows: str) -> list[dict]:
    """An `areas` entry from row strings "col:card ..."; "cowboy-x" stands for the horse set's person."""
    cells = []
    for r, text in enumerate(rows):
        for item in text.split():
            col, card = item.split(":", 1)
            cells.append({"row": r, "col": int(col), "card": "horse-person" if card == "cowboy-x" else card})
    return cells


def position(n: int = 2) -> Match:
    """A match of n seats whose first seat's grid holds VIEWER_ROWS (its first row a complete canoe)."""
    seats = [Seat("Mina")] + [Seat(f"Bot {i}", "bot", "random") for i in range(1, n)]
    areas = [area(*VIEWER_ROWS)] + [area("3:bow 4:paddler-red-3 5:stern") for _ in range(1, n)]
    return Match("ogallala", seats, 5, {}, {"areas": areas})


def texts_in(texts: list[DrawnText], rect: pygame.Rect) -> list[DrawnText]:
    """The texts whose box lies inside a rectangle, top to bottom."""
    inside = [t for t in texts if t.box is not None and rect.contains(pygame.Rect(t.box))]
    return sorted(inside, key=lambda t: (t.box[1], t.box[0]) if t.box else (0, 0))


def name_on(texts: list[DrawnText], rect: pygame.Rect) -> str:
    """The words written on a card (its name's lines joined), without its strength."""
    return " ".join(t.text for t in texts_in(texts, rect) if not t.text.isdigit())


def test_every_kind_has_its_own_name_in_every_form():
    """No two kinds share a written name in any of its forms (bear hunter / buffalo hunter, left / right
    halves); paddlers of every strength are one kind to the eye, their number tells them apart."""
    owners: dict[str, set[str]] = {}
    for t, card in enumerate(CAT.ids):
        kind = CAT.kind_names[CAT.kind[t]]
        kind = "paddler" if kind.startswith("paddler-") else kind
        for lines in names_of(card):
            owners.setdefault(" ".join(lines), set()).add(kind)
    shared = {name: kinds for name, kinds in owners.items() if len(kinds) > 1}
    assert not shared
    assert names_of("bear-person")[0] != names_of("buffalo-person")[0]
    assert names_of("bear-left")[0] != names_of("bear-right")[0]


def test_the_viewers_cards_show_distinct_names_and_strengths_at_16_px_at_1280x720():
    """Every card in the viewer's grid shows its name (or the name's start) and any strength at 16 px or more,
    unclipped; where no start of its one name fits, the card shows its picture alone (issue 25: no other name)."""
    shot = take_shot(position(), 0, REFERENCE)
    assert shot.board is not None
    drawn = {}
    for r, text in enumerate(VIEWER_ROWS):
        for item in text.split():
            col, card = item.split(":", 1)
            card = "horse-person" if card == "cowboy-x" else card
            rect = shot.board.rects[f"cell:0:{r}:{col}"]
            inside = texts_in(shot.texts, rect)
            assert all(t.px >= 16 and not t.clipped for t in inside), (card, inside)
            drawn[card] = name_on(shot.texts, rect)
            strength = CAT.strength[CAT.index[card]]
            if strength:
                assert any(t.text == str(strength) and t.px >= 24 for t in inside), card
    assert drawn["bear-person"] != drawn["buffalo-person"] and "hunter" in drawn["bear-person"]
    assert drawn["bear-left"] != drawn["bear-right"]
    assert drawn["bear-left"].startswith("bear") and drawn["buffalo-left"].startswith("buffalo")
    unnamed = {card for card, name in drawn.items() if not name}
    assert unnamed <= {"bow", "stern", "bow-red", "medicine-red"}, unnamed  # "empty bow", "pathfinder" do not fit


@pytest.mark.parametrize("size", [REFERENCE, (900, 600), (1000, 1000)])
def test_a_five_seat_score_panel_lists_every_seat(size):
    """With five seats the score panel shows a row per seat inside the panel: the name unclipped, its points
    whole at the right of the same line."""
    match = position(5)
    shot = take_shot(match, 0, size)
    assert shot.board is not None
    panel = shot.board.zone_rect(shot.board.layout.zones["scores"])
    shown = [t for t in texts_in(shot.texts, panel) if not t.clipped and t.box]
    points = [t for t in shown if "canoe" in t.text]
    for seat in match.seats:
        names = [t for t in shown if t.text == seat.name]
        assert any(t.box[1] == name.box[1] for name in names for t in points), (seat.name, [t.text for t in shown])


@pytest.mark.parametrize("size", [REFERENCE, (900, 600), (2560, 1440)])
def test_a_canoe_badge_covers_no_card_name(size):
    """The strength badge of a complete canoe lies on the hull strip: no name of a card under it is covered."""
    shot = take_shot(position(3), 0, size)
    board = shot.board
    assert board is not None
    labelled = [(frame, rect) for frame, rect in board.geometry.frame_rects if frame.label]
    assert len(labelled) == 3  # the viewer's first row and each other seat's canoe
    for frame, rect in labelled:
        badge = next(
            pygame.Rect(t.box).inflate(10, 2)
            for t in shot.texts
            if t.text == frame.label and t.box and rect.colliderect(pygame.Rect(t.box))
        )
        for key in frame.keys:
            for text in texts_in(shot.texts, board.rects[key]):
                if not text.text.isdigit():
                    assert not badge.colliderect(pygame.Rect(text.box)), (frame.label, text)


def test_another_seats_grid_shows_the_columns_in_use_and_one_beside_them():
    """At least 7 columns (here), all 14 for an empty grid; the viewer's own grid is always whole."""
    empty: list[list[str | None]] = [[None] * 14 for _ in range(3)]
    assert shown_columns(empty, 7) == (0, 13)
    for used, shown in (({0}, (0, 6)), ({13}, (7, 13)), ({4, 5}, (1, 7)), (set(range(2, 12)), (1, 12))):
        grid = [row[:] for row in empty]
        for c in used:
            grid[1][c] = "loot-tent"
        assert shown_columns(grid, 7) == shown, used


@pytest.mark.parametrize("n", [3, 5])
def test_a_compact_grid_shows_its_columns_and_says_which(n):
    """The other seats' cards (columns 4-6 used: 1-9 shown with 3 seats or more) are drawn in their own
    columns, captioned with them; the viewer's grid is whole."""
    shot = take_shot(position(n), 0, REFERENCE)
    board = shot.board
    assert board is not None
    assert len([k for k in board.rects if k.startswith("cell:0:")]) == 42
    viewer_h = board.rects["cell:0:0:0"].h
    for seat in range(1, n):
        cells = sorted(int(k.rsplit(":", 1)[1]) for k in board.rects if k.startswith(f"cell:{seat}:0:"))
        assert cells == list(range(0, 9))
        assert board.rects[f"cell:{seat}:0:4"].h <= viewer_h
        assert any("columns 1–9" in caption for _, caption, s in board.captions if s == seat)


@pytest.mark.parametrize("size", [REFERENCE, (900, 600), (1000, 1000), (2560, 720), (2560, 1440)])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_viewers_cards_stay_the_largest_at_every_size(n, size):
    """However few columns another seat uses, its cards are never wider or taller than the viewer's."""
    board = take_shot(position(n), 0, size).board
    assert board is not None
    viewer = board.rects["cell:0:0:0"]
    for seat in range(1, n):
        other = board.rects[f"cell:{seat}:0:4"]
        assert other.w <= viewer.w and other.h <= viewer.h, (seat, other, viewer)


@pytest.mark.parametrize("size", [(2560, 1440), (3840, 2160)])
def test_a_large_window_names_every_card_as_the_reference_size_does(size):
    """In a window twice (or three times) the reference size every card of the viewer shows one of its names."""
    large, reference = take_shot(position(), 0, size), take_shot(position(), 0, REFERENCE)
    assert large.board is not None and reference.board is not None
    for r, text in enumerate(VIEWER_ROWS):
        for item in text.split():
            col, card = item.split(":", 1)
            card = "horse-person" if card == "cowboy-x" else card
            written = name_on(large.texts, large.board.rects[f"cell:0:{r}:{col}"])
            named = name_on(reference.texts, reference.board.rects[f"cell:0:{r}:{col}"])
            # (a hinted "paddler" is a pixel wider than a doubled card's room: paddle and strength alone there)
            alone = not named or card.startswith("paddler")
            assert written in {" ".join(lines) for lines in names_of(card)} | ({""} if alone else set()), (
                card,
                written,
            )
