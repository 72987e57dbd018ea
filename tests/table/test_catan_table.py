"""The Struggle for Catan table through the real event loop: trades by drag, builds with a payment choice,
events as dialogs, hot-seat hand-offs, bots, the keyboard and the score screen.

Clause ids name what each test shows on the table (SFC-15 to SFC-18 exchanges, SFC-21 payments,
SFC-30/31 events, SFC-36/43 the Library, SFC-37 the Merchant Guild, SFC-39/40 the victory screen,
SFC-41/42 what each seat sees).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest
from catan_driver import (
    GAME,
    bot_choice,
    choose,
    hand_key,
    market_key,
    perform_by_mouse,
    played,
    select_cards,
    spot,
    start,
)
from driver import centre, click, drag, frozen, key, make_app, play_seat_0_to_the_end, post, run_until, table, take_turn

from tablegame import i18n
from tablegame.app.games import make_presenter, playable_games
from tablegame.app.games.struggle_for_catan.art import RESOURCE_RGB
from tablegame.app.games.struggle_for_catan.gestures import decode
from tablegame.app.games.struggle_for_catan.items import pay_key, target_of
from tablegame.app.games.struggle_for_catan.presenter import CatanPresenter
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.table import load_table_layout
from tablegame.core.match import Match, Seat
from tablegame.table.layout import layout_path, load_layout

HUMAN_BOT = [Seat("Mina"), Seat("Bot 2", "bot", "normal")]
TWO_HUMANS = [Seat("Mina"), Seat("Noor")]

# Example 2 of the spec: a road has three payments (SFC-21, SFC-22).
# Both with roads to exchange on: a market of known cards under them; an opponent's hand to take from.
MARKET_SETUP = {
    "start_seat": 0,
    "tableaux": [{"roads": 1}, {"roads": 1}],
    "hands": [["ore", "wool"], ["grain"]],
    "resource_deck": ["wool", "grain", "grain", "lumber", "ore"],
}
STEAL_SETUP = {
    "start_seat": 0,
    "tableaux": [{"roads": 3}, {"roads": 1}],
    "hands": [["ore", "wool", "brick"], ["grain", "grain"]],
}
PAY_SETUP = {
    "start_seat": 0,
    "hands": [["lumber", "ore", "ore", "ore", "wool", "wool", "wool", "wool"], ["grain", "grain", "grain"]],
}
# Example 3: a city reveals a Brigand Attack; seats 0 and 2 must discard (three seats).
BRIGAND_SETUP = {
    "start_seat": 0,
    "settlement_stack": ["settlement-brigand", "settlement-market-day", "settlement-market-day"],
    "hands": [
        ["grain", "grain", "ore", "ore", "ore", *["wool"] * 8],
        ["ore"] * 7,
        ["lumber", "lumber", "lumber", "lumber", "lumber", "brick", "brick", "brick", "brick"],
    ],
}
# Example 6: a Library owner chooses the card it takes; a city reveals Market Day (three seats).
LIBRARY_SETUP = {
    "start_seat": 0,
    "tableaux": [
        {
            "roads": 1,
            "estates": [
                {"card": "settlement-brigand", "city": True, "expansion": "library"},
                {"card": "settlement-market-day"},
            ],
        },
        {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
        {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
    ],
    "hands": [["grain", "grain", "ore", "ore", "ore", "wool"], ["brick", "brick"], ["lumber"]],
    "resource_deck": ["grain", "grain", "grain", "grain", "grain"],
}
# Example 5: one city away from 10 VP (three seats).
WIN_SETUP = {
    "start_seat": 0,
    "tableaux": [
        {
            "roads": 2,
            "estates": [
                {"card": "settlement-market-day", "city": True, "expansion": "town-hall"},
                {"card": "settlement-market-day", "city": True, "expansion": "church"},
                {"card": "settlement-brigand"},
            ],
        },
        {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
        {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
    ],
    "hands": [["grain", "grain", "ore", "ore", "ore"], ["ore"] * 8, []],
}


# --- layout and menu ---------------------------------------------------------------------------------
def test_layout_loads_for_2_to_4_seats_and_passes_the_presenter_check():
    """layouts/struggle-for-catan.yaml passes the schema, places every seat for 2-4 seats (the viewer at the
    bottom) and has every zone the presenter needs."""
    layout = load_layout(layout_path(GAME), GAME, (2, 3, 4))
    for n in (2, 3, 4):
        places = [layout.place_of(seat, 0, n) for seat in range(n)]
        assert places[0] == "bottom" and len(set(places)) == n
        match = Match(GAME, [Seat(f"P{i}") for i in range(n)], 1)
        assert load_table_layout(match).game == GAME
    assert layout.place_of(3, 3, 4) == "bottom"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_card_is_inside_the_window_and_seats_do_not_overlap_at_1280x720(n):
    """A real table at 1280x720: every card inside the window, each seat's cards apart from the others'
    and from the middle, the viewer's hand cards the largest on the table, others' at least 50 px high."""
    app = make_app()
    app.open_table(played(n, 10 + n, 40 * n))
    app.step()
    board = table(app).board
    window = pygame.Rect(0, 0, 1280, 720)
    assert all(window.contains(rect) for rect in board.rects.values())
    areas: dict[object, list[pygame.Rect]] = {}
    for item in board.model.cards:
        areas.setdefault(
            item.seat if item.seat is not None else ("hand" if item.zone == "hand" else "middle"), []
        ).append(board.rects[item.key])
    boxes = {k: rects[0].unionall(rects[1:]) for k, rects in areas.items()}
    keys = list(boxes)
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            if {a, b} != {0, "hand"}:  # the viewer's buildings sit beside its hand
                assert not boxes[a].colliderect(boxes[b]), (a, b)
    hand_h = max(board.rects[i.key].h for i in board.model.cards if i.zone == "hand")
    others = [board.rects[i.key].h for i in board.model.cards if i.zone != "hand"]
    assert hand_h > max(others) and min(others) >= 50


def test_the_menu_offers_the_game_and_starts_it():
    """The Struggle for Catan has a presenter and a layout, so the menu lists it; Start opens its table."""
    assert GAME in playable_games()
    app = make_app()
    app.open_menu()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    menu.choose_game(menu.games.index(GAME))
    menu.start()
    app.step()
    scene = table(app)
    assert scene.match.game == GAME and isinstance(scene.presenter, CatanPresenter)


# --- the presenter offers exactly the legal actions -------------------------------------------------------
def offered(presenter: CatanPresenter, model, legal: list[dict]) -> set[str]:
    """Actions the gestures carry, plus every payment a "choose how to pay" step leads to."""
    found = {frozen(g.action) for g in model.gestures if g.action is not None}
    for g in model.gestures:
        if g.ui and g.ui.startswith("pay:"):
            want = decode(g.ui[4:])
            found |= {frozen(a) for a in legal if a["type"] == "build" and target_of(a) == want}
    return found


def test_presenter_offers_exactly_the_legal_actions_as_gestures():
    """SFC-44/45 on the table: over many positions (2-4 seats), the gestures carry only legal actions, every
    legal action is reachable (directly or through the payment dialog), and every gesture starts and ends
    at an item or button that is on the table."""
    checked = paid = 0
    for seed in range(9):
        n = 2 + seed % 3
        match = Match(GAME, [Seat(f"P{i}") for i in range(n)], seed)
        presenter = make_presenter(GAME, match.rules, match.names(), match.options)
        rng = random.Random(seed)
        for step in range(260):
            if match.is_over():
                break
            seat = match.to_act()[0]
            view, legal = match.view(seat), match.legal_actions(seat)
            presenter.reset()
            model = presenter.build(view, legal)
            keys = {c.key for c in model.cards} | {b.key for b in model.buttons}
            legal_set = {frozen(a) for a in legal}
            got = offered(presenter, model, legal)
            if view["phase"] == "discard":
                got |= discards_by_choice(presenter, view, legal)
            assert got == legal_set, (seed, step, view["phase"], legal_set ^ got)
            for g in model.gestures:
                assert g.source in keys and (g.target is None or g.target in keys), g
            for g in model.gestures:  # every payment dialog offers each of its payments
                if g.ui and g.ui.startswith("pay:") and paid < 150:
                    paid += check_payment_dialog(presenter, view, legal, g.ui)
            checked += 1
            match.apply(bot_choice(match, seed=seed) if step % 3 else rng.choice(legal))
    assert checked > 1500 and paid > 20


def discards_by_choice(presenter: CatanPresenter, view: dict, legal: list[dict]) -> set[str]:
    """SFC-30: choosing the cards of each legal discard shows a Discard button for exactly it."""
    found = set()
    for a in legal[:40]:
        presenter.selection = [f"mine:{r}:{k}" for r, n in a["resources"].items() for k in range(n)]
        model = presenter.build(view, legal)
        buttons = [g.action for g in model.gestures if g.kind == "button" and g.action]
        assert buttons == [a]
        found.add(frozen(a))
    presenter.reset()
    return found | {frozen(a) for a in legal[40:]}


def check_payment_dialog(presenter: CatanPresenter, view: dict, legal: list[dict], ui: str) -> int:
    """In the payment dialog, choosing the cards of each legal payment shows a Build button for exactly it."""
    target = decode(ui[4:])
    acts = [a for a in legal if a["type"] == "build" and target_of(a) == target]
    presenter.ui(ui)
    for a in acts:
        presenter.selection = [f"mine:{r}:{k}" for r, n in a["pay"].items() for k in range(n)]
        model = presenter.build(view, legal)
        buttons = {frozen(g.action) for g in model.gestures if g.kind == "button" and g.action}
        assert frozen(a) in buttons
        assert all(json.loads(b)["pay"] == a["pay"] for b in buttons)
        assert model.texts["dialog"][0].endswith("?")
    presenter.reset()
    return 1


def test_every_motion_starts_and_ends_at_an_item_on_the_table():
    """Animations: in many positions, each travelling card leaves from an item of the table before the action
    and lands on an item of the table after it, for the actor's view and for an onlooker's."""
    moved = 0
    for seed in range(6):
        n = 2 + seed % 3
        match = Match(GAME, [Seat(f"P{i}") for i in range(n)], 100 + seed)
        presenter = make_presenter(GAME, match.rules, match.names(), match.options)
        rng = random.Random(seed)
        for step in range(150):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_actions(seat)
            viewers = {seat, (seat + 1) % n}
            before = {v: match.view(v) for v in viewers}
            keys_before = {
                v: {c.key for c in presenter.build(before[v], legal if v == seat else []).cards} for v in viewers
            }
            match.apply(bot_choice(match, seed=seed) if step % 2 else rng.choice(legal))
            action = match.actions[-1]
            for v in viewers:
                after = match.view(v)
                keys_after = {c.key for c in presenter.build(after, match.legal_actions(v)).cards}
                for motion in presenter.motions(action, before[v], after):
                    assert motion.source in keys_before[v], (action, motion)
                    assert motion.target in keys_after, (action, motion)
                    moved += 1
    assert moved > 500


# --- trading by drag ---------------------------------------------------------------------------------------
def test_SFC_17_market_targets_glow_while_dragging_and_a_drop_exchanges():
    """While a hand card is dragged, exactly the market cards of other kinds, the deck and the discard pile glow
    (the one under the pointer brighter; not the other player's hand: the card given back is chosen after the
    take, SFC-18); dropping on a market card exchanges."""
    app = make_app()
    match = start(
        app,
        HUMAN_BOT,
        seed=4,
        setup={**MARKET_SETUP, "hands": [["ore", "wool", "brick"], ["grain"]]},
    )
    source = hand_key(app, "ore")
    target = market_key(app, "grain")
    drag(app, spot(app, source), centre(app, target), release=False)
    board = table(app).board
    glow, strong = board.highlights()
    market = {i.key for i in board.model.cards if i.zone == "market" and i.card != "res:ore"}
    assert glow == market | {"deck", "discard"}
    assert strong == {target}
    post(pygame.MOUSEBUTTONUP, pos=centre(app, target), button=1)
    app.step()
    assert match.actions[-1] == {"seat": 0, "type": "exchange_market", "give": "ore", "take": "grain"}
    assert match.view(0)["hand"]["grain"] == 1 and match.view(0)["market"]["ore"] == 2


def test_SFC_16_SFC_18_supply_and_opponent_exchanges_by_drag_and_the_give_back():
    """A card dropped on the deck is exchanged with the supply; the other player's hand dragged onto yours
    takes a card from it at random, and then a click on a hand card gives it back (SFC-18); a hand card dropped
    on their hand does nothing and says how (it would promise the card given); exchanges left are written."""
    app = make_app()
    match = start(
        app,
        HUMAN_BOT,
        seed=4,
        setup=STEAL_SETUP,
    )
    board = table(app).board
    assert "2 exchanges left" in board.model.status
    drag(app, spot(app, hand_key(app, "wool")), centre(app, "deck"))
    assert match.actions[-1] == {"seat": 0, "type": "exchange_supply", "give": "wool"}
    assert "1 exchange left" in board.model.status
    drag(app, spot(app, hand_key(app, "ore")), centre(app, "hand:1"))
    assert match.actions[-1]["type"] == "exchange_supply"
    assert board.message.startswith("To exchange with a player, click their hand")
    run_until(app, lambda: not board.animating, frames=100)  # the card flies back first
    drag(app, centre(app, "hand:1"), spot(app, hand_key(app, "ore")))
    assert match.actions[-1] == {"seat": 0, "type": "exchange_player", "target": 1}
    assert match.view(0)["phase"] == "give"
    assert "You took a grain from Bot 2" in board.model.status
    click(app, spot(app, hand_key(app, "brick")))
    assert match.actions[-1] == {"seat": 0, "type": "give", "resource": "brick"}
    assert match.view(1)["hand"]["brick"] == 1


def own_places(board) -> dict[str, tuple]:
    """Where the viewer's hand cards and its own settlements, cities, roads and knights lie (placeholders aside)."""
    own = ("mine:", "estate:0:", "road:0:", "knight:0:")
    return {k: tuple(r) for k, r in board.rects.items() if k.startswith(own) and not k.endswith((":next", ":none"))}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_viewers_cards_keep_their_places_when_the_build_phase_starts(n):
    """The viewer's hand cards, estates, roads and knights lie exactly where they lay in the trade phase once End
    trading is clicked, also when the build phase offers a next road, knight or settlement (a click aimed at a
    settlement must not land in a gap)."""
    offered = 0
    for steps in (6, 60):
        app = make_app()
        match = played(n, steps, steps)
        app.open_table(match)
        app.step()
        board = table(app).board
        trade = own_places(board)
        click(app, centre(app, "end-trade"))
        assert match.view(0)["phase"] == "build"
        app.step()
        assert own_places(board) == trade
        offered += sum(k.endswith(":next") for k in board.rects)
    assert offered or n != 3  # the 3-seat positions offer builds (the 60-step one moved its roads before)


