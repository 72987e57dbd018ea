"""The program's sounds: made short, quiet and 16-bit; played for the main moments; silent without a device or muted."""

from __future__ import annotations

import io
import json
import logging
import random
import wave
from typing import Any

import pygame
import pytest
from driver import key, make_app, run_until

from tablegame.app.games import make_presenter
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.table import TableScene
from tablegame.app.settings import Settings, settings_path
from tablegame.app.sound import RATE, SOUNDS, Sounds, pcm, wav_bytes
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules

FULL_SCALE = 32767


class FakeSound:
    """A sound that counts its plays in its mixer."""

    def __init__(self, mixer: FakeMixer, data: bytes) -> None:
        self.mixer = mixer
        self.data = data

    def play(self) -> None:
        """Count one play."""
        self.mixer.played.append(self)


class FakeMixer:
    """pygame.mixer's part that Sounds uses, counting what it is asked; `fail` makes init raise as with no device."""

    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.ready = False
        self.inits = 0
        self.stops = 0
        self.played: list[FakeSound] = []

    def get_init(self) -> tuple[int, int, int] | None:
        """The format once opened."""
        return (44100, -16, 2) if self.ready else None

    def init(self, **_kwargs: Any) -> None:
        """Open, or fail like a machine without an audio device."""
        self.inits += 1
        if self.fail:
            raise pygame.error("No available audio device")
        self.ready = True

    def Sound(self, file: io.BytesIO) -> FakeSound:  # pygame's name
        """A sound from a WAV file object."""
        return FakeSound(self, file.read())

    def stop(self) -> None:
        """Stop every channel."""
        self.stops += 1


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def names_played(sounds: Sounds, mixer: FakeMixer) -> list[str]:
    """The names of the sounds the fake mixer played, in order."""
    by_sound = {id(sound): name for name, sound in (sounds.loaded or {}).items()}
    return [by_sound[id(sound)] for sound in mixer.played]


def fake_sounds(settings: Settings | None = None, fail: bool = False) -> tuple[Sounds, FakeMixer, Clock]:
    """Sounds over a fake mixer and a hand-moved clock."""
    mixer, clock = FakeMixer(fail), Clock()
    return Sounds(settings or Settings(), mixer, clock), mixer, clock


# --- the sounds themselves --------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", list(SOUNDS))
def test_every_sound_is_short_quiet_and_16_bit(name):
    samples = pcm(name)
    assert samples.typecode == "h" and samples.itemsize == 2
    assert 0.05 * RATE < len(samples) <= 0.6 * RATE
    peak = max(abs(x) for x in samples)
    assert 0.1 * FULL_SCALE < peak <= 0.3 * FULL_SCALE  # heard, and well below full scale
    assert abs(samples[0]) < 0.01 * FULL_SCALE and abs(samples[-1]) < 0.01 * FULL_SCALE  # no click at either end
    with wave.open(io.BytesIO(wav_bytes(samples))) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate(), wav.getnframes()) == (
            1,
            2,
            RATE,
            len(samples),
        )


def test_sounds_are_the_same_every_run_and_differ_from_each_other():
    made = {name: bytes(pcm(name)) for name in SOUNDS}
    assert len(set(made.values())) == len(SOUNDS)
    pcm.cache_clear()
    assert {name: bytes(pcm(name)) for name in SOUNDS} == made


# --- playing, muted, no device -------------------------------------------------------------------------------------
def test_sounds_open_the_mixer_at_the_first_sound_and_play_each_name_once():
    sounds, mixer, clock = fake_sounds()
    assert mixer.inits == 0 and sounds.loaded is None  # nothing opened before a sound is wanted
    assert sounds.play(["place", "draw", "place", "no such sound"]) == ["place", "draw"]
    assert mixer.inits == 1 and names_played(sounds, mixer) == ["place", "draw"]
    clock.now += 0.01
    assert sounds.play(["place"]) == []  # asked again at once (instant bots): not restarted
    clock.now += 1
    assert sounds.play(["place", "win"]) == ["place", "win"] and mixer.inits == 1


