"""What a player may read of a match: its status, their hand, the log, and the digest of what
happened since their last move."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from rules.core import Event, Game, Msg, Outcome
from rules.games import get_game
from service.core import (
    ServiceCore,
    _same_version,
    player,
    public_record,
    seat_user,
    user_seat,
)
from service.errors import ServiceError
from service.replay import undone_seqs
from storage import ActionRecord, MatchRecord, SeatRecord


@dataclass
class LogLine:
    """One stored action and what ``viewer`` may read of it: (acting seat or None, message).

    ``undone`` marks a move a later undo took back (the undo has a line of its own)."""

    seq: int
    seat: int | None
    user: str | None
    kind: str
    messages: list[tuple[int | None, Msg]]
    undone: bool = False


@dataclass
class StatusInfo:
    match: MatchRecord
    seats: list[SeatRecord]
    viewer_seat: int | None
    view: BaseModel | None  # None while the match is in its lobby
    to_act: list[str]  # users who must act now
    legal: list[Any]  # the viewer's legal actions, when the viewer must act
    outcome: Outcome | None

    def user_of(self, seat: int) -> str | None:
        return seat_user(self.seats, seat)


@dataclass
class MyMatch:
    """One match as ``/mine`` lists it for one user (``Views.my_matches``)."""

    match: MatchRecord  # public: no state, no seed
    seats: list[SeatRecord]
    to_act: list[str]  # users who must act now (none in a lobby)
    deadline: float | None  # when the turn runs out: the user's own, else the earliest
    last_move: float | None  # when the last action was stored (None: none yet)
    yours: bool  # the user is one of those to act
    followed: bool = False  # the user follows it without a seat (``/follow``)


MY_STATUSES = ("active", "lobby")  # what ``my_matches`` lists: in play, then waiting


class Views(ServiceCore):
    """Read-only views of a match, each as one viewer may see it."""

    async def status(self, match_id: int, viewer: str | None = None) -> StatusInfo:
        rec = await self.store.get_match(match_id)
        seats = await self.store.seats(match_id)
        game = get_game(rec.game)
        seat = user_seat(seats, viewer) if viewer is not None else None
        if rec.state is None:
            return StatusInfo(public_record(rec), seats, seat, None, [], [], None)
        known = self._states.get(rec.id)
        parsed = known.state if known is not None and _same_version(known.match, rec) else None
        # the viewer's view and legal moves take milliseconds in the bigger games: through
        # ``run_cpu``, on a worker thread when the service shares its event loop
        state, view, active, legal, outcome = await self.run_cpu(_position, game, rec, parsed, seat)
        if rec.status == "active":
            self._remember(rec, state, seats)
        return StatusInfo(
            match=public_record(rec),
            seats=seats,
            viewer_seat=seat,
            view=view,
            to_act=[u for i in sorted(active) if (u := seat_user(seats, i)) is not None],
            legal=legal,
            outcome=_stored_outcome(rec, seats) or outcome,
        )

    async def my_matches(self, user: str, *, followed: Sequence[int] = ()) -> list[MyMatch]:
        """Every lobby and active match ``user`` sits in, theirs to move first (the nearest
        deadline, then the longest waiting), then the others in play, then the lobbies; and
        after them the matches of ``followed`` (ids) still open, marked ``followed``.

        Whose turn it is comes from the position the service holds when it is current, else
        from the stored state, parsed off the event loop like ``status``."""
        recs: list[tuple[MatchRecord, bool]] = []
        seen: set[int] = set()
        for status in MY_STATUSES:
            for rec in await self.store.user_matches(user, status=status):
                if rec.id not in seen:
                    seen.add(rec.id)
                    recs.append((rec, False))
        for match_id in followed:
            if match_id in seen:
                continue
            try:
                rec = await self.store.get_match(match_id)
            except Exception:  # gone since: nothing to show
                continue
            if rec.status in MY_STATUSES:
                seen.add(rec.id)
                recs.append((rec, True))
        parsed: list[Any] = []
        for rec, _ in recs:
            known = self._states.get(rec.id)
            current = known is not None and _same_version(known.match, rec)
            parsed.append(known.state if known is not None and current else None)
        active = await self.run_cpu(_active_seats, [r for r, _ in recs], parsed)
        out: list[MyMatch] = []
        for (rec, followed_only), seats_to_act in zip(recs, active, strict=True):
            seats = await self.store.seats(rec.id)
            to_act = [u for i in sorted(seats_to_act) if (u := seat_user(seats, i)) is not None]
            timers = await self.store.match_timers(rec.id) if to_act else []
            due = {
                seat_user(seats, t.seat): t.due_at
                for t in timers
                if t.kind == "timeout" and t.seat is not None and t.seat in seats_to_act
            }
            last = await self.store.last_actions(rec.id, 1) if rec.status == "active" else []
            yours = user in to_act and not followed_only
            out.append(
                MyMatch(
                    match=public_record(rec),
                    seats=seats,
                    to_act=to_act,
                    deadline=due.get(user)
                    if yours and user in due
                    else min(due.values(), default=None),
                    last_move=last[-1].created_at if last else None,
                    yours=yours,
                    followed=followed_only,
                )
            )
        out.sort(key=_mine_order)
        return out

    async def hand(self, match_id: int, user: str) -> BaseModel:
        """The private view of ``user``'s seat: to be shown to that user alone."""
        info = await self.status(match_id, user)
        if info.viewer_seat is None:
            raise ServiceError("service.error.not_seated")
        if info.view is None:
            raise ServiceError("service.error.not_started")
        return info.view

    async def log(
        self, match_id: int, viewer: str | None = None, *, last: int | None = None
    ) -> list[LogLine]:
        """The match log as ``viewer`` may read it: public lines plus their own private ones.

        With ``last``, only the last ``last`` stored actions are read and parsed (a long game
        has thousands): an undo always follows the move it takes back, so every undo of a
        move among them is among them too."""
        seats = await self.store.seats(match_id)
        seat = user_seat(seats, viewer) if viewer is not None else None
        if last:
            actions = await self.store.last_actions(match_id, last)
        else:
            actions = await self.store.actions(match_id)
        return await self.run_cpu(_log_lines, actions, seats, seat)

    async def digest(
        self, match_id: int, user: str, *, limit: int = 20, private: bool = False
    ) -> list[tuple[int | None, Msg]]:
        """What the other seats did since ``user``'s seat last moved (the "since your last
        turn" lines of a ping), at most the last ``limit`` lines.

        Public lines only by default, because a ping is posted in the channel. With
        ``private=True`` it adds ``user``'s own private lines (the cards they were dealt
        meanwhile): show that form to ``user`` alone (an ephemeral reply or a DM)."""
        seats = await self.store.seats(match_id)
        seat = user_seat(seats, user)
        if seat is None:
            raise ServiceError("service.error.not_seated")
        if limit:  # the last lines come from the last actions: a long game's tail is enough
            actions = await self.store.last_actions(match_id, max(DIGEST_WINDOW, 3 * limit))
        else:
            actions = await self.store.actions(match_id)
        return await self.run_cpu(_digest, actions, seat, limit, private)


