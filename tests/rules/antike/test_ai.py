"""The Antike AIs: the planner ("heuristic") always answers with a legal action, plays whole
games to their end at every player count, beats random play, repeats itself for the same
stream, and makes the obvious moves (a conquest in reach, a temple on TEMPLE, founding,
fighting for a temple city)."""

from __future__ import annotations

import random

import pytest

from rules.antike import GAME
from rules.antike.actions import Answer, AntikeAction, BuildTemple, Conquer, Found, Move
from rules.antike.ai import AIS
from rules.antike.ai.arena import play
from rules.antike.ai.valuation import Ctx
from rules.antike.engine import AntikeOptions
from rules.antike.state import AntikeState, Pending, PendingKind
from rules.antike.view import AntikeView
from rules.common.maps import Resource, Unit
from tests.rules.antike.fixtures import arrange, on_field, position, ring_side

HEURISTIC = AIS["heuristic"]


def decide(s: AntikeState, rng: random.Random | None = None) -> AntikeAction:
    seat = min(GAME.active_seats(s))
    legal = GAME.legal_actions(s, seat)
    return HEURISTIC(GAME.view(s, seat), legal, rng or random.Random(0))


@pytest.mark.parametrize(("players", "side"), [(4, "west"), (3, "east")])
def test_heuristic_answers_legally_in_positions_random_play_reaches(
    players: int, side: str
) -> None:
    s = GAME.setup(players, AntikeOptions(side=side), "legal")
    rng = random.Random(3)
    for i in range(500):
        if GAME.outcome(s) is not None:
            break
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        view = GAME.view(s, seat)
        if i % 3 == 0:
            assert HEURISTIC(view, legal, random.Random(i)) in legal
        a = AIS["random"](view, legal, rng)
        s = GAME.apply(s, seat, a).state


@pytest.mark.parametrize("players", [3])
def test_heuristic_finishes_a_game_on_the_ring(players: int) -> None:
    ring_side()
    r = play(GAME, players, AntikeOptions(side="ring"), f"count{players}", [HEURISTIC] * players)
    assert r.error is None
    assert r.winner_nation is not None


@pytest.mark.parametrize(("players", "side"), [(2, "west"), (4, "east"), (5, "east"), (6, "west")])
def test_heuristic_finishes_a_game_on_a_real_side(players: int, side: str) -> None:
    # with 2, 4 or 5 nations the ring's six seas and 24 sites can leave personages nobody
    # can reach (a navigator needs seven seas): the 4-nation ring game "count4" came to a
    # bank of one king and three navigators, the three nations one short of the target
    # each needing 15 or 20 of the 24 cities for its next king, so those counts play on
    # the real sides
    r = play(GAME, players, AntikeOptions(side=side), "real", [HEURISTIC] * players)
    assert r.error is None and r.winner_nation is not None


@pytest.mark.parametrize(("players", "seat"), [(2, 1), (3, 0), (4, 2)])
def test_heuristic_beats_random_play(players: int, seat: int) -> None:
    policies = [AIS["random"]] * players
    policies[seat] = HEURISTIC
    r = play(GAME, players, AntikeOptions(side="west"), f"strength{players}", policies)
    assert r.error is None
    assert r.winner_seat == seat


def test_same_stream_same_game() -> None:
    def actions(seed: int) -> list[str]:
        s = GAME.setup(3, AntikeOptions(side="west"), "same")
        rng = random.Random(seed)
        out = []
        for _ in range(150):
            seat = min(GAME.active_seats(s))
            a = HEURISTIC(GAME.view(s, seat), GAME.legal_actions(s, seat), rng)
            out.append(GAME.notation(a))
            s = GAME.apply(s, seat, a).state
        return out

    assert actions(1) == actions(1)


# --- single decisions on the ring ------------------------------------------------------------


