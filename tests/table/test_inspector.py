"""The card inspector: a large copy of a hovered or pinned card beside it, with its words, in every game."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from driver import centre, click, drag, key, make_app, post, start_match, table

from tablegame.app.games import make_presenter, playable_games
from tablegame.core.match import Seat
from tablegame.core.registry import get_rules
from tablegame.table import inspector
from tablegame.table import render as r
from tablegame.table.model import BACK, EMPTY, CardItem

LONG = (
    "Whenever you exchange with another player, you may choose which of their cards you take instead of "
    "drawing blind. It stays on its city for the rest of the game, and a second one adds nothing."
)
TWO = [Seat("Mina"), Seat("Bot 2", "bot", "normal")]


def rest(app, seconds: float) -> None:
    """Let the pointer rest for a while, a frame each tenth of a second."""
    for _ in range(round(seconds * 10)):
        app.step(0.1)


def hover(app, pos: tuple[int, int]) -> None:
    """Move the pointer to a point (one frame)."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.0)


def test_hover_shows_the_inspector_after_the_delay_only():
    app = make_app()
    start_match(app, TWO, setup={"deck": ["c7", "c3", "c1", "c8", "c9", "c13", "c2", "c6", "c4", "c10"]})
    board = table(app).board
    hover(app, centre(app, "row:1:0"))
    hover(app, centre(app, "discard"))
    rest(app, 0.2)
    assert board.inspected is None
    rest(app, 0.3)
    assert board.inspected == "discard"
    hover(app, centre(app, "row:1:1"))  # a face-down card: nothing to enlarge, however long the pointer rests
    rest(app, 1.0)
    assert board.inspected is None
    hover(app, centre(app, "discard"))  # back again: the wait starts again
    assert board.inspected is None
    rest(app, 0.5)
    assert board.inspected == "discard"
    post(pygame.WINDOWLEAVE)
    app.step(0.1)
    assert board.inspected is None


def test_no_inspector_while_a_card_is_held():
    app = make_app()
    match = start_match(app, TWO)
    board = table(app).board
    click(app, centre(app, "row:0:0"))
    click(app, centre(app, "row:0:1"))  # the two starting peeks
    while match.to_act() != [0]:
        app.step(0.1)
    click(app, centre(app, "draw"))
    drag(app, centre(app, "drawn"), centre(app, "row:0:2"), release=False)
    rest(app, 1.0)
    assert board.drag is not None and board.inspected is None
    post(pygame.MOUSEBUTTONUP, pos=centre(app, "row:0:2"), button=1)
    app.step(0.1)


def test_right_click_pins_it_until_escape_and_a_left_press_closes_it_and_acts():
    app = make_app()
    start_match(app, TWO)
    board = table(app).board
    click(app, centre(app, "discard"), button=3)
    assert board.inspected == "discard"  # at once, no wait
    hover(app, (5, 5))
    rest(app, 0.5)
    assert board.inspected == "discard"  # pinned: the pointer may go
    key(app, "escape")
    assert board.inspected is None
    hover(app, centre(app, "row:0:3"))
    key(app, "i")
    assert board.inspected is None  # face down: nothing to enlarge
    click(app, centre(app, "row:1:2"), button=3)
    assert board.inspected is None
    hover(app, centre(app, "discard"))
    key(app, "i")
    assert board.inspected == "discard"
    click(app, centre(app, "discard"), button=3)  # the same card again: closed
    assert board.inspected is None
    click(app, centre(app, "discard"), button=3)
    click(app, centre(app, "row:0:0"))  # the press closes the inspector and the click still counts
    assert board.inspected is None
    item = board.model.item("row:0:0")
    assert item is not None and item.selected  # the first of the two starting peeks is chosen


def test_a_pinned_inspector_closes_when_its_card_changes_and_stays_when_others_do():
    app = make_app()
    match = start_match(app, TWO)
    scene, board = table(app), table(app).board
    click(app, centre(app, "row:0:0"))
    click(app, centre(app, "row:0:1"))  # the two starting peeks
    while match.to_act() != [0]:
        app.step(0.1)
    click(app, centre(app, "discard"), button=3)
    assert board.inspected == "discard"
    draw = next(a for a in match.legal_actions(0) if a["type"] == "draw" and a["source"] == "deck")
    scene.apply(draw)  # not a press: the model changes under the inspector, its card stays
    app.step(0.1)
    assert board.inspected == "discard"
    discard = next(a for a in match.legal_actions(0) if a["type"] == "discard")
    scene.apply(discard)  # another card on top of the discard pile
    app.step(0.1)
    assert board.inspected is None


