"""``/match …``: open, join and start matches, look at them, and manage time and undo.

A match lives in one channel or thread. ``/match new`` in a text channel opens a thread for
the match; in a thread it uses that thread. Several matches run per server, one per thread.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import views
from bot.app.errors import BotError
from bot.app.export import log_text as export_log_text
from bot.app.export import record_json
from bot.app.gameui import ui_for
from bot.app.host import is_moderator
from bot.app.i18n import cmd, locale_of, match_locale, msg, tr
from bot.app.outgoing import Outgoing
from bot.app.present import mention, state_message
from bot.app.standing import BOARD_SIZE, Profile, leaderboard_text, profile_text
from rules.core.levels import LEVELS
from rules.games import get_game, registered_games
from service.ratings import GLOBAL
from service.settings import MAX_AI_SECONDS, MAX_FORCED_GRACE, MIN_AI_SECONDS
from service.views import LogLine
from storage import NotFound

if TYPE_CHECKING:
    from bot.app.runtime import CogHost

Interaction = discord.Interaction[Any]
MAX_MATCH_ID = 2**53 - 1  # the largest integer option Discord takes
log = logging.getLogger("strategos.bot")


def _options(text: str | None) -> dict[str, Any]:
    """``key=value key2=value2`` into a dict (numbers and true/false read as such)."""
    out: dict[str, Any] = {}
    for pair in (text or "").replace(",", " ").split():
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise BotError("bot.error.options_format", pair=pair)
        low = value.lower()
        out[key] = (
            True
            if low == "true"
            else False
            if low == "false"
            else int(value)
            if value.lstrip("-").isdigit()
            else value
        )
    return out


def _missing(locale: str, permission: str) -> BotError:
    """The refusal naming the Discord permission the bot lacks, in the caller's language."""
    return BotError(
        "bot.error.missing_permission", permission=tr(locale, f"bot.permission.{permission}")
    )


def _game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=cmd(f"bot.game.{g}"), value=g) for g in registered_games()]


def _sub(name: str, *, private: bool = False) -> dict[str, Any]:
    """A subcommand's names; ``private``: its answer (and a late deferral) is ephemeral."""
    return {
        "name": cmd(f"cmd.match.{name}.name"),
        "description": cmd(f"cmd.match.{name}.desc"),
        "extras": {"private": private},
    }


def _opt(sub: str, *opts: str) -> tuple[dict[str, Any], dict[str, Any]]:
    names = {o: cmd(f"cmd.match.{sub}.{o}.name") for o in opts}
    descs = {o: cmd(f"cmd.match.{sub}.{o}.desc") for o in opts}
    return names, descs


_new_names, _new_descs = _opt("new", "game", "options")
_ai_names, _ai_descs = _opt("add_ai", "level")
_set_names, _set_descs = _opt(
    "settings",
    "language",
    "reminder_hours",
    "timeout_hours",
    "timeout_action",
    "pictures",
    "forced_grace",
    "stand_in",
    "ai_seconds",
)
_vac_names, _vac_descs = _opt("vacation", "away")
_prof_names, _prof_descs = _opt("profile", "timezone", "quiet_start", "quiet_end")
_log_names, _log_descs = _opt("log", "lines")
_rat_names, _rat_descs = _opt("ratings", "game", "scope")
_exp_names, _exp_descs = _opt("export", "match")

LANGUAGES = [
    app_commands.Choice(name=cmd(f"bot.language.{code}"), value=code) for code in ("en", "el", "it")
]
TIMEOUT_ACTIONS = [
    app_commands.Choice(name=cmd(f"bot.timeout_action.{a}"), value=a)
    for a in ("remind", "claim", "ai")
]
PICTURES = [
    app_commands.Choice(name=cmd(f"bot.pictures.{when}"), value=when) for when in ("every", "turn")
]
SCOPES = [app_commands.Choice(name=cmd(f"bot.scope.{s}"), value=s) for s in ("server", "global")]
AI_LEVELS = [
    app_commands.Choice(name=cmd(f"bot.ai.{kind}"), value=level) for level, kind in LEVELS.items()
]
STAND_INS = AI_LEVELS  # the level that plays a late player's turn (``stand_in``)


