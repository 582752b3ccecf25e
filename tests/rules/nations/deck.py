"""A card set for the engine's tests, written in the card schema (``rules/nations/cards.py``):
every kind of card in every age, events for every target, five nations and solo tiles. Its
numbers are made up for testing only; the game's real cards are the data files
(``rules/nations/data``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pydantic import TypeAdapter

from rules.nations.cards import (
    Amounts,
    EventCard,
    EventEffect,
    Outcome,
    ProgressCard,
    SoloTile,
    Target,
)
from rules.nations.catalog import Catalog, GrowthTrack, Nation, NationBoard, load_catalog

_CARD: TypeAdapter[ProgressCard] = TypeAdapter(ProgressCard)
TRACK = GrowthTrack(food=(3, 3, 3, 3), stability=(3, 3, 3, 3))


def _names(ident: str) -> dict[str, str]:
    words = ident.replace("_", " ").title()
    return {"en": words, "el": f"Κάρτα {words}", "it": f"Carta {words}"}


def _about(ident: str) -> dict[str, Any]:
    return {"name": _names(ident), "basis": "design", "source": "engine tests", "year": 0}


def card(cid: str, age: int, kind: str, **fields: Any) -> ProgressCard:
    """A progress card of the test set (name, basis, source and year filled in)."""
    return _CARD.validate_python({"id": cid, "age": age, "kind": kind, **_about(cid), **fields})


def with_cards(cat: Catalog, *cards: ProgressCard) -> Catalog:
    """``cat`` plus ``cards``: printed (age 0) ones among the start cards, the others in
    their age's deck."""
    decks = {age: deck + tuple(c for c in cards if c.age == age) for age, deck in cat.decks.items()}
    start = cat.start_cards | {c.id: c for c in cards if c.age == 0}
    return replace(cat, decks=decks, start_cards=start)


def test_catalog() -> Catalog:
    start = [
        card("farm", 0, "building", deploy_cost=1, per_worker=Amounts(food=2), worker_vp=(1,)),
        card("quarry", 0, "building", deploy_cost=1, per_worker=Amounts(stone=2), worker_vp=(1,)),
        card("scribes", 0, "building", deploy_cost=1, per_worker=Amounts(books=2)),
        card(
            "militia", 0, "military", deploy_cost=1, raid=1, per_worker=Amounts(military=2, food=-1)
        ),
    ]
    decks: dict[int, list[ProgressCard]] = {age: [] for age in range(1, 5)}
    for age, cards in decks.items():
        sets = ["basic", "basic", "advanced", "expert"]
        for i in range(10):
            res = ["gold", "stone", "food", "books"][i % 4]
            cards.append(
                card(
                    f"building_{age}_{i}",
                    age,
                    "building",
                    set=sets[i % 4],
                    deploy_cost=age,
                    per_worker=Amounts(**{res: age + 1}, stability=1 if i % 3 == 0 else 0),
                    worker_vp=(1, 1) if i % 2 else (),
                )
            )
        for i in range(6):
            cards.append(
                card(
                    f"army_{age}_{i}",
                    age,
                    "military",
                    set=sets[i % 4],
                    deploy_cost=age,
                    raid=age + i % 3,
                    per_worker=Amounts(military=2 * age + 1, food=-1),
                    worker_vp=(1,),
                )
            )
        for i in range(4):
            cards.append(
                card(
                    f"advisor_{age}_{i}",
                    age,
                    "advisor",
                    set=sets[i],
                    static=Amounts(gold=1, stability=i),
                )
            )
            cards.append(
                card(
                    f"colony_{age}_{i}",
                    age,
                    "colony",
                    set=sets[i],
                    min_military=3 * age + i,
                    static=Amounts(food=2, military=1),
                    vp=age,
                )
            )
            cards.append(
                card(
                    f"wonder_{age}_{i}",
                    age,
                    "wonder",
                    set=sets[i],
                    build_costs=(age, age + 1),
                    static=Amounts(stability=2),
                    vp=age + 1,
                )
            )
        for i in range(3):
            cards.append(
                card(
                    f"golden_{age}_{i}",
                    age,
                    "golden_age",
                    gain="stone",
                    gain_amount=age + 1,
                    vp_price=age + 1,
                )
            )
            cards.append(
                card(f"battle_{age}_{i}", age, "battle", choices=("stone", "food", "books"))
            )
            lost = ["gold", "stone", "food"][i]
            cards.append(
                card(f"war_{age}_{i}", age, "war", loss=Amounts(**{lost: age + 2}), vp_loss=1)
            )
    events: list[EventCard] = []
    targets = list(Target)
    for age in range(1, 5):
        for i in range(4):
            good, bad = (
                targets[(2 * i + age) % len(targets)],
                targets[(2 * i + age + 1) % len(targets)],
            )
            events.append(
                EventCard(
                    id=f"event_{age}_{i}",
                    age=age,
                    architects=i % 2,
                    famine=age + i % 3,
                    events=(
                        EventEffect(target=good, outcome=Outcome(gain=Amounts(gold=2, vp=1))),
                        EventEffect(
                            target=bad,
                            outcome=Outcome(
                                gain=Amounts(food=-2, vp=-1), workers=-1 if i == 3 else 0
                            ),
                        ),
                    ),
                    **_about(f"event_{age}_{i}"),
                )
            )
    side_a = NationBoard(
        side="A",
        start=Amounts(gold=5, stone=3, food=4, books=0, vp=3),
        workers=5,
        growth=TRACK,
        start_cards=("farm", "quarry", "scribes", "militia"),
    )
    side_b = NationBoard(
        side="B",
        start=Amounts(gold=4, stone=4, food=4, books=1, vp=3),
        workers=6,
        growth=TRACK,
        start_cards=("farm", "quarry", "militia"),
    )
    nations = [
        Nation(id=n, a=side_a, b=side_b, **{k: v for k, v in _about(n).items() if k != "year"})
        for n in ("egypt", "china", "persia", "rome", "greece")
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
                    action={"kind": actions[(age + i) % 4], "value": 1 + i % 3},
                    **_about(f"tile_{age}_{i}"),
                )
            )
    return Catalog(
        decks={age: tuple(cards) for age, cards in decks.items()},
        events=tuple(events),
        solo=tuple(tiles),
        nations=tuple(nations),
        start_cards={c.id: c for c in start},
        setup=load_catalog().setup,
    )
