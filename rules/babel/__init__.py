"""Babel, the two-player temple-building card game."""

from rules.babel.ai import AIS
from rules.babel.engine import Babel
from rules.core.registry import register

Babel.ais = AIS  # type: ignore[assignment]
GAME = Babel()
register(GAME)

__all__ = ["GAME", "Babel"]
