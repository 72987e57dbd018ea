"""The Niagara table through the real event loop: layout, gestures = legal actions, secret choices with
hand-offs, dragging canoes to lit slots, the gem chooser, the flow animation, a whole game by mouse."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from driver import centre, click, drag, key, make_app, post, run_until, step_shown, table
from niagara_driver import RECOVERY_DUE, choose, drag_via, perform_by_mouse, start

from tablegame.app.games.niagara.motions import route_motions
from tablegame.app.games.niagara.presenter import NiagaraPresenter
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.table import TableScene, load_table_layout
from tablegame.core.match import Match, Seat
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.bots import NormalBot
from tablegame.table.layout import layout_path, load_layout
from tablegame.table.model import BACK, EMPTY, FACE, PRIVATE

HUMAN_BOTS = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "easy")]
# seat 0 has canoe 1 on slot 3 carrying an amber; the violet site gives a load/exchange/unload choice
LOADED = {"boats": [[{"at": "3", "gem": "yellow"}, {"at": "dock"}], None, None]}


def as_json(actions) -> list[str]:
    """Actions as sorted JSON strings (compare sets of dicts)."""
    return sorted(json.dumps(a, sort_keys=True) for a in actions)


def gesture_actions(model) -> list[str]:
    """The different actions the model's gestures carry."""
    return sorted({json.dumps(g.action, sort_keys=True) for g in model.gestures if g.action is not None})


def human_chooses(app, match, card) -> None:
    """Seat 0 drags a paddle card onto its card place; waits until seat 0 acts again (or the round moved on)."""
    perform_by_mouse(app, {"seat": 0, "type": "choose", "card": card})


# --- layout -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_layout_loads_and_every_piece_is_inside_the_window(n):
    """layouts/niagara.yaml passes the schema and the presenter's check; 2-5 seats at 1280x720 fit."""
    layout = load_layout(layout_path("niagara"), "niagara", (2, 3, 4, 5))
    places = [layout.place_of(seat, 0, n) for seat in range(n)]
    assert places[0] == "bottom" and len(set(places)) == n
    for fork in ("alternate", "straight"):
        app = make_app()
        seats = [Seat("Mina")] + [Seat(f"Bot {i + 1}", "bot", "normal") for i in range(1, n)]
        match = start(app, seats, options={"fork": fork})
        assert load_table_layout(match).game == "niagara"
        board = table(app).board
        window = pygame.Rect(0, 0, 1280, 720)
        for item in board.model.cards:
            rect = board.rects.get(item.key)
            assert rect is not None, item.key
            assert window.contains(rect), (item.key, rect)
        slots = [s["id"] for s in match.view(0)["slots"] if s["id"] not in ("dock", "falls")]
        assert all(f"slot:{s}" in board.rects and f"disc:{s}" in board.rects for s in slots)
        for size in ((1280, 720), (1024, 768), (1920, 1080)):  # a 4:3 window keeps the pieces apart too
            app.resize(size)
            app.step()
            rects = [board.rects[f"disc:{s}"] for s in slots]
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), size
            window = pygame.Rect(0, 0, *size)
            assert all(window.contains(board.rects[item.key]) for item in board.model.cards)


def test_spots_zone_places_pieces_and_checks_links(tmp_path):
    """The generic `spots` kind: pieces keep their shape, share a point in rows of `cluster`; a bad link is one line."""
    from tablegame.core.datafile import DataFileError
    from tablegame.table.board_path import spot_rects
    from tablegame.table.model import CardItem

    path = tmp_path / "spots.yaml"
    path.write_text(
        "game: demo\nzones:\n  - {id: river, kind: spots, spot: [0.1, 0.04], cluster: 2, gap: 0.1,\n"
        "     points: [[0.2, 0.5], [0.6, 0.5]], links: [[0, 1]], ribbon: 0.05}\n",
        encoding="utf-8",
    )
    layout = load_layout(path)
    items = [CardItem(f"b{i}", "river", index=0) for i in range(3)] + [CardItem("c", "river", index=1)]
    rects = spot_rects(layout, items, (1280, 720))
    assert rects["c"].size == (72, 29) and rects["c"].center == (768, 360)
    assert rects["b0"].y == rects["b1"].y < rects["b2"].y and rects["b2"].centerx == 256  # a short last row centred
    assert not rects["b0"].colliderect(rects["b1"])
    path.write_text(
        "game: demo\nzones:\n  - {id: river, kind: spots, points: [[0.2, 0.5]], links: [[0, 3]]}\n", encoding="utf-8"
    )
    with pytest.raises(DataFileError, match=r"zones\[0\]\.links\[0\]: expected point numbers below 1"):
        load_layout(path)


