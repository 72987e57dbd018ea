"""The table speaks the language chosen now: a game opened after a switch draws every text afresh in the new
language (its history, buttons, layout labels, hand-off and score screens), a board drawn again after a switch
does not show its kept layer's old words, and the score screen names the seat it calls "you" in its row."""

from __future__ import annotations

import pygame
from driver import make_app

from tablegame import i18n
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Match, Seat
from tablegame.table.model import ScoreSheet
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import TextRecorder, recording_texts

# language, words its table shows, words it must not show
WORDS = [
    ("en", ("Save", "What happened", "Menu"), ("저장",)),
    ("ko", ("저장", "게임 기록", "메뉴", "카드 더미"), ("What happened", "Menu", "Draw pile")),
    ("zh", ("保存", "对局记录", "菜单", "抽牌堆"), ("What happened", "Menu", "게임 기록")),
]


def drawn(app, recorder: TextRecorder, scene=None) -> str:
    """Every text a scene (the top one by default) draws on a fresh screen, joined."""
    screen = recorder.canvas.surface(app.size)
    screen.fill((0, 0, 0))  # (a fill tells the recorder that nothing is drawn on it yet)
    (scene or app.scenes.top).draw(screen)
    return " | ".join(text.text for text in recorder.texts_on(screen))


def played(seed: int = 3) -> Match:
    """A CABO match a few moves in (a history to tell)."""
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], seed)
    while len(match.actions) < 6 and match.to_act():
        match.apply(match.legal_actions()[0])
    return match


def test_a_game_opened_after_a_switch_is_drawn_in_the_new_language():
    """The program's caches (wrapped texts, fitted blocks, card pictures) live across windows: a window per
    language, so that the recorder sees each one's surfaces from their start."""
    for lang, words, not_words in WORDS:
        i18n.use(lang)
        with recording_texts() as recorder:
            app = make_app((1280, 720), fonts=Fonts(recorder.typeface()))
            app.open_table(played())
            app.step()
            shown = drawn(app, recorder)
        assert all(word in shown for word in words), shown
        assert not any(word in shown for word in not_words), shown
    pygame.display.quit()


def test_a_switch_under_a_living_board_lays_its_captions_out_again():
    app = make_app((1280, 720))
    app.open_table(played())
    app.step()
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    screen = pygame.Surface(app.size)
    scene.board.draw(screen)  # the resting layer is kept, its layout labels in English
    assert "Draw pile" in [caption for _, caption, _ in scene.board.captions]
    kept = scene.board.painter.resting
    i18n.use("ko")
    scene.board.draw(screen)
    assert "카드 더미" in [caption for _, caption, _ in scene.board.captions]  # a layout label, translated
    assert scene.board.painter.resting is not kept or kept.drawn_for[0][1] is scene.board.captions  # drawn again
    pygame.display.quit()


def test_hand_off_and_score_screens_speak_korean_and_chinese():
    with recording_texts() as recorder:
        app = make_app((1280, 720), fonts=Fonts(recorder.typeface()))
        app.open_table(Match("cabo", [Seat("Mina"), Seat("Noor")], 3))
        app.step()
        table = next(scene for scene in app.scenes.scenes if isinstance(scene, TableScene))
        sheet = ScoreSheet("Game over", ["Player", "Total"], [["Mina", "12"], ["Noor", "30"]], seats=[0, 1])
        for lang, words in (
            ("ko", ("Noor에게 넘겨주세요", "Mina (당신)", "테이블 보기")),
            ("zh", ("请交给Noor", "Mina（你）", "查看牌桌")),
        ):
            i18n.use(lang)
            handoff = drawn(app, recorder, HandoffScene(app, table, 1, [], ""))
            scores = drawn(app, recorder, ScoreScene(app, sheet, table.art, final=True, you=0))
            assert words[0] in handoff, handoff
            assert words[1] in scores and words[2] in scores, scores
            assert "Noor (" not in scores and "Noor（" not in scores  # only the seat the sheet calls you
    pygame.display.quit()
