"""``/mine``: every match a user sits in, across every server, theirs to move first.

One private message (in a server) or a DM: an embed with one field per match — the game,
the server and a jump link to the thread, whose turn it is, the deadline and how long ago
the last move was, both as Discord timestamps, which each reader's app shows in their own
time zone — paged with two buttons (``y:<page>:<p|n>``) that show the presser's own list
again. The matches a user follows without a seat (``/follow``) come after theirs,
under their own mark. Everything comes from the database and the client's cache: no call to
Discord before the answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import discord

from bot.app.components import MinePageButton
from bot.app.gameui import ui_for
from bot.app.i18n import tr
from bot.app.names import NameBook
from bot.app.outgoing import Outgoing
from bot.text.digest import jump_link as jump_link  # re-exported
from rules.core.levels import base_of
from service.matches import MyMatch

PER_PAGE = 6  # matches per page: six fields of at most four short lines stay far within 6,000
MAX_FIELD = 1024


def pages(count: int) -> int:
    return max(1, -(-count // PER_PAGE))


async def mine_message(
    entries: Sequence[MyMatch],
    user: str,
    page: int,
    locale: str,
    names: NameBook,
    server_name: Callable[[str | None], str | None],
) -> Outgoing:
    """The page ``page`` (from 0, clamped) of ``user``'s list."""
    total = pages(len(entries))
    page = min(max(page, 0), total - 1)
    shown = entries[page * PER_PAGE : (page + 1) * PER_PAGE]
    yours = sum(1 for e in entries if e.yours)
    embed = discord.Embed(
        title=tr(locale, "bot.mine.title"),
        description=(
            tr(locale, "bot.mine.summary", count=len(entries), yours=yours)
            if entries
            else tr(locale, "bot.mine.none")
        ),
        colour=discord.Colour.dark_gold(),
    )
    for entry in shown:
        name, value = await _field(entry, user, locale, names, server_name)
        embed.add_field(name=name[:256], value=value[:MAX_FIELD], inline=False)
    if total > 1:
        embed.set_footer(text=tr(locale, "bot.mine.page", page=page + 1, pages=total))
    view = None
    if total > 1:
        view = discord.ui.View(timeout=None)
        view.add_item(
            MinePageButton(page - 1, "p", tr(locale, "bot.mine.previous"), disabled=page == 0)
        )
        view.add_item(
            MinePageButton(page + 1, "n", tr(locale, "bot.mine.next"), disabled=page >= total - 1)
        )
    return Outgoing(embed=embed, view=view, ephemeral=True)


async def _field(
    entry: MyMatch,
    user: str,
    locale: str,
    names: NameBook,
    server_name: Callable[[str | None], str | None],
) -> tuple[str, str]:
    rec = entry.match
    game = ui_for(rec.game).game_name(locale)
    server = server_name(rec.guild) or tr(locale, "bot.mine.other_server")
    mark = "bot.mine.followed_title" if entry.followed else "bot.mine.field_title"
    name = tr(locale, mark, game=game, match=rec.id, server=server)
    lines = [tr(locale, "bot.mine.thread", link=jump_link(rec.guild, rec.channel))]
    if rec.status == "lobby":
        lines.append(tr(locale, "bot.mine.lobby", count=len(entry.seats)))
    elif entry.yours:
        others = [u for u in entry.to_act if u != user]
        lines.append(tr(locale, "bot.mine.your_turn", others=len(others)))
    else:
        who = [await _name(u, entry, locale, names) for u in entry.to_act]
        lines.append(tr(locale, "bot.mine.turn_of", players=", ".join(who) or "—"))
    if entry.deadline is not None:
        lines.append(tr(locale, "bot.mine.deadline", due=f"<t:{int(entry.deadline)}:R>"))
    if entry.last_move is not None:
        lines.append(tr(locale, "bot.mine.last_move", when=f"<t:{int(entry.last_move)}:R>"))
    return name, "\n".join(lines)


async def _name(user: str, entry: MyMatch, locale: str, names: NameBook) -> str:
    """A player by name (a mention shows as a bare id in a DM that shares no server)."""
    seat = next((s for s in entry.seats if s.user == user), None)
    if seat is not None and seat.ai is not None:
        return tr(locale, f"bot.ai.{base_of(seat.ai)}")
    return await names.name(user)


def guild_names(client: Any) -> Callable[[str | None], str | None]:
    """A server's name from the client's cache (no request), None when unknown."""

    def name(guild: str | None) -> str | None:
        if guild is None or not guild.isdigit():
            return None
        found = client.get_guild(int(guild)) if hasattr(client, "get_guild") else None
        return str(found.name) if found is not None else None

    return name
