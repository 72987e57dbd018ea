"""The history panel and the table's story: scrolling, grouping, marks, pacing, round ends, read-only tables,
hand-off wording, hints and the chooser's Cancel."""

from __future__ import annotations

import random

import pygame
import pytest
from driver import centre, click, key, make_app, post, recorded_canvas, run_until, table

from tablegame import i18n
from tablegame.app.games import playable_games
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.core.history import Entry
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.table import render as r
from tablegame.table.events import Key, PointerDown, PointerLeave
from tablegame.table.history_panel import HistoryPanel, history_rows
from tablegame.table.model import BACK, Gesture
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import recording_texts

NAMES = ["Mina", "Bot 2"]


def played(game: str, seats: list[Seat], actions: int, seed: int = 2) -> Match:
    """A match with some random legal actions already taken."""
    match = Match(game, seats, seed)
    rng = random.Random(seed)
    while len(match.actions) < actions and not match.is_over():
        seat = match.to_act()[0]
        match.apply(rng.choice(match.legal_actions(seat)))
    return match


def panel_centre(app) -> tuple[int, int]:
    """The middle of the history panel as last drawn."""
    return table(app).board.panel.area.center


# --- grouping ---------------------------------------------------------------------------------------------
def test_rows_have_a_separator_per_round_and_turn_and_mark_events_and_new_entries():
    """Round 1 and 2 separators, a turn header per seat's turn ("You" for the reader), events apart."""
    entries = [
        Entry(0, "You drew a 5", 0, 1, 0),
        Entry(1, "You replaced your 1st card", 0, 1, 0),
        Entry(2, "Bot 2 called CABO", 1, 1, 1),
        Entry(2, "The round ends", 1, 1, 1, event=True),
        Entry(3, "Bot 2 drew a card", 1, 2, 2),
    ]
    rows = history_rows(entries, NAMES, 0, fresh_from=2)
    assert [(r.kind, r.text) for r in rows] == [
        ("round", "Round 1"),
        ("turn", "You"),
        ("entry", "You drew a 5"),
        ("entry", "You replaced your 1st card"),
        ("since", "New since your turn"),
        ("turn", "Bot 2"),
        ("entry", "Bot 2 called CABO"),
        ("event", "The round ends"),
        ("round", "Round 2"),
        ("turn", "Bot 2"),
        ("entry", "Bot 2 drew a card"),
    ]
    assert [r.fresh for r in rows if r.kind in ("entry", "event")] == [False, False, True, True, True]
    onlooker = history_rows(entries, NAMES, None, None)
    assert ("turn", "Mina") in [(r.kind, r.text) for r in onlooker] and not any(r.fresh for r in onlooker)


