"""What an AI is to the game interface: a policy over a seat's view, and the strong AI's
search settings (``rules.core.search`` does the searching)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

AIPolicy = Callable[[Any, Sequence[Any], random.Random], Any]
"""An AI: (the seat's view, its legal actions, a private random stream) -> an action."""

Evaluate = Callable[[Any, int], Sequence[float]]
"""(a position, the searching seat) -> a value per seat, each in [0, 1], higher is better."""

Playout = Callable[[Any, int, Sequence[Any], random.Random], Any]
"""(a position, the seat to act, its legal moves, a random stream) -> the move a playout
makes. Sees the position of one world (already re-dealt), so it may read it directly."""

Think = Callable[[Any, int, Sequence[Any]], bool]
"""(a position, the searching seat, its legal moves) -> whether the decision is worth a
search; when not, the strong AI plays the playout policy's move (a forced or routine step)."""

Candidates = Callable[[Any, int, Sequence[Any], random.Random], Sequence[Any]]
"""(a position, the seat to act, its legal moves, a random stream) -> the moves worth
looking at, best first. Sees the position of one world; a game's own moves only."""


@dataclass(frozen=True)
class SearchSpec:
    """How one game is searched (``Game.search``)."""

    evaluate: Evaluate
    playout: Playout | None = None  # None: the game's heuristic on the seat's view
    playout_steps: int = 6  # moves played out before the evaluation
    candidates: Candidates | None = None  # None: the playout policy's move, then the rest
    think: Think | None = None  # None: every decision with two moves or more is searched
    width: int = 8  # at most this many moves considered at a node ...
    root_width: int = 12  # ... and at the root
    lead: float = 0.5  # the prior of the first candidate; the rest share what is left
    explore: float = 1.0  # PUCT's exploration constant
    parent_value: bool = False  # a move not tried yet is worth its node's mean, not 0.5
    keep_trimmed: bool = False  # a node revisited in another world widens with that world's
    # candidates only (not every legal move), and only when few of its own are legal there
    worlds: int = 8  # re-deals searched in turn
    arena_iterations: int = 100  # about 0.1 s a decision on one core (the arena's budget)
    iterations_per_second: int = 1000  # what ``strong`` is given per second when timed
    notes: str = ""  # how the values were chosen (each game's README says more)
