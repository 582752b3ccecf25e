"""What Discord accepts: every request the bot sends, checked against Discord's official OpenAPI
spec (the extract in ``discord_schemas.json``, validated with JSON Schema Draft 2020-12) and
against the documented limits the spec does not fully encode (custom ids, rows, lengths, the
6,000-character embed budget, attachments, command names).

:func:`violations` returns every problem found in one request as a readable line; an empty list
means Discord would take it.
"""

from __future__ import annotations

import copy
import json
import re
import unicodedata
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from tests.bot.harness import Sent

VENDORED = Path(__file__).resolve().parent / "discord_schemas.json"
ROOT = "urn:discord-api-spec"
EPHEMERAL = 1 << 6
# requests without a body that the bot may make: reading a channel it was given by id, reading
# a channel's last messages (before posting a board again that may be shown already), removing
# a thread it opened, removing a deferred answer it replaces by a private one
BODYLESS = {
    ("GET", "/channels/{channel_id}"),
    ("GET", "/channels/{channel_id}/messages"),
    ("DELETE", "/channels/{channel_id}"),
    ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
}
# interaction callback types (Discord docs: "Interaction Callback Type")
CALLBACK_SCHEMA = {
    4: "CreateMessageInteractionCallbackRequest",  # channel message with source
    5: "CreateMessageInteractionCallbackRequest",  # deferred channel message
    6: "UpdateMessageInteractionCallbackRequest",  # deferred update message
    7: "UpdateMessageInteractionCallbackRequest",  # update message
    8: "ApplicationCommandAutocompleteCallbackRequest",
}


class DuplicateCustomId(AssertionError):
    """Two components of one message share a custom_id (Discord refuses the message)."""


@cache
def load() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(VENDORED.read_text(encoding="utf-8"))
    return doc


# Keys discord.py 2.7 itself writes that the spec's request schemas do not list: every
# ``Embed.to_dict()`` carries the embed's flags (0 unless set), and every interaction message
# response carries ``tts`` (False), also when it updates a message (type 7), where the spec has
# no such field. Allowed only with the values discord.py writes, so a flag the bot set is caught.
# And one field Discord's docs list that the spec's schema lacks ("where the spec and docs
# disagree, follow the docs"): a command's ``nsfw`` (age-restricted), which discord.py always sends.
LIBRARY_KEYS: dict[str, dict[str, Any]] = {
    "RichEmbed": {"flags": {"const": 0}},
    "IncomingWebhookUpdateForInteractionCallbackRequestPartial": {"tts": {"const": False}},
    "ApplicationCommandUpdateRequest": {"nsfw": {"type": ["boolean", "null"]}},
}


def _strict(doc: dict[str, Any]) -> dict[str, Any]:
    """The extract with unknown keys refused: every object schema of the spec lists its
    properties, and a key it does not list is a typo Discord would silently drop."""
    strict = copy.deepcopy(doc)
    for name, schema in strict["components"]["schemas"].items():
        if (
            isinstance(schema, dict)
            and "properties" in schema
            and "additionalProperties" not in schema
        ):
            schema["properties"].update(LIBRARY_KEYS.get(name, {}))
            schema["additionalProperties"] = False
    return strict


def as_json_snowflakes(payload: Any) -> Any:
    """The body with the snowflakes discord.py writes as JSON numbers (attachment ids, the users
    and roles of allowed_mentions) written as strings, as the spec types them. Discord takes a
    snowflake either way; its docs say only that it *returns* them as strings."""
    if not isinstance(payload, dict):
        return payload
    body = copy.deepcopy(payload)
    for msg in (body, body.get("data")):
        if not isinstance(msg, dict):
            continue
        for a in msg.get("attachments") or []:
            if isinstance(a, dict) and isinstance(a.get("id"), int):
                a["id"] = str(a["id"])
        allowed = msg.get("allowed_mentions")
        if isinstance(allowed, dict):
            for key in ("users", "roles"):
                if isinstance(allowed.get(key), list):
                    allowed[key] = [str(x) if isinstance(x, int) else x for x in allowed[key]]
    return body


@cache
def _registry(strict: bool) -> Registry[Any]:
    doc = _strict(load()) if strict else load()
    return Registry().with_resource(
        ROOT, Resource.from_contents(doc, default_specification=DRAFT202012)
    )


