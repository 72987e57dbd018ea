"""Every text the CABO table shows: captions, the score panel, the status line, gesture labels and
buttons, why a click did nothing, and the score sheet, each a whole translatable sentence in the current
language. Card values and powers come from the catalog."""

from __future__ import annotations

from collections.abc import Callable

from tablegame.app.games.cabo.choice import Choice
from tablegame.core.words import Persons, listing, ordinal
from tablegame.games.cabo.catalog import Power
from tablegame.games.cabo.legal import MAX_REPLACE
from tablegame.games.cabo.scoring import GAME_END_ABOVE
from tablegame.games.cabo.terms import counted, own_cards, power_word, the_card
from tablegame.games.cabo.view_types import CaboRoundScreen, CaboView
from tablegame.i18n import N_, ntr, ptr, tr
from tablegame.table.model import Action, ScoreSheet

POWER_HELP: dict[Power, str] = {
    "peek": N_("look at one of your face-down cards"),
    "spy": N_("look at a face-down card of another player"),
    "swap": N_("swap one of your cards with another player's card"),
}

# The words of gestures and buttons that name no card (translated where shown: `tr(words.CALL)`).
DRAW_DECK = N_("Draw the top card of the draw pile")
CALL_BUTTON = N_("Call CABO!")
CALL = N_("Call CABO! (everyone else gets one more turn)")
DISCARD = N_("Discard the drawn card")
DISCARD_BUTTON = N_("Discard it")
CLEAR_BUTTON = N_("Clear choice")
CLEAR = N_("Unchoose all your cards")


def name(names: list[str], seat: int | None) -> str:
    """A seat's name."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def whose(names: list[str], seat: int | None, start: bool = False) -> str:
    """Another seat's things, as the viewer reads them: "Mina's" ("Player 2's" for a seat called "You")."""
    return Persons(names, None).owner(seat, start) if seat is not None else "?"


# --- captions and panels --------------------------------------------------------------------------------
def row_caption(names: list[str], seat: int, caller: int | None) -> str:
    """The caption above a seat's row."""
    if caller == seat:
        return tr("{name} — called CABO", name=name(names, seat))
    return name(names, seat)


def drawn_tag(names: list[str], holder: int, viewer: int | None) -> str:
    """Whose card the drawn card is, when it is not the viewer's."""
    return "" if holder == viewer else whose(names, holder, start=True)


def goal_line() -> str:
    """How to win, in one line (the rules' numbers)."""
    return tr("Goal: lowest total; ends over {limit}", limit=GAME_END_ABOVE)


def score_lines(view: CaboView, names: list[str]) -> list[str]:
    """The score panel: round, totals, used resets and who called CABO (on that seat's line: one line a seat,
    so four seats fit the panel)."""
    lines = [goal_line(), tr("Round {number}   ·   draw pile {count}", number=view["round"], count=view["draw_count"])]
    for seat, total in enumerate(view["scores"]):
        who, reset, called = name(names, seat), view["resets_used"][seat], view["caller"] == seat
        if reset and called:
            lines.append(tr("{name}: {total} (reset used) · called CABO", name=who, total=total))
        elif reset:
            lines.append(tr("{name}: {total} (reset used)", name=who, total=total))
        elif called:
            lines.append(tr("{name}: {total} · called CABO", name=who, total=total))
        else:
            lines.append(tr("{name}: {total}", name=who, total=total))
    return lines


def status(
    view: CaboView,
    legal: list[Action],
    names: list[str],
    choice: Choice,
    values: dict[str, int],
    powers: dict[str, Power | None],
) -> str:
    """Whose turn it is and what they must do now, in words."""
    if view["phase"] == "over":
        if not view["winners"]:  # the table at a round's end, before the score screen
            return tr("Round {number} is over: every card is face up.", number=view["round"])
        return tr("The game is over.")
    line = _what_to_do(view, legal, names, choice, values, powers)
    if view["last_turn"] and (not legal or view["phase"] == "turn" or choice.mode is None):
        return tr("{status} (last turn: CABO was called)", status=line)
    return line


