"""Every text the Ogallala table shows: names, cells, canoe hints, the status line, reasons and the score sheet."""

from __future__ import annotations

from typing import Any

from tablegame.app.games.ogallala.art import card_words, set_name
from tablegame.app.games.ogallala.cells import parse_cell
from tablegame.core.words import Persons, listing, ordinal
from tablegame.games.ogallala.catalog import LEFT, PERSON, RIGHT, catalog
from tablegame.games.ogallala.effects import AUTO_END_CANOES, END_CHOICE_CANOES
from tablegame.games.ogallala.scoring import LONG_CANOE, LOOT_POINTS, PAIR_POINTS, TRIPLE_POINTS
from tablegame.games.ogallala.view_types import OgCanoe, OgScoringPart, OgSeat, OgView, card_at, held_card
from tablegame.i18n import N_, ntr, ptr, tr
from tablegame.table.model import ROW, Action, ScoreSheet

_C = catalog()
HUNTING_GROUND = N_("Happy Hunting Ground")
MAX_CANOE_ROWS = 14  # the score screen shows one row per canoe up to this many, else one per player
STOP_WORDS = {
    "duplicate": N_("a card of that kind already lies in the grid"),
    "lasso": N_("a lasso thrower stops the drawing"),
    "archer": N_("an archer stops the drawing"),
}


def name_of(names: list[str], seat: int | None) -> str:
    """A seat's name, or "?" for no seat."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def whose(names: list[str], seat: int | None) -> str:
    """Another seat's, inside a sentence, as the viewer reads it: "Mina's" ("Player 2's" for a seat called "You")."""
    return Persons(names, None).owner(seat) if seat is not None else "?"


def game_over_words(view: OgView, names: list[str], points: int) -> str:
    """The status line once over: "The game is over: You win with 40 points."."""
    voice = Persons(names, view.get("viewer"))
    winners = view["winners"]
    if len(winners) == 1 and voice.is_reader(winners[0]):
        return tr("The game is over: You win with {points} points.", points=points)
    if len(winners) == 1:
        return tr("The game is over: {who} wins with {points} points.", who=voice.subject(winners[0]), points=points)
    return tr("The game is over: {winners} win with {points} points.", winners=_group(voice, winners), points=points)


def _group(voice: Persons, seats: list[int]) -> str:
    """Several winners as one subject: "Mina and you"."""
    return listing([voice.subject(seats[0]), *(voice.object(s) for s in seats[1:])] if seats else [])


def where(row: int, col: int) -> str:
    """A cell as players count: "row 2, column 5"."""
    return tr("row {row}, column {col}", row=row + 1, col=col + 1)


def canoe_breakdown(canoe: OgCanoe) -> str:
    """How a complete canoe scores, from the view's breakdown: "5 cards: 5 · woman 10 · bear pair 40"."""
    return " · ".join(
        ptr("score", "{part} {points}", part=part_words(part, canoe["cards"]), points=part["points"])
        for part in canoe["breakdown"]
    )


def part_words(part: OgScoringPart, cards: list[str]) -> str:
    """One scoring part of a canoe with these cards, in words: "5 cards:", "woman", "bear pair", and a set's
    cards that score alone by their own names ("cowboy", "woodcutter and logs left half")."""
    kind = part["part"]
    if kind == "length":
        return tr("{count} cards:", count=part["cards"])
    if kind == "loot":
        return tr(_C.names[_C.index[part["card"]]])
    name = set_name(part["set"])
    if kind == "pair":
        return tr("{set} pair", set=name)
    if kind == "triple":
        return tr("{set} triple", set=name)
    number = _C.set_names.index(part["set"])
    if kind == "person":
        return card_words(_C.ids[_C.set_cards[number][PERSON]])
    return listing([card_words(card) for card in cards if _C.set_of[_C.index[card]] == number])


