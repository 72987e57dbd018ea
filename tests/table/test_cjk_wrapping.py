"""Korean and Chinese texts wrap as their readers expect: Chinese between any two Hanzi (never before a closing
mark such as ，。：！？）」 nor after an opening one such as （「), Korean at its spaces like English and inside a
word only when the word alone is wider than the line; the status line's estimate agrees with the board."""

from __future__ import annotations

import pygame
import pytest

from tablegame.i18n import line_breaks
from tablegame.table import render as r
from tablegame.table import text_fit

CHINESE = (
    "轮到你了：从独木舟里选一张牌，放到你自己的河道上（也可以放到对手的河道上）。"
    "每条河道最多放三张牌，「日落」之前要把所有的牌都放完！Mina的独木舟已经到达终点了吗？"
)
KOREAN = (
    "당신의 차례입니다: 카드 한 장을 뽑아 엿보기, 스파이, 교환하기 중 하나를 사용하거나 "
    "버리세요. Mina가 13을 버렸습니다. 카보를 외치면 다른 플레이어들이 한 번씩 더 합니다."
)
NO_BREAK_BEFORE = "，。、：；！？）」』》"
NO_BREAK_AFTER = "（「『《"


@pytest.fixture()
def font() -> pygame.font.Font:
    pygame.font.init()
    fonts = r.Fonts()
    fonts.resize((1280, 720))
    return fonts.body


@pytest.mark.parametrize("width", [90, 140, 220, 330, 480, 700])
def test_chinese_breaks_between_hanzi_and_keeps_punctuation_with_its_word(font, width):
    lines = r.wrap_text(font, CHINESE, width)
    assert "".join(lines) == CHINESE  # nothing lost, no space added
    assert all(font.size(line)[0] <= width for line in lines)
    for line in lines:
        assert line[0] not in NO_BREAK_BEFORE, lines
        assert line[-1] not in NO_BREAK_AFTER, lines
    if font.size(CHINESE)[0] > width:
        assert len(lines) >= 2
        assert len(lines[-1]) >= 2, lines  # never one Hanzi alone on the last line


def test_chinese_fills_its_lines_instead_of_cutting_at_punctuation(font):
    width = font.size(CHINESE[:20])[0]
    lines = r.wrap_text(font, CHINESE, width)
    least = -(-font.size(CHINESE)[0] // width)
    assert len(lines) <= least + 1  # balanced, about as few lines as the width allows


@pytest.mark.parametrize("width", [120, 200, 330, 480, 700])
def test_korean_breaks_at_its_spaces(font, width):
    lines = r.wrap_text(font, KOREAN, width)
    assert " ".join(lines).split() == KOREAN.split()  # every word whole, in order
    assert all(font.size(line)[0] <= width for line in lines)
    if len(lines) > 1:
        assert len(lines[-1].split()) > 1, lines


def test_a_korean_word_wider_than_the_line_is_broken_not_cut(font):
    word = "카탄을위한투쟁에서는도로와기사가중요합니다"
    width = font.size(word)[0] // 3
    lines = r.wrap_text(font, f"규칙: {word}", width)
    assert "".join(lines).replace(" ", "") == f"규칙:{word}"
    assert all(font.size(line)[0] <= width for line in lines)


def test_mixed_latin_and_hanzi_keep_the_latin_word_whole(font):
    text = "Alexander的独木舟到达了Niagara瀑布"
    for width in (font.size("Alexander")[0] + 2, font.size("Alexander的独木")[0]):
        lines = r.wrap_text(font, text, width)
        assert "".join(lines) == text
        assert any("Alexander" in line for line in lines) and any("Niagara" in line for line in lines)


def test_pieces_say_where_lines_may_break():
    assert text_fit.pieces("你好，世界。") == [(" ", "你"), ("", "好，"), ("", "世"), ("", "界。")]
    assert text_fit.pieces("（注意）") == [(" ", "（注"), ("", "意）")]
    assert text_fit.pieces("카드 한 장") == [(" ", "카드"), (" ", "한"), (" ", "장")]
    assert text_fit.joined(text_fit.pieces("Mina가 13을 버렸습니다")) == "Mina가 13을 버렸습니다"


def test_the_least_width_for_two_lines_of_chinese_is_about_half(font):
    width = text_fit.width_for_lines(font, CHINESE, 2)
    assert width < font.size(CHINESE)[0] * 0.6
    assert len(text_fit.greedy_lines(lambda t: font.size(t)[0], text_fit.pieces(CHINESE), width)) <= 2


def test_the_status_estimate_agrees_with_the_board_in_chinese_and_korean():
    from driver import make_app

    from tablegame.core.match import Match, Seat

    app = make_app((1280, 720))
    app.open_table(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3))
    app.step()
    scene = app.scenes.top
    answered = 0
    for paragraph in (CHINESE, KOREAN):
        for length in range(4, len(paragraph), 7):
            text = paragraph[:length]
            estimate = scene.status_fit.estimate(text)
            if estimate is not None:
                answered += 1
                assert estimate == scene.board.status_fits(text), text
    assert answered > 10
    pygame.display.quit()


def test_a_shortened_chinese_block_adds_no_spaces(font):
    from tablegame.table import text_block

    block = text_block.fit_block((font,), [CHINESE], font.size(CHINESE[:12])[0], max_lines=2)
    assert block.cut
    assert " " not in "".join(line for line, _ in block.lines)
    assert text_fit.rejoined(["Mina가", "13을"]) == "Mina가 13을" and text_fit.rejoined(["独木", "舟"]) == "独木舟"


def test_a_number_stays_with_the_hanzi_beside_it():
    assert line_breaks.split_word("机器人1：13分（1条）") == ["机", "器", "人1：", "13分", "（1条）"]
    assert line_breaks.split_word("第3张牌") == ["第3张", "牌"]
