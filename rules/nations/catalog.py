"""Nations' boards and setup tables, and the catalog loader that validates every data file.

``load_catalog()`` reads ``rules/nations/data/*.json`` once; ``load_catalog_from(dir)`` reads
another folder (tests). Any broken file raises ``CardDataError`` naming the file and the fault.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, Field, ValidationError, model_validator

from rules.nations.cards import (
    AGES,
    ID_PATTERN,
    Ability,
    Amounts,
    Basis,
    CardDataError,
    CardKind,
    CardSet,
    EventCard,
    EventDeck,
    Names,
    ProgressCard,
    ProgressDeck,
    SoloDeck,
    SoloTile,
    _DataFile,
    _Frozen,
)


class GrowthTrack(_Frozen):
    """The population track: each empty space costs its value (food upkeep or stability)."""

    food: tuple[int, ...] = Field(min_length=1, max_length=4)
    stability: tuple[int, ...] = Field(min_length=1, max_length=4)

    @property
    def spaces(self) -> int:
        return len(self.food) + len(self.stability)


class NationBoard(_Frozen):
    side: Literal["A", "B"]
    start: Amounts  # starting resources and VP (no military/stability: those come from cards)
    workers: int = Field(ge=1, le=8)  # workers in the supply at the start
    growth: GrowthTrack
    start_cards: tuple[str, ...] = ()  # ids of printed cards (nations.json "start_cards")
    abilities: tuple[Ability, ...] = ()  # the B side's special rules


class Nation(_Frozen):
    id: str = Field(pattern=ID_PATTERN)
    name: Names
    basis: Basis
    source: str = Field(min_length=3)
    a: NationBoard
    b: NationBoard

    @model_validator(mode="after")
    def _sides(self) -> Nation:
        if self.a.side != "A" or self.b.side != "B":
            raise ValueError(f"{self.id}: boards a and b must be sides A and B")
        return self

    def board(self, side: Literal["A", "B"]) -> NationBoard:
        return self.a if side == "A" else self.b


class NationsFile(_DataFile):
    start_cards: tuple[ProgressCard, ...]
    nations: tuple[Nation, ...] = Field(min_length=5)

    @model_validator(mode="after")
    def _unique(self) -> NationsFile:
        for what, ids in (
            ("start card", [c.id for c in self.start_cards]),
            ("nation", [n.id for n in self.nations]),
        ):
            dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
            if dupes:
                raise ValueError(f"{what} ids used twice: {', '.join(dupes)}")
        return self


class Difficulty(_Frozen):
    id: Literal["chieftain", "prince", "king", "emperor"]
    name: Names
    growth_resources: int = Field(ge=1, le=8)  # resources taken instead of a worker in growth


class PlayerCount(_Frozen):
    players: int = Field(ge=1, le=5)
    columns: int = Field(ge=1, le=7)  # progress board columns in use
    architects: int = Field(ge=0, le=3)  # placed each round before the event card's extra
    card_sets: tuple[CardSet, ...] = Field(min_length=1)  # the smallest card sets allowed


class BoardLimits(_Frozen):
    building_military_slots: int = Field(ge=1)
    military_max: int = Field(ge=1)
    advisors: int = Field(ge=1)
    colonies: int = Field(ge=1)
    wonders: int = Field(ge=1)
    wonders_under_construction: int = Field(ge=1)


class SoloRules(_Frozen):
    columns: int = Field(ge=1, le=7)
    player_books: int = Field(ge=0)
    opponent_books: int = Field(ge=0)
    stability_vp: int = Field(ge=1)  # +/- per round for more / not more stability
    age_books_vp: int = Field(ge=1)  # for more books at the end of an age
    hall_of_fame: tuple[tuple[int, str], ...] = Field(min_length=1)


class Setup(_DataFile):
    ages: int = Field(ge=1, le=4)
    rounds_per_age: int = Field(ge=1)
    rows: int = Field(ge=1)
    row_costs: tuple[int, ...]
    difficulties: tuple[Difficulty, ...] = Field(min_length=4, max_length=4)
    player_counts: tuple[PlayerCount, ...] = Field(min_length=5, max_length=5)
    card_set_levels: dict[
        str, tuple[CardSet, ...]
    ]  # basic / advanced / expert -> sets in the decks
    limits: BoardLimits
    military_cap: int = Field(ge=1)
    stability_cap: int = Field(ge=1)
    books_tile: int = Field(ge=1)
    growth_section_max: int = Field(ge=1)
    solo: SoloRules

    @model_validator(mode="after")
    def _tables(self) -> Setup:
        if len(self.row_costs) != self.rows:
            raise ValueError("row_costs needs one price per row")
        if sorted(p.players for p in self.player_counts) != [1, 2, 3, 4, 5]:
            raise ValueError("player_counts needs exactly the counts 1-5")
        if set(self.card_set_levels) != {"basic", "advanced", "expert"}:
            raise ValueError("card_set_levels needs basic, advanced and expert")
        return self

    def count(self, players: int) -> PlayerCount:
        return next(p for p in self.player_counts if p.players == players)

    def deck_demand(self, players: int) -> int:
        """Most cards one age can draw: every slot filled in both of its rounds."""
        return self.count(players).columns * self.rows * self.rounds_per_age


_M = TypeVar("_M", bound=BaseModel)


def _where(raw: object, loc: tuple[int | str, ...]) -> str:
    """An error location with list indexes replaced by the id of the item there, when it has one."""
    parts: list[str] = []
    node = raw
    for step in loc:
        child = None
        if isinstance(node, list) and isinstance(step, int) and step < len(node):
            child = node[step]
        elif isinstance(node, dict) and isinstance(step, str):
            child = node.get(step)
        label = str(step)
        if isinstance(child, dict) and isinstance(child.get("id"), str) and isinstance(step, int):
            label = child["id"]
        parts.append(label)
        node = child
    return ".".join(parts) or "(file)"


def _read(folder: Path, name: str, model: type[_M]) -> _M:
    path = folder / name
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise CardDataError(f"{name}: missing from {folder}") from exc
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{name}: not valid JSON ({exc})") from exc
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        lines = [f"  {_where(raw, e['loc'])}: {e['msg']}" for e in exc.errors()[:8]]
        raise CardDataError(f"{name}: {exc.error_count()} error(s)\n" + "\n".join(lines)) from exc


@dataclass(frozen=True)
class Catalog:
    """Every card, tile, board and table of the game, validated together."""

    decks: dict[int, tuple[ProgressCard, ...]]  # age -> progress cards of all sets
    events: tuple[EventCard, ...]
    solo: tuple[SoloTile, ...]
    nations: tuple[Nation, ...]
    start_cards: dict[str, ProgressCard]
    setup: Setup

    @cached_property
    def cards(self) -> dict[str, ProgressCard]:
        """Every progress card and printed start card by id (built once)."""
        out = {c.id: c for deck in self.decks.values() for c in deck}
        return out | self.start_cards

    @cached_property
    def _by_id(self) -> dict[str, EventCard | SoloTile | Nation]:
        out: dict[str, EventCard | SoloTile | Nation] = {e.id: e for e in self.events}
        out |= {t.id: t for t in self.solo}
        return out | {n.id: n for n in self.nations}

    def card(self, card_id: str) -> ProgressCard:
        """A progress card or a printed start card by id."""
        return self.cards[card_id]

    def event(self, event_id: str) -> EventCard:
        e = self._by_id[event_id]
        assert isinstance(e, EventCard)
        return e

    def tile(self, tile_id: str) -> SoloTile:
        t = self._by_id[tile_id]
        assert isinstance(t, SoloTile)
        return t

    def nation(self, nation_id: str) -> Nation:
        n = self._by_id[nation_id]
        assert isinstance(n, Nation)
        return n

    def name(self, ident: str) -> Names | None:
        """The proper name of a card, event, tile or nation (None: unknown id)."""
        item = self.cards.get(ident) or self._by_id.get(ident)
        return item.name if item is not None else None

    def abilities_of(self, source: str) -> tuple[Ability, ...]:
        """The abilities of a card id, or of a board side written ``nation:a``/``nation:b``."""
        if ":" in source:
            nation, side = source.split(":")
            return self.nation(nation).board("A" if side == "a" else "B").abilities
        card = self.cards.get(source)
        return card.abilities if card is not None else ()

    def growth(self, level: str) -> int:
        """Resources taken instead of a worker in growth at difficulty ``level``."""
        return next(d.growth_resources for d in self.setup.difficulties if d.id == level)

    def least_set(self, players: int) -> CardSet:
        """The smallest card-set level allowed with ``players`` players."""
        return max(self.setup.count(players).card_sets, key=list(CardSet).index)

    def sets_for(self, level: str, promo: bool = False) -> frozenset[CardSet]:
        sets = set(self.setup.card_set_levels[level])
        return frozenset(sets | {CardSet.PROMO} if promo else sets)

    def progress_deck(
        self, age: int, sets: Iterable[CardSet], players: int
    ) -> tuple[ProgressCard, ...]:
        """The age's progress cards in ``sets`` available with ``players`` players (unshuffled)."""
        allowed = frozenset(sets)
        return tuple(c for c in self.decks[age] if c.set in allowed and c.min_players <= players)

    def event_deck(self, age: int, sets: Iterable[CardSet]) -> tuple[EventCard, ...]:
        """The age's event cards in ``sets`` (unshuffled)."""
        allowed = frozenset(sets)
        return tuple(e for e in self.events if e.age == age and e.set in allowed)

    def solo_tiles(self, age: int) -> tuple[SoloTile, ...]:
        return tuple(t for t in self.solo if t.age == age)


