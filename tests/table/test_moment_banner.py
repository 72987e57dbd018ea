"""Issue 25: the table pauses on a big moment with a banner in plain words, the cards involved ringed, until a click
or its time (by the bot speed); a game of bots only is never held up; a banner says nothing its reader may not know.
Driven through the real window (posted events, the app's own frames)."""

from __future__ import annotations

import random

import pygame
import pytest
from driver import centre, click, key, make_app, recorded_canvas, table
from english_left import english_left, seat_names
from ogallala_driver import EXAMPLE_2_ACTIONS, EXAMPLE_2_SETUP, cell, perform_by_mouse

from tablegame.app.banner import BANNER_SECONDS, BOTS_ONLY_SECONDS
from tablegame.app.main import App
from tablegame.app.scenes.dialogs import HandoffScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Match, Seat
from tablegame.core.rules import Moment
from tablegame.i18n import tr, use
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import recording_texts

FPS = 60  # app.step's frame: the tests count frames, never the clock
ATTACK = EXAMPLE_2_ACTIONS[16]  # seat 0's canoe in row 1 (strength 4) attacks seat 1's canoe in row 1 (strength 2)
BOT_ATTACKS = (  # the bot's attack as the human it hits reads it
    "Bot 1's canoe in row 1 (strength 4) attacked your canoe in row 1 (strength 2): you lose the whole canoe",
    "From your canoe, the black paddler 2 goes to the Happy Hunting Ground",
    "Bot 1 takes the empty bow and the tent from your canoe as booty, to place or discard one at a time",
)


def before_the_attack(seats: list[Seat]) -> Match:
    """Ogallala's example 2 up to seat 0's attack."""
    match = Match("ogallala", seats, 3, {}, EXAMPLE_2_SETUP)
    for action in EXAMPLE_2_ACTIONS[:16]:
        match.apply(action)
    return match


def bot_attacks(app: App, seats: list[Seat] | None = None) -> TableScene:
    """Open the table before the attack and let the bot's attack arrive as the bots' worker hands it over."""
    app.open_table(before_the_attack(seats or [Seat("Bot 1", "bot", "random"), Seat("Mina")]))
    scene = table(app)
    scene.apply(ATTACK, by_bot=True)
    return scene


def frames(app: App, count: int) -> None:
    """Run the window for `count` frames with no input."""
    for _ in range(count):
        app.step()


def test_a_bots_attack_is_a_banner_in_plain_words_with_the_canoes_marked():
    """The words are the history's, as the human hit reads them; both canoes are ringed; the banner is drawn on the
    screen, whole."""
    with recording_texts() as recorder:
        app = make_app(fonts=Fonts(recorder.typeface()))
        app.settings.speed = "normal"
        scene = bot_attacks(app)
        app.step()
        assert scene.banner.showing and scene.banner.moment is not None
        assert scene.banner.moment.title == "Attack!"
        assert scene.banner.moment.lines == BOT_ATTACKS
        attacker = {cell(0, 0, c) for c in range(3)}
        target = {cell(1, 0, c) for c in range(3)}  # emptied now: the ring shows where the canoe was
        assert attacker | target | {"discard", "held"} <= scene.banner.marks
        canvas = recorded_canvas(app, recorder)
        scene.draw(canvas)
        drawn = recorder.texts_on(canvas)
    shown = " ".join(text.text for text in drawn)
    assert "Attack!" in shown and "Click or press a key to go on" in shown
    assert "you lose the whole canoe" in shown and "as booty, to place or discard one at a time" in shown
    assert not [text.text for text in drawn if text.clipped and "canoe" in text.text]


def test_the_bots_wait_for_the_click_that_closes_the_banner():
    """While the banner is up nothing is played; the click closes it and does nothing else; then the bot plays on."""
    app = make_app()
    app.settings.speed = "normal"
    scene = bot_attacks(app)
    played = len(scene.match.actions)
    frames(app, 2 * FPS)
    assert scene.banner.showing and len(scene.match.actions) == played  # the bot holds its booty, waiting
    assert scene.board.model.status.startswith(BOT_ATTACKS[0])  # the status tells the moment, no prompt
    click(app, centre(app, "discard"))
    assert not scene.banner.showing
    assert len(scene.match.actions) == played  # the click only closed the banner
    for _ in range(10 * FPS):
        if len(scene.match.actions) > played:
            break
        app.step()
    assert len(scene.match.actions) > played


