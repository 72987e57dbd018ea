"""The translation machinery: languages, Korean particles, templates, catalogs read from .po files."""

import gettext

import polib
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablegame import i18n
from tablegame.i18n import catalogs
from tablegame.i18n.korean import attach, final_sound, particle
from tablegame.i18n.template import fill, placeholders


@pytest.mark.parametrize(
    ("word", "subject", "object_", "towards"),
    [
        ("Mina", "Mina가", "Mina를", "Mina로"),
        ("Tom", "Tom이", "Tom을", "Tom으로"),
        ("Bill", "Bill이", "Bill을", "Bill로"),
        ("Mike", "Mike가", "Mike를", "Mike로"),
        ("민수", "민수가", "민수를", "민수로"),
        ("빛", "빛이", "빛을", "빛으로"),
        ("철", "철이", "철을", "철로"),
        ("Bot 2", "Bot 2가", "Bot 2를", "Bot 2로"),
        ("13", "13이", "13을", "13으로"),
        ("7", "7이", "7을", "7로"),
        ("10", "10이", "10을", "10으로"),
        ("1000", "1000이", "1000을", "1000으로"),
        ("Bo (bot)", "Bo (bot)가", "Bo (bot)를", "Bo (bot)로"),  # brackets: the word before them counts
        ("카드(3)", "카드(3)가", "카드(3)를", "카드(3)로"),
        ("11(교환하기)", "11(교환하기)이", "11(교환하기)을", "11(교환하기)로"),
        ("(3)", "(3)이", "(3)을", "(3)으로"),
        ("7B", "7B가", "7B를", "7B로"),
        ("A", "A가", "A를", "A로"),
        ("6L", "6L이", "6L을", "6L로"),
        ("arm N", "arm N이", "arm N을", "arm N으로"),
    ],
)
def test_particles_follow_the_last_sound(word, subject, object_, towards):
    assert attach(word, "이/가") == subject
    assert attach(word, "을/를") == object_
    assert attach(word, "으로/로") == towards


@pytest.mark.parametrize("word", ["王", "😀", "", "?!", "★"])
def test_a_sound_that_cannot_be_told_gets_both_forms(word):
    assert particle(word, "이/가") == "이(가)"
    assert particle(word, "은/는") == "은(는)"


@given(st.text(max_size=12))
def test_any_name_gets_one_of_the_pair_forms(word):
    assert final_sound(word) in {"unknown", None, *range(1, 28)}
    assert particle(word, "을/를") in {"을", "를", "을(를)"}


def test_a_template_attaches_particles_to_the_filled_values():
    template = "{name:이/가} {card:을/를} 버렸습니다"
    assert fill(template, {"name": "Mina", "card": 13}) == "Mina가 13을 버렸습니다"
    assert fill(template, {"name": "준호", "card": 2}) == "준호가 2를 버렸습니다"
    assert placeholders(template) == {"name", "card"}


def test_unknown_languages_are_refused():
    with pytest.raises(ValueError, match="ko"):
        i18n.use("fr")


@pytest.mark.parametrize(
    ("env", "expected"),
    [("ko_KR.UTF-8", "ko"), ("zh_CN.UTF-8", "zh"), ("en_GB.UTF-8", "en"), ("de_DE.UTF-8", "en"), ("C", "en")],
)
def test_the_first_language_follows_the_system_locale(monkeypatch, env, expected):
    for key in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", env)
    monkeypatch.setattr("locale.getlocale", lambda: (None, None))
    assert i18n.system_language() == expected


def test_a_po_catalog_translates_with_plurals_and_particles(tmp_path, monkeypatch):
    po = polib.POFile()
    po.metadata = {"Content-Type": "text/plain; charset=UTF-8", "Plural-Forms": "nplurals=1; plural=0;"}
    po.append(polib.POEntry(msgid="{name} drew a card", msgstr="{name:이/가} 카드를 뽑았습니다"))
    po.append(polib.POEntry(msgid="{count} card", msgid_plural="{count} cards", msgstr_plural={0: "카드 {count}장"}))
    path = tmp_path / "ko" / "LC_MESSAGES" / "tablegame.po"
    path.parent.mkdir(parents=True)
    po.save(str(path))
    monkeypatch.setattr(catalogs, "po_path", lambda lang: tmp_path / lang / "LC_MESSAGES" / "tablegame.po")
    catalogs.translations.cache_clear()
    try:
        i18n.use("ko")
        assert i18n.tr("{name} drew a card", name="Mina") == "Mina가 카드를 뽑았습니다"
        assert i18n.ntr("{count} card", "{count} cards", 3) == "카드 3장"
        assert i18n.tr("Not in the catalog") == "Not in the catalog"
    finally:
        i18n.use("en")
        catalogs.translations.cache_clear()
    assert isinstance(catalogs.translations("en"), gettext.NullTranslations)
    assert i18n.ntr("{count} card", "{count} cards", 1) == "1 card"


@pytest.mark.parametrize("damage", [b'msgid "a"\nmsgstr "b\nzzz', b"\xff\xfe\x00garbage", b""])
def test_a_damaged_catalog_leaves_the_texts_in_english(tmp_path, monkeypatch, damage):
    path = tmp_path / "ko" / "LC_MESSAGES" / "tablegame.po"
    path.parent.mkdir(parents=True)
    path.write_bytes(damage)
    monkeypatch.setattr(catalogs, "po_path", lambda lang: tmp_path / lang / "LC_MESSAGES" / "tablegame.po")
    catalogs.translations.cache_clear()
    try:
        i18n.use("ko")
        assert i18n.tr("{name} drew a card", name="Mina") == "Mina drew a card"
    finally:
        i18n.use("en")
        catalogs.translations.cache_clear()
