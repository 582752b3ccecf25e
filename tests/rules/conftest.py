"""Every rule test doubles as a wording test: each refusal, log line, action description and
end reason the rules produce while a test runs is rendered in English, Greek and Italian, and
the test fails if any of them shows a raw message key or a Fluent error to a player."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

import pytest

from rules.antike.engine import Antike
from rules.babel.engine import Babel
from rules.core.errors import RuleError
from rules.core.game import Game, Outcome
from rules.core.messages import Msg
from rules.duellum.engine import Duellum
from rules.nations.engine import Nations
from rules.polis.engine import Polis
from tests.rendering import event_messages, problems

# long random or AI games: they repeat what the seeded games of test_messages.py render
SEARCHES = {"test_ai.py", "test_babel_ai_strength.py", "test_conformance.py", "test_games.py"}
_checked: dict[str, list[str]] = {}  # a message's JSON -> its problems, across the session


def _problems(msg: Msg) -> list[str]:
    # the same message comes up again and again (a turn's end, a common refusal)
    ident = msg.model_dump_json()
    if ident not in _checked:
        _checked[ident] = problems(msg)
    return _checked[ident]


@pytest.fixture(autouse=True)
def every_message_reads_cleanly(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    if request.node.path.name in SEARCHES:
        yield
        return
    seen: list[Msg] = []
    # what reaches a player: the refusals and events of apply, the refusals of reading a
    # notation or setting up, descriptions and end reasons (not the refusals a search over
    # legal actions raises and swallows internally)
    apply = Game.apply

    def record_apply(self: Any, s: Any, seat: int, a: Any) -> Any:
        try:
            tr = apply(self, s, seat, a)
        except RuleError as exc:
            seen.append(exc.msg)
            raise
        seen.extend(event_messages(tr.events))
        return tr

    monkeypatch.setattr(Game, "apply", record_apply)
    for game in (Antike, Babel, Duellum, Nations, Polis):
        describe, outcome = game.describe, game.outcome
        parse, setup = game.parse_notation, game.setup

        def record_describe(self: Any, a: Any, describe: Any = describe) -> Msg:
            msg: Msg = describe(self, a)
            seen.append(msg)
            return msg

        def record_outcome(self: Any, s: Any, outcome: Any = outcome) -> Outcome | None:
            out: Outcome | None = outcome(self, s)
            if out is not None and out.reason is not None:
                seen.append(out.reason)
            return out

        def record_refusal(self: Any, *args: Any, method: Any = None) -> Any:
            try:
                return method(self, *args)
            except RuleError as exc:
                seen.append(exc.msg)
                raise

        monkeypatch.setattr(game, "describe", record_describe)
        monkeypatch.setattr(game, "outcome", record_outcome)
        for name, method in (("parse_notation", parse), ("setup", setup)):
            wrapped = functools.partialmethod(record_refusal, method=method)
            monkeypatch.setattr(game, name, wrapped)
    yield
    bad = sorted({p for msg in seen for p in _problems(msg)})
    assert not bad, "\n".join(bad[:20])