def _check_catalog(cat: Catalog) -> None:
    ids: Counter[str] = Counter()
    for deck in cat.decks.values():
        ids.update(c.id for c in deck)
    ids.update(list(cat.start_cards))
    ids.update(e.id for e in cat.events)
    ids.update(t.id for t in cat.solo)
    ids.update(n.id for n in cat.nations)
    dupes = sorted(i for i, n in ids.items() if n > 1)
    if dupes:
        raise CardDataError(f"ids used twice: {', '.join(dupes)}")
    for card in cat.start_cards.values():
        if card.age != 0 or card.kind not in (
            CardKind.BUILDING,
            CardKind.MILITARY,
            CardKind.WONDER,
        ):
            raise CardDataError(
                f"nations.json: start card {card.id} must be age 0 building/military/wonder"
            )
    for nation in cat.nations:
        for board in (nation.a, nation.b):
            for cid in board.start_cards:
                if cid not in cat.start_cards:
                    raise CardDataError(
                        f"nations.json: {nation.id} side {board.side} names unknown card {cid}"
                    )
    for count in cat.setup.player_counts:
        for age in AGES:
            have = len(cat.progress_deck(age, count.card_sets, count.players))
            need = cat.setup.deck_demand(count.players)
            if have < need:
                sets = "+".join(s.value for s in count.card_sets)
                raise CardDataError(
                    f"progress_{age}.json: {have} cards in {sets} for {count.players} players, "
                    f"a full age can draw {need}"
                )
            if (
                count.players > 1
                and len(cat.event_deck(age, count.card_sets)) < cat.setup.rounds_per_age
            ):
                raise CardDataError(
                    f"events.json: fewer than {cat.setup.rounds_per_age} age {age} events"
                )
        if not set(count.card_sets) <= set(cat.setup.card_set_levels["expert"]):
            raise CardDataError(
                f"setup.json: {count.players} players name a set outside the levels"
            )
    for age in AGES:
        if len(cat.solo_tiles(age)) < cat.setup.rounds_per_age:
            raise CardDataError(
                f"solo.json: fewer than {cat.setup.rounds_per_age} tiles for age {age}"
            )


def load_catalog_from(folder: Path) -> Catalog:
    decks: dict[int, tuple[ProgressCard, ...]] = {}
    for age in AGES:
        deck = _read(folder, f"progress_{age}.json", ProgressDeck)
        if deck.age != age:
            raise CardDataError(f"progress_{age}.json: says age {deck.age}")
        decks[age] = deck.cards
    nations = _read(folder, "nations.json", NationsFile)
    cat = Catalog(
        decks=decks,
        events=_read(folder, "events.json", EventDeck).cards,
        solo=_read(folder, "solo.json", SoloDeck).tiles,
        nations=nations.nations,
        start_cards={c.id: c for c in nations.start_cards},
        setup=_read(folder, "setup.json", Setup),
    )
    _check_catalog(cat)
    return cat


@cache
def load_catalog() -> Catalog:
    return load_catalog_from(Path(str(resources.files("rules.nations") / "data")))