def test_muted_plays_nothing_and_never_opens_the_mixer():
    settings = Settings(sound=False)
    sounds, mixer, _clock = fake_sounds(settings)
    assert sounds.play(["draw", "win"]) == []
    assert mixer.inits == 0 and mixer.played == []
    sounds.toggle()
    assert settings.sound and sounds.play(["draw"]) == ["draw"]
    sounds.toggle()
    assert not settings.sound and mixer.stops == 1  # muting silences what is playing
    assert sounds.play(["win"]) == [] and len(mixer.played) == 1


def test_no_audio_device_is_silence_and_one_line_in_the_log(caplog):
    caplog.set_level(logging.INFO, logger="tablegame")
    sounds, mixer, clock = fake_sounds(fail=True)
    for _ in range(3):
        clock.now += 1
        assert sounds.play(["place", "flow"]) == []
    assert mixer.inits == 1  # not tried again every move
    lines = [record.getMessage() for record in caplog.records if record.name == "tablegame"]
    assert lines == ["no sound: No available audio device"]


# --- in the window ------------------------------------------------------------------------------------------------
def open_cabo(app) -> tuple[Match, TableScene]:
    """A CABO table, a human against a bot, with the peek at the start done (the human may draw)."""
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3)
    app.open_table(match)
    app.step()
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.apply(match.legal_actions(0)[0])  # the peek at two cards
    run_until(app, lambda: any(a["type"] == "draw" for a in match.legal_actions(0)))  # the bot peeks too
    return match, scene


def draw_from_the_deck(match: Match, scene: TableScene) -> None:
    """The human draws from the draw pile."""
    draw = next(a for a in match.legal_actions(0) if a["type"] == "draw" and a["source"] == "deck")
    scene.apply(draw)


def test_the_window_plays_with_the_dummy_audio_driver():
    pygame.mixer.quit()  # opened afresh by the first sound
    app = make_app()
    match, scene = open_cabo(app)
    draw_from_the_deck(match, scene)
    for _ in range(5):
        app.step()
    assert app.sounds.loaded is not None and set(app.sounds.loaded) == set(SOUNDS)
    assert pygame.mixer.get_init() is not None
    assert app.sounds.started.keys() >= {"draw"}


def test_the_window_runs_when_the_mixer_cannot_be_opened(monkeypatch, caplog):
    caplog.set_level(logging.INFO, logger="tablegame")

    def no_device(*_args: Any, **_kwargs: Any) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = make_app()
    match, scene = open_cabo(app)
    draw_from_the_deck(match, scene)
    scene.apply(next(a for a in match.legal_actions(0) if a["type"] == "discard"))
    run_until(app, lambda: any(a["type"] == "draw" for a in match.legal_actions(0)))  # the bot's turn, with sounds
    assert len(match.actions) > 5 and app.sounds.unavailable
    assert [r.getMessage() for r in caplog.records if r.name == "tablegame"] == ["no sound: No available audio device"]


def test_m_on_the_table_mutes_and_is_remembered():
    app = make_app()
    app.settings.path = settings_path()
    app.sounds, mixer, _clock = fake_sounds(app.settings)
    match, scene = open_cabo(app)
    key(app, "m")
    assert not app.settings.sound and "Sound off" in scene.board.message
    assert Settings.load(settings_path()).sound is False
    draw_from_the_deck(match, scene)
    assert mixer.played == [] and mixer.inits == 0
    key(app, "m")
    assert app.settings.sound and "Sound on" in scene.board.message
    assert Settings.load(settings_path()).sound is True


def test_the_menu_sound_button_switches_and_says_so():
    app = make_app()
    app.settings.path = settings_path()
    app.open_menu()
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    button = next(b for b in menu.buttons if b.label.startswith("Sound:"))
    assert button.label == "Sound: on"
    button.on_click()
    menu.layout()
    assert not app.settings.sound and any(b.label == "Sound: off" for b in menu.buttons)
    assert json.loads(settings_path().read_text())["sound"] is False


