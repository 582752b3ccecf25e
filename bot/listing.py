"""``strategos matches``: the saved matches as a table, to find the one to resume.

One row per match, newest first: id, game, status, who plays (each seat), whose turn it is,
when it last changed and the options that differ from the game's defaults. By default only
the matches still waiting or in play; ``everything`` adds the finished and aborted ones.
With ``player`` (a user id, ``--player``), only the matches that user sits in, as
``/mine`` lists them: those waiting for that user first.
"""

from __future__ import annotations

import time
from typing import Any

from bot.location import Location
from bot.location import shown as shown_db
from bot.table import resume_command
from rules.core import Msg
from rules.games import get_game
from service.i18n import render
from storage import MatchRecord, SeatRecord, open_store

COLUMNS = ("id", "game", "status", "players", "turn", "updated", "options")
TABLE_PREFIX = "table:"
HUMAN_PREFIX = "table:human:"


def _t(locale: str, key: str, **params: Any) -> str:
    return render(Msg(key=key, params=params), locale)


def _seat_name(seat: SeatRecord, index: int, ai_n: int, locale: str) -> str:
    if seat.ai is not None:
        return _t(locale, "table.ai", n=ai_n, kind=seat.ai)
    if seat.user.startswith(HUMAN_PREFIX):
        return _t(locale, "table.player", n=index + 1)
    return _t(locale, "bot.cli.matches.user", id=seat.user)


def _names(seats: list[SeatRecord], locale: str) -> dict[int, str]:
    """Each seat's name, by seat number (by joining order while in the lobby)."""
    ordered = sorted(seats, key=lambda s: (s.seat is None, s.seat or 0, s.joined_at))
    out: dict[int, str] = {}
    ai_n = 0
    for i, seat in enumerate(ordered):
        if seat.ai is not None:
            ai_n += 1
        out[seat.seat if seat.seat is not None else i] = _seat_name(seat, i, ai_n, locale)
    return out


def _turn(rec: MatchRecord, names: dict[int, str], locale: str) -> str:
    if rec.status != "active" or rec.state is None:
        return _t(locale, f"service.status.{rec.status}")
    game = get_game(rec.game)
    active = sorted(game.active_seats(game.load_state(rec.state)))
    return ", ".join(names.get(i, str(i + 1)) for i in active) or "—"


def _options(rec: MatchRecord) -> str:
    """``key=value`` for each option that is not the game's default."""
    try:
        defaults = get_game(rec.game).options(None).model_dump(mode="json")
    except Exception:
        defaults = {}
    changed = [
        f"{k}={json_value(v)}" for k, v in sorted(rec.options.items()) if defaults.get(k) != v
    ]
    return " ".join(changed) or "—"


def json_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _when(ts: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))


def format_rows(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    out = []
    for row in [header, *rows]:
        out.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
    return out


def _active_users(rec: MatchRecord, seats: list[SeatRecord]) -> set[str]:
    if rec.status != "active" or rec.state is None:
        return set()
    game = get_game(rec.game)
    active = game.active_seats(game.load_state(rec.state))
    return {s.user for s in seats if s.seat in active}


async def list_matches(
    db: Location, *, everything: bool, locale: str, program: str, player: str | None = None
) -> list[str]:
    """The lines ``strategos matches`` prints (``db``: a SQLite file or a PostgreSQL URL)."""
    async with await open_store(db) as store:
        recs = await store.list_matches()
        if not recs:
            return [_t(locale, "bot.cli.matches.none", db=shown_db(db))]
        shown = [r for r in recs if everything or r.status in ("lobby", "active")]
        seated: dict[int, list[SeatRecord]] = {}
        if player is not None:
            statuses = ("active", "lobby") + (("finished", "aborted") if everything else ())
            mine: list[tuple[bool, MatchRecord]] = []
            for status in statuses:
                for rec in await store.user_matches(player, status=status):
                    seated[rec.id] = await store.seats(rec.id)
                    waiting = player in _active_users(rec, seated[rec.id])
                    mine.append((waiting, rec))
            # the matches waiting for the player first, each group newest first
            mine.sort(key=lambda m: (not m[0], -m[1].updated_at, -m[1].id))
            shown = [rec for _, rec in mine]
            if not shown:
                return [_t(locale, "bot.cli.matches.none_player", id=player, db=shown_db(db))]
        if not shown:
            return [_t(locale, "bot.cli.matches.none_open", db=shown_db(db))]
        rows: list[list[str]] = []
        resumable: MatchRecord | None = None
        for rec in shown:
            seats = seated.get(rec.id) or await store.seats(rec.id)
            names = _names(seats, locale)
            rows.append(
                [
                    str(rec.id),
                    rec.game,
                    _t(locale, f"service.status.{rec.status}"),
                    ", ".join(names[k] for k in sorted(names)) or "—",
                    _turn(rec, names, locale),
                    _when(rec.updated_at),
                    _options(rec),
                ]
            )
            table = rec.channel.startswith(TABLE_PREFIX)
            if resumable is None and rec.status == "active" and table:
                resumable = rec
    header = [_t(locale, f"bot.cli.matches.{c}") for c in COLUMNS]
    lines = format_rows(header, rows)
    if resumable is not None:
        command = resume_command(program, resumable.game, db, resumable.id)
        lines += ["", _t(locale, "bot.cli.matches.resume", command=command)]
    return lines
