"""Undo never cheats: playouts of every game try an undo at every human decision.

Each allowed undo passes the determinization test with fresh samples (for hidden states consistent with the
seat's view at the decision, replaying the same actions shows it the same views) and crossed no chance event
and no choice of another seat; each refused one names a revealed fact; undo then redo of the same moves gives
the same state and views.
"""

from __future__ import annotations

import random

import pytest
from undo_reference import from_start as reference_match
from undo_reference import reference_undo_for

from tablegame.bots.base import make_bot
from tablegame.coach.undo import (
    Offer,
    first_difference,
    latest_decision,
    offer_for,
    true_line,
    undo_for,
    undone,
)
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids, get_rules
from tablegame.core.rules import same_json

MOVES = 40  # per playout: enough to cross draws, reveals and the other seat's turns
REASONS = ("You have seen a new card since", "has played since", "A card was drawn since")


def checked_undo(match: Match, seat: int, seed: int, before: Offer | None = None) -> Offer:
    """Try an undo for `seat` now (as the table asks, with its offer at the position before): check an allowed one
    (and its redo) or the refusal's words; the offer, for the next position."""
    offer = offer_for(match, seat, seed, before)
    undo = offer.undo
    # the fast look back (and a refusal kept while it stands) decides as the straightforward undo
    assert undo == undo_for(match, seat, seed=seed) == reference_undo_for(match, seat, seed=seed)
    if not undo.allowed:
        assert any(fact in undo.reason for fact in REASONS) or match.is_over() or latest_decision(match, seat) is None
        return offer
    assert undo.to is not None and undo.what
    start, line = true_line(match, seat, match.rebuilt(undo.to))
    actions = match.actions[undo.to :]
    assert first_difference(match, seat, start, actions, line, seed + 1000) is None  # fresh determinizations
    assert not any(line.chance) and not any(line.others_chose)
    back = undone(match, undo)
    assert len(back.actions) == undo.to and back.undos() == match.undos() + 1
    for action in actions:  # redo: the same moves give the same state and views
        back.apply(action)
    assert back.actions == match.actions
    for reader in (None, *range(len(match.seats))):
        assert same_json(back.view(reader), match.view(reader))
    return offer


def playout(game: str, seed: int, opponent: str | None) -> None:
    """Seat 0 plays at random; seat 1 at random (hot-seat) or as a bot; an undo is tried after each move."""
    rules = get_rules(game)
    other = Seat("Bot 1", "bot", opponent) if opponent else Seat("Bea")
    match = Match(game, [Seat("Ann"), other], seed, dict(rules.playout_options))
    bot = make_bot(rules, opponent, 1, seed) if opponent else None
    rng = random.Random(seed)
    offers: list[Offer | None] = [None, None]
    for _ in range(MOVES):
        to_act = match.to_act()
        if not to_act:
            break
        seat = to_act[0]
        legal = match.legal_actions(seat)
        if bot is not None and seat == 1:
            match.apply(bot.choose(match.view(1), legal))
        else:
            match.apply(legal[rng.randrange(len(legal))])
        offers[0] = checked_undo(match, 0, seed, offers[0])
        if bot is None:
            offers[1] = checked_undo(match, 1, seed, offers[1])


@pytest.mark.parametrize("game", game_ids())
def test_random_playouts_undo_only_what_was_never_revealed(game):
    """Both seats human and random: every undo tried is checked."""
    playout(game, 5, None)


@pytest.mark.parametrize("game", game_ids())
def test_bot_playouts_undo_only_what_was_never_revealed(game):
    """A human against a bot: every undo tried is checked."""
    playout(game, 7, "easy")


def test_a_refusal_names_the_revealed_fact():
    """A CABO draw shows the drawer a card: taking it back is refused, in words."""
    match = Match("cabo", [Seat("Ann"), Seat("Bot 1", "bot", "random")], 3)
    while match.to_act() != [0] or not any(a["type"] == "draw" for a in match.legal_actions(0)):
        match.apply(match.legal_actions()[0])
    match.apply(next(a for a in match.legal_actions(0) if a["type"] == "draw"))
    undo = undo_for(match, 0)
    assert not undo.allowed and undo.reason == "You have seen a new card since"
    assert "drew" in undo.what


def test_the_count_of_undos_is_kept_with_the_match():
    """A bad count in a save reads as none; an undo counts one more on the rebuilt match."""
    match = Match("niagara", [Seat("Ann"), Seat("Bea")], 1)
    match.extra["undos"] = "many"
    assert match.undos() == 0
    match.apply(match.legal_actions(0)[0])
    undo = undo_for(match, 0)
    assert undo.allowed and undone(match, undo).undos() == 1


def test_the_look_back_keeps_a_recent_position_and_rebuilds_from_it_as_from_the_start():
    """The position undo keeps near the end rebuilds the same match as a replay from the start; a fork is its own."""
    match = Match("ogallala", [Seat("Ann"), Seat("Bot 1", "bot", "random")], 2)
    rng = random.Random(2)
    for _ in range(30):
        match.apply(rng.choice(match.legal_actions()))
    undo_for(match, 0)
    assert match.recent is not None and match.recent[0] > 0
    end = len(match.actions)
    for n in (match.recent[0], end):
        assert same_json(match.rebuilt(n).view(None), reference_match(match, n).view(None))
    fork = match.fork()
    fork.apply(fork.legal_actions()[0])
    assert len(match.actions) == end and same_json(match.view(None), match.rebuilt().view(None))
