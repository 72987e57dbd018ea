"""Niagara on the table: the river as a path of slots with its fork, canoes, gem sites, the dock, the falls,
the weather track, paddle cards and homes (niagara.md; layouts/niagara.yaml places every piece).

Nothing here decides legality: every gesture carries an action found in the legal actions given. A card
is chosen by dragging it face down onto the seat's card place; a canoe moves by dragging it to a lit slot
(a chooser opens where several gem operations apply); the cloud moves the weather marker.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tablegame.app.games.niagara import art
from tablegame.table.model import (
    BACK,
    EMPTY,
    FACE,
    PRIVATE,
    Action,
    ButtonItem,
    CardItem,
    Gesture,
    Motion,
    PaintedFaces,
    ScoreSheet,
    TableModel,
)
from tablegame.table.presenter import Presenter, View

DOCK, FALLS = "dock", "falls"
CARDS: tuple[int | str, ...] = (1, 2, 3, 4, 5, 6, "cloud")
OVER = "over"  # a position in a route: gone over the falls


def listing(words: list[str]) -> str:
    """["a", "b", "c"] -> "a, b and c"."""
    if not words:
        return ""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def card_words(card: Any) -> str:
    """5 -> "5", "cloud" -> "the cloud"."""
    return "the cloud" if card == "cloud" else str(card)


def boat_key(seat: int, boat: int) -> str:
    """The item key of a canoe."""
    return f"boat:{seat}:{boat}"


def parse_boat(key: str | None) -> tuple[int, int] | None:
    """(seat, boat) of a canoe's item key, or None."""
    if not key or not key.startswith("boat:"):
        return None
    _, seat, boat = key.split(":")
    return int(seat), int(boat)


