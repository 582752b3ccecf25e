"""[Preparativi] "draw a new event card" at the start of each round. The box has 48 event
cards whose texts are not public: ours are 12 a round, each a real event of the round's
years with an effect of our design (``data/rounds.json``). One test per effect kind, the
deck's shape, and the validator's refusals."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules.core.errors import IllegalAction
from rules.polis import GAME
from rules.polis.data import EFFECT_KINDS, EVENTS_PER_ROUND, DataError, load, parse, raw_files
from rules.polis.state import PolisState
from tests.rules.polis.scenario import ATHENS, SPARTA, act, clear_units, fresh


def with_event(s: PolisState, eid: str) -> PolisState:
    """``s`` after the effects of ``eid`` (as at the start of a round), now the round's event."""
    s = s.model_copy(deep=True)
    s.event = eid
    GAME._apply_event(s, eid)
    return s


def cards_of(kind: str) -> list[str]:
    return [e.id for e in load().events.values() if any(x.kind == kind for x in e.effects)]


@pytest.mark.rule("polis.setup.components", "polis.event.draw")
def test_twelve_cards_a_round_forty_eight_in_all_each_with_its_year_and_source() -> None:
    d = load()
    assert [len(r.events) for r in d.rounds.rounds] == [EVENTS_PER_ROUND] * 4
    assert len(d.events) == 48
    starts = [478, 447, 431, 421]  # the years each round covers, roughly
    for i, r in enumerate(d.rounds.rounds):
        for e in r.events:
            assert e.fact and e.source, e.id
            assert starts[i] >= e.year >= (starts[i + 1] if i < 3 else 404), e.id
    for kind in EFFECT_KINDS:  # the deck uses every kind of effect
        assert cards_of(kind), kind


@pytest.mark.rule("polis.event.draw")
def test_every_round_draws_one_of_its_own_cards() -> None:
    d = load()
    s = fresh("deck")
    first = {e.id for e in d.rounds.rounds[0].events}
    assert s.event in first and len(s.events[0]) == EVENTS_PER_ROUND - 1
    assert all(len(x) == EVENTS_PER_ROUND for x in s.events[1:])


@pytest.mark.rule("polis.event.resource")
def test_resource_effects_never_go_below_zero() -> None:
    s = fresh()
    s.players[ATHENS].resources["silver"] = 1
    t = with_event(s, "samian_war")  # Athens loses 2 silver, gains 1 prestige
    assert t.players[ATHENS].resources["silver"] == 0
    t = with_event(s, "delian_league")  # Athens gains 3 silver
    assert t.players[ATHENS].resources["silver"] == 4


@pytest.mark.rule("polis.event.prestige")
def test_prestige_effects_for_one_side_or_both() -> None:
    s = fresh()
    a, b = s.players[ATHENS].prestige, s.players[SPARTA].prestige
    t = with_event(s, "thirty_years_peace")  # both gain 1 prestige
    assert (t.players[ATHENS].prestige, t.players[SPARTA].prestige) == (a + 1, b + 1)
    t = with_event(s, "pericles_dies")
    assert t.players[ATHENS].prestige == a - 1 and t.players[SPARTA].prestige == b


@pytest.mark.rule("polis.event.population")
def test_population_effects_touch_the_capital_and_keep_a_cube() -> None:
    s = fresh()
    s.poleis["athinai"].population = 1
    t = with_event(s, "plague")
    assert t.poleis["athinai"].population == 1
    s.poleis["athinai"].population = 4
    t = with_event(s, "plague")
    assert t.poleis["athinai"].population == 3


@pytest.mark.rule("polis.event.market")
def test_market_effects_stay_on_the_track() -> None:
    s = fresh()
    top = len(load().market.track.wheat_for_goods) - 1
    s.market = top - 1
    assert with_event(s, "megarian_decree").market == top  # +2, capped
    s.market = 1
    assert with_event(s, "sicilian_expedition").market == 0  # -2, floored


@pytest.mark.rule("polis.event.truce")
def test_a_truce_forbids_sieges_for_the_round() -> None:
    s = fresh()
    s.hoplites["boiotia"] = [3, 0]
    s = with_event(s, "five_years_truce")
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "siege thebai")
    assert exc.value.msg.key == "polis.error.truce_siege"
    assert "siege" not in {a.type for a in GAME.legal_actions(s, ATHENS)}


@pytest.mark.rule("polis.event.truce")
def test_a_truce_forbids_battles_and_only_for_its_round() -> None:
    s = fresh()
    clear_units(s)
    s.round = 3  # stack 5
    s.hoplites["attike"] = [5, 0]
    s.hoplites["boiotia"] = [0, 5]
    quiet = with_event(s, "peace_of_nikias")
    quiet = act(quiet, ATHENS, "move hoplite attike boiotia 3")
    quiet = act(quiet, ATHENS, "end")
    assert quiet.battle is None and quiet.hoplites["boiotia"] == [3, 5]
    war = with_event(s, "plague")
    war = act(war, ATHENS, "move hoplite attike boiotia 3")
    war = act(war, ATHENS, "end")
    assert war.battle is not None and war.battle.where == "boiotia"


