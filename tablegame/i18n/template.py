"""Filling a translated template: `{name}` as usual, `{name:이/가}` adds the Korean particle that fits, `{n:번째}`
writes a position in native Korean (첫 번째)."""

from __future__ import annotations

import string
from typing import Any

from tablegame.i18n.korean import ORDINAL_SPEC, PARTICLES, attach, native_ordinal


class TemplateFormatter(string.Formatter):
    """str.format, where a format spec that is a Korean particle pair attaches the fitting form."""

    def format_field(self, value: Any, format_spec: str) -> str:
        """The value, with its particle when the spec names one (or as a native Korean position)."""
        if format_spec in PARTICLES:
            return attach(str(value), format_spec)
        if format_spec == ORDINAL_SPEC:
            return native_ordinal(value) if isinstance(value, int) else f"{value}{ORDINAL_SPEC}"
        formatted: str = super().format_field(value, format_spec)
        return formatted


FORMATTER = TemplateFormatter()
PLAIN_KEPT = 4096  # templates remembered as plain or not
_plain: dict[str, bool] = {}


def _is_plain(template: str) -> bool:
    """Whether `str.format` fills the template as `FORMATTER` does: no Korean particle nor ordinal in its specs
    (nor a spec made of placeholders, which could become one). Remembered per template."""
    found = _plain.get(template)
    if found is None:
        if len(_plain) >= PLAIN_KEPT:
            _plain.clear()
        specs = [spec for _, name, spec, _ in FORMATTER.parse(template) if name is not None and spec]
        found = _plain[template] = not any(s in PARTICLES or s == ORDINAL_SPEC or "{" in s for s in specs)
    return found


def fill(template: str, values: dict[str, Any]) -> str:
    """The template with its placeholders filled; a template without placeholders is returned as it is."""
    if not values:
        return template
    if _is_plain(template):  # the same text, written by str.format in C (several times faster)
        return template.format_map(values)
    return FORMATTER.vformat(template, (), values)


def placeholders(template: str) -> set[str]:
    """The names of a template's placeholders (what a translation must keep)."""
    return {name for _, name, _, _ in FORMATTER.parse(template) if name}


def fields(template: str) -> list[tuple[str, str | None, str]]:
    """A template's placeholders in order, each (name, conversion, format spec); raises ValueError where its
    braces do not pair up."""
    return [
        (name, conversion, spec or "") for _, name, spec, conversion in FORMATTER.parse(template) if name is not None
    ]
