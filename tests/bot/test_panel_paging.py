"""The private panel pages through a long list of one kind of move: previous and next stop at
the ends instead of wrapping, and no two controls of one message share a custom id (Discord
refuses such a message with 400, code 50035)."""

from __future__ import annotations

import random
from collections import Counter

from bot.app.components import PAGE
from tests.bot.harness import Sent, Table
from tests.bot.test_duellum_ui import GAME, only_reply, open_duellum


def ids_ok(panel: Sent) -> list[str]:
    ids = panel.custom_ids()
    assert len(ids) == len(set(ids)), ids
    assert all(len(i) <= 100 for i in ids)
    return ids


def select_values(panel: Sent) -> list[str]:
    return [o["value"] for o in panel.component("a:")["options"]]


async def test_panel_pages_to_the_last_page_and_back(table: Table) -> None:
    m, _start = await open_duellum(table)
    rng = random.Random(3)
    # play seeded moves until the seat to act has more than 25 moves of one kind
    for _ in range(300):
        player = await m.to_act()
        mine = await m.mine(player)
        kind, count = Counter(a.type for a in mine.legal).most_common(1)[0]
        if count > PAGE:
            break
        await m.svc.act(m.id, str(player.id), GAME.notation(rng.choice(mine.legal)))
    else:
        raise AssertionError("no position with more than 25 moves of one kind")
    legal = [GAME.notation(a) for a in mine.legal if a.type == kind]
    pages = (count + PAGE - 1) // PAGE
    version = mine.match.version
    panel = only_reply(await m.t.command(player, "match hand", where=m.thread))
    assert panel.ephemeral
    if f"t:{m.id}:{version}:{kind}:0" in "".join(panel.custom_ids()):
        panel = only_reply(await m.click(player, panel, f"t:{m.id}:{version}:{kind}:0"))
    seen: list[str] = []
    pages_seen: list[list[str]] = []
    for page in range(pages):
        ids_ok(panel)
        assert panel.component(f"t:{m.id}:{version}:{kind}:{max(page - 1, 0)}:p")  # previous
        values = select_values(panel)
        assert len(values) == min(PAGE, count - page * PAGE)
        pages_seen.append(values)
        seen += values
        nxt = next(c for c in _buttons(panel) if c["custom_id"].endswith(":n"))
        if page == pages - 1:
            assert nxt.get("disabled"), "the last page does not wrap to the first"
            break
        assert not nxt.get("disabled")
        reply = only_reply(await m.click(player, panel, nxt["custom_id"]))
        assert reply.payload.get("type") == 7  # the panel is edited in place
        panel = reply
    assert sorted(seen) == sorted(legal)  # every move reachable, the last page included
    # and back from the last page to the first
    for page in range(pages - 1, 0, -1):
        prev = next(c for c in _buttons(panel) if c["custom_id"].endswith(":p"))
        assert not prev.get("disabled")
        panel = only_reply(await m.click(player, panel, prev["custom_id"]))
        ids_ok(panel)
        assert select_values(panel) == pages_seen[page - 1]
    first_prev = next(c for c in _buttons(panel) if c["custom_id"].endswith(":p"))
    assert first_prev.get("disabled")
    # a move from the last page applies
    last = pages_seen[-1][-1]
    for _ in range(pages - 1):
        nxt = next(c for c in _buttons(panel) if c["custom_id"].endswith(":n"))
        panel = only_reply(await m.click(player, panel, nxt["custom_id"]))
    moved = only_reply(await m.click(player, panel, "a:", values=[last]))
    assert not moved.ephemeral
    assert (await m.svc.status(m.id)).match.version > version


def _buttons(panel: Sent) -> list[dict[str, object]]:
    return [
        c
        for row in panel.data.get("components", []) or []
        for c in row.get("components", [])
        if c.get("type") == 2
    ]
