"""Hot-seat privacy, frame by frame: the table never draws one player's private view while it is not theirs.

A player holds the table from clicking its hand-off screen until its last action, or after it while it
is still being shown what that action let it see. In every other frame the table is drawn only from
public facts (an onlooker's view and history), or covered by the hand-off screen.
"""

from __future__ import annotations

import random

import pytest
from driver import make_app, table

from tablegame.app.games import make_presenter, playable_games
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.core.rules import BadSetup
from tablegame.table.events import Key
from tablegame.table.model import BACK, EMPTY, PRIVATE, REMEMBERED, TableModel

SECRET_LOOKS = {PRIVATE, REMEMBERED}
EXTRA_OPTIONS = {"cabo": {"memory_aid": True}}  # CABO's memory aids are private cards drawn every frame


def hotseat_games() -> list[tuple[str, list[Seat], dict]]:
    """Every game with hidden information the table plays: two humans and, where a third seat fits, a bot."""
    games = []
    for game in playable_games():
        rules = get_rules(game)
        if not rules.hidden_information:
            continue
        seats = [Seat("Mina"), Seat("Noor"), Seat("Bot 3", "bot", "random")]
        try:
            rules.check_seats(3)
        except BadSetup:
            seats = seats[:2]
        games.append((game, seats, EXTRA_OPTIONS.get(game, {})))
    return games


HOTSEAT_GAMES = hotseat_games()


def drawn_scenes(app) -> list:
    """The scenes the window draws this frame (the top one and those it shows through)."""
    scenes = app.scenes.scenes
    start = len(scenes) - 1
    while start > 0 and scenes[start].transparent:
        start -= 1
    return scenes[max(start, 0):]


def public_reference(scene: TableScene) -> TableModel:
    """The table as an onlooker sees it now, from a fresh presenter."""
    match = scene.match
    presenter = make_presenter(match.game, match.rules, match.names(), match.options)
    return presenter.build(match.view(None), [])


def check_frame(scene: TableScene, holder: int | None) -> None:
    """Nothing private of anyone but the player holding the table is in the drawn model or its flights."""
    board, match = scene.board, scene.match
    privileged = holder if holder is not None and (holder in match.to_act() or scene.presenter.showing()) else None
    model = board.model
    if privileged is not None:
        assert board.viewer == privileged and model.history_reader == privileged
        return
    assert model.history_reader is None, "a player's own history drawn between players"
    assert all(item.look not in SECRET_LOOKS for item in model.cards), "a private card drawn between players"
    assert all(flight.image_key[1] not in SECRET_LOOKS for flight in board.flights)
    assert not [g for g in model.gestures if g.action is not None], "a player's moves offered between players"
    if scene.round_end is not None:
        return
    reference = public_reference(scene)
    public = {item.key: item.card for item in reference.cards}
    for item in model.cards:
        if item.card is not None and item.look not in (BACK, EMPTY):
            assert public.get(item.key) == item.card, f"{item.key} shows {item.card}, which onlookers do not see"


def play_hotseat(game: str, seats: list[Seat], options: dict, seed: int, actions: int) -> int:
    """Play a hot-seat game for some actions, checking every frame; returns the hand-offs seen."""
    app = make_app()
    app.settings.speed = "fast"  # cards travel and bots pause: the frames in between are checked too
    match = Match(game, seats, seed, options)
    app.open_table(match)
    rng = random.Random(seed)
    scene = table(app)
    holder: int | None = None
    handoffs = 0
    for _ in range(actions * 40):
        if len(match.actions) >= actions or match.is_over():
            break
        app.step()
        top = app.scenes.top
        if scene in drawn_scenes(app):
            check_frame(scene, holder)
        if isinstance(top, HandoffScene):
            assert scene not in drawn_scenes(app)
            handoffs += 1
            top.handle(Key("return"))
            holder = top.seat
            continue
        if isinstance(top, ScoreScene):
            top.handle(Key("return"))
            continue
        if top is not scene:
            continue
        if scene.presenter.showing():
            scene.handle(Key("left shift"))  # the player has seen it: any input hides it
        elif scene.viewer_may_act() and not scene.pacing():
            scene.apply(rng.choice(match.legal_actions(scene.viewer)))
    return handoffs


@pytest.mark.parametrize(("game", "seats", "options"), HOTSEAT_GAMES, ids=[g for g, _, _ in HOTSEAT_GAMES])
def test_no_frame_draws_another_players_private_view(game: str, seats: list[Seat], options: dict):
    """Every frame of hot-seat games with animations and pauses (bot turns, hand-offs, shown cards)."""
    for seed in (1, 2):
        assert play_hotseat(game, seats, options, seed=seed, actions=60) >= 2


def test_the_last_action_before_a_hand_off_is_animated_from_public_facts():
    """CABO with memory aids: right after Mina's last action, her remembered cards are not drawn."""
    app = make_app()
    app.settings.speed = "normal"
    match = Match("cabo", [Seat("Mina"), Seat("Noor")], 3, {"memory_aid": True})
    app.open_table(match)
    scene = table(app)
    app.step()
    app.scenes.top.handle(Key("return"))  # Mina takes the table
    for _ in range(4):
        app.step()
    scene.apply(match.legal_actions(0)[0])  # her first look at two cards: her last action before Noor's
    while scene.presenter.showing():
        app.step()
        check_frame(scene, 0)
        scene.handle(Key("left shift"))
    frames = 0
    while not isinstance(app.scenes.top, HandoffScene):
        app.step()
        if scene in drawn_scenes(app):
            check_frame(scene, 0)
            assert not any(item.look in SECRET_LOOKS for item in scene.board.model.cards)
        frames += 1
        assert frames < 600
