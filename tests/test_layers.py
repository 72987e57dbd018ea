"""The layers, checked by walking the source: imports point only downward (docs/ARCHITECTURE.md, "Layers").

Every import counts, wherever it is written: at the top, inside a function, or under TYPE_CHECKING. The games
checked are the registry's (tablegame/core/registry.py): a fifth game is checked by registering it.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from tablegame.app.games import presenter_packages
from tablegame.core.registry import game_modules

ROOT = Path(__file__).resolve().parent.parent / "tablegame"
ENGINES = ("app", "table", "bots", "storage", "stats", "cli", "sim")  # what core must not import


def module_name(path: Path) -> str:
    """tablegame/games/cabo/rules.py -> tablegame.games.cabo.rules; a package's __init__ is the package."""
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    """Every module of tablegame by name."""
    return {module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def _imported(name: str, node: ast.AST) -> list[str]:
    """The names an import statement of module `name` imports (a `from` import of a submodule names it)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    assert isinstance(node, ast.ImportFrom)
    base = node.module or ""
    if node.level:  # relative: from the package of `name`
        package = name if modules()[name].name == "__init__.py" else name.rpartition(".")[0]
        package = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
        base = f"{package}.{base}" if base else package
    return [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules() else base for alias in node.names]


@cache
def imports() -> dict[str, list[tuple[str, int]]]:
    """Module -> (imported name, line) for every import in it, at any depth."""
    found: dict[str, list[tuple[str, int]]] = {}
    for name, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        found[name] = [
            (target, node.lineno)
            for node in ast.walk(tree)
            if isinstance(node, ast.Import | ast.ImportFrom)
            for target in _imported(name, node)
        ]
    return found


def _within(name: str, package: str) -> bool:
    """True if module `name` is `package` or inside it."""
    return name == package or name.startswith(package + ".")


# Under every layer: the languages (tr, N_), which import nothing of the program but themselves.
UNDER_ALL = ("tablegame.i18n",)


def breaches(importer: str, allowed: tuple[str, ...] = (), forbidden: tuple[str, ...] = ()) -> list[str]:
    """Imports of the modules under `importer` that leave `allowed` and UNDER_ALL (when given) or enter `forbidden`."""
    allowed = (*allowed, *UNDER_ALL) if allowed else ()
    wrong = set()
    for name, found in imports().items():
        if not _within(name, importer):
            continue
        for target, line in found:
            inside = target.startswith("tablegame")
            if (allowed and inside and not any(_within(target, a) for a in allowed)) or any(
                _within(target, f) for f in forbidden
            ):
                wrong.add(f"{modules()[name].relative_to(ROOT.parent)}:{line} imports {target}")
    return sorted(wrong)


def cycles() -> list[list[str]]:
    """The strongly connected groups of two or more modules of the import graph (Tarjan's algorithm)."""
    graph = {name: sorted({t for t, _ in found if t in modules() and t != name}) for name, found in imports().items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for name in graph:
        if name not in index:
            visit(name)
    return sorted(groups)


def game_packages() -> list[str]:
    """The rules packages the source walk finds: tablegame.games.<pkg>."""
    return sorted(n for n in modules() if n.count(".") == 2 and n.startswith("tablegame.games."))


def last_part(module_name: str) -> str:
    """tablegame.games.cabo -> cabo."""
    return module_name.rpartition(".")[2]


RULES_PACKAGES = sorted(last_part(module.__name__) for module in game_modules().values())  # the registered games
TABLE_PACKAGES = sorted(last_part(module.__name__) for module in presenter_packages().values())


def test_every_rules_package_is_registered_and_every_table_package_has_rules():
    """The checks below walk the registered games: no package under tablegame/games escapes them."""
    assert game_packages() == [f"tablegame.games.{package}" for package in RULES_PACKAGES]
    assert set(TABLE_PACKAGES) <= set(RULES_PACKAGES)


def test_the_walk_sees_every_kind_of_import():
    """Sanity: imports inside functions and under TYPE_CHECKING are found, and the packages are there."""
    assert len(modules()) > 50 and len(game_packages()) >= 4
    assert ("tablegame.core.rules", 8) in imports()["tablegame.core.bots"]
    assert any(t == "tablegame.games.cabo.rules" for t, _ in imports()["tablegame.games.cabo"])  # in make_rules


def _cycles_where(inside_games: bool) -> list[list[str]]:
    """Cycles wholly inside one rules package (inside_games) or all the others."""

    def in_one_game(group: list[str]) -> bool:
        return any(all(_within(m, pkg) for m in group) for pkg in game_packages())

    return [group for group in cycles() if in_one_game(group) == inside_games]


def test_no_import_cycle_between_modules():
    """No module imports (even late, even for types) one that imports it back."""
    found = _cycles_where(inside_games=False)
    assert not found, "import cycles: " + "; ".join(" <-> ".join(group) for group in found)


@pytest.mark.parametrize("package", RULES_PACKAGES)
def test_no_import_cycle_inside_a_rules_package(package):
    """Inside one game too: its modules form layers."""
    found = [g for g in _cycles_where(inside_games=True) if _within(g[0], f"tablegame.games.{package}")]
    assert not found, "import cycles: " + "; ".join(" <-> ".join(group) for group in found)


def test_core_imports_no_engine():
    """The Rules API knows no window, table, bot engine, storage or command line."""
    wrong = breaches("tablegame.core", forbidden=tuple(f"tablegame.{e}" for e in ENGINES))
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("package", RULES_PACKAGES)
def test_a_rules_package_imports_only_core_and_itself(package):
    """A game's rules, bots and search hooks use the Rules API and the game-facing hooks of core."""
    name = f"tablegame.games.{package}"
    wrong = breaches(name, allowed=("tablegame.core", name))
    assert not wrong, "\n".join(wrong)


def test_the_table_engine_knows_no_application_and_no_game():
    """tablegame/table draws any game from a presenter and a layout: no app, no rules package."""
    wrong = breaches("tablegame.table", forbidden=("tablegame.app", "tablegame.games"))
    assert not wrong, "\n".join(wrong)


def test_bots_and_storage_stay_below_the_window():
    """The bot engines use core only; storage uses core and bots (it checks the bot levels of saves)."""
    wrong = breaches("tablegame.bots", allowed=("tablegame.core", "tablegame.bots"))
    wrong += breaches(
        "tablegame.storage", allowed=("tablegame.core", "tablegame.bots", "tablegame.storage", "tablegame.paths")
    )
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(
    ("layer", "below"),
    [
        ("tablegame.table", ("tablegame.core", "tablegame.paths")),
        ("tablegame.sim", ("tablegame.core", "tablegame.bots")),
        ("tablegame.paths", ()),
        ("tablegame.stats", ("tablegame.paths",)),
    ],
)
def test_each_engine_imports_only_the_layers_below_it(layer, below):
    """The table engine, the simulator, the statistics and the user folders: each uses only what lies under it."""
    wrong = breaches(layer, allowed=(layer, *below))
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("package", TABLE_PACKAGES)
def test_a_presenter_package_reads_only_its_own_game(package):
    """tablegame/app/games/<pkg> may read its own rules package (catalog, board), never another game's."""
    others = tuple(g for g in game_packages() if g != f"tablegame.games.{package}")
    wrong = breaches(f"tablegame.app.games.{package}", forbidden=others)
    assert not wrong, "\n".join(wrong)


def test_pygame_only_in_the_table_and_the_application():
    """The rules, bots, storage, command line and simulations run without pygame."""
    wrong = []
    for name, found in imports().items():
        if _within(name, "tablegame.table") or _within(name, "tablegame.app"):
            continue
        wrong += sorted({f"{name}:{line} imports {t}" for t, line in found if _within(t, "pygame")})
    assert not wrong, "\n".join(wrong)


def test_scenes_and_widgets_live_with_the_application():
    """The scene stack and the widgets are the application's, not the generic table engine's."""
    assert "tablegame.app.scene" in modules() and "tablegame.app.widgets" in modules()
    assert not [n for n in modules() if n in ("tablegame.table.scene", "tablegame.table.widgets")]
