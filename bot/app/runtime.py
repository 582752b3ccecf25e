"""The ``Runtime``: turns interactions into match-service calls and answers every one.

Every interaction is answered exactly once, and within Discord's three seconds: a ``Reply``
(``bot/app/answer.py``) is armed before any awaited work and defers if the answer is not out
after ``defer_after``; the board picture is drawn off the event loop. Failures become a short
ephemeral message in the caller's language (``report_error``); nothing is ever left as
"This interaction failed", and an error after a change was stored says it was stored.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import threading
from collections import OrderedDict
from typing import Any, Protocol

import discord
from discord import app_commands

from bot.app import origin, views
from bot.app.answer import ExpiredInteraction, Reply
from bot.app.errors import BotError, MoveSaved, describe_error
from bot.app.gameui import ui_for
from bot.app.help import games_message, help_message
from bot.app.i18n import locale_of, match_locale, msg, tr
from bot.app.mine import guild_names, jump_link, mine_message
from bot.app.names import NameBook
from bot.app.offload import Offload
from bot.app.outgoing import Outgoing
from bot.app.pictures import BoardCache, Mode, Pictures
from bot.app.present import full_board, mention, outcome_line, private_panel, state_message
from bot.text.digest import digest_text
from rules.core import Outcome
from rules.core.levels import base_of
from rules.games import get_game, registered_games
from service import MatchService, ServiceError
from service.errors import RepeatedMove
from service.i18n import normalize_locale as i18n_locale
from service.i18n import preload
from service.matches import ActResult, is_ai, name_players
from storage import MatchRecord

log = logging.getLogger("strategos.bot")

REPEAT_WINDOW = 90.0  # seconds: the same slash-command move again this soon is asked about
REPEAT_KEY = "repeat"  # the move waiting for its confirmation, in the user's settings
ANSWERED_KEPT = 4096  # move requests remembered as acknowledged (see ``perform``)


class CogHost(Protocol):
    """The bot as the cogs (``lobby``, ``games``) use it, so they never import the client
    that installs them."""

    @property
    def rt(self) -> Runtime: ...

    @property
    def tree(self) -> app_commands.CommandTree[Any]: ...

    async def deliver_notices(self, notices: list[Any]) -> None: ...


class Runtime:
    """Everything an interaction handler needs: the service, names, and how to answer."""

    def __init__(
        self, svc: MatchService, *, defer_after: float = 2.0, pictures: Mode = "thread"
    ) -> None:
        self.svc = svc
        self.names = NameBook(svc.store)
        self.defer_after = defer_after
        self.offload = Offload()  # CPU work of answers, off the event loop when it is long
        self.pictures = Pictures(pictures)  # where the boards are drawn
        self.boards = BoardCache()  # the whole boards the "Full board" button showed lately
        # ids of move interactions Discord accepted our response to: a repeat of such a
        # move was seen to go through, so it is deliberate and needs no confirmation
        self.answered: OrderedDict[str, None] = OrderedDict()

    async def warm(self) -> list[tuple[str, str]]:
        """Ready what the first answers would otherwise wait for, off the event loop: the
        message catalogs and each game's data (a first Antike setup reads its map for 60 ms),
        on a worker thread, and the map layouts where the pictures are drawn
        (``Pictures.warm``). Returns the (game, map side) pairs laid out."""
        await asyncio.to_thread(preload)
        await asyncio.to_thread(warm_rules)
        return await self.pictures.warm()

    # --- lookups -------------------------------------------------------------------------
    async def match_here(self, interaction: discord.Interaction[Any]) -> MatchRecord:
        if interaction.guild_id is None:  # a DM: the matches are in servers' threads
            raise BotError("bot.error.in_dm")
        rec = await self.svc.in_channel(str(interaction.channel_id))
        origin.check(interaction, rec)  # and of this guild
        return rec

    async def seen(self, interaction: discord.Interaction[Any]) -> str:
        """The caller's user id as the service knows it; remembers their display name."""
        user = str(interaction.user.id)
        await self.names.remember(user, interaction.user.display_name)
        return user

    async def deadlines(self, match_id: int) -> dict[str, float]:
        return await self.svc.deadlines(match_id)

    async def digest(self, match_id: int, user: str, locale: str) -> str:
        info = await self.svc.status(match_id, None)
        names = await self.names.seat_names(info.seats, locale)
        parts = []
        for seat, m in await self.svc.digest(match_id, user):
            text = msg(locale, name_players(m, mention))
            parts.append(f"**{names[seat]}** {text}" if seat is not None else text)
        return "\n".join(f"- {p}" for p in parts[-8:])

    # --- answering -----------------------------------------------------------------------
    def arm(self, interaction: discord.Interaction[Any], *, private: bool = False) -> Reply:
        """The interaction's ``Reply``, armed on first use: it defers after ``defer_after``."""
        return Reply.of(interaction, after=self.defer_after, private=private)

    def stored(self, interaction: discord.Interaction[Any]) -> None:
        """Mark that this interaction changed something: a later error must not deny it."""
        self.arm(interaction).stored = True

    async def answer(self, interaction: discord.Interaction[Any], out: Outgoing) -> None:
        await self.arm(interaction).send(out.kwargs())

    async def edit(self, interaction: discord.Interaction[Any], **fields: Any) -> None:
        """Edit the message of the component that was used."""
        await self.arm(interaction).edit(**fields)

    async def answer_state(
        self,
        interaction: discord.Interaction[Any],
        match_id: int,
        *,
        result: ActResult | None = None,
        lead: str | None = None,
    ) -> None:
        """Post the new state publicly (the armed ``Reply`` defers if drawing runs long).

        The change's outbox rows (``result.posts``, held for this answer) are marked done
        once Discord took the post; if it did not (the interaction expired, Discord
        failed), they are given back at once and the dispatcher posts the board in the
        channel instead: the move is never left unseen, nor shown twice."""
        self.stored(interaction)
        keys = list(result.posts) if result is not None else []
        try:
            out = await state_message(self, match_id, result=result, lead=lead)
            await self.answer(interaction, out)
        except Exception:
            log.exception("answering match %s failed after the change was stored", match_id)
            await self._give_back(keys)
            raise MoveSaved() from None
        if keys:
            try:
                await self.svc.posted(keys)
            except Exception:  # held rows run out and are posted again: logged, not lost
                log.exception("marking the posts of match %s done failed", match_id)

    async def _give_back(self, keys: list[str]) -> None:
        if not keys:
            return
        try:
            await self.svc.unposted(keys, delay=0.0)  # the dispatcher posts it at once
        except Exception:  # their hold runs out and the dispatcher takes them then
            log.exception("giving back outbox rows %s failed", keys)

    async def report_error(self, interaction: discord.Interaction[Any], exc: BaseException) -> None:
        locale = locale_of(interaction)
        ref = secrets.token_hex(3)
        reply = self.arm(interaction)
        text, expected = describe_error(exc, locale, ref)
        inner = exc.original if isinstance(exc, app_commands.CommandInvokeError) else exc
        if not expected:
            if reply.stored and not isinstance(inner, MoveSaved):
                text = tr(locale, "bot.error.unexpected_saved", ref=ref)
            log.error(
                "unexpected error ref=%s in %s by user %s: %r",
                ref,
                _what(interaction),
                interaction.user.id,
                exc,
                exc_info=(type(exc), exc, exc.__traceback__),
            )
        if reply.expired:  # Discord refuses every call on this token: do not try again
            log.warning("interaction expired; error reply ref=%s not sent", ref)
            return
        try:
            await reply.send(Outgoing(content=text, ephemeral=True).kwargs())
        except (discord.HTTPException, ExpiredInteraction):
            log.warning("could not deliver an error reply ref=%s", ref)

    # --- moves ---------------------------------------------------------------------------
    async def perform(
        self,
        interaction: discord.Interaction[Any],
        match_id: int,
        action: str | dict[str, Any],
        *,
        expected_version: int | None = None,
        confirmed: bool = False,
    ) -> None:
        """Apply a move and post the new state. The interaction id goes with it as the request
        id (the same interaction is never applied twice); a slash command that repeats the
        player's last move moments later is asked about first (``ask_repeat``), unless this
        process saw that earlier move acknowledged (then the player saw it go through)."""
        reply = self.arm(interaction)
        user = await self.seen(interaction)
        command = interaction.type is discord.InteractionType.application_command
        request = str(interaction.id)
        try:
            result = await self.svc.act(
                match_id,
                user,
                action,
                expected_version=expected_version,
                request_id=request,
                repeat_window=REPEAT_WINDOW if command and not confirmed else None,
                answered=self.answered,
                hold_posts=True,
            )
        except RepeatedMove as repeat:
            return await self.ask_repeat(interaction, match_id, user, action, repeat)
        try:
            await self.answer_state(interaction, match_id, result=result)
        finally:
            if reply.acknowledged:
                self.answered[request] = None
                while len(self.answered) > ANSWERED_KEPT:
                    self.answered.popitem(last=False)

    async def ask_repeat(
        self,
        interaction: discord.Interaction[Any],
        match_id: int,
        user: str,
        action: str | dict[str, Any],
        repeat: RepeatedMove,
    ) -> None:
        """The state, privately, and a button to really make the same move again."""
        locale = locale_of(interaction)
        rec = await self.svc.store.get_match(match_id)
        game = get_game(rec.game)
        try:
            parsed = game.parse_notation(action) if isinstance(action, str) else None
            move = game.notation(parsed if parsed is not None else game.parse_action(action))
        except Exception:
            move = str(action)[:80]
        pending = {"match": match_id, "version": repeat.version, "action": action}
        await self.svc.store.set_setting(f"user:{user}", REPEAT_KEY, pending)
        out = await state_message(self, match_id, ping=False)
        out.content = tr(locale, "bot.repeat.asked", move=move, when=f"<t:{int(repeat.at)}:R>")
        out.view = views.repeat_view(match_id, repeat.version, locale)
        out.ephemeral = True
        await self.answer(interaction, out)

    async def confirm_repeat(
        self, interaction: discord.Interaction[Any], match_id: int, version: int
    ) -> None:
        """The player confirmed: make the move they were asked about, if nothing moved since."""
        user = await self.seen(interaction)
        scope = f"user:{user}"
        pending = await self.svc.store.get_setting(scope, REPEAT_KEY)
        if (
            not isinstance(pending, dict)
            or pending.get("match") != match_id
            or pending.get("version") != version
        ):
            raise BotError("bot.repeat.nothing")
        await self.svc.store.set_setting(scope, REPEAT_KEY, None)
        await self.perform(
            interaction, match_id, pending["action"], expected_version=version, confirmed=True
        )

    async def perform_pick(
        self,
        interaction: discord.Interaction[Any],
        match_id: int,
        values: list[str],
        *,
        expected_version: int,
    ) -> None:
        user = await self.seen(interaction)
        info = await self.svc.status(match_id, user)
        if info.match.version != expected_version:
            raise ServiceError("service.error.stale_view")
        ui = ui_for(info.match.game)
        pick = ui.multi_pick(info.view, locale_of(interaction)) if info.view else None
        if pick is None:
            raise ServiceError("bot.error.nothing_to_pick")
        await self.perform(
            interaction, match_id, pick.to_action(values), expected_version=expected_version
        )

    async def send_panel(
        self,
        interaction: discord.Interaction[Any],
        match_id: int,
        *,
        action_type: str | None = None,
        page: int = 0,
        edit: bool = False,
        expected_version: int | None = None,
    ) -> None:
        user = await self.seen(interaction)
        locale = locale_of(interaction)
        out = await private_panel(self, match_id, user, locale, action_type=action_type, page=page)
        rec = await self.svc.store.get_match(match_id)
        if expected_version is not None and rec.version != expected_version:
            out.content = tr(locale, "service.error.stale_view") + "\n" + (out.content or "")
        if edit:
            await self.edit(interaction, content=out.content, view=out.view)
        else:
            await self.answer(interaction, out)

    async def show_board(self, interaction: discord.Interaction[Any], match_id: int) -> None:
        """The whole board of the match now, privately, in the caller's language (the armed
        ``Reply`` defers if the drawing runs long)."""
        await self.answer(interaction, await full_board(self, match_id, locale_of(interaction)))

    # --- lobby ---------------------------------------------------------------------------
    async def lobby_message(self, match_id: int, locale: str | None = None) -> Outgoing:
        info = await self.svc.status(match_id, None)
        rec = info.match
        locale = locale or match_locale(rec.settings)
        game = get_game(rec.game)
        names: list[str] = []
        for s in info.seats:
            if s.ai is not None:
                names.append(
                    tr(
                        locale,
                        "bot.ai_name",
                        n=len(names) + 1,
                        kind=tr(locale, f"bot.ai.{base_of(s.ai)}"),
                    )
                )
            else:
                names.append(mention(s.user))
        embed = discord.Embed(
            title=tr(
                locale, "bot.lobby.title", game=ui_for(rec.game).game_name(locale), match=rec.id
            ),
            description=tr(
                locale,
                "bot.lobby.body",
                creator=mention(rec.creator),
                needed=(
                    str(game.min_players)
                    if game.min_players == game.max_players
                    else f"{game.min_players}\u2013{game.max_players}"  # an en dash
                ),
                count=len(info.seats),
            ),
            colour=discord.Colour.dark_gold(),
        )
        embed.add_field(
            name=tr(locale, "bot.lobby.seats"), value="\n".join(names) or "—", inline=False
        )
        if rec.options:
            embed.add_field(
                name=tr(locale, "bot.lobby.options"),
                value=", ".join(f"{k}={v}" for k, v in rec.options.items())[:1024],
                inline=False,
            )
        return Outgoing(embed=embed, view=views.lobby_view(rec.id, locale, rec.game))

    async def lobby_op(self, interaction: discord.Interaction[Any], match_id: int, op: str) -> None:
        user = await self.seen(interaction)
        if op == "start":
            result = await self.svc.start(match_id, user, hold_posts=True)
            return await self.answer_state(interaction, match_id, result=result)
        if op == "join":
            await self.svc.join(match_id, user)
        elif op == "ai":
            await self.svc.add_ai(match_id, user)
        elif op == "leave":
            await self.svc.leave(match_id, user)
        self.stored(interaction)
        rec = await self.svc.store.get_match(match_id)
        if rec.status == "aborted":
            text = tr(match_locale(rec.settings), "bot.lobby.closed", match=match_id)
            if interaction.type == discord.InteractionType.component:
                await self.edit(interaction, content=text, embed=None, view=None)
            else:
                await self.answer(interaction, Outgoing(content=text))
            return
        out = await self.lobby_message(match_id)
        if interaction.type == discord.InteractionType.component:
            await self.edit(
                interaction,
                embed=out.embed,
                view=out.view,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        else:
            await self.answer(interaction, out)

    # --- undo and time -------------------------------------------------------------------
    async def request_undo(self, interaction: discord.Interaction[Any], match_id: int) -> None:
        user = await self.seen(interaction)
        status = await self.svc.request_undo(match_id, user, hold_posts=True)
        await self._undo_answered(interaction, match_id, status)

    async def answer_undo(
        self,
        interaction: discord.Interaction[Any],
        match_id: int,
        approve: bool,
        *,
        expected_version: int,
    ) -> None:
        user = await self.seen(interaction)
        status = await self.svc.answer_undo(
            match_id, user, approve, expected_version=expected_version, hold_posts=True
        )
        await self._undo_answered(interaction, match_id, status)

    async def _undo_answered(
        self, interaction: discord.Interaction[Any], match_id: int, status: Any
    ) -> None:
        self.stored(interaction)
        rec = await self.svc.store.get_match(match_id)
        locale = match_locale(rec.settings)
        if status.applied:
            return await self.answer_state(
                interaction,
                match_id,
                result=status.result,
                lead=tr(locale, "bot.undo.applied"),
            )
        if getattr(status, "refused", False) or not status.waiting_for:
            return await self.answer(interaction, Outgoing(content=tr(locale, "bot.undo.refused")))
        humans = [u for u in status.waiting_for if not is_ai(u) and u.isdigit()]
        out = Outgoing(
            content=tr(
                locale,
                "bot.undo.asked",
                who=mention(str(interaction.user.id)),
                approvers=", ".join(mention(u) for u in humans) or "—",
            ),
            view=views.undo_view(match_id, rec.version, locale),
            mentions=[int(u) for u in humans],
        )
        await self.answer(interaction, out)

    async def claim(self, interaction: discord.Interaction[Any], match_id: int) -> None:
        user = await self.seen(interaction)
        result = await self.svc.claim_win(match_id, user, hold_posts=True)
        await self.answer_state(interaction, match_id, result=result)

    # --- a user's matches -----------------------------------------------------------------
    async def mine_page(
        self, interaction: discord.Interaction[Any], page: int, *, edit: bool = True
    ) -> None:
        """The caller's matches (``/mine``), page ``page``: a new private answer, or
        the paged message edited in place (its buttons)."""
        user = await self.seen(interaction)
        locale = locale_of(interaction)
        entries = await self.svc.my_matches(user, followed=await self.svc.followed(user))
        out = await mine_message(
            entries, user, page, locale, self.names, guild_names(interaction.client)
        )
        if edit:
            await self.edit(interaction, embed=out.embed, view=out.view)
        else:
            await self.answer(interaction, out)

    # --- help ----------------------------------------------------------------------------
    async def show_help(self, interaction: discord.Interaction[Any], game_id: str | None) -> None:
        """How ``game_id`` runs here (the game of this thread's match when None), privately.
        In that match's thread, its examples are the caller's own moves now."""
        locale = locale_of(interaction)
        if game_id is not None and game_id not in registered_games():
            raise BotError("bot.help.unknown_game", game=game_id[:40])
        rec = None
        if interaction.guild_id is not None:
            rec = await self.svc.store.match_in_channel(str(interaction.channel_id))
            if rec is not None and rec.guild not in (None, str(interaction.guild_id)):
                rec = None
        if game_id is None and rec is None:
            return await self.answer(interaction, games_message(locale))
        game_id = game_id or (rec.game if rec is not None else None)
        assert game_id is not None
        legal: list[Any] = []
        view = None
        if rec is not None and rec.game == game_id and rec.status == "active":
            info = await self.svc.status(rec.id, str(interaction.user.id))
            legal, view = list(info.legal), info.view
        out = await self.offload.run(
            f"help:{game_id}", help_message, game_id, locale, legal=legal, view=view
        )
        await self.answer(interaction, out)

    # --- followers -----------------------------------------------------------------------
    async def follow_message(self, notice: Any) -> Outgoing:
        """A follower's DM: the match's result, or whose turn it now is, with a link to the
        thread, in the follower's language. Public things only, and no pings."""
        rec = notice.match
        extra = dict(notice.extra)
        locale = i18n_locale(str(extra.get("locale") or "en"))
        game = ui_for(rec.game).game_name(locale)
        link = jump_link(rec.guild, rec.channel)
        seats = await self.svc.store.seats(rec.id)
        if notice.kind == "follow_result" and extra.get("outcome"):
            names = await self.names.seat_names(seats, locale)
            result = outcome_line(Outcome.model_validate(extra["outcome"]), names, locale)
            text = tr(locale, "bot.follow.result_dm", game=game, match=rec.id, result=result)
        else:
            players = [await self.names.name(u) for u in extra.get("to_act", [])]
            text = tr(
                locale, "bot.follow.turn_dm", game=game, match=rec.id, players=", ".join(players)
            )
        return Outgoing(content=f"{text}\n{link}")

    # --- timers --------------------------------------------------------------------------
    async def notice_message(self, notice: Any) -> tuple[int, Outgoing]:
        """A timer notice as a channel post: (channel id, message)."""
        rec = notice.match
        locale = match_locale(rec.settings)
        text = "" if notice.message is None else msg(locale, name_players(notice.message, mention))
        if notice.deadline:
            text += " " + tr(locale, "bot.deadline", due=f"<t:{int(notice.deadline)}:R>")
        if notice.result is not None:
            out = await state_message(self, rec.id, result=notice.result)
            out.content = "\n".join(filter(None, [text, out.content]))
        else:
            out = Outgoing(content=text)
            if notice.kind == "timeout_claimable":
                out.view = views.claim_view(rec.id, locale)
        out.mentions = [int(u) for u in notice.users if u.isdigit()]
        missing = [mention(u) for u in notice.users if u.isdigit() and mention(u) not in text]
        if missing:
            out.content = f"{' '.join(missing)} {out.content or ''}".strip()
        return int(rec.channel), out

    async def turn_message(self, notice: Any) -> Outgoing:
        """A player's "your turn" DM (``dm_turn``, ``/notices``): the game and match, what
        happened since their last turn, and a link to the match's thread. In the match's
        language (the thread's, which the reader plays in)."""
        rec = notice.match
        locale = match_locale(rec.settings)
        game = ui_for(rec.game).game_name(locale)
        lines = [tr(locale, "bot.dm.turn", game=game, match=rec.id)]
        with contextlib.suppress(ServiceError):  # no longer seated: the link is enough
            since = await self.digest(rec.id, notice.user, locale)
            if since:
                lines.append(tr(locale, "bot.ping.since", events=since))
        lines.append(tr(locale, "bot.dm.jump", link=jump_link(rec.guild, rec.channel)))
        return Outgoing(content="\n".join(lines))

    async def dm_message(self, notice: Any) -> Outgoing:
        """Any DM row of the outbox (channel ``dm:<user>``): a player's turn notice, their
        daily digest (rendered from the row alone), or a follower's."""
        if notice.kind == "dm_turn":
            return await self.turn_message(notice)
        if notice.kind == "dm_digest":
            return Outgoing(content=digest_text(dict(notice.extra)))
        return await self.follow_message(notice)


_WARM_LOCK = threading.Lock()
_rules_warm = False


def warm_rules() -> None:
    """Set up each registered game once on each map side, reading the data files its rules
    cache (maps, card catalogs), with its first legal moves. Once per process; best effort:
    a game that fails here fails in play with its own message."""
    import typing

    from bot.render import MAP_OPTIONS
    from rules.games import registered_games

    global _rules_warm
    with _WARM_LOCK:
        if _rules_warm:
            return
        _rules_warm = True
    for game_id in registered_games():
        try:
            game = get_game(game_id)
            fields = type(game.options(None)).model_fields
            option = next((name for name in MAP_OPTIONS if name in fields), None)
            sides: tuple[Any, ...] = (None,)
            if option is not None:
                sides = typing.get_args(fields[option].annotation) or (None,)
            for side in sides:
                raw = {option: side} if option is not None and side is not None else None
                seats = max(2, game.min_players)
                state = game.setup(seats, game.options(raw), f"warm-{side}")
                game.view(state, None)
                for seat in game.active_seats(state):
                    list(game.legal_actions(state, seat))
        except Exception:  # warming is best effort
            log.exception("warming the rules of %s failed", game_id)


def _what(interaction: discord.Interaction[Any]) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data: dict[str, Any] = dict(interaction.data or {})
    return str(data.get("custom_id", interaction.type))