def _position(
    game: Game[Any, Any], rec: MatchRecord, state: Any, seat: int | None
) -> tuple[Any, BaseModel, frozenset[int], list[Any], Outcome | None]:
    """What ``status`` computes from a stored position (``state``, or parsed from ``rec``):
    the position, ``seat``'s view, the seats to act, ``seat``'s legal moves when it is one of
    them, and the outcome the rules see."""
    if state is None:
        state = game.load_state(rec.state or "")
    active = game.active_seats(state) if rec.status == "active" else frozenset()
    legal = list(game.legal_actions(state, seat)) if seat is not None and seat in active else []
    return state, game.view(state, seat), active, legal, game.outcome(state)


def _active_seats(recs: Sequence[MatchRecord], states: Sequence[Any]) -> list[frozenset[int]]:
    """The seats to act in each active match (from ``states`` where given, else parsed)."""
    out: list[frozenset[int]] = []
    for rec, state in zip(recs, states, strict=True):
        if rec.status != "active" or rec.state is None:
            out.append(frozenset())
            continue
        game = get_game(rec.game)
        out.append(game.active_seats(state if state is not None else game.load_state(rec.state)))
    return out


def _mine_order(m: MyMatch) -> tuple[Any, ...]:
    """Followed last; the user's turn first, nearest deadline then longest waiting; then
    the matches in play, then the lobbies; ties by id."""
    never = float("inf")
    return (
        m.followed,
        not m.yours,
        m.match.status != "active",
        m.deadline if m.deadline is not None else never,
        m.last_move if m.last_move is not None else m.match.updated_at,
        m.match.id,
    )


DIGEST_WINDOW = 64  # stored actions a digest of at most 20 lines is read from


def _digest(
    actions: Sequence[ActionRecord], seat: int, limit: int, private: bool
) -> list[tuple[int | None, Msg]]:
    """The lines of ``actions`` by other seats after ``seat``'s last move among them."""
    since = max((a.seq for a in actions if a.seat == seat and a.kind == "action"), default=0)
    out: list[tuple[int | None, Msg]] = []
    for act in actions:
        if act.seq > since and act.seat != seat:
            out.extend(_messages(act, seat if private else None))
    return out[-limit:] if limit else out


def _log_lines(
    actions: Sequence[ActionRecord], seats: Sequence[SeatRecord], seat: int | None
) -> list[LogLine]:
    undone = undone_seqs(actions)
    lines = []
    for act in actions:
        user = seat_user(seats, act.seat) if act.seat is not None else None
        lines.append(
            LogLine(act.seq, act.seat, user, act.kind, _messages(act, seat), act.seq in undone)
        )
    return lines


def _messages(act: ActionRecord, viewer: int | None) -> list[tuple[int | None, Msg]]:
    """The lines of one stored action that ``viewer`` may read (private ones unattributed)."""
    messages: list[tuple[int | None, Msg]] = []
    for raw in act.payload.get("events", []):
        event = Event.model_validate(raw)
        public, *private = event.for_viewer(viewer)
        messages.append((event.seat, public))
        messages.extend((None, m) for m in private)
    return messages


def _stored_outcome(rec: MatchRecord, seats: Sequence[SeatRecord]) -> Outcome | None:
    if not rec.outcome:
        return None
    outcome = Outcome.model_validate(rec.outcome)
    reason = outcome.reason
    if reason is not None and reason.key == "service.end.resigned" and "seat" in reason.params:
        # stored before resignations named the player: name them now
        user = seat_user(seats, int(reason.params["seat"])) or ""
        named = Msg.of("service.end.resigned", player=player(user))
        outcome = outcome.model_copy(update={"reason": named})
    return outcome
