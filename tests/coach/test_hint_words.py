"""The hint's words: a percent only where the estimate backs it, words where it backs less, nothing past that."""

from __future__ import annotations

from tablegame.app.hint_words import chance_words, hint_words, hints_note, rounded_percent, standing_words
from tablegame.coach.chance import Chance


def test_a_precise_estimate_is_told_as_a_percent_rounded_to_5() -> None:
    assert rounded_percent(0.412) == 40 and rounded_percent(0.43) == 45
    assert chance_words(Chance(0.41, 0.02, 400), Chance(0.42, 0.03, 400), 2) == "this keeps your chance near 40%"
    raised = chance_words(Chance(0.30, 0.02, 400), Chance(0.46, 0.02, 400), 2)
    assert raised == "this raises your chance from about 30% to 45%"


def test_a_rough_estimate_is_told_in_words_without_a_number_and_a_guess_not_at_all() -> None:
    rough = chance_words(Chance(0.5, 0.1, 20), Chance(0.52, 0.1, 20), 2)
    assert rough == "it is about even" and not any(ch.isdigit() for ch in rough)
    assert chance_words(Chance(0.5, 0.4, 1), Chance(0.9, 0.4, 1), 2) == ""


def test_the_words_weigh_the_chance_against_a_fair_share_of_the_seats() -> None:
    assert standing_words(0.25, 4) == "it is about even"
    assert standing_words(0.2, 2) == "your chances are slim"
    assert standing_words(0.9, 2) == "you are well ahead"


def test_the_line_leaves_out_what_is_missing_and_keeps_the_bots_reason() -> None:
    guess = Chance(0.5, 0.4, 1)
    assert hint_words("Draw a card", guess, guess, 3, None) == "Hint: Draw a card"
    assert hint_words("Draw a card", guess, guess, 3, "it is the safest") == "Hint: Draw a card · it is the safest"


def test_the_score_screen_counts_the_hints_used() -> None:
    assert hints_note(0) is None
    assert hints_note(1) == "You used 1 hint" and hints_note(2) == "You used 2 hints"
