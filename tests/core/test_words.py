"""The one way every game names seats in sentences (tablegame.core.words.Persons): only the reader's own seat
is "You"; an onlooker reads names only; a seat called "You" is "Player N" to every reader but itself."""

from __future__ import annotations

import pytest

from tablegame import i18n
from tablegame.core.words import Persons, listing, ordinal

NAMES = ["Mina", "You", "Bot 3"]


def test_the_readers_own_seat_is_you_and_the_others_go_by_name():
    mina = Persons(NAMES, 0)
    assert (mina.subject(0), mina.object(0), mina.owner(0, start=True), mina.owner(0), mina.own(0)) == (
        "You",
        "you",
        "Your",
        "your",
        "your",
    )
    assert (mina.subject(2), mina.object(2), mina.owner(2, start=True), mina.owner(2), mina.own(2)) == (
        "Bot 3",
        "Bot 3",
        "Bot 3's",
        "Bot 3's",
        "their",
    )
    assert mina.is_reader(0) and not mina.is_reader(2)


def test_a_seat_called_you_is_player_n_to_every_reader_but_itself():
    """In hot-seat two readers would otherwise both read "You drew ..." about different seats."""
    for reader in (0, 2, None):
        persons = Persons(NAMES, reader)
        assert persons.subject(1) == persons.object(1) == persons.name(1) == "Player 2"
        assert persons.owner(1) == "Player 2's"
    itself = Persons(NAMES, 1)
    assert itself.subject(1) == "You" and itself.owner(1, start=True) == "Your"


@pytest.mark.parametrize("name", ["you", " YOU ", "You"])
def test_you_is_recognised_in_any_case_and_with_spaces(name):
    assert Persons(["Mina", name], None).subject(1) == "Player 2"


def test_an_onlooker_reads_names_only():
    onlooker = Persons(NAMES, None)
    words = [onlooker.subject(s) for s in range(3)] + [onlooker.owner(s, start=True) for s in range(3)]
    assert words == ["Mina", "Player 2", "Bot 3", "Mina's", "Player 2's", "Bot 3's"]
    assert not any(onlooker.is_reader(s) for s in (0, 1, 2, None))


def test_no_names_or_a_seat_past_them_is_player_n():
    assert Persons(None, None).subject(0) == "Player 1"
    assert Persons(NAMES, None).subject(5) == "Player 6"
    assert Persons(NAMES, None).subject(None) == "Player ?"


def test_ordinals_and_lists_in_english():
    assert [ordinal(i) for i in (0, 1, 2, 3, 10, 11, 20, 21)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "21st",
        "22nd",
    ]
    assert listing([]) == "" and listing(["a"]) == "a" and listing(["a", "b", "c"]) == "a, b and c"


def test_seats_in_korean_and_chinese():
    """The reader and the menu's usual names in the language now; the list's particle fits its last name."""
    i18n.use("ko")
    mina = Persons(NAMES, 0)
    assert (mina.subject(0), mina.owner(2), mina.own(2), mina.name(1)) == ("당신", "봇 3의", "자신의", "플레이어 2")
    assert ordinal(2) == "세 번째"  # native Korean, as Korean counts (issue 25)
    assert listing(["Tom", "민수"]) == "Tom과 민수" and listing(["민수", "Tom"]) == "민수와 Tom"
    i18n.use("zh")
    assert (mina.subject(0), mina.owner(2), ordinal(2)) == ("你", "机器人3的", "第3")
    assert listing(["甲", "乙", "丙"]) == "甲、乙和丙"
