"""Every text the CABO table shows: captions, the score panel, the status line, gesture labels and
buttons, why a click did nothing, and the score sheet. Card values and powers come from the catalog."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from tablegame.app.games.cabo.choice import Choice
from tablegame.core.words import Persons, listing, ordinal
from tablegame.games.cabo.catalog import Power
from tablegame.games.cabo.legal import MAX_REPLACE
from tablegame.table.model import Action, ScoreSheet
from tablegame.table.presenter import View

POWER_HELP: dict[Power, str] = {
    "peek": "look at one of your face-down cards",
    "spy": "look at a face-down card of another player",
    "swap": "swap one of your cards with another player's card",
}
WAITING = {"peek_start": "look at 2 of their cards", "turn": "draw a card or call CABO", "drawn": "use the drawn card"}

# The words of gestures and buttons that name no card.
DRAW_DECK = "Draw the top card of the draw pile"
CALL_BUTTON = "Call CABO!"
CALL = "Call CABO! (everyone else gets one more turn)"
DISCARD = "Discard the drawn card"
DISCARD_BUTTON = "Discard it"
CLEAR_BUTTON = "Clear choice"
CLEAR = "Unchoose all your cards"


def name(names: list[str], seat: int | None) -> str:
    """A seat's name."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def whose(names: list[str], seat: int | None, start: bool = False) -> str:
    """Another seat's things, as the viewer reads them: "Mina's" ("Player 2's" for a seat called "You")."""
    return Persons(names, None).owner(seat, start) if seat is not None else "?"


# --- captions and panels --------------------------------------------------------------------------------
def row_caption(names: list[str], seat: int, caller: int | None) -> str:
    """The caption above a seat's row."""
    caption = name(names, seat)
    if caller == seat:
        caption += " — called CABO"
    return caption


def drawn_tag(names: list[str], holder: int, viewer: int) -> str:
    """Whose card the drawn card is, when it is not the viewer's."""
    return "" if holder == viewer else whose(names, holder, start=True)


def score_lines(view: View, names: list[str]) -> list[str]:
    """The score panel: round, totals, used resets and who called CABO (on that seat's line: one line a seat,
    so four seats fit the panel)."""
    lines = [f"Round {view['round']}   ·   draw pile {view['draw_count']}"]
    for seat, total in enumerate(view["scores"]):
        extra = " (reset used)" if view["resets_used"][seat] else ""
        called = " · called CABO" if view["caller"] == seat else ""
        lines.append(f"{name(names, seat)}: {total}{extra}{called}")
    return lines


def status(view: View, legal: list[Action], names: list[str], choice: Choice, values: dict[str, int],
           powers: dict[str, Power | None]) -> str:
    """Whose turn it is and what they must do now, in words."""
    if view["phase"] == "over":
        if not view["winners"]:  # the table at a round's end, before the score screen
            return f"Round {view['round']} is over: every card is face up."
        return "The game is over."
    seat = view["to_act"][0]
    who = name(names, seat)
    last = " (last turn: CABO was called)" if view["last_turn"] else ""
    if not legal:
        return f"{who}: {WAITING[view['phase']]}{last}"
    phase = view["phase"]
    if phase == "peek_start":
        return f"{who}: click 2 of your cards to look at them (only you will see them)"
    if phase == "turn":
        call = " — or call CABO" if any(a["type"] == "call_cabo" for a in legal) else ""
        return f"{who}: draw a card — click the draw pile or the discard pile{call}{last}"
    if choice.mode == "peek":
        return f"{who}: click one of your face-down cards to look at it (Esc: back)"
    if choice.mode == "spy":
        return f"{who}: click another player's face-down card to look at it (Esc: back)"
    if choice.mode == "swap":
        if choice.swap_own is None:
            return f"{who}: click one of your cards to swap (Esc: back)"
        return f"{who}: now click the other player's card to swap with your {ordinal(choice.swap_own)} card"
    drawn = view["drawn"]
    card = drawn["card"] if drawn else None
    power = powers.get(card or "")
    held = f"the {values[card]}" if card else "the card"
    if drawn and drawn["source"] == "discard":
        return f"{who}: drag {held} onto one of your cards to replace it{last}"
    use = f", or use {power.upper()}" if power and any(a["type"] == power for a in legal) else ""
    return f"{who}: drag {held} onto one of your cards, or onto the discard pile{use}{last}"


