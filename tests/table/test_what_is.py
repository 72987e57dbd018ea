""" "What is this?" (issue 26): the "?" button or key arms it, the next click on an item or a seat's name opens a
pinned explanation (the inspector's picture) and plays nothing; Esc or a click closes it. In every game, every kind
of item is explained, never naming a card the reader may not know (positions from random play, every seat), and
an item with a possible move says one."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from driver import centre, click, key, make_app, post, start_match, table
from english_left import english_left, seat_names, speaking
from test_keys_and_pointer import drawn_texts

from tablegame.app.games import make_presenter, playable_games
from tablegame.app.games.cabo import whatis as cabo_whatis
from tablegame.app.games.struggle_for_catan.words import resource_name
from tablegame.app.shot import menu_seats
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.games.cabo.terms import a_card
from tablegame.i18n import tr, use
from tablegame.table import whatis
from tablegame.table.model import TableModel

TWO = [Seat("Mina"), Seat("Bot 2", "bot", "normal")]
DECK = {"deck": ["c7", "c3", "c1", "c8", "c9", "c13", "c2", "c6", "c4", "c10"]}


def question_mark(app) -> None:
    """Press "?" as a US keyboard sends it: Shift and the slash key, the text "?"."""
    key(app, "/", "?", pygame.KMOD_SHIFT)


def test_the_question_key_arms_it_and_the_next_click_explains_without_playing():
    app = make_app()
    match = start_match(app, TWO, setup=DECK)
    board = table(app).board
    before = len(match.actions)
    question_mark(app)
    assert board.whatis.armed
    assert tr(whatis.ARMED_STATUS) in drawn_texts(app)
    click(app, centre(app, "row:0:0"))  # a legal click (choose the card to look at): it only explains
    assert len(match.actions) == before and not board.whatis.armed
    assert board.whatis.key == "row:0:0"
    texts = " ".join(drawn_texts(app))
    assert "Your 1st card" in texts and "you have not seen it" in texts
    assert tr("What you can do with it now:") in texts
    click(app, centre(app, "row:0:1"))  # a click closes it and does nothing else
    assert board.whatis.key is None and len(match.actions) == before
    assert not board.model.item("row:0:1").selected
    question_mark(app)
    key(app, "escape")
    assert not board.whatis.active
    click(app, centre(app, "row:0:0"))  # no longer armed: the click plays as usual
    assert board.model.item("row:0:0").selected or len(match.actions) > before


def test_the_button_arms_it_says_its_key_and_esc_closes_the_explanation():
    app = make_app()
    start_match(app, TWO, setup=DECK)
    board = table(app).board
    assert "?" in board.key_tip(whatis.BUTTON_UI)
    click(app, centre(app, whatis.BUTTON_UI))
    assert board.whatis.armed
    click(app, centre(app, whatis.BUTTON_UI))  # again: it stops
    assert not board.whatis.active
    click(app, centre(app, whatis.BUTTON_UI))
    click(app, centre(app, "discard"))
    assert board.whatis.key == "discard"
    assert "The discard pile" in " ".join(drawn_texts(app))
    key(app, "escape")
    assert board.whatis.key is None and table(app).match.actions == []


def test_a_seats_name_is_explained():
    app = make_app()
    start_match(app, TWO, setup=DECK)
    board = table(app).board
    strip = next(strip for strip, _, seat in board.captions if seat == 1)
    question_mark(app)
    click(app, strip.center)
    assert board.whatis.key == "seat:1"
    assert "points so far" in " ".join(drawn_texts(app))


def test_korean_explanation_is_translated():
    use("ko")
    try:
        app = make_app()
        start_match(app, TWO, setup=DECK)
        question_mark(app)
        click(app, centre(app, "draw"))
        texts = " ".join(drawn_texts(app))
        assert "The draw pile" not in texts and tr("The draw pile") in texts
    finally:
        use("en")


# --- every game, every item, every seat ----------------------------------------------------------------------
def positions(game: str, seed: int) -> Any:
    """(rules, state, seat count) along a seeded random playout, a few moments apart."""
    rules = get_rules(game)
    n = max(rules.min_seats, min(3, rules.max_seats))
    options = rules.resolve_options(dict(rules.playout_options))
    state = rules.setup(n, options, random.Random(seed), {})
    rng = random.Random(seed)
    for step in range(120):
        seats = rules.to_act(state)
        if not seats:
            return
        if step % 9 == 4:
            yield rules, options, state, n
        legal = rules.legal_actions(state, seats[0])
        rules.apply(state, legal[rng.randrange(len(legal))])


def hidden_words(game: str, card: str) -> list[str]:
    """How a game's words name a card kind, to look for where the reader may not know it."""
    if game == "cabo":
        value = int(card[1:])
        return [a_card(value)]
    if game == "struggle-for-catan" and card.startswith("res:"):
        return [resource_name(card[4:])]
    return []