@cache
def validator(pointer: str, strict: bool = False) -> Draft202012Validator:
    """A validator for the schema at ``pointer`` (a JSON pointer into the extract)."""
    return Draft202012Validator({"$ref": f"{ROOT}#{pointer}"}, registry=_registry(strict))


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _shape(path: str) -> str:
    """A path template with its parameters unnamed (discord.py calls the interaction's id and
    token ``webhook_id`` and ``webhook_token``; the spec ``interaction_id``...)."""
    return re.sub(r"\{[^}]+\}", "{}", path)


@cache
def routes() -> dict[tuple[str, str], str]:
    """(method, path shape) -> operationId, for every request the extract covers."""
    return {(r["method"], _shape(r["path"])): op for op, r in load()["requests"].items()}


def body_pointer(op_id: str, media: str) -> str:
    return f"/requests/{op_id}/requestBody/content/{_escape(media)}/schema"


def _wrong_kind(err: Any) -> bool:
    """An error that only says "this union member is another kind of thing" (null, or another
    component or callback type)."""
    rel = list(err.relative_path)
    return err.validator in ("type", "enum", "const") and rel in ([], ["type"])


def _explain(err: Any) -> list[Any]:
    """The errors that say why a value was refused: for a union, those of the member of the
    right kind (the one whose type matched), followed down."""
    if not err.context:
        return [err]
    branches: dict[Any, list[Any]] = {}
    for e in err.context:
        branches.setdefault(e.relative_schema_path[0], []).append(e)
    fitting = [errs for errs in branches.values() if not any(_wrong_kind(e) for e in errs)]
    if len(fitting) != 1:
        return [err]  # no member, or several, of the right kind: the union's own message
    return [leaf for e in fitting[0] for leaf in _explain(e)]


def _errors(v: Draft202012Validator, instance: Any, label: str) -> list[str]:
    out = []
    for err in sorted(v.iter_errors(instance), key=lambda e: list(e.absolute_path)):
        for why in _explain(err):
            where = "/".join(str(p) for p in why.absolute_path) or "(body)"
            out.append(f"{label}: {where}: {why.message[:300]}")
    return out


def _schema(name: str) -> dict[str, Any]:
    schema: dict[str, Any] = load()["components"]["schemas"][name]
    return schema


def _union_members(op_id: str, media: str) -> list[str]:
    schema = load()["requests"][op_id]["requestBody"]["content"][media]["schema"]
    if schema.get("x-discord-union") != "oneOf":
        return []
    return [m["$ref"].rsplit("/", 1)[1] for m in schema.get("anyOf", []) if "$ref" in m]


# --- the spec ----------------------------------------------------------------------------------
def schema_violations(sent: Sent) -> list[str]:
    if (sent.method, _shape(sent.path)) in {(m, _shape(p)) for m, p in BODYLESS}:
        return [f"{sent.method} {sent.path} carries a body"] if sent.payload else []
    op_id = routes().get((sent.method, _shape(sent.path)))
    if op_id is None:
        return [
            f"{sent.method} {sent.path}: not in the vendored spec extract "
            "(add it to extract_schemas.py ENDPOINTS and regenerate)"
        ]
    content = load()["requests"][op_id]["requestBody"]["content"]
    out: list[str] = []
    if sent.parts:
        if "multipart/form-data" not in content:
            out.append(f"{op_id}: sent as multipart, which this endpoint does not take")
        names = [p["name"] for p in sent.parts]
        if names.count("payload_json") != 1:
            out.append(f"{op_id}: multipart needs exactly one payload_json part, got {names}")
    label = f"{op_id} ({sent.method} {sent.path})"
    body = as_json_snowflakes(sent.payload)
    # the JSON body (or the multipart payload_json, which Discord reads as that body); the
    # strict pass (unknown keys refused) finds everything the plain one does, so the plain one
    # runs only to tell a wrong value from an unknown key
    pointer = body_pointer(op_id, "application/json")
    strict = _errors(validator(pointer, strict=True), body, label)
    if strict:
        plain = _errors(validator(pointer), body, label)
        unknown = ["unknown key: " + e for e in strict if "Additional properties" in e]
        out += plain + unknown or strict
    # Discord's unions are oneOf ("x-discord-union"); callbacks are told apart by their type
    if op_id == "create_interaction_response":
        kind = body.get("type") if isinstance(body, dict) else None
        expected = CALLBACK_SCHEMA.get(kind) if isinstance(kind, int) else None
        members = [
            m
            for m in _union_members(op_id, "application/json")
            if kind in _schema(m)["properties"]["type"].get("enum", [])
        ]
        if expected is None:
            out.append(f"{label}: callback type {kind!r} is not one the bot should send")
        elif members != [expected]:
            out.append(f"{label}: type {kind} belongs to {members}, expected [{expected}]")
    return out


