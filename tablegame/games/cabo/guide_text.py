"""The words of CABO's guided first game (guides/cabo.yaml names them by id); each rule as in docs/rules/cabo.md."""

from __future__ import annotations

from tablegame.i18n import N_

MESSAGES: dict[str, str] = {
    "try_peek_start": N_("Look at two of your own cards: click your two left cards."),
    "done_peek_start": N_(
        "You saw a 6 and a 1. Each player looks at two cards at the start and must remember "
        "them: the goal is the lowest total in your row."
    ),
    "try_draw": N_("Draw a card: click the draw pile."),
    "done_draw": N_("Only you see the card you drew: a 0, the best card there is."),
    "try_replace": N_("Put the 0 in place of a card you have not seen: drag it onto your third card."),
    "done_replace": N_(
        "Your unseen card was a 12: it went face up on the discard pile and your 0 took its "
        "place, face down. Replacing lowers your total."
    ),
    "done_opponent_discard": N_("Your opponent drew a card and threw it away. Now it is your turn again."),
    "try_draw_again": N_("Draw from the draw pile again."),
    "done_draw_high": N_("A 13, the worst card: you do not want it in your row."),
    "try_discard": N_("Throw it away: drag it onto the discard pile."),
    "done_discard": N_("Discarding ends your turn and changes nothing in your row."),
    "done_draw_peek": N_("A 7. A 7 or 8 drawn from the draw pile has a power: Peek."),
    "try_peek": N_("Use the power: click the 7's Peek, then your last card."),
    "done_peek": N_("Your last card is a 6. Peek (7, 8) lets you look at one of your own unseen cards."),
    "done_draw_pair": N_("A 4. You know two of your cards are 6s: you may replace both at once."),
    "try_replace_pair": N_("Select both 6s (your first and last card), then drop the 4 on them."),
    "done_replace_pair": N_(
        "Both were 6s, so both went to the discard pile and the 4 took one place: your row "
        "is one card shorter. Lifting 2, 3 or 4 cards of the same value is allowed."
    ),
    "done_draw_spy": N_("A 9. A 9 or 10 drawn from the draw pile has a power: Spy."),
    "try_spy": N_("Use Spy on your opponent's second card."),
    "done_spy": N_("It is a 2. Spy (9, 10) lets you look at one unseen card of another player."),
    "done_draw_swap": N_("An 11. An 11 or 12 drawn from the draw pile has a power: Swap."),
    "try_swap": N_("Use Swap: trade your 4 (your first card) for the 2 you spied."),
    "done_swap": N_(
        "Swap (11, 12) trades one of your cards with one of another player's, and nobody looks. "
        "Your total went down by 2."
    ),
    "done_draw_mismatch": N_("A 5. What if you lift cards that are not the same?"),
    "try_replace_mismatch": N_("Select your 1 and your 0 (your second and third cards), then drop the 5 on them."),
    "done_replace_mismatch": N_(
        "They did not match: both stay in your row face up, and the 5 is added too. A "
        "wrong guess makes your row longer, so lift only cards you are sure of."
    ),
    "done_opponent_gives": N_("Your opponent threw away a 1. The top card of the discard pile can be taken too."),
    "try_take_discard": N_("Take the 1: click the discard pile."),
    "done_take_discard": N_(
        "A card taken from the discard pile must replace one of yours, and its power is never used."
    ),
    "try_replace_taken": N_("Put the 1 in place of your 5 (your last card)."),
    "done_replace_taken": N_("Your 5 went to the discard pile: your row is 2, 1, 0 and 1 now."),
    "done_opponent_call": N_(
        "Your opponent called CABO instead of drawing: you take one last turn, then the round "
        "is scored. Call it yourself when you think your total is the lowest."
    ),
    "done_draw_last": N_("A 6 would raise your total of 4: keep your row as it is."),
    "done_caller_penalty": N_(
        "Your opponent called without the lowest total, so it scores its 29 plus a 10-point "
        "penalty: 39. You score your 4; a caller with the lowest total scores 0. Rounds go on "
        "until someone passes 100, and the lowest total wins."
    ),
}
