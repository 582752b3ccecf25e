"""Every Nations rule test doubles as a wording test: each refusal, log line, action
description and end reason produced while it runs is rendered in English, Greek and Italian,
and the test fails on a raw message key or a Fluent artifact."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from rules.core.errors import RuleError
from rules.core.messages import Msg
from rules.nations.engine import Nations
from service.i18n import LOCALES, render
from tests.rendering import FLUENT_ERROR, event_messages

RAW = re.compile(r"\b(?:nations|core)[.-][a-z_]+(?:[.-][a-z_0-9]+)+\b")
SKIP = {"test_games.py"}
_checked: dict[str, list[str]] = {}


def problems(msg: Msg) -> list[str]:
    ident = msg.model_dump_json()
    if ident not in _checked:
        out = []
        for locale in LOCALES:
            text = render(msg, locale)
            if not text.strip():
                out.append(f"{locale}: {msg.key} renders empty")
            for pattern in (RAW, FLUENT_ERROR):
                if found := pattern.search(text):
                    out.append(f"{locale}: {msg.key} shows {found.group()!r}: {text!r}")
        _checked[ident] = out
    return _checked[ident]


@pytest.fixture(autouse=True)
def nations_messages_read_cleanly(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    if request.node.path.name in SKIP:
        yield
        return
    seen: list[Msg] = []
    apply, describe, outcome, parse, setup = (
        Nations.apply,
        Nations.describe,
        Nations.outcome,
        Nations.parse_notation,
        Nations.setup,
    )

    def rec_apply(self: Any, s: Any, seat: int, a: Any) -> Any:
        try:
            tr = apply(self, s, seat, a)
        except RuleError as exc:
            seen.append(exc.msg)
            raise
        seen.extend(event_messages(tr.events))
        return tr

    def rec_describe(self: Any, a: Any) -> Msg:
        msg: Msg = describe(self, a)
        seen.append(msg)
        return msg

    def rec_outcome(self: Any, s: Any) -> Any:
        out = outcome(self, s)
        if out is not None and out.reason is not None:
            seen.append(out.reason)
        return out

    def rec_parse(self: Any, text: str, names: Any = None) -> Any:
        try:
            return parse(self, text, names)
        except RuleError as exc:
            seen.append(exc.msg)
            raise

    def rec_setup(self: Any, *args: Any) -> Any:
        try:
            return setup(self, *args)
        except RuleError as exc:
            seen.append(exc.msg)
            raise

    monkeypatch.setattr(Nations, "apply", rec_apply)
    monkeypatch.setattr(Nations, "describe", rec_describe)
    monkeypatch.setattr(Nations, "outcome", rec_outcome)
    monkeypatch.setattr(Nations, "parse_notation", rec_parse)
    monkeypatch.setattr(Nations, "setup", rec_setup)
    yield
    bad = sorted({p for msg in seen for p in problems(msg)})
    assert not bad, "\n".join(bad[:20])
