"""The table's turn-taking: score screens after each round, hand-offs between hot-seat players, bots' moves."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from tablegame.app.banner import MomentBanner
from tablegame.app.botworker import BotSpec, BotWorker
from tablegame.app.scene import Host
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.game_picture import match_picture
from tablegame.app.scenes.opening import play_again
from tablegame.app.scenes.table_words import stopped_words
from tablegame.app.session import TableSession
from tablegame.core.bots import Bot
from tablegame.core.match import Match
from tablegame.core.rules import Action
from tablegame.i18n import tr
from tablegame.table.board import Board
from tablegame.table.layout import Layout
from tablegame.table.model import ScoreSheet
from tablegame.table.presenter import Presenter
from tablegame.table.render import CardArt


class TableTurns:
    """Moves the game on when nothing is travelling (a part of TableScene)."""

    app: Host
    match: Match
    session: TableSession
    board: Board
    presenter: Presenter
    art: CardArt
    banner: MomentBanner
    worker: BotWorker
    bots: dict[int, Bot]
    bot_specs: dict[int, BotSpec]
    pause_left: float
    seconds_played: float  # this sitting's, for the statistics
    seconds_before: float  # the earlier sittings'
    dirty: bool
    private_note: tuple[int, str] | None
    apply: Callable[..., None]
    layout: Layout
    note_hints: Callable[[ScoreSheet | None], ScoreSheet | None]
    fits_later: bool  # the table is built in the frame after a move's (`TableScene.apply`)
    stop_told = False  # has the table said that the game stopped at LONGEST_GAME_ACTIONS?

    def advance(self, dt: float) -> None:
        """Move the game on when nothing is travelling: score screen, hand-off, or a bot's move."""
        if self.session.read_only or self.banner.showing:
            return
        if self.pause_left > 0:
            self.pause_left -= dt
            if self.pause_left <= 0:
                self.dirty = True  # the pause is over: the next prompt may show
            return
        if self.show_scores():
            return
        if self.session.stopped():
            if not self.stop_told:
                self.stop_told = True
                self.board.say(stopped_words())
                self.dirty = True
            return
        seat = self.session.next_seat()
        if seat is None:
            return
        if seat in self.bots:
            self.bot_turn(seat)
        elif self.session.handoff_due():
            self.hand_over(seat)

    def show_scores(self) -> bool:
        """Push the score screen once after each round (and once at the game's end)."""
        due = self.session.score_due()
        if due is None:
            return False
        if due.over:
            self.app.sounds.play(["win"])
            self.app.stats.record(self.match, (self.seconds_before + self.seconds_played) / 60)
            problem = self.app.stats.take_problem()
            if problem is not None:
                self.board.say(problem)
        sheet = self.presenter.score_sheet(due.view, due.over)
        if due.over:
            sheet = self.note_hints(sheet)
        if sheet is None:
            self.close_round()
            return False
        self.presenter.forget_shown()
        match = self.session.match
        self.app.scenes.push(
            ScoreScene(
                self.app,
                sheet,
                self.art,
                final=due.over,
                on_close=self.close_round,
                you=self.session.score_reader(),
                play_again=partial(play_again, self.app, match) if due.over else None,
                picture=match_picture(match) if due.over else None,
                review=partial(self.app.open_review, match, self.layout) if due.over else None,
            )
        )
        return True

    def close_round(self) -> None:
        """The score screen closed: the table shows the position as it now is (the next round's deal)."""
        self.session.close_round()
        self.dirty = True

    def hand_over(self, seat: int) -> None:
        """Give the table to another human: straight away with one human, behind a hand-off screen otherwise."""
        if not self.session.handoff_needed():
            self.session.give_table(seat)
            self.dirty = True
            return
        if self.presenter.showing():
            return  # the viewer first hides what it was shown (its next click)
        self.presenter.reset()
        self.session.give_table(seat, cleared=False)
        self.dirty = True
        news = self.session.handoff_news(seat)
        self.app.scenes.push(HandoffScene(self.app, self, seat, news, self.handoff_prompt(seat)))

    def handoff_prompt(self, seat: int) -> str:
        """What `seat` must do, as an onlooker's table says it (the table's status between players): its own status
        may name a card only it holds (CABO's drawn card, the card a Catan player took)."""
        self.presenter.reset()
        try:
            return self.presenter.build(self.session.view_now(None), []).status
        finally:
            self.presenter.reset()

    def take_table(self, seat: int) -> None:
        """The hand-off screen was clicked: `seat` now views the table."""
        self.session.give_table(seat)
        self.presenter.reset()
        self.presenter.forget_shown()
        self.board.cancel()
        private = self.session.private_news(seat)
        if private:  # what the hand-off screen could not say, now that only `seat` sees the table
            self.private_note = (seat, " · ".join(private))
            self.board.say(self.private_note[1])
        self.dirty = True

    def bot_turn(self, seat: int) -> None:
        """Start the bot's decision in the worker, or apply it once it is ready."""
        match = self.session.match
        ticket = len(match.actions)
        if not self.worker.busy:
            bot = self.bots[seat]
            self.worker.start(bot, match.view(seat), match.legal_actions(seat), ticket, self.bot_specs[seat])
            self.dirty = True
        action: Action | None
        action, done = self.worker.poll()
        if action is not None and done == ticket:
            self.apply(action, by_bot=True, shown_later=self.fits_later)
            if self.worker.problem:
                self.board.say(
                    tr(
                        "{name} failed ({problem}) and played its first legal action.",
                        name=match.seats[seat].name,
                        problem=self.worker.problem,
                    )
                )
