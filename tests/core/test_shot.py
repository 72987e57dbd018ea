"""`tablegame shot`: a headless picture of a table as one seat sees it, and the report of every text drawn."""

from __future__ import annotations

import json

import pygame
import pytest

from tablegame.cli import main
from tablegame.core.match import Match, Seat
from tablegame.paths import data_dir
from tablegame.storage.saves import save_match
from tablegame.table import render as r
from tablegame.table.text_recorder import RecordedFont, TextRecorder, recording_texts

EXAMPLE_SAVES = sorted(data_dir("saves").glob("*.json"))
NO_FONT_HAS_IT = "\U00013000"  # an Egyptian hieroglyph: printable, and in no UI font
TEXT_KEYS = {"text", "px", "box", "clipped", "missing_glyphs"}


def run(argv, capsys):
    """Run the CLI in-process; returns (status, stdout, stderr)."""
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def shot_report(argv, capsys):
    """The JSON report of a shot that must succeed."""
    status, out, err = run([*argv, "--text-report"], capsys)
    assert status == 0, err
    return json.loads(out)


def test_the_png_has_the_size_asked_for(tmp_path, capsys):
    out = tmp_path / "table.png"
    status, said, _ = run(["shot", "cabo", "--size", "900x600", "--out", str(out)], capsys)
    assert status == 0 and said == f"{out}: 900x600, as Player 1 (seat 0) sees it\n"
    assert pygame.image.load(str(out)).get_size() == (900, 600)


def test_the_report_lists_every_text_with_its_size_box_and_cuts(tmp_path, capsys):
    report = shot_report(
        ["shot", "niagara", "--players", "human,bot:easy,bot:easy", "--out", str(tmp_path / "n.png")], capsys
    )
    assert set(report) == {"size", "texts"} and report["size"] == [1280, 720]
    assert report["texts"] and all(set(text) == TEXT_KEYS for text in report["texts"])
    for text in report["texts"]:
        assert isinstance(text["text"], str) and text["text"].strip()
        assert text["px"] > 0 and isinstance(text["clipped"], bool) and text["missing_glyphs"] >= 0
        if text["box"] is not None and not text["clipped"]:
            x, y, w, h = text["box"]
            assert 0 <= x <= 1280 - w and 0 <= y <= 720 - h
    words = [text["text"] for text in report["texts"]]
    assert "Save" in words and "Menu" in words  # the window's own buttons are drawn by the same code


def test_the_seat_asked_for_is_the_one_at_the_screen(tmp_path, capsys):
    path = tmp_path / "g.json"
    save_match(Match("cabo", [Seat("Ada"), Seat("Noor"), Seat("Bot 3", "bot", "easy")], 3), path)
    status, said, _ = run(["shot", str(path), "--seat", "1", "--out", str(tmp_path / "g.png")], capsys)
    assert status == 0 and "as Noor (seat 1)" in said


