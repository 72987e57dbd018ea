"""The table's texts fit: balanced wrapping without orphan words, buttons sized to their labels, shortened texts
with a tooltip of their whole words, and a chooser whose options wrap instead of being cut."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from tablegame.table import render as r
from tablegame.table import text_block, text_fit
from tablegame.table.board import Board
from tablegame.table.events import PointerMove
from tablegame.table.layout import load_layout
from tablegame.table.model import ButtonItem, CardItem, Gesture, TableModel
from tablegame.table.text_recorder import DrawnText, recording_texts
from tablegame.table.typeface import Typeface

LAYOUT = """
game: test
zones:
  - {id: pile, kind: pile, at: [0.5, 0.5], size: [0.1, 0.2]}
  - {id: status, kind: label, at: [0.5, 0.08], size: [0.6, 0.08]}
  - {id: message, kind: label, at: [0.5, 0.17], size: [0.6, 0.05]}
  - {id: info, kind: panel, label: Info, at: [0.13, 0.5], size: [0.2, 0.3]}
  - {id: bar, kind: buttons, direction: horizontal, at: [0.5, 0.93], size: [0.7, 0.08]}
  - {id: side, kind: buttons, direction: vertical, at: [0.9, 0.6], size: [0.12, 0.3]}
"""
SENTENCE = "Build a settlement and turn the destiny card to the right, paying one brick and one wood"


@pytest.fixture()
def fonts() -> r.Fonts:
    pygame.font.init()
    made = r.Fonts()
    made.resize((1280, 720))
    return made


def make_board(
    tmp_path: Path, model: TableModel, size: tuple[int, int] = (1280, 720), typeface: Typeface | None = None
) -> Board:
    """A board of the test layout showing `model` in a window of `size`, with fonts of its own (of a text
    recorder's `typeface`: their texts are recorded)."""
    path = tmp_path / "test.yaml"
    path.write_text(LAYOUT, encoding="utf-8")
    fonts = r.Fonts(typeface)
    fonts.resize(size)
    board = Board(
        load_layout(path), fonts, r.CardArt(fonts, {}), 2, ["Ann", "Bo"], lambda g: None, lambda kind, a, b: ""
    )
    board.resize(size)
    board.set_model(model, 0)
    return board


def drawn(board: Board) -> pygame.Surface:
    """The board drawn once on a surface of its size (made by its fonts' canvas: a recorder's follows its texts)."""
    surface = board.fonts.canvas.surface(board.size)
    board.draw(surface)
    return surface


def recorded(
    tmp_path: Path,
    model: TableModel,
    size: tuple[int, int] = (1280, 720),
    before: Callable[[Board], None] | None = None,
) -> tuple[Board, list[DrawnText]]:
    """A board made and drawn while texts are recorded (`before` runs between), and the texts it drew."""
    with recording_texts() as recorder:
        board = make_board(tmp_path, model, size, recorder.typeface())
        if before is not None:
            before(board)
        screen = drawn(board)
        return board, recorder.texts_on(screen)


# --- wrapping -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("width", [120, 160, 200, 260, 330, 420, 500])
def test_wrapped_lines_fit_keep_every_word_and_never_leave_one_word_alone(fonts, width):
    font = fonts.body
    lines = r.wrap_text(font, SENTENCE, width)
    assert " ".join(lines).split() == SENTENCE.split()
    assert all(font.size(line)[0] <= width for line in lines)
    if len(lines) > 1:
        assert len(lines[-1].split()) > 1, lines


def test_wrapping_is_balanced_not_greedy(fonts):
    font = fonts.body
    width = font.size("one two three four five six")[0]
    lines = r.wrap_text(font, "one two three four five six seven", width)
    assert len(lines) == 2
    assert abs(font.size(lines[0])[0] - font.size(lines[1])[0]) < font.size("three four")[0]


def test_a_word_longer_than_a_line_is_broken_not_cut(fonts):
    font = fonts.body
    word = "Supercalifragilisticexpialidocious"
    lines = r.wrap_text(font, word, font.size(word)[0] // 3)
    assert "".join(lines) == word and len(lines) >= 3


def test_a_path_too_long_for_a_line_breaks_after_its_slashes(fonts):
    font = fonts.body
    path = "/home/someone/.local/share/tablegame/games/verylongfoldername/x.json"
    lines = text_fit.wrap_words(font, f"Games cannot be saved: {path} is not writable", 300)
    assert "".join(line for line in lines if "/" in line) == path
    assert all(line.endswith("/") for line in lines if "/" in line and not line.endswith(".json"))
    assert all(font.size(line)[0] <= 300 for line in lines)


def test_a_paragraph_per_newline(fonts):
    assert r.wrap_text(fonts.body, "First\nSecond", 500) == ["First", "Second"]


def test_a_block_uses_the_smaller_size_before_shortening_and_marks_a_cut(fonts):
    text = " ".join([SENTENCE] * 3)
    room = len(r.wrap_text(fonts.small, text, 400)) * fonts.small.get_linesize()
    assert len(r.wrap_text(fonts.body, text, 400)) * fonts.body.get_linesize() > room
    block = text_block.fit_block((fonts.body, fonts.small), [text], 400, room)
    assert block.font is fonts.small and not block.cut
    short = text_block.fit_block((fonts.body, fonts.small), [text], 400, fonts.small.get_linesize() * 2)
    assert short.cut and len(short.lines) == 2 and short.lines[-1][0].endswith("…")


# --- buttons --------------------------------------------------------------------------------------------
def test_buttons_of_a_row_are_as_wide_as_their_labels_need(tmp_path):
    labels = ["OK", "End the turn and pass the dice to the next player", "Undo"]
    model = TableModel(buttons=[ButtonItem(f"b{i}", "bar", label) for i, label in enumerate(labels)])
    board, texts = recorded(tmp_path, model)
    rects = [board.button_rects[f"b{i}"] for i in range(3)]
    assert rects[1].w > 3 * rects[0].w  # the long label gets the room, not a third of the row
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    zone = board.zone_rect(board.layout.zones["bar"])
    assert all(zone.contains(rect) for rect in rects)
    assert not any(text.clipped for text in texts)
    shown = " ".join(text.text for text in texts)
    assert all(word in shown.split() for label in labels for word in label.split())


def test_equal_buttons_when_every_label_fits_so(tmp_path):
    model = TableModel(buttons=[ButtonItem(f"b{i}", "bar", label) for i, label in enumerate(["Pass", "Draw", "Go"])])
    board = make_board(tmp_path, model)
    widths = {board.button_rects[f"b{i}"].w for i in range(3)}
    assert max(widths) - min(widths) <= 1


def test_a_long_label_in_a_narrow_button_wraps(tmp_path):
    label = "Keep canoe 2 docked at the landing"
    board, drawn_texts = recorded(tmp_path, TableModel(buttons=[ButtonItem("b", "side", label)]))
    texts = [t for t in drawn_texts if t.box is not None and board.button_rects["b"].contains(t.box)]
    assert not any(text.clipped for text in texts)
    assert sorted(" ".join(t.text for t in texts).split()) == sorted(label.split())
    assert len(texts) >= 2  # more than one line


# --- shortened with a tooltip ----------------------------------------------------------------------------
def test_a_text_that_cannot_fit_is_shortened_and_hovering_it_shows_the_whole_text(tmp_path):
    name = "Bartholomew Fitzgerald-Montgomery of the Far Eastern Isles and the Seven Seas"
    whole = " ".join([name] * 3)  # three times too long for the two lines of the message line
    board, texts = recorded(tmp_path, TableModel(), before=lambda board: board.say(whole))
    cut = [t for t in texts if t.text.endswith("…")]
    assert cut and all(t.clipped for t in cut)  # the recorder still reports the shortening
    assert cut[0].box is not None
    x, y, w, h = cut[0].box
    board.handle(PointerMove((x + w // 2, y + h // 2)))
    tip = board.tooltip_at(board.pointer)
    assert tip is not None and tip[1] == whole
    _, hovered = recorded(
        tmp_path,
        TableModel(),
        before=lambda b: (b.say(whole), drawn(b), b.handle(PointerMove((x + w // 2, y + h // 2)))),
    )
    added = Counter(t.text for t in hovered) - Counter(t.text for t in texts)
    assert sorted(" ".join(added.elements()).split()) == sorted(whole.split())  # the hint box: the whole text


def test_nothing_shortened_means_no_tooltip(tmp_path):
    board = make_board(tmp_path, TableModel(status="Your turn"))
    drawn(board)
    assert board.tooltip_at((640, 58)) is None


def test_tooltips_of_the_cached_layer_outlive_the_frames(tmp_path):
    lines = [" ".join([SENTENCE] * 6)]
    board = make_board(tmp_path, TableModel(texts={"info": lines}))
    drawn(board)
    drawn(board)  # a second frame reuses the cached layer
    assert board.painter.static_tips.places
    rect, whole = board.painter.static_tips.places[0]
    assert whole == lines[0] and board.tooltip_at(rect.center) is not None


def test_fit_text_ends_on_a_letter_before_the_ellipsis(fonts):
    room = fonts.body.size("Bot 4: 0 (0 canoes) Bot")[0]
    text = r.fit_text(fonts.body, "Bot 4: 0 (0 canoes) Bot 5: 0 (1 canoe)", room)
    assert text.endswith("…") and not text[:-1].endswith(" ")


def test_the_registry_keeps_a_bounded_number_of_places():
    registry = text_fit.Shortened()
    for i in range(text_fit.MAX_TOOLTIPS + 50):
        registry.add(pygame.Rect(i, 0, 1, 1), str(i))
    assert len(registry.places) == text_fit.MAX_TOOLTIPS
    assert registry.at((text_fit.MAX_TOOLTIPS + 49, 0)) is not None and registry.at((0, 0)) is None


# --- the chooser -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(900, 600), (1280, 720), (2560, 1440)])
def test_the_chooser_sizes_its_options_to_their_labels_and_wraps_instead_of_cutting(tmp_path, size):
    labels = ["Build a settlement", SENTENCE, "Build a settlement and turn the destiny card to the left"]
    gestures = [Gesture("click", "pile:0", label, action={"n": i}) for i, label in enumerate(labels)]
    model = TableModel(cards=[CardItem("pile:0", "pile")], gestures=gestures)
    board, texts = recorded(tmp_path, model, size, before=lambda board: board.choose(gestures))
    assert not any(text.clipped for text in texts)
    assert all(text.px >= 16 * board.fonts.scale for text in texts)
    words = " ".join(text.text for text in texts).split()
    for label in labels:
        assert all(word in words for word in label.split())
    window = pygame.Rect(0, 0, *size)
    rects = [*board.chooser_rects, board.chooser_cancel]
    assert all(window.contains(rect) for rect in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert rects[1].h > rects[0].h  # the long option wraps onto more lines, its button grows with it


def test_a_short_chooser_is_no_wider_than_its_longest_option_needs(tmp_path):
    gestures = [Gesture("click", "pile:0", label, action={"n": i}) for i, label in enumerate(["Take", "Leave"])]
    board = make_board(tmp_path, TableModel(cards=[CardItem("pile:0", "pile")], gestures=gestures))
    board.choose(gestures)
    assert board.chooser is not None
    total, _, _, _ = board.geometry.chooser_places(board.chooser, board.input.chooser_at)
    assert total.w < board.size[0] // 3
