"""Statistics: every finished game with a human in it, kept in a SQLite database, and the figures read from it."""
