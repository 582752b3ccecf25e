"""Setup: the two sides' starting poleis, units and tracks (the setup summary cited in
``rules/polis/data/map.json``), the first round's stacking limit, event and projects."""

from __future__ import annotations

import pytest

from rules.polis import GAME
from rules.polis.data import Res, Side, load
from tests.rules.polis.scenario import ATHENS, SPARTA, fresh


@pytest.mark.rule("polis.setup.poleis")
def test_each_side_starts_with_its_three_poleis_at_base_population() -> None:
    s = fresh()
    d = load()
    owned = {seat: sorted(x for x, c in s.poleis.items() if c.owner == seat) for seat in (0, 1)}
    assert owned[ATHENS] == ["athinai", "chalkis", "chios"]
    assert owned[SPARTA] == ["gythion", "pylos", "sparti"]
    for pid, c in s.poleis.items():
        assert c.population == d.poleis[pid].base
    assert sum(1 for c in s.poleis.values() if c.owner is None) == 11


@pytest.mark.rule("polis.setup.units")
def test_starting_units_merchants_and_proxenoi() -> None:
    s = fresh()
    assert s.hoplites["attike"] == [3, 0] and s.hoplites["ionia"] == [2, 0]
    assert s.hoplites["lakedaimon"] == [0, 3]
    assert s.galleys["noties_sporades"] == [1, 0] and s.galleys["kyklades"] == [2, 0]
    assert s.galleys["ionion"] == [0, 1] and s.galleys["myrtoon"] == [0, 2]
    assert [p.merchants for p in s.players] == [1, 1]
    assert [p.proxenos for p in s.players] == ["athinai", "sparti"]


@pytest.mark.rule("polis.setup.tracks")
def test_tracks_start_with_three_prestige_and_no_athenian_silver_or_spartan_wheat() -> None:
    d = load()
    ath, spa = d.map.start[Side.ATHENS], d.map.start[Side.SPARTA]
    assert ath.prestige == spa.prestige == 3
    assert ath.resources[Res.SILVER] == 0 and spa.resources[Res.WHEAT] == 0
    # the position handed to the players is that start plus the first event card
    for seed in ("a", "b", "c", "d", "e", "f"):
        s = fresh(seed)
        for seat, side in enumerate((Side.ATHENS, Side.SPARTA)):
            want = {r.value: n for r, n in d.map.start[side].resources.items()}
            prestige = d.map.start[side].prestige
            for eff in d.events[s.event or ""].effects:
                if eff.side not in (side.value, "both"):
                    continue
                if eff.kind == "resource" and eff.resource is not None:
                    want[eff.resource.value] = max(0, want[eff.resource.value] + eff.amount)
                if eff.kind == "prestige":
                    prestige = max(0, prestige + eff.amount)
            assert s.players[seat].resources == want
            assert s.players[seat].prestige == prestige


@pytest.mark.rule("polis.setup.first-round", "polis.round.stacking")
def test_round_one_allows_three_units_and_offers_three_projects_and_an_event() -> None:
    s = fresh()
    assert s.round == 1 and GAME.stack(s) == 3
    assert len(s.offer) == 3 and len(s.project_deck) == 11
    assert s.event in {e.id for e in load().rounds.rounds[0].events}
    assert s.current == ATHENS


@pytest.mark.rule("polis.round.stacking")
def test_the_stacking_limits_are_3_4_5_5() -> None:
    assert [r.stack for r in load().rounds.rounds] == [3, 4, 5, 5]
    assert [r.name for r in load().rounds.rounds] == ["3", "4", "5a", "5b"]
