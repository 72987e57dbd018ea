"""CABO bots: legal choices, no peeking at hidden cards, sensible play, and normal beats random."""

from __future__ import annotations

import random

import pytest
from cabo_helpers import RULES, act, peek_all, stack, start

from tablegame.bots.base import levels_for, make_bot
from tablegame.bots.hard import HardBot
from tablegame.core.registry import bot_classes
from tablegame.games.cabo.bots import EasyBot, NormalBot
from tablegame.games.cabo.state import CaboState
from tablegame.sim import run_sim


def play_bots(levels: list[str], seed: int, on_decision=None) -> CaboState:
    """Play one game between bots, each given only its seat's view and its legal actions."""
    n = len(levels)
    state = RULES.setup(n, RULES.resolve_options({}), random.Random(seed), {})
    bots = [make_bot(RULES, level, s, seed * 10 + s) for s, level in enumerate(levels)]
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        view = RULES.view(state, seat)
        action = bots[seat].choose(view, legal)
        assert action in legal
        if on_decision:
            on_decision(state, seat, view, legal, action)
        RULES.perform(state, action)
    return state


def test_levels_are_registered():
    assert levels_for("cabo") == ["random", "easy", "normal", "hard"]
    assert bot_classes("cabo") == {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}


@pytest.mark.parametrize("levels", [["normal", "easy"], ["easy", "normal", "random"], ["normal"] * 4])
def test_bots_pick_legal_actions(levels):
    for seed in range(3):
        state = play_bots(levels, seed)
        assert state.winners


def test_bots_cannot_read_hidden_cards():
    """The same view gives the same decision, whatever the hidden cards really are."""
    checked = 0

    def compare(state, seat, view, legal, action):
        nonlocal checked
        for level in ("normal", "easy"):
            decisions = []
            for truth in range(3):
                other = RULES.determinize(view, random.Random(truth))  # different hidden cards
                assert RULES.view(other, seat) == view
                bot = make_bot(RULES, level, seat, 42)
                decisions.append(bot.choose(RULES.view(other, seat), RULES.legal_actions(other, seat)))
            assert decisions[0] == decisions[1] == decisions[2]
        checked += 1

    play_bots(["normal", "easy", "normal"], 5, compare)
    assert checked > 20


def test_bots_receive_only_views(monkeypatch):
    seen_args = []
    original = NormalBot.choose

    def recording(self, view, legal):
        seen_args.append((self.seat, view))
        return original(self, view, legal)

    monkeypatch.setattr(NormalBot, "choose", recording)
    report = run_sim("cabo", ["normal", "normal"], 2, seed=3)
    assert report["games"] == 2 and seen_args
    for seat, view in seen_args:
        assert isinstance(view, dict) and not isinstance(view, CaboState)
        assert view["seat"] == seat


def test_bot_holds_no_state():
    bot = make_bot(RULES, "easy", 0, 1)
    play_bots(["easy", "normal"], 7)
    assert not any(isinstance(value, CaboState) for value in vars(bot).values())


def test_easy_forgets_in_its_own_memory():
    bot = EasyBot(RULES, 0, random.Random(1))
    state = start(seed=2)
    peek_all(state)
    forgot = False
    for _ in range(12):
        view = RULES.view(state, 0)
        view["phase"] = "turn"
        remembered = bot.remember(view)
        known = sum(slot["card"] is not None for slot in view["rows"][0])
        kept = sum(slot["card"] is not None for slot in remembered["rows"][0])
        assert kept <= known == 2
        forgot = forgot or kept < known
    assert forgot
    assert RULES.view(state, 0)["rows"][0][0]["card"] is not None  # the real view is untouched


def test_easy_slips_like_a_newcomer():
    """easy's careless moves: any move but a CABO call or a match of three or four cards."""
    bot = EasyBot(RULES, 0, random.Random(3))
    slips: list[dict] = []

    def record(state, seat, view, legal, action):
        if seat == 0:
            slips.extend(bot.slip(legal) for _ in range(20))

    play_bots(["easy", "random"], 4, record)
    kinds = {(a["type"], len(a.get("positions", ()))) for a in slips}
    assert ("replace", 1) in kinds and ("replace", 2) in kinds and ("draw", 0) in kinds
    assert not {k for k in kinds if k[0] == "call_cabo" or (k[0] == "replace" and k[1] > 2)}


