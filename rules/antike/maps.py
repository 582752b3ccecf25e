"""Antike's two board sides and their nation cards, loaded from package data and validated once.

``west``: the Roman Empire and its neighbours (``data/map_west.json``, ``data/nations_west.json``).
``east``: Alexander's empire from Greece to the Indus (``data/map_east.json``,
``data/nations_east.json``).

A side is a ``GameMap`` (every land region a city site printing marble, iron or gold; seas for
galleys; typed borders) plus the side's six **nation cards** in table order. A card gives, for
each number of nations the nation takes part in (3 to 6), one line of three start cities (one
per resource), and the counts where its red dot makes it the start nation. Start cities live on
the cards, not on the map, because they change with the number of nations: the map's own
``nations`` list is empty.

What the rulebook fixes and ``parse_side`` checks (every problem is listed, one line each):

- which nations take part with 3, 4, 5 and 6 nations on each side, and that with four nations the
  Phoenicians start;
- the 2-player game's teams (two players with two nations each, the 4-nation line);
- each line has one start city of each resource, on a city site printing that resource, and no
  region starts two nations in the same line; exactly one start nation per count.

Everything else on the cards (which cities, the other red dots) is our design; each data file's
``sources`` and ``notes`` say what is fact and what is design, and ``README.md`` ("Maps")
records the decisions.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from rules.common.maps import GameMap, MapError, RegionKind, Resource, parse_map

Side = Literal["west", "east"]
SIDES: tuple[Side, ...] = get_args(Side)

COUNTS: tuple[int, ...] = (3, 4, 5, 6)
"""The numbers of nations a nation card has lines for (2 players use the 4-nation line)."""

# The rulebook's "Distribute nation cards": who takes part with how many nations, per side.
# Each entry lists the nations added at that count; the lists below accumulate them.
_JOINS: dict[Side, dict[int, tuple[str, ...]]] = {
    "west": {
        3: ("greeks", "romans", "germanic_tribes"),
        4: ("phoenicians",),
        5: ("carthaginians",),
        6: ("persians",),
    },
    "east": {
        3: ("greeks", "persians", "arabs"),
        4: ("phoenicians",),
        5: ("egyptians",),
        6: ("babylonians",),
    },
}
RULEBOOK_NATIONS: dict[Side, dict[int, frozenset[str]]] = {
    side: {count: frozenset(n for c in COUNTS if c <= count for n in joins[c]) for count in COUNTS}
    for side, joins in _JOINS.items()
}
"""The nations taking part per side and count, as the rulebook lists them."""

RULEBOOK_TEAMS: dict[Side, tuple[tuple[str, str], tuple[str, str]]] = {
    "west": (("romans", "phoenicians"), ("germanic_tribes", "greeks")),
    "east": (("persians", "phoenicians"), ("greeks", "arabs")),
}
"""The rulebook's 2-player pairings (each player leads two nations)."""

RULEBOOK_START_OF_FOUR = "phoenicians"
"""The rulebook's one stated red dot: with four nations the Phoenicians begin."""


class AntikeMapError(MapError):
    """A side's map or nation cards break the rules; ``problems`` lists each one."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class NationCard(_Frozen):
    """One nation card: start cities per number of nations, and where its red dot is."""

    id: str
    name: str = Field(min_length=1)
    lines: dict[int, dict[Resource, str]]  # count (3..6) -> resource -> region id
    starts: tuple[int, ...] = ()  # counts where this nation begins the game

    def takes_part(self, count: int) -> bool:
        return count in self.lines


class AntikeSide(_Frozen):
    """One side of the board: its map and its nation cards (in table order)."""

    side: Side
    map: GameMap
    cards: tuple[NationCard, ...]  # table order: turns go round in this order
    sources: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    teams: tuple[tuple[str, str], ...] = ()  # the 2-player teams; the rulebook's if left empty

    @model_validator(mode="after")
    def _valid(self) -> AntikeSide:
        problems = side_problems(self)
        if problems:
            raise AntikeMapError(problems)
        return self

    def nations(self, count: int) -> tuple[str, ...]:
        """Ids of the nations taking part with ``count`` nations (3..6), in table order."""
        _check_count(count)
        return tuple(card.id for card in self.cards if count in card.lines)

    def start_cities(self, nation: str, count: int) -> dict[Resource, str]:
        """The nation's three start cities (resource -> region id) on the ``count`` line."""
        _check_count(count)
        card = self.card(nation)
        try:
            return dict(card.lines[count])
        except KeyError:
            raise KeyError(
                f"the {card.name} do not take part with {count} nations on the {self.side} side"
            ) from None

    def start_nation(self, count: int) -> str:
        """The nation whose card shows the red dot for ``count`` nations."""
        _check_count(count)
        return next(card.id for card in self.cards if count in card.starts)

    def two_player_teams(self) -> tuple[tuple[str, str], tuple[str, str]]:
        """The 2-player game's two teams of two nations (they play the 4-nation lines)."""
        if len(self.teams) == 2:
            return self.teams[0], self.teams[1]
        return RULEBOOK_TEAMS[self.side]

    def card(self, nation: str) -> NationCard:
        for card in self.cards:
            if card.id == nation:
                return card
        raise KeyError(f"no nation {nation!r} on the {self.side} side")


