"""A nation's board as numbers: military and stability, production, paying with the
rulebook's shortfall rule, gaining and returning workers, and who an event hits.

Sections of the rulebook (``seeds/003``) are cited by English names of its headings, listed
with the Greek ones in the README.
"""

from __future__ import annotations

from typing import TypeVar

from rules.core.messages import Event
from rules.nations.cards import (
    RESOURCES,
    ZERO,
    Ability,
    Amounts,
    CardKind,
    Modifier,
    ModifierRule,
    ScaleBy,
    Scaled,
    Target,
)
from rules.nations.catalog import Catalog, NationBoard
from rules.nations.state import POP_SECTION, NationsState, Seat
from rules.nations.text import res_msg

_A = TypeVar("_A", bound=Ability)

MILITARY_CAP = 40  # [Setup step 4] military above 40 counts as 40
STABILITY_CAP = 15  # [Setup step 6] stability above 15 counts as 15


def sources(p: Seat) -> list[str]:
    """The cards whose abilities are in force: advisor, colonies, finished wonders, and the
    board side (as ``nation:side``)."""
    out = [*p.colonies, *p.wonders]
    out += [a for a in (p.advisor, p.advisor2) if a is not None]
    if p.nation is not None:
        out.append(f"{p.nation}:{p.side}")
    return out


def abilities(cat: Catalog, p: Seat, kind: type[_A]) -> list[tuple[str, _A]]:
    """The seat's abilities of one type in force, each with the card (or side) giving it."""
    return [(src, a) for src in sources(p) for a in cat.abilities_of(src) if isinstance(a, kind)]


def modifier(cat: Catalog, p: Seat, rule: str) -> int:
    """The sum of the seat's modifiers for ``rule`` (0: none)."""
    return sum(a.value for _, a in abilities(cat, p, Modifier) if a.rule == rule)


def is_kind(cat: Catalog, cid: str | None, kind: CardKind) -> bool:
    return cid is not None and cat.card(cid).kind == kind


def _count(cat: Catalog, p: Seat, per: ScaleBy) -> int:
    if per == ScaleBy.BUILDINGS:
        return sum(1 for sl in p.slots if is_kind(cat, sl.card, CardKind.BUILDING))
    if per == ScaleBy.MANNED_MILITARY:
        return sum(1 for sl in p.slots if sl.workers and is_kind(cat, sl.card, CardKind.MILITARY))
    if per == ScaleBy.COLONIES:
        return len(p.colonies)
    return len(p.wonders)


def static(cat: Catalog, cid: str) -> Amounts:
    """What an advisor, colony or finished wonder gives while in play."""
    card = cat.card(cid)
    return getattr(card, "static", ZERO)


def per_worker(cat: Catalog, cid: str) -> Amounts:
    """What each worker on a building or military card gives."""
    card = cat.card(cid)
    return getattr(card, "per_worker", ZERO)


def sections(cat: Catalog, cid: str) -> tuple[int, ...]:
    """A wonder's stone per architect, left to right."""
    card = cat.card(cid)
    return getattr(card, "build_costs", ())


def lasting(cat: Catalog, p: Seat) -> Amounts:
    """What the seat's advisor, colonies, finished wonders and board side give (per round
    for resources; standing for military and stability), scaled abilities included."""
    parts = [(static(cat, c), 1) for c in (*p.colonies, *p.wonders, p.advisor, p.advisor2) if c]
    parts += [(a.amounts, _count(cat, p, a.per)) for _, a in abilities(cat, p, Scaled)]
    return _sum(parts)


def side_of(cat: Catalog, p: Seat) -> NationBoard:
    assert p.nation is not None
    return cat.nation(p.nation).board("A" if p.side == "a" else "B")


def workers_give(cat: Catalog, p: Seat) -> Amounts:
    """What the workers on buildings and military give, all slots together."""
    return _sum([(per_worker(cat, sl.card), sl.workers) for sl in p.slots if sl.card])


def _sum(parts: list[tuple[Amounts, int]]) -> Amounts:
    """The sum of ``amounts`` times ``n`` over ``parts``."""
    total = dict.fromkeys(Amounts.model_fields, 0)
    for amounts, n in parts:
        if n:
            for k, v in amounts.__dict__.items():
                total[k] += v * n
    return Amounts(**total)


