"""The Struggle for Catan history (issue 16): every entry names only what its reader may know (SFC-42), the
cards the reader saw move are named, the automatic events have entries, and every text on the table is in a
player's words."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

from catan_helpers import GAME, RES, cards, new_match, play

from tablegame.app.games.struggle_for_catan.presenter import CatanPresenter
from tablegame.core.history import History
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules

RULES = get_rules(GAME)
NAMES = ["Mina", "Noor", "Ravi", "Ida"]
RESOURCE_WORD = re.compile(r"\b(" + "|".join(RES) + r")\b")
CLAUSE_ID = re.compile(r"\bSFC-\d+|§|\b[A-Z]{2,5}-\d+[a-z]?\b")
YOU_THIRD_PERSON = re.compile(
    r"\bYou (draws|takes|gives|builds|exchanges|ends|discards|passes|looks|turns|has|wins|"
    r"holds|must discards)\b|\bYou\b[^;]* and (takes|draws|turns|wins)\b|"
    r"\bYou \w+ at their\b"
)


def busy_choice(legal: list[dict], rng: random.Random) -> dict:
    """A random legal action that builds, exchanges with players and answers events more often than chance, so a
    few games see cities, expansions, Brigand Attacks, Market Days, Libraries and Guilds."""
    builds = [a for a in legal if a["type"] == "build"]
    if builds and rng.random() < 0.9:
        cities = [a for a in builds if a["building"] in ("city", "expansion")]
        return rng.choice(cities or builds)
    takes = [a for a in legal if a["type"] in ("exchange_player", "guild_steal")]
    if takes and rng.random() < 0.5:
        return rng.choice(takes)
    return rng.choice(legal)


def games() -> Iterator[Match]:
    """A handful of whole seeded games with 2, 3 and 4 seats."""
    for n, seed in ((2, 1), (3, 2), (3, 3), (4, 4), (4, 5)):
        match = Match(GAME, [Seat(NAMES[i]) for i in range(n)], seed, {}, {})
        rng = random.Random(seed)
        while not match.is_over():
            match.apply(busy_choice(match.legal_actions(), rng))
        yield match


GAMES = list(games())


Step = tuple[dict, dict, dict, list[str]]
_STEPS: dict[tuple[int, int | None], list[Step]] = {}


def steps(match: Match, reader: int | None) -> list[Step]:
    """(action, reader's view before, after, the reader's entries for it) over the whole game (made once)."""
    key = (GAMES.index(match), reader)
    if key not in _STEPS:
        replayed = match.rebuilt(0)
        history = History(RULES, match.names(), reader)
        made = _STEPS[key] = []
        for index, action in enumerate(match.actions):
            before = replayed.view(reader)
            replayed.apply(action)
            after = replayed.view(reader)
            made.append((action, before, after, [e.text for e in history.add(index, action, before, after)]))
    return _STEPS[key]


def visible(view: dict) -> set[str]:
    """The resources a view shows anywhere: the own hand, the market, the discard pile, a Library's look, the card
    taken in a pending exchange."""
    seen = {r for r, k in (view["hand"] or {}).items() if k} | {r for r, k in view["market"].items() if k}
    seen |= set(view["discard"])
    for hand in view["opponent_hands"] or []:
        seen |= {r for r, k in (hand or {}).items() if k}
    if view["pending"] and view["pending"].get("taken"):
        seen.add(view["pending"]["taken"])
    return seen


def gained(before: dict, after: dict) -> dict[str, int]:
    """What the reader's own hand gained."""
    return {r: after["hand"][r] - before["hand"][r] for r in RES if after["hand"][r] > before["hand"][r]}


def counted(text: str) -> dict[str, int]:
    """The resources a "ore, 3 wool" list names, with their counts."""
    out: dict[str, int] = {}
    for count, r in re.findall(r"(?:(\d+) )?\b(" + "|".join(RES) + r")\b", text):
        out[r] = out.get(r, 0) + int(count or 1)
    return out


