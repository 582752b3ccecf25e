"""A process that stops at each window of delivery, and the bot that comes after it.

The "dead" process is a second match service on the same database under another name (its
holds and claims are never let go, as after SIGKILL); the running bot stands for the process
that restarts, or any other shard. At every window it finishes what the dead one promised:
the board of a stored move is shown once, a timer's notice is shown once, the AI seats
move on — and nothing shows twice (nonces, and a look at the channel before posting a board
again)."""

from __future__ import annotations

import contextlib
import random
from typing import Any

from rules.games import get_game
from service import MatchService
from service.posts import POST_HOLD
from storage import Store
from tests.bot.conftest import ALICE, BRUNO, Clock
from tests.bot.harness import Sent, Table
from tests.bot.test_interactions import started

GAME = get_game("babel")
HOUR = 3600.0


def dead_service(table: Table, clock: Clock) -> MatchService:
    svc = MatchService(table.bot.rt.svc.store, clock=clock, timer_owner="dead:1")
    return svc


def posts_in(table: Table, mark: int, channel: int) -> list[Sent]:
    """What the channel shows of what was sent since ``mark`` (a dropped nonce shows nothing)."""
    return [
        s
        for s in table.discord.since(mark)
        if s.method == "POST"
        and s.path == "/channels/{channel_id}/messages"
        and s.channel == channel
        and not s.deduped
    ]


async def human_move(svc: MatchService, match_id: int, user: str) -> dict[str, Any]:
    rec = await svc.store.get_match(match_id)
    state = GAME.load_state(rec.state or "")
    seat = next(s.seat for s in await svc.store.seats(match_id) if s.user == user)
    return GAME.dump_action(random.Random(1).choice(list(GAME.legal_actions(state, seat))))  # type: ignore[no-any-return]


async def to_act(table: Table, match_id: int) -> str:
    info = await table.bot.rt.svc.status(match_id)
    return info.to_act[0]


async def test_stopped_after_the_moves_commit_the_board_is_posted_once(
    table: Table, clock: Clock
) -> None:
    thread, match_id, _ = await started(table)
    dead = dead_service(table, clock)
    user = await to_act(table, match_id)
    await dead.act(match_id, user, await human_move(dead, match_id, user), hold_posts=True)
    mark = len(table.discord.sent)
    await table.bot.dispatcher.step()
    assert posts_in(table, mark, thread) == []  # held: the dead process may still answer
    clock.now += POST_HOLD + 1
    await table.bot.dispatcher.step()
    (board,) = posts_in(table, mark, thread)
    assert board.data.get("embeds") and board.data.get("nonce")
    store: Store = table.bot.rt.svc.store
    assert await store.outbox(pending=True) == []
    await table.bot.dispatcher.step()
    assert len(posts_in(table, mark, thread)) == 1  # never twice


async def test_stopped_after_its_answer_went_out_the_board_is_not_posted_again(
    table: Table, clock: Clock
) -> None:
    thread, match_id, _ = await started(table)
    store: Store = table.bot.rt.svc.store
    user = await to_act(table, match_id)
    player = ALICE if str(ALICE.id) == user else BRUNO
    move = GAME.parse_action(await human_move(table.bot.rt.svc, match_id, user))
    from bot.app.gameui import ui_for
    from tests.bot.harness import move_command

    ui_path, options = move_command(ui_for("babel"), move)
    # the bot answers the move; then "dies" before it records the post as made
    real = table.bot.rt.svc.posted

    async def dies(_keys: Any) -> None:
        return None

    table.bot.rt.svc.posted = dies  # type: ignore[method-assign]
    answered = await table.command(player, ui_path, where=thread, **options)
    table.bot.rt.svc.posted = real  # type: ignore[method-assign]
    assert any(s.path.endswith("/callback") and not s.refused for s in answered)
    pending = await store.outbox(pending=True)
    assert pending  # Discord showed the answer, but the rows were never marked done
    mark = len(table.discord.sent)
    clock.now += POST_HOLD + 1  # the hold runs out: another process takes them over
    await table.bot.dispatcher.step()
    assert posts_in(table, mark, thread) == []  # it read the channel: the board is there
    assert any(s.method == "GET" for s in table.discord.since(mark))
    assert await store.outbox(pending=True) == []


