"""Niagara's rules as a player reads them (docs/rules/niagara.md in a player's words): a round step by step,
the paddle cards and the weather, every number filled from the catalog and the rules' constants."""

from __future__ import annotations

from tablegame.core.rules_text import Section, option_paragraphs
from tablegame.core.words import listing
from tablegame.games.niagara import moves, scoring
from tablegame.games.niagara.catalog import CLOUD, Catalog, catalog
from tablegame.games.niagara.rules import NiagaraRules
from tablegame.i18n import tr

# Section.cards name the table's pictures: "p:3" is the paddle card 3 (app/games/niagara/art.py).
# The worked example of the scoring section: gems at home, by colour (upstream to downstream).
EXAMPLE_HOME = (2, 0, 1, 0, 1)


def sections() -> list[Section]:
    """Niagara's rules, section by section, in the language now."""
    cards = catalog()
    return [
        Section("goal", _goal(cards)),
        Section("setup", _setup(cards)),
        Section("turn", _turn(cards)),
        Section("cards", _cards(cards), cards=tuple(f"p:{card}" for card in cards.cards)),
        Section("scoring", _scoring(cards)),
        Section("end", _end()),
        Section("options", option_paragraphs("niagara")),
        Section("rulings", _rulings()),
    ]


def _gems(cards: Catalog) -> list[str]:
    """Each gem's name with its value, upstream to downstream: "amethyst (1)"."""
    return [
        tr("{gem} ({value})", gem=tr(name), value=value)
        for name, value in zip(cards.gem_names, cards.gem_value, strict=True)
    ]


def _numbers(cards: Catalog) -> list[int]:
    """The paddle cards' numbers (the cloud has none)."""
    return [value for card, value in zip(cards.cards, cards.card_values, strict=True) if card != CLOUD]


def _goal(cards: Catalog) -> tuple[str, ...]:
    return (
        tr(
            "Niagara is a game for {low} to {high} players. Each player paddles {boats} canoes on a river that ends "
            "in a waterfall, loads gems at the sites along the banks and brings them home to the dock.",
            low=NiagaraRules.min_seats,
            high=NiagaraRules.max_seats,
            boats=cards.boats_per_seat,
        ),
        tr(
            "The first to have at home {one} gems of one colour, or one gem of each of the {colours} colours, or "
            "{all} gems in all, wins.",
            one=scoring.ONE_COLOUR,
            colours=len(cards.colours),
            all=scoring.ALL_GEMS,
        ),
    )


def _setup(cards: Catalog) -> tuple[str, ...]:
    return (
        tr(
            "All canoes start at the dock, empty. Along the river, from the dock down to the falls, lie the sites "
            "of the {count} gems, each holding {gems} of its own: {names}.",
            count=len(cards.colours),
            gems=cards.gems_at_site,
            names=listing(_gems(cards)),
        ),
        tr(
            "Each player has {count} paddle cards: {low} to {high} and a cloud. The weather marker starts at "
            "{weather}.",
            count=len(cards.cards),
            low=min(_numbers(cards)),
            high=max(_numbers(cards)),
            weather=cards.weather_start,
        ),
    )