def _check_count(count: int) -> None:
    if count not in COUNTS:
        raise ValueError(f"Antike has lines for 3 to 6 nations, not {count}")


# --- validation ------------------------------------------------------------------------------


def side_problems(s: AntikeSide) -> list[str]:
    """Everything wrong with a side's map and cards, one line per problem."""
    problems: list[str] = []
    m = s.map
    if m.nations:
        problems.append(
            "the map lists nations; Antike's start cities belong on the nation cards "
            "(they change with the number of nations), so the map's nations must be empty"
        )
    for region in m.regions:
        if region.kind is RegionKind.LAND and (not region.city or region.resource is None):
            problems.append(
                f"land region {region.id!r} needs a city site with a printed resource "
                "(every province of Antike has one)"
            )

    ids = [card.id for card in s.cards]
    for nation in sorted({n for n in ids if ids.count(n) > 1}):
        problems.append(f"nation {nation!r} has two cards")
    rulebook = RULEBOOK_NATIONS.get(s.side)
    if rulebook is None:  # pragma: no cover - Side is a Literal, pydantic refuses others
        return [*problems, f"no side {s.side!r}"]
    everyone = rulebook[max(COUNTS)]
    for nation in ids:
        if nation not in everyone:
            problems.append(f"nation {nation!r} is not one of the {s.side} side's nations")
    for nation in sorted(everyone - set(ids)):
        problems.append(f"the {s.side} side has no card for {nation!r}")

    for card in s.cards:
        problems.extend(_card_problems(s, card))

    for count in COUNTS:
        taking_part = {card.id for card in s.cards if count in card.lines}
        for nation in sorted(rulebook[count] - taking_part):
            if nation in ids:
                problems.append(f"{count} nations: {nation!r} takes part but has no line")
        for nation in sorted(taking_part - rulebook[count]):
            problems.append(f"{count} nations: {nation!r} has a line but does not take part")
        used: dict[str, str] = {}
        for card in s.cards:
            for site in card.lines.get(count, {}).values():
                if site in used:
                    problems.append(
                        f"{count} nations: region {site!r} is a start city of both "
                        f"{used[site]!r} and {card.id!r}"
                    )
                else:
                    used[site] = card.id
        known = {r.id for r in m.regions}
        homes = sorted(site for site in used if site in known)
        for i, a in enumerate(homes):
            for b in homes[i + 1 :]:
                if used[a] != used[b] and m.border(a, b) is not None:
                    problems.append(
                        f"{count} nations: start cities {a!r} ({used[a]!r}) and {b!r} "
                        f"({used[b]!r}) border each other; one nation's start cities may "
                        "not touch another's"
                    )
        starters = [card.id for card in s.cards if count in card.starts]
        if len(starters) != 1:
            who = ", ".join(map(repr, starters)) or "none"
            problems.append(f"{count} nations: exactly one nation must start, not {who}")
        if count == 4 and starters and starters != [RULEBOOK_START_OF_FOUR]:
            problems.append(
                f"4 nations: the rulebook has the {RULEBOOK_START_OF_FOUR!r} start, "
                f"not {', '.join(map(repr, starters))}"
            )

    problems.extend(_team_problems(s, ids))
    return problems


def _card_problems(s: AntikeSide, card: NationCard) -> list[str]:
    problems: list[str] = []
    regions = {r.id: r for r in s.map.regions}
    for count in sorted(card.lines):
        line = card.lines[count]
        where = f"nation {card.id!r}, {count}-nation line"
        if count not in COUNTS:
            problems.append(f"{where}: there are lines only for 3 to 6 nations")
            continue
        missing = [r.value for r in Resource if r not in line]
        if missing:
            problems.append(
                f"{where}: needs one start city of each resource; missing {', '.join(missing)}"
            )
        if len(set(line.values())) != len(line):
            problems.append(f"{where}: names one region for two resources")
        for resource, region_id in line.items():
            region = regions.get(region_id)
            city = f"{where}: {resource.value} start city {region_id!r}"
            if region is None:
                problems.append(f"{city} is not a region")
            elif region.kind is not RegionKind.LAND or not region.city:
                problems.append(f"{city} has no city site")
            elif region.resource is not resource:
                printed = region.resource.value if region.resource else "no resource"
                problems.append(f"{city} prints {printed}")
    for count in card.starts:
        if count not in card.lines:
            problems.append(
                f"nation {card.id!r} has the red dot for {count} nations but no line for {count}"
            )
    return problems


