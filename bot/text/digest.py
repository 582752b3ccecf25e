"""A player's daily digest (``service.digests``) as the text of one direct message, from the
outbox row's payload alone: no Discord, so the CLI shows the same words offline.

One block per waiting match: the game and match, whose turn it is, the deadline, how many
moves were made since the reader's last one with the last few of them (the thread's public
lines), and the jump link to the thread. Blocks that would pass Discord's 2,000 characters
are counted at the end instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Msg
from service.core import name_players
from service.i18n import normalize_locale, render

MAX_CONTENT = 2000  # Discord's limit on a message's text


def jump_link(guild: str | None, channel: str) -> str:
    """The link that opens a match's thread from anywhere (a DM included)."""
    return f"https://discord.com/channels/{guild or '@me'}/{channel}"


def mention(user: str) -> str:
    return f"<@{user}>" if user.isdigit() else user


def discord_time(t: float) -> str:
    """A moment as a Discord timestamp, which each reader's app shows in their own zone."""
    return f"<t:{int(t)}:R>"


def _tr(locale: str, key: str, **params: Any) -> str:
    return render(Msg(key=key, params=params), locale)


def _seat_names(
    seats: list[dict[str, Any]], locale: str, name: Callable[[str], str]
) -> dict[int, str]:
    out: dict[int, str] = {}
    ai_n = 0
    for s in sorted(seats, key=lambda s: int(s["seat"])):
        if s.get("ai"):
            ai_n += 1
            kind = _tr(locale, f"bot.ai.{s['ai']}")
            out[int(s["seat"])] = _tr(locale, "bot.ai_name", n=ai_n, kind=kind)
        else:
            out[int(s["seat"])] = name(str(s["user"]))
    return out


def _block(
    entry: dict[str, Any], locale: str, name: Callable[[str], str], when: Callable[[float], str]
) -> str:
    names = _seat_names(list(entry.get("seats", [])), locale, name)
    game = _tr(locale, f"bot.game.{entry['game']}")
    lines = [
        _tr(
            locale,
            "bot.digest.match",
            game=game,
            match=int(entry["match"]),
            players=", ".join(name(str(u)) for u in entry.get("to_act", [])),
        )
    ]
    if entry.get("deadline"):
        lines.append(_tr(locale, "bot.deadline", due=when(float(entry["deadline"]))))
    moves = int(entry.get("moves", 0))
    if moves:
        lines.append(_tr(locale, "bot.digest.since", count=moves))
        for seat, raw in entry.get("lines", []):
            text = render(name_players(Msg.model_validate(raw), name), locale)
            label = names.get(int(seat)) if seat is not None else None
            lines.append(f"- **{label}** {text}" if label else f"- {text}")
    else:
        lines.append(_tr(locale, "bot.digest.none_since"))
    lines.append(_tr(locale, "bot.dm.jump", link=jump_link(entry.get("guild"), entry["channel"])))
    return "\n".join(lines)


def digest_text(
    payload: dict[str, Any],
    *,
    name: Callable[[str], str] = mention,
    when: Callable[[float], str] = discord_time,
) -> str:
    """The digest's message in the reader's language (the payload's ``locale``). ``name``
    names a player (a mention by default), ``when`` shows a moment (a Discord timestamp)."""
    locale = normalize_locale(str(payload.get("locale") or ""))
    entries = list(payload.get("matches", []))
    more = int(payload.get("more", 0))
    head = _tr(locale, "bot.digest.title", count=len(entries) + more)
    blocks: list[str] = []
    used = len(head)
    for i, entry in enumerate(entries):
        block = _block(entry, locale, name, when)
        # room kept for the closing line that counts the matches left out
        if used + len(block) + 2 > MAX_CONTENT - 120:
            more += len(entries) - i
            break
        blocks.append(block)
        used += len(block) + 2
    parts = [head, *blocks]
    if more:
        parts.append(_tr(locale, "bot.digest.more", count=more))
    return "\n\n".join(parts)