def _what_to_do(
    view: CaboView,
    legal: list[Action],
    names: list[str],
    choice: Choice,
    values: dict[str, int],
    powers: dict[str, Power | None],
) -> str:
    """The status line without the last-turn warning."""
    who = name(names, view["to_act"][0])
    phase = view["phase"]
    if not legal:
        if phase == "peek_start":
            return tr("{who}: look at 2 of their cards", who=who)
        if phase == "turn":
            return tr("{who}: draw a card or call CABO", who=who)
        return tr("{who}: use the drawn card", who=who)
    if phase == "peek_start":
        return tr("{who}: click 2 of your cards to look at them (only you will see them)", who=who)
    if phase == "turn":
        if any(a["type"] == "call_cabo" for a in legal):
            return tr("{who}: draw a card — click the draw pile or the discard pile — or call CABO", who=who)
        return tr("{who}: draw a card — click the draw pile or the discard pile", who=who)
    if choice.mode == "peek":
        return tr("{who}: click one of your face-down cards to look at it (Esc: back)", who=who)
    if choice.mode == "spy":
        return tr("{who}: click another player's face-down card to look at it (Esc: back)", who=who)
    if choice.mode == "swap":
        if choice.swap_own is None:
            return tr("{who}: click one of your cards to swap (Esc: back)", who=who)
        return tr(
            "{who}: now click the other player's card to swap with your {position} card",
            who=who,
            position=ordinal(choice.swap_own),
        )
    drawn = view["drawn"]
    card = drawn["card"] if drawn else None
    power = powers.get(card or "")
    held = the_card(values[card]) if card else tr("the card")
    if drawn and drawn["source"] == "discard":
        return tr("{who}: drag {card} onto one of your cards to replace it", who=who, card=held)
    if power and any(a["type"] == power for a in legal):
        return tr(
            "{who}: drag {card} onto one of your cards, or onto the discard pile, or use {power}",
            who=who,
            card=held,
            power=power_word(power),
        )
    return tr("{who}: drag {card} onto one of your cards, or onto the discard pile", who=who, card=held)


# --- gestures ---------------------------------------------------------------------------------------------
def take_discard(value: int) -> str:
    """Taking the top discard."""
    return tr("Take {card} from the discard pile", card=the_card(value))


def unchoose(position: int) -> str:
    """Unchoosing one of the viewer's cards."""
    return tr("Unchoose your {position} card", position=ordinal(position))


def choose_to_look(position: int) -> str:
    """Choosing a card for the first look."""
    return tr("Choose your {position} card to look at", position=ordinal(position))


def look_at_pair(pair: tuple[int, ...]) -> str:
    """The first look at two own cards."""
    return tr("Look at your {cards}", cards=own_cards(list(pair)))


def replace_many(positions: tuple[int, ...]) -> str:
    """A multi-replace."""
    return tr("Replace your {cards} (they must all match)", cards=own_cards(list(positions)))


def replace_one(position: int) -> str:
    """A replace of one card."""
    return tr("Replace your {position} card with the drawn card", position=ordinal(position))


def choose_for_replace(position: int) -> str:
    """Choosing a card for a multi-replace."""
    return tr("Choose your {position} card for a multi-replace (cards of one value)", position=ordinal(position))


def use_power(power: Power) -> str:
    """Discarding the drawn card and using its power."""
    return tr("Discard it and use {power}: {help}", power=power_word(power), help=tr(POWER_HELP[power]))


def power_button(power: Power) -> str:
    """The button that starts aiming a power."""
    return tr("Use {power}", power=power_word(power))


def look_own(position: int) -> str:
    """PEEK at an own card."""
    return tr("Look at your {position} card", position=ordinal(position))


def look_other(names: list[str], target: int, position: int) -> str:
    """SPY on another seat's card."""
    return tr("Look at {whose} {position} card", whose=whose(names, target), position=ordinal(position))


def swap_own(position: int) -> str:
    """Picking the own card of a swap."""
    return tr("Swap your {position} card…", position=ordinal(position))


def swap(names: list[str], action: Action) -> str:
    """A swap."""
    return tr(
        "Swap your {position} card with {whose} {target} card",
        position=ordinal(action["position"]),
        whose=whose(names, action["target"]),
        target=ordinal(action["target_position"]),
    )


def back_button(power: Power) -> str:
    """The button that stops aiming a power."""
    return tr("Back (no {power})", power=power_word(power))


def back(power: Power) -> str:
    """What the back button does."""
    return tr("Do not use {power} yet", power=power_word(power))