# --- gestures ---------------------------------------------------------------------------------------------
def take_discard(value: int) -> str:
    """Taking the top discard."""
    return f"Take the {value} from the discard pile"


def unchoose(position: int) -> str:
    """Unchoosing one of the viewer's cards."""
    return f"Unchoose your {ordinal(position)} card"


def choose_to_look(position: int) -> str:
    """Choosing a card for the first look."""
    return f"Choose your {ordinal(position)} card to look at"


def look_at_pair(pair: tuple[int, ...]) -> str:
    """The first look at two own cards."""
    return f"Look at your {ordinal(pair[0])} and {ordinal(pair[1])} cards"


def replace_many(positions: tuple[int, ...]) -> str:
    """A multi-replace."""
    return f"Replace your {listing([ordinal(p) for p in positions])} cards (they must all match)"


def replace_one(position: int) -> str:
    """A replace of one card."""
    return f"Replace your {ordinal(position)} card with the drawn card"


def choose_for_replace(position: int) -> str:
    """Choosing a card for a multi-replace."""
    return f"Choose your {ordinal(position)} card for a multi-replace (cards of one value)"


def use_power(power: Power) -> str:
    """Discarding the drawn card and using its power."""
    return f"Discard it and use {power.upper()}: {POWER_HELP[power]}"


def power_button(power: Power) -> str:
    """The button that starts aiming a power."""
    return f"Use {power.upper()}"


def look_own(position: int) -> str:
    """PEEK at an own card."""
    return f"Look at your {ordinal(position)} card"


def look_other(names: list[str], target: int, position: int) -> str:
    """SPY on another seat's card."""
    return f"Look at {whose(names, target)} {ordinal(position)} card"


def swap_own(position: int) -> str:
    """Picking the own card of a swap."""
    return f"Swap your {ordinal(position)} card…"


def swap(names: list[str], action: Action) -> str:
    """A swap."""
    return (f"Swap your {ordinal(action['position'])} card with "
            f"{whose(names, action['target'])} {ordinal(action['target_position'])} card")


def back_button(power: Power) -> str:
    """The button that stops aiming a power."""
    return f"Back (no {power.upper()})"


def back(power: Power) -> str:
    """What the back button does."""
    return f"Do not use {power.upper()} yet"


# --- reasons ----------------------------------------------------------------------------------------------
def explain(kind: str, source: str, target: str | None, where: tuple[int, int] | None, view: View,
            state_explain: Callable[[Action], str], names: list[str], choice: Choice) -> str:
    """Why a click or a drop did nothing: asks the rules (explain_illegal) where an action fits.

    `where` is the (seat, position) of the row card dropped on (a drop) or clicked (a click), if any."""
    viewer = view["seat"]
    to_act = view["to_act"]
    if not to_act:
        return "The game is over."
    if to_act[0] != viewer:
        return f"Wait: it is {whose(names, to_act[0])} turn."
    phase = view["phase"]
    if phase == "peek_start":
        if where and where[0] != viewer:
            return "Look at 2 of your own cards first (the bottom row)."
        return "First click 2 of your own cards to look at them."
    if phase == "turn":
        if kind == "drop" or where:
            return "Draw a card first: click the draw pile or the discard pile (or call CABO)."
        return "Draw a card first: click the draw pile or the discard pile."
    if choice.mode == "peek":
        return "PEEK looks at one of your own face-down cards: click one (Esc: back)."
    if choice.mode == "spy":
        return "SPY looks at a face-down card of another player: click one (Esc: back)."
    if choice.mode == "swap":
        return "SWAP: click one of your cards, then another player's card (Esc: back)."
    if kind == "drop" and source == "drawn":
        if where and where[0] != viewer:
            return f"You can only replace your own cards, not {whose(names, where[0])}."
        if where:
            positions = sorted(choice.selection | {where[1]})
            if len(positions) > MAX_REPLACE:
                return f"Cannot replace there: you can replace at most {MAX_REPLACE} cards at once."
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


# --- the score sheet --------------------------------------------------------------------------------------
COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


