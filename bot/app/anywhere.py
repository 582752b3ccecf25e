"""The commands about a player rather than one match: ``/mine`` (every match they sit in, in
any server), ``/help [game]`` (how a game runs here), ``/follow`` (a match they do not
play, by DM) and ``/notices`` (a DM when their own turn begins, or a daily digest).

They are top-level commands, not ``/match`` subcommands: Discord counts every name,
description and translation of a command and its subcommands against 8,000 characters, and
``/match`` has no room left for them; and a top-level command carries its own contexts, so
``/mine``, ``/help`` and ``/notices`` are offered in the user's DM with the bot as well as
in servers, while ``/follow``, which names the match of its thread, is offered in servers only. (The
``/match`` subcommands about one match refuse in a DM with ``bot.error.in_dm``.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.i18n import cmd, locale_of, tr
from bot.app.outgoing import Outgoing
from rules.games import registered_games

if TYPE_CHECKING:
    from bot.app.runtime import CogHost

Interaction = discord.Interaction[Any]

FOLLOW_NOTICES = [
    app_commands.Choice(name=cmd(f"bot.follow.choice.{c}"), value=c)
    for c in ("result", "turns", "stop")
]
NOTICE_MODES = [
    app_commands.Choice(name=cmd(f"bot.notices.mode.{m}"), value=m)
    for m in ("off", "turn", "digest")
]


def _names(command: str, *options: str) -> tuple[dict[str, Any], dict[str, Any]]:
    names = {o: cmd(f"cmd.{command}.{o}.name") for o in options}
    descs = {o: cmd(f"cmd.{command}.{o}.desc") for o in options}
    return names, descs


def _command(name: str) -> dict[str, Any]:
    """A top-level command's names; its answer (and a late deferral) is private."""
    return {
        "name": cmd(f"cmd.{name}.name"),
        "description": cmd(f"cmd.{name}.desc"),
        "extras": {"private": True},
    }


_mine_names, _mine_descs = _names("mine", "page")
_help_names, _help_descs = _names("help", "game")
_follow_names, _follow_descs = _names("follow", "notices")
_notices_names, _notices_descs = _names("notices", "mode", "hour")


class AnywhereCog(commands.Cog):
    def __init__(self, bot: CogHost) -> None:
        self.bot = bot

    @app_commands.command(**_command("mine"))
    @app_commands.rename(**_mine_names)
    @app_commands.describe(**_mine_descs)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    async def mine(
        self, interaction: Interaction, page: app_commands.Range[int, 1, 100] = 1
    ) -> None:
        """Every match the caller sits in, in any server: usable anywhere, a DM too."""
        await self.bot.rt.mine_page(interaction, page - 1, edit=False)

    @app_commands.command(**_command("help"))
    @app_commands.rename(**_help_names)
    @app_commands.describe(**_help_descs)
    @app_commands.choices(
        game=[app_commands.Choice(name=cmd(f"bot.game.{g}"), value=g) for g in registered_games()]
    )
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    async def help(self, interaction: Interaction, game: str | None = None) -> None:
        """How a game runs here; in a match's thread, that match's game by default."""
        await self.bot.rt.show_help(interaction, game)

    @app_commands.command(**_command("follow"))
    @app_commands.rename(**_follow_names)
    @app_commands.describe(**_follow_descs)
    @app_commands.choices(notices=FOLLOW_NOTICES)
    @app_commands.guild_only()
    async def follow(self, interaction: Interaction, notices: str = "result") -> None:
        """Follow this thread's match without a seat: its result by DM, each turn's too if
        asked; ``stop`` ends it. ``/mine`` lists followed matches apart."""
        rt = self.bot.rt
        rec = await rt.match_here(interaction)
        user = await rt.seen(interaction)
        locale = locale_of(interaction)
        if notices == "stop":
            had = await rt.svc.unfollow(rec.id, user)
            text = tr(locale, "bot.follow.stopped" if had else "bot.follow.not_following")
        else:
            await rt.svc.follow(rec.id, user, turns=notices == "turns", locale=locale)
            text = tr(locale, f"bot.follow.{notices}", match=rec.id)
        rt.stored(interaction)
        await rt.answer(interaction, Outgoing(content=text, ephemeral=True))

    @app_commands.command(**_command("notices"))
    @app_commands.rename(**_notices_names)
    @app_commands.describe(**_notices_descs)
    @app_commands.choices(mode=NOTICE_MODES)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    async def notices(
        self,
        interaction: Interaction,
        mode: str | None = None,
        hour: app_commands.Range[int, 0, 23] | None = None,
    ) -> None:
        """The caller's DMs about their turns: shown, or changed to ``mode`` (and the daily
        digest's local ``hour``); usable anywhere, a DM too."""
        rt = self.bot.rt
        user = await rt.seen(interaction)
        locale = locale_of(interaction)
        changes: dict[str, Any] = {}
        if mode is not None:
            changes["mode"] = mode
        if hour is not None:
            changes["digest_hour"] = hour
        if changes:
            current = await rt.svc.update_notice_prefs(user, changes)
            rt.stored(interaction)
        else:
            current = await rt.svc.notice_prefs(user)
        text = tr(locale, "bot.notices.show", mode=tr(locale, f"bot.notices.mode.{current.mode}"))
        if current.mode == "digest":
            zone = (await rt.svc.user_settings(user)).timezone
            text += "\n" + tr(locale, "bot.notices.digest_at", hour=current.digest_hour, zone=zone)
        if current.blocked:
            text += "\n" + tr(locale, "bot.notices.blocked")
        await rt.answer(interaction, Outgoing(content=text, ephemeral=True))
