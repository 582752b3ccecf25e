"""The private panel pages through a long list of one kind of move: previous and next stop at
the ends instead of wrapping, and no two controls of one message share a custom id (Discord
refuses such a message with 400, code 50035)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bot.app.components import PAGE
from tests.bot.harness import Sent, Table, answer_of, slowed
from tests.bot.test_duellum_ui import GAME, only_reply, open_duellum


def ids_ok(panel: Sent) -> list[str]:
    ids = panel.custom_ids()
    assert len(ids) == len(set(ids)), ids
    assert all(len(i) <= 100 for i in ids)
    return ids


def select_values(panel: Sent) -> list[str]:
    return [o["value"] for o in panel.component("a:")["options"]]


async def _many_of_one_kind(m: Any) -> tuple[Any, Any, str, int]:
    """Play seeded moves until the seat to act has more than 25 moves of one kind."""
    rng = random.Random(3)
    for _ in range(300):
        player = await m.to_act()
        mine = await m.mine(player)
        kind, count = Counter(a.type for a in mine.legal).most_common(1)[0]
        if count > PAGE:
            return player, mine, kind, count
        await m.svc.act(m.id, str(player.id), GAME.notation(rng.choice(mine.legal)))
    raise AssertionError("no position with more than 25 moves of one kind")


async def test_panel_pages_to_the_last_page_and_back(table: Table) -> None:
    m, _start = await open_duellum(table)
    player, mine, kind, count = await _many_of_one_kind(m)
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
        assert reply.ephemeral  # and stays the clicker's own
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


async def test_a_late_page_turn_edits_the_private_panel_in_place(
    table: Table, monkeypatch: Any
) -> None:
    """A page turn that runs past the deferral deadline is acknowledged with a deferred
    update and then edits the panel itself (PATCH @original): still private, never a new
    message in the channel."""
    import bot.app.runtime as runtime

    m, _start = await open_duellum(table)
    player, _mine, _kind, _count = await _many_of_one_kind(m)
    panel = only_reply(await m.t.command(player, "match hand", where=m.thread))
    assert panel.ephemeral
    kind_ids = [i for i in panel.custom_ids() if i.startswith("t:")]
    assert kind_ids, panel.custom_ids()
    monkeypatch.setattr(runtime, "private_panel", slowed(runtime.private_panel))
    table.bot.rt.defer_after = 0.05
    sent = await m.click(player, panel, kind_ids[-1])
    ack = next(s for s in sent if s.path.endswith("/callback"))  # (the dispatcher may read)
    assert ack.payload.get("type") == 6  # acknowledged, nothing shown yet
    edit = answer_of(sent)
    assert (edit.method, edit.path.rsplit("/", 1)[-1]) == ("PATCH", "@original")
    assert edit.ephemeral and edit.content
    # (the dispatcher may post the boards of the moves made through the service meanwhile)
    answers = [s for s in sent if not s.data.get("nonce")]
    assert not [s for s in answers if s.method == "POST" and not s.path.endswith("/callback")]


def _buttons(panel: Sent) -> list[dict[str, object]]:
    return [
        c
        for row in panel.data.get("components", []) or []
        for c in row.get("components", [])
        if c.get("type") == 2
    ]
