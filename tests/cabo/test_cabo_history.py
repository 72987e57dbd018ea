"""CABO's history (issue 16): every entry names the cards its reader may know and no hidden one, the
automatic events have entries of their own, entries follow the rounds, "You" sentences are grammatical,
and nothing the table shows carries a clause id or an internal value."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cabo_helpers import RULES, act, example_3_looked, peek_all, stack, start

from tablegame.app.games import make_presenter
from tablegame.cli import main
from tablegame.core.history import Entry, History
from tablegame.core.rules import View
from tablegame.games.cabo.catalog import cabo_catalog
from tablegame.storage.saves import load_match

NAMES = ["Mina", "Bot 1", "Noor", "Bot 3"]
CATALOG = cabo_catalog()
VALUES = dict(zip(CATALOG.ids, CATALOG.values, strict=True))  # kind id -> value
VALUE_OF = CATALOG.values  # kind index (as the state holds cards) -> value
# A card named by value: "a 7", "an 8", "the 13", "two 5s" (sums, scores and round numbers never follow these)
CARD = re.compile(r"\b(?:a|an|the|two|three|four) (\d{1,2})s?\b")
CLAUSE_ID = re.compile(r"\b[A-Z]{2,5}-\d+[a-z]?\b|§")
YOU_THIRD_PERSON = re.compile(r"\bYou (?:\w+[^s\W]s|was|has|is|does)\b")
YOU_WITH_THEIR = re.compile(r"\bYou \w+ (?:at|with|from|to|in) (?:their|its|his|her)\b")
INTERNAL = ("peek_start", "call_cabo", "lock_caller", "mismatch_penalty", "memory_aid", "'seed'", "None", "{")


# --- playouts -------------------------------------------------------------------------------------------
def playout(seed: int, n: int, options: dict[str, Any] | None = None) -> Iterator[tuple[Any, dict, Any]]:
    """(state before, action, state after) for every action of a random game to its end."""
    state = RULES.setup(n, RULES.resolve_options(options or {}), random.Random(seed), {})
    rng = random.Random(seed)
    while not RULES.is_over(state):
        action = rng.choice(RULES.all_legal_actions(state))
        after = RULES.clone(state)
        RULES.apply(after, action)
        yield state, action, after
        state = after


GAMES = [(11, 2, {}), (12, 3, {}), (13, 4, {}), (14, 3, {"mismatch_penalty": "none"}), (15, 2, {"lock_caller": True})]


def histories(
    seed: int, n: int, options: dict[str, Any]
) -> Iterator[tuple[Any, dict, Any, int | None, View, View, list[Entry]]]:
    """Every action of a game with each reader's (every seat's and an onlooker's) views and new entries."""
    readers: list[int | None] = [*range(n), None]
    books = {reader: History(RULES, NAMES[:n], reader) for reader in readers}
    for index, (state, action, after) in enumerate(playout(seed, n, options)):
        for reader in readers:
            before_view, after_view = RULES.view(state, reader), RULES.view(after, reader)
            added = books[reader].add(index, action, before_view, after_view)
            yield state, action, after, reader, before_view, after_view, added


def visible_values(*views: View) -> set[int]:
    """The values of every card a reader sees in these views (rows, piles, the held card, the last round)."""
    cards: list[str | None] = []
    for view in views:
        cards += [slot["card"] for row in view["rows"] for slot in row] + view["discard"]
        cards.append(view["drawn"]["card"] if view["drawn"] else None)
        if view["last_round"]:
            cards += [card for row in view["last_round"]["rows"] for card in row] + view["last_round"]["discard"]
    return {VALUES[card] for card in cards if card}


def named_values(text: str) -> list[int]:
    """The card values an entry names."""
    return [int(v) for v in CARD.findall(text)]


def discarded_by(state: Any, after: Any) -> list[int]:
    """The values the action put on the discard pile (it has not ended the round)."""
    grown = len(after.discard) - len(state.discard)
    return [VALUE_OF[card] for card in after.discard[len(after.discard) - grown :]] if grown > 0 else []


