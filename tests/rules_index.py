"""The rules index of each game (``rules/<game>/RULES.md``) and the tests that name its rules.

Each game's ``RULES.md`` holds one table with a row per rule statement of its source:

    | id | source | rule | status | tests |

- ``id``: ``<game>.<part>.<name>``, unique (``polis.turn.two-different``);
- ``source``: where the statement is (the seed's section or page, or a public fact GAMES.md
  cites);
- ``rule``: a one-line summary in our own words;
- ``status``: ``rule`` (the engine does what the source says), ``reading N`` (an
  interpretation: entry N of the game's README "Interpretations" list) or ``missing`` (not
  implemented; none should remain);
- ``tests``: the tests that name the rule, written by ``python -m tests.rules_index --write``
  from the tests' ``@pytest.mark.rule("<id>", …)`` markers (a module's ``pytestmark`` names
  them for every test of the module).

``tests/test_rules_index.py`` keeps it true: every rule has a test, every named id exists,
the tests column is current, every reading points at a README entry, nothing is missing.
"""

from __future__ import annotations

import argparse
import ast
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("antike", "duellum", "babel", "nations", "polis")
HEADER = ("id", "source", "rule", "status", "tests")
ID = re.compile(r"^[a-z]+(?:\.[a-z0-9][a-z0-9-]*)+$")
STATUS = re.compile(r"^(rule|missing|reading (\d+(?:, \d+)*))$")


@dataclass
class Rule:
    id: str
    source: str
    summary: str
    status: str
    tests: str
    line: int  # the row's line in RULES.md

    @property
    def readings(self) -> list[int]:
        m = STATUS.match(self.status)
        return [int(n) for n in m.group(2).split(", ")] if m and m.group(2) else []


def index_path(game: str) -> Path:
    return ROOT / "rules" / game / "RULES.md"


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def read_index(game: str) -> list[Rule]:
    """The rows of ``rules/<game>/RULES.md`` (empty when it has none)."""
    path = index_path(game)
    if not path.exists():
        return []
    rules: list[Rule] = []
    in_table = False
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.startswith("|"):
            in_table = False
            continue
        cells = _cells(line)
        if tuple(c.lower() for c in cells) == HEADER:
            in_table = True
            continue
        if not in_table or set("".join(cells)) <= set("-: "):
            continue
        if len(cells) != len(HEADER):
            raise ValueError(f"{path}:{n}: a row needs {len(HEADER)} cells, has {len(cells)}")
        rules.append(Rule(*cells, line=n))  # type: ignore[call-arg]
    return rules


def _rule_ids(node: ast.expr) -> list[str]:
    """The ids of a ``pytest.mark.rule(...)`` call (or a list of marks), else []."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return [i for elt in node.elts for i in _rule_ids(elt)]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "rule"
        and isinstance(node.func.value, ast.Attribute)
        and node.func.value.attr == "mark"
    ):
        return [
            a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)
        ]
    return []


def tagged_tests(root: Path = ROOT / "tests") -> dict[str, list[str]]:
    """Rule id -> the tests (``path::name``, path from the project root) that name it."""
    out: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(ROOT).as_posix()
        module_ids: list[str] = []
        for stmt in tree.body:
            if isinstance(stmt, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "pytestmark" for t in stmt.targets
            ):
                module_ids += _rule_ids(stmt.value)

        def visit(body: list[ast.stmt], prefix: str, inherited: list[str], rel: str = rel) -> None:
            for stmt in body:
                if isinstance(stmt, ast.ClassDef):
                    ids = [i for d in stmt.decorator_list for i in _rule_ids(d)]
                    visit(stmt.body, f"{prefix}{stmt.name}::", inherited + ids, rel)
                elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    if not stmt.name.startswith("test"):
                        continue
                    ids = inherited + [i for d in stmt.decorator_list for i in _rule_ids(d)]
                    for i in dict.fromkeys(ids):
                        out[i].append(f"{rel}::{prefix}{stmt.name}")

        visit(tree.body, "", module_ids)
    return dict(out)


def column_of(tests: list[str], game: str) -> str:
    """The tests column: test names, paths shortened under ``tests/rules/<game>/``."""
    short = [t.removeprefix(f"tests/rules/{game}/") for t in tests]
    return "<br>".join(f"`{t}`" for t in short) if short else ""


def write_tests_column(game: str, tagged: dict[str, list[str]]) -> bool:
    """Rewrite the tests column of ``game``'s index from the markers; whether it changed."""
    path = index_path(game)
    lines = path.read_text(encoding="utf-8").splitlines()
    by_line = {r.line: r for r in read_index(game)}
    changed = False
    for n, r in by_line.items():
        cell = column_of(tagged.get(r.id, []), game)
        if cell != r.tests:
            lines[n - 1] = f"| {r.id} | {r.source} | {r.summary} | {r.status} | {cell} |"
            changed = True
    if changed:
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return changed


def coverage() -> dict[str, tuple[int, int]]:
    """Per game with an index: (rules, rules named by at least one test)."""
    tagged = tagged_tests()
    out = {}
    for game in GAMES:
        rules = read_index(game)
        if rules:
            out[game] = (len(rules), sum(1 for r in rules if tagged.get(r.id)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description="The rules indexes and their tests.")
    parser.add_argument("--write", action="store_true", help="rewrite the tests columns")
    args = parser.parse_args()
    tagged = tagged_tests()
    for game in GAMES:
        rules = read_index(game)
        if not rules:
            print(f"{game}: no index")
            continue
        if args.write and write_tests_column(game, tagged):
            print(f"{game}: tests column rewritten")
        covered = sum(1 for r in rules if tagged.get(r.id))
        print(f"{game}: {len(rules)} rules, {covered} with a test")


if __name__ == "__main__":
    main()