def test_conquers_a_bare_city_in_reach() -> None:
    ring_side()
    s = position("ring", 3)
    rom, ger = 0, 1
    assert s.nations[rom].id == "romans" and s.nations[ger].id == "germanic_tribes"
    # germanic_tribes' marble city (defence 1) with two roman legions beside it, in rom_f
    s = arrange(s, legions={rom: {"rom_f": 2}}, knowhows={rom: ["wheel"]}, current=rom)
    assert s.cities["ger_m"].owner == ger
    s = on_field(s, "maneuver")
    a = decide(s)
    assert a == Move(unit=Unit.LEGION, origin="rom_f", to="ger_m")
    s = GAME.apply(s, min(GAME.active_seats(s)), a).state
    assert decide(s) == Conquer(region="ger_m")


def test_builds_a_temple_on_temple() -> None:
    ring_side()
    s = position("ring", 3)
    s = arrange(s, stock={0: {"marble": 6, "gold": 1}}, current=0)
    s = on_field(s, "temple")
    a = decide(s)
    assert isinstance(a, BuildTemple) and s.cities[a.region].owner == 0


def test_founds_where_a_unit_stands() -> None:
    ring_side()
    s = position("ring", 3)
    s = arrange(s, legions={0: {"rom_f": 1}}, stock={0: {"marble": 1, "iron": 1, "gold": 1}})
    s = on_field(s, "gold")
    assert decide(s) == Found(region="rom_f")


def test_fights_for_a_temple_city_and_lets_others_pass() -> None:
    ring_side()
    s = position("ring", 3)
    s = arrange(
        s,
        cities={"rom_m": (0, True)},
        legions={0: {"rom_m": 1, "rom_i": 1}, 1: {"rom_m": 1, "rom_i": 1}},
        current=1,
    )
    s.pending = [Pending(kind=PendingKind.DEFEND, nation=0, region="rom_m", unit=Unit.LEGION)]
    assert decide(s) == Answer(fight=True)
    s.pending = [Pending(kind=PendingKind.DEFEND, nation=0, region="rom_i", unit=Unit.LEGION)]
    assert decide(s) == Answer(fight=False)


def test_with_only_navigators_left_galleys_sail_for_far_seas() -> None:
    from rules.antike.ai.plans import SEA, plan_maneuver
    from rules.antike.ai.valuation import Ctx, geo
    from rules.antike.state import Personage
    from rules.antike.view import AntikeView

    ring_side()
    s = position("ring", 3)
    free = [r for r in geo("ring").sites if r not in s.cities]
    # every free site taken by the others, so no founding competes for the spare galley;
    # the romans hold three seas and the nearest empty ones are two borders away
    s = arrange(
        s,
        cities={r: (1 + i % 2, False) for i, r in enumerate(free)},
        galleys={0: {"rom_sea": 2, "gre_sea": 1, "ger_sea": 1}},
        current=0,
    )
    for p in Personage:  # the planner reads the bank; only navigators are left in it
        if p is not Personage.NAVIGATOR:
            s.bank_personages[p] = 0
    s = on_field(s, "maneuver")
    view = GAME.view(s, 0)
    assert isinstance(view, AntikeView)
    c = Ctx(view)
    t = c.v.this
    plan = plan_maneuver(c, {Unit.LEGION: t.legions_left, Unit.GALLEY: t.galleys_left})
    sailing = [m for m in plan.movers if m.why == SEA and m.target not in c.units(Unit.GALLEY)]
    assert [m.target for m in sailing] in (["pho_sea"], ["per_sea"])


@pytest.mark.parametrize(("gold", "founds"), [(7, False), (8, True), (2, True)])
def test_with_six_cities_keeps_the_gold_for_a_new_knowhow(gold: int, founds: bool) -> None:
    # six cities and no know-how yet: the seventh city may not take the gold a scholar needs
    # (a new basic know-how costs 7); with 2 gold, and 2 a GOLD wedge (rom_g, pho_g), the
    # price is more than two GOLD wedges away, so the city is founded (keeping gold back
    # froze nations poor in gold at six cities for fifteen rounds)
    ring_side()
    s = position("ring", 3)
    s = arrange(
        s,
        cities={r: (0, False) for r in ("pho_m", "pho_i", "pho_g")},
        legions={0: {"rom_f": 1}},
        stock={0: {"marble": 1, "iron": 1, "gold": gold}},
        current=0,
    )
    assert sum(1 for c in s.cities.values() if c.owner == 0) == 6
    s = on_field(s, "gold")
    view = GAME.view(s, 0)
    assert isinstance(view, AntikeView)
    assert Ctx(view).income(Resource.GOLD) == 2
    assert (decide(s) == Found(region="rom_f")) is founds


