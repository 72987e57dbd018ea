"""One package per game. A package declares GAME_ID and make_rules(); bots live in its bots module."""
