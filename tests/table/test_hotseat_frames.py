"""Hot-seat privacy, frame by frame: the table never draws one player's private view while it is not theirs.

A player holds the table from clicking its hand-off screen until its last action, or after it while it
is still being shown what that action let it see. In every other frame the table is drawn only from
public facts (an onlooker's view and history), or covered by the hand-off screen, whose words are public
facts too: the previous player still sits in front of it (issue 24).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from driver import make_app, recorded_canvas, table

from tablegame import i18n
from tablegame.app.games import make_presenter, playable_games
from tablegame.app.main import App
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.history import History
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.core.rules import BadSetup
from tablegame.core.words import shown_name
from tablegame.i18n import ntr, tr
from tablegame.table.events import Key
from tablegame.table.model import BACK, EMPTY, PRIVATE, REMEMBERED, TableModel
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import recording_texts

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
    return scenes[max(start, 0) :]


def public_reference(scene: TableScene) -> TableModel:
    """The table as an onlooker sees it now, from a fresh presenter (seats named as the table names them)."""
    match = scene.match
    presenter = make_presenter(match.game, match.rules, [shown_name(name) for name in match.names()], match.options)
    return presenter.build(match.view(None), [])


def check_frame(scene: TableScene, holder: int | None, notes: frozenset[str] = frozenset()) -> None:
    """Nothing private of anyone but the player holding the table is in the drawn model, its flights or the
    message line (`notes`: what the table said to a player alone as it took the table)."""
    board, match = scene.board, scene.match
    privileged = holder if holder is not None and (holder in match.to_act() or scene.presenter.showing()) else None
    model = board.model
    if privileged is not None:
        assert board.viewer == privileged and model.history_reader == privileged
        return
    assert board.message not in notes, f"{board.message!r}, said to one player, is shown between players"
    assert model.history_reader is None, "a player's own history drawn between players"
    assert all(item.look not in SECRET_LOOKS for item in model.cards), "a private card drawn between players"
    assert all(flight.image_key[1] not in SECRET_LOOKS for flight in board.flights)
    assert not [g for g in model.gestures if g.action is not None], "a player's moves offered between players"
    if scene.session.round_end is not None:
        return
    reference = public_reference(scene)
    public = {item.key: item.card for item in reference.cards}
    for item in model.cards:
        if item.card is not None and item.look not in (BACK, EMPTY):
            assert public.get(item.key) == item.card, f"{item.key} shows {item.card}, which onlookers do not see"


# A check of a hand-off screen, which may return a check of the table once the next player has taken it.
HandoffCheck = Callable[[App, TableScene, HandoffScene], Callable[[], None] | None]


def play_hotseat(
    game: str,
    seats: list[Seat],
    options: dict,
    seed: int,
    actions: int,
    setup: dict | None = None,
    on_handoff: HandoffCheck | None = None,
    speed: str = "fast",
) -> int:
    """Play a hot-seat game for some actions, checking every frame (and each hand-off screen with `on_handoff`);
    returns the hand-offs seen. At "fast" speed cards travel and bots pause: the frames in between are checked too."""
    app = make_app()
    app.settings.speed = speed
    match = Match(game, seats, seed, options, setup or {})
    app.open_table(match)
    rng = random.Random(seed)
    scene = table(app)
    holder: int | None = None
    notes: set[str] = set()  # what the table said to one player alone as it took the table
    handoffs = 0
    for _ in range(actions * 40):
        if len(match.actions) >= actions or match.is_over():
            break
        app.step()
        top = app.scenes.top
        if scene in drawn_scenes(app) and scene.unshown is not None:
            # a move stepped, its table built in the next frame: this one drew nothing (the window shows the last
            # frame, checked as it was drawn) and the board holds the model from before the move
            assert app.owed
        elif scene in drawn_scenes(app):
            check_frame(scene, holder, frozenset(notes))
        if isinstance(top, HandoffScene):
            assert scene not in drawn_scenes(app)
            handoffs += 1
            taken = on_handoff(app, scene, top) if on_handoff is not None else None
            top.handle(Key("return"))
            holder = top.seat
            if taken is not None:
                taken()
            if scene.board.message:
                notes.add(scene.board.message)
            continue
        if isinstance(top, ScoreScene):
            top.handle(Key("return"))
            continue
        if top is not scene:
            continue
        if scene.presenter.showing():
            scene.handle(Key("left shift"))  # the player has seen it: any input hides it
        elif scene.viewer_may_act() and not scene.pacing():
            # as the player's gesture does (`on_gesture`): stepped in this frame, its table built in a later one
            scene.apply(rng.choice(match.legal_actions(scene.viewer)), shown_later=scene.fits_later)
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


# --- the hand-off screen's words ---------------------------------------------------------------------------------
# Every game with hidden information at every seat count, every seat a human (a hand-off before every turn) but
# the last of a larger table, a bot (its moves, between two humans, are news too). Catan starts with a Library
# (SFC-43): its owner's look at every hand is the event the hand-off screen once listed.
HANDOFF_ACTIONS = 20


def library_setup(seats: int) -> dict:
    """Catan with seat 1 owning a Library (a city's expansion): its turns begin with a look at every hand."""
    tableaux = [{"roads": 1, "estates": [{"card": "settlement-brigand"}]} for _ in range(seats)]
    tableaux[1] = {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "library"}]}
    hands = [["grain", "ore", "wool"], ["brick"], ["lumber", "lumber"], ["wool", "ore"]][:seats]
    return {"start_seat": 0, "tableaux": tableaux, "hands": hands}


