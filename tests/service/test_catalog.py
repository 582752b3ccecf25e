"""Every message key the code can produce has a text in every catalog, with the same fields."""

from __future__ import annotations

import pathlib
import re

import pytest

from rules.babel.actions import Power, Source
from rules.babel.state import EndReason, Nation
from service.i18n import LOCALES, catalog

ROOT = pathlib.Path(__file__).resolve().parents[2]
LITERAL = re.compile(r"""["']((?:core|babel|service|table)\.[a-z_]+(?:\.[a-z_]+)+)["']""")


def _keys_in_code() -> set[str]:
    keys: set[str] = set()
    for folder in ("rules", "service", "bot", "storage"):
        for path in (ROOT / folder).rglob("*.py"):
            keys |= set(LITERAL.findall(path.read_text("utf-8")))
    # keys built from enums with f-strings
    keys |= {f"babel.nation.{n.value}" for n in Nation}
    keys |= {f"babel.source.{s.value}" for s in Source} | {f"babel.from.{s.value}" for s in Source}
    keys |= {f"babel.power.{p.value}" for p in Power}
    keys |= {f"babel.action.power.{p.value}" for p in Power}
    keys |= {f"babel.event.power.{p.value}" for p in Power}
    keys |= {f"babel.event.end.{e.value}" for e in EndReason}
    keys |= {f"babel.end.{e.value}" for e in EndReason}
    keys |= {f"service.status.{s}" for s in ("lobby", "active", "finished", "aborted")}
    return keys


def test_the_scan_finds_keys() -> None:
    keys = _keys_in_code()
    assert "babel.error.not_enough_people" in keys and "service.error.moved_on" in keys
    assert len(keys) > 120


@pytest.mark.parametrize("locale", LOCALES)
def test_every_key_has_a_text(locale: str) -> None:
    missing = sorted(k for k in _keys_in_code() if k not in catalog(locale))
    assert not missing, f"{locale} lacks {missing}"
