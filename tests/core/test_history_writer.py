"""A long game's history written in two parts (the newest from the position a load keeps, then the rest in
slices) is the history written in one go, for every game, reader and seam; a rebuild from the kept
position is the full replay."""

from __future__ import annotations

import random

import pytest
from history_helpers import written_in_one_go

from tablegame.core import match as match_module
from tablegame.core.history import History
from tablegame.core.history_writer import HistoryWriter
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids, get_rules
from tablegame.storage.saves import match_from_json, match_to_json


def played(game: str, actions: int, seed: int = 5) -> Match:
    """A match of random legal actions, loaded back from its save (so that the load keeps a position)."""
    rules = get_rules(game)
    seats = [Seat("Mina"), Seat("Noor"), Seat("Bot 3", "bot", "random")][: max(2, min(3, rules.max_seats))]
    match = Match(game, seats, seed, dict(rules.playout_options))
    rng = random.Random(seed)
    while len(match.actions) < actions and not match.is_over():
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match_from_json(match_to_json(match))


@pytest.mark.parametrize("game", game_ids())
def test_the_history_written_in_slices_is_the_one_written_at_once(game, monkeypatch):
    """Seams everywhere (a turn running across one or not), one action a slice: the same entries, turns included."""
    wholes: dict[int | None, History] = {}
    for kept_back in (1, 2, 5, 40):
        monkeypatch.setattr(match_module, "KEPT_BACK", kept_back)
        match = played(game, 100)  # the same game each time, kept at another place
        assert match.kept is not None and match.kept[0] == len(match.actions) - kept_back
        for reader in [None, *range(len(match.seats))]:
            writer = HistoryWriter(match, reader)
            assert not writer.complete and writer.written == kept_back
            newest = list(writer.history.entries)
            while not writer.run(deadline=0.0):  # a deadline already past: one action a slice
                pass
            if reader not in wholes:
                wholes[reader] = written_in_one_go(match, reader)
            whole = wholes[reader]
            assert writer.history.entries == whole.entries, (game, kept_back, reader)
            assert [e.text for e in newest] == [e.text for e in whole.entries[-len(newest) :]]
            assert writer.written == len(match.actions)


@pytest.mark.parametrize("game", game_ids())
def test_a_move_added_while_the_history_fills_lands_after_the_rest(game, monkeypatch):
    """The table adds a new move to the newest part; the earlier part goes in front of it."""
    monkeypatch.setattr(match_module, "KEPT_BACK", 10)
    match = played(game, 30)
    assert not match.is_over()
    writer = HistoryWriter(match, 0)
    writer.run(deadline=0.0)
    before = match.view(0)
    match.apply(match.legal_actions(match.to_act()[0])[0])
    writer.history.add(len(match.actions) - 1, match.actions[-1], before, match.view(0))
    while not writer.run(deadline=0.0):
        pass
    assert writer.history.entries == written_in_one_go(match, 0).entries


@pytest.mark.parametrize("game", game_ids())
def test_a_rebuild_from_the_kept_position_is_the_full_replay(game, monkeypatch):
    """Every seat's view, the open view, who acts and what is legal; and the same moves play on alike."""
    monkeypatch.setattr(match_module, "KEPT_BACK", 25)
    match = played(game, 150)
    for n in (len(match.actions) - 25, len(match.actions) - 3, len(match.actions)):
        quick = match.rebuilt(n)
        match.kept, kept = None, match.kept
        slow = match.rebuilt(n)
        match.kept = kept
        for _ in range(5):
            assert quick.actions == slow.actions
            for seat in [None, *range(len(match.seats))]:
                assert quick.view(seat) == slow.view(seat)
            if quick.is_over():
                break
            assert quick.rules.open_view(quick.state, 0) == slow.rules.open_view(slow.state, 0)
            assert quick.to_act() == slow.to_act() and quick.legal_actions() == slow.legal_actions()
            action = quick.legal_actions()[-1]
            quick.apply(action)
            slow.apply(action)