def test_an_illegal_drop_flies_back_and_says_why():
    """A card dropped on a market card of the same kind does nothing: it flies back in about 0.2 s and the
    rules' reason is written in one line with names, not seat numbers."""
    app = make_app()
    match = start(
        app,
        HUMAN_BOT,
        seed=4,
        setup=MARKET_SETUP,
    )
    board = table(app).board
    drag(app, spot(app, hand_key(app, "wool")), centre(app, market_key(app, "wool")))
    assert match.actions == []
    assert "different resource" in board.message
    assert board.flights and abs(board.flights[0].duration - 0.2) < 1e-9
    drag(app, spot(app, hand_key(app, "ore")), centre(app, "supply:road"))
    assert board.message == "Building comes after trading: click End trading first."


def test_SFC_15_without_an_A_side_road_only_the_supply_takes_a_card():
    """With no A-side road a seat has 1 exchange, with the supply only: the market does not glow, and a drop
    there gives the rules' reason."""
    app = make_app()
    match = start(
        app,
        HUMAN_BOT,
        seed=4,
        setup={"start_seat": 0, "tableaux": [{}, {"roads": 1}], "hands": [["ore", "wool"], ["grain"]]},
    )
    board = table(app).board
    assert board.drop_targets(hand_key(app, "ore")) == {"deck", "discard"}
    drag(app, spot(app, hand_key(app, "ore")), centre(app, "market:0"))
    assert match.actions == [] and "only 1 exchange with the supply" in board.message


