"""CABO on the table: the presenter and the pictures and words it draws with."""

GAME_ID = "cabo"
PRESENTER = "CaboPresenter"  # a class of this package's presenter module, imported when a table opens
