"""Polis: Fight for the Hegemony, Athens against Sparta in the 5th century BC.
``rules.games`` lists ``GAME`` with the other built-in games."""

from rules.polis.ai import AIS, SEARCH
from rules.polis.engine import Polis

Polis.ais = AIS  # type: ignore[assignment]
Polis.search = SEARCH
GAME = Polis()

__all__ = ["GAME", "Polis"]