def test_a_long_history_is_wrapped_only_where_it_is_seen():
    """Thousands of entries: a frame wraps only the rows near the visible part."""
    entries = [
        Entry(i, f"Bot 2 placed a card number {i} at row 2, column 7, next to the others", 1, 1 + i // 500, i // 3)
        for i in range(5000)
    ]
    panel = HistoryPanel()
    panel.sync(entries, NAMES, 0, None)
    surface = pygame.Surface((1280, 720))
    fonts = make_app().fonts
    panel.draw(surface, pygame.Rect(1000, 300, 260, 300), fonts, "What happened")
    assert 0 < len(panel._wrapped) < 300
    panel.key("home")
    panel.draw(surface, pygame.Rect(1000, 300, 260, 300), fonts, "What happened")
    assert panel.offset == panel.max_offset() > 0


# --- scrolling in the window --------------------------------------------------------------------------------
def test_the_panel_scrolls_by_wheel_keys_and_drag_and_jumps_back_down_by_the_pill():
    """A long Ogallala game: wheel, Page Up/Down, Home/End over the panel, dragging rows and the thumb."""
    app = make_app()
    match = played("ogallala", [Seat("Mina"), Seat("Noor")], 120)  # two humans: nothing moves on its own
    app.open_table(match)
    app.step()
    panel = table(app).board.panel
    assert panel.offset == 0 and panel.max_offset() > 0
    inside = panel_centre(app)
    post(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=2)
    app.step()
    assert panel.offset > 0
    key(app, "end")
    assert panel.offset == 0
    key(app, "page up")
    paged = panel.offset
    assert paged > 0
    key(app, "page down")
    assert panel.offset == 0
    key(app, "home")
    app.step()
    assert panel.offset == panel.max_offset()
    key(app, "end")
    post(pygame.MOUSEBUTTONDOWN, pos=inside, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(inside[0], inside[1] + 40), rel=(0, 40), buttons=(1, 0, 0))
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=(inside[0], inside[1] + 40), button=1)
    app.step()
    assert panel.offset == 40  # the rows followed the pointer down: older entries came into view
    thumb = panel.thumb.center
    post(pygame.MOUSEBUTTONDOWN, pos=thumb, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(thumb[0], thumb[1] - 30), rel=(0, -30), buttons=(1, 0, 0))
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=(thumb[0], thumb[1] - 30), button=1)
    app.step()
    assert panel.offset > 40 + 30  # the thumb moves the content by more than the pointer
    # once the pointer is away and the table was clicked, the panel leaves the keys alone
    assert table(app).board.panel_focus
    click(app, (640, 330))
    assert not table(app).board.panel_focus
    before = panel.offset
    key(app, "page down")
    assert panel.offset == before
    # an entry arriving while scrolled up keeps the view in place and shows the pill
    scene = table(app)
    kept = panel.offset
    scene.apply(match.legal_actions(match.to_act()[0])[0])
    app.draw()
    assert panel.unseen and panel.offset > kept
    click(app, panel.pill.center)
    assert panel.offset == 0 and not panel.unseen


def test_the_status_line_and_panel_name_the_viewer_you_and_separate_rounds():
    """CABO after a round against a bot: "Round 2" and a "You" turn header are among the rows."""
    app = make_app()
    match = played("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 400, seed=5)
    app.open_table(match)
    app.step()
    if isinstance(app.scenes.top, ScoreScene):
        app.scenes.top.close()
        app.step()
    rows = table(app).board.panel.rows
    assert ("round", "Round 2") in [(r.kind, r.text) for r in rows]
    assert any(r.kind == "turn" and r.text == "You" for r in rows)
    assert any(r.kind == "turn" and r.text == "Bot 2" for r in rows)


# --- what changed since the viewer's last turn ----------------------------------------------------------------
def test_entries_and_items_since_the_viewers_last_action_are_marked_until_it_acts():
    """After Mina's peek and Bot 2's moves, Bot 2's entries are fresh and its cards ringed; acting clears both."""
    app = make_app()
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3)
    app.open_table(match)
    app.step()
    scene = table(app)
    run_until(app, lambda: 0 in match.to_act() and scene.viewer_may_act() and not scene.pacing())
    scene.apply(match.legal_actions(0)[0])
    run_until(app, lambda: match.actions[-1]["seat"] == 1 and 0 in match.to_act() and not scene.pacing())
    model = scene.board.model
    assert model.fresh_from is not None
    assert all(entry.seat == 1 for entry in model.history[model.fresh_from :])
    assert model.changed and all(not key.startswith("row:0:") for key in model.changed if key.startswith("row:"))
    assert any(row.kind == "since" for row in scene.board.panel.rows)
    scene.apply(match.legal_actions(0)[0])
    app.step()
    assert not scene.board.model.changed and scene.board.model.fresh_from is None