@pytest.mark.parametrize(("seed", "n", "options"), GAMES)
def test_entries_name_only_cards_the_reader_may_know_and_every_card_it_saw_move(seed, n, options):
    """A value named is visible to the reader before or after; what the reader saw go to the discard pile,
    what it drew and what its PEEK or SPY showed are named; another seat's draw or look names no value."""
    for state, action, after, reader, before_view, after_view, added in histories(seed, n, options):
        text = added[0].text
        known = visible_values(before_view, after_view)
        for entry in added:
            assert set(named_values(entry.text)) <= known, (reader, entry.text)
        kind, actor = action["type"], action["seat"]
        same_round = after.round == state.round and after.phase != "over"
        if same_round:
            for value in discarded_by(state, after):
                assert value in named_values(text), (reader, text)
        if kind == "draw" and action["source"] == "deck":
            drawn = VALUE_OF[after.drawn[2]]
            assert named_values(text) == ([drawn] if reader == actor else []), (reader, text)
        if kind in ("peek", "spy") and same_round:
            owner = actor if kind == "peek" else action["target"]
            looked = VALUE_OF[after.rows[owner][action["position"]][0]]
            used = VALUE_OF[after.discard[-1]]
            assert named_values(text) == ([used, looked] if reader == actor else [used]), (reader, text)
        if kind == "peek_start":
            seen = [VALUE_OF[state.rows[actor][p][0]] for p in action["positions"]]
            assert named_values(text) == (seen if reader == actor else []), (reader, text)


@pytest.mark.parametrize(("seed", "n", "options"), GAMES)
def test_automatic_events_have_entries_and_entries_follow_the_rounds(seed, n, options):
    """Every penalty card and every round's end has entries for every reader, in the round they belong to."""
    penalties = round_ends = 0
    for state, action, after, _, before_view, _, added in histories(seed, n, options):
        assert all(entry.round == before_view["round"] == state.round for entry in added)
        assert not added[0].event and all(entry.event for entry in added[1:])
        events = [entry.text for entry in added[1:]]
        actor = action["seat"]
        if (
            action["type"] == "replace"
            and after.round == state.round
            and len(after.rows[actor]) == len(state.rows[actor]) + 2
        ):
            penalties += 1
            assert any(text.startswith("Penalty card:") for text in events), events
        if len(after.history) > len(state.history):
            round_ends += 1
            ending = [i for i, text in enumerate(events) if text.startswith(f"Round {state.round} ends: ")]
            assert len(ending) == 1 and all(text.startswith("Penalty card:") for text in events[: ending[0]])
            assert any(text.startswith(f"Round {state.round} scores: ") for text in events)
            assert events[-1].startswith("A total passed 100") or f"round {state.round + 1}: " in events[-1]
        else:
            assert not any(" ends: " in text for text in events)
    assert round_ends > 0
    assert penalties > 0 or options.get("mismatch_penalty") == "none" or n == 2


@pytest.mark.parametrize(("seed", "n", "options"), GAMES)
def test_you_sentences_are_grammatical_and_words_are_a_players(seed, n, options):
    """The reader's own seat is "You" (with "your", never "You holds" or "You looked at their"); no clause
    ids, section signs or internal values; an onlooker reads names only."""
    for _, action, _, reader, _, _, added in histories(seed, n, options):
        for entry in added:
            text = entry.text
            assert not CLAUSE_ID.search(text) and not any(word in text for word in INTERNAL), text
            assert not YOU_THIRD_PERSON.search(text) and not YOU_WITH_THEIR.search(text), text
            if reader is None:
                assert not re.search(r"\b[Yy]ou", text), text
        if reader == action["seat"]:
            assert added[0].text.startswith("You "), added[0].text
        else:
            assert added[0].text.startswith(NAMES[action["seat"]] + " "), added[0].text


# --- examples of the specification, as each reader reads them -------------------------------------------
def entries(state: Any, action: dict, reader: int | None, names: list[str] | None = None) -> list[str]:
    """The entries of one action (applied to `state`) as `reader` reads them."""
    before = RULES.view(state, reader)
    RULES.apply(state, action)
    after = RULES.view(state, reader)
    book = History(RULES, names or ["Mina", "Bot 1", "Noor"][: state.n_seats], reader)
    return [entry.text for entry in book.add(0, action, before, after)]


