"""The Ogallala table through the real event loop: drags, highlights, targets, the end choice, scores.

Clause ids name what each test shows on the table (OGA-9 cells, OGA-19/20 targets, OGA-25 shifts,
OGA-27 attacks, OGA-31 the end choice, OGA-33/34 the score screen).
"""

from __future__ import annotations

import random
import re

import pygame
import pytest
from driver import (
    centre,
    click,
    drag,
    frozen,
    key,
    make_app,
    play_seat_0_to_the_end,
    post,
    run_until,
    step_shown,
    table,
    take_turn,
)
from ogallala_driver import (
    END_SETUP,
    EXAMPLE_2_ACTIONS,
    EXAMPLE_2_SETUP,
    EXAMPLE_3_SETUP,
    cell,
    greedy_choice,
    perform_by_mouse,
    same_choice,
    start,
)

from tablegame.app.games import make_presenter, playable_games
from tablegame.app.games.ogallala.cells import parse_cell
from tablegame.app.games.ogallala.presenter import OgallalaPresenter
from tablegame.app.games.ogallala.words import canoe_breakdown
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.table import load_table_layout
from tablegame.core.match import Match, Seat
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.view import breakdown
from tablegame.table.geometry import caption_split, slot_rects
from tablegame.table.layout import layout_path, load_layout

TWO_HUMANS = [Seat("Mina"), Seat("Noor")]
HUMAN_BOT = [Seat("Mina"), Seat("Bot 2", "bot", "random")]


# --- layout ------------------------------------------------------------------------------------------
def test_layout_loads_for_2_to_5_seats_and_passes_the_presenter_check():
    """layouts/ogallala.yaml passes the schema, names every seat place and has every zone the presenter needs."""
    layout = load_layout(layout_path("ogallala"), "ogallala", (2, 3, 4, 5))
    for n in (2, 3, 4, 5):
        places = [layout.place_of(seat, 0, n) for seat in range(n)]
        assert places[0] == "bottom" and len(set(places)) == n
        match = Match("ogallala", [Seat(f"P{i}") for i in range(n)], 1)
        assert load_table_layout(match).game == "ogallala"
    assert layout.place_of(2, 2, 5) == "bottom"  # the viewer is always at the bottom


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_area_stays_visible_and_apart_at_1280x720(n):
    """With 2-5 seats every grid cell is inside the window, grids do not overlap each other or the other
    zones, the viewer's cards are the largest and the others' cards stay at least 44 px high."""
    layout = load_layout(layout_path("ogallala"), "ogallala", (n,))
    window = pygame.Rect(0, 0, 1280, 720)
    zone = layout.zones["grid"]
    areas, heights = [], []
    for seat in range(n):
        box = pygame.Rect(zone.box_for(layout.place_of(seat, 0, n)).to_pixels(1280, 720))
        area, strip = caption_split(box, zone, 21)
        assert strip is not None
        cells = slot_rects(zone, area, 42)
        assert all(window.contains(c) for c in cells)
        assert len({c.topleft for c in cells}) == 42
        areas.append(box)
        heights.append(cells[0].h)
    assert heights[0] == max(heights) and min(heights) >= 44
    for i, a in enumerate(areas):
        for b in areas[i + 1 :]:
            assert not a.colliderect(b)
    for other in ("piles", "held", "booty", "discard", "scores", "log", "actions", "menu", "status", "message"):
        rect = pygame.Rect(layout.zones[other].box.to_pixels(1280, 720))
        assert window.contains(rect), other
        assert not any(rect.colliderect(a) for a in areas), other


def test_five_seat_table_draws_every_cell_inside_the_window():
    """A real 5-seat table at 1280x720: 210 cells, all on screen, per seat in its own rectangle."""
    app = make_app()
    start(app, [Seat("Mina")] + [Seat(f"Bot {i}", "bot", "random") for i in range(2, 6)])
    board = table(app).board
    window = pygame.Rect(0, 0, 1280, 720)
    cells = {k: r for k, r in board.rects.items() if k.startswith("cell:")}
    assert len(cells) == 210 and all(window.contains(r) for r in cells.values())
    for key_name in ("pile:0", "pile:1", "pile:2", "held", "discard"):
        assert window.contains(board.rects[key_name])