# --- building and payments ------------------------------------------------------------------------------
def test_SFC_21_a_build_with_several_payments_opens_the_payment_dialog():
    """Example 2: the road can be paid three ways. Clicking the road supply opens the dialog with the canonical
    payment chosen (lumber + 3 wool); the cards that may pay glow; choosing lumber + 3 ore builds with that."""
    app = make_app()
    match = start(app, HUMAN_BOT, seed=2, setup=PAY_SETUP)
    click(app, centre(app, "end-trade"))
    click(app, centre(app, "supply:road"))
    scene = table(app)
    presenter, board = scene.presenter, scene.board
    assert presenter.paying == ("road",)
    assert sorted(presenter.selection) == ["mine:lumber:0", "mine:wool:0", "mine:wool:1", "mine:wool:2"]
    lines = board.model.texts["dialog"]
    assert lines[0] == "Build a road?" and "3 cards of one kind pay for 1 missing card" in lines[1]
    glow, _ = board.highlights()
    assert {k for k in glow if k.startswith("mine:")} == {
        f"mine:{r}:{k}" for r, n in (("lumber", 1), ("ore", 3), ("wool", 3)) for k in range(n)
    }
    click(app, centre(app, "build-cancel"))
    assert presenter.paying is None and not board.model.texts.get("dialog") and "build-go" not in board.button_rects
    click(app, centre(app, "supply:road"))
    select_cards(app, {"lumber": 1, "ore": 3, "wool": 1})
    assert "not a valid payment yet" in board.model.texts["dialog"][2] and "build-go" not in board.button_rects
    select_cards(app, {"lumber": 1, "ore": 3})
    assert "a valid payment" in board.model.texts["dialog"][2]
    click(app, centre(app, "build-go"))
    assert match.actions[-1] == {"seat": 0, "type": "build", "building": "road", "pay": {"ore": 3, "lumber": 1}}
    assert match.view(0)["tableaux"][0]["roads"] == ["A", "B"]