def for_each_reader(make: Any, action: dict) -> dict[int | None, list[str]]:
    """The entries of `action` on a fresh `make()` state for each seat and an onlooker."""
    state = make()
    return {reader: entries(make(), action, reader) for reader in [*range(state.n_seats), None]}


def example_2(options: dict[str, Any] | None = None) -> Any:
    """cabo.md example 2: seat 0 holds [4,6,4,11] and has drawn the 3."""
    state = start(deck=[4, 2, 6, 2, 4, 7, 11, 9, 10, 3, 13, 5, 8], options=options)
    peek_all(state, (0, 2))
    act(state, 0, "draw", source="deck")
    return state


def test_failed_multi_replace_with_the_penalty_rule_says_it_failed_and_adds_the_penalty_card():
    """CABO-13: the lifted 4, 6 and 4 stay face up at the right end; the drawn 3 (named to its drawer only)
    goes face down after them; the penalty card is an event of its own."""
    lines = for_each_reader(example_2, {"seat": 0, "type": "replace", "positions": [0, 1, 2]})
    assert lines[0] == [
        "You tried to replace your 1st, 2nd and 3rd cards with the 3, but they did not match (a 4, a 6 and a 4): "
        "they stay face up at the right end of your row, and the 3 went face down after them",
        "Penalty card: the top card of the draw pile went face down to the end of your row (nobody has seen it)",
    ]
    assert lines[1] == [
        "Mina tried to replace their 1st, 2nd and 3rd cards with the drawn card, but they did not match "
        "(a 4, a 6 and a 4): they stay face up at the right end of their row, and the drawn card went face "
        "down after them",
        "Penalty card: the top card of the draw pile went face down to the end of Mina's row (nobody has seen it)",
    ]
    assert lines[None] == lines[1]


def test_failed_multi_replace_without_the_penalty_rule_discards_the_drawn_card_unused():
    """CABO-14: the lifted cards stay face up in place; the drawn card goes to the discard pile; no penalty."""
    lines = for_each_reader(
        lambda: example_2({"mismatch_penalty": "none"}), {"seat": 0, "type": "replace", "positions": [0, 1, 2]}
    )
    assert lines[1] == [
        "Mina tried to replace their 1st, 2nd and 3rd cards, but they did not match (a 4, a 6 and "
        "a 4): they stay face up where they are, and the drawn card, a 3, went to the discard pile "
        "unused"
    ]


def test_a_replace_names_the_discarded_card_and_the_card_the_reader_knows_went_in():
    """CABO-11, CABO-12, CABO-13 (example 1): the discarded cards are public; the drawn 1 only its drawer knows."""

    def example_1() -> Any:
        state = start(deck=[5, 3, 5, 8, 9, 13, 2, 6, 4, 1, 12, 7, 10, 0])
        peek_all(state)
        act(state, 0, "draw", source="deck")
        return state

    lines = for_each_reader(example_1, {"seat": 0, "type": "replace", "positions": [0, 1]})
    assert lines[0] == [
        "You replaced your 1st and 2nd cards with the 1: they matched, and the two 5s went to the discard pile"
    ]
    assert lines[1] == [
        "Mina replaced their 1st and 2nd cards with the drawn card: they matched, and the two 5s "
        "went to the discard pile"
    ]
    state = example_1()
    act(state, 0, "replace", positions=[0, 1])
    assert entries(RULES.clone(state), {"seat": 1, "type": "draw", "source": "discard"}, 0) == [
        "Bot 1 took the 5 from the discard pile"
    ]
    act(state, 1, "draw", source="discard")
    assert entries(state, {"seat": 1, "type": "replace", "positions": [2]}, 0) == [
        "Bot 1 replaced their 3rd card with the 5: the 13 went to the discard pile"
    ]


