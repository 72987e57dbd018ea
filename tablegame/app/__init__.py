"""The pygame application: window, scenes (menu, table, dialogs) and the game presenters."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on stdout before our own output
