"""The Struggle for Catan on the table: the presenter and the pictures and words it draws with."""

GAME_ID = "struggle-for-catan"
PRESENTER = "CatanPresenter"  # a class of this package's presenter module, imported when a table opens