def canoe_hint(canoe: OgCanoe, advanced: bool) -> str:
    """What a hovered canoe says: its strength (its tribe colour in the advanced variant), its points."""
    n, power = len(canoe["cards"]), canoe["strength"]
    if advanced and canoe["colour"] == "red":
        strength = ntr(
            "red canoe of strength {strength}, {count} card",
            "red canoe of strength {strength}, {count} cards",
            n,
            strength=power,
        )
    elif advanced and canoe["colour"] == "black":
        strength = ntr(
            "black canoe of strength {strength}, {count} card",
            "black canoe of strength {strength}, {count} cards",
            n,
            strength=power,
        )
    else:
        strength = ntr(
            "canoe of strength {strength}, {count} card",
            "canoe of strength {strength}, {count} cards",
            n,
            strength=power,
        )
    if canoe["totem"]:
        strength = tr("{canoe}, a totem protects it", canoe=strength)
    if canoe["complete"]:
        return tr(
            "{canoe}, complete: {points} points ({breakdown})",
            canoe=strength,
            points=canoe["points"],
            breakdown=canoe_breakdown(canoe),
        )
    return tr("{canoe}, not complete (no points yet)", canoe=strength)


def goal_line() -> str:
    """How to win, in one line (the rules' numbers)."""
    return tr(
        "Goal: most points in complete canoes; {may} canoes may end the game, {must} end it",
        may=END_CHOICE_CANOES,
        must=AUTO_END_CANOES,
    )


def score_lines(view: OgView, names: list[str]) -> list[str]:
    """The score panel: the goal, then a row a seat (its name, then its points and complete canoes), so five
    seats fit."""
    return [goal_line()] + [
        name_of(names, s["seat"])
        + ROW
        + ntr("{score} ({count} canoe)", "{score} ({count} canoes)", s["complete_canoes"], score=s["score"])
        for s in view["seats"]
    ]


def status(view: OgView, legal: list[Action], names: list[str]) -> str:
    """Whose turn it is and what they must do now, in words."""
    phase = view["phase"]
    if phase == "over":
        return game_over_words(view, names, max(view["scores"]) if view["scores"] else 0)
    who = name_of(names, view["current"])
    held = card_words(view["held"]) if view["held"] else tr("the card")
    if not legal and phase == "draw" and view["drawn_this_turn"]:
        return tr("{who} draws again: the turn goes on until something stops the drawing", who=who)
    if not legal:
        return _waiting(phase, who, held)
    if phase == "draw" and view["drawn_this_turn"]:
        return tr(
            "{who}: your turn goes on, draw again (click a draw pile). It stops at a completed canoe, a "
            "discard, or a drawn kind already in your grid, a lasso thrower, an archer or the crazy axe.",
            who=who,
        )
    if phase == "draw":
        return tr("{who}: draw a card — click one of the three draw piles", who=who)
    if phase == "hold":
        return _holding(view, legal, who, held)
    if phase == "lasso":
        return tr("{who}: click a card in another player's incomplete canoe to lasso it, or pass", who=who)
    if phase == "shoot":
        return tr("{who}: click an Indian in another player's incomplete canoe to shoot it, or pass", who=who)
    if phase == "sink":
        return tr("{who}: the crazy axeman! Click one of your complete canoes to wreck it", who=who)
    if phase == "attack":
        return tr("{who}: click a weaker canoe of another player to attack it, or pass", who=who)
    if phase == "end":
        n = view["seats"][view["current"]]["complete_canoes"]
        return tr("{who}: you have {count} complete canoes — end the game now, or continue?", who=who, count=n)
    return f"{who}: {phase}"


def _waiting(phase: str, who: str, held: str) -> str:
    """The status line while another seat acts: who, and what they must do."""
    doing = {
        "draw": tr("{who}: draw a card", who=who),
        "hold": tr("{who}: place or discard {card}", who=who, card=held),
        "lasso": tr("{who}: use the lasso thrower", who=who),
        "shoot": tr("{who}: use the archer", who=who),
        "sink": tr("{who}: choose a canoe for the crazy axeman", who=who),
        "attack": tr("{who}: attack or pass", who=who),
        "end": tr("{who}: end the game or continue", who=who),
    }
    return doing.get(phase, f"{who}: {phase}")


