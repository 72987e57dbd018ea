"""A game's rules as a player reads them: the same sections in every game, in the language now.

Each game has a module `tablegame.games.<game>.rules_text` whose `sections()` returns one `Section` per key
of SECTION_KEYS, every paragraph a whole `tr` template filled from the rules' own constants and catalogs
(a number is never typed a second time). The Rules screen and `tablegame rules` both show these.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from tablegame.core.registry import UnknownGame, game_modules, get_rules
from tablegame.i18n import N_, tr

# The sections every game's rules have, in reading order, with their titles.
SECTION_TITLES: dict[str, str] = {
    "goal": N_("What the game is about"),
    "setup": N_("On the table at the start"),
    "turn": N_("A turn, step by step"),
    "cards": N_("The cards and their powers"),
    "scoring": N_("Counting the points"),
    "end": N_("How the game ends"),
    "options": N_("What each option changes"),
    "rulings": N_("Where this program rules"),
}
SECTION_KEYS = tuple(SECTION_TITLES)


@dataclass(frozen=True)
class Section:
    """One section of a game's rules: its key (the same in every language), its paragraphs and the card kinds
    it talks about (their pictures may be shown beside it)."""

    key: str
    paragraphs: tuple[str, ...]
    cards: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        """The section's title in the language now."""
        return tr(SECTION_TITLES[self.key])


def games_with_rules() -> list[str]:
    """The ids of the games whose package has a rules_text module."""
    return [
        game
        for game, module in game_modules().items()
        if importlib.util.find_spec(f"{module.__name__}.rules_text") is not None
    ]


def rules_sections(game_id: str) -> list[Section]:
    """The game's rules in the language now, one Section per key of SECTION_KEYS; raises UnknownGame."""
    if game_id not in games_with_rules():
        raise UnknownGame(
            tr("no rules for {game} (available: {games})", game=repr(game_id), games=", ".join(games_with_rules()))
        )
    module = importlib.import_module(f"{game_modules()[game_id].__name__}.rules_text")
    sections: list[Section] = module.sections()
    return sections


def option_paragraphs(game_id: str) -> tuple[str, ...]:
    """One paragraph per option of the game: its title, what it does and its default, from the option's own
    words (the menu shows the same)."""
    rules = get_rules(game_id)
    paragraphs = []
    for spec in rules.options:
        default = spec.words[spec.values.index(spec.default)] if spec.words else str(spec.default)
        words = tr(spec.help).rstrip(".。")  # the template ends the sentence, in each language's way
        paragraphs.append(
            tr(
                "{title}: {help}. Default: {default}.",
                title=tr(spec.title or spec.name),
                help=words,
                default=tr(default),
            )
        )
    return tuple(paragraphs) or (tr("This game has no options."),)
