"""The Antike Duellum rules engine, one module per part of the rules.

``game`` holds the ``Duellum`` game and dispatches each action; ``position`` reads a position
(costs, reach, defence, ways); ``rondel`` moves the marker and produces; ``fields`` carries out
TEMPLUM, MILITIA, SCIENTIA and COMMERCIUM; ``battle`` is DUELLUM's moves, battles and
conquests with Fortress; ``founding`` founds cities and ends the turn (personages, picks);
``cards`` plays event cards; ``messages`` builds the parts of log and error messages.
"""

from rules.duellum.engine.game import Duellum, DuellumOptions
from rules.duellum.engine.messages import (
    card_msg,
    field_msg,
    knowhow_msg,
    paid_msg,
    pay_msg,
    personage_msg,
    resource_msg,
    unit_msg,
)
from rules.duellum.engine.position import (
    FIELDS,
    PAY_KINDS,
    attackers,
    can_pay,
    clone,
    defence,
    enemy_present,
    fail,
    founding_surcharge,
    game_map,
    holds_fortress,
    other,
    payments,
    reach,
    sea_points,
    shortfall,
    special_at,
    start_turn,
    temple_surcharge,
    unit_kind,
    ways_from,
)

__all__ = [
    "FIELDS",
    "PAY_KINDS",
    "Duellum",
    "DuellumOptions",
    "attackers",
    "can_pay",
    "card_msg",
    "clone",
    "defence",
    "enemy_present",
    "fail",
    "field_msg",
    "founding_surcharge",
    "game_map",
    "holds_fortress",
    "knowhow_msg",
    "other",
    "paid_msg",
    "pay_msg",
    "payments",
    "personage_msg",
    "reach",
    "resource_msg",
    "sea_points",
    "shortfall",
    "special_at",
    "start_turn",
    "temple_surcharge",
    "unit_kind",
    "unit_msg",
    "ways_from",
]