def handoff_cases() -> list:
    """(game, seats, setup) for every game with hidden information and every seat count it takes."""
    cases = []
    for game in playable_games():
        rules = get_rules(game)
        if not rules.hidden_information:
            continue
        for count in range(rules.min_seats, rules.max_seats + 1):
            seats = [Seat(name) for name in ("Mina", "Noor", "Ines", "Olu", "Pia")[:count]]
            if count > 2:
                seats[-1] = Seat(f"Bot {count}", "bot", "random")
            setup = library_setup(count) if game == "struggle-for-catan" else {}
            cases.append(pytest.param(game, seats, setup, id=f"{game}-{count}"))
    return cases


def drawn_texts(app: App) -> list[str]:
    """Every text the top screen draws, as the text recorder follows it (its fonts the recorder's)."""
    plain = app.fonts
    with recording_texts() as recorder:
        app.fonts = Fonts(recorder.typeface())
        app.fonts.resize(app.size)
        try:
            canvas = recorded_canvas(app, recorder)
            app.scenes.top.draw(canvas)
            return [text.text for text in recorder.texts_on(canvas)]
        finally:
            app.fonts = plain


def squeezed(text: str) -> str:
    """A text without spaces, bullets and the ellipsis of a shortened line (lines wrap and shorten anywhere)."""
    return "".join(text.split()).replace("•", "").replace("…", "")


def since_last_turn(scene: TableScene, history: History, seat: int) -> list[str]:
    """The texts of a history's entries after `seat`'s last action."""
    last = scene.session.last_action_of(seat)
    return [e.text for e in history.entries if last is None or e.action > last]


def public_words(scene: TableScene, handoff: HandoffScene) -> list[str]:
    """Everything an onlooker may read on a hand-off screen to `handoff.seat`: the screen's own words with the
    name, the onlooker's history since that seat's last action and the onlooker's table status."""
    name, count = handoff.name, len(handoff.news)
    status = public_reference(scene).status
    task = status.removeprefix(f"{name}: ").removeprefix(f"{name}：")
    return [
        tr("Pass to {name}", name=name),
        tr("{name} — click when ready", name=name),
        tr("The table stays hidden until then, so nobody sees another player's cards."),
        tr("What happened"),
        *[
            ntr("What happened (the latest {count})", "What happened (the latest {count})", n, count=n)
            for n in range(1, count + 1)
        ],
        status,
        tr("{name}, now: {prompt}", name=name, prompt=task),
        *since_last_turn(scene, scene.session.history_of(None), handoff.seat),
    ]


def secrets_told(scene: TableScene, seat: int) -> list[str]:
    """What some seat's history says since `seat`'s last action that the onlooker's does not (the table's histories,
    each grown as the game went: the test checks them against the match's at its end)."""
    public = set(since_last_turn(scene, scene.session.history_of(None), seat))
    return [
        text
        for reader in range(len(scene.match.seats))
        for text in since_last_turn(scene, scene.session.history_of(reader), seat)
        if text not in public
    ]