# --- pacing and round ends ---------------------------------------------------------------------------------
def test_while_a_bot_move_is_shown_the_status_tells_it_and_no_prompt_is_offered():
    """At normal speed: during the flight and the pause, the status is the move's entries and no move is offered."""
    app = make_app()
    app.settings.speed = "normal"
    match = Match("cabo", [Seat("Bot 1", "bot", "random"), Seat("Mina")], 3)
    app.open_table(match)
    scene = table(app)
    run_until(app, lambda: len(match.actions) >= 1)
    texts = [e.text for e in scene.session.history_of(1).entries if e.action == 0]
    seen_pacing = 0
    while scene.pacing():
        model = scene.board.model
        assert model.status == scene.told_now(texts) and model.status.startswith(texts[0])
        assert not [g for g in model.gestures if not (g.ui or "").startswith("app:")]
        seen_pacing += 1
        app.step()
    assert seen_pacing > 10
    app.step()
    assert [g for g in scene.board.model.gestures if not (g.ui or "").startswith("app:")]  # Mina's look at two


def test_a_move_with_many_events_tells_what_fits_and_points_to_the_history():
    """Too many entries for the status line: the first ones, and how many more the panel holds."""
    app = make_app()
    app.open_table(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3))
    app.step()
    scene = table(app)
    texts = [f"The river flowed and canoe {i} drifted from slot {i} to slot {i + 1}" for i in range(12)]
    told = scene.told_now(texts)
    assert told.startswith(texts[0]) and told.endswith("more in What happened")
    assert scene.board.status_fits(told) and scene.told_now(texts[:1]) == texts[0]


def test_the_round_end_view_is_shown_until_the_score_screen_closes(monkeypatch):
    """With a round_end_view hook, every frame from the round's last move to the closed score screen uses it."""
    from tablegame.app.games.cabo.presenter import CaboPresenter

    ends: list[dict] = []

    def round_end_view(self, before, after):
        ends.append(dict(before, marker="round end"))
        return ends[-1]

    built: list[dict] = []
    original = CaboPresenter.build
    monkeypatch.setattr(CaboPresenter, "round_end_view", round_end_view)

    def build(self, view, legal):
        built.append(view)
        return original(self, view, legal)

    monkeypatch.setattr(CaboPresenter, "build", build)
    app = make_app()
    app.settings.speed = "fast"
    match = Match("cabo", [Seat("Bot 1", "bot", "random"), Seat("Bot 2", "bot", "random")], 4)
    app.open_table(match)
    scene = table(app)
    run_until(app, lambda: scene.session.round_end is not None, frames=20000)
    end_at = len(built)
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene), frames=600)
    assert all(view.get("marker") == "round end" for view in built[end_at:])
    app.scenes.top.close()
    app.step()
    assert scene.session.round_end is None and "marker" not in built[-1]