# --- Discord's documented limits beyond the spec ------------------------------------------------
# https://discord.com/developers/docs: Message Components, Embed Limits, Allowed Mentions,
# Application Commands (naming, localization), Uploading Files
CONTENT = 2000
EMBEDS = 10
EMBED_TOTAL = 6000
EMBED_FIELDS = 25
ROWS = 5
ROW_BUTTONS = 5
CUSTOM_ID = 100
BUTTON_LABEL = 80
SELECT_OPTIONS = 25
OPTION_TEXT = 100
PLACEHOLDER = 150
CHOICES = 25
CHOICE_TEXT = 100
FILES = 10
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")  # \w: letters, digits (str.isalnum) and _


def _embed_limits(embed: dict[str, Any], where: str) -> tuple[list[str], int]:
    out: list[str] = []
    total = 0

    def text(key: str, value: Any, limit: int) -> None:
        nonlocal total
        if value is None:
            return
        s = str(value)
        total += len(s)
        if len(s) > limit:
            out.append(f"{where}.{key} is {len(s)} characters (at most {limit})")

    text("title", embed.get("title"), 256)
    text("description", embed.get("description"), 4096)
    fields = embed.get("fields") or []
    if len(fields) > EMBED_FIELDS:
        out.append(f"{where} has {len(fields)} fields (at most {EMBED_FIELDS})")
    for i, f in enumerate(fields):
        text(f"fields[{i}].name", f.get("name"), 256)
        text(f"fields[{i}].value", f.get("value"), 1024)
        if not str(f.get("name") or "").strip() or not str(f.get("value") or "").strip():
            out.append(f"{where}.fields[{i}] has an empty name or value")
    text("footer.text", (embed.get("footer") or {}).get("text"), 2048)
    text("author.name", (embed.get("author") or {}).get("name"), 256)
    return out, total


def _component_limits(components: list[dict[str, Any]], where: str) -> list[str]:
    out: list[str] = []
    if len(components) > ROWS:
        out.append(f"{where}: {len(components)} action rows (at most {ROWS})")
    ids: list[str] = []
    for r, row in enumerate(components):
        if row.get("type") != 1:
            out.append(f"{where}[{r}] is type {row.get('type')}, not an action row")
            continue
        items = row.get("components") or []
        if not items:
            out.append(f"{where}[{r}] is an empty action row")
        buttons = [c for c in items if c.get("type") == 2]
        selects = [c for c in items if c.get("type") in (3, 5, 6, 7, 8)]
        if len(buttons) > ROW_BUTTONS:
            out.append(f"{where}[{r}] has {len(buttons)} buttons (at most {ROW_BUTTONS})")
        if selects and len(items) > 1:
            out.append(f"{where}[{r}]: a select must be alone in its row")
        for c, item in enumerate(items):
            at = f"{where}[{r}][{c}]"
            cid = item.get("custom_id")
            if cid is not None:
                ids.append(str(cid))
                if not 1 <= len(str(cid)) <= CUSTOM_ID:
                    out.append(f"{at}.custom_id is {len(str(cid))} characters (1..{CUSTOM_ID})")
            elif item.get("type") != 2 or item.get("style") not in (5, 6):
                out.append(f"{at} has no custom_id")
            if item.get("type") == 2:
                label = item.get("label")
                if label is not None and len(label) > BUTTON_LABEL:
                    out.append(f"{at}.label is {len(label)} characters (at most {BUTTON_LABEL})")
                if not label and not item.get("emoji"):
                    out.append(f"{at} is a button with neither label nor emoji")
            if item.get("type") == 3:
                out += _select_limits(item, at)
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise DuplicateCustomId(f"{where}: custom_id used twice in one message: {dupes}")
    return out