def _holding(view: OgView, legal: list[Action], who: str, held: str) -> str:
    """The status line while the viewer holds a card: where it may go."""
    if view["shift_cell"] is not None:
        return tr("{who}: put the {card} into the freed cell (drag it there, or click the cell)", who=who, card=held)
    source = view["held_source"]
    if source == "booty":
        more = len(view["booty"])
        if more:
            return tr(
                "{who}: drag the booty ({card}) into your grid, or discard it ({count} more waiting)",
                who=who,
                card=held,
                count=more,
            )
        return tr("{who}: drag the booty ({card}) into your grid, or discard it", who=who, card=held)
    if source == "lasso":
        return tr("{who}: drag the lassoed {card} into your grid, or discard it", who=who, card=held)
    if not any(a["type"] in ("place", "shift") for a in legal):
        return tr("{who}: the {card} fits nowhere — discard it to the Happy Hunting Ground", who=who, card=held)
    return tr("{who}: drag the {card} into your grid, or discard it", who=who, card=held)


def end_question(view: OgView, names: list[str]) -> list[str]:
    """The end-of-game prompt (OGA-31): the standing and what each choice does."""
    seat = view["current"]
    n = view["seats"][seat]["complete_canoes"]
    scores = view["scores"]
    others = [s for s in range(len(scores)) if s != seat]
    best = max(others, key=lambda s: scores[s]) if others else seat
    standing = tr(
        "You have {points} points; the best other player, {best}, has {best_points}.",
        points=scores[seat],
        best=name_of(names, best),
        best_points=scores[best],
    )
    auto = view["auto_end_canoes"]
    if n < auto - 1:
        later = tr(
            "Continue: the next player takes a turn. You may end it again at your next completed canoe; at "
            "{auto} complete canoes it ends by itself.",
            auto=auto,
        )
    else:
        later = tr(
            "Continue: the next player takes a turn. At {auto} complete canoes the game ends by itself.", auto=auto
        )
    return [
        tr("{who}: {count} complete canoes — end the game?", who=name_of(names, seat), count=n),
        standing,
        tr("End the game now: the game is scored at once and the highest total wins."),
        later,
    ]


def explain(kind: str, source: str, target: str | None, view: OgView, state_explain: Any, names: list[str]) -> str:
    """Why a click or a drop did nothing (the rules' explain_illegal where an action fits)."""
    to_act = view["to_act"]
    if not to_act:
        return tr("The game is over.")
    viewer = view["viewer"]
    if to_act[0] != viewer:
        return tr("Wait: it is {whose} turn.", whose=whose(names, to_act[0]))
    phase = view["phase"]
    spot = parse_cell(target if kind == "drop" else source)
    if phase == "draw":
        return tr("Draw a card first: click one of the three draw piles.")
    if phase == "hold":
        return hold_reason(kind, source, target, spot, viewer, state_explain, names)
    if phase in ("lasso", "shoot"):
        if spot and spot[0] != viewer:
            reason = state_explain({"seat": viewer, "type": phase, "target": spot[0], "row": spot[1], "col": spot[2]})
            return tr("Not that card: {reason}.", reason=reason)
        if phase == "lasso":
            return tr("Click a glowing card to take a card from another player's incomplete canoe, or Pass.")
        return tr("Click a glowing card to shoot an Indian in another player's incomplete canoe, or Pass.")
    if phase == "sink":
        if spot and spot[0] == viewer:
            reason = state_explain({"seat": viewer, "type": "sink", "row": spot[1], "col": spot[2]})
            return tr("Not that one: {reason}.", reason=reason)
        return tr("The crazy axeman wrecks one of YOUR complete canoes: click one of them.")
    if phase == "attack":
        if spot and spot[0] != viewer:
            attacker = next(iter(view["attacks"]), None)
            if attacker is not None:
                reason = state_explain(
                    {
                        "seat": viewer,
                        "type": "attack",
                        "row": attacker["row"],
                        "col": attacker["col"],
                        "target": spot[0],
                        "target_row": spot[1],
                        "target_col": spot[2],
                    }
                )
                return tr("Cannot attack that canoe: {reason}.", reason=reason)
        return tr("Click a glowing canoe of another player to attack it, or Pass.")
    if phase == "end":
        return tr("Choose: End the game now, or Continue playing.")
    return tr("That does nothing here.")


