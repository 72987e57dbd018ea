"""The program's own sounds: made here at first use (filtered noise, sine tones) and played unless muted.

Nothing is loaded from files: each sound is synthesized with the standard library as 16-bit mono PCM,
wrapped in an in-memory WAV so that SDL converts it to whatever format the audio device was opened
with, and handed to pygame's mixer. Without an audio device the program plays nothing and says so
once in the log.
"""

from __future__ import annotations

import array
import io
import logging
import math
import random
import sys
import threading
import time
import wave
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any, Protocol

log = logging.getLogger("tablegame")

RATE = 22050  # samples a second: plenty for short, soft sounds, and half the work of 44.1 kHz
FULL_SCALE = 32767
SEED = 1917  # the noise is the same every run, so a sound never changes between starts
MIN_GAP = 0.05  # seconds: a sound asked for again sooner than this (or half its length) is not restarted


# --- synthesis: every function returns samples in -1..1 -----------------------------------------------------
def noise(count: int, rng: random.Random) -> list[float]:
    """White noise."""
    return [rng.uniform(-1.0, 1.0) for _ in range(count)]


def ease(t: float) -> float:
    """A smooth rise from 0 to 1 as t goes from 0 to 1."""
    return math.sin(0.5 * math.pi * t) ** 2


def smoothing(cutoff: float) -> float:
    """The coefficient of a one-pole low-pass filter with this cutoff frequency (Hz)."""
    return 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)


def low_pass(samples: list[float], cutoffs: Callable[[int], float]) -> list[float]:
    """A one-pole low-pass filter whose cutoff may change with the sample index (a sweep)."""
    out = []
    level = 0.0
    for i, x in enumerate(samples):
        level += smoothing(cutoffs(i)) * (x - level)
        out.append(level)
    return out


def high_pass(samples: list[float], cutoff: float) -> list[float]:
    """What a fixed low-pass filter removes: the samples less their low part."""
    low = low_pass(samples, lambda _i: cutoff)
    return [x - y for x, y in zip(samples, low, strict=True)]


def decay(count: int, attack: float, half_life: float) -> list[float]:
    """A linear rise over `attack` seconds, then an exponential fall halving every `half_life` seconds."""
    rise = max(1, int(attack * RATE))
    return [i / rise if i < rise else 0.5 ** ((i - rise) / (half_life * RATE)) for i in range(count)]


def swell(count: int, peak_at: float) -> list[float]:
    """A smooth rise and fall over `count` samples, at its highest `peak_at` (0..1) of the way through."""
    top = max(1, int(peak_at * count))
    out = []
    for i in range(count):
        t = i / top if i < top else 1.0 - (i - top) / max(1, count - top)
        out.append(ease(t))
    return out


def times(a: list[float], b: list[float]) -> list[float]:
    """Two signals multiplied sample by sample."""
    return [x * y for x, y in zip(a, b, strict=True)]


def mix_at(into: list[float], samples: list[float], start: int) -> None:
    """Add `samples` into `into` from `start` on (what does not fit is dropped)."""
    for i, x in enumerate(samples[: max(0, len(into) - start)]):
        into[start + i] += x


def burst(seconds: float, rng: random.Random, low: float, high: float) -> list[float]:
    """A soft swish: band-passed noise with a quick attack and decay (a card sliding)."""
    count = int(seconds * RATE)
    band = high_pass(low_pass(noise(count, rng), lambda i: high - (high - low) * i / count), low)
    return times(band, decay(count, 0.004, seconds / 5))


def tone(seconds: float, frequency: float, half_life: float, overtone: float = 0.0) -> list[float]:
    """A sine (with a little of its octave) that rings out."""
    count = int(seconds * RATE)
    step = 2.0 * math.pi * frequency / RATE
    envelope = decay(count, 0.003, half_life)
    return [(math.sin(step * i) + overtone * math.sin(2 * step * i)) * envelope[i] for i in range(count)]


def draw_sound(rng: random.Random) -> list[float]:
    """A card drawn: one short swish, brighter at its start."""
    return burst(0.14, rng, 900.0, 5000.0)


def place_sound(rng: random.Random) -> list[float]:
    """A card or piece put down: a low, short tap with a touch of soft noise."""
    thump = tone(0.11, 190.0, 0.018, overtone=0.3)
    touch = times(low_pass(noise(len(thump), rng), lambda _i: 1800.0), decay(len(thump), 0.001, 0.006))
    return [a + 0.6 * b for a, b in zip(thump, touch, strict=True)]


def shuffle_sound(rng: random.Random) -> list[float]:
    """A deck shuffled: a few swishes in a quick, slightly uneven rhythm."""
    out = [0.0] * int(0.48 * RATE)
    start = 0.0
    for _ in range(5):
        mix_at(out, burst(rng.uniform(0.05, 0.08), rng, 1200.0, 6000.0), int(start * RATE))
        start += rng.uniform(0.065, 0.085)
    return out


def water_sound(rng: random.Random, seconds: float, cutoff: float, peak_at: float, ripple: float) -> list[float]:
    """Water moving: noise whose brightness wavers slowly, under a swell."""
    count = int(seconds * RATE)
    wobble = 2.0 * math.pi * ripple / RATE
    water = low_pass(noise(count, rng), lambda i: cutoff * (1.0 + 0.35 * math.sin(wobble * i)))
    return times(high_pass(water, 60.0), swell(count, peak_at))


def flow_sound(rng: random.Random) -> list[float]:
    """The river flowing: a gentle, bright swell."""
    return water_sound(rng, 0.55, 1400.0, 0.4, 7.0)


