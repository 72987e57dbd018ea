"""A native reader's corrections of the Korean and Chinese words (issue 25), each where it was seen: the table
drawn in the window (a selected card's mark), the history and the prompts the presenters write, the menus.

The words follow the rules documents a player holds (the Korean rules say 교환 for CABO's replace, the Chinese
Ogallala rules 牌 for a card); one place has one name (Niagara's 선착장 / 码头, on the board and in the history).
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pygame
import pytest
from driver import make_app, table
from english_left import english_left, seat_names, speaking

from tablegame.app.games import make_presenter
from tablegame.app.games.ogallala.art import card_words, names_of
from tablegame.app.games.ogallala.words import canoe_breakdown, card_detail
from tablegame.app.scenes.load import EXAMPLE_NAMES, game_title
from tablegame.app.shot import take_shot
from tablegame.core.match import Match, Seat
from tablegame.core.words import ordinal
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.view import breakdown
from tablegame.i18n import ntr, tr
from tablegame.storage.saves import SaveError, load_match, match_from_json, match_to_json
from tablegame.table import render as r
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import TextRecorder, recording_texts

LOCALE = Path(__file__).resolve().parents[2] / "tablegame" / "locale"
SAVES = Path(__file__).resolve().parents[2] / "saves"


def drawn_texts(app, recorder: TextRecorder) -> list[str]:
    """Every text the top scene draws on a fresh screen (the app made while `recorder` records)."""
    screen = recorder.canvas.surface(app.size)
    screen.fill((0, 0, 0))  # (a fill tells the recorder that nothing is drawn on it yet)
    app.scenes.top.draw(screen)
    return [text.text for text in recorder.texts_on(screen)]


@pytest.mark.parametrize(("lang", "mark"), [("ko", "선택됨"), ("zh", "已选")])
def test_a_selected_card_is_marked_in_the_language_of_the_table(lang: str, mark: str) -> None:
    """CABO's multi-replace: the cards chosen so far carry a mark above them, in Korean or Chinese too."""
    with speaking(lang), recording_texts() as recorder:
        app = make_app((1280, 720), fonts=Fonts(recorder.typeface()))
        match = Match("cabo", [Seat("미나"), Seat("Bot 2", "bot", "random")], 3)
        app.open_table(match)
        app.step()
        table(app).presenter.choice.selection = {0, 1}
        table(app).rebuild()
        texts = drawn_texts(app, recorder)
        names = seat_names(seat.name for seat in match.seats)
        assert texts.count(mark) == 2, texts
        assert "chosen" not in texts
        assert not [t for t in texts if english_left(t, names)], [t for t in texts if english_left(t, names)]
    pygame.display.quit()


def test_korean_counts_positions_and_turns_as_korean_does() -> None:
    """첫 번째 (not 1번째); the game list's turn is "3턴"."""
    with speaking("ko"):
        assert [ordinal(i) for i in (0, 1, 2, 9, 10, 19, 20)] == [
            "첫 번째",
            "두 번째",
            "세 번째",
            "열 번째",
            "열한 번째",
            "스무 번째",
            "21번째",
        ]
        assert tr("Turn {turn}", turn=3) == "3턴"


@pytest.mark.parametrize(
    ("lang", "words", "not_words"),
    [
        (
            "ko",
            ("꺼짐", "켜짐", "게임 기록", "호박석", "마지막 게임 이어하기", "이어하기"),
            ("끄기", "있었던 일", "이어 하기"),
        ),
        ("zh", ("对局记录",), ("发生了什么",)),
    ],
)
def test_the_menu_and_history_words(lang: str, words: tuple[str, ...], not_words: tuple[str, ...]) -> None:
    """The memory aid's Off beside the sound's 켜짐, the history's title, amber, Continue."""
    with speaking(lang):
        said = [
            tr("Off"),
            tr("On"),
            tr("What happened"),
            tr("amber"),
            tr("Continue last game"),
            tr("Continue"),
            ntr("What happened (the latest {count})", "What happened (the latest {count})", 5),
        ]
    for word in words:
        assert any(word in text for text in said), (word, said)
    assert not any(word in text for word in not_words for text in said), said


