"""A fifth game is checked by registering it: with a made-up game package added to `tablegame.games`, the
conformance suite, the layer test and the module test each collect tests for it (collection only: the made-up
game has no rules to play)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("tests/test_every_game.py", "tests/test_layers.py", "tests/test_game_modules.py")

GAME_PACKAGE = """
GAME_ID = "fifth"
BOTS = {}


def make_rules():
    from tablegame.core.rules import Rules

    class Fifth(Rules):
        title = "Fifth"

    return Fifth()
"""
# Imported by pytest (-p) before the tests are collected: the made-up game's folder joins the rules packages.
PLUGIN = """
import tablegame.games

tablegame.games.__path__.append({folder!r})
"""


def test_the_suites_take_their_games_from_the_registry(tmp_path: Path) -> None:
    """Every suite that checks each game collects a test for the registered made-up game."""
    (tmp_path / "games" / "fifth_game").mkdir(parents=True)
    (tmp_path / "games" / "fifth_game" / "__init__.py").write_text(GAME_PACKAGE, encoding="utf-8")
    (tmp_path / "fifth_plugin.py").write_text(PLUGIN.format(folder=str(tmp_path / "games")), encoding="utf-8")
    environment = {**os.environ, "PYTHONPATH": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--collect-only", "-p", "fifth_plugin"]
    done = subprocess.run(
        [*command, *CHECKED], cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120, check=False
    )
    collected = done.stdout.splitlines()
    for path in CHECKED:
        assert any(line.startswith(f"{path}::") and "[fifth" in line for line in collected), (path, done.stdout[-2000:])
