"""The table through the real event loop: drops, highlights, powers, keyboard, hot-seat, saves, resize."""

from __future__ import annotations

import threading

import pygame
from driver import centre, click, drag, key, make_app, post, run_until, start_match, table, type_text

from tablegame.app.games import make_presenter
from tablegame.app.games.cabo.art import POWER_COLOURS, POWER_GLYPHS
from tablegame.app.scenes.dialogs import HandoffScene
from tablegame.app.scenes.menu import LoadScene, MenuScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Match, Seat
from tablegame.table import render
from tablegame.table.model import BACK, PRIVATE, REMEMBERED

# Deal for 2 seats: seat 0 gets 5,1,9,2; seat 1 gets 3,8,13,6; the discard is 4; draws: 10 (spy), 11 (swap), 7, 12
SPY_DECK = ["c5", "c3", "c1", "c8", "c9", "c13", "c2", "c6", "c4", "c10", "c11", "c7", "c12"]
# seat 0 gets 5,5,9,2: a pair for a multi-replace; the first draw is a 1
PAIR_DECK = ["c5", "c3", "c5", "c8", "c9", "c13", "c2", "c6", "c4", "c1", "c12", "c7", "c10", "c0"]
HUMAN_BOT = [Seat("Mina"), Seat("Bot 2", "bot", "random")]


def mine(match, seat: int = 0) -> dict:
    """The last action of a seat (the bot may have moved since)."""
    return next(a for a in reversed(match.actions) if a["seat"] == seat)


def peek_first_two(app, match, seat: int = 0) -> None:
    """Seat 0 looks at its 1st and 2nd cards by two clicks, then waits for its turn."""
    click(app, centre(app, f"row:{seat}:0"))
    click(app, centre(app, f"row:{seat}:1"))
    run_until(app, lambda: match.view(0)["phase"] == "turn" and match.to_act() == [0] and not table(app).pacing())


def test_peek_start_by_two_clicks_shows_cards_only_until_the_next_input():
    """CABO-6, CABO-33: the two looked-at cards are shown ("only you") until the seat's next input."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    click(app, centre(app, "row:0:0"))
    assert match.actions == [] and table(app).board.model.item("row:0:0").selected
    click(app, centre(app, "row:0:1"))
    assert match.actions[0] == {"seat": 0, "type": "peek_start", "positions": [0, 1]}
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "turn")
    model = table(app).board.model
    assert model.item("row:0:0").look == PRIVATE and model.item("row:0:0").card == "c5"
    assert model.item("row:1:0").look == BACK and model.item("row:1:0").card is None  # never the bot's cards
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 300), button=1)
    app.step()
    assert table(app).board.model.item("row:0:0").look == BACK


def test_memory_aid_keeps_seen_cards_visible():
    """CABO-33 with memory_aid: seen face-down cards stay drawn (as remembered)."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK}, options={"memory_aid": True})
    peek_first_two(app, match)
    click(app, (5, 300))
    assert table(app).board.model.item("row:0:1").look == REMEMBERED


def test_draw_by_click_then_drag_to_replace_with_highlights():
    """Click the draw pile to draw; while dragging, every legal target glows, the one under the pointer more."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    click(app, centre(app, "draw"))
    assert mine(match) == {"seat": 0, "type": "draw", "source": "deck"}
    board = table(app).board
    assert board.model.item("drawn").card == "c10"
    drag(app, centre(app, "drawn"), centre(app, "row:0:2"), release=False)
    glow, strong = board.highlights()
    assert {"row:0:0", "row:0:1", "row:0:2", "row:0:3", "discard"} <= glow
    assert strong == {"row:0:2"} and "row:1:0" not in glow
    post(pygame.MOUSEBUTTONUP, pos=centre(app, "row:0:2"), button=1)
    app.step()
    assert mine(match) == {"seat": 0, "type": "replace", "positions": [2]}


def test_illegal_drop_flies_back_with_a_reason_and_changes_nothing():
    """Dropping the drawn card on another player's card: no action, a one-line reason, the card flies back."""
    app = make_app()
    app.settings.speed = "normal"
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    click(app, centre(app, "draw"))
    count = len(match.actions)
    board = table(app).board
    run_until(app, lambda: not table(app).pacing())  # the drawn card lands before it can be moved on
    drag(app, centre(app, "drawn"), centre(app, "row:1:1"))
    assert len(match.actions) == count
    assert "not Bot 2's" in board.message and "\n" not in board.message
    assert board.flights and board.flights[0].hide == "drawn" and abs(board.flights[0].duration - 0.2) < 1e-9
    drag(app, centre(app, "drawn"), (30, 400))  # empty felt
    assert len(match.actions) == count and "Drop the drawn card" in board.message
    click(app, centre(app, "row:1:0"))  # a click on another seat's card says why too
    assert len(match.actions) == count and board.message


