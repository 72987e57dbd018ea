"""The board's animation: cards and pieces flying between places, and the message line's timer.

A collaborator of `Board` (board.py): it asks the geometry where a card is and where it goes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tablegame.table.board_geometry import BoardGeometry
from tablegame.table.model import FACE, Motion

FLY_BACK_SECONDS = 0.2
MESSAGE_SECONDS = 5.0


@dataclass
class Flight:
    """A card picture travelling between two rectangles."""

    image_key: tuple[str | None, str]
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    hide: str | None  # item key not drawn until the flight lands
    delay: float = 0.0
    elapsed: float = 0.0
    place: tuple[int, int] | None = None  # the centre of the place a leg heads for, before pieces stand apart

    @property
    def done(self) -> bool:
        """True once the card has arrived."""
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        """How far along its way the card is, from 0 (leaving) to 1 (arrived)."""
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration)) if self.duration > 0 else 1.0

    @property
    def height(self) -> float:
        """How high over the table the card travels now (0 to 1): it rises as it leaves and settles as it lands,
        which its shadow shows."""
        return float(math.sin(math.pi * self.progress) ** 0.5)

    def rect(self) -> pygame.Rect:
        """Where the card is now (eased)."""
        t = 1 - (1 - self.progress) ** 3

        def lerp(a: int, b: int) -> int:
            return round(a + (b - a) * t)

        return pygame.Rect(
            lerp(self.start.x, self.end.x),
            lerp(self.start.y, self.end.y),
            lerp(self.start.w, self.end.w),
            lerp(self.start.h, self.end.h),
        )


class BoardMotion:
    """What moves on its own: flights of cards and the message that fades after a few seconds."""

    def __init__(self, geometry: BoardGeometry) -> None:
        self.geometry = geometry
        self.flights: list[Flight] = []
        self.last_dt = 1 / 60  # the last frame's time: the next one's, likely
        self.message = ""
        self.message_left = 0.0

    def say(self, text: str, quiet: bool = False) -> None:
        """Show one line under the status line for a few seconds."""
        self.message = text
        self.message_left = MESSAGE_SECONDS

    def unsay(self, text: str) -> None:
        """Take a message back if it is still shown (it was for one player's eyes)."""
        if self.message == text:
            self.message, self.message_left = "", 0.0

    def fly_back(self, key: str, start: pygame.Rect) -> None:
        """Send a dropped card back to its place (about 0.2 s)."""
        item = self.geometry.model.item(key)
        end = self.geometry.rects.get(key)
        if item is None or end is None:
            return
        self.flights.append(Flight((item.card, item.look), start, end, FLY_BACK_SECONDS, key))

    def fly(
        self, image_key: tuple[str | None, str], start: pygame.Rect, end_key: str, duration: float, delay: float = 0.0
    ) -> None:
        """Animate a card from a rectangle to an item's place, hiding that item until it lands."""
        end = self.geometry.rects.get(end_key)
        if end is None or duration <= 0:
            return
        self.flights.append(Flight(image_key, start, end, duration, end_key, delay))

    @property
    def animating(self) -> bool:
        """True while cards are travelling."""
        return bool(self.flights)

    def update(self, dt: float) -> None:
        """Advance animations and the message timer."""
        self.last_dt = dt
        for flight in self.flights:
            flight.elapsed += dt
        self.flights = [f for f in self.flights if not f.done]
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""

    def fly_motions(self, moves: Sequence[tuple[Motion, pygame.Rect]], travel: float) -> None:
        """Animate the motions of one move, each from its start (`fly_motion`); pieces passing one place stand
        apart once all are planned (a flow of 30 pieces stood apart after each one took 4 ms)."""
        legs = False
        for motion, start in moves:
            legs = self.fly_motion(motion, start, travel) or legs
        if legs:
            self._stand_apart()

    def fly_motion(self, motion: Motion, start: pygame.Rect, travel: float) -> bool:
        """Plan a motion: straight to its target, or leg by leg through the centres of its `via` items (True:
        legs were planned, to stand apart from the pieces passing the same places, `fly_motions`).

        Every leg takes `travel` seconds; a repeated via key is a pause of one leg. On the legs before the
        last the piece keeps its starting size and shows `lead_card` if given (an upright canoe that
        capsizes on the last leg); the last leg lands on the target with the target's own picture.
        """
        image = self.geometry.card_image_key(motion.target)
        if motion.card is not None:  # the travelling card's own face, e.g. one of several onto a pile
            image = (motion.card, FACE)
        if not motion.via and motion.lead_card is None:
            self.fly(image, start, motion.target, travel)
            return False
        end = self.geometry.rects.get(motion.target)
        if end is None or travel <= 0:
            return False
        lead = (motion.lead_card, image[1]) if motion.lead_card is not None else image
        here, delay = start, 0.0
        for key in motion.via:
            centre = self.geometry.rects.get(key)
            if centre is None:
                continue
            there = pygame.Rect(0, 0, *start.size)
            there.center = centre.center
            self.flights.append(Flight(lead, here, there, travel, motion.target, delay, place=centre.center))
            here, delay = there, delay + travel
        self.flights.append(Flight(image, here, end, travel, motion.target, delay))
        return True

    def _stand_apart(self) -> None:
        """Pieces of one size passing one place on the same leg stand in a column there, as pieces sharing a
        place do at rest, so none hides another while they travel (alike pictures, such as discs waiting on a pile,
        may lie on one another). A leg's end is the next leg's start (one
        rectangle), so moving it keeps every route whole."""
        groups: dict[tuple[tuple[int, int], float, tuple[int, int]], list[Flight]] = {}
        for flight in self.flights:
            if flight.place is not None:
                groups.setdefault((flight.place, flight.delay, flight.end.size), []).append(flight)
        for (place, _, (_, h)), legs in groups.items():
            pieces = list(dict.fromkeys(flight.hide for flight in legs))
            if len({flight.image_key for flight in legs}) < 2:
                continue
            step = h * 1.1 * min(1.0, 3 / max(1, len(pieces) - 1))  # a crowd overlaps a little, like a stack
            for flight in legs:
                offset = (pieces.index(flight.hide) - (len(pieces) - 1) / 2) * step
                flight.end.center = (place[0], round(place[1] + offset))
