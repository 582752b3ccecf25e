"""Skill ratings: a Weng-Lin rating (openskill's Plackett-Luce model) per game, per server and
over all servers, updated when a rated match finishes and rebuilt from the stored results.

Who is rated: every seat of a finished match is one team of one player (Antike's two-player
game, two nations a player, is a one-on-one between its two players; three to six players
are a free-for-all), ranked by the outcome: the winners first (tied), then the others by
their scores where the outcome gives one per seat, else tied behind the winners; a draw ties
everybody. An AI seat is rated as its level (``ai:heuristic``), one entity however many
seats it holds: when a level holds several seats of one match, each plays with the level's
rating and the level takes the mean of their new ratings.

Which matches: Discord matches (they have a server) that finish (not aborted ones), when the
match's ``rated`` setting says so; unset, a match is rated when at least two people play.

Order: the service rates a match just after the write that finished it, keyed by the match
(``Store.record_ratings`` marks it, so a retry never rates twice; a rating computed from a
row another match changed meanwhile is refused and computed again). ``recompute`` rebuilds
every rating from the finished matches in the order of their last action's time, then their
id: the same order in which they were rated as they finished, hence the same numbers, bit for
bit (floating-point operations in the same order).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from rules.core.levels import base_of
from service.core import ServiceCore, log
from storage import FinishedMatch, RatingChange, RatingRecord, SeatRecord, StaleRating

GLOBAL = "global"  # the scope of the ratings over all servers
SCOPES = ("server", "global")  # what a front end offers
RATE_TRIES = 8  # rating races (another match of a player rated meanwhile) before giving up

_MODEL = PlackettLuce()


def rating_entity(seat: SeatRecord) -> str:
    """Who a seat's result counts for: the user, or the AI's level."""
    return f"ai:{base_of(seat.ai)}" if seat.ai is not None else seat.user


def is_rated(settings: dict[str, Any], seats: Sequence[SeatRecord]) -> bool:
    """The match's ``rated`` setting; unset, whether at least two people play."""
    chosen = settings.get("rated")
    if isinstance(chosen, bool):
        return chosen
    return sum(1 for s in seats if s.ai is None) >= 2


def ranks(outcome: dict[str, Any], seats: int) -> list[int]:
    """Each seat's place (0 best; equal numbers tie) from a stored outcome."""
    winners = set(outcome.get("winners") or ())
    if not winners:
        return [0] * seats
    scores = list(outcome.get("scores") or ())
    if len(scores) != seats:
        return [0 if s in winners else 1 for s in range(seats)]
    behind = sorted({scores[s] for s in range(seats) if s not in winners}, reverse=True)
    return [0 if s in winners else 1 + behind.index(scores[s]) for s in range(seats)]


def results(outcome: dict[str, Any], seats: int) -> list[str]:
    winners = set(outcome.get("winners") or ())
    if not winners:
        return ["draw"] * seats
    return ["win" if s in winners else "loss" for s in range(seats)]


def scopes_of(guild: str | None) -> tuple[str, ...]:
    return (guild, GLOBAL) if guild is not None else (GLOBAL,)


@dataclass(frozen=True)
class Rated:
    """One player's rating after a match, and the row (its match count) it came from."""

    player: str
    mu: float
    sigma: float
    result: str
    seen: int


def rate(
    seated: Sequence[str], outcome: dict[str, Any], current: dict[str, RatingRecord]
) -> list[Rated]:
    """The new ratings of the players of one match. ``seated``: each seat's entity, by seat
    number; ``current``: the ratings they have (none: openskill's starting rating)."""
    n = len(seated)
    teams = []
    for entity in seated:
        have = current.get(entity)
        mu = have.mu if have is not None else _MODEL.mu
        sigma = have.sigma if have is not None else _MODEL.sigma
        teams.append([_MODEL.create_rating([mu, sigma], name=entity)])
    after = _MODEL.rate(teams, ranks=[float(r) for r in ranks(outcome, n)])
    outcomes = results(outcome, n)
    out: list[Rated] = []
    for entity in dict.fromkeys(seated):  # each entity once, in seat order
        mine = [i for i, e in enumerate(seated) if e == entity]
        mu = sum(after[i][0].mu for i in mine) / len(mine)
        sigma = sum(after[i][0].sigma for i in mine) / len(mine)
        # a level on several seats: its best result counts, once
        result = next(
            (r for r in ("win", "draw", "loss") if any(outcomes[i] == r for i in mine)), "loss"
        )
        have = current.get(entity)
        out.append(Rated(entity, mu, sigma, result, have.matches if have is not None else 0))
    return out


