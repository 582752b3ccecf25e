"""Drive the real bot offline: real ``discord.Interaction`` payloads go through the client's own
``parse_interaction_create`` (command tree, dynamic buttons and selects), and every request the
bot makes to Discord is caught by a fake webhook adapter and a fake HTTP client, as discord.py's
own tests do. Nothing touches the network.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.app.client import StrategosBot

APP_ID = 900_000_000_000_000_001
GUILD_ID = 800_000_000_000_000_001
TEXT_CHANNEL = 700_000_000_000_000_001
BOT_USER = 600_000_000_000_000_001
DM_CHANNEL_BASE = 500_000_000_000_000_000
EPHEMERAL = 1 << 6
DEADLINE = 3.0  # seconds Discord gives for the first response to an interaction
ISO = "2026-11-21T10:00:00+00:00"

_ids = itertools.count(100_000_000_000_000_000)
MANAGE_THREADS = 1 << 34
DEFAULT_PERMS = (1 << 10) | (1 << 11) | (1 << 31)  # view, send messages, use commands


def snowflake() -> int:
    return next(_ids)


@dataclass
class Sent:
    """One request the bot made: where to, the JSON payload, and attached files."""

    method: str
    path: str
    payload: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)
    channel: int | None = None
    interaction: int | None = None
    at: float = field(default_factory=time.monotonic)  # when the bot made the request
    # a follow-up that took the place of a "thinking" message (Discord's rule for the first
    # follow-up after a deferral): it shows as the deferral did, and pings nobody
    as_original: bool = False
    shown_ephemeral: bool | None = None
    refused: bool = False  # Discord answered with an error (a response sent too late)
    deduped: bool = False  # a post whose nonce Discord had seen: it shows no new message

    @property
    def data(self) -> dict[str, Any]:
        """The message part (interaction callbacks wrap it in ``data``)."""
        inner = self.payload.get("data")
        return inner if isinstance(inner, dict) else self.payload

    @property
    def ephemeral(self) -> bool:
        """Whether only the caller sees it (as Discord shows it, not only as asked)."""
        if self.shown_ephemeral is not None:
            return self.shown_ephemeral
        return bool(int(self.data.get("flags", 0) or 0) & EPHEMERAL)

    @property
    def pings(self) -> list[str]:
        """The users this message notifies (an edited thinking message notifies nobody)."""
        return [] if self.as_original else self.mentions_allowed()

    @property
    def kind(self) -> int | None:
        return (
            self.payload.get("type") if "data" in self.payload or "type" in self.payload else None
        )

    @property
    def text(self) -> str:
        """Everything a person could read in this message, as one string."""
        return json.dumps(self.data, ensure_ascii=False)

    @property
    def content(self) -> str:
        return str(self.data.get("content") or "")

    def custom_ids(self) -> list[str]:
        out = []
        for row in self.data.get("components", []) or []:
            for c in row.get("components", []):
                if "custom_id" in c:
                    out.append(c["custom_id"])
        return out

    def component(self, prefix: str) -> dict[str, Any]:
        for row in self.data.get("components", []) or []:
            for c in row.get("components", []):
                if str(c.get("custom_id", "")).startswith(prefix):
                    return dict(c)
        raise AssertionError(f"no component {prefix!r} in {self.custom_ids()}")

    def mentions_allowed(self) -> list[str]:
        allowed = self.data.get("allowed_mentions") or {}
        return [str(u) for u in allowed.get("users", [])]

    @property
    def parts(self) -> list[dict[str, Any]]:
        """The multipart form's parts (payload_json, files[n]); none for a JSON body."""
        return list(getattr(self.files, "parts", []))