def military_raw(cat: Catalog, p: Seat) -> int:
    return workers_give(cat, p).military + lasting(cat, p).military + p.adjust_military


def stability_raw(cat: Catalog, p: Seat) -> int:
    base = workers_give(cat, p).stability + lasting(cat, p).stability + p.adjust_stability
    return base - sum(side_of(cat, p).growth.stability[: p.taken_stability])


def tracks(cat: Catalog, p: Seat) -> tuple[int, int]:
    """``(military(p), stability(p))`` with the board summed once (the AI asks often)."""
    y, extra = workers_give(cat, p), lasting(cat, p)
    mil = y.military + extra.military + p.adjust_military
    stab = y.stability + extra.stability + p.adjust_stability
    stab -= sum(side_of(cat, p).growth.stability[: p.taken_stability])
    return max(0, min(MILITARY_CAP, mil)), min(STABILITY_CAP, stab)


def military(cat: Catalog, p: Seat) -> int:
    """Military as compared and scored: at most 40, never below 0 (README 8)."""
    return max(0, min(MILITARY_CAP, military_raw(cat, p)))


def stability(cat: Catalog, p: Seat) -> int:
    """Stability as scored: at most 15; below zero its real value."""
    return min(STABILITY_CAP, stability_raw(cat, p))


def stability_rank(cat: Catalog, p: Seat) -> int:
    """[Ties] every nation with negative stability ties for last; so does one that finished
    Versailles this round [Notes on the cards]."""
    if p.least_stable:
        return -1
    return max(-1, stability(cat, p))


def production(cat: Catalog, p: Seat) -> dict[str, int]:
    """[Production] the net amount of each resource this round, population upkeep included."""
    y = workers_give(cat, p)
    extra = lasting(cat, p)
    out = {r: getattr(y, r) + getattr(extra, r) for r in RESOURCES}
    if modifier(cat, p, ModifierRule.NO_MILITARY_UPKEEP):  # Anna Komnene: no army upkeep
        for sl in p.slots:
            if sl.card and sl.workers and is_kind(cat, sl.card, CardKind.MILITARY):
                for r in RESOURCES:
                    out[r] -= min(0, getattr(per_worker(cat, sl.card), r)) * sl.workers
    out["food"] -= sum(side_of(cat, p).growth.food[p.hidden_food : p.taken_food])  # README 31
    return out


def best_raid(cat: Catalog, p: Seat) -> int:
    """[Battle] the raid value of the best military card with a worker on it (0: none)."""
    raids = [getattr(cat.card(sl.card), "raid", 0) for sl in p.slots if sl.card and sl.workers]
    return max(raids or [0]) + modifier(cat, p, ModifierRule.RAID_BONUS)


def has_army(cat: Catalog, p: Seat) -> bool:
    return any(sl.workers and is_kind(cat, sl.card, CardKind.MILITARY) for sl in p.slots)


# --- losing and gaining ------------------------------------------------------------------------
def lose_vp(s: NationsState, seat: int, n: int, events: list[Event]) -> None:
    """Lose ``n`` points; never below 0, except in the solo game, where going below 0 loses
    it [Solo variant]."""
    if n <= 0:
        return
    p = s.seats[seat]
    before = p.vp
    p.vp = p.vp - n if s.solo is not None else max(0, p.vp - n)
    if s.solo is not None and p.vp < 0:
        s.solo.lost = True
    if before != p.vp:
        events.append(Event.of("nations.log.vp_lost", seat=seat, count=before - p.vp))


def _kind_vp(s: NationsState, seat: int, kind: str, events: list[Event]) -> None:
    """[Resource loss] at most one VP a round for each kind that could not be paid."""
    p = s.seats[seat]
    if kind in p.vp_lost:
        return
    p.vp_lost.append(kind)
    lose_vp(s, seat, 1, events)