def test_a_new_knowhow_is_worth_more_against_a_runaway_scholar_leader() -> None:
    from rules.antike.ai.valuation import Ctx
    from rules.antike.state import KnowHow, Personage
    from rules.antike.view import AntikeView

    def market_value(leader_scholars: int) -> float:
        ring_side()
        s = position("ring", 3)
        s = arrange(s, current=0)
        s.nations[1].personages[Personage.SCHOLAR] = leader_scholars
        s.bank_personages[Personage.SCHOLAR] -= leader_scholars
        GAME.check_invariants(s)
        view = GAME.view(s, s.nations[0].seat)
        assert isinstance(view, AntikeView)
        return Ctx(view).knowhow_value(KnowHow.MARKET)

    even, behind_one, behind_three = market_value(0), market_value(1), market_value(3)
    assert even < behind_one < behind_three
    assert behind_three - even == pytest.approx(2 * (behind_one - even))  # capped at two


@pytest.mark.parametrize(("iron", "arms"), [(2, False), (3, True)])
def test_arming_for_armies_and_seas_keeps_iron_for_the_next_cities(iron: int, arms: bool) -> None:
    from rules.antike.actions import Arm
    from rules.antike.ai.valuation import geo

    # two free sites beside the romans, each held by a legion, the others' cities on every
    # other site: every unit wished for is an army or a galley for a sea, and two iron stay
    # for the two cities
    ring_side()
    s = position("ring", 3)
    others = [r for r in geo("ring").sites if r not in s.cities and r not in ("rom_f", "gre_f")]
    s = arrange(
        s,
        cities={r: (1 + i % 2, False) for i, r in enumerate(others)},
        legions={0: {"rom_f": 1, "gre_f": 1}},
        stock={0: {"iron": iron}},
        current=0,
    )
    s = on_field(s, "arming")
    assert isinstance(decide(s), Arm) is arms


@pytest.mark.parametrize(
    ("cities", "scarcity", "site"),
    [({}, (3, 2), "gre_f"), ({"per_m": (0, False)}, (3, 4), "rom_f")],
)
def test_of_two_sites_as_near_heads_for_the_resource_it_has_fewest_cities_of(
    cities: dict[str, tuple[int, bool]], scarcity: tuple[int, int], site: str
) -> None:
    from rules.antike.ai.plans import FOUND, plan_maneuver
    from rules.antike.ai.valuation import Ctx
    from rules.antike.view import AntikeView

    # a roman legion in rom_i is two borders from the free marble site gre_f and the free
    # iron site rom_f; with one city of each it heads for the marble (temples), with two
    # marble cities (rom_m, per_m) and one iron city for the iron
    ring_side()
    s = position("ring", 3)
    s = arrange(s, cities=cities, legions={0: {"rom_i": 1}}, current=0)
    view = GAME.view(s, 0)
    assert isinstance(view, AntikeView)
    c = Ctx(view)
    assert (c.scarcity("rom_f"), c.scarcity("gre_f")) == scarcity
    plan = plan_maneuver(c)
    assert [(m.target, m.why) for m in plan.movers] == [(site, FOUND)]


def give_kings(s: AntikeState, kings: dict[int, int]) -> None:
    """Hand nations kings from the bank (nation index -> kings)."""
    from rules.antike.state import Personage

    for nation, k in kings.items():
        s.nations[nation].personages[Personage.KING] = k
        s.bank_personages[Personage.KING] -= k
    GAME.check_invariants(s)


