"""The Ogallala bots' knobs: every judgment their shared machinery weighs, in one frozen record per level.

The defaults are `normal`'s taste; `easy` differs only in its position weights (and its careless share).
`hard` plays HAND_TUNED: an automatic search of these knobs against `normal` (bench/ogallala_tune.py) found no
set that beat it on held-out deals (bench/RESULTS.md).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from tablegame.games.ogallala.heuristics import NORMAL, Weights


@dataclass(frozen=True)
class Knobs:
    """What a bot's choices weigh, in the planner's points (a canoe's points) unless said otherwise."""

    weights: Weights = NORMAL  # how a grid's canoes and plans are valued
    continue_bonus: float = 1.0  # placing without a stop, so drawing again
    axe_fear: float = 1.0  # weight of the chance that drawing on brings the axe onto the cheapest complete canoe
    discard_value: float = 0.0  # a discard (it stops the turn, so no axe)
    attack_share: float = 0.8  # share of a new canoe's best attack that its completion is worth
    complete_bonus: float = 0.0  # a newly completed canoe, a step in the race to three
    late_complete_bonus: float = 0.0  # added to a completion, times the share of the deck drawn
    rival_complete_bonus: float = 0.0  # added to a completion, per complete canoe (up to 3) of the nearest rival
    race_bonus: float = 0.0  # a completion that lets the seat end the game as the leader
    race_harm: float = 0.0  # weight of the completion chances a victim loses (race_value) in the harm done
    leader_weight: float = 0.5  # extra weight of harm done to the best-placed opponent
    leader_canoes: float = 0.3  # points a complete canoe adds to an opponent's standing
    prospect_loot: float = 3.0  # a loot card aboard a canoe a new canoe could attack
    lasso_gain: float = 1.0  # weight of what a lassoed card adds to the own grid
    lasso_bonus: float = 0.0  # a lassoed canoe end or totem, and a lassoed card that completes a canoe
    shoot_strength: float = 0.3  # per strength of a shot Indian (a weaker canoe threatens us less)
    shoot_end_bonus: float = 0.0  # shooting a pathfinder or steersman
    booty_share: float = 0.7  # share of the booty's place in the own grid an attack is worth
    attack_strength: float = 0.5  # per strength of an attacked canoe
    sink_strength: float = 0.5  # per strength of a complete canoe, when choosing which the axe takes


NORMAL_KNOBS = Knobs()

# `hard` as it was hand-tuned (issue 30 rounds 1-3): 61-62% against `normal` at 2 seats
HAND_TUNED = Knobs(
    weights=Weights(p_end=0.3),
    continue_bonus=30.0,
    race_bonus=100.0,
    race_harm=30.0,
    lasso_bonus=30.0,
    shoot_end_bonus=10.0,
)


def knob_names() -> list[str]:
    """The numeric knobs' names, the position weights' as `weights.<name>`."""
    inner = [f"weights.{f.name}" for f in fields(Weights)]
    return inner + [f.name for f in fields(Knobs) if f.name != "weights"]


def knobs_from(values: dict[str, float], base: Knobs = NORMAL_KNOBS) -> Knobs:
    """`base` with the named knobs (as `knob_names` spells them) set; an unknown name is an error."""
    known = set(knob_names())
    unknown = sorted(set(values) - known)
    if unknown:
        raise ValueError(f"unknown Ogallala bot knobs: {', '.join(unknown)}")
    inner = {k.removeprefix("weights."): float(v) for k, v in values.items() if k.startswith("weights.")}
    outer = {k: float(v) for k, v in values.items() if not k.startswith("weights.")}
    return replace(base, weights=replace(base.weights, **inner), **outer)


def knob_values(knobs: Knobs) -> dict[str, float]:
    """Every numeric knob by name (the inverse of `knobs_from`)."""
    inner = {f"weights.{f.name}": float(getattr(knobs.weights, f.name)) for f in fields(Weights)}
    return inner | {f.name: float(getattr(knobs, f.name)) for f in fields(Knobs) if f.name != "weights"}