# --- the menu and the presenter -----------------------------------------------------------------------
def test_the_menu_offers_ogallala_and_starts_it():
    """Ogallala has a presenter and a layout, so the menu lists it; Start opens its table."""
    assert "ogallala" in playable_games()
    app = make_app()
    app.open_menu()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    menu.choose_game(menu.games.index("ogallala"))
    menu.start()
    app.step()
    scene = table(app)
    assert scene.match.game == "ogallala" and len(scene.match.seats) == 2
    assert isinstance(scene.presenter, OgallalaPresenter)


def choices(actions: list[dict], view: dict) -> set[str]:
    """Distinct choices: attacks by own canoe (its first cell) and target cell (ogallala.md §11)."""
    seat = view["current"]
    first = {(c["row"], col): c["cols"][0] for c in view["seats"][seat]["canoes"] for col in c["cols"]}
    found = set()
    for a in actions:
        if a["type"] == "attack":
            a = dict(a, col=first[(a["row"], a["col"])])
        found.add(frozen(a))
    return found


def test_presenter_offers_exactly_the_legal_actions_as_gestures():
    """OGA-38 table: in many positions (2-5 seats, both variants) the gestures carry only legal actions,
    every legal choice has a gesture, and every gesture starts and ends at an item that is on the table."""
    checked = 0
    for seed in range(8):
        n = 2 + seed % 4
        options = {"variant": "advanced"} if seed % 3 == 0 else {}
        match = Match("ogallala", [Seat(f"P{i}") for i in range(n)], seed, options)
        presenter = make_presenter("ogallala", match.rules, match.names(), match.options)
        rng = random.Random(seed)
        for step in range(140):
            if match.is_over():
                break
            seat = match.to_act()[0]
            view, legal = match.view(seat), match.legal_actions(seat)
            model = presenter.build(view, legal)
            keys = {c.key for c in model.cards} | {b.key for b in model.buttons}
            offered = [g.action for g in model.gestures if g.action is not None]
            assert all(frozen(a) in {frozen(x) for x in legal} for a in offered)
            assert choices(offered, view) == choices(legal, view), (seed, step, view["phase"])
            for g in model.gestures:
                assert g.source in keys and (g.target is None or g.target in keys)
                if g.action and g.action["type"] == "place":
                    where = g.target if g.kind == "drag" else g.source
                    assert parse_cell(where) == (seat, g.action["row"], g.action["col"])
            checked += 1
            match.apply(greedy_choice(match, rng) if step % 2 else rng.choice(legal))
    assert checked > 800


# --- drags, highlights, reasons ------------------------------------------------------------------------
def test_OGA_9_legal_cells_glow_while_dragging_and_a_drop_places_the_card():
    """Click a pile to draw; while the card is dragged exactly the legal cells (and the discard pile) glow,
    the one under the pointer brighter; dropping there places it."""
    app = make_app()
    match = start(app, HUMAN_BOT, setup=EXAMPLE_3_SETUP)
    click(app, centre(app, "pile:0"))
    assert match.actions == [{"seat": 0, "type": "draw", "pile": 0}]
    drag(app, centre(app, "held"), centre(app, cell(0, 1, 5)))
    click(app, centre(app, "pile:0"))
    drag(app, centre(app, "held"), centre(app, cell(0, 1, 6)), release=False)
    board = table(app).board
    glow, strong = board.highlights()
    legal = {cell(0, a["row"], a["col"]) for a in match.legal_actions(0) if a["type"] == "place"}
    assert glow == legal | {"discard"}
    assert strong == {cell(0, 1, 6)}
    post(pygame.MOUSEBUTTONUP, pos=centre(app, cell(0, 1, 6)), button=1)
    step_shown(app)
    assert match.actions[-1] == {"seat": 0, "type": "place", "row": 1, "col": 6}
    assert board.model.item(cell(0, 1, 6)).card == "bear-left"


def test_OGA_9_an_illegal_drop_flies_back_and_says_why():
    """Dropping on a cell the card may not take (or on another seat's grid) changes nothing, the card
    flies back in about 0.2 s, and one line gives the rules' reason."""
    app = make_app()
    match = start(app, HUMAN_BOT, setup=EXAMPLE_3_SETUP)
    click(app, centre(app, "pile:0"))
    drag(app, centre(app, "held"), centre(app, cell(0, 1, 5)))
    click(app, centre(app, "pile:0"))
    count = len(match.actions)
    board = table(app).board
    drag(app, centre(app, "held"), centre(app, cell(0, 0, 12)))
    assert len(match.actions) == count
    assert "touch one of your cards" in board.message and board.message.startswith("Not there")
    assert board.flights and abs(board.flights[0].duration - 0.2) < 1e-9
    drag(app, centre(app, "held"), centre(app, cell(1, 0, 3)))
    assert "only place cards in your own grid" in board.message and len(match.actions) == count