def test_every_entry_names_only_cards_the_reader_may_know_and_names_those_it_saw_move():
    """For every seat and an onlooker: a resource named is visible in the reader's view before or after; another
    seat's draws are told as a number; exchanges between two other seats say "a card"; the reader's own draws,
    takes and gives name the card; payments, discards and market exchanges name every card (they are public)."""
    checked = 0
    for match in GAMES:
        for reader in [*range(len(match.seats)), None]:
            for action, before, after, entries in steps(match, reader):
                seat, kind = action["seat"], action["type"]
                for text in entries:
                    assert set(RESOURCE_WORD.findall(text)) <= visible(before) | visible(after), (reader, text)
                own = entries[0]
                if kind == "end_build":
                    drawn = after["hand_sizes"][seat] - before["hand_sizes"][seat] if after["phase"] != "over" else 0
                    draw = [t for t in entries[1:] if " draw" in t]
                    if drawn > 0:
                        assert len(draw) == 1, entries
                        if seat == reader:
                            assert counted(draw[0]) == gained(before, after), entries
                        else:
                            assert draw[0].endswith(f"draws {drawn} card{'s' if drawn > 1 else ''}"), entries
                elif kind in ("exchange_player", "guild_steal", "give"):
                    target = action["target"] if kind != "give" else before["pending"]["target"]
                    if reader in (seat, target):
                        moved = (
                            gained(before, after)
                            if reader == (target if kind == "give" else seat)
                            else gained(after, before)
                        )
                        assert counted(own) == moved, (reader, own, moved)
                    else:
                        assert not RESOURCE_WORD.search(own) and "a card" in own, (reader, own)
                elif kind == "exchange_supply":
                    assert counted(own).get(action["give"]) or action["give"] in own
                    if reader == seat:
                        drew = gained(before, after)
                        assert not drew or set(drew) <= set(RESOURCE_WORD.findall(own)), own
                    else:
                        assert own.endswith("draws a card"), own
                elif kind == "build":
                    assert (
                        counted(
                            own.split(" paying ")[1].split(",  taking")[0].split(" and turns")[0].split(", taking")[0]
                        )
                        == action["pay"]
                    ), own
                elif kind == "discard":
                    assert counted(own) == action["resources"], own
                elif kind in ("exchange_market", "market_day"):
                    assert set(RESOURCE_WORD.findall(own)) == {action["give"], action["take"]}, own
                checked += 1
    assert checked > 5000


def test_the_automatic_events_have_entries():
    """Every reshuffle, revealed city event, destiny card turn and the win has its entry for every reader; a
    Brigand Attack says who must discard, a Market Day who starts."""
    seen: set[str] = set()
    for match in GAMES:
        for reader in [*range(len(match.seats)), None]:
            for _, before, after, entries in steps(match, reader):
                events = entries[1:]
                cities = sum(e["side"] == "city" for t in after["tableaux"] for e in t["estates"])
                if cities > sum(e["side"] == "city" for t in before["tableaux"] for e in t["estates"]):
                    assert any(" new city shows " in t for t in events), entries
                    if after["phase"] == "discard":
                        assert any(t.startswith("Brigand Attack: ") and " must discard " in t for t in events), entries
                    if after["phase"] == "market_day":
                        assert any(t.startswith("Market Day: each player in turn") for t in events), entries
                    seen.add(after["phase"])
                if after["deck_count"] > before["deck_count"]:
                    assert any("is shuffled into a new deck" in t for t in events), entries
                    seen.add("reshuffle")
                if after["fate"] != before["fate"]:
                    assert any(t.startswith(f"The destiny card turns to {after['fate']}") for t in events), entries
                    seen.add("fate")
                if after["phase"] == "over":
                    assert events[-1].endswith(" VP and wins!") or events[-1].endswith(" VP and win!"), entries
                    seen.add("win")
    assert {"discard", "market_day", "reshuffle", "fate", "win"} <= seen


def test_entries_have_no_rounds_and_say_you_grammatically():
    """Catan has turns, not rounds (round_of is None); "You" takes the plain verb; no clause id, raw value or
    underscore reaches an entry."""
    for match in GAMES[:3]:
        for reader in [*range(len(match.seats)), None]:
            entries = match.history_for(reader).entries
            assert all(e.round is None for e in entries)
            for e in entries:
                assert not YOU_THIRD_PERSON.search(e.text), e.text
                assert not CLAUSE_ID.search(e.text) and "_" not in e.text and "None" not in e.text, e.text
                if reader is None or e.seat != reader:
                    continue
                starts = ("You ", "Your ", "The ", "Brigand", "Market", "Library")
                assert not e.event or e.text.startswith(starts), e.text
                assert e.event or e.text.startswith("You "), e.text  # the reader's own action, and never its name
                assert NAMES[reader] not in e.text, e.text


