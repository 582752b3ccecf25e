"""What ``/match export`` attaches: the match's record as JSON (``service.records``), with
the players' names, and its log as text in the reader's language."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from bot.app.i18n import msg, tr
from rules.core import Outcome
from service.matches import name_players
from service.records import Export


def record_json(export: Export, names: Sequence[str]) -> bytes:
    """The record with each seat's name beside its player (names by seat number)."""
    record = dict(export.record)
    record["seats"] = [
        {**seat, "name": names[i] if i < len(names) else None}
        for i, seat in enumerate(record["seats"])
    ]
    return json.dumps(record, ensure_ascii=False, indent=1).encode()


def log_text(export: Export, names: Sequence[str], locale: str) -> bytes:
    """Every line of the log the reader may read, numbered, with the acting player's name."""
    rec = export.match
    out = [
        tr(
            locale,
            "bot.export.log.head",
            match=rec.id,
            game=tr(locale, f"bot.game.{rec.game}"),
            players=", ".join(names),
        ),
        "",
    ]
    by_user = {
        s.user: names[s.seat] for s in export.seats if s.seat is not None and s.seat < len(names)
    }

    def named(m: Any) -> str:
        return msg(locale, name_players(m, lambda user: by_user.get(user, user)))

    for line in export.log:
        for seat, m in line.messages:
            who = f"{names[seat]}: " if seat is not None and seat < len(names) else ""
            out.append(f"{line.seq:>4}  {who}{named(m)}")
    if rec.outcome:
        result = _result(rec.outcome, names, named)
        out.extend(["", tr(locale, "bot.export.log.result", result=result)])
    return ("\n".join(out) + "\n").encode()


def _result(outcome: dict[str, Any], names: Sequence[str], named: Callable[[Any], str]) -> str:
    result = Outcome.model_validate(outcome)
    winners = ", ".join(names[w] for w in result.winners if w < len(names))
    reason = named(result.reason) if result.reason is not None else ""
    return " · ".join(part for part in (winners, reason) if part)
