"""Card abilities from the data: triggers (once a round each), one-time gains, removal
conditions and the once-a-round special actions [Notes on the cards]. Modifiers and scaled
effects are read where they apply (``board.py``, ``engine.py``, ``rounds.py``)."""

from __future__ import annotations

from typing import Any

from rules.core.messages import Event, Msg
from rules.nations.board import abilities, gain_workers, military, targets
from rules.nations.model import RESOURCES, Catalog, Target, Yield
from rules.nations.state import NationsState, Seat


def _name(cat: Catalog, ident: str) -> Msg:
    from rules.nations.text import name_msg

    return name_msg(cat, ident.split(":")[0])


def holds(cat: Catalog, s: NationsState, seat: int, cond: dict[str, Any] | None) -> bool:
    """A card's condition: a rank (by the tie rules, README 15) or a threshold."""
    if not cond:
        return True
    p = s.seats[seat]
    metric = cond["metric"]
    if cond.get("rank"):
        target = Target(f"{cond['rank']}_{metric}")
        return seat in targets(cat, s, target)
    if metric == "military":
        value = military(cat, p)
    elif metric == "workers_on_military":
        value = sum(
            sl.workers for sl in p.slots if sl.card and cat.card(sl.card).kind == "military"
        )
    else:
        from rules.nations.board import stability

        value = stability(cat, p)
    if cond.get("at_least") is not None:
        return value >= int(cond["at_least"])
    return value <= int(cond["at_most"])


def gain(s: NationsState, seat: int, amounts: dict[str, int], events: list[Event]) -> None:
    """Resources and VP gained; military and stability as lasting changes."""
    p = s.seats[seat]
    y = Yield(**amounts)
    for r in RESOURCES:
        setattr(p, r, max(0, getattr(p, r) + y.get(r)))
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
    found = abilities(cat, p, "trigger")
    found += [(c, a) for c in extra for a in cat.abilities.get(c, []) if a["type"] == "trigger"]
    for src, a in found:
        if a["when"] != when or (a.get("kind") and a["kind"] != kind) or src in p.used:
            continue
        if not holds(cat, s, seat, a.get("condition")):
            continue
        p.used.append(src)
        amounts = dict(a.get("gain") or {})
        if a.get("choose"):  # README 24: the first resource listed
            res = a["choose"][0]
            amounts[res] = amounts.get(res, 0) + int(a["choose_amount"])
        gain(s, seat, amounts, events)
        events.append(Event.of("nations.log.ability", seat=seat, card=_name(cat, src)))


def once(cat: Catalog, s: NationsState, seat: int, cid: str, events: list[Event]) -> None:
    """A card's one-time effect, when bought (or, for a wonder, when finished)."""
    p = s.seats[seat]
    for a in cat.abilities.get(cid, []):
        if a["type"] != "once":
            continue
        gain(s, seat, dict(a.get("gain") or {}), events)
        if int(a.get("workers", 0)) > 0:
            gain_workers(p, int(a["workers"]))
        for kind in a.get("discard_kinds", []):
            if kind == "advisor":
                p.advisor = p.advisor2 = None
        events.append(Event.of("nations.log.ability", seat=seat, card=_name(cat, cid)))


def removals(cat: Catalog, s: NationsState, events: list[Event]) -> None:
    """[Removal] a card whose condition holds leaves the game at once."""
    for seat, p in enumerate(s.seats):
        for cid in list(_removable(p)):
            for a in cat.abilities.get(cid, []):
                if a["type"] == "remove_if" and holds(cat, s, seat, a["condition"]):
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


def special_actions(cat: Catalog, p: Seat) -> list[tuple[str, dict[str, Any]]]:
    """The seat's once-a-round actions not used yet."""
    return [(c, a) for c, a in abilities(cat, p, "action") if c not in p.used]


def can_pay(p: Seat, cost: dict[str, int]) -> bool:
    return all(getattr(p, r) >= int(cost.get(r, 0)) for r in RESOURCES)


def use(
    cat: Catalog, s: NationsState, seat: int, cid: str, choice: str, events: list[Event]
) -> None:
    p = s.seats[seat]
    a = next(a for c, a in special_actions(cat, p) if c == cid)
    cost = a.get("cost") or {}
    for r in RESOURCES:
        setattr(p, r, getattr(p, r) - int(cost.get(r, 0)))
    amounts = dict(a.get("gain") or {})
    if choice:
        amounts[choice] = amounts.get(choice, 0) + int(a["choose_amount"])
    gain(s, seat, amounts, events)
    p.used.append(cid)
    events.append(Event.of("nations.log.ability", seat=seat, card=_name(cat, cid)))