def _message(
    payload: dict[str, Any], channel_id: int, *, msg_id: int | None = None
) -> dict[str, Any]:
    return {
        "id": str(msg_id or snowflake()),
        "channel_id": str(channel_id),
        "type": 0,
        "content": payload.get("content") or "",
        "author": {
            "id": str(BOT_USER),
            "username": "strategos",
            "discriminator": "0",
            "avatar": None,
            "bot": True,
        },
        "attachments": [],
        "embeds": payload.get("embeds") or [],
        "components": payload.get("components") or [],
        "mentions": [],
        "mention_roles": [],
        "mention_everyone": False,
        "pinned": False,
        "tts": False,
        "timestamp": ISO,
        "edited_timestamp": None,
        "flags": int(payload.get("flags", 0) or 0),
    }


class Files(dict[str, bytes]):
    """A request's files by name; ``parts`` is its multipart form as sent (each part's name,
    filename and content type, without the value), empty for a plain JSON request."""

    def __init__(self, multipart: Any = None) -> None:
        super().__init__()
        self.parts = [{k: v for k, v in p.items() if k != "value"} for p in multipart or []]


def _split(payload: Any, multipart: Any, files: Any) -> tuple[Any, dict[str, bytes]]:
    data: Any = payload if isinstance(payload, list) else dict(payload or {})  # PUT: a list
    if multipart:
        for part in multipart:
            if part.get("name") == "payload_json":
                data = json.loads(part["value"])
    blobs = Files(multipart)
    for f in files or []:
        fp = f.fp
        if isinstance(fp, io.BytesIO):
            blobs[f.filename] = fp.getvalue()
        else:
            fp.seek(0)
            blobs[f.filename] = fp.read()
    return data, blobs


@dataclass
class _Status:
    status: int
    reason: str