class NiagaraPresenter(Presenter):
    """Niagara: river, canoes, sites, weather; paddle cards chosen in secret; canoes moved by dragging."""

    game_id = "niagara"
    required_zones = ("river", "discs", "boats", "sites", "river_straight", "discs_straight", "boats_straight",
                      "sites_straight", "dock", "dock_boats", "spare", "falls", "sink", "lost", "fork", "weather",
                      "weather_marker", "choice", "home", "used", "token", "hand", "actions", "info", "log",
                      "status", "message")
    per_seat_zones = ("choice", "home", "used", "token")

    def __init__(self, rules: Any, names: list[str], options: dict[str, Any]) -> None:
        super().__init__(rules, names, options)
        self.faces_made = PaintedFaces(art.painter)
        self.last_played: dict[int, Any] = {}  # seat -> the card it revealed last (public; the view forgets it)

    def faces(self) -> PaintedFaces:
        """Pictures made on demand from their names (art.py)."""
        return self.faces_made

    def name(self, seat: int | None) -> str:
        """A seat's name."""
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "?"

    # --- words ---------------------------------------------------------------------------------------------
    @staticmethod
    def gem(view: View, colour: str | None) -> str:
        """A gem's name ("amber"); "gem" if unknown."""
        return view["gem_names"].get(colour or "", "gem")

    def gem_a(self, view: View, colour: str | None) -> str:
        """"an amethyst", "a ruby"."""
        name = self.gem(view, colour)
        return f"an {name}" if name[0] in "aeiou" else f"a {name}"

    @staticmethod
    def place_words(slot: str) -> str:
        """"the dock", "slot 3"."""
        return "the dock" if slot == DOCK else f"slot {slot}"

    def move_label(self, view: View, action: Action) -> str:
        """A move in words, for the chooser and the keyboard ("Canoe 1 from the dock to slot 3, loading ...")."""
        seat, boat = action["seat"], action["boat"]
        start = view["boats"][seat][boat]["at"]
        carried = view["boats"][seat][boat]["gem"]
        to = action["to"]
        if to == start:
            line = f"Canoe {boat + 1} stays on {self.place_words(to)}"
        else:
            line = f"Canoe {boat + 1} from {self.place_words(start)} to {self.place_words(to)}"
            if action.get("arm"):
                line += f" (arm {action['arm']})"
        load = action.get("load")
        if load:
            line += ", " + self.op_words(view, load, carried, start, to)
        if action.get("steal_from") is not None:
            victim, vboat = action["steal_from"], action["steal_boat"]
            stolen = view["boats"][victim][vboat]["gem"]
            line += f", robbing {self.name(victim)}'s canoe {vboat + 1} of its {self.gem(view, stolen)}"
        if to == DOCK and (carried or (load and load["op"] != "unload")):
            line += " — banked at home"
        return line

    def op_words(self, view: View, load: dict[str, Any], carried: str | None, start: str, to: str) -> str:
        """A gem operation in words ("loading an amber at slot 5 first")."""
        if start == to:
            when = ""
        else:
            when = f" at {self.place_words(start)} first" if load["when"] == "start" else " on arrival"
        if load["op"] == "load":
            return f"loading {self.gem_a(view, load['colour'])}{when}"
        if load["op"] == "unload":
            return f"unloading its {self.gem(view, carried)}{when}"
        return f"exchanging its {self.gem(view, carried)} for {self.gem_a(view, load['colour'])}{when}"

    def badge(self, view: View, action: Action) -> str:
        """The few words shown on a lit slot for a move there ("" for a plain move)."""
        if action.get("steal_from") is not None:
            return f"rob {self.name(action['steal_from'])}"
        load = action.get("load")
        if not load:
            return ""
        carried = view["boats"][action["seat"]][action["boat"]]["gem"]
        if load["op"] == "load":
            words = f"load {self.gem(view, load['colour'])}"
        elif load["op"] == "unload":
            words = f"drop {self.gem(view, carried)}"
        else:
            words = f"{self.gem(view, carried)} for {self.gem(view, load['colour'])}"
        if load["when"] == "start" and action["to"] != view["boats"][action["seat"]][action["boat"]]["at"]:
            words += " first"
        return words

    # --- zones -----------------------------------------------------------------------------------------------
    @staticmethod
    def straight(view: View) -> bool:
        """True for the one-channel river (option fork = straight)."""
        return view["options"].get("fork") == "straight"

    def zone(self, view: View, base: str) -> str:
        """A river zone's id for this game's river shape."""
        return f"{base}_straight" if self.straight(view) else base

    # --- the model -------------------------------------------------------------------------------------------
    def build(self, view: View, legal: list[Action], log: list[str]) -> TableModel:
        """Board, seats, hand, texts and a gesture for every legal action of the viewer."""
        to_act = view["to_act"]
        model = TableModel(active_seat=to_act[0] if len(to_act) == 1 else None)
        for seat, cards in enumerate(view["cards"]):
            if cards["revealed"] and cards["card"] is not None:
                self.last_played[seat] = cards["card"]
        self._board_items(model, view)
        self._boat_items(model, view)
        self._seat_items(model, view)
        self._hand_items(model, view)
        model.texts["info"] = self._info_lines(view)
        model.texts["log"] = list(log)
        if legal:
            self._gestures(model, view, legal)
            self._plain_badges(model)
        model.status = self._status(view, legal)
        return model

    def _board_items(self, model: TableModel, view: View) -> None:
        """Slots, discs, the dock, the falls, spare discs, sites, the fork's pointer and the weather track."""
        river, discs, sites = self.zone(view, "river"), self.zone(view, "discs"), self.zone(view, "sites")
        for i, slot in enumerate(view["slots"]):
            if slot["id"] not in (DOCK, FALLS):
                model.cards.append(CardItem(f"disc:{slot['id']}", discs, index=i, card="disc", look=FACE))
        for i, slot in enumerate(view["slots"]):
            sid = slot["id"]
            if sid in (DOCK, FALLS):
                continue
            where = f"Slot {sid}"
            if slot["site"]:
                where += f": the {self.gem(view, slot['site'])} site is here"
            if slot["arm"]:
                where += f" (arm {slot['arm']})"
            model.cards.append(CardItem(f"slot:{sid}", river, index=i, card=f"place:{sid}:{slot['site'] or '-'}",
                                        look=FACE, hint=where))
        model.cards.append(CardItem("slot:dock", "dock", card="dock", look=FACE,
                                    hint="The dock: canoes start here; a gem brought here is banked at home"))
        model.cards.append(CardItem("falls", "falls", card="falls", look=FACE,
                                    hint="The falls: a canoe pushed over is lost, its gem goes back to its site"))
        model.cards.append(CardItem("disc:spare", "spare", card="spare", look=FACE,
                                    hint="Spare discs: each push puts one into the river at slot 1"))
        model.cards.append(CardItem("disc:sink", "sink", card="blank", look=FACE))
        for c, colour in enumerate(view["colours"]):
            site = view["sites"][colour]
            counts = [site["supply"][k] for k in view["colours"]]
            held = [f"{n} {self.gem(view, k)}" for k, n in site["supply"].items() if n]
            hint = (f"The {self.gem(view, colour)} site (from slot {' or '.join(site['slots'])}): "
                    f"{listing(held) or 'empty'}")
            model.cards.append(CardItem(f"site:{colour}", sites, index=c,
                                        card=f"site:{colour}:{','.join(map(str, counts))}", look=FACE, hint=hint))
        if view["next_arm"] is not None:
            model.cards.append(CardItem("arm", "fork", card=f"arm:{view['next_arm']}", look=FACE,
                                        hint=f"The next disc pushed at the fork goes down arm {view['next_arm']}; "
                                             "the arms take turns"))
        track = view["weather_track"]
        for i, value in enumerate(track):
            word = art.WEATHER_WORDS.get(value, "")
            model.cards.append(CardItem(f"wcell:{value}", "weather", index=i, card=f"wcell:{value}", look=FACE,
                                        hint=f"Weather {art.signed(value)} {word}: the river flows by the lowest "
                                             f"card played {art.signed(value)}"))
        model.cards.append(CardItem("wmarker", "weather_marker", index=track.index(view["weather"]), card="wmarker",
                                    look=FACE, hint=f"The weather marker: {art.signed(view['weather'])}"))

    def _boat_items(self, model: TableModel, view: View) -> None:
        """Every canoe: on the dock, on its river slot, or capsized below the falls."""
        boats = self.zone(view, "boats")
        for i, slot in enumerate(view["slots"]):
            for boat in slot["boats"]:
                seat, number, gem = boat["seat"], boat["boat"], boat["gem"]
                owner = f"{self.name(seat)}'s canoe {number + 1}"
                if slot["id"] == DOCK:
                    item = CardItem(boat_key(seat, number), "dock_boats", seat=None, card=f"boat:{seat}:{number}:-",
                                    look=FACE, hint=f"{owner}, at the dock")
                elif slot["id"] == FALLS:
                    item = CardItem(boat_key(seat, number), "lost", card=f"lost:{seat}:{number}", look=FACE,
                                    hint=f"{owner} went over the falls; a gem from home brings it back")
                else:
                    carrying = f", carrying {self.gem_a(view, gem)}" if gem else ", empty"
                    item = CardItem(boat_key(seat, number), boats, index=i, card=f"boat:{seat}:{number}:{gem or '-'}",
                                    look=FACE, hint=f"{owner} on slot {slot['id']}{carrying}")
                model.cards.append(item)

    def _seat_items(self, model: TableModel, view: View) -> None:
        """Per seat: the chosen card, gems at home, used cards, the start ring."""
        viewer = view["seat"]
        for seat in range(view["n_seats"]):
            cards = view["cards"][seat]
            if cards["card"] is not None and cards["revealed"]:
                look, card, hint = FACE, f"p:{cards['card']}", f"{self.name(seat)} played {card_words(cards['card'])}"
            elif cards["card"] is not None:
                look, card, hint = PRIVATE, f"p:{cards['card']}", "Your card for this round (only you see it)"
            elif cards["chosen"]:
                look, card, hint = BACK, None, f"{self.name(seat)} has chosen a card (face down)"
            else:
                look, card, hint = EMPTY, None, f"{self.name(seat)} has not chosen a card yet"
            tag = "your card place" if seat == viewer and look == EMPTY and view["phase"] == "choose" else ""
            model.cards.append(CardItem(f"choice:{seat}", "choice", seat, card=card, look=look, hint=hint, tag=tag))
            home = view["homes"][seat]
            for c, colour in enumerate(view["colours"]):
                count = home[colour]
                model.cards.append(CardItem(f"home:{seat}:{colour}", "home", seat, c, len(view["colours"]),
                                            card=f"gem:{colour}:{count}", look=FACE,
                                            hint=f"{self.name(seat)} has {count} {self.gem(view, colour)} at home"))
            used = cards["used"]
            last = self.last_played.get(seat)
            for k, paddle in enumerate(CARDS):
                was = paddle in used
                picture = f"used:{paddle}:last" if was and paddle == last else f"{'used' if was else 'p'}:{paddle}"
                hint = f"{self.name(seat)}: card {paddle} " + (
                    "played last (used until all 7 are used)" if was and paddle == last
                    else "used (back when all 7 are used)" if was else "not used yet")
                model.cards.append(CardItem(f"used:{seat}:{paddle}", "used", seat, k, len(CARDS), card=picture,
                                            look=FACE, hint=hint))
            total = sum(home.values())
            caption = f"{self.name(seat)} · {total} gem{'s' * (total != 1)}"
            if seat == viewer:
                caption += " (you)"
            model.captions[f"home:{seat}"] = caption
        start = view["start_seat"]
        model.cards.append(CardItem("token", "token", start, card="ring", look=FACE,
                                    hint=f"The life ring: {self.name(start)} starts this round"))

    def _hand_items(self, model: TableModel, view: View) -> None:
        """The viewer's paddle cards still in hand (face up only for the viewer)."""
        viewer = view["seat"]
        if viewer is None or view["over"]:
            return
        hand = view["cards"][viewer].get("hand") or []
        for i, card in enumerate(hand):
            model.cards.append(CardItem(f"hand:{card}", "hand", None, i, len(hand), card=f"p:{card}", look=FACE,
                                        hint="Drag it face down onto your card place to play it this round"
                                        if view["phase"] == "choose" else "Still in your hand"))

    def _info_lines(self, view: View) -> list[str]:
        """Round, start seat, weather, the last flow and what the flow will be."""
        weather = view["weather"]
        word = art.WEATHER_WORDS.get(weather, "")
        lines = [f"Round {view['round']}", f"Start: {self.name(view['start_seat'])}",
                 f"Weather {art.signed(weather)}{' ' + word if word else ''}",
                 "Last flow: " + ("—" if view["flow"] is None else str(view["flow"]))]
        played = [c["card"] for c in view["cards"] if c["revealed"] and c["card"] not in (None, "cloud")]
        if view["phase"] == "act" and played:  # later cards and clouds may still change it
            lines.append(f"Flow so far: {max(0, min(8, min(played) + weather))}")
        return lines

    # --- gestures ---------------------------------------------------------------------------------------------
    def _gestures(self, model: TableModel, view: View, legal: list[Action]) -> None:
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
                self._move_gestures(model, view, action)
            elif kind == "weather":
                new = view["weather"] + action["delta"]
                faster = "the river flows faster" if action["delta"] > 0 else "the river flows slower"
                label = f"Move the weather marker to {art.signed(new)} ({faster})"
                model.gestures.append(Gesture("drag", "wmarker", label, f"wcell:{new}", action=action))
                model.gestures.append(Gesture("click", f"wcell:{new}", label, action=action))
                key = "weather-up" if action["delta"] > 0 else "weather-down"
                model.buttons.append(ButtonItem(key, "actions", f"Weather {art.signed(action['delta'])} "
                                                                f"(to {art.signed(new)})"))
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
                self._recovery_gesture(model, view, action)

    @staticmethod
    def _plain_badges(model: TableModel) -> None:
        """Where a slot offers gem operations too, the plain move there says "just move"."""
        badged = {(g.source, g.target) for g in model.gestures if g.kind == "drag" and g.badge}
        for i, g in enumerate(model.gestures):
            if g.kind == "drag" and not g.badge and (g.source, g.target) in badged:
                model.gestures[i] = replace(g, badge="just move")

    def _move_gestures(self, model: TableModel, view: View, action: Action) -> None:
        """Drag the canoe to the end slot (or click the canoe, then the slot)."""
        seat, boat = action["seat"], action["boat"]
        model.gestures.append(Gesture("drag", boat_key(seat, boat), self.move_label(view, action),
                                      f"slot:{action['to']}", action=action, badge=self.badge(view, action)))

    def _recovery_gesture(self, model: TableModel, view: View, action: Action) -> None:
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
            text = f"Pay {self.gem_a(view, pay)}"
            long = f"Pay {self.gem_a(view, pay)} from home back to its site; {which} goes to the dock"
        model.buttons.append(ButtonItem(key, "actions", text))
        model.gestures.append(Gesture("button", key, long, action=action))
        if pay is not None:
            model.gestures.append(Gesture("click", f"home:{seat}:{pay}", long, action=action))

    # --- status ------------------------------------------------------------------------------------------------
    def _status(self, view: View, legal: list[Action]) -> str:
        """Whose turn it is and what they must do now, in words."""
        phase = view["phase"]
        if phase == OVER:
            winners = [self.name(s) for s in view["winners"]]
            verb = "wins" if len(winners) == 1 else "win"
            return f"The game is over: {listing(winners)} {verb}." if winners else "The game is over."
        to_act = view["to_act"]
        viewer = view["seat"]
        if phase == "choose":
            if legal:
                waiting = [self.name(s) for s in to_act if s != viewer]
                also = f" ({listing(waiting)} also choosing)" if 0 < len(waiting) <= 2 else ""
                if len(waiting) > 2:
                    also = f" ({len(waiting)} others also choosing)"
                return (f"{self.name(viewer)}: choose a paddle card — drag it face down onto your card place"
                        f"{also}")
            return f"Waiting for {listing([self.name(s) for s in to_act])} to choose a card"
        seat = to_act[0]
        who = self.name(seat)
        if phase == "recovery":
            if legal:
                if any(a["type"] == "recover" and a["pay"] is None for a in legal):
                    return f"{who}: no canoe and no gems left — recover a canoe for free (button on the right)"
                if not any(a["type"] == "pass" for a in legal):
                    return f"{who}: no canoe left — pay a gem from home to bring one back to the dock"
                return f"{who}: a canoe is lost — pay a gem from home to bring it back, or leave it"
            return f"{who} decides whether to recover a lost canoe"
        card = view["cards"][seat]["card"]
        if card == "cloud":
            if legal:
                return f"{who} played the cloud: move the weather marker one space (drag it, or the buttons)"
            return f"{who} played the cloud and moves the weather marker"
        if not legal:
            return f"{who} played {card} and moves their canoes"
        turn = view["turn"] or {}
        must = [f"canoe {b + 1}" for b in (0, 1) if turn.get("must_move", [False, False])[b]
                and not turn.get("moved", [False, False])[b]]
        need = f" ({listing(must)} must move)" if must else ""
        if turn.get("must_launch") and not turn.get("launched"):
            need = " (one canoe must leave the dock)"
        end = " — or keep a canoe at the dock" if any(a["type"] == "end_move" for a in legal) else ""
        return f"{who} played {card}: drag a canoe to a lit slot{need}{end}"

    # --- why nothing happened ------------------------------------------------------------------------------------
    def explain(self, kind: str, source: str, target: str | None, view: View, state_explain: Any) -> str:
        """Why a click or a drop did nothing: asks the rules (explain_illegal) where an action fits."""
        viewer = view["seat"]
        to_act = view["to_act"]
        if not to_act:
            return "The game is over."
        phase = view["phase"]
        if viewer not in to_act:
            if phase == "choose":
                return f"Wait: {listing([self.name(s) for s in to_act])} still choosing."
            return f"Wait: it is {self.name(to_act[0])}'s turn."
        boat = parse_boat(source)
        if phase == "choose":
            if source.startswith("hand:"):
                if kind == "drop" and target == f"choice:{viewer}":
                    card = source.split(":", 1)[1]
                    value: int | str = int(card) if card.isdigit() else card
                    return "Cannot play it: " + state_explain({"seat": viewer, "type": "choose", "card": value}) + "."
                return "Drop the card face down on your own card place (it glows while you drag)."
            return "First choose a paddle card: drag one of your cards onto your card place."
        if phase == "recovery":
            return "Use the buttons on the right: pay a gem to bring a lost canoe back, or leave it."
        if view["cards"][viewer]["card"] == "cloud":
            if source == "wmarker":
                return "The weather marker moves exactly one space: drop it on a neighbouring space."
            return "You played the cloud: move the weather marker one space instead of your canoes."
        if source.startswith("hand:"):
            return "Your card for this round is played; drag a canoe instead."
        if boat is None:
            return "Drag one of your canoes to a lit slot of the river."
        if boat[0] != viewer:
            return f"That is {self.name(boat[0])}'s canoe; drag one of yours."
        to = self._slot_of(view, target)
        if kind == "drop" and to is not None:
            reason = state_explain({"seat": viewer, "type": "move", "boat": boat[1], "to": to, "load": None,
                                    "steal_from": None})
            return f"Canoe {boat[1] + 1} cannot stop on {self.place_words(to)}: {reason}."
        if kind == "click":
            moved = (view["turn"] or {}).get("moved", [False, False])
            if moved[boat[1]]:
                return f"Canoe {boat[1] + 1} has already moved this turn."
            return state_explain({"seat": viewer, "type": "move", "boat": boat[1], "to": "dock", "load": None,
                                  "steal_from": None}).capitalize() + "."
        return "Drop the canoe on a lit slot of the river (the lit slots are where your card takes it)."

    @staticmethod
    def _slot_of(view: View, key: str | None) -> str | None:
        """The slot a drop target stands for: a slot, the dock, or the slot of a canoe there."""
        if not key:
            return None
        if key.startswith(("slot:", "disc:")) and key not in ("disc:spare", "disc:sink"):
            return key.split(":", 1)[1]
        if key == "falls":
            return FALLS
        boat = parse_boat(key)
        if boat is not None:
            at = view["boats"][boat[0]][boat[1]]["at"]
            return at
        return None

    # --- animation ----------------------------------------------------------------------------------------------
    def motions(self, action: Action, before: View, after: View) -> list[Motion]:
        """Cards and pieces that travel: a chosen card, a canoe's move, then the flow push by push."""
        kind = action["type"]
        seat = action["seat"]
        if kind == "choose":
            viewer = before["seat"]
            return [Motion(f"hand:{action['card']}", f"choice:{seat}")] if seat == viewer else []
        if kind == "recover":
            for b in (0, 1):
                if before["boats"][seat][b]["at"] == FALLS and after["boats"][seat][b]["at"] != FALLS:
                    return [Motion(boat_key(seat, b), boat_key(seat, b))]
            return []
        flowed = before["phase"] == "act" and (after["phase"] != "act" or after["round"] != before["round"])
        pushes = (after["flow"] or 0) if flowed else 0
        marker = [Motion("wmarker", "wmarker")] if kind == "weather" else []
        return marker + route_motions(before, action, pushes)

    # --- the end ---------------------------------------------------------------------------------------------------
    def round_key(self, view: View) -> Any:
        """Niagara shows its score screen only at the end of the game."""
        return 0

    def score_sheet(self, view: View, final: bool) -> ScoreSheet | None:
        """Gems at home, the victory conditions and how the winner was decided."""
        if not final:
            return None
        colours = view["colours"]
        winners = view["winners"]
        names = listing([self.name(s) for s in winners])
        title = f"Game over — {names} {'wins' if len(winners) == 1 else 'win'}" if winners else "Game over"
        rows, cards = [], []
        for seat in range(view["n_seats"]):
            home = view["homes"][seat]
            total = sum(home.values())
            value = sum(home[c] * view["gem_value"][c] for c in colours)
            rows.append([self.name(seat), str(total), self.condition(view, home), str(value),
                         "winner" if seat in winners else ""])
            cards.append([f"gem:{c}:{home[c]}" for c in colours])
        notes = ["A seat wins with 4 gems of one colour, 5 different colours or 7 gems at home (checked after "
                 "each round)."]
        met = [s for s in range(view["n_seats"]) if self.condition(view, view["homes"][s]).startswith("met")]
        if view["ended_by"] == "max_rounds":
            notes.append(f"Nobody met a condition by round {view['round']}, the last round allowed (option "
                         "max rounds): most gems at home wins, then the higher gem value.")
        elif len(met) == 1:
            notes.append(f"{self.name(met[0])} met a condition ({self.condition(view, view['homes'][met[0]])[5:]}) "
                         f"at the end of round {view['round']}.")
        elif len(met) > 1:
            values = ", ".join(f"{self.gem(view, c)} {view['gem_value'][c]}" for c in colours)
            notes.append(f"{listing([self.name(s) for s in met])} met a condition in the same round: most gems at "
                         f"home wins, then the higher value ({values}); seats still tied share the win.")
        notes.append(f"The game lasted {view['round']} round{'s' * (view['round'] != 1)}.")
        return ScoreSheet(title, ["Player", "Gems", "Victory condition", "Value", "Result"], rows,
                          list(range(view["n_seats"])), cards, notes)

    def gems(self, view: View, colour: str, count: int) -> str:
        """"3 ambers", "1 ruby", "2 rubies"."""
        name = self.gem(view, colour)
        if count == 1:
            return f"1 {name}"
        return f"{count} {name[:-1]}ies" if name.endswith("y") else f"{count} {name}s"

    def condition(self, view: View, home: dict[str, int]) -> str:
        """Which victory conditions a home meets (NIA-35), or how near it is."""
        colours = view["colours"]
        best = max(colours, key=lambda c: home[c])
        kinds = sum(1 for c in colours if home[c])
        total = sum(home.values())
        met = []
        if home[best] >= 4:
            met.append(self.gems(view, best, home[best]))
        if kinds >= 5:
            met.append("5 colours")
        if total >= 7:
            met.append(f"{total} gems")
        if met:
            return "met: " + listing(met)
        if not total:
            return "not met (no gems)"
        return f"not met: best {home[best]} of one colour, {kinds} colour{'s' * (kinds != 1)}"


