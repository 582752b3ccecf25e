"""Board pictures for the offline table: one PNG per stored action in a folder of its own.

``<root>/<db>-match-<id>/<seq>.png`` is the board after log entry ``seq`` (``0.png`` the
opening position when nothing is logged yet) and ``latest.png`` always the newest; ``<db>``
is the database's name (``bot.location.db_name``), so two databases whose pictures go to one
folder never write into each other's match folders. ``latest-phone.png`` is the newest
position's phone picture (what the turn is about, readable on a small screen), for the games
that draw one. Pictures show the
public view only, like the ones posted on Discord, so they never reveal a hand.

Drawing happens on one worker thread, off the terminal's prompt: the table hands over the
stored log and goes on reading the player's input while the pictures are drawn.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from rules.games import get_game
from service.replay import replay_log
from storage import ActionRecord, MatchRecord

LATEST = "latest.png"
LATEST_PHONE = "latest-phone.png"


def match_folder(root: Path, match_id: int, db: str) -> Path:
    """The folder of one match's pictures; ``db`` is the database's short name."""
    return root / f"{db}-match-{match_id}"


def prepare_root(folder: Path) -> Path:
    """Create a folder that must take files; ``OSError`` when it cannot be made or written."""
    folder.mkdir(parents=True, exist_ok=True)
    if not os.access(folder, os.W_OK | os.X_OK):
        raise PermissionError(13, os.strerror(13), str(folder))
    return folder


def prepare(root: Path, match_id: int, db: str) -> Path:
    """Create the match's folder; ``OSError`` when it cannot be created or written."""
    return prepare_root(match_folder(root, match_id, db))


def _write(path: Path, data: bytes) -> None:
    """Write whole files only: a viewer watching ``latest.png`` never sees half a picture."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


class BoardWriter:
    """Draws the pictures of one match, in order, on a worker thread."""

    def __init__(self, folder: Path, locale: str = "en") -> None:
        self.folder = folder
        self.locale = locale
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="strategos-boards")
        self._lock = threading.Lock()
        self._done = -1  # the last sequence number drawn (the worker's alone)
        self._queued = -1  # the last sequence number handed over (the caller's alone)
        self._failure: str | None = None
        self._reported = False
        self._state: Any = None  # the state after ``_state_seq`` (the worker's alone)
        self._state_seq = -1

    def update(
        self,
        rec: MatchRecord,
        seat_count: int,
        actions: Sequence[ActionRecord],
        names: Sequence[str],
        *,
        only_latest: bool = False,
    ) -> None:
        """Draw what the log added since the last call (``only_latest``: just the newest)."""
        last = actions[-1].seq if actions else 0
        if last <= self._queued:
            return
        self._queued = last
        self._pool.submit(self._draw, rec, seat_count, list(actions), list(names), only_latest)

    def failure(self) -> str | None:
        """Why drawing stopped working, once (then None again)."""
        with self._lock:
            if self._failure is None or self._reported:
                return None
            self._reported = True
            return self._failure

    def close(self, *, wait: bool = True) -> None:
        """Finish the pictures under way (``wait=False``: drop those not started yet)."""
        self._pool.shutdown(wait=wait, cancel_futures=not wait)

    # --- the worker ------------------------------------------------------------------
    def _draw(
        self,
        rec: MatchRecord,
        seat_count: int,
        actions: list[ActionRecord],
        names: list[str],
        only_latest: bool,
    ) -> None:
        try:
            views = self._views(rec, seat_count, actions, only_latest)
            for i, (seq, view) in enumerate(views):
                self._save(rec.game, seq, view, names, newest=i == len(views) - 1)
        except Exception as exc:  # a picture never stops the game; the table says why once
            with self._lock:
                self._failure = f"{type(exc).__name__}: {exc}"

    def _views(
        self, rec: MatchRecord, seat_count: int, actions: list[ActionRecord], only_latest: bool
    ) -> list[tuple[int, Any]]:
        """The public view after each log entry not drawn yet, oldest first.

        The worker keeps the last state it reached and applies only the new moves; an undo
        (which goes back to an older state) replays the whole log instead."""
        game = get_game(rec.game)
        if rec.state is None:
            return []
        current = game.load_state(rec.state)
        last = actions[-1].seq if actions else 0
        new = [a for a in actions if a.seq > self._done]
        out: list[tuple[int, Any]] | None = None
        if only_latest or not actions or len(new) <= 1:
            out = [(last, game.view(current, None))]
        elif self._state is not None and all(a.kind != "undo" for a in new):
            out = self._apply(game, [a for a in actions if a.seq > self._state_seq], rec.state)
        if out is None:  # the first pictures of a match, or after an undo: the whole log
            out = [
                (act.seq, game.view(state, None))
                for act, state, _stack in replay_log(game, rec, seat_count, actions)
                if act.seq > self._done
            ]
        self._state, self._state_seq = current, last
        return out

    def _apply(
        self, game: Any, new: list[ActionRecord], stored: str
    ) -> list[tuple[int, Any]] | None:
        """The views after each new move, applied to the last state reached; None when the
        result is not the stored state (the caller then replays the log)."""
        state = self._state
        out: list[tuple[int, Any]] = []
        for act in new:
            if act.kind == "action" and act.seat is not None:
                state = game.apply(state, act.seat, game.parse_action(act.payload["action"])).state
            if act.seq > self._done:
                out.append((act.seq, game.view(state, None)))
        return out if game.dump_state(state) == stored else None

    def _save(self, game_id: str, seq: int, view: Any, names: list[str], *, newest: bool) -> None:
        """The board after ``seq``; the newest of a batch also as ``latest.png``, with its
        phone picture (the older ones are passed over at once: no phone picture for them)."""
        from bot.render import has_renderer, render_board, render_pair

        if not has_renderer(game_id):
            return
        phone = None
        if newest:
            phone, png = render_pair(game_id, view, names, self.locale)
        else:
            png = render_board(game_id, view, names, self.locale)
        _write(self.folder / f"{seq}.png", png)
        if newest:
            _write(self.folder / LATEST, png)
            if phone is not None:
                _write(self.folder / LATEST_PHONE, phone)
        self._done = seq
