"""Issue 25, Ogallala through the real window: the prompt says the turn goes on, a bot drawing again says so, a
turn's end is told, and the lasso thrower's words say what complete canoes are safe from."""

from __future__ import annotations

from driver import centre, click, drag, make_app, table
from ogallala_driver import cell, start

from tablegame.core.match import Match, Seat

HUMAN_BOT = [Seat("Mina"), Seat("Bot 2", "bot", "random")]


def test_after_a_placement_the_prompt_says_the_turn_goes_on_and_why():
    """A placement that stops nothing: the prompt says the turn goes on and what ends the drawing (OGA-16, 17)."""
    app = make_app()
    start(app, HUMAN_BOT, setup={"piles": [["bow", "stern"], ["loot-tent"], ["paddler-red-1"]]})
    status = table(app).board.model.status
    assert status == "Mina: draw a card — click one of the three draw piles"  # a turn's first draw
    click(app, centre(app, "pile:0"))
    drag(app, centre(app, "held"), centre(app, cell(0, 0, 0)))
    status = table(app).board.model.status
    assert status.startswith("Mina: your turn goes on, draw again"), status
    assert (
        "a completed canoe, a discard, or a drawn kind already in your grid, a lasso thrower, an archer or the "
        "crazy axe" in status
    )


def test_a_bot_that_draws_again_says_so_and_its_turn_end_is_told():
    """A bot between two draws of one turn reads "Bot 2 draws again", not a bare "draw a card"; a completed canoe
    ending a turn is told in the history."""
    match = Match("ogallala", HUMAN_BOT, 3, {}, {"piles": [["loot-fur", "bow", "stern"], ["loot-tent"], []]})
    for action in (
        {"seat": 0, "type": "draw", "pile": 0},
        {"seat": 0, "type": "discard"},
        {"seat": 1, "type": "draw", "pile": 0},
        {"seat": 1, "type": "place", "row": 0, "col": 0},
    ):
        match.apply(action)
    app = make_app()
    app.open_table(match)  # the table as it opens, before the bot's next decision
    assert table(app).board.model.status == "Bot 2 draws again: the turn goes on until something stops the drawing"
    history = [entry.text for entry in table(app).session.history_of(0).entries]
    assert "Your turn is over: discarding the drawn card ended the drawing" in history


def test_the_lasso_thrower_says_complete_canoes_are_safe_from_the_lasso_and_the_archer_only():
    """The held lasso thrower's words (the inspector's) name what a complete canoe is safe from, and that attacks
    still reach it."""
    app = make_app()
    start(app, HUMAN_BOT, setup={"piles": [["lasso"], [], []]})
    click(app, centre(app, "pile:0"))
    detail = table(app).board.model.item("held").detail
    assert "Complete canoes are safe from the lasso and the archer, not from attacks." in detail
    assert "Complete canoes are safe." not in detail
