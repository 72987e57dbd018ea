"""Table settings that are not game options: the pace of bot moves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Speed = Literal["slow", "normal", "fast", "instant"]

# speed name -> (seconds a card travels, pause after each bot action)
SPEEDS: dict[Speed, tuple[float, float]] = {
    "slow": (0.4, 1.2),
    "normal": (0.25, 0.6),
    "fast": (0.12, 0.2),
    "instant": (0.0, 0.0),
}


@dataclass
class Settings:
    """What the player chose in the menu."""

    speed: Speed = "normal"

    @property
    def travel(self) -> float:
        """Seconds a card takes to travel."""
        return SPEEDS[self.speed][0]

    @property
    def pause(self) -> float:
        """Seconds of pause after a bot's action."""
        return SPEEDS[self.speed][1]

    def next_speed(self) -> None:
        """Cycle to the next speed."""
        names = list(SPEEDS)
        self.speed = names[(names.index(self.speed) + 1) % len(names)]
