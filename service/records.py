"""Match records: a match exported as JSON (``/match export``), checked offline
(``strategos replay --file``) and copied up to one of its actions into a new match (``strategos
play --from``).

A record holds the game, its engine version, the options, the seats and every logged action
with its time. What it may hold depends on the match:

* **Over** (finished or aborted): everything, for anyone who may see the match: the seed,
  every action as stored (its events with every seat's private lines) and the hash of the
  state after it, so the whole match can be replayed and proved offline. Once a match is over
  its hidden information no longer matters to its play; the seed does reveal the order every
  deck would have been drawn in, which is why a running match's record never holds it.
* **Under way**: only what the one asking may know (``complete`` is false): no seed, no state
  hashes (a hash of the full state could let someone test guesses at hidden cards), each
  action's events as that reader's log shows them (the public line, plus the reader's own
  private lines), and the action itself only for the reader's own moves — another seat's
  move may name a card from a hand (a discard, a battle card not yet shown). Such a record is
  for reading; it cannot be replayed, and ``verify_record`` refuses it.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from pydantic import ValidationError

from rules.core import Event, Game, RuleError, state_hash
from rules.games import get_game
from service.clock import Clock
from service.core import ai_user, public_record, user_seat
from service.errors import ServiceError
from service.replay import ReplayError, ReplayResult, replay_log
from service.views import LogLine, _log_lines
from storage import ActionRecord, MatchRecord, SeatRecord

FORMAT = "strategos-record"
VERSION = 1
# the kinds of log entry that change the position (the others end the match: resign, claim…)
MOVES = ("action", "undo")


class RecordError(ServiceError):
    """A record file that cannot be used; ``.msg`` says why in the reader's words."""


@dataclass
class Export:
    """A match's record for one reader, and that reader's log to word it."""

    match: MatchRecord  # without seed or state
    record: dict[str, Any]
    log: list[LogLine]
    seats: list[SeatRecord]
    complete: bool