def test_spots_points_may_be_named_and_links_name_them(tmp_path):
    """A spots zone may key its points by name (file order kept) and link them by name; an unknown name: one line."""
    from tablegame.core.datafile import DataFileError

    path = tmp_path / "named.yaml"
    path.write_text(
        "game: demo\nzones:\n  - {id: river, kind: spots, variant: straight, part: river,\n"
        "     points: {b: [0.6, 0.5], a: [0.2, 0.5]}, links: [[a, b]]}\n",
        encoding="utf-8",
    )
    zone = load_layout(path).zones["river"]
    assert zone.point_names == ("b", "a") and zone.points == ((0.6, 0.5), (0.2, 0.5)) and zone.links == ((1, 0),)
    assert (zone.variant, zone.part) == ("straight", "river")
    path.write_text(
        "game: demo\nzones:\n  - {id: river, kind: spots, points: {a: [0.2, 0.5]}, links: [[a, c]]}\n", encoding="utf-8"
    )
    with pytest.raises(DataFileError, match=r"zones\[0\]\.links\[0\]: expected names of this zone's points, got 'c'"):
        load_layout(path)


def test_river_shape_is_data(tmp_path):
    """Moving a point in the layout file moves the slot, its disc and its canoes; points go by slot id, in any order."""
    text = layout_path("niagara").read_text(encoding="utf-8")
    line = '      "2": [0.25, 0.41]\n'
    falls = "      falls: [0.705, 0.41]\n"
    moved = text.replace(line, "", 1).replace(falls, falls + '      "2": [0.25, 0.46]\n', 1)  # last, and lower
    assert moved != text and line not in moved
    path = tmp_path / "niagara.yaml"
    path.write_text(moved, encoding="utf-8")
    app = make_app()
    match = Match("niagara", HUMAN_BOTS, 3, {}, {"boats": [[{"at": "2"}, {"at": "dock"}], None, None]})
    app.open_table(match, load_table_layout(match, path))
    app.step()
    board = table(app).board
    assert abs(board.rects["slot:2"].centery - 0.46 * 720) <= 1
    assert abs(board.rects["disc:2"].centery - 0.46 * 720) <= 1
    lower = board.layout.zones["boats"].lower * 720  # canoes sit a little under their slot's point (its name above)
    assert abs(board.rects["boat:0:0"].centery - (0.46 * 720 + lower)) <= 1
    assert abs(board.rects["slot:3"].centery - 0.41 * 720) <= 1


def test_variant_zones_are_named_in_the_layout(tmp_path):
    """The straight board is drawn by whichever zones the file gives variant: straight, whatever their ids."""
    text = layout_path("niagara").read_text(encoding="utf-8").replace("river_straight", "channel")
    path = tmp_path / "niagara.yaml"
    path.write_text(text, encoding="utf-8")
    app = make_app()
    match = Match("niagara", HUMAN_BOTS, 3, {"fork": "straight"})
    app.open_table(match, load_table_layout(match, path))
    app.step()
    assert table(app).board.model.item("slot:9").zone == "channel"