@pytest.mark.parametrize("size", [(1280, 720), (900, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("path", EXAMPLE_SAVES, ids=lambda p: p.stem)
def test_every_example_save_renders(path, size, tmp_path, capsys):
    out = tmp_path / "shot.png"
    report = shot_report(["shot", str(path), "--size", f"{size[0]}x{size[1]}", "--out", str(out)], capsys)
    assert report["size"] == list(size) and len(report["texts"]) > 5
    assert pygame.image.load(str(out)).get_size() == size


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--size", "1280"], "expected a size as WIDTHxHEIGHT"),
        (["--size", "1280x"], "expected a size as WIDTHxHEIGHT"),
        (["--size", "0x0"], "the size must be from"),
        (["--size", "99999x720"], "the size must be from"),
        (["--seat", "2"], "--seat must be a seat of this game, from 0 to 1, not 2"),
        (["--seat", "-1"], "--seat must be a seat of this game"),
        (["--players", "human,robot"], "--players"),
        (["--players", "human"], "takes 2-4 seats, not 1"),
        (["--option", "nosuch=1"], "nosuch"),
        (["--out", "table.jpg"], "--out must name a .png file"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(argv, said, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, out, err = run(["shot", "cabo", *argv], capsys)
    assert status == 2 and out == "" and err.startswith("tablegame: ") and err.count("\n") == 1
    assert said in err and not list(tmp_path.glob("*.png"))


def test_an_unknown_game_exits_2(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, _, err = run(["shot", "chess"], capsys)
    assert status == 2 and "'chess' is neither a game" in err and err.count("\n") == 1


@pytest.mark.parametrize("content", ["nonsense", '{"format": "tablegame-save"}', ""])
def test_a_damaged_save_exits_2(content, tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text(content)
    status, out, err = run(["shot", str(path), "--out", str(tmp_path / "bad.png")], capsys)
    assert status == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "bad.png").exists()


def test_a_missing_save_and_new_game_flags_on_a_save_exit_2(tmp_path, capsys):
    status, _, err = run(["shot", str(tmp_path / "none.json")], capsys)
    assert status == 2 and "cannot be read" in err
    path = tmp_path / "g.json"
    save_match(Match("cabo", [Seat("A"), Seat("B")], 3), path)
    status, _, err = run(["shot", str(path), "--players", "human,human"], capsys)
    assert status == 2 and "--players is for a new game" in err


def test_an_unwritable_picture_exits_2(tmp_path, capsys):
    status, _, err = run(["shot", "cabo", "--out", str(tmp_path / "no" / "such" / "folder" / "x.png")], capsys)
    assert status == 2 and "cannot be written" in err and err.count("\n") == 1


# --- the recorder itself ------------------------------------------------------------------------------------
def fonts(recorder: TextRecorder | None = None) -> r.Fonts:
    """The program's fonts at the reference size (a recorder's: noting what they draw)."""
    pygame.font.init()
    return r.Fonts(recorder.typeface() if recorder is not None else None)


def test_a_shortened_text_and_one_past_the_edge_are_clipped():
    with recording_texts() as recorder:
        screen = recorder.canvas.surface((200, 60))
        font = fonts(recorder).small
        r.draw_text(screen, font, "A sentence far too long for its box", (0, 0), width=80)
        r.draw_text(screen, font, "Past the edge", (150, 30))
        r.draw_text(screen, font, "Fits", (0, 30))
        texts = {text.text: text for text in recorder.texts_on(screen)}
    shortened = next(text for text in texts.values() if text.text.endswith("…"))
    assert shortened.clipped and shortened.box is not None and shortened.box[2] <= 80
    assert texts["Past the edge"].clipped and not texts["Fits"].clipped


def test_a_text_with_a_glyph_no_font_has_counts_it():
    with recording_texts() as recorder:
        screen = recorder.canvas.surface((300, 40))
        r.draw_text(screen, fonts(recorder).small, f"A{NO_FONT_HAS_IT}B{NO_FONT_HAS_IT}", (0, 0))
        r.draw_text(screen, RecordedFont(None, 20), f"x{NO_FONT_HAS_IT}", (0, 20))  # pygame's own font too
        found = recorder.texts_on(screen)
    # A glyph the table's font lacks is drawn as a replacement mark (never a box); pygame's own font has no mark either.
    assert found[0].text == "A\ufffdB\ufffd" and [text.missing_glyphs for text in found] == [0, 1]


def test_texts_follow_a_card_through_scaling_rotation_and_a_cut():
    with recording_texts() as recorder:
        font = fonts(recorder).get(40)
        card = recorder.canvas.surface((100, 140), pygame.SRCALPHA)
        r.draw_text(card, font, "7", (50, 70), anchor="center")
        screen = recorder.canvas.surface((400, 300))
        screen.blit(recorder.canvas.smoothscale(card, (50, 70)), (10, 10))
        screen.blit(recorder.canvas.rotate(card, 90), (100, 10))
        screen.blit(card, (350, 10))  # half off the screen's right edge: its "7" is cut
        half, turned, cut = recorder.texts_on(screen)
    assert half.px == pytest.approx(font.point_size / 2, abs=0.1)
    assert half.box is not None and 10 <= half.box[0] <= 60 - half.box[2]
    assert turned.box is not None and cut.box is not None
    x, y, w, h = cut.box[0] - 350, cut.box[1] - 10, cut.box[2], cut.box[3]  # the "7" on the card itself
    assert turned.box == pytest.approx((100 + y, 10 + 100 - x - w, h, w), abs=1)  # a quarter turn anticlockwise
    assert not half.clipped and not turned.clipped and cut.clipped


def test_lines_scrolled_out_of_a_clip_are_not_drawn_and_cut_ones_are_clipped():
    with recording_texts() as recorder:
        screen = recorder.canvas.surface((200, 200))
        font = fonts(recorder).small
        screen.set_clip(pygame.Rect(0, 50, 200, 100))
        for i, y in enumerate((0, 40, 80, 140)):  # above the clip, half above it, inside, half below it
            r.draw_text(screen, font, f"line {i}", (0, y))
        found = [(text.text, text.clipped) for text in recorder.texts_on(screen)]
    assert found == [("line 1", True), ("line 2", False), ("line 3", True)]


def test_texts_on_a_subsurface_land_in_the_screen_and_a_fill_over_them_hides_them():
    with recording_texts() as recorder:
        screen = recorder.canvas.surface((300, 200))
        font = fonts(recorder).small
        panel = screen.subsurface(pygame.Rect(100, 50, 150, 100))
        r.draw_text(panel, font, "in the panel", (10, 20))
        r.draw_text(screen, font, "painted over", (0, 150))
        screen.fill((0, 0, 0), pygame.Rect(0, 140, 300, 60))
        found = recorder.texts_on(screen)
    assert [text.text for text in found] == ["in the panel"]
    assert found[0].box is not None and found[0].box[:2] == (110, 70) and not found[0].clipped


def pygame_globals() -> dict[str, object]:
    """What a recorder could swap process-wide: pygame's Surface and Font, and every transform."""
    found = {name: getattr(pygame.transform, name) for name in dir(pygame.transform) if not name.startswith("_")}
    return {**found, "Surface": pygame.Surface, "Font": pygame.font.Font}


def test_recording_swaps_nothing_of_pygames():
    plain = pygame_globals()
    with recording_texts() as recorder:
        assert (
            pygame_globals() == plain
        )  # the recorder's fonts and surfaces are passed in (its typeface), not swapped in
        assert isinstance(fonts(recorder).small, RecordedFont)
        assert fonts(recorder).canvas is recorder.canvas
        card = fonts(recorder).canvas.surface((100, 140), pygame.SRCALPHA)
        fonts(recorder).canvas.rotate(card, 90)
        assert pygame_globals() == plain
    assert pygame_globals() == plain
    assert not r.fit_text(fonts().small, "x" * 200, 50).startswith("x" * 100)  # the seam is quiet when off
