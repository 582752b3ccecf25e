"""What the bot posts: the state message (embed + board picture + pings) and private panels.

Everything in a channel message is built from the spectator view, so no hand or deck can
reach it; private panels use the viewer's own view and are only ever sent ephemerally.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.app import views
from bot.app.gameui import ui_for
from bot.app.i18n import match_locale, msg, tr
from bot.app.outgoing import Outgoing
from rules.core import Event
from service.matches import ActResult, StatusInfo, is_ai, name_players
from service.settings import MatchSettings, PictureTiming

if TYPE_CHECKING:
    from bot.app.host import RuntimeAPI
    from bot.render import Drawn

MAX_LINES = 12
COLOUR = discord.Colour.from_rgb(176, 124, 52)  # baked clay


def mention(user: str) -> str:
    return f"<@{user}>" if user.isdigit() else user


def _clip(lines: Sequence[str], limit: int = 3800) -> str:
    text = "\n".join(lines)
    return text if len(text) <= limit else text[: limit - 1] + "…"


EMBED_TOTAL = 6000  # Discord refuses a message whose embed texts add up to more


def fit_embed(embed: discord.Embed, limit: int = EMBED_TOTAL) -> discord.Embed:
    """Keep an embed within Discord's total: cut the description's end first (as ``_clip``
    does; the board picture still shows the position), then the last fields' values."""
    over = len(embed) - limit
    if over > 0 and embed.description:
        keep = max(0, len(embed.description) - over - 1)
        embed.description = (embed.description[:keep] + "…") if keep else None
        over = len(embed) - limit
    for index in reversed(range(len(embed.fields))):
        if over <= 0:
            break
        field = embed.fields[index]
        value = str(field.value)
        keep = max(1, len(value) - over - 1)
        shorter = value[:keep] + "…" if keep < len(value) else value
        embed.set_field_at(index, name=field.name, value=shorter, inline=field.inline)
        over = len(embed) - limit
    return embed


def event_lines(
    events: Sequence[tuple[int, Event]], names: Sequence[str], locale: str
) -> list[str]:
    """Public lines only: an event with an actor reads after the actor's name."""
    lines = []
    for _seat, event in events:
        text = msg(locale, name_players(event.public, mention))
        if event.seat is not None and event.seat < len(names):
            text = f"**{names[event.seat]}** {text}"
        lines.append(f"• {text}")
    if len(lines) > MAX_LINES:
        more = len(lines) - MAX_LINES
        lines = [*lines[: MAX_LINES - 1], tr(locale, "bot.more_lines", count=more + 1), lines[-1]]
    return lines


async def board_files(
    rt: RuntimeAPI,
    game_id: str,
    view: Any,
    names: Sequence[str],
    locale: str,
    *,
    race: bool,
    what: Drawn = "phone",
) -> list[discord.File]:
    """The state message's pictures as files, drawn off the event loop in one hop (in the
    bot's picture process, or on a worker thread: ``rt.pictures``)."""
    drawn = await rt.pictures.draw(game_id, view, names, locale, race=race, what=what)
    return [discord.File(io.BytesIO(png), filename=name) for name, png in drawn]


async def state_message(
    rt: RuntimeAPI,
    match_id: int,
    *,
    result: ActResult | None = None,
    lead: str | None = None,
    ping: bool = True,
    pictures: bool | None = None,
) -> Outgoing:
    """The public message after a change: what happened, the board, and whom it waits for.

    What is read from the service is read first; the pictures are then drawn off the loop
    (``board_files``) while the embed and the buttons (a game's summary and board buttons may
    rebuild positions) are put together by ``compose_state``, through ``rt.offload``.
    ``pictures`` says whether the message carries the pictures; by default the match's
    ``pictures`` setting decides (``with_pictures``). While the match is in play the
    picture is the phone picture alone, and the whole board is one press away (the "Full
    board" button, ``full_board``); the last post of a match, which has no buttons, carries
    the whole board too, and the score race."""
    info = await rt.svc.status(match_id, None)
    rec = info.match
    locale = match_locale(rec.settings)
    names = await rt.names.seat_names(info.seats, locale)
    outcome = info.outcome if rec.status in ("finished", "aborted") else None
    if pictures is None:
        pictures = with_pictures(info, result, finished=outcome is not None)
    drawing: asyncio.Future[list[discord.File]] | None = None
    if pictures and info.view is not None:
        what: Drawn = "phone" if rec.status == "active" else "both"
        drawing = asyncio.ensure_future(
            board_files(rt, rec.game, info.view, names, locale, race=outcome is not None, what=what)
        )
    try:
        deadlines = await rt.deadlines(match_id) if outcome is None and info.to_act else {}
        out = Outgoing()
        if ping and result is not None and outcome is None:
            out.content, out.mentions = await turn_pings(rt, match_id, result.newly_active, locale)
        embed, items = await rt.offload.run(
            f"state:{rec.game}", compose_state, info, names, locale, result, lead, deadlines
        )
        if drawing is not None:
            out.files = await drawing
    finally:  # the message failed: stop waiting for its pictures (or take their failure)
        if drawing is not None and not drawing.done():
            drawing.cancel()
        elif drawing is not None and not drawing.cancelled():
            drawing.exception()
    if items is not None:
        out.view = views.as_view(items)
    if out.files:  # the first picture is the one a phone reads (the whole board may follow)
        embed.set_image(url=f"attachment://{out.files[0].filename}")
    out.embed = fit_embed(embed)
    return out