def test_clicks_out_of_turn_say_whose_turn_it_is():
    """A click while the bot thinks (in its thread) is never silently ignored; the window keeps drawing."""
    app = make_app(threads=True)
    match = Match("cabo", [Seat("Bot 1", "bot", "random"), Seat("Mina")], 3)
    app.open_table(match)
    release = threading.Event()
    bot = table(app).bots[0]
    chooser = bot.choose
    bot.choose = lambda view, legal: (release.wait(5), chooser(view, legal))[1]
    app.step()
    click(app, centre(app, "row:1:0"))
    assert "Bot 1" in table(app).board.message and match.actions == []
    assert "thinking" in table(app).board.model.status
    release.set()
    run_until(app, lambda: len(match.actions) == 1, frames=5000)


def test_multi_replace_by_choosing_cards_then_dragging():
    """CABO-13: click two own cards, then drag the drawn card onto one of them."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": PAIR_DECK})
    peek_first_two(app, match)
    click(app, centre(app, "draw"))
    click(app, centre(app, "row:0:0"))
    click(app, centre(app, "row:0:1"))
    assert table(app).board.model.item("row:0:1").selected
    drag(app, centre(app, "drawn"), centre(app, "row:0:1"))
    assert mine(match) == {"seat": 0, "type": "replace", "positions": [0, 1]}
    assert len(match.view(0)["rows"][0]) == 3


def test_spy_by_button_then_click_on_target():
    """CABO-17: "Use SPY" then click the opponent's card; the spied card is shown only to the spy."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    click(app, centre(app, "draw"))
    click(app, centre(app, "power-button"))
    glow, _ = table(app).board.highlights()
    assert {"row:1:0", "row:1:2"} <= glow and "row:0:0" not in glow
    click(app, centre(app, "row:1:2"))
    assert mine(match) == {"seat": 0, "type": "spy", "target": 1, "position": 2}
    assert table(app).board.model.item("row:1:2").look == PRIVATE


def test_discard_drop_with_a_power_opens_a_chooser():
    """Dropping a power card on the discard pile asks: just discard, or use the power."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    click(app, centre(app, "draw"))
    board = table(app).board
    drag(app, centre(app, "drawn"), centre(app, "discard"))
    assert board.chooser and len(board.chooser) == 2
    click(app, board.chooser_rects[0].center)
    assert mine(match) == {"seat": 0, "type": "discard"}


def test_swap_by_dragging_own_card_onto_opponents_card():
    """CABO-18: in SWAP mode, drag one of your cards onto another player's card."""
    app = make_app()
    deck = ["c5", "c3", "c1", "c8", "c9", "c13", "c2", "c6", "c4", "c11", "c10", "c7", "c12"]
    match = start_match(app, HUMAN_BOT, setup={"deck": deck})
    peek_first_two(app, match)
    click(app, centre(app, "draw"))
    key(app, "p")  # hot key: use the power
    drag(app, centre(app, "row:0:3"), centre(app, "row:1:1"))
    assert mine(match) == {"seat": 0, "type": "swap", "position": 3, "target": 1, "target_position": 1}


