"""Polis: Fight for the Hegemony, Athens against Sparta in the 5th century BC.
``rules.games`` lists ``GAME`` with the other built-in games."""

from rules.polis.ai import AIS
from rules.polis.engine import Polis

Polis.ais = AIS  # type: ignore[assignment]
GAME = Polis()

__all__ = ["GAME", "Polis"]
