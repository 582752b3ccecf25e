"""The rules indexes stay true (``tests/rules_index.py`` says what an index holds): every rule
of every game has an id and a test that names it, every id a test names is in an index, the
tests column is what the markers say, every reading is an entry of the game's README, and no
rule is left unimplemented."""

from __future__ import annotations

import re

import pytest

from tests.rules_index import (
    GAMES,
    ID,
    ROOT,
    STATUS,
    column_of,
    index_path,
    read_index,
    tagged_tests,
)

INDEXED = [g for g in GAMES if index_path(g).exists()]
README_ENTRY = re.compile(r"^(\d+)\. \*\*", re.M)


def test_every_game_has_an_index() -> None:
    assert list(GAMES) == INDEXED, f"no rules/<game>/RULES.md for {set(GAMES) - set(INDEXED)}"


@pytest.mark.parametrize("game", INDEXED)
def test_the_index_is_well_formed(game: str) -> None:
    rules = read_index(game)
    assert len(rules) >= 10, f"{game}: {len(rules)} rules"
    ids = [r.id for r in rules]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    for r in rules:
        assert ID.match(r.id) and r.id.startswith(f"{game}."), f"{game}:{r.line}: id {r.id!r}"
        assert STATUS.match(r.status), f"{game}:{r.line}: status {r.status!r}"
        assert r.source and r.summary, f"{game}:{r.line}: source and rule are needed"


@pytest.mark.parametrize("game", INDEXED)
def test_every_rule_is_implemented_and_every_reading_is_in_the_readme(game: str) -> None:
    readme = (ROOT / "rules" / game / "README.md").read_text(encoding="utf-8")
    entries = {int(n) for n in README_ENTRY.findall(readme)}
    for r in read_index(game):
        assert r.status != "missing", f"{game}:{r.line}: {r.id} is not implemented"
        for n in r.readings:
            assert n in entries, f"{game}:{r.line}: {r.id} points at README entry {n}"


@pytest.mark.parametrize("game", INDEXED)
def test_every_rule_has_a_test_and_the_column_says_which(game: str) -> None:
    tagged = tagged_tests()
    untested = [r.id for r in read_index(game) if not tagged.get(r.id)]
    assert not untested, f"{game}: no test names {untested}"
    stale = [r.id for r in read_index(game) if r.tests != column_of(tagged[r.id], game)]
    assert not stale, f"{game}: run `python -m tests.rules_index --write` ({stale[:5]} …)"


def test_every_named_rule_exists() -> None:
    known = {r.id for g in GAMES for r in read_index(g)}
    unknown = {i: t for i, t in tagged_tests().items() if i not in known}
    assert not unknown, f"tests name rules no index has: {unknown}"
