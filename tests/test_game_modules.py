"""Every registered game has the files docs/ADDING_A_GAME.md lists, under the names it gives them.

The lists are read from the document's tables ("needed": `every game`, `with SEARCH_HOOKS`, `with a guide`,
`optional`) and its "no game has ... any more" sentences, so the document and this test cannot drift apart.
The games are the registry's: a fifth game is checked by registering it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

from tablegame.app.games import presenter_packages
from tablegame.core.guide import script_path
from tablegame.core.registry import game_modules

GUIDE = Path(__file__).resolve().parent.parent / "docs" / "ADDING_A_GAME.md"
ROW = re.compile(r"^\| `(?P<file>[a-z_]+\.py)` \| (?P<needed>[^|]+?) \|", re.MULTILINE)
RETIRED = re.compile(r"no\s+(?:game|table\s+package)\s+has\s+(?P<names>.+?)\s+any\s+more", re.DOTALL)
CONDITIONS = ("every game", "with `SEARCH_HOOKS`", "with a guide", "optional")


@dataclass(frozen=True)
class Files:
    """One package's files as the document lists them: file -> when a game needs it, and the names no game uses."""

    needed: dict[str, str]
    retired: tuple[str, ...]


def section(heading: str) -> str:
    """The text of the document's section whose heading starts with `heading`, up to the next section."""
    text = GUIDE.read_text(encoding="utf-8")
    start = text.index(f"\n## {heading}")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else len(text)]


def listed(heading: str) -> Files:
    """The files of one section's table and the retired names of its text."""
    text = section(heading)
    needed = {row["file"]: row["needed"] for row in ROW.finditer(text)}
    retired = tuple(name for found in RETIRED.finditer(text) for name in re.findall(r"`([a-z_]+\.py)`", found["names"]))
    return Files(needed, retired)


RULES_FILES = listed("1. The rules")
TABLE_FILES = listed("3. The table")


def package_dir(package: ModuleType) -> Path:
    """The folder of a package."""
    return Path(next(iter(package.__path__)))


def problems(folder: Path, files: Files, declares_search: bool = False, has_guide: bool = False) -> list[str]:
    """What a package folder lacks of the files it needs, and the retired names it still has."""
    applies = {"every game": True, "with `SEARCH_HOOKS`": declares_search, "with a guide": has_guide}
    found = []
    for name, needed in files.needed.items():
        if applies.get(needed, False) and not (folder / name).is_file():
            found.append(f"{folder.name}/{name} is missing ({needed})")
    found += [f"{folder.name}/{name} is a retired name" for name in files.retired if (folder / name).exists()]
    return found


def test_the_document_lists_the_files_under_conditions_this_test_knows() -> None:
    """The tables parse: every row says when it is needed in words the check understands."""
    for files in (RULES_FILES, TABLE_FILES):
        assert files.needed and set(files.needed.values()) <= set(CONDITIONS), files.needed
    assert {"rules.py", "effects.py", "story.py", "reasons.py", "view_types.py"} <= set(RULES_FILES.needed)
    assert {"presenter.py", "words.py", "whatis.py"} <= set(TABLE_FILES.needed)
    assert "text.py" in RULES_FILES.retired and "reasons.py" in TABLE_FILES.retired


@pytest.mark.parametrize("game", sorted(game_modules()))
def test_every_registered_game_has_the_rules_modules_the_document_lists(game: str) -> None:
    """tablegame/games/<pkg>/: each file the document needs, and none of the retired names."""
    package = game_modules()[game]
    found = problems(package_dir(package), RULES_FILES, hasattr(package, "SEARCH_HOOKS"), script_path(game).is_file())
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game", sorted(presenter_packages()))
def test_every_table_package_has_the_modules_the_document_lists(game: str) -> None:
    """tablegame/app/games/<pkg>/: each file the document needs, and none of the retired names."""
    found = problems(package_dir(presenter_packages()[game]), TABLE_FILES)
    assert not found, "\n".join(found)


def test_a_fifth_game_is_held_to_the_same_list(tmp_path: Path) -> None:
    """The check itself, on a made-up game's folder: what it lacks and what it must not have are named."""
    folder = tmp_path / "fifth"
    folder.mkdir()
    for name, needed in RULES_FILES.needed.items():
        if needed == "every game" and name != "story.py":
            (folder / name).write_text("", encoding="utf-8")
    (folder / "text.py").write_text("", encoding="utf-8")
    assert problems(folder, RULES_FILES, declares_search=True) == [
        "fifth/story.py is missing (every game)",
        "fifth/search.py is missing (with `SEARCH_HOOKS`)",
        "fifth/text.py is a retired name",
    ]


@pytest.mark.parametrize("game", sorted(game_modules()))
def test_a_games_test_files_follow_one_pattern(game: str) -> None:
    """tests/<pkg>/ holds `<short>_helpers.py` and test files named `test_<short>_<topic>.py`."""
    folder = Path(__file__).parent / last_part(game_modules()[game].__name__)
    helpers = sorted(folder.glob("*_helpers.py"))
    assert len(helpers) == 1, f"{folder.name}: one <short>_helpers.py, found {[p.name for p in helpers]}"
    short = helpers[0].name.removesuffix("_helpers.py")
    odd = [p.name for p in folder.glob("test_*.py") if not p.name.startswith(f"test_{short}_")]
    assert not odd, f"{folder.name}: not test_{short}_<topic>.py: {odd}"


def last_part(module_name: str) -> str:
    """tablegame.games.cabo -> cabo."""
    return module_name.rpartition(".")[2]
