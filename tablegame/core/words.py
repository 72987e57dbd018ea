"""Small helpers for writing game events in words, shared by every game's log lines and table."""

from __future__ import annotations


def ordinal(position: int) -> str:
    """A 0-based position as players count it: 0 -> "1st", 1 -> "2nd", 10 -> "11th"."""
    number = position + 1
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def listing(words: list[str]) -> str:
    """["a", "b", "c"] -> "a, b and c"."""
    if not words:
        return ""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