def _turn(cards: Catalog) -> tuple[str, ...]:
    return (
        tr("Every round goes like this:"),
        tr(
            "• Choose: everyone secretly picks one of their paddle cards. A used card comes back only when all "
            "{count} have been used.",
            count=len(cards.cards),
        ),
        tr(
            "• Act: from the start player on, each player reveals their card and acts. A number moves each of your "
            "canoes exactly that many spaces, all one way, upstream or downstream. The cloud moves the weather "
            "marker one step instead."
        ),
        tr(
            "• Flow: the river flows by the lowest number played plus the weather, {low} to {high} spaces: every "
            "canoe on the river moves that far toward the falls. A canoe pushed over the falls is lost, and its gem "
            "goes back to its site.",
            low=cards.flow_min,
            high=cards.flow_max,
        ),
        tr(
            "• Recovery: a player with a lost canoe may buy it back, empty at the dock, with one gem from home. "
            "A player with no canoe left must."
        ),
        tr("• The start player passes the start to the next player."),
        tr(
            "Moving: every canoe on the river must move. Of two canoes at the dock, exactly one must set off. A "
            "move must use all its points, except one that ends at the dock."
        ),
        tr(
            "Gems: beside a site, at the start or the end of a move, a canoe may load a gem, unload its gem or "
            "exchange it for another colour, for {op} points. A canoe carries one gem. Reaching the dock banks the "
            "gem at home.",
            op=moves.OP_COST,
        ),
        tr(
            "Stealing: an empty canoe moving upstream that ends its move where another player's loaded canoe is may "
            "take that gem."
        ),
    )


def _cards(cards: Catalog) -> tuple[str, ...]:
    track = cards.weather_track
    return (
        tr(
            "Paddle cards {low} to {high}: each of your canoes moves exactly that many spaces. Loading, unloading "
            "or exchanging a gem uses {op} of them.",
            low=min(_numbers(cards)),
            high=max(_numbers(cards)),
            op=moves.OP_COST,
        ),
        tr(
            "The cloud card: your canoes stay where they are; you move the weather marker one step up or down "
            "instead. It must move."
        ),
        tr(
            "The weather track runs from {low} ({sunny}) to {high}; the flow adds the weather's number to the "
            "lowest card played.",
            low=f"{track[0]:+d}",
            sunny=tr(cards.weather_labels[str(track[0])]),
            high=f"{track[-1]:+d}",
        ),
        tr(
            "Gems, from the dock down to the falls, with their value for the tie-break: {gems}.",
            gems=listing(_gems(cards)),
        ),
    )


def _scoring(cards: Catalog) -> tuple[str, ...]:
    gems = sum(EXAMPLE_HOME)
    value = scoring.home_value(list(EXAMPLE_HOME))
    names = listing(
        [
            tr("{count} × {gem}", count=count, gem=tr(name))
            for count, name in zip(EXAMPLE_HOME, cards.gem_names, strict=True)
            if count
        ]
    )
    return (
        tr(
            "There are no points: gems at home count. A player wins with {one} gems of one colour, one gem of each "
            "of the {colours} colours, or {all} gems in all.",
            one=scoring.ONE_COLOUR,
            colours=len(cards.colours),
            all=scoring.ALL_GEMS,
        ),
        tr(
            "If several players reach it in the same round, the one with the most gems at home wins; then the "
            "higher value of those gems; then they share the win."
        ),
        tr(
            "Example: a home of {gems_named} holds {count} gems worth {value}.",
            gems_named=names,
            count=gems,
            value=value,
        ),
    )


def _end() -> tuple[str, ...]:
    return (
        tr(
            "The winning conditions are checked after every round, once the lost canoes are bought back. The game "
            "ends as soon as someone meets one."
        ),
        tr(
            "With the option Round limit, the game also ends after that many rounds, and the same order decides "
            "among all players."
        ),
    )


def _rulings() -> tuple[str, ...]:
    return (
        tr("The rules this game comes from leave a few things open. This is how the program plays them:"),
        tr("• Cards are revealed one at a time, as each player's turn begins (an option reveals them all at once)."),
        tr("• Moving the weather marker with the cloud card is compulsory."),
        tr(
            "• Below the island the river splits; each space of flow moves one arm, the two arms taking turns (an "
            "option makes the river straight)."
        ),
        tr(
            "• Stealing costs no points. A canoe may spend a {op} on a gem without moving (an option turns this off).",
            op=moves.OP_COST,
        ),
        tr("• A lone canoe at the dock, its partner lost, must set off."),
        tr("• Ties are broken by the number of gems, then their value, then the win is shared."),
    )
