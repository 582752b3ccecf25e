"""Match records offline: ``strategos replay --file`` proves a finished match's record and
refuses a running one's; ``strategos play --from record.json --at N`` opens the position
after action N as a new table match whose log replays, ready to play on against the AI."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest

import bot.cli
from bot.cli import main
from bot.table import copy_to_table
from rules.core import state_hash
from rules.games import get_game
from service import MatchService
from service.records import RecordError
from service.replay import verify_match
from storage import open_store


async def _exported(db: Path, moves: int, *, finish: bool) -> dict[str, Any]:
    game = get_game("babel")
    rng = random.Random(3)
    async with await open_store(db) as store:
        svc = MatchService(store)
        rec = await svc.create("babel", channel="c", creator="u1", guild="g", seed="s")
        await svc.join(rec.id, "u2")
        await svc.start(rec.id, "u1")
        for _ in range(moves):
            now = await store.get_match(rec.id)
            state = game.load_state(now.state or "")
            seat = min(game.active_seats(state))
            user = next(s.user for s in await store.seats(rec.id) if s.seat == seat)
            action = rng.choice(list(game.legal_actions(state, seat)))
            await svc.act(rec.id, user, game.dump_action(action))
        if finish:
            await svc.resign(rec.id, "u2")
        return (await svc.export(rec.id, "u1")).record


def _write(tmp_path: Path, name: str, record: dict[str, Any]) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def test_replay_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = asyncio.run(_exported(tmp_path / "a.db", 10, finish=True))
    good = _write(tmp_path, "good.json", record)
    assert main(["replay", "--file", str(good)]) == 0
    assert json.loads(capsys.readouterr().out) == {"match": 1, "actions": 11, "ok": True}
    record["actions"][4]["payload"]["action"] = record["actions"][5]["payload"]["action"]
    bad = _write(tmp_path, "bad.json", record)
    assert main(["replay", "--file", str(bad)]) == 1
    assert "match 1:" in capsys.readouterr().err
    assert main(["replay", "--file", str(tmp_path / "none.json")]) == 2
    assert "cannot be read as a match record" in capsys.readouterr().err


def test_a_running_record_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = asyncio.run(_exported(tmp_path / "a.db", 4, finish=False))
    assert "seed" not in record
    path = _write(tmp_path, "running.json", record)
    assert main(["replay", "--file", str(path)]) == 2
    assert "cannot be replayed" in capsys.readouterr().err
    assert main(["play", "--from", str(path), "--at", "2", "--db", str(tmp_path / "t.db")]) == 2


async def _copy(record: dict[str, Any], at: int, db: Path) -> tuple[Any, list[Any], bool]:
    match_id = await copy_to_table(record, at, ["human", "ai"], db)
    async with await open_store(db) as store:
        rec = await store.get_match(match_id)
        proved = (await verify_match(store, rec)).ok
        return rec, await store.actions(match_id), proved


def test_a_copy_opens_after_action_n(tmp_path: Path) -> None:
    record = asyncio.run(_exported(tmp_path / "a.db", 10, finish=True))
    rec, log, proved = asyncio.run(_copy(record, 6, tmp_path / "t.db"))
    assert proved and rec.status == "active" and rec.channel.startswith("table:")
    # the record's first six moves, then whatever the AI answered there
    assert [a.payload for a in log[:6]] == [a["payload"] for a in record["actions"][:6]]
    assert log[5].state_hash == record["actions"][5]["state_hash"]
    if len(log) == 6:
        assert state_hash(rec.state or "") == record["actions"][5]["state_hash"]
    for at, key in ((11, "over_by_then"), (40, "no_action")):
        with pytest.raises(RecordError) as refused:
            asyncio.run(copy_to_table(record, at, None, tmp_path / "t.db"))
        assert refused.value.msg.key == f"service.record.{key}"
    with pytest.raises(RecordError) as seats:
        asyncio.run(copy_to_table(record, 3, ["human"], tmp_path / "t.db"))
    assert seats.value.msg.key == "service.record.seats"


def test_play_from_opens_the_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    record = asyncio.run(_exported(tmp_path / "a.db", 10, finish=True))
    path = _write(tmp_path, "r.json", record)

    def leave(_prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr(bot.cli, "_read_line", leave)
    db = str(tmp_path / "t.db")
    args = ["play", "--from", str(path), "--at", "4", "--db", db, "--no-boards"]
    assert main([*args, "--seats", "human,ai"]) == 0
    out = capsys.readouterr().out
    assert "--resume" in out  # saved, to be continued
    assert main([*args[:3], "--db", db]) == 2
    assert "--from and --at go together" in capsys.readouterr().err
    assert main([*args, "--seed", "x"]) == 2
    assert "--seed" in capsys.readouterr().err
    assert main(["play", "--from", str(path), "--at", "11", "--db", db]) == 2
    assert "already over after action 11" in capsys.readouterr().err