def test_a_city_of_the_foe_ahead_in_personages_is_worth_more_to_take() -> None:
    from rules.antike.ai.plans import LEADER, conquest_value
    from rules.antike.ai.valuation import Ctx
    from rules.antike.view import AntikeView

    def value(kings: dict[int, int]) -> float:
        ring_side()
        s = position("ring", 3)
        s = arrange(s, current=0)
        give_kings(s, kings)
        view = GAME.view(s, s.nations[0].seat)
        assert isinstance(view, AntikeView)
        return conquest_value(Ctx(view), "ger_m", 1)

    assert s_owner_is_germanic()
    even = value({})
    assert value({1: 2}) == pytest.approx(even + 2 * LEADER)  # the leader, two ahead
    assert value({1: 2, 2: 3}) == pytest.approx(even)  # another foe leads
    assert value({0: 2, 1: 2}) == pytest.approx(even)  # not ahead of this nation


# --- two players with two nations each: a player's nations play as a team -----------------

ROM, GER, PHO = 0, 1, 2  # the ring's 2-player game: romans and phoenicians are seat 0


def teams_ctx(s: AntikeState, nation: int) -> Ctx:
    s = arrange(s, current=nation)
    view = GAME.view(s, s.nations[nation].seat)
    assert isinstance(view, AntikeView)
    return Ctx(view)


def teams_position() -> AntikeState:
    ring_side()
    s = position("ring", 2, options={"two_players": "teams"})
    got = [(n.id, n.seat) for n in s.nations[:3]]
    assert got == [("romans", 0), ("germanic_tribes", 1), ("phoenicians", 0)]
    return s


@pytest.mark.parametrize(("holder", "races"), [(GER, True), (PHO, False)])
def test_a_nation_does_not_race_its_teammate_for_a_site_it_holds(holder: int, races: bool) -> None:
    from rules.antike.ai.plans import FOUND, plan_maneuver

    # a roman legion beside the free site rom_f, where another nation's legion stands: a
    # germanic one is raced for the site; the phoenicians' (the same player's) is left to found
    s = arrange(teams_position(), legions={ROM: {"rom_g": 1}, holder: {"rom_f": 1}})
    c = teams_ctx(s, ROM)
    assert ("rom_f" in c.free_sites) is races
    moves = [(m.target, m.why) for m in plan_maneuver(c).movers]
    assert (("rom_f", FOUND) in moves) is races


def test_a_free_site_a_teammate_reaches_sooner_is_left_to_it() -> None:
    # pho_f lies one border from the phoenicians' gold city and nine from the romans' cities:
    # in the team game the romans leave it to their teammate; with four players they count it
    teams = teams_ctx(teams_position(), ROM)
    assert "pho_f" not in teams.free_sites and "rom_f" in teams.free_sites
    ring_side()
    s = position("ring", 4)
    rom = next(i for i, n in enumerate(s.nations) if n.id == "romans")
    four = teams_ctx(s, rom)
    assert not four.mates and {"pho_f", "rom_f"} <= set(four.free_sites)


@pytest.mark.parametrize(
    ("kings", "romans_keep", "phoenicians_keep"),
    [({}, True, True), ({PHO: 1}, False, True), ({ROM: 1}, True, False)],
)
def test_a_site_between_two_teammates_goes_to_the_one_ahead(
    kings: dict[int, int], romans_keep: bool, phoenicians_keep: bool
) -> None:

    # the free site rom_f lies one border from the romans' rom_g and from ger_m, here a
    # phoenician city: while the two are level both may found there; the one with more
    # personages counts a move nearer (MATE_LEAD), so the other leaves the site to it
    s = arrange(teams_position(), cities={"ger_m": (PHO, False)})
    give_kings(s, kings)
    assert ("rom_f" in teams_ctx(s, ROM).free_sites) is romans_keep
    assert ("rom_f" in teams_ctx(s, PHO).free_sites) is phoenicians_keep


