"""CABO's rules as a player reads them (docs/rules/cabo.md in a player's words), every number filled from the
catalog and the rules' constants: the deck, the deal, the powers, the scoring and the game's end."""

from __future__ import annotations

from itertools import groupby

from tablegame.core.rules_text import Section, option_paragraphs
from tablegame.core.words import listing
from tablegame.games.cabo import effects, legal, scoring, setup
from tablegame.games.cabo.catalog import DECK_SIZE, Catalog, cabo_catalog
from tablegame.games.cabo.rules import CaboRules
from tablegame.games.cabo.terms import counted, power_cards, power_word
from tablegame.i18n import tr

# The worked example of the scoring section: three rows of real cards (kind ids), the first seat the caller.
EXAMPLE_ROWS = (("c1", "c4", "c2", "c5"), ("c0", "c3", "c6", "c2"), ("c13", "c9", "c7"))
EXAMPLE_CALLER = 0


def sections() -> list[Section]:
    """CABO's rules, section by section, in the language now."""
    catalog = cabo_catalog()
    return [
        Section("goal", _goal(catalog)),
        Section("setup", _setup(catalog)),
        Section("turn", _turn()),
        Section(
            "cards", _cards(catalog), cards=tuple(k for k, p in zip(catalog.ids, catalog.powers, strict=True) if p)
        ),
        Section("scoring", _scoring(catalog), cards=tuple(dict.fromkeys(k for row in EXAMPLE_ROWS for k in row))),
        Section("end", _end()),
        Section("options", option_paragraphs("cabo")),
        Section("rulings", _rulings()),
    ]


def _goal(catalog: Catalog) -> tuple[str, ...]:
    return (
        tr(
            "CABO is a memory card game for {low} to {high} players. Each player has a row of face-down cards "
            "worth {lowest} to {highest} points and wants the lowest total. Remember the cards you have seen, "
            "trade high cards for low ones, and use the cards' powers to look and to swap.",
            low=CaboRules.min_seats,
            high=CaboRules.max_seats,
            lowest=min(catalog.values),
            highest=max(catalog.values),
        ),
        tr(
            "A game has several rounds. At the end of each round every player adds up the cards in their row, and "
            "the sums add up from round to round. When a total goes over {end}, the game ends and the lowest "
            "total wins.",
            end=scoring.GAME_END_ABOVE,
        ),
    )


def _deck_counts(catalog: Catalog) -> str:
    """The deck's make-up from the catalog: "two 0s, four of each value from 1 to 12 and two 13s"."""
    parts = []
    pairs = sorted(zip(catalog.values, catalog.counts, strict=True))
    for count, run in groupby(pairs, key=lambda pair: pair[1]):
        values = [value for value, _ in run]
        if len(values) == 1:
            parts.append(counted([values[0]] * count))
        else:
            parts.append(tr("{count} of each value from {low} to {high}", count=count, low=values[0], high=values[-1]))
    return listing(parts)


def _setup(catalog: Catalog) -> tuple[str, ...]:
    return (
        tr("The deck has {deck} cards: {counts}.", deck=DECK_SIZE, counts=_deck_counts(catalog)),
        tr("Each player is dealt {row} cards face down in a row. Nobody looks at them yet.", row=setup.ROW_SIZE),
        tr(
            "The next card is turned face up: it starts the discard pile. The rest of the deck is the draw pile, "
            "face down."
        ),
        tr(
            "Before the first turn, each player secretly looks at {peeked} of their own cards. Remember them: "
            "after this, the table shows a face-down card only when you look at it again (unless the Memory aid "
            "option is on).",
            peeked=setup.PEEKED_AT_START,
        ),
        tr(
            "The first seat starts the first round. Each later round is started by the player with the lowest "
            "score in the round before."
        ),
    )


def _turn() -> tuple[str, ...]:
    return (
        tr("On your turn, do exactly one of these three things:"),
        tr(
            "• Draw the top card of the draw pile. Only you see it. Put it in your row in place of one of your "
            "cards (the card you take out goes face up on the discard pile), or discard it. If it has a power, "
            "you may use the power as you discard it."
        ),
        tr(
            "• Take the top card of the discard pile. You must put it in your row in place of one of your "
            "cards; its power is never used."
        ),
        tr("• Call CABO, when you think your sum is the lowest (see How the game ends)."),
        tr(
            "Replacing several cards at once: if you think some of your cards have the same number, you may "
            "replace up to {most} of them with the one card you hold. They are turned face up. If they all "
            "match, they all go to the discard pile and your row gets shorter.",
            most=legal.MAX_REPLACE,
        ),
        tr(
            "If they do not all match, they stay in your row, face up for the rest of the round, moved to its "
            "right end, followed by the card you held; if you tried {penalty} or more cards, the top card of "
            "the draw pile is added too, as a penalty card nobody looks at.",
            penalty=effects.PENALTY_FROM,
        ),
        tr(
            "Cards never move by themselves: only replacing and the swap power move them. When a card leaves "
            "your row, the row closes up."
        ),
    )