def test_OGA_25_a_set_card_dropped_on_an_occupied_cell_makes_room():
    """Example 3 through the window: the bear halves shift their neighbours aside; the triple scores 96."""
    app = make_app()
    match = start(app, TWO_HUMANS, setup=EXAMPLE_3_SETUP)
    take_turn(app)
    for col in (5, 6, 7, 8):
        click(app, centre(app, "pile:0"))
        drag(app, centre(app, "held"), centre(app, cell(0, 1, col)))
    take_turn(app)
    click(app, centre(app, "pile:1"))
    drag(app, centre(app, "held"), centre(app, "discard"))
    take_turn(app)
    click(app, centre(app, "pile:2"))
    drag(app, centre(app, "held"), centre(app, cell(0, 1, 7)), release=False)
    hint = [g.label for g in table(app).board.model.drops("held", cell(0, 1, 7))]
    assert hint and hint[0].startswith("Make room: push columns 8-9 of row 2 one cell right")
    post(pygame.MOUSEBUTTONUP, pos=centre(app, cell(0, 1, 7)), button=1)
    step_shown(app)
    assert match.actions[-1] == {"seat": 0, "type": "shift", "row": 1, "from_col": 7, "to_col": 8, "by": 1}
    assert "into the freed cell" in table(app).board.model.status
    assert table(app).board.drop_targets("held") == {cell(0, 1, 7)}
    assert table(app).board.highlights()[0] == {cell(0, 1, 7)}  # it glows before any drag
    click(app, centre(app, cell(0, 1, 7)))
    click(app, centre(app, "pile:2"))
    drag(app, centre(app, "held"), centre(app, cell(0, 1, 8)))
    drag(app, centre(app, "held"), centre(app, cell(0, 1, 8)))
    click(app, centre(app, "pile:2"))
    click(app, centre(app, "discard-button"))
    assert match.result()["scores"] == [96, 0]
    frames = [f for f in table(app).board.model.frames if f.style == "strong"]
    assert any(f.label == "str 2 · 96 pts" for f in frames)


def test_example_2_played_through_the_window_with_targets_by_click():
    """Example 2 (OGA-16, 19-21, 26-28) by two humans with mouse gestures only: attack, booty, lasso,
    archer and axe targets are clicked in the other player's area; only legal targets glow."""
    app = make_app()
    match = start(app, TWO_HUMANS, setup=EXAMPLE_2_SETUP)
    for i, action in enumerate(EXAMPLE_2_ACTIONS):
        take_turn(app)
        scene = table(app)
        phase = match.view(action["seat"])["phase"]
        if phase in ("lasso", "shoot", "attack", "sink"):
            post(pygame.MOUSEMOTION, pos=(3, 3), rel=(0, 0), buttons=(0, 0, 0))
            app.step()
            glow, _ = scene.board.highlights()
            legal = match.legal_actions(action["seat"])
            wanted = set()
            for a in legal:
                if a["type"] in ("lasso", "shoot"):
                    wanted.add(cell(a["target"], a["row"], a["col"]))
                elif a["type"] == "attack":
                    wanted.add(cell(a["target"], a["target_row"], a["target_col"]))
                elif a["type"] == "sink":
                    wanted.add(cell(a["seat"], a["row"], a["col"]))
            assert glow == wanted, (i, phase)
        perform_by_mouse(app, action)
        assert match.actions == EXAMPLE_2_ACTIONS[: i + 1], i
    view = match.view(0)
    assert view["discard"] == [
        "axe",
        "stern",
        "paddler-red-4",
        "bow",
        "loot-fur",
        "lasso",
        "archer",
        "paddler-black-2",
        "loot-eagle",
    ]
    assert match.result()["scores"] == [0, 0]
    texts = [entry.text for entry in table(app).session.history_of(0).entries]
    assert "Noor lassoed the tent from your canoe in row 2 (column 2)" in texts  # the card named, not a cell


def test_OGA_19_a_click_on_a_protected_card_says_why():
    """In the lasso phase a click on a complete canoe's card does nothing and gives the reason."""
    app = make_app()
    match = start(app, TWO_HUMANS, setup=EXAMPLE_2_SETUP)
    for action in EXAMPLE_2_ACTIONS[:21]:
        take_turn(app)
        perform_by_mouse(app, action)
    take_turn(app)
    assert match.view(1)["phase"] == "lasso"
    click(app, centre(app, cell(0, 0, 1)))  # seat 0's complete canoe
    assert len(match.actions) == 21
    assert table(app).board.message == "Not that card: cards of complete canoes are safe."


