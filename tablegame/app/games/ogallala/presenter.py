"""Ogallala on the table: the view and legal actions as cards, canoe frames, gestures and buttons.

Nothing here decides legality: every gesture carries an action taken from the legal actions given
(ogallala.md §11). Drag the held card onto a cell (`place`), onto an occupied cell to make room for
a set card (`shift`), or onto the Happy Hunting Ground (`discard`); click a pile to draw; click a
card in another player's area to lasso, shoot or attack it; click an own canoe for the crazy axeman.
"""

from __future__ import annotations

from typing import Any

from tablegame.app.games.ogallala.art import card_words, faces
from tablegame.core.words import listing
from tablegame.games.ogallala.catalog import LEFT, PERSON, RIGHT, catalog
from tablegame.table.model import (
    BACK,
    EMPTY,
    FACE,
    Action,
    ButtonItem,
    CardFace,
    CardItem,
    Frame,
    Gesture,
    Motion,
    ScoreSheet,
    TableModel,
)
from tablegame.table.presenter import Presenter, View

_C = catalog()
ROWS, COLS = 3, 14
HUNTING_GROUND = "Happy Hunting Ground"
MAX_CANOE_ROWS = 14  # the score screen shows one row per canoe up to this many, else one per player
STOP_WORDS = {
    "duplicate": "a card of that kind already lies in the grid",
    "lasso": "a lasso thrower stops the drawing",
    "archer": "an archer stops the drawing",
}


def cell_key(seat: int, row: int, col: int) -> str:
    """The item key of a grid cell."""
    return f"cell:{seat}:{row}:{col}"


def parse_cell(key: str | None) -> tuple[int, int, int] | None:
    """(seat, row, col) of a cell key, or None."""
    if not key or not key.startswith("cell:"):
        return None
    _, seat, row, col = key.split(":")
    return int(seat), int(row), int(col)



def from_cell(view: View, seat: int, row: int, col: int, target: str) -> Motion:
    """A card leaving a grid cell, shown with its own face (the target may show another card)."""
    return Motion(cell_key(seat, row, col), target, card=view["seats"][seat]["grid"][row][col])


def where(row: int, col: int) -> str:
    """A cell as players count: "row 2, column 5"."""
    return f"row {row + 1}, column {col + 1}"


def canoe_breakdown(cards: list[str]) -> str:
    """How a complete canoe scores (OGA-33, OGA-34): "5 cards: 5 · woman 10 · bear pair 40"."""
    return " · ".join(f"{text} {points}" for text, points in score_parts(cards))


def score_parts(cards: list[str]) -> list[tuple[str, int]]:
    """A complete canoe's points, part by part: its length, each loot card, each set (OGA-33, OGA-34)."""
    n = len(cards)
    parts = [(f"{n} cards:", n if n <= 7 else 2 * n)]
    sets: dict[int, dict[int, int]] = {}
    for pos, card in enumerate(cards):
        t = _C.index[card]
        if not _C.loot[t]:
            continue
        if _C.set_of[t] < 0:
            parts.append((_C.names[t], 10))
        else:
            sets.setdefault(_C.set_of[t], {})[_C.part[t]] = pos
    for number, found in sets.items():
        name = _C.set_names[number]
        left, right, person = found.get(LEFT), found.get(RIGHT), found.get(PERSON)
        if left is not None and right == left + 1:
            if person is not None and person in (left - 1, right + 1):
                parts.append((f"{name} triple", 90))
            else:
                parts.append((f"{name} pair", 40))
                if person is not None:
                    parts.append((f"{name} person", 10))
        else:
            parts.append((f"{name} {'card' if len(found) == 1 else 'cards'}", 10 * len(found)))
    return parts


