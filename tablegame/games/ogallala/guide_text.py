"""The words of Ogallala's guided first game (guides/ogallala.yaml names them by id); each rule as in
docs/rules/ogallala.md."""

from __future__ import annotations

from tablegame.i18n import N_

MESSAGES: dict[str, str] = {
    "try_draw_bow": N_("Build canoes in your rows. Draw a card: click the left draw pile."),
    "done_draw_bow": N_("A pathfinder, a bow card. You may draw from any of the three piles."),
    "try_place_bow": N_("Drag it to the left end of your middle row."),
    "done_place_bow": N_(
        "A canoe needs a bow on the left and a stern on the right. You must draw again: your "
        "turn goes on until something stops it."
    ),
    "try_draw_paddler": N_("Draw from the middle pile this time."),
    "try_place_paddler": N_("Put the paddler right of the pathfinder."),
    "done_place_paddler": N_("Paddlers give a canoe strength (the number on the card)."),
    "try_draw_stern": N_("Now draw from the right pile."),
    "try_place_stern": N_("A steersman, a stern card: close the canoe with it, right of the paddler."),
    "done_place_stern": N_(
        "A complete canoe: bow, paddlers, stern, no gap. Only complete canoes score, and "
        "completing one stops your drawing."
    ),
    "done_opp_canoe": N_(
        "Your opponent built a canoe with a tent, a loot card worth 10 points, and placed a chief in the next row."
    ),
    "try_draw_loot": N_("Your top row starts with an empty bow. Draw from the middle pile."),
    "try_place_bear_left": N_("Loot goes between bow and stern: put the bear's left half next to the empty bow."),
    "done_place_bear_left": N_(
        "Each loot card is worth 10 in a complete canoe. A set's left and right halves side by side are worth 40."
    ),
    "try_draw_again": N_("Draw from the middle pile again."),
    "try_place_bear_right": N_("Put the bear's right half right of its left half."),
    "done_place_bear_right": N_("A pair: 40 points once this canoe is complete."),
    "done_draw_duplicate": N_(
        "Another paddler 3: you already have one. A kind already in your rows ends your "
        "turn, but you may still place it in another row."
    ),
    "try_place_duplicate": N_("Put it right of the bear in the top row."),
    "done_place_duplicate": N_("Your turn is over. In one row each kind may appear only once."),
    "done_opp_row": N_("Your opponent's chief now paddles in a canoe with no bow or stern yet: it is incomplete."),
    "try_draw_special": N_("Draw from the right pile."),
    "done_draw_lasso": N_("A lasso thrower: drawing a lasso thrower, archer or axe ends your turn."),
    "try_place_lasso": N_("Place it in the top row, right of the paddler."),
    "try_lasso": N_("Now throw the lasso: click your opponent's chief."),
    "done_lasso": N_("A lasso takes one card from another player's incomplete canoe. Complete canoes are safe."),
    "try_place_chief": N_("The chief is yours: put it right of the lasso thrower."),
    "done_place_chief": N_("A chief has strength 5, the strongest Indian."),
    "done_opp_discard": N_("Your opponent threw the card drawn onto the Happy Hunting Ground: that ends a turn too."),
    "try_place_archer": N_("An archer: place it right of the chief."),
    "try_shoot": N_("Shoot an Indian in your opponent's incomplete canoe: click their paddler 2."),
    "done_shoot": N_("An archer sends one Indian of an incomplete canoe to the Happy Hunting Ground."),
    "done_draw_axe": N_("The crazy axeman! He is never placed: he sinks one of your own complete canoes."),
    "try_sink": N_("Choose the small canoe in your bottom row: click it."),
    "done_sink": N_(
        "Its cards went to the Happy Hunting Ground. An axe hurts only players with a complete "
        "canoe, and you choose which one."
    ),
    "try_draw_last": N_("Draw from the right pile: a stern would complete your top row."),
    "try_place_last": N_("Close your top canoe: put the stern at its right end."),
    "done_place_last": N_(
        "A complete canoe of 8 cards, strength 12. A newly completed canoe may attack a weaker canoe without a totem."
    ),
    "try_attack": N_("Attack: click the tent in your opponent's complete canoe."),
    "done_attack": N_(
        "Its Indians went to the Happy Hunting Ground; the other cards are your booty, to place one by one."
    ),
    "try_booty_bow": N_("Put the booty's empty bow at the left end of your bottom row."),
    "try_booty_tent": N_("Put the tent right of it."),
    "try_booty_stern": N_("Put the empty stern right of the tent."),
    "done_booty": N_(
        "Booty completed a third canoe. With 3 or 4 complete canoes, the player who just "
        "completed one may end the game; with 5 it ends by itself."
    ),
    "try_end": N_("End the game now."),
    "done_end": N_(
        "Only complete canoes score: their cards (twice as much from 8 cards) plus 10 per loot card, "
        "40 for a pair. The highest total wins."
    ),
}