# --- the end of the game ------------------------------------------------------------------------------
def reach_end_choice(app):
    """END_SETUP: draw the stern, complete a third canoe, attack, discard the booty: the end choice."""
    match = start(app, HUMAN_BOT, setup=END_SETUP)
    click(app, centre(app, "pile:0"))
    drag(app, centre(app, "held"), centre(app, cell(0, 2, 5)))
    assert match.view(0)["phase"] == "attack"
    frames = [f for f in table(app).board.model.frames if f.style == "alert"]
    assert frames and frames[0].label == "str 4 · may attack"
    click(app, centre(app, cell(1, 0, 6)))
    assert match.actions[-1]["type"] == "attack"
    assert table(app).board.model.item("held").card == "bow"
    assert table(app).board.model.item("booty:0").card == "loot-tent"
    while match.view(0)["phase"] == "hold":
        click(app, centre(app, "discard-button"))
    assert match.view(0)["phase"] == "end"
    return match


def test_OGA_31_the_end_choice_is_a_clear_prompt_and_end_shows_the_score_screen():
    """OGA-31, OGA-33, OGA-34: the prompt explains both choices; End the game now opens the score screen
    with each complete canoe, its cards, its loot sets and its points."""
    app = make_app()
    match = reach_end_choice(app)
    board = table(app).board
    prompts = board.prompts()
    assert len(prompts) == 1
    zone, rect, lines = prompts[0]
    assert zone.id == "question"
    assert lines[0] == "Mina: 3 complete canoes — end the game?"
    assert any(line.startswith("End the game now") for line in lines)
    assert rect.contains(board.button_rects["end-button"]) and rect.contains(board.button_rects["continue-button"])
    assert {b.label for b in board.model.buttons if b.zone == "question"} == {"End the game now", "Continue playing"}
    click(app, centre(app, "end-button"))
    assert match.is_over() and match.actions[-1] == {"seat": 0, "type": "end_game"}
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene))
    sheet = app.scenes.top.sheet
    assert sheet.title == "Game over — You win"  # Mina, at the table, reads her own win
    mina = [row for row, seat in zip(sheet.rows, sheet.seats, strict=True) if seat == 0]
    assert [row[3] for row in mina] == ["3", "44", "14"] and mina[0][4] == "61"
    assert mina[1][2] == "4 cards: 4 · bear pair 40"
    assert sheet.cards[1] == ["bow-red", "bear-left", "bear-right", "stern-black"]
    assert any("40" in note and "90" in note for note in sheet.notes)
    assert sheet.notes[-1] == "Mina ended the game after completing a canoe."


def test_the_score_screen_says_why_the_game_ended():
    """The score sheet's last note follows the view's end_cause (OGA-31, OGA-32, OGA-7)."""
    match = Match("ogallala", [Seat("Mina"), Seat("Bot")], 1)
    presenter = make_presenter("ogallala", match.rules, match.names(), match.options)
    view = match.view(0)
    for cause, note in (
        ("five_canoes", "Mina completed a 5th canoe: the game ended by itself."),
        ("no_cards", "The cards ran out: no card was left to draw."),
    ):
        assert presenter.score_sheet({**view, "end_cause": cause}, True).notes[-1] == note


def test_OGA_31_continue_plays_on():
    """Continue playing hands the turn to the next seat; the prompt goes away."""
    app = make_app()
    match = reach_end_choice(app)
    count = len(match.actions)
    click(app, centre(app, "continue-button"))
    assert match.actions[count] == {"seat": 0, "type": "continue"} and match.actions[-1]["seat"] == 1
    assert table(app).board.prompts() == []


# --- keyboard, bots, hover -----------------------------------------------------------------------------
def test_keyboard_tab_and_enter_draw_and_place():
    """The engine's keyboard path: Tab focuses the first gesture (draw from pile 1), Enter does it; then Tab
    and Enter place the held card; a hot key draws too."""
    app = make_app()
    match = start(app, HUMAN_BOT, setup=EXAMPLE_3_SETUP)
    key(app, "tab")
    assert table(app).board.focused.action == {"seat": 0, "type": "draw", "pile": 0}
    key(app, "return")
    assert match.actions == [{"seat": 0, "type": "draw", "pile": 0}]
    key(app, "tab")
    key(app, "return")
    assert match.actions[-1] == {"seat": 0, "type": "place", "row": 0, "col": 0}
    key(app, "2", "2")
    assert match.actions[-1] == {"seat": 0, "type": "draw", "pile": 1}
    key(app, "x", "x")
    assert next(a for a in reversed(match.actions) if a["seat"] == 0) == {"seat": 0, "type": "discard"}