def test_a_key_closes_the_banner_too():
    """Any key closes it (Esc, Enter, Space alike), doing nothing else."""
    app = make_app()
    app.settings.speed = "normal"
    scene = bot_attacks(app)
    app.step()
    key(app, "escape")
    assert not scene.banner.showing


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_unclicked_the_banner_goes_after_the_bot_speeds_time(speed):
    """No click: the banner stays its speed's seconds (slow longest), then the game goes on by itself."""
    app = make_app()
    app.settings.speed = speed
    scene = bot_attacks(app)
    seconds = BANNER_SECONDS[speed]
    frames(app, round(seconds * FPS) - 5)
    assert scene.banner.showing
    frames(app, 10)
    assert not scene.banner.showing
    played = len(scene.match.actions)
    for _ in range(10 * FPS):
        if len(scene.match.actions) > played:
            break
        app.step()
    assert len(scene.match.actions) > played


def test_at_instant_speed_there_is_no_banner():
    """Instant speed skips the pause: the history still tells the attack."""
    app = make_app()  # the driver's app plays at instant speed
    scene = bot_attacks(app)
    assert not scene.banner.showing
    assert any(entry.text == BOT_ATTACKS[0] for entry in scene.session.history_of(1).entries)


def test_a_game_of_bots_only_shows_the_banner_briefly_and_never_waits():
    """Nobody to click: the banner is an onlooker's, has no click hint, and goes by itself within
    BOTS_ONLY_SECONDS; the bots play on with no input at all."""
    app = make_app()
    app.settings.speed = "normal"
    scene = bot_attacks(app, [Seat("Bot 1", "bot", "random"), Seat("Bot 2", "bot", "random")])
    assert scene.banner.showing and not scene.banner.clickable
    assert scene.banner.moment is not None
    assert scene.banner.moment.lines[0] == (
        "Bot 1's canoe in row 1 (strength 4) attacked Bot 2's canoe in row 1 (strength 2): Bot 2 loses the whole canoe"
    )
    played = len(scene.match.actions)
    frames(app, round(BOTS_ONLY_SECONDS * FPS) + 2)
    assert not scene.banner.showing
    for _ in range(10 * FPS):
        if len(scene.match.actions) > played + 2:
            break
        app.step()
    assert len(scene.match.actions) > played + 2


def test_the_players_own_attack_by_mouse_is_told_to_them():
    """The human's own attack, clicked on the table, gets the banner in its own words."""
    app = make_app()
    app.settings.speed = "normal"
    app.open_table(before_the_attack([Seat("Mina"), Seat("Bot 2", "bot", "random")]))
    app.step()
    perform_by_mouse(app, ATTACK)
    scene = table(app)
    assert scene.banner.moment is not None and scene.banner.moment.title == "Attack!"
    assert scene.banner.moment.lines[0] == (
        "Your canoe in row 1 (strength 4) attacked Bot 2's canoe in row 1 (strength 2): Bot 2 loses the whole canoe"
    )


def moment_of(match: Match, action: dict, reader: int | None) -> Moment | None:
    """The big moment `action` would be for `reader` now (tried on a copy of the position)."""
    rules = match.rules
    state = rules.clone(match.state)
    before = rules.view(state, reader)
    done = rules.apply(state, action)
    return rules.moment_for(done, match.names(), reader, before, rules.view(state, reader))


# --- hot-seat: nothing private ----------------------------------------------------------------------------------
def failed_multi_replace(seed: int) -> tuple[Match, dict]:
    """A CABO match of two seats just before seat 0's failed multi-replace, and that action (random play)."""
    rng = random.Random(seed)
    for _ in range(200):
        match = Match("cabo", [Seat("Mina"), Seat("Noor")], rng.randrange(1000), {})
        for _ in range(60):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_actions(seat)
            for action in legal:
                if (
                    seat == 0
                    and action["type"] == "replace"
                    and len(action["positions"]) > 1
                    and moment_of(match, action, None) is not None
                ):
                    return match, action
            match.apply(rng.choice(legal))
    raise AssertionError("no failed multi-replace found")


def test_in_hot_seat_the_banner_is_the_onlookers_and_goes_before_the_hand_off():
    """Mina's failed multi-replace in a hot-seat game: the table is between players, so the banner is written for
    an onlooker (no "You", no card only Mina saw), and the hand-off screen comes once it is closed."""
    match, action = failed_multi_replace(7)
    app = make_app()
    app.settings.speed = "normal"
    app.open_table(match)
    for _ in range(20):
        if isinstance(app.scenes.top, HandoffScene):
            click(app, (640, 360))
        else:
            app.step()
    scene = table(app)
    assert scene.viewer_may_act() and scene.viewer == 0
    scene.apply(action)  # as her gesture does
    assert scene.banner.showing and scene.banner.reader is None and scene.banner.moment is not None
    latest = len(match.actions) - 1
    onlooker = [entry.text for entry in scene.session.history_of(None).entries if entry.action == latest]
    assert scene.banner.moment.title == "Failed multi-replace"
    assert list(scene.banner.moment.lines) == onlooker
    assert not any("You" in line or "your" in line for line in scene.banner.moment.lines)
    frames(app, FPS)
    assert scene.banner.showing and not isinstance(app.scenes.top, HandoffScene)  # the hand-off waits
    click(app, (640, 360))
    frames(app, 5)
    assert not scene.banner.showing and isinstance(app.scenes.top, HandoffScene)