def test_keyboard_cycles_actions_and_enter_performs():
    """Tab moves a visible focus over the possible actions with a line of text; Enter does it; hot keys."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    for _ in range(1):
        key(app, "tab")
    board = table(app).board
    assert board.focused is not None and "Enter:" not in board.model.status
    key(app, "return")  # choose the 1st card
    key(app, "tab")
    while board.focused is not None and board.focused.action is None:
        key(app, "tab")
    key(app, "return")
    assert match.actions[0]["type"] == "peek_start"
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "turn")
    key(app, "d")
    assert mine(match) == {"seat": 0, "type": "draw", "source": "deck"}
    key(app, "x")
    assert mine(match) == {"seat": 0, "type": "discard"}
    run_until(app, lambda: match.to_act() == [0])
    key(app, "c")
    key(app, "tab")  # "Call CABO? This can't be taken back": from "Not now" to yes
    key(app, "return")
    assert mine(match) == {"seat": 0, "type": "call_cabo"}


def test_hot_seat_hand_off_hides_the_table_between_humans():
    """Two humans: a full-window hand-off before each one's turn, peeks included; nothing private shows."""
    app = make_app()
    match = start_match(
        app, [Seat("Mina"), Seat("Noor"), Seat("Bot 3", "bot", "random")], setup={"deck": SPY_DECK + ["c0"] * 0}
    )
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Mina"
    screen = pygame.display.get_surface()
    assert not any(screen.get_at((x, y))[:3] == render.BACK_COLOUR for x in range(0, 1280, 7) for y in range(0, 720, 7))
    click(app, (640, 360))
    scene = table(app)
    assert scene.viewer == 0 and isinstance(app.scenes.top, TableScene)
    click(app, centre(app, "row:0:0"))
    click(app, centre(app, "row:0:3"))
    assert match.to_act() == [1]
    assert scene.board.model.item("row:0:0").look == PRIVATE  # Mina still sees her cards
    assert "remember" in scene.board.model.status
    click(app, (20, 400))  # hides them; then the hand-off to Noor
    app.step()
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Noor"
    click(app, (640, 360))
    assert scene.viewer == 1
    assert all(item.look != PRIVATE for item in scene.board.model.cards)
    assert scene.board.model.item("row:0:0").card is None  # Noor never gets Mina's cards


def test_autosave_after_every_action_and_resume_restores_the_position():
    """The autosave follows every action; "Continue last game" in the menu rebuilds the same position."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    click(app, centre(app, "draw"))
    saved = app.store.load_kept(app.store.kept_games()[0])
    assert saved.actions == match.actions
    click(app, centre(app, "app:menu"))
    assert isinstance(app.scenes.top, MenuScene)
    resume = next(b for b in app.scenes.top.buttons if b.label == "Continue last game")
    assert resume.enabled
    click(app, resume.rect.center)
    scene = table(app)
    assert scene.match.actions == match.actions
    assert scene.match.view(0) == match.view(0)
    assert scene.board.model.item("drawn").card == "c10"


def test_menu_start_with_chosen_seats_and_names():
    """Menu: rename seat 1, make a 3-seat game, start; the table has those seats."""
    app = make_app()
    app.open_menu()
    app.step()
    menu = app.scenes.top
    field = menu.seats[0].field
    click(app, field.rect.center)
    for _ in range(len(field.text)):
        key(app, "backspace")
    type_text(app, "Ada")
    plus = next(b for b in menu.buttons if b.label == "+")
    click(app, plus.rect.center)
    start = next(b for b in menu.buttons if b.label == "Start")
    click(app, start.rect.center)
    scene = table(app)
    assert [s.name for s in scene.match.seats] == ["Ada", "Bot 2", "Bot 3"]
    assert [s.kind for s in scene.match.seats] == ["human", "bot", "bot"]


def test_menu_changes_seat_kind_and_options():
    """Seat kinds cycle through human and the bot levels; options cycle through their values."""
    app = make_app()
    app.open_menu()
    app.step()
    menu = app.scenes.top
    kind = next(b for b in menu.buttons if b.label == "Human")
    click(app, kind.rect.center)
    assert menu.seats[0].kind == "bot"
    aid = next(b for b in menu.buttons if b.label.startswith("Memory aid"))
    click(app, aid.rect.center)
    assert menu.options["memory_aid"] is True


def test_save_dialog_and_load_list_with_a_damaged_file():
    """Ctrl+S names a save; the load list shows it and a damaged file with its problem, left untouched."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    key(app, "s", mod=pygame.KMOD_CTRL)
    dialog = app.scenes.top
    assert isinstance(dialog, SaveDialog)
    for _ in range(60):
        key(app, "backspace")
    type_text(app, "my game")
    key(app, "return")
    assert isinstance(app.scenes.top, TableScene) and "Saved" in table(app).board.message
    damaged = app.store.folder / "broken.json"
    damaged.write_text("{not json", encoding="utf-8")
    before = damaged.read_bytes()
    app.open_menu()
    app.step()
    load = next(b for b in app.scenes.top.buttons if b.label == "Load a saved game")
    click(app, load.rect.center)
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    names = [e.name for e in scene.entries]
    assert "my game" in names and "broken" in names
    broken = next(row for row in scene.rows if row.title.startswith("broken"))
    # listed with its problem; only Delete (which asks first) may be pressed
    assert "broken.json" in broken.problem and [action.label for action in broken.actions] == ["Delete"]
    assert isinstance(app.scenes.top, LoadScene) and damaged.read_bytes() == before
    mine = next(rect for row, rect in scene.row_rects if row.title == "my game")
    click(app, next(b for b in scene.buttons if mine.contains(b.rect) and b.label == "Load").rect.center)
    assert table(app).match.actions == match.actions


