"""The card set as the engine reads it: ``rules.nations.catalog`` (the data files and their
full vocabulary) turned into ``rules.nations.model.Catalog``.

What is carried over: every number the rules use (costs, per-worker effects, worker VP,
raid, colony military, wonder sections, lasting effects, golden ages, battles, war losses,
event targets and their outcome's resources, VP and workers, nation boards and their
population tracks, solo tiles, and the setup tables). Card abilities (triggers, actions,
modifiers) and event choices are not yet applied by the engine (README 21).
"""

from __future__ import annotations

from functools import cache

from rules.nations import cards as c
from rules.nations.catalog import Catalog as DataCatalog
from rules.nations.catalog import NationBoard, load_catalog
from rules.nations.model import (
    SETS,
    CardDef,
    Catalog,
    EventDef,
    EventPart,
    Kind,
    NationDef,
    Side,
    SoloTile,
    Target,
    Yield,
)

KINDS = {
    c.CardKind.ADVISOR: Kind.ADVISOR,
    c.CardKind.BUILDING: Kind.BUILDING,
    c.CardKind.MILITARY: Kind.MILITARY,
    c.CardKind.COLONY: Kind.COLONY,
    c.CardKind.WONDER: Kind.WONDER,
    c.CardKind.GOLDEN_AGE: Kind.GOLDEN,
    c.CardKind.BATTLE: Kind.BATTLE,
    c.CardKind.WAR: Kind.WAR,
}
TARGETS = {t.value: t for t in Target} | {
    "first_passer": Target.FIRST_PASS,
    "last_passer": Target.LAST_PASS,
}


def _y(a: c.Amounts) -> Yield:
    return Yield(**a.model_dump())


def card_def(card: c.ProgressCard) -> CardDef:
    common = {
        "id": card.id,
        "age": card.age,
        "kind": KINDS[card.kind],
        "set": card.set.value,
        "min_players": card.min_players,
    }
    if isinstance(card, c.BuildingCard | c.MilitaryCard):
        return CardDef(
            **common,
            deploy=card.deploy_cost,
            per_worker=_y(card.per_worker),
            vp_slots=card.worker_vp,
            raid=card.raid if isinstance(card, c.MilitaryCard) else 0,
        )
    if isinstance(card, c.AdvisorCard):
        return CardDef(**common, effect=_y(card.static))
    if isinstance(card, c.ColonyCard):
        return CardDef(**common, requires=card.min_military, effect=_y(card.static), vp=card.vp)
    if isinstance(card, c.WonderCard):
        return CardDef(**common, sections=card.build_costs, effect=_y(card.static), vp=card.vp)
    if isinstance(card, c.GoldenAgeCard):
        return CardDef(
            **common, gain=Yield(**{card.gain.value: card.gain_amount}), vp_cost=card.vp_price
        )
    if isinstance(card, c.BattleCard):
        return CardDef(**common, battle_kinds=tuple(r.value for r in card.choices))
    assert isinstance(card, c.WarCard)
    return CardDef(**common, loss=_y(card.loss).model_copy(update={"vp": card.vp_loss}))


def event_def(e: c.EventCard) -> EventDef:
    return EventDef(
        id=e.id,
        age=e.age,
        set=e.set.value,
        architects=e.architects,
        famine=e.famine,
        events=tuple(
            EventPart(
                target=TARGETS[part.target.value],
                change=_y(part.outcome.gain),
                workers=part.outcome.workers,
                exempt=tuple(TARGETS[t.value] for t in part.exempt),
                turn_order=part.outcome.turn_order,
                undeploy=part.outcome.undeploy,
                free_architects=part.outcome.free_architects,
                optional=part.optional,
                alternatives=tuple(_y(o.gain) for o in part.alternatives),
            )
            for part in e.events
        ),
    )


def _side(b: NationBoard, data: DataCatalog) -> Side:
    """A board side; a printed wonder stands finished, printed buildings and military fill
    the slots from the left."""
    printed = [data.start_cards[cid] for cid in b.start_cards]
    return Side(
        start=_y(b.start),
        workers=b.workers,
        slots=tuple(card.id for card in printed if card.kind != c.CardKind.WONDER),
        wonders=tuple(card.id for card in printed if card.kind == c.CardKind.WONDER),
        food_track=b.growth.food,
        stability_track=b.growth.stability,
    )


def convert(data: DataCatalog) -> Catalog:
    cards = {card.id: card_def(card) for deck in data.decks.values() for card in deck}
    cards |= {cid: card_def(card) for cid, card in data.start_cards.items()}
    setup = data.setup
    names = {card.id: card.name.model_dump() for deck in data.decks.values() for card in deck}
    names |= {cid: card.name.model_dump() for cid, card in data.start_cards.items()}
    names |= {e.id: e.name.model_dump() for e in data.events}
    names |= {t.id: t.name.model_dump() for t in data.solo}
    names |= {n.id: n.name.model_dump() for n in data.nations}
    abilities: dict[str, list[dict[str, object]]] = {}
    for card in [*(x for deck in data.decks.values() for x in deck), *data.start_cards.values()]:
        if card.abilities:
            abilities[card.id] = [a.model_dump(mode="json") for a in card.abilities]
    for n in data.nations:
        for key, board in (("a", n.a), ("b", n.b)):
            if board.abilities:
                abilities[f"{n.id}:{key}"] = [a.model_dump(mode="json") for a in board.abilities]
    return Catalog(
        cards=cards,
        names=names,
        abilities=abilities,
        events={e.id: event_def(e) for e in data.events},
        nations={
            n.id: NationDef(id=n.id, a=_side(n.a, data), b=_side(n.b, data)) for n in data.nations
        },
        tiles={
            t.id: SoloTile(
                id=t.id,
                age=t.age,
                military=t.military,
                stability=t.stability,
                books=t.books,
                architects=t.architects,
                famine=t.famine,
                action=t.action.kind.value,
                value=t.action.value,
                card_kind=KINDS[t.action.card_kind].value if t.action.card_kind else None,
            )
            for t in data.solo
        },
        growth={d.id: d.growth_resources for d in setup.difficulties},
        columns={p.players: p.columns for p in setup.player_counts},
        architects={p.players: p.architects for p in setup.player_counts},
        least_sets={
            p.players: max((s.value for s in p.card_sets if s.value in SETS), key=SETS.index)
            for p in setup.player_counts
        },
    )


@cache
def engine_catalog() -> Catalog:
    return convert(load_catalog())
