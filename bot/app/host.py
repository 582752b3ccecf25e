"""What the components and the message builders need of the running bot, as protocols.

The client builds a ``Runtime`` and installs the cogs; the runtime builds messages
(``present``) with buttons (``views``, ``components``); a button's callback reaches the
runtime again through ``interaction.client``. Typed by these protocols, that last step
imports neither the client nor the runtime, so imports run one way: client -> cogs ->
runtime -> present -> views -> components -> host. ``Runtime`` and ``StrategosBot`` meet
them structurally (mypy checks each use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import discord

if TYPE_CHECKING:
    from bot.app.answer import Reply
    from bot.app.names import NameBook
    from bot.app.offload import Offload
    from bot.app.outgoing import Outgoing
    from bot.app.pictures import BoardCache, Pictures
    from service import MatchService
    from service.matches import ActResult

Interaction = discord.Interaction[Any]


class RuntimeAPI(Protocol):
    """The part of ``bot.app.runtime.Runtime`` that components and ``present`` use."""

    @property
    def svc(self) -> MatchService: ...

    @property
    def names(self) -> NameBook: ...

    @property
    def offload(self) -> Offload: ...

    @property
    def pictures(self) -> Pictures: ...

    @property
    def boards(self) -> BoardCache: ...

    async def seen(self, interaction: Interaction) -> str: ...

    async def deadlines(self, match_id: int) -> dict[str, float]: ...

    async def digest(self, match_id: int, user: str, locale: str) -> str: ...

    def arm(self, interaction: Interaction, *, private: bool = False) -> Reply: ...

    async def answer(self, interaction: Interaction, out: Outgoing) -> None: ...

    async def edit(self, interaction: Interaction, **fields: Any) -> None: ...

    async def answer_state(
        self,
        interaction: Interaction,
        match_id: int,
        *,
        result: ActResult | None = None,
        lead: str | None = None,
    ) -> None: ...

    async def report_error(self, interaction: Interaction, exc: BaseException) -> None: ...

    async def perform(
        self,
        interaction: Interaction,
        match_id: int,
        action: str | dict[str, Any],
        *,
        expected_version: int | None = None,
        confirmed: bool = False,
    ) -> None: ...

    async def perform_pick(
        self,
        interaction: Interaction,
        match_id: int,
        values: list[str],
        *,
        expected_version: int,
    ) -> None: ...

    async def send_panel(
        self,
        interaction: Interaction,
        match_id: int,
        *,
        action_type: str | None = None,
        page: int = 0,
        edit: bool = False,
        expected_version: int | None = None,
    ) -> None: ...

    async def lobby_op(self, interaction: Interaction, match_id: int, op: str) -> None: ...

    async def confirm_repeat(
        self, interaction: Interaction, match_id: int, version: int
    ) -> None: ...

    async def answer_undo(
        self, interaction: Interaction, match_id: int, approve: bool, *, expected_version: int
    ) -> None: ...

    async def claim(self, interaction: Interaction, match_id: int) -> None: ...

    async def show_board(self, interaction: Interaction, match_id: int) -> None: ...

    async def mine_page(
        self, interaction: Interaction, page: int, *, edit: bool = True
    ) -> None: ...

    async def show_help(self, interaction: Interaction, game_id: str | None) -> None: ...


@runtime_checkable
class BotAPI(Protocol):
    """The bot as a component's callback finds it (``interaction.client``)."""

    @property
    def rt(self) -> RuntimeAPI: ...


def host_of(interaction: Interaction) -> BotAPI:
    client = interaction.client
    assert isinstance(client, BotAPI)
    return client


def is_moderator(interaction: Interaction) -> bool:
    """May manage the channel's matches (abort, change settings): Discord's own permissions."""
    perms = interaction.permissions
    return bool(perms.manage_threads or perms.manage_channels or perms.administrator)