def test_window_resize_keeps_the_layout_and_odd_sizes_do_not_crash():
    """Resizable window: items stay inside; tiny and very wide windows draw without errors."""
    app = make_app()
    match = start_match(
        app,
        [Seat("Mina"), Seat("Bot 2", "bot", "random"), Seat("Bot 3", "bot", "random"), Seat("Bot 4", "bot", "random")],
    )
    for size in ((1920, 1080), (200, 120), (2500, 400), (64, 48), (1280, 720)):
        post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        app.step()
        board = table(app).board
        assert board.size == size
        window = pygame.Rect(0, 0, *size).inflate(4, 4)
        for key_name, rect in board.rects.items():
            assert window.contains(rect), (size, key_name, rect)
    bottom = table(app).board.rects["row:0:0"]
    assert bottom.bottom <= 720 and bottom.top > 720 * 0.6  # the viewer's row stays at the bottom
    del match


def test_bots_think_in_a_thread_while_the_window_keeps_drawing():
    """With threaded bots the loop never blocks: frames keep coming while a bot decides."""
    app = make_app(threads=True)
    match = start_match(app, [Seat("Bot 1", "bot", "normal"), Seat("Bot 2", "bot", "normal")])
    frames = app.frames
    run_until(app, lambda: len(match.actions) >= 6, frames=20000)
    assert app.frames > frames


def test_log_lines_describe_bot_actions():
    """Each action gets a short log line from match.describe."""
    app = make_app()
    match = start_match(app, HUMAN_BOT, setup={"deck": SPY_DECK})
    peek_first_two(app, match)
    assert "Bot 2 looked at their" in " ".join(entry.text for entry in table(app).board.model.history)


def test_hot_seat_after_a_turn_the_next_human_gets_a_hand_off_and_no_drawn_card():
    """After Mina draws and replaces, Noor's hand-off comes before anything of Noor's turn is drawn."""
    app = make_app()
    match = start_match(app, [Seat("Mina"), Seat("Noor")], setup={"deck": SPY_DECK})
    for seat in (0, 1):
        click(app, (640, 360))  # take the table
        click(app, centre(app, f"row:{seat}:0"))
        click(app, centre(app, f"row:{seat}:1"))
        click(app, (20, 400))  # hide the two cards
        app.step()
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Mina"
    click(app, (640, 360))
    click(app, centre(app, "draw"))
    assert table(app).board.model.item("drawn").card == "c10"
    drag(app, centre(app, "drawn"), centre(app, "row:0:3"))
    app.step()
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Noor"
    click(app, (640, 360))
    scene = table(app)
    assert scene.viewer == 1 and scene.board.model.item("row:0:3").card is None
    assert mine(match) == {"seat": 0, "type": "replace", "positions": [3]}


