"""Every message the program shows has a Korean and a Chinese translation that keeps its placeholders, and
every message is a whole template (no f-string or glued pieces handed to `tr`)."""

from __future__ import annotations

import ast
from pathlib import Path

import messages
import pytest

from tablegame.i18n.catalogs import message_problem, plural_rule

LANGS = messages.LANGUAGES
KEYWORDS = set(messages.KEYWORDS)


@pytest.fixture(scope="module")
def source_messages() -> dict[tuple[str | None, str], messages.Message]:
    return messages.extract()


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated(lang, source_messages):
    have = {(e.msgctxt, e.msgid): e for e in messages.catalog(lang)}
    lacking = [
        f"{m.msgid!r} ({', '.join(m.places[:2])})"
        for key, m in source_messages.items()
        if not (key in have and messages.translated(have[key]))
    ]
    assert not lacking, (
        f"{len(lacking)} messages lack a {lang} translation "
        f"(python tests/i18n/messages.py missing --lang {lang}):\n" + "\n".join(lacking[:40])
    )


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(lang):
    """The check the program makes as a catalog loads (a message failing it would show in English)."""
    catalog = messages.catalog(lang)
    rule = plural_rule(catalog.metadata.get("Plural-Forms", ""))
    assert rule is not None, "the Plural-Forms header is not a rule the program can use"
    wrong = [
        f"{entry.msgid!r}: {problem}"
        for entry in catalog
        if messages.translated(entry)
        for problem in [message_problem(entry, rule[0])]
        if problem
    ]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_catalogs_have_one_plural_form_and_no_stale_entries(lang, source_messages):
    catalog = messages.catalog(lang)
    assert catalog.metadata.get("Plural-Forms", "").replace(" ", "") == messages.PLURAL_FORMS.replace(" ", "")
    stale = [e.msgid for e in catalog if (e.msgctxt, e.msgid) not in source_messages and not e.obsolete]
    assert not stale, f"{len(stale)} translations of messages the program no longer has: {stale[:20]}"


def _glued(call: ast.Call) -> str | None:
    """Why a translation call's message arguments are not whole literal templates, or None."""
    count = {"tr": 1, "N_": 1, "ntr": 2, "ptr": 2}[call.func.id]  # type: ignore[attr-defined]
    for arg in call.args[:count]:
        if isinstance(arg, ast.JoinedStr):
            return "an f-string (write {placeholders} and pass the values as keywords)"
        if isinstance(arg, ast.BinOp):
            return "pieces glued with + or % (translate one whole sentence)"
        if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and arg.func.attr == "format":
            return "a .format() result (pass the values to tr as keywords)"
    return None


def test_messages_are_whole_templates():
    wrong = []
    for path in sorted((messages.ROOT / "tablegame").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in KEYWORDS:
                why = _glued(node)
                if why:
                    wrong.append(f"{Path(path).relative_to(messages.ROOT)}:{node.lineno}: {why}")
    assert not wrong, "\n".join(wrong)
