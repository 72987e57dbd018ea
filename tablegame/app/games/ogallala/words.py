"""Every text the Ogallala table shows: names, cells, canoe hints, the status line, reasons and the score sheet."""

from __future__ import annotations

from typing import Any

from tablegame.app.games.ogallala.art import card_words
from tablegame.app.games.ogallala.cells import parse_cell
from tablegame.core.words import Persons, listing, ordinal
from tablegame.games.ogallala.catalog import LEFT, PERSON, RIGHT, catalog
from tablegame.games.ogallala.scoring import LONG_CANOE, LOOT_POINTS, PAIR_POINTS, TRIPLE_POINTS
from tablegame.table.model import Action, ScoreSheet
from tablegame.table.presenter import View

_C = catalog()
HUNTING_GROUND = "Happy Hunting Ground"
MAX_CANOE_ROWS = 14  # the score screen shows one row per canoe up to this many, else one per player
STOP_WORDS = {
    "duplicate": "a card of that kind already lies in the grid",
    "lasso": "a lasso thrower stops the drawing",
    "archer": "an archer stops the drawing",
}


def name_of(names: list[str], seat: int | None) -> str:
    """A seat's name, or "?" for no seat."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def whose(names: list[str], seat: int | None) -> str:
    """Another seat's, inside a sentence, as the viewer reads it: "Mina's" ("Player 2's" for a seat called "You")."""
    return Persons(names, None).owner(seat) if seat is not None else "?"


def winners_words(view: View, names: list[str]) -> str:
    """The winners and their verb as the viewer reads them: "You win", "Mina wins", "Mina and Jun win"."""
    winners, plain = Persons(names, view.get("viewer")).group(view["winners"])
    return f"{winners} {'win' if plain else 'wins'}"


def where(row: int, col: int) -> str:
    """A cell as players count: "row 2, column 5"."""
    return f"row {row + 1}, column {col + 1}"


def canoe_breakdown(canoe: dict[str, Any]) -> str:
    """How a complete canoe scores, from the view's breakdown: "5 cards: 5 · woman 10 · bear pair 40"."""
    return " · ".join(f"{part_words(part)} {part['points']}" for part in canoe["breakdown"])


def part_words(part: dict[str, Any]) -> str:
    """One scoring part of a canoe in words: "5 cards:", "woman", "bear pair", "bear cards"."""
    kind = part["part"]
    if kind == "length":
        return f"{part['cards']} cards:"
    if kind == "loot":
        return _C.names[_C.index[part["card"]]]
    if kind == "set_cards":
        return f"{part['set']} {'card' if part['cards'] == 1 else 'cards'}"
    return f"{part['set']} {kind}"


def canoe_hint(canoe: dict[str, Any], advanced: bool) -> str:
    """What a hovered canoe says: its strength (its tribe colour in the advanced variant), its points."""
    n = len(canoe["cards"])
    tribe = f"{canoe['colour']} " if advanced and canoe["colour"] in ("red", "black") else ""
    strength = f"{tribe}canoe of strength {canoe['strength']}, {n} card{'s' if n != 1 else ''}"
    if canoe["totem"]:
        strength += ", a totem protects it"
    if canoe["complete"]:
        return f"{strength}, complete: {canoe['points']} points ({canoe_breakdown(canoe)})"
    return f"{strength}, not complete (no points yet)"


def score_lines(view: View, names: list[str]) -> list[str]:
    """The score panel: each seat's points and complete canoes."""
    lines = []
    for seat_view in view["seats"]:
        n = seat_view["complete_canoes"]
        lines.append(f"{name_of(names, seat_view['seat'])}: {seat_view['score']} ({n} canoe{'s' if n != 1 else ''})")
    return lines


def status(view: View, legal: list[Action], names: list[str]) -> str:
    """Whose turn it is and what they must do now, in words."""
    phase = view["phase"]
    if phase == "over":
        best = max(view["scores"]) if view["scores"] else 0
        return f"The game is over: {winners_words(view, names)} with {best} points."
    who = name_of(names, view["current"])
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


