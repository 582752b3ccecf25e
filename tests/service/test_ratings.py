"""Ratings: rated matches move their players' Weng-Lin ratings per game on their server and
over all servers, once each; AI seats count as their level; the recomputation from stored
results gives the very same numbers."""

from __future__ import annotations

import asyncio

import pytest

from service import MatchService
from service.ratings import GLOBAL, ranks, rate, results
from storage import RatingRecord

ALICE, BOB, CAROL = "user:alice", "user:bob", "user:carol"


async def _human_match(
    svc: MatchService,
    channel: str,
    users: list[str],
    *,
    guild: str | None = "g1",
    rated: bool | None = None,
    ai: str | None = None,
    game: str = "babel",
) -> int:
    rec = await svc.create(
        game, channel=channel, creator=users[0], guild=guild, rated=rated, seed=channel
    )
    for user in users[1:]:
        await svc.join(rec.id, user)
    if ai is not None:
        await svc.add_ai(rec.id, users[0], ai)
    await svc.start(rec.id, users[0])
    return rec.id


async def _everything(svc: MatchService, players: list[str]) -> list[RatingRecord]:
    found = [r for p in players for r in await svc.player_ratings(p)]
    return sorted(found, key=lambda r: (r.scope, r.game, r.player))


def test_places_from_an_outcome() -> None:
    assert ranks({"winners": [1]}, 3) == [1, 0, 1]
    assert ranks({"winners": [2], "scores": [5, 9, 12]}, 3) == [2, 1, 0]
    assert ranks({"winners": [0], "scores": [9, 4, 4, 7]}, 4) == [0, 2, 2, 1]
    assert ranks({"winners": []}, 2) == [0, 0]
    assert results({"winners": [0, 2]}, 3) == ["win", "loss", "win"]
    assert results({"winners": []}, 2) == ["draw", "draw"]


def test_an_ai_level_on_several_seats_is_one_player() -> None:
    out = rate(["ai:random", "user:a", "ai:random"], {"winners": [1]}, {})
    assert [(r.player, r.result, r.seen) for r in out] == [
        ("ai:random", "loss", 0),
        ("user:a", "win", 0),
    ]
    assert out[1].mu > 25 > out[0].mu


async def test_a_resignation_rates_both_players_on_the_server_and_globally(
    svc: MatchService,
) -> None:
    match_id = await _human_match(svc, "c1", [ALICE, BOB])
    seats = {s.user: s.seat for s in await svc.store.seats(match_id)}
    await svc.resign(match_id, BOB)
    assert not await svc.rate_finished(match_id)  # already rated: a retry changes nothing
    board = await svc.leaderboard("babel", "g1")
    assert [(r.player, r.wins, r.losses, r.matches) for r in board] == [
        (ALICE, 1, 0, 1),
        (BOB, 0, 1, 1),
    ]
    assert board[0].mu > 25 > board[1].mu
    globally = await svc.leaderboard("babel", GLOBAL)
    assert [(r.player, r.mu, r.sigma) for r in globally] == [
        (r.player, r.mu, r.sigma) for r in board
    ]
    assert seats[ALICE] is not None


@pytest.mark.parametrize(
    ("guild", "rated", "ai"),
    [
        ("g1", False, None),  # turned off
        (None, None, None),  # no server: the offline table
        ("g1", None, "random"),  # one person against the AI, unless asked for
    ],
)
async def test_unrated_matches(
    svc: MatchService, guild: str | None, rated: bool | None, ai: str | None
) -> None:
    users = [ALICE] if ai else [ALICE, BOB]
    match_id = await _human_match(svc, "c1", users, guild=guild, rated=rated, ai=ai)
    await svc.resign(match_id, ALICE)
    assert await svc.player_ratings(ALICE) == []
    assert await svc.leaderboard("babel", GLOBAL) == []


async def test_ai_levels_are_rated_as_one_entity_each(svc: MatchService) -> None:
    match_id = await _human_match(svc, "c1", [ALICE], rated=True, ai="heuristic")
    await svc.resign(match_id, ALICE)
    rec = await svc.create(
        "babel", channel="c2", creator=BOB, guild="g2", rated=True, seat_creator=False, seed="s"
    )
    await svc.add_ai(rec.id, BOB, "heuristic")
    await svc.add_ai(rec.id, BOB, "random")
    started = await svc.start(rec.id, BOB)
    assert started.outcome is not None  # the AIs play it to its end
    strong = [r for r in await svc.player_ratings("ai:heuristic") if r.scope == GLOBAL]
    assert len(strong) == 1 and strong[0].matches == 2 and strong[0].wins >= 1
    assert {r.player for r in await svc.leaderboard("babel", "g2")} == {
        "ai:heuristic",
        "ai:random",
    }


async def test_recompute_gives_identical_numbers(svc: MatchService) -> None:
    plays = [
        ("c1", [ALICE, BOB], BOB, "g1"),
        ("c2", [BOB, CAROL], BOB, "g1"),
        ("c3", [CAROL, ALICE, BOB], CAROL, "g2"),
        ("c4", [ALICE, CAROL], ALICE, "g2"),
        ("c5", [ALICE, BOB], ALICE, "g1"),
    ]
    for channel, users, loser, guild in plays:
        game = "antike" if len(users) > 2 else "babel"
        match_id = await _human_match(svc, channel, users, guild=guild, game=game)
        await svc.resign(match_id, loser)
    aborted = await _human_match(svc, "c6", [ALICE, BOB])
    await svc.abort(aborted, ALICE)
    players = [ALICE, BOB, CAROL]
    before = await _everything(svc, players)
    assert {r.scope for r in before} == {"g1", "g2", GLOBAL}
    assert sum(r.matches for r in before if r.scope == GLOBAL) == 11
    assert {r.game for r in before} == {"babel", "antike"}
    assert await svc.recompute_ratings() == 5
    assert await _everything(svc, players) == before  # every float bit for bit


async def test_matches_of_one_player_finishing_together_are_both_rated(
    svc: MatchService,
) -> None:
    first = await _human_match(svc, "c1", [ALICE, BOB])
    second = await _human_match(svc, "c2", [ALICE, CAROL])
    await asyncio.gather(svc.resign(first, BOB), svc.resign(second, CAROL))
    alice = [r for r in await svc.player_ratings(ALICE) if r.scope == GLOBAL]
    assert [(r.matches, r.wins) for r in alice] == [(2, 2)]  # neither rating was lost
    others = [r for p in (BOB, CAROL) for r in await svc.player_ratings(p) if r.scope == GLOBAL]
    assert [(r.matches, r.losses) for r in others] == [(1, 1), (1, 1)]
