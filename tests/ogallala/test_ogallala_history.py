"""Ogallala's history (issue 16): an entry per action naming the cards it moved, and the automatic events.

Everything on the table is public (OGA-38), so every card on the table may be named; the checks are
that the cards an action moved are named, that no card is named that neither view shows, that the
crazy axe, reshuffles, attacks and the game's end have their own entries, and that "You" reads right.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from ogallala_helpers import act, area, example_3_bear_right_held, match

from tablegame.app.games.ogallala.presenter import OgallalaPresenter
from tablegame.cli import main
from tablegame.core.history import History
from tablegame.core.match import Match, Seat
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.terms import card_name
from tablegame.paths import data_dir
from tablegame.storage.saves import load_match

NAMES = ["Mina", "Jun", "Bot 3", "Noor", "Ada"]
# Longest first, so "bear hunter" is read before a shorter name could match inside it.
CARD_NAMES = sorted({card_name(c) for c in catalog().ids}, key=len, reverse=True)
CARD_PATTERNS = [(name, re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")) for name in CARD_NAMES]
CLAUSE = re.compile(r"\b[A-Z]{2,5}-\d+[a-z]?\b|§")
THIRD_PERSON_VERBS = re.compile(r"\bYou (?:has|is|was|does|holds|takes|loses|gets|wins|starts|draws|places)\b")
EXAMPLE_2_SETUP = {
    "piles": [
        ["bow", "paddler-red-4", "loot-eagle", "stern", "archer", "axe"],
        ["bow", "loot-tent", "paddler-black-2", "paddler-red-2", "lasso", "loot-fur"],
        [],
    ]
}
EXAMPLE_2 = [  # ogallala.md example 2, turn by turn: (seat, type, fields)
    (0, "draw", {"pile": 0}),
    (0, "place", {"row": 0, "col": 0}),
    (0, "draw", {"pile": 0}),
    (0, "place", {"row": 0, "col": 1}),
    (0, "draw", {"pile": 0}),
    (0, "discard", {}),
    (1, "draw", {"pile": 1}),
    (1, "place", {"row": 0, "col": 0}),
    (1, "draw", {"pile": 1}),
    (1, "place", {"row": 0, "col": 1}),
    (1, "draw", {"pile": 1}),
    (1, "place", {"row": 0, "col": 2}),
    (1, "draw", {"pile": 1}),
    (1, "place", {"row": 1, "col": 2}),
    (0, "draw", {"pile": 0}),
    (0, "place", {"row": 0, "col": 2}),
    (0, "attack", {"row": 0, "col": 0, "target": 1, "target_row": 0, "target_col": 0}),
    (0, "place", {"row": 1, "col": 0}),
    (0, "place", {"row": 1, "col": 1}),
    (1, "draw", {"pile": 1}),
    (1, "place", {"row": 1, "col": 3}),
    (1, "lasso", {"target": 0, "row": 1, "col": 1}),
    (1, "place", {"row": 1, "col": 4}),
    (0, "draw", {"pile": 0}),
    (0, "discard", {}),
    (0, "shoot", {"target": 1, "row": 1, "col": 3}),
    (1, "draw", {"pile": 1}),
    (1, "discard", {}),
    (0, "draw", {"pile": 0}),
    (0, "sink", {"row": 0, "col": 1}),
]


def named_cards(text: str) -> list[str]:
    """The card names an entry mentions (each stretch of text read once, longest names first)."""
    found = []
    for name, pattern in CARD_PATTERNS:
        if name not in text:
            continue
        found += [name] * len(pattern.findall(text))
        text = pattern.sub("#", text)
    return found


def cards_in(view: dict) -> set[str]:
    """The names of every card a view shows: grids, held card, booty, discard pile, the last draw and attack."""
    ids = [c for s in view["seats"] for row in s["grid"] for c in row if c]
    ids += [view["held"], view["last_draw"], *view["booty"], *view["discard"]]
    ids += [m["card"] for m in view["last_attack"]]
    return {card_name(c) for c in ids if c}


def moved_cards(action: dict, before: dict, after: dict) -> list[str]:
    """The cards an action visibly moved: the drawn card, the held card placed or discarded, every card
    that left a grid cell (lassoed, shot, wrecked, attacked, pushed aside)."""
    kind = action["type"]
    moved = []
    if kind == "draw":
        moved.append(after["last_draw"])
    if kind in ("place", "discard", "shift"):
        moved.append(before["held"])
    for s0, s1 in zip(before["seats"], after["seats"], strict=True):
        for row0, row1 in zip(s0["grid"], s1["grid"], strict=True):
            moved += [c0 for c0, c1 in zip(row0, row1, strict=True) if c0 and c0 != c1]
    return [card_name(c) for c in moved]


def random_match(n: int, variant: str, seed: int) -> Match:
    """A whole game of random legal actions."""
    m = Match("ogallala", [Seat(name) for name in NAMES[:n]], seed, {"variant": variant})
    rng = random.Random(seed)
    while not m.is_over():
        legal = m.legal_actions(m.to_act()[0])
        m.apply(legal[rng.randrange(len(legal))])
    return m


def grammar_problems(text: str, reader: int | None) -> list[str]:
    """What is wrong with an entry as the reader reads it."""
    problems = []
    if CLAUSE.search(text):
        problems.append("clause id")
    if THIRD_PERSON_VERBS.search(text):
        problems.append("'You' with a third-person verb")
    if text.startswith(("You ", "Your ")) and re.search(r"\btheir\b", text):
        problems.append("'their' for the reader's own seat")
    if reader is None and re.search(r"\b[Yy]ou(r)?\b", text):
        problems.append("an onlooker addressed as 'you'")
    if reader is not None and re.search(rf"\b{re.escape(NAMES[reader])}\b", text):
        problems.append("the reader's own name instead of 'You'")
    if "None" in text or "?" in text or "{" in text:
        problems.append("a raw value")
    return problems


@pytest.mark.parametrize(("n", "variant", "seed"), [(2, "basic", 1), (3, "advanced", 2), (5, "basic", 3)])
def test_a_random_games_history_names_what_moved_and_nothing_unseen(n, variant, seed):
    """Every reader's entries name every card the action moved, only cards its views show, and every
    crazy axe, reshuffle and attack has its event; entries are grammatical for "You" and for a name."""
    m = random_match(n, variant, seed)
    replay = m.rebuilt(0)
    readers = [*range(n), None]
    histories = {reader: History(replay.rules, m.names(), reader) for reader in readers}
    axes = reshuffles = attacks = 0
    for index, action in enumerate(m.actions):
        befores = {reader: replay.view(reader) for reader in readers}
        replay.apply(action)
        for reader in readers:
            before, after = befores[reader], replay.view(reader)
            entries = histories[reader].add(index, action, before, after)
            texts = [e.text for e in entries]
            said = " | ".join(texts)
            for name in named_cards(said):
                assert name in cards_in(before) | cards_in(after), (reader, action, said)
            for name in moved_cards(action, before, after):
                assert name in named_cards(said), (reader, action, name, said)
            for text in texts:
                assert not grammar_problems(text, reader), (reader, text, grammar_problems(text, reader))
            assert all(e.round is None for e in entries)  # Ogallala has no rounds
            if action["type"] == "draw" and after["last_draw"] == "axe":
                whose = "your" if reader == action["seat"] else f"{NAMES[action['seat']]}'s"
                assert any(t.startswith(f"The crazy axe ends {whose} turn") for t in texts[1:]), texts
                axes += reader is None
            if after["reshuffles_left"] < before["reshuffles_left"]:
                assert any("was shuffled into a new draw pile" in t for t in texts[1:]), texts
                reshuffles += reader is None
            if action["type"] == "attack":
                lost = [card_name(x["card"]) for x in after["last_attack"]]
                assert sorted(named_cards(" ".join(texts[1:]))) == sorted(lost), texts
                attacks += reader is None
        if replay.is_over():
            assert any(t.startswith("Final scores: ") for t in texts[1:])
    assert axes and reshuffles, (axes, reshuffles, attacks)


def example_2() -> Match:
    """Example 2 of ogallala.md played out by two seats named Mina and Jun."""
    m = Match("ogallala", [Seat("Mina"), Seat("Jun")], 1, {}, EXAMPLE_2_SETUP)
    for seat, kind, fields in EXAMPLE_2:
        m.apply({"seat": seat, "type": kind, **fields})
    return m


def test_example_2_reads_as_a_story_for_each_seat_and_an_onlooker():
    """The attack says whose canoe lost what and who took the booty; the lasso, the archer and the axe
    name their cards; the reader's own seat is "You"."""
    m = example_2()
    mina = [e.text for e in m.history_for(0).entries]
    jun = [e.text for e in m.history_for(1).entries]
    onlooker = [e.text for e in m.history_for(None).entries]
    assert mina[0] == "You drew an empty bow from pile 1"
    assert "You discarded an eagle to the Happy Hunting Ground, which ends your drawing" in mina
    assert "Jun already has a paddler 2 in their grid: their last draw this turn" in mina
    assert (
        "You placed an empty stern in row 1, column 3, completing your canoe: empty bow, red paddler 4, "
        "empty stern (strength 4, 3 points)"
    ) in mina
    attack = mina.index(
        "Your canoe in row 1 (strength 4) attacked Jun's canoe in row 1 (strength 2): Jun loses the whole canoe"
    )
    assert mina[attack + 1] == "From Jun's canoe, the black paddler 2 goes to the Happy Hunting Ground"
    assert mina[attack + 2] == (
        "You take the empty bow and the tent from Jun's canoe as booty, to place or discard one at a time"
    )
    assert "You placed the booty empty bow in row 2, column 1, starting a new canoe" in mina
    assert (
        "Mina's canoe in row 1 (strength 4) attacked your canoe in row 1 (strength 2): you lose the whole canoe" in jun
    )
    assert "Mina takes the empty bow and the tent from your canoe as booty, to place or discard one at a time" in jun
    assert "Jun lassoed the tent from your canoe in row 2 (column 2)" in mina
    assert "You lassoed the tent from Mina's canoe in row 2 (column 2)" in jun
    assert (
        "Your archer shot the lasso thrower 2 in Jun's canoe in row 2 (column 4): it goes to the Happy Hunting Ground"
    ) in mina
    assert "The crazy axe ends your turn: you must wreck one of your complete canoes" in mina
    assert "The crazy axe ends Mina's turn: Mina must wreck one of their complete canoes" in jun
    assert mina[-1] == (
        "Your crazy axeman wrecked your complete canoe in row 1: empty bow, red paddler 4, empty stern "
        "(strength 4, 3 points); its cards and the axe go to the Happy Hunting Ground"
    )
    assert onlooker[-1].startswith("Mina's crazy axeman wrecked their complete canoe in row 1")
    assert not any(re.search(r"\b[Yy]ou(r)?\b", text) for text in onlooker)