class LobbyCog(
    commands.GroupCog,
    group_name=cmd("cmd.match.name"),
    group_description=cmd("cmd.match.desc"),
):
    def __init__(self, bot: CogHost) -> None:
        self.bot = bot
        super().__init__()

    # --- opening -----------------------------------------------------------------------
    @app_commands.command(**_sub("new"))
    @app_commands.rename(**_new_names)
    @app_commands.describe(**_new_descs)
    @app_commands.choices(game=_game_choices())
    @app_commands.guild_only()
    async def new(self, interaction: Interaction, game: str, options: str | None = None) -> None:
        rt = self.bot.rt
        locale = locale_of(interaction)
        g = get_game(game)
        opts = _options(options)
        rated = _rated(opts.pop("rated", None))
        ui_for(g.id).check_options(opts)  # in the players' words, where the game has them
        g.options(opts)  # refuse bad options before opening a thread for them
        channel = interaction.channel
        if isinstance(channel, discord.Thread):
            user = await rt.seen(interaction)
            here = await self._open(interaction, g.id, channel.id, user, opts, locale, rated)
            rt.stored(interaction)
            return await rt.answer(interaction, await rt.lobby_message(here))
        if not isinstance(channel, discord.TextChannel):
            raise BotError("bot.error.need_text_channel")
        # two Discord calls (the thread, the lobby post) come before the answer: defer first
        await rt.arm(interaction).defer()
        user = await rt.seen(interaction)
        try:
            thread = await channel.create_thread(
                name=tr(
                    locale,
                    "bot.thread_name",
                    game=ui_for(g.id).game_name(locale),
                    who=interaction.user.display_name,
                )[:100],
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
        except discord.Forbidden:
            raise _missing(locale, "create_public_threads") from None
        match_id: int | None = None
        try:
            match_id = await self._open(interaction, g.id, thread.id, user, opts, locale, rated)
            lobby = await rt.lobby_message(match_id)
            kwargs = lobby.kwargs()
            kwargs.pop("ephemeral")
            await thread.send(**kwargs)
        except BaseException as exc:
            await self._close_opened(thread, match_id, user)
            if isinstance(exc, discord.Forbidden):
                raise _missing(locale, "send_messages_in_threads") from None
            raise
        rt.stored(interaction)
        await rt.answer(
            interaction,
            Outgoing(
                content=tr(locale, "bot.lobby.opened", match=match_id, thread=f"<#{thread.id}>"),
            ),
        )

    async def _close_opened(self, thread: discord.Thread, match_id: int | None, user: str) -> None:
        """Undo a half-opened match: abort it and delete its thread, so neither is orphaned."""
        if match_id is not None:
            try:
                await self.bot.rt.svc.abort(match_id, user)
            except Exception:
                log.exception("could not abort half-opened match %s", match_id)
        try:
            await thread.delete()
        except discord.HTTPException as exc:  # deleting needs Manage Threads: archive instead
            log.warning("could not delete thread %s of a match never opened: %s", thread.id, exc)
            try:
                await thread.edit(archived=True, locked=True)
            except discord.HTTPException:
                log.warning("could not archive thread %s either", thread.id)

    async def _open(
        self,
        interaction: Interaction,
        game_id: str,
        channel_id: int,
        user: str,
        options: dict[str, Any],
        locale: str,
        rated: bool | None = None,
    ) -> int:
        """Create the match in ``channel_id``; its posts speak the creator's language."""
        svc = self.bot.rt.svc
        rec = await svc.create(
            game_id,
            channel=str(channel_id),
            guild=str(interaction.guild_id),
            creator=user,
            options=options,
            rated=rated,
        )
        await svc.update_match_settings(rec.id, user, {"language": locale})
        return rec.id

    @app_commands.command(**_sub("join"))
    async def join(self, interaction: Interaction) -> None:
        rec = await self.bot.rt.match_here(interaction)
        await self.bot.rt.lobby_op(interaction, rec.id, "join")

    @app_commands.command(**_sub("leave"))
    async def leave(self, interaction: Interaction) -> None:
        rec = await self.bot.rt.match_here(interaction)
        await self.bot.rt.lobby_op(interaction, rec.id, "leave")

    @app_commands.command(**_sub("add_ai"))
    @app_commands.rename(**_ai_names)
    @app_commands.describe(**_ai_descs)
    @app_commands.choices(level=AI_LEVELS)
    async def add_ai(self, interaction: Interaction, level: str = "normal") -> None:
        rt = self.bot.rt
        rec = await rt.match_here(interaction)
        user = await rt.seen(interaction)
        await rt.svc.add_ai(rec.id, user, level)
        await rt.answer(interaction, await rt.lobby_message(rec.id))

    @app_commands.command(**_sub("start"))
    async def start(self, interaction: Interaction) -> None:
        rec = await self.bot.rt.match_here(interaction)
        await self.bot.rt.lobby_op(interaction, rec.id, "start")

    # --- looking -----------------------------------------------------------------------
    @app_commands.command(**_sub("status", private=True))
    async def status(self, interaction: Interaction) -> None:
        rt = self.bot.rt
        rec = await rt.match_here(interaction)
        if rec.status == "lobby":
            out = await rt.lobby_message(rec.id, locale_of(interaction))
            out.view = None
        else:
            out = await state_message(rt, rec.id, ping=False)
        out.ephemeral = True
        await rt.answer(interaction, out)

    @app_commands.command(**_sub("log", private=True))
    @app_commands.rename(**_log_names)
    @app_commands.describe(**_log_descs)
    async def log(
        self, interaction: Interaction, lines: app_commands.Range[int, 1, 50] = 15
    ) -> None:
        rt = self.bot.rt
        rec = await rt.match_here(interaction)
        user = await rt.seen(interaction)
        locale = locale_of(interaction)
        info = await rt.svc.status(rec.id, None)
        names = await rt.names.seat_names(info.seats, locale)
        # nearly every stored action has a line or more: twice ``lines`` of them hold the
        # lines asked for; only those are read and worded (a long game has thousands)
        log = await rt.svc.log(rec.id, user, last=2 * lines)
        text = await rt.offload.run("log", log_text, log, names, lines, locale)
        await rt.answer(interaction, Outgoing(content=text, ephemeral=True))

    @app_commands.command(**_sub("hand", private=True))
    async def hand(self, interaction: Interaction) -> None:
        rec = await self.bot.rt.match_here(interaction)
        await self.bot.rt.send_panel(interaction, rec.id)

    # --- ending ------------------------------------------------------------------------
    @app_commands.command(**_sub("resign"))
    async def resign(self, interaction: Interaction) -> None:
        """Asks first, only the one resigning: the buttons carry the version they saw."""
        rt = self.bot.rt
        rec = await rt.match_here(interaction)
        rec = await rt.svc.check_resign(rec.id, await rt.seen(interaction))
        locale = locale_of(interaction)
        ask = Outgoing(
            content=tr(locale, "bot.resign.ask", match=rec.id),
            view=views.resign_view(rec.id, rec.version, locale),
            ephemeral=True,
        )
        await rt.answer(interaction, ask)

    @app_commands.command(**_sub("abort"))
    async def abort(self, interaction: Interaction) -> None:
        rt = self.bot.rt
        rec = await rt.match_here(interaction)
        user = await rt.seen(interaction)
        await rt.svc.abort(rec.id, user, is_admin=is_moderator(interaction))
        rt.stored(interaction)
        locale = match_locale(rec.settings)
        await rt.answer(
            interaction,
            Outgoing(content=tr(locale, "bot.aborted", match=rec.id, who=mention(user))),
        )

    @app_commands.command(**_sub("undo"))
    async def undo(self, interaction: Interaction) -> None:
        rec = await self.bot.rt.match_here(interaction)
        await self.bot.rt.request_undo(interaction, rec.id)

    @app_commands.command(**_sub("claim"))
    async def claim(self, interaction: Interaction) -> None:
        rec = await self.bot.rt.match_here(interaction)
        await self.bot.rt.claim(interaction, rec.id)

    # --- settings ----------------------------------------------------------------------
    @app_commands.command(**_sub("settings"))
    @app_commands.rename(**_set_names)
    @app_commands.describe(**_set_descs)
    @app_commands.choices(
        language=LANGUAGES, timeout_action=TIMEOUT_ACTIONS, pictures=PICTURES, stand_in=STAND_INS
    )
    async def settings(
        self,
        interaction: Interaction,
        language: str | None = None,
        reminder_hours: app_commands.Range[float, 0, 720] | None = None,
        timeout_hours: app_commands.Range[float, 0, 1440] | None = None,
        timeout_action: str | None = None,
        pictures: str | None = None,
        forced_grace: app_commands.Range[int, 0, MAX_FORCED_GRACE] | None = None,
        stand_in: str | None = None,
        ai_seconds: app_commands.Range[float, MIN_AI_SECONDS, MAX_AI_SECONDS] | None = None,
    ) -> None:
        rt = self.bot.rt
        # a change is announced to the table; only a look at the settings is private
        asked = (
            language,
            reminder_hours,
            timeout_hours,
            timeout_action,
            pictures,
            forced_grace,
            stand_in,
            ai_seconds,
        )
        rt.arm(interaction).private = all(v is None for v in asked)
        rec = await rt.match_here(interaction)
        user = await rt.seen(interaction)
        locale = locale_of(interaction)
        changes: dict[str, Any] = {}
        if language is not None:
            changes["language"] = language
        if reminder_hours is not None:
            changes["reminder_hours"] = reminder_hours or None  # 0 turns reminders off
        if timeout_hours is not None:
            changes["timeout_hours"] = timeout_hours or None
        if timeout_action is not None:
            changes["timeout_action"] = timeout_action
        if pictures is not None:
            changes["pictures"] = pictures
        if forced_grace is not None:
            changes["forced_grace"] = forced_grace
        if stand_in is not None:
            changes["stand_in"] = stand_in
        if ai_seconds is not None:
            changes["ai_seconds"] = ai_seconds
        if changes:
            current = await rt.svc.update_match_settings(
                rec.id, user, changes, is_admin=is_moderator(interaction)
            )
            rt.stored(interaction)
        else:
            current = await rt.svc.match_settings(rec.id)
        text = tr(
            locale,
            "bot.settings.match",
            language=tr(locale, f"bot.language.{current.language}"),
            reminder=_hours(locale, current.reminder_hours),
            timeout=_hours(locale, current.timeout_hours),
            action=tr(locale, f"bot.timeout_action.{current.timeout_action}"),
        )
        shown = tr(locale, f"bot.pictures.{current.pictures}")
        text += "\n" + tr(locale, "bot.settings.pictures", pictures=shown)
        text += "\n" + tr(locale, "bot.settings.forced", seconds=current.forced_grace)
        level = tr(locale, f"bot.ai.{current.stand_in.kind}")
        text += "\n" + tr(locale, "bot.settings.ai", level=level, seconds=current.ai_seconds)
        await rt.answer(interaction, Outgoing(content=text, ephemeral=not changes))

    @app_commands.command(**_sub("vacation", private=True))
    @app_commands.rename(**_vac_names)
    @app_commands.describe(**_vac_descs)
    async def vacation(self, interaction: Interaction, away: bool) -> None:
        rt = self.bot.rt
        # one channel post per match follows: acknowledge first, whatever they cost
        await rt.arm(interaction, private=True).defer()
        user = await rt.seen(interaction)
        locale = locale_of(interaction)
        notices = await rt.svc.set_vacation(user, away)
        rt.stored(interaction)
        await self.bot.deliver_notices(notices)
        await rt.answer(
            interaction,
            Outgoing(
                content=tr(
                    locale, "bot.vacation.on" if away else "bot.vacation.off", count=len(notices)
                ),
                ephemeral=True,
            ),
        )

    @app_commands.command(**_sub("profile", private=True))
    @app_commands.rename(**_prof_names)
    @app_commands.describe(**_prof_descs)
    async def profile(
        self,
        interaction: Interaction,
        timezone: str | None = None,
        quiet_start: app_commands.Range[int, 0, 23] | None = None,
        quiet_end: app_commands.Range[int, 0, 23] | None = None,
    ) -> None:
        rt = self.bot.rt
        user = await rt.seen(interaction)
        locale = locale_of(interaction)
        changes: dict[str, Any] = {}
        if timezone is not None:
            changes["timezone"] = timezone
        if quiet_start is not None:
            changes["quiet_start"] = quiet_start
        if quiet_end is not None:
            changes["quiet_end"] = quiet_end
        if changes:
            current = await rt.svc.update_user_settings(user, changes)
            rt.stored(interaction)
        else:
            current = await rt.svc.user_settings(user)
        guild = str(interaction.guild_id) if interaction.guild_id is not None else None
        profile = Profile(locale, guild, current, await rt.svc.player_ratings(user))
        await rt.answer(interaction, Outgoing(content=profile_text(profile), ephemeral=True))

    @app_commands.command(**_sub("ratings", private=True))
    @app_commands.rename(**_rat_names)
    @app_commands.describe(**_rat_descs)
    @app_commands.choices(game=_game_choices(), scope=SCOPES)
    async def ratings(self, interaction: Interaction, game: str, scope: str = "server") -> None:
        """A game's leaderboard: this server's (``server``) or all servers' (``global``)."""
        rt = self.bot.rt
        locale = locale_of(interaction)
        if interaction.guild_id is None:
            scope = "global"
        key = str(interaction.guild_id) if scope == "server" else GLOBAL
        board = await rt.svc.leaderboard(get_game(game).id, key, BOARD_SIZE)
        text = await leaderboard_text(rt.names, game, scope, board, locale)
        await rt.answer(interaction, Outgoing(content=text, ephemeral=True))

    @app_commands.command(**_sub("export", private=True))
    @app_commands.rename(**_exp_names)
    @app_commands.describe(**_exp_descs)
    async def export(
        self,
        interaction: Interaction,
        match: app_commands.Range[int, 1, MAX_MATCH_ID] | None = None,
    ) -> None:
        """The record of this channel's match, or of match number ``match`` of this server,
        as the caller may have it (``service.records``: a running match's record holds only
        what the caller may know)."""
        rt = self.bot.rt
        locale = locale_of(interaction)
        if match is None:
            rec = await rt.match_here(interaction)
        else:
            try:
                rec = await rt.svc.store.get_match(match)
            except NotFound:
                raise BotError("bot.error.export_elsewhere", match=match) from None
            if rec.guild is None or rec.guild != str(interaction.guild_id):
                raise BotError("bot.error.export_elsewhere", match=match)
        user = await rt.seen(interaction)
        exp = await rt.svc.export(rec.id, user)
        names = await rt.names.seat_names(exp.seats, locale)
        record = await rt.offload.run("export", record_json, exp, names)
        text = await rt.offload.run("export", export_log_text, exp, names, locale)
        note = tr(
            locale,
            "bot.export.done",
            match=rec.id,
            game=tr(locale, f"bot.game.{rec.game}"),
            actions=len(exp.record["actions"]),
        )
        if not exp.complete:
            note += "\n" + tr(locale, "bot.export.partial", match=rec.id)
        files = [
            discord.File(io.BytesIO(record), filename=f"match-{rec.id}.json"),
            discord.File(io.BytesIO(text), filename=f"match-{rec.id}-{locale}.txt"),
        ]
        await rt.answer(interaction, Outgoing(content=note, files=files, ephemeral=True))

    @profile.autocomplete("timezone")
    async def _timezones(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        from zoneinfo import available_timezones

        needle = current.casefold().replace(" ", "_")
        zones = sorted(z for z in _zones(available_timezones) if needle in z.casefold())
        return [app_commands.Choice(name=z, value=z) for z in zones[:25]]


_ZONES: list[str] = []


def log_text(log: Sequence[LogLine], names: Sequence[str], lines: int, locale: str) -> str:
    """The last ``lines`` lines of a log as ``/match log`` shows them (within 1,900
    characters), each after its number and the acting player's name."""
    out: list[str] = []
    for line in log:
        for seat, m in line.messages:
            text = msg(locale, m)
            who = f"**{names[seat]}** " if seat is not None and seat < len(names) else ""
            out.append(f"`{line.seq:>3}` {who}{text}")
    text = "\n".join(out[-lines:]) or tr(locale, "bot.log.empty")
    while len(text) > 1900:
        text = text.split("\n", 1)[1] if "\n" in text else text[-1900:]
    return text


def _rated(value: Any) -> bool | None:
    """The ``rated`` option of ``/match new`` (None when not given)."""
    if value is None or isinstance(value, bool):
        return value
    raise BotError("bot.error.rated_value", value=str(value))


def _zones(source: Any) -> list[str]:
    if not _ZONES:
        _ZONES.extend(sorted(z for z in source() if "/" in z and not z.startswith("Etc/")))
    return _ZONES


def _hours(locale: str, hours: float | None) -> str:
    if hours is None:
        return tr(locale, "bot.settings.off")
    return tr(
        locale, "bot.settings.hours", hours=int(hours) if float(hours).is_integer() else hours
    )