def test_bot_moves_are_animated_and_logged():
    """At normal speed a bot's drawn card travels from its pile to the held place; the log says it in words."""
    app = make_app()
    app.settings.speed = "normal"
    match = start(app, HUMAN_BOT, setup=EXAMPLE_3_SETUP)
    click(app, centre(app, "pile:1"))
    scene = table(app)
    assert scene.board.flights  # the viewer's own draw travels too, a little faster
    run_until(app, lambda: not scene.board.animating)
    drag(app, centre(app, "held"), centre(app, "discard"))
    run_until(app, lambda: any(a["seat"] == 1 for a in match.actions), frames=300)
    assert scene.board.flights and abs(scene.board.flights[0].duration - 0.25) < 1e-9
    drew = [entry.text for entry in scene.session.history_of(scene.viewer).entries if not entry.event][-1]
    assert re.fullmatch(r"Bot 2 drew .+ from pile [123]", drew) and "None" not in drew, drew  # the card named


def test_a_hovered_canoe_shows_its_strength_and_complete_canoes_are_framed():
    """OGA-11, OGA-12: the hint of a canoe's card names its strength (and points when complete); a
    complete canoe is framed with its strength and points."""
    app = make_app()
    start(app, HUMAN_BOT, setup=END_SETUP)
    post(pygame.MOUSEMOTION, pos=centre(app, cell(0, 1, 3)), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    board = table(app).board
    assert board.hover == cell(0, 1, 3)
    hint = board.model.item(cell(0, 1, 3)).hint
    assert hint.startswith("bear left half — canoe of strength 2, 4 cards, complete: 44 points")
    labels = {f.label for f in board.model.frames if f.style == "strong"}
    assert labels == {"str 1 · 3 pts", "str 2 · 44 pts"}
    assert board.model.item(cell(1, 0, 6)).hint.endswith("not complete (no points yet)")


# --- scoring explanations ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("cards", "total"),
    [
        (["bow", "stern"], 2),
        (["bow-red", "paddler-red-3", "loot-woman", "stern-black"], 14),
        (["bow", "bear-left", "bear-right", "stern"], 44),
        (["bow", "bear-right", "bear-left", "stern"], 24),
        (["bow", "bear-left", "bear-person", "stern"], 24),
        (["bow", "horse-person", "horse-left", "horse-right", "stern"], 95),
        (["bow", "horse-left", "horse-right", "paddler-black-1", "horse-person", "stern"], 56),
        (
            [
                "bow",
                "paddler-red-1",
                "paddler-red-2",
                "paddler-red-3",
                "paddler-red-4",
                "chief-red",
                "loot-tent",
                "stern",
            ],
            26,
        ),
    ],
)
def test_OGA_33_OGA_34_score_screen_explanations_add_up(cards, total):
    """The score screen words the view's breakdown: "5 cards: 5 · woman 10 · ...", its numbers adding up."""
    text = canoe_breakdown({"breakdown": breakdown([catalog().index[c] for c in cards]), "cards": cards})
    assert text.startswith(f"{len(cards)} cards: ")
    assert sum(int(part.rsplit(" ", 1)[1]) for part in text.split(" · ")) == total


# --- a whole game --------------------------------------------------------------------------------------
def test_a_whole_game_against_a_bot_through_the_window():
    """A seeded game to its end: the human acts only by posted mouse events (drags, clicks, buttons)
    following the gestures on the table; the game-over score screen shows every seat."""
    app = make_app()
    match = start(app, HUMAN_BOT, seed=21)
    rng = random.Random(5)
    # an attack may be taken through another cell of the same canoe: one choice (same_choice)
    played = play_seat_0_to_the_end(
        app, match, lambda _: greedy_choice(match, rng), perform_by_mouse, 3000, same_choice
    )
    assert len(played) >= 30
    sheet = app.scenes.top.sheet
    assert set(sheet.seats) == {0, 1}
    kinds = {a["type"] for a in match.actions if a["seat"] == 0}
    assert {"draw", "place", "discard"} <= kinds


