"""The conformance suite: every registered game (and every game with a table) passes the same checks.

A new game gets all of this by being registered. Random playouts to the end; every component conserved;
`apply` accepts exactly `legal_actions` and refuses near misses with one line and an untouched state;
replaying the log rebuilds the same state; clones are independent; views and log lines are JSON and hide
what a seat may not know; rollout actions are legal; the presenter offers the legal actions as gestures.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent / "table"))  # the event-loop driver the table tests share

from tablegame.app.games import make_presenter, playable_games
from tablegame.core.history import History
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids, get_rules, search_hooks_class
from tablegame.core.rules import Action, IllegalAction, Rules, same_json

GAMES = game_ids()
TABLE_GAMES = playable_games()
MAX_ACTIONS = 20_000  # far beyond any game under its playout options (sim's longest are a few thousand)


def seat_counts(rules: Rules) -> list[int]:
    """Every seat count the game allows."""
    return list(range(rules.min_seats, rules.max_seats + 1))


def frozen(action: Action) -> str:
    """An action as canonical JSON text (to compare sets of actions)."""
    return json.dumps(action, sort_keys=True)


def positions(game: str, n: int, seed: int, every: int = 1) -> Iterator[tuple[Rules, Any, random.Random]]:
    """The positions of one random playout under the game's playout options (every `every`-th one).

    The state yielded is the live one: a caller that changes it must clone it first.
    """
    rules = get_rules(game)
    rng = random.Random(seed)
    options = rules.resolve_options(dict(rules.playout_options))
    state = rules.setup(n, options, random.Random(seed), {})
    for step in range(MAX_ACTIONS):
        seats = rules.to_act(state)
        if not seats:
            yield rules, state, rng
            return
        if step % every == 0:
            yield rules, state, rng
        legal = rules.legal_actions(state, seats[0])
        rules.apply(state, legal[rng.randrange(len(legal))])
    raise AssertionError(f"{game}: a random game with {n} seats did not end in {MAX_ACTIONS} actions")


def entries_of(
    rules: Rules, action: Action, names: list[str], viewer: int | None, before: dict, after: dict
) -> tuple[str, ...]:
    """The history entries one reader gets for an action: its own line, then its events."""
    return (
        rules.describe_for(action, names, viewer, before, after),
        *rules.events_for(action, names, viewer, before, after),
    )


def snapshot(rules: Rules, state: Any) -> str:
    """Everything the seats can see of a state and may do in it, as text (to tell states apart)."""
    seats = range(state.n_seats)
    return json.dumps(
        [[rules.view(state, s) for s in seats], rules.all_legal_actions(state), rules.result(state)],
        sort_keys=True,
        default=str,
    )


# --- playouts and components ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_random_playouts_end_with_a_result_for_every_seat(game):
    for n in seat_counts(get_rules(game)):
        for seed in range(2):
            *_, (rules, state, _) = positions(game, n, 100 * n + seed)
            assert rules.is_over(state) and rules.to_act(state) == []
            result = rules.result(state)
            assert len(result["scores"]) == n and result["winners"]
            assert set(result["winners"]) <= set(range(n))


@pytest.mark.parametrize("game", GAMES)
def test_every_component_is_conserved(game):
    for n in seat_counts(get_rules(game)):
        counts = None
        for rules, state, _ in positions(game, n, 7 + n):
            now = rules.count_components(state)
            assert all(isinstance(k, str) and isinstance(v, int) for k, v in now.items())
            counts = counts or now
            assert now == counts


# --- legality ----------------------------------------------------------------------------------------------
def near_misses(action: Action, legal: list[Action], n_seats: int, rng: random.Random) -> list[Action]:
    """Variants of a legal action: another seat, another type, each field changed or dropped."""
    variants: list[Action] = [
        {**action, "seat": (action["seat"] + 1) % max(2, n_seats)},
        {**action, "type": action["type"] + "x"},
    ]
    others = [a for a in legal if a is not action]
    for key, value in action.items():
        if key in ("seat", "type"):
            continue
        variants.append({k: v for k, v in action.items() if k != key})
        variants.append({**action, key: None})
        if isinstance(value, int) and not isinstance(value, bool):
            variants += [{**action, key: value + 1}, {**action, key: value - 1}, {**action, key: str(value)}]
        if others:
            variants.append({**action, key: rng.choice(others).get(key, "nothing")})
    return variants


@pytest.mark.parametrize("game", GAMES)
def test_apply_accepts_exactly_the_legal_actions(game):
    checked = 0
    for n in (get_rules(game).min_seats, get_rules(game).max_seats):
        for rules, state, rng in positions(game, n, 31 + n, every=3):
            if rules.is_over(state):
                break
            for seat in rules.to_act(state):
                legal = rules.legal_actions(state, seat)
                assert legal, "a seat to act always has a legal action"
                assert all(a["seat"] == seat for a in legal)
                for action in rng.sample(legal, min(3, len(legal))):
                    rules.apply(rules.clone(state), json.loads(json.dumps(action)))
                before = snapshot(rules, state)
                everyones = rules.all_legal_actions(state)  # another seat may choose at the same time
                for miss in near_misses(rng.choice(legal), legal, n, rng):
                    if any(same_json(rules.normalize(rules.clone(state), dict(miss)), a) for a in everyones):
                        continue  # legal after all: a field the specification lets an action omit
                    with pytest.raises(IllegalAction) as refused:
                        rules.apply(state, miss)
                    assert str(refused.value) and "\n" not in str(refused.value)
                    checked += 1
                assert snapshot(rules, state) == before, "a refused action changed the state"
    assert checked > 20


# --- replay, clones, JSON -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_replay_of_the_log_gives_the_same_state_and_views(game):
    rules = get_rules(game)
    n = rules.max_seats
    seed = 5
    match = Match(game, [Seat(f"S{i}") for i in range(n)], seed, dict(rules.playout_options))
    rng = random.Random(seed)
    while not match.is_over() and len(match.actions) < MAX_ACTIONS:
        match.apply(rng.choice(match.legal_actions()))
    again = match.rebuilt()
    assert snapshot(rules, again.state) == snapshot(rules, match.state)
    halfway = match.rebuilt(len(match.actions) // 2)
    halfway.replay(match.actions[len(match.actions) // 2 :])
    assert snapshot(rules, halfway.state) == snapshot(rules, match.state)


@pytest.mark.parametrize("game", GAMES)
def test_clones_are_independent_and_draw_the_same_chance(game):
    """Playing on a clone leaves the original as it was; the same actions on both give the same state
    (the clone carries the generator's state, so chance repeats)."""
    rules = get_rules(game)
    for _, state, rng in positions(game, rules.max_seats, 11, every=25):
        if rules.is_over(state):
            break
        before = snapshot(rules, state)
        clone, twin = rules.clone(state), rules.clone(state)
        for _ in range(30):
            seats = rules.to_act(clone)
            if not seats:
                break
            action = rng.choice(rules.legal_actions(clone, seats[0]))
            rules.apply(clone, action)
            rules.apply(twin, json.loads(json.dumps(action)))
        assert snapshot(rules, state) == before
        assert snapshot(rules, twin) == snapshot(rules, clone)


@pytest.mark.parametrize("game", GAMES)
def test_views_and_history_entries_round_trip_through_json(game):
    rules = get_rules(game)
    names = [f"S{i}" for i in range(rules.max_seats)]
    for _, state, rng in positions(game, rules.max_seats, 13, every=7):
        for seat in range(state.n_seats):
            view = rules.view(state, seat)
            assert json.loads(json.dumps(view)) == view
        for seat in rules.to_act(state):
            action = rng.choice(rules.legal_actions(state, seat))
            after = rules.clone(state)
            rules.apply(after, action)
            for viewer in [*range(state.n_seats), None]:
                views = rules.view(state, viewer), rules.view(after, viewer)
                for line in entries_of(rules, action, names, viewer, *views):
                    assert isinstance(line, str) and line and "\n" not in line


# --- hidden information ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", [g for g in GAMES if get_rules(g).hidden_information])
def test_a_view_does_not_change_when_what_the_seat_cannot_know_changes(game):
    """A state rebuilt from a seat's view (its hidden parts drawn anew) shows that seat the same view."""
    rules = get_rules(game)
    checked = 0
    for _, state, rng in positions(game, rules.max_seats, 17, every=9):
        for seat in range(state.n_seats):
            view = rules.view(state, seat)
            other = rules.determinize(view, random.Random(rng.getrandbits(32)))
            assert rules.view(other, seat) == view
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("game", [g for g in GAMES if get_rules(g).hidden_information])
def test_history_entries_do_not_tell_apart_actions_a_seat_cannot_tell_apart(game):
    """Two actions of another seat that leave a viewer's view the same get the same history entries (the
    action's and its events') for that viewer and for an onlooker, so no entry names a hidden card or
    choice; in a game without hidden information every action is public."""
    rules = get_rules(game)
    names = [f"S{i}" for i in range(rules.max_seats)]
    compared = 0
    for _, state, _ in positions(game, rules.max_seats, 19, every=6):
        for actor in rules.to_act(state):
            legal = rules.legal_actions(state, actor)[:40]
            for viewer in [*range(state.n_seats), None]:
                if viewer == actor:
                    continue
                before = rules.view(state, viewer)
                lines_by_sight: dict[str, set[tuple[str, ...]]] = {}
                for action in legal:
                    after = rules.clone(state)
                    rules.apply(after, action)
                    seen = rules.view(after, viewer)
                    sight = json.dumps([before, seen], sort_keys=True)
                    lines_by_sight.setdefault(sight, set()).add(entries_of(rules, action, names, viewer, before, seen))
                for lines in lines_by_sight.values():
                    assert len(lines) == 1, lines
                    compared += 1
    assert compared > 10


# --- the history ---------------------------------------------------------------------------------------------------
CLAUSE_ID = re.compile(r"\b[A-Z]{2,5}-\d+[a-z]?\b|§")
# "You" with a verb in the third person ("You holds"), or a "their" that should be "your" ("You looked at their")
YOU_AS_THIRD_PERSON = re.compile(r"\bYou (?!pass\b|press\b|cross\b|toss\b|miss\b)(?:\w+[^s\W]s|was|has|is|does)\b")
YOU_WITH_THEIR = re.compile(r"\bYou \w+ (?:at|with|from|to|in) (?:their|its|his|her)\b")


def played_match(game: str, n: int, seed: int) -> Match:
    """A match of random actions to the end, under the game's playout options."""
    rules = get_rules(game)
    seats = [Seat(f"Mina{i}") for i in range(n)]  # each reader reads its own seat as "You"
    match = Match(game, seats, seed, dict(rules.playout_options))
    rng = random.Random(seed)
    while not match.is_over() and len(match.actions) < MAX_ACTIONS:
        legal = match.legal_actions(match.to_act()[0])
        match.apply(legal[rng.randrange(len(legal))])
    return match


def history_problems(text: str) -> list[str]:
    """What is wrong with one history entry as a player reads it."""
    problems = []
    if CLAUSE_ID.search(text):
        problems.append("a clause id or section sign")
    if YOU_AS_THIRD_PERSON.search(text) or YOU_WITH_THEIR.search(text):
        problems.append("'You' with a third-person verb or pronoun")
    if "None" in text or "{" in text or "'" + "seat" in text:
        problems.append("a raw value")
    return problems


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_games_history_has_an_entry_per_action_in_plain_words(game):
    """Every reader (each seat and an onlooker) gets one entry per action, in order, with events after their
    action; rounds never go back; turns count up; no clause ids, raw values or "You holds"."""
    rules = get_rules(game)
    match = played_match(game, rules.max_seats, 23)
    for reader in [*range(len(match.seats)), None]:
        entries = match.history_for(reader).entries
        assert [e.action for e in entries if not e.event] == list(range(len(match.actions)))
        assert [e.action for e in entries] == sorted(e.action for e in entries)
        assert all(e.seat == match.actions[e.action]["seat"] for e in entries)
        rounds = [e.round for e in entries if e.round is not None]
        assert rounds == sorted(rounds)
        turns = [e.turn for e in entries]
        assert turns == sorted(turns) and turns[0] == 0
        for entry in entries:
            assert not history_problems(entry.text), (reader, entry)


@pytest.mark.parametrize("game", GAMES)
def test_the_history_grown_action_by_action_is_the_replayed_one(game):
    """The table adds entries as actions happen; loading the save replays them: both read the same."""
    rules = get_rules(game)
    match = played_match(game, rules.min_seats, 29)
    replayed = match.rebuilt(0)
    grown = History(rules, match.names(), 1)
    for index, action in enumerate(match.actions):
        before = replayed.view(1)
        replayed.apply(action)
        grown.add(index, replayed.actions[-1], before, replayed.view(1))
    assert grown.entries == match.history_for(1).entries


# --- search hooks ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_rollout_actions_are_legal(game):
    """The search's rollout policy (the game's declared hooks, or the generic ones) plays only legal actions."""
    rules = get_rules(game)
    hooks = search_hooks_class(game)(rules)
    checked = 0
    for n in (rules.min_seats, rules.max_seats):
        for _, state, rng in positions(game, n, 23 + n, every=3):
            for seat in rules.to_act(state):
                action = hooks.rollout_action(rules.clone(state), seat, rng)
                assert any(same_json(action, a) for a in rules.legal_actions(state, seat)), action
                checked += 1
    assert checked > 20


# --- the table -------------------------------------------------------------------------------------------------
def half_steps(model: Any, taken: set[str] | None = None) -> list[str]:
    """The gestures' half-steps (changing only the presenter's choice, e.g. selecting a card), not yet taken."""
    steps = (
        g.ui
        for g in model.gestures
        if g.action is None and g.ui and g.ui not in (taken or ()) and not g.ui.startswith("app:") and g.ui != "cancel"
    )
    return list(dict.fromkeys(steps))


def offered_actions(presenter: Any, view: dict, legal: list[Action], depth: int = 2) -> set[str]:
    """The actions the presenter's gestures carry, following every half-step `depth` deep."""
    model = presenter.build(view, legal)
    found = {frozen(g.action) for g in model.gestures if g.action is not None}
    if depth > 0:
        for step in half_steps(model)[:30]:
            presenter.ui(step)
            found |= offered_actions(presenter, view, legal, depth - 1)
            presenter.reset()
    return found


def walked_actions(presenter: Any, view: dict, legal: list[Action], steps: int = 12) -> set[str]:
    """The actions met along one long chain of half-steps (choosing several cards one by one)."""
    found: set[str] = set()
    taken: set[str] = set()
    for _ in range(steps):
        model = presenter.build(view, legal)
        found |= {frozen(g.action) for g in model.gestures if g.action is not None}
        chain = half_steps(model, taken)
        if not chain:
            break
        taken.add(chain[0])
        presenter.ui(chain[0])
    presenter.reset()
    return found


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_the_presenter_draws_an_onlookers_view(game):
    """Between hot-seat players the table is drawn from `view(state, None)`: every presenter builds it, with
    no gesture and no card only one seat may see."""
    rules = get_rules(game)
    for n in seat_counts(rules):
        presenter = make_presenter(game, rules, [f"S{i}" for i in range(n)], rules.resolve_options({}))
        for _, state, _ in positions(game, n, 31 + n, every=11):
            model = presenter.build(rules.view(state, None), [])
            assert not model.gestures or all(g.action is None for g in model.gestures)
            assert all(item.look not in ("private", "remembered") for item in model.cards)


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_the_presenter_offers_only_legal_actions_and_every_kind_of_them(game):
    rules = get_rules(game)
    checked = 0
    for n in (rules.min_seats, rules.max_seats):
        names = [f"S{i}" for i in range(n)]
        presenter = make_presenter(game, rules, names, rules.resolve_options(dict(rules.playout_options)))
        for _, state, _ in positions(game, n, 29 + n, every=4):
            for seat in rules.to_act(state):
                view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
                presenter.reset()
                offered = offered_actions(presenter, view, legal) | walked_actions(presenter, view, legal)
                presenter.reset()
                legal_set = {frozen(a) for a in legal}
                assert offered <= legal_set, offered - legal_set
                assert {json.loads(a)["type"] for a in offered} == {a["type"] for a in legal}
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_a_whole_game_through_the_window_by_posted_events(game):
    """A human plays seat 0 against bots by clicks and drags on the real event loop, to the game's end."""
    import pygame
    from driver import click, drag, key, make_app, table

    from tablegame.app.scenes.table import TableScene

    rules = get_rules(game)
    app = make_app()
    seats = [Seat("Mina"), *(Seat(f"Bot {i + 2}", "bot", "random") for i in range(rules.min_seats - 1))]
    match = Match(game, seats, 3, dict(rules.playout_options))
    app.open_table(match)
    app.step()
    rng = random.Random(3)
    for _ in range(6000):
        if match.is_over():
            break
        top = app.scenes.top
        if not isinstance(top, TableScene):
            key(app, "return")  # a score screen or a dialog: go on
            continue
        board = table(app).board
        moves = [
            g
            for g in board.model.gestures
            if (g.action is not None or g.ui) and not (g.ui or "").startswith("app:") and g.ui != "cancel"
        ]
        if not top.viewer_may_act() or not moves:
            app.step()
            continue
        gesture = rng.choice(moves)
        start = board.rects.get(gesture.source) or board.button_rects.get(gesture.source)
        end = board.rects.get(gesture.target) if gesture.target else None
        assert start is not None, gesture
        if gesture.kind == "drag" and end is not None:
            drag(app, start.center, end.center)
        else:
            click(app, start.center)
        pygame.event.pump()
    assert match.is_over(), f"{game}: {len(match.actions)} actions and the game goes on"