def test_spy_and_swap_name_what_the_reader_learned_and_knows():
    """CABO-17, CABO-18: the spy's value only to the spy; a swap names the cards the reader knows."""
    state = example_3_looked()
    act(state, 0, "draw", source="deck")
    lines = {
        reader: entries(RULES.clone(state), {"seat": 0, "type": "spy", "target": 1, "position": 0}, reader)
        for reader in (0, 1, None)
    }
    assert lines[0] == ["You discarded a 9 (SPY) and looked at Bot 1's 1st card: a 0"]
    assert lines[1] == ["Mina discarded a 9 (SPY) and looked at your 1st card"]
    assert lines[None] == ["Mina discarded a 9 (SPY) and looked at Bot 1's 1st card"]
    act(state, 0, "spy", target=1, position=0)
    act(state, 1, "draw", source="deck")
    swap = {"seat": 1, "type": "swap", "position": 3, "target": 0, "target_position": 0}
    assert entries(RULES.clone(state), swap, 0) == [
        "Bot 1 discarded an 11 (SWAP) and swapped their 4th card with your 1st card (a 1)"
    ]
    assert entries(RULES.clone(state), swap, 1) == [
        "You discarded an 11 (SWAP) and swapped your 4th card (an 8) with Mina's 1st card"
    ]


def test_first_looks_and_peeks_name_the_values_to_the_looker_only():
    """CABO-6, CABO-16: "You looked at your 1st and 2nd cards: a 1 and a 12"; others read no value."""
    state = start(deck=[1, 0, 12, 5, 6, 11, 3, 8, 2, 9, 11, 4, 7])
    look = {"seat": 0, "type": "peek_start", "positions": [0, 1]}
    assert entries(RULES.clone(state), look, 0) == ["You looked at your 1st and 2nd cards: a 1 and a 12"]
    assert entries(RULES.clone(state), look, 1) == ["Mina looked at their 1st and 2nd cards"]
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [7, 0, 10]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    peek = {"seat": 0, "type": "peek", "position": 2}
    assert entries(RULES.clone(state), peek, 0) == ["You discarded a 7 (PEEK) and looked at your 3rd card: a 3"]
    assert entries(RULES.clone(state), peek, 1) == ["Mina discarded a 7 (PEEK) and looked at their 3rd card"]


def test_a_call_and_the_round_end_it_leads_to_with_the_bomb():
    """CABO-19, CABO-22, CABO-25, CABO-28 (example 4): the call, the final move (the discarded card comes from
    last_round, the view being the next deal), then why the round ended, the rows, scores, totals, who starts."""
    state = start(deck=[1, 12, 2, 13, 3, 12, 0, 13, 5, 6, 4, 7, 9])
    peek_all(state)
    assert entries(state, {"seat": 0, "type": "call_cabo"}, 1) == ["Mina called CABO! Everyone else has one more turn"]
    act(state, 1, "draw", source="deck")
    assert entries(state, {"seat": 1, "type": "discard"}, 1) == [
        "You discarded the drawn card, a 6",
        "Round 1 ends: everyone else has had one more turn after Mina called CABO",
        "Cards turned face up: Mina 1, 2, 3, 0 (sum 6); You 12, 13, 12, 13 (sum 50)",
        "Round 1 scores: Mina 50 (bomb by you), You 0 (bomb: two 12s and two 13s)",
        "Totals: Mina 50, You 0",
        "You start round 2: the lowest score of round 1",
    ]


def test_a_tie_for_the_lowest_score_keeps_the_start_player_and_the_words_say_so():
    """CABO-28 (example 6): seats 1 and 2 tie; seat 0, the previous start seat, starts round 2."""
    state = start(deck=[4, 1, 0, 4, 2, 4, 2, 2, 1, 2, 3, 3, 9, 10, 11, 5], n=3)
    peek_all(state)
    act(state, 0, "call_cabo")
    act(state, 1, "draw", source="deck")
    act(state, 1, "discard")
    act(state, 2, "draw", source="deck")
    lines = entries(state, {"seat": 2, "type": "discard"}, None)
    assert lines[-1] == (
        "Mina starts round 2: the lowest score of round 1 was tied, so the player who started round 1 starts again"
    )
    assert "Round 1 scores: Mina 22 (called CABO without the lowest sum: 12 + 10), Bot 1 8, Noor 8" in lines
    sheet = make_presenter("cabo", RULES, ["Mina", "Bot 1", "Noor"], {}).score_sheet(RULES.view(state, 0), False)
    assert sheet is not None
    assert sheet.notes[-1] == (
        "You start the next round: the lowest score was tied, so this round's start player starts again."
    )  # Mina reads her own seat as "You"


