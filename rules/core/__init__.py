"""The interface every game implements, and the pieces all games share."""

from rules.core.errors import IllegalAction, InvalidAction, NotYourTurn, RuleError
from rules.core.game import Game, Outcome, Transition, state_hash
from rules.core.messages import Event, Msg
from rules.core.rng import Rng

__all__ = [
    "Event",
    "Game",
    "IllegalAction",
    "InvalidAction",
    "Msg",
    "NotYourTurn",
    "Outcome",
    "Rng",
    "RuleError",
    "Transition",
    "state_hash",
]