def test_a_single_payment_builds_at_once_by_drag_and_cancel_closes_the_dialog():
    """A road paid exactly (one payment) is built by dragging the road supply onto the empty place at the top
    of one's own road stack; the dialog of a build with several payments closes with Cancel."""
    app = make_app()
    match = start(
        app,
        HUMAN_BOT,
        seed=2,
        setup={"start_seat": 0, "hands": [["lumber", "brick", "wool", "ore", "grain", "wool", "grain"], []]},
    )
    click(app, centre(app, "end-trade"))
    board = table(app).board
    drag(app, centre(app, "supply:road"), centre(app, "road:0:next"))
    assert match.actions[-1] == {"seat": 0, "type": "build", "building": "road", "pay": {"lumber": 1, "brick": 1}}
    click(app, centre(app, "supply:estate"))
    assert match.actions[-1] == match.actions[1]  # lumber and brick are gone: no settlement, nothing opened
    assert table(app).presenter.paying is None
    assert board.message.startswith("You cannot afford a settlement") and "Mina" not in board.message
    click(app, centre(app, "supply:knight"))
    assert match.actions[-1] == {
        "seat": 0,
        "type": "build",
        "building": "knight",
        "pay": {"ore": 1, "wool": 1, "grain": 1},
    }


def test_SFC_28_flip_choice_in_the_payment_dialog_with_three_seats():
    """With 3-4 seats a settlement may turn the destiny card: a chooser names both ways."""
    app = make_app()
    seats = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "normal")]
    match = start(app, seats, seed=2, setup={"start_seat": 0, "hands": [["lumber", "brick", "wool", "grain"], [], []]})
    click(app, centre(app, "end-trade"))
    click(app, centre(app, "supply:estate"))
    board = table(app).board
    assert board.chooser and len(board.chooser) == 2
    assert any("turn the destiny card to right" in g.label for g in board.chooser)
    app.step()
    flip = next(rect for g, rect in zip(board.chooser, board.chooser_rects, strict=False) if g.action["flip"])
    click(app, flip.center)
    assert match.actions[-1]["flip"] is True and match.view(0)["fate"] == "right"


