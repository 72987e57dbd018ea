"""Gestures from the Niagara legal actions: drag a paddle card, a canoe or the weather marker; buttons."""

from __future__ import annotations

from dataclasses import replace

from tablegame.app.games.niagara import words
from tablegame.app.games.niagara.keys import DOCK, FALLS, boat_key
from tablegame.games.niagara.view_types import NiagaraView
from tablegame.i18n import tr
from tablegame.table.model import Action, ButtonItem, Gesture, TableModel


def gestures(model: TableModel, view: NiagaraView, legal: list[Action], names: list[str]) -> None:
    """One gesture per legal action (drags first, then buttons)."""
    viewer = view["seat"]
    if viewer is None:
        return  # an onlooker has no legal action
    for action in legal:
        kind = action["type"]
        if kind == "choose":
            card = action["card"]
            model.gestures.append(
                Gesture(
                    "drag",
                    f"hand:{card}",
                    words.choose_label(card),
                    f"choice:{viewer}",
                    action=action,
                    hotkey="c" if card == "cloud" else str(card),
                )
            )
        elif kind == "move":
            move_gestures(model, view, action, names)
        elif kind == "weather":
            new = view["weather"] + action["delta"]
            label, button = words.weather_labels(view["weather"], action["delta"])
            model.gestures.append(Gesture("drag", "wmarker", label, f"wcell:{new}", action=action))
            model.gestures.append(Gesture("click", f"wcell:{new}", label, action=action))
            key = "weather-up" if action["delta"] > 0 else "weather-down"
            model.buttons.append(ButtonItem(key, "actions", button))
            model.gestures.append(
                Gesture("button", key, label, action=action, hotkey="u" if action["delta"] > 0 else "d")
            )
        elif kind == "end_move":
            docked = [
                b
                for b, boat in enumerate(view["boats"][viewer])
                if boat["at"] == DOCK and not (view["turn"] and view["turn"]["moved"][b])
            ]
            which = words.canoe_words(docked, tr("the other canoe"))
            button, label = words.keep_docked_labels(which)
            model.buttons.append(ButtonItem("end-move", "actions", button))
            model.gestures.append(Gesture("button", "end-move", label, action=action, hotkey="e"))
        elif kind in ("recover", "pass"):
            recovery_gesture(model, view, action)


def target_badges(model: TableModel, view: NiagaraView, names: list[str]) -> None:
    """Each lit slot gets one short badge saying what a drop there may do besides moving (words.slot_badge),
    the same on every gesture to it, so the table draws one line per slot and neighbours never overlap."""
    by_target: dict[tuple[str, str | None], list[int]] = {}
    for i, g in enumerate(model.gestures):
        if g.kind == "drag" and g.action is not None and g.action["type"] == "move":
            by_target.setdefault((g.source, g.target), []).append(i)
    for indices in by_target.values():
        actions = [model.gestures[i].action for i in indices]
        text = words.slot_badge(view, [a for a in actions if a is not None], names)
        for i in indices:
            model.gestures[i] = replace(model.gestures[i], badge=text)


def still_canoes(model: TableModel, view: NiagaraView) -> None:
    """Canoes with no legal move now (moved already, another seat's, lost) are never lifted: a drag says why."""
    movable = {g.source for g in model.gestures if g.kind == "drag"}
    model.still |= {
        boat_key(seat, boat)
        for seat, row in enumerate(view["boats"])
        for boat in range(len(row))
        if boat_key(seat, boat) not in movable
    }


def move_gestures(model: TableModel, view: NiagaraView, action: Action, names: list[str]) -> None:
    """Drag the canoe to the end slot (or click the canoe, then the slot)."""
    seat, boat = action["seat"], action["boat"]
    model.gestures.append(
        Gesture(
            "drag", boat_key(seat, boat), words.move_label(view, action, names), f"slot:{action['to']}", action=action
        )
    )


def recovery_gesture(model: TableModel, view: NiagaraView, action: Action) -> None:
    """Buttons for a recovery decision: pay a gem (or nothing), or leave the canoe at the falls."""
    seat = action["seat"]
    lost = [b for b, boat in enumerate(view["boats"][seat]) if boat["at"] == FALLS]
    which = words.canoe_words(lost[:1], tr("a canoe"))  # the lowest lost canoe comes back first
    if action["type"] == "pass":
        button, label = words.leave_lost_labels(which)
        model.buttons.append(ButtonItem("recover-pass", "actions", button))
        model.gestures.append(Gesture("button", "recover-pass", label, action=action, hotkey="l"))
        return
    pay = action["pay"]
    key = f"recover-{pay or 'free'}"
    text, long = words.recover_labels(view, which, pay)
    model.buttons.append(ButtonItem(key, "actions", text))
    model.gestures.append(Gesture("button", key, long, action=action))
    if pay is not None:
        model.gestures.append(Gesture("click", f"home:{seat}:{pay}", long, action=action))
