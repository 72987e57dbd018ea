"""CABO on the table: its view and legal actions as cards, gestures and buttons (cabo.md §5, §6).

Nothing here decides legality: every gesture carries an action found in the legal actions given.
"""

from __future__ import annotations

from typing import Any

from tablegame.core.words import listing, ordinal
from tablegame.table.model import (
    BACK,
    EMPTY,
    FACE,
    PRIVATE,
    REMEMBERED,
    Action,
    ButtonItem,
    CardFace,
    CardItem,
    Gesture,
    Motion,
    ScoreSheet,
    TableModel,
)
from tablegame.table.presenter import Presenter, View

POWER_GLYPHS = {"peek": "eye", "spy": "lens", "swap": "arrows"}
POWER_HELP = {
    "peek": "look at one of your face-down cards",
    "spy": "look at a face-down card of another player",
    "swap": "swap one of your cards with another player's card",
}




def row_key(seat: int, position: int) -> str:
    """The item key of a card in a seat's row."""
    return f"row:{seat}:{position}"


def parse_row_key(key: str | None) -> tuple[int, int] | None:
    """(seat, position) of a row item key, or None."""
    if not key or not key.startswith("row:"):
        return None
    _, seat, position = key.split(":")
    return int(seat), int(position)


class CaboPresenter(Presenter):
    """CABO: piles, the drawn card, one row per seat; drag to replace, click to draw, powers by click."""

    game_id = "cabo"
    required_zones = ("draw", "discard", "drawn", "row", "actions", "scores", "log", "status", "message")
    per_seat_zones = ("row",)

    def __init__(self, rules: Any, names: list[str], options: dict[str, Any]) -> None:
        super().__init__(rules, names, options)
        catalog = rules.catalog
        self.values = dict(zip(catalog.ids, catalog.values, strict=True))
        self.powers = dict(zip(catalog.ids, catalog.powers, strict=True))
        self.selection: set[int] = set()
        self.mode: str | None = None  # None, or the power being aimed: "peek", "spy", "swap"
        self.swap_own: int | None = None
        self.shown: set[tuple[int, int]] = set()  # (seat, position) shown to the viewer for a moment
        self.memory_aid = bool(options.get("memory_aid", False))

    # --- looks ---------------------------------------------------------------------------------------
    def faces(self) -> dict[str, CardFace]:
        """Big value, and the power's word and glyph for 7 to 12."""
        faces = {}
        for kind, value in self.values.items():
            power = self.powers[kind]
            faces[kind] = CardFace(str(value), power.upper() if power else "", POWER_GLYPHS.get(power or "", ""))
        return faces

    def name(self, seat: int | None) -> str:
        """A seat's name."""
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "?"

    # --- the model --------------------------------------------------------------------------------
    def build(self, view: View, legal: list[Action], log: list[str]) -> TableModel:
        """Cards, captions, panels, buttons and gestures for the viewing seat."""
        viewer = view["seat"]
        model = TableModel(active_seat=view["to_act"][0] if view["to_act"] else None)
        self._cards(model, view)
        model.texts["scores"] = self._score_lines(view)
        model.texts["log"] = list(log)
        for seat in range(len(view["rows"])):
            caption = self.name(seat)
            if view["caller"] == seat:
                caption += " — called CABO"
            model.captions[f"row:{seat}"] = caption
        if legal:
            self._gestures(model, view, legal)
        for item in model.cards:
            where = parse_row_key(item.key)
            if where and where[0] == viewer and where[1] in self.selection and self.mode is None:
                item.selected = True
            if where and where[0] == viewer and where[1] == self.swap_own and self.mode == "swap":
                item.selected = True
        model.status = self._status(view, legal)
        return model

    def _cards(self, model: TableModel, view: View) -> None:
        """The piles, the drawn card and every row."""
        viewer = view["seat"]
        count = view["draw_count"]
        model.cards.append(CardItem("draw", "draw", look=BACK if count else EMPTY, count=count))
        discard = view["discard"]
        model.cards.append(CardItem("discard", "discard", card=discard[0] if discard else None,
                                    look=FACE if discard else EMPTY, count=len(discard)))
        drawn = view["drawn"]
        if drawn is None:
            model.cards.append(CardItem("drawn", "drawn", look=EMPTY))
        else:
            public = drawn["source"] == "discard"
            look = FACE if public else (PRIVATE if drawn["card"] is not None else BACK)
            tag = "" if drawn["seat"] == viewer else f"{self.name(drawn['seat'])}'s"
            model.cards.append(CardItem("drawn", "drawn", card=drawn["card"], look=look, tag=tag))
        for seat, row in enumerate(view["rows"]):
            for position, slot in enumerate(row):
                model.cards.append(CardItem(
                    row_key(seat, position), "row", seat, position, len(row), slot["card"],
                    self._look(seat, position, slot), tuple(slot["seen_by"])))

    def _look(self, seat: int, position: int, slot: dict[str, Any]) -> str:
        """Face up; shown to the viewer for a moment; remembered (memory aid); or its back (CABO-33)."""
        if slot["face_up"]:
            return FACE
        if slot["card"] is None:
            return BACK
        if (seat, position) in self.shown:
            return PRIVATE
        return REMEMBERED if self.memory_aid else BACK

    def _score_lines(self, view: View) -> list[str]:
        """The score panel: round, totals, the caller and used resets."""
        lines = [f"Round {view['round']}   ·   draw pile {view['draw_count']}"]
        for seat, total in enumerate(view["scores"]):
            extra = " (reset used)" if view["resets_used"][seat] else ""
            lines.append(f"{self.name(seat)}: {total}{extra}")
        if view["caller"] is not None:
            lines.append(f"{self.name(view['caller'])} called CABO")
        return lines

    def _status(self, view: View, legal: list[Action]) -> str:
        """Whose turn it is and what they must do now, in words."""
        if view["phase"] == "over":
            return "The game is over."
        seat = view["to_act"][0]
        who = self.name(seat)
        last = " (last turn: CABO was called)" if view["caller"] is not None else ""
        if not legal:
            doing = {"peek_start": "look at 2 of their cards", "turn": "draw a card or call CABO",
                     "drawn": "use the drawn card"}[view["phase"]]
            return f"{who}: {doing}{last}"
        phase = view["phase"]
        if phase == "peek_start":
            return f"{who}: click 2 of your cards to look at them (only you will see them)"
        if phase == "turn":
            call = " — or call CABO" if any(a["type"] == "call_cabo" for a in legal) else ""
            return f"{who}: draw a card — click the draw pile or the discard pile{call}{last}"
        if self.mode == "peek":
            return f"{who}: click one of your face-down cards to look at it (Esc: back)"
        if self.mode == "spy":
            return f"{who}: click another player's face-down card to look at it (Esc: back)"
        if self.mode == "swap":
            if self.swap_own is None:
                return f"{who}: click one of your cards to swap (Esc: back)"
            return f"{who}: now click the other player's card to swap with your {ordinal(self.swap_own)} card"
        drawn = view["drawn"]
        card = drawn["card"] if drawn else None
        power = self.powers.get(card or "")
        held = f"the {self.values[card]}" if card else "the card"
        if drawn and drawn["source"] == "discard":
            return f"{who}: drag {held} onto one of your cards to replace it{last}"
        use = f", or use {power.upper()}" if power and any(a["type"] == power for a in legal) else ""
        return f"{who}: drag {held} onto one of your cards, or onto the discard pile{use}{last}"

    # --- gestures ------------------------------------------------------------------------------------
    def _gestures(self, model: TableModel, view: View, legal: list[Action]) -> None:
        """One gesture per thing the viewer may do now (and the half-steps that lead to them)."""
        viewer = view["seat"]
        phase = view["phase"]
        if phase == "peek_start":
            self._peek_start_gestures(model, view, legal)
        elif phase == "turn":
            for action in legal:
                if action["type"] == "draw" and action["source"] == "deck":
                    model.gestures.append(Gesture("click", "draw", "Draw the top card of the draw pile", action=action,
                                                  hotkey="d"))
                elif action["type"] == "draw":
                    top = view["discard"][0]
                    label = f"Take the {self.values[top]} from the discard pile"
                    model.gestures.append(Gesture("click", "discard", label, action=action, hotkey="t"))
                elif action["type"] == "call_cabo":
                    model.buttons.append(ButtonItem("call", "actions", "Call CABO!"))
                    model.gestures.append(Gesture("button", "call", "Call CABO! (everyone else gets one more turn)",
                                                  action=action, hotkey="c"))
        elif self.mode is not None:
            self._power_gestures(model, view, legal, viewer)
        else:
            self._drawn_gestures(model, view, legal, viewer)

    def _peek_start_gestures(self, model: TableModel, view: View, legal: list[Action]) -> None:
        """Click two cards: the first click chooses, the second one looks at both."""
        viewer = view["seat"]
        pairs = {tuple(a["positions"]): a for a in legal if a["type"] == "peek_start"}
        chosen = sorted(self.selection)
        for position in range(len(view["rows"][viewer])):
            key = row_key(viewer, position)
            if position in self.selection:
                model.gestures.append(Gesture("click", key, f"Unchoose your {ordinal(position)} card",
                                              ui=f"select:{position}"))
            elif len(chosen) == 1:
                pair = tuple(sorted((chosen[0], position)))
                if pair in pairs:
                    label = f"Look at your {ordinal(pair[0])} and {ordinal(pair[1])} cards"
                    model.gestures.append(Gesture("click", key, label, action=pairs[pair]))
            elif any(position in pair for pair in pairs):
                model.gestures.append(Gesture("click", key, f"Choose your {ordinal(position)} card to look at",
                                              ui=f"select:{position}"))

    def _drawn_gestures(self, model: TableModel, view: View, legal: list[Action], viewer: int) -> None:
        """Drag the drawn card onto own cards (replace) or the discard pile; choose cards; powers."""
        by_positions = {tuple(a["positions"]): a for a in legal if a["type"] == "replace"}
        chosen = tuple(sorted(self.selection))
        row = view["rows"][viewer]
        for position in range(len(row)):
            key = row_key(viewer, position)
            if len(chosen) >= 2 and position in self.selection and chosen in by_positions:
                label = f"Replace your {listing([ordinal(p) for p in chosen])} cards (they must all match)"
                model.gestures.append(Gesture("drag", "drawn", label, key, action=by_positions[chosen]))
            elif (position,) in by_positions:
                label = f"Replace your {ordinal(position)} card with the drawn card"
                model.gestures.append(Gesture("drag", "drawn", label, key, action=by_positions[(position,)]))
        for position in range(len(row)):
            key = row_key(viewer, position)
            if position in self.selection:
                model.gestures.append(Gesture("click", key, f"Unchoose your {ordinal(position)} card",
                                              ui=f"select:{position}"))
            elif len(row) > 1 and any(position in p and len(p) > 1 for p in by_positions):
                model.gestures.append(Gesture("click", key, f"Choose your {ordinal(position)} card for a "
                                              "multi-replace (cards of one value)", ui=f"select:{position}"))
        discard = next((a for a in legal if a["type"] == "discard"), None)
        card = view["drawn"]["card"] if view["drawn"] else None
        power = self.powers.get(card or "")
        has_power = bool(power) and any(a["type"] == power for a in legal)
        if discard is not None:
            model.gestures.append(Gesture("drag", "drawn", "Discard the drawn card", "discard", action=discard))
            model.buttons.append(ButtonItem("discard-button", "actions", "Discard it"))
            model.gestures.append(Gesture("button", "discard-button", "Discard the drawn card", action=discard,
                                          hotkey="x"))
        if has_power:
            label = f"Discard it and use {power.upper()}: {POWER_HELP[power]}"
            model.gestures.append(Gesture("drag", "drawn", label, "discard", ui=f"power:{power}"))
            model.buttons.append(ButtonItem("power-button", "actions", f"Use {power.upper()}"))
            model.gestures.append(Gesture("button", "power-button", label, ui=f"power:{power}", hotkey="p"))
        if self.selection:
            model.buttons.append(ButtonItem("clear-button", "actions", "Clear choice"))
            model.gestures.append(Gesture("button", "clear-button", "Unchoose all your cards", ui="cancel"))

    def _power_gestures(self, model: TableModel, view: View, legal: list[Action], viewer: int) -> None:
        """Aiming a power: click the card to look at, or your card then theirs to swap."""
        mode = self.mode
        if mode == "peek":
            for a in legal:
                if a["type"] == "peek":
                    model.gestures.append(Gesture("click", row_key(viewer, a["position"]),
                                                  f"Look at your {ordinal(a['position'])} card", action=a))
        elif mode == "spy":
            for a in legal:
                if a["type"] == "spy":
                    label = f"Look at {self.name(a['target'])}'s {ordinal(a['position'])} card"
                    model.gestures.append(Gesture("click", row_key(a["target"], a["position"]), label, action=a))
        elif mode == "swap":
            swaps = [a for a in legal if a["type"] == "swap"]
            for position in sorted({a["position"] for a in swaps}):
                if position != self.swap_own:
                    model.gestures.append(Gesture("click", row_key(viewer, position),
                                                  f"Swap your {ordinal(position)} card…", ui=f"swap_own:{position}"))
            for a in swaps:
                label = (f"Swap your {ordinal(a['position'])} card with "
                         f"{self.name(a['target'])}'s {ordinal(a['target_position'])} card")
                target = row_key(a["target"], a["target_position"])
                model.gestures.append(Gesture("drag", row_key(viewer, a["position"]), label, target, action=a))
                if a["position"] == self.swap_own:
                    model.gestures.append(Gesture("click", target, label, action=a))
        model.buttons.append(ButtonItem("back-button", "actions", f"Back (no {mode.upper()})"))
        model.gestures.append(Gesture("button", "back-button", f"Do not use {mode.upper()} yet", ui="cancel"))

    # --- half-steps ---------------------------------------------------------------------------------
    def ui(self, step: str) -> None:
        """Choose or unchoose a card, start aiming a power, pick your card for a swap, cancel."""
        name, _, arg = step.partition(":")
        if name == "select":
            position = int(arg)
            self.selection ^= {position}
        elif name == "power":
            self.mode = arg
            self.selection = set()
            self.swap_own = None
        elif name == "swap_own":
            self.swap_own = int(arg)
        elif name == "cancel":
            if self.mode is not None:
                self.mode = None
                self.swap_own = None
            else:
                self.selection = set()

    def reset(self) -> None:
        """Forget half-made choices."""
        self.selection = set()
        self.mode = None
        self.swap_own = None

    # --- what the viewer was shown --------------------------------------------------------------------
    def learned(self, action: Action, before: View, after: View, viewer: int) -> None:
        """peek_start, PEEK and SPY show their cards to the viewer until its next input (CABO-33)."""
        if action["seat"] != viewer or after["round"] != before["round"]:
            return
        kind = action["type"]
        if kind == "peek_start":
            self.shown = {(viewer, p) for p in action["positions"]}
        elif kind == "peek":
            self.shown = {(viewer, action["position"])}
        elif kind == "spy":
            self.shown = {(action["target"], action["position"])}

    def forget_shown(self) -> bool:
        """Turn the shown cards face down again."""
        had = bool(self.shown)
        self.shown = set()
        return had

    def showing(self) -> bool:
        """True while a card is shown to the viewer alone."""
        return bool(self.shown)

    def follow_swap(self, action: Action) -> None:
        """A swap moves a shown card: keep showing it at its new place."""
        a = (action["seat"], action["position"])
        b = (action["target"], action["target_position"])
        moved = set()
        for where in self.shown:
            moved.add(b if where == a else a if where == b else where)
        self.shown = moved

    # --- animation ---------------------------------------------------------------------------------
    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """Cards that travel: draws to the drawn place, replaced cards to the discard pile, swaps."""
        if after["round"] != before["round"] or after["phase"] == "over":
            return []
        kind = action["type"]
        seat = action["seat"]
        if kind == "swap":
            self.follow_swap(action)
            mine, theirs = row_key(seat, action["position"]), row_key(action["target"], action["target_position"])
            return [Motion(mine, theirs), Motion(theirs, mine)]
        if kind == "draw":
            return [Motion("draw" if action["source"] == "deck" else "discard", "drawn")]
        if kind in ("discard", "peek", "spy"):
            return [Motion("drawn", "discard")]
        if kind != "replace":
            return []
        positions = action["positions"]
        old, new = len(before["rows"][seat]), len(after["rows"][seat])
        if len(positions) == 1 or new == old - len(positions) + 1:  # the lifted cards were discarded
            return [*(Motion(row_key(seat, p), "discard") for p in positions),
                    Motion("drawn", row_key(seat, positions[0]))]
        if new == old:  # mismatch, option "none": the drawn card is discarded
            return [Motion("drawn", "discard")]
        penalty = new == old + 2
        first = new - len(positions) - 1 - int(penalty)
        moves = [Motion(row_key(seat, p), row_key(seat, first + j)) for j, p in enumerate(positions)]
        moves.append(Motion("drawn", row_key(seat, first + len(positions))))
        if penalty:
            moves.append(Motion("draw", row_key(seat, new - 1)))
        return moves

    # --- reasons ------------------------------------------------------------------------------------
    def explain(self, kind: str, source: str, target: str | None, view: View, state_explain: Any) -> str:
        """Why a click or a drop did nothing: asks the rules (explain_illegal) where an action fits."""
        viewer = view["seat"]
        to_act = view["to_act"]
        if not to_act:
            return "The game is over."
        if to_act[0] != viewer:
            return f"Wait: it is {self.name(to_act[0])}'s turn."
        phase = view["phase"]
        where = parse_row_key(target if kind == "drop" else source)
        if phase == "peek_start":
            if where and where[0] != viewer:
                return "Look at 2 of your own cards first (the bottom row)."
            return "First click 2 of your own cards to look at them."
        if phase == "turn":
            if kind == "drop" or where:
                return "Draw a card first: click the draw pile or the discard pile (or call CABO)."
            return "Draw a card first: click the draw pile or the discard pile."
        if self.mode == "peek":
            return "PEEK looks at one of your own face-down cards: click one (Esc: back)."
        if self.mode == "spy":
            return "SPY looks at a face-down card of another player: click one (Esc: back)."
        if self.mode == "swap":
            return "SWAP: click one of your cards, then another player's card (Esc: back)."
        if kind == "drop" and source == "drawn":
            if where and where[0] != viewer:
                return f"You can only replace your own cards, not {self.name(where[0])}'s."
            if where:
                positions = sorted(self.selection | {where[1]})
                reason = state_explain({"seat": viewer, "type": "replace", "positions": positions})
                return f"Cannot replace there: {reason}."
            if target == "draw":
                return "The drawn card cannot go back on the draw pile."
            if target == "discard":
                return "Cannot discard: " + state_explain({"seat": viewer, "type": "discard"}) + "."
            return "Drop the drawn card on one of your cards (or on the discard pile)."
        if source in ("draw", "discard"):
            return "You already hold a drawn card: drag it onto one of your cards or the discard pile."
        if where and where[0] != viewer:
            return "That card is another player's: drag the drawn card onto one of yours."
        return "Drag the drawn card onto one of your cards, or onto the discard pile."

    # --- score screens ------------------------------------------------------------------------------
    def round_key(self, view: View) -> Any:
        """The number of rounds scored so far."""
        return len(view.get("history") or [])

    def score_sheet(self, view: View, final: bool) -> ScoreSheet | None:
        """The last round's revealed rows, sums and scores with the reasons, and earlier rounds."""
        last = view.get("last_round")
        if not last:
            return None
        n = len(last["rows"])
        title = f"Round {last['round']} scores"
        if final:
            winners = [self.name(s) for s in view.get("winners") or []]
            verb = "wins" if len(winners) == 1 else "win"
            title = f"Game over — {listing(winners)} {verb}" if winners else "Game over"
        rows = []
        for seat in range(n):
            total = last["scores"][seat]
            rows.append([self.name(seat), str(last["sums"][seat]), self._score_reason(last, seat),
                         str(last["round_scores"][seat]), str(total)])
        notes = self._notes(last, final, view)
        history = view.get("history") or []
        hist_rows = [[f"Round {i + 1}", *(str(s) for s in scores)] for i, scores in enumerate(history)]
        return ScoreSheet(title, ["Player", "Sum", "Why", "Round", "Total"], rows, list(range(n)),
                          [list(r) for r in last["rows"]], notes, ["", *(self.name(s) for s in range(n))], hist_rows)

    def _score_reason(self, last: dict[str, Any], seat: int) -> str:
        """How a seat's round score came about."""
        bomb, caller = last.get("bomb"), last.get("caller")
        reset = " · 100 reset to 50" if seat in (last.get("resets") or []) else ""
        if bomb is not None:
            return ("bomb: two 12s and two 13s" if seat == bomb else "bomb by " + self.name(bomb) + ": 50") + reset
        if seat == caller:
            if last["round_scores"][seat] == 0:
                return "called CABO, lowest: 0" + reset
            return f"called CABO, not lowest: {last['sums'][seat]} + 10" + reset
        return "sum of cards" + reset

    def _notes(self, last: dict[str, Any], final: bool, view: View) -> list[str]:
        """Lines that explain the round and what comes next."""
        notes = []
        caller, bomb = last.get("caller"), last.get("bomb")
        if bomb is not None:
            notes.append(f"Bomb! {self.name(bomb)} holds exactly two 12s and two 13s: 0 points for them, "
                         "50 for everyone else (this replaces the caller's 0 or +10).")
        elif caller is not None:
            lowest = min(last["sums"])
            if last["sums"][caller] <= lowest:
                notes.append(f"{self.name(caller)} called CABO with the lowest sum ({last['sums'][caller]}): 0 points.")
            else:
                notes.append(f"{self.name(caller)} called CABO but someone had a lower sum ({lowest}): "
                             f"{last['sums'][caller]} + 10 points.")
        else:
            notes.append("Nobody called CABO: everyone scores the sum of their cards.")
        for seat in last.get("resets") or []:
            notes.append(f"{self.name(seat)}'s total reached exactly 100 and was reset to 50 (once per game).")
        if final:
            winners = view.get("winners") or []
            names = listing([self.name(s) for s in winners]) if winners else "nobody"
            notes.append(f"A total passed 100: the game is over. Lowest total wins: {names}.")
        elif last.get("next_start") is not None:
            notes.append(f"{self.name(last['next_start'])} starts the next round (lowest round score).")
        return notes
