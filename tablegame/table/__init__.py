"""The generic pygame table: layouts, drawing, drag and drop, scenes. It knows no game."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on stdout before our own output