class Discord:
    """The fake other side: records every request and answers like Discord would."""

    def __init__(self) -> None:
        self.sent: list[Sent] = []
        self.threads: list[int] = []
        self.thinking: dict[str, bool] = {}  # interaction token → deferral was ephemeral
        self.original_gone: set[str] = set()  # tokens whose thinking message was replaced
        # token of a component interaction → whether the message clicked is shown only to
        # the clicker: an edit of that message (type 7, or PATCH @original after a deferred
        # update) keeps its visibility, whatever flags the edit carries
        self.clicked: dict[str, bool] = {}
        self.arrived: dict[int, float] = {}  # interaction id → when it was dispatched
        self.expired: set[int] = set()  # interactions Discord no longer accepts answers for
        self.expire_next = False  # the next interaction arrives already too late to answer
        # Discord's deadline for the first response, enforced where a test asks for it (a
        # busy CI machine may pause the event loop, and most tests are not about time)
        self.deadline: float | None = None
        self.deleted_channels: list[int] = []
        self.channel_of: dict[int, int] = {}  # interaction id → the channel it was used in
        # what each channel shows, oldest first (public messages: posts and answers)
        self.shown: dict[int, list[dict[str, Any]]] = {}
        self.nonces: dict[tuple[int, str], dict[str, Any]] = {}  # (channel, nonce) → message
        self.dm_users: dict[int, int] = {}  # DM channel → its user (opened by the bot)
        self.dms_closed: set[int] = set()  # users who take no DM from the bot (50007)
        self.fail_dms = 0  # the next this many DMs fail (Discord: 500)

    def show(self, channel: int, message: dict[str, Any]) -> dict[str, Any]:
        if not int(message.get("flags", 0) or 0) & EPHEMERAL:
            self.shown.setdefault(channel, []).append(message)
        return message

    # the webhook adapter (interaction responses and follow-ups)
    def adapter(self) -> AsyncWebhookAdapter:
        outer = self

        class FakeAdapter(AsyncWebhookAdapter):
            async def request(
                self,
                route: Route,
                session: Any = None,
                *,
                payload: Any = None,
                multipart: Any = None,
                files: Any = None,
                **_: Any,
            ) -> Any:
                data, blobs = _split(payload, multipart, files)
                iid = int(route.webhook_id) if route.webhook_id else None
                sent = Sent(route.method, route.path, data, blobs, interaction=iid)
                outer.sent.append(sent)
                if route.path.endswith("/callback") and iid is not None:
                    waited = sent.at - outer.arrived.get(iid, sent.at)
                    late = outer.deadline is not None and waited > outer.deadline
                    if late or iid in outer.expired:
                        sent.refused = True  # Discord: 404, code 10062 "Unknown interaction"
                        raise discord.NotFound(
                            _Status(404, "Not Found"), {"code": 10062, "message": "Unknown"}
                        )
                token = str(route.webhook_token)
                if route.path.endswith("/callback") and data.get("type") == 5:
                    flags = int((data.get("data") or {}).get("flags", 0) or 0)
                    outer.thinking[token] = bool(flags & EPHEMERAL)
                elif route.path.endswith("/callback") and data.get("type") == 7:
                    sent.shown_ephemeral = outer.clicked.get(token, False)
                elif route.path.endswith("/messages/@original"):
                    if route.method == "PATCH":
                        if token in outer.thinking:
                            sent.shown_ephemeral = outer.thinking[token]
                        elif token in outer.clicked:
                            sent.shown_ephemeral = outer.clicked[token]
                    outer.original_gone.add(token)
                elif (
                    route.path == "/webhooks/{webhook_id}/{webhook_token}"
                    and token in outer.thinking
                    and token not in outer.original_gone
                ):
                    outer.original_gone.add(token)
                    sent.as_original = True
                    sent.shown_ephemeral = outer.thinking[token]
                if route.path.endswith("/callback") and data.get("type") == 4 and iid:
                    where = outer.channel_of.get(iid, TEXT_CHANNEL)
                    outer.show(where, _message(data.get("data") or {}, where))
                elif (
                    route.path == "/webhooks/{webhook_id}/{webhook_token}"
                    and route.method == "POST"
                    and not sent.ephemeral
                ):
                    outer.show(TEXT_CHANNEL, _message(data, TEXT_CHANNEL))
                if route.path.endswith("/callback"):
                    return {
                        "interaction": {
                            "id": str(iid),
                            "type": 2,
                            "response_message_ephemeral": bool(
                                int((data.get("data") or {}).get("flags", 0) or 0) & EPHEMERAL
                            ),
                        }
                    }
                return _message(data, TEXT_CHANNEL)

        return FakeAdapter()

    # the bot's own HTTP client (threads, channel posts)
    async def http_request(
        self, route: Route, *, files: Any = None, form: Any = None, json: Any = None, **_: Any
    ) -> Any:
        data, blobs = _split(json, form, files)
        channel = int(route.channel_id) if route.channel_id else None
        self.sent.append(Sent(route.method, route.path, data, blobs, channel=channel))
        if route.path == "/channels/{channel_id}/threads":
            tid = snowflake()
            self.threads.append(tid)
            return thread_payload(tid, channel or TEXT_CHANNEL, data.get("name", "match"))
        if route.path == "/users/@me/channels" and route.method == "POST":
            user = int(data["recipient_id"])
            dm = DM_CHANNEL_BASE + user % 1_000_000
            self.dm_users[dm] = user
            return {
                "id": str(dm),
                "type": 1,
                "last_message_id": None,
                "recipients": [
                    {"id": str(user), "username": "u", "discriminator": "0", "avatar": None}
                ],
            }
        if route.path == "/channels/{channel_id}/messages" and route.method == "POST":
            if channel in self.dm_users and self.dm_users[channel] in self.dms_closed:
                self.sent[-1].refused = True
                raise discord.Forbidden(
                    _Status(403, "Forbidden"),  # type: ignore[arg-type]
                    {"code": 50007, "message": "Cannot send messages to this user"},
                )
            if channel in self.dm_users and self.fail_dms:
                self.fail_dms -= 1
                self.sent[-1].refused = True
                raise discord.DiscordServerError(
                    _Status(500, "Internal Server Error"),  # type: ignore[arg-type]
                    {"code": 0, "message": "Internal Server Error"},
                )
            where = channel or TEXT_CHANNEL
            nonce = data.get("nonce")
            if nonce is not None and data.get("enforce_nonce"):
                seen = self.nonces.get((where, str(nonce)))
                if seen is not None:  # Discord: the same message again, nothing new shown
                    self.sent[-1].deduped = True
                    return seen
            message = self.show(where, _message(data, where))
            if nonce is not None:
                self.nonces[(where, str(nonce))] = message
            return message
        if route.path == "/channels/{channel_id}/messages" and route.method == "GET":
            return list(reversed(self.shown.get(channel or TEXT_CHANNEL, [])))[:50]
        if route.path == "/channels/{channel_id}" and route.method == "DELETE":
            self.deleted_channels.append(channel or 0)
            return thread_payload(channel or TEXT_CHANNEL, TEXT_CHANNEL, "match")
        if route.path == "/channels/{channel_id}" and route.method == "GET":
            return thread_payload(channel or TEXT_CHANNEL, TEXT_CHANNEL, "match")
        if route.path.endswith("/commands") and route.method == "PUT":  # strategos sync
            return [
                {**c, "id": str(snowflake()), "application_id": str(APP_ID), "version": "1"}
                for c in data
            ]
        raise AssertionError(f"unexpected Discord request {route.method} {route.path}")

    def since(self, mark: int) -> list[Sent]:
        return self.sent[mark:]