def test_the_history_hint_is_a_whole_sentence_in_korean() -> None:
    """ "나머지 4개는 '있었던 일'에" stopped mid-sentence."""
    with speaking("ko"):
        text = ntr(
            "{entries} · and {count} more in What happened",
            "{entries} · and {count} more in What happened",
            4,
            entries="…",
        )
    assert text.endswith("볼 수 있습니다"), text


def test_cabo_replaces_are_exchanges_and_the_particle_fits_the_card() -> None:
    """The Korean rules say 교환 for a replace; "7(엿보기)를" had a hard-coded particle that does not fit 7 (칠)."""
    with speaking("ko"):
        failed = tr("Failed multi-replace")
        peek = tr(
            "{who} discarded {card} ({power}) and looked at {whose} {position} card",
            who="미나",
            card="7",
            power=tr("peek"),
            whose="봇 2의",
            position=ordinal(0),
        )
        swap = tr(
            "{who} discarded {card} ({power}) and swapped {mine} with {theirs}",
            who="미나",
            card="11",
            power=tr("swap"),
            mine="A",
            theirs="B",
        )
    assert failed == "여러 장 교환 실패"
    assert "7을 버리고" in peek and "7(엿보기)를" not in peek, peek
    assert "11을 버리고" in swap, swap
    assert "첫 번째 카드" in peek


def translations(lang: str) -> list[tuple[str, str]]:
    """Every (English, translation) pair of a language's catalog, plural forms each on its own."""
    found = []
    for entry in polib.pofile(str(LOCALE / lang / "LC_MESSAGES" / "tablegame.po")):
        for text in [entry.msgstr] if not entry.msgid_plural else list(entry.msgstr_plural.values()):
            found.append((entry.msgid, text))
    return found


def test_one_word_for_one_thing_in_the_catalogs() -> None:
    """Chinese says 牌 for a card (卡坦 is Catan's name); Korean 교환 for CABO's replace; Niagara's dock is
    선착장 / 码头, never 집 / 家中 (the seed's 시작 위치 aside)."""
    zh = [text for _, text in translations("zh")]
    assert not [text for text in zh if re.search("卡(?!坦)", text)]
    assert not [text for text in zh if re.search("(?<!玩)家中", text)]  # (玩家中: "among the players")
    ko = translations("ko")
    assert not [text for _, text in ko if "교체" in text]
    assert not [(english, text) for english, text in ko if re.search(r"\bhome\b", english) and "집" in text]
    assert not [text for _, text in ko if "시작 위치" in text]


def test_niagara_has_one_word_for_the_dock() -> None:
    """The board says 선착장 / 码头; the history said 집 / 家中 for the same place."""
    with speaking("ko"):
        banked = tr("{who} banked {gem} ({count} gem at home)", who="미나", gem="파란 보석", count=2)
        home = tr("You have {gems} at home", gems="파란 보석")
    assert banked == "미나가 파란 보석을 선착장으로 가져왔습니다 (확보한 보석 2개)"
    assert "선착장" in home and "집" not in home
    with speaking("zh"):
        banked = tr("{who} banked {gem} ({count} gem at home)", who="美娜", gem="蓝宝石", count=2)
    assert "码头" in banked and "家" not in banked


