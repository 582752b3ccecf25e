"""Fault injection: human-against-AI matches of all five games played by a worker process
that is killed with SIGKILL at random moments, restarted, and finally left to finish.

``strategos chaos --db LOCATION --kills N`` (or ``python -m bench.chaos``) opens matches of
every game (one human seat, the rest AI), then runs a worker N times, each killed after a
random while, and once more to drain. A worker is what a bot process does without Discord:
the match service over the database (the outbox on, short holds and leases so that a dead
worker's claims run out within a second or two), the timer dispatcher, and a human playing
random legal moves as slash commands would — each move acknowledged on stdout only after
it was stored, and answered like an interaction: most answers are "taken by Discord" (the
post is written to the channel and its outbox rows marked done), some fail (the rows go
back to the outbox for the dispatcher to post).

The channel is a file (``channel.jsonl`` beside the report): every message a channel would
show, written with one ``write`` call (a kill cannot leave half of one). It behaves as
Discord does: a post whose nonce was seen shows nothing new (``enforce_nonce``), and a
worker reads it back before posting a board a dead worker may have shown already (as the
bot reads the channel's last messages).

At the end it checks, and reports as JSON: no acknowledged move missing from the log
(``lost``), no active match waiting on an AI seat (``frozen``), no outbox row left to post
(``unposted``) nor any settled as posted that no message shows (``unseen``), no outbox row
shown in two messages (``duplicates``), and every match replaying to its stored hashes
(``replay_failures``). Exit status 0 only when all are zero.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

GAMES = {"babel": 2, "duellum": 2, "antike": 3, "nations": 2, "polis": 2}
HUMAN = "chaos:human"
HOLD = 1.5  # seconds a worker holds its own posts (the bot: 60)
GRACE = 1.0  # seconds before an AI job may move a match on (the bot: 30)
LEASE = 2.0  # timer lease (the bot: 60)
FAIL_ANSWERS = 0.15  # share of interaction answers Discord refuses


class Channel:
    """The channels the bot posts in, as one append-only file of shown messages."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.nonces: set[str] = set()
        self.boards: dict[int, int] = {}  # match → newest version shown
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                self._index(json.loads(line))

    def _index(self, msg: dict[str, Any]) -> None:
        if msg.get("nonce"):
            self.nonces.add(msg["nonce"])
        if msg.get("version") is not None:
            m = int(msg["match"])
            self.boards[m] = max(self.boards.get(m, 0), int(msg["version"]))

    def show(self, **msg: Any) -> bool:
        """Post a message; False when Discord drops it (a nonce seen before)."""
        if msg.get("nonce") and msg["nonce"] in self.nonces:
            return False
        line = (json.dumps(msg) + "\n").encode()
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line)
        finally:
            os.close(fd)
        self._index(msg)
        return True

    def shows_board(self, match_id: int, version: int) -> bool:
        return self.boards.get(match_id, -1) >= version


def say(**fields: Any) -> None:
    sys.stdout.write(json.dumps(fields) + "\n")
    sys.stdout.flush()


async def _human_move(svc: Any, rng: random.Random) -> tuple[int, Any] | None:
    """A random legal move for the human in a random match where they are to act."""
    from rules.games import get_game

    matches = await svc.store.list_matches(status="active")
    rng.shuffle(matches)
    for rec in matches:
        game = get_game(rec.game)
        seats = await svc.store.seats(rec.id)
        seat = next((s.seat for s in seats if s.user == HUMAN), None)
        state = game.load_state(rec.state)
        if seat is None or seat not in game.active_seats(state):
            continue
        legal = list(game.legal_actions(state, seat))
        if legal:
            return rec.id, game.dump_action(rng.choice(legal))
    return None