def test_a_foe_ahead_of_the_whole_team_is_the_leader_to_hit() -> None:
    from rules.antike.ai.plans import LEADER, MATE_SUPPORT, conquest_value

    def value(kings: dict[int, int]) -> float:
        s = teams_position()
        give_kings(s, kings)
        c = teams_ctx(s, ROM)
        return conquest_value(c, "ger_m", 1)

    even = value({})
    # the germanic tribes two ahead of both romans and phoenicians: the leader to hit
    assert value({GER: 2}) == pytest.approx(even + 2 * LEADER)
    # the romans' teammate keeps up: no leader to hit, and the romans, behind their
    # teammate, fight for the team (MATE_SUPPORT)
    assert value({GER: 2, PHO: 2}) == pytest.approx(even + MATE_SUPPORT)
    # the romans level with the foe and ahead of their teammate: neither
    assert value({ROM: 2, GER: 2}) == pytest.approx(even)


def s_owner_is_germanic() -> bool:
    ring_side()
    s = position("ring", 3)
    return s.nations[1].id == "germanic_tribes" and s.cities["ger_m"].owner == 1


def test_with_only_navigators_left_no_iron_is_kept_from_galleys() -> None:
    from rules.antike.ai.plans import iron_kept
    from rules.antike.ai.valuation import Ctx
    from rules.antike.state import Personage
    from rules.antike.view import AntikeView

    ring_side()
    s = position("ring", 3)
    s = arrange(s, stock={0: {"iron": 2}}, current=0)
    view = GAME.view(s, 0)
    assert isinstance(view, AntikeView)
    assert iron_kept(Ctx(view)) == 2  # rom_f and gre_f are free, one border away
    for p in Personage:
        if p is not Personage.NAVIGATOR:
            s.bank_personages[p] = 0
    view = GAME.view(s, 0)
    assert isinstance(view, AntikeView)
    assert iron_kept(Ctx(view)) == 0


def test_with_only_navigators_left_coins_buy_galleys_for_seas() -> None:
    from rules.antike.actions import Arm
    from rules.antike.ai.valuation import geo
    from rules.antike.state import Personage

    # no iron, coins only, no free site left, and seas the game can only end by: a coin
    # buys a galley
    ring_side()
    s = position("ring", 3)
    free = [r for r in geo("ring").sites if r not in s.cities]
    s = arrange(
        s,
        cities={r: (1 + i % 2, False) for i, r in enumerate(free)},
        stock={0: {"coins": 3}},
        current=0,
    )
    for p in Personage:
        if p is not Personage.NAVIGATOR:
            s.bank_personages[p] = 0
    s = on_field(s, "arming")
    a = decide(s)
    assert isinstance(a, Arm) and a.unit is Unit.GALLEY


@pytest.mark.parametrize(("form", "nations"), [("teams", 4), ("doubled", 2)])
def test_the_arena_plays_either_two_player_form(form: str, nations: int) -> None:
    from typing import Literal, cast

    from rules.antike.ai.arena import run
    from rules.antike.engine import Antike

    two = cast(Literal["teams", "doubled"], form)
    s = Antike().setup(2, AntikeOptions(side="west", two_players=two), "form:0")
    assert len(s.nations) == nations
    got = run(2, "west", 1, "form", ["heuristic"], two_players=two)
    assert got["two_players"] == form and got["finished"] + got["errors"] == 1


# --- the conquest-only endgame --------------------------------------------------------------


def conquest_only(players: int = 3, coins: int = 3) -> AntikeState:
    """Every free site taken, the romans' three cities with temples and their citizen's mark
    reached, every know-how known: the bank still holds kings, generals and navigators, but
    the ring's six seas give no navigator (seven needed), so for the romans only conquests
    can bring another personage."""
    from rules.antike.ai.valuation import geo
    from rules.antike.state import KnowHow, Personage

    ring_side()
    s = position("ring", players)
    free = [r for r in geo("ring").sites if r not in s.cities]
    s = arrange(
        s,
        cities={
            **{r: (1 + i % (players - 1), False) for i, r in enumerate(free)},
            **{r: (0, True) for r in ("rom_m", "rom_i", "rom_g")},
        },
        knowhows={i: [k.value for k in KnowHow] for i in range(players)},
        stock={0: {"coins": coins}},
        current=0,
    )
    for n in s.nations:
        n.all_knowhows = True
    rom = s.nations[0]
    rom.personages[Personage.CITIZEN] = 1
    rom.marks[Personage.CITIZEN] = 1
    s.bank_personages[Personage.CITIZEN] -= 1
    GAME.check_invariants(s)
    return s


