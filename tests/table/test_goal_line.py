"""How to win is on every table (issue 25): each game's panel shows the goal in one line, its numbers the rules'
own, whole at 1280x720 and 900x600 in every language; Niagara's score screen says what its Value column is."""

from __future__ import annotations

import pytest
from driver import recorded_canvas, recorded_window

from tablegame import i18n
from tablegame.app.games.cabo import words as cabo_words
from tablegame.app.games.niagara import words as niagara_words
from tablegame.app.games.niagara.presenter import NiagaraPresenter
from tablegame.app.games.ogallala import words as ogallala_words
from tablegame.app.games.struggle_for_catan import words as catan_words
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.shot import menu_seats, take_shot
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.games.cabo.scoring import GAME_END_ABOVE
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.scoring import ALL_GEMS, ONE_COLOUR
from tablegame.games.ogallala.effects import AUTO_END_CANOES, END_CHOICE_CANOES
from tablegame.games.struggle_for_catan.scoring import WIN_VP
from tablegame.table.render import CardArt

GOALS = {
    "cabo": cabo_words.goal_line,
    "ogallala": ogallala_words.goal_line,
    "struggle-for-catan": catan_words.goal_line,
    "niagara": lambda: niagara_words.goal_line(len(catalog().colours)),
}
NUMBERS = {
    "cabo": [GAME_END_ABOVE],
    "ogallala": [END_CHOICE_CANOES, AUTO_END_CANOES],
    "struggle-for-catan": [WIN_VP],
    "niagara": [ONE_COLOUR, len(catalog().colours), ALL_GEMS],
}


def bare(text: str) -> str:
    """A text without its spaces (a wrapped line loses the space it broke at)."""
    return "".join(text.split())


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("size", [(1280, 720), (900, 600)])
@pytest.mark.parametrize("game", sorted(GOALS))
def test_the_table_shows_the_goal_whole(game, size, lang):
    """At the largest seat count, the goal's line is drawn whole (no "…") with the rules' numbers in it."""
    i18n.use(lang)
    try:
        goal = GOALS[game]()
        match = Match(game, menu_seats(game, get_rules(game).max_seats), 2)
        shot = take_shot(match, 0, size)
    finally:
        i18n.use("en")
    assert all(str(number) in goal for number in NUMBERS[game])
    start = next(i for i, t in enumerate(shot.texts) if t.text and bare(goal).startswith(bare(t.text)))
    lines, joined = [], ""
    for text in shot.texts[start:]:
        lines.append(text)
        joined += bare(text.text)
        if len(joined) >= len(bare(goal)):
            break
    assert joined == bare(goal), [t.text for t in lines]
    assert not any(t.clipped for t in lines), [t.text for t in lines]


def test_the_niagara_score_screen_says_what_value_is():
    """The final score screen's notes explain the Value column: the rules' gem values, and what it decides."""
    match = Match(
        "niagara",
        [Seat("Mina"), Seat("Bot 2", "bot", "easy"), Seat("Bot 3", "bot", "easy")],
        1,
        {},
        {
            "home": [{"violet": 1, "clear": 1, "yellow": 1, "blue": 1}, None, None],
            "boats": [[{"at": "1", "gem": "pink"}, {"at": "dock"}], None, None],
        },
    )
    for action in (
        {"seat": 0, "type": "choose", "card": 1},
        {"seat": 1, "type": "choose", "card": 2},
        {"seat": 2, "type": "choose", "card": 3},
        {"seat": 0, "type": "move", "boat": 0, "to": "dock", "load": None, "steal_from": None},
        {"seat": 0, "type": "end_move"},
    ):
        match.apply(action)
    while not match.is_over():
        match.apply(match.legal_actions(match.to_act()[0])[0])
    presenter = NiagaraPresenter(match.rules, match.names(), match.options)
    sheet = presenter.score_sheet(match.view(0), True)
    assert sheet is not None and "Value" in sheet.columns
    for size in ((1280, 720), (900, 600)):
        with recorded_window(size) as (app, recorder):
            app.open_menu()
            app.scenes.push(ScoreScene(app, sheet, CardArt(app.fonts, presenter.faces()), final=True, you=0))
            canvas = recorded_canvas(app, recorder)
            app.scenes.draw(canvas)
            texts = recorder.texts_on(canvas)
        drawn = bare(" ".join(t.text for t in texts if not t.clipped))
        assert (
            bare(
                "Value: the gems at home added up at amethyst 1, diamond 2, amber 3, sapphire 4, ruby 5; between "
                "players with as many gems, the higher value wins."
            )
            in drawn
        ), size


def test_every_game_has_its_goal_line_here():
    """A game added to the menu gets its goal checked too."""
    from tablegame.app.games import playable_games

    assert sorted(GOALS) == sorted(playable_games())
