"""The Struggle for Catan's rules as a player reads them (docs/rules/struggle-for-catan.md in a player's words):
the three phases of a turn, every building and expansion, every number filled from the catalog and constants."""

from __future__ import annotations

from tablegame.core.rules_text import Section, option_paragraphs
from tablegame.core.words import listing
from tablegame.games.struggle_for_catan import board, effects, payment, scoring, setup, terms
from tablegame.games.struggle_for_catan.catalog import BUILDINGS, RESOURCE_IDS, Components, components
from tablegame.games.struggle_for_catan.rules import StruggleForCatanRules
from tablegame.i18n import tr

GAME = "struggle-for-catan"
# Section.cards name the table's pictures ("road:A", "exp:castle": app/games/struggle_for_catan/art.py).
# The worked example of the scoring section: a tableau of roads, knights, a settlement, a city and a city with
# this expansion.
EXAMPLE_ROADS, EXAMPLE_KNIGHTS, EXAMPLE_EXPANSION = 3, 2, "castle"


def sections() -> list[Section]:
    """The Struggle for Catan's rules, section by section, in the language now."""
    parts = components()
    return [
        Section("goal", _goal()),
        Section("setup", _setup(parts)),
        Section("turn", _turn()),
        Section(
            "cards",
            _cards(parts),
            cards=(
                "road:A",
                "road:B",
                "knight:A",
                "knight:B",
                "settlement",
                "city:brigand",
                *(f"exp:{ident}" for ident in parts.expansion_ids),
            ),
        ),
        Section("scoring", _scoring(parts)),
        Section("end", _end()),
        Section("options", option_paragraphs(GAME)),
        Section("rulings", _rulings()),
    ]


def _cost(parts: Components, building: str) -> str:
    """A building's cost in words: "1 lumber, 1 brick"."""
    return terms.cards(dict(zip(RESOURCE_IDS, parts.costs[building], strict=True)))


def _goal() -> tuple[str, ...]:
    return (
        tr(
            "The Struggle for Catan is a card game for {low} to {high} players. Each player holds a secret hand of "
            "resource cards and builds roads, knights, settlements, cities and city expansions as cards in front of "
            "them.",
            low=StruggleForCatanRules.min_seats,
            high=StruggleForCatanRules.max_seats,
        ),
        tr("The first player to have {win} victory points during their own turn wins at once.", win=scoring.WIN_VP),
    )


def _setup(parts: Components) -> tuple[str, ...]:
    return (
        tr(
            "The resource deck has {count} cards: {cards}.",
            count=sum(parts.resource_counts),
            cards=terms.cards(dict(zip(RESOURCE_IDS, parts.resource_counts, strict=True))),
        ),
        tr(
            "Each player starts with a settlement ({vp} victory point) and a road, and draws {hand} resource "
            "cards. {market} cards lie face up as the market.",
            vp=parts.settlement_vp,
            hand=setup.START_HAND,
            market=effects.MARKET_SIZE,
        ),
        tr(
            "Roads, knights, the settlement stack (its events hidden) and the expansions wait in their supplies. "
            "Fewer cards are used with fewer players."
        ),
    )


def _turn() -> tuple[str, ...]:
    return (
        tr("A turn has three phases, in this order:"),
        tr(
            "• Trade: exchange one card for one card. Each road on its A side gives one exchange, with the supply "
            "(discard one card, draw one), the market (swap with a face-up card) or another player (take one of "
            "their cards blind, then give back one of your choice). Without an A-side road you may make one "
            "exchange, with the supply only."
        ),
        tr(
            "• Build: build as many different buildings as you can pay for, at most one of each kind per turn. "
            "A cost may also be paid with {cards} cards of one other resource per missing card.",
            cards=payment.TRADE_IN,
        ),
        tr("• Draw: draw {base} cards, plus one for each knight on its A side.", base=effects.BASE_DRAW),
        tr("Then the next player takes their turn."),
    )