# --- reasons ----------------------------------------------------------------------------------------------
def explain(
    kind: str,
    source: str,
    target: str | None,
    where: tuple[int, int] | None,
    view: CaboView,
    state_explain: Callable[[Action], str],
    names: list[str],
    choice: Choice,
) -> str:
    """Why a click or a drop did nothing: asks the rules (explain_illegal) where an action fits.

    `where` is the (seat, position) of the row card dropped on (a drop) or clicked (a click), if any."""
    viewer = view["seat"]
    to_act = view["to_act"]
    if not to_act:
        return tr("The game is over.")
    if to_act[0] != viewer:
        return tr("Wait: it is {whose} turn.", whose=whose(names, to_act[0]))
    phase = view["phase"]
    if phase == "peek_start":
        if where and where[0] != viewer:
            return tr("Look at 2 of your own cards first (the bottom row).")
        return tr("First click 2 of your own cards to look at them.")
    if phase == "turn":
        if kind == "drop" or where:
            return tr("Draw a card first: click the draw pile or the discard pile (or call CABO).")
        return tr("Draw a card first: click the draw pile or the discard pile.")
    if choice.mode == "peek":
        return tr("PEEK looks at one of your own face-down cards: click one (Esc: back).")
    if choice.mode == "spy":
        return tr("SPY looks at a face-down card of another player: click one (Esc: back).")
    if choice.mode == "swap":
        return tr("SWAP: click one of your cards, then another player's card (Esc: back).")
    if kind == "drop" and source == "drawn":
        return _explain_drop(target, where, viewer, state_explain, names, choice)
    if source in ("draw", "discard"):
        return tr("You already hold a drawn card: drag it onto one of your cards or the discard pile.")
    if where and where[0] != viewer:
        return tr("That card is another player's: drag the drawn card onto one of yours.")
    return tr("Drag the drawn card onto one of your cards, or onto the discard pile.")


def _explain_drop(
    target: str | None,
    where: tuple[int, int] | None,
    viewer: int,
    state_explain: Callable[[Action], str],
    names: list[str],
    choice: Choice,
) -> str:
    """Why dropping the drawn card there did nothing."""
    if where and where[0] != viewer:
        return tr("You can only replace your own cards, not {whose}.", whose=whose(names, where[0]))
    if where:
        positions = sorted(choice.selection | {where[1]})
        if len(positions) > MAX_REPLACE:
            return tr("Cannot replace there: you can replace at most {most} cards at once.", most=MAX_REPLACE)
        reason = state_explain({"seat": viewer, "type": "replace", "positions": positions})
        return tr("Cannot replace there: {reason}.", reason=reason)
    if target == "draw":
        return tr("The drawn card cannot go back on the draw pile.")
    if target == "discard":
        return tr("Cannot discard: {reason}.", reason=state_explain({"seat": viewer, "type": "discard"}))
    return tr("Drop the drawn card on one of your cards (or on the discard pile).")


# --- the score sheet --------------------------------------------------------------------------------------
def score_sheet(view: CaboView, final: bool, names: list[str], values: dict[str, int]) -> ScoreSheet | None:
    """The last round's revealed rows, sums and scores with the reasons, and earlier rounds."""
    last = view.get("last_round")
    if not last:
        return None
    n = len(last["rows"])
    title = tr("Round {number} scores", number=last["round"])
    if final:
        title = _game_over(Persons(names, view.get("seat")), list(view.get("winners") or []))
    rows = []
    for seat in range(n):
        total = last["scores"][seat]
        rows.append(
            [
                name(names, seat),
                str(last["sums"][seat]),
                _score_reason(last, seat, names, values),
                str(last["round_scores"][seat]),
                str(total),
            ]
        )
    notes = _notes(last, final, view, names, values)
    history = view.get("history") or []
    hist_rows = [[tr("Round {number}", number=i + 1), *(str(s) for s in scores)] for i, scores in enumerate(history)]
    headers = [
        ptr("score sheet", "Player"),
        ptr("score sheet", "Sum"),
        ptr("score sheet", "Why"),
        ptr("score sheet", "Round"),
        ptr("score sheet", "Total"),
    ]
    return ScoreSheet(
        title,
        headers,
        rows,
        list(range(n)),
        [list(r) for r in last["rows"]],
        notes,
        ["", *(name(names, s) for s in range(n))],
        hist_rows,
    )


def _game_over(persons: Persons, winners: list[int]) -> str:
    """The final sheet's title: "Game over — Mina wins" ("You win", "Mina and you win")."""
    if not winners:
        return tr("Game over")
    words = listing([persons.subject(seat) if i == 0 else persons.object(seat) for i, seat in enumerate(winners)])
    if len(winners) > 1 or persons.is_reader(winners[0]):
        return tr("Game over — {winners} win", winners=words)
    return tr("Game over — {winners} wins", winners=words)


def row_values(cards: list[str], values: dict[str, int]) -> str:
    """A revealed row by its values, counted: "two 12s and two 13s"."""
    return counted([values[card] for card in cards])


def _score_reason(last: CaboRoundScreen, seat: int, names: list[str], values: dict[str, int]) -> str:
    """How a seat's round score came about (the rules' `why`), and its reset if it had one."""
    numbers = last["scoring"]
    reason = _why(last, seat, names, values)
    if seat in (last.get("resets") or []):
        return tr(
            "{reason} · {reset_at} reset to {reset_to}",
            reason=reason,
            reset_at=numbers["reset_at"],
            reset_to=numbers["reset_to"],
        )
    return reason