async def worker(db: str, channel_path: Path, seed: int, drain: float | None) -> int:
    from rules.games import get_game
    from service import MatchService
    from service.errors import ServiceError
    from service.posts import BOARD_KINDS, Notice
    from service.timers import TimerDispatcher
    from storage import open_store

    store = await open_store(db)
    svc = MatchService(store, timer_owner=f"chaos:{os.getpid()}", timer_lease=LEASE)
    svc.post_hold, svc.ai_job_grace = HOLD, GRACE
    channel = Channel(channel_path)

    async def notify(notices: list[Notice]) -> None:
        for n in notices:
            board = n.kind in BOARD_KINDS
            seen = n.version is not None and channel.shows_board(n.match.id, n.version)
            if board and n.attempts > 1 and seen:
                continue  # a dead worker's answer showed it: settled, not posted again
            channel.show(
                kind=n.kind,
                match=n.match.id,
                keys=n.keys,
                nonce=n.nonce,
                version=n.version if board else None,
            )

    for game in GAMES:  # loaded before the clock starts: a kill should find work under way
        get_game(game)
    dispatcher = TimerDispatcher(svc, notify=notify, poll=0.2)
    task = asyncio.create_task(dispatcher.run())
    say(ready=os.getpid())
    rng = random.Random(seed)
    if drain is None:
        while True:
            picked = await _human_move(svc, rng)
            if picked is None:
                await asyncio.sleep(0.05)
                continue
            match_id, action = picked
            request = uuid.uuid4().hex
            try:
                result = await svc.act(match_id, HUMAN, action, request_id=request, hold_posts=True)
            except ServiceError:
                continue  # the AI job moved first: look again
            say(ack=request, match=match_id)
            if rng.random() < FAIL_ANSWERS:  # Discord refused the answer: the outbox posts
                await svc.unposted(result.posts, delay=0.0)
                continue
            channel.show(
                kind="answer",
                match=match_id,
                keys=result.posts,
                nonce=None,
                version=result.match.version,
            )
            await svc.posted(result.posts)
            await asyncio.sleep(rng.uniform(0.0, 0.02))
    deadline = time.monotonic() + drain
    while time.monotonic() < deadline:
        await asyncio.sleep(0.25)
        if await _settled(svc):
            break
    dispatcher.stop()
    await task
    await store.close()
    say(drained=True)
    return 0


async def _frozen(svc: Any) -> list[int]:
    from rules.games import get_game

    out = []
    for rec in await svc.store.list_matches(status="active"):
        game = get_game(rec.game)
        ai = {s.seat for s in await svc.store.seats(rec.id) if s.ai is not None}
        if game.active_seats(game.load_state(rec.state)) & ai:
            out.append(rec.id)
    return out


async def _settled(svc: Any) -> bool:
    return not await svc.store.outbox(pending=True) and not await _frozen(svc)


async def setup(db: str, seed: int, channel: Channel) -> list[int]:
    from service import MatchService
    from storage import open_store

    store = await open_store(db)
    try:
        svc = MatchService(store)
        made = []
        for game, players in GAMES.items():
            rec = await svc.create(
                game, channel=f"chaos:{game}:{seed}", creator=HUMAN, seed=f"chaos-{seed}-{game}"
            )
            for _ in range(players - 1):
                await svc.add_ai(rec.id, HUMAN, "heuristic")
            started = await svc.start(rec.id, HUMAN, hold_posts=True)
            channel.show(
                kind="answer",
                match=rec.id,
                keys=started.posts,
                nonce=None,
                version=started.match.version,
            )
            await svc.posted(started.posts)
            made.append(rec.id)
        return made
    finally:
        await store.close()