# --- what `normal` does in set positions ----------------------------------------------------------------


def normal_choice(state, seat=None):
    """Normal's choice for the seat to act."""
    seat = RULES.to_act(state)[0] if seat is None else seat
    bot = NormalBot(RULES, seat, random.Random(0))
    return bot.choose(RULES.view(state, seat), RULES.legal_actions(state, seat))


def test_normal_replaces_a_known_pair_at_once():
    state = start(deck=stack([[9, 9, 5, 5], [1, 2, 3, 4]], 13, [1]))
    act(state, 0, "peek_start", positions=[0, 1])
    act(state, 1, "peek_start", positions=[0, 1])
    act(state, 0, "draw", source="deck")
    assert normal_choice(state) == {"seat": 0, "type": "replace", "positions": [0, 1]}


def test_normal_takes_a_low_discard():
    state = start(deck=stack([[12, 11, 5, 5], [1, 2, 3, 4]], 0, [6]))
    act(state, 0, "peek_start", positions=[0, 1])
    act(state, 1, "peek_start", positions=[0, 1])
    assert normal_choice(state) == {"seat": 0, "type": "draw", "source": "discard"}
    act(state, 0, "draw", source="discard")
    assert normal_choice(state) == {"seat": 0, "type": "replace", "positions": [0]}


def test_normal_discards_a_high_card_and_peeks():
    state = start(deck=stack([[1, 2, 6, 6], [1, 2, 3, 4]], 13, [8]))
    act(state, 0, "peek_start", positions=[0, 1])
    act(state, 1, "peek_start", positions=[0, 1])
    act(state, 0, "draw", source="deck")
    choice = normal_choice(state)
    assert choice["type"] == "peek" and choice["position"] in (2, 3)


def test_normal_swaps_a_known_high_card_for_a_known_low_one():
    state = start(deck=stack([[13, 1, 2, 3], [0, 9, 9, 9]], 5, [10, 6, 11]))
    act(state, 0, "peek_start", positions=[0, 1])
    act(state, 1, "peek_start", positions=[1, 2])
    act(state, 0, "draw", source="deck")
    act(state, 0, "spy", target=1, position=0)  # seat 0 learns seat 1's 0
    act(state, 1, "draw", source="deck")
    act(state, 1, "discard")
    act(state, 0, "draw", source="deck")  # an 11: SWAP
    assert normal_choice(state) == {"seat": 0, "type": "swap", "position": 0, "target": 1, "target_position": 0}


def test_normal_calls_cabo_when_it_expects_to_be_lowest():
    state = start(deck=stack([[0, 1, 1, 2], [12, 11, 10, 9]], 5, [7, 6, 8]))
    act(state, 0, "peek_start", positions=[0, 1])
    act(state, 1, "peek_start", positions=[0, 1])
    act(state, 0, "draw", source="deck")
    act(state, 0, "peek", position=2)
    act(state, 1, "draw", source="deck")
    act(state, 1, "discard")
    act(state, 0, "draw", source="deck")
    act(state, 0, "peek", position=3)
    act(state, 1, "draw", source="deck")
    act(state, 1, "discard")
    assert normal_choice(state) == {"seat": 0, "type": "call_cabo"}


def test_normal_does_not_call_with_a_high_row():
    state = start(deck=stack([[9, 10, 11, 12], [0, 1, 1, 2]], 5))
    peek_all(state)
    assert normal_choice(state)["type"] != "call_cabo"


def test_normal_beats_random():
    """A quick check of the bar (the full measure is `tablegame sim`, >= 80% over 500+ games)."""
    report = run_sim("cabo", ["normal", "random"], 60, seed=11)
    assert report["win_share"][0] >= 0.75


def test_easy_sits_between_random_and_normal():
    assert run_sim("cabo", ["easy", "random"], 40, seed=12)["win_share"][0] >= 0.6
    assert run_sim("cabo", ["normal", "easy"], 60, seed=13)["win_share"][0] >= 0.55
