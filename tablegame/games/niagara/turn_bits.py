"""A turn's progress as one number (`NiagaraState.turn`, NIA-18): tables of what the actor may still do and of
what a move leaves, made once for every combination of the bits, so a decision reads one field and one table."""

from __future__ import annotations

# The bits of `NiagaraState.turn` (a cloud turn is 0: the card says it is one)
TURN_MUST = (1, 2)  # [boat] on the river when the turn began: it must move (NIA-18)
TURN_DOCK = (4, 8)  # [boat] at the dock when the turn began: it may launch
TURN_MOVED = (16, 32)  # [boat] moved this turn
TURN_LAUNCHED = 64  # a boat left the dock this turn

MAY_FIRST, MAY_SECOND, MAY_END = 1, 2, 4  # the bits of a turn's shape: boat 0 or 1 may move; the turn may end
_ALL = 128  # every combination of the TURN_* bits


def may(turn: int) -> int:
    """NIA-18 on the turn's bits: which boats may move and whether the turn may end now (0: the turn is over).
    A boat on the river must move once; a boat at the dock may launch, one a turn; a turn with no boat on the
    river must launch one; the turn may end early only when every due move is made and a launch is not."""
    launched = turn & TURN_LAUNCHED
    shape = 0
    owed = docked = False  # a boat on the river still to move; a boat still at the dock
    for number, bit in enumerate((MAY_FIRST, MAY_SECOND)):
        if turn & TURN_MOVED[number]:
            continue
        must, dock = turn & TURN_MUST[number], turn & TURN_DOCK[number]
        owed = owed or bool(must)
        docked = docked or bool(dock)
        if must or (dock and not launched):
            shape |= bit
    must_launch = turn & (TURN_DOCK[0] | TURN_DOCK[1]) and not turn & (TURN_MUST[0] | TURN_MUST[1])
    if not launched and docked and not must_launch and not owed:
        shape |= MAY_END
    return shape


def after(turn: int, number: int) -> int:
    """The turn's bits after boat `number` (one that may move) moved: moved, and launched if it was docked."""
    return turn | TURN_MOVED[number] | (TURN_LAUNCHED if turn & TURN_DOCK[number] else 0)


def start_bits(dock: int, falls: int) -> tuple[int, ...]:
    """[slot] -> the bits of boat 0 beginning a turn there (boat 1's are these shifted left by one)."""
    return tuple(TURN_DOCK[0] if slot == dock else TURN_MUST[0] if slot < falls else 0 for slot in range(falls + 1))


def from_fields(moved: list[bool], must: list[bool], launched: bool, docked: list[bool]) -> int:
    """The bits of a turn told field by field (a view's); `docked`: each boat at the dock when the turn began."""
    turn = TURN_LAUNCHED if launched else 0
    for number in (0, 1):
        turn |= (
            (TURN_MOVED[number] if moved[number] else 0)
            | (TURN_MUST[number] if must[number] else 0)
            | (TURN_DOCK[number] if docked[number] else 0)
        )
    return turn


SHAPE = tuple(may(turn) for turn in range(_ALL))  # [turn] -> may(turn)
AFTER = tuple(tuple(after(turn, number) for turn in range(_ALL)) for number in (0, 1))  # [number][turn]
