"""tablegame: a desktop card table for four tabletop games, against bots or hot-seat."""

__version__ = "0.1.0"