def _time(t: float) -> str:
    return datetime.fromtimestamp(t, UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


def _seconds(text: str) -> float:
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def _seen_events(raw: Sequence[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    """A stored action's events as ``seat`` may read them (other seats' private lines gone)."""
    out = []
    for item in raw:
        event = Event.model_validate(item)
        private = {seat: event.private[seat]} if seat is not None and seat in event.private else {}
        out.append(event.model_copy(update={"private": private}).model_dump(mode="json"))
    return out


def make_record(
    rec: MatchRecord,
    seats: Sequence[SeatRecord],
    actions: Sequence[ActionRecord],
    viewer_seat: int | None,
) -> dict[str, Any]:
    """The record of ``rec`` (see the module docstring): complete once the match is over,
    else as ``viewer_seat`` (None: a spectator) may know it."""
    complete = rec.status in ("finished", "aborted")
    seated = sorted((s for s in seats if s.seat is not None), key=lambda s: s.seat or 0)
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "complete": complete,
        "match": rec.id,
        "game": rec.game,
        "engine_version": rec.engine_version,
        "options": rec.options,
        "status": rec.status,
        "outcome": rec.outcome,
        "created": _time(rec.created_at),
        "seats": [{"seat": s.seat, "player": s.user, "ai": s.ai} for s in seated],
    }
    entries = []
    for act in actions:
        entry: dict[str, Any] = {
            "seq": act.seq,
            "seat": act.seat,
            "kind": act.kind,
            "time": _time(act.created_at),
        }
        if complete:
            entry["payload"] = act.payload
            entry["state_hash"] = act.state_hash
        else:
            entry["events"] = _seen_events(act.payload.get("events", []), viewer_seat)
            if act.kind == "action" and act.seat is not None and act.seat == viewer_seat:
                entry["action"] = act.payload.get("action")
        entries.append(entry)
    record["actions"] = entries
    if complete:
        record["seed"] = rec.seed
        record["final_state_hash"] = state_hash(rec.state) if rec.state is not None else None
    return record


class LoadedRecord:
    """A complete record read back: its game, match (as replay needs it) and log."""

    def __init__(self, data: Any) -> None:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("service.record.not_a_record")
        if data.get("version") != VERSION:
            raise RecordError("service.record.version", version=str(data.get("version")))
        if not data.get("complete"):
            raise RecordError("service.record.partial", match=data.get("match", 0))
        try:
            self.game: Game[Any, Any] = get_game(str(data["game"]))
            self.seats: list[dict[str, Any]] = list(data["seats"])
            self.match = MatchRecord(
                id=int(data["match"]),
                guild=None,
                channel="record",
                game=self.game.id,
                options=dict(data["options"]),
                seed=str(data["seed"]),
                engine_version=int(data["engine_version"]),
                status=data["status"],
                version=0,
                state=None,
                outcome=data.get("outcome"),
                creator="record",
                settings={},
                created_at=_seconds(str(data["created"])),
                updated_at=0.0,
            )
            self.actions = [
                ActionRecord(
                    match_id=self.match.id,
                    seq=int(a["seq"]),
                    seat=a["seat"],
                    kind=str(a["kind"]),
                    payload=dict(a["payload"]),
                    state_hash=str(a["state_hash"]),
                    created_at=_seconds(str(a["time"])),
                )
                for a in data["actions"]
            ]
        except (KeyError, TypeError, ValueError, ValidationError) as exc:
            raise RecordError("service.record.damaged", problem=str(exc)[:200]) from None
        self.final_hash: str | None = data.get("final_state_hash")

    def check_engine(self) -> None:
        if self.match.engine_version != self.game.engine_version:
            raise RecordError(
                "service.record.engine",
                game=self.game.id,
                stored=self.match.engine_version,
                current=self.game.engine_version,
            )


def verify_record(data: Any) -> ReplayResult:
    """Replay a complete record from its seed and compare every hash, as ``strategos replay``
    does for a stored match; raises ``RecordError`` for a file that is no usable record."""
    loaded = LoadedRecord(data)
    loaded.check_engine()
    rec, game = loaded.match, loaded.game
    count = 0
    state = game.setup(len(loaded.seats), game.options(rec.options), rec.seed)
    steps = replay_log(game, rec, len(loaded.seats), loaded.actions)
    while True:
        try:
            step = next(steps, None)
        except (ReplayError, RuleError) as exc:
            return ReplayResult(rec.id, False, count + 1, str(exc))
        if step is None:
            break
        act, state, _stack = step
        count += 1
        got = state_hash(game.dump_state(state))
        if got != act.state_hash:
            return ReplayResult(
                rec.id, False, count, f"hash mismatch at action {act.seq}: replayed {got}"
            )
    if loaded.final_hash is not None and state_hash(game.dump_state(state)) != loaded.final_hash:
        return ReplayResult(rec.id, False, count, "the final state differs from the replayed log")
    return ReplayResult(rec.id, True, count)


def moves_until(loaded: LoadedRecord, at: int) -> tuple[list[tuple[ActionRecord, str]], Any]:
    """The log entries up to and including seq ``at`` that change the position, each with
    the state after it (as JSON), and the position after them; ``RecordError`` when ``at``
    is not in the log or the match was over by then."""
    game, rec = loaded.game, loaded.match
    last = max((a.seq for a in loaded.actions), default=0)
    if not 0 <= at <= last:
        raise RecordError("service.record.no_action", at=at, last=last)
    wanted = [a for a in loaded.actions if a.seq <= at]
    if any(a.kind not in MOVES for a in wanted):
        raise RecordError("service.record.over_by_then", at=at)
    state = game.setup(len(loaded.seats), game.options(rec.options), rec.seed)
    out: list[tuple[ActionRecord, str]] = []
    try:
        for act, state, _stack in replay_log(game, rec, len(loaded.seats), wanted):
            out.append((act, game.dump_state(state)))
    except (ReplayError, RuleError) as exc:
        raise RecordError("service.record.damaged", problem=str(exc)[:200]) from None
    if game.outcome(state) is not None:
        raise RecordError("service.record.over_by_then", at=at)
    return out, state


class Records(Clock):
    """Exporting a match's record, and a new match copied from a record."""

    async def export(self, match_id: int, viewer: str | None) -> Export:
        """``match_id``'s record as ``viewer`` may have it (see the module docstring)."""
        rec = await self.store.get_match(match_id)
        if rec.status == "lobby" or rec.state is None:
            raise ServiceError("service.error.not_started")
        seats = await self.store.seats(match_id)
        actions = await self.store.actions(match_id)
        seat = user_seat(seats, viewer) if viewer is not None else None
        record = await self.run_cpu(make_record, rec, seats, actions, seat)
        lines = await self.run_cpu(_log_lines, actions, seats, seat)
        complete = bool(record["complete"])
        return Export(public_record(rec), record, lines, list(seats), complete)

    async def copy_record(
        self,
        data: Any,
        at: int,
        *,
        kinds: Sequence[str],
        human_prefix: str,
        channel: str | None = None,
    ) -> int:
        """A new match in ``channel`` at the position after action ``at`` of a complete
        record: the same game, options and seed, its log the record's moves up to there (so
        ``strategos replay`` proves it), its seats as ``kinds`` say by seat number ("human",
        or an AI kind). AI seats to act there move at once. Its id."""
        loaded = LoadedRecord(data)
        loaded.check_engine()
        game = loaded.game
        if len(kinds) != len(loaded.seats):
            raise RecordError("service.record.seats", count=len(loaded.seats))
        for kind in kinds:
            if kind != "human" and kind not in game.ais:
                raise RecordError("service.record.seat_kind", kind=kind[:40])
        moves, _state = await self.run_cpu(moves_until, loaded, at)
        humans = [i for i, k in enumerate(kinds) if k == "human"]
        users = [
            f"{human_prefix}{humans.index(i) + 1}" if k == "human" else ai_user(k, i + 1)
            for i, k in enumerate(kinds)
        ]
        creator = users[humans[0]] if humans else "table:host"
        rec = await self.store.create_match(
            game=game.id,
            channel=channel or f"table:{secrets.token_hex(4)}",
            guild=None,
            creator=creator,
            options=loaded.match.options,
            seed=loaded.match.seed,
            engine_version=game.engine_version,
            now=self.clock(),
        )
        for user, kind in zip(users, kinds, strict=True):
            rec = await self.store.add_seat(
                rec.id,
                user,
                ai=None if kind == "human" else kind,
                now=self.clock(),
                expected_version=rec.version,
            )
        first = game.setup(len(users), game.options(rec.options), rec.seed)
        rec = await self.store.start_match(
            rec.id,
            expected_version=rec.version,
            seat_order=users,
            state=game.dump_state(first),
            now=self.clock(),
        )
        for act, state_json in moves:
            rec = await self.store.append_action(
                rec.id,
                expected_version=rec.version,
                seat=act.seat,
                kind=act.kind,
                payload=act.payload,
                state=state_json,
                state_hash=state_hash(state_json),
                now=self.clock(),
            )
        await self._resume_ais(rec.id)
        return rec.id
