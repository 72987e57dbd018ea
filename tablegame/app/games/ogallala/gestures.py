"""Ogallala gestures, each carrying one of the legal actions given (ogallala.md §11).

Drag the held card onto a cell (`place`), onto an occupied cell to make room for a set card (`shift`),
or onto the Happy Hunting Ground (`discard`); click a pile to draw; click a card in another player's
area to lasso, shoot or attack it; click an own canoe for the crazy axeman.
"""

from __future__ import annotations

from tablegame.app.games.ogallala.art import card_words
from tablegame.app.games.ogallala.cells import cell_key
from tablegame.app.games.ogallala.words import HUNTING_GROUND, end_question, name_of, where
from tablegame.table.model import Action, ButtonItem, Gesture, TableModel
from tablegame.table.presenter import View


def gestures(model: TableModel, view: View, legal: list[Action], names: list[str]) -> None:
    """One gesture per thing the viewer may do now (ogallala.md §11)."""
    phase = view["phase"]
    if phase == "draw":
        for a in legal:
            p = a["pile"]
            label = f"Draw the top card of pile {p + 1} ({view['piles'][p]} cards)"
            model.gestures.append(Gesture("click", f"pile:{p}", label, action=a, hotkey=str(p + 1)))
    elif phase == "hold":
        hold_gestures(model, view, legal)
    elif phase in ("lasso", "shoot"):
        steal_gestures(model, view, legal, names)
    elif phase == "sink":
        for a in legal:
            label = f"Wreck your complete canoe at {where(a['row'], a['col'])} (the crazy axeman)"
            model.gestures.append(Gesture("click", cell_key(a["seat"], a["row"], a["col"]), label, action=a))
    elif phase == "attack":
        attack_gestures(model, view, legal, names)
    elif phase == "end":
        end_gestures(model, view, legal, names)


def hold_gestures(model: TableModel, view: View, legal: list[Action]) -> None:
    """Drag the held card: onto a cell (place), onto an occupied cell (shift), onto the discard pile."""
    seat = view["current"]
    held = card_words(view["held"]) if view["held"] else "the card"
    for a in legal:
        if a["type"] == "place":
            label = f"Place the {held} at {where(a['row'], a['col'])}"
            model.gestures.append(Gesture("drag", "held", label, cell_key(seat, a["row"], a["col"]), action=a))
            if view["shift_cell"] is not None:  # the freed cell glows and takes a click too
                model.gestures.append(Gesture("click", cell_key(seat, a["row"], a["col"]),
                                              f"Put the {held} into the freed cell", action=a))
    for a in legal:
        if a["type"] == "shift":
            k = a["by"]
            v = a["from_col"] if k > 0 else a["to_col"]
            cols = (f"column {a['from_col'] + 1}" if a["from_col"] == a["to_col"]
                    else f"columns {a['from_col'] + 1}-{a['to_col'] + 1}")
            label = (f"Make room: push {cols} of row {a['row'] + 1} one cell {'right' if k > 0 else 'left'}, "
                     f"then put the {held} at column {v + 1}")
            model.gestures.append(Gesture("drag", "held", label, cell_key(seat, a["row"], v), action=a))
    discard = next((a for a in legal if a["type"] == "discard"), None)
    if discard is not None:
        ends = "" if view["held_source"] != "draw" else " (your drawing ends)"
        label = f"Discard the {held} to the {HUNTING_GROUND}{ends}"
        model.gestures.append(Gesture("drag", "held", label, "discard", action=discard))
        model.buttons.append(ButtonItem("discard-button", "actions", "Discard it"))
        model.gestures.append(Gesture("button", "discard-button", label, action=discard, hotkey="x"))


def steal_gestures(model: TableModel, view: View, legal: list[Action], names: list[str]) -> None:
    """Lasso or archer: click the card to take or shoot; or pass."""
    verb = "Lasso" if view["phase"] == "lasso" else "Shoot"
    for a in legal:
        if a["type"] in ("lasso", "shoot"):
            card = view["seats"][a["target"]]["grid"][a["row"]][a["col"]]
            label = f"{verb} {name_of(names, a['target'])}'s {card_words(card)} ({where(a['row'], a['col'])})"
            model.gestures.append(Gesture("click", cell_key(a["target"], a["row"], a["col"]), label, action=a))
    pass_button(model, legal, "lasso thrower" if verb == "Lasso" else "archer")


def attack_gestures(model: TableModel, view: View, legal: list[Action], names: list[str]) -> None:
    """Click a card of a target canoe; if several own canoes may attack it, a chooser names them."""
    seat = view["current"]
    canoes = {(c["row"], col): c for c in view["seats"][seat]["canoes"] for col in c["cols"]}
    for a in legal:
        if a["type"] != "attack":
            continue
        own = canoes[(a["row"], a["col"])]
        if a["col"] != own["cols"][0]:  # every cell of the own canoe names it: offer its first cell only
            continue
        theirs = next(c for c in view["seats"][a["target"]]["canoes"]
                      if c["row"] == a["target_row"] and a["target_col"] in c["cols"])
        label = (f"Attack {name_of(names, a['target'])}'s canoe (strength {theirs['strength']}) with your canoe in "
                 f"row {own['row'] + 1} (strength {own['strength']})")
        model.gestures.append(Gesture("click", cell_key(a["target"], a["target_row"], a["target_col"]), label,
                                      action=a))
    pass_button(model, legal, "attacks")


def pass_button(model: TableModel, legal: list[Action], what: str) -> None:
    """The Pass button, when passing is legal."""
    passing = next((a for a in legal if a["type"] == "pass"), None)
    if passing is not None:
        label = f"Pass (do not use the {what})" if what != "attacks" else "Pass (give up the attacks left)"
        short = {"lasso thrower": "Pass (no lasso)", "archer": "Pass (no shot)"}.get(what, "Pass (no attack)")
        model.buttons.append(ButtonItem("pass-button", "actions", short))
        model.gestures.append(Gesture("button", "pass-button", label, action=passing, hotkey="p"))


def end_gestures(model: TableModel, view: View, legal: list[Action], names: list[str]) -> None:
    """The end-of-game choice (OGA-31) as a prompt with two buttons."""
    model.texts["question"] = end_question(view, names)
    for a in legal:
        if a["type"] == "end_game":
            model.buttons.append(ButtonItem("end-button", "question", "End the game now"))
            model.gestures.append(Gesture("button", "end-button", "End the game now and score it", action=a,
                                          hotkey="e"))
        elif a["type"] == "continue":
            model.buttons.append(ButtonItem("continue-button", "question", "Continue playing"))
            model.gestures.append(Gesture("button", "continue-button", "Continue: the next player takes a turn",
                                          action=a, hotkey="c"))
