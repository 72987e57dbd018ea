"""Hints at the table, through the window (posted events): H gives a legal action of the reader only, lit on the
table; a hint is dropped when the position or the reader changes; a game's hints are counted in its save, its
summary and its score screen."""

from __future__ import annotations

import random
import threading

import pytest
from driver import cabo_one_move_from_the_end, key, make_app, run_until, table, take_turn

from tablegame.app import hintworker
from tablegame.app.games import playable_games
from tablegame.app.main import App
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.table_hint import HINT_UI
from tablegame.app.shot import menu_seats
from tablegame.coach.chance import Budget, Chance
from tablegame.coach.hint import Hint
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.stats.record import record_from_save
from tablegame.storage.kept import hints_used, match_summary
from tablegame.storage.saves import kept_data, match_from_json, match_to_json


@pytest.fixture(autouse=True)
def tiny_hints(monkeypatch):
    """Hints from a short search and a playout or two, the calls recorded."""
    monkeypatch.setattr(hintworker, "HINT_ITERATIONS", 12)
    monkeypatch.setattr(hintworker, "HINT_BUDGET", Budget(playouts=2, time_limit=0.05))
    asked: list[tuple[int, dict]] = []
    real = hintworker.hint

    def recorded(rules, view, seat, *args, **kwargs):
        asked.append((seat, view))
        return real(rules, view, seat, *args, **kwargs)

    monkeypatch.setattr(hintworker, "hint", recorded)
    return asked


def opened(game: str, seed: int, moves: int, seats: list[Seat] | None = None) -> tuple[App, Match]:
    """A table of `game` after some random moves, run until its first human may act."""
    rules = get_rules(game)
    quick = [
        Seat("Player 1"),
        Seat("Bot 2", "bot", "random"),
        Seat("Bot 3", "bot", "random"),
    ]  # bots that answer at once
    match = Match(game, seats or quick, seed, dict(rules.playout_options))
    chooser = random.Random(seed)
    for _ in range(moves):
        if match.is_over():
            break
        match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
    app = make_app()
    app.open_table(match)
    app.step()
    take_turn(app)
    scene = table(app)
    run_until(app, lambda: scene.hint_ticket() is not None)
    return app, match


def play_the_hint(app: App, match: Match) -> dict:
    """Enter until the hinted move is made (its steps are lit one after another); the move made."""
    done = len(match.actions)
    for _ in range(6):
        key(app, "return")
        if len(match.actions) > done:
            return match.actions[done]
    raise AssertionError("Enter never played the hinted move")


@pytest.mark.parametrize("game", playable_games())
def test_h_lights_a_legal_action_of_the_reader_and_enter_plays_it(game, tiny_hints):
    app, match = opened(game, seed=5, moves=10)
    scene = table(app)
    reader = scene.viewer
    legal = match.legal_actions(reader)
    key(app, "h", "h")
    assert scene.hint_shown is not None
    shown = scene.hint_shown[1]
    assert shown.seat == reader and shown.action in legal
    assert tiny_hints == [(reader, match.view(reader))]  # from the reader's view only
    focused = scene.board.focused
    assert focused is not None and (focused.action == shown.action or focused.ui is not None)
    assert scene.board.message.startswith("Hint")
    assert hints_used(match.extra) == 1 and match_summary(match)["hints"] == 1
    key(app, "h", "h")  # asked again for the same position: shown again, not counted again
    assert hints_used(match.extra) == 1 and len(tiny_hints) == 1
    assert play_the_hint(app, match) == shown.action
    app.step()
    assert scene.hint_shown is None


def test_the_hint_button_says_thinking_and_a_new_position_calls_the_hint_off(monkeypatch):
    stops: list[threading.Event] = []

    def slow(rules, view, seat, legal, *, cancel, **kwargs):
        stops.append(cancel)
        cancel.wait(10)  # a hint that thinks until it is called off
        raise RuntimeError("called off")

    monkeypatch.setattr(hintworker, "hint", slow)
    app, match = opened("cabo", seed=5, moves=10)
    scene = table(app)
    scene.hint_worker.threaded = True
    key(app, "h", "h")
    labels = {button.key: button.label for button in scene.board.model.buttons}
    assert scene.hint_worker.busy and labels[HINT_UI] == "Thinking…"
    scene.apply(match.legal_actions(scene.viewer)[0])
    assert not scene.hint_worker.busy and stops[0].is_set() and scene.hint_shown is None


def test_no_hint_on_a_table_that_cannot_be_played():
    app, _ = opened("cabo", seed=5, moves=10)
    scene = table(app)
    scene.session.read_only = True
    scene.dirty = True
    app.step()
    scene.ask_hint()
    assert scene.board.message == "A hint is for your own turn." and not scene.hint_worker.busy