def end_question(view: View, names: list[str]) -> list[str]:
    """The end-of-game prompt (OGA-31): the standing and what each choice does."""
    seat = view["current"]
    n = view["seats"][seat]["complete_canoes"]
    scores = view["scores"]
    others = [s for s in range(len(scores)) if s != seat]
    best = max(others, key=lambda s: scores[s]) if others else seat
    standing = (f"You have {scores[seat]} points; the best other player, {name_of(names, best)}, "
                f"has {scores[best]}.")
    auto = view["auto_end_canoes"]
    later = (f"You may end it again at your next completed canoe; at {auto} complete canoes it ends by itself."
             if n < auto - 1 else f"At {auto} complete canoes the game ends by itself.")
    return [
        f"{name_of(names, seat)}: {n} complete canoes — end the game?",
        standing,
        "End the game now: the game is scored at once and the highest total wins.",
        f"Continue: the next player takes a turn. {later}",
    ]


def explain(kind: str, source: str, target: str | None, view: View, state_explain: Any, names: list[str]) -> str:
    """Why a click or a drop did nothing (the rules' explain_illegal where an action fits)."""
    to_act = view["to_act"]
    if not to_act:
        return "The game is over."
    viewer = view["viewer"]
    if to_act[0] != viewer:
        return f"Wait: it is {whose(names, to_act[0])} turn."
    phase = view["phase"]
    spot = parse_cell(target if kind == "drop" else source)
    if phase == "draw":
        return "Draw a card first: click one of the three draw piles."
    if phase == "hold":
        return hold_reason(kind, source, target, spot, viewer, state_explain, names)
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


def hold_reason(kind: str, source: str, target: str | None, spot: tuple[int, int, int] | None,
                viewer: int, state_explain: Any, names: list[str]) -> str:
    """Why the held card cannot go there."""
    if kind == "drop" and source == "held":
        if spot and spot[0] != viewer:
            return f"You can only place cards in your own grid, not in {whose(names, spot[0])} grid."
        if spot:
            reason = state_explain({"seat": viewer, "type": "place", "row": spot[1], "col": spot[2]})
            return f"Not there: {reason}."
        if target and target.startswith("pile:"):
            return "The held card cannot go back on a draw pile."
        return f"Drop the card on a glowing cell of your grid, or on the {HUNTING_GROUND} to discard it."
    if source.startswith("pile:"):
        return "You already hold a card: place it in your grid or discard it."
    return "Drag the held card onto a glowing cell of your grid (or click it, then click the cell)."


def score_sheet(view: View, names: list[str]) -> ScoreSheet:
    """Every seat's complete canoes with their cards, points and loot sets; the winners."""
    title = f"Game over — {winners_words(view, names)}" if view["winners"] else "Game over"
    seats = view["seats"]
    complete = {s["seat"]: [c for c in s["canoes"] if c["complete"]] for s in seats}
    per_canoe = sum(max(1, len(v)) for v in complete.values()) <= MAX_CANOE_ROWS
    rows: list[list[str]] = []
    row_seats: list[int] = []
    cards: list[list[str]] = []
    for s in seats:
        seat, canoes = s["seat"], complete[s["seat"]]
        total = str(s["score"])
        if not canoes:
            rows.append([name_of(names, seat), "—", "no complete canoe: only complete canoes score", "0", total])
            row_seats.append(seat)
            cards.append([])
        elif per_canoe:
            for i, canoe in enumerate(canoes):
                name = name_of(names, seat) if len(canoes) == 1 else f"{name_of(names, seat)} · canoe {i + 1}"
                rows.append([name, str(canoe["strength"]), canoe_breakdown(canoe),
                             str(canoe["points"]), total if i == 0 else ""])
                row_seats.append(seat)
                cards.append(list(canoe["cards"]))
        else:
            why = " | ".join(f"{c['points']}" for c in canoes)
            rows.append([name_of(names, seat), f"{len(canoes)} canoes", f"canoes score {why}", total, total])
            row_seats.append(seat)
            cards.append([card for c in canoes for card in c["cards"]])
    notes = [
        "Strength: the canoe's Indians added up. Scoring: where its points come from. Points: the canoe's; "
        "Total: the player's.",
        f"Only complete canoes score: 1 point per card up to {LONG_CANOE - 1} cards, 2 per card from {LONG_CANOE}, "
        f"plus {LOOT_POINTS} per loot card.",
        f"A set's left and right halves side by side score {PAIR_POINTS}; with its person at either end of the pair, "
        f"{TRIPLE_POINTS}.",
    ]
    cause = view["end_cause"]
    if cause == "ended":
        notes.append(f"{name_of(names, view['current'])} ended the game after completing a canoe.")
    elif cause == "five_canoes":
        notes.append(f"{name_of(names, view['current'])} completed a {ordinal(view['auto_end_canoes'] - 1)} canoe: "
                     "the game ended by itself.")
    elif cause == "no_cards":
        notes.append("The cards ran out: no card was left to draw.")
    return ScoreSheet(title, ["Player", "Strength", "Scoring", "Points", "Total"], rows, row_seats,
                      cards, notes)