def test_a_failing_bot_is_reported_and_the_game_goes_on():
    """A bot that raises plays its first legal action, and the table says so."""
    app = make_app()
    match = Match("cabo", [Seat("Bot 1", "bot", "random"), Seat("Mina")], 3)
    app.open_table(match)

    def broken(view, legal):
        raise RuntimeError("oops")

    table(app).bots[0].choose = broken
    run_until(app, lambda: len(match.actions) == 1)
    assert "Bot 1 failed" in table(app).board.message


# --- what the presenter reads from the rules instead of working it out -------------------------------------
def cabo_presenter(match: Match):
    """A CABO presenter for a match's seats and options."""
    return make_presenter("cabo", match.rules, match.names(), match.options)


def test_the_cards_that_travel_are_the_moves_the_rules_record():
    """A mismatched triple replace (CABO-13): lifted cards, the new card and the penalty card go to the right end."""
    match = Match(
        "cabo",
        [Seat("Mina"), Seat("Noor")],
        1,
        {},
        {"deck": ["c4", "c2", "c6", "c2", "c4", "c7", "c11", "c9", "c10", "c3", "c13", "c5", "c8"]},
    )
    for seat in (0, 1):
        match.apply({"seat": seat, "type": "peek_start", "positions": [0, 2]})
    match.apply({"seat": 0, "type": "draw", "source": "deck"})
    before = match.view(1)
    action = {"seat": 0, "type": "replace", "positions": [0, 1, 2]}
    match.apply(action)
    motions = cabo_presenter(match).motions(action, before, match.view(1))
    assert [(m.source, m.target) for m in motions] == [
        ("row:0:0", "row:0:1"),
        ("row:0:1", "row:0:2"),
        ("row:0:2", "row:0:3"),
        ("drawn", "row:0:4"),
        ("draw", "row:0:5"),
    ]


def test_the_score_sheet_explains_a_bomb_from_the_rules_reasons_and_numbers():
    """CABO-25: the sheet's words come from the score screen's `why`, `scoring` and the revealed row."""
    deck = ["c1", "c12", "c2", "c13", "c3", "c12", "c4", "c13", "c9"]
    match = Match("cabo", [Seat("Mina"), Seat("Noor")], 1, {}, {"deck": deck})
    for seat in (0, 1):
        match.apply({"seat": seat, "type": "peek_start", "positions": [0, 1]})
    match.apply({"seat": 0, "type": "call_cabo"})
    match.apply({"seat": 1, "type": "draw", "source": "deck"})
    match.apply({"seat": 1, "type": "discard"})
    view = match.view(0)
    sheet = cabo_presenter(match).score_sheet(view, False)
    assert [row[2] for row in sheet.rows] == ["bomb by Noor: 50", "bomb: two 12s and two 13s"]
    assert sheet.notes[0] == (
        "Bomb! Noor holds exactly two 12s and two 13s: 0 points for them, 50 for everyone "
        "else (this replaces the caller's 0 or +10)."
    )
    view["last_round"]["scoring"]["bomb_penalty"] = 70  # the words follow the rules' numbers, never their own
    assert "70 for everyone else" in cabo_presenter(match).score_sheet(view, False).notes[0]


def test_cabo_paints_its_own_faces_from_the_catalog():
    """The card look of CABO lives in its package (art.py): every kind has a painter; a power card has
    its power's band, a plain card none. The generic table only adds its PRIVATE and REMEMBERED marks."""
    make_app()  # pygame and its fonts ready
    match = Match("cabo", [Seat("Mina"), Seat("Noor")], 1)
    faces = cabo_presenter(match).faces()
    catalog = match.rules.catalog
    assert set(faces) == set(catalog.ids) and all(face.paint is not None for face in faces.values())
    art = render.CardArt(render.Fonts(), faces)
    for kind, power in zip(catalog.ids, catalog.powers, strict=True):
        band = art.surface(kind, "face", (90, 130)).get_at((5, 100))[:3]  # the band's left end
        assert (band == POWER_COLOURS[POWER_GLYPHS[power]]) if power else band != POWER_COLOURS["eye"]
    marked = art.surface("c7", PRIVATE, (90, 130)).get_at((2, 65))[:3]  # the frame of a card only you see
    assert marked == render.PRIVATE_COLOUR
