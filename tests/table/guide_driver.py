"""Driving a guided first game through the real window: open it from the menu, wait for the guide, do what it lights."""

from __future__ import annotations

from collections.abc import Iterator

from driver import centre, click, drag, key, make_app, run_until, table

from tablegame.app.scenes.guided_table import GuidedTableScene, guided_match
from tablegame.app.scenes.menu import MenuScene
from tablegame.core.guide import Guide, load_guide
from tablegame.core.match import Match
from tablegame.i18n import use


def open_game_guide(game: str, lang: str = "en", size: tuple[int, int] = (1280, 720)):
    """An app showing the menu, then `game`'s guide in `lang`; returns the app and the guided table."""
    use(lang)
    app = make_app(size)
    app.open_menu()
    app.step()
    assert app.open_guide(game) is None
    app.step()
    scene = table(app)
    assert isinstance(scene, GuidedTableScene)
    return app, scene


def ready(app, scene) -> bool:
    """The guide waits for the player (nothing travelling, no bot step), or a dialog is up, or the guide ended."""
    return scene.guide.finished or app.scenes.top is not scene or (scene.viewer_may_act() and not scene.pacing())


def follow_one(app, scene, used: set[str | None] | None = None) -> None:
    """Do what the guide lights: its action's gesture when there is one, else (with `used`, the selections made
    so far) the next selection not yet made; without `used` the guide must light an action."""
    gestures = [g for g in scene.board.model.gestures if not (g.ui or "").startswith("app:")]
    actions = [g for g in gestures if g.action is not None]
    assert gestures if used is not None else actions, f"nothing lit at step {scene.guide.step.id}"
    assert all(scene.guide.step.accepts(g.action) for g in actions), "a lit action the guide does not ask for"
    gesture = actions[0] if actions or used is None else next(g for g in gestures if g.ui not in used)
    if used is not None:
        used.add(gesture.ui)
    if gesture.kind == "drag":
        drag(app, centre(app, gesture.source), centre(app, gesture.target))
    else:
        click(app, centre(app, gesture.source))


def follow_to(app, scene, index: int, selections: bool = True) -> None:
    """Do what the guide lights until it reaches step `index`, then wait until it waits for the player again
    (`selections`: lit selections are made too, as `follow_one`'s `used`; without, every step lights an action)."""
    used: set[str | None] | None = set() if selections else None
    while scene.guide.index < index:
        run_until(app, lambda: ready(app, scene))
        follow_one(app, scene, used)
    run_until(app, lambda: ready(app, scene))


def restart(app, scene):
    """Click the guide's Restart: a new guided table at its first step with nothing played; returns it."""
    click(app, centre(app, "app:guide_restart"))
    again = table(app)
    assert again is not scene and again.guide.index == 0 and not again.match.actions
    return again


def leave(app) -> None:
    """Esc leaves the guide for the menu, the only scene left."""
    key(app, "escape")
    assert isinstance(app.scenes.top, MenuScene) and len(app.scenes.scenes) == 1


def every_sentence_was_shown(scene, said: list[str], lang: str) -> None:
    """Every sentence of the guide's script was on its panel, in the language (none in English but in English)."""
    script = scene.guide.script
    for message_id in script.messages:
        assert script.message(message_id) in said, message_id
    if lang != "en":
        assert not any(text in said for text in script.messages.values())


def a_real_game_follows(app, scene) -> None:
    """The ended guide offers a real game: a new table with the same seats and no action yet."""
    from tablegame.app.scenes.table import TableScene

    click(app, centre(app, "app:guide_real"))
    real = table(app)
    assert type(real) is TableScene and not real.match.actions
    assert [(s.name, s.kind) for s in real.match.seats] == [(s.name, s.kind) for s in scene.match.seats]


def played_by_the_rules(game: str) -> Match:
    """The game's guide played by its script and the rules alone, no window: each step is exactly one legal action."""
    script = load_guide(game)
    guide, match = Guide(script), guided_match(script)
    while not guide.finished:
        step = guide.step
        accepted = guide.narrow(step.seat, match.legal_actions(step.seat))
        assert len(accepted) == 1, step.id  # each step is exactly one legal action
        match.apply(accepted[0])
        guide.played(accepted[0])
    return match


class Follower:
    """Follows a guide through the window step by step, keeping every text its panel showed (`said`)."""

    def __init__(self, app, scene) -> None:
        self.app, self.scene = app, scene
        self.said: list[str] = []
        self.at: tuple[int, int] | None = None  # the guide's step and the match's length the selections are of
        self.used: set[str | None] = set()  # the selections made there so far

    def read_panel(self) -> None:
        """Keep what the panel says now; its words must not be cut, nor may it hide what the guide lights."""
        told, asked = self.scene.panel_text()
        self.said.extend([*told, asked])
        self.check_panel()

    def check_panel(self) -> None:
        """The panel's words are not cut, and it hides nothing the player may click."""
        assert not self.scene.panel_pages().cut, f"the guide's words were cut at step {self.scene.guide.index}"
        panel = self.scene.panel_rect()
        for gesture in self.scene.board.model.gestures:
            if gesture.action is not None or gesture.ui:
                assert not panel.collidepoint(centre(self.app, gesture.source)), f"the panel hides {gesture.source}"

    def read_last_words(self) -> list[str]:
        """Keep the guide's last words (at the table again after the end's screen); returns all it said."""
        self.app.step()
        self.said.extend(self.scene.panel_text()[0])
        self.check_panel()
        return self.said

    def steps(self, limit: int) -> Iterator[None]:
        """Each time the guide waits for the player (or a screen is up, or it ended), `limit` times at most: a guide
        still going after them did not end."""
        for _ in range(limit):
            run_until(self.app, lambda: ready(self.app, self.scene), 2000)
            yield
        raise AssertionError(f"the guide did not end (at step {self.scene.guide.index})")

    def follow(self) -> None:
        """Do what the guide lights, making at each step and position the selections not made there yet."""
        at = (self.scene.guide.index, len(self.scene.match.actions))
        if at != self.at:
            self.at, self.used = at, set()
        follow_one(self.app, self.scene, self.used)