def test_in_hot_seat_each_human_asks_for_their_own_and_the_hand_off_drops_it(tiny_hints):
    seats = [Seat("Ana"), Seat("Ben")]
    app, match = opened("cabo", seed=2, moves=0, seats=seats)
    scene = table(app)
    first = scene.viewer
    key(app, "h", "h")
    assert scene.hint_shown is not None and scene.hint_shown[1].seat == first
    words = scene.hint_shown[2]
    play_the_hint(app, match)
    app.step()
    assert scene.hint_shown is None and words not in scene.board.message
    for _ in range(20):  # hide what the move showed, then the hand-off screen
        if isinstance(app.scenes.top, HandoffScene):
            app.draw()
            assert "Hint" not in " ".join(str(v) for v in vars(app.scenes.top).values())
            scene.ask_hint()  # between players the table is no one's: no hint
            assert scene.board.message == "A hint is for your own turn." and not scene.hint_worker.busy
            break
        key(app, "escape")
    assert isinstance(app.scenes.top, HandoffScene)
    take_turn(app)
    run_until(app, lambda: scene.hint_ticket() is not None)
    second = scene.viewer
    assert second != first
    key(app, "h", "h")
    assert scene.hint_shown is not None and scene.hint_shown[1].seat == second
    assert [seat for seat, _ in tiny_hints] == [first, second]
    assert hints_used(match.extra) == 2


def game_over_with_a_hint(app: App) -> Match:
    """A CABO game one action from its end, the human's; a hint asked for, then the last action played."""
    seats = [Seat("Mina"), Seat("Bot 2", "bot", "easy"), Seat("Bot 3", "bot", "easy")]
    match, last = cabo_one_move_from_the_end(seats)
    app.open_table(match)
    app.step()
    scene = table(app)
    run_until(app, lambda: scene.hint_ticket() is not None)
    key(app, "h", "h")
    assert scene.hint_shown is not None
    scene.apply(last)
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene))
    return match


def test_a_game_finished_with_hints_says_so_on_its_score_screen_and_in_its_summary():
    app = make_app()
    match = game_over_with_a_hint(app)
    top = app.scenes.top
    assert isinstance(top, ScoreScene) and top.final
    assert "You used 1 hint" in top.sheet.notes
    data = kept_data(match)
    assert data["summary"]["hints"] == 1
    record = record_from_save(data, "game.json")
    assert record is not None and record.hints == 1


def test_a_resumed_game_keeps_its_count_and_a_game_without_hints_has_none_in_its_summary():
    match = Match("cabo", menu_seats("cabo", 2), 4)
    assert "hints" not in match_summary(match)
    match.extra["hints"] = 3
    resumed = match_from_json(match_to_json(match))
    assert hints_used(resumed.extra) == 3 and match_summary(resumed)["hints"] == 3
    resumed.extra["hints"] = "many"  # a hand-edited save: not a count
    assert hints_used(resumed.extra) == 0


def test_a_move_of_several_steps_is_lit_a_step_at_a_time_and_told_again_at_each():
    app, match = opened("cabo", seed=2, moves=0, seats=[Seat("Ana"), Seat("Bot", "bot", "random")])
    scene = table(app)
    key(app, "h", "h")
    assert scene.hint_shown is not None
    hinted = scene.hint_shown[1].action
    assert hinted["type"] == "peek_start"  # two cards to choose, then the look
    first = scene.board.focused
    assert first is not None and first.ui is not None and first.label in scene.board.message
    key(app, "return")
    app.step()
    last = scene.board.focused
    assert last is not None and last.action == hinted and last.label in scene.board.message
    assert play_the_hint(app, match) == hinted


def lifted_cards(app: App) -> set[str]:
    """The cards the table is drawn with lifted now (the painter's card states of the last drawing)."""
    app.draw()
    resting = table(app).board.painter.resting
    assert resting is not None
    return {card for card, (lifted, _) in resting.states.items() if lifted}


def test_the_hinted_card_lifts_while_the_hint_is_shown_and_plain_tab_lifts_none():
    app, match = opened("cabo", seed=5, moves=10)
    scene = table(app)
    key(app, "tab")  # the keyboard focus alone lights a card but lifts none
    focused = scene.board.focused
    assert focused is not None and focused.source in scene.board.rects
    assert scene.board.frame().hinted is None and lifted_cards(app) == set()
    key(app, "h", "h")
    lit = scene.board.focused
    assert scene.hint_shown is not None and lit is not None and lit.source in scene.board.rects
    assert scene.board.frame().hinted == lit.source and lifted_cards(app) == {lit.source}
    key(app, "tab")  # the hint is still told: its card stays up while the focus moves on
    assert lifted_cards(app) == {lit.source}
    play_the_hint(app, match)
    app.step()
    assert scene.hint_shown is None and scene.board.frame().hinted is None and lifted_cards(app) == set()


def test_a_hinted_button_glows_and_lifts_no_card(monkeypatch):
    app, match = opened("cabo", seed=5, moves=1)
    scene = table(app)
    action = next(a for a in match.legal_actions(scene.viewer) if a["type"] == "call_cabo")  # a button's alone
    chance = Chance(0.5, 0.1, 2)
    monkeypatch.setattr(hintworker, "hint", lambda rules, view, seat, *a, **k: Hint(seat, action, chance, chance, None))
    key(app, "h", "h")
    focused = scene.board.focused
    assert focused is not None and focused.kind == "button" and focused.action == action
    assert focused.source in scene.board.frame().strong  # the button glows as the focused one does
    assert scene.board.frame().hinted is None and lifted_cards(app) == set()
