"""Tablegame Sans draws English, Korean and Chinese from one file per weight: mixed lines without boxes, every
character the catalogs write, and Latin lines exactly as high (and wide) as Noto Sans drew them."""

from __future__ import annotations

from pathlib import Path

import polib
import pygame
import pygame.freetype
import pytest

from tablegame.paths import data_dir
from tablegame.table.typeface import FAMILY, FILES, Typeface, em_of

MIXED = (
    "Mina가 13을 버렸습니다",
    "独木舟 · 骨头 +3",
    "카탄을 위한 투쟁",
    "Bot 2의 카드를 엿보기 — 第3名",
    "「나이아가라」 ① ※ → ∑ − × ½ ％（１２）",
    "Zoë Łukasz Đặng Ñandú … “quoted” ‹›",
)

# Noto Sans 2.015 as pygame drew it before the CJK glyphs were added: (ascent, descent, line size, width of
# "Mina drew 13") by em, the same for both weights but the width. The table's layouts were tuned on these.
NOTO_SANS_LINES = {
    11: (12, -3, 15),
    16: (18, -4, 22),
    17: (19, -4, 24),
    20: (22, -5, 28),
    29: (31, -8, 40),
    50: (54, -14, 69),
}
NOTO_SANS_WIDTHS = {
    False: {11: 72, 16: 102, 17: 107, 20: 128, 29: 183, 50: 320},
    True: {11: 74, 16: 106, 17: 113, 20: 132, 29: 194, 50: 332},
}
CATALOGS = Path(__file__).resolve().parents[2] / "tablegame" / "locale"


@pytest.fixture(autouse=True)
def fonts_ready():
    """pygame's font modules, started."""
    pygame.font.init()
    pygame.freetype.init()


def glyphless(text: str, bold: bool) -> list[str]:
    """The characters of `text` the shipped file of this weight has no glyph for (pygame.freetype tells:
    pygame.font's metrics give the "no such glyph" box a size like any other)."""
    face = pygame.freetype.Font(str(data_dir("fonts") / FILES[bold]))
    metrics = face.get_metrics(text, size=16)
    return [char for char, metric in zip(text, metrics, strict=True) if metric is None and char != " "]


@pytest.mark.parametrize("bold", [False, True])
def test_mixed_latin_hangul_and_hanzi_have_every_glyph_in_one_font(bold):
    """Each mixed line's characters all come from the one file of the weight, and the line is one line high."""
    font = Typeface().open(25, bold)
    assert font.name == FAMILY and "Noto" not in font.name  # the OFL: a modified font may not keep the name
    for text in MIXED:
        assert glyphless(text, bold) == [], text
        assert font.render(text, True, (255, 255, 255)).get_height() == font.get_height()


def catalog_characters(language: str) -> set[str]:
    """Every character written in a language's translations (none while its catalog does not exist yet)."""
    path = CATALOGS / language / "LC_MESSAGES" / "tablegame.po"
    if not path.exists():
        return set()
    texts: list[str] = []
    for entry in polib.pofile(str(path)):
        texts.append(entry.msgstr)
        texts.extend(entry.msgstr_plural.values())
    return {char for text in texts for char in text if char.isprintable() and char != " "}


@pytest.mark.parametrize("language", ["ko", "zh"])
@pytest.mark.parametrize("bold", [False, True])
def test_every_character_of_the_korean_and_chinese_translations_has_a_glyph(language, bold):
    """A translation never shows a box: a character the font lacks means fonts/make_font.py must be run again."""
    characters = "".join(sorted(catalog_characters(language)))
    missing = glyphless(characters, bold)
    assert missing == [], f"remake the font (fonts/README.md): no glyph for {''.join(missing)!r}"


@pytest.mark.parametrize("bold", [False, True])
def test_latin_lines_keep_noto_sans_height_and_width(bold):
    """Ascent, descent, line height and the width of a Latin text are Noto Sans's, so no layout moves."""
    typeface = Typeface()
    for em, (ascent, descent, line) in NOTO_SANS_LINES.items():
        font = pygame.font.Font(str(data_dir("fonts") / FILES[bold]), em)
        assert (font.get_ascent(), font.get_descent(), font.get_linesize()) == (ascent, descent, line), em
        assert font.size("Mina drew 13") == (NOTO_SANS_WIDTHS[bold][em], line), em
    small = typeface.open(25, bold)  # the table's small text at 1280x720
    assert small.get_linesize() == NOTO_SANS_LINES[em_of(25)][2]
    assert small.size("카탄을 위한 투쟁")[1] == small.size("Catan")[1]  # Hangul does not make a line taller
