"""Prove stored matches: re-apply each log from its seed and compare every stored hash.

The log is append-only. An ``action`` applies a move; an ``undo`` (payload ``undo_seq``)
takes back the last move still standing, so replay keeps a stack of the moves in force with
the state before each: an undo pops the top and returns to its "before" state, and undoing
again pops the next one. Other kinds (``resign``, ``abort``, ``claim``) leave the state alone.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core import Game, state_hash
from rules.games import get_game
from storage import ActionRecord, MatchRecord, Store


@dataclass
class ReplayResult:
    match_id: int
    ok: bool
    actions: int
    problem: str = ""


@dataclass(frozen=True)
class Frame:
    """A move still in force: its log record, the state before it and the state after it."""

    record: ActionRecord
    before: Any
    after: Any

    @property
    def seq(self) -> int:
        return self.record.seq

    @property
    def seat(self) -> int | None:
        return self.record.seat


class ReplayError(Exception):
    """The log cannot be replayed (a move without a seat, an undo of the wrong move)."""


def replay_log(
    game: Game[Any, Any], rec: MatchRecord, seat_count: int, actions: Sequence[ActionRecord]
) -> Iterator[tuple[ActionRecord, Any, list[Frame]]]:
    """Each stored action with the state after it and the stack of moves then in force.

    The stack is the same list object throughout (it changes as the log goes on): copy it to
    keep a snapshot. Raises ``ReplayError`` for a log that cannot be right, and a rule error
    for a move the rules refuse.
    """
    state = game.setup(seat_count, game.options(rec.options), rec.seed)
    stack: list[Frame] = []
    for act in actions:
        if act.kind == "action":
            if act.seat is None:
                raise ReplayError(f"action {act.seq} has no seat")
            after = game.apply(state, act.seat, game.parse_action(act.payload["action"])).state
            stack.append(Frame(act, state, after))
            state = after
        elif act.kind == "undo":
            target = act.payload.get("undo_seq")
            if not stack or stack[-1].seq != target:
                last = stack[-1].seq if stack else None
                raise ReplayError(
                    f"undo {act.seq} takes back action {target}, "
                    f"but the last move in force is {last}"
                )
            state = stack.pop().before
        yield act, state, stack


def undone_seqs(actions: Sequence[ActionRecord]) -> set[int]:
    """The sequence numbers of moves that a later undo took back (no replay needed)."""
    standing: list[int] = []
    undone: set[int] = set()
    for act in actions:
        if act.kind == "action":
            standing.append(act.seq)
        elif act.kind == "undo" and standing and standing[-1] == act.payload.get("undo_seq"):
            undone.add(standing.pop())
    return undone


async def verify_match(store: Store, rec: MatchRecord) -> ReplayResult:
    if rec.state is None:
        return ReplayResult(rec.id, True, 0)
    game = get_game(rec.game)
    if rec.engine_version != game.engine_version:
        return ReplayResult(
            rec.id,
            False,
            0,
            f"stored with engine version {rec.engine_version}, "
            f"this build has {game.engine_version}",
        )
    seats = [s for s in await store.seats(rec.id) if s.seat is not None]
    actions = await store.actions(rec.id)
    count = 0
    state = game.setup(len(seats), game.options(rec.options), rec.seed)
    steps = replay_log(game, rec, len(seats), actions)
    while True:
        try:
            step = next(steps, None)
        except ReplayError as exc:
            return ReplayResult(rec.id, False, count + 1, str(exc))
        if step is None:
            break
        act, state, _stack = step
        count += 1
        got = state_hash(game.dump_state(state))
        if got != act.state_hash:
            return ReplayResult(
                rec.id,
                False,
                count,
                f"hash mismatch at action {act.seq}: stored {act.state_hash}, replayed {got}",
            )
    if game.dump_state(state) != rec.state:
        return ReplayResult(rec.id, False, count, "the stored state differs from the replayed log")
    return ReplayResult(rec.id, True, count)
