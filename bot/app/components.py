"""Buttons and selects that survive restarts (``DynamicItem``): the custom id carries the match,
and for moves the state version, so a click on an old message is refused politely instead of
applying a move to a position the player never saw. The views that lay them out under each
message are in ``bot/app/views.py``. The id is not trusted for where it is used: every
callback first checks that its match is the match of that channel and guild
(``bot/app/origin.py``).

Custom ids (all ≤ 100 characters):
  ``s:<match>``                           open your private panel (hand and moves)
  ``f:<match>``                           the whole board as it is now, privately
  ``q:<match>:<version>:<type>``          a move with no options (end the turn)
  ``b:<match>:<version>:<notation>``      an answer play waits for (fight or not…)
  ``o:<match>:<version>:<notation>``      the caller's legal moves so beginning: one is made,
                                          several are offered privately (a card's places)
  ``a:<match>:<version>``                 select one legal move (value = its notation)
  ``t:<match>:<version>:<type>:<page>``   show the moves of one type (page of 25)
  ``t:<match>:<version>:<type>:<page>:<p|n>``  the previous / next page of that type
  ``m:<match>:<version>``                 pick several cards at once (a discard)
  ``l:<match>:<op>``                      lobby: join, ai, start, leave
  ``u:<match>:<version>:<y|n>``           approve or refuse an undo
  ``c:<match>``                           claim a win on time
  ``r:<match>:<version>``                 make a repeated move again after all (confirmed)
  ``x:<match>:<version>:<y|n>``           confirm or cancel a resignation
  ``y:<page>:<p|n>``                      ``/mine``: the presser's own list, that page
  ``h:<game>``                            how to play that game here (private, the presser's
                                          language)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self

import discord

from bot.app.host import BotAPI, host_of
from bot.app.i18n import locale_of, tr
from bot.app.origin import check_component

if TYPE_CHECKING:
    from bot.app.gameui import GameUI

PAGE = 25
MAX_LABEL = 100
KIND_BUTTONS = 13  # with the two page buttons three rows; the select takes a row of its own


def _bot(interaction: discord.Interaction[Any]) -> BotAPI:
    return host_of(interaction)


def _short(text: str, limit: int = MAX_LABEL) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _button(
    label: str, style: discord.ButtonStyle, custom_id: str, disabled: bool = False
) -> discord.ui.Button[Any]:
    """A button whose label fits (Discord allows 80 characters)."""
    return discord.ui.Button(
        label=_short(label, 80), style=style, custom_id=custom_id, disabled=disabled
    )


class _Guarded:
    """Every callback runs through the bot's error handler: no click ever goes unanswered.
    Before anything else, the match the custom id names must be the match of the channel
    (and guild) the component was used in (``bot/app/origin.py``): a forged id is refused."""

    match_id: int

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = _bot(interaction)
        reply = bot.rt.arm(interaction)  # defers in time, whatever the work below awaits
        try:
            await check_component(bot.rt.svc, interaction, self.match_id)
            await self.run(bot, interaction)
        except Exception as exc:  # answered in the player's language by the handler
            await bot.rt.report_error(interaction, exc)
        finally:
            reply.stop()

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        raise NotImplementedError


class MovesButton(
    _Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"s:(?P<m>\d+)"
):
    def __init__(self, match_id: int, label: str = "…") -> None:
        self.match_id = match_id
        super().__init__(_button(label, discord.ButtonStyle.primary, f"s:{match_id}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MovesButton:
        return cls(int(match["m"]))

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.send_panel(interaction, self.match_id)


class FullBoardButton(
    _Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"f:(?P<m>\d+)"
):
    """The whole board, privately, of the match as it is when pressed (no version: an old
    message's button shows the position now); the channel's post shows the phone picture."""

    def __init__(self, match_id: int, label: str = "…") -> None:
        self.match_id = match_id
        super().__init__(_button(label, discord.ButtonStyle.secondary, f"f:{match_id}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FullBoardButton:
        return cls(int(match["m"]))

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.show_board(interaction, self.match_id)


class QuickButton(
    _Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"q:(?P<m>\d+):(?P<v>\d+):(?P<t>[a-z_]+)",
):
    def __init__(self, match_id: int, version: int, action_type: str, label: str = "…") -> None:
        self.match_id, self.version, self.action_type = match_id, version, action_type
        super().__init__(
            _button(label, discord.ButtonStyle.secondary, f"q:{match_id}:{version}:{action_type}")
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> QuickButton:
        return cls(int(match["m"]), int(match["v"]), match["t"])

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.perform(
            interaction, self.match_id, {"type": self.action_type}, expected_version=self.version
        )


NOTATION = r"(?P<m>\d+):(?P<v>\d+):(?P<n>[a-z0-9_ ]+)"  # match, version, a move's notation


class AnswerButton(
    _Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"b:" + NOTATION,
):
    """One answer to a decision play waits for (fight or not, a start city…), under the
    public board; the value is the move's notation, checked by the rules on click."""

    PREFIX: ClassVar[str] = "b"
    STYLE: ClassVar[discord.ButtonStyle] = discord.ButtonStyle.primary

    def __init__(
        self, match_id: int, version: int, move: str, label: str = "…", disabled: bool = False
    ) -> None:
        self.match_id, self.version, self.move = match_id, version, move
        super().__init__(
            _button(label, self.STYLE, f"{self.PREFIX}:{match_id}:{version}:{move}"[:100], disabled)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(int(match["m"]), int(match["v"]), match["n"])

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.perform(interaction, self.match_id, self.move, expected_version=self.version)


class MenuButton(AnswerButton, template=r"o:" + NOTATION):
    """The moves that begin with a notation (``buy 1 3``: a card, into one of five places),
    for whoever presses: their only such move is made at once; several are offered in a
    private select; none is tried as it stands, so the rules say why it cannot be made.
    Built and read back as an answer button, under its own prefix and style."""

    PREFIX = "o"
    STYLE = discord.ButtonStyle.secondary

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        from bot.app.errors import BotError
        from bot.app.gameui import ui_for
        from bot.app.outgoing import Outgoing
        from rules.core.errors import NotYourTurn, RuleError
        from service import ServiceError

        user = await bot.rt.seen(interaction)
        info = await bot.rt.svc.status(self.match_id, user)
        if info.match.version != self.version:
            raise ServiceError("service.error.stale_view")
        ui = ui_for(info.match.game)
        locale = locale_of(interaction)
        options = await bot.rt.offload.run(
            f"menu:{ui.game.id}", menu_options, ui, info.view, info.legal, self.move, locale
        )
        if len(options) == 1:
            return await bot.rt.perform(
                interaction, self.match_id, options[0][0], expected_version=self.version
            )
        if not options:  # the refusal the caller needs: not seated, not their turn, the rule
            if info.viewer_seat is not None and not info.legal:
                raise NotYourTurn("core.error.not_your_turn")
            try:
                ui.game.parse_notation(self.move)
            except RuleError:  # a kind of move ("deploy") they have none of now
                if info.viewer_seat is not None:
                    raise BotError("bot.complete.none") from None
            return await bot.rt.perform(
                interaction, self.match_id, self.move, expected_version=self.version
            )
        view = discord.ui.View(timeout=None)
        view.add_item(
            ActSelect(self.match_id, self.version, options, tr(locale, "bot.panel.placeholder"))
        )
        await bot.rt.answer(
            interaction, Outgoing(content=tr(locale, "bot.panel.choose"), view=view, ephemeral=True)
        )


def menu_options(
    ui: GameUI, view: Any, legal: Sequence[Any], move: str, locale: str
) -> list[tuple[str, str]]:
    """The caller's legal moves that begin with ``move`` as (notation, label)."""
    return [
        (n, ui.move_label(view, a, locale))
        for a in legal
        if (n := ui.game.notation(a)) == move or n.startswith(move + " ")
    ]


class ActSelect(
    _Guarded, discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"a:(?P<m>\d+):(?P<v>\d+)"
):
    def __init__(
        self,
        match_id: int,
        version: int,
        options: Sequence[tuple[str, str]] = (),
        placeholder: str | None = None,
    ) -> None:
        self.match_id, self.version = match_id, version
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"a:{match_id}:{version}",
            placeholder=_short(placeholder, 150) if placeholder else None,
            options=[
                discord.SelectOption(label=_short(label), value=value[:100])
                for value, label in options[:PAGE]
            ]
            or [discord.SelectOption(label="—", value="-")],
        )
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActSelect:
        return cls(int(match["m"]), int(match["v"]))

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values
        if not values:
            return await bot.rt.send_panel(interaction, self.match_id)
        await bot.rt.perform(interaction, self.match_id, values[0], expected_version=self.version)


class TypeButton(
    _Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"t:(?P<m>\d+):(?P<v>\d+):(?P<t>[a-z_]+):(?P<p>\d+)(?::(?P<d>[pn]))?",
):
    """A kind of move (page 0), or with ``step`` (``p``/``n``) the previous or next page of
    the kind shown: the step keeps the ids of one panel distinct from the kind buttons'."""

    def __init__(
        self,
        match_id: int,
        version: int,
        action_type: str,
        page: int,
        label: str = "…",
        current: bool = False,
        step: str | None = None,
        disabled: bool = False,
    ) -> None:
        self.match_id, self.version, self.action_type, self.page = (
            match_id,
            version,
            action_type,
            page,
        )
        suffix = f":{step}" if step else ""
        super().__init__(
            _button(
                label,
                discord.ButtonStyle.success if current else discord.ButtonStyle.secondary,
                f"t:{match_id}:{version}:{action_type}:{page}{suffix}",
                disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TypeButton:
        return cls(int(match["m"]), int(match["v"]), match["t"], int(match["p"]), step=match["d"])

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.send_panel(
            interaction,
            self.match_id,
            action_type=self.action_type,
            page=self.page,
            edit=True,
            expected_version=self.version,
        )


class PickSelect(
    _Guarded, discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"m:(?P<m>\d+):(?P<v>\d+)"
):
    def __init__(
        self,
        match_id: int,
        version: int,
        options: Sequence[tuple[str, str]] = (),
        count: int = 1,
        placeholder: str | None = None,
    ) -> None:
        self.match_id, self.version = match_id, version
        opts = [discord.SelectOption(label=_short(lbl), value=val) for val, lbl in options[:PAGE]]
        count = max(1, min(count, len(opts) or 1))
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"m:{match_id}:{version}",
            placeholder=_short(placeholder, 150) if placeholder else None,
            min_values=count,
            max_values=count,
            options=opts or [discord.SelectOption(label="—", value="-")],
        )
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(int(match["m"]), int(match["v"]))

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.perform_pick(
            interaction, self.match_id, list(self.item.values), expected_version=self.version
        )


class LobbyButton(
    _Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"l:(?P<m>\d+):(?P<op>join|ai|start|leave)",
):
    STYLES = {
        "join": discord.ButtonStyle.primary,
        "ai": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.danger,
    }

    def __init__(self, match_id: int, op: str, label: str = "…") -> None:
        self.match_id, self.op = match_id, op
        super().__init__(_button(label, self.STYLES[op], f"l:{match_id}:{op}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["m"]), match["op"])

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.lobby_op(interaction, self.match_id, self.op)


class UndoButton(
    _Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"u:(?P<m>\d+):(?P<v>\d+):(?P<vote>[yn])",
):
    def __init__(self, match_id: int, version: int, vote: str, label: str = "…") -> None:
        self.match_id, self.version, self.vote = match_id, version, vote
        super().__init__(
            _button(
                label,
                discord.ButtonStyle.success if vote == "y" else discord.ButtonStyle.danger,
                f"u:{match_id}:{version}:{vote}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> UndoButton:
        return cls(int(match["m"]), int(match["v"]), match["vote"])

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.answer_undo(
            interaction, self.match_id, self.vote == "y", expected_version=self.version
        )


class ClaimButton(
    _Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"c:(?P<m>\d+)"
):
    def __init__(self, match_id: int, label: str = "…") -> None:
        self.match_id = match_id
        super().__init__(_button(label, discord.ButtonStyle.danger, f"c:{match_id}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ClaimButton:
        return cls(int(match["m"]))

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.claim(interaction, self.match_id)


class RepeatButton(
    _Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"r:(?P<m>\d+):(?P<v>\d+)"
):
    """Confirms a move the player just made once already (see ``Runtime.ask_repeat``)."""

    def __init__(self, match_id: int, version: int, label: str = "…") -> None:
        self.match_id, self.version = match_id, version
        super().__init__(_button(label, discord.ButtonStyle.primary, f"r:{match_id}:{version}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RepeatButton:
        return cls(int(match["m"]), int(match["v"]))

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        await bot.rt.confirm_repeat(interaction, self.match_id, self.version)


class ResignButton(
    _Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"x:(?P<m>\d+):(?P<v>\d+):(?P<answer>[yn])",
):
    """The answer to "are you sure?" after /match resign (shown only to the one resigning)."""

    def __init__(self, match_id: int, version: int, answer: str, label: str = "…") -> None:
        self.match_id, self.version, self.answer = match_id, version, answer
        style = discord.ButtonStyle.danger if answer == "y" else discord.ButtonStyle.secondary
        super().__init__(_button(label, style, f"x:{match_id}:{version}:{answer}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ResignButton:
        return cls(int(match["m"]), int(match["v"]), match["answer"])

    async def run(self, bot: BotAPI, interaction: discord.Interaction[Any]) -> None:
        if self.answer == "n":
            text = tr(locale_of(interaction), "bot.resign.kept")
            await bot.rt.edit(interaction, content=text, view=None)
            return
        user = await bot.rt.seen(interaction)
        result = await bot.rt.svc.resign(
            self.match_id, user, expected_version=self.version, hold_posts=True
        )
        await bot.rt.answer_state(interaction, self.match_id, result=result)


class MinePageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"y:(?P<page>\d{1,4}):(?P<step>[pn])"
):
    """A page of ``/mine``. It names no match: whoever presses it sees their own list
    (it sits under a private message or in a DM), so there is no origin to check."""

    def __init__(self, page: int, step: str, label: str = "…", disabled: bool = False) -> None:
        self.page = max(page, 0)
        super().__init__(
            _button(label, discord.ButtonStyle.secondary, f"y:{self.page}:{step}", disabled)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MinePageButton:
        return cls(int(match["page"]), match["step"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = _bot(interaction)
        reply = bot.rt.arm(interaction)
        try:
            await bot.rt.mine_page(interaction, self.page)
        except Exception as exc:
            await bot.rt.report_error(interaction, exc)
        finally:
            reply.stop()


class HelpButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"h:(?P<game>[a-z_]{1,40})"
):
    """ "How to play" under a lobby: the game's help, privately. It names no match and shows
    nothing of one, so it needs no origin check; an unknown game is refused."""

    def __init__(self, game_id: str, label: str = "…") -> None:
        self.game_id = game_id
        super().__init__(_button(label, discord.ButtonStyle.secondary, f"h:{game_id}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HelpButton:
        return cls(match["game"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = _bot(interaction)
        reply = bot.rt.arm(interaction)
        try:
            await bot.rt.show_help(interaction, self.game_id)
        except Exception as exc:
            await bot.rt.report_error(interaction, exc)
        finally:
            reply.stop()


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    MovesButton,
    FullBoardButton,
    QuickButton,
    AnswerButton,
    MenuButton,
    ActSelect,
    TypeButton,
    PickSelect,
    LobbyButton,
    UndoButton,
    ClaimButton,
    RepeatButton,
    ResignButton,
    MinePageButton,
    HelpButton,
)