def seated_entities(seats: Sequence[SeatRecord]) -> list[str]:
    numbered = sorted((s for s in seats if s.seat is not None), key=lambda s: s.seat or 0)
    return [rating_entity(s) for s in numbered]


def recompute_all(
    matches: Sequence[tuple[FinishedMatch, Sequence[SeatRecord]]],
) -> tuple[list[RatingRecord], list[tuple[int, float]]]:
    """Every rating from scratch, rating ``matches`` in the order given: the ratings and the
    (match id, finished_at) marks of those rated."""
    table: dict[tuple[str, str, str], RatingRecord] = {}
    rated: list[tuple[int, float]] = []
    for m, seats in matches:
        if m.guild is None or m.outcome is None or not is_rated(m.settings, seats):
            continue
        seated = seated_entities(seats)
        if len(seated) < 2:
            continue
        for scope in scopes_of(m.guild):
            current = {p: r for p in seated if (r := table.get((scope, m.game, p))) is not None}
            for new in rate(seated, m.outcome, current):
                table[(scope, m.game, new.player)] = _next(
                    current.get(new.player), scope, m.game, new, m.finished_at
                )
        rated.append((m.id, m.finished_at))
    return sorted(table.values(), key=lambda r: (r.scope, r.game, r.player)), rated


def _next(have: RatingRecord | None, scope: str, game: str, new: Rated, now: float) -> RatingRecord:
    """The row ``record_ratings`` makes of ``have`` with ``new`` (kept in step with it)."""
    base = have or RatingRecord(scope=scope, game=game, player=new.player, mu=0.0, sigma=0.0)
    return base.model_copy(
        update={
            "mu": new.mu,
            "sigma": new.sigma,
            "matches": base.matches + 1,
            "wins": base.wins + (new.result == "win"),
            "losses": base.losses + (new.result == "loss"),
            "draws": base.draws + (new.result == "draw"),
            "updated_at": now,
        }
    )


def conservative(r: RatingRecord) -> float:
    """The rating a leaderboard ranks by: mu less three sigmas."""
    return r.mu - 3 * r.sigma


class Ratings(ServiceCore):
    """Rating finished matches, leaderboards, a player's ratings, and the recomputation."""

    async def rate_finished(self, match_id: int) -> bool:
        """Rate a finished match if it is rated and not rated yet; True when this call rated
        it. Never raises for a rating that cannot be made: a move must not fail for it (the
        recomputation rebuilds anything missed)."""
        try:
            return await self._rate(match_id)
        except Exception:
            log.exception("could not rate match %s", match_id)
            return False

    async def _rate(self, match_id: int) -> bool:
        rec = await self.store.get_match(match_id)
        if rec.status != "finished" or rec.outcome is None or rec.guild is None:
            return False
        seats = await self.store.seats(match_id)
        if not is_rated(rec.settings, seats):
            return False
        seated = seated_entities(seats)
        if len(seated) < 2:
            return False
        # the finishing write's time is its last action's (see Store.finished_matches)
        finished_at = rec.updated_at
        for _ in range(RATE_TRIES):
            changes: list[RatingChange] = []
            for scope in scopes_of(rec.guild):
                current = {
                    r.player: r for r in await self.store.ratings_of(scope, rec.game, seated)
                }
                changes.extend(
                    RatingChange(scope, rec.game, n.player, n.mu, n.sigma, n.result, n.seen)
                    for n in rate(seated, rec.outcome, current)
                )
            try:
                return await self.store.record_ratings(
                    match_id, finished_at=finished_at, changes=changes, now=finished_at
                )
            except StaleRating:
                continue
        log.warning("gave up rating match %s: its players' ratings kept changing", match_id)
        return False

    async def leaderboard(self, game: str, scope: str, limit: int = 10) -> list[RatingRecord]:
        """The best ratings of ``game`` in ``scope`` (a guild id, or ``GLOBAL``)."""
        return await self.store.leaderboard(scope, game, limit)

    async def player_ratings(self, user: str) -> list[RatingRecord]:
        """Every rating of ``user``: per game, on each server and over all of them."""
        return await self.store.player_ratings(user)

    async def recompute_ratings(self) -> int:
        """Rebuild every rating from the stored results (see the module docstring); the
        number of matches rated."""
        finished = await self.store.finished_matches()
        matches = [(m, await self.store.seats(m.id)) for m in finished]
        ratings, rated = recompute_all(matches)
        await self.store.replace_ratings(ratings, rated)
        return len(rated)