# --- read-only tables ----------------------------------------------------------------------------------------
def test_a_finished_game_is_shown_face_up_with_nothing_to_do_and_a_working_panel():
    """read_only: every card face up, only Menu (and Scores), no bot moves, the panel scrolls."""
    app = make_app()
    match = played("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 10**6, seed=1)
    assert match.is_over()
    count = len(match.actions)
    app.open_table(match, read_only=True)
    for _ in range(10):
        app.step()
    scene = table(app)
    assert app.scenes.top is scene and len(match.actions) == count
    model = scene.board.model
    assert "finished game" in model.status
    assert all(item.look != BACK or item.card is not None for item in model.cards if item.key.startswith("row:"))
    window_buttons = {g.ui for g in model.gestures}
    assert window_buttons <= {"app:menu", "app:scores", "app:rules", "app:whatis"} and "app:menu" in window_buttons
    post(pygame.MOUSEMOTION, pos=panel_centre(app), rel=(0, 0), buttons=(0, 0, 0))
    key(app, "page up")
    assert scene.board.panel.offset > 0
    click(app, centre(app, "app:scores"))
    assert isinstance(app.scenes.top, ScoreScene) and [b.label for b in app.scenes.top.buttons] == ["Back to the table"]


# --- hand-offs -----------------------------------------------------------------------------------------------
def test_a_hand_off_says_what_happened_and_what_the_next_player_must_do():
    """Mina looks at two cards; Noor's hand-off names Mina's move and Noor's task as an onlooker reads them (Mina
    still sits in front of the screen)."""
    app = make_app()
    match = Match("cabo", [Seat("Mina"), Seat("Noor")], 3)
    app.open_table(match)
    app.step()
    app.scenes.top.handle(Key("return"))
    app.step()
    scene = table(app)
    scene.apply(match.legal_actions(0)[0])
    while scene.presenter.showing():
        scene.handle(Key("left shift"))
        app.step()
    run_until(app, lambda: isinstance(app.scenes.top, HandoffScene))
    handoff = app.scenes.top
    assert handoff.name == "Noor"
    onlooker_reads = [e.text for e in scene.session.history_of(None).entries if e.action == 0]
    assert handoff.news == onlooker_reads and onlooker_reads[0].startswith("Mina ")
    assert handoff.prompt and handoff.prompt == scene.handoff_prompt(1)
    lines = handoff.lines()
    assert lines[0].startswith("What happened: Mina ") and lines[1].startswith("Noor, now: ")


# --- hints and the chooser -----------------------------------------------------------------------------------
def test_hints_hide_when_a_bot_moves_the_table_changes_or_the_pointer_leaves():
    """A hovered card's hint goes when a bot moves, and when the pointer leaves the window."""
    app = make_app()
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3)
    app.open_table(match)
    app.step()
    scene = table(app)
    board = scene.board
    post(pygame.MOUSEMOTION, pos=centre(app, "draw"), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert board.hover == "draw"
    post(pygame.WINDOWLEAVE)
    app.step()
    assert board.hover is None and app.pointer == (-1, -1)  # menu buttons too stop looking hovered
    post(pygame.MOUSEMOTION, pos=centre(app, "row:1:0"), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert board.hover == "row:1:0"
    scene.apply(match.legal_actions(0)[0])
    assert board.hover is None
    board.handle(PointerLeave())
    assert board.pointer == (-1, -1)


def test_the_chooser_has_a_cancel_button_and_esc_closes_it():
    """Several gestures for one drop: a small menu with Cancel; clicking Cancel or Esc performs nothing."""
    app = make_app()
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3)
    app.open_table(match)
    app.step()
    board = table(app).board
    performed: list[Gesture] = []
    board.input.perform_cb = performed.append
    options = [Gesture("click", "draw", "One way", ui="a"), Gesture("click", "draw", "Another way", ui="b")]
    board.model.gestures.extend(options)
    board.choose(options)
    app.draw()
    assert board.chooser and board.chooser_cancel.h > 0
    board.handle(PointerDown(board.chooser_cancel.center))
    assert board.chooser is None and not performed
    board.choose(options)
    board.handle(Key("escape"))
    assert board.chooser is None and not performed


def test_cabo_shows_its_final_move_and_no_new_deal_before_the_score_screen(monkeypatch):
    """CABO's own round_end_view: from the round's last move until its score screen closes, every table built
    is of the ended round (the next deal never drawn), and the next round's table comes after."""
    from tablegame.app.games.cabo.presenter import CaboPresenter

    rounds: list[int] = []
    original = CaboPresenter.build

    def build(self, view, legal):
        rounds.append(view["round"])
        return original(self, view, legal)

    monkeypatch.setattr(CaboPresenter, "build", build)
    app = make_app()
    app.settings.speed = "fast"
    match = Match("cabo", [Seat("Bot 1", "bot", "random"), Seat("Bot 2", "bot", "random")], 6)
    app.open_table(match)
    scene = table(app)
    run_until(app, lambda: scene.session.round_end is not None, frames=20000)
    ended = match.view(0)["round"] - 1
    built_at = len(rounds)
    drawn_under_scores = 0
    while not isinstance(app.scenes.top, ScoreScene):
        app.step()
    for _ in range(5):
        app.step()
        app.draw()
        drawn_under_scores += 1
    assert set(rounds[built_at:]) == {ended} and drawn_under_scores
    app.scenes.top.close()
    app.step()
    assert rounds[-1] == ended + 1


def test_the_panel_grows_over_the_table_and_shrinks_back():
    """The box on the panel's title line expands it over the cards; a click outside or Esc shrinks it."""
    app = make_app()
    match = played("ogallala", [Seat("Mina"), Seat("Noor")], 60)
    app.open_table(match)
    app.step()
    app.draw()
    panel = table(app).board.panel
    small = panel.rect.copy()
    click(app, panel.toggle.center)
    app.draw()
    assert panel.expanded and panel.rect.h > small.h and panel.rect.w >= small.w and panel.rect.bottom == small.bottom
    count = len(match.actions)
    click(app, panel.rect.center)  # on the cards under it: the panel takes it
    assert panel.expanded and len(match.actions) == count
    key(app, "escape")
    assert not panel.expanded
    click(app, panel.toggle.center)
    app.draw()
    click(app, (20, 20))
    assert not panel.expanded


def test_lit_targets_words_never_overlap_and_the_pointed_one_always_shows():
    """Wide words on four neighbouring targets: each goes under or above its target, or is left to the hint."""
    app = make_app()
    app.open_table(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3))
    app.step()
    board = table(app).board
    targets = [f"row:0:{i}" for i in range(4)]
    board.model.gestures = [
        Gesture("drag", "discard", f"Put it at {t}", t, ui="x", badge="a drop here does a lot") for t in targets
    ]
    board.picked = "discard"
    board.pointer = board.rects["row:0:1"].center
    app.draw()
    pills = [pill for pill, _ in board.badge_places()]
    assert pills and not any(a.colliderect(b) for i, a in enumerate(pills) for b in pills[i + 1 :])
    assert board.badges_hidden <= set(targets) and "row:0:1" not in board.badges_hidden