def test_library_look_and_exchange_words():
    """A Library owner's turn begins with what it sees of every hand (SFC-43), told to it alone; its chosen take
    names the card to the two seats involved; the third reads "a card"."""
    library = {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "library"}]}
    match = new_match(
        3,
        {
            "start_seat": 2,
            "tableaux": [library, {"roads": 1}, {"roads": 1}],
            "hands": [cards(ore=1), cards(wool=2), cards(grain=1)],
        },
    )
    play(match, 2, "end_trade")
    before = {r: match.view(r) for r in (0, 1, None)}
    play(match, 2, "end_build")
    events = {
        r: RULES.events_for(match.actions[-1], ["Mina", "Noor", "Ravi"], r, before[r], match.view(r)) for r in before
    }
    ravi = match.view(0)["opponent_hands"][2]
    assert events[0][-1] == f"Library: you see every hand — Noor holds 2 wool; Ravi holds {words_of(ravi)}"
    assert not any("Library" in t for t in events[1] + events[None])


def words_of(hand: dict[str, int]) -> str:
    """A hand as the history lists it: "ore, 3 wool" in catalog order."""
    return ", ".join(f"{hand[r]} {r}" if hand[r] > 1 else r for r in RES if hand[r])


def test_open_view_shows_every_hand_and_event_in_the_views_shape():
    """open_view: the seat's view with every other hand and every settlement's event face up."""
    match = GAMES[2]
    state = match.rebuilt(40).state
    for seat in range(len(match.seats)):
        shown, plain = RULES.open_view(state, seat), RULES.view(state, seat)
        assert set(shown) == set(plain) and shown["hand"] == plain["hand"]
        assert [h is None for h in shown["opponent_hands"]] == [s == seat for s in range(len(match.seats))]
        assert all("event" in e for t in shown["tableaux"] for e in t["estates"])


def test_options_speak_to_a_player():
    """Every option has a title, a word for each value and help without internal values."""
    for spec in RULES.options:
        assert spec.title and len(spec.words) == len(spec.values)
        assert not any(f"({v})" in spec.help or f'"{v}"' in spec.help for v in spec.values), spec.help
        assert "_" not in spec.help and "_" not in spec.title


def table_texts(model: Any) -> list[str]:
    """Every text a model puts on the table."""
    texts = [model.status, *(model.captions.values())]
    texts += [line for lines in model.texts.values() for line in lines]
    texts += [b.label for b in model.buttons] + [g.label for g in model.gestures] + [g.badge for g in model.gestures]
    texts += [c.hint for c in model.cards] + [f.label for f in model.frames]
    return texts


def test_no_clause_ids_or_internal_words_on_the_table():
    """Over random positions of every game above, nothing the presenter shows (status, captions, dialogs, buttons,
    gesture labels and badges, hints, frames, reasons for a refused drop, the final score sheet) holds a clause id,
    "§" or an action type."""
    internal = re.compile(r"CLAUSE|SFC|§|end_trade|end_build|exchange_|settlement_destiny|guild_steal|market_day")
    rng = random.Random(7)
    scanned = 0
    for match in GAMES:
        names = match.names()
        presenter = CatanPresenter(RULES, names, match.options)
        for k in range(0, len(match.actions), 11):
            replayed = match.rebuilt(k)
            seat = replayed.to_act()[0] if replayed.to_act() else 0
            view, legal = replayed.view(seat), replayed.legal_actions(seat) if replayed.to_act() else []
            presenter.reset()
            model = presenter.build(view, legal)
            texts = table_texts(model)
            keys = [c.key for c in model.cards]
            for _ in range(3):
                source, target = rng.choice(keys), rng.choice(keys)
                texts.append(
                    presenter.explain(
                        "drop", source, target, view, lambda a, r=replayed: RULES.explain_illegal(r.state, a)
                    )
                )
            for text in texts:
                assert not internal.search(text or ""), text
            scanned += 1
        sheet = presenter.score_sheet(match.view(0), final=True)
        assert sheet is not None
        for text in [sheet.title, *sheet.columns, *(cell for row in sheet.rows for cell in row), *sheet.notes]:
            assert not internal.search(text), text
    assert scanned > 60


def test_a_seat_called_you_is_you_only_to_itself():
    """The menu calls its human "You": that seat reads its own sentences as "You draw"; the other seat and an
    onlooker read "Player 1 draws", so no reader sees a second "You" (nor "You's")."""
    game = GAMES[0]
    match = Match(GAME, [Seat("You"), Seat("Bot 1", "bot", "normal")], game.seed, {}, {})
    match.replay(game.actions)
    for reader in (0, 1, None):
        texts = [entry.text for entry in match.history_for(reader).entries]
        for text in texts:
            assert not YOU_THIRD_PERSON.search(text) and "You's" not in text, (reader, text)
        assert any(t.startswith("You draw ") for t in texts) == (reader is not None), reader
        assert any(t.startswith("Player 1 draws ") for t in texts) == (reader != 0), reader
        assert not any("Player 2" in t for t in texts), reader
