"""The planner's endgames: which personages a nation can still gain without taking a city.

Late in a game the bank may hold only personages that growth cannot bring: a king when the
free city sites are gone (a king is due at every fifth city, counted once, so a nation that
lost cities must pass its old mark), a citizen when no temple is left to build, a navigator
the map has too few seas for (the second needs fourteen, and the East has eleven), generals,
which only destroyed temples bring; and with the bank empty the first nation to destroy a
temple wins. A planner that waits for growth then plays for ever (a 6-nation game stalled at
the 3,000-turn cap with only a king left and nobody arming), so when nothing peaceful is left
(``war_only``) the planner arms with coins too, keeps no iron back and gathers its army at
the enemy city most worth taking however far it is, as it sails for far seas when only
navigators are left (``plans.navigators_only``).
"""

from __future__ import annotations

from rules.antike.ai.valuation import Ctx
from rules.antike.state import (
    CITIZEN_TEMPLES,
    KING_CITIES,
    NAVIGATOR_SEAS,
    KnowHow,
    Personage,
)


def peaceful(c: Ctx) -> frozenset[Personage]:
    """Personages left in the bank that the nation could still gain without a conquest: a
    king by founding on the free sites, a citizen by building the temples left, a navigator
    by holding seas (when the map has enough of them for its next one), a scholar by a
    know-how nobody has yet."""
    if "peaceful" not in c.memo:
        c.memo["peaceful"] = _peaceful(c)
    got: frozenset[Personage] = c.memo["peaceful"]
    return got


def _peaceful(c: Ctx) -> frozenset[Personage]:
    n, bank = c.n, c.v.bank_personages
    out: set[Personage] = set()

    def due(kind: Personage, step: int) -> int:
        return step * (n.marks.get(kind, 0) + 1)

    growth = len(c.mine) + min(len(c.free_sites), n.stones)
    if bank.get(Personage.KING, 0) > 0 and growth >= due(Personage.KING, KING_CITIES):
        out.add(Personage.KING)
    if bank.get(Personage.CITIZEN, 0) > 0:
        unbuilt = sum(1 for r in c.mine if not c.v.cities[r].temple)
        if c.temples + min(unbuilt, c.v.bank_temples) >= due(Personage.CITIZEN, CITIZEN_TEMPLES):
            out.add(Personage.CITIZEN)
    if bank.get(Personage.NAVIGATOR, 0) > 0 and can_gain_navigator(c):
        out.add(Personage.NAVIGATOR)
    if bank.get(Personage.SCHOLAR, 0) > 0 and any(
        c.is_new(k) and k not in n.knowhows for k in KnowHow
    ):
        out.add(Personage.SCHOLAR)
    return frozenset(out)


def can_gain_navigator(c: Ctx) -> bool:
    """The map has enough seas for the nation's next navigator (counted once, like kings)."""
    return NAVIGATOR_SEAS * (c.n.marks.get(Personage.NAVIGATOR, 0) + 1) <= len(c.g.seas)


def extra_due(c: Ctx) -> bool:
    """The personage for all eight know-hows is still to come (standard game)."""
    n = c.n
    return (
        not n.all_knowhows
        and not (c.v.expert or c.v.military)
        and len(n.knowhows) < len(KnowHow)
        and any(k > 0 for k in c.v.bank_personages.values())
    )


def war_only(c: Ctx) -> bool:
    """Only conquests can bring the nation another personage (or, the bank empty, the win)."""
    if "war_only" not in c.memo:
        c.memo["war_only"] = not peaceful(c) and not extra_due(c)
    got: bool = c.memo["war_only"]
    return got


def temple_wins(c: Ctx) -> bool:
    """Every personage is out: the first nation to destroy a temple wins."""
    return not any(k > 0 for k in c.v.bank_personages.values())
