"""Makes the shipped UI font, Tablegame Sans (Regular and Bold): Noto Sans for Latin, with the Hangul, hanzi and
CJK punctuation of Noto Sans CJK SC added, so that one file per weight draws mixed English, Korean and Chinese.

A development tool (needs the `fonts` extra, fontTools); fonts/README.md gives the command and the sources.
pygame's SDL_ttf has no font fallback, so every character a text may hold must be in the one file it opens.

Latin keeps Noto Sans's glyphs, hinting, kerning and vertical metrics untouched (the table's layouts were tuned
on them); the CJK font's outlines, cubic (CFF2), are converted to TrueType's quadratic curves and appended
to Noto Sans's glyf, hmtx and cmap for every wanted code point Noto Sans lacks.
"""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.transformPen import TransformPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

FAMILY = "Tablegame Sans"
WEIGHTS = {"Regular": 400, "Bold": 700}
CJK_FACE_SC = 2  # NotoSansCJK-VF.otf.ttc holds JP, KR, SC, TC, HK in this order; SC draws GB2312's hanzi
MAX_ERROR = 1.0  # font units (of 1000 to the em) a quadratic curve may stray from the cubic one: under 1/50 px at 20 px
REPO = Path(__file__).resolve().parent.parent

# What is kept of Noto Sans (as before the merge): Latin with Vietnamese, IPA, combining marks, punctuation,
# currency, letterlike signs, arrows, mathematical and technical signs, shapes, symbols, ligatures, U+FFFD.
LATIN = [
    (0x0000, 0x036F),
    (0x1E00, 0x1EFF),
    (0x2000, 0x206F),
    (0x20A0, 0x20CF),
    (0x2100, 0x214F),
    (0x2190, 0x23FF),
    (0x25A0, 0x26FF),
    (0xFB00, 0xFB06),
    (0xFFFD, 0xFFFD),
]

# What the CJK font adds where Noto Sans has no glyph of its own: the symbol blocks above (Noto Sans lacks a few
# arrows and signs), enclosed numbers, Hangul jamo (old and compatibility), every Hangul syllable, CJK punctuation,
# the katakana middle dot Chinese texts use, and the half- and full-width forms; the hanzi are GB2312's (below).
CJK = [
    (0x2000, 0x206F),
    (0x2100, 0x214F),
    (0x2190, 0x23FF),
    (0x2460, 0x24FF),
    (0x25A0, 0x27BF),
    (0x1100, 0x11FF),
    (0x3000, 0x303F),
    (0x30FB, 0x30FB),
    (0x3130, 0x318F),
    (0xAC00, 0xD7A3),
    (0xFF00, 0xFFEF),
]


def code_points(ranges: list[tuple[int, int]]) -> set[int]:
    """Every code point of the inclusive ranges."""
    return {point for first, last in ranges for point in range(first, last + 1)}


def gb2312_hanzi() -> set[int]:
    """The 6,763 hanzi of GB2312 (rows 16 to 87 of its 94 x 94 table), the characters of everyday Chinese."""
    found = set()
    for row in range(0xB0, 0xF8):
        for cell in range(0xA1, 0xFF):
            try:
                found.add(ord(bytes((row, cell)).decode("gb2312")))
            except UnicodeDecodeError:
                continue  # row 55 ends early
    return found


def catalog_characters() -> set[int]:
    """Every character written in the program's Korean and Chinese catalogs (a rare hanzi outside GB2312 too)."""
    found: set[int] = set()
    for catalog in REPO.glob("tablegame/locale/*/LC_MESSAGES/*.po"):
        for quoted in re.findall(r'^(?:msgstr(?:\[\d+\])?\s+)?"(.*)"\s*$', catalog.read_text(encoding="utf-8"), re.M):
            found.update(ord(char) for char in quoted if ord(char) > 0x7F)
    return found


def latin_font(noto_sans: Path, weight: int) -> TTFont:
    """Noto Sans at this weight and its normal width, cut down to the Latin ranges, with all its features."""
    font = instancer.instantiateVariableFont(TTFont(noto_sans), {"wght": weight, "wdth": 100}, updateFontNames=True)
    options = subset.Options(layout_features=["*"], name_IDs=["*"], notdef_outline=True)
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=code_points(LATIN))
    cutter.subset(font)
    return font


def cjk_font(noto_cjk: Path, wanted: set[int]) -> TTFont:
    """Noto Sans CJK SC (still variable) cut down to the wanted code points: no layout, no vertical metrics."""
    font = TTFont(noto_cjk, fontNumber=CJK_FACE_SC)
    options = subset.Options(
        layout_features=[],
        name_IDs=[0, 5],
        notdef_outline=False,
        drop_tables=[*subset.Options._drop_tables_default, "vhea", "vmtx", "VORG", "VVAR", "BASE"],
    )
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=wanted)
    cutter.subset(font)
    return font