async def test_stopped_after_a_notice_was_stored_or_posted_it_shows_once(
    table: Table, clock: Clock
) -> None:
    thread, _match_id, _ = await started(table)
    dead = dead_service(table, clock)
    clock.now += 25 * HOUR  # the reminder falls due
    notices = await dead.fire_due(clock.now)  # claimed, completed, its row written: held
    assert [n.kind for n in notices] == ["reminder"]
    # the dead process got as far as Discord taking the post (with its nonce), no further
    await table.bot.post_notices(notices)
    mark = len(table.discord.sent)
    clock.now += POST_HOLD + 1
    await table.bot.dispatcher.step()
    again = [
        s
        for s in table.discord.since(mark)
        if s.method == "POST" and s.path == "/channels/{channel_id}/messages"
    ]
    assert len(again) == 1 and again[0].deduped  # the same nonce: Discord shows nothing new
    assert await table.bot.rt.svc.store.outbox(pending=True) == []
    shown = [m for m in table.discord.shown.get(thread, []) if "<@" in m.get("content", "")]
    assert len([m for m in shown if str(notices[0].users[0]) in m["content"]]) >= 1


async def test_stopped_holding_a_claimed_timer_it_fires_once_from_the_next_process(
    table: Table, clock: Clock
) -> None:
    thread, _match_id, _ = await started(table)
    store: Store = table.bot.rt.svc.store
    clock.now += 25 * HOUR
    held = await store.claim_due_timers("dead:2", clock.now, 60.0)  # and never fires them
    assert held
    mark = len(table.discord.sent)
    await table.bot.dispatcher.step()
    assert posts_in(table, mark, thread) == []
    clock.now += 61
    await table.bot.dispatcher.step()
    assert len(posts_in(table, mark, thread)) == 1
    await table.bot.dispatcher.step()
    assert len(posts_in(table, mark, thread)) == 1


async def test_stopped_before_the_ai_answered_the_match_moves_on(
    table: Table, clock: Clock
) -> None:
    await table.command(ALICE, "match new", game="babel")
    thread = table.discord.threads[-1]
    svc = table.bot.rt.svc
    rec = await svc.in_channel(str(thread))
    await svc.add_ai(rec.id, str(ALICE.id), "heuristic")
    await table.command(ALICE, "match start", where=thread)
    dead = dead_service(table, clock)

    async def stops(*_a: Any, **_k: Any) -> Any:
        raise SystemExit  # the process is gone before the AI answers

    dead._run_ais = stops  # type: ignore[method-assign]
    for _ in range(50):
        user = await to_act(table, rec.id)
        assert user == str(ALICE.id)
        with contextlib.suppress(SystemExit):
            await dead.act(rec.id, user, await human_move(dead, rec.id, user), hold_posts=True)
        info = await svc.status(rec.id)
        if info.to_act != [str(ALICE.id)]:
            break
    else:
        raise AssertionError("no move handed the turn to the AI")
    frozen = await svc.status(rec.id)
    assert str(ALICE.id) not in frozen.to_act  # only the AI may act, and nobody runs it
    mark = len(table.discord.sent)
    clock.now += svc.ai_job_grace + 1
    await table.bot.dispatcher.step()
    moved = await svc.status(rec.id)
    assert moved.match.version > frozen.match.version
    assert moved.to_act == [str(ALICE.id)] or moved.match.status == "finished"
    posts = posts_in(table, mark, thread)
    assert posts and posts[-1].data.get("embeds")
    if moved.match.status == "active":
        assert str(ALICE.id) in posts[-1].mentions_allowed()  # pinged: their turn again