def hold_reason(
    kind: str,
    source: str,
    target: str | None,
    spot: tuple[int, int, int] | None,
    viewer: int,
    state_explain: Any,
    names: list[str],
) -> str:
    """Why the held card cannot go there."""
    if kind == "drop" and source == "held":
        if spot and spot[0] != viewer:
            return tr("You can only place cards in your own grid, not in {whose} grid.", whose=whose(names, spot[0]))
        if spot:
            reason = state_explain({"seat": viewer, "type": "place", "row": spot[1], "col": spot[2]})
            return tr("Not there: {reason}.", reason=reason)
        if target and target.startswith("pile:"):
            return tr("The held card cannot go back on a draw pile.")
        return tr("Drop the card on a glowing cell of your grid, or on the Happy Hunting Ground to discard it.")
    if source.startswith("pile:"):
        return tr("You already hold a card: place it in your grid or discard it.")
    return tr("Drag the held card onto a glowing cell of your grid (or click it, then click the cell).")


def score_sheet(view: OgView, names: list[str]) -> ScoreSheet:
    """Every seat's complete canoes with their cards, points and loot sets; the winners."""
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
            rows.append([name_of(names, seat), "—", tr("no complete canoe: only complete canoes score"), "0", total])
            row_seats.append(seat)
            cards.append([])
        elif per_canoe:
            for i, canoe in enumerate(canoes):
                name = (
                    name_of(names, seat)
                    if len(canoes) == 1
                    else tr("{name} · canoe {number}", name=name_of(names, seat), number=i + 1)
                )
                rows.append(
                    [
                        name,
                        str(canoe["strength"]),
                        canoe_breakdown(canoe),
                        str(canoe["points"]),
                        total if i == 0 else "",
                    ]
                )
                row_seats.append(seat)
                cards.append(list(canoe["cards"]))
        else:
            why = " | ".join(f"{c['points']}" for c in canoes)
            rows.append(
                [
                    name_of(names, seat),
                    ntr("{count} canoe", "{count} canoes", len(canoes)),
                    tr("canoes score {points}", points=why),
                    total,
                    total,
                ]
            )
            row_seats.append(seat)
            cards.append([card for c in canoes for card in c["cards"]])
    notes = [
        tr(
            "Strength: the canoe's Indians added up. Scoring: where its points come from. Points: the canoe's; "
            "Total: the player's."
        ),
        tr(
            "Only complete canoes score: 1 point per card up to {short} cards, 2 per card from {long}, plus {loot} "
            "per loot card.",
            short=LONG_CANOE - 1,
            long=LONG_CANOE,
            loot=LOOT_POINTS,
        ),
        tr(
            "A set's left and right halves side by side score {pair}; with its person at either end of the pair, "
            "{triple}.",
            pair=PAIR_POINTS,
            triple=TRIPLE_POINTS,
        ),
    ]
    cause = view["end_cause"]
    if cause == "ended":
        notes.append(tr("{who} ended the game after completing a canoe.", who=name_of(names, view["current"])))
    elif cause == "five_canoes":
        notes.append(
            tr(
                "{who} completed a {nth} canoe: the game ended by itself.",
                who=name_of(names, view["current"]),
                nth=ordinal(view["auto_end_canoes"] - 1),
            )
        )
    elif cause == "no_cards":
        notes.append(tr("The cards ran out: no card was left to draw."))
    headings = [tr("Player"), ptr("canoe", "Strength"), tr("Scoring"), tr("Points"), tr("Total")]
    return ScoreSheet(score_title(view, names), headings, rows, row_seats, cards, notes)


