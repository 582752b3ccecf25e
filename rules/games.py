"""The built-in games by id, so front ends and the conformance suite find every game.

The one place that names the games: it imports each of them, and neither a game nor
``rules.core`` imports it, so the module graph points one way (rules.games -> rules.<game> ->
rules.core). A new game is one more entry in ``_BUILTIN``; the order is the order the front
end lists them in.
"""

from __future__ import annotations

from typing import Any

from rules.antike import GAME as ANTIKE
from rules.babel import GAME as BABEL
from rules.core.errors import InvalidAction
from rules.core.game import Game
from rules.duellum import GAME as DUELLUM
from rules.nations import GAME as NATIONS
from rules.polis import GAME as POLIS

_BUILTIN: tuple[Game[Any, Any], ...] = (BABEL, DUELLUM, ANTIKE, POLIS, NATIONS)


def _by_id(games: tuple[Game[Any, Any], ...]) -> dict[str, Game[Any, Any]]:
    out: dict[str, Game[Any, Any]] = {}
    for game in games:
        if game.id in out:
            raise ValueError(f"game {game.id!r} registered twice")
        out[game.id] = game
    return out


_GAMES = _by_id(_BUILTIN)


def registered_games() -> dict[str, Game[Any, Any]]:
    return dict(_GAMES)


def get_game(game_id: str) -> Game[Any, Any]:
    try:
        return _GAMES[game_id]
    except KeyError:
        raise InvalidAction("core.error.unknown_game", game=game_id, known=sorted(_GAMES)) from None
