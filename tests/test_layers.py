"""Imports point inward only: bot -> service -> storage -> rules (docs/ARCHITECTURE.md)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

FORBIDDEN = {
    "rules": {"discord", "aiosqlite", "asyncio", "sqlite3", "storage", "service", "bot"},
    "storage": {"discord", "service", "bot"},
    "service": {"discord", "bot"},
    "bot.table": {"discord"},
    "bot.render": {"discord"},
}


def _loaded_after_import(modules: list[str]) -> set[str]:
    code = (
        "import importlib, json, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "print(json.dumps(sorted({k.split('.')[0] for k in sys.modules} | set(sys.modules))))"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    return set(json.loads(out.stdout))


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layer_does_not_load_outer_layers(package: str) -> None:
    extra = ["rules.babel", "rules.babel.ai"] if package == "rules" else []
    loaded = _loaded_after_import([package, *extra])
    assert not (FORBIDDEN[package] & loaded), FORBIDDEN[package] & loaded
