"""What the Niagara table animates and marks for an action: a gem over the falls goes back to its site only
once its canoe has reached the falls; every item an action touched is named by a motion."""

from __future__ import annotations

from niagara_helpers import chosen, move, op, over_the_falls

from tablegame.app.games.niagara.motions import motions
from tablegame.app.games.niagara.presenter import NiagaraPresenter


def flow_over_the_falls():
    """The spec's example 4 up to its last move: seat 0's canoe on 7A carries a ruby over the falls."""
    match, before = over_the_falls()
    return match, motions(match.actions[-1], before, match.view(0))


def test_a_gem_goes_back_to_its_site_only_after_its_canoe_reaches_the_falls():
    match, moving = flow_over_the_falls()
    by_key = {(m.source, m.target): m for m in moving}
    canoe = by_key[("boat:0:0", "boat:0:0")]
    assert canoe.via[-1] == "falls"
    reach = len(canoe.via)  # the canoe is at the falls after this many legs, then capsizes into the lost row
    gem = by_key[("boat:0:0", "site:pink")]
    assert gem.via == ("falls",) * reach and gem.lead_card == "blank" and gem.card == "jewel:pink"
    site = by_key[("site:pink", "site:pink")]
    assert len(site.via) == reach  # the site keeps its old count until the ruby lands
    assert match.view(0)["sites"]["pink"]["supply"]["pink"] == 7
    assert site.card is not None and site.card.split(":")[2].split(",")[-1] == "6"
    assert ("boat:1:0", "site:blue") in by_key and ("site:blue", "site:blue") in by_key


def test_every_touched_item_is_named():
    match = chosen([2, 4, 3], {"boats": [[{"at": "3", "gem": "yellow"}, {"at": "dock"}], None, None]})
    before = match.view(1)
    match.apply(move(0, 0, "3", op("start", "exchange", "violet")))
    keys = {k for m in motions(match.actions[-1], before, match.view(1)) for k in (m.source, m.target)}
    assert {"boat:0:0", "site:violet", "site:yellow", "slot:3"} <= keys  # the canoe stayed; both gems' sites
    before = match.view(1)
    match.apply({"seat": 0, "type": "end_move"})
    keys = {k for m in motions(match.actions[-1], before, match.view(1)) for k in (m.source, m.target)}
    assert "choice:1" in keys  # Bo's card turned up as Bo's turn began
    match = chosen([3, 4, 5], {"boats": [[{"at": "3", "gem": "violet"}, {"at": "dock"}], None, None]})
    before = match.view(2)
    match.apply(move(0, 0, "dock"))
    moving = motions(match.actions[-1], before, match.view(2))
    banked = [m for m in moving if m.target == "home:0:violet"]
    assert banked and banked[0].source == "boat:0:0" and banked[0].lead_card == "jewel:violet"


def test_a_canoe_with_no_move_left_is_never_lifted():
    match = chosen([2, 4, 3], {"boats": [[{"at": "3"}, {"at": "dock"}], None, None]})
    match.apply(move(0, 0, "5"))
    presenter = NiagaraPresenter(match.rules, ["A", "B", "C"], match.options)
    model = presenter.build(match.view(0), match.legal_actions(0))
    assert "boat:0:0" in model.still and "boat:1:0" in model.still
    assert "boat:0:1" not in model.still and model.gestures_from("boat:0:1", "drag")


def test_the_card_played_last_is_marked_after_a_load_too():
    """The last card each seat turned up comes from the view, so a table opened from a save still marks it."""
    match = chosen([2, 4, 3])
    while match.view(0)["round"] == 1:
        match.apply(match.legal_actions(match.to_act()[0])[0])
    loaded = match.rebuilt(len(match.actions))
    presenter = NiagaraPresenter(loaded.rules, ["A", "B", "C"], loaded.options)
    model = presenter.build(loaded.view(0), loaded.legal_actions(0))
    assert [loaded.view(0)["cards"][s]["last"] for s in range(3)] == [2, 4, 3]
    assert {model.item(f"used:{s}:{card}").card for s, card in enumerate((2, 4, 3))} == {
        "used:2:last",
        "used:4:last",
        "used:3:last",
    }