def told(model: TableModel, presenter: Any, view: Any, key: str) -> list[tuple[str, bool]]:
    """The explanation the board gives of an item."""
    item = model.item(key)
    assert item is not None
    return whatis.explanation(model, key, presenter.what_is(item, view))


@pytest.mark.parametrize("game", playable_games())
def test_every_item_is_explained_and_never_names_a_card_the_reader_may_not_know(game):
    zones: set[str] = set()
    hidden_checked = moves_checked = 0
    for seed in (1, 2):
        for rules, options, state, n in positions(game, seed):
            names = [f"P{i}" for i in range(n)]
            presenter = make_presenter(game, rules, names, options)
            for reader in range(n):
                view = rules.view(state, reader)
                legal = rules.legal_actions(state, reader) if reader in rules.to_act(state) else []
                model = presenter.build(view, legal)
                opened = presenter.build(rules.open_view(state, reader), [])
                for item in model.cards:
                    words = told(model, presenter, view, item.key)
                    zones.add(item.zone)
                    assert words and words[0][1] and words[0][0].strip(), (game, item)
                    game_words = " ".join(presenter.what_is(item, view))
                    assert game_words, (game, item)
                    touches = [g for g in model.gestures if g.action is not None and item.key in (g.source, g.target)]
                    if touches:
                        moves_checked += 1
                        assert (tr("What you can do with it now:"), True) in words, (game, item)
                        assert any(g.label in text for g in touches for text, _ in words), (game, item)
                    truth = opened.item(item.key)
                    if truth is None or truth.card == item.card or truth.card is None:
                        continue
                    hidden_checked += 1  # a card the reader does not see: neither its name nor its words show
                    for secret in [*hidden_words(game, truth.card), truth.detail]:
                        if secret and secret not in (item.hint, item.detail):
                            assert secret not in game_words, (game, reader, item.key, secret, game_words)
            for seat in range(n):
                assert presenter.what_is_seat(seat, rules.view(state, 0))
    assert moves_checked, game
    if game in ("cabo", "niagara"):
        assert hidden_checked, game


def test_cabo_says_a_face_down_card_the_reader_saw_by_its_value_only():
    rules = get_rules("cabo")
    match = Match("cabo", menu_seats("cabo", 2), 3, {}, DECK)
    match.apply(match.legal_actions(0)[0])  # seat 0 looks at two of its cards
    view = match.view(0)
    values = dict(zip(rules.catalog.ids, rules.catalog.values, strict=True))
    powers = dict(zip(rules.catalog.ids, rules.catalog.powers, strict=True))
    presenter = make_presenter("cabo", rules, match.names(), {})
    model = presenter.build(view, [])
    for position, slot in enumerate(view["rows"][0]):
        words = " ".join(cabo_whatis.what_is(model.item(f"row:0:{position}"), view, match.names(), values, powers))
        if slot["card"] is None:
            assert "you have not seen it" in words
        else:
            assert tr("Face down; you saw it: {card}.", card=a_card(values[slot["card"]])) in words
    for position in range(len(view["rows"][1])):
        words = " ".join(cabo_whatis.what_is(model.item(f"row:1:{position}"), view, match.names(), values, powers))
        assert "you have not seen it" in words


def test_each_game_through_the_window():
    for game in playable_games():
        rules = get_rules(game)
        match = Match(game, menu_seats(game, max(rules.min_seats, 2)), 2, dict(rules.playout_options))
        app = make_app()
        app.open_table(match)
        app.step()
        board = table(app).board
        before = len(match.actions)
        target = next(
            (
                g.source
                for g in board.model.gestures
                if g.kind != "button"
                and g.source in board.rects
                and (g.action is not None or not (g.ui or "app:").startswith("app:"))
            ),
            None,
        )
        assert target is not None, game
        question_mark(app)
        post(pygame.MOUSEMOTION, pos=centre(app, target), rel=(0, 0), buttons=(0, 0, 0))
        click(app, centre(app, target))
        assert board.whatis.key == target and len(match.actions) == before, game
        assert tr("What you can do with it now:") in " ".join(drawn_texts(app)), game


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_no_english_left_in_the_explanations(lang):
    with speaking(lang):
        for game in playable_games():
            for rules, options, state, n in positions(game, 3):
                names = [f"P{i}" for i in range(n)]
                presenter = make_presenter(game, rules, names, options)
                shown = seat_names(names)
                for reader in range(n):
                    view = rules.view(state, reader)
                    legal = rules.legal_actions(state, reader) if reader in rules.to_act(state) else []
                    model = presenter.build(view, legal)
                    for item in model.cards:
                        for text, _ in told(model, presenter, view, item.key):
                            assert not english_left(text, shown), (game, lang, item.key, text)
                    for seat in range(n):
                        for text in presenter.what_is_seat(seat, view):
                            assert not english_left(text, shown), (game, lang, seat, text)
                    assert not english_left(tr(whatis.ARMED_STATUS) + tr(whatis.BUTTON_TIP), shown)