# --- events ----------------------------------------------------------------------------------------------
def test_SFC_30_brigand_attack_dialog_answered_through_the_window():
    """Example 3: the city reveals a Brigand Attack; the dialog asks the viewer to discard 4; chosen cards are
    counted, and Discard appears only when 4 are chosen. Two humans: the other human gets a hand-off first."""
    app = make_app()
    seats = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Noor")]
    match = start(app, seats, seed=3, setup=BRIGAND_SETUP)
    take_turn(app)
    click(app, centre(app, "end-trade"))
    perform_by_mouse(
        app, {"seat": 0, "type": "build", "building": "city", "settlement": 0, "pay": {"grain": 2, "ore": 3}}
    )
    assert match.view(0)["phase"] == "discard"
    board = table(app).board
    lines = board.model.texts["dialog"]
    assert lines[0] == "Brigand Attack!" and "click 4 of them" in lines[2]
    assert "discard-go" not in board.button_rects
    select_cards(app, {"wool": 3})
    assert "discard-go" not in board.button_rects and "Chosen 3 of 4" in board.model.texts["dialog"][3]
    select_cards(app, {"wool": 4})
    assert "discard-go" in board.button_rects
    click(app, centre(app, "discard-go"))
    assert match.actions[-1] == {"seat": 0, "type": "discard", "resources": {"wool": 4}}
    run_until(app, lambda: isinstance(app.scenes.top, HandoffScene))
    assert app.scenes.top.name == "Noor"
    click(app, (640, 360))
    assert table(app).viewer == 2 and "Brigand Attack!" in table(app).board.model.texts["dialog"][0]
    select_cards(app, {"lumber": 2, "brick": 2})
    click(app, centre(app, "discard-go"))
    assert match.actions[-1] == {"seat": 2, "type": "discard", "resources": {"lumber": 2, "brick": 2}}
    assert match.view(0)["fate"] == "right"


