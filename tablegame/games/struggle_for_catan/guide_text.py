"""The words of THE STRUGGLE FOR CATAN's guided first game (guides/struggle-for-catan.yaml names them by id);
each rule as in docs/rules/struggle-for-catan.md."""

from __future__ import annotations

from tablegame.i18n import N_

MESSAGES: dict[str, str] = {
    "try_market": N_(
        "You have 6 VP; 10 wins. A turn has three phases: trade, build, draw. Trade first: drag a "
        "brick onto an ore in the market."
    ),
    "done_market": N_(
        "You swapped a brick for the market's ore. Each road on its A side allows one exchange per turn; you have one."
    ),
    "try_end_trade": N_("That was your only exchange: press End trading."),
    "done_end_trade": N_("Now the build phase: you may build one of each kind per turn, paying its cost."),
    "try_road": N_("Build a road (1 lumber, 1 brick): click the road supply."),
    "done_road": N_("Your third road lies on its A side: from next turn it allows one more exchange."),
    "try_knight": N_("Build a knight (1 grain, 1 wool, 1 ore): click the knight supply."),
    "done_knight": N_("Your first knight lies on its A side: it draws you one more card at the end of each turn."),
    "try_end_build": N_("Press End building: the draw phase comes by itself."),
    "done_end_build": N_("You drew 3 cards: 2, plus 1 for your A-side knight."),
    "done_opponent_turn": N_("Your opponent built nothing and drew 2 cards. Your turn again."),
    "try_supply": N_("Two A-side roads: two exchanges. Trade with the supply: drag a brick onto the deck."),
    "done_supply": N_("Your brick went to the discard pile and you drew the deck's top card: an ore."),
    "try_player": N_("The market has no wool, but your opponent does: click their hand."),
    "done_player": N_("You took a card from their hand at random: a wool. Now give one back."),
    "try_give": N_("Give your opponent a brick: click one of your bricks."),
    "done_give": N_("An exchange with a player is one card for one card; you choose what you give."),
    "try_end_trade_again": N_("Both exchanges are used: press End trading."),
    "try_city": N_("Turn your settlement into a city (2 grain, 3 ore): click your first settlement."),
    "done_city": N_("A city: 2 VP instead of 1. Its card's event happens at once: Market Day."),
    "try_market_day": N_(
        "Market Day: each player may swap one card with the market. Drag a lumber onto the market's brick."
    ),
    "done_market_day": N_("You swapped a lumber for a brick; keep it for your next road."),
    "done_opponent_pass": N_("Your opponent passed."),
    "try_settlement": N_("Build a settlement (1 lumber, 1 brick, 1 grain, 1 wool): click the settlement stack."),
    "done_settlement": N_("A new settlement: 1 VP, 8 in all. Its event stays hidden until it becomes a city."),
    "try_end_build_again": N_("Press End building."),
    "done_end_build_again": N_("You drew 3 cards again."),
    "try_end_trade_last": N_("You need 2 more VP. Press End trading."),
    "try_city_again": N_("Turn your new settlement into a city (2 grain, 3 ore): click it."),
    "done_city_brigand": N_(
        "9 VP. This city's event is a Brigand Attack: everyone with more than 7 cards discards half of them."
    ),
    "done_opponent_discard": N_("Your opponent held 12 cards and discarded 6. You held 2 and kept them."),
    "try_road_b": N_("A road on its B side is worth 1 VP, and your fourth road lands on it: click the road supply."),
    "done_win": N_(
        "Your fourth road lies on its B side: 1 VP, and 10 in all. Reaching 10 VP on your turn wins at once."
    ),
}
