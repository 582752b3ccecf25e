"""Babel, the two-player temple-building card game. ``rules.games`` lists ``GAME`` with the
other built-in games."""

from rules.babel.ai import AIS, SEARCH
from rules.babel.engine import Babel

Babel.ais = AIS  # type: ignore[assignment]
Babel.search = SEARCH
GAME = Babel()

__all__ = ["GAME", "Babel"]