def test_SFC_31_SFC_36_library_choice_and_market_day_through_the_window():
    """Example 6: the Library owner sees the other hands and clicks the card to take; the city shows Market
    Day, whose dialog takes a drag onto a market card; the bots then decide."""
    app = make_app()
    seats = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "normal")]
    match = start(app, seats, seed=3, setup=LIBRARY_SETUP)
    board = table(app).board
    assert board.model.item("hand:1").card == "back:2:0.0.0.0.2"  # the Library shows the kinds held
    assert board.model.item("hand:1").hint.startswith("Bot 2 holds 2 cards: 2 brick")
    click(app, centre(app, "hand:1"))
    labels = [g.label for g in board.chooser]
    assert len(labels) == 2 and any(lb.startswith("Take Bot 2's brick (Bot 2 holds 2)") for lb in labels)
    assert any(label.startswith("Take a card from Bot 2 at random") for label in labels)
    choose(app, {"seat": 0, "type": "exchange_player", "target": 1, "take": "brick"})
    assert match.actions[-1] == {"seat": 0, "type": "exchange_player", "target": 1, "take": "brick"}
    click(app, spot(app, hand_key(app, "wool")))
    click(app, centre(app, "end-trade"))
    click(app, centre(app, "estate:0:1"))
    assert match.actions[-1]["building"] == "city" and match.view(0)["phase"] == "market_day"
    assert match.view(0)["to_act"] == [0]
    lines = board.model.texts["dialog"]
    assert lines[0] == "Market Day!" and "pass" in board.button_rects
    drag(app, spot(app, hand_key(app, "brick")), centre(app, market_key(app, "grain")))
    assert match.actions[4] == {"seat": 0, "type": "market_day", "give": "brick", "take": "grain"}
    run_until(app, lambda: match.view(0)["phase"] == "build")
    assert not board.model.texts.get("dialog")


def test_market_day_pass_button_and_keyboard_hot_key():
    """Market Day's Pass is a dialog button with the hot key P."""
    app = make_app()
    seats = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "normal")]
    match = start(app, seats, seed=3, setup=LIBRARY_SETUP)
    for action in ({"seat": 0, "type": "end_trade"}, {"seat": 0, "type": "build", "building": "city", "settlement": 1}):
        perform_by_mouse(app, match.rules.normalize(match.state, action))
    key(app, "p", "p")
    assert match.actions[2] == {"seat": 0, "type": "pass"}


# --- hot-seat, keyboard, bots ----------------------------------------------------------------------------
def test_SFC_42_hand_off_between_two_humans_hides_hands():
    """Two humans: after Mina's turn a hand-off screen covers the table; Noor's view then shows Noor's hand
    face up and Mina's only as a back with a count."""
    app = make_app()
    match = start(app, TWO_HUMANS, seed=5)
    take_turn(app)
    scene = table(app)
    mina_hand = {i.key for i in scene.board.model.cards if i.key.startswith("mine:")}
    assert mina_hand and all(i.seat is None for i in scene.board.model.cards if i.key.startswith("mine:"))
    click(app, centre(app, "end-trade"))
    click(app, centre(app, "end-build"))
    run_until(app, lambda: isinstance(app.scenes.top, HandoffScene))
    handoff = app.scenes.top
    assert handoff.name == "Noor"
    app.step()
    colours = {tuple(app.screen.get_at((x, y)))[:3] for x in range(0, 1280, 20) for y in range(0, 720, 20)}
    # The hand-off screen lies on the felt (issue 17) but no card is drawn under it: no resource colour shows.
    assert not colours & {RESOURCE_RGB[r] for r in ("ore", "grain", "lumber", "brick")}
    click(app, (640, 360))
    assert scene.viewer == 1
    noor = match.view(1)["hand"]
    shown = {i.card for i in scene.board.model.cards if i.key.startswith("mine:")}
    assert shown == {f"res:{r}" for r, k in noor.items() if k}
    back = scene.board.model.item("hand:0")
    assert back.card == f"back:{match.view(1)['hand_sizes'][0]}"
    assert back.card.count(":") == 1  # a count only: no Library view of the hand