def score_title(view: OgView, names: list[str]) -> str:
    """The score screen's title: "Game over — Mina wins"."""
    voice = Persons(names, view.get("viewer"))
    winners = view["winners"]
    if not winners:
        return tr("Game over")
    if len(winners) == 1 and voice.is_reader(winners[0]):
        return tr("Game over — You win")
    if len(winners) == 1:
        return tr("Game over — {who} wins", who=voice.subject(winners[0]))
    return tr("Game over — {winners} win", winners=_group(voice, winners))


# --- gesture labels and buttons ---------------------------------------------------------------------------
BUTTONS = {
    "discard-button": N_("Discard it"),
    "end-button": N_("End the game now"),
    "continue-button": N_("Continue playing"),
}
PASS_BUTTONS = {
    "lasso thrower": N_("Pass (no lasso)"),
    "archer": N_("Pass (no shot)"),
    "attacks": N_("Pass (no attack)"),
}
END_LABELS = {"end_game": N_("End the game now and score it"), "continue": N_("Continue: the next player takes a turn")}


def held_words(view: OgView) -> str:
    """The held card in words, or "the card" when none is held."""
    return card_words(view["held"]) if view["held"] else tr("the card")


def draw_label(pile: int, size: int) -> str:
    """Clicking a draw pile."""
    return ntr(
        "Draw the top card of pile {pile} ({count} card)",
        "Draw the top card of pile {pile} ({count} cards)",
        size,
        pile=pile + 1,
    )


def sink_label(action: Action) -> str:
    """Clicking an own complete canoe for the crazy axeman."""
    return tr("Wreck your complete canoe at {cell} (the crazy axeman)", cell=where(action["row"], action["col"]))


def place_label(held: str, action: Action) -> str:
    """Dragging the held card onto a cell."""
    return tr("Place the {card} at {cell}", card=held, cell=where(action["row"], action["col"]))


def freed_cell_label(held: str) -> str:
    """Clicking the cell a shift freed."""
    return tr("Put the {card} into the freed cell", card=held)


def shift_label(held: str, action: Action, freed_col: int) -> str:
    """Dragging the held card onto an occupied cell to push cards aside (OGA-25)."""
    if action["from_col"] == action["to_col"]:
        cols = tr("column {col}", col=action["from_col"] + 1)
    else:
        cols = tr("columns {first}-{last}", first=action["from_col"] + 1, last=action["to_col"] + 1)
    said = {"cols": cols, "row": action["row"] + 1, "card": held, "col": freed_col + 1}
    if action["by"] > 0:
        return tr("Make room: push {cols} of row {row} one cell right, then put the {card} at column {col}", **said)
    return tr("Make room: push {cols} of row {row} one cell left, then put the {card} at column {col}", **said)


def discard_label(held: str, view: OgView) -> str:
    """Discarding the held card; a drawn card's discard ends the drawing."""
    if view["held_source"] == "draw":
        return tr("Discard the {card} to the Happy Hunting Ground (your drawing ends)", card=held)
    return tr("Discard the {card} to the Happy Hunting Ground", card=held)


def steal_label(view: OgView, action: Action, names: list[str]) -> str:
    """Clicking another seat's card to lasso or shoot it."""
    card = card_words(card_at(view, action["target"], action["row"], action["col"]))
    said = {"whose": whose(names, action["target"]), "card": card, "cell": where(action["row"], action["col"])}
    if view["phase"] == "lasso":
        return tr("Lasso {whose} {card} ({cell})", **said)
    return tr("Shoot {whose} {card} ({cell})", **said)