def _bare(text: str) -> str:
    """A name without its spaces, line breaks and brackets, to compare a card's face with its name."""
    return re.sub(r"[\s()（）]", "", text)


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_an_ogallala_card_has_one_name(lang: str) -> None:
    """What a card's face says is its name, or the name's own start (no "rower" for a paddler, no "guide" for a
    pathfinder, no "healer" for a medicine man); where none fits the card shows its picture alone."""
    cards = catalog()
    with speaking(lang):
        for card in cards.ids:
            name = _bare(tr(cards.names[cards.index[card]]))
            for lines in names_of(card):
                assert name.startswith(_bare("".join(lines))), (lang, card, lines, name)


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_ogallala_score_lines_name_the_cards_that_score(lang: str) -> None:
    """A set's person scoring alone is the cowboy (not a "horse card"); lone set cards are named one by one."""
    with speaking(lang):
        said = {card: card_words(card) for card in ("horse-person", "logs-person", "logs-left", "cannon-person")}
        text = canoe_breakdown({"breakdown": breakdown([catalog().index[c] for c in CANOE]), "cards": CANOE})
        detail = card_detail("logs-left")
    assert f"{said['horse-person']} 10" in text, text
    assert said["logs-left"] in text and said["logs-person"] in text, text
    assert said["cannon-person"] in text, text
    assert "logs's" not in detail and "{" not in detail


CANOE = [
    "bow",
    "horse-left",
    "horse-right",
    "paddler-black-1",
    "horse-person",
    "logs-left",
    "paddler-red-2",
    "logs-person",
    "cannon-person",
    "stern",
]


def test_korean_particles_fit_the_word_before_them() -> None:
    """A particle written into a template fits its word (교환을, not 교환를), and one after a placeholder, with or
    without brackets between (7(엿보기)를), is the program's rule ({card:을/를}), never a fixed form."""
    wrong, fixed = [], []
    for _, text in translations("ko"):
        wrong += [text for m in re.finditer("([가-힣])를", text) if (ord(m.group(1)) - 0xAC00) % 28]
        if re.search(r"\}(\([^)]*\))?(을|를|이|가|은|는|과|와|으로|로)(?=[ ,.:)]|$)", text):
            fixed.append(text)
    assert not wrong and not fixed, (wrong, fixed)


@pytest.mark.parametrize("lang", ["ko", "zh"])
def test_the_example_saves_are_titled_with_the_games_names(lang: str) -> None:
    """The Load list's example "오갈라라: 3인" spelled the game unlike its title everywhere else (오갈랄라)."""
    titles = {
        "CABO": "cabo",
        "Niagara": "niagara",
        "Ogallala": "ogallala",
        "The Struggle for Catan": "struggle-for-catan",
    }
    with speaking(lang):
        for name in EXAMPLE_NAMES:
            game = titles[name.split(":")[0]]
            assert tr(name).startswith(game_title(game)), (tr(name), game_title(game))


@pytest.mark.parametrize(("lang", "wanted"), [("ko", "날씨 +1 (흐림으로)"), ("zh", "天气+1（变为阴）")])
def test_niagara_weather_buttons_say_where_the_marker_goes(lang: str, wanted: str) -> None:
    """ "날씨 +1(→ +1)" was cryptic: the button names the space the marker moves to."""
    match = Match("niagara", [Seat("미나"), Seat("Bot 2", "bot", "random")], 5)
    match.apply({"seat": 0, "type": "choose", "card": "cloud"})
    match.apply({"seat": 1, "type": "choose", "card": 3})
    with speaking(lang):
        presenter = make_presenter("niagara", match.rules, ["미나", "Bot 2"], match.options)
        seat = match.to_act()[0]
        model = presenter.build(match.view(seat), match.legal_actions(seat))
        labels = [button.label for button in model.buttons]
    assert wanted in labels, labels
    assert not [label for label in labels if "→" in label], labels


