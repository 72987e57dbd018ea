"""The size test (issues 17, 18): every game, every seat count, saves and playout positions, in every language.

Fails on small, clipped or glyph-less text, overlapping zones, items outside the window and, in Korean and
Chinese, English left over (legibility.py and english_left.py say exactly what counts). English is drawn at four
window sizes; Korean and Chinese at 1280x720 and 900x600. A (game, language) still in `NOT_YET` is expected to
fail; its engineer removes it when it passes.
"""

from __future__ import annotations

import pytest
from legibility import LANG_SIZES, TEST_SIZES, check

from tablegame.app.games import playable_games

NOT_YET: set[tuple[str, str]] = set()  # (game, language) expected to fail: none, every game passes in ko and zh
SHOWN = 40  # problems listed in a failure; the count says how many more
CASES = [(game, lang) for lang in ("en", "ko", "zh") for game in playable_games()]


@pytest.mark.parametrize(("game", "lang"), [
    pytest.param(game, lang, marks=pytest.mark.xfail(strict=False, reason="issue 18: not translated everywhere yet"))
    if (game, lang) in NOT_YET else (game, lang) for game, lang in CASES])
def test_every_text_is_legible_and_nothing_overlaps_or_leaves_the_window(game: str, lang: str) -> None:
    """No problem at any seat count, position, viewer and size (python tests/table/legibility.py lists them)."""
    found = list(check(game, TEST_SIZES if lang == "en" else LANG_SIZES, lang))
    listed = "\n".join(found[:SHOWN])
    more = f"\n... and {len(found) - SHOWN} more" if len(found) > SHOWN else ""
    assert not found, f"{len(found)} problem(s):\n{listed}{more}"
