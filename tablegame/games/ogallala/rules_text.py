"""Ogallala's rules as a player reads them (docs/rules/ogallala.md in a player's words): above all how a turn goes,
every number filled from the catalog and the rules' constants."""

from __future__ import annotations

from tablegame.core.rules_text import Section, option_paragraphs
from tablegame.core.words import listing
from tablegame.games.ogallala import canoes, effects, scoring, setup
from tablegame.games.ogallala.catalog import DECK_SIZE, Catalog, catalog
from tablegame.games.ogallala.rules import OgallalaRules
from tablegame.i18n import ptr, tr

# The worked examples of the scoring section: complete canoes of real cards (ids), left to right.
EXAMPLE_CANOES = (
    ("bow-red", "paddler-red-3", "loot-woman", "stern-black"),
    ("bow", "bear-left", "bear-right", "stern"),
    ("bow", "horse-person", "horse-left", "horse-right", "stern"),
    ("bow", "paddler-red-1", "paddler-red-2", "paddler-red-3", "paddler-red-4", "chief-red", "loot-tent", "stern"),
)
SPECIAL_CARDS = ("lasso", "archer", "axe", "totem", "chief-red", "medicine-red")


def sections() -> list[Section]:
    """Ogallala's rules, section by section, in the language now."""
    cards = catalog()
    return [
        Section("goal", _goal()),
        Section("setup", _setup(cards)),
        Section("turn", _turn(), cards=EXAMPLE_CANOES[0]),  # a complete canoe: bow, middle cards, stern
        Section("cards", _cards(cards), cards=SPECIAL_CARDS),
        Section("scoring", _scoring(cards), cards=EXAMPLE_CANOES[1]),
        Section("end", _end()),
        Section("options", option_paragraphs("ogallala")),
        Section("rulings", _rulings()),
    ]


def _count(cards: Catalog, card_id: str) -> int:
    return cards.counts[cards.index[card_id]]


def _strength(cards: Catalog, card_id: str) -> int:
    return cards.strength[cards.index[card_id]]


def _goal() -> tuple[str, ...]:
    return (
        tr(
            "Ogallala is a game for {low} to {high} players. Each player builds canoes in their own area, one card at "
            "a time, drawn from three face-down piles. A canoe has a bow at its left end, a stern at its right end and "
            "any cards between them.",
            low=OgallalaRules.min_seats,
            high=OgallalaRules.max_seats,
        ),
        tr(
            "Only complete canoes score: points for their length and more for the loot they carry. Strong canoes "
            "attack weaker ones and take their loot. The highest total wins."
        ),
    )


def _setup(cards: Catalog) -> tuple[str, ...]:
    piles = [len(pile) for pile in setup.deal(list(range(DECK_SIZE)), None)]
    indians = sum(count for count, indian in zip(cards.counts, cards.indian, strict=True) if indian)
    loot = sum(count for count, is_loot in zip(cards.counts, cards.loot, strict=True) if is_loot)
    return (
        tr(
            "The {deck} cards are shuffled into three face-down piles of {first}, {second} and {third} cards. The "
            "discard pile, the Happy Hunting Ground, starts empty.",
            deck=DECK_SIZE,
            first=piles[0],
            second=piles[1],
            third=piles[2],
        ),
        tr(
            "Among them: {indians} Indians (lasso throwers and archers included), {axes} crazy axemen, {totems} "
            "totem poles, {loot} loot cards and {ends} empty bows and sterns.",
            indians=indians,
            axes=_count(cards, "axe"),
            totems=_count(cards, "totem"),
            loot=loot,
            ends=_count(cards, "bow") + _count(cards, "stern"),
        ),
        tr(
            "Each player's area is a fixed grid of {rows} rows of {cols} cells. Each row holds canoes side by side, "
            "left to right.",
            rows=canoes.ROWS,
            cols=canoes.COLS,
        ),
    )


def _turn() -> tuple[str, ...]:
    return (
        tr("Your turn is a run of draws. Each time:"),
        tr("• Draw the top card of any of the three piles (you choose each time). Everyone sees it."),
        tr("• Place it in your area, or discard it to the Happy Hunting Ground."),
        tr(
            "Where a card may go: your first card anywhere; after that, next to one of your cards (side or corner). A "
            "bow (empty bow or pathfinder) starts a canoe at its left end, a stern (empty stern or steersman) closes "
            "it at its right end, every other card goes between them. Only a stern may lie directly left of a bow. "
            "Two identical cards never go in the same row, whatever their colour."
        ),
        tr("You keep drawing until one of these stops your turn:"),
        tr("• you draw a card of a kind already in your area;"),
        tr("• you draw a lasso thrower, an archer or the crazy axeman;"),
        tr("• the card you place completes a canoe;"),
        tr("• you discard the card you drew."),
        tr(
            "Then the lasso thrower or the archer acts, each canoe you completed this turn may attack, and with "
            "enough complete canoes you may end the game."
        ),
        tr(
            "Tip: the area does not grow, so think before the first card. Start each canoe with a bow near the left "
            "of a row and leave room on its right for the middle cards and a stern."
        ),
    )


