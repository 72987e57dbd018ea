"""The CABO gestures and buttons, made from the legal actions given (and the viewer's half-made choice).

Nothing here decides legality: every gesture carries an action found in the legal actions, or a
half-step (`ui`) that only narrows the next gestures.
"""

from __future__ import annotations

from tablegame.app.games.cabo import words
from tablegame.app.games.cabo.choice import Choice
from tablegame.app.games.cabo.items import row_key
from tablegame.games.cabo.catalog import Power
from tablegame.games.cabo.view_types import CaboView
from tablegame.i18n import tr
from tablegame.table.model import Action, ButtonItem, Gesture, TableModel


def add_gestures(
    model: TableModel,
    view: CaboView,
    legal: list[Action],
    names: list[str],
    choice: Choice,
    values: dict[str, int],
    powers: dict[str, Power | None],
) -> None:
    """One gesture per thing the viewer may do now (and the half-steps that lead to them)."""
    viewer = view["seat"]
    assert viewer is not None  # an onlooker has no legal actions
    phase = view["phase"]
    if phase == "peek_start":
        _peek_start(model, view, legal, choice)
    elif phase == "turn":
        for action in legal:
            if action["type"] == "draw" and action["source"] == "deck":
                model.gestures.append(Gesture("click", "draw", tr(words.DRAW_DECK), action=action, hotkey="d"))
            elif action["type"] == "draw":
                top = view["discard"][0]
                model.gestures.append(
                    Gesture("click", "discard", words.take_discard(values[top]), action=action, hotkey="t")
                )
            elif action["type"] == "call_cabo":
                model.buttons.append(ButtonItem("call", "actions", tr(words.CALL_BUTTON)))
                model.gestures.append(Gesture("button", "call", tr(words.CALL), action=action, hotkey="c"))
    elif choice.mode is not None:
        _aim_power(model, legal, viewer, names, choice, choice.mode)
    else:
        _drawn(model, view, legal, viewer, choice, powers)


def _peek_start(model: TableModel, view: CaboView, legal: list[Action], choice: Choice) -> None:
    """Click two cards: the first click chooses, the second one looks at both."""
    viewer = view["seat"]
    assert viewer is not None  # an onlooker has no legal actions
    pairs = {tuple(a["positions"]): a for a in legal if a["type"] == "peek_start"}
    chosen = sorted(choice.selection)
    for position in range(len(view["rows"][viewer])):
        key = row_key(viewer, position)
        if position in choice.selection:
            model.gestures.append(Gesture("click", key, words.unchoose(position), ui=f"select:{position}"))
        elif len(chosen) == 1:
            pair = tuple(sorted((chosen[0], position)))
            if pair in pairs:
                model.gestures.append(Gesture("click", key, words.look_at_pair(pair), action=pairs[pair]))
        elif any(position in pair for pair in pairs):
            model.gestures.append(Gesture("click", key, words.choose_to_look(position), ui=f"select:{position}"))


def _drawn(
    model: TableModel, view: CaboView, legal: list[Action], viewer: int, choice: Choice, powers: dict[str, Power | None]
) -> None:
    """Drag the drawn card onto own cards (replace) or the discard pile; choose cards; powers."""
    by_positions = {tuple(a["positions"]): a for a in legal if a["type"] == "replace"}
    chosen = tuple(sorted(choice.selection))
    row = view["rows"][viewer]
    for position in range(len(row)):
        key = row_key(viewer, position)
        if len(chosen) >= 2 and position in choice.selection and chosen in by_positions:
            model.gestures.append(
                Gesture("drag", "drawn", words.replace_many(chosen), key, action=by_positions[chosen])
            )
        elif (position,) in by_positions:
            model.gestures.append(
                Gesture("drag", "drawn", words.replace_one(position), key, action=by_positions[(position,)])
            )
    for position in range(len(row)):
        key = row_key(viewer, position)
        if position in choice.selection:
            model.gestures.append(Gesture("click", key, words.unchoose(position), ui=f"select:{position}"))
        elif len(row) > 1 and any(position in p and len(p) > 1 for p in by_positions):
            model.gestures.append(Gesture("click", key, words.choose_for_replace(position), ui=f"select:{position}"))
    discard = next((a for a in legal if a["type"] == "discard"), None)
    card = view["drawn"]["card"] if view["drawn"] else None
    power = powers.get(card or "")
    if discard is not None:
        model.gestures.append(Gesture("drag", "drawn", tr(words.DISCARD), "discard", action=discard))
        model.buttons.append(ButtonItem("discard-button", "actions", tr(words.DISCARD_BUTTON)))
        model.gestures.append(Gesture("button", "discard-button", tr(words.DISCARD), action=discard, hotkey="x"))
    if power is not None and any(a["type"] == power for a in legal):
        label = words.use_power(power)
        model.gestures.append(Gesture("drag", "drawn", label, "discard", ui=f"power:{power}"))
        model.buttons.append(ButtonItem("power-button", "actions", words.power_button(power)))
        model.gestures.append(Gesture("button", "power-button", label, ui=f"power:{power}", hotkey="p"))
    if choice.selection:
        model.buttons.append(ButtonItem("clear-button", "actions", tr(words.CLEAR_BUTTON)))
        model.gestures.append(Gesture("button", "clear-button", tr(words.CLEAR), ui="cancel"))


def _aim_power(
    model: TableModel, legal: list[Action], viewer: int, names: list[str], choice: Choice, mode: Power
) -> None:
    """Aiming a power: click the card to look at, or your card then theirs to swap."""
    if mode == "peek":
        for a in legal:
            if a["type"] == "peek":
                model.gestures.append(
                    Gesture("click", row_key(viewer, a["position"]), words.look_own(a["position"]), action=a)
                )
    elif mode == "spy":
        for a in legal:
            if a["type"] == "spy":
                model.gestures.append(
                    Gesture(
                        "click",
                        row_key(a["target"], a["position"]),
                        words.look_other(names, a["target"], a["position"]),
                        action=a,
                    )
                )
    elif mode == "swap":
        swaps = [a for a in legal if a["type"] == "swap"]
        for position in sorted({a["position"] for a in swaps}):
            if position != choice.swap_own:
                model.gestures.append(
                    Gesture("click", row_key(viewer, position), words.swap_own(position), ui=f"swap_own:{position}")
                )
        for a in swaps:
            label = words.swap(names, a)
            target = row_key(a["target"], a["target_position"])
            model.gestures.append(Gesture("drag", row_key(viewer, a["position"]), label, target, action=a))
            if a["position"] == choice.swap_own:
                model.gestures.append(Gesture("click", target, label, action=a))
    model.buttons.append(ButtonItem("back-button", "actions", words.back_button(mode)))
    model.gestures.append(Gesture("button", "back-button", words.back(mode), ui="cancel"))
