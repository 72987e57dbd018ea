"""Words a line never breaks inside while a game's table is open: its cards' names, the terms its Korean and
Chinese texts write, and the seats' names (issue 25: 独/木舟, 战/斗力6, 划/船者, 欧阳/娜娜, 미친 / 전투도끼를
were broken at the end of a line, even where there was room).

Each game lists its terms as its translations write them (the table's words in tablegame/locale/*): a
term that names a card is also found from the catalog (`cards/<game>.yaml`, each `name` as the language
says it). tablegame.i18n.line_breaks keeps each whole; a number stays with the word before it by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import yaml

from tablegame.i18n import language, tr
from tablegame.i18n.line_breaks import keep_whole
from tablegame.paths import data_dir

TERMS: dict[str, dict[str, tuple[str, ...]]] = {
    "cabo": {
        "ko": (
            "카보",
            "엿보기",
            "스파이",
            "교환하기",
            "카드 더미",
            "버린 더미",
            "벌칙 카드",
            "뽑은 카드",
            "여러 장 교환",
        ),
        "zh": ("抽牌堆", "弃牌堆", "罚牌", "偷看", "间谍", "交换"),
    },
    "ogallala": {
        "ko": (
            "카누",
            "완성된 카누",
            "공격력",
            "붉은 노잡이",
            "검은 노잡이",
            "붉은 길잡이",
            "검은 길잡이",
            "붉은 키잡이",
            "검은 키잡이",
            "붉은 주술사",
            "검은 주술사",
            "붉은 추장",
            "검은 추장",
            "미친 전투도끼",
            "토템 폴",
            "해피 헌팅 그라운드",
            "플레이 에어리어",
            "빈 선두",
            "빈 선미",
        ),
        "zh": (
            "独木舟",
            "战斗力",
            "划船者",
            "探路者",
            "掌舵者",
            "酋长",
            "巫师",
            "捕抓手",
            "弓箭手",
            "疯狂斧手",
            "图腾像",
            "快乐狩猎地",
            "建造区",
            "空船头",
            "空船尾",
            "宝物牌",
        ),
    },
    "niagara": {
        "ko": (
            "선착장",
            "보트",
            "노 카드",
            "구름 카드",
            "구름 마커",
            "보석",
            "폭포",
            "자수정",
            "다이아몬드",
            "호박석",
            "사파이어",
            "루비",
        ),
        "zh": ("独木舟", "码头", "宝石", "瀑布", "天气", "云牌", "紫水晶", "钻石", "琥珀", "蓝宝石", "红宝石"),
    },
    "struggle-for-catan": {
        "ko": ("카탄을 위한 투쟁", "도시 확장", "운명 카드", "도적의 습격", "정착지", "자원 카드", "장날"),
        "zh": ("卡坦之争", "城市扩建", "命运牌", "强盗袭击", "集市日", "骑士", "道路", "村庄", "资源牌", "建造者"),
    },
}


@cache
def card_names(game: str) -> tuple[str, ...]:
    """Every card name in a game's catalog, in English (as the catalog writes them, translated where shown)."""
    path = data_dir("cards") / f"{game}.yaml"
    if not path.is_file():
        return ()
    # libyaml's safe loader where installed (the menu's first frame reads a catalog: a tenth of the time)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(path.read_text(encoding="utf-8"))
    try:
        return tuple(dict.fromkeys(_names(loader.get_single_data())))
    finally:
        loader.dispose()


def _names(data: Any) -> Iterator[str]:
    """The `name` fields found anywhere in a catalog, numbers aside (CABO's cards are named by their value)."""
    if isinstance(data, dict):
        name = data.get("name")
        if isinstance(name, str) and not name.isdigit():
            yield name
        for value in data.values():
            yield from _names(value)
    elif isinstance(data, list):
        for value in data:
            yield from _names(value)


def words_kept_whole(game: str, names: list[str]) -> Callable[[], list[str]]:
    """What a table of `game` never breaks inside, in the language now: its terms, card names and seats' names."""

    def words() -> list[str]:
        return [*TERMS.get(game, {}).get(language(), ()), *(tr(name) for name in card_names(game)), *names]

    return words


def keep_words_whole(game: str, names: list[str], keeper: str = "table") -> None:
    """From now on, lines keep this game's words whole (tablegame.i18n.line_breaks): a table's (with its seats'
    names), or the menu's (`keeper`), each in place of the one before."""
    keep_whole(words_kept_whole(game, names), keeper)
