"""Every document the code, the tests and the docs mention is a file of the repository, and every section of
docs/ARCHITECTURE.md they name is there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEARCHED = ("tablegame", "tests", "docs", "bench", "tools", "README.md")  # tools/ once the screenshot scripts are there
MENTION = re.compile(r"(?<![\w/.-])((?:[\w-]+/)*[\w-]+\.md)\b")
SECTION = re.compile(r"docs/ARCHITECTURE\.md,? \(?\"([^\"]+)\"")
FORMER = re.compile(r"\.\./shared/\S*|ARCHITECTURE\.md,? §\S*")  # the former workspace's documents
NOT_DOCUMENTS = {"section.md"}  # an output file a bench test writes into a temporary folder


def searched_files() -> list[Path]:
    """The source and document files whose mentions are checked."""
    found = []
    for name in SEARCHED:
        path = ROOT / name
        found += [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.suffix in (".py", ".md"))
    return found


def resolves(mention: str, where: Path, documents: set[str]) -> bool:
    """True if a mention names a file from the repository's root or the mentioning file's folder, or names one
    of the repository's documents by its file name alone (the rules specifications are cited so: cabo.md)."""
    return (ROOT / mention).is_file() or (where.parent / mention).is_file() or mention in documents


def test_every_mentioned_document_is_in_the_repository() -> None:
    """No mention of a document only a former workspace had (../shared/UX.md, ARCHITECTURE.md §4)."""
    documents = {path.name for path in ROOT.rglob("*.md") if ".git" not in path.parts}
    wrong = []
    for path in searched_files():
        text = path.read_text(encoding="utf-8")
        wrong += [
            f"{path.relative_to(ROOT)}: {mention}"
            for mention in sorted(set(MENTION.findall(text)) - NOT_DOCUMENTS)
            if not resolves(mention, path, documents)
        ]
        if path.name != Path(__file__).name:  # this file names what it looks for
            wrong += [f"{path.relative_to(ROOT)}: {found}" for found in FORMER.findall(text)]
    assert not wrong, "\n".join(wrong)


def test_every_named_architecture_section_is_there() -> None:
    """A mention such as docs/ARCHITECTURE.md ("Save files") names a heading the document has."""
    headings = set(re.findall(r"^#+ (.+)$", (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8"), re.M))
    wrong = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in searched_files()
        for name in SECTION.findall(path.read_text(encoding="utf-8"))
        if name not in headings and f"`{name}`" not in headings
    ]
    assert not wrong, "\n".join(wrong)