def falls_sound(rng: random.Random) -> list[float]:
    """A canoe going over the falls: a lower, fuller rush that rises late."""
    return water_sound(rng, 0.58, 500.0, 0.6, 3.0)


def win_sound(rng: random.Random) -> list[float]:
    """The game won: three rising notes of a major chord, each ringing on under the next."""
    out = [0.0] * int(0.58 * RATE)
    for n, frequency in enumerate((523.25, 659.25, 783.99)):  # C5, E5, G5
        mix_at(out, tone(0.58 - 0.12 * n, frequency, 0.09 + 0.03 * n, overtone=0.15), int(0.12 * n * RATE))
    return out


# name -> (how it is made, its peak as a share of full scale: all well below it, the taps loudest)
SOUNDS: dict[str, tuple[Callable[[random.Random], list[float]], float]] = {
    "draw": (draw_sound, 0.22),
    "place": (place_sound, 0.28),
    "shuffle": (shuffle_sound, 0.2),
    "flow": (flow_sound, 0.16),
    "falls": (falls_sound, 0.2),
    "win": (win_sound, 0.22),
}


def to_pcm(samples: list[float], peak: float) -> array.array[int]:
    """16-bit samples scaled so the loudest is `peak` of full scale, faded in and out so nothing clicks.

    The fade in is a few milliseconds (a tap keeps its edge); the fade out is longer, so a chime that still
    rings at the end dies away instead of stopping.
    """
    loudest = max((abs(x) for x in samples), default=0.0) or 1.0
    scale = peak * FULL_SCALE / loudest
    out = array.array("h", (round(x * scale) for x in samples))
    fade_in, fade_out = min(len(out) // 2, int(0.004 * RATE)), min(len(out) // 2, int(0.04 * RATE))
    for i in range(fade_in):
        out[i] = round(out[i] * ease(i / fade_in))
    for i in range(fade_out):
        out[-1 - i] = round(out[-1 - i] * ease(i / fade_out))
    return out


@cache
def pcm(name: str) -> array.array[int]:
    """One sound's 16-bit mono samples at RATE (made once per process; each has its own fixed seed)."""
    make, peak = SOUNDS[name]
    return to_pcm(make(random.Random(f"{SEED}:{name}")), peak)


def make_all() -> None:
    """Make every sound's samples (kept for the process)."""
    for name in SOUNDS:
        pcm(name)


def wav_bytes(samples: array.array[int]) -> bytes:
    """A mono 16-bit WAV file of the samples, in memory."""
    data = array.array("h", samples)
    if sys.byteorder == "big":  # WAV samples are little-endian
        data.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())
    return buffer.getvalue()


# --- playing -----------------------------------------------------------------------------------------------------
class Switch(Protocol):
    """Where the mute switch is kept (the settings, which remember it)."""

    sound: bool

    def toggle_sound(self) -> None:
        """Turn the sounds off or on (and keep the choice)."""


class Sounds:
    """The sounds the App plays: the mixer is opened at the first sound played, never while muted.

    No audio device (or no mixer in this pygame) means silence: one line in the log, no error.
    """

    def __init__(self, switch: Switch, mixer: Any = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.switch = switch
        self.mixer = mixer  # pygame.mixer, or a stand-in in tests
        self.clock = clock
        self.loaded: dict[str, Any] | None = None
        self.unavailable = False  # the mixer could not be opened: never tried again
        self.started: dict[str, float] = {}  # when each sound last started

    @property
    def on(self) -> bool:
        """True unless the player muted the sounds."""
        return self.switch.sound

    def prepare(self) -> None:
        """Make the samples in a background thread (about 70 ms of work), so the first move's frame need not."""
        if self.on:
            threading.Thread(target=make_all, name="sounds", daemon=True).start()

    def play(self, names: Iterable[str]) -> list[str]:
        """Start these sounds together (each once); returns the ones started (none while muted or silent)."""
        wanted = [name for name in dict.fromkeys(names) if name in SOUNDS]
        if not wanted or not self.on:
            return []
        sounds = self._ready()
        if sounds is None:
            return []
        now = self.clock()
        started = []
        for name in wanted:
            gap = max(MIN_GAP, len(pcm(name)) / RATE / 2)
            if now - self.started.get(name, -math.inf) < gap:
                continue  # asked for again at once (bots playing instantly): one sound, not a buzz
            self.started[name] = now
            sounds[name].play()
            started.append(name)
        return started

    def toggle(self) -> None:
        """Mute or unmute (and keep the choice); muting stops what is playing at once."""
        self.switch.toggle_sound()
        if not self.on and self.loaded is not None:
            self.mixer.stop()

    def _ready(self) -> dict[str, Any] | None:
        """The mixer's sounds, opening the mixer and making them the first time; None if there is no sound."""
        if self.loaded is not None or self.unavailable:
            return self.loaded
        try:
            if self.mixer is None:
                import pygame

                self.mixer = pygame.mixer
            if not self.mixer.get_init():
                self.mixer.init(buffer=512)  # a short buffer: the tap is heard as the card lands
            self.loaded = {name: self.mixer.Sound(file=io.BytesIO(wav_bytes(pcm(name)))) for name in SOUNDS}
        except (RuntimeError, OSError, ImportError) as exc:  # pygame.error, or NotImplementedError: no mixer
            self.unavailable = True
            log.info("no sound: %s", exc or type(exc).__name__)
            return None
        return self.loaded
