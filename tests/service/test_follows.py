"""``/follow`` in the service: a follower's DMs are outbox rows written with the change
they report (the result; each turn handed to a person when asked), on both backends."""

from __future__ import annotations

import pytest

from rules.games import get_game
from service import MatchService, ServiceError
from service.follows import dm_channel

A, B, F, G = "2001", "2002", "2003", "2004"


async def _match(svc: MatchService) -> int:
    rec = await svc.create("babel", channel="c:f", guild="g", creator=A, seed="follow")
    await svc.join(rec.id, B)
    await svc.start(rec.id, A)
    return rec.id


async def _dm_rows(svc: MatchService, match_id: int) -> list[tuple[str, str]]:
    rows = await svc.store.outbox(match_id)
    return [(r.channel, r.kind) for r in rows if r.channel.startswith("dm:")]


async def test_followers_get_the_result_and_if_asked_each_turn(svc: MatchService) -> None:
    match_id = await _match(svc)
    with pytest.raises(ServiceError) as seated:
        await svc.follow(match_id, A, turns=True, locale="en")
    assert seated.value.msg.key == "service.follow.seated"
    await svc.follow(match_id, F, turns=True, locale="el")
    await svc.follow(match_id, G, turns=False, locale="it")
    assert await svc.followed(F) == [match_id] and await svc.followed(G) == [match_id]
    game = get_game("babel")
    # play until the turn passes to the other player
    for _ in range(30):
        info = await svc.status(match_id)
        mover = info.to_act[0]
        legal = (await svc.status(match_id, mover)).legal
        end = [a for a in legal if a.type == "end"]
        await svc.act(match_id, mover, game.notation(end[0] if end else legal[0]))
        if (await svc.status(match_id)).to_act != [mover]:
            break
    rows = await _dm_rows(svc, match_id)
    assert (dm_channel(F), "follow_turn") in rows
    assert all(channel != dm_channel(G) for channel, _ in rows)  # G asked for the result only
    await svc.resign(match_id, A)
    rows = await _dm_rows(svc, match_id)
    assert (dm_channel(F), "follow_result") in rows and (dm_channel(G), "follow_result") in rows
    # the outbox pass hands them over as notices for the follower's DM, in their language
    notices = [n for n in await svc.claim_posts() if n.channel.startswith("dm:")]
    result = next(n for n in notices if n.channel == dm_channel(G) and n.kind == "follow_result")
    assert result.extra["locale"] == "it" and result.extra["outcome"]["winners"]
    with pytest.raises(ServiceError) as over:
        await svc.follow(match_id, F, turns=False, locale="en")
    assert over.value.msg.key == "service.follow.over"


async def test_closed_dms_end_every_follow_and_stop_follows_no_more(svc: MatchService) -> None:
    match_id = await _match(svc)
    await svc.follow(match_id, F, turns=False, locale="en")
    await svc.dms_closed(F, 1.0)
    assert await svc.followed(F) == []
    await svc.resign(match_id, B)
    assert await _dm_rows(svc, match_id) == []  # nothing written for a closed DM
    other = await svc.create("polis", channel="c:g", guild="g", creator=A)
    await svc.follow(other.id, G, turns=False, locale="en")
    assert await svc.unfollow(other.id, G) and not await svc.unfollow(other.id, G)
    assert await svc.followed(G) == []
