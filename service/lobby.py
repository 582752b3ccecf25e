"""The lobby: open a match, take and leave seats, add AI players, start, and abort."""

from __future__ import annotations

import secrets
from typing import Any

from rules.core import Event, Game, Msg, Outcome, Rng, state_hash
from rules.core.errors import InvalidAction
from rules.core.game import Termination
from rules.core.levels import parse_kind
from rules.games import get_game
from service.core import ActResult, ai_user, public_record, seat_user
from service.errors import ServiceError
from service.play import NO_TIMERS, Play, ai_job_plan, last_of_chain
from storage import MatchRecord, SeatRecord, TimerPlan


def numbered(seats: list[SeatRecord], order: list[str]) -> list[SeatRecord]:
    """The seats as ``start_match`` numbers them (0.. in ``order``), in the store's order."""
    seat_of = {user: i for i, user in enumerate(order)}
    return sorted(
        (s.model_copy(update={"seat": seat_of[s.user]}) for s in seats),
        key=lambda s: s.seat if s.seat is not None else -1,
    )


class Lobby(Play):
    """A match before it starts, its start, and an abort at any time."""

    async def create(
        self,
        game_id: str,
        *,
        channel: str,
        creator: str,
        guild: str | None = None,
        options: dict[str, Any] | None = None,
        seed: str | None = None,
        seat_creator: bool = True,
        rated: bool | None = None,
    ) -> MatchRecord:
        """Open a lobby in ``channel``; the creator takes the first seat unless told not to.
        ``rated``: whether its result counts for the players' ratings (None: when at least
        two people play, see ``service.ratings``)."""
        game = get_game(game_id)
        opts = game.options(options)
        existing = await self.store.match_in_channel(channel)
        if existing is not None:
            raise ServiceError("service.error.channel_busy", match=existing.id, game=existing.game)
        rec = await self.store.create_match(
            game=game.id,
            channel=channel,
            guild=guild,
            creator=creator,
            options=opts.model_dump(mode="json"),
            seed=seed or secrets.token_hex(8),
            engine_version=game.engine_version,
            now=self.clock(),
            settings=None if rated is None else {"rated": rated},
        )
        if not seat_creator:
            return public_record(rec)
        return public_record(
            await self.store.add_seat(
                rec.id, creator, ai=None, now=self.clock(), expected_version=rec.version
            )
        )

    async def in_channel(self, channel: str) -> MatchRecord:
        rec = await self.store.match_in_channel(channel)
        if rec is None:
            raise ServiceError("service.error.no_match_here")
        return public_record(rec)

    async def _lobby(self, match_id: int) -> tuple[MatchRecord, list[SeatRecord], Game[Any, Any]]:
        rec = await self.store.get_match(match_id)
        if rec.status != "lobby":
            raise ServiceError(
                "service.error.not_in_lobby", status=Msg.of(f"service.status.{rec.status}")
            )
        return rec, await self.store.seats(match_id), get_game(rec.game)

    async def join(self, match_id: int, user: str) -> MatchRecord:
        rec, seats, game = await self._lobby(match_id)
        if any(s.user == user for s in seats):
            raise ServiceError("service.error.already_seated")
        if len(seats) >= game.max_players:
            raise ServiceError("service.error.match_full", max=game.max_players)
        return public_record(
            await self._versioned(
                self.store.add_seat(
                    rec.id, user, ai=None, now=self.clock(), expected_version=rec.version
                )
            )
        )

    async def add_ai(self, match_id: int, by_user: str, kind: str = "heuristic") -> MatchRecord:
        """Seat an AI: ``kind`` is a level (easy, normal, strong), a policy's name, or the
        strong AI with its own budget (``strong:2s``)."""
        rec, seats, game = await self._lobby(match_id)
        if not any(s.user == by_user for s in seats) and by_user != rec.creator:
            raise ServiceError("service.error.not_seated")
        try:
            kind = str(parse_kind(game, kind))
        except InvalidAction as exc:
            raise ServiceError(exc.msg.key, **exc.msg.params) from None
        if len(seats) >= game.max_players:
            raise ServiceError("service.error.match_full", max=game.max_players)
        n = sum(1 for s in seats if s.ai is not None) + 1
        return public_record(
            await self._versioned(
                self.store.add_seat(
                    rec.id,
                    ai_user(kind, n),
                    ai=kind,
                    now=self.clock(),
                    expected_version=rec.version,
                )
            )
        )

    async def leave(self, match_id: int, user: str) -> MatchRecord:
        rec = await self.store.get_match(match_id)
        if rec.status == "active":
            raise ServiceError("service.error.leave_active")
        rec, seats, _game = await self._lobby(match_id)
        if not any(s.user == user for s in seats):
            raise ServiceError("service.error.not_seated")
        rec = await self._versioned(
            self.store.remove_seat(rec.id, user, expected_version=rec.version, now=self.clock())
        )
        if not any(s.ai is None for s in await self.store.seats(match_id)):
            rec = await self.store.set_status(
                rec.id,
                expected_version=rec.version,
                status="aborted",
                outcome=None,
                now=self.clock(),
            )
        return public_record(rec)

    async def start(self, match_id: int, by_user: str, *, hold_posts: bool = False) -> ActResult:
        rec, seats, game = await self._lobby(match_id)
        if by_user != rec.creator:
            raise ServiceError("service.error.only_creator_starts")
        if not game.min_players <= len(seats) <= game.max_players:
            raise ServiceError(
                "service.error.player_count",
                have=len(seats),
                min=game.min_players,
                max=game.max_players,
            )
        order = Rng(seed=f"{rec.seed}:seats").shuffle([s.user for s in seats])
        state = game.setup(len(order), game.options(rec.options), rec.seed)
        seats = numbered(seats, order)
        active = game.active_seats(state)
        result = ActResult(match=rec, became_active=set(active), hold_posts=hold_posts)
        plan: TimerPlan | None = None
        outcome = game.outcome(state)
        pings: list[str] = []
        if last_of_chain(seats, active, outcome):  # no AI seat moves first: start the clock
            plan = await self._plan_timers(
                rec, seats, game, frozenset(), state, active, finished=outcome is not None
            )
            result.timers_planned = True
            pings = [u for s in sorted(active) if (u := seat_user(seats, s)) is not None]
        else:  # AI seats move first: a job moves them on should this process stop first
            plan = ai_job_plan(seats, self._ai_due(seats, game, state))
            result.ai_job = True
        posts = self._posts(rec, result, (), pings)
        rec = await self._versioned(
            self.store.start_match(
                rec.id,
                expected_version=rec.version,
                seat_order=order,
                state=game.dump_state(state),
                now=self.clock(),
                timers=plan,
                outbox=posts,
            )
        )
        result.posts = self._written(posts)
        if plan is not None:
            self._timers_changed()
        # else the last AI answer stores the clock it starts, with its move
        rec, state = await self._run_ais(rec, seats, game, state, result, before=frozenset())
        if not result.timers_planned:
            await self._schedule(rec, seats, game, frozenset(), state, result.became_active)
        return self._finish(result, rec, seats, game, state)

    async def abort(self, match_id: int, user: str, *, is_admin: bool = False) -> MatchRecord:
        rec = await self.store.get_match(match_id)
        if rec.status not in ("lobby", "active"):
            raise ServiceError("service.error.already_over")
        if user != rec.creator and not is_admin:
            raise ServiceError("service.error.abort_forbidden")
        outcome = Outcome(winners=(), termination=Termination.ABORTED).model_dump(mode="json")
        if rec.status == "lobby" or rec.state is None:
            return public_record(
                await self._versioned(
                    self.store.set_status(
                        rec.id,
                        expected_version=rec.version,
                        status="aborted",
                        outcome=outcome,
                        now=self.clock(),
                    )
                )
            )
        event = Event.of("service.event.aborted")
        rec = await self._versioned(
            self.store.append_action(
                rec.id,
                expected_version=rec.version,
                seat=None,
                kind="abort",
                payload={"events": [event.model_dump(mode="json")], "by": user},
                state=rec.state,
                state_hash=state_hash(rec.state),
                now=self.clock(),
                status="aborted",
                outcome=outcome,
                timers=NO_TIMERS,
            ),
            moved_on=True,
        )
        self._timers_changed()
        return public_record(rec)
