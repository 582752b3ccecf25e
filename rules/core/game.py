"""The one interface every game implements (see docs/ARCHITECTURE.md).

A game is a stateless object; positions are pydantic models. ``apply`` validates first,
never mutates its input, and returns the new state with the log events it produced.
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Sequence
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from rules.core.errors import GameOver, InvalidAction, NotYourTurn
from rules.core.messages import Event, Msg
from rules.core.policy import AIPolicy, SearchSpec
from rules.core.words import Names

S = TypeVar("S", bound=BaseModel)
A = TypeVar("A", bound=BaseModel)


class Termination(StrEnum):
    """Why a match ended."""

    NORMAL = "normal"  # the game's own end condition
    RESIGNATION = "resignation"
    ABORTED = "aborted"
    TIMEOUT = "timeout"


class Outcome(BaseModel):
    """The result as data: a ranking, the winners (empty on a draw), and the reason."""

    model_config = ConfigDict(frozen=True)

    winners: tuple[int, ...]
    scores: tuple[int, ...] = ()
    termination: Termination = Termination.NORMAL
    reason: Msg | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners


class Transition(BaseModel, Generic[S]):
    """The state after an action and the log events the action produced."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    state: S
    events: list[Event]


class NoOptions(BaseModel):
    """Options model for a game without variants."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Game(ABC, Generic[S, A]):
    """Static facts about a game plus its pure rules functions."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    engine_version: ClassVar[int] = 1
    Options: ClassVar[type[BaseModel]] = NoOptions
    State: ClassVar[type[BaseModel]]
    action_adapter: ClassVar[TypeAdapter[Any]]

    # --- the rules -------------------------------------------------------------------
    @abstractmethod
    def setup(self, seats: int, options: BaseModel, seed: str) -> S: ...

    @abstractmethod
    def active_seats(self, s: S) -> frozenset[int]:
        """Seats that must act now; more than one, or not the turn holder, is an interrupt."""

    @abstractmethod
    def legal_actions(self, s: S, seat: int) -> list[A]:
        """Every legal action of ``seat`` (complete; the game's action space is finite)."""

    @abstractmethod
    def _apply(self, s: S, seat: int, a: A) -> Transition[S]:
        """Validate and apply on a state the caller may not see mutated."""

    @abstractmethod
    def outcome(self, s: S) -> Outcome | None: ...

    @abstractmethod
    def view(self, s: S, seat: int | None) -> BaseModel:
        """What ``seat`` may know (None: a spectator). Hidden information is removed."""

    # --- text forms ------------------------------------------------------------------
    @abstractmethod
    def notation(self, a: A) -> str:
        """A short canonical text for an action; ``parse_notation`` reads it back."""

    @abstractmethod
    def parse_notation(self, text: str, names: Names | None = None) -> A:
        """Read a typed action. ``names`` adds the names the players are shown (by family,
        value id -> names, see ``rules.core.words``) to the ids the notation uses; numbers
        and names are read with ``rules.core.words``, so bad text is an ``InvalidAction``."""

    @abstractmethod
    def describe(self, a: A) -> Msg:
        """A localizable description of an action, for menus and logs."""

    # --- testing and AI hooks -----------------------------------------------------------
    @abstractmethod
    def check_invariants(self, s: S) -> None:
        """Raise AssertionError when a conservation law or bound is broken."""

    @abstractmethod
    def scramble_hidden(self, s: S, keep_seat: int | None, seed: str) -> S:
        """A state that differs from ``s`` only in what ``keep_seat`` cannot see."""

    ais: ClassVar[dict[str, AIPolicy]] = {}

    search: ClassVar[SearchSpec | None] = None
    """How the strong AI searches this game (``rules.core.search``); None: no strong AI."""

    forced_moves: ClassVar[bool] = False
    """Whether a seat's only legal action may be played for it after a grace (the match
    service's forced moves). A game turns it on when its legal actions never depend on what
    the seat's opponents cannot see (playing the one move would tell them the seat had no
    other) and listing them is cheap enough to do after every move."""

    # --- shared behaviour ------------------------------------------------------------
    def undo_allowed(self, before: S, after: S, events: Sequence[Event]) -> bool:
        """May the action that led from ``before`` to ``after`` be taken back?

        Not when it revealed hidden information (an event with a private part: a card drawn
        into a hand) or drew randomness (the state's ``rng`` moved); taking it back would let
        the player try again knowing more. A game overrides this for finer rules.
        """
        if any(e.private for e in events):
            return False
        return getattr(before, "rng", None) == getattr(after, "rng", None)

    def forced_action(self, s: S, seat: int) -> A | None:
        """``seat``'s one legal action, when it has exactly one and the game plays forced
        moves (``forced_moves``); None otherwise, and always while the match is over."""
        if not self.forced_moves or self.outcome(s) is not None:
            return None
        if seat not in self.active_seats(s):
            return None
        legal = self.legal_actions(s, seat)
        return legal[0] if len(legal) == 1 else None

    def options(self, raw: dict[str, Any] | None = None) -> BaseModel:
        try:
            return self.Options.model_validate(raw or {})
        except ValidationError as exc:
            raise InvalidAction(
                "core.error.bad_options", game=self.id, details=_first_error(exc)
            ) from None

    def apply(self, s: S, seat: int, a: A) -> Transition[S]:
        if self.outcome(s) is not None:
            raise GameOver("core.error.game_over")
        if seat not in self.active_seats(s):
            raise NotYourTurn("core.error.not_your_turn")
        return self._apply(s, seat, a)

    def parse_action(self, raw: dict[str, Any] | str | bytes) -> A:
        """Read an action from JSON (a dict or text); raises InvalidAction with a reason."""
        try:
            if isinstance(raw, dict):
                return self.action_adapter.validate_python(raw)  # type: ignore[no-any-return]
            return self.action_adapter.validate_json(raw)  # type: ignore[no-any-return]
        except ValidationError as exc:
            raise InvalidAction("core.error.bad_action", details=_first_error(exc)) from None

    def dump_action(self, a: A) -> dict[str, Any]:
        return a.model_dump(mode="json")

    def load_state(self, raw: str | bytes) -> S:
        return self.State.model_validate_json(raw)  # type: ignore[return-value]

    def dump_state(self, s: S) -> str:
        return s.model_dump_json()


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ()))
    return f"{where}: {err.get('msg', '')}" if where else str(err.get("msg", ""))


def state_hash(state_json: str | bytes) -> str:
    """The hash the action log stores after each action (of the canonical state JSON)."""
    data = state_json.encode() if isinstance(state_json, str) else state_json
    return hashlib.sha256(data).hexdigest()[:32]
