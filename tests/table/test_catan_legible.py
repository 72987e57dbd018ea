"""The Struggle for Catan legible at a glance (issue 17): card faces carry short words at a legible size only,
long texts (events, abilities) live in the inspector's details, the fanned hand shows each card's name, and the
score panel lists every seat."""

from __future__ import annotations

import pygame
import pytest

from tablegame.app.games.struggle_for_catan.art import painter
from tablegame.app.games.struggle_for_catan.words import (
    ABILITY_DETAILS,
    EVENT_DETAILS,
    EVENT_NAMES,
    EXPANSION_NAMES,
    EXPANSION_WORDS,
    RESOURCE_NAMES,
)
from tablegame.app.shot import take_shot
from tablegame.core.match import Match, Seat
from tablegame.games.struggle_for_catan.scoring import WIN_VP
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import recording_texts

GAME = "struggle-for-catan"
SEATS = [Seat("Mina"), Seat("Bot 2", "bot", "easy"), Seat("Bot 3", "bot", "easy"), Seat("Bot 4", "bot", "easy")]
# Every kind of estate on the table: cities with both events, expansions, settlements; a hand of every resource.
SETUP = {
    "start_seat": 0,
    "fate": "left",
    "tableaux": [
        {
            "roads": 3,
            "knights": 1,
            "estates": [
                {"card": "settlement-brigand", "city": True, "expansion": "library"},
                {"card": "settlement-market-day", "city": True},
                {"card": "settlement-brigand"},
            ],
        },
        {
            "roads": 2,
            "knights": 2,
            "estates": [{"card": "settlement-market-day", "city": True, "expansion": "town-hall"}],
        },
        {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
        {"knights": 1, "estates": [{"card": "settlement-brigand", "city": True}]},
    ],
    "hands": [["ore", "wool", "wool", "grain", "lumber", "brick", "brick"], ["ore"], ["grain", "wool"], []],
}
PICTURES = [
    "res:ore",
    "res:lumber:chosen",
    "road:A",
    "road:B",
    "knight:A",
    "knight:B",
    "settlement",
    "city:brigand",
    "city:market-day:town-hall",
    "exp:library",
    "exp:town-hall",
    "stack:road",
    "stack:estate",
    "none:knight",
    "empty:no-settlements",
    "fate:right",
    "back",
    "back:12",
    "back:9:2.0.3.1.3",
]


def match() -> Match:
    """A 4-seat match with every kind of card in sight."""
    return Match(GAME, SEATS, 4, {}, SETUP)


@pytest.mark.parametrize("size", [(1280, 720), (900, 600), (2560, 1440)])
def test_every_face_word_is_legible_at_every_card_size(size):
    """A face draws a word at 16 px (scaled with the window) or more, or not at all: at every card size."""
    pygame.font.init()
    with recording_texts() as recorder:
        fonts = Fonts(recorder.typeface())
        fonts.resize(size)
        smallest = 16 * fonts.scale
        drawn = 0
        for name in PICTURES:
            paint = painter(name)
            assert paint is not None, name
            for height in (60, 86, 104, 150, 220):
                image = recorder.canvas.surface((height * 5 // 7, height), pygame.SRCALPHA)
                paint(image, fonts)
                canvas = recorder.canvas.surface((300, 300), pygame.SRCALPHA)
                canvas.blit(image, (0, 0))
                texts = recorder.texts_on(canvas)
                drawn += len(texts)
                for text in texts:
                    assert text.px >= smallest - 0.01, (name, height, text)
                    assert not text.clipped, (name, height, text)
        assert drawn > 3 * len(PICTURES)  # the faces do carry words where they are legible


def test_long_texts_are_in_details_not_on_faces():
    """City events and expansion abilities are in the items' details; the faces show neither."""
    shot = take_shot(match(), 0, (1280, 720))
    on_screen = {text.text for text in shot.texts}
    for words in [*EVENT_NAMES.values(), *EXPANSION_WORDS.values()]:
        assert words not in on_screen
    assert shot.board is not None
    details = {item.key: item.detail for item in shot.board.model.cards}
    assert EVENT_DETAILS["brigand"] in details["estate:0:0"] and ABILITY_DETAILS["library"] in details["estate:0:0"]
    assert EVENT_DETAILS["market-day"] in details["estate:0:1"]
    assert ABILITY_DETAILS["town-hall"] in details["estate:1:0"]
    for kind in EXPANSION_NAMES:
        if f"exp:{kind}" in details:
            assert ABILITY_DETAILS[kind] in details[f"exp:{kind}"]


@pytest.mark.parametrize("size", [(1280, 720), (900, 600)])
def test_every_card_of_the_fanned_hand_shows_its_name(size):
    """Each hand card's name is drawn whole in the strip the next card leaves showing, at a legible size."""
    shot = take_shot(match(), 0, size)
    assert shot.board is not None
    fonts = Fonts()
    fonts.resize(size)
    hand = sorted((item for item in shot.board.model.cards if item.zone == "hand"), key=lambda item: item.index)
    assert len(hand) == 7
    rects = [shot.board.rects[item.key] for item in hand]
    for i, item in enumerate(hand):
        shown = rects[i].copy()
        if i + 1 < len(rects):
            shown.width = rects[i + 1].x - shown.x  # the strip the next card leaves showing
        name = RESOURCE_NAMES[item.card.split(":")[1]]
        assert any(
            text.text == name
            and text.px >= 16 * fonts.scale - 0.01
            and not text.clipped
            and text.box
            and shown.contains(pygame.Rect(text.box))
            for text in shot.texts
        ), (item.key, shown)


@pytest.mark.parametrize("size", [(900, 600), (1280, 720), (1000, 1000), (2560, 720)])
def test_the_score_panel_lists_every_seat_at_four_seats(size):
    """Every seat's name and VP are in the score panel, whole, with the title and the goal (the rules' number)."""
    shot = take_shot(match(), 0, size)
    texts = [text for text in shot.texts if not text.clipped]
    for seat in SEATS:  # a row a seat: the name, then its VP on the same line
        names = [text for text in texts if text.text.lstrip("> ") == seat.name]
        assert any(
            " VP" in text.text and text.box and name.box and text.box[1] == name.box[1]
            for name in names
            for text in texts
        ), seat.name
    assert any(text.text == "Victory points" for text in texts)
    assert " ".join(text.text for text in texts).count(f"Goal: {WIN_VP} VP in one's turn") == 1
