"""CABO's history in words: entries for actions (public, and as one reader saw them) and for what the
rules did by themselves after an action (a penalty card, the draw pile running out, a round's end: why it
ended, the revealed rows, the scores with their reasons, resets, totals, and who starts the next round or
who won). Read from views only; every entry is a whole translatable sentence (`tablegame.i18n`)."""

from __future__ import annotations

from tablegame.core.rules import Action, Moment
from tablegame.core.words import Persons, listing, ordinal
from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.effects import PENALTY_FROM
from tablegame.games.cabo.terms import a_card, a_card_of, cards_or_unknown, counted, own_cards, power_word, the_card
from tablegame.games.cabo.view_facts import discard_after, draw_count_after, last_round_of, round_ended, rows_after
from tablegame.games.cabo.view_types import CaboRoundScreen, CaboView
from tablegame.i18n import ptr, tr


def describe(action: Action, names: list[str] | None = None) -> str:
    """One public line in words, e.g. "Bot 1 swapped their 3rd card with Mina's 1st card" (no views: no card values)."""
    tell = Persons(names, None)
    seat = action.get("seat")
    who, own = tell.subject(seat), tell.own(seat)
    kind = action.get("type")
    if kind == "peek_start":
        return tr("{who} looked at {own} {cards}", who=who, own=own, cards=own_cards(action["positions"]))
    if kind == "draw":
        if action["source"] == "deck":
            return tr("{who} drew a card from the draw pile", who=who)
        return tr("{who} took the top card of the discard pile", who=who)
    if kind == "call_cabo":
        return tr("{who} called CABO!", who=who)
    if kind == "replace":
        return tr("{who} replaced {own} {cards}", who=who, own=own, cards=own_cards(action["positions"]))
    if kind == "discard":
        return tr("{who} discarded the drawn card", who=who)
    if kind == "peek":
        return tr(
            "{who} discarded a PEEK card and looked at {own} {position} card",
            who=who,
            own=own,
            position=ordinal(action["position"]),
        )
    if kind == "spy":
        return tr(
            "{who} discarded a SPY card and looked at {whose} {position} card",
            who=who,
            whose=tell.owner(action["target"]),
            position=ordinal(action["position"]),
        )
    if kind == "swap":
        return tr(
            "{who} swapped {own} {position} card with {whose} {target} card",
            who=who,
            own=own,
            position=ordinal(action["position"]),
            whose=tell.owner(action["target"]),
            target=ordinal(action["target_position"]),
        )
    return tr("{who}: {kind}", who=who, kind=kind)


def describe_for(
    catalog: Catalog, action: Action, names: list[str] | None, viewer: int | None, before: CaboView, after: CaboView
) -> str:
    """The history entry `viewer` reads about `action`: every card it may know named by value, read from its
    own views before and after the action only (a hidden card stays "the drawn card", "their 2nd card")."""
    tell = Persons(names, viewer)
    seat = action["seat"]
    who, own = tell.subject(seat), tell.own(seat)
    kind = action["type"]
    rows = rows_after(before, after)
    discard = discard_after(before, after)
    if kind == "peek_start":
        cards = own_cards(action["positions"])
        seen = [rows[seat][p] for p in action["positions"]]
        if tell.is_reader(seat) and all(seen):
            return tr(
                "You looked at your {cards}: {values}",
                cards=cards,
                values=cards_or_unknown([_value(catalog, card) for card in seen if card]),
            )
        if tell.is_reader(seat):
            return tr("You looked at your {cards}", cards=cards)
        return tr("{who} looked at {own} {cards}", who=who, own=own, cards=cards)
    if kind == "draw":
        if action["source"] == "discard":
            return tr(
                "{who} took {card} from the discard pile", who=who, card=the_card(_value(catalog, before["discard"][0]))
            )
        drawn = after["drawn"]["card"] if after["drawn"] else None
        if drawn is None:
            return tr("{who} drew a card from the draw pile", who=who)
        return tr("{who} drew {card} from the draw pile", who=who, card=a_card(_value(catalog, drawn)))
    if kind == "call_cabo":
        return tr("{who} called CABO! Everyone else has one more turn", who=who)
    if kind == "replace":
        return _replace(catalog, tell, seat, action["positions"], before, rows, discard)
    used = discard[0]  # the drawn card, now on top of the discard pile
    card = a_card(_value(catalog, used))
    if kind == "discard":
        power = catalog.powers[catalog.index[used]]
        if power:
            return tr(
                "{who} discarded the drawn card, {card}, without using its {power}",
                who=who,
                card=card,
                power=power_word(power),
            )
        return tr("{who} discarded the drawn card, {card}", who=who, card=card)
    spent = power_word(kind)
    if kind in ("peek", "spy"):
        owner = seat if kind == "peek" else action["target"]
        whose = own if kind == "peek" else tell.owner(owner)
        looked = rows[owner][action["position"]]
        position = ordinal(action["position"])
        if tell.is_reader(seat) and looked and kind == "peek":
            return tr(
                "You discarded {card} ({power}) and looked at your {position} card: {seen}",
                card=card,
                power=spent,
                position=position,
                seen=a_card(_value(catalog, looked)),
            )
        if tell.is_reader(seat) and looked:
            return tr(
                "{who} discarded {card} ({power}) and looked at {whose} {position} card: {seen}",
                who=who,
                card=card,
                power=spent,
                whose=whose,
                position=position,
                seen=a_card(_value(catalog, looked)),
            )
        return tr(
            "{who} discarded {card} ({power}) and looked at {whose} {position} card",
            who=who,
            card=card,
            power=spent,
            whose=whose,
            position=position,
        )
    target = action["target"]
    mine = _known(catalog, before["rows"][seat][action["position"]]["card"])
    theirs = _known(catalog, before["rows"][target][action["target_position"]]["card"])
    return tr(
        "{who} discarded {card} ({power}) and swapped {mine} with {theirs}",
        who=who,
        card=card,
        power=spent,
        mine=a_card_of(own, action["position"], mine),
        theirs=a_card_of(tell.owner(target), action["target_position"], theirs),
    )


