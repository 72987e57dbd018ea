"""How long a game may grow: the one action limit that the simulator, the window and the save files share."""

from __future__ import annotations

# The longest games of normal and hard self-play: 1,066 actions (Catan, 4 normal seats; 300 games a
# game and seat count, 2 to 5 seats), 831 in CABO, 609 in Niagara, 436 in Ogallala; Catan's hard
# grows longer with its budget (987 at hard@25 over 200 games, 1,207 at hard@200 over 50, 1,996 at
# hard@800, about the table's 0.3 s, over 20). Twenty-five times that stops only a game that would
# not end (random bots in Niagara never reach the end), and 100 random Niagara games in about half a
# minute. The largest action of any game encodes in about 130 bytes, so the longest game's save stays
# near 6.5 MB, far under the 20 MB a save may have (tests/core/test_save_limits.py measures both).
LONGEST_GAME_ACTIONS = 50_000