def test_the_game_end_plays_the_win_chime_once():
    finished = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 8)
    rng = random.Random(8)
    while not finished.is_over():
        finished.apply(rng.choice(finished.legal_actions()))
    app = make_app()
    app.sounds, mixer, clock = fake_sounds(app.settings)
    match = finished.rebuilt(len(finished.actions) - 1)
    app.open_table(match)  # no frame yet, so the bot has not made the last move itself
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    clock.now += 1
    scene.apply(finished.actions[-1], by_bot=match.to_act()[0] == 1)
    for _ in range(120):
        clock.now += 1
        app.step()
    played = names_played(app.sounds, mixer)
    assert played.count("win") == 1 and played[-1] == "win"


# --- which sound for which moment (the presenters) -------------------------------------------------------------------
def sounds_of_playouts(game: str, seats: int, seeds: range, wanted: set[str]) -> dict[str, dict[str, Any]]:
    """The first action of random playouts making each wanted sound, as seat 0's presenter hears it."""
    found: dict[str, dict[str, Any]] = {}
    for seed in seeds:
        match = Match(game, [Seat(f"P{i + 1}") for i in range(seats)], seed, dict(get_rules(game).playout_options))
        presenter = make_presenter(game, match.rules, match.names(), match.options)
        rng = random.Random(seed)
        while not match.is_over() and len(match.actions) < 400 and not wanted <= found.keys():
            action = rng.choice(match.legal_actions())
            before = match.view(0)
            match.apply(action)
            after = match.view(0)
            for name in presenter.sounds(action, before, after, presenter.motions(action, before, after)):
                found.setdefault(name, {"action": action, "after": after})
        if wanted <= found.keys():
            break
    return found


def test_niagara_sounds_the_river_flowing_and_a_canoe_going_over_the_falls():
    found = sounds_of_playouts("niagara", 3, range(1, 6), {"flow", "falls", "place"})
    assert {"flow", "falls", "place"} <= found.keys()
    flow = next(e for e in found["falls"]["after"]["last_events"] if e["type"] == "flow")
    assert flow["over_falls"] and flow["pushes"]
    assert "shuffle" not in found and "win" not in found  # the table adds "win" itself


def test_cabo_sounds_a_shuffle_when_a_round_is_dealt_and_a_draw_from_a_pile():
    found = sounds_of_playouts("cabo", 2, range(1, 4), {"shuffle", "draw", "place"})
    assert {"shuffle", "draw", "place"} <= found.keys()
    assert found["draw"]["action"]["type"] == "draw"
    dealt = found["shuffle"]["after"]
    assert dealt["round"] > 1 and len(dealt["history"]) == dealt["round"] - 1


@pytest.mark.parametrize("game", ["ogallala", "struggle-for-catan"])
def test_cards_drawn_and_placed_sound_in_every_game(game):
    found = sounds_of_playouts(game, 2, range(1, 4), {"draw", "place"})
    assert {"draw", "place"} <= found.keys()


def test_the_default_hears_travelling_cards_only():
    presenter = make_presenter("cabo", get_rules("cabo"), ["A", "B"], {})
    from tablegame.table.model import Motion

    assert presenter.sounds({}, {"round": 1}, {"round": 1}, [Motion("row:0:1", "row:0:1")]) == []
    assert presenter.sounds({}, {"round": 1}, {"round": 1}, [Motion("draw", "drawn"), Motion("drawn", "discard")]) == [
        "draw",
        "place",
    ]


# --- the setting ------------------------------------------------------------------------------------------------------
def test_the_sound_setting_round_trips_and_old_files_have_sound_on(tmp_path):
    path = tmp_path / "settings.json"
    settings = Settings.load(path)
    assert settings.sound is True
    settings.toggle_sound()
    assert json.loads(path.read_text())["sound"] is False and Settings.load(path).sound is False
    path.write_text(json.dumps({"format": "tablegame-settings", "version": 1, "speed": "fast"}))
    old = Settings.load(path)
    assert old.sound is True and old.speed == "fast" and old.problem is None
    path.write_text(json.dumps({"format": "tablegame-settings", "version": 1, "sound": "loud"}))
    damaged = Settings.load(path)
    assert damaged.problem and "sound" in damaged.problem and damaged.sound is True