def test_the_reset_and_the_end_of_the_game_are_told():
    """CABO-27, CABO-29 (example 5): the caller's +10, the exact-100 reset, then a winner."""
    decks = [
        ["c13", "c0", "c13", "c1", "c12", "c2", "c11", "c3", "c4", "c5", "c6", "c7", "c8"],
        ["c0", "c13", "c1", "c12", "c1", "c11", "c2", "c5", "c6", "c7", "c8", "c9", "c10"],
    ]
    state = RULES.setup(2, RULES.resolve_options({}), random.Random(1), {"decks": decks})
    for seat, kind, fields in [
        (0, "peek_start", {"positions": [0, 1]}),
        (1, "peek_start", {"positions": [0, 1]}),
        (0, "call_cabo", {}),
        (1, "draw", {"source": "deck"}),
        (1, "discard", {}),
        (1, "peek_start", {"positions": [0, 1]}),
        (0, "peek_start", {"positions": [0, 1]}),
        (1, "call_cabo", {}),
        (0, "draw", {"source": "deck"}),
    ]:
        act(state, seat, kind, **fields)
    lines = entries(state, {"seat": 0, "type": "discard"}, 0)
    assert "Your total reached exactly 100 and was set back to 50 (once per game)" in lines
    assert "Totals: You 50, Bot 1 6" in lines
    assert lines[-1] == "Bot 1 starts round 3: the lowest score of round 2"


def test_the_draw_pile_running_out_is_told_and_ends_the_round():
    """CABO-21: the draw that empties the pile says the round ends after this turn, then the round ends."""
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0, 10]))
    peek_all(state)
    while len(state.deck) > 1:
        act(state, state.current, "draw", source="deck")
        act(state, state.current, "discard")
    seat = state.current
    assert entries(state, {"seat": seat, "type": "draw", "source": "deck"}, None)[1:] == [
        "The draw pile is empty: the round ends after this turn"
    ]
    lines = entries(state, {"seat": seat, "type": "discard"}, None)
    assert lines[1] == "Round 1 ends: the draw pile is empty"


# --- views ------------------------------------------------------------------------------------------------
def test_onlooker_views_show_only_public_cards_and_open_views_show_every_card():
    """view(state, None) shows face-up cards and a discard-taken card only; open_view shows all, face up."""
    for state, _, after in playout(21, 3):
        for current in (state, after):
            onlooker = RULES.view(current, None)
            assert onlooker["seat"] is None
            for row in onlooker["rows"]:
                assert all((slot["card"] is not None) == slot["face_up"] for slot in row)
            if onlooker["drawn"]:
                assert (onlooker["drawn"]["card"] is not None) == (onlooker["drawn"]["source"] == "discard")
            opened = RULES.open_view(current, 1)
            assert opened.keys() == RULES.view(current, 1).keys()
            assert all(slot["card"] and slot["face_up"] for row in opened["rows"] for slot in row)
            assert opened["drawn"] is None or opened["drawn"]["card"] is not None


# --- the table's words --------------------------------------------------------------------------------------
def table_texts(model: Any, sheet: Any) -> list[str]:
    """Every text a model puts on the table, and the score sheet's."""
    texts = [model.status, *model.captions.values()]
    texts += [line for lines in model.texts.values() for line in lines]
    texts += [b.label for b in model.buttons] + [g.label for g in model.gestures] + [g.badge for g in model.gestures]
    texts += [c.hint for c in model.cards] + [c.tag for c in model.cards] + [f.label for f in model.frames]
    if sheet is not None:
        texts += [sheet.title, *sheet.notes] + [cell for row in sheet.rows for cell in row]
    return texts


