"""The Antike rules engine, one module per part of the rules.

``game`` holds the ``Antike`` game and dispatches each action; ``position`` reads a position
(payments, reach, defence); ``economy`` moves the rondel marker and carries out production,
TEMPLE, ARMING, KNOW-HOW, founding and the 2:1 trade; ``maneuver`` is MANEUVER's moves, fights
and conquests; ``turn`` is setup, the end of a turn with its personages, and the choices
answered outside a turn; ``messages`` builds the parts of log and error messages.
"""

from rules.antike.board import game_map
from rules.antike.engine.game import Antike, AntikeOptions
from rules.antike.engine.position import defence, reach

__all__ = ["Antike", "AntikeOptions", "defence", "game_map", "reach"]