def _cards(cards: Catalog) -> tuple[str, ...]:
    paddlers = sorted({cards.strength[i] for i, card_id in enumerate(cards.ids) if card_id.startswith("paddler")})
    return (
        tr(
            "Indians carry a number, their strength; a canoe's strength is the sum of its Indians'. Pathfinders "
            "(bows) and steersmen (sterns) are worth {ends}, paddlers {paddlers}, the chief {chief} and the "
            "medicine man {medicine}. Indians are red or black.",
            ends=_strength(cards, "bow-red"),
            paddlers=listing([str(value) for value in paddlers]),
            chief=_strength(cards, "chief-red"),
            medicine=_strength(cards, "medicine-red"),
        ),
        tr("Empty bows and sterns close a canoe like a pathfinder or a steersman, but add no strength."),
        tr(
            "Lasso thrower (strength {strength}): place or discard it, then you may take one card from another "
            "player's incomplete canoe and place or discard it.",
            strength=_strength(cards, "lasso"),
        ),
        tr(
            "Archer (strength {strength}): place or discard it, then you may shoot one Indian of another player's "
            "incomplete canoe to the Happy Hunting Ground.",
            strength=_strength(cards, "archer"),
        ),
        tr(
            "Crazy axeman ({count} in the deck): never placed. If you have a complete canoe, you must sink one of "
            "them: its cards go to the Happy Hunting Ground.",
            count=_count(cards, "axe"),
        ),
        tr("Totem pole: a canoe holding one cannot be attacked. It does not stop the lasso, the archer or the axeman."),
        tr(
            "Loot: women, tents, eagles, furs, tobacco, firewater and gunpowder, and the sets (left half, right half "
            "and person: bear, buffalo, horse, gold, logs, cannon)."
        ),
        tr(
            "Attacks: each canoe you complete may attack one canoe of another player, complete or not, that has no "
            "totem pole and a lower strength. Its Indians go to the Happy Hunting Ground; its loot and empty ends "
            "are your booty: place each in your area or discard it."
        ),
    )


def _card_name(cards: Catalog, card_id: str) -> str:
    """A card's name as the table shows it, with its strength for a paddler ("paddler 3")."""
    index = cards.index[card_id]
    if card_id.startswith("paddler"):
        return ptr("card", "{name} {strength}", name=tr(cards.names[index]), strength=cards.strength[index])
    return tr(cards.names[index])


def example_points(cards: Catalog) -> list[tuple[int, int, int]]:
    """Each worked example's (cards, length points, total), as the scoring rules count them."""
    found = []
    for canoe in EXAMPLE_CANOES:
        indexes = [cards.index[card_id] for card_id in canoe]
        found.append((len(indexes), scoring.length_points(len(indexes)), scoring.canoe_points(indexes)))
    return found


def _scoring(cards: Catalog) -> tuple[str, ...]:
    examples = example_points(cards)
    names = [listing([_card_name(cards, card_id) for card_id in canoe]) for canoe in EXAMPLE_CANOES]
    return (
        tr(
            "At the end only complete canoes score. A canoe of up to {short} cards scores 1 point per card; from "
            "{long} cards, {points} points per card.",
            short=scoring.LONG_CANOE - 1,
            long=scoring.LONG_CANOE,
            points=scoring.LONG_POINTS,
        ),
        tr(
            "Each loot card adds {loot}. A set's left half directly left of its right half is a pair: {pair} instead "
            "of {two}. A pair with its person at either end is a triple: {triple}.",
            loot=scoring.LOOT_POINTS,
            pair=scoring.PAIR_POINTS,
            two=2 * scoring.LOOT_POINTS,
            triple=scoring.TRIPLE_POINTS,
        ),
        *(
            tr(
                "Example: {cards}. {count} cards make {length}, the loot {loot}: {total} points.",
                cards=name,
                count=count,
                length=length,
                loot=total - length,
                total=total,
            )
            for name, (count, length, total) in zip(names, examples, strict=True)
        ),
    )


def _end() -> tuple[str, ...]:
    return (
        tr(
            "At the end of a turn in which you completed a canoe, if you have {low} or more complete canoes you may "
            "end the game; with {high} it ends at once.",
            low=effects.END_CHOICE_CANOES,
            high=effects.AUTO_END_CANOES,
        ),
        tr(
            "When a pile runs out, the Happy Hunting Ground is shuffled into a new pile, as often as the option "
            "Reshuffles allows. When no pile is left to draw from, the game ends."
        ),
        tr("Then the canoes are scored. The highest total wins; tied players share the win."),
    )


def _rulings() -> tuple[str, ...]:
    return (
        tr(
            "The two rulebooks this game comes from disagree or say nothing on a few points. This is how the program "
            "plays them:"
        ),
        tr("• The area is a fixed grid, so where your first card lies limits each row."),
        tr("• Identical cards: no two cards of the same kind in one row, even in different canoes."),
        tr("• A turn stops when the placed card completes a canoe, not when it merely could."),
        tr("• The lasso thrower and the archer may be placed or discarded; using them is up to you."),
        tr("• An archer shoots Indians only. A totem pole does not protect against it."),
        tr("• Booty goes to you one card at a time; each may be placed or discarded."),
        tr("• The discard pile is reshuffled when any pile runs out, a limited number of times."),
        tr("• A set card drawn next to its partner may shift its neighbours one cell to make room."),
        tr("• Only cards drawn from a pile use their power: a card taken by a lasso does nothing."),
        tr("• Tied players share the win."),
    )