def _select_limits(select: dict[str, Any], at: str) -> list[str]:
    out: list[str] = []
    options = select.get("options") or []
    if not 1 <= len(options) <= SELECT_OPTIONS:
        out.append(f"{at} has {len(options)} options (1..{SELECT_OPTIONS})")
    placeholder = select.get("placeholder")
    if placeholder is not None and len(placeholder) > PLACEHOLDER:
        out.append(f"{at}.placeholder is {len(placeholder)} characters (at most {PLACEHOLDER})")
    lo = int(select.get("min_values", 1) or 0)
    hi = int(select.get("max_values", 1) or 1)
    if not 0 <= lo <= hi <= len(options):
        out.append(f"{at}: min_values {lo} / max_values {hi} with {len(options)} options")
    values = [str(o.get("value")) for o in options]
    if len(set(values)) != len(values):
        out.append(
            f"{at}: option values repeat: {sorted({v for v in values if values.count(v) > 1})}"
        )
    defaults = [o for o in options if o.get("default")]
    if len(defaults) > hi:
        out.append(f"{at}: {len(defaults)} default options, more than max_values {hi}")
    for i, o in enumerate(options):
        for key in ("label", "value", "description"):
            v = o.get(key)
            if v is None:
                continue
            if key != "description" and not v:
                out.append(f"{at}.options[{i}].{key} is empty")
            if len(v) > OPTION_TEXT:
                out.append(f"{at}.options[{i}].{key} is {len(v)} characters (at most 100)")
    return out


def _message_limits(data: dict[str, Any], sent: Sent, where: str, *, new: bool = True) -> list[str]:
    out: list[str] = []
    content = data.get("content")
    # a new message needs at least one of content, embeds, components, files, stickers, poll
    if new and not (
        content
        or data.get("embeds")
        or data.get("components")
        or sent.files
        or data.get("sticker_ids")
        or data.get("poll")
    ):
        out.append(f"{where}: an empty message (Discord refuses it: 50006)")
    if content is not None and len(content) > CONTENT:
        out.append(f"{where}.content is {len(content)} characters (at most {CONTENT})")
    embeds = data.get("embeds") or []
    if len(embeds) > EMBEDS:
        out.append(f"{where} has {len(embeds)} embeds (at most {EMBEDS})")
    total = 0
    for i, e in enumerate(embeds):
        problems, chars = _embed_limits(e, f"{where}.embeds[{i}]")
        out += problems
        total += chars
    if total > EMBED_TOTAL:
        out.append(f"{where}: embeds hold {total} characters together (at most {EMBED_TOTAL})")
    out += _flag_limits(data, sent, where)
    out += _component_limits(data.get("components") or [], f"{where}.components")
    out += _mention_limits(data, where)
    out += _attachment_limits(data, sent, where)
    return out


# message flags a request may set (Discord docs, Message Flags and Create Message): in a channel
# SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2; an interaction's
# answer or follow-up may also be EPHEMERAL (and carries no voice message)
SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, VOICE, COMPONENTS_V2 = 1 << 2, 1 << 12, 1 << 13, 1 << 15
CHANNEL_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | VOICE | COMPONENTS_V2
INTERACTION_FLAGS = EPHEMERAL | SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | COMPONENTS_V2


def _flag_limits(data: dict[str, Any], sent: Sent, where: str) -> list[str]:
    flags = int(data.get("flags") or 0)
    allowed = CHANNEL_FLAGS if sent.path.startswith("/channels/") else INTERACTION_FLAGS
    if flags & ~allowed:
        return [f"{where}: flags {flags} set bits {flags & ~allowed} a request may not set"]
    return []


def _mention_limits(data: dict[str, Any], where: str) -> list[str]:
    allowed = data.get("allowed_mentions")
    if not allowed:
        return []
    out = []
    parse = allowed.get("parse") or []
    # Discord refuses "users" in parse together with a users list (and roles alike)
    for kind in ("users", "roles"):
        if kind in parse and allowed.get(kind):
            out.append(f"{where}.allowed_mentions: parse has {kind!r} and a {kind} list")
    # a user allowed to be pinged should be mentioned in the content, or the ping is lost
    content = str(data.get("content") or "")
    for uid in allowed.get("users") or []:
        if f"<@{uid}>" not in content and f"<@!{uid}>" not in content:
            out.append(f"{where}.allowed_mentions names user {uid}, not mentioned in content")
    return out