async def check(db: str, acked: dict[str, int], channel_path: Path) -> dict[str, Any]:
    from service import MatchService
    from service.replay import verify_match
    from storage import open_store

    store = await open_store(db)
    try:
        svc = MatchService(store)
        lost = [r for r, m in acked.items() if await store.request_seen(m, r) is None]
        frozen = await _frozen(svc)
        rows = await store.outbox()
        unposted = [r.key for r in rows if r.posted_at is None]
        shown: dict[str, int] = {}
        boards: dict[int, int] = {}
        messages = 0
        if channel_path.exists():
            for line in channel_path.read_text(encoding="utf-8").splitlines():
                msg = json.loads(line)
                messages += 1
                for key in msg.get("keys") or []:
                    shown[key] = shown.get(key, 0) + 1
                if msg.get("version") is not None:
                    m = int(msg["match"])
                    boards[m] = max(boards.get(m, 0), int(msg["version"]))
        duplicates = sorted(k for k, n in shown.items() if n > 1)
        unseen = [
            r.key
            for r in rows
            if r.posted_at is not None
            and r.result == "posted"
            and r.key not in shown
            and boards.get(r.match_id, -1) < int(r.payload.get("version", 1 << 62))
        ]
        replays = [await verify_match(store, rec) for rec in await store.list_matches()]
        return {
            "acked": len(acked),
            "lost": len(lost),
            "frozen": len(frozen),
            "outbox_rows": len(rows),
            "taken_over": sum(1 for r in rows if r.attempts > 1),  # posted by another try
            "unposted": len(unposted),
            "unseen": len(unseen),
            "duplicates": len(duplicates),
            "messages": messages,
            "replay_failures": sum(1 for r in replays if not r.ok),
        }
    finally:
        await store.close()


def _spawn(db: str, channel: Path, seed: int, drain: float | None) -> Any:
    import subprocess

    cmd = [sys.executable, "-m", "bench.chaos", "--worker", "--db", db, "--channel", str(channel)]
    cmd += ["--seed", str(seed)]
    if drain is not None:
        cmd += ["--drain", str(drain)]
    return subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=os.getcwd()
    )


def run_chaos(
    db: str,
    kills: int,
    *,
    seed: int = 1,
    work: tuple[float, float] = (1.0, 4.0),
    drain: float = 60.0,
    folder: Path | None = None,
) -> dict[str, Any]:
    """Set up, kill a worker ``kills`` times, drain, check (see the module docstring)."""
    started = time.perf_counter()
    rng = random.Random(seed)
    folder = folder or Path(tempfile.mkdtemp(prefix="strategos-chaos-"))
    channel = folder / "channel.jsonl"
    asyncio.run(setup(db, seed, Channel(channel)))
    acked: dict[str, int] = {}
    for n in range(kills):
        child = _spawn(db, channel, seed * 1000 + n, None)
        assert child.stdout is not None
        ready = child.stdout.readline()
        if not ready:
            raise RuntimeError("the chaos worker did not start")
        time.sleep(rng.uniform(*work))
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate()
        for line in out.splitlines():
            try:
                msg = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut by the kill was never acknowledged
            if "ack" in msg:
                acked[msg["ack"]] = int(msg["match"])
    final = _spawn(db, channel, seed * 1000 + kills, drain)
    final.communicate(timeout=drain + 60)
    report = asyncio.run(check(db, acked, channel))
    report.update(
        {
            "kills": kills,
            "backend": "postgresql" if db.startswith("postgres") else "sqlite",
            "seconds": round(time.perf_counter() - started, 1),
        }
    )
    return report


FAILURES = ("lost", "frozen", "unposted", "unseen", "duplicates", "replay_failures")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.chaos", description=__doc__)
    p.add_argument("--db", required=True, help="SQLite file or postgresql:// URL")
    p.add_argument("--kills", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--channel", help=argparse.SUPPRESS)
    p.add_argument("--drain", type=float, default=None, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.worker:
        return asyncio.run(worker(args.db, Path(args.channel), args.seed, args.drain))
    report = run_chaos(args.db, args.kills, seed=args.seed)
    print(json.dumps(report))
    return 0 if all(report[k] == 0 for k in FAILURES) else 1


if __name__ == "__main__":
    sys.exit(main())
