"""Antike Duellum, Mac Gerdts' two-player game of Antike: Carthage against Rome, Greece
against Persia. ``rules.games`` lists ``GAME`` with the other built-in games."""

from rules.duellum.ai import AIS
from rules.duellum.ai.search import SEARCH
from rules.duellum.engine import Duellum

Duellum.ais = AIS  # type: ignore[assignment]
Duellum.search = SEARCH
GAME = Duellum()

__all__ = ["GAME", "Duellum"]