def test_click_the_held_card_then_a_cell_is_the_drag_alternative():
    """Every drag has a click alternative: click the held card, then the cell (or the discard pile)."""
    app = make_app()
    match = start(app, HUMAN_BOT, setup=EXAMPLE_3_SETUP)
    click(app, centre(app, "pile:0"))
    click(app, centre(app, "held"))
    assert table(app).board.picked == "held"
    click(app, centre(app, cell(0, 2, 9)))
    assert match.actions[-1] == {"seat": 0, "type": "place", "row": 2, "col": 9}
    click(app, centre(app, "pile:0"))
    click(app, centre(app, "held"))
    click(app, centre(app, "discard"))
    assert next(a for a in reversed(match.actions) if a["seat"] == 0) == {"seat": 0, "type": "discard"}


def test_reasons_for_clicks_that_do_nothing():
    """Out of turn, before drawing, or on a pile while holding a card: one line says why."""
    match = Match("ogallala", HUMAN_BOT, 3, {}, EXAMPLE_3_SETUP)
    presenter = make_presenter("ogallala", match.rules, match.names(), match.options)
    state_explain = lambda a: match.rules.explain_illegal(match.state, a)  # noqa: E731
    assert presenter.explain("click", cell(0, 0, 0), None, match.view(1), state_explain) == "Wait: it is Mina's turn."
    assert presenter.explain("click", cell(0, 0, 0), None, match.view(0), state_explain).startswith("Draw a card first")
    match.apply({"seat": 0, "type": "draw", "pile": 0})
    assert presenter.explain("click", "pile:1", None, match.view(0), state_explain).startswith("You already hold")
    assert presenter.explain("drop", "held", "pile:1", match.view(0), state_explain).startswith(
        "The held card cannot go back"
    )


def test_odd_window_sizes_keep_the_table_drawable():
    """The layout is in fractions of the window: small, wide and large windows draw without trouble."""
    app = make_app()
    start(app, [Seat("Mina")] + [Seat(f"Bot {i}", "bot", "random") for i in range(2, 6)], setup=EXAMPLE_3_SETUP)
    for size in ((480, 320), (1900, 600), (1920, 1080), (1280, 720)):
        app.resize(size)
        app.step()
        board = table(app).board
        window = pygame.Rect(0, 0, *size)
        assert all(window.contains(r) for k, r in board.rects.items() if k.startswith("cell:"))


def test_OGA_40_score_screens_of_finished_games_add_up():
    """In finished 2-5 seat games, each seat's canoe rows add up to its total, and a seat's total is its score."""
    for seed, n in ((1, 2), (2, 3), (3, 4), (4, 5)):
        match = Match("ogallala", [Seat(f"P{i}") for i in range(n)], seed)
        rng = random.Random(seed)
        while not match.is_over():
            match.apply(greedy_choice(match, rng))
        presenter = make_presenter("ogallala", match.rules, match.names(), match.options)
        view = match.view(0)
        sheet = presenter.score_sheet(view, True)
        assert presenter.score_sheet(view, False) is None
        for seat in range(n):
            rows = [row for row, s in zip(sheet.rows, sheet.seats, strict=True) if s == seat]
            assert rows[0][4] == str(view["scores"][seat])
            if len(rows) > 1 or rows[0][1].startswith("str"):
                assert sum(int(row[3]) for row in rows) == view["scores"][seat]
        for canoe in (c for s in view["seats"] for c in s["canoes"] if c["complete"]):
            assert sum(p["points"] for p in canoe["breakdown"]) == canoe["points"]


def test_no_hand_off_screen_between_humans_when_nothing_is_hidden():
    """OGA-38: everything on the table is public, so two humans pass the mouse without a hand-off screen."""
    from tablegame.core.match import Match, Seat

    app = make_app()
    match = Match("ogallala", [Seat("Ann"), Seat("Ben")], 3)
    app.open_table(match)
    app.step()
    scene = app.scenes.top
    while match.to_act() == [0]:
        scene.apply(match.legal_actions(0)[0])
        app.step()
    for _ in range(5):
        app.step()
    assert not isinstance(app.scenes.top, HandoffScene)
    assert app.scenes.top is scene and scene.viewer == match.to_act()[0] == 1


def test_the_presenter_declares_the_kind_of_every_zone_it_uses():
    """zone_kinds names every required zone with the kind layouts/ogallala.yaml gives it."""
    layout = load_layout(layout_path("ogallala"), "ogallala", (2,))
    kinds = OgallalaPresenter.zone_kinds
    assert set(OgallalaPresenter.required_zones) <= set(kinds)
    assert {zone_id: layout.zones[zone_id].kind for zone_id in kinds} == kinds