def thread_payload(tid: int, parent: int, name: str) -> dict[str, Any]:
    return {
        "id": str(tid),
        "type": 11,
        "guild_id": str(GUILD_ID),
        "parent_id": str(parent),
        "name": name,
        "owner_id": str(BOT_USER),
        "member_count": 1,
        "message_count": 0,
        "rate_limit_per_user": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": 10080,
            "archive_timestamp": ISO,
            "locked": False,
        },
    }


def text_channel_payload(cid: int = TEXT_CHANNEL) -> dict[str, Any]:
    return {
        "id": str(cid),
        "type": 0,
        "guild_id": str(GUILD_ID),
        "name": "games",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None,
        "rate_limit_per_user": 0,
        "flags": 0,
    }


@dataclass
class Player:
    id: int
    name: str
    locale: str = "en-US"
    permissions: int = DEFAULT_PERMS

    def member(self) -> dict[str, Any]:
        return {
            "user": {
                "id": str(self.id),
                "username": self.name.lower(),
                "discriminator": "0",
                "global_name": self.name,
                "avatar": None,
            },
            "roles": [],
            "joined_at": ISO,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "permissions": str(self.permissions),
            "nick": None,
        }


def _option_type(value: Any) -> int:
    if isinstance(value, bool):
        return 5
    if isinstance(value, int):
        return 4
    if isinstance(value, float):
        return 10
    return 3