def score_sheet(view: View, final: bool, names: list[str], values: dict[str, int]) -> ScoreSheet | None:
    """The last round's revealed rows, sums and scores with the reasons, and earlier rounds."""
    last = view.get("last_round")
    if not last:
        return None
    n = len(last["rows"])
    title = f"Round {last['round']} scores"
    if final:
        winners, plural = Persons(names, view.get("seat")).group(list(view.get("winners") or []))
        title = f"Game over — {winners} {'win' if plural else 'wins'}" if winners else "Game over"
    rows = []
    for seat in range(n):
        total = last["scores"][seat]
        rows.append([name(names, seat), str(last["sums"][seat]), _score_reason(last, seat, names, values),
                     str(last["round_scores"][seat]), str(total)])
    notes = _notes(last, final, view, names, values)
    history = view.get("history") or []
    hist_rows = [[f"Round {i + 1}", *(str(s) for s in scores)] for i, scores in enumerate(history)]
    return ScoreSheet(title, ["Player", "Sum", "Why", "Round", "Total"], rows, list(range(n)),
                      [list(r) for r in last["rows"]], notes, ["", *(name(names, s) for s in range(n))], hist_rows)


def row_values(cards: list[str], values: dict[str, int]) -> str:
    """A revealed row by its values, counted: "two 12s and two 13s"."""
    counts = Counter(values[card] for card in cards)
    return listing([f"{COUNT_WORDS.get(k, str(k))} {v}s" if k > 1 else f"one {v}" for v, k in sorted(counts.items())])


def _score_reason(last: dict[str, Any], seat: int, names: list[str], values: dict[str, int]) -> str:
    """How a seat's round score came about (the rules' `why`)."""
    numbers = last["scoring"]
    why = last["why"][seat]
    reset = f" · {numbers['reset_at']} reset to {numbers['reset_to']}" if seat in (last.get("resets") or []) else ""
    if why == "bomb":
        return f"bomb: {row_values(last['rows'][seat], values)}" + reset
    if why == "bombed":
        return f"bomb by {name(names, last['bomb'])}: {last['round_scores'][seat]}" + reset
    if why == "caller_lowest":
        return f"called CABO, lowest: {last['round_scores'][seat]}" + reset
    if why == "caller_not_lowest":
        return f"called CABO, not lowest: {last['sums'][seat]} + {numbers['caller_penalty']}" + reset
    return "sum of cards" + reset


def _notes(last: dict[str, Any], final: bool, view: View, names: list[str], values: dict[str, int]) -> list[str]:
    """Lines that explain the round and what comes next, as the viewer reads them ("You hold", "Mina holds")."""
    persons = Persons(names, view.get("seat"))
    notes = []
    numbers = last["scoring"]
    caller, bomb = last.get("caller"), last.get("bomb")
    if bomb is not None:
        them = "you" if persons.is_reader(bomb) else "them"
        notes.append(f"Bomb! {persons.says(bomb, 'hold')} exactly "
                     f"{row_values(last['rows'][bomb], values)}: 0 points for {them}, {numbers['bomb_penalty']} for "
                     "everyone else "
                     f"(this replaces the caller's 0 or +{numbers['caller_penalty']}).")
    elif caller is not None:
        if last["why"][caller] == "caller_lowest":
            notes.append(f"{persons.subject(caller)} called CABO with the lowest sum ({last['sums'][caller]}): "
                         "0 points.")
        else:
            notes.append(f"{persons.subject(caller)} called CABO but someone had a lower sum ({min(last['sums'])}): "
                         f"{last['sums'][caller]} + {numbers['caller_penalty']} points.")
    else:
        notes.append("Nobody called CABO: everyone scores the sum of their cards.")
    for seat in last.get("resets") or []:
        notes.append(f"{persons.owner(seat, start=True)} total reached exactly {numbers['reset_at']} and was reset "
                     f"to {numbers['reset_to']} (once per game).")
    if final:
        winners = view.get("winners") or []
        who = persons.group(winners, start=False)[0] if winners else "nobody"
        notes.append(f"A total passed {numbers['game_end_above']}: the game is over. Lowest total wins: {who}.")
    elif last.get("next_start") is not None:
        scores, starter = last["round_scores"], last["next_start"]
        starts = f"{persons.says(starter, 'start')} the next round"
        if scores.count(min(scores)) == 1:
            notes.append(f"{starts} (the lowest score this round).")
        else:
            notes.append(f"{starts}: the lowest score was tied, so this round's start player starts again.")
    return notes


def card_detail(value: int, power: Power | None) -> str:
    """What a card the viewer sees is worth and can do, for the card inspector (cabo.md CABO-15)."""
    points = f"Worth {value} {'point' if value == 1 else 'points'} in your row at the round's end; lower is better."
    if power is None:
        return points
    return (f"{power.upper()}: {POWER_HELP[power]}. It works only when you draw this card from the draw pile "
            f"and discard it at once. {points}")