def _cards(catalog: Catalog) -> tuple[str, ...]:
    plain = [value for value, power in zip(catalog.values, catalog.powers, strict=True) if power is None]
    return (
        tr(
            "Every card is worth its number. The cards {plain} have no power.",
            plain=listing([str(value) for value in sorted(plain)]),
        ),
        tr(
            "{power} ({cards}): look at one of your own face-down cards.",
            cards=power_cards(catalog, "peek"),
            power=power_word("peek"),
        ),
        tr(
            "{power} ({cards}): look at one face-down card of another player.",
            cards=power_cards(catalog, "spy"),
            power=power_word("spy"),
        ),
        tr(
            "{power} ({cards}): exchange one of your cards with one card of another player, without looking at "
            "either. Everyone sees which two cards were exchanged.",
            cards=power_cards(catalog, "swap"),
            power=power_word("swap"),
        ),
        tr(
            "A power works only with a card you drew from the draw pile this turn, as you discard it, and using "
            "it is up to you. A card taken from the discard pile, or one you take out of your row, has no power."
        ),
    )


def example_scores(catalog: Catalog) -> tuple[list[list[int]], list[int], list[int]]:
    """The worked example's rows (card values), sums and round scores, as the scoring rules count them."""
    rows = [[catalog.values[catalog.index[kind]] for kind in row] for row in EXAMPLE_ROWS]
    sums, scores, _ = scoring.round_scores(rows, EXAMPLE_CALLER)
    return rows, sums, scores


def _scoring(catalog: Catalog) -> tuple[str, ...]:
    rows, sums, scores = example_scores(catalog)
    why = scoring.reasons(sums, EXAMPLE_CALLER, None)[EXAMPLE_CALLER]
    cards = [listing([str(value) for value in row]) for row in rows]
    if why == "caller_not_lowest":
        caller = tr(
            "Someone has a lower sum, so you score {sum} + {penalty} = {score}.",
            sum=sums[0],
            penalty=scoring.CALLER_PENALTY,
            score=scores[0],
        )
    else:
        caller = tr("Nobody has a lower sum, so you score {score}.", score=scores[0])
    return (
        tr(
            "At the end of a round every card is turned face up and each player adds up the numbers in their "
            "row. That sum is the player's round score, except in two cases:"
        ),
        tr(
            "• The caller: if the player who called CABO has the lowest sum (or is tied for it), they score 0. "
            "Otherwise they score their sum plus {penalty}.",
            penalty=scoring.CALLER_PENALTY,
        ),
        tr(
            "• The bomb: a player whose row is exactly {bomb} scores 0 and every other player scores {penalty}, "
            "whoever called.",
            bomb=counted(list(scoring.BOMB_ROW)),
            penalty=scoring.BOMB_PENALTY,
        ),
        tr(
            "Round scores add up. A total that lands exactly on {at} drops to {to}, once per player in a game.",
            at=scoring.RESET_AT,
            to=scoring.RESET_TO,
        ),
        tr(
            "Example: you call CABO holding {mine} (sum {my_sum}). The other two players hold {second} (sum "
            "{second_sum}) and {third} (sum {third_sum}).",
            mine=cards[0],
            my_sum=sums[0],
            second=cards[1],
            second_sum=sums[1],
            third=cards[2],
            third_sum=sums[2],
        ),
        tr(
            "{caller} The others score their sums: {second} and {third}.",
            caller=caller,
            second=scores[1],
            third=scores[2],
        ),
    )


def _end() -> tuple[str, ...]:
    return (
        tr(
            "Instead of drawing, you may call CABO when you think your sum is the lowest. Calling is your whole "
            "turn. Every other player then has one more turn, and the round ends. Only one player may call in a "
            "round."
        ),
        tr("A round also ends at the end of the turn in which the draw pile runs out."),
        tr(
            "After a round is scored, if any total is over {end}, the game is over. The lowest total wins; on a "
            "tie, the lower score in the last round; if still tied, they all win.",
            end=scoring.GAME_END_ABOVE,
        ),
        tr(
            "Otherwise all {deck} cards are shuffled and the next round is dealt. The player with the lowest "
            "round score starts it.",
            deck=DECK_SIZE,
        ),
    )


def _rulings() -> tuple[str, ...]:
    return (
        tr("The printed rules leave a few things open. This is how the program plays them:"),
        tr(
            "• A failed multi-replace: all the cards you tried come back face up at the right end of your row, "
            "you keep the card you held, and one penalty card is added when you tried {penalty} or more (the "
            "option Failed multi-replace can leave them in place instead).",
            penalty=effects.PENALTY_FROM,
        ),
        tr("• Peek and spy look only at face-down cards; a swap may take any card."),
        tr(
            "• A card taken from the discard pile goes into your row face down, as the rulebook says. Everyone "
            "saw it, so everyone knows it."
        ),
        tr("• Only one player may call CABO in a round."),
        tr(
            "• The draw pile running out ends the round at the end of that turn, even during the last turns "
            "after a call. There is no reshuffle."
        ),
        tr(
            "• When the lowest round score is tied, the player who started the last round starts again, even "
            "if they were not among the tied."
        ),
        tr("• The rulebook only says to choose a first player: here the first seat starts the first round."),
    )
