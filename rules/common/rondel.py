"""The rondel: a wheel of action fields that each nation's marker moves around clockwise.

Antike and Antike Duellum share it. A marker starts off the wheel and may take any field on
its first move; after that it advances 1 to ``max_steps`` fields clockwise, the first
``free_steps`` of them free and each further one costing ``cost_per_step`` units. A marker
may not stay where it is: taking the same field again needs a whole round, which is only
possible when ``max_steps`` equals the number of fields.

Positions are field indices (0-based, clockwise). A field's name may repeat on the wheel
(Duellum has two DUELLUM fields), so a move names the index, never the name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import combinations_with_replacement
from typing import NamedTuple, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core.errors import IllegalAction

K = TypeVar("K")


class Rondel(BaseModel):
    """The wheel and its movement price: what is printed on the board and in the rules."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    fields: tuple[str, ...] = Field(min_length=2)  # clockwise
    free_steps: int = Field(ge=0)
    max_steps: int = Field(ge=1)
    cost_per_step: int = Field(ge=0)
    # What one paid unit may be: the game's engine checks the kinds against a nation's
    # stock; the rondel only counts units.
    payment: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> Rondel:
        # A move longer than one round would reach a field two ways: forbid it.
        if self.max_steps > len(self.fields):
            raise ValueError(f"max_steps {self.max_steps} exceeds {len(self.fields)} fields")
        if self.free_steps > self.max_steps:
            raise ValueError(f"free_steps {self.free_steps} exceeds max_steps {self.max_steps}")
        if self.cost_per_step and not self.payment:
            raise ValueError("paid steps need at least one payment kind")
        return self

    @property
    def size(self) -> int:
        return len(self.fields)

    @property
    def full_round(self) -> bool:
        """Whether a marker may go all the way round to take its own field again."""
        return self.max_steps == self.size

    def cost(self, steps: int) -> int:
        """The price of a move of ``steps`` fields: only the steps beyond the free ones pay."""
        return max(0, steps - self.free_steps) * self.cost_per_step

    def steps_between(self, position: int, field: int) -> int:
        """Clockwise distance from ``position`` to ``field``; a whole round to itself."""
        return (field - position) % self.size or self.size


class Target(NamedTuple):
    """A field a marker can reach: its index, the steps taken (0 for a first placement)
    and the units to pay."""

    field: int
    steps: int
    cost: int


class RondelMarkers(BaseModel):
    """Where each seat's marker stands; ``None`` until its first move."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    positions: tuple[int | None, ...]

    @classmethod
    def start(cls, seats: int) -> RondelMarkers:
        return cls(positions=(None,) * seats)

    def of(self, seat: int) -> int | None:
        return self.positions[seat]

    def placed(self, seat: int, field: int) -> RondelMarkers:
        positions = list(self.positions)
        positions[seat] = field
        return RondelMarkers(positions=tuple(positions))


# --- refusals --------------------------------------------------------------------------------


class RondelError(IllegalAction):
    """A rondel move the rules forbid."""


class NoSuchField(RondelError):
    def __init__(self, count: int) -> None:
        super().__init__("common.rondel.error.no_such_field", count=count)


class MustMove(RondelError):
    """Staying on the same field when a whole round is not allowed."""

    def __init__(self, max_steps: int) -> None:
        super().__init__("common.rondel.error.must_move", max=max_steps)


class TooFar(RondelError):
    def __init__(self, steps: int, max_steps: int) -> None:
        super().__init__("common.rondel.error.too_far", steps=steps, max=max_steps)


class Unpaid(RondelError):
    """The move costs more than the units offered."""

    def __init__(self, steps: int, free: int, cost: int, paid: int) -> None:
        super().__init__("common.rondel.error.unpaid", steps=steps, free=free, cost=cost, paid=paid)


class Overpaid(RondelError):
    """More units offered than the move costs (a first placement costs nothing)."""

    def __init__(self, steps: int, cost: int, paid: int) -> None:
        super().__init__("common.rondel.error.overpaid", steps=steps, cost=cost, paid=paid)


# --- the rules -------------------------------------------------------------------------------


def legal_targets(rondel: Rondel, position: int | None) -> list[Target]:
    """Every field the marker at ``position`` may move to, nearest first, with its price."""
    if position is None:
        return [Target(field, 0, 0) for field in range(rondel.size)]
    _check_position(rondel, position)
    return [
        Target((position + steps) % rondel.size, steps, rondel.cost(steps))
        for steps in range(1, rondel.max_steps + 1)
    ]


def check_move(rondel: Rondel, position: int | None, field: int, paid: int = 0) -> Target:
    """The move from ``position`` to ``field`` paying ``paid`` units, or the rule it breaks."""
    if not 0 <= field < rondel.size:
        raise NoSuchField(rondel.size)
    if position is None:
        target = Target(field, 0, 0)
    else:
        _check_position(rondel, position)
        steps = rondel.steps_between(position, field)
        if steps == rondel.size and not rondel.full_round:
            raise MustMove(rondel.max_steps)
        if steps > rondel.max_steps:
            raise TooFar(steps, rondel.max_steps)
        target = Target(field, steps, rondel.cost(steps))
    if paid < target.cost:
        raise Unpaid(target.steps, rondel.free_steps, target.cost, paid)
    if paid > target.cost:
        raise Overpaid(target.steps, target.cost, paid)
    return target


def move(
    rondel: Rondel, markers: RondelMarkers, seat: int, field: int, paid: int = 0
) -> tuple[RondelMarkers, Target]:
    """Move ``seat``'s marker to ``field``: the new markers and the move taken.

    Markers never block one another: several may share a field.
    """
    target = check_move(rondel, markers.of(seat), field, paid)
    return markers.placed(seat, field), target


def _check_position(rondel: Rondel, position: int) -> None:
    # A marker off the wheel is a corrupt state, not a player's mistake.
    if not 0 <= position < rondel.size:
        raise ValueError(f"marker position {position} is not on a {rondel.size}-field rondel")


def payments(kinds: Sequence[K], cost: int, held: Callable[[K], int]) -> Iterator[tuple[K, ...]]:
    """Every way to pay ``cost`` units from ``kinds`` with what a nation holds (``held`` counts
    one kind): each a multiset in the order of ``kinds``, no kind used beyond what is held."""
    if cost > sum(held(k) for k in kinds):
        return
    for pay in combinations_with_replacement(kinds, cost):
        if all(pay.count(k) <= held(k) for k in set(pay)):
            yield pay