def _river_without_slot_7b(tmp_path):
    text = layout_path("niagara").read_text(encoding="utf-8")
    short = text.replace("      7B: [0.635, 0.54]       # pink site\n", "", 1)
    assert short != text
    path = tmp_path / "short.yaml"
    path.write_text(short.replace("[7B, B_falls]", "[6B, B_falls]").replace("[6B, 7B], ", ""), encoding="utf-8")
    return path


def test_a_river_missing_a_slot_is_refused_in_one_line(tmp_path):
    """A river whose points do not cover the board's slots: one line naming the file, the zone and the slot."""
    from tablegame.core.datafile import DataFileError

    path = _river_without_slot_7b(tmp_path)
    match = Match("niagara", HUMAN_BOTS, 3)
    with pytest.raises(DataFileError) as info:
        load_table_layout(match, path)
    message = str(info.value)
    assert "\n" not in message and message.startswith(f"{path}: zones[0].points: expected a point for slot '7B'")


def test_a_river_given_as_a_list_of_points_is_refused_in_one_line(tmp_path):
    """Points in slot order (the old form) cannot say which slot each is: one line asks for slot ids."""
    from tablegame.core.datafile import DataFileError

    text = layout_path("niagara").read_text(encoding="utf-8")
    start = text.index("    points: &river\n")
    listed = text[:start] + "    points: &river [[0.1, 0.4], [0.2, 0.4], [0.3, 0.4]]\n    links: [[0, 1], [1, 2]]\n"
    listed += text[text.index("  - id: discs") :]
    path = tmp_path / "listed.yaml"
    path.write_text(listed, encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_table_layout(Match("niagara", HUMAN_BOTS, 3), path)
    assert str(info.value) == f"{path}: zones[0].points: expected points keyed by slot id for the alternate river"


def test_play_with_a_river_missing_a_slot_exits_2(tmp_path):
    """`tablegame play niagara --layout FILE` with a short river exits 2 with one line, no traceback."""
    import os
    import subprocess
    import sys

    path = _river_without_slot_7b(tmp_path)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run(
        [sys.executable, "-m", "tablegame", "play", "niagara", "--layout", str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.strip().count("\n") == 0 and "'7B'" in proc.stderr


def test_menu_offers_niagara_and_starts_it():
    """The menu lists Niagara; choosing it and Start opens its table."""
    app = make_app()
    app.open_menu()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and "niagara" in menu.games
    menu.choose_game(menu.games.index("niagara"))
    menu.start()
    app.step()
    assert isinstance(app.scenes.top, (TableScene, HandoffScene))
    assert table(app).match.game == "niagara"


# --- gestures are exactly the legal actions -----------------------------------------------------------------
def test_presenter_offers_exactly_the_legal_actions():
    """NIA-38: over many positions (all phases), the gestures carry exactly the legal actions of the seat."""
    rng = random.Random(7)
    seen = set()
    for game in range(6):
        n = 2 + game % 4
        options = [{}, {"fork": "straight"}, {"reveal": "all", "stationary_op": False}][game % 3]
        match = Match("niagara", [Seat(f"S{i}") for i in range(n)], game, options)
        presenter = NiagaraPresenter(match.rules, match.names(), match.options)
        for _ in range(160):
            if match.is_over():
                break
            for seat in match.to_act():
                view, legal = match.view(seat), match.legal_actions(seat)
                model = presenter.build(view, legal)
                assert gesture_actions(model) == as_json(legal), view["phase"]
                seen.update({a["type"] for a in legal})
            seat = match.to_act()[0]
            match.apply(rng.choice(match.legal_actions(seat)))
    assert {"choose", "move", "weather", "end_move", "recover"} <= seen


def test_a_seat_not_to_act_gets_no_gestures():
    """Waiting seats see the table but can do nothing; the status says who acts."""
    match = Match("niagara", [Seat("A"), Seat("B"), Seat("C")], 1)
    for seat in range(3):
        match.apply({"seat": seat, "type": "choose", "card": 3 + seat})
    presenter = NiagaraPresenter(match.rules, match.names(), match.options)
    model = presenter.build(match.view(1), [])
    assert not [g for g in model.gestures if g.action is not None]
    assert model.status.startswith("A played 3")


# --- choosing a card, hot-seat --------------------------------------------------------------------------
def test_choose_by_dragging_a_card_face_down_onto_the_card_place():
    """NIA-11: drag a paddle card onto your place; it lies there "only you"; others see only that you chose."""
    app = make_app()
    match = start(app, HUMAN_BOTS)
    board = table(app).board
    drag(app, centre(app, "hand:4"), centre(app, "choice:0"), release=False)
    glow, strong = board.highlights()
    assert glow == {"choice:0"} and strong == {"choice:0"}
    post(pygame.MOUSEBUTTONUP, pos=centre(app, "choice:0"), button=1)
    step_shown(app)
    assert match.actions[0] == {"seat": 0, "type": "choose", "card": 4}
    mine = board.model.item("choice:0")
    assert mine.look == PRIVATE and mine.card == "p:4"
    assert "hand:4" not in board.rects
    seen_by_bot = NiagaraPresenter(match.rules, match.names(), match.options).build(match.view(1), [])
    assert seen_by_bot.item("choice:0").look == BACK and seen_by_bot.item("choice:0").card is None


def test_choose_by_key_and_by_click_then_click():
    """The keyboard (a card's number) and click-the-card-then-the-place also choose."""
    app = make_app()
    match = start(app, [Seat("Mina"), Seat("Noor")], setup={})
    table(app).take_table(0)
    while isinstance(app.scenes.top, HandoffScene):
        click(app, (640, 360))
    key(app, "6", "6")
    assert match.actions[-1] == {"seat": 0, "type": "choose", "card": 6}
    run_until(app, lambda: isinstance(app.scenes.top, HandoffScene))
    click(app, (640, 360))
    assert table(app).viewer == 1
    click(app, centre(app, "hand:cloud"))
    click(app, centre(app, "choice:1"))
    assert match.actions[-1] == {"seat": 1, "type": "choose", "card": "cloud"}


def test_hand_off_between_two_humans_hides_the_first_choice():
    """NIA-37 hot-seat: after Mina's secret choice, a hand-off covers the table; Noor sees only a card back."""
    app = make_app()
    match = start(app, [Seat("Mina"), Seat("Noor"), Seat("Bot 3", "bot", "normal")])
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.seat == 0
    click(app, (640, 360))
    human_chooses(app, match, 5)
    run_until(app, lambda: isinstance(app.scenes.top, HandoffScene))
    handoff = app.scenes.top
    assert handoff.seat == 1
    app.step()
    # the hand-off screen covers the whole window: no table pixels, nothing of Mina's card
    assert handoff.name == "Noor"
    surface = app.screen
    samples = [surface.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)]
    dark = [c for c in samples if max(c) < 60]  # the screen's felt; the table's cards, river and dock are bright
    assert len(dark) > 0.95 * len(samples)  # only the words of the screen besides
    click(app, (640, 360))
    assert table(app).viewer == 1
    model = table(app).board.model
    minas = model.item("choice:0")
    assert minas.look == BACK and minas.card is None
    # nothing of seat 0 but its public pieces: its unused cards are public, its choice is not
    assert {c.card for c in model.cards if c.seat == 0 and c.zone == "choice"} == {None}
    assert all(c.look != PRIVATE for c in model.cards)
    assert [c.card for c in model.cards if c.key.startswith("hand:")] == [f"p:{c}" for c in (1, 2, 3, 4, 5, 6, "cloud")]
    assert "Mina chose a card" in [entry.text for entry in model.history]  # Noor reads: the card stays secret
    perform_by_mouse(app, {"seat": 1, "type": "choose", "card": 2})
    assert match.actions[1] == {"seat": 1, "type": "choose", "card": 2}


# --- moving canoes -----------------------------------------------------------------------------------
def test_dragging_a_canoe_lights_the_reachable_slots_with_their_gem_operations():
    """NIA-17..23: while a canoe is held, exactly its legal end slots glow, with what loading is possible."""
    app = make_app()
    match = start(app, HUMAN_BOTS, setup=LOADED)
    human_chooses(app, match, 4)
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act")
    board = table(app).board
    legal = match.legal_actions(0)
    drag(app, centre(app, "boat:0:0"), centre(app, "slot:5"), release=False)
    glow, strong = board.highlights()
    ends = {f"slot:{a['to']}" for a in legal if a["type"] == "move" and a["boat"] == 0}
    assert ends <= glow and strong == {"slot:5"}
    assert {k for k in glow if k.startswith("slot:")} == ends
    badges = {g.badge for g in board.model.drops("boat:0:0", "slot:5")}
    assert badges == {"3 choices"}  # drop the amber there, leave it first, or swap it first for an amethyst
    post(pygame.MOUSEBUTTONUP, pos=(30, 700), button=1)  # let go over nothing: flies back
    app.step()
    assert match.to_act() == [0] and len(match.actions) == 3


def test_gem_chooser_when_several_operations_apply():
    """NIA-22, NIA-24: dropping where several moves end opens a chooser; its entry performs that move."""
    app = make_app()
    match = start(app, HUMAN_BOTS, setup=LOADED)
    human_chooses(app, match, 2)
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act")
    board = table(app).board
    drag_via(app, centre(app, "boat:0:0"), centre(app, "slot:3"))
    assert board.chooser and len(board.chooser) >= 2
    labels = [g.label for g in board.chooser]
    assert any("exchanging its amber for an amethyst" in label for label in labels)
    wanted = next(g.action for g in board.chooser if g.action["load"]["op"] == "unload")
    choose(app, wanted)
    assert wanted in match.actions


def test_illegal_drop_flies_back_with_the_rules_reason():
    """A canoe dropped on a slot its card cannot reach flies back (~0.2 s) and says why, from explain_illegal."""
    app = make_app()
    app.settings.speed = "normal"
    match = start(app, HUMAN_BOTS)
    human_chooses(app, match, 5)
    run_until(
        app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act" and not table(app).pacing(), frames=3000
    )
    count = len(match.actions)
    board = table(app).board
    drag(app, centre(app, "boat:0:1"), centre(app, "slot:4"))
    assert len(match.actions) == count
    assert "cannot stop on slot 4" in board.message and "costs 4" in board.message
    back = [f for f in board.flights if f.hide == "boat:0:1"]
    assert back and abs(back[0].duration - 0.2) < 1e-9
    run_until(app, lambda: not board.animating)
    drag(app, centre(app, "boat:1:0"), centre(app, "slot:5"))  # another seat's canoe does not come along
    assert len(match.actions) == count and "Bot 2's canoe" in board.message


def test_click_the_canoe_then_the_slot_and_the_keyboard_path():
    """Every drag has a click alternative; Tab/Enter cycles and performs the legal gestures."""
    app = make_app()
    match = start(app, HUMAN_BOTS)
    human_chooses(app, match, 5)
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act")
    click(app, centre(app, "boat:0:0"))
    click(app, centre(app, "slot:5"))
    assert match.actions[3] == {"seat": 0, "type": "move", "boat": 0, "to": "5", "load": None, "steal_from": None}
    run_until(app, lambda: match.view(0)["phase"] == "choose" and 0 in match.to_act())
    key(app, "tab")
    focused = table(app).board.focused
    assert focused is not None and focused.action["type"] == "choose"
    assert table(app).board.model.status and focused.label.startswith("Play paddle card")
    count = len(match.actions)
    key(app, "return")
    assert match.actions[count] == focused.action


def test_cloud_moves_the_weather_marker_by_drag_and_buttons():
    """NIA-15: after the cloud, the marker is dragged one space (or a button); at -1 only +1 is offered."""
    app = make_app()
    match = start(app, HUMAN_BOTS, setup={"weather": -1})
    human_chooses(app, match, "cloud")
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act")
    board = table(app).board
    assert [b.label for b in board.model.buttons if b.zone == "actions"] == ["Weather +1 (back to normal)"]
    assert board.drop_targets("wmarker") == {"wcell:0"}
    drag(app, centre(app, "wmarker"), centre(app, "wcell:2"))  # two spaces: refused with a reason
    assert match.actions[-1]["type"] == "choose" and "one space" in board.message
    run_until(app, lambda: not board.animating)
    drag(app, centre(app, "wmarker"), centre(app, "wcell:0"))
    assert match.actions[3] == {"seat": 0, "type": "weather", "delta": 1}


def test_end_move_and_recovery_buttons():
    """NIA-18 keep a canoe at the dock by a button; NIA-33/34 pay a gem (or nothing) to recover a lost canoe."""
    app = make_app()
    match = start(app, HUMAN_BOTS, setup=RECOVERY_DUE)
    human_chooses(app, match, 1)
    run_until(app, lambda: match.to_act() == [0], frames=3000)
    perform_by_mouse(app, match.legal_actions(0)[0])
    run_until(app, lambda: match.view(0)["phase"] == "recovery" or match.to_act() == [0], frames=3000)
    view = match.view(0)
    assert view["phase"] == "recovery" and view["boats"][0] == [{"at": "falls", "gem": None}] * 2
    labels = [b.label for b in table(app).board.model.buttons if b.zone == "actions"]
    assert labels == ["Pay an amethyst"]
    assert "canoe 1 goes to the dock" in table(app).board.model.gestures_from("recover-violet")[0].label
    click(app, centre(app, "recover-violet"))
    assert match.actions[-1] == {"seat": 0, "type": "recover", "pay": "violet"}
    app2 = make_app()
    match2 = start(app2, HUMAN_BOTS, setup={"boats": [[{"at": "dock"}, {"at": "5"}], None, None]})
    human_chooses(app2, match2, 3)
    run_until(app2, lambda: match2.to_act() == [0], frames=3000)
    perform_by_mouse(app2, next(a for a in match2.legal_actions(0) if a["type"] == "move" and a["boat"] == 1))
    assert [b.label for b in table(app2).board.model.buttons if b.zone == "actions"] == ["Keep canoe 1 docked"]
    count = len(match2.actions)
    click(app2, centre(app2, "end-move"))
    assert match2.actions[count] == {"seat": 0, "type": "end_move"}


# --- watching -----------------------------------------------------------------------------------------------
def test_the_flow_is_animated_push_by_push_and_a_canoe_tips_over_the_falls():
    """NIA-29..32: after the last turn the discs and canoes slide a leg per push; a lost canoe capsizes."""
    app = make_app()
    app.settings.speed = "normal"
    setup = {"boats": [[{"at": "7A", "gem": "pink"}, {"at": "dock"}], None, None], "weather": 1, "start_seat": 1}
    match = start(app, HUMAN_BOTS, setup=setup)
    human_chooses(app, match, "cloud")  # Mina's canoes stay put: she acts last and moves the weather
    run_until(app, lambda: match.view(0)["phase"] == "act" and match.to_act() == [0], frames=5000)
    board = table(app).board
    run_until(app, lambda: not table(app).pacing(), frames=3000)  # the bot's move shown, then Mina's prompt
    perform_by_mouse(app, {"seat": 0, "type": "weather", "delta": 1})
    flow = match.view(0)["flow"]
    assert flow and flow >= 2
    legs = {}
    for flight in board.flights:
        legs.setdefault(flight.hide, []).append(flight)
    assert "disc:sink" in legs and "disc:1" in legs  # a disc went over, a new one came in at slot 1
    lost = legs["boat:0:0"]
    assert len(lost) >= 2 and lost[0].image_key[0] == "boat:0:0:pink" and lost[-1].image_key[0] == "lost:0:0"
    assert board.model.item("boat:0:0").zone == "lost"
    assert all(f.duration == pytest.approx(0.2) for f in board.flights)
    run_until(app, lambda: not board.animating, frames=600)


def test_route_motions_follow_the_flow_the_rules_recorded():
    """Every piece's route is the flow event of the view (pointer alternating between the arms), leg by leg."""
    match = Match(
        "niagara",
        [Seat("A"), Seat("B"), Seat("C")],
        1,
        {},
        {"boats": [[{"at": "5"}, {"at": "dock"}], [{"at": "6B"}, {"at": "dock"}], None]},
    )
    before = match.view(0)
    state = match.rules.clone(match.state)
    state.chosen = [rnd.card_index(3)] * 3
    rnd.flow_step(state)
    events = match.rules.view(state, 0)["last_events"]
    motions = {m.source + ">" + m.target: m for m in route_motions(before, events)}
    # pushes A, B, A: the canoe on 5 goes 5 -> 6A -> 6A -> 7A; the one on 6B waits, then 6B -> 7B, then waits
    assert motions["boat:0:0>boat:0:0"].via == ("slot:5", "slot:6A", "slot:6A")
    assert motions["boat:1:0>boat:1:0"].via == ("slot:6B", "slot:6B")
    assert "disc:spare>disc:1" in motions


def test_log_lines_are_words_and_the_status_says_what_to_do():
    """The log shows rules.describe lines; the status names the seat and the task."""
    app = make_app()
    match = start(app, HUMAN_BOTS)
    model = table(app).board.model
    assert model.status.startswith("Mina: choose a paddle card")
    human_chooses(app, match, 3)
    run_until(app, lambda: len(match.actions) >= 3, frames=3000)
    lines = [entry.text for entry in table(app).board.model.history]
    assert "You chose your 3" in lines and all("{" not in line for line in lines)


def test_a_whole_game_against_bots_through_the_window():
    """A seeded game to its end, seat 0 playing by posted mouse events only; the victory screen explains it."""
    app = make_app()
    match = start(app, HUMAN_BOTS, seed=12)
    advisor = NormalBot(match.rules, 0, random.Random(5))
    for _ in range(4000):
        top = app.scenes.top
        if isinstance(top, ScoreScene):
            break
        assert isinstance(top, TableScene)
        if match.is_over():
            app.step()
            continue
        if 0 in match.to_act() and table(app).viewer_may_act() and not top.board.animating and top.unshown is None:
            count = len(match.actions)
            action = advisor.choose(match.view(0), match.legal_actions(0))
            perform_by_mouse(app, action)
            assert len(match.actions) > count and match.actions[count] == action
        else:
            app.step()
    assert match.is_over()
    top = app.scenes.top
    assert isinstance(top, ScoreScene) and top.final
    sheet = top.sheet
    assert sheet.title.startswith("Game over") and len(sheet.rows) == 3
    assert any(row[-1] == "winner" for row in sheet.rows)
    assert any(a["seat"] == 0 and a["type"] == "move" for a in match.actions)
    assert match.view(0)["round"] >= 5
    assert not any(isinstance(s, HandoffScene) for s in app.scenes.scenes)


def test_seat_pieces_show_colour_and_shape_and_used_cards():
    """Canoes carry the seat's colour, shape and number; used cards show crossed; empty places stay empty."""
    app = make_app()
    match = start(app, HUMAN_BOTS, setup={"used_cards": [[1, 2], None, None]})
    model = table(app).board.model
    assert model.item("boat:1:0").card == "boat:1:0:-" and model.item("boat:1:0").look == FACE
    assert model.item("used:0:1").card == "used:1" and model.item("used:0:3").card == "p:3"
    assert model.item("choice:1").look == EMPTY
    assert [c.key for c in model.cards if c.key.startswith("hand:")] == [
        "hand:3",
        "hand:4",
        "hand:5",
        "hand:6",
        "hand:cloud",
    ]
    del match


def test_score_sheet_explains_a_tie_broken_by_value():
    """NIA-35, NIA-36 (example 7): both meet a condition with 5 gems; the sheet says value decided."""
    setup = {
        "home": [{"violet": 1, "clear": 1, "yellow": 1, "blue": 1}, {"clear": 3, "pink": 1}, None],
        "boats": [[{"at": "1", "gem": "pink"}, {"at": "dock"}], [{"at": "2", "gem": "clear"}, {"at": "dock"}], None],
    }
    match = Match("niagara", [Seat("Mina"), Seat("Noor"), Seat("Ali")], 1, {}, setup)
    for action in (
        {"seat": 0, "type": "choose", "card": 1},
        {"seat": 1, "type": "choose", "card": 2},
        {"seat": 2, "type": "choose", "card": 3},
        {"seat": 0, "type": "move", "boat": 0, "to": "dock", "load": None, "steal_from": None},
        {"seat": 0, "type": "end_move"},
        {"seat": 1, "type": "move", "boat": 0, "to": "dock", "load": None, "steal_from": None},
        {"seat": 1, "type": "end_move"},
        {"seat": 2, "type": "move", "boat": 0, "to": "3", "load": None, "steal_from": None},
    ):
        match.apply(action)
    presenter = NiagaraPresenter(match.rules, match.names(), match.options)
    assert presenter.score_sheet(match.view(0), False) is None
    sheet = presenter.score_sheet(match.view(0), True)
    assert sheet.title == "Game over — You win"  # Mina, at the table, reads her own win
    assert sheet.rows[0] == ["Mina", "5", "met: 5 colours", "15", "winner"]
    assert sheet.rows[1] == ["Noor", "5", "met: 4 diamonds", "13", ""]
    assert any("then the higher value (amethyst 1, diamond 2" in note for note in sheet.notes)
    assert sheet.cards[1] == ["gem:violet:0", "gem:clear:4", "gem:yellow:0", "gem:blue:0", "gem:pink:1"]


def test_a_move_label_says_banked_only_when_the_rules_bank_a_gem():
    """NIA-25 decides the words: unloading first and paddling home banks nothing; carrying a gem home banks it."""
    from tablegame.app.games.niagara.words import move_label

    match = Match(
        "niagara",
        [Seat("A"), Seat("B"), Seat("C")],
        1,
        {},
        {"boats": [[{"at": "3", "gem": "yellow"}, {"at": "dock"}], None, None]},
    )
    for seat, card in enumerate((5, 4, 6)):
        match.apply({"seat": seat, "type": "choose", "card": card})
    view, legal = match.view(0), match.legal_actions(0)
    home = [a for a in legal if a["to"] == "dock"]
    unload = next(a for a in home if a["load"] and a["load"]["op"] == "unload")
    plain = next(a for a in home if not a["load"])
    assert "banked" not in move_label(view, unload, match.names())
    assert move_label(view, plain, match.names()).endswith("— banked at home")


def test_a_canoe_that_already_moved_is_not_lifted_and_says_why():
    """A press and drag on a canoe with no move left lifts nothing: the reason shows at once, not on the drop."""
    app = make_app()
    match = start(app, HUMAN_BOTS, setup={"boats": [[{"at": "3"}, {"at": "dock"}], None, None]})
    human_chooses(app, match, 2)
    run_until(
        app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act" and not table(app).pacing(), frames=3000
    )
    perform_by_mouse(app, next(a for a in match.legal_actions(0) if a["type"] == "move" and a["boat"] == 0))
    run_until(app, lambda: not table(app).pacing(), frames=600)
    board = table(app).board
    assert match.view(0)["turn"]["moved"] == [True, False]
    where = centre(app, "boat:0:0")
    post(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=where, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(where[0] + 40, where[1] - 40), rel=(1, 1), buttons=(1, 0, 0))
    app.step()
    assert board.drag is None and "already moved" in board.message
    post(pygame.MOUSEBUTTONUP, pos=(where[0] + 40, where[1] - 40), button=1)
    app.step()
    assert board.drag is None and match.view(0)["turn"]["moved"] == [True, False]
