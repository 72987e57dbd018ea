"""What the CABO rules did by themselves after an action, as history entries for one reader: a penalty
card, the draw pile running out, and a round's end (why it ended, the revealed rows, the scores with
their reasons, resets, totals, and who starts the next round or who won). Read from views only; every
entry is a whole translatable sentence."""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, Moment, View
from tablegame.core.words import Persons, listing
from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.effects import PENALTY_FROM
from tablegame.games.cabo.phrases import counted
from tablegame.games.cabo.text import describe_for
from tablegame.games.cabo.view_facts import draw_count_after, round_ended, rows_after
from tablegame.i18n import ptr, tr


def events_for(
    catalog: Catalog, action: Action, names: list[str] | None, viewer: int | None, before: View, after: View
) -> list[str]:
    """The automatic events `action` set off, one entry each, as `viewer` reads them."""
    tell = Persons(names, viewer)
    events = []
    if action["type"] == "replace":
        events += _penalty(tell, action, before, after)
    if round_ended(before, after):
        events += round_end(catalog, tell, after)
    elif draw_count_after(before, after) == 0 and before["draw_count"] > 0:
        events.append(tr("The draw pile is empty: the round ends after this turn"))
    return events


def _penalty(tell: Persons, action: Action, before: View, after: View) -> list[str]:
    """The penalty card of a failed multi-replace, or why none was taken (CABO-13, CABO-21)."""
    seat, lifted = action["seat"], len(action["positions"])
    size_before, size_after = len(before["rows"][seat]), len(rows_after(before, after)[seat])
    if lifted < PENALTY_FROM or size_after <= size_before:  # too few cards, it matched, or no penalty rule
        return []
    if size_after == size_before + 2:
        return [
            tr(
                "Penalty card: the top card of the draw pile went face down to the end of {whose} row "
                "(nobody has seen it)",
                whose=tell.owner(seat),
            )
        ]
    return [tr("No penalty card: the draw pile is empty")]


def round_end(catalog: Catalog, tell: Persons, after: View) -> list[str]:
    """A round's end (CABO-20 to CABO-29): why, every revealed row, the scores, resets, totals, what next."""
    last = after["last_round"]
    number, caller = last["round"], last["caller"]
    if last["draw_count"] == 0:
        events = [tr("Round {number} ends: the draw pile is empty", number=number)]
    else:
        events = [
            tr(
                "Round {number} ends: everyone else has had one more turn after {caller} called CABO",
                number=number,
                caller=tell.object(caller),
            )
        ]
    values = [[catalog.values[catalog.index[card]] for card in row] for row in last["rows"]]
    rows = [
        tr(
            "{who} {values} (sum {sum})",
            who=tell.subject(seat),
            values=ptr("list", ", ").join(map(str, row)),
            sum=sum(row),
        )
        for seat, row in enumerate(values)
    ]
    events.append(tr("Cards turned face up: {rows}", rows=ptr("rows", "; ").join(rows)))
    scores = [_score(tell, last, values, seat) for seat in range(len(values))]
    events.append(tr("Round {number} scores: {scores}", number=number, scores=ptr("scores", ", ").join(scores)))
    events += _resets(tell, last)
    totals = [tr("{who} {score}", who=tell.subject(seat), score=total) for seat, total in enumerate(last["scores"])]
    events.append(tr("Totals: {totals}", totals=ptr("scores", ", ").join(totals)))
    events.append(_next(tell, last, after))
    return events


def _score(tell: Persons, last: dict[str, Any], values: list[list[int]], seat: int) -> str:
    """A seat's round score, and why it scored that when it is not just its sum (CABO-24, CABO-25)."""
    why = last["why"][seat]
    who, score = tell.subject(seat), last["round_scores"][seat]
    if why == "caller_lowest":
        return tr("{who} {score} (called CABO with the lowest sum)", who=who, score=score)
    if why == "caller_not_lowest":
        return tr(
            "{who} {score} (called CABO without the lowest sum: {sum} + {penalty})",
            who=who,
            score=score,
            sum=last["sums"][seat],
            penalty=last["scoring"]["caller_penalty"],
        )
    if why == "bomb":
        return tr("{who} {score} (bomb: {cards})", who=who, score=score, cards=counted(values[seat]))
    if why == "bombed":
        return tr("{who} {score} (bomb by {bomber})", who=who, score=score, bomber=tell.object(last["bomb"]))
    return tr("{who} {score}", who=who, score=score)


def _resets(tell: Persons, last: dict[str, Any]) -> list[str]:
    """A total of exactly 100 set back to 50, once per seat per game; the second time it stays (CABO-27)."""
    numbers = last["scoring"]
    lines = []
    for seat, total in enumerate(last["scores"]):
        whose = tell.owner(seat, start=True)
        if seat in last["resets"]:
            lines.append(
                tr(
                    "{whose} total reached exactly {reset_at} and was set back to {reset_to} (once per game)",
                    whose=whose,
                    reset_at=numbers["reset_at"],
                    reset_to=numbers["reset_to"],
                )
            )
        elif total == numbers["reset_at"]:
            lines.append(
                tr(
                    "{whose} total is exactly {reset_at} again: it is set back only once per game",
                    whose=whose,
                    reset_at=numbers["reset_at"],
                )
            )
    return lines


def _next(tell: Persons, last: dict[str, Any], after: View) -> str:
    """Who won, or who starts the next round and why (CABO-28, CABO-29)."""
    numbers = last["scoring"]
    if last["next_start"] is None:
        seats = list(after["winners"])
        winners = listing([tell.object(seat) for seat in seats])
        if len(seats) > 1 or any(tell.is_reader(seat) for seat in seats):
            return tr(
                "A total passed {limit}: the game is over, and {winners} win",
                limit=numbers["game_end_above"],
                winners=winners,
            )
        return tr(
            "A total passed {limit}: the game is over, and {winners} wins",
            limit=numbers["game_end_above"],
            winners=winners,
        )
    starter, number = last["next_start"], last["round"]
    scores = last["round_scores"]
    tied = scores.count(min(scores)) > 1
    if tell.is_reader(starter):
        if tied:
            return tr(
                "You start round {next}: the lowest score of round {number} was tied, so the player who "
                "started round {number} starts again",
                next=number + 1,
                number=number,
            )
        return tr("You start round {next}: the lowest score of round {number}", next=number + 1, number=number)
    who = tell.subject(starter)
    if tied:
        return tr(
            "{who} starts round {next}: the lowest score of round {number} was tied, so the player who "
            "started round {number} starts again",
            who=who,
            next=number + 1,
            number=number,
        )
    return tr("{who} starts round {next}: the lowest score of round {number}", who=who, next=number + 1, number=number)


def moment_for(
    catalog: Catalog, action: Action, names: list[str] | None, viewer: int | None, before: View, after: View
) -> Moment | None:
    """A failed multi-replace (CABO-13): the lifted cards stay face up and the row may grow, told as the history
    tells it (the action's entry and its penalty card)."""
    if action["type"] != "replace" or len(action["positions"]) < 2:
        return None
    seat, lifted = action["seat"], len(action["positions"])
    if len(rows_after(before, after)[seat]) == len(before["rows"][seat]) - lifted + 1:  # they matched
        return None
    said = describe_for(catalog, action, names, viewer, before, after)
    return Moment(tr("Failed multi-replace"), (said, *_penalty(Persons(names, viewer), action, before, after)))