def test_a_lapsed_archer_and_a_canoe_with_nothing_to_attack_are_told():
    """An archer with no Indian to shoot and a new canoe with no weaker target each get an event."""
    m = match(setup={"areas": [area("0:bow 1:paddler-red-1"), area("5:totem")], "piles": [["archer"], ["stern"], []]})
    act(m, "draw", pile=0)
    act(m, "discard")
    entries = [e for e in m.history_for(1).entries]
    assert entries[-2].event and entries[-2].text == (
        "The archer finds no one to shoot: no other player has an Indian in an incomplete canoe"
    )
    assert entries[-1].text == "Seat 0's turn is over: the archer ended the drawing"
    act(m, "draw", pile=1)
    act(m, "discard")
    act(m, "draw", pile=1)
    act(m, "place", row=0, col=2)
    last = m.history_for(0).entries[-3:]
    assert last[0].text.startswith("You placed an empty stern in row 1, column 3, completing your canoe")
    assert last[1].event
    assert last[1].text == (
        "Your new canoe (strength 1) has no target: no other player's canoe is weaker, free of totem poles"
    )
    assert last[2].event and last[2].text == "Your turn is over: completing a canoe ended the drawing"


def test_the_end_of_the_game_is_told_with_the_scores_and_the_winner():
    """OGA-31, OGA-32: the end choice, who ended the game, the final scores and the winner, each an entry."""
    m = match(
        setup={
            "areas": [area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black"), []],
            "piles": [["stern-black"], [], []],
        }
    )
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=1)
    texts = [e.text for e in m.history_for(0).entries]
    assert texts[-1] == "You have 3 complete canoes and may end the game now, or play on"
    act(m, "end_game")
    texts = [e.text for e in m.history_for(0).entries][-3:]
    assert texts == [
        "You ended the game with 3 complete canoes",
        "Final scores: You 6, Seat 1 0",
        "You win with 6 points",
    ]
    five = match(
        setup={
            "areas": [
                area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black 1:stern-black 3:bow", "0:bow 1:stern"),
                [],
            ],
            "piles": [["stern"], [], []],
        }
    )
    act(five, "draw", pile=0)
    act(five, "place", row=1, col=4)
    texts = [e.text for e in five.history_for(1).entries][-3:]
    assert texts[0] == "Seat 0 has 5 complete canoes: the game ends by itself"
    assert texts[2] == "Seat 0 wins with 10 points"