def _replace(
    catalog: Catalog,
    tell: Persons,
    seat: int,
    positions: list[int],
    before: CaboView,
    rows: list[list[str | None]],
    discard: list[str],
) -> str:
    """A replace as the reader saw it: what went to the discard pile, or why a multi-replace failed (CABO-12 to 14)."""
    who, own = tell.subject(seat), tell.own(seat)
    drawn = before["drawn"]["card"] if before["drawn"] else None
    held = the_card(_value(catalog, drawn)) if drawn else tr("the drawn card")
    cards = own_cards(positions)
    lifted = len(positions)
    size_before, size_after = len(before["rows"][seat]), len(rows[seat])
    values = ""  # the lifted cards by value, for a multi-replace that failed
    if size_after > size_before:  # with the penalty rule: the lifted cards now lie at the right end
        values = _values(catalog, rows[seat][size_before - lifted : size_before])
    elif lifted > 1 and size_after == size_before:  # without it: they stay where they were
        values = _values(catalog, [rows[seat][p] for p in positions])
    if tell.is_reader(seat):
        return _replaced_by_reader(catalog, cards, held, lifted, size_before, size_after, values, discard)
    if lifted == 1:
        return tr(
            "{who} replaced {own} {cards} with {held}: {out} went to the discard pile",
            who=who,
            own=own,
            cards=cards,
            held=held,
            out=the_card(_value(catalog, discard[0])),
        )
    if size_after == size_before - lifted + 1:  # they matched: all discarded, the row shrinks
        return tr(
            "{who} replaced {own} {cards} with {held}: they matched, and the {out} went to the discard pile",
            who=who,
            own=own,
            cards=cards,
            held=held,
            out=counted([_value(catalog, discard[0])] * lifted),
        )
    if size_after > size_before:  # a failed multi-replace with the penalty rule: lifted cards at the right end
        return tr(
            "{who} tried to replace {own} {cards} with {held}, but they did not match ({values}): they stay "
            "face up at the right end of {own} row, and {held} went face down after them",
            who=who,
            own=own,
            cards=cards,
            held=held,
            values=values,
        )
    return tr(
        "{who} tried to replace {own} {cards}, but they did not match ({values}): they stay face up where "
        "they are, and the drawn card, {card}, went to the discard pile unused",
        who=who,
        own=own,
        cards=cards,
        values=values,
        card=a_card(_value(catalog, discard[0])),
    )


def _replaced_by_reader(
    catalog: Catalog,
    cards: str,
    held: str,
    lifted: int,
    size_before: int,
    size_after: int,
    values: str,
    discard: list[str],
) -> str:
    """The reader's own replace, in sentences of its own ("You replaced your ..."), as _replace tells it."""
    if lifted == 1:
        return tr(
            "You replaced your {cards} with {held}: {out} went to the discard pile",
            cards=cards,
            held=held,
            out=the_card(_value(catalog, discard[0])),
        )
    if size_after == size_before - lifted + 1:
        return tr(
            "You replaced your {cards} with {held}: they matched, and the {out} went to the discard pile",
            cards=cards,
            held=held,
            out=counted([_value(catalog, discard[0])] * lifted),
        )
    if size_after > size_before:
        return tr(
            "You tried to replace your {cards} with {held}, but they did not match ({values}): they stay face "
            "up at the right end of your row, and {held} went face down after them",
            cards=cards,
            held=held,
            values=values,
        )
    return tr(
        "You tried to replace your {cards}, but they did not match ({values}): they stay face up where they "
        "are, and the drawn card, {card}, went to the discard pile unused",
        cards=cards,
        values=values,
        card=a_card(_value(catalog, discard[0])),
    )


def _value(catalog: Catalog, card: str) -> int:
    """A card kind's value."""
    return catalog.values[catalog.index[card]]


def _known(catalog: Catalog, card: str | None) -> int | None:
    """The value of a card the reader knows, None for one it does not."""
    return _value(catalog, card) if card else None


def _values(catalog: Catalog, cards: list[str | None]) -> str:
    """Cards the reader sees, by value: "a 4, a 6 and a 4" (a card it cannot see would be "a card")."""
    return cards_or_unknown([_value(catalog, card) if card else None for card in cards])


def events_for(
    catalog: Catalog, action: Action, names: list[str] | None, viewer: int | None, before: CaboView, after: CaboView
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


def _penalty(tell: Persons, action: Action, before: CaboView, after: CaboView) -> list[str]:
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


def round_end(catalog: Catalog, tell: Persons, after: CaboView) -> list[str]:
    """A round's end (CABO-20 to CABO-29): why, every revealed row, the scores, resets, totals, what next."""
    last = last_round_of(after)
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


def _score(tell: Persons, last: CaboRoundScreen, values: list[list[int]], seat: int) -> str:
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


def _resets(tell: Persons, last: CaboRoundScreen) -> list[str]:
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


def _next(tell: Persons, last: CaboRoundScreen, after: CaboView) -> str:
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
    catalog: Catalog, action: Action, names: list[str] | None, viewer: int | None, before: CaboView, after: CaboView
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