def test_no_row_of_the_panel_is_drawn_cut_or_small_wherever_it_is_scrolled():
    """At 1280x720 every text is at least 16 px, and a line partly scrolled out of view is left out, not cut."""
    entries = [
        Entry(
            i,
            f"Bot 2 placed a red chief {i % 7} in row {i % 3}, column {i % 11}, next to the gunpowder",
            1 if i % 4 else 0,
            1 + i // 40,
            i // 3,
            event=i % 5 == 0,
        )
        for i in range(200)
    ]
    pygame.font.init()
    with recording_texts() as recorder:
        fonts = r.Fonts(recorder.typeface())
        fonts.resize((1280, 720))
        panel = HistoryPanel()
        panel.sync(entries, NAMES, 0, 150)
        for offset in range(0, 400, 7):  # many scroll positions, so rows meet the edges at every height
            screen = recorder.canvas.surface((1280, 720))
            recorder.forget(screen)
            panel.offset = offset
            panel.draw(screen, pygame.Rect(1000, 40, 260, 300), fonts, "What happened")
            texts = recorder.texts_on(screen)
            assert texts and not [t.text for t in texts if t.clipped], offset
            assert min(t.px for t in texts) >= 16


def test_an_entry_cut_by_the_top_edge_shows_its_whole_lines_under_a_fade():
    """No gap above the rows: the lower lines of an entry scrolled half out are drawn, the first one dimmed."""
    long = "Bot 2 placed a red chief 5 in row 2, column 9, next to the gunpowder, completing its canoe (strength 7)"
    entries = [Entry(i, long, 1, 1, i) for i in range(30)]
    pygame.font.init()
    cut = 0
    with recording_texts() as recorder:
        fonts = r.Fonts(recorder.typeface())
        fonts.resize((1280, 720))
        line_h = fonts.small.get_height() + 1
        panel = HistoryPanel()
        panel.sync(entries, NAMES, 0, None)
        for offset in range(0, 120, 5):
            screen = recorder.canvas.surface((1280, 720))
            recorder.forget(screen)
            panel.offset = offset
            panel.draw(screen, pygame.Rect(1000, 40, 260, 300), fonts, "What happened")
            tops = sorted(t.box[1] for t in recorder.texts_on(screen) if t.box and t.text != "What happened")
            assert tops[0] - panel.area.top < line_h + 3, offset  # the first whole line starts within a line of the top
            if panel._cut_at_top:
                cut += 1
                assert brightest(screen, panel.area, tops[0], line_h) < max(
                    brightest(screen, panel.area, top, line_h) for top in tops[1:]
                ), offset  # the first line dimmed
    assert cut  # some scroll positions cut an entry


