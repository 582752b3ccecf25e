"""The registry of games, so front ends and the conformance suite find every game by id."""

from __future__ import annotations

from typing import Any

from rules.core.errors import InvalidAction
from rules.core.game import Game

_GAMES: dict[str, Game[Any, Any]] = {}
_builtin_loaded = False


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    if game.id in _GAMES:
        raise ValueError(f"game {game.id!r} registered twice")
    _GAMES[game.id] = game
    return game


def _load_builtin() -> None:
    """Register the built-in games, once. Imported here so that `rules.core` alone stays free
    of any game. Babel registers itself on import; Duellum, Antike, Polis and Nations leave it
    to us. A flag rather than an empty registry decides, since importing `rules.babel` first
    already fills it."""
    global _builtin_loaded
    if _builtin_loaded:
        return
    import rules.babel  # noqa: F401
    from rules.antike import GAME as antike
    from rules.duellum import GAME as duellum
    from rules.nations import GAME as nations
    from rules.polis import GAME as polis

    for game in (duellum, antike, polis, nations):
        if game.id not in _GAMES:
            register(game)
    _builtin_loaded = True


def registered_games() -> dict[str, Game[Any, Any]]:
    _load_builtin()
    return dict(_GAMES)


def get_game(game_id: str) -> Game[Any, Any]:
    games = registered_games()
    try:
        return games[game_id]
    except KeyError:
        raise InvalidAction("core.error.unknown_game", game=game_id, known=sorted(games)) from None
