"""Ogallala on the table: the presenter and the pictures and words it draws with."""

GAME_ID = "ogallala"
PRESENTER = "OgallalaPresenter"  # a class of this package's presenter module, imported when a table opens