def brightest(screen: pygame.Surface, area: pygame.Rect, top: int, line_h: int) -> int:
    """The brightest pixel of the upper half of the panel's line starting at `top`."""
    return max(sum(screen.get_at((x, y))[:3]) for x in range(area.x, area.right) for y in range(top, top + line_h // 2))


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("game", playable_games())
def test_the_panel_opens_wide_enough_for_a_whole_sentence(game, lang):
    """At 1280x720, at every seat count, the grow box (its tooltip says so) opens the panel wide enough for the
    history's typical sentence on one line and nine in ten on at most three (the resting panel held 2-3 words a
    line in Ogallala and Niagara)."""
    i18n.use(lang)
    rules = get_rules(game)
    for n in range(rules.min_seats, rules.max_seats + 1):
        app = make_app()
        seats = [Seat("Mina")] + [Seat(f"Bot {i}", "bot", "random") for i in range(2, n + 1)]
        match = played(game, seats, 40)
        app.open_table(match)
        app.step()
        app.draw()
        board = table(app).board
        panel = board.panel
        post(pygame.MOUSEMOTION, pos=panel.toggle.center, rel=(0, 0), buttons=(0, 0, 0))
        app.step()
        assert board.tooltip_at(panel.toggle.center)[1] == i18n.tr("Open the history wider and taller, over the table")
        click(app, panel.toggle.center)
        app.draw()
        assert panel.expanded
        font = app.fonts.small
        widths = sorted(font.size(row.text)[0] for row in panel.rows if row.kind == "entry")
        room = panel.area.w - panel._indent("entry") - 4
        assert widths[len(widths) // 2] <= room, (n, widths[len(widths) // 2], room)
        assert widths[len(widths) * 9 // 10] <= 3 * room, (n, widths[len(widths) * 9 // 10], room)


def one_seat_goes_on(match: Match, actions: int) -> bool:
    """True if the seat to act takes the next `actions` actions (each the first legal one) and acts again after."""
    probe = Match(match.game, match.seats, match.seed, match.options, match.setup)
    for action in match.actions:
        probe.apply(action)
    seat = probe.to_act()[0]
    for _ in range(actions):
        probe.apply(probe.legal_actions(seat)[0])
        if probe.to_act() != [seat]:
            return False
    return True


def panel_texts(app, recorder) -> list:
    """The texts the window draws inside the history panel (with their boxes), drawn afresh now."""
    canvas = recorded_canvas(app, recorder)
    app.scenes.draw(canvas)
    rect = table(app).board.panel.rect
    return [t for t in recorder.texts_on(canvas) if t.box and rect.contains(pygame.Rect(t.box))]


def test_scrolled_up_the_panel_keeps_its_place_and_its_pill_covers_nothing_then_follows_again_at_the_bottom():
    """Scrolled up, new entries keep the rows in place and the "New entries" pill takes a strip of its own under
    them (no text under it); scrolled back to the bottom, or within a line of it, the panel follows the game."""
    with recording_texts() as recorder:
        app = make_app(fonts=Fonts(recorder.typeface()))
        match = played("ogallala", [Seat("Mina"), Seat("Noor")], 120)
        while not one_seat_goes_on(match, 5):  # the table's reader stays the same: only its rows are appended
            match.apply(match.legal_actions(match.to_act()[0])[0])
        app.open_table(match)
        app.step()
        scene, panel = table(app), table(app).board.panel
        scene.apply(match.legal_actions(match.to_act()[0])[0])  # the reader acted last: nothing is new since its turn
        app.step()
        inside = panel_centre(app)
        post(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEWHEEL, x=0, y=2)
        app.step()
        before = {t.text: t.box for t in panel_texts(app, recorder) if t.text != "What happened"}
        scene.apply(match.legal_actions(match.to_act()[0])[0])  # Mina's turn goes on: her history grows
        app.step()
        app.draw()
        assert panel.unseen and panel.offset > 0
        texts = panel_texts(app, recorder)
        after = {t.text: t.box for t in texts}
        kept = [text for text in before if text in after]
        assert kept and all(after[text] == before[text] for text in kept)  # the rows stayed where they were
        pill = [t for t in texts if t.text == "New entries"]
        assert pill and panel.pill.top >= panel.area.bottom
        assert not [t.text for t in texts if t.text != "New entries" and pygame.Rect(t.box).colliderect(panel.pill)]
        post(pygame.MOUSEWHEEL, x=0, y=-50)  # back down to the newest entry
        app.step()
        assert panel.offset == 0 and not panel.unseen
        for _ in range(2):
            scene.apply(match.legal_actions(match.to_act()[0])[0])
            app.step()
            app.draw()
            assert panel.offset == 0 and not panel.unseen  # following the game again
            newest = scene.session.history_of(scene.holder()).entries[-1].text
            lowest = max(panel_texts(app, recorder), key=lambda t: t.box[1])
            assert lowest.text in newest  # the newest entry's last line is the panel's lowest
        panel.scroll(panel._font_h // 2)  # not quite at the bottom: part of a line is out of view
        scene.apply(match.legal_actions(match.to_act()[0])[0])
        app.step()
        app.draw()
        assert panel.offset == 0 and not panel.unseen


def test_scrolled_up_while_a_bot_plays_the_pill_covers_nothing_and_back_at_the_bottom_the_panel_follows():
    """Mina against a bot: scrolled up, her move and the bot's turn after it bring the pill, under the rows and
    over none of them; wheeled back down, the next turns are followed."""
    with recording_texts() as recorder:
        app = make_app(fonts=Fonts(recorder.typeface()))
        match = played("ogallala", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 100)
        app.open_table(match)
        scene, panel = table(app), table(app).board.panel
        run_until(app, lambda: scene.viewer_may_act() and not scene.busy(), frames=200)
        post(pygame.MOUSEMOTION, pos=panel_centre(app), rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEWHEEL, x=0, y=2)
        app.step()
        bot_moves = len([a for a in match.actions if a["seat"] == 1])
        while len([a for a in match.actions if a["seat"] == 1]) == bot_moves:  # Mina plays until the bot has
            if scene.viewer_may_act() and not scene.busy():
                scene.apply(match.legal_actions(0)[0])
            app.step()
        run_until(app, lambda: scene.viewer_may_act() and not scene.busy(), frames=200)
        texts = panel_texts(app, recorder)
        assert panel.unseen and panel.pill.top >= panel.area.bottom
        assert not [t.text for t in texts if t.text != "New entries" and pygame.Rect(t.box).colliderect(panel.pill)]
        post(pygame.MOUSEWHEEL, x=0, y=-200)
        app.step()
        assert panel.offset == 0 and not panel.unseen
        actions = len(match.actions)
        while len(match.actions) < actions + 6 and not match.is_over():
            if scene.viewer_may_act() and not scene.busy():
                scene.apply(match.legal_actions(0)[0])
            app.step()
            app.draw()
            assert panel.offset == 0 and not panel.unseen