def test_a_shift_names_the_cards_pushed_and_the_card_making_room():
    """OGA-25 (example 3): the shift entry says which cards moved which way, for which set card."""
    m = example_3_bear_right_held()
    act(m, "shift", row=1, from_col=7, to_col=8, by=1)
    act(m, "place", row=1, col=7)
    texts = [e.text for e in m.history_for(0).entries][-2:]
    assert texts[0] == (
        "You pushed the red paddler 2 and the empty stern in row 2 one cell right to make room for the bear right half"
    )
    assert texts[1] == (
        "You placed the bear right half in row 2, column 8, into your complete canoe: empty bow, "
        "bear left half, bear right half, red paddler 2, empty stern (strength 2, 45 points)"
    )


def test_onlooker_views_show_the_table_as_every_seat_sees_it():
    """view(state, None) is a seat's view but for the viewer: nothing is hidden but the piles (OGA-38), so the
    open view of a finished game is the view itself (the draw piles stay face down, as on a real table)."""
    m = random_match(3, "basic", 4)
    state = m.rebuilt(0).state
    onlooker = m.rules.view(state, None)
    for seat in range(3):
        assert {**m.rules.view(state, seat), "viewer": None} == onlooker
    assert onlooker["viewer"] is None
    assert m.rules.open_view(state, 1) == m.rules.view(state, 1)  # every card on the table is face up already


