"""Ogallala gestures, each carrying one of the legal actions given (ogallala.md §11).

Drag the held card onto a cell (`place`), onto an occupied cell to make room for a set card (`shift`),
or onto the Happy Hunting Ground (`discard`); click a pile to draw; click a card in another player's
area to lasso, shoot or attack it; click an own canoe for the crazy axeman.
"""

from __future__ import annotations

from tablegame.app.games.ogallala import words
from tablegame.app.games.ogallala.cells import cell_key
from tablegame.games.ogallala.view_types import OgView
from tablegame.i18n import tr
from tablegame.table.model import Action, ButtonItem, Gesture, TableModel


def gestures(model: TableModel, view: OgView, legal: list[Action], names: list[str]) -> None:
    """One gesture per thing the viewer may do now (ogallala.md §11)."""
    phase = view["phase"]
    if phase == "draw":
        for a in legal:
            p = a["pile"]
            label = words.draw_label(p, view["piles"][p])
            model.gestures.append(Gesture("click", f"pile:{p}", label, action=a, hotkey=str(p + 1)))
    elif phase == "hold":
        hold_gestures(model, view, legal)
    elif phase in ("lasso", "shoot"):
        steal_gestures(model, view, legal, names)
    elif phase == "sink":
        for a in legal:
            model.gestures.append(
                Gesture("click", cell_key(a["seat"], a["row"], a["col"]), words.sink_label(a), action=a)
            )
    elif phase == "attack":
        attack_gestures(model, view, legal, names)
    elif phase == "end":
        end_gestures(model, view, legal, names)


def hold_gestures(model: TableModel, view: OgView, legal: list[Action]) -> None:
    """Drag the held card: onto a cell (place), onto an occupied cell (shift), onto the discard pile."""
    seat = view["current"]
    held = words.held_words(view)
    for a in legal:
        if a["type"] == "place":
            label = words.place_label(held, a)
            model.gestures.append(Gesture("drag", "held", label, cell_key(seat, a["row"], a["col"]), action=a))
            if view["shift_cell"] is not None:  # the freed cell glows and takes a click too
                model.gestures.append(
                    Gesture("click", cell_key(seat, a["row"], a["col"]), words.freed_cell_label(held), action=a)
                )
    for a in legal:
        if a["type"] == "shift":
            v = a["from_col"] if a["by"] > 0 else a["to_col"]
            model.gestures.append(
                Gesture("drag", "held", words.shift_label(held, a, v), cell_key(seat, a["row"], v), action=a)
            )
    discard = next((a for a in legal if a["type"] == "discard"), None)
    if discard is not None:
        label = words.discard_label(held, view)
        model.gestures.append(Gesture("drag", "held", label, "discard", action=discard))
        model.buttons.append(ButtonItem("discard-button", "actions", tr(words.BUTTONS["discard-button"])))
        model.gestures.append(Gesture("button", "discard-button", label, action=discard, hotkey="x"))


def steal_gestures(model: TableModel, view: OgView, legal: list[Action], names: list[str]) -> None:
    """Lasso or archer: click the card to take or shoot; or pass."""
    for a in legal:
        if a["type"] in ("lasso", "shoot"):
            model.gestures.append(
                Gesture("click", cell_key(a["target"], a["row"], a["col"]), words.steal_label(view, a, names), action=a)
            )
    pass_button(model, legal, "lasso thrower" if view["phase"] == "lasso" else "archer")


def attack_gestures(model: TableModel, view: OgView, legal: list[Action], names: list[str]) -> None:
    """Click a card of a target canoe; if several own canoes may attack it, a chooser names them."""
    seat = view["current"]
    canoes = {(c["row"], col): c for c in view["seats"][seat]["canoes"] for col in c["cols"]}
    for a in legal:
        if a["type"] != "attack":
            continue
        own = canoes[(a["row"], a["col"])]
        if a["col"] != own["cols"][0]:  # every cell of the own canoe names it: offer its first cell only
            continue
        theirs = next(
            c
            for c in view["seats"][a["target"]]["canoes"]
            if c["row"] == a["target_row"] and a["target_col"] in c["cols"]
        )
        model.gestures.append(
            Gesture(
                "click",
                cell_key(a["target"], a["target_row"], a["target_col"]),
                words.attack_label(own, theirs, a["target"], names),
                action=a,
            )
        )
    pass_button(model, legal, "attacks")


def pass_button(model: TableModel, legal: list[Action], what: str) -> None:
    """The Pass button, when passing is legal."""
    passing = next((a for a in legal if a["type"] == "pass"), None)
    if passing is not None:
        model.buttons.append(ButtonItem("pass-button", "actions", tr(words.PASS_BUTTONS[what])))
        model.gestures.append(Gesture("button", "pass-button", words.pass_label(what), action=passing, hotkey="p"))


def end_gestures(model: TableModel, view: OgView, legal: list[Action], names: list[str]) -> None:
    """The end-of-game choice (OGA-31) as a prompt with two buttons."""
    model.texts["question"] = words.end_question(view, names)
    for a in legal:
        if a["type"] == "end_game":
            model.buttons.append(ButtonItem("end-button", "question", tr(words.BUTTONS["end-button"])))
            model.gestures.append(
                Gesture("button", "end-button", tr(words.END_LABELS["end_game"]), action=a, hotkey="e")
            )
        elif a["type"] == "continue":
            model.buttons.append(ButtonItem("continue-button", "question", tr(words.BUTTONS["continue-button"])))
            model.gestures.append(
                Gesture("button", "continue-button", tr(words.END_LABELS["continue"]), action=a, hotkey="c")
            )
