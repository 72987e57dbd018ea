"""The collector's passes over young objects in frames with time to spare, so that none falls in a move's frame.

The collector's own rule passes over the young objects every 700 more made than freed: a move's frame (its rules
step, views and model) makes thousands, so a pass (0.3-1 ms, the older generation's 1 ms) fell in most of them.
While a table plays, its frames with time to spare pass over what the last frames made, and the collector's own
threshold is raised well above what a move makes: its rule stays the backstop.
"""

from __future__ import annotations

import gc

SPARE_YOUNG = 200  # objects made since the last pass: a frame with time to spare passes over them
RAISED = 20_000  # the collector's own threshold while frames pass over the young objects


def collect_spare() -> bool:
    """In a frame with time to spare, a pass over the young objects if enough were made, over an older generation
    when the collector's counts say it is its turn (as its own rule would pick); True if it passed."""
    young, middle, old = gc.get_count()
    if young < SPARE_YOUNG:
        return False
    first, second, third = gc.get_threshold()
    if first < RAISED:
        gc.set_threshold(RAISED, second, third)
    gc.collect(2 if old > third else 1 if middle > second else 0)
    return True
