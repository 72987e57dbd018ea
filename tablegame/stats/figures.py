"""The figures of the statistics: games, wins, rates, scores, streaks, lengths, and per-player series for plots.

`figures` returns one JSON-ready object of a stable shape (README, "tablegame stats --json"):

    {"games": N, "filters": {...}, "players": {NAME: {"games": n, "wins": w, "win_rate": r, ...,
     "by_level": {LEVEL: {"games", "wins", "win_rate"}}, "by_seats": {"3": {...}}, "by_game": {...},
     "series": [{"match_id", "game", "finished_at", "score", "placing", "seats", "won", "win_rate"}, ...]}}}
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tablegame.stats.db import StatsDB
from tablegame.stats.record import GameRecord, SeatRecord


def select(
    games: Iterable[GameRecord],
    game: str | None = None,
    player: str | None = None,
    level: str | None = None,
    last: int | None = None,
) -> list[GameRecord]:
    """The games the filters keep, oldest first: of one game, with one person, against one bot level, the newest N."""
    kept = [
        g
        for g in sorted(games, key=lambda g: (g.finished_at, g.match_id))
        if (game is None or g.game == game)
        and (player is None or player in g.humans())
        and (level is None or level in g.opponent_levels().split("+"))
    ]
    return kept[-last:] if last is not None and last > 0 else kept


def rate(wins: int, games: int) -> float:
    """Wins per game, 0 to 1 (0 with no game)."""
    return round(wins / games, 4) if games else 0.0


def _tally(pairs: Iterable[tuple[str, bool]]) -> dict[str, dict[str, Any]]:
    """Games, wins and win rate per key."""
    found: dict[str, list[int]] = {}
    for key, won in pairs:
        counts = found.setdefault(key, [0, 0])
        counts[0] += 1
        counts[1] += int(won)
    return {k: {"games": g, "wins": w, "win_rate": rate(w, g)} for k, (g, w) in sorted(found.items())}


def streaks(results: list[bool]) -> tuple[int, int]:
    """The current run of wins (at the end) and the longest one."""
    current = longest = 0
    for won in results:
        current = current + 1 if won else 0
        longest = max(longest, current)
    return current, longest


def _average(values: Iterable[float | int | None]) -> float | None:
    """The mean of the known values, None with none."""
    known = [v for v in values if v is not None]
    return round(sum(known) / len(known), 2) if known else None


def _seat_of(game: GameRecord, name: str) -> SeatRecord:
    """The seat a person played (the best placed one, if they sat twice)."""
    return min((s for s in game.seats if s.kind == "human" and s.name == name), key=lambda s: s.placing)


def _best_score(pairs: list[tuple[GameRecord, SeatRecord]]) -> float | None:
    """The score of the best placed game (the higher score among equal places, the lower where lower wins)."""
    scored = [(s.placing, -(s.score or 0.0), s.score) for _, s in pairs if s.score is not None]
    return min(scored)[2] if scored else None


def series(pairs: list[tuple[GameRecord, SeatRecord]]) -> list[dict[str, Any]]:
    """One point per game, oldest first: score, placing, seat count, won, and the win rate up to that game."""
    points = []
    wins = 0
    for number, (game, seat) in enumerate(pairs, start=1):
        wins += int(seat.winner)
        points.append(
            {
                "match_id": game.match_id,
                "game": game.game,
                "finished_at": game.finished_at,
                "score": seat.score,
                "placing": seat.placing,
                "seats": len(game.seats),
                "won": seat.winner,
                "win_rate": rate(wins, number),
            }
        )
    return points


def player_figures(games: list[GameRecord], name: str) -> dict[str, Any]:
    """One person's figures over the given games (those they played)."""
    pairs = [(g, _seat_of(g, name)) for g in games if name in g.humans()]
    results = [s.winner for _, s in pairs]
    current, longest = streaks(results)
    wins = sum(results)
    return {
        "games": len(pairs),
        "wins": wins,
        "win_rate": rate(wins, len(pairs)),
        "best_score": _best_score(pairs),
        "average_score": _average(s.score for _, s in pairs),
        "current_streak": current,
        "longest_streak": longest,
        "average_actions": _average(g.actions for g, _ in pairs),
        "average_turns": _average(g.turns for g, _ in pairs),
        "average_rounds": _average(g.rounds for g, _ in pairs),
        "average_minutes": _average(g.minutes for g, _ in pairs),
        "games_with_hints": sum(1 for g, _ in pairs if g.hints),
        "games_with_undos": sum(1 for g, _ in pairs if g.undos),
        "by_level": _tally((g.opponent_levels(), s.winner) for g, s in pairs),
        "by_seats": _tally((str(len(g.seats)), s.winner) for g, s in pairs),
        "by_game": _tally((g.game, s.winner) for g, s in pairs),
        "series": series(pairs),
    }


def figures_of(
    games: Iterable[GameRecord],
    game: str | None = None,
    player: str | None = None,
    level: str | None = None,
    last: int | None = None,
) -> dict[str, Any]:
    """The figures of some games (see the module's docstring for the shape)."""
    kept = select(games, game, player, level, last)
    names = [player] if player is not None else sorted({n for g in kept for n in g.humans()})
    return {
        "games": len(kept),
        "filters": {"game": game, "player": player, "level": level, "last": last},
        "players": {name: player_figures(kept, name) for name in names},
    }


def figures(
    db: StatsDB,
    game: str | None = None,
    player: str | None = None,
    level: str | None = None,
    last: int | None = None,
) -> dict[str, Any]:
    """The figures of the recorded games the filters keep (see the module's docstring for the shape)."""
    return figures_of(db.games(), game, player, level, last)
