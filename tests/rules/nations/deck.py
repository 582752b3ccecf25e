"""A card set for the engine's tests, written in the engine's own model: every kind of card
in every age, events for every target, five nations and solo tiles. Its numbers are made up
for testing only; the game's real cards are the data files (``rules/nations/data``)."""

from __future__ import annotations

from rules.nations.model import (
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


def _names(ident: str) -> dict[str, str]:
    words = ident.replace("_", " ").title()
    return {"en": words, "el": f"Κάρτα {words}", "it": f"Carta {words}"}


def test_catalog() -> Catalog:
    cards: list[CardDef] = [
        CardDef(
            id="farm", age=0, kind=Kind.BUILDING, deploy=1, per_worker=Yield(food=2), vp_slots=(1,)
        ),
        CardDef(
            id="quarry",
            age=0,
            kind=Kind.BUILDING,
            deploy=1,
            per_worker=Yield(stone=2),
            vp_slots=(1,),
        ),
        CardDef(id="scribes", age=0, kind=Kind.BUILDING, deploy=1, per_worker=Yield(books=2)),
        CardDef(
            id="militia",
            age=0,
            kind=Kind.MILITARY,
            deploy=1,
            raid=1,
            per_worker=Yield(military=2, food=-1),
        ),
    ]
    for age in range(1, 5):
        sets = ["basic", "basic", "advanced", "expert"]
        for i in range(10):
            cards.append(
                CardDef(
                    id=f"building_{age}_{i}",
                    age=age,
                    kind=Kind.BUILDING,
                    set=sets[i % 4],
                    deploy=age,
                    per_worker=Yield(
                        **{["gold", "stone", "food", "books"][i % 4]: age + 1},
                        stability=1 if i % 3 == 0 else 0,
                    ),
                    vp_slots=(1, 1) if i % 2 else (),
                )
            )
        for i in range(6):
            cards.append(
                CardDef(
                    id=f"army_{age}_{i}",
                    age=age,
                    kind=Kind.MILITARY,
                    set=sets[i % 4],
                    deploy=age,
                    raid=age + i % 3,
                    per_worker=Yield(military=2 * age + 1, food=-1),
                    vp_slots=(1,),
                )
            )
        for i in range(4):
            cards.append(
                CardDef(
                    id=f"advisor_{age}_{i}",
                    age=age,
                    kind=Kind.ADVISOR,
                    set=sets[i],
                    effect=Yield(gold=1, stability=i),
                )
            )
            cards.append(
                CardDef(
                    id=f"colony_{age}_{i}",
                    age=age,
                    kind=Kind.COLONY,
                    set=sets[i],
                    requires=3 * age + i,
                    effect=Yield(food=2, military=1),
                    vp=age,
                )
            )
            cards.append(
                CardDef(
                    id=f"wonder_{age}_{i}",
                    age=age,
                    kind=Kind.WONDER,
                    set=sets[i],
                    sections=(age, age + 1),
                    effect=Yield(stability=2),
                    vp=age + 1,
                )
            )
        for i in range(3):
            cards.append(
                CardDef(
                    id=f"golden_{age}_{i}",
                    age=age,
                    kind=Kind.GOLDEN,
                    gain=Yield(stone=age + 1),
                    vp_cost=age + 1,
                )
            )
            cards.append(CardDef(id=f"battle_{age}_{i}", age=age, kind=Kind.BATTLE))
            cards.append(
                CardDef(
                    id=f"war_{age}_{i}",
                    age=age,
                    kind=Kind.WAR,
                    loss=Yield(**{["gold", "stone", "food"][i]: age + 2}, vp=1),
                )
            )
    events: list[EventDef] = []
    targets = list(Target)
    for age in range(1, 5):
        for i in range(4):
            good, bad = (
                targets[(2 * i + age) % len(targets)],
                targets[(2 * i + age + 1) % len(targets)],
            )
            events.append(
                EventDef(
                    id=f"event_{age}_{i}",
                    age=age,
                    architects=i % 2,
                    famine=age + i % 3,
                    events=(
                        EventPart(target=good, change=Yield(gold=2, vp=1)),
                        EventPart(
                            target=bad, change=Yield(food=-2, vp=-1), workers=-1 if i == 3 else 0
                        ),
                    ),
                )
            )
    start = Yield(gold=5, stone=3, food=4, books=0, vp=3)
    side_a = Side(start=start, workers=5, slots=("farm", "quarry", "scribes", "militia"))
    side_b = Side(
        start=Yield(gold=4, stone=4, food=4, books=1, vp=3),
        workers=6,
        slots=("farm", "quarry", None, "militia"),
        bonus=Yield(stability=1),
    )
    nations = [
        NationDef(id=n, a=side_a, b=side_b) for n in ("egypt", "china", "persia", "rome", "greece")
    ]
    tiles = []
    actions = ["take_architects", "remove_row", "add_books", "add_military"]
    for age in range(1, 5):
        for i in range(3):
            tiles.append(
                SoloTile(
                    id=f"tile_{age}_{i}",
                    age=age,
                    military=3 * age + i if i else None,
                    stability=age + i,
                    books=age,
                    architects=1,
                    famine=age,
                    action=actions[(age + i) % 4],
                    value=1 + i % 3,
                )
            )
    ids = [x.id for x in cards] + [x.id for x in events] + [x.id for x in nations]
    names = {i: _names(i) for i in ids + [t.id for t in tiles]}
    return Catalog(
        cards={c.id: c for c in cards},
        events={e.id: e for e in events},
        nations={n.id: n for n in nations},
        tiles={t.id: t for t in tiles},
        names=names,
    )