def test_between_hot_seat_players_the_table_shows_the_public_cards_and_no_hand():
    """Right after Mina's last action of her turn, while her draw is shown and before Noor's hand-off screen,
    the table is an onlooker's: the market, the supplies and both tableaux, and both hands only as backs."""
    app = make_app()
    app.settings.speed = "normal"  # her draw travels: the table is drawn between her last action and the hand-off
    match = start(app, TWO_HUMANS, seed=5)
    take_turn(app)
    scene = table(app)
    click(app, centre(app, "end-trade"))
    click(app, centre(app, "end-build"))
    assert match.actions[-1] == {"seat": 0, "type": "end_build"}
    assert app.scenes.top is scene and scene.holder() is None  # between players, the hand-off still to come
    model = scene.board.model
    cards = {item.key: item.card for item in model.cards}
    public = match.view(None)
    assert sorted(c for k, c in cards.items() if k.startswith("market:") and c) == sorted(
        f"res:{r}" for r, k in public["market"].items() for _ in range(k)
    )
    assert not [k for k in cards if k.startswith("mine:")]
    assert [cards[f"hand:{s}"] for s in (0, 1)] == [f"back:{size}" for size in public["hand_sizes"]]
    assert {"road:0:0", "road:1:0", "estate:0:0", "estate:1:0", "supply:road", "deck"} <= set(cards)
    assert scene.board.rects["hand:0"].height > 100  # Mina's hand back lies where her hand was, full size
    run_until(app, lambda: isinstance(app.scenes.top, HandoffScene))


def test_keyboard_tab_enter_and_hot_keys():
    """The engine's keyboard path: Tab focuses the first gesture (End trading), Enter does it; E ends building;
    in the payment dialog B builds."""
    app = make_app()
    match = start(app, HUMAN_BOT, seed=2, setup=PAY_SETUP)
    key(app, "tab")
    assert table(app).board.focused.action == {"seat": 0, "type": "end_trade"}
    key(app, "return")
    assert match.actions == [{"seat": 0, "type": "end_trade"}]
    click(app, centre(app, "supply:road"))
    key(app, "b", "b")
    assert match.actions[-1] == {"seat": 0, "type": "build", "building": "road", "pay": {"wool": 3, "lumber": 1}}
    key(app, "e", "e")
    assert match.actions[2] == {"seat": 0, "type": "end_build"}


def test_the_click_alternative_to_a_drag():
    """Click a hand card, then a market card: the same exchange as the drag."""
    app = make_app()
    match = start(
        app,
        HUMAN_BOT,
        seed=4,
        setup=MARKET_SETUP,
    )
    click(app, spot(app, hand_key(app, "ore")))
    assert table(app).board.picked == hand_key(app, "ore")
    click(app, centre(app, market_key(app, "lumber")))
    assert match.actions[-1] == {"seat": 0, "type": "exchange_market", "give": "ore", "take": "lumber"}


def test_bot_moves_are_animated_and_logged():
    """At normal speed a bot's cards travel about 0.25 s; the log says what happened in words, hiding the
    cards the viewer may not see (SFC-42)."""
    app = make_app()
    app.settings.speed = "normal"
    match = start(app, HUMAN_BOT, seed=7)
    click(app, centre(app, "end-trade"))
    click(app, centre(app, "end-build"))
    scene = table(app)
    run_until(app, lambda: any(a["seat"] == 1 for a in match.actions), frames=400)
    run_until(app, lambda: bool(scene.board.flights) or match.to_act() == [0], frames=400)
    durations = {round(f.duration, 3) for f in scene.board.flights}
    assert not durations or durations == {0.25}
    run_until(app, lambda: match.to_act() == [0], frames=3000)
    lines = [entry.text for entry in scene.board.model.history]
    assert any(line.startswith("Bot 2 ") for line in lines)
    assert any(line.startswith("Bot 2 draws ") and line.endswith(" cards") for line in lines)
    assert any(line.startswith("You draw ") and "card" not in line for line in lines)  # the viewer reads its own


# --- the end -----------------------------------------------------------------------------------------------
def test_SFC_39_SFC_40_victory_screen_explains_the_points():
    """Example 5: the city brings Mina to 10 VP; the score screen names the winner and explains every VP."""
    app = make_app()
    seats = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "normal")]
    match = start(app, seats, seed=3, setup=WIN_SETUP)
    click(app, centre(app, "end-trade"))
    click(app, centre(app, "estate:0:2"))
    assert match.is_over()
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene))
    sheet = app.scenes.top.sheet
    assert sheet.title == "Game over — Mina wins with 10 VP"
    assert sheet.rows[0][0] == "Mina" and sheet.rows[0][-1] == "10" and sheet.rows[0][1] == "9"
    assert sheet.rows[0][2] == "Town Hall 4 · Church 3 · 1 city 2 · 1 B road 1"
    assert sheet.cards[0] == ["city:brigand", "city:market-day:church", "city:market-day:town-hall", "road:B"]
    assert any("reached 10 VP with a city" in note for note in sheet.notes)
    assert any("settlement 1" in note for note in sheet.notes)


