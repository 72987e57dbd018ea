"""Menus, dialogs, hand-off and score screens are legible at every window size, in every language (issues 17, 18).

Each screen is drawn at 900x600, 1280x720, 1000x1000 and 2560x1440 (in Korean and Chinese at 1280x720 and
900x600) while the text recorder follows every text; the test fails on a text under 16 px at 1280x720
(16 * Fonts.scale elsewhere), a clipped text (cut with an ellipsis or by its picture or the window) unless it is
meant to be shortened (the list rows' long titles), a missing glyph, two texts over each other (or a text under
a panel), a text outside the window and, in Korean and Chinese, English left over (english_left.py). Run as a
script it saves the screenshots instead: python tests/table/test_screens_legible.py [DIR] [WxH ...] [--lang ko].
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from driver import recorded_canvas, recorded_window
from english_left import english_left, seat_names, speaking

from tablegame.app.games import make_presenter, playable_games
from tablegame.app.main import App
from tablegame.app.scenes.button_scene import Row, RowAction
from tablegame.app.scenes.confirm import ConfirmScene
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.game_picture import match_picture
from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.load import LoadScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.open_elsewhere import OpenElsewhereScene
from tablegame.app.scenes.problem import ProblemScene
from tablegame.app.scenes.review import ReviewScene
from tablegame.app.scenes.rules_screen import RulesScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.app.scenes.statistics import StatsScene
from tablegame.app.scenes.table import TableScene
from tablegame.app.scenes.table_undo import agree_scene
from tablegame.app.shot import menu_seats
from tablegame.coach.review import Decision
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.core.rules_text import games_with_rules
from tablegame.core.words import listing, shown_name
from tablegame.i18n import tr
from tablegame.table.render import CardArt, Fonts
from tablegame.table.text_recorder import DrawnText

SIZES = ((900, 600), (1280, 720), (1000, 1000), (2560, 1440))
LANG_SIZES = ((1280, 720), (900, 600))  # Korean and Chinese
NOT_YET: set[tuple[str, str]] = set()  # (screen, language) expected to fail (non-strict xfail): none
SMALLEST_PX = 16  # docs/ARCHITECTURE.md, "Legibility": no text under 16 px at 1280x720
LONG_NAME = "Maximiliane von Oberhausen-Wetterstein"  # a long player's name: lists and screens must cope
PLAYERS = ["Mina", LONG_NAME, "Noor", "Bot 4", "Bot 5"]
SAVE_NAME = "The long winter evening game with the whole family"
LOG_FILE = Path("/home/someone/.local/state/tablegame/log/tablegame.log")
DISK_FULL = OSError(
    28,
    "No space left on device",
    "/home/someone/.local/share/tablegame/kept/in-progress/0123456789abcdef0123456789abcdef.json",
)
DAMAGED_JSON = "Expecting property name enclosed in double quotes"  # Python's json module on keep_games' damaged file
# Words no translation changes: what players typed, the system's own errors and paths (English left over passes)
GIVEN = [*PLAYERS, SAVE_NAME, f"OSError: {DISK_FULL}", str(LOG_FILE), DAMAGED_JSON]

Screen = Callable[[App], None]  # puts one screen on top of a fresh app's scenes
ROUND_GAMES = ("cabo",)  # games whose table shows a score screen after each round


def finished(game: str, seats: int, seed: int = 5) -> Match:
    """A game of `seats` seats played to its end by random legal moves (the game's quick options)."""
    rules = get_rules(game)
    match = Match(game, named(menu_seats(game, seats)), seed, dict(rules.playout_options))
    chooser = random.Random(seed)
    while not match.is_over():
        match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
    return match


def played(game: str, seats: int, actions: int, seed: int = 3) -> Match:
    """A game after up to `actions` random legal moves."""
    match = Match(game, named(menu_seats(game, seats)), seed)
    chooser = random.Random(seed)
    while not match.is_over() and len(match.actions) < actions:
        match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
    return match


def named(seats: list[Seat]) -> list[Seat]:
    """The menu's seats with the test's names (one of them long)."""
    return [Seat(PLAYERS[i], seat.kind, seat.level) for i, seat in enumerate(seats)]


def keep_games(app: App) -> None:
    """Games in progress and finished in the app's store, a damaged one, and a save with a long name."""
    for number, (game, seats, actions) in enumerate(
        (("cabo", 4, 30), ("niagara", 5, 40), ("ogallala", 5, 60), ("struggle-for-catan", 4, 60))
    ):
        app.store.autosave(played(game, seats, actions, number), played_at=1_764_600_000.0 + number * 4000)
    for number, game in enumerate(("cabo", "niagara")):
        app.store.autosave(finished(game, 2, number), played_at=1_764_700_000.0 + number * 4000)
    app.store.kept_path("0" * 32, finished=False).write_text("{cut short", encoding="utf-8")
    app.store.save(played("cabo", 2, 4), SAVE_NAME, replace=True)


def menu_of(game: str) -> Screen:
    """The main menu with `game` chosen at its largest seat count (every seat row and option shown)."""

    def show(app: App) -> None:
        app.open_menu()
        menu = app.scenes.top
        assert isinstance(menu, MenuScene)
        menu.choose_game(menu.games.index(game))
        for _ in range(get_rules(game).max_seats):
            menu.change_seats(1)
        menu.layout()

    return show


def menu_with_games(app: App) -> None:
    """The main menu with games kept: Continue's caption names the latest, a notice names the damaged file."""
    keep_games(app)
    app.open_menu()


def games_list(finished_games: bool) -> Screen:
    """The list of games in progress (or finished ones), with entries."""

    def show(app: App) -> None:
        keep_games(app)
        app.open_menu()
        app.scenes.push(GamesScene(app, finished=finished_games))

    return show


def load(app: App) -> None:
    """The Load list: the example saves and the player's own."""
    keep_games(app)
    app.open_menu()
    app.scenes.push(LoadScene(app))


def save_dialog(app: App) -> None:
    """The save dialog over a table at rest (its first deal's cards have landed)."""
    match = played("cabo", 4, 0)
    app.open_table(match)
    for _ in range(200):
        app.step()
    app.scenes.push(SaveDialog(app, match))


def confirm(app: App) -> None:
    """The question before deleting a game (with the long-named player), asked by the list's Delete."""
    keep_games(app)
    app.open_menu()
    games = GamesScene(app)
    app.scenes.push(games)
    games.ask_delete(next(game for game in games.games if not game.problem and LONG_NAME in game.players))
    assert isinstance(app.scenes.top, ConfirmScene)


def problem(app: App) -> None:
    """The problem screen with a long error, as the window reports one."""
    app.open_menu()
    app.log_file = LOG_FILE
    app.report_error(DISK_FULL)
    assert isinstance(app.scenes.top, ProblemScene)


def handoff(app: App) -> None:
    """The hot-seat hand-off to the long-named player, with what happened and what to do, as the table makes it."""
    match = played("cabo", 4, 10)
    chooser = random.Random(1)
    while 1 not in match.to_act():
        match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
    match.seats[1] = Seat(LONG_NAME)  # a second human: the table hands over behind a screen
    app.open_table(match)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    table.hand_over(1)
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.news


def score_screen(game: str) -> Screen:
    """The final score screen of a game at its largest seat count, with the game's picture and every button."""

    def show(app: App) -> None:
        match = finished(game, get_rules(game).max_seats)
        presenter = make_presenter(game, match.rules, [s.name for s in match.seats], match.options)
        sheet = presenter.score_sheet(match.view(0), True)
        assert sheet is not None
        app.open_menu()
        app.scenes.push(
            ScoreScene(
                app,
                sheet,
                CardArt(app.fonts, presenter.faces()),
                final=True,
                you=0,
                play_again=lambda: None,
                picture=match_picture(match),
                review=lambda: None,  # every button the game-over screen may show
            )
        )

    return show


def review_screen(game: str, plotting: bool = False, running: bool = False) -> Screen:
    """The Review screen of a game at its largest seat count, at a marked move (the table with the best move lit,
    or the win-chance page: `plotting`), its analysis made up (whole, or half done with its progress bar)."""

    def show(app: App) -> None:
        played = finished(game, get_rules(game).max_seats)
        # the table under the review shortens a long name with a tooltip, as on any table (legibility.py checks
        # the table with its own names): the review's seats have the names a table test uses
        seats = [
            Seat(shown_name(seat.name) if seat.name != LONG_NAME else "Bot 2", seat.kind, seat.level)
            for seat in played.seats
        ]
        match = Match(game, seats, played.seed, played.options)
        for action in played.actions:
            match.apply(action)
        app.open_menu()
        app.open_review(match)
        review = app.scenes.top
        assert isinstance(review, ReviewScene)
        fill_review(review, running)
        if review.plotting != plotting:
            review.flip()

    return show


def fill_review(review: ReviewScene, running: bool) -> None:
    """Made-up win chances and marks (the analysis' own test is test_review_screen.py): every kind of mark, and the
    position shown at the first marked move of the human (seat 0)."""
    match, work = review.whole.match, review.work
    chooser = random.Random(7)
    shown = work.positions[: len(work.positions) // 2] if running else work.positions
    for position in shown:
        values = [chooser.random() for _ in match.seats]
        work.results.chances[position] = [value / sum(values) for value in values]
    marks = ["blunder", "mistake", None, "inaccuracy"]
    mine = [i for i, action in enumerate(match.actions) if action["seat"] == 0][:8]
    for n, index in enumerate(mine):
        played = match.actions[index]
        legal = match.rebuilt(index).legal_actions(0)
        best = next((action for action in legal if action != played), played)
        work.results.decisions[index] = Decision(index, played, best, 0.3, 0.55, 0.02, marks[n % len(marks)])
    work.done = len(shown) + len(mine) if running else work.total
    review.go(mine[0])
    review.rebuild()


def undo_agree(app: App) -> None:
    """The other hot-seat players asked whether the long-named player may take back a move."""
    match = played("cabo", 4, 10)
    match.seats[1] = Seat(LONG_NAME)
    app.open_table(match)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    move = table.session.history_of(None).entries[-1].text  # a move as everyone read it
    app.scenes.push(agree_scene(app, LONG_NAME, ["Mina", "Noor"], move, print))


def final_choice(app: App) -> None:
    """The question before calling CABO, which undo could not take back."""
    match = played("cabo", 4, 0)
    match.seats[1] = Seat("Noor", "bot", "random")  # the question is what is checked, not the table behind it
    while not any(action["type"] == "call_cabo" for action in match.legal_actions(0)):
        match.apply(match.legal_actions()[0])
    app.open_table(match)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    for _ in range(50):
        app.step()
    [call] = [g for g in table.board.model.gestures if g.action == {"seat": 0, "type": "call_cabo"}]
    table.on_gesture(call)  # as a click on the table's Call CABO button
    assert isinstance(app.scenes.top, ConfirmScene)


def open_elsewhere(app: App) -> None:
    """The question asked when a game to continue is open in another window (the long-named player in it)."""
    app.open_menu()
    players = listing([shown_name(name) for name in PLAYERS[:3]])
    detail = tr(
        "{game} with {players}. Look at it here (nothing can be played), or take it over: the other "
        "window then stops saving it.",
        game=tr(get_rules("niagara").title),
        players=players,
    )
    app.scenes.push(OpenElsewhereScene(app, detail, lambda: None, lambda: None))


def round_scores(game: str) -> Screen:
    """A round's score screen (not the final one) of a game at its largest seat count."""

    def show(app: App) -> None:
        match = finished(game, get_rules(game).max_seats)
        presenter = make_presenter(game, match.rules, [s.name for s in match.seats], match.options)
        sheet = presenter.score_sheet(match.view(0), False)
        assert sheet is not None
        app.open_menu()
        app.scenes.push(ScoreScene(app, sheet, CardArt(app.fonts, presenter.faces()), final=False, you=0))

    return show


def name_refused(app: App) -> None:
    """The menu after an emoji was typed in a seat's name: the field says why it did not appear."""
    app.open_menu()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    field = menu.seats[-1].field
    field.focused = True
    field.insert("Mina \N{GAME DIE}")
    assert field.refused


def statistics(app: App) -> None:
    """The Statistics screen of the long-named player, who played finished games with people and bots."""
    keep_games(app)
    for seed, game in enumerate(("cabo", "niagara", "ogallala")):
        seats = [Seat(LONG_NAME), Seat("Mina"), Seat("Bot 3", "bot", "hard")]
        match = Match(game, seats, seed, dict(get_rules(game).playout_options))  # quick options: a short game
        chooser = random.Random(seed)
        while not match.is_over():
            match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
        app.store.autosave(match, played_at=1_764_800_000.0 + seed)
    app.settings.player = LONG_NAME
    app.open_menu()
    app.scenes.push(StatsScene(app))


def no_statistics(app: App) -> None:
    """The Statistics screen before any game is finished."""
    app.open_menu()
    app.scenes.push(StatsScene(app))


def rules_at(game: str, section: str) -> Screen:
    """A game's Rules screen over its table, scrolled to one of its sections (the last screenful for the last)."""

    def show(app: App) -> None:
        app.open_table(played(game, get_rules(game).max_seats, 0))
        app.scenes.push(RulesScene(app, game))
        scene = app.scenes.top
        assert isinstance(scene, RulesScene)
        scene.jump([s.key for s in scene.sections].index(section))
        scene.layout()

    return show


def replaying(game: str) -> Screen:
    """A table replaying the moves since its reader's last turn ("What just happened"), the second one shown."""

    def show(app: App) -> None:
        match = Match(game, menu_seats(game, get_rules(game).max_seats), 3)  # the names the size test uses
        chooser = random.Random(3)
        while not (match.to_act() == [0] and sum(a["seat"] != 0 for a in match.actions[-3:]) == 3):
            match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
        app.open_table(match)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        table.toggle_replay()
        for _ in range(600):
            replay = table.replay
            assert replay is not None
            if replay.shown > replay.first and not table.board.animating and not table.banner.showing:
                return
            app.step()
        raise AssertionError("the replay never reached its second move")

    return show


def screens() -> dict[str, Screen]:
    """Every screen the test draws, by name."""
    found: dict[str, Screen] = {f"menu-{game}": menu_of(game) for game in playable_games()}
    found |= {
        "menu-kept": menu_with_games,
        "games": games_list(False),
        "finished": games_list(True),
        "load": load,
        "save": save_dialog,
        "confirm": confirm,
        "problem": problem,
        "handoff": handoff,
        "undo-agree": undo_agree,
        "final-choice": final_choice,
        "open-elsewhere": open_elsewhere,
        "name-refused": name_refused,
        "statistics": statistics,
        "no-statistics": no_statistics,
    }
    found |= {f"scores-{game}": score_screen(game) for game in playable_games()}
    found |= {f"round-scores-{game}": round_scores(game) for game in ROUND_GAMES}
    found |= {f"replay-{game}": replaying(game) for game in playable_games()}
    found |= {f"review-{game}": review_screen(game) for game in playable_games()}
    found["review-chance"] = review_screen("struggle-for-catan", plotting=True)
    found["review-running"] = review_screen("cabo", plotting=True, running=True)
    # one screenful per game (its worked example, with card pictures): test_rules_screen.py pages through them all
    found |= {f"rules-{game}": rules_at(game, "scoring") for game in games_with_rules()}
    return found


def draw(screen: Screen, size: tuple[int, int]) -> tuple[pygame.Surface, list[DrawnText], set[str], list[str]]:
    """Open a fresh app at `size` (its own empty store), show the screen and draw it, recording the texts; also
    the texts the screen shortened on purpose (a list row's, whose whole words its tooltip shows), and the texts
    drawn over each other or under a panel (`TextRecorder.overlaps_on`)."""
    with recorded_window(size) as (app, recorder):
        screen(app)
        canvas = recorded_canvas(app, recorder)
        app.scenes.draw(canvas)
        recorder.forget(canvas)
        app.scenes.draw(canvas)  # twice: a scene that lays out its buttons while drawing draws them laid out
        texts = recorder.texts_on(canvas)
        top = app.scenes.top
        assert top is not None
        recorder.forget(canvas)  # the overlaps of the screen on top: a dialog lies over the one below on purpose
        top.draw(canvas)
        return canvas, texts, set(getattr(top, "shortened", {})), [str(o) for o in recorder.overlaps_on(canvas)]


def problems(texts: list[DrawnText], size: tuple[int, int], with_tooltip: set[str], lang: str = "en") -> Iterator[str]:
    """Every small, clipped (unless shortened with a tooltip), glyph-less or outside text; in Korean and Chinese,
    English left over."""
    fonts = Fonts()
    fonts.resize(size)
    smallest = SMALLEST_PX * fonts.scale
    window = pygame.Rect(0, 0, *size)
    for text in texts:
        if text.box is None:
            continue  # in a picture that never reached the screen (the recorder could not follow it there)
        if lang != "en" and (runs := english_left(text.text, seat_names(GIVEN))):
            yield f"{text.text!r} is English left over ({', '.join(runs)})"
        if text.px < smallest:
            yield f"{text.text!r} at {text.px} px (under {smallest:g})"
        if text.clipped and text.text not in with_tooltip:
            yield f"{text.text!r} is clipped, box {text.box}"
        if text.missing_glyphs:
            yield f"{text.text!r} misses {text.missing_glyphs} glyph(s)"
        if not window.contains(pygame.Rect(text.box)):
            yield f"{text.text!r} box {text.box} is outside the window"


CASES = [
    pytest.param(
        name,
        lang,
        size,
        id=f"{name}-{lang}-{size[0]}x{size[1]}",
        marks=[pytest.mark.xfail(strict=False, reason="issue 18: not translated yet")]
        if (name, lang) in NOT_YET
        else [],
    )
    for name in screens()
    for lang, sizes in (("en", SIZES), ("ko", LANG_SIZES), ("zh", LANG_SIZES))
    for size in sizes
]


@pytest.mark.parametrize(("name", "lang", "size"), CASES)
def test_screen_is_legible(name: str, lang: str, size: tuple[int, int]) -> None:
    """No small, clipped, glyph-less or outside text, nor texts over each other, on the screen at the size (nor
    English left in ko/zh)."""
    with speaking(lang):
        _, texts, with_tooltip, overlaps = draw(screens()[name], size)
        found = list(problems(texts, size, with_tooltip, lang)) + overlaps
    assert texts, "the screen drew no text"
    assert not found, f"{name} at {size[0]}x{size[1]} in {lang}:\n" + "\n".join(found[:30])


def test_a_row_too_long_for_two_lines_is_shortened_with_its_whole_words_on_hover() -> None:
    """A list row whose title needs more than two lines ends in an ellipsis; the pointer on the row shows a
    tooltip with every word, none of it cut."""
    title = " ".join(f"word{n}" for n in range(80))
    with recorded_window((900, 600)) as (app, recorder):
        scene = GamesScene(app)
        scene.rows = [Row(title, "detail", "", [RowAction("Continue", lambda: None)])]
        app.scenes.push(scene)
        scene.layout()
        app.pointer = scene.row_rects[0][1].center
        canvas = recorded_canvas(app, recorder)
        app.scenes.draw(canvas)
        texts = recorder.texts_on(canvas)
    cut = [text for text in texts if text.clipped]
    assert cut and all(text.text in scene.shortened for text in cut)
    shown_words = " ".join(text.text for text in texts if not text.clipped and text.text.startswith("word")).split()
    assert [word for word in title.split() if word not in shown_words] == []


def main(folder: Path, sizes: list[tuple[int, int]], lang: str) -> None:
    """Save every screen at every size, drawn in `lang`, and print its problems."""
    folder.mkdir(parents=True, exist_ok=True)
    suffix = "" if lang == "en" else f"_{lang}"
    for name, screen in screens().items():
        for size in sizes:
            with speaking(lang):
                image, texts, with_tooltip, overlaps = draw(screen, size)
                found = list(problems(texts, size, with_tooltip, lang)) + overlaps
            pygame.image.save(image, str(folder / f"{name}_{size[0]}x{size[1]}{suffix}.png"))
            for line in found:
                print(f"{name} {size[0]}x{size[1]}{suffix}: {line}")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    chosen = arguments.pop(arguments.index("--lang") + 1) if "--lang" in arguments else "en"
    arguments = [arg for arg in arguments if arg != "--lang"]
    given = [tuple(int(n) for n in arg.split("x")) for arg in arguments[1:]]
    main(Path(arguments[0] if arguments else "/tmp/shots/menus"), given or list(SIZES), chosen)  # type: ignore[arg-type]
