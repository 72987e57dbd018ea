"""The game-independent core: Rules API, Match, catalogs, game registry (no pygame)."""