def _attachment_limits(data: dict[str, Any], sent: Sent, where: str) -> list[str]:
    out: list[str] = []
    parts = {p["name"]: p for p in sent.parts if p.get("name") != "payload_json"}
    if len(parts) > FILES:
        out.append(f"{where}: {len(parts)} files (at most {FILES})")
    numbered = {}
    for name, part in parts.items():
        m = re.fullmatch(r"files\[(\d+)\]", name)
        if m is None:
            out.append(f"{where}: multipart part {name!r} is neither payload_json nor files[n]")
            continue
        numbered[int(m[1])] = part
    attachments = data.get("attachments")
    if attachments is None:
        if numbered and sent.method == "PATCH":
            out.append(f"{where}: files sent without an attachments list on an edit")
        return out
    by_id: dict[int, dict[str, Any]] = {}
    for a in attachments:
        try:
            aid = int(a["id"])
        except (KeyError, TypeError, ValueError):
            out.append(f"{where}.attachments: {a} has no numeric id")
            continue
        if aid in by_id:
            out.append(f"{where}.attachments: id {aid} twice")
        by_id[aid] = a
    for n, part in numbered.items():
        a = by_id.get(n)
        if a is None:
            out.append(f"{where}: files[{n}] has no attachments entry with id {n}")
        elif a.get("filename") and part.get("filename") and a["filename"] != part["filename"]:
            out.append(
                f"{where}: files[{n}] is {part['filename']!r}, attachment says {a['filename']!r}"
            )
    new_ids = {i for i, a in by_id.items() if i < FILES and "filename" in a}
    for i in sorted(new_ids - set(numbered)):
        out.append(f"{where}.attachments[id={i}] names a new file that was not uploaded")
    # an embed may only show attachments that are part of the message
    names = {str(a.get("filename")) for a in attachments} | {
        str(p.get("filename")) for p in numbered.values()
    }
    for i, e in enumerate(data.get("embeds") or []):
        for key in ("image", "thumbnail"):
            url = str((e.get(key) or {}).get("url") or "")
            if url.startswith("attachment://") and url[len("attachment://") :] not in names:
                out.append(f"{where}.embeds[{i}].{key} shows {url}, which is not attached")
    return out


def _choice_limits(data: dict[str, Any], where: str) -> list[str]:
    out: list[str] = []
    choices = data.get("choices") or []
    if len(choices) > CHOICES:
        out.append(f"{where}: {len(choices)} autocomplete choices (at most {CHOICES})")
    for i, c in enumerate(choices):
        name, value = str(c.get("name", "")), c.get("value")
        if not 1 <= len(name) <= CHOICE_TEXT:
            out.append(f"{where}.choices[{i}].name is {len(name)} characters (1..{CHOICE_TEXT})")
        if isinstance(value, str) and not 1 <= len(value) <= CHOICE_TEXT:
            out.append(f"{where}.choices[{i}].value is {len(value)} characters (1..{CHOICE_TEXT})")
        for loc, text in (c.get("name_localizations") or {}).items():
            if not 1 <= len(text) <= CHOICE_TEXT:
                out.append(f"{where}.choices[{i}].name[{loc}] is {len(text)} characters")
    return out


def limit_violations(sent: Sent) -> list[str]:
    """Discord's documented limits, for one request. Raises :class:`DuplicateCustomId` when two
    components of one message share an id (its own class, so a known defect can be marked)."""
    where = f"{sent.method} {sent.path}"
    if (sent.method, _shape(sent.path)) in {(m, _shape(p)) for m, p in BODYLESS}:
        return []
    if sent.method == "PUT" and sent.path.endswith("/commands"):
        return command_limits(sent.payload)
    payload = sent.payload
    if sent.path.endswith("/callback"):
        kind = payload.get("type")
        data = payload.get("data") or {}
        if kind == 8:
            return _choice_limits(data, where)
        if kind in (5, 6):
            extra = set(data) - {"flags"}
            return [f"{where}: a deferral carries {sorted(extra)}"] if extra else []
        return _message_limits(data, sent, where, new=kind == 4)
    if sent.path.endswith("/threads"):
        name = str(payload.get("name", ""))
        return [] if 1 <= len(name) <= 100 else [f"{where}: thread name is {len(name)} characters"]
    if sent.path == "/users/@me/channels":  # opening a DM: no message, only its recipient
        return []
    return _message_limits(payload, sent, where, new=sent.method == "POST")


