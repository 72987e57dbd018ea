"""A partly damaged translations file: each damaged message, or the plural rule, falls back to English; the rest
stays translated, and `replay`, `shot` and the menu never stop on it."""

from __future__ import annotations

import re
from collections.abc import Callable

import polib
import pytest

from tablegame import i18n
from tablegame.app.main import App
from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.settings import Settings
from tablegame.cli import main
from tablegame.core.match import Match, Seat
from tablegame.i18n import catalogs
from tablegame.paths import data_dir
from tablegame.storage.saves import SaveStore

SHIPPED_KO = catalogs.po_path("ko").read_text(encoding="utf-8")
PLACEHOLDER = re.compile(r"\{(\w+)(:[^{}]*)?\}")

# A message with placeholders, one without, a plural one: English and the shipped Korean.
FILLED = (
    "Round {number} ends: the draw pile is empty",
    {"number": 3},
    "Round 3 ends: the draw pile is empty",
    "3라운드 종료: 카드 더미가 비었습니다",
)
PLAIN = ("No penalty card: the draw pile is empty", "벌칙 카드 없음: 카드 더미가 비었습니다")
PLURAL = (
    "{who} banked {gem} ({count} gem at home)",
    "{who} banked {gem} ({count} gems at home)",
    {"who": "Mina", "gem": "ruby"},
    "Mina banked ruby (2 gems at home)",
    "Mina가 ruby를 선착장으로 가져왔습니다 (확보한 보석 2개)",
)


def first_placeholder(change: Callable[[re.Match[str]], str]) -> Callable[[str], str]:
    """A damage to a translation's first placeholder (a text without one is left as it is)."""
    return lambda text: PLACEHOLDER.sub(change, text, count=1)


# Damage done to every translation that has a placeholder: the message must fall back to English alone.
MESSAGE_DAMAGE: dict[str, Callable[[str], str]] = {
    "misspelled placeholder": first_placeholder(lambda m: "{" + m[1] + "_x}"),
    "unbalanced brace": first_placeholder(lambda m: "{" + m[1]),
    "a stray closing brace": first_placeholder(lambda m: m[0] + "}"),
    "a dropped placeholder": first_placeholder(lambda m: ""),
    "an extra placeholder": first_placeholder(lambda m: m[0] + " {extra}"),
    "a positional placeholder": first_placeholder(lambda m: "{0}"),
    "an attribute of a value": first_placeholder(lambda m: "{" + m[1] + ".__class__}"),
    "a format the value cannot take": first_placeholder(lambda m: "{" + m[1] + ":d}"),
    "a particle pair Korean has not": first_placeholder(lambda m: "{" + m[1] + ":이/를}"),
    "an unknown conversion": first_placeholder(lambda m: "{" + m[1] + "!x}"),
    "a control character": first_placeholder(lambda m: m[0] + "\x00\x1b[2J"),
}
# Damage to the Plural-Forms header: the plural messages fall back to English, the others stay translated.
PLURAL_DAMAGE = {
    "plural=n%0": "nplurals=1; plural=n%0;",
    "a plural rule that is no expression": "nplurals=1; plural=__import__('os').getcwd();",
    "a header without its rule": "nplurals=2; plurall=n",
    "more forms than the messages have": "nplurals=2; plural=(n != 1);",
    "a rule out of range": "nplurals=1; plural=n;",
    "a rule failing for one count": "nplurals=1; plural=n%(n-7);",
}
# Damage to the charset: text that can be read is read right; text that cannot leaves every message in English.
CHARSET_DAMAGE: dict[str, tuple[Callable[[str], bytes], bool]] = {
    "a wrong charset over UTF-8 text": (
        lambda text: text.replace("charset=UTF-8", "charset=ISO-8859-1").encode(),
        True,
    ),
    "an unknown charset": (lambda text: text.replace("charset=UTF-8", "charset=klingon-8").encode(), True),
    "another charset, named": (lambda text: text.replace("charset=UTF-8", "charset=GB18030").encode("gb18030"), True),
    "bytes no charset reads": (lambda text: text.replace("charset=UTF-8", "charset=ascii").encode("gb18030"), False),
}
KINDS = [*MESSAGE_DAMAGE, *PLURAL_DAMAGE, *CHARSET_DAMAGE]


