"""The program's translatable messages, found in its source and data, and how complete each catalog is.

Messages are the literal first arguments of `tr`, `ntr` (singular, plural), `ptr` (context, message) and
`N_` in `tablegame/`, found with Babel's extractor, and the player-facing fields of the data files
(`cards/*.yaml`: name, text, title; `layouts/*.yaml`: label), which the program translates with
`tr(...)` where it shows them.

    python tests/i18n/messages.py missing [--lang ko] [--under tablegame/games/cabo]
        lists the messages a catalog lacks, as .po entries to fill (msgstr empty), with where they are used
    python tests/i18n/messages.py pot
        writes tablegame/locale/tablegame.pot, the template of every message
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import polib
import yaml
from babel.messages.extract import extract_from_dir

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "tablegame" / "locale"
LANGUAGES = ("ko", "zh")
KEYWORDS = {"tr": None, "ntr": (1, 2), "ptr": ((1, "c"), 2), "N_": None}
DATA_FIELDS = {"cards": ("name", "text", "title"), "layouts": ("label",)}
PLURAL_FORMS = "nplurals=1; plural=0;"  # Korean and Chinese have one form for every number


@dataclass
class Message:
    """One message: its text (and plural), context, and every place that uses it."""

    msgid: str
    plural: str | None = None
    context: str | None = None
    places: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        """The message's identity in a catalog."""
        return self.context, self.msgid


def _from_source() -> Iterator[tuple[str, int, str | tuple[str, ...], str | None]]:
    """(file, line, message, context) for every marked message in the program's Python source."""
    for filename, line, message, _comments, context in extract_from_dir(
        str(ROOT / "tablegame"), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=()
    ):
        yield f"tablegame/{filename}", line, message, context


def _strings_of(node: object, fields: tuple[str, ...]) -> Iterator[str]:
    """Every string value with a letter in it (a card called "7" needs no translation) under one of `fields`
    anywhere in a loaded YAML document."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in fields and isinstance(value, str) and any(c.isalpha() for c in value):
                yield value
            else:
                yield from _strings_of(value, fields)
    elif isinstance(node, list):
        for item in node:
            yield from _strings_of(item, fields)


def _from_data() -> Iterator[tuple[str, int, str, None]]:
    """(file, 0, text, None) for every player-facing text of the data files."""
    for folder, fields in DATA_FIELDS.items():
        for path in sorted((ROOT / folder).glob("*.yaml")):
            for text in _strings_of(yaml.safe_load(path.read_text(encoding="utf-8")), fields):
                yield f"{folder}/{path.name}", 0, text, None


def extract() -> dict[tuple[str | None, str], Message]:
    """Every message of the program, by (context, msgid), in the order first met."""
    found: dict[tuple[str | None, str], Message] = {}
    for place, line, message, context in [*_from_source(), *_from_data()]:
        if isinstance(message, tuple):
            msgid, plural = message[0], message[1] if len(message) > 1 else None
        else:
            msgid, plural = message, None
        if not msgid:
            continue  # a keyword called with a variable: nothing to extract
        entry = found.setdefault((context, msgid), Message(msgid, plural, context))
        entry.places.append(f"{place}:{line}" if line else place)
    return found


def po_file(lang: str) -> Path:
    """A language's catalog source."""
    return LOCALE / lang / "LC_MESSAGES" / "tablegame.po"


def catalog(lang: str) -> polib.POFile:
    """A language's catalog (empty when it does not exist yet)."""
    path = po_file(lang)
    return polib.pofile(str(path), encoding="utf-8") if path.is_file() else polib.POFile()


def translated(entry: polib.POEntry) -> bool:
    """Whether an entry carries a usable translation (every plural form filled, not fuzzy)."""
    if "fuzzy" in entry.flags:
        return False
    if entry.msgid_plural:
        return bool(entry.msgstr_plural) and all(entry.msgstr_plural.values())
    return bool(entry.msgstr)


def missing(lang: str, under: str = "") -> list[Message]:
    """The messages used under the path prefix `under` that the language's catalog does not translate."""
    have = {(e.msgctxt, e.msgid): e for e in catalog(lang)}
    return [
        m
        for key, m in extract().items()
        if any(p.startswith(under) for p in m.places) and not (key in have and translated(have[key]))
    ]


def as_entry(message: Message, msgstr: str = "") -> polib.POEntry:
    """A .po entry for a message (untranslated unless `msgstr` is given)."""
    entry = polib.POEntry(
        msgid=message.msgid,
        msgctxt=message.context,
        msgstr=msgstr,
        occurrences=[(place, "") for place in message.places[:3]],
    )
    if message.plural is not None:
        entry.msgid_plural = message.plural
        entry.msgstr_plural = {0: msgstr}
    return entry


def main(argv: list[str] | None = None) -> int:
    """The command line above."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("missing", "pot"))
    parser.add_argument("--lang", choices=LANGUAGES, default="ko")
    parser.add_argument("--under", default="", help="only messages used in files whose path starts so")
    args = parser.parse_args(argv)
    if args.command == "pot":
        template = polib.POFile(wrapwidth=0)
        template.metadata = {
            "Content-Type": "text/plain; charset=UTF-8",
            "Plural-Forms": "nplurals=2; plural=(n != 1);",
        }
        for message in extract().values():
            template.append(as_entry(message))
        template.save(str(LOCALE / "tablegame.pot"))
        print(f"{len(template)} messages -> {LOCALE / 'tablegame.pot'}")
        return 0
    out = polib.POFile(wrapwidth=0)
    for message in missing(args.lang, args.under):
        out.append(as_entry(message))
    sys.stdout.write(str(out).split("\n\n", 1)[-1] if len(out) else "")
    print(f"# {len(out)} messages lack a {args.lang} translation", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