def test_an_empty_place_keeps_its_hint_box_and_gets_no_inspector():
    app = make_app()
    start_match(app, TWO)
    board = table(app).board
    hover(app, centre(app, "drawn"))  # the drawn card's place, empty before a draw
    rest(app, 0.6)
    assert board.inspected is None
    click(app, centre(app, "drawn"), button=3)
    assert board.inspected is None


def long_item(look: str = "face") -> CardItem:
    """A card with a hint, a long detail and a count."""
    return CardItem("x", "zone", card="c7", look=look, hint="Library: 3 VP instead of 2", detail=LONG, count=3)


def fonts_at(size: tuple[int, int]) -> r.Fonts:
    """The table's fonts for a window size."""
    fonts = r.Fonts()
    fonts.resize(size)
    return fonts


@pytest.mark.parametrize("size", [(900, 600), (1280, 720)])
@pytest.mark.parametrize("card_size", [(50, 70), (90, 126)])
def test_it_stays_inside_the_window_beside_the_card_at_every_edge(size, card_size):
    w, h = size
    cw, ch = card_size
    fonts = fonts_at(size)
    scale = min(w / 1280, h / 720)
    places = [
        (0, 0),
        (w // 2 - cw // 2, 0),
        (w - cw, 0),
        (0, h // 2 - ch // 2),
        (w // 2 - cw // 2, h // 2),
        (w - cw, h // 2 - ch // 2),
        (0, h - ch),
        (w // 2 - cw // 2, h - ch),
        (w - cw, h - ch),
    ]
    for x, y in places:
        card = pygame.Rect(x, y, cw, ch)
        placed = inspector.layout(fonts, long_item(), card, size)
        assert pygame.Rect(0, 0, w, h).contains(placed.panel), (card, placed.panel)
        assert not placed.panel.colliderect(card), (card, placed.panel)
        assert placed.panel.contains(placed.card)
        assert placed.card.h >= inspector.MIN_HEIGHT * scale * 0.7, (card, placed.card)
        assert not placed.clipped
        for font, text, at, _ in placed.lines:
            assert placed.panel.contains(pygame.Rect(at, font.size(text))), text


def test_the_copy_is_large_and_its_words_at_least_16_px_at_1280x720():
    size = (1280, 720)
    fonts = fonts_at(size)
    placed = inspector.layout(fonts, long_item(), pygame.Rect(600, 300, 60, 84), size)
    assert placed.card.h >= inspector.MIN_HEIGHT
    assert abs(placed.card.w / placed.card.h - 60 / 84) < 0.02  # the card's own shape
    assert placed.lines
    for font, _, _, _ in placed.lines:
        assert font.point_size >= 16 and font.get_height() >= 16
    texts = " ".join(text for _, text, _, _ in placed.lines)
    assert "Library" in texts and "drawing blind" in texts and "3 cards" in texts


def test_large_copies_are_cached_but_only_a_few():
    fonts = fonts_at((1280, 720))
    art = r.CardArt(fonts, {})
    first = art.surface("c7", "face", (300, 420), large=True)
    assert art.surface("c7", "face", (300, 420), large=True) is first
    for i in range(40):
        art.surface(f"c{i}", "face", (300 + i, 420), large=True)
    assert len(art._large) <= r.LARGE_CARDS_KEPT


# --- each game's details -----------------------------------------------------------------------------------------
def models(game: str, n: int, seed: int, every: int = 7, limit: int = 400) -> Any:
    """(viewer, model) along a random playout, for each seat in turn."""
    rules = get_rules(game)
    options = rules.resolve_options(dict(rules.playout_options))
    state = rules.setup(n, options, random.Random(seed), {})
    names = [f"P{i}" for i in range(n)]
    presenter = make_presenter(game, rules, names, options)
    rng = random.Random(seed)
    for step in range(limit):
        seats = rules.to_act(state)
        if not seats:
            return
        if step % every == 0:
            viewer = step // every % n
            legal = rules.legal_actions(state, viewer) if viewer in seats else []
            yield viewer, presenter.build(rules.view(state, viewer), legal)
        legal = rules.legal_actions(state, seats[0])
        rules.apply(state, legal[rng.randrange(len(legal))])


WANTED = {  # game -> (a test of an item that must have a detail, the kinds that must be met in the playouts)
    "cabo": (lambda i: i.card in {f"c{v}" for v in range(7, 13)}, {"power"}),
    "ogallala": (lambda i: i.zone in ("grid", "booty", "held"), {"lasso", "archer", "axe", "totem", "set", "tent"}),
    "niagara": (
        lambda i: i.zone in ("hand", "used", "sites", "weather") or i.key.startswith("site:"),
        {"paddle", "cloud", "site", "weather"},
    ),
    "struggle-for-catan": (
        lambda i: (
            i.key.startswith(("exp:", "estate:", "supply:", "road:", "knight:"))
            and i.look != EMPTY
            and not i.key.endswith((":next", ":none"))
        ),
        {"expansion", "settlement", "city", "road", "knight"},
    ),
}


def kinds_in(game: str, item: CardItem) -> set[str]:
    """The card kinds named in WANTED that an item with a detail is."""
    card, detail = item.card or "", item.detail
    found = {
        "cabo": {"power"} if any(p in detail for p in ("PEEK", "SPY", "SWAP")) else set(),
        "ogallala": {k for k in ("lasso", "archer", "axe", "totem") if card == k}
        | ({"set"} if card.endswith(("-left", "-right", "-person")) else set())
        | ({"tent"} if card == "loot-tent" else set()),
        "niagara": ({"cloud"} if "cloud card" in detail else {"paddle"} if "Paddle card" in detail else set())
        | ({"site"} if item.key.startswith("site:") else set())
        | ({"weather"} if "weather track" in detail else set()),
        "struggle-for-catan": ({"expansion"} if card.startswith("exp:") else set())
        | ({"settlement"} if "A settlement" in detail else set())
        | ({"city"} if "A city" in detail else set())
        | ({k for k in ("road", "knight") if card.startswith(k) or item.key == f"supply:{k}"}),
    }
    return found[game]


@pytest.mark.parametrize("game", playable_games())
def test_each_game_details_its_cards_and_never_a_face_down_one(game):
    wanted, kinds = WANTED[game]
    rules = get_rules(game)
    met: set[str] = set()
    for n in range(rules.min_seats, rules.max_seats + 1):
        for viewer, model in models(game, n, seed=n * 11):
            for item in model.cards:
                if item.look in (BACK, EMPTY):
                    assert item.detail == "", (game, viewer, item)
                    continue
                if wanted(item):
                    assert item.detail, (game, viewer, item)
                if item.detail:
                    met |= kinds_in(game, item)
    assert kinds <= met, f"{game}: never met a detail for {kinds - met}"


def test_catan_settlement_details_never_name_their_hidden_event():
    for _, model in models("struggle-for-catan", 3, seed=5, every=3):
        for item in model.cards:
            if item.card == "settlement":
                assert "Its event:" not in item.detail and "Market Day or Brigand Attack" in item.detail


@pytest.mark.parametrize("size", [(900, 600), (1280, 720)])
def test_words_too_many_for_the_body_size_take_the_small_one_then_end_in_an_ellipsis(size):
    pygame.font.init()
    fonts = fonts_at(size)
    card = pygame.Rect(size[0] // 2, size[1] // 2, 60, 84)
    some = inspector.layout(
        fonts, CardItem("x", "zone", card="c7", look="face", detail=" ".join([LONG] * 3)), card, size
    )
    assert not some.clipped and {font for font, _, _, _ in some.lines} <= {fonts.body, fonts.small}
    every = inspector.layout(
        fonts, CardItem("x", "zone", card="c7", look="face", detail=" ".join([LONG] * 40)), card, size
    )
    assert every.clipped and every.lines[-1][1].endswith("…")
    assert all(font is fonts.small for font, _, _, _ in every.lines)
