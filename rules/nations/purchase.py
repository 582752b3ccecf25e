"""Buying a progress card [Buy a progress card, pp. 14-16] and finishing a wonder: where
each kind of card goes, battles, golden ages, wars, and the triggers a purchase fires."""

from __future__ import annotations

import rules.nations.abilities as ab
from rules.core.messages import Event, Msg
from rules.nations.actions import Buy
from rules.nations.board import best_raid, military, modifier
from rules.nations.cards import RESOURCES, GoldenAgeCard, Modifier, ModifierRule
from rules.nations.cards import CardKind as Kind
from rules.nations.catalog import Catalog
from rules.nations.state import ARCHITECTS_AT_ONCE, ROW_PRICE, NationsState, Seat, Slot
from rules.nations.text import name_msg

MAX_WONDERS = 5  # [Player board setup] finished wonders


def buy(cat: Catalog, s: NationsState, p: Seat, seat: int, a: Buy, events: list[Event]) -> None:
    """[Buy a progress card] pay by the row, take the card, and put it to use at once."""
    cid = s.row[a.row - 1][a.col - 1]
    assert cid is not None
    card = cat.card(cid)
    price = ROW_PRICE[a.row - 1]
    own = modifier(cat, p, ModifierRule.PRIVATE_ARCHITECTS)
    p.gold -= price
    s.row[a.row - 1][a.col - 1] = None
    events.append(Event.of("nations.log.buy", seat=seat, card=name_msg(cat, cid), gold=price))
    if a.row == 1:
        ab.fire(cat, s, seat, "buy_top_row", events)
    ab.fire(cat, s, seat, "buy_kind", events, kind=card.kind)
    if card.kind in (Kind.BUILDING, Kind.MILITARY):
        old = p.slots[a.slot - 1]
        p.pool += old.workers
        p.slots[a.slot - 1] = Slot(card=cid)
    elif card.kind is Kind.ADVISOR:
        extra = modifier(cat, p, "extra_advisor_slot")
        if extra and (a.slot == 2 or (a.slot == 0 and p.advisor is not None)):
            p.advisor2 = cid  # README 26: the second place, with the Porcelain Tower
        else:
            p.advisor = cid
    elif card.kind is Kind.COLONY:
        if a.slot:
            p.colonies[a.slot - 1] = cid
        else:
            p.colonies.append(cid)
        ab.once(cat, s, seat, cid, events)
    elif card.kind is Kind.WONDER:
        p.wonder, p.architects = cid, 0
    elif card.kind is Kind.WAR:
        s.war, s.war_buyer = cid, seat
        s.war_strength = military(cat, p)
        events.append(Event.of("nations.log.war", strength=s.war_strength, card=name_msg(cat, cid)))
    elif card.kind is Kind.BATTLE:
        n = best_raid(cat, p)
        setattr(p, a.choice, getattr(p, a.choice) + n)
        events.append(Event.of("nations.log.gain", seat=seat, amount=amount_msg(a.choice, n)))
    elif isinstance(card, GoldenAgeCard):
        if a.choice == "vp":
            for r, n in zip(RESOURCES, a.pay, strict=True):
                setattr(p, r, getattr(p, r) - n)
            p.vp += 1
            events.append(Event.of("nations.log.golden_vp", seat=seat))
        else:
            n = card.gain_amount + modifier(cat, p, "golden_age_advantage")
            setattr(p, a.choice, getattr(p, a.choice) + n)
            events.append(Event.of("nations.log.gain", seat=seat, amount=amount_msg(a.choice, n)))
    if s.edition >= ARCHITECTS_AT_ONCE:
        _own_architects(cat, p, own)


def _own_architects(cat: Catalog, p: Seat, before: int) -> None:
    """[Architects] a card bought this round comes with its own architects (Archimedes):
    they can be hired at once; a card covered takes its unused ones with it."""
    now = modifier(cat, p, ModifierRule.PRIVATE_ARCHITECTS)
    p.own_architects = min(now, p.own_architects + max(0, now - before))


def finish_wonder(cat: Catalog, s: NationsState, seat: int, events: list[Event]) -> None:
    """The wonder under construction is finished: it joins the finished ones (a sixth covers
    the oldest, README 11), its one-time effect applies, and wonder triggers fire."""
    p = s.seats[seat]
    assert p.wonder is not None
    cid = p.wonder
    covered: tuple[str, ...] = ()
    if len(p.wonders) >= MAX_WONDERS:
        covered = (p.wonders.pop(0),)
    p.wonders.append(cid)
    p.wonder, p.architects = None, 0
    events.append(Event.of("nations.log.wonder_done", seat=seat, card=name_msg(cat, cid)))
    ab.once(cat, s, seat, cid, events)
    lowest = ModifierRule.STABILITY_LOWEST_ON_COMPLETION
    if any(isinstance(a, Modifier) and a.rule == lowest for a in cat.abilities_of(cid)):
        p.least_stable = True
    ab.fire(cat, s, seat, "wonder_completed", events, extra=covered)


def amount_msg(res: str, n: int) -> Msg:
    return Msg.of("nations.amount", count=n, resource=Msg.of(f"nations.res.{res}"))