# --- gesture labels and buttons ---------------------------------------------------------------------------
BUTTONS = {"discard-button": "Discard it", "end-button": "End the game now", "continue-button": "Continue playing"}
PASS_BUTTONS = {"lasso thrower": "Pass (no lasso)", "archer": "Pass (no shot)", "attacks": "Pass (no attack)"}
END_LABELS = {"end_game": "End the game now and score it", "continue": "Continue: the next player takes a turn"}


def held_words(view: View) -> str:
    """The held card in words, or "the card" when none is held."""
    return card_words(view["held"]) if view["held"] else "the card"


def draw_label(pile: int, size: int) -> str:
    """Clicking a draw pile."""
    return f"Draw the top card of pile {pile + 1} ({size} cards)"


def sink_label(action: Action) -> str:
    """Clicking an own complete canoe for the crazy axeman."""
    return f"Wreck your complete canoe at {where(action['row'], action['col'])} (the crazy axeman)"


def place_label(held: str, action: Action) -> str:
    """Dragging the held card onto a cell."""
    return f"Place the {held} at {where(action['row'], action['col'])}"


def freed_cell_label(held: str) -> str:
    """Clicking the cell a shift freed."""
    return f"Put the {held} into the freed cell"


def shift_label(held: str, action: Action, freed_col: int) -> str:
    """Dragging the held card onto an occupied cell to push cards aside (OGA-25)."""
    k = action["by"]
    cols = (f"column {action['from_col'] + 1}" if action["from_col"] == action["to_col"]
            else f"columns {action['from_col'] + 1}-{action['to_col'] + 1}")
    return (f"Make room: push {cols} of row {action['row'] + 1} one cell {'right' if k > 0 else 'left'}, "
            f"then put the {held} at column {freed_col + 1}")


def discard_label(held: str, view: View) -> str:
    """Discarding the held card; a drawn card's discard ends the drawing."""
    ends = "" if view["held_source"] != "draw" else " (your drawing ends)"
    return f"Discard the {held} to the {HUNTING_GROUND}{ends}"


def steal_label(view: View, action: Action, names: list[str]) -> str:
    """Clicking another seat's card to lasso or shoot it."""
    verb = "Lasso" if view["phase"] == "lasso" else "Shoot"
    card = view["seats"][action["target"]]["grid"][action["row"]][action["col"]]
    return f"{verb} {whose(names, action['target'])} {card_words(card)} ({where(action['row'], action['col'])})"


def attack_label(own: dict[str, Any], theirs: dict[str, Any], target: int, names: list[str]) -> str:
    """Clicking a weaker canoe of another seat to attack it with an own canoe."""
    return (f"Attack {whose(names, target)} canoe (strength {theirs['strength']}) with your canoe in "
            f"row {own['row'] + 1} (strength {own['strength']})")


def pass_label(what: str) -> str:
    """The Pass button's longer label: what passing gives up."""
    return f"Pass (do not use the {what})" if what != "attacks" else "Pass (give up the attacks left)"


# --- captions and hints of the items ----------------------------------------------------------------------
NO_HELD_CARD = "No card is held now"


def piles_caption(reshuffles_left: int) -> str:
    """The draw piles' caption: how often the discard pile may still become a draw pile."""
    return f"Draw piles · {reshuffles_left} reshuffle{'s' if reshuffles_left != 1 else ''}"


def pile_hint(pile: int, size: int) -> str:
    """A hovered draw pile."""
    return f"Pile {pile + 1}: {size} face-down cards" if size else f"Pile {pile + 1} is empty"


