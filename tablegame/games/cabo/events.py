"""What the CABO rules did by themselves after an action, as history entries for one reader: a penalty
card, the draw pile running out, and a round's end (why it ended, the revealed rows, the scores with
their reasons, resets, totals, and who starts the next round or who won). Read from views only."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tablegame.core.rules import Action, View
from tablegame.core.words import Persons, listing
from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.view_facts import draw_count_after, round_ended, rows_after

COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}
PENALTY_FROM = 3  # a failed multi-replace of this many cards or more takes a penalty card (CABO-13)


def events_for(catalog: Catalog, action: Action, names: list[str] | None, viewer: int | None, before: View,
               after: View) -> list[str]:
    """The automatic events `action` set off, one entry each, as `viewer` reads them."""
    tell = Persons(names, viewer)
    events = []
    if action["type"] == "replace":
        events += _penalty(tell, action, before, after)
    if round_ended(before, after):
        events += round_end(catalog, tell, after)
    elif draw_count_after(before, after) == 0 and before["draw_count"] > 0:
        events.append("The draw pile is empty: the round ends after this turn")
    return events


def _penalty(tell: Persons, action: Action, before: View, after: View) -> list[str]:
    """The penalty card of a failed multi-replace, or why none was taken (CABO-13, CABO-21)."""
    seat, lifted = action["seat"], len(action["positions"])
    size_before, size_after = len(before["rows"][seat]), len(rows_after(before, after)[seat])
    if lifted < PENALTY_FROM or size_after <= size_before:  # too few cards, it matched, or no penalty rule
        return []
    if size_after == size_before + 2:
        return [f"Penalty card: the top card of the draw pile went face down to the end of "
                f"{tell.owner(seat)} row (nobody has seen it)"]
    return ["No penalty card: the draw pile is empty"]


def round_end(catalog: Catalog, tell: Persons, after: View) -> list[str]:
    """A round's end (CABO-20 to CABO-29): why, every revealed row, the scores, resets, totals, what next."""
    last = after["last_round"]
    number, caller = last["round"], last["caller"]
    if last["draw_count"] == 0:
        events = [f"Round {number} ends: the draw pile is empty"]
    else:
        events = [f"Round {number} ends: everyone else has had one more turn after "
                  f"{tell.object(caller)} called CABO"]
    values = [[catalog.values[catalog.index[card]] for card in row] for row in last["rows"]]
    events.append("Cards turned face up: " + "; ".join(
        f"{tell.subject(seat)} {', '.join(str(v) for v in row)} (sum {sum(row)})" for seat, row in enumerate(values)))
    scores = [f"{tell.subject(seat)} {score}{_why(tell, last, values, seat)}"
              for seat, score in enumerate(last["round_scores"])]
    events.append(f"Round {number} scores: " + ", ".join(scores))
    events += _resets(tell, last)
    events.append("Totals: " + ", ".join(f"{tell.subject(seat)} {total}"
                                         for seat, total in enumerate(last["scores"])))
    events.append(_next(tell, last, after))
    return events


def _why(tell: Persons, last: dict[str, Any], values: list[list[int]], seat: int) -> str:
    """Why a seat scored what it did, when it is not just its sum (CABO-24, CABO-25)."""
    why = last["why"][seat]
    numbers = last["scoring"]
    if why == "caller_lowest":
        return " (called CABO with the lowest sum)"
    if why == "caller_not_lowest":
        return f" (called CABO without the lowest sum: {last['sums'][seat]} + {numbers['caller_penalty']})"
    if why == "bomb":
        return f" (bomb: {_counted(values[seat])})"
    if why == "bombed":
        return f" (bomb by {tell.object(last['bomb'])})"
    return ""


def _counted(values: list[int]) -> str:
    """A row's values counted: "two 12s and two 13s"."""
    counts = Counter(values)
    return listing([f"{COUNT_WORDS.get(k, str(k))} {v}s" if k > 1 else f"one {v}" for v, k in sorted(counts.items())])


def _resets(tell: Persons, last: dict[str, Any]) -> list[str]:
    """A total of exactly 100 set back to 50, once per seat per game; the second time it stays (CABO-27)."""
    numbers = last["scoring"]
    lines = []
    for seat, total in enumerate(last["scores"]):
        whose = tell.owner(seat, start=True)
        if seat in last["resets"]:
            lines.append(f"{whose} total reached exactly {numbers['reset_at']} and was set back to "
                         f"{numbers['reset_to']} (once per game)")
        elif total == numbers["reset_at"]:
            lines.append(f"{whose} total is exactly {numbers['reset_at']} again: it is set back only once per game")
    return lines


def _next(tell: Persons, last: dict[str, Any], after: View) -> str:
    """Who won, or who starts the next round and why (CABO-28, CABO-29)."""
    numbers = last["scoring"]
    if last["next_start"] is None:
        winners, plural = tell.group(list(after["winners"]), start=False)
        return (f"A total passed {numbers['game_end_above']}: the game is over, and {winners} "
                f"{'win' if plural else 'wins'}")
    starter, number = last["next_start"], last["round"]
    scores = last["round_scores"]
    who, start = tell.subject(starter), tell.verb(starter, "start")
    if scores.count(min(scores)) == 1:
        return f"{who} {start} round {number + 1}: the lowest score of round {number}"
    return (f"{who} {start} round {number + 1}: the lowest score of round {number} was tied, "
            f"so the player who started round {number} starts again")
