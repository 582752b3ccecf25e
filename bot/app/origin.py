"""Where an interaction comes from decides which match it may touch.

A button's or select's custom id names its match (``l:<match>:join``, ``a:<match>:<version>``;
see ``bot/app/components.py``), and Discord only checks that the component is on a message the
user can see. So before anything else, every component's callback (``_Guarded``) asks
``check_component``: the match it names must be the match of the channel or thread it was
used in, and of that guild. Private panels are ephemeral messages in the match's own channel,
so their components pass; every component the bot posts is in its match's channel (answers,
lobby posts, timer notices), none in DMs. Slash commands find their match by the channel
(``Runtime.match_here``) and are held to the guild by ``check``.

A refusal changes nothing (not even the caller's remembered name), is one sentence in the
caller's language, and one warning line in the log naming ids only, never a move or a card.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from service import MatchService, ServiceError
from storage import MatchRecord

log = logging.getLogger("strategos.bot")

ELSEWHERE = "bot.error.other_match"  # a component of a match in another channel or guild
NOT_HERE = "service.error.no_match_here"  # a command: this guild has no match here


class Elsewhere(ServiceError):
    """The interaction names a match that is not the one of its channel and guild."""


def here(interaction: discord.Interaction[Any], rec: MatchRecord) -> bool:
    """Whether ``rec`` is the match of the interaction's channel and guild."""
    guild = None if interaction.guild_id is None else str(interaction.guild_id)
    return rec.channel == str(interaction.channel_id) and rec.guild == guild


def check(interaction: discord.Interaction[Any], rec: MatchRecord, key: str = NOT_HERE) -> None:
    """Refuse (``Elsewhere``, with the sentence ``key``) unless ``rec`` belongs here."""
    if here(interaction, rec):
        return
    log.warning(
        "refused %s by user %s in channel %s of guild %s: match %s is in channel %s of guild %s",
        _what(interaction),
        interaction.user.id,
        interaction.channel_id,
        interaction.guild_id,
        rec.id,
        rec.channel,
        rec.guild,
    )
    raise Elsewhere(key)


async def check_component(
    svc: MatchService, interaction: discord.Interaction[Any], match_id: int
) -> MatchRecord:
    """The match a component names, if it is the match of the channel it was used in."""
    rec = await svc.store.get_match(match_id)
    check(interaction, rec, ELSEWHERE)
    return rec


def _what(interaction: discord.Interaction[Any]) -> str:
    """The command, or the component's kind (its custom id's prefix: no move, no card)."""
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    return f"component {custom_id.split(':', 1)[0]}:" if custom_id else str(interaction.type)
