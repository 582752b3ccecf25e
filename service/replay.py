"""Prove stored matches: re-apply each log from its seed and compare every stored hash."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import get_game, state_hash
from storage import MatchRecord, Store


@dataclass
class ReplayResult:
    match_id: int
    ok: bool
    actions: int
    problem: str = ""


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
    state = game.setup(len(seats), game.options(rec.options), rec.seed)
    count = 0
    for act in await store.actions(rec.id):
        count += 1
        if act.kind == "action":
            if act.seat is None:
                return ReplayResult(rec.id, False, count, f"action {act.seq} has no seat")
            a = game.parse_action(act.payload["action"])
            state = game.apply(state, act.seat, a).state
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