def test_nothing_on_the_table_carries_a_clause_id_or_an_internal_value():
    """Models built for random positions (with half-made choices and the reasons of refused clicks and drops),
    the options' words and help: no "(CABO-13)", no "§", no option values."""
    checked = 0
    for seed, n, options in GAMES[:3]:
        names = NAMES[:n] if seed % 2 else ["You", *NAMES[1:n]]  # the menu's name for its human, too
        presenter = make_presenter("cabo", RULES, names, options)
        for state, _, _ in playout(seed, n, options):
            seat = RULES.to_act(state)[0]
            view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
            steps = [None, *sorted({g.ui for g in presenter.build(view, legal).gestures if g.ui})]
            for step in steps:
                presenter.reset()
                if step:
                    presenter.ui(step)
                model = presenter.build(view, legal)
                texts = table_texts(model, presenter.score_sheet(view, False))
                for card in model.cards:
                    texts.append(
                        presenter.explain("click", card.key, None, view, lambda a, s=state: RULES.explain_illegal(s, a))
                    )
                    texts.append(
                        presenter.explain(
                            "drop", "drawn", card.key, view, lambda a, s=state: RULES.explain_illegal(s, a)
                        )
                    )
                for text in texts:
                    assert not CLAUSE_ID.search(text) and not any(word in text for word in INTERNAL), text
                    assert not YOU_THIRD_PERSON.search(text) and "You's" not in text, text
                checked += 1
    for spec in RULES.options:
        assert spec.title and len(spec.words) == len(spec.values) and spec.help
        for text in (spec.title, spec.help, *spec.words):
            assert not CLAUSE_ID.search(text) and not any(word in text for word in INTERNAL), text
    assert checked > 100


def test_round_end_view_shows_the_final_move_and_the_revealed_rows_not_the_next_deal():
    """For every round-ending action: the table shows the ended round's revealed rows, final discard pile and
    draw count, nobody to act and no gesture; the final move's motions land on that table."""
    presenter = make_presenter("cabo", RULES, NAMES[:3], {})
    ended = 0
    for state, action, after in playout(12, 3):
        before, after_view = RULES.view(state, 0), RULES.view(after, 0)
        shown = presenter.round_end_view(before, after_view)
        if len(after.history) == len(state.history):
            assert shown is None
            continue
        ended += 1
        assert shown is not None
        last = after_view["last_round"]
        model = presenter.build(shown, [])
        for seat, row in enumerate(last["rows"]):
            items = [model.item(f"row:{seat}:{p}") for p in range(len(row))]
            assert [item.card for item in items if item] == row and all(item and item.look == "face" for item in items)
            assert model.item(f"row:{seat}:{len(row)}") is None
        assert model.item("discard").card == (last["discard"][0] if last["discard"] else None)
        assert model.item("draw").count == last["draw_count"]
        assert shown["round"] == state.round and not model.gestures and model.active_seat is None
        assert model.status.startswith(f"Round {state.round} is over") or after.phase == "over"
        for motion in presenter.motions(action, before, shown):
            assert model.item(motion.target) is not None
    assert ended >= 2


def test_motions_name_every_card_an_action_touched():
    """A look names the card looked at (it stays in place); a replace names both the card out and in."""
    presenter = make_presenter("cabo", RULES, NAMES[:2], {})
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [10, 2]))
    before = RULES.view(state, 1)
    act(state, 0, "peek_start", positions=[0, 2])
    look = {"seat": 0, "type": "peek_start", "positions": [0, 2]}
    keys = [(m.source, m.target) for m in presenter.motions(look, before, RULES.view(state, 1))]
    assert keys == [("row:0:0", "row:0:0"), ("row:0:2", "row:0:2")]
    assert presenter.motions(look, RULES.view(state, 0), RULES.view(state, 0)) == []  # the looker's own: none
    act(state, 1, "peek_start", positions=[0, 1])
    act(state, 0, "draw", source="deck")
    before = RULES.view(state, 1)
    act(state, 0, "spy", target=1, position=3)
    spy = {"seat": 0, "type": "spy", "target": 1, "position": 3}
    keys = [(m.source, m.target) for m in presenter.motions(spy, before, RULES.view(state, 1))]
    assert keys == [("drawn", "discard"), ("row:1:3", "row:1:3")]