def test_the_endgame_knows_when_only_conquests_are_left() -> None:
    from rules.antike.ai.endgame import can_gain_navigator, peaceful, war_only
    from rules.antike.state import Personage

    s = conquest_only()
    view = GAME.view(s, 0)
    assert isinstance(view, AntikeView)
    c = Ctx(view)
    assert not can_gain_navigator(c)  # six seas on the ring, seven needed
    assert peaceful(c) == frozenset() and war_only(c)
    s.nations[0].marks[Personage.CITIZEN] = 0  # three temples would still bring a citizen
    view = GAME.view(s, 0)
    assert isinstance(view, AntikeView)
    assert peaceful(Ctx(view)) == {Personage.CITIZEN}


def test_when_only_conquests_are_left_coins_arm_an_army() -> None:
    from rules.antike.actions import Arm, Rondel

    # no iron, three coins: before, coins armed only units for free sites, so with no site
    # left nobody armed and a 6-nation game stalled at the turn cap
    s = conquest_only()
    assert decide(s) == Rondel(field=4)  # ARMING
    s = on_field(conquest_only(), "arming")
    a = decide(s)
    assert isinstance(a, Arm) and s.cities[a.region].owner == 0


def test_when_only_conquests_are_left_the_army_marches_to_the_enemy() -> None:
    from rules.antike.actions import Rondel

    # four legions at home, the nearest enemy cities two and more borders away: gathering
    # them one border short of the city to take is worth the MANEUVER (before: a march was
    # worth next to nothing, so the army sat at home while production piled up)
    s = conquest_only(coins=0)
    s = arrange(s, legions={0: {"rom_m": 2, "rom_i": 2}})
    a = decide(s)
    assert isinstance(a, Rondel) and a.field == 3  # MANEUVER
    s = on_field(s, "maneuver")
    move = decide(s)
    assert isinstance(move, Move) and move.origin in ("rom_m", "rom_i")


def test_with_every_personage_out_a_temple_taken_wins() -> None:
    from rules.antike.ai.plans import conquest_value
    from rules.antike.ai.valuation import WIN

    # with the bank empty the first nation to destroy a temple wins; before, a temple
    # counted only its general, worth nothing with the generals gone (six nations: 35
    # personages fit below the target of seven, at most six each)
    s = conquest_only(players=6)
    s = arrange(s, cities={"ger_m": (1, True)})
    for kind, k in s.bank_personages.items():
        for _ in range(k):
            n = min(s.nations, key=lambda n: n.personage_count)
            n.personages[kind] = n.personages.get(kind, 0) + 1
        s.bank_personages[kind] = 0
    GAME.check_invariants(s)
    view = GAME.view(s, 0)
    assert isinstance(view, AntikeView)
    c = Ctx(view)
    assert conquest_value(c, "ger_m", 5) > WIN > conquest_value(c, "ger_i", 3)