# Texts the tables write, with a name and terms the lines broke inside (欧阳/娜娜, 划/船者, 独/木舟, 战/斗力6;
# 봇/3부터, 붉은 노잡이/1을, 미친 alone before 전투도끼를), and the words each must keep on one line.
BROKEN = [
    (
        "zh",
        "ogallala",
        "欧阳娜娜的独木舟（战斗力6）攻击了你的独木舟：红色划船者1和疯狂斧手都去了快乐狩猎地。",
        ("欧阳娜娜", "独木舟", "战斗力6", "划船者1", "疯狂斧手", "快乐狩猎地"),
    ),
    (
        "ko",
        "ogallala",
        "봇 3부터 시작합니다. 미나가 붉은 노잡이 1을 놓았고, 봇 3이 미친 전투도끼를 뽑았습니다.",
        ("봇 3부터", "붉은 노잡이 1을", "미친 전투도끼를", "봇 3이"),
    ),
    (
        "ko",
        "ogallala",
        "당신이 검은 키잡이 1을 1행 14열, 버팔로 오른쪽 반쪽 옆에 놓았습니다 (카누 공격력 8)",
        ("검은 키잡이 1을", "14열,", "버팔로 오른쪽 반쪽", "공격력 8)"),
    ),
]


@pytest.mark.parametrize(("lang", "game", "text", "whole"), BROKEN)
def test_lines_never_break_inside_names_terms_or_a_number_and_its_word(lang, game, text, whole) -> None:
    """At every width a table gives, each name, term and number with its word stays on one line."""
    pygame.font.init()
    fonts = r.Fonts()
    fonts.resize((1280, 720))
    with speaking(lang):
        match = Match(game, [Seat("欧阳娜娜" if lang == "zh" else "미나"), Seat("봇 3", "bot", "random")], 1)
        make_presenter(game, match.rules, ["欧阳娜娜" if lang == "zh" else "미나", "봇 3"], match.options)
        for width in range(fonts.body.size(max(whole, key=len))[0] + 2, fonts.body.size(text)[0], 9):
            lines = r.wrap_text(fonts.body, text, width)
            for word in whole:
                assert any(word in line for line in lines), (word, width, lines)


def _damaged(change) -> dict:
    """A Catan save with one thing broken."""
    data = match_to_json(Match("struggle-for-catan", [Seat("미나"), Seat("Bot 2", "bot", "random")], 3))
    change(data)
    return data


DAMAGED = [
    lambda d: d.__setitem__("seed", "x"),
    lambda d: d["seats"][0].__setitem__("kind", "alien"),
    lambda d: d["seats"][0].__setitem__("name", 7),
    lambda d: d.__setitem__("setup", {"tableaux": [{"roads": 9, "knights": 0, "estates": []}] * 2}),
    lambda d: d.__setitem__("setup", {"fate": "up"}),
]
FIELD = re.compile(r"[A-Za-z_][\w]*(?:[.\[][\w\]]*)*\s*[:：]|\"[^\"]*\"")  # a field's path before its colon, a value


@pytest.mark.parametrize("lang", ["ko", "zh"])
@pytest.mark.parametrize("change", DAMAGED)
def test_a_damaged_save_is_told_in_the_language_with_only_its_fields_in_english(lang: str, change) -> None:
    """ "setup tableaux: …", "card는 도시 확장 id…": the field paths stay as they are, the words are translated."""
    with speaking(lang), pytest.raises(SaveError) as caught:
        match_from_json(_damaged(change), "save.json")
    said = FIELD.sub(" ", str(caught.value).replace("save.json", ""))
    assert not english_left(said, []), str(caught.value)


GLUED = re.compile(r"(?<![-\w])([A-Za-z_][A-Za-z0-9_.\[\]]*)['\"]?(은|는|이|가|을|를|에는|과|와|로|으로)(?![가-힣])")


def test_korean_never_glues_a_particle_to_an_english_field() -> None:
    """ "card는", "flip은", "\"arm\"은": a field keeps its colon (card: …), the Korean follows it."""
    allowed = {"sim", "LEVEL", "S", "JSON", "N", "PNG", "B", "M"}  # the command line's words, keys, formats
    glued = [
        text
        for _, text in translations("ko")
        for match in GLUED.finditer(re.sub(r"\{[^}]*\}", "", text))
        if match.group(1) not in allowed
    ]
    assert not glued, glued
    both = translations("ko") + translations("zh")
    assert not [text for _, text in both if re.search(r"\bid\b|setup [a-z{'\"]", text)]


