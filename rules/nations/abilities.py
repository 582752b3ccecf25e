"""Card abilities from the data: triggers (once a round each), one-time gains, removal
conditions and the once-a-round special actions [Notes on the cards]. Modifiers and scaled
effects are read where they apply (``board.py``, ``engine.py``, ``rounds.py``)."""

from __future__ import annotations

from rules.core.messages import Event, Msg
from rules.nations.board import abilities, gain_workers, is_kind, military, stability, targets
from rules.nations.cards import (
    RESOURCES,
    Action,
    Amounts,
    CardKind,
    Condition,
    Metric,
    OnceGain,
    RemoveIf,
    Target,
    Trigger,
)
from rules.nations.catalog import Catalog
from rules.nations.state import NationsState, Seat
from rules.nations.text import name_msg


def _name(cat: Catalog, ident: str) -> Msg:
    return name_msg(cat, ident.split(":")[0])


def holds(cat: Catalog, s: NationsState, seat: int, cond: Condition | None) -> bool:
    """A card's condition: a rank (by the tie rules, README 15) or a threshold."""
    if cond is None:
        return True
    p = s.seats[seat]
    if cond.rank:
        return seat in targets(cat, s, Target(f"{cond.rank}_{cond.metric.value}"))
    if cond.metric == Metric.MILITARY:
        value = military(cat, p)
    elif cond.metric == Metric.WORKERS_ON_MILITARY:
        value = sum(sl.workers for sl in p.slots if is_kind(cat, sl.card, CardKind.MILITARY))
    else:
        value = stability(cat, p)
    if cond.at_least is not None:
        return value >= cond.at_least
    assert cond.at_most is not None
    return value <= cond.at_most


def chosen(amounts: Amounts, res: str, n: int) -> Amounts:
    """``amounts`` plus ``n`` of the resource ``res`` (a choice of "one of")."""
    return amounts.plus(Amounts(**{res: n})) if res else amounts


def gain(s: NationsState, seat: int, y: Amounts, events: list[Event]) -> None:
    """Resources and VP gained; military and stability as lasting changes."""
    p = s.seats[seat]
    for r in RESOURCES:
        setattr(p, r, max(0, getattr(p, r) + getattr(y, r)))
    p.vp += y.vp
    p.adjust_military += y.military
    p.adjust_stability += y.stability


def fire(
    cat: Catalog,
    s: NationsState,
    seat: int,
    when: str,
    events: list[Event],
    kind: str | None = None,
    extra: tuple[str, ...] = (),
) -> None:
    """Triggers of ``seat`` for ``when`` (``kind``: the card kind bought); each card's
    trigger works once a round. ``extra``: cards that count though just replaced (a wonder
    completed over the Sphinx)."""
    p = s.seats[seat]
    found = abilities(cat, p, Trigger)
    found += [(c, a) for c in extra for a in cat.abilities_of(c) if isinstance(a, Trigger)]
    for src, a in found:
        if a.when != when or (a.kind and a.kind != kind) or src in p.used:
            continue
        if not holds(cat, s, seat, a.condition):
            continue
        p.used.append(src)
        first = a.choose[0].value if a.choose else ""  # README 24: the first resource listed
        gain(s, seat, chosen(a.gain, first, a.choose_amount), events)
        events.append(Event.of("nations.log.ability", seat=seat, card=_name(cat, src)))


def once(cat: Catalog, s: NationsState, seat: int, cid: str, events: list[Event]) -> None:
    """A card's one-time effect, when bought (or, for a wonder, when finished)."""
    p = s.seats[seat]
    for a in cat.abilities_of(cid):
        if not isinstance(a, OnceGain):
            continue
        gain(s, seat, a.gain, events)
        if a.workers > 0:
            gain_workers(p, a.workers)
        for kind in a.discard_kinds:
            if kind == CardKind.ADVISOR:
                p.advisor = p.advisor2 = None
        events.append(Event.of("nations.log.ability", seat=seat, card=_name(cat, cid)))


def removals(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    """[Removal] a card whose condition holds leaves the game at once."""
    for seat, p in enumerate(s.seats):
        for cid in list(_removable(p)):
            for a in cat.abilities_of(cid):
                if isinstance(a, RemoveIf) and holds(cat, s, seat, a.condition):
                    _remove(p, cid)
                    events.append(Event.of("nations.log.removed", seat=seat, card=_name(cat, cid)))
                    break


def _removable(p: Seat) -> list[str]:
    return [c for c in (p.advisor, p.advisor2, *p.colonies, *p.wonders) if c]


def _remove(p: Seat, cid: str) -> None:
    if p.advisor == cid:
        p.advisor = None
    if p.advisor2 == cid:
        p.advisor2 = None
    if cid in p.colonies:
        p.colonies.remove(cid)
    if cid in p.wonders:
        p.wonders.remove(cid)


def special_actions(cat: Catalog, p: Seat) -> list[tuple[str, Action]]:
    """The seat's once-a-round actions not used yet."""
    return [(c, a) for c, a in abilities(cat, p, Action) if c not in p.used]


def can_pay(p: Seat, cost: Amounts) -> bool:
    return all(getattr(p, r) >= getattr(cost, r) for r in RESOURCES)


def use(
    cat: Catalog, s: NationsState, seat: int, cid: str, choice: str, events: list[Event]
) -> None:
    p = s.seats[seat]
    a = next(a for c, a in special_actions(cat, p) if c == cid)
    for r in RESOURCES:
        setattr(p, r, getattr(p, r) - getattr(a.cost, r))
    gain(s, seat, chosen(a.gain, choice, a.choose_amount), events)
    p.used.append(cid)
    events.append(Event.of("nations.log.ability", seat=seat, card=_name(cat, cid)))