# --- routes: the move and the flow, leg by leg ------------------------------------------------------------------
def push_table(view: View, arm: str | None) -> dict[str, str]:
    """Where the piece on each river slot goes in one push with the fork's pointer on `arm` (NIA-30, 31)."""
    table = {}
    for slot in view["slots"]:
        sid = slot["id"]
        if sid in (DOCK, FALLS):
            continue
        down = slot["downstream"]
        if len(down) > 1:
            arms = {s["id"]: s["arm"] for s in view["slots"]}
            table[sid] = next(d for d in down if arms.get(d) == arm)
        elif slot["arm"] is None or slot["arm"] == arm:
            table[sid] = down[0]
        else:
            table[sid] = sid
    return table


def route_motions(before: View, action: Action, pushes: int) -> list[Motion]:
    """Leg 0: the action's own move; legs 1..pushes: the flow, discs and canoes together."""
    boats = {(s, b): boat["at"] for s, row in enumerate(before["boats"]) for b, boat in enumerate(row)}
    gems = {(s, b): boat["gem"] for s, row in enumerate(before["boats"]) for b, boat in enumerate(row)}
    moved = None
    if action["type"] == "move":
        moved = (action["seat"], action["boat"])
        boats_after = dict(boats)
        boats_after[moved] = action["to"]
        gems[moved] = gem_after_move(before, action)
    else:
        boats_after = boats
    routes: dict[tuple[int, int], list[str]] = {k: [at, boats_after[k]] for k, at in boats.items()}
    river = [s["id"] for s in before["slots"] if s["id"] not in (DOCK, FALLS)]
    discs: list[tuple[str, list[str]]] = [(f"disc:{sid}", [sid, sid]) for sid in river]
    arms = [a for a in ("A", "B")] if before["next_arm"] is not None else [None]
    pointer = arms.index(before["next_arm"]) if before["next_arm"] is not None else 0
    first = river[0]
    for _ in range(pushes):
        table = push_table(before, arms[pointer])
        for route in routes.values():
            at = route[-1]
            route.append(table.get(at, at) if at in table else at)
        for _key, route in discs:
            at = route[-1]
            route.append(table.get(at, at) if at in table else at)
        entering = ("disc:spare", ["spare"] * (len(discs[0][1]) - 1) + [first])
        discs.append(entering)
        if len(arms) > 1:
            pointer ^= 1
    motions = []
    for key, route in discs:
        motion = _route_motion(key, route, disc=True)
        if motion is not None:
            motions.append(motion)
    for (seat, boat), route in routes.items():
        motion = _route_motion(boat_key(seat, boat), route, disc=False, gem=gems[(seat, boat)],
                               mover=(seat, boat) == moved)
        if motion is not None:
            motions.append(motion)
    return motions


