"""Every rule test doubles as a wording test: each refusal, log line, action description and
end reason the rules produce while a test runs is rendered in English, Greek and Italian, and
the test fails if any of them shows a raw message key or a Fluent error to a player."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rules.babel.engine import Babel
from rules.core.errors import RuleError
from rules.core.game import Game, Outcome
from rules.core.messages import Msg
from rules.duellum.engine import Duellum
from tests.rendering import event_messages, problems

AI_MODULES = {"test_ai.py", "test_babel_ai_strength.py"}
_checked: dict[str, list[str]] = {}  # a message's JSON -> its problems, across the session


def _problems(msg: Msg) -> list[str]:
    # the same refusal comes up thousands of times in a search over legal actions
    ident = msg.model_dump_json()
    if ident not in _checked:
        _checked[ident] = problems(msg)
    return _checked[ident]


@pytest.fixture(autouse=True)
def every_message_reads_cleanly(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    if request.node.path.name in AI_MODULES:
        # long searches that only repeat the messages the rule tests already cover
        yield
        return
    seen: list[Msg] = []
    error_init = RuleError.__init__
    apply = Game.apply

    def record_error(self: RuleError, key: str, **params: Any) -> None:
        error_init(self, key, **params)
        seen.append(self.msg)

    def record_apply(self: Any, s: Any, seat: int, a: Any) -> Any:
        tr = apply(self, s, seat, a)
        seen.extend(event_messages(tr.events))
        return tr

    monkeypatch.setattr(RuleError, "__init__", record_error)
    monkeypatch.setattr(Game, "apply", record_apply)
    for game in (Babel, Duellum):
        describe, outcome = game.describe, game.outcome

        def record_describe(self: Any, a: Any, describe: Any = describe) -> Msg:
            msg: Msg = describe(self, a)
            seen.append(msg)
            return msg

        def record_outcome(self: Any, s: Any, outcome: Any = outcome) -> Outcome | None:
            out: Outcome | None = outcome(self, s)
            if out is not None and out.reason is not None:
                seen.append(out.reason)
            return out

        monkeypatch.setattr(game, "describe", record_describe)
        monkeypatch.setattr(game, "outcome", record_outcome)
    yield
    bad = sorted({p for msg in seen for p in _problems(msg)})
    assert not bad, "\n".join(bad[:20])
