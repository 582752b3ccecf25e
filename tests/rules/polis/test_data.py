"""The data files load, cite their sources, and the validator refuses broken data."""

from __future__ import annotations

import copy

import pytest

from rules.polis.data import DataError, load, parse, raw_files


def test_every_file_says_what_is_fact_and_what_is_design() -> None:
    for name, raw in raw_files().items():
        assert "source" in raw, name
        assert "design" in raw["source"].lower(), name


@pytest.mark.rule("polis.setup.components")
def test_counts_of_the_box() -> None:
    d = load()
    assert len(d.map.poleis) == 17 and len(d.cards) == 24 and len(d.projects.projects) == 14
    assert len(d.markets) == 5 and len(d.rounds.rounds) == 4


def test_borders_are_symmetric_and_ports_touch_their_polis() -> None:
    d = load()
    for t, ns in d.neighbours.items():
        for n in ns:
            assert t in d.neighbours[n]
    for c in d.map.poleis:
        if c.port:
            assert c.port in d.neighbours[c.territory]


@pytest.mark.parametrize(
    ("path", "value", "problem"),
    [
        (("map", "borders", 0), ["attike", "atlantis"], "unknown"),
        (("map", "poleis", 0, "port"), "attike", "port"),
        (("map", "poleis", 0, "base"), 99, "base population"),
        (("market", "track", "start"), 42, "track"),
        (("battle", "values"), [1, 2], "24 combat cards"),
    ],
)
def test_broken_data_is_refused_with_the_problem_named(
    path: tuple[object, ...], value: object, problem: str
) -> None:
    raw = copy.deepcopy(raw_files())
    node = raw
    for key in path[:-1]:
        node = node[key]  # type: ignore[index]
    node[path[-1]] = value  # type: ignore[index]
    with pytest.raises(DataError) as exc:
        parse(raw)
    assert problem in str(exc.value)


@pytest.mark.rule("polis.battle.deck")
def test_the_combat_deck_is_four_formations_of_six_cards() -> None:
    d = load()
    formations = sorted({c.formation for c in d.cards})
    assert len(formations) == 4
    for f in formations:
        assert sorted(c.value for c in d.cards if c.formation == f) == [1, 1, 2, 2, 3, 3]
