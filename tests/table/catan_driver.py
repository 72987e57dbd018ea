"""Helpers for driving The Struggle for Catan table through the real event loop (posted pygame events only)."""

from __future__ import annotations

from driver import centre, choose, click, drag, table

from tablegame.app.main import App
from tablegame.bots.base import make_bot
from tablegame.core.match import Match, Seat

GAME = "struggle-for-catan"
RES = ("ore", "wool", "grain", "lumber", "brick")


def start(app: App, seats: list[Seat], seed: int = 3, options: dict | None = None, setup: dict | None = None) -> Match:
    """Open a Catan table for a new match and run a frame."""
    match = Match(GAME, seats, seed, options or {}, setup or {})
    app.open_table(match)
    app.step()
    return match


def spot(app: App, key: str) -> tuple[int, int]:
    """A point where the item shows (a fanned card is partly covered by the next one)."""
    board = table(app).board
    rect = board.rects.get(key)
    if rect is None:
        return centre(app, key)
    for fx in (0.5, 0.3, 0.15, 0.05, 0.7, 0.9):
        for fy in (0.5, 0.3, 0.7):
            point = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
            if board.item_at(point) == key:
                return point
    raise AssertionError(f"{key} is covered")


def hand_key(app: App, resource: str, last: bool = False) -> str:
    """The item key of one of the viewer's cards of a kind (the first, or the last)."""
    board = table(app).board
    keys = sorted((k for k in board.rects if k.startswith(f"mine:{resource}:")), key=lambda k: int(k.split(":")[2]))
    assert keys, f"no {resource} in the viewer's hand"
    return keys[-1] if last else keys[0]


def market_key(app: App, resource: str) -> str:
    """The item key of a market card of a kind."""
    model = table(app).board.model
    for item in model.cards:
        if item.zone == "market" and item.card == f"res:{resource}":
            return item.key
    raise AssertionError(f"no {resource} in the market")


def select_cards(app: App, wanted: dict[str, int]) -> None:
    """Click hand cards until exactly `wanted` ({resource: count}) is chosen (payment or discard)."""
    presenter = table(app).presenter
    for key in list(presenter.selection):  # take out what is not wanted
        r = key.split(":")[1]
        chosen = sum(1 for k in presenter.selection if k.split(":")[1] == r)
        if chosen > wanted.get(r, 0):
            click(app, spot(app, key))
    for r, n in wanted.items():
        k = 0
        while sum(1 for key in presenter.selection if key.split(":")[1] == r) < n:
            key = f"mine:{r}:{k}"
            if key not in presenter.selection:
                click(app, spot(app, key))
            k += 1
            assert k < 40, f"cannot choose {n} {r}"


def build_by_mouse(app: App, action: dict) -> None:
    """Build by clicking the supply, settlement or expansion; pay in the dialog when it opens."""
    viewer = action["seat"]
    building = action["building"]
    if building in ("road", "knight", "settlement"):
        source = f"supply:{'estate' if building == 'settlement' else building}"
    elif building == "city":
        source = f"estate:{viewer}:{action['settlement']}"
    else:
        source = f"exp:{action['card']}"
    click(app, centre(app, source))
    board = table(app).board
    if board.chooser:
        app.step()
        for gesture, rect in zip(board.chooser, board.chooser_rects, strict=False):
            a = gesture.action
            if a == action or (gesture.ui and same_target(gesture.ui, action)):
                click(app, rect.center)
                break
        else:
            raise AssertionError(f"no chooser entry for {action}")
    presenter = table(app).presenter
    if presenter.paying is not None:
        select_cards(app, action["pay"])
        button = "build-flip" if action.get("flip") else "build-go"
        click(app, centre(app, button))


def same_target(ui: str, action: dict) -> bool:
    """A "pay:..." step names the build of this action."""
    parts = ui.split(":")[1:]
    building = action["building"]
    if parts[0] != building:
        return False
    if building == "city":
        return int(parts[1]) == action["settlement"]
    if building == "expansion":
        return int(parts[1]) == action["city"] and parts[2] == action["card"]
    return True


def perform_by_mouse(app: App, action: dict) -> None:
    """Do one legal action of the viewing seat the way a person does: drags, clicks and buttons."""
    kind = action["type"]
    if kind == "exchange_supply":
        drag(app, spot(app, hand_key(app, action["give"], last=True)), centre(app, "deck"))
    elif kind in ("exchange_market", "market_day"):
        drag(app, spot(app, hand_key(app, action["give"], last=True)), centre(app, market_key(app, action["take"])))
    elif kind == "exchange_player":
        drag(app, centre(app, f"hand:{action['target']}"), spot(app, hand_key(app, any_resource(app))))
        choose(app, action)
    elif kind == "give":
        click(app, spot(app, hand_key(app, action["resource"])))
    elif kind == "guild_steal":
        click(app, centre(app, f"hand:{action['target']}"))
        choose(app, action)
    elif kind == "end_trade":
        click(app, centre(app, "end-trade"))
    elif kind == "end_build":
        click(app, centre(app, "end-build"))
    elif kind == "build":
        build_by_mouse(app, action)
    elif kind == "discard":
        select_cards(app, action["resources"])
        click(app, centre(app, "discard-go"))
    elif kind == "pass":
        click(app, centre(app, "pass"))
    else:
        raise AssertionError(f"no mouse path for {kind}")


def any_resource(app: App) -> str:
    """Any resource the viewer holds."""
    board = table(app).board
    for r in RES:
        if any(k.startswith(f"mine:{r}:") for k in board.rects):
            return r
    raise AssertionError("the viewer's hand is empty")


def bot_choice(match: Match, level: str = "normal", seed: int = 0) -> dict:
    """What the game's bot of a level would do for the seat to act (a plausible human move)."""
    seat = match.to_act()[0]
    bot = make_bot(match.rules, level, seat, seed + len(match.actions))
    return bot.choose(match.view(seat), match.legal_actions(seat))


def played(n: int, seed: int, steps: int, names: list[str] | None = None, humans: int = 1) -> Match:
    """A match of n seats (the first `humans` human, the rest normal bots) played by bots for a while,
    stopped at seat 0's trade phase."""
    names = names or ["Mina", "Noor", "Ravi", "Ida"]
    seats = [Seat(names[i]) if i < humans else Seat(f"Bot {i + 1}", "bot", "normal") for i in range(n)]
    match = Match(GAME, seats, seed, {}, {})
    for _ in range(steps):
        if match.is_over():
            break
        match.apply(bot_choice(match, seed=seed))
    guard = 0
    while not match.is_over() and not (match.to_act() == [0] and match.view(0)["phase"] == "trade"):
        match.apply(bot_choice(match, seed=seed))
        guard += 1
        assert guard < 500
    return match