def test_a_seat_called_you_is_you_only_to_itself_and_names_no_card_to_others():
    """The menu's usual name for its human is "You": only that seat reads "You" (and learns its cards); every
    other reader and an onlooker read "Player 2", so no reader sees a second "You"."""
    state = start(deck=[1, 0, 12, 5, 6, 11, 3, 8, 2, 9, 11, 4, 7])
    act(state, 0, "peek_start", positions=[0, 1])
    look = {"seat": 1, "type": "peek_start", "positions": [0, 3]}
    names = ["Bot 1", "You"]
    assert entries(RULES.clone(state), look, None, names) == ["Player 2 looked at their 1st and 4th cards"]
    assert entries(RULES.clone(state), look, 0, names) == ["Player 2 looked at their 1st and 4th cards"]
    assert entries(RULES.clone(state), look, 1, names) == ["You looked at your 1st and 4th cards: a 0 and an 8"]


EXAMPLE_SAVES = sorted((Path(__file__).resolve().parents[2] / "saves").glob("cabo-*.json"))


@pytest.mark.parametrize("path", EXAMPLE_SAVES, ids=lambda p: p.stem)
def test_replay_json_history_of_the_example_saves_names_only_what_the_seat_knows(path, capsys):
    """`tablegame replay FILE --json --seat N`: seat N's entries, each naming only cards N sees at that action;
    an onlooker's entries name only public cards."""
    match = load_match(path)
    assert match.game == "cabo"
    for seat in [*range(len(match.seats)), None]:
        assert main(["replay", str(path), "--json"] + ([] if seat is None else ["--seat", str(seat)])) == 0
        history = json.loads(capsys.readouterr().out)["history"]
        replayed = match.rebuilt(0)
        views = [replayed.view(seat)]
        for action in match.actions:
            replayed.apply(action)
            views.append(replayed.view(seat))
        assert {entry["action"] for entry in history} == set(range(len(match.actions)))
        for entry in history:
            known = visible_values(views[entry["action"]], views[entry["action"] + 1])
            assert set(named_values(entry["text"])) <= known, (seat, entry)
            assert not CLAUSE_ID.search(entry["text"]) and not YOU_THIRD_PERSON.search(entry["text"])


def test_a_drop_with_too_many_cards_chosen_says_so_in_a_players_words():
    """Five cards chosen in a row of six: the reason names the limit, not the action's list of positions."""
    state = example_2()
    act(state, 0, "replace", positions=[0, 1, 2])
    act(state, 1, "draw", source="deck")
    act(state, 1, "discard")
    act(state, 0, "draw", source="deck")
    presenter = make_presenter("cabo", RULES, NAMES[:2], {})
    for position in range(4):
        presenter.ui(f"select:{position}")
    view = RULES.view(state, 0)
    reason = presenter.explain("drop", "drawn", "row:0:4", view, lambda a: RULES.explain_illegal(state, a))
    assert reason == "Cannot replace there: you can replace at most 4 cards at once."


def test_the_score_sheet_speaks_to_a_seat_called_you():
    """A seat called "You" holds the bomb: "You hold", "0 points for you", "You start", never "You holds"."""
    state = start(deck=[1, 12, 2, 13, 3, 12, 0, 13, 5, 6, 4, 7, 9])
    peek_all(state)
    act(state, 0, "call_cabo")
    act(state, 1, "draw", source="deck")
    act(state, 1, "discard")
    sheet = make_presenter("cabo", RULES, ["Bot 1", "You"], {}).score_sheet(RULES.view(state, 1), False)
    assert sheet is not None
    assert sheet.notes[0].startswith("Bomb! You hold exactly two 12s and two 13s: 0 points for you, 50 for ")
    assert sheet.notes[-1] == "You start the next round (the lowest score this round)."
