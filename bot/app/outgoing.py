"""One Discord message to send, as keyword arguments: what the runtime, the message builders
(``present``) and the components hand each other."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord

MAX_CONTENT = 1900


@dataclass
class Outgoing:
    """Keyword arguments for one Discord message send."""

    content: str | None = None
    embed: discord.Embed | None = None
    files: list[discord.File] = field(default_factory=list)
    view: discord.ui.View | None = None
    mentions: list[int] = field(default_factory=list)
    ephemeral: bool = False

    def kwargs(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "allowed_mentions": discord.AllowedMentions(
                everyone=False,
                roles=False,
                replied_user=False,
                users=[discord.Object(id=u) for u in self.mentions],
            ),
            "ephemeral": self.ephemeral,
        }
        if self.content:
            out["content"] = self.content[:MAX_CONTENT]
        if self.embed is not None:
            out["embed"] = self.embed
        if self.files:
            out["files"] = self.files
        if self.view is not None:
            out["view"] = self.view
        return out
