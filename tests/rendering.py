"""What a rendered message must never show a player: a message key of ours (a missing catalog
entry, or a key passed as a plain string where a nested message belongs), or a Fluent
artifact (an unfilled ``{ $variable }``, ``FORM``, an unresolved Fluent id)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from rules.core.messages import Event, Msg
from service.i18n import LOCALES, render

NAMESPACES = "core|babel|duellum|antike|polis|nations|service|table|bot|render|common"
RAW_KEY = re.compile(rf"\b(?:{NAMESPACES})[.-][a-z_]+(?:[.-][a-z_]+)*\b")
FLUENT_ERROR = re.compile(r"[{}\u2068\u2069]|\?\?\?|\bFORM\b")


def nested(msg: Msg) -> Iterator[Msg]:
    """``msg`` and every message inside its parameters (lists included)."""
    yield msg

    def walk(value: Any) -> Iterator[Msg]:
        if isinstance(value, Msg):
            yield from nested(value)
        elif isinstance(value, (list, tuple)):
            for v in value:
                yield from walk(v)

    for value in msg.params.values():
        yield from walk(value)


def problems(msg: Msg, locales: Iterable[str] = LOCALES) -> list[str]:
    """What is wrong with ``msg`` as a player would read it, in each language; empty if all
    is well."""
    out = []
    for locale in locales:
        text = render(msg, locale)
        if not text.strip():
            out.append(f"{locale}: {msg.key} renders empty")
        for pattern in (RAW_KEY, FLUENT_ERROR):
            if found := pattern.search(text):
                out.append(f"{locale}: {msg.key} shows {found.group()!r}: {text!r}")
    return out


def event_messages(events: Iterable[Event]) -> Iterator[Msg]:
    for event in events:
        yield event.public
        yield from event.private.values()