def violations(sent: Sent) -> list[str]:
    return schema_violations(sent) + limit_violations(sent)


def response_violations(interactions: list[int], sent: list[Sent]) -> list[str]:
    """Each interaction is answered exactly once (a second callback is refused: 40060; none
    leaves "This interaction failed"), and a follow-up comes only after an answer."""
    out = []
    callbacks: dict[int, list[int]] = {}
    for s in sent:
        if s.path.endswith("/callback") and s.interaction is not None:
            callbacks.setdefault(s.interaction, []).append(int(s.payload.get("type", 0)))
    for iid in interactions:
        kinds = callbacks.get(iid, [])
        if len(kinds) != 1:
            out.append(f"interaction {iid} got {len(kinds)} callbacks {kinds}")
    answered = 0
    for s in sent:
        if s.path.endswith("/callback"):
            answered += 1
        elif s.path.startswith("/webhooks/") and s.method == "POST" and not answered:
            out.append("a follow-up before any interaction was answered")
    return out


# --- application commands -------------------------------------------------------------------
def _name_ok(name: str) -> bool:
    # Discord: ^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$, lowercase where a lowercase exists
    return bool(COMMAND_NAME.fullmatch(name)) and name == name.lower()


def command_limits(commands: list[dict[str, Any]]) -> list[str]:
    out: list[str] = []
    if len(commands) > 100:
        out.append(f"{len(commands)} chat commands (at most 100)")
    names = [c["name"] for c in commands]
    if len(set(names)) != len(names):
        out.append(f"command names repeat: {names}")
    for c in commands:
        out += _command_node(c, "/" + c["name"], top=True)
    return out


def _command_node(node: dict[str, Any], path: str, top: bool = False) -> list[str]:
    out: list[str] = []
    slash = (top and node.get("type", 1) == 1) or not top
    names = {"": node["name"], **(node.get("name_localizations") or {})}
    for loc, name in names.items():
        if slash and not _name_ok(name):
            out.append(f"{path}: name{'[' + loc + ']' if loc else ''} {name!r} breaks the rules")
        if any(unicodedata.category(ch) == "Lu" for ch in name):
            out.append(f"{path}: name {name!r} has a capital letter")
    descs = {"": node.get("description", ""), **(node.get("description_localizations") or {})}
    for loc, d in descs.items():
        if slash and not 1 <= len(d) <= 100:
            out.append(
                f"{path}: description{'[' + loc + ']' if loc else ''} is {len(d)} characters"
            )
    for loc in set(node.get("name_localizations") or {}) ^ set(
        node.get("description_localizations") or {}
    ):
        out.append(f"{path}: locale {loc} has a name or a description but not both")
    options = node.get("options") or []
    if len(options) > 25:
        out.append(f"{path}: {len(options)} options (at most 25)")
    seen: set[str] = set()
    required_done = False
    for o in options:
        if o["name"] in seen:
            out.append(f"{path}: option {o['name']} twice")
        seen.add(o["name"])
        if o.get("type") not in (1, 2):
            if o.get("required"):
                if required_done:
                    out.append(f"{path}: required option {o['name']} after an optional one")
            else:
                required_done = True
        choices = o.get("choices") or []
        if len(choices) > 25:
            out.append(f"{path}/{o['name']}: {len(choices)} choices (at most 25)")
        if choices and o.get("autocomplete"):
            out.append(f"{path}/{o['name']}: choices and autocomplete together")
        for ch in choices:
            for loc, text in {"": ch["name"], **(ch.get("name_localizations") or {})}.items():
                if not 1 <= len(text) <= 100:
                    out.append(f"{path}/{o['name']}: choice name[{loc}] {text!r}")
            if isinstance(ch["value"], str) and not 1 <= len(ch["value"]) <= 100:
                out.append(f"{path}/{o['name']}: choice value {ch['value']!r}")
        out += _command_node(o, f"{path}/{o['name']}")
    return out