def add_glyphs(base: TTFont, cjk: TTFont, weight: int, scale: float) -> int:
    """Appends to `base` the CJK glyph of every code point `base` has none for; returns how many glyphs."""
    base_map = base.getBestCmap()
    ratio = base["head"].unitsPerEm / cjk["head"].unitsPerEm * scale
    drawn = cjk.getGlyphSet(location={"wght": weight})
    glyf, hmtx = base["glyf"], base["hmtx"]
    order = list(base.getGlyphOrder())
    names: dict[str, str] = {}  # CJK glyph name -> its name in base (two code points may share one glyph)
    added: dict[int, str] = {}
    for point, source in sorted(cjk.getBestCmap().items()):
        if point in base_map:
            continue  # Noto Sans's own glyph wins: Latin, its punctuation and signs stay as they were
        if source not in names:
            name = names[source] = f"cjk{len(names):05d}"
            pen = TTGlyphPen(None)
            # CFF's outer contours run counter-clockwise, TrueType's clockwise: cu2qu turns them round
            drawn[source].draw(
                TransformPen(Cu2QuPen(pen, MAX_ERROR, reverse_direction=True), (ratio, 0, 0, ratio, 0, 0))
            )
            glyph = pen.glyph()
            glyph.recalcBounds(glyf)
            glyf[name] = glyph
            hmtx[name] = (round(drawn[source].width * ratio), getattr(glyph, "xMin", 0))
            order.append(name)
        added[point] = names[source]
    base.setGlyphOrder(order)
    for table in base["cmap"].tables:
        if table.isUnicode():
            table.cmap.update({point: name for point, name in added.items() if table.format != 4 or point <= 0xFFFF})
    return len(names)


def rename(font: TTFont, style: str, cjk: TTFont) -> None:
    """Names the merged font Tablegame Sans: the OFL forbids a modified font to carry a Reserved Font Name, and
    "Noto" is a trademark that the modified font may not use; both copyrights and the licence stay."""
    name = font["name"]
    copyright_ = f"{name.getDebugName(0)}\n{cjk['name'].getDebugName(0)}"
    version = (
        f"Version 1.000; Noto Sans {name.getDebugName(5).split(';')[0].split()[-1]}, "
        f"Noto Sans CJK SC {cjk['name'].getDebugName(5).split(';')[0].split()[-1]}"
    )
    name.names = [record for record in name.names if record.nameID in (8, 9, 11, 12, 13, 14)]
    texts = {
        0: copyright_,
        1: FAMILY,
        2: style,
        3: f"{version}; {FAMILY.replace(' ', '')}-{style}",
        4: f"{FAMILY} {style}",
        5: version,
        6: f"{FAMILY.replace(' ', '')}-{style}",
        10: "Noto Sans with the Hangul, hanzi and CJK punctuation of Noto Sans CJK SC added, for the program "
        "tablegame: a modified version of both fonts under the SIL Open Font License 1.1, not made or "
        "endorsed by their authors.",
    }
    for number, text in texts.items():
        name.setName(text, number, 3, 1, 0x409)
    if "STAT" in font:
        del font["STAT"]  # its names belonged to the variable font's axes; a static font needs none


def make(noto_sans: Path, noto_cjk: Path, style: str, scale: float, out: Path) -> None:
    """Builds one weight of Tablegame Sans into `out`."""
    started = time.monotonic()
    weight = WEIGHTS[style]
    base = latin_font(noto_sans, weight)
    wanted = code_points(CJK) | gb2312_hanzi() | catalog_characters()
    cjk = cjk_font(noto_cjk, wanted - set(base.getBestCmap()))
    added = add_glyphs(base, cjk, weight, scale)
    rename(base, style, cjk)
    base["post"].formatType = 3.0  # no glyph names stored: 18,000 of them would only add weight
    base["OS/2"].recalcUnicodeRanges(base)
    base["OS/2"].recalcCodePageRanges(base)
    base.recalcTimestamp = False  # keeps Noto Sans's date: the same sources make the same bytes
    base.save(out)
    print(
        f"{out.name}: {added} CJK glyphs added, {len(base.getGlyphOrder())} in all, "
        f"{out.stat().st_size / 1e6:.1f} MB, {time.monotonic() - started:.0f} s"
    )


def main() -> None:
    """Reads the two sources' paths and writes both weights next to this script (or into --out)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("noto_sans", type=Path, help="NotoSans[wdth,wght].ttf (the variable font)")
    parser.add_argument("noto_cjk", type=Path, help="NotoSansCJK-VF.otf.ttc (the variable collection)")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    parser.add_argument("--cjk-scale", type=float, default=1.0, help="size of the CJK glyphs against Latin")
    parser.add_argument("--styles", nargs="*", default=list(WEIGHTS), choices=list(WEIGHTS))
    arguments = parser.parse_args()
    for style in arguments.styles:
        make(
            arguments.noto_sans,
            arguments.noto_cjk,
            style,
            arguments.cjk_scale,
            arguments.out / f"{FAMILY.replace(' ', '')}-{style}.ttf",
        )


if __name__ == "__main__":
    main()
