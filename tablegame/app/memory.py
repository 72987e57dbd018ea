"""The collector held off while a move lands, so that none of its passes falls in the frames that show it.

The collector's own rule passes over the young objects every 700 more made than freed: a move's frame (its rules
step, views and model) makes thousands, so a pass (0.3-1 ms, the older generation's 1 ms) fell in most of them.
From a move's rules step until its picture is shown (a few frames, at most about 20) the collector waits; the
first frame with time to spare lets it run again, and its rule passes at the next object made. Only the frames of
a landing move are spared: the collector keeps its thresholds, so a bot thinking in a thread meanwhile collects
its own objects as before (passing over them in the window's frames took up to 6 ms of each).
"""

from __future__ import annotations

import gc

_held = [False]  # whether `hold` turned the collector off (and `release` is to turn it on again)


def hold() -> None:
    """A move lands: the collector waits until `release` (unless it was off already). A move landing before the
    last one's `release` (moves back to back, no frame to spare between them) leaves it running instead: it is
    never held off for longer than one move."""
    if _held[0]:
        release()
    elif gc.isenabled():
        gc.disable()
        _held[0] = True


def release() -> None:
    """The move is shown (or the table closes): the collector runs again if `hold` stopped it."""
    if _held[0]:
        _held[0] = False
        gc.enable()