class Table:
    """A guild with a running bot; players send interactions, we read what came back."""

    def __init__(self, bot: StrategosBot, discord_side: Discord) -> None:
        self.bot, self.discord = bot, discord_side
        self.last_payload: dict[str, Any] = {}

    def _base(
        self,
        kind: int,
        data: dict[str, Any],
        player: Player,
        channel: dict[str, Any],
        message: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": str(snowflake()),
            "application_id": str(APP_ID),
            "type": kind,
            "data": data,
            "guild_id": str(GUILD_ID),
            "channel_id": channel["id"],
            "channel": channel,
            "member": player.member(),
            "token": f"token-{snowflake()}",
            "version": 1,
            "locale": player.locale,
            "guild_locale": "en-US",
            "app_permissions": "0",
            "entitlements": [],
            "attachment_size_limit": 8 * 1024 * 1024,
            "authorizing_integration_owners": {},
            "context": 0,
        }
        if message is not None:
            payload["message"] = message
        return payload

    async def _dispatch(self, payload: dict[str, Any]) -> list[Sent]:
        mark = len(self.discord.sent)
        iid = int(payload["id"])
        self.discord.arrived.setdefault(iid, time.monotonic())
        self.discord.channel_of[iid] = int(payload["channel_id"])
        if self.discord.expire_next:
            self.discord.expire_next = False
            self.discord.expired.add(iid)
        self.last_payload = payload
        self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await settle()
        return self.discord.since(mark)

    async def redeliver(self, payload: dict[str, Any]) -> list[Sent]:
        """The same interaction again (same id), as a gateway may deliver it twice."""
        return await self._dispatch(payload)

    def channel(self, where: int | None) -> dict[str, Any]:
        if where is None or where == TEXT_CHANNEL:
            return text_channel_payload()
        return thread_payload(where, TEXT_CHANNEL, "match")

    async def command(
        self, player: Player, path: str, where: int | None = None, **options: Any
    ) -> list[Sent]:
        """``path`` like "match join" or "babel move"; options by their Discord names."""
        group, _, sub = path.partition(" ")
        opts = [
            {"type": _option_type(v), "name": _discord_name(path, k), "value": v}
            for k, v in options.items()
            if v is not None
        ]
        data: dict[str, Any] = {"id": str(snowflake()), "name": group, "type": 1}
        if sub:
            data["options"] = [{"type": 1, "name": sub, "options": opts}]
        else:
            data["options"] = opts
        return await self._dispatch(self._base(2, data, player, self.channel(where)))

    async def dm_command(self, player: Player, path: str, **options: Any) -> list[Sent]:
        """``path`` used in the player's DM with the bot: no guild, no member, a DM channel."""
        group, _, sub = path.partition(" ")
        opts = [
            {"type": _option_type(v), "name": _discord_name(path, k), "value": v}
            for k, v in options.items()
            if v is not None
        ]
        data: dict[str, Any] = {"id": str(snowflake()), "name": group, "type": 1}
        data["options"] = [{"type": 1, "name": sub, "options": opts}] if sub else opts
        return await self._dispatch(self._dm(2, data, player))

    async def dm_click(self, player: Player, message: Sent, custom_id: str) -> list[Sent]:
        """Press a button of a message the bot sent in the player's DM."""
        comp = next(
            c
            for row in message.data.get("components", [])
            for c in row["components"]
            if c.get("custom_id") == custom_id
        )
        msg = _message(message.data, int(self.dm_channel(player)["id"]))
        msg["flags"] = msg["flags"] & ~EPHEMERAL | (EPHEMERAL if message.ephemeral else 0)
        data = {"custom_id": comp["custom_id"], "component_type": comp["type"]}
        payload = self._dm(3, data, player, msg)
        self.discord.clicked[payload["token"]] = message.ephemeral
        return await self._dispatch(payload)

    def dm_channel(self, player: Player) -> dict[str, Any]:
        return {
            "id": str(DM_CHANNEL_BASE + player.id % 1_000_000),
            "type": 1,
            "last_message_id": None,
            "recipients": [player.member()["user"]],
        }

    def _dm(
        self,
        kind: int,
        data: dict[str, Any],
        player: Player,
        message: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        channel = self.dm_channel(player)
        payload = self._base(kind, data, player, channel, message)
        del payload["guild_id"], payload["member"], payload["guild_locale"]
        payload["user"] = player.member()["user"]
        payload["context"] = 1
        return payload

    async def autocomplete(
        self,
        player: Player,
        path: str,
        focused: str,
        current: str,
        where: int | None = None,
        **filled: Any,
    ) -> list[dict[str, Any]]:
        group, _, sub = path.partition(" ")
        opts = [{"type": 3, "name": _discord_name(path, k), "value": v} for k, v in filled.items()]
        opts.append(
            {"type": 3, "name": _discord_name(path, focused), "value": current, "focused": True}
        )
        data = {
            "id": str(snowflake()),
            "name": group,
            "type": 1,
            "options": [{"type": 1, "name": sub, "options": opts}],
        }
        sent = await self._dispatch(self._base(4, data, player, self.channel(where)))
        assert len(sent) == 1, sent
        assert sent[0].payload["type"] == 8  # autocomplete result
        return list(sent[0].payload["data"]["choices"])

    async def click(
        self,
        player: Player,
        message: Sent,
        custom_id_prefix: str,
        where: int | None = None,
        values: list[str] | None = None,
    ) -> list[Sent]:
        """Press a button (or choose in a select) of a message the bot sent earlier."""
        comp = message.component(custom_id_prefix)
        msg = _message(message.data, where or TEXT_CHANNEL)
        # as Discord shows the message (an edit of a private panel is still private)
        msg["flags"] = msg["flags"] & ~EPHEMERAL | (EPHEMERAL if message.ephemeral else 0)
        data: dict[str, Any] = {"custom_id": comp["custom_id"], "component_type": comp["type"]}
        if values is not None:
            data["values"] = values
        payload = self._base(3, data, player, self.channel(where), msg)
        self.discord.clicked[payload["token"]] = message.ephemeral
        return await self._dispatch(payload)


def move_command(ui: Any, action: Any) -> tuple[str, dict[str, Any]]:
    """The slash command that makes ``action``: its path (``nations buy``) and its options
    by their Discord names, for ``Table.command``."""
    from bot.app.games import option_value
    from bot.app.i18n import tr

    game_id = ui.game.id
    spec = ui.specs[action.type]
    options = {}
    for f in spec.fields:
        value = option_value(ui, spec, f, action)
        if value is not None:
            opt = tr("en", f"cmd.{game_id}.{action.type}.{f.name}.name")
            options[opt.replace("-", "_")] = value
    return f"{game_id} {tr('en', f'cmd.{game_id}.{action.type}.name')}", options


def slowed(fn: Any, seconds: float = 0.3) -> Any:
    """``fn`` (a coroutine function) that first waits ``seconds``: work that outlasts the
    bot's deferral deadline, for tests that set ``rt.defer_after`` below it."""

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(seconds)
        return await fn(*args, **kwargs)

    return slow


def answer_of(sent: list[Sent]) -> Sent:
    """The one answer to an interaction: the response itself, or, when the bot deferred, the
    message that followed (deferrals and a removed thinking message are not answers)."""
    replies = [
        s
        for s in sent
        if s.kind != 8
        and s.payload.get("type") not in (5, 6)
        and not (s.method == "DELETE" and s.path.endswith("/@original"))
        and not s.refused
        and s.method != "GET"  # reading a channel (the dispatcher, before a post)
        and not s.data.get("nonce")  # the dispatcher posting what the outbox holds
    ]
    assert len(replies) == 1, [(s.method, s.path, s.payload.get("type")) for s in sent]
    return replies[0]


def _discord_name(path: str, key: str) -> str:
    """Option keys in tests are the English option names with - written as _."""
    return key.replace("_", "-")


async def settle() -> None:
    """Let every task the dispatch started finish (command invokers, dynamic items)."""
    for _ in range(50):
        await asyncio.sleep(0)
        pending = [
            t
            for t in asyncio.all_tasks()
            if not t.done() and t.get_name().startswith(INTERACTION_TASKS)
        ]
        if not pending:
            return
        await asyncio.wait(pending, timeout=30)
    raise AssertionError("interaction tasks did not finish")


INTERACTION_TASKS = ("CommandTree-invoker", "discord-ui-", "discord.py:")


def install_fakes(bot: StrategosBot, discord_side: Discord) -> Any:
    """Log the bot in as far as interactions need (its own user, the application id) and
    route every request to the fake Discord."""
    from discord.user import ClientUser

    state = bot._connection
    state.user = ClientUser(
        state=state,
        data={
            "id": str(BOT_USER),
            "username": "strategos",
            "discriminator": "0",
            "avatar": None,
            "bot": True,
            "verified": True,
            "mfa_enabled": False,
        },
    )
    state.application_id = APP_ID
    bot.http.request = discord_side.http_request  # type: ignore[method-assign]
    return async_context.set(discord_side.adapter())
