"""``MatchService.my_matches``: a user's lobbies and matches in play, theirs to move first,
with whose turn it is, the deadline and the last move's time (both backends)."""

from __future__ import annotations

from rules.games import get_game
from service import MatchService

A, B, C = "1001", "1002", "1003"


async def test_my_matches_puts_the_users_turn_first(svc: MatchService) -> None:
    clock = svc.clock
    made: dict[str, int] = {}
    for n in range(40):  # the seat order is shuffled: until one waits for A and one for B
        rec = await svc.create("babel", channel=f"c:{n}", guild="g", creator=A, seed=f"s{n}")
        await svc.join(rec.id, B)
        await svc.start(rec.id, A)
        key = "a" if A in (await svc.status(rec.id)).to_act else "b"
        if key in made:
            await svc.abort(rec.id, A)
            continue
        made[key] = rec.id
        if len(made) == 2:
            break
    await svc.update_match_settings(made["a"], A, {"timeout_hours": 24})
    lobby = await svc.create("polis", channel="c:lobby", guild="g", creator=A)
    elsewhere = await svc.create("babel", channel="c:else", guild="h", creator=B)
    await svc.join(elsewhere.id, C)
    await svc.start(elsewhere.id, B)

    mine = await svc.my_matches(A)
    assert [m.match.id for m in mine] == [made["a"], made["b"], lobby.id]
    first, second, third = mine
    assert first.yours and first.to_act == [A] and not second.yours and second.to_act == [B]
    assert first.deadline is not None and first.deadline > clock()
    assert second.deadline is not None and first.deadline < second.deadline  # 24 h there
    assert first.last_move is None and third.last_move is None  # nobody moved yet
    # B moves in the match waiting for B: it still lists after the one waiting for A
    info = await svc.status(made["b"], B)
    await svc.act(made["b"], B, get_game("babel").notation(info.legal[0]))
    stored = (await svc.store.last_actions(made["b"], 1))[0]
    moved = next(m for m in await svc.my_matches(A) if m.match.id == made["b"])
    assert moved.last_move == stored.created_at and moved.to_act
    assert third.match.status == "lobby" and third.to_act == []
    assert all(m.match.state is None and m.match.seed == "" for m in mine)  # nothing hidden
    # a match followed without a seat comes last, marked; one of the user's own is not doubled
    followed = await svc.my_matches(A, followed=[elsewhere.id, made["a"], 999_999])
    assert [m.match.id for m in followed][-1] == elsewhere.id
    assert followed[-1].followed and not followed[-1].yours and len(followed) == 4
    assert await svc.my_matches(C, followed=[]) == [
        m for m in await svc.my_matches(C) if m.match.id == elsewhere.id
    ]
