"""An undo's autosave: a shorter line replaces the game's own file (no fork), and the save counts the undos.

The writer keeps a file whose actions are not a prefix of the line to write ("behind": another window played on)
only when the file changed since this window wrote it; a file as this window last wrote it is its own line, so
an undo's shorter line is written over it, under the same id.
"""

from __future__ import annotations

import json
import random

from tablegame.core.match import Match, Seat
from tablegame.storage.kept import MATCH_ID_FIELD
from tablegame.storage.saves import SaveStore

SEATS = [Seat("Ann"), Seat("Bot 1", "bot", "normal")]


def play(match: Match, count: int, seed: int) -> None:
    """Random legal actions."""
    rng = random.Random(seed)
    for _ in range(count):
        match.apply(rng.choice(match.legal_actions()))


def test_an_undo_writes_its_shorter_line_over_its_own_file_and_counts_itself(tmp_path):
    store = SaveStore(tmp_path)
    match = Match("niagara", list(SEATS), 1, {"max_rounds": 0})
    play(match, 20, 1)
    store.autosave_later(match, played_at=5.0)
    assert store.flush()
    back = match.rebuilt(12)
    back.extra["undos"] = match.undos() + 1
    store.autosave_later(back, played_at=5.0)
    assert store.flush() and store.autosave_failure(back) is None and store.moved_to(back) is None
    [kept] = store.kept_games()
    data = json.loads(kept.path.read_text(encoding="utf-8"))
    assert data["summary"]["undos"] == 1 and len(data["actions"]) == 12
    resumed = store.load_kept(kept)
    assert resumed.undos() == 1 and resumed.actions == back.actions
    play(back, 3, 2)  # another line from the undone position: the same game, played on
    store.autosave_later(back, played_at=5.0)
    assert store.flush() and store.moved_to(back) is None
    [kept] = store.kept_games()
    assert kept.id == back.extra[MATCH_ID_FIELD] and store.load_kept(kept).actions == back.actions


def test_a_game_without_undo_has_no_count_in_its_summary(tmp_path):
    store = SaveStore(tmp_path)
    match = Match("niagara", list(SEATS), 1, {"max_rounds": 0})
    play(match, 4, 1)
    store.autosave_later(match, played_at=5.0)
    assert store.flush()
    [kept] = store.kept_games()
    assert "undos" not in json.loads(kept.path.read_text(encoding="utf-8"))["summary"]
