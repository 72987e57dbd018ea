"""Games kept by the program: one autosave per game, a summary to list them by, finished games, the old autosave."""

from __future__ import annotations

import json
import random

import pytest

from tablegame.core.match import Match, Seat
from tablegame.storage.kept import MATCH_ID_FIELD, turn_number
from tablegame.storage.saves import SaveStore, load_match, match_to_json

SEATS = [Seat("Mina"), Seat("Bot 2", "bot", "normal")]


def played(seed: int, n_actions: int | None = None, game: str = "cabo") -> Match:
    """A match with random legal actions played (to its end when `n_actions` is None)."""
    match = Match(game, list(SEATS), seed)
    rng = random.Random(seed)
    while not match.is_over() and (n_actions is None or len(match.actions) < n_actions):
        match.apply(rng.choice(match.legal_actions()))
    return match


def test_each_game_keeps_its_own_file_and_loads_back_exactly(tmp_path):
    store = SaveStore(tmp_path)
    first, second = played(3, 6), played(4, 9)
    paths = {store.autosave(first), store.autosave(second)}
    assert len(paths) == 2 and all(p.parent == store.games_folder for p in paths)
    first.apply(first.legal_actions()[0])
    store.autosave(first)  # the same game writes the same file again
    kept = {game.id: game for game in store.kept_games()}
    assert set(kept) == {first.extra[MATCH_ID_FIELD], second.extra[MATCH_ID_FIELD]}
    for match in (first, second):
        back = store.load_kept(kept[match.extra[MATCH_ID_FIELD]])
        assert back.actions == match.actions and back.view(0) == match.view(0)


def test_the_summary_tells_the_list_everything_without_a_replay(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    match = played(5, 12)
    store.autosave(match, played_at=1000.0)
    newer = played(6, 3)
    store.autosave(newer, played_at=2000.0)
    monkeypatch.setattr(Match, "replay", lambda *_: pytest.fail("listing replayed a game"))
    listed = store.kept_games()
    assert [game.id for game in listed] == [newer.extra[MATCH_ID_FIELD], match.extra[MATCH_ID_FIELD]]
    game = listed[1]
    assert game.title == "CABO" and game.players == ("Mina", "Bot 2") and game.played_at == 1000.0
    assert game.turn == turn_number(match.actions) and game.scores == tuple(match.view(None)["scores"])
    assert not game.finished and game.problem is None


def test_turns_count_the_changes_of_the_acting_seat():
    assert turn_number([]) == 0
    assert turn_number([{"seat": 0}, {"seat": 0}, {"seat": 1}, {"seat": 0}, {"seat": 0}]) == 3


def test_a_game_that_ends_moves_to_the_finished_games(tmp_path):
    store = SaveStore(tmp_path)
    match = played(3, 10)
    store.autosave(match)
    rng = random.Random(1)
    while not match.is_over():
        match.apply(rng.choice(match.legal_actions()))
    path = store.autosave(match)
    assert store.kept_games() == [] and path.parent == store.finished_folder
    [done] = store.kept_games(finished=True)
    assert done.finished and done.winners == tuple(match.result()["winners"])
    assert load_match(done.path).actions == match.actions


def test_an_old_single_autosave_becomes_a_game_in_progress_once(tmp_path):
    store = SaveStore(tmp_path)
    match = played(7, 8)
    store.folder.mkdir(parents=True, exist_ok=True)
    store.old_autosave_path.write_text(json.dumps(match_to_json(match)), encoding="utf-8")
    assert store.migrate_old_autosave() is not None
    assert not store.old_autosave_path.exists() and store.migrate_old_autosave() is None
    [kept] = store.kept_games()
    assert store.load_kept(kept).actions == match.actions


def test_a_damaged_old_autosave_is_moved_as_it_is_and_listed_damaged(tmp_path):
    store = SaveStore(tmp_path)
    store.folder.mkdir(parents=True, exist_ok=True)
    store.old_autosave_path.write_bytes(b"{half a file")
    store.autosave(played(8, 4))
    target = store.migrate_old_autosave()
    assert target is not None and target.read_bytes() == b"{half a file"
    games = store.kept_games()
    assert len(games) == 2 and sum(1 for game in games if game.problem) == 1


def test_a_hostile_match_id_never_names_a_file_outside_the_games(tmp_path):
    store = SaveStore(tmp_path)
    match = played(9, 2)
    match.extra[MATCH_ID_FIELD] = "../../evil"
    path = store.autosave(match)
    assert path.parent == store.games_folder and match.extra[MATCH_ID_FIELD] != "../../evil"


def test_delete_removes_only_that_game_and_only_kept_files(tmp_path):
    store = SaveStore(tmp_path)
    store.autosave(played(1, 3))
    store.autosave(played(2, 3))
    named = store.save(played(3, 3), "mine")
    first, second = store.kept_games()
    store.delete_kept(first)
    assert [game.id for game in store.kept_games()] == [second.id]
    with pytest.raises(OSError):
        store.delete_kept(type(second)(**{**vars(second), "path": named}))
    assert named.exists()


def test_the_example_games_are_listed_and_none_is_damaged(tmp_path):
    examples = SaveStore(tmp_path).examples()
    assert len(examples) >= 4 and all(entry.problem is None for entry in examples)
    assert {"cabo", "niagara", "ogallala", "struggle-for-catan"} <= {entry.game for entry in examples}


def test_a_named_save_carries_a_fresh_summary_for_the_load_list(tmp_path):
    store = SaveStore(tmp_path)
    match = played(4, 5)
    store.autosave(match)
    match.apply(match.legal_actions()[0])
    data = json.loads(store.save(match, "named").read_text(encoding="utf-8"))
    assert data["summary"]["turn"] == turn_number(match.actions) and data["save_name"] == "named"
    [entry] = store.entries()
    assert entry.summary is not None and entry.summary.turn == turn_number(match.actions)


@pytest.mark.parametrize(
    "summary",
    [
        None,
        "a string",
        {"title": 3},
        {"title": "x", "players": ["a"] * 99, "turn": -1, "scores": ["1"], "over": "no", "played_at": "today"},
    ],
)
def test_a_summary_that_lies_or_breaks_is_replaced_by_what_the_file_itself_says(tmp_path, summary):
    store = SaveStore(tmp_path)
    match = played(2, 7)
    path = store.autosave(match)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["summary"] = summary
    path.write_text(json.dumps(data), encoding="utf-8")
    [game] = store.kept_games()
    assert game.problem is None and game.title == "CABO" and game.players == ("Mina", "Bot 2")
    assert game.turn == turn_number(match.actions) and game.scores == ()
    assert store.load_kept(game).actions == match.actions