async def full_board(rt: RuntimeAPI, match_id: int, locale: str) -> Outgoing:
    """The whole board of the match as it is now (whichever message's button was pressed),
    privately, in ``locale``: drawn from the public view off the event loop, and kept in
    ``rt.boards`` by (match, version, locale), so many presses on one position cost one
    drawing."""
    from bot.render import BOARD_FILE, has_renderer

    rec = await rt.svc.store.get_match(match_id)
    key = (match_id, rec.version, locale)
    info: StatusInfo | None = None

    async def draw() -> bytes:
        nonlocal info
        info = await rt.svc.status(match_id, None)
        if info.view is None or not has_renderer(info.match.game):
            return b""
        names = await rt.names.seat_names(info.seats, locale)
        drawn = await rt.pictures.draw(
            info.match.game, info.view, names, locale, race=False, what="board"
        )
        return drawn[0][1]

    png = await rt.boards.get(key, draw)
    if not png:  # nothing to draw: a match not started, a game without pictures
        return Outgoing(content=tr(locale, "bot.board.none"), ephemeral=True)
    version = rec.version if info is None else info.match.version
    return Outgoing(
        content=tr(locale, "bot.board.whole", match=match_id, version=version),
        files=[discord.File(io.BytesIO(png), filename=BOARD_FILE)],
        ephemeral=True,
    )


def with_pictures(info: StatusInfo, result: ActResult | None, *, finished: bool) -> bool:
    """Whether a state message carries the board pictures, by the match's ``pictures``
    setting: always with ``every``; with ``turn``, when the turn passed to another player
    (someone other than those who moved was handed the move, or more than one seat moved:
    the AI answered), when the match ended, and whenever the message is not a move's (the
    start, a board asked for, an undo's)."""
    if MatchSettings.of(info.match.settings).pictures is PictureTiming.EVERY:
        return True
    if result is None or finished:
        return True
    moved = {seat for seat, _event in result.events}
    seat_of = {s.user: s.seat for s in info.seats}
    handed = {seat_of.get(user) for user in result.newly_active}
    return len(moved) > 1 or bool(handed - moved)


def compose_state(
    info: StatusInfo,
    names: Sequence[str],
    locale: str,
    result: ActResult | None,
    lead: str | None,
    deadlines: dict[str, float],
) -> tuple[discord.Embed, views.Items | None]:
    """The state message's embed (without its picture) and buttons, from what was read."""
    rec = info.match
    ui = ui_for(rec.game)
    description: list[str] = []
    if lead:
        description.append(lead)
    if result is not None:
        description.extend(event_lines(result.events, names, locale))
    embed = discord.Embed(
        title=tr(locale, "bot.state.title", game=ui.game_name(locale), match=rec.id),
        colour=COLOUR,
    )
    if info.view is not None:
        for name, value in ui.summary(info.view, names, locale):
            embed.add_field(name=name[:256], value=value[:1024] or "—", inline=True)
    outcome = info.outcome if rec.status in ("finished", "aborted") else None
    if outcome is not None:
        description.append(outcome_line(outcome, names, locale))
    elif info.to_act:
        waiting = []
        for user in info.to_act:
            who = mention(user) if not is_ai(user) else names[_seat(info, user)]
            due = deadlines.get(user)
            waiting.append(
                tr(locale, "bot.state.waiting_due", who=who, due=f"<t:{int(due)}:R>")
                if due
                else tr(locale, "bot.state.waiting", who=who)
            )
        embed.add_field(name=tr(locale, "bot.state.to_act"), value="\n".join(waiting), inline=False)
    embed.description = _clip(description) or None
    embed.set_footer(text=tr(locale, "bot.state.footer", version=rec.version))
    active = rec.status == "active"
    return embed, views.state_items(rec.id, rec.version, ui, locale, info) if active else None


