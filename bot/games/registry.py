"""The registry of front ends, one per game, so ``bot/`` finds a game's UI, text board and
pictures by its id without naming any game elsewhere."""

from __future__ import annotations

import importlib

from bot.games.frontend import FrontEnd

# The built-in games' front-end packages; each holds its ``FRONT_END``.
BUILTIN = ("babel", "duellum", "antike", "polis", "nations")

_FRONT_ENDS: dict[str, FrontEnd] = {}
_builtin_loaded = False


def register(front_end: FrontEnd) -> FrontEnd:
    if front_end.game_id in _FRONT_ENDS:
        raise ValueError(f"front end of {front_end.game_id!r} registered twice")
    _FRONT_ENDS[front_end.game_id] = front_end
    return front_end


def _load_builtin() -> None:
    global _builtin_loaded
    if _builtin_loaded:
        return
    _builtin_loaded = True
    for game_id in BUILTIN:
        front_end = importlib.import_module(f"bot.games.{game_id}").FRONT_END
        if game_id not in _FRONT_ENDS:
            register(front_end)


def front_ends() -> dict[str, FrontEnd]:
    _load_builtin()
    return dict(_FRONT_ENDS)


def front_end(game_id: str) -> FrontEnd | None:
    """The game's front end; ``None`` for a game registered in the rules only (the generic
    Discord UI then serves it, with no text board or pictures)."""
    _load_builtin()
    return _FRONT_ENDS.get(game_id)
