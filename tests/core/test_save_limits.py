"""Whatever the program writes, it reads back: the longest game it plays fits a save, and no writer makes a file
the loader would refuse as too large (issue 24, point 5)."""

from __future__ import annotations

import json
import random

import pytest

import tablegame.sim as sim
import tablegame.storage.saves as saves
import tablegame.storage.writer as writer
from tablegame.bots.base import make_bot
from tablegame.core.limits import LONGEST_GAME_ACTIONS
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.storage.saves import SaveStore, SaveTooLarge, save_text

GAMES = ["cabo", "niagara", "ogallala", "struggle-for-catan"]
ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode  # the autosave's compact layout
BOTS = [Seat("Bot 1", "bot", "random"), Seat("Bot 2", "bot", "random")]


def random_game(game: str, n_actions: int, seed: int = 1) -> Match:
    """A match of random moves, `n_actions` long (or to its end), made fast: the rules perform moves taken from the
    legal ones, unchecked (the round trip checks them all when it loads the file)."""
    match = Match(game, list(BOTS), seed)
    rules, state = match.rules, match.state
    rng = random.Random(seed)
    while len(match.actions) < n_actions:
        seats = rules.to_act(state)
        if not seats:
            break
        action = rng.choice(rules.legal_actions(state, seats[0]))
        rules.perform(state, action)
        match.actions.append(action)
    return match


def test_the_simulator_and_the_window_stop_games_at_one_limit():
    assert sim.DEFAULT_MAX_ACTIONS == LONGEST_GAME_ACTIONS


@pytest.mark.parametrize("game", GAMES)
def test_the_longest_game_of_any_game_stays_far_under_the_largest_save(game):
    """The largest action a game offers (every legal action of random games, 2 to 4 seats), times the limit, with
    room for the rest of the file, is under half of what the loader reads."""
    rules = get_rules(game)
    largest = 0
    for seats in (2, 3, 4):
        for seed in range(4):
            state = rules.setup(seats, rules.resolve_options({}), random.Random(seed), {})
            bots = [make_bot(rules, "random", seat, seed * 10 + seat) for seat in range(seats)]
            for _ in range(1500):
                to_act = rules.to_act(state)
                if not to_act:
                    break
                legal = rules.legal_actions(state, to_act[0])
                largest = max(largest, *(len(ENCODE(action).encode("utf-8")) for action in legal))
                bot = bots[to_act[0]]
                rules.perform(state, bot.choose(rules.view(state, to_act[0]) if bot.needs_view else None, legal))
    rest_of_the_file = 100_000  # seats, options, setup, summary: a few kilobytes at most
    assert (largest + 1) * LONGEST_GAME_ACTIONS + rest_of_the_file < saves.MAX_SAVE_BYTES // 2, largest


def test_a_game_at_the_limit_round_trips_through_the_autosave(tmp_path):
    """Written in the background as the table writes it, listed as not damaged, loaded back move for move."""
    store = SaveStore(tmp_path)
    match = random_game("niagara", LONGEST_GAME_ACTIONS)  # random bots never end a Niagara game
    assert len(match.actions) == LONGEST_GAME_ACTIONS
    store.autosave_later(match)
    assert store.flush() and store.autosave_failure(match) is None
    [kept] = store.kept_games()
    assert kept.problem is None and kept.path.stat().st_size < saves.MAX_SAVE_BYTES // 2
    back = store.load_kept(kept)
    assert back.actions == match.actions and back.view(None) == match.view(None)


def test_no_writer_writes_a_save_the_loader_would_refuse(tmp_path, monkeypatch):
    """Over the loader's limit, the autosave (now or in the background) and a named save refuse to write, the last
    good file stays, and the failure says why."""
    store = SaveStore(tmp_path)
    short = random_game("niagara", 10)
    path = store.autosave(short)
    kept = path.read_bytes()
    longer = random_game("niagara", 200)
    longer.extra.update(short.extra)  # the same game, played on
    limit = len(save_text(saves.kept_data(short), compact=True).encode("utf-8")) + 100
    monkeypatch.setattr(writer, "MAX_SAVE_BYTES", limit)
    with pytest.raises(SaveTooLarge, match="too long to save"):
        store.autosave(longer)
    store.autosave_later(longer)
    assert store.flush()
    failure = store.autosave_failure(longer)
    assert isinstance(failure, SaveTooLarge) and f"a save may have {limit:,}" in str(failure)
    assert path.read_bytes() == kept
    [listed] = store.kept_games()
    assert listed.problem is None and store.load_kept(listed).actions == short.actions
    with pytest.raises(OSError, match="too long to save"):  # the save dialog shows an OSError's text
        store.save(longer, "marathon")
    assert not store.path_for("marathon").exists()