@pytest.mark.rule("polis.event.hoplites")
def test_hoplites_join_at_home_within_the_stacking_limit() -> None:
    s = fresh()  # round 1: stack 3; Sparta has 3 hoplites in Laconia
    t = with_event(s, "sparta_votes_war")
    assert t.hoplites["lakedaimon"][SPARTA] == 3
    s.hoplites["lakedaimon"][SPARTA] = 1
    t = with_event(s, "sparta_votes_war")
    assert t.hoplites["lakedaimon"][SPARTA] == 2


@pytest.mark.rule("polis.event.hoplites")
def test_hoplites_are_lost_at_home_first_then_where_most_stand() -> None:
    s = fresh()
    clear_units(s)
    s.hoplites["attike"] = [1, 0]
    s.hoplites["boiotia"] = [2, 0]
    s.hoplites["megaris"] = [2, 0]
    t = with_event(s, "delium")  # Athens loses a hoplite
    assert t.hoplites["attike"][ATHENS] == 0 and t.hoplites["boiotia"][ATHENS] == 2
    s.hoplites["attike"] = [0, 0]
    t = with_event(s, "delium")  # none at home: Boeotia and Megaris tie, the first id
    assert t.hoplites["boiotia"][ATHENS] == 1 and t.hoplites["megaris"][ATHENS] == 2
    clear_units(s)
    t = with_event(s, "delium")  # nothing to lose
    assert sum(u[ATHENS] for u in t.hoplites.values()) == 0


@pytest.mark.rule("polis.event.galleys")
def test_galleys_launch_at_the_home_port_and_are_lost_from_the_largest_fleet() -> None:
    s = fresh()
    clear_units(s)
    t = with_event(s, "cyrus_and_lysander")  # Sparta: +1 silver, a galley at home
    assert t.galleys["myrtoon"][SPARTA] == 1  # Laconia's port (Gytheio)
    s.galleys["kyklades"] = [3, 0]
    s.galleys["aigaion"] = [1, 0]
    t = with_event(s, "aigospotamoi")  # Athens loses 2 galleys
    assert t.galleys["kyklades"][ATHENS] == 1 and t.galleys["aigaion"][ATHENS] == 1
    assert sum(u[ATHENS] for u in t.galleys.values()) == 2


@pytest.mark.rule("polis.event.exhaust")
def test_a_ravaged_territory_yields_no_tribute_this_round() -> None:
    s = with_event(fresh(), "archidamian_invasion")
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, "collect attike")
    assert exc.value.msg.key == "polis.error.collected"


def test_the_round_log_names_the_card_its_story_and_its_effects() -> None:
    s = fresh("log")
    for p in s.players:
        p.resources["wheat"], p.prestige = 20, 5
    s.players[SPARTA].passed = True
    s.events[1].append("sparta_votes_war")  # the next card drawn
    s.current = ATHENS
    step = GAME.apply(s, ATHENS, GAME.parse_notation("pass"))
    state, log = step.state, list(step.events)
    while state.round == 1 and GAME.outcome(state) is None:
        seat = min(GAME.active_seats(state))
        legal = GAME.legal_actions(state, seat)
        pick = next((a for a in legal if a.type in ("done", "feed", "phoros")), legal[0])
        step = GAME.apply(state, seat, pick)
        state, log = step.state, log + list(step.events)
    assert state.round == 2 and state.event == "sparta_votes_war"
    start = next(e for e in log if e.public.key == "polis.event.round")
    assert start.public.params["event"].key == "polis.card.sparta_votes_war"  # type: ignore[union-attr]
    assert start.public.params["lore"].key == "polis.lore.sparta_votes_war"  # type: ignore[union-attr]
    effects: Any = start.public.params["effects"]
    assert [m.key for m in effects] == ["polis.effect.hoplites.gain"]


@pytest.mark.parametrize(
    ("effect", "problem"),
    [
        ({"kind": "resource", "side": "athens", "amount": 1}, "names its resource"),
        ({"kind": "exhaust", "amount": 0}, "names its territory"),
        ({"kind": "exhaust", "territory": "saronikos"}, "not a land territory"),
        ({"kind": "truce", "side": "both"}, "a truce effect names no side"),
        ({"kind": "market", "side": "athens", "amount": 1}, "a market effect names no side"),
        ({"kind": "prestige", "amount": 1}, "a prestige effect names its side"),
        ({"kind": "hoplites", "side": "sparta"}, "a hoplites effect needs an amount"),
        ({"kind": "truce", "amount": 2}, "a truce effect has no amount"),
    ],
)
def test_broken_event_cards_are_refused_on_load(effect: dict[str, object], problem: str) -> None:
    raw = copy.deepcopy(raw_files())
    raw["rounds"]["rounds"][0]["events"][0]["effects"] = [effect]
    with pytest.raises(DataError) as exc:
        parse(raw)
    assert problem in str(exc.value)


def test_a_round_without_twelve_cards_is_refused() -> None:
    raw = copy.deepcopy(raw_files())
    raw["rounds"]["rounds"][2]["events"].pop()
    with pytest.raises(DataError) as exc:
        parse(raw)
    assert "11 event cards, not 12" in str(exc.value)
