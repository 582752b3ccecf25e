"""Nations: 1-5 players lead a nation through four ages of history.
``rules.games`` lists ``GAME`` with the other built-in games."""

from rules.nations.ai import AIS, SEARCH
from rules.nations.engine import Nations, NationsOptions

Nations.ais = AIS  # type: ignore[assignment]
Nations.search = SEARCH
GAME = Nations()

__all__ = ["GAME", "Nations", "NationsOptions"]