def _team_problems(s: AntikeSide, ids: Iterable[str]) -> list[str]:
    if not s.teams:
        return []
    problems: list[str] = []
    members = [n for team in s.teams for n in team]
    four = {card.id for card in s.cards if 4 in card.lines}
    if len(s.teams) != 2 or len(members) != 4 or len(set(members)) != 4:
        problems.append("the 2-player game needs two teams of two different nations")
    elif set(members) != four:
        problems.append(
            "the 2-player teams must be the four nations of the 4-nation line, "
            f"not {', '.join(members)}"
        )
    elif {frozenset(team) for team in s.teams} != {frozenset(t) for t in RULEBOOK_TEAMS[s.side]}:
        wanted = " against ".join(" and ".join(t) for t in RULEBOOK_TEAMS[s.side])
        problems.append(f"the rulebook's 2-player teams on the {s.side} side are {wanted}")
    known = set(ids)
    for nation in members:
        if nation not in known:
            problems.append(f"team member {nation!r} has no nation card")
    return problems


# --- loading ---------------------------------------------------------------------------------


class _NationsFile(_Frozen):
    side: Side
    sources: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    nations: tuple[NationCard, ...]
    teams: tuple[tuple[str, str], ...] = ()


def _decode(data: str | bytes | Mapping[str, Any], source: str) -> Any:
    if isinstance(data, str | bytes):
        try:
            return json.loads(data)
        except json.JSONDecodeError as exc:
            raise AntikeMapError([f"{source}: not valid JSON: {exc}"]) from exc
    return data


def _errors(exc: ValidationError, source: str) -> list[str]:
    """One line per problem; problems found by a model's own check keep their wording."""
    problems: list[str] = []
    for error in exc.errors():
        cause = error.get("ctx", {}).get("error")
        if isinstance(cause, MapError):
            problems.extend(cause.problems)
        else:
            where = ".".join(map(str, error["loc"])) or "file"
            problems.append(f"{source}: {where}: {error['msg']}")
    return problems


def parse_side(
    side: Side,
    map_data: str | bytes | Mapping[str, Any],
    nations_data: str | bytes | Mapping[str, Any],
) -> AntikeSide:
    """A side from its map and nation cards (JSON text or decoded mappings), fully validated.

    Raises ``AntikeMapError`` listing every problem found in either file.
    """
    if side not in SIDES:
        raise AntikeMapError([f"no map side {side!r}; the sides are {', '.join(SIDES)}"])
    problems: list[str] = []
    try:
        game_map: GameMap | None = parse_map(_decode(map_data, f"map_{side}"), source=f"map_{side}")
    except MapError as exc:
        problems.extend(exc.problems)
        game_map = None
    cards: _NationsFile | None = None
    try:
        cards = _NationsFile.model_validate(_decode(nations_data, f"nations_{side}"))
    except AntikeMapError as exc:
        problems.extend(exc.problems)
    except ValidationError as exc:
        problems.extend(_errors(exc, f"nations_{side}"))
    if cards is not None and cards.side != side:
        problems.append(f"nations_{side}: the cards are for the {cards.side} side, not {side}")
    if problems or game_map is None or cards is None:
        raise AntikeMapError(problems)
    try:
        return AntikeSide(
            side=side,
            map=game_map,
            cards=cards.nations,
            sources=tuple(dict.fromkeys(game_map.sources + cards.sources)),
            notes=game_map.notes + cards.notes,
            teams=cards.teams,
        )
    except ValidationError as exc:
        raise AntikeMapError(_errors(exc, side)) from exc


def side_data(side: Side) -> tuple[str, str]:
    """The side's map and nation-card files as stored in the package (JSON text)."""
    if side not in SIDES:
        raise ValueError(f"no map side {side!r}; the sides are {', '.join(SIDES)}")
    data = resources.files("rules.antike") / "data"
    return (
        (data / f"map_{side}.json").read_text(encoding="utf-8"),
        (data / f"nations_{side}.json").read_text(encoding="utf-8"),
    )


@cache
def load_side(side: Side) -> AntikeSide:
    """The validated side of the board, read from the package's data (once per side)."""
    return parse_side(side, *side_data(side))