def _cards(parts: Components) -> tuple[str, ...]:
    costs = {building: _cost(parts, building) for building in BUILDINGS}
    expansions = listing(
        [
            tr("{name} ({vp})", name=terms.name(ident), vp=vp)
            for ident, vp in zip(parts.expansion_ids, parts.expansion_vp, strict=True)
        ]
    )
    return (
        tr(
            "Road ({cost}): on its A side it gives an exchange, on its B side {vp} victory point. Your roads "
            "alternate A and B as they are built.",
            cost=costs["road"],
            vp=parts.side_vp[1],
        ),
        tr(
            "Knight ({cost}): on its A side it gives an extra draw, on its B side {vp} victory point. Knights "
            "alternate A and B too.",
            cost=costs["knight"],
            vp=parts.side_vp[1],
        ),
        tr(
            "Settlement ({cost}): {vp} victory point. The top card of the settlement stack, its event still hidden.",
            cost=costs["settlement"],
            vp=parts.settlement_vp,
        ),
        tr(
            "City ({cost}): turn one of your settlements over: {vp} victory points, and its event happens for "
            "everyone.",
            cost=costs["city"],
            vp=parts.city_vp,
        ),
        tr(
            "Brigand Attack: everyone holding more than {limit} resource cards discards half of them (rounded "
            "down). Market Day: each player in turn may swap one hand card for a market card.",
            limit=effects.BRIGAND_LIMIT,
        ),
        tr(
            "City expansion ({cost}): placed on a city without one; worth its own victory points instead of the "
            "city's: {expansions}.",
            cost=costs["expansion"],
            expansions=expansions,
        ),
        tr(
            "Library: in an exchange with a player you may choose the card you take. Church: your first knight "
            "cannot be taken. Castle: your first {roads} roads cannot be taken. Merchant Guild: once a turn, take "
            "a card from a player with at least as many victory points. Town Hall: victory points only.",
            roads=board.CASTLE_ROADS,
        ),
        tr(
            "When the road or knight supply is empty, building one takes the top road or knight of another "
            "player, the one the destiny card points to."
        ),
    )


def example_points(parts: Components) -> tuple[int, int, int, int, int]:
    """The worked example's victory points: its roads', its knights', the settlement's, the city's and the
    expanded city's (a stack lies A, B, A, … from the bottom: half its cards, rounded down, on the B side)."""
    return (
        (EXAMPLE_ROADS // 2) * parts.side_vp[1],
        (EXAMPLE_KNIGHTS // 2) * parts.side_vp[1],
        parts.settlement_vp,
        parts.city_vp,
        parts.expansion_vp[parts.expansion_ids.index(EXAMPLE_EXPANSION)],
    )


def _scoring(parts: Components) -> tuple[str, ...]:
    points = example_points(parts)
    return (
        tr(
            "Victory points: a settlement {settlement}, a city {city}, a city with an expansion the expansion's "
            "points instead, and each road or knight on its B side {side}. Nothing else counts.",
            settlement=parts.settlement_vp,
            city=parts.city_vp,
            side=parts.side_vp[1],
        ),
        tr(
            "Example: {roads} roads ({road_vp} from their B sides), {knights} knights ({knight_vp} from their B "
            "sides), a settlement ({settlement_vp}), a city ({city_vp}) and a city with a {expansion} "
            "({expansion_vp}): {total} victory points.",
            roads=EXAMPLE_ROADS,
            road_vp=points[0],
            knights=EXAMPLE_KNIGHTS,
            knight_vp=points[1],
            settlement_vp=points[2],
            city_vp=points[3],
            expansion=terms.name(EXAMPLE_EXPANSION),
            expansion_vp=points[4],
            total=sum(points),
        ),
    )


def _end() -> tuple[str, ...]:
    return (
        tr(
            "The game ends the moment the player whose turn it is reaches {win} victory points: that player "
            "wins. There is no other end and no tie.",
            win=scoring.WIN_VP,
        ),
    )


def _rulings() -> tuple[str, ...]:
    return (
        tr("The rulebook this game comes from leaves a few things open. This is how the program plays them:"),
        tr("• The first road you build lands on its B side: your starting road is the first card of the stack."),
        tr(
            "• After building a settlement you may turn the destiny card, or leave it (an option makes it always turn)."
        ),
        tr("• In an exchange with a player you take one card blind and give one back at once."),
        tr("• A Brigand Attack and a Market Day are resolved by everyone, starting with the builder."),
        tr("• There is no hand limit; only the Brigand Attack looks at how many cards you hold."),
        tr("• The market is refilled whenever it holds fewer cards than it should."),
    )
