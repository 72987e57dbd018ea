"""The words of NIAGARA's guided first game (guides/niagara.yaml names them by id); each rule as in
docs/rules/niagara.md."""

from __future__ import annotations

from tablegame.i18n import N_

MESSAGES: dict[str, str] = {
    "try_choose": N_("Every round each player secretly picks a paddle card. Pick your 4."),
    "done_choose": N_("Your 4 lies face down until your turn. A used card comes back only after all 7 are used."),
    "try_move_load": N_("Move your canoe on slot 1 two spaces to slot 3 and load an amethyst (violet) there."),
    "done_move_load": N_(
        "2 spaces plus 2 for loading used all 4 points: a move must use them all. A canoe carries one gem."
    ),
    "try_end_move": N_("Canoes on the river must move; one on the dock may stay: keep canoe 2 docked."),
    "done_weather_flow": N_(
        "Your opponent's cloud moved the weather from −1 to 0. The river flowed 4 (lowest "
        "card 4 + weather 0): your canoe went to 6A."
    ),
    "try_choose_six": N_("Choose your 6: 6 spaces bring your canoe from 6A back to the dock."),
    "done_choose_six": N_("Now your opponent starts: the life ring passes each round."),
    "done_opponent_launch": N_(
        "Its canoe on 7A went over the falls in the flow, lost. With its other canoe on "
        "the dock and none on the river, it had to launch it."
    ),
    "try_bank": N_("Paddle your amethyst home: move your canoe from 6A up to the dock."),
    "done_bank": N_(
        "Banked: a gem brought to the dock is yours for good. 4 gems of one colour, 5 colours or "
        "7 gems win when the round ends."
    ),
    "done_flow_falls": N_(
        "The river flowed 5 (5 + 0): your opponent's canoe went over the falls. A lost canoe "
        "costs a gem from home to get back; with none, it is free."
    ),
}
