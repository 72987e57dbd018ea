"""The CABO rules (cabo.md): legal actions, their effects, views and results."""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations
from typing import Any

from tablegame.core.rules import Action, OptionSpec, Rules, View
from tablegame.games.cabo import scoring, text
from tablegame.games.cabo.catalog import Catalog, cabo_catalog
from tablegame.games.cabo.deal import deal_round, new_state, parse_overrides
from tablegame.games.cabo.state import DRAWN, OVER, PEEK_START, TURN, CaboState, clone_state

PEEK_PAIRS = tuple(combinations(range(4), 2))
MAX_REPLACE = 4  # no value has more than four copies (CABO-13)


@cache
def replace_choices(row_size: int) -> tuple[tuple[int, ...], ...]:
    """Every strictly increasing list of 1 to 4 positions of a row of this size (§6)."""
    return tuple(c for k in range(1, MAX_REPLACE + 1) for c in combinations(range(row_size), k))


@cache
def mask_seats(mask: int) -> tuple[int, ...]:
    """The seats of a bit mask, in increasing order."""
    return tuple(s for s in range(mask.bit_length()) if mask >> s & 1)


class CaboRules(Rules):
    """CABO for 2-4 seats: draw, replace, use powers, call CABO; lowest total wins."""

    game_id = "cabo"
    title = "CABO"
    min_seats = 2
    max_seats = 4
    options = (
        OptionSpec("mismatch_penalty", ("seed", "none"), "seed",
                   "a failed multi-replace: 'seed' keeps the cards and adds them at the right end "
                   "(CABO-13); 'none' leaves them face up in place (CABO-14)"),
        OptionSpec("lock_caller", (True, False), False, "the caller's cards cannot be swapped (CABO-18)"),
        OptionSpec("memory_aid", (True, False), False,
                   "the table keeps showing every face-down card you have seen (CABO-33, display only)"),
    )

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or cabo_catalog()
        self.values = self.catalog.values
        self.powers = self.catalog.powers

    # --- setup ----------------------------------------------------------------------------------------
    def setup(self, n_seats: int, options: dict[str, Any], rng: random.Random,
              overrides: dict[str, Any]) -> CaboState:
        """Round 1 dealt, after checking the overrides (CABO-3 to CABO-8); raises BadSetup."""
        self.check_seats(n_seats)
        decks, start = parse_overrides(overrides or {}, n_seats, self.catalog)
        return new_state(n_seats, self.resolve_options(options), rng, decks, start, self.catalog)

    def clone(self, state: CaboState) -> CaboState:
        """An independent copy of the state."""
        return clone_state(state)

    # --- whose turn, what is legal -------------------------------------------------------------------
    def to_act(self, state: CaboState) -> list[int]:
        """[the seat to peek or to play], or [] once the game is over (§6)."""
        return [] if state.phase == OVER else [state.current]

    def legal_actions(self, state: CaboState, seat: int) -> list[Action]:
        """Every legal action of `seat` now, exactly as the action table of §6 writes them."""
        phase = state.phase
        if phase == OVER or seat != state.current:
            return []
        if phase == PEEK_START:
            return [{"seat": seat, "type": "peek_start", "positions": [a, b]} for a, b in PEEK_PAIRS]
        if phase == TURN:
            actions: list[Action] = []
            if state.deck:  # a turn never starts on an empty pile (CABO-21); kept as a guard
                actions.append({"seat": seat, "type": "draw", "source": "deck"})
            if state.discard:
                actions.append({"seat": seat, "type": "draw", "source": "discard"})
            if state.caller is None:
                actions.append({"seat": seat, "type": "call_cabo"})
            return actions
        return self._drawn_actions(state, seat)

    def _drawn_actions(self, state: CaboState, seat: int) -> list[Action]:
        """Replace (always), and for a deck draw: discard and the card's power (CABO-10 to CABO-18)."""
        _, source, card = state.drawn  # type: ignore[misc]
        row = state.rows[seat]
        actions: list[Action] = [
            {"seat": seat, "type": "replace", "positions": list(p)} for p in replace_choices(len(row))
        ]
        if source != "deck":
            return actions
        actions.append({"seat": seat, "type": "discard"})
        power = self.powers[card]
        if power == "peek":
            actions += [{"seat": seat, "type": "peek", "position": i} for i, slot in enumerate(row) if not slot[1]]
        elif power == "spy":
            actions += [
                {"seat": seat, "type": "spy", "target": t, "position": j}
                for t in self._others(state, seat)
                for j, slot in enumerate(state.rows[t])
                if not slot[1]
            ]
        elif power == "swap":
            locked = state.caller if state.options["lock_caller"] else None
            actions += [
                {"seat": seat, "type": "swap", "position": i, "target": t, "target_position": j}
                for t in self._others(state, seat)
                if t != locked
                for i in range(len(row))
                for j in range(len(state.rows[t]))
            ]
        return actions

    @staticmethod
    def _others(state: CaboState, seat: int) -> list[int]:
        """The other seats, clockwise from the seat after `seat`."""
        n = state.n_seats
        return [(seat + k) % n for k in range(1, n)]

    def normalize(self, state: CaboState, action: Action) -> Action:
        """Positions given as a tuple become a list, as in the action table."""
        if isinstance(action.get("positions"), tuple):
            action = {**action, "positions": list(action["positions"])}
        return action

    # --- effects --------------------------------------------------------------------------------------
    def perform(self, state: CaboState, action: Action) -> None:
        """Carry out a legal action; chance (the next round's shuffle) uses state.rng."""
        kind = action["type"]
        seat = action["seat"]
        if kind == "peek_start":
            self._peek_start(state, seat, action["positions"])
            return
        if kind == "draw":
            pile = state.deck if action["source"] == "deck" else state.discard
            state.drawn = (seat, action["source"], pile.pop())
            state.phase = DRAWN
            return
        if kind == "call_cabo":
            state.caller = seat
        elif kind == "replace":
            self._replace(state, seat, action["positions"])
        else:  # discard, or discard and use the power (CABO-15)
            state.discard.append(state.drawn[2])  # type: ignore[index]
            if kind == "peek":
                self._learn(state, seat, seat, action["position"])
            elif kind == "spy":
                self._learn(state, seat, action["target"], action["position"])
            elif kind == "swap":
                self._swap(state, seat, action["position"], action["target"], action["target_position"])
        self._end_turn(state)

    def _peek_start(self, state: CaboState, seat: int, positions: list[int]) -> None:
        """The seat learns two of its cards; after the last seat, the start seat plays (CABO-6)."""
        for p in positions:
            self._learn(state, seat, seat, p)
        state.peeked += 1
        if state.peeked == state.n_seats:
            state.phase = TURN
            state.current = state.start_seat
        else:
            state.current = (state.start_seat + state.peeked) % state.n_seats

    @staticmethod
    def _learn(state: CaboState, seat: int, owner: int, position: int) -> None:
        """`seat` looks at a card of `owner` (CABO-16, CABO-17, CABO-30)."""
        row = state.rows[owner]
        card, face_up, seen = row[position]
        row[position] = (card, face_up, seen | 1 << seat)

    @staticmethod
    def _swap(state: CaboState, seat: int, position: int, target: int, target_position: int) -> None:
        """Exchange two slots; each card keeps its face state and seen_by (CABO-18)."""
        mine, theirs = state.rows[seat], state.rows[target]
        mine[position], theirs[target_position] = theirs[target_position], mine[position]

    def _replace(self, state: CaboState, seat: int, positions: list[int]) -> None:
        """Exchange the held card for one or more own cards (CABO-12 to CABO-14)."""
        _, source, card = state.drawn  # type: ignore[misc]
        everyone = state.all_seats
        new_slot = (card, False, everyone if source == "discard" else 1 << seat)  # CABO-30
        row = state.rows[seat]
        if len(positions) == 1:
            position = positions[0]
            state.discard.append(row[position][0])
            row[position] = new_slot
            return
        lifted = [row[p][0] for p in positions]
        values = self.values
        if all(values[c] == values[lifted[0]] for c in lifted):
            state.discard.extend(lifted)
            row[positions[0]] = new_slot
            for p in reversed(positions[1:]):
                del row[p]
        elif state.options["mismatch_penalty"] == "seed":
            for p in reversed(positions):
                del row[p]
            row.extend((c, True, everyone) for c in lifted)
            row.append(new_slot)
            if len(positions) >= 3 and state.deck:  # the penalty card: nobody looks at it
                row.append((state.deck.pop(), False, 0))
        else:  # "none" (CABO-14): the lifted cards stay face up, the new card is discarded unused
            for p in positions:
                row[p] = (row[p][0], True, everyone)
            state.discard.append(card)

    def _end_turn(self, state: CaboState) -> None:
        """Pass the turn clockwise, or end the round (CABO-19 to CABO-21)."""
        state.drawn = None
        following = (state.current + 1) % state.n_seats
        if not state.deck or following == state.caller:
            self._end_round(state)
        else:
            state.current = following
            state.phase = TURN

    def _end_round(self, state: CaboState) -> None:
        """Reveal, score, reset, then end the game or deal the next round (CABO-22 to CABO-29)."""
        everyone = state.all_seats
        state.rows = [[(card, True, everyone) for card, _, _ in row] for row in state.rows]
        screen = scoring.score_screen(
            [[card for card, _, _ in row] for row in state.rows], self.catalog, state.caller,
            state.start_seat, state.round,
        )
        scores = screen["round_scores"]
        screen["resets"] = scoring.add_round(state.scores, scores, state.resets_used)
        screen["scores"] = state.scores[:]
        state.round_scores = scores[:]
        state.history = [*state.history, scores[:]]
        if scoring.game_over(state.scores):
            screen["next_start"] = None
            state.last_round = screen
            state.phase = OVER
            state.winners = scoring.winners(state.scores, scores)
            return
        screen["next_start"] = scoring.next_start(scores, state.start_seat)
        state.last_round = screen
        state.round += 1
        state.start_seat = screen["next_start"]
        deal_round(state, self.catalog)

    # --- what seats see -------------------------------------------------------------------------------
    def view(self, state: CaboState, seat: int) -> View:
        """The view of CABO-32: a card's id only if it is face up or `seat` has seen it."""
        ids = self.catalog.ids
        bit = 1 << seat
        rows = [
            [
                {"card": ids[card] if face_up or seen & bit else None, "face_up": face_up,
                 "seen_by": list(mask_seats(seen))}
                for card, face_up, seen in row
            ]
            for row in state.rows
        ]
        drawn = None
        if state.drawn is not None:
            holder, source, card = state.drawn
            shown = holder == seat or source == "discard"
            drawn = {"seat": holder, "source": source, "card": ids[card] if shown else None}
        return {
            "seat": seat,
            "round": state.round,
            "start_seat": state.start_seat,
            "phase": state.phase,
            "to_act": self.to_act(state),
            "current": state.current,
            "caller": state.caller,
            "rows": rows,
            "drawn": drawn,
            "discard": [ids[card] for card in reversed(state.discard)],
            "draw_count": len(state.deck),
            "scores": state.scores[:],
            "round_scores": state.round_scores[:],
            "winners": state.winners[:],
            "resets_used": state.resets_used[:],
            "last_round": _copy_screen(state.last_round),
            "history": [scores[:] for scores in state.history],
            "options": dict(state.options),
        }

    def is_over(self, state: CaboState) -> bool:
        """True once some total has passed 100 (CABO-29)."""
        return state.phase == OVER

    def result(self, state: CaboState) -> dict[str, Any]:
        """`scores`, `round_scores`, `round` and `winners` (§7)."""
        return {
            "scores": state.scores[:],
            "round_scores": state.round_scores[:],
            "round": state.round,
            "winners": state.winners[:],
        }

    # --- words ---------------------------------------------------------------------------------------
    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """One log line, e.g. "Mina drew from the deck"."""
        return text.describe(action, names)

    def explain_illegal(self, state: CaboState, action: Action) -> str:
        """Why this action is not legal now, in one line a player understands."""
        return text.explain_illegal(self, state, action)

    def determinize(self, view: View, rng: random.Random) -> CaboState:
        """A full state consistent with the view: unseen cards drawn from the cards not visible."""
        from tablegame.games.cabo.determinize import determinize

        return determinize(self, view, rng)


def _copy_screen(screen: dict[str, Any] | None) -> dict[str, Any] | None:
    """A copy of the last round's score screen that a caller may change freely."""
    if screen is None:
        return None
    copy = dict(screen)
    for key in ("rows",):
        copy[key] = [row[:] for row in screen[key]]
    for key in ("sums", "round_scores", "resets", "scores"):
        copy[key] = screen[key][:]
    return copy