def _why(last: CaboRoundScreen, seat: int, names: list[str], values: dict[str, int]) -> str:
    """How a seat's round score came about (the rules' `why`)."""
    numbers = last["scoring"]
    why = last["why"][seat]
    if why == "bomb":
        return tr("bomb: {cards}", cards=row_values(last["rows"][seat], values))
    if why == "bombed":
        return tr("bomb by {name}: {score}", name=name(names, last["bomb"]), score=last["round_scores"][seat])
    if why == "caller_lowest":
        return tr("called CABO, lowest: {score}", score=last["round_scores"][seat])
    if why == "caller_not_lowest":
        return tr(
            "called CABO, not lowest: {sum} + {penalty}", sum=last["sums"][seat], penalty=numbers["caller_penalty"]
        )
    return tr("sum of cards")


def _notes(last: CaboRoundScreen, final: bool, view: CaboView, names: list[str], values: dict[str, int]) -> list[str]:
    """Lines that explain the round and what comes next, as the viewer reads them ("You hold", "Mina holds")."""
    persons = Persons(names, view.get("seat"))
    notes = [_call_note(persons, last, values)]
    numbers = last["scoring"]
    for seat in last.get("resets") or []:
        notes.append(
            tr(
                "{whose} total reached exactly {reset_at} and was reset to {reset_to} (once per game).",
                whose=persons.owner(seat, start=True),
                reset_at=numbers["reset_at"],
                reset_to=numbers["reset_to"],
            )
        )
    if final:
        winners = view.get("winners") or []
        who = listing([persons.object(seat) for seat in winners]) if winners else tr("nobody")
        notes.append(
            tr(
                "A total passed {limit}: the game is over. Lowest total wins: {who}.",
                limit=numbers["game_end_above"],
                who=who,
            )
        )
    elif last.get("next_start") is not None:
        notes.append(_starter_note(persons, last))
    return notes


def _call_note(persons: Persons, last: CaboRoundScreen, values: dict[str, int]) -> str:
    """The bomb, or how the call scored, or that nobody called."""
    numbers = last["scoring"]
    caller, bomb = last.get("caller"), last.get("bomb")
    if bomb is not None:
        cards = row_values(last["rows"][bomb], values)
        if persons.is_reader(bomb):
            return tr(
                "Bomb! You hold exactly {cards}: 0 points for you, {bomb_penalty} for everyone else (this "
                "replaces the caller's 0 or +{caller_penalty}).",
                cards=cards,
                bomb_penalty=numbers["bomb_penalty"],
                caller_penalty=numbers["caller_penalty"],
            )
        return tr(
            "Bomb! {who} holds exactly {cards}: 0 points for them, {bomb_penalty} for everyone else (this "
            "replaces the caller's 0 or +{caller_penalty}).",
            who=persons.subject(bomb),
            cards=cards,
            bomb_penalty=numbers["bomb_penalty"],
            caller_penalty=numbers["caller_penalty"],
        )
    if caller is None:
        return tr("Nobody called CABO: everyone scores the sum of their cards.")
    if last["why"][caller] == "caller_lowest":
        return tr(
            "{who} called CABO with the lowest sum ({sum}): 0 points.",
            who=persons.subject(caller),
            sum=last["sums"][caller],
        )
    return tr(
        "{who} called CABO but someone had a lower sum ({lowest}): {sum} + {penalty} points.",
        who=persons.subject(caller),
        lowest=min(last["sums"]),
        sum=last["sums"][caller],
        penalty=numbers["caller_penalty"],
    )


def _starter_note(persons: Persons, last: CaboRoundScreen) -> str:
    """Who starts the next round, and why."""
    scores, starter = last["round_scores"], last["next_start"]
    tied = scores.count(min(scores)) > 1
    if persons.is_reader(starter):
        if tied:
            return tr("You start the next round: the lowest score was tied, so this round's start player starts again.")
        return tr("You start the next round (the lowest score this round).")
    who = persons.subject(starter)
    if tied:
        return tr(
            "{who} starts the next round: the lowest score was tied, so this round's start player starts again.",
            who=who,
        )
    return tr("{who} starts the next round (the lowest score this round).", who=who)


def card_detail(value: int, power: Power | None) -> str:
    """What a card the viewer sees is worth and can do, for the card inspector (cabo.md CABO-15)."""
    points = ntr(
        "Worth {count} point in your row at the round's end; lower is better.",
        "Worth {count} points in your row at the round's end; lower is better.",
        value,
    )
    if power is None:
        return points
    return tr(
        "{power}: {help}. It works only when you draw this card from the draw pile and discard it at once. {points}",
        power=power_word(power),
        help=tr(POWER_HELP[power]),
        points=points,
    )
