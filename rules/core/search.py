"""The strong AI: information-set Monte Carlo tree search over any game.

The searching seat does not know the others' hidden cards nor the order of the decks, so it
searches *worlds*: positions re-dealt from its own view (``Game.scramble_hidden``, which owes
nothing to what the seat cannot see; the conformance suite checks that). Every iteration
takes the next world, walks one tree shared by all worlds (single-observer ISMCTS: a node is
the sequence of moves that led to it, whoever made them), adds one node, plays a short
playout with the game's playout policy and scores the end position with the game's
evaluation. The move played is the root's most visited.

What each game tunes is a ``SearchSpec``: the evaluation (per seat, higher is better), the
playout policy and length, the candidates a node considers first (the heuristic's choice
leads) and their prior. The tree's selection is PUCT: a move's mean value plus a bonus
from its prior that fades as it is visited, so the heuristic's move is kept unless the
search finds better.

Pure: no clock, no global random. The budget is a count of iterations; a caller that
thinks against the clock passes ``stop`` (asked before each iteration with the count so
far) and gives up the exact replay that a count gives.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core.game import Game
from rules.core.policy import SearchSpec


def outcome_values(game: Game[Any, Any], s: Any, seats: int) -> list[float] | None:
    """1 for each winner shared among them, 0 for the rest; an even share on a draw; None
    while the game goes on."""
    out = game.outcome(s)
    if out is None:
        return None
    if not out.winners:
        return [1.0 / seats] * seats
    share = 1.0 / len(out.winners)
    return [share if i in out.winners else 0.0 for i in range(seats)]


def lead_values(scores: Sequence[float], scale: float) -> list[float]:
    """Scores turned into values in [0, 1]: each seat's lead over the best of the others,
    through a logistic of width ``scale`` (a lead of ``scale`` is worth about 0.73)."""
    out = []
    for i, mine in enumerate(scores):
        best_other = max((x for j, x in enumerate(scores) if j != i), default=mine)
        z = (mine - best_other) / scale
        out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z)))))
    return out


@dataclass
class _Edge:
    action: Any
    prior: float
    visits: int = 0
    total: float = 0.0
    child: _Node | None = None


@dataclass
class _Node:
    edges: dict[str, _Edge] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)  # candidates, best first
    visits: int = 0
    widened: int = 0  # how many of ``order`` have an edge


@dataclass
class SearchReport:
    """What a search did: for the bench and the tests."""

    iterations: int = 0
    visits: dict[str, int] = field(default_factory=dict)  # root moves by notation
    values: dict[str, float] = field(default_factory=dict)


class Search:
    """One decision's search. ``run`` gives the move; ``report`` what was searched."""

    def __init__(
        self,
        game: Game[Any, Any],
        state: Any,
        seat: int,
        legal: Sequence[Any],
        spec: SearchSpec,
        seed: str,
    ) -> None:
        self.game = game
        self.seat = seat
        self.spec = spec
        self.seed = seed
        self.rng = random.Random(f"search:{seed}")
        self.playout = spec.playout or self._heuristic
        # The only use of ``state``: the worlds re-dealt from the seat's view. From here on
        # the search knows the position only through them.
        self.worlds = [game.scramble_hidden(state, seat, f"{seed}:world:0")]
        self._state = state  # re-dealt into the other worlds only if the search starts
        self.legal = list(legal)
        self.seats = 0  # counted from the evaluation when the search starts (``run``)
        self.root = _Node()
        self.report = SearchReport()

    def _heuristic(self, s: Any, actor: int, legal: Sequence[Any], rng: random.Random) -> Any:
        return self.game.ais["heuristic"](self.game.view(s, actor), legal, rng)

    # --- one node's candidates ------------------------------------------------------------
    def _key(self, a: Any) -> str:
        return self.game.notation(a)

    def _candidates(self, s: Any, actor: int, legal: Sequence[Any]) -> list[Any]:
        if self.spec.candidates is not None:
            return list(self.spec.candidates(s, actor, legal, self.rng))
        first = self.playout(s, actor, legal, self.rng)
        rest = [a for a in legal if a != first]
        self.rng.shuffle(rest)
        return [first, *rest]

    def _allowed(
        self, node: _Node, s: Any, actor: int, legal: list[Any], root: bool
    ) -> list[_Edge]:
        """The edges open at ``node`` in this world: its candidates legal here, widened with
        the node's visits up to the width."""
        by_key = {self._key(a): a for a in legal}
        if not node.order:
            first = self._candidates(s, actor, legal) or legal
            node.order = [self._key(a) for a in first]
        width = self.spec.root_width if root else self.spec.width
        wanted = min(width, max(2, 1 + int(math.sqrt(node.visits + 1) * 1.5)))
        if node.order and self.spec.keep_trimmed:
            # a world where few of the node's candidates are legal: this world's candidates
            # come after them (what the game's candidates leave out stays out)
            if sum(1 for k in node.order if k in by_key) < min(wanted, len(by_key)):
                known = set(node.order)
                more = [self._key(a) for a in self._candidates(s, actor, legal) or legal]
                node.order += [k for k in more if k not in known]
        elif node.order:  # a world where other moves are legal: they come after the known ones
            known = set(node.order)
            node.order += [k for k in by_key if k not in known]
        lead, rest = self.spec.lead, (1.0 - self.spec.lead) / max(1, min(width, len(by_key)) - 1)
        open_edges: list[_Edge] = []
        for rank, k in enumerate(node.order):
            action = by_key.get(k)
            if action is None:
                continue
            edge = node.edges.get(k)
            if edge is None:
                edge = node.edges[k] = _Edge(action, lead if rank == 0 else rest)
            else:
                edge.action = action  # this world's copy of the move
            open_edges.append(edge)
            if len(open_edges) >= wanted:
                break
        return open_edges

    def _select(self, node: _Node, edges: list[_Edge]) -> _Edge:
        c = self.spec.explore * math.sqrt(node.visits + 1)
        best, best_score = edges[0], -math.inf
        unvisited = 0.5  # what a move not tried yet is taken to be worth
        if self.spec.parent_value:  # ... or the mean of the moves tried here, for this seat
            tried = sum(e.visits for e in node.edges.values())
            if tried:
                unvisited = sum(e.total for e in node.edges.values()) / tried
        for e in edges:
            q = e.total / e.visits if e.visits else unvisited
            score = q + c * e.prior / (1 + e.visits)
            if score > best_score:
                best, best_score = e, score
        return best

    # --- one iteration --------------------------------------------------------------------
    def _iterate(self, i: int) -> None:
        game = self.game
        s = self.worlds[i % len(self.worlds)]
        node = self.root
        path: list[tuple[_Node, _Edge, int]] = []
        values: Sequence[float] | None = None
        while True:
            values = outcome_values(game, s, self.seats)
            if values is not None:
                break
            actor = min(game.active_seats(s))
            legal = self.legal if node is self.root else game.legal_actions(s, actor)
            edges = self._allowed(node, s, actor, legal, node is self.root)
            edge = self._select(node, edges)
            path.append((node, edge, actor))
            s = game.apply(s, actor, edge.action).state
            if edge.child is None:
                edge.child = _Node()
                break
            node = edge.child
        if values is None:
            values = self._playout(s)
        for n, e, actor in path:
            n.visits += 1
            e.visits += 1
            e.total += values[actor]

    def _playout(self, s: Any) -> Sequence[float]:
        game = self.game
        for _ in range(self.spec.playout_steps):
            if game.outcome(s) is not None:
                break
            actor = min(game.active_seats(s))
            legal = game.legal_actions(s, actor)
            a = legal[0] if len(legal) == 1 else self.playout(s, actor, legal, self.rng)
            s = game.apply(s, actor, a).state
        done = outcome_values(game, s, self.seats)
        return done if done is not None else self.spec.evaluate(s, self.seat)

    def run(self, iterations: int, stop: Callable[[int], bool] | None = None) -> Any:
        """The move after at most ``iterations`` iterations (fewer when ``stop`` says so)."""
        if len(self.legal) == 1:
            return self.legal[0]
        think = self.spec.think
        if think is not None and not think(self.worlds[0], self.seat, self.legal):
            return self.playout(self.worlds[0], self.seat, self.legal, self.rng)
        self.seats = len(self.spec.evaluate(self.worlds[0], self.seat))
        self.worlds += [
            self.game.scramble_hidden(self._state, self.seat, f"{self.seed}:world:{i}")
            for i in range(1, self.spec.worlds)
        ]
        done = 0
        for i in range(iterations):
            if stop is not None and i > 0 and stop(i):
                break
            self._iterate(i)
            done += 1
        edges = list(self.root.edges.items())
        self.report.iterations = done
        self.report.visits = {k: e.visits for k, e in edges}
        self.report.values = {k: e.total / e.visits for k, e in edges if e.visits}
        if not edges:
            return self.legal[0]
        _key, best = max(edges, key=lambda kv: (kv[1].visits, kv[1].total))
        return best.action


def search(
    game: Game[Any, Any],
    state: Any,
    seat: int,
    *,
    iterations: int,
    seed: str,
    stop: Callable[[int], bool] | None = None,
) -> Any:
    """The strong AI's move for ``seat``: ``iterations`` iterations of the game's search
    (``Game.search``) over worlds re-dealt from the seat's view. Same seed and iterations,
    same move."""
    spec = game.search
    if spec is None:
        raise ValueError(f"{game.id} has no search")
    legal = game.legal_actions(state, seat)
    return Search(game, state, seat, legal, spec, seed).run(iterations, stop)
