"""Gestures from the Niagara legal actions: drag a paddle card, a canoe or the weather marker; buttons."""

from __future__ import annotations

from dataclasses import replace

from tablegame.app.games.niagara.keys import DOCK, FALLS, boat_key
from tablegame.app.games.niagara.words import badge, gem_a, move_label, signed
from tablegame.table.model import Action, ButtonItem, Gesture, TableModel
from tablegame.table.presenter import View


def gestures(model: TableModel, view: View, legal: list[Action], names: list[str]) -> None:
    """One gesture per legal action (drags first, then buttons)."""
    viewer = view["seat"]
    for action in legal:
        kind = action["type"]
        if kind == "choose":
            card = action["card"]
            label = ("Play the cloud face down (you will move the weather instead of your canoes)"
                     if card == "cloud" else f"Play paddle card {card} face down")
            model.gestures.append(Gesture("drag", f"hand:{card}", label, f"choice:{viewer}", action=action,
                                          hotkey="c" if card == "cloud" else str(card)))
        elif kind == "move":
            move_gestures(model, view, action, names)
        elif kind == "weather":
            new = view["weather"] + action["delta"]
            faster = "the river flows faster" if action["delta"] > 0 else "the river flows slower"
            label = f"Move the weather marker to {signed(new)} ({faster})"
            model.gestures.append(Gesture("drag", "wmarker", label, f"wcell:{new}", action=action))
            model.gestures.append(Gesture("click", f"wcell:{new}", label, action=action))
            key = "weather-up" if action["delta"] > 0 else "weather-down"
            model.buttons.append(ButtonItem(key, "actions", f"Weather {signed(action['delta'])} "
                                                            f"(to {signed(new)})"))
            model.gestures.append(Gesture("button", key, label, action=action,
                                          hotkey="u" if action["delta"] > 0 else "d"))
        elif kind == "end_move":
            docked = [b for b, boat in enumerate(view["boats"][viewer]) if boat["at"] == DOCK
                      and not (view["turn"] and view["turn"]["moved"][b])]
            which = f"canoe {docked[0] + 1}" if len(docked) == 1 else "the other canoe"
            model.buttons.append(ButtonItem("end-move", "actions", f"Keep {which} docked"))
            model.gestures.append(Gesture("button", "end-move", f"Keep {which} at the dock and end your turn",
                                          action=action, hotkey="e"))
        elif kind in ("recover", "pass"):
            recovery_gesture(model, view, action)


def plain_badges(model: TableModel) -> None:
    """Where a slot offers gem operations too, the plain move there says "just move"."""
    badged = {(g.source, g.target) for g in model.gestures if g.kind == "drag" and g.badge}
    for i, g in enumerate(model.gestures):
        if g.kind == "drag" and not g.badge and (g.source, g.target) in badged:
            model.gestures[i] = replace(g, badge="just move")


def move_gestures(model: TableModel, view: View, action: Action, names: list[str]) -> None:
    """Drag the canoe to the end slot (or click the canoe, then the slot)."""
    seat, boat = action["seat"], action["boat"]
    model.gestures.append(Gesture("drag", boat_key(seat, boat), move_label(view, action, names),
                                  f"slot:{action['to']}", action=action, badge=badge(view, action, names)))


def recovery_gesture(model: TableModel, view: View, action: Action) -> None:
    """Buttons for a recovery decision: pay a gem (or nothing), or leave the canoe at the falls."""
    seat = action["seat"]
    lost = [b for b, boat in enumerate(view["boats"][seat]) if boat["at"] == FALLS]
    which = f"canoe {lost[0] + 1}" if lost else "a canoe"
    if action["type"] == "pass":
        model.buttons.append(ButtonItem("recover-pass", "actions", "Leave it lost"))
        model.gestures.append(Gesture("button", "recover-pass", f"Leave {which} at the falls (keep your gems)",
                                      action=action, hotkey="l"))
        return
    pay = action["pay"]
    key = f"recover-{pay or 'free'}"
    if pay is None:
        text = "Recover for free"
        long = f"Recover {which} for free (no gems, no canoe): it goes to the dock"
    else:
        text = f"Pay {gem_a(view, pay)}"
        long = f"Pay {gem_a(view, pay)} from home back to its site; {which} goes to the dock"
    model.buttons.append(ButtonItem(key, "actions", text))
    model.gestures.append(Gesture("button", key, long, action=action))
    if pay is not None:
        model.gestures.append(Gesture("click", f"home:{seat}:{pay}", long, action=action))
