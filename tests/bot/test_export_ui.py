"""``/match export``: while a match runs, the record holds only what the one asking may know
(no seed, no hashes, other seats' moves only as their public lines); once it is over, the
whole record, which ``strategos replay --file`` proves. One private answer with two files."""

from __future__ import annotations

import json
import random
from typing import Any

from rules.games import get_game
from service.records import verify_record
from tests.bot.conftest import ALICE, BRUNO
from tests.bot.harness import Sent, Table
from tests.bot.test_interactions import only_reply, started


async def _moves(table: Table, match_id: int, count: int) -> None:
    svc = table.bot.rt.svc
    game = get_game("babel")
    rng = random.Random(5)
    for _ in range(count):
        rec = await svc.store.get_match(match_id)
        state = game.load_state(rec.state or "")
        seat = min(game.active_seats(state))
        user = next(s.user for s in await svc.store.seats(match_id) if s.seat == seat)
        action = rng.choice(list(game.legal_actions(state, seat)))
        await svc.act(match_id, user, game.dump_action(action))


def _files(reply: Sent, match_id: int) -> tuple[dict[str, Any], str]:
    assert set(reply.files) == {f"match-{match_id}.json", f"match-{match_id}-en.txt"}
    record = json.loads(reply.files[f"match-{match_id}.json"])
    return record, reply.files[f"match-{match_id}-en.txt"].decode()


async def test_a_running_match_is_exported_as_the_asker_sees_it(table: Table) -> None:
    thread, match_id, _ = await started(table)
    await _moves(table, match_id, 8)
    sent = await table.command(ALICE, "match export", where=thread)
    assert len(sent) == 1  # one request: the answer carries both files
    reply = only_reply(sent)
    assert reply.ephemeral and "still under way" in reply.content
    record, text = _files(reply, match_id)
    seats = {s.user: s.seat for s in await table.bot.rt.svc.store.seats(match_id)}
    mine = seats[str(ALICE.id)]
    assert record["complete"] is False
    assert "seed" not in record and "final_state_hash" not in record
    assert [s["name"] for s in sorted(record["seats"], key=lambda s: s["seat"])] == [
        "Alice" if seats[str(ALICE.id)] == 0 else "Bruno",
        "Bruno" if seats[str(ALICE.id)] == 0 else "Alice",
    ]
    assert len(record["actions"]) == 8
    for entry in record["actions"]:
        assert "state_hash" not in entry and "payload" not in entry
        assert entry["time"].endswith("Z")
        assert ("action" in entry) == (entry["seat"] == mine and entry["kind"] == "action")
        for event in entry["events"]:
            assert set(event["private"]) <= {str(mine)}
    assert f"Match #{match_id} · Babel · " in text.splitlines()[0]
    # nothing of the running record can be replayed
    assert "cannot be replayed" in reply.content


async def test_a_finished_match_is_exported_whole_and_replays(table: Table) -> None:
    thread, match_id, _ = await started(table)
    await _moves(table, match_id, 6)
    await table.bot.rt.svc.resign(match_id, str(BRUNO.id))
    refused = only_reply(await table.command(ALICE, "match export", where=thread))
    assert refused.ephemeral  # no match under way here: the number is needed
    reply = only_reply(await table.command(ALICE, "match export", where=thread, match=match_id))
    record, text = _files(reply, match_id)
    assert record["complete"] is True and record["seed"] and record["status"] == "finished"
    assert all("state_hash" in a and "payload" in a for a in record["actions"])
    assert len(record["actions"]) == 7  # six moves and the resignation
    result = verify_record(record)
    assert result.ok and result.actions == 7
    assert text.rstrip().splitlines()[-1].startswith("Result: Alice")
    record["actions"][2]["state_hash"] = "0" * 16
    assert not verify_record(record).ok
    unknown = only_reply(await table.command(BRUNO, "match export", where=thread, match=99))
    assert unknown.ephemeral and "#99" in unknown.content