def test_options_speak_to_players():
    """Every option has a title, a word per value and help without clause ids or section signs."""
    for spec in match().rules.options:
        assert spec.title and len(spec.words) == len(spec.values)
        assert spec.help and not CLAUSE.search(spec.help)
        assert all(spec.shown_value(v) == w for v, w in zip(spec.values, spec.words, strict=True))


def test_the_table_shows_no_clause_ids():
    """The presenter's texts (status, panels, captions, buttons, gestures, hints, frames) and the reasons of
    refused actions are plain words, for random positions of random games."""
    for seed in (5, 6):
        m = random_match(3, "advanced" if seed % 2 else "basic", seed)
        presenter = OgallalaPresenter(m.rules, m.names(), m.options)
        replay = m.rebuilt(0)
        rng = random.Random(seed)
        for action in m.actions:
            if rng.random() < 0.3:
                seat = replay.to_act()[0]
                model = presenter.build(replay.view(seat), replay.legal_actions(seat))
                texts = [
                    model.status,
                    *(line for lines in model.texts.values() for line in lines),
                    *model.captions.values(),
                    *(b.label for b in model.buttons),
                    *(g.label for g in model.gestures),
                    *(g.badge for g in model.gestures),
                    *(c.hint for c in model.cards),
                    *(f.label for f in model.frames),
                ]
                refused = {"seat": seat, "type": "place", "row": rng.randrange(3), "col": rng.randrange(14)}
                texts.append(replay.rules.reason_refused(replay.state, refused))
                for text in texts:
                    assert not CLAUSE.search(text), text
            replay.apply(action)


def test_replay_json_writes_each_seats_history_of_the_example_save(capsys):
    """`tablegame replay --json [--seat N]` writes the history that seat's table shows; the save's human
    is called "You": it reads its own seat as "You", every other reader as "Player 1" (never "You's")."""
    path = data_dir("saves") / "ogallala-three-seats-mid-game.json"
    saved = load_match(path)
    assert saved.names()[0] == "You"
    for seat in [0, 1, 2, None]:
        assert main(["replay", str(path), "--json", *([] if seat is None else ["--seat", str(seat)])]) == 0
        history = json.loads(capsys.readouterr().out)["history"]
        assert history == [entry.to_json() for entry in saved.history_for(seat).entries]
        assert [e["action"] for e in history] == sorted(e["action"] for e in history)
        for entry in history:
            text = entry["text"]
            assert not CLAUSE.search(text) and not THIRD_PERSON_VERBS.search(text) and "You's" not in text, text
            assert not (text.startswith(("You ", "Your ")) and re.search(r"\btheir\b", text)), text
        shot = {
            0: "Your archer shot the black paddler 4 in Bot 2's canoe",
            2: "Player 1's archer shot the black paddler 4 in your canoe",
        }.get(seat, "Player 1's archer shot the black paddler 4 in Bot 2's canoe")
        assert any(e["text"].startswith(shot) for e in history), shot
        assert (seat == 0) != any("Player 1" in e["text"] for e in history)


