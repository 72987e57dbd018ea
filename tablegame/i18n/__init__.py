"""The program's languages (English, Korean, Simplified Chinese) and the functions that translate texts.

`tr("You drew {card}", card=...)` translates a whole sentence template, then fills it (a Korean
template may write `{name:이/가}` for the particle that fits the name); `ntr` picks a plural form.
A text defined before the language is known (a module's table of names) is marked with `N_` and translated
with `tr(text)` where it is shown. The language is the program's, one at a time: `use("ko")`.
"""

from __future__ import annotations

import contextlib
import locale
import os
from typing import Any

from tablegame.i18n.catalogs import translations
from tablegame.i18n.template import fill

LANGUAGES = ("en", "ko", "zh")
LANGUAGE_NAMES = {"en": "English", "ko": "한국어", "zh": "简体中文"}

_current = "en"


def use(lang: str) -> None:
    """Make `lang` (one of LANGUAGES) the language of every text from now on."""
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: expected one of {', '.join(LANGUAGES)}")
    _current = lang


def language() -> str:
    """The language texts are in now."""
    return _current


def system_language() -> str:
    """The language the system's locale asks for, if the program has it, else English."""
    names = [os.environ.get(key, "") for key in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    with contextlib.suppress(ValueError):  # a locale name Python cannot parse says nothing we can use
        names.append(locale.getlocale()[0] or "")
    for name in names:
        code = name.split(":")[0].lower().replace("-", "_")
        if code.startswith("ko"):
            return "ko"
        if code.startswith("zh"):
            return "zh"
        if code.startswith("en"):
            return "en"
    return "en"


def tr(message: str, /, **values: Any) -> str:
    """The message translated into the current language, its placeholders filled."""
    return fill(translations(_current).gettext(message), values)


def tr_in(lang: str, message: str, /, **values: Any) -> str:
    """The message translated into `lang` rather than the language now (e.g. to recognise a default name in any
    language), filled."""
    return fill(translations(lang).gettext(message), values)


def ntr(singular: str, plural: str, count: int, /, **values: Any) -> str:
    """The singular or plural message as `count` asks, translated and filled (`count` is a placeholder too)."""
    return fill(translations(_current).ngettext(singular, plural, count), {"count": count, **values})


def N_(message: str, /) -> str:
    """Marks a text for translation where it is defined (a table of names made at import); `tr` it where shown."""
    return message


def ptr(context: str, message: str, /, **values: Any) -> str:
    """A message translated in a context (the same English word meaning two things), filled."""
    return fill(translations(_current).pgettext(context, message), values)