def test_a_whole_game_against_a_bot_through_the_window():
    """A seeded 2-seat game to its end: the human acts only by posted mouse events (drags, clicks, buttons,
    the payment dialog), choosing like the normal bot; the game-over screen comes."""
    app = make_app()
    match = start(app, HUMAN_BOT, seed=11)
    played = play_seat_0_to_the_end(app, match, lambda n: bot_choice(match, seed=n), perform_by_mouse, 4000)
    kinds = {action["type"] if action["type"] != "build" else action["building"] for action in played}
    assert len(played) >= 60
    assert {"end_trade", "end_build", "road", "city"} <= kinds
    assert kinds & {"exchange_supply", "exchange_market", "exchange_player"}


def test_odd_window_sizes_keep_the_table_drawable():
    """The layout is in fractions of the window: small, wide and large windows draw without trouble."""
    app = make_app()
    app.open_table(played(4, 3, 100))
    app.step()
    for size in ((640, 360), (1900, 600), (1920, 1080), (1280, 720)):
        app.resize(size)
        app.step()
        board = table(app).board
        window = pygame.Rect(0, 0, *size)
        assert all(window.contains(r) for r in board.rects.values())


def test_payment_keys_compare_payments():
    """pay_key puts a payment in catalog order."""
    assert pay_key({"wool": 3, "lumber": 1}) == (0, 3, 0, 1, 0)


def test_zone_kinds_cover_every_zone_and_match_the_shipped_layout():
    """The presenter declares the kind of every zone it needs or fills, as layouts/struggle-for-catan.yaml has it."""
    layout = load_layout(layout_path(GAME), GAME, (2, 3, 4))
    assert set(CatanPresenter.required_zones) <= set(CatanPresenter.zone_kinds)
    assert {z: layout.zones[z].kind for z in CatanPresenter.zone_kinds} == CatanPresenter.zone_kinds


def test_the_readme_trade_paragraph_is_the_tables_way():
    """The README's Catan paragraph says what the table asks: a click on an opponent's hand takes a card, then a
    click on one of yours gives it back; it never tells to drag a card onto their hand (that drop is refused)."""
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    paragraph = " ".join(readme.split("### The Struggle for Catan")[1].split("###")[0].split())
    assert "onto an opponent's hand" not in paragraph
    assert (
        "click an opponent's hand to take one of their cards at random, then click the card you give back" in paragraph
    )
    app = make_app()
    match = start(
        app,
        HUMAN_BOT,
        seed=4,
        setup=STEAL_SETUP,
    )
    click(app, centre(app, "hand:1"))
    assert match.actions[-1] == {"seat": 0, "type": "exchange_player", "target": 1}
    click(app, spot(app, hand_key(app, "brick")))
    assert match.actions[-1] == {"seat": 0, "type": "give", "resource": "brick"}


@pytest.mark.parametrize(
    "lang, words", [("en", "You cannot afford a settlement"), ("ko", "손패로는 정착지를"), ("zh", "你支付不起村庄")]
)
def test_a_refusal_speaks_to_the_player_not_of_them(lang, words):
    """The rules' reason for a build the player cannot pay says "you", never the player's own name."""
    i18n.use(lang)
    app = make_app()
    match = start(app, HUMAN_BOT, seed=2, setup={"start_seat": 0, "hands": [["wool", "ore"], []]})
    click(app, centre(app, "end-trade"))
    click(app, centre(app, "supply:estate"))
    board = table(app).board
    assert match.actions[-1]["type"] == "end_trade"
    assert board.message.startswith(words) and "Mina" not in board.message


def test_the_event_dialogs_say_your_city_to_its_builder():
    """The reader who built the city reads 'Your new city …', never its own name as a possessive ("You's")."""
    from tablegame.app.games.struggle_for_catan import words

    assert words.market_day_dialog(None, True)[1].startswith("Your new city shows Market Day")
    assert words.brigand_dialog(None, 8, 4, {})[1].startswith("Your new city shows a Brigand Attack")
    assert words.market_day_dialog("Mina", False)[1].startswith("Mina's new city shows Market Day")