def attack_label(own: OgCanoe, theirs: OgCanoe, target: int, names: list[str]) -> str:
    """Clicking a weaker canoe of another seat to attack it with an own canoe."""
    return tr(
        "Attack {whose} canoe (strength {theirs}) with your canoe in row {row} (strength {mine})",
        whose=whose(names, target),
        theirs=theirs["strength"],
        row=own["row"] + 1,
        mine=own["strength"],
    )


def pass_label(what: str) -> str:
    """The Pass button's longer label: what passing gives up."""
    if what == "lasso thrower":
        return tr("Pass (do not use the lasso thrower)")
    if what == "archer":
        return tr("Pass (do not use the archer)")
    return tr("Pass (give up the attacks left)")


# --- captions and hints of the items ----------------------------------------------------------------------
NO_HELD_CARD = N_("No card is held now")


def piles_caption(reshuffles_left: int) -> str:
    """The draw piles' caption: how often the discard pile may still become a draw pile."""
    return ntr("Draw piles · {count} reshuffle", "Draw piles · {count} reshuffles", reshuffles_left)


def pile_hint(pile: int, size: int) -> str:
    """A hovered draw pile."""
    if not size:
        return tr("Pile {pile} is empty", pile=pile + 1)
    return ntr("Pile {pile}: {count} face-down card", "Pile {pile}: {count} face-down cards", size, pile=pile + 1)


def held_tag_and_hint(view: OgView, names: list[str]) -> tuple[str, str]:
    """The held card's tag (drawn, lassoed, booty, last draw) and what hovering it says."""
    held = held_card(view)
    source = {"draw": ptr("held", "drawn"), "lasso": ptr("held", "lassoed"), "booty": ptr("held", "booty")}.get(
        view["held_source"] or "", ""
    )
    said = {"who": name_of(names, view["current"]), "card": card_words(held), "source": source}
    if view["held_source"] == "draw" and view["stopped"]:
        why = [tr(STOP_WORDS[r]) for r in view["stop_reasons"] if r in STOP_WORDS]
        if why:
            hint = tr(
                "Held by {who}: {card} ({source}); it is the last draw this turn ({why})", **said, why=listing(why)
            )
        else:
            hint = tr("Held by {who}: {card} ({source}); it is the last draw this turn", **said)
        return ptr("held", "last draw"), hint
    return source, tr("Held by {who}: {card} ({source})", **said)


def booty_hint(card: str) -> str:
    """A hovered booty card waiting to be held."""
    return tr("Booty waiting: {card}", card=card_words(card))


def discard_hint(discard: list[str]) -> str:
    """The hovered discard pile: its size and its top cards."""
    if not discard:
        return ntr(
            "Happy Hunting Ground (discard pile): {count} card", "Happy Hunting Ground (discard pile): {count} cards", 0
        )
    top = ptr("list", ", ").join(card_words(c) for c in discard[:6]) + ("…" if len(discard) > 6 else "")
    return ntr(
        "Happy Hunting Ground (discard pile): {count} card, top first: {cards}",
        "Happy Hunting Ground (discard pile): {count} cards, top first: {cards}",
        len(discard),
        cards=top,
    )


def frame_label(canoe: OgCanoe, may_attack: bool) -> str:
    """The label on a complete canoe's frame."""
    if may_attack:
        return tr("str {strength} · may attack", strength=canoe["strength"])
    return tr("str {strength} · {points} pts", strength=canoe["strength"], points=canoe["points"])


def cell_hint(card: str | None, canoe_text: str) -> str:
    """A hovered grid cell: its card and its canoe ("" for an empty cell)."""
    return tr("{card} — {canoe}", card=card_words(card), canoe=canoe_text) if card else ""