def test_a_banner_goes_when_another_reader_takes_the_table():
    """A banner written for one reader is never shown to another (it goes when the table changes hands)."""
    app = make_app()
    app.settings.speed = "normal"
    scene = bot_attacks(app)
    assert scene.banner.showing and scene.banner.reader == 1
    scene.viewer = 0  # another reader holds the table (as a hand-off does)
    scene.rebuild()
    assert not scene.banner.showing


# --- every game -------------------------------------------------------------------------------------------------
GAMES = [
    ("cabo", 2, "Failed multi-replace"),
    ("ogallala", 2, None),
    ("niagara", 3, "Over the falls!"),
    ("struggle-for-catan", 2, "Brigand Attack!"),
]


def first_moment(game: str, seats: int, seed: int) -> tuple[Match, dict]:
    """A random game up to the first action that is a big moment for seat 0 (named as the menu names seats)."""
    names = [Seat("Mina"), *(Seat(f"Bot {i + 1}", "bot", "random") for i in range(1, seats))]
    match = Match(game, names, seed, {})
    rng = random.Random(seed)
    while not match.is_over():
        legal = match.legal_actions(match.to_act()[0])
        action = legal[rng.randrange(len(legal))]
        if moment_of(match, action, 0) is not None:
            return match, action
        match.apply(action)
    raise AssertionError(f"{game}: no big moment in a whole game")


@pytest.mark.parametrize(("game", "seats", "title"), GAMES)
@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_every_game_has_its_banner_in_every_language(game, seats, title, lang, tmp_path):
    """The first big moment of a random game of each game: the banner is up with its title and the reader's own
    history lines, something is ringed, no English is left in Korean or Chinese, and a screenshot of it is made
    (kept in the test's folder)."""
    use(lang)
    match, action = first_moment(game, seats, 2)
    app = make_app()
    app.settings.speed = "normal"
    app.open_table(match)
    scene = table(app)
    scene.apply(action, by_bot=action["seat"] != 0)
    app.step()
    assert scene.banner.showing and scene.banner.moment is not None
    if title is not None and lang == "en":
        assert scene.banner.moment.title == title
    history = [entry.text for entry in scene.session.history_of(0).entries if entry.action == len(match.actions) - 1]
    assert set(scene.banner.moment.lines) <= set(history)
    assert scene.banner.marks & set(scene.board.rects)
    if game == "niagara":  # the canoes over the falls and their gems' sites, not every disc the river pushed
        assert scene.banner.marks and all(mark.startswith(("boat:", "site:")) for mark in scene.banner.marks)
    if lang != "en":
        names = seat_names(match.names())
        for text in (scene.banner.moment.title, *scene.banner.moment.lines, tr("Click or press a key to go on")):
            assert not english_left(text, names), text
    pygame.image.save(app.screen, str(tmp_path / f"banner-{game}-{lang}.png"))


@pytest.mark.parametrize(("game", "seats", "title"), GAMES)
def test_a_banner_says_only_what_its_readers_history_says(game, seats, title):
    """No secret in a banner: over a random game, every big moment's lines, for every reader (each seat and an
    onlooker), are among that reader's own history entries of the action (which name only what it may know)."""
    from tablegame.core.history import History

    match = Match(game, [Seat(f"P{i}") for i in range(seats)], 5, {})
    readers = [*range(seats), None]
    histories = {reader: History(match.rules, match.names(), reader) for reader in readers}
    rng = random.Random(5)
    moments = 0
    while not match.is_over() and len(match.actions) < 400:
        legal = match.legal_actions(match.to_act()[0])
        before = {reader: match.view(reader) for reader in readers}
        match.apply(legal[rng.randrange(len(legal))])
        done = match.actions[-1]
        for reader in readers:
            after = match.view(reader)
            entries = [
                entry.text for entry in histories[reader].add(len(match.actions) - 1, done, before[reader], after)
            ]
            moment = match.rules.moment_for(done, match.names(), reader, before[reader], after)
            if moment is not None:
                moments += 1
                assert set(moment.lines) <= set(entries), (reader, moment, entries)
    assert moments
