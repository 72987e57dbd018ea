"""The translations: `tablegame/locale/<lang>/LC_MESSAGES/tablegame.po`, read with polib at start.

The `.po` sources are the only copy (no compiled `.mo` files to keep in step): polib turns one into the
bytes of a `.mo` in memory, which the standard library's `gettext.GNUTranslations` reads, plural forms
and contexts included.
"""

from __future__ import annotations

import gettext
import io
import logging
from functools import cache
from importlib import resources
from pathlib import Path

import polib

DOMAIN = "tablegame"

log = logging.getLogger("tablegame")


def po_path(lang: str) -> Path:
    """Where a language's catalog source is."""
    return Path(str(resources.files("tablegame") / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"))


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """A language's translations; English (the source language), a missing or a damaged catalog (logged once)
    translates nothing: the program then speaks English rather than not starting."""
    path = po_path(lang)
    if lang == "en" or not path.is_file():
        return gettext.NullTranslations()
    try:
        catalog = polib.pofile(str(path), encoding="utf-8")
        return gettext.GNUTranslations(io.BytesIO(catalog.to_binary()))
    except (OSError, ValueError, UnicodeError) as error:
        log.warning("the %s translations cannot be read (%s); texts stay in English", lang, error)
        return gettext.NullTranslations()