def test_a_conquest_only_endgame_is_played_to_its_end() -> None:
    from rules.antike.ai.valuation import geo
    from rules.antike.state import KnowHow, Personage

    # three nations one personage short of ten, every site taken, every know-how known;
    # the bank holds three kings and five navigators the ring's six seas cannot give, so
    # the game ends only when a nation conquers its way to its next fifth city (the romans
    # need three more, the others eight or more)
    ring_side()
    s = position("ring", 3)
    mine = ["rom_m", "rom_i", "rom_g", "rom_f", "gre_f", "gre_g", "ger_m"]
    rest = [r for r in geo("ring").sites if r not in mine]
    cities = {r: (0, i < 2) for i, r in enumerate(mine)}
    cities.update({r: (1 + i % 2, i < 4) for i, r in enumerate(rest)})
    s = arrange(
        s,
        clear=True,
        cities=cities,
        knowhows={i: [k.value for k in KnowHow] for i in range(3)},
        stock={i: {"coins": 2} for i in range(3)},
        current=0,
    )
    held = [(1, 3, 3, 2), (2, 3, 2, 2), (3, 2, 2, 2)]  # kings, scholars, generals, citizens
    for n, (kings, scholars, generals, citizens) in zip(s.nations, held, strict=True):
        n.all_knowhows = True
        n.personages = {
            Personage.KING: kings,
            Personage.SCHOLAR: scholars,
            Personage.GENERAL: generals,
            Personage.CITIZEN: citizens,
        }
        n.marks = {Personage.KING: kings, Personage.CITIZEN: citizens}
        for kind, k in n.personages.items():
            s.bank_personages[kind] -= k
    GAME.check_invariants(s)
    rng = random.Random(0)
    while GAME.outcome(s) is None and s.round < 60:
        seat = min(GAME.active_seats(s))
        s = GAME.apply(
            s, seat, HEURISTIC(GAME.view(s, seat), GAME.legal_actions(s, seat), rng)
        ).state
    assert (
        s.winner is not None and s.nations[s.winner].personages[Personage.KING] > held[s.winner][0]
    )


# --- start cities (doubled variant) ---------------------------------------------------------------


def test_start_picks_count_contested_room_half_and_keep_a_nations_cities_together() -> None:
    """The doubled variant's picks: the West planner once took Massilia, Ephesus and Flevum,
    far apart, and the first player to pick won 81 of 100 games; with room the foe reaches
    first counted half, and the way to its own cities counted against a site, each player's
    cities hold together and the first pick won 103 of 200 (rules/antike/README.md)."""
    from rules.antike.ai.heuristic import START_CONTESTED, _start_value
    from rules.antike.ai.valuation import geo
    from rules.antike.engine import Antike

    game = Antike()
    s = game.setup(2, AntikeOptions(side="west", two_players="doubled"), "s21:0")
    rng = random.Random(0)
    picks: dict[int, list[str]] = {0: [], 1: []}
    while s.pending:
        p = s.pending[0]
        seat = s.nations[p.nation].seat
        a = AIS["heuristic"](game.view(s, seat), game.legal_actions(s, seat), rng)
        picks[p.nation].append(a.region)  # type: ignore[union-attr]
        s = game.apply(s, seat, a).state
    g = geo("west")
    # the old picks lay up to 7 and 8 legion moves apart (Massilia, Ephesus, Flevum; Marobudum,
    # Tyros, Athenae); now every two of a player's cities are 3 or fewer apart
    assert picks == {0: ["massilia", "flevum", "treva"], 1: ["thessalonica", "ephesus", "athenae"]}
    for cities in picks.values():
        assert max(g.d(Unit.LEGION, a, b) for a in cities for b in cities) <= 3, picks

    # the value itself: with a foe city one border from a site, that site counts half
    s = game.setup(2, AntikeOptions(side="west", two_players="doubled"), "s21:0")
    s = game.apply(s, s.nations[0].seat, game.legal_actions(s, s.nations[0].seat)[0]).state
    c = Ctx(game.view(s, s.nations[1].seat))
    foe_city = next(iter(s.cities))
    near = [r for r in c.free_sites if g.d(Unit.LEGION, r, foe_city) == 1]
    region = near[0]
    room = [x for x in c.free_sites if g.d(Unit.LEGION, region, x) <= 2]
    contested = [x for x in room if g.d(Unit.LEGION, foe_city, x) <= g.d(Unit.LEGION, region, x)]
    marble = 0.5 if g.resource[region] is Resource.MARBLE else 0.0
    assert contested
    assert _start_value(c, region) == len(room) - len(contested) * (1 - START_CONTESTED) + marble
