"""The names players are shown, in every language, for the notation parsers to read back.

``rules.core.words`` reads ids and the map's own names; the catalogs' display names (a Greek
player's «Μήδοι», an Italian player's «Diserzione meda») live here, on the front end's side,
and reach ``Game.parse_notation`` as its ``names`` argument. Each game's text board
(``bot/games/<game>/text.py``) lists its own in ``typed_names()``.
"""

from __future__ import annotations

from functools import cache

from bot.games.registry import front_end
from rules.core import Msg
from rules.core.words import Names
from service.i18n import LOCALES, has_key, render


def every_name(key: str) -> list[str]:
    """The catalog entry ``key`` in every language, each once; [] where no catalog has it."""
    if not has_key(key):
        return []
    return list(dict.fromkeys(render(Msg(key=key), loc) for loc in LOCALES))


@cache
def typed_names(game_id: str) -> Names:
    """Family -> value id -> every display name, for ``Game.parse_notation(text, names)``."""
    fe = front_end(game_id)
    return fe.text_board().typed_names() if fe is not None else {}
