"""The AI levels a seat may be given, and the one call that asks any of them for a move.

A seat's AI is written as a *kind*: a game's own policy by name (``random``, ``heuristic``),
or ``strong`` (the search of ``rules.core.search``) with an optional budget: ``strong:2s``
(seconds of thinking) or ``strong:400i`` (iterations, for replays and the arena). The
lobby's words are levels: ``easy`` is random play, ``normal`` the heuristic, ``strong`` the
search.

Pure: a budget in seconds becomes iterations here (``SearchSpec.iterations_per_second``);
a caller with a clock passes ``stop`` to think for the time itself.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core.errors import InvalidAction
from rules.core.game import Game
from rules.core.search import search

STRONG = "strong"
DEFAULT_SECONDS = 1.0  # the strong AI's budget when none is named
LEVELS = {"easy": "random", "normal": "heuristic", "strong": STRONG}
_BUDGET = re.compile(r"^(\d+(?:\.\d+)?)(s|i)$")
MAX_SECONDS = 30.0


@dataclass(frozen=True)
class AIKind:
    """A seat's AI: the policy and, for ``strong``, its budget."""

    base: str
    seconds: float | None = None
    iterations: int | None = None

    def __str__(self) -> str:
        if self.iterations is not None:
            return f"{self.base}:{self.iterations}i"
        if self.seconds is not None:
            return f"{self.base}:{self.seconds:g}s"
        return self.base

    def budget(self, game: Game[Any, Any]) -> int:
        """The iterations this kind searches when nobody watches the clock."""
        spec = game.search
        if spec is None or self.base != STRONG:
            return 0
        if self.iterations is not None:
            return self.iterations
        return max(1, round((self.seconds or DEFAULT_SECONDS) * spec.iterations_per_second))


def kinds(game: Game[Any, Any]) -> list[str]:
    """Every policy name a seat of ``game`` may be given."""
    return [*game.ais, *([STRONG] if game.search is not None else [])]


def parse_kind(game: Game[Any, Any], text: str) -> AIKind:
    """``text`` (a policy name, a level, ``strong:2s``, ``strong:400i``) as an ``AIKind``."""
    word, sep, budget = text.strip().lower().partition(":")
    base = LEVELS.get(word, word)
    known = sorted({*kinds(game), *LEVELS})
    if base not in kinds(game):
        raise InvalidAction("service.error.unknown_ai", kind=text, known=known)
    if not sep:
        return AIKind(base)
    m = _BUDGET.match(budget)
    if base != STRONG or m is None:
        raise InvalidAction("service.error.bad_ai_budget", kind=text)
    amount, unit = float(m.group(1)), m.group(2)
    if unit == "i":
        if amount < 1 or amount != int(amount):
            raise InvalidAction("service.error.bad_ai_budget", kind=text)
        return AIKind(base, iterations=int(amount))
    if not 0 < amount <= MAX_SECONDS:
        raise InvalidAction("service.error.bad_ai_budget", kind=text)
    return AIKind(base, seconds=amount)


def choose(
    game: Game[Any, Any],
    kind: AIKind | str,
    state: Any,
    seat: int,
    rng: random.Random,
    *,
    stop: Callable[[int], bool] | None = None,
    cap: int | None = None,
) -> Any:
    """``kind``'s move for ``seat``. A game's own policy sees only the seat's view; the
    strong AI searches worlds re-dealt from that view (``rules.core.search``). With ``stop``
    the search runs until it says so (at most ``cap`` iterations)."""
    k = parse_kind(game, kind) if isinstance(kind, str) else kind
    if k.base != STRONG:
        return game.ais[k.base](game.view(state, seat), game.legal_actions(state, seat), rng)
    seed = f"{rng.getrandbits(64):016x}"
    if stop is None:
        return search(game, state, seat, iterations=k.budget(game), seed=seed)
    return search(game, state, seat, iterations=cap or 1_000_000, seed=seed, stop=stop)


def base_of(kind: str) -> str:
    """The policy of a stored kind, without its budget (``strong:2s`` -> ``strong``): what
    boards name and what ratings count, one entity per level."""
    return kind.partition(":")[0]