def test_a_seat_called_you_reads_right_on_the_table_and_in_the_history():
    """The human is often called "You": it reads "You win"; every other reader reads "Player 1 wins"; no "You wins",
    "You holds" or "You's" on the table or in any history."""
    m = Match(
        "ogallala",
        [Seat("You"), Seat("Mina")],
        1,
        {},
        {"areas": [area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black"), []], "piles": [["stern-black"], [], []]},
    )
    act(m, "draw", pile=0)
    presenter = OgallalaPresenter(m.rules, m.names(), m.options)
    model = presenter.build(m.view(0), m.legal_actions(0))
    assert any(c.hint.startswith("Held by You: black steersman 1") for c in model.cards)
    act(m, "place", row=1, col=1)
    act(m, "end_game")
    assert presenter.build(m.view(0), []).status == "The game is over: You win with 6 points."
    assert presenter.score_sheet(m.view(0), True).title == "Game over — You win"
    assert presenter.build(m.view(1), []).status == "The game is over: Player 1 wins with 6 points."
    assert presenter.score_sheet(m.view(1), True).title == "Game over — Player 1 wins"
    for reader in (0, 1, None):
        for entry in m.history_for(reader).entries:
            assert not THIRD_PERSON_VERBS.search(entry.text) and "You's" not in entry.text, entry.text
    assert m.history_for(0).entries[-1].text == "You win with 6 points"
    assert m.history_for(1).entries[-1].text == "Player 1 wins with 6 points"


@pytest.mark.parametrize(("n", "variant", "seed"), [(2, "basic", 1), (3, "advanced", 2), (4, "basic", 5)])
def test_issue_25_every_end_of_a_turn_says_why(n, variant, seed):
    """Issue 25: a turn never ends without a word. Each action after which another seat plays ends with an event
    saying why (what stopped the drawing, or the crazy axe), for every reader."""
    m = random_match(n, variant, seed)
    replay = m.rebuilt(0)
    for reader in (0, None):
        history = History(replay.rules, m.names(), reader)
        position = m.rebuilt(0)
        for index, action in enumerate(m.actions):
            before = position.view(reader)
            position.apply(action)
            after = position.view(reader)
            added = history.add(index, action, before, after)
            if after["over"] or after["current"] == action["seat"]:
                assert not any("turn is over" in e.text for e in added), added
                continue
            if action["type"] == "sink":  # the axe's draw said that it ends the turn
                assert "crazy axe ends" in [e.text for e in history.entries if e.action == index - 1][-1]
                continue
            said = [e.text for e in added if " turn is over" in e.text or "crazy axe ends" in e.text]
            assert len(said) == 1, (index, [e.text for e in added])


def test_issue_25_the_turn_over_line_names_the_stop():
    """The first stop of the drawing is the reason given: a duplicate, then a completed canoe after a passed
    attack."""
    m = match(
        setup={
            "areas": [area("0:bow 1:paddler-red-4"), area("5:bow 6:paddler-red-1")],
            "piles": [["paddler-black-4"], ["stern"], []],
        }
    )
    act(m, "draw", pile=0)  # a black paddler 4: a paddler 4 lies in the grid already
    act(m, "place", row=1, col=2)
    assert m.history_for(1).entries[-1].text == (
        "Seat 0's turn is over: drawing a kind already in the grid ended the drawing"
    )
    act(m, "draw", pile=1)
    act(m, "place", row=0, col=7)  # Seat 1's canoe is complete: it may attack (nothing weaker) or not
    if m.view(1)["phase"] == "attack":
        act(m, "pass")
    assert m.history_for(0).entries[-1].text == "Seat 1's turn is over: completing a canoe ended the drawing"
