"""The one way every game names seats in sentences (tablegame.core.words.Persons): only the reader's own seat
is "You"; an onlooker reads names only; a seat called "You" is "Player N" to every reader but itself."""

from __future__ import annotations

import pytest

from tablegame.core.words import Persons, third_person

NAMES = ["Mina", "You", "Bot 3"]


def test_the_readers_own_seat_is_you_and_the_others_go_by_name():
    mina = Persons(NAMES, 0)
    assert (mina.subject(0), mina.object(0), mina.owner(0, start=True), mina.owner(0), mina.own(0)) == (
        "You", "you", "Your", "your", "your")
    assert (mina.subject(2), mina.object(2), mina.owner(2, start=True), mina.owner(2), mina.own(2)) == (
        "Bot 3", "Bot 3", "Bot 3's", "Bot 3's", "their")
    assert mina.is_reader(0) and not mina.is_reader(2)


def test_a_seat_called_you_is_player_n_to_every_reader_but_itself():
    """In hot-seat two readers would otherwise both read "You drew ..." about different seats."""
    for reader in (0, 2, None):
        persons = Persons(NAMES, reader)
        assert persons.subject(1) == persons.object(1) == persons.name(1) == "Player 2"
        assert persons.owner(1) == "Player 2's" and persons.says(1, "draw") == "Player 2 draws"
    itself = Persons(NAMES, 1)
    assert itself.says(1, "draw") == "You draw" and itself.owner(1, start=True) == "Your"


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


def test_verbs_take_the_plain_form_for_you_and_the_third_person_otherwise():
    persons = Persons(NAMES, 0)
    assert [persons.verb(0, v) for v in ("take", "pass", "have")] == ["take", "pass", "have"]
    assert [persons.verb(2, v) for v in ("take", "pass", "watch", "carry", "play", "have", "go")] == [
        "takes", "passes", "watches", "carries", "plays", "has", "goes"]
    assert persons.verb(2, "be", "is") == "is" and persons.verb(0, "are", "is") == "are"
    assert third_person("discard") == "discards"


def test_a_group_of_seats_is_one_subject_with_its_verb_form():
    mina = Persons(NAMES, 0)
    assert mina.group([2, 0]) == ("Bot 3 and you", True)
    assert mina.group([0, 2]) == ("You and Bot 3", True)
    assert mina.group([0, 2], start=False) == ("you and Bot 3", True)
    assert mina.group([0]) == ("You", True)
    assert mina.group([2]) == ("Bot 3", False)
    assert Persons(NAMES, None).group([0, 1, 2]) == ("Mina, Player 2 and Bot 3", True)