def damaged_catalog(kind: str) -> bytes:
    """The shipped Korean catalog with one kind of damage."""
    if kind in CHARSET_DAMAGE:
        return CHARSET_DAMAGE[kind][0](SHIPPED_KO)
    catalog = polib.pofile(SHIPPED_KO)
    if kind in PLURAL_DAMAGE:
        catalog.metadata["Plural-Forms"] = PLURAL_DAMAGE[kind]
    else:
        damage = MESSAGE_DAMAGE[kind]
        for entry in catalog:
            entry.msgstr = damage(entry.msgstr)
            entry.msgstr_plural = {index: damage(form) for index, form in entry.msgstr_plural.items()}
    return str(catalog).encode("utf-8")


@pytest.fixture(params=KINDS)
def damage(request, tmp_path, monkeypatch):
    """A damaged Korean catalog where the program looks for it; the language is Korean."""
    path = tmp_path / "locale" / "ko" / "LC_MESSAGES" / "tablegame.po"
    path.parent.mkdir(parents=True)
    path.write_bytes(damaged_catalog(request.param))
    monkeypatch.setattr(catalogs, "po_path", lambda lang: tmp_path / "locale" / lang / "LC_MESSAGES" / path.name)
    catalogs.translations.cache_clear()
    i18n.use("ko")
    yield request.param
    catalogs.translations.cache_clear()


def test_each_damage_leaves_english_only_where_it_is(damage, caplog):
    template, values, english, korean = FILLED
    plain, plain_korean = PLAIN
    singular, plural, plural_values, plural_english, plural_korean = PLURAL
    readable = CHARSET_DAMAGE[damage][1] if damage in CHARSET_DAMAGE else True
    assert i18n.tr(template, **values) == (english if damage in MESSAGE_DAMAGE or not readable else korean)
    assert i18n.tr(plain) == (plain_korean if readable else plain)
    translated_plurals = readable and damage not in MESSAGE_DAMAGE and damage not in PLURAL_DAMAGE
    assert i18n.ntr(singular, plural, 2, **plural_values) == (plural_korean if translated_plurals else plural_english)
    for count in (0, 1, 7, 345_000):  # every count has a form (n%(n-7) fails for 7 alone)
        assert i18n.ntr(singular, plural, count, **plural_values)
    said = [record.getMessage() for record in caplog.records if record.name == "tablegame"]
    if damage in MESSAGE_DAMAGE or damage in PLURAL_DAMAGE:  # once, however many texts were shown
        assert len(said) == 1 and "stay in English" in said[0]


def test_replay_shot_and_the_menu_never_stop_on_a_damaged_catalog(damage, tmp_path, capsys):
    example = data_dir("saves") / "niagara-three-seats-round-4.json"
    assert main(["replay", str(example), "--seat", "0", "--lang", "ko"]) == 0
    assert main(["replay", str(example), "--json", "--lang", "ko"]) == 0
    assert (
        main(
            [
                "shot",
                str(data_dir("saves") / "cabo-three-seats-round-2.json"),
                "--size",
                "640x360",
                "--out",
                str(tmp_path / "shot.png"),
                "--lang",
                "ko",
            ]
        )
        == 0
    )
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    i18n.use("ko")
    SaveStore().autosave(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], 4))
    app = App((640, 360), bot_threads=False, settings=Settings("instant"))
    app.open_menu()
    app.step()
    assert isinstance(app.scenes.top, MenuScene)
    app.scenes.push(GamesScene(app))
    app.step()
    assert len(app.scenes.top.rows) == 1