class OgallalaPresenter(Presenter):
    """Ogallala: three draw piles, the held card, the Happy Hunting Ground and a 3 x 14 grid per seat."""

    game_id = "ogallala"
    required_zones = ("piles", "held", "booty", "discard", "grid", "actions", "question", "scores", "log",
                      "status", "message")
    per_seat_zones = ("grid",)

    def faces(self) -> dict[str, CardFace]:
        """Every card painted by the program (art.py)."""
        return faces()

    def name(self, seat: int | None) -> str:
        """A seat's name."""
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "?"

    # --- the model --------------------------------------------------------------------------------
    def build(self, view: View, legal: list[Action], log: list[str]) -> TableModel:
        """Cards, canoe frames, captions, panels, buttons and gestures for the viewing seat."""
        model = TableModel(active_seat=view["to_act"][0] if view["to_act"] else None)
        self._middle(model, view)
        self._grids(model, view)
        model.texts["scores"] = self._score_lines(view)
        model.texts["log"] = list(log)
        if legal:
            self._gestures(model, view, legal)
        model.status = self._status(view, legal)
        return model

    def _middle(self, model: TableModel, view: View) -> None:
        """The three draw piles, the held card, waiting booty and the Happy Hunting Ground."""
        left = view["reshuffles_left"]
        model.captions["piles"] = f"Draw piles · {left} reshuffle{'s' if left != 1 else ''} left"
        for p, size in enumerate(view["piles"]):
            hint = f"Pile {p + 1}: {size} face-down cards" if size else f"Pile {p + 1} is empty"
            model.cards.append(CardItem(f"pile:{p}", "piles", index=p, slots=3, look=BACK if size else EMPTY,
                                        count=size, hint=hint))
        held = view["held"]
        if held is None:
            model.cards.append(CardItem("held", "held", look=EMPTY, hint="No card is held now"))
        else:
            source = {"draw": "drawn", "lasso": "lassoed", "booty": "booty"}.get(view["held_source"] or "", "")
            hint = f"{self.name(view['current'])} holds {card_words(held)} ({source})"
            if view["held_source"] == "draw" and view["stopped"]:
                source = "last draw"
                why = [STOP_WORDS[r] for r in view["stop_reasons"] if r in STOP_WORDS]
                hint += "; it is the last draw this turn" + (f" ({listing(why)})" if why else "")
            model.cards.append(CardItem("held", "held", card=held, look=FACE, tag=source, hint=hint))
        booty = view["booty"]
        for i, card in enumerate(booty):
            model.cards.append(CardItem(f"booty:{i}", "booty", index=i, slots=len(booty), card=card, look=FACE,
                                        hint=f"Booty waiting: {card_words(card)}"))
        discard = view["discard"]
        model.captions["discard"] = f"{HUNTING_GROUND} · {len(discard)}"
        hint = f"{HUNTING_GROUND} (discard pile): {len(discard)} cards"
        if discard:
            hint += ", top first: " + ", ".join(card_words(c) for c in discard[:6]) + ("…" if len(discard) > 6 else "")
        model.cards.append(CardItem("discard", "discard", card=discard[0] if discard else None,
                                    look=FACE if discard else EMPTY, hint=hint))

    def _grids(self, model: TableModel, view: View) -> None:
        """Each seat's 3 x 14 cells, its canoes framed (complete ones with strength and points)."""
        current = view["current"]
        for seat_view in view["seats"]:
            seat = seat_view["seat"]
            hints: dict[tuple[int, int], str] = {}
            for canoe in seat_view["canoes"]:
                keys = [cell_key(seat, canoe["row"], c) for c in canoe["cols"]]
                text = self._canoe_hint(canoe, view["variant"] == "advanced")
                for c in canoe["cols"]:
                    hints[(canoe["row"], c)] = text
                attack = canoe["attacks_left"] > 0 and seat == current and view["phase"] == "attack"
                if canoe["complete"]:
                    label = f"str {canoe['strength']} · {canoe['points']} pts"
                    if attack:
                        label = f"str {canoe['strength']} · may attack"
                    model.frames.append(Frame(keys, label, "alert" if attack else "strong"))
                elif len(keys) > 1:
                    model.frames.append(Frame(keys, "", "plain"))
            grid = seat_view["grid"]
            for r in range(ROWS):
                for c in range(COLS):
                    card = grid[r][c]
                    hint = f"{card_words(card)} — {hints.get((r, c), '')}" if card else ""
                    model.cards.append(CardItem(cell_key(seat, r, c), "grid", seat, r * COLS + c, ROWS * COLS, card,
                                                FACE if card else EMPTY, hint=hint))
            caption = f"{self.name(seat)} · {seat_view['score']} pts · {seat_view['complete_canoes']} complete"
            model.captions[f"grid:{seat}"] = caption

    def _canoe_hint(self, canoe: dict[str, Any], advanced: bool) -> str:
        """What a hovered canoe says: its strength (its tribe colour in the advanced variant), its points."""
        n = len(canoe["cards"])
        tribe = f"{canoe['colour']} " if advanced and canoe["colour"] in ("red", "black") else ""
        strength = f"{tribe}canoe of strength {canoe['strength']}, {n} card{'s' if n != 1 else ''}"
        if canoe["totem"]:
            strength += ", a totem protects it"
        if canoe["complete"]:
            return f"{strength}, complete: {canoe['points']} points ({canoe_breakdown(canoe['cards'])})"
        return f"{strength}, not complete (no points yet)"

    def _score_lines(self, view: View) -> list[str]:
        """The score panel: each seat's points and complete canoes."""
        lines = []
        for seat_view in view["seats"]:
            n = seat_view["complete_canoes"]
            lines.append(f"{self.name(seat_view['seat'])}: {seat_view['score']} ({n} canoe{'s' if n != 1 else ''})")
        return lines

    # --- status -------------------------------------------------------------------------------------
    def _status(self, view: View, legal: list[Action]) -> str:
        """Whose turn it is and what they must do now, in words."""
        phase = view["phase"]
        if phase == "over":
            winners = [self.name(s) for s in view["winners"]]
            verb = "wins" if len(winners) == 1 else "win"
            best = max(view["scores"]) if view["scores"] else 0
            return f"The game is over: {listing(winners)} {verb} with {best} points."
        who = self.name(view["current"])
        held = card_words(view["held"]) if view["held"] else "the card"
        if not legal:
            doing = {"draw": "draw a card", "hold": f"place or discard {held}", "lasso": "use the lasso thrower",
                     "shoot": "use the archer", "sink": "choose a canoe for the crazy axeman",
                     "attack": "attack or pass", "end": "end the game or continue"}.get(phase, phase)
            return f"{who}: {doing}"
        if phase == "draw":
            return f"{who}: draw a card — click one of the three draw piles"
        if phase == "hold":
            if view["shift_cell"] is not None:
                return f"{who}: put the {held} into the freed cell (drag it there, or click the cell)"
            source = view["held_source"]
            if source == "booty":
                more = len(view["booty"])
                rest = f" ({more} more waiting)" if more else ""
                return f"{who}: drag the booty ({held}) into your grid, or discard it{rest}"
            if source == "lasso":
                return f"{who}: drag the lassoed {held} into your grid, or discard it"
            if not any(a["type"] in ("place", "shift") for a in legal):
                return f"{who}: the {held} fits nowhere — discard it to the {HUNTING_GROUND}"
            return f"{who}: drag the {held} into your grid, or discard it"
        if phase == "lasso":
            return f"{who}: click a card in another player's incomplete canoe to lasso it, or pass"
        if phase == "shoot":
            return f"{who}: click an Indian in another player's incomplete canoe to shoot it, or pass"
        if phase == "sink":
            return f"{who}: the crazy axeman! Click one of your complete canoes to wreck it"
        if phase == "attack":
            return f"{who}: click a weaker canoe of another player to attack it, or pass"
        if phase == "end":
            n = view["seats"][view["current"]]["complete_canoes"]
            return f"{who}: you have {n} complete canoes — end the game now, or continue?"
        return f"{who}: {phase}"

    # --- gestures ------------------------------------------------------------------------------------
    def _gestures(self, model: TableModel, view: View, legal: list[Action]) -> None:
        """One gesture per thing the viewer may do now (ogallala.md §11)."""
        phase = view["phase"]
        if phase == "draw":
            for a in legal:
                p = a["pile"]
                label = f"Draw the top card of pile {p + 1} ({view['piles'][p]} cards)"
                model.gestures.append(Gesture("click", f"pile:{p}", label, action=a, hotkey=str(p + 1)))
        elif phase == "hold":
            self._hold_gestures(model, view, legal)
        elif phase in ("lasso", "shoot"):
            self._steal_gestures(model, view, legal)
        elif phase == "sink":
            for a in legal:
                label = f"Wreck your complete canoe at {where(a['row'], a['col'])} (the crazy axeman)"
                model.gestures.append(Gesture("click", cell_key(a["seat"], a["row"], a["col"]), label, action=a))
        elif phase == "attack":
            self._attack_gestures(model, view, legal)
        elif phase == "end":
            self._end_gestures(model, view, legal)

    def _hold_gestures(self, model: TableModel, view: View, legal: list[Action]) -> None:
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

    def _steal_gestures(self, model: TableModel, view: View, legal: list[Action]) -> None:
        """Lasso or archer: click the card to take or shoot; or pass."""
        verb = "Lasso" if view["phase"] == "lasso" else "Shoot"
        for a in legal:
            if a["type"] in ("lasso", "shoot"):
                card = view["seats"][a["target"]]["grid"][a["row"]][a["col"]]
                label = f"{verb} {self.name(a['target'])}'s {card_words(card)} ({where(a['row'], a['col'])})"
                model.gestures.append(Gesture("click", cell_key(a["target"], a["row"], a["col"]), label, action=a))
        self._pass_button(model, legal, "lasso thrower" if verb == "Lasso" else "archer")

    def _attack_gestures(self, model: TableModel, view: View, legal: list[Action]) -> None:
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
            label = (f"Attack {self.name(a['target'])}'s canoe (strength {theirs['strength']}) with your canoe in "
                     f"row {own['row'] + 1} (strength {own['strength']})")
            model.gestures.append(Gesture("click", cell_key(a["target"], a["target_row"], a["target_col"]), label,
                                          action=a))
        self._pass_button(model, legal, "attacks")

    def _pass_button(self, model: TableModel, legal: list[Action], what: str) -> None:
        """The Pass button, when passing is legal."""
        passing = next((a for a in legal if a["type"] == "pass"), None)
        if passing is not None:
            label = f"Pass (do not use the {what})" if what != "attacks" else "Pass (give up the attacks left)"
            short = {"lasso thrower": "Pass (no lasso)", "archer": "Pass (no shot)"}.get(what, "Pass (no attack)")
            model.buttons.append(ButtonItem("pass-button", "actions", short))
            model.gestures.append(Gesture("button", "pass-button", label, action=passing, hotkey="p"))

    def _end_gestures(self, model: TableModel, view: View, legal: list[Action]) -> None:
        """The end-of-game choice (OGA-31) as a prompt with two buttons."""
        seat = view["current"]
        n = view["seats"][seat]["complete_canoes"]
        scores = view["scores"]
        others = [s for s in range(len(scores)) if s != seat]
        best = max(others, key=lambda s: scores[s]) if others else seat
        standing = (f"You have {scores[seat]} points; the best other player, {self.name(best)}, "
                    f"has {scores[best]}.")
        later = ("You may end it again at your next completed canoe; at 5 complete canoes it ends by itself."
                 if n < 4 else "At 5 complete canoes the game ends by itself.")
        model.texts["question"] = [
            f"{self.name(seat)}: {n} complete canoes — end the game?",
            standing,
            "End the game now: the game is scored at once and the highest total wins.",
            f"Continue: the next player takes a turn. {later}",
        ]
        for a in legal:
            if a["type"] == "end_game":
                model.buttons.append(ButtonItem("end-button", "question", "End the game now"))
                model.gestures.append(Gesture("button", "end-button", "End the game now and score it", action=a,
                                              hotkey="e"))
            elif a["type"] == "continue":
                model.buttons.append(ButtonItem("continue-button", "question", "Continue playing"))
                model.gestures.append(Gesture("button", "continue-button", "Continue: the next player takes a turn",
                                              action=a, hotkey="c"))

    # --- animation ---------------------------------------------------------------------------------
    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """Cards that travel: draws to the held place, placements, shifts, thefts, shots, wrecks, attacks."""
        kind = action["type"]
        seat = action["seat"]
        if kind == "draw":
            target = "held" if after["held"] is not None and after["current"] == seat else "discard"
            return [Motion(f"pile:{action['pile']}", target)]
        if kind == "place":
            return [Motion("held", cell_key(seat, action["row"], action["col"]))]
        if kind == "discard":
            return [Motion("held", "discard")]
        if kind == "shift":
            r, by = action["row"], action["by"]
            return [Motion(cell_key(seat, r, c), cell_key(seat, r, c + by))
                    for c in range(action["from_col"], action["to_col"] + 1)]
        if kind == "lasso":
            return [from_cell(before, action["target"], action["row"], action["col"], "held")]
        if kind == "shoot":
            return [from_cell(before, action["target"], action["row"], action["col"], "discard")]
        if kind == "sink":
            canoe = self._canoe_at(before, seat, action["row"], action["col"])
            cols = canoe["cols"] if canoe else [action["col"]]
            held = Motion("held", "discard", card=before["held"])
            return [*(from_cell(before, seat, action["row"], c, "discard") for c in cols), held]
        if kind == "attack":
            return self._attack_motions(action, before, after)
        return []

    def _attack_motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """The target canoe's Indians fly to the discard pile, its other cards to the held place and booty."""
        t, r = action["target"], action["target_row"]
        canoe = self._canoe_at(before, t, r, action["target_col"])
        if canoe is None:
            return []
        moves = []
        booty = 0
        for c, card in zip(canoe["cols"], canoe["cards"], strict=True):
            if _C.strength[_C.index[card]] > 0:
                moves.append(Motion(cell_key(t, r, c), "discard", card=card))
            elif booty == 0 and after["held"] is not None:
                moves.append(Motion(cell_key(t, r, c), "held", card=card))
                booty += 1
            else:
                moves.append(Motion(cell_key(t, r, c), f"booty:{booty - 1}" if booty else "discard", card=card))
                booty += 1
        return moves

    @staticmethod
    def _canoe_at(view: View, seat: int, row: int, col: int) -> dict[str, Any] | None:
        """The canoe of a seat holding a cell."""
        for canoe in view["seats"][seat]["canoes"]:
            if canoe["row"] == row and col in canoe["cols"]:
                return canoe
        return None

    # --- reasons ------------------------------------------------------------------------------------
    def explain(self, kind: str, source: str, target: str | None, view: View, state_explain: Any) -> str:
        """Why a click or a drop did nothing (the rules' explain_illegal where an action fits)."""
        to_act = view["to_act"]
        if not to_act:
            return "The game is over."
        viewer = view["viewer"]
        if to_act[0] != viewer:
            return f"Wait: it is {self.name(to_act[0])}'s turn."
        phase = view["phase"]
        spot = parse_cell(target if kind == "drop" else source)
        if phase == "draw":
            return "Draw a card first: click one of the three draw piles."
        if phase == "hold":
            return self._hold_reason(kind, source, target, spot, viewer, view, state_explain)
        if phase in ("lasso", "shoot"):
            if spot and spot[0] != viewer:
                reason = state_explain({"seat": viewer, "type": phase, "target": spot[0], "row": spot[1],
                                        "col": spot[2]})
                return f"Not that card: {reason}."
            what = "take a card from" if phase == "lasso" else "shoot an Indian in"
            return f"Click a glowing card to {what} another player's incomplete canoe, or Pass."
        if phase == "sink":
            if spot and spot[0] == viewer:
                reason = state_explain({"seat": viewer, "type": "sink", "row": spot[1], "col": spot[2]})
                return f"Not that one: {reason}."
            return "The crazy axeman wrecks one of YOUR complete canoes: click one of them."
        if phase == "attack":
            if spot and spot[0] != viewer:
                attacker = next(iter(view["attacks"]), None)
                if attacker is not None:
                    reason = state_explain({"seat": viewer, "type": "attack", "row": attacker["row"],
                                            "col": attacker["col"], "target": spot[0], "target_row": spot[1],
                                            "target_col": spot[2]})
                    return f"Cannot attack that canoe: {reason}."
            return "Click a glowing canoe of another player to attack it, or Pass."
        if phase == "end":
            return "Choose: End the game now, or Continue playing."
        return "That does nothing here."

    def _hold_reason(self, kind: str, source: str, target: str | None, spot: tuple[int, int, int] | None,
                     viewer: int, view: View, state_explain: Any) -> str:
        """Why the held card cannot go there."""
        if kind == "drop" and source == "held":
            if spot and spot[0] != viewer:
                return f"You can only place cards in your own grid, not in {self.name(spot[0])}'s."
            if spot:
                reason = state_explain({"seat": viewer, "type": "place", "row": spot[1], "col": spot[2]})
                return f"Not there: {reason}."
            if target and target.startswith("pile:"):
                return "The held card cannot go back on a draw pile."
            return f"Drop the card on a glowing cell of your grid, or on the {HUNTING_GROUND} to discard it."
        if source.startswith("pile:"):
            return "You already hold a card: place it in your grid or discard it."
        return "Drag the held card onto a glowing cell of your grid (or click it, then click the cell)."

    # --- the score screen -------------------------------------------------------------------------
    def round_key(self, view: View) -> Any:
        """Ogallala has one round: the score screen comes when the game is over."""
        return None

    def score_sheet(self, view: View, final: bool) -> ScoreSheet | None:
        """Every seat's complete canoes with their cards, points and loot sets; the winners."""
        if not final:
            return None
        winners = [self.name(s) for s in view["winners"]]
        verb = "wins" if len(winners) == 1 else "win"
        title = f"Game over — {listing(winners)} {verb}" if winners else "Game over"
        seats = view["seats"]
        complete = {s["seat"]: [c for c in s["canoes"] if c["complete"]] for s in seats}
        per_canoe = sum(max(1, len(v)) for v in complete.values()) <= MAX_CANOE_ROWS
        rows, row_seats, cards = [], [], []
        for s in seats:
            seat, canoes = s["seat"], complete[s["seat"]]
            total = str(s["score"])
            if not canoes:
                rows.append([self.name(seat), "—", "no complete canoe: only complete canoes score", "0", total])
                row_seats.append(seat)
                cards.append([])
            elif per_canoe:
                for i, canoe in enumerate(canoes):
                    name = self.name(seat) if len(canoes) == 1 else f"{self.name(seat)} · canoe {i + 1}"
                    rows.append([name, f"str {canoe['strength']}", canoe_breakdown(canoe["cards"]),
                                 str(canoe["points"]), total if i == 0 else ""])
                    row_seats.append(seat)
                    cards.append(list(canoe["cards"]))
            else:
                why = " | ".join(f"{c['points']}" for c in canoes)
                rows.append([self.name(seat), f"{len(canoes)} canoes", f"canoes score {why}", total, total])
                row_seats.append(seat)
                cards.append([card for c in canoes for card in c["cards"]])
        notes = [
            "Only complete canoes score: 1 point per card up to 7 cards, 2 per card from 8, plus 10 per loot card.",
            "A set's left and right halves side by side score 40; with its person at either end of the pair, 90.",
        ]
        reason = view.get("end_reason") or ""
        if "ended the game" in reason:
            notes.append(f"{self.name(view['current'])} ended the game after completing a canoe.")
        elif "complete canoes" in reason:
            notes.append(f"{self.name(view['current'])} completed a 5th canoe: the game ended by itself.")
        elif reason:
            notes.append("The cards ran out: no card was left to draw.")
        return ScoreSheet(title, ["Player", "Strength", "How the canoe scores", "Canoe", "Total"], rows, row_seats,
                          cards, notes)
