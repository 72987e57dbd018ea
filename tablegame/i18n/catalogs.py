"""The translations: `tablegame/locale/<lang>/LC_MESSAGES/tablegame.po`, read with polib at start.

The `.po` sources are the only copy (no compiled `.mo` files to keep in step): polib turns one into the
bytes of a `.mo` in memory, which the standard library's `gettext.GNUTranslations` reads, plural forms
and contexts included.

Each message is checked as its catalog loads (`message_problem`, which tests/i18n/test_translations.py
runs over the shipped catalogs too): one whose placeholders differ from the English template's, whose
braces do not pair up, or that could fail when filled stays in English on its own, and a Plural-Forms
header that is not a safe rule (`plural_rule`) leaves the plural messages in English; both are logged
once. A damaged translation never stops the program.
"""

from __future__ import annotations

import gettext
import io
import logging
import re
import unicodedata
from collections.abc import Sequence
from functools import cache
from importlib import resources
from pathlib import Path

import polib

from tablegame.i18n.korean import ORDINAL_SPEC, PARTICLES
from tablegame.i18n.template import fields

DOMAIN = "tablegame"
ENGLISH_PLURALS = "nplurals=2; plural=(n != 1);"
MAX_PLURAL_FORMS = 6  # no language has more
# The counts a plural rule must answer for: every count a table shows, and some far beyond.
PLURAL_SAMPLES = (*range(1001), 10_000, 345_000, 1_000_000, 2**31 - 1, 2**31, 2**53)
_PLURAL_FORMS = re.compile(r"\s*nplurals\s*=\s*(\d{1,2})\s*;\s*plural\s*=\s*([^;]+?)\s*;?\s*")
_CHARSET = re.compile(rb"charset\s*=\s*([A-Za-z0-9_.:-]{1,40})")
_LINE_CONTROLS = "\n\t"  # the only control characters a message may hold (help texts break lines)

log = logging.getLogger("tablegame")


def po_path(lang: str) -> Path:
    """Where a language's catalog source is."""
    return Path(str(resources.files("tablegame") / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"))


class CheckedTranslations(gettext.GNUTranslations):
    """A catalog's translations; should its plural rule fail for a count no check tried, the English forms."""

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        """The plural form for `n` (English if the rule fails for it)."""
        try:
            return super().ngettext(msgid1, msgid2, n)
        except ArithmeticError:
            return msgid1 if n == 1 else msgid2

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        """The plural form for `n` in a context (English if the rule fails for it)."""
        try:
            return super().npgettext(context, msgid1, msgid2, n)
        except ArithmeticError:
            return msgid1 if n == 1 else msgid2


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """A language's translations; English (the source language), a missing or an unreadable catalog (logged
    once) translates nothing, and a damaged message stays in English: the program then speaks English rather
    than not starting."""
    path = po_path(lang)
    if lang == "en" or not path.is_file():
        return gettext.NullTranslations()
    try:
        catalog = polib.pofile(catalog_text(path.read_bytes()), encoding="utf-8")
    except (OSError, ValueError, UnicodeError, LookupError) as error:
        log.warning("the %s translations cannot be read (%s); texts stay in English", lang, error)
        return gettext.NullTranslations()
    checked, left_out = checked_catalog(catalog)
    if left_out:
        log.warning("the %s translations: %d stay in English: %s", lang, len(left_out), "; ".join(left_out[:5]))
    return CheckedTranslations(io.BytesIO(checked.to_binary()))


def catalog_text(raw: bytes) -> str:
    """A catalog file's text: UTF-8 whatever its header says (a header naming another charset over UTF-8 text
    is a common slip), else in the charset its header names; raises UnicodeError or LookupError."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        declared = _CHARSET.search(raw)
        if declared is None:
            raise
        return raw.decode(declared[1].decode("ascii"))


def checked_catalog(catalog: polib.POFile) -> tuple[polib.POFile, list[str]]:
    """The catalog's usable messages under a header of UTF-8 and a safe plural rule, and what was left out."""
    header = catalog.metadata.get("Plural-Forms", "")
    rule = plural_rule(header)
    left_out = [] if rule else [f"the plural messages (Plural-Forms {header!r} is not a safe rule)"]
    checked = polib.POFile(encoding="utf-8")
    checked.metadata = {
        "Content-Type": "text/plain; charset=UTF-8",
        "Plural-Forms": f"nplurals={rule[0]}; plural={rule[1]};" if rule else ENGLISH_PLURALS,
    }
    for entry in catalog.translated_entries():
        if entry.msgid_plural and rule is None:
            continue
        problem = message_problem(entry, rule[0] if rule else 1)
        if problem is None:
            checked.append(entry)
        else:
            left_out.append(f"{entry.msgid[:60]!r} ({problem})")
    return checked, left_out


def plural_rule(header: str) -> tuple[int, str] | None:
    """The number of plural forms and the expression that picks one for a count n, from a Plural-Forms header;
    None unless it is an expression of n (numbers, operators, ?: and brackets: gettext.c2py refuses the rest)
    that gives a form in range for every count tried."""
    found = _PLURAL_FORMS.fullmatch(header)
    if found is None or not 1 <= int(found[1]) <= MAX_PLURAL_FORMS:
        return None
    forms = int(found[1])
    try:
        pick = gettext.c2py(found[2])
        if all(0 <= pick(n) < forms for n in PLURAL_SAMPLES):
            return forms, found[2]
    except (ValueError, ArithmeticError):  # a refused expression, n % 0
        return None
    return None


def message_problem(entry: polib.POEntry, forms: int) -> str | None:
    """Why a catalog entry's translation cannot stand in for its English message (None if it can): see
    `translation_problem`; a plural entry has the `forms` forms its catalog's rule picks from."""
    if entry.msgid_plural:
        english: Sequence[str] = (entry.msgid, entry.msgid_plural)
        if sorted(entry.msgstr_plural) != list(range(forms)):
            return f"plural forms {sorted(entry.msgstr_plural)} where the catalog's rule picks from {forms}"
        texts = [entry.msgstr_plural[index] for index in range(forms)]
    else:
        english, texts = (entry.msgid,), [entry.msgstr]
    for text in texts:
        problem = translation_problem(english, text)
        if problem is not None:
            return problem
    return None


def translation_problem(english: Sequence[str], translation: str) -> str | None:
    """Why `translation` cannot stand in for the English templates (None if it can): braces that do not pair
    up, placeholders other than theirs, a conversion or a format they do not use (a Korean particle aside),
    a control character."""
    for char in translation:
        if unicodedata.category(char) in ("Cc", "Cs") and char not in _LINE_CONTROLS:
            return f"the control character U+{ord(char):04X}"
    try:
        wanted = [field for template in english for field in fields(template)]
    except ValueError:
        return None  # not a template: the program never fills it (it could not in English either)
    try:
        given = fields(translation)
    except ValueError as exc:
        return f"braces: {exc}"
    names, wanted_names = {name for name, _, _ in given}, {name for name, _, _ in wanted}
    if names != wanted_names:
        return f"placeholders {sorted(names)} instead of {sorted(wanted_names)}"
    for name, conversion, spec in given:
        conversions = {None, *(c for n, c, _ in wanted if n == name)}
        specs = {"", *PARTICLES, ORDINAL_SPEC, *(s for n, _, s in wanted if n == name)}
        if conversion not in conversions or spec not in specs:
            return f"the placeholder {{{name}{'!' + conversion if conversion else ''}:{spec}}}"
    return None
