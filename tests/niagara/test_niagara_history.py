"""Niagara's history as each seat and an onlooker read it: secret choices stay secret, every card turned up,
gem banked, flow and fall has its entry, entries follow the rounds, "You" reads well, and no clause ids
reach the history or the table."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest
from niagara_helpers import chosen, move, new_match, over_the_falls

from tablegame.app.games.niagara.presenter import NiagaraPresenter
from tablegame.app.games.niagara.words import winners_words
from tablegame.core.history import Entry, History
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.games.niagara.catalog import catalog

GEM_NAMES = dict(zip(catalog().colours, catalog().gem_names, strict=True))
NAMES = ["Mina", "Bo", "Cy", "Dee", "Eli"]
CLAUSE = re.compile(r"\b[A-Z]{2,5}-\d+[a-z]?\b|§")
YOU_THIRD_PERSON = re.compile(r"\bYou (?:\w+[^s\W]s|was|has|is|does)\b")
YOU_THEIR = re.compile(r"\bYou \w+ (?:at|with|from|to|in|on) (?:their|his|her)\b")
CARD_WORD = r"(\d|the cloud|cloud)"


@dataclass
class Reading:
    """One reader's history of a whole game, with the reader's views before and after every action."""

    reader: int | None
    history: History
    steps: list[tuple[dict[str, Any], dict[str, Any], dict[str, Any]]] = field(default_factory=list)

    def entries_of(self, index: int) -> list[Entry]:
        """The entries action `index` made."""
        return [e for e in self.history.entries if e.action == index]


def played(n: int, seed: int, **options: Any) -> tuple[Match, list[Reading]]:
    """A random game to the end, read as it happens by every seat and by an onlooker."""
    rules = get_rules("niagara")
    match = Match("niagara", [Seat(name) for name in NAMES[:n]], seed, {"max_rounds": 8, **options})
    readings = [Reading(reader, History(rules, NAMES[:n], reader)) for reader in [*range(n), None]]
    rng = random.Random(seed)
    while not match.is_over():
        legal = match.legal_actions(match.to_act()[0])
        before = [rules.view(match.state, r.reader) for r in readings]
        match.apply(legal[rng.randrange(len(legal))])
        action = match.actions[-1]
        for reading, seen in zip(readings, before, strict=True):
            after = rules.view(match.state, reading.reader)
            reading.history.add(len(match.actions) - 1, action, seen, after)
            reading.steps.append((action, seen, after))
    return match, readings


@cache
def games() -> list[tuple[Match, list[Reading]]]:
    """The games every check reads, played once: 2-5 seats, every option value that changes the story."""
    return [played(3, 1), played(4, 2, reveal="all"), played(2, 3, fork="straight"), played(5, 4)]


def every_reading():
    """Every (match, reading) of the games played once for this module."""
    for match, readings in games():
        for reading in readings:
            yield match, reading


def known_cards(view: dict[str, Any], seat: int) -> set[str]:
    """The cards of a seat the view shows: its chosen card if visible and the one it turned up last."""
    cards = view["cards"][seat]
    return {str(c) for c in (cards["card"], cards["last"]) if c is not None}


def test_another_seats_choice_is_never_named_and_your_own_is():
    for _, reading in every_reading():
        for index, (action, _, _) in enumerate(reading.steps):
            if action["type"] != "choose":
                continue
            text = reading.entries_of(index)[0].text
            if action["seat"] == reading.reader:
                card = "the cloud" if action["card"] == "cloud" else f"your {action['card']}"
                assert text == f"You chose {card}"
            else:
                assert text == f"{NAMES[action['seat']]} chose a card", (reading.reader, text)


def test_every_card_turned_up_is_named_and_only_cards_the_reader_could_see():
    for _, reading in every_reading():
        for index, (_, before, after) in enumerate(reading.steps):
            texts = " | ".join(e.text for e in reading.entries_of(index))
            for event in after["last_events"]:
                if event["type"] == "reveal":
                    seat, card = event["seat"], str(event["card"]).replace("cloud", "the cloud")
                    who = "You" if seat == reading.reader else NAMES[seat]
                    assert (
                        f"{who} turned up the {card}".replace("the the", "the") in texts
                        or f"{who.replace('You', 'you')}: {card}" in texts
                    ), (texts, event)
            for who, card in re.findall(rf"(\w+) turned up the {CARD_WORD}", texts):
                seat = reading.reader if who == "You" else NAMES.index(who)
                word = "cloud" if "cloud" in card else card
                assert word in known_cards(before, seat) | known_cards(after, seat)


def test_every_flow_every_fall_and_every_banked_gem_has_its_entry():
    for match, reading in every_reading():
        flows = 0
        for index, (_, _, after) in enumerate(reading.steps):
            texts = [e.text for e in reading.entries_of(index) if e.event]
            for event in after["last_events"]:
                if event["type"] == "flow":
                    flows += 1
                    line = f"The river flows {event['speed']}: "
                    assert any(t.startswith(line) for t in texts), texts
                    for boat in event["over_falls"]:
                        fell = [t for t in texts if f"canoe {boat['boat'] + 1} went over the falls" in t]
                        assert fell, texts
                        if boat["gem"]:
                            assert GEM_NAMES[boat["gem"]] + " went back" in " ".join(fell)
                if event["type"] == "move" and event["banked"]:
                    assert any(
                        f"banked a{'n' * (GEM_NAMES[event['banked']][0] in 'aeiou')} {GEM_NAMES[event['banked']]}" in t
                        for t in texts
                    )
        rounds = match.result()["round"]
        assert flows == rounds, "every round has its flow entry"


def test_every_gem_that_changes_places_is_named_in_its_actions_entry():
    checked = 0
    for _, reading in every_reading():
        for index, (action, _, after) in enumerate(reading.steps):
            text = reading.entries_of(index)[0].text
            gems = [e[key] for e in after["last_events"] if e["type"] == "move" for key in ("loaded", "unloaded")]
            gems += [e["stolen"]["gem"] for e in after["last_events"] if e["type"] == "move" and e["stolen"]]
            if action["type"] == "recover" and action["pay"]:
                gems.append(action["pay"])
            for colour in filter(None, gems):
                assert GEM_NAMES[colour] in text, (text, colour)
                checked += 1
    assert checked > 20


def test_entries_follow_the_rounds_with_one_flow_and_one_round_end_per_round():
    rules = get_rules("niagara")
    for _, reading in every_reading():
        for index, (_, before, _) in enumerate(reading.steps):
            assert all(e.round == rules.round_of(before) for e in reading.entries_of(index))
        by_round: dict[int | None, list[str]] = {}
        for entry in reading.history.entries:
            by_round.setdefault(entry.round, []).append(entry.text)
        for number, texts in by_round.items():
            assert sum(t.startswith("The river flows") for t in texts) == 1, number
            ends = [t for t in texts if t.startswith((f"Round {number} is over", f"Game over after round {number}"))]
            assert len(ends) == 1, (number, ends)


def test_you_reads_well_and_the_readers_own_name_never_appears():
    for _, reading in every_reading():
        for entry in reading.history.entries:
            text = entry.text
            assert not YOU_THIRD_PERSON.search(text) and not YOU_THEIR.search(text), text
            assert "None" not in text and "{" not in text
            if reading.reader is not None:
                assert not re.search(rf"\b{NAMES[reading.reader]}\b", text), text
            else:
                assert not re.search(r"\b[Yy]ou(r)?\b", text), text


def test_the_flow_names_its_reason_the_discs_and_the_canoes_it_carried():
    match, before = over_the_falls()  # two clouds raise the weather to +2, a flow of 4 sends two canoes over
    rules = match.rules
    texts = rules.events_for(match.actions[-1], NAMES[:3], 0, before, match.view(0))
    assert texts[0] == "The river flows 4: lowest card 2 + weather +2"
    assert texts[1] == "4 discs pushed in at slot 1: 2 down arm A, 2 down arm B"
    assert "Your canoe 1 went over the falls; its ruby went back to its site" in texts
    assert "Bo's canoe 1 went over the falls; its sapphire went back to its site" in texts
    assert "Cy's canoe 1 drifted from slot 2 to 6B" in texts
    assert texts[-1] == "Round 1 is over; round 2 starts with Bo (the life ring)"


def test_a_flow_of_every_cloud_says_why_it_stands_still():
    match = chosen(["cloud", "cloud", "cloud"])
    match.apply({"seat": 0, "type": "weather", "delta": -1})
    match.apply({"seat": 1, "type": "weather", "delta": 1})
    before = match.view(None)
    match.apply({"seat": 2, "type": "weather", "delta": -1})
    texts = match.rules.events_for(match.actions[-1], NAMES[:3], None, before, match.view(None))
    assert texts[0] == "The river flows 0: every card was the cloud (0) + weather −1, but it never flows backwards"


def test_a_steal_and_a_bank_name_the_gems():
    match = chosen(
        [2, 6, 3],
        {
            "boats": [
                [{"at": "5"}, {"at": "dock"}],
                [{"at": "3", "gem": "yellow"}, {"at": "dock"}],
                [{"at": "3", "gem": "blue"}, {"at": "dock"}],
            ]
        },
    )
    before = match.view(2)
    match.apply(move(0, 0, "3", steal=(2, 0)))
    line = match.rules.describe_for(match.actions[-1], NAMES[:3], 2, before, match.view(2))
    assert line == "Mina's canoe 1 paddled up from slot 5 to slot 3 and took the sapphire from your canoe 1"
    match.apply({"seat": 0, "type": "end_move"})
    before = match.view(1)
    match.apply(move(1, 0, "dock"))
    rules = match.rules
    assert (
        rules.describe_for(match.actions[-1], NAMES[:3], 1, before, match.view(1))
        == "Your canoe 1 paddled from slot 3 to the dock"
    )
    assert (
        rules.events_for(match.actions[-1], NAMES[:3], 1, before, match.view(1))[0]
        == "You banked an amber (1 gem at home)"
    )


def test_reveal_all_turns_every_card_up_in_one_entry():
    match = new_match(3, reveal="all")
    match.apply({"seat": 0, "type": "choose", "card": 5})
    match.apply({"seat": 1, "type": "choose", "card": "cloud"})
    before = match.view(1)
    match.apply({"seat": 2, "type": "choose", "card": 2})
    texts = match.rules.events_for(match.actions[-1], NAMES[:3], 1, before, match.view(1))
    assert texts == ["Cards turned up — Mina: 5, you: the cloud, Cy: 2"]


def test_onlooker_and_open_views():
    match = new_match(3)
    match.apply({"seat": 1, "type": "choose", "card": 4})
    onlooker = match.rules.view(match.state, None)
    assert onlooker["cards"][1]["card"] is None and onlooker["cards"][1]["chosen"]
    assert all("hand" not in cards for cards in onlooker["cards"])
    opened = match.rules.open_view(match.state, 0)
    assert opened["cards"][1]["card"] == 4 and opened.keys() == match.view(0).keys()


def test_two_seats_is_marked_unofficial_and_options_speak_to_players():
    rules = get_rules("niagara")
    assert "unofficial" in rules.seats_note(2) and rules.seats_note(3) == ""
    for spec in rules.options:
        assert spec.title and len(spec.words) == len(spec.values)
        assert not CLAUSE.search(spec.help) and "_" not in spec.help
        assert all(value not in spec.help for value in ("alternate", 'turn"', "stationary_op"))


@pytest.mark.parametrize("seed", [5, 6])
def test_no_clause_ids_on_the_table(seed):
    """Every text the presenter puts on the table, for random positions of a game, in plain words."""
    rules = get_rules("niagara")
    match = Match("niagara", [Seat(name) for name in NAMES[:3]], seed, {"max_rounds": 4})
    presenter = NiagaraPresenter(rules, NAMES[:3], match.options)
    rng = random.Random(seed)
    while not match.is_over():
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        model = presenter.build(match.view(seat), legal)
        texts = [
            model.status,
            *[t for lines in model.texts.values() for t in lines],
            *model.captions.values(),
            *[b.label for b in model.buttons],
            *[g.label for g in model.gestures],
            *[g.badge for g in model.gestures],
            *[c.hint for c in model.cards],
            *[f.label for f in model.frames],
        ]
        for text in texts:
            assert not CLAUSE.search(text), text
        match.apply(legal[rng.randrange(len(legal))])


def test_a_seat_called_you_is_a_player_number_to_every_other_reader():
    match = new_match(3)
    rules, names = match.rules, ["You", "Bo", "Cy"]
    before = match.view(1)
    match.apply({"seat": 0, "type": "choose", "card": 3})
    action = match.actions[-1]
    assert rules.describe_for(action, names, 1, before, match.view(1)) == "Player 1 chose a card"
    assert rules.describe_for(action, names, None, before, match.view(None)) == "Player 1 chose a card"
    assert rules.describe_for(action, names, 0, match.view(0), match.view(0)) == "You chose your 3"


def test_the_tables_winner_words_call_only_the_viewer_you():
    """The status line and score sheet title: "You win" for the viewer, "Player 1 wins" for a seat called "You"
    seen by anyone else, never "You wins"."""
    names = ["You", "Bo", "Cy"]
    assert winners_words({"seat": 0, "winners": [0]}, names) == "You win"
    assert winners_words({"seat": 1, "winners": [0]}, names) == "Player 1 wins"
    assert winners_words({"seat": None, "winners": [0, 2]}, names) == "Player 1 and Cy win"
    assert winners_words({"seat": 1, "winners": [2, 1]}, names) == "Cy and you win"
