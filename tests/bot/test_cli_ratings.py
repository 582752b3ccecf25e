"""``strategos ratings``: a game's leaderboard as JSON lines, and ``--recompute`` rebuilding
every rating from the stored results to the same numbers."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.cli import main
from service import MatchService
from storage import open_store


async def _two_rated_matches(db: Path) -> list[tuple[str, float, float]]:
    async with await open_store(db) as store:
        svc = MatchService(store)
        for n, loser in ((1, "u2"), (2, "u1"), (3, "u2")):
            rec = await svc.create("babel", channel=f"c{n}", creator="u1", guild="g", seed=str(n))
            await svc.join(rec.id, "u2")
            await svc.start(rec.id, "u1")
            await svc.resign(rec.id, loser)
        return [(r.player, r.mu, r.sigma) for r in await svc.leaderboard("babel", "global")]


def test_leaderboard_and_recompute(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "r.db"
    before = asyncio.run(_two_rated_matches(db))
    assert [p for p, _, _ in before] == ["u1", "u2"]
    assert main(["ratings", "--recompute", "--db", str(db)]) == 0
    assert json.loads(capsys.readouterr().out) == {"recomputed": True, "rated_matches": 3}
    assert main(["ratings", "--game", "babel", "--scope", "g", "--db", str(db)]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["player"], r["mu"], r["sigma"]) for r in rows] == before
    assert [(r["wins"], r["losses"]) for r in rows] == [(2, 1), (1, 2)]


def test_a_leaderboard_needs_a_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "r.db"
    asyncio.run(_two_rated_matches(db))
    assert main(["ratings", "--db", str(db)]) == 2
    assert "--game" in capsys.readouterr().err
    assert main(["ratings", "--game", "chess", "--db", str(db)]) == 2
    assert "chess" in capsys.readouterr().err