@pytest.mark.parametrize(("lang", "term"), [("zh", "建造者"), ("ko", "건설한 플레이어"), ("en", "the builder")])
def test_the_menus_option_help_fills_its_width_and_keeps_terms_whole(lang: str, term: str) -> None:
    """The help under an option wrapped at half the width it had (and broke 建造/者): its lines fill the
    option's width, a term whole on one of them."""
    with speaking(lang):
        app = make_app((1280, 720))
        app.open_menu()
        menu = app.scenes.top
        menu.choose_game(menu.games.index("struggle-for-catan"))
        menu.change_seats(3 - len(menu.seats))  # the option applies to 3 or 4 players (at 2 it says so instead)
        menu.layout()
        option = min(
            (
                button
                for button in menu.buttons
                if button.rect.x > app.size[0] // 2 and button.rect.y > app.size[1] // 8
            ),
            key=lambda button: button.rect.y,
        )  # the first option
        helps = [text for text, pos, _, _ in menu.labels if pos[0] == option.rect.x and pos[1] > option.rect.y]
        assert len(helps) >= 2, helps
        assert app.fonts.small.size(helps[0])[0] > option.rect.w * 0.8, (helps, option.rect)
        assert any(term in line for line in helps), helps
    pygame.display.quit()


def test_the_window_keeps_terms_whole_in_the_history() -> None:
    """Drawn through the window (the menu keeps its game's words too, the table its own): Niagara's history at
    1280x720 broke 独木/舟 at the end of its lines."""
    match = load_match(SAVES / "niagara-three-seats-round-4.json")
    with speaking("zh"):
        texts = [text.text for text in take_shot(match, 0, (1280, 720)).texts]
    assert any("独木舟" in text for text in texts), texts
    assert not [text for text in texts if text.endswith(("独", "独木")) or text.startswith(("舟", "木舟"))], texts


# The other names the cards' faces gave where the first did not fit, by language (a text drawn alone on a card).
OTHER_NAMES = {
    "en": {"rower", "guide", "steerer", "healer", "miner", "axe", "bow", "stern", "prospector"},
    "ko": {"미친 도끼"},
    "zh": {"划船", "探路", "掌舵", "疯斧", "套索"},
}


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_the_ogallala_table_names_each_card_one_way(lang: str) -> None:
    """Drawn at 1280x720 and 900x600: no card face says "rower" for a paddler (划船 for 划船者, …)."""
    match = load_match(SAVES / "ogallala-three-seats-mid-game.json")
    with speaking(lang):
        drawn = {text.text for size in ((1280, 720), (900, 600)) for text in take_shot(match, 0, size).texts}
    assert not drawn & OTHER_NAMES[lang], drawn & OTHER_NAMES[lang]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ko", ("기억 도우미: 꺼짐", "소리: 켜짐", "마지막 게임 이어하기", "여러 장 교환 실패")),
        ("zh", ("记忆辅助：关",)),
    ],
)
def test_the_cabo_menu_says_off_like_it_says_on(lang: str, words: tuple[str, ...]) -> None:
    """Drawn in the menu: 기억 도우미: 끄기 stood beside 소리: 켜짐 (a state beside an order), 이어 하기, 교체."""
    with speaking(lang), recording_texts() as recorder:
        app = make_app((1280, 720), fonts=Fonts(recorder.typeface()))
        app.open_menu()
        menu = app.scenes.top
        menu.choose_game(menu.games.index("cabo"))
        menu.layout()
        app.step()
        texts = drawn_texts(app, recorder)
    pygame.display.quit()
    assert all(any(word in text for text in texts) for word in words), texts
