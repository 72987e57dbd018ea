"""Every clause id the code and the tests cite (CABO-28, OGA-16c …) is defined in docs/rules/<game>.md."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
CITED = re.compile(r"\b(CABO|NIA|OGA|SFC)-(\d+)([a-z]?)\b")
DEFINED = re.compile(r"^\*\*((?:CABO|NIA|OGA|SFC)-\d+)\*\*", re.MULTILINE)


def defined_clauses() -> dict[str, str]:
    """Each clause id defined in docs/rules, with its text (up to the next clause or heading)."""
    clauses: dict[str, str] = {}
    for path in RULES.glob("*.md"):
        text = path.read_text(encoding="utf-8")
        starts = list(DEFINED.finditer(text))
        ends = [later.start() for later in starts[1:]] + [len(text)] * bool(starts)
        for here, end in zip(starts, ends, strict=True):
            clauses[here.group(1)] = text[here.start() : end]
    return clauses


def cited_clauses() -> dict[str, set[str]]:
    """Each clause id (with its item letter, if any) cited in tablegame/ and tests/, with the files citing it."""
    cited: dict[str, set[str]] = {}
    for folder in ("tablegame", "tests"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix not in {".py", ".json", ".yaml", ".md"} or not path.is_file():
                continue
            for match in CITED.finditer(path.read_text(encoding="utf-8", errors="replace")):
                cited.setdefault(match.group(0), set()).add(str(path.relative_to(ROOT)))
    return cited


def test_every_cited_clause_is_in_the_docs() -> None:
    """A clause id cited anywhere exists; a cited item (OGA-16c) is an item '(c)' of that clause."""
    clauses = defined_clauses()
    missing = []
    for ident, paths in sorted(cited_clauses().items()):
        match = CITED.fullmatch(ident)
        assert match
        clause, item = f"{match.group(1)}-{match.group(2)}", match.group(3)
        if clause not in clauses or (item and f"({item})" not in clauses[clause]):
            missing.append(f"{ident} (cited in {', '.join(sorted(paths)[:3])})")
    assert not missing, missing


def test_the_docs_define_each_games_clauses() -> None:
    """Each game's file is there and numbers its clauses; no source-only paths are left for a reader."""
    clauses = defined_clauses()
    for prefix, file in (("CABO", "cabo"), ("OGA", "ogallala"), ("SFC", "struggle-for-catan"), ("NIA", "niagara")):
        assert f"{prefix}-1" in clauses, prefix
        text = (RULES / f"{file}.md").read_text(encoding="utf-8")
        assert "seeds/" not in text and "shared/" not in text, file
    assert len(cited_clauses()) > 100


def test_no_reference_points_outside_the_project() -> None:
    """The code and tests point at docs/rules, never at a specifications folder a user never has."""
    stray = [
        str(path.relative_to(ROOT))
        for folder in ("tablegame", "tests")
        for path in (ROOT / folder).rglob("*.py")
        if "shared" + "/rules" in path.read_text(encoding="utf-8")  # spelt apart so this file passes
    ]
    assert not stray