_ISOLATES = str.maketrans("", "", "\u2068\u2069")  # Fluent's marks around placeables
_LAST_NUMBER = re.compile(r"(\d+)\D*$")


def board_mark(title: str | None, footer: str | None) -> tuple[int, int] | None:
    """(match id, version) of a state message, read back from its embed: the title ends
    with the match number, the footer with the version (``state_message``, every locale)."""
    if not title or not footer:
        return None
    match = _LAST_NUMBER.search(title.translate(_ISOLATES))
    version = _LAST_NUMBER.search(footer.translate(_ISOLATES))
    if match is None or version is None:
        return None
    return int(match[1]), int(version[1])


def _seat(info: StatusInfo, user: str) -> int:
    for s in info.seats:
        if s.user == user and s.seat is not None:
            return s.seat
    return 0


def outcome_line(outcome: Any, names: Sequence[str], locale: str) -> str:
    # a reason may name players (who resigned, who ran out of time): mention them
    reason = msg(locale, name_players(outcome.reason, mention)) if outcome.reason else ""
    if outcome.termination == "aborted":
        return tr(locale, "bot.result.aborted")
    if not outcome.winners:
        return tr(locale, "bot.result.draw", reason=reason)
    winners = ", ".join(names[w] for w in outcome.winners if w < len(names))
    return tr(locale, "bot.result.win", winners=winners, reason=reason)


async def turn_pings(
    rt: RuntimeAPI, match_id: int, users: Sequence[str], locale: str
) -> tuple[str | None, list[int]]:
    """Ping the humans whose turn just began, each with what happened since their last turn."""
    lines, mentions = [], []
    for user in users:
        if is_ai(user) or not user.isdigit():
            continue
        mentions.append(int(user))
        digest = await rt.digest(match_id, user, locale)
        line = tr(locale, "bot.ping.your_turn", who=mention(user))
        if digest:
            line += "\n" + tr(locale, "bot.ping.since", events=digest)
        lines.append(line)
    return ("\n".join(lines) or None), mentions


async def private_panel(
    rt: RuntimeAPI,
    match_id: int,
    user: str,
    locale: str,
    *,
    action_type: str | None = None,
    page: int = 0,
) -> Outgoing:
    """The ephemeral panel: the caller's hand, and their legal moves as selects and buttons
    (labelled through ``rt.offload``: a long list of moves takes milliseconds)."""
    info = await rt.svc.status(match_id, user)
    waiting: str | None = None
    if info.match.status == "active" and not info.legal:
        names = await rt.names.seat_names(info.seats, locale)
        waiting = ", ".join(names[_seat(info, u)] if is_ai(u) else mention(u) for u in info.to_act)
    content, items = await rt.offload.run(
        f"panel:{info.match.game}", compose_panel, info, locale, waiting, action_type, page
    )
    out = Outgoing(content=content, ephemeral=True)
    if items is not None:
        out.view = views.as_view(items)
    return out


def compose_panel(
    info: StatusInfo, locale: str, waiting: str | None, action_type: str | None, page: int
) -> tuple[str, views.Items | None]:
    """The panel's text and controls; ``waiting`` names who is to act when the caller is not."""
    ui = ui_for(info.match.game)
    lines = []
    if info.view is not None and (hand := ui.hand_text(info.view, locale)):
        lines.append(hand)
    items = None
    if info.match.status != "active":
        lines.append(tr(locale, "bot.panel.not_active"))
    elif waiting is not None:
        lines.append(tr(locale, "bot.panel.wait", who=waiting or "—"))
    else:
        lines.append(tr(locale, "bot.panel.choose"))
        items = views.moves_items(
            info.match.id, info.match.version, ui, locale, info, action_type=action_type, page=page
        )
    return "\n".join(lines), items
