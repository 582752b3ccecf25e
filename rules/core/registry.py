"""The registry of games, so front ends and the conformance suite find every game by id."""

from __future__ import annotations

from typing import Any

from rules.core.errors import InvalidAction
from rules.core.game import Game

_GAMES: dict[str, Game[Any, Any]] = {}


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    if game.id in _GAMES:
        raise ValueError(f"game {game.id!r} registered twice")
    _GAMES[game.id] = game
    return game


def _load_builtin() -> None:
    # Imported here so that `rules.core` alone stays free of any game.
    import rules.babel  # noqa: F401


def registered_games() -> dict[str, Game[Any, Any]]:
    if not _GAMES:
        _load_builtin()
    return dict(_GAMES)


def get_game(game_id: str) -> Game[Any, Any]:
    games = registered_games()
    try:
        return games[game_id]
    except KeyError:
        raise InvalidAction("core.error.unknown_game", game=game_id, known=sorted(games)) from None
