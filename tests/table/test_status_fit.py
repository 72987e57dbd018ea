"""The status line's fit, estimated from word widths: it agrees with the board wherever it answers."""

from __future__ import annotations

import random

import pygame
from driver import make_app

from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Match, Seat


def board_only(scene: TableScene, texts: list[str]) -> str:
    """`told_now` as it was, asking the board about every candidate."""
    for shown in range(len(texts), 0, -1):
        rest = len(texts) - shown
        text = " · ".join(texts[:shown]) + (f" · and {rest} more in What happened" if rest else "")
        if scene.board.status_fits(text):
            return text
    return texts[0] if texts else ""


def test_the_estimate_agrees_with_the_board_and_told_now_is_unchanged():
    """Runs of a game's history entries, from one to many, at two window sizes: where the estimate answers it
    says what the board says, it leaves the board few texts, and the status chosen is the board's own."""
    for size in ((1280, 720), (2560, 1440)):
        app = make_app(size)
        match = Match("niagara", [Seat("Mina"), Seat("Bot 2", "bot", "random"), Seat("Bot 3", "bot", "random")], 4)
        rng = random.Random(4)
        for _ in range(60):
            match.apply(rng.choice(match.legal_actions()))
        app.open_table(match)
        app.step()
        scene = app.scenes.top
        assert isinstance(scene, TableScene)
        entries = [entry.text for entry in scene.session.history_of(0).entries]
        answered = asked = 0
        for start in range(0, len(entries) - 5, 5):
            texts = entries[start : start + 1 + start % 5]
            assert scene.told_now(texts) == board_only(scene, texts)
            for count in range(1, len(texts) + 1):
                text = " · ".join(texts[:count])
                if len(text) > 400:  # far too long for two lines (and slow for the board to wrap)
                    break
                estimate = scene.status_fit.estimate(text)
                if estimate is None:
                    asked += 1
                else:
                    answered += 1
                    assert estimate == scene.board.status_fits(text), text
        assert answered > 10 * asked
        pygame.display.quit()
