"""Imports point inward only: bot -> service -> storage -> rules (docs/ARCHITECTURE.md), and
never round in a circle."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.games.registry import front_ends

FORBIDDEN = {
    "rules": {"discord", "aiosqlite", "asyncio", "sqlite3", "storage", "service", "bot"},
    "storage": {"discord", "service", "bot"},
    "service": {"discord", "bot"},
    "bot.table": {"discord"},
    "bot.render": {"discord"},
    "bot.text": {"discord"},
    "bot.games.registry": {"discord"},
    "bot.cli": {"bench"},  # bench's subcommands are found through entry points
}
# each game's text board and pictures, as its front end names them: no Discord either
for _fe in front_ends().values():
    FORBIDDEN[_fe.text] = {"discord"}
    FORBIDDEN[_fe.pictures.partition(":")[0]] = {"discord"}


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


# --- no import circles --------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent
PROJECT = ("rules", "storage", "service", "bot", "bench")
# Packages none of whose modules may sit on an import circle. Add a package here once its last
# circle is gone: every one now.
ACYCLIC = ["rules", "storage", "service", "bot", "bench"]


def _module_files(root: Path, packages: Sequence[str]) -> dict[str, Path]:
    out: dict[str, Path] = {}
    for pkg in packages:
        for f in sorted((root / pkg).rglob("*.py")):
            rel = f.relative_to(root).with_suffix("")
            parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
            out[".".join(parts)] = f
    return out


def _imported(name: str, node: ast.Import | ast.ImportFrom, mods: dict[str, Path]) -> set[str]:
    """The project modules an import statement loads (``from a.b import c`` loads ``a.b`` and,
    when ``c`` is a module, ``a.b.c``), each cut back to the nearest module that exists."""
    if isinstance(node, ast.Import):
        targets = [a.name for a in node.names]
    else:
        base = node.module or ""
        if node.level:
            parts = name.split(".")
            if mods[name].name != "__init__.py":
                parts = parts[:-1]
            parts = parts[: len(parts) - (node.level - 1)]
            base = ".".join([*parts, *([base] if base else [])])
        targets = [base, *(f"{base}.{a.name}" for a in node.names)]
    found = set()
    for target in targets:
        while target and target not in mods:
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)
    return found


def import_graph(root: Path, packages: Sequence[str]) -> dict[str, set[str]]:
    """Module -> the project modules it imports, counting every import statement: at the top,
    under ``if TYPE_CHECKING:`` and inside functions alike (a late import hides a circle, it
    does not remove it)."""
    mods = _module_files(root, packages)
    graph: dict[str, set[str]] = {}
    for name, f in mods.items():
        deps: set[str] = set()
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                deps |= _imported(name, node, mods)
        graph[name] = deps
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            v, children = work[-1]
            w = next(children, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph.get(w, ())))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


@pytest.mark.parametrize("package", ACYCLIC)
def test_no_import_circle_touches(package: str) -> None:
    touching = [
        c
        for c in circles(import_graph(ROOT, PROJECT))
        if any(m == package or m.startswith(f"{package}.") for m in c)
    ]
    assert not touching, "import circles: " + "; ".join(" <-> ".join(c) for c in touching)


def test_circles_are_found_however_the_import_hides(tmp_path: Path) -> None:
    pkg = tmp_path / "toy"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("from toy.sub import view\n")
    (pkg / "engine.py").write_text("def f():\n    from toy import state\n")
    (pkg / "state.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import engine\n"
    )
    (pkg / "sub" / "view.py").write_text("from .. import engine\nimport toy.sub\n")
    (pkg / "leaf.py").write_text("import toy.state\n")
    found = circles(import_graph(tmp_path, ["toy"]))
    assert found == [["toy.engine", "toy.state"], ["toy.sub", "toy.sub.view"]]
