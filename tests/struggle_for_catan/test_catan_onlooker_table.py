"""The Catan table drawn for an onlooker (between hot-seat players): every public thing, no hand's faces.

Random playouts of 2 to 4 seats build the presenter's table from `view(state, None)` at every position
and compare it with the position itself: the market, supplies, deck and discard pile as they are; every
seat's roads, knights and estates; every hand only as a back with its size.
"""

from __future__ import annotations

import random
import re

import pytest
from catan_helpers import RES, new_match

from tablegame.app.games.struggle_for_catan.presenter import CatanPresenter
from tablegame.core.match import Match

MAX_ACTIONS = 400  # enough for trades, builds, events and often the end; the checks run at every position
# Words that speak to one seat as the viewer (a general "you" in how-to-play hints is every player's).
ONE_SEATS_WORDS = re.compile(r"\(you\)|your hand|in your hand|your next one|only you see", re.IGNORECASE)


def check_onlooker_table(presenter: CatanPresenter, match: Match) -> None:
    """The onlooker's table holds every public card of this position and nothing of any hand's faces."""
    view = match.rules.view(match.state, None)
    model = presenter.build(view, [])
    cards = {item.key: item for item in model.cards}
    assert not model.gestures, "an onlooker is offered moves"
    assert not [k for k in cards if k.startswith("mine:")], "a hand's cards drawn face up"
    assert not [i for i in model.cards if i.zone == "hand"], "the viewer's hand zone drawn for an onlooker"
    for seat in range(view["n_seats"]):
        size = view["hand_sizes"][seat]
        assert cards[f"hand:{seat}"].card == f"back:{size}", "a hand shown as more than a back and its size"
        tableau = view["tableaux"][seat]
        for kind in ("road", "knight"):
            stack = tableau[kind + "s"]
            shown = [cards[f"{kind}:{seat}:{j}"].card for j in range(len(stack))]
            assert shown == [f"{kind}:{side}" for side in stack]
            assert stack or f"{kind}:{seat}:none" in cards
        estates = [k for k in cards if k.startswith(f"estate:{seat}:") and k[len(f"estate:{seat}:") :].isdigit()]
        assert len(estates) == len(tableau["estates"])
        assert f"estates:{seat}" in model.captions
    market = sorted(i.card for i in model.cards if i.zone == "market" and i.card)
    assert market == sorted(f"res:{r}" for r in RES for _ in range(view["market"][r]))
    assert cards["deck"].count == view["deck_count"]
    assert cards["discard"].count == len(view["discard"])
    for kind in ("road", "knight", "estate"):
        assert cards[f"supply:{kind}"].count == view["supply"][kind]
    texts = [model.status, *model.captions.values(), *(i.hint for i in model.cards)]
    assert not [t for t in texts if ONE_SEATS_WORDS.search(t)], "an onlooker's table speaks to one seat as 'you'"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_an_onlookers_table_shows_every_public_card_and_no_hand_at_every_position(n: int):
    """Seeded random playouts: building from `view(state, None)` never fails and shows only public facts."""
    for seed in (n, 10 + n, 20 + n):
        match = new_match(n, seed=seed)
        presenter = CatanPresenter(match.rules, [f"S{i}" for i in range(n)], {})
        rng = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            check_onlooker_table(presenter, match)
            if match.is_over():
                break
            match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