def pay(s: NationsState, seat: int, res: str, amount: int, events: list[Event]) -> None:
    """Pay ``amount`` of ``res``; what is missing is paid by the shortfall rule
    [Resource loss]: all that is held, 1 VP, and a book for each one missing; books that are
    missing in turn cost 1 VP and one other resource each (README 9)."""
    if amount <= 0:
        return
    p = s.seats[seat]
    have = getattr(p, res)
    if have >= amount:
        setattr(p, res, have - amount)
        return
    setattr(p, res, 0)
    missing = amount - have
    events.append(Event.of("nations.log.short", seat=seat, resource=_res(res), count=missing))
    _kind_vp(s, seat, res, events)
    if res != "books":
        if p.books >= missing:
            p.books -= missing
            return
        missing -= p.books
        p.books = 0
        _kind_vp(s, seat, "books", events)
    for _ in range(missing):
        kinds = [r for r in ("gold", "stone", "food") if getattr(p, r) > 0]
        if not kinds:
            break
        most = max(kinds, key=lambda r: (getattr(p, r), -RESOURCES.index(r)))
        setattr(p, most, getattr(p, most) - 1)


def _res(res: str) -> object:
    return res_msg(res)


def gain_workers(p: Seat, n: int, prefer: str = "food") -> int:
    """Workers from the population track to the reserve (README 10): first any spare ones,
    then from the ``prefer`` section of the track, then the other. Returns how many came."""
    got = 0
    for _ in range(n):
        food_first = prefer == "food"
        if p.spare:
            p.spare -= 1
        elif food_first and p.taken_food < POP_SECTION:
            p.taken_food += 1
        elif p.taken_stability < POP_SECTION:
            p.taken_stability += 1
        elif p.taken_food < POP_SECTION:
            p.taken_food += 1
        else:
            break
        p.pool += 1
        got += 1
    return got


def return_workers(p: Seat, n: int) -> int:
    """Workers back to the population track (README 10): from the reserve first, else from
    the slot holding the most; into the stability section first, then food; with no empty
    place they wait as spare workers. Returns how many went."""
    gone = 0
    for _ in range(n):
        if p.pool:
            p.pool -= 1
        else:
            busy = [sl for sl in p.slots if sl.workers]
            if not busy:
                break
            max(busy, key=lambda sl: sl.workers).workers -= 1
        if p.taken_stability:
            p.taken_stability -= 1
        elif p.taken_food:
            p.taken_food -= 1
        else:
            p.spare += 1
        gone += 1
    return gone


def total_workers(p: Seat) -> int:
    return p.pool + sum(sl.workers for sl in p.slots)


# --- who an event hits ---------------------------------------------------------------------------
def _value(cat: Catalog, s: NationsState, seat: int, target: Target) -> int:
    p = s.seats[seat]
    if target in (Target.MOST_MILITARY, Target.LEAST_MILITARY):
        return military(cat, p)
    if target in (Target.MOST_STABILITY, Target.LEAST_STABILITY):
        return stability_rank(cat, p)
    if target in (Target.MOST_BOOKS, Target.LEAST_BOOKS):
        return p.books
    # passing: earlier is better
    return -s.passes.index(seat) if seat in s.passes else -len(s.passes)


def targets(cat: Catalog, s: NationsState, target: Target, by_order: bool = False) -> list[int]:
    """The seats an event hits, by [Ties] and [5 players]: a good event goes to
    the strict leader only (with five players also to a strict second); a bad one to every
    seat tied for last (with five players, to the two last with all their ties). The most
    come first, in rank order. ``by_order``: with five players the two most are ranked with
    ties broken by player order instead (a card's own note [Notes on the cards])."""
    seats = list(range(s.players))
    if target is Target.ALL:
        return seats
    vals = {i: _value(cat, s, i, target) for i in seats}
    five = s.players == 5
    if by_order and five:
        return sorted(seats, key=lambda i: (-vals[i], s.order.index(i)))[:2]
    if target in (
        Target.MOST_MILITARY,
        Target.MOST_STABILITY,
        Target.MOST_BOOKS,
        Target.FIRST_PASSER,
    ):
        if target is Target.FIRST_PASSER:
            return sorted(s.passes[: 2 if five else 1])
        ranked = sorted(set(vals.values()), reverse=True)
        out = []
        for v in ranked[: 2 if five else 1]:
            holders = [i for i in seats if vals[i] == v]
            if len(holders) != 1:
                break
            out += holders
        return out
    if target is Target.LAST_PASSER:
        return sorted(s.passes[-2:] if five else s.passes[-1:])
    ordered = sorted(vals.values())
    limit = ordered[1] if five and len(ordered) > 1 else ordered[0]
    return [i for i in seats if vals[i] <= limit]