def _via_key(position: str) -> str:
    """The item whose centre a piece passes at a position."""
    if position == "spare":
        return "disc:spare"
    if position == FALLS:
        return "falls"
    return f"slot:{position}"


def _route_motion(key: str, route: list[str], disc: bool, gem: str | None = None,
                  mover: bool = False) -> Motion | None:
    """One piece's motion from its positions leg by leg, or None if it never moves."""
    last = max((i for i in range(1, len(route)) if route[i] != route[i - 1]), default=0)
    if last == 0:
        return None
    if mover and last == 1:
        return Motion(key, key)  # just its own move: straight there (from where it was dropped)
    via = [_via_key(p) for p in route[1:last]]
    end = route[last]
    seat_boat = parse_boat(key)
    if end == FALLS:
        via.append("falls")
        if disc:
            return Motion(key, "disc:sink", via=tuple(via), lead_card="disc")
        assert seat_boat is not None
        return Motion(key, key, via=tuple(via), lead_card=f"boat:{seat_boat[0]}:{seat_boat[1]}:{gem or '-'}")
    if disc:
        return Motion(key, f"disc:{end}", via=tuple(via))
    return Motion(key, key, via=tuple(via))


def gem_after_move(before: View, action: Action) -> str | None:
    """The gem a canoe carries right after its move (before any flow)."""
    seat, boat = action["seat"], action["boat"]
    gem = before["boats"][seat][boat]["gem"]
    load = action.get("load")
    if load:
        gem = None if load["op"] == "unload" else load["colour"]
    if action.get("steal_from") is not None:
        gem = before["boats"][action["steal_from"]][action["steal_boat"]]["gem"]
    return None if action["to"] == DOCK else gem
