"""Antike (2005): 2 to 6 nations on the West or East side of the board.
``rules.games`` lists ``GAME`` with the other built-in games."""

from rules.antike.ai import AIS
from rules.antike.ai.search import SEARCH
from rules.antike.engine import Antike

Antike.ais = AIS  # type: ignore[assignment]
Antike.search = SEARCH
GAME = Antike()

__all__ = ["GAME", "Antike"]