def grid_caption(names: list[str], seat_view: OgSeat, shown: tuple[int, int] = (0, 13)) -> str:
    """A seat's grid caption: its name, points and complete canoes, and the columns shown when not all 14 are."""
    said = {
        "name": name_of(names, seat_view["seat"]),
        "score": seat_view["score"],
        "complete": seat_view["complete_canoes"],
    }
    if shown == (0, 13):
        return tr("{name} · {score} pts · {complete} complete", **said)
    return tr(
        "{name} · {score} pts · {complete} complete · columns {first}–{last}",
        **said,
        first=shown[0] + 1,
        last=shown[1] + 1,
    )


# What a card does, in the card inspector (ogallala.md §5 and §8), by the card's kind.
KIND_DETAILS = {
    "bow": N_("An empty bow: it starts a canoe at its left end. No strength, no ability."),
    "stern": N_("An empty stern: it closes a canoe at its right end. No strength, no ability."),
    "pathfinder": N_("A pathfinder (strength 1) sits at the bow, the left end of a canoe."),
    "steersman": N_("A steersman (strength 1) sits at the stern, the right end of a canoe."),
    "chief": N_("A chief: a strength-5 Indian with no ability."),
    "lasso": N_(
        "Drawn from a pile, the lasso thrower may take one card from another player's incomplete canoe; "
        "you then place or discard it. Complete canoes are safe from the lasso and the archer, not from "
        "attacks. Strength 2."
    ),
    "archer": N_(
        "Drawn from a pile, the archer may shoot one Indian in another player's incomplete canoe, sending "
        "it to the Happy Hunting Ground. A totem does not stop him. Strength 2."
    ),
    "axe": N_(
        "The crazy axeman is never placed. If you have a complete canoe, you must sink one of them: its "
        "cards go to the Happy Hunting Ground. Totems do not protect."
    ),
    "totem": N_(
        "A canoe with a totem pole, complete or not, cannot be attacked. The axe and the lasso still reach it."
    ),
    "medicine": N_(
        "A medicine man (strength 3). In the advanced game, a canoe he completes attacks twice; in the "
        "basic game he is a plain Indian."
    ),
}


def card_detail(card: str) -> str:
    """What a face-up card is and does, for the card inspector: its role, strength, ability or loot."""
    t = _C.card(card)
    kind = _C.kind_names[_C.kind[t]]
    if kind in KIND_DETAILS:
        return tr(KIND_DETAILS[kind])
    if _C.set_of[t] >= 0:
        name = set_name(_C.set_names[_C.set_of[t]])
        person = card_words(_C.ids[_C.set_cards[_C.set_of[t]][PERSON]])
        said = {"set": name, "person": person, "loot": LOOT_POINTS, "pair": PAIR_POINTS, "triple": TRIPLE_POINTS}
        if _C.part[t] == LEFT:
            return tr(
                "Loot, the left half of the {set} set: {loot} points alone in a complete canoe. The set's left "
                "half directly left of its right half scores {pair} for the two; with the {person} at "
                "either end of that pair, {triple} for the three.",
                **said,
            )
        if _C.part[t] == RIGHT:
            return tr(
                "Loot, the right half of the {set} set: {loot} points alone in a complete canoe. The set's left "
                "half directly left of its right half scores {pair} for the two; with the {person} at "
                "either end of that pair, {triple} for the three.",
                **said,
            )
        return tr(
            "Loot, the person of the {set} set: {loot} points alone in a complete canoe. The set's left "
            "half directly left of its right half scores {pair} for the two; with the {person} at either end "
            "of that pair, {triple} for the three.",
            **said,
        )
    if _C.loot[t]:
        return tr("Loot: {loot} points in a complete canoe. No strength.", loot=LOOT_POINTS)
    if _C.indian[t]:
        return tr(
            "A paddler of strength {strength}; a canoe's strength is the sum of its Indians.", strength=_C.strength[t]
        )
    return ""