def held_tag_and_hint(view: View, names: list[str]) -> tuple[str, str]:
    """The held card's tag (drawn, lassoed, booty, last draw) and what hovering it says."""
    held = view["held"]
    source = {"draw": "drawn", "lasso": "lassoed", "booty": "booty"}.get(view["held_source"] or "", "")
    hint = f"Held by {name_of(names, view['current'])}: {card_words(held)} ({source})"
    if view["held_source"] == "draw" and view["stopped"]:
        source = "last draw"
        why = [STOP_WORDS[r] for r in view["stop_reasons"] if r in STOP_WORDS]
        hint += "; it is the last draw this turn" + (f" ({listing(why)})" if why else "")
    return source, hint


def booty_hint(card: str) -> str:
    """A hovered booty card waiting to be held."""
    return f"Booty waiting: {card_words(card)}"


def discard_hint(discard: list[str]) -> str:
    """The hovered discard pile: its size and its top cards."""
    hint = f"{HUNTING_GROUND} (discard pile): {len(discard)} cards"
    if discard:
        hint += ", top first: " + ", ".join(card_words(c) for c in discard[:6]) + ("…" if len(discard) > 6 else "")
    return hint


def frame_label(canoe: dict[str, Any], may_attack: bool) -> str:
    """The label on a complete canoe's frame."""
    if may_attack:
        return f"str {canoe['strength']} · may attack"
    return f"str {canoe['strength']} · {canoe['points']} pts"


def cell_hint(card: str | None, canoe_text: str) -> str:
    """A hovered grid cell: its card and its canoe ("" for an empty cell)."""
    return f"{card_words(card)} — {canoe_text}" if card else ""


def grid_caption(names: list[str], seat_view: dict[str, Any], shown: tuple[int, int] = (0, 13)) -> str:
    """A seat's grid caption: its name, points and complete canoes, and the columns shown when not all 14 are."""
    name, score, complete = name_of(names, seat_view["seat"]), seat_view["score"], seat_view["complete_canoes"]
    caption = f"{name} · {score} pts · {complete} complete"
    return caption if shown == (0, 13) else f"{caption} · columns {shown[0] + 1}–{shown[1] + 1}"


# What a card does, in the card inspector (ogallala.md §5 and §8), by the card's kind.
KIND_DETAILS = {
    "bow": "An empty bow: it starts a canoe at its left end. No strength, no ability.",
    "stern": "An empty stern: it closes a canoe at its right end. No strength, no ability.",
    "pathfinder": "A pathfinder (strength 1) sits at the bow, the left end of a canoe.",
    "steersman": "A steersman (strength 1) sits at the stern, the right end of a canoe.",
    "chief": "A chief: a strength-5 Indian with no ability.",
    "lasso": "Drawn from a pile, the lasso thrower may take one card from another player's incomplete canoe; "
             "you then place or discard it. Complete canoes are safe. Strength 2.",
    "archer": "Drawn from a pile, the archer may shoot one Indian in another player's incomplete canoe, sending "
              "it to the Happy Hunting Ground. A totem does not stop him. Strength 2.",
    "axe": "The crazy axeman is never placed. If you have a complete canoe, you must sink one of them: its cards "
           "go to the Happy Hunting Ground. Totems do not protect.",
    "totem": "A canoe with a totem pole, complete or not, cannot be attacked. The axe and the lasso still reach it.",
}
PART_WORDS = {LEFT: "left half", RIGHT: "right half", PERSON: "person"}


def card_detail(card: str) -> str:
    """What a face-up card is and does, for the card inspector: its role, strength, ability or loot."""
    t = _C.card(card)
    kind = _C.kind_names[_C.kind[t]]
    if kind in KIND_DETAILS:
        return KIND_DETAILS[kind]
    if kind == "medicine":
        return ("A medicine man (strength 3). In the advanced game, a canoe he completes attacks twice; "
                "in the basic game he is a plain Indian.")
    if _C.set_of[t] >= 0:
        name = _C.set_names[_C.set_of[t]]
        person = card_words(_C.ids[_C.set_cards[_C.set_of[t]][PERSON]])
        return (f"Loot, the {PART_WORDS[_C.part[t]]} of the {name} set: {LOOT_POINTS} points alone in a complete "
                f"canoe. The {name}'s left half directly left of its right half scores {PAIR_POINTS} for the two; "
                f"with the {person} at either end of that pair, {TRIPLE_POINTS} for the three.")
    if _C.loot[t]:
        return f"Loot: {LOOT_POINTS} points in a complete canoe. No strength."
    if _C.indian[t]:
        return f"A paddler of strength {_C.strength[t]}; a canoe's strength is the sum of its Indians."
    return ""
