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
from dataclasses import dataclass, field
from typing import Any

from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.app.client import StrategosBot

APP_ID = 900_000_000_000_000_001
GUILD_ID = 800_000_000_000_000_001
TEXT_CHANNEL = 700_000_000_000_000_001
BOT_USER = 600_000_000_000_000_001
EPHEMERAL = 1 << 6
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

    @property
    def data(self) -> dict[str, Any]:
        """The message part (interaction callbacks wrap it in ``data``)."""
        inner = self.payload.get("data")
        return inner if isinstance(inner, dict) else self.payload

    @property
    def ephemeral(self) -> bool:
        return bool(int(self.data.get("flags", 0) or 0) & EPHEMERAL)

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


class Discord:
    """The fake other side: records every request and answers like Discord would."""

    def __init__(self) -> None:
        self.sent: list[Sent] = []
        self.threads: list[int] = []

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
                outer.sent.append(Sent(route.method, route.path, data, blobs, interaction=iid))
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
        if route.path == "/channels/{channel_id}/messages" and route.method == "POST":
            return _message(data, channel or TEXT_CHANNEL)
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
        self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await settle()
        return self.discord.since(mark)

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
        data: dict[str, Any] = {"custom_id": comp["custom_id"], "component_type": comp["type"]}
        if values is not None:
            data["values"] = values
        return await self._dispatch(self._base(3, data, player, self.channel(where), msg))


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
