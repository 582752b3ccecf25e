"""The Polis rules engine, one module per part of the rules.

Each module adds one layer to the ``Polis`` game, in this order: ``position`` reads a position
(stacking, reach, bribes, routes, costs, the score); ``development`` creates units, builds,
collects and trades [Sviluppo]; ``military`` moves units and lays sieges [Militari];
``politics`` is the proxenos and civil war [Politiche]; ``rounds`` starts a round with its
event and ends it [Preparativi, Fine round, Fine gioco]; ``battle`` fights [Battaglia];
``turn`` checks every action, lists the legal ones and carries out a turn's action; ``game``
is the ``Polis`` game itself (setup, who acts, apply, outcome, views, text forms).

Every action is checked by ``_check`` (read only, raises ``IllegalAction``); ``legal_actions``
filters candidates through the same check, so the two never disagree. Effects run on a copy.
"""

from rules.polis.engine.game import Polis
from rules.polis.engine.position import (
    ATTACK_DRAW,
    BATTLE_SIZE,
    CIVIL_ENEMY,
    CIVIL_NEUTRAL,
    MAX_MERCHANTS,
    RANSOM,
    UNIT_RES,
    fail,
    paid_msg,
)
from rules.polis.state import clone

__all__ = [
    "ATTACK_DRAW",
    "BATTLE_SIZE",
    "CIVIL_ENEMY",
    "CIVIL_NEUTRAL",
    "MAX_MERCHANTS",
    "RANSOM",
    "UNIT_RES",
    "Polis",
    "clone",
    "fail",
    "paid_msg",
]