class HandoffAudit:
    """Checks each hand-off screen's words against what an onlooker may know, and counts the revealing events."""

    def __init__(self) -> None:
        self.revealing = 0  # hand-offs right after an event that told one seat something the onlooker was not told
        self.looks = 0  # hand-offs to a Library owner (Catan): its look is said on its table, after the screen
        self.scene: TableScene | None = None

    def __call__(self, app: App, scene: TableScene, handoff: HandoffScene) -> Callable[[], None] | None:
        """Every drawn text of the screen is a piece of the public words; the secrets told are on none of it. After a
        look only the next player was told of, the check that its table says it once that player has taken it."""
        seat, self.scene = handoff.seat, scene
        public = [squeezed(text) for text in public_words(scene, handoff)]
        secrets = secrets_told(scene, seat)
        assert handoff.prompt == public_reference(scene).status, "the hand-off prompt is not the onlooker's status"
        assert set(handoff.news) <= set(since_last_turn(scene, scene.session.history_of(None), seat))
        drawn = drawn_texts(app)
        assert any(squeezed(tr("Pass to {name}", name=handoff.name)) in squeezed(text) for text in drawn)
        for text in drawn:
            piece = squeezed(text)
            assert any(piece in words for words in public), (
                f"the hand-off screen draws {text!r}, which an onlooker does not read (secrets told: {secrets})"
            )
        whole = squeezed("".join(drawn))
        assert not [secret for secret in secrets if squeezed(secret) in whole and len(squeezed(secret)) > 3]
        self.revealing += bool(secrets)
        own_news, public_news = scene.session.news_of(seat, seat), scene.session.news_of(None, seat)
        if len(own_news) <= len(public_news):
            return None
        self.looks += 1
        look = " · ".join(entry.text for entry in own_news[len(public_news) :])

        def said_on_the_table() -> None:
            assert scene.board.message == look and scene.holder() == seat

        return said_on_the_table


@pytest.mark.parametrize(("game", "seats", "setup"), handoff_cases())
def test_the_hand_off_screen_says_only_what_an_onlooker_may_know(game: str, seats: list[Seat], setup: dict):
    """Every hand-off screen of a seeded hot-seat game, drawn and read back: nothing on it but its own words, the
    onlooker's history since the next player's last turn and the onlooker's status; never what one seat alone
    was told (a card drawn, looked at, taken or swapped, a paddle card, a Library look at every hand)."""
    audit = HandoffAudit()
    assert play_hotseat(game, seats, {}, 4, HANDOFF_ACTIONS, setup, audit, speed="instant") >= 2
    assert audit.revealing, "no hand-off came right after an event that told one seat a secret"
    assert audit.scene is not None
    match = audit.scene.match
    for reader in (None, *range(len(seats))):
        assert [e.text for e in audit.scene.session.history_of(reader).entries] == [
            e.text for e in match.history_for(reader).entries
        ]
    if game == "struggle-for-catan":
        assert audit.looks, "no hand-off to the Library owner"


def seat_alone_knows(game: str, view: dict) -> bool:
    """True while the seat to act holds a card only it has seen: CABO's card drawn from the deck, or the card a
    Catan player took at random and is to give one back for."""
    if game == "cabo":
        return bool(view["drawn"]) and view["drawn"]["source"] != "discard"
    return view["phase"] == "give"


@pytest.mark.parametrize("game", ["cabo", "struggle-for-catan"])
def test_a_game_continued_in_the_middle_of_a_turn_is_handed_over_in_public_words(game: str):
    """A hot-seat game left with a drawn (or taken) card in hand and continued: the first hand-off screen says
    what the player must do without naming the card (its own status would: "drag the 7 onto one of your cards")."""
    match = Match(game, [Seat("Mina"), Seat("Noor")], 5)
    chooser = random.Random(5)
    while not seat_alone_knows(game, match.view(match.to_act()[0])):
        match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
    app = make_app()
    app.open_table(match)
    app.step()
    handoff = app.scenes.top
    assert isinstance(handoff, HandoffScene)
    HandoffAudit()(app, table(app), handoff)


@pytest.mark.parametrize("lang", ["ko", "zh"])
@pytest.mark.parametrize(
    ("game", "seats", "setup"),
    [case for case in handoff_cases() if case.id in ("cabo-2", "niagara-3", "struggle-for-catan-3")],
)
def test_the_hand_off_screen_says_only_what_an_onlooker_may_know_in_korean_and_chinese(
    game: str, seats: list[Seat], setup: dict, lang: str
):
    """The same in Korean and Chinese, whose histories and statuses are translated sentences of their own."""
    i18n.use(lang)
    audit = HandoffAudit()
    assert play_hotseat(game, seats, {}, 4, HANDOFF_ACTIONS, setup, audit, speed="instant") >= 2
    assert audit.revealing
    if game == "struggle-for-catan":
        assert audit.looks


@pytest.mark.parametrize("game", [game for game in playable_games() if not get_rules(game).hidden_information])
def test_a_game_without_hidden_information_shows_every_seat_what_an_onlooker_sees(game: str):
    """Ogallala (OGA-38) hands the table over without a screen: every seat's view is the onlooker's but for whose it
    is, at every seat count, so nothing needs hiding between players."""
    rules = get_rules(game)
    for count in range(rules.min_seats, rules.max_seats + 1):
        match = Match(game, [Seat(f"P{n}") for n in range(count)], 3)
        chooser = random.Random(3)
        for _ in range(40):
            if match.is_over():
                break
            public = match.view(None)
            for seat in range(count):
                view = match.view(seat)
                assert {key for key in {*view, *public} if view.get(key) != public.get(key)} <= {"seat", "viewer"}
            match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
