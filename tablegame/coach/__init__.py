"""The coach: an honest win chance from one seat's view, the hard bot's hint, and a review of a seat's moves.

A layer above the bots (it plays their `normal` and `hard` levels); pygame-free, so the table, the
command line and the benchmarks share it.
"""
