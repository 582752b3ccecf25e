"""The rulebook's VARIATIONS (and the two-player games of GAME SET UP) as match options."""

from __future__ import annotations

import pytest

from rules.antike import GAME
from rules.antike.maps import load_side
from rules.antike.state import KnowHow, Mode, PendingKind, Personage, Phase
from rules.common.maps import Unit
from tests.rules.antike.fixtures import arrange, on_field, play, position, ring_side, step

A, B, C = 0, 1, 2


@pytest.fixture(scope="module", autouse=True)
def _ring() -> None:
    ring_side()


def _all_eight_then_end(options: dict[str, object]) -> object:
    every = [k.value for k in KnowHow if k is not KnowHow.DEMOCRACY]
    s = position("ring", 3, options=options)
    s = arrange(s, knowhows={A: every, B: ["monarchy", "democracy"]}, stock={A: {"gold": 5}})
    return play(on_field(s, "knowhow"), "develop democracy", "end")


@pytest.mark.rule("antike.variant.expert", "antike.knowhow.all-eight-personage")
def test_expert_variation_gives_nothing_for_all_eight_know_hows() -> None:
    assert _all_eight_then_end({}).nations[A].personages == {Personage.KING: 1}  # type: ignore[attr-defined]
    assert _all_eight_then_end({"expert": True}).nations[A].personages == {}  # type: ignore[attr-defined]


@pytest.mark.rule("antike.variant.military")
def test_military_variation_counts_generals_twice_and_has_its_own_targets() -> None:
    assert _all_eight_then_end({"military": True}).nations[A].personages == {}  # type: ignore[attr-defined]
    targets = {n: GAME.setup(n, GAME.options({"military": True}), "m").target for n in (3, 4, 5, 6)}
    assert targets == {3: 13, 4: 11, 5: 9, 6: 8}
    s = position("ring", 3, options={"military": True})
    s.nations[A].personages = {Personage.GENERAL: 6, Personage.KING: 1}
    s.bank_personages[Personage.GENERAL] -= 6
    s.bank_personages[Personage.KING] -= 1
    s.nations[A].marks = {Personage.KING: 1}
    assert s.target == 13
    s = play(on_field(s, "iron"), "end")
    assert s.winner == A  # 6 generals x 2 + 1 king = 13 points
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.scores[s.nations[A].seat] == 13


@pytest.mark.rule("antike.variant.three-players")
def test_three_players_may_play_to_12() -> None:
    assert GAME.setup(3, GAME.options(), "g").target == 10
    assert GAME.setup(3, GAME.options({"goal": 12}), "g").target == 12
    assert GAME.setup(4, GAME.options({"goal": 12}), "g").target == 9  # three players only


@pytest.mark.rule("antike.variant.longer")
def test_longer_game_each_nation_picks_one_of_its_start_cities() -> None:
    side = load_side("west")
    s = GAME.setup(4, GAME.options({"side": "west", "longer": True}), "long")
    assert not s.cities and s.this.phase is Phase.START
    for i, n in enumerate(s.nations):
        p = s.pending[0]
        assert p.kind is PendingKind.START and p.nation == i
        choices = sorted(side.start_cities(n.id, 4).values())
        legal = GAME.legal_actions(s, n.seat)
        assert sorted(a.region for a in legal) == choices  # type: ignore[union-attr]
        s = GAME.apply(s, n.seat, legal[-1]).state
    assert s.this.phase is Phase.RONDEL
    assert [len(s.cities_of(i)) for i in range(4)] == [1, 1, 1, 1]
    assert all(n.stones == 24 for n in s.nations)


@pytest.mark.rule("antike.variant.longer")
def test_longer_game_refuses_a_city_not_on_the_card() -> None:
    s = GAME.setup(3, GAME.options({"side": "west", "longer": True}), "long")
    other = load_side("west").start_cities(s.nations[1].id, 3)
    with pytest.raises(Exception) as refused:
        step(s, f"start {next(iter(other.values()))}")
    assert refused.value.msg.key == "antike.error.not_a_start_city"  # type: ignore[attr-defined]
    with pytest.raises(Exception) as refused:
        step(s, "rondel 1")
    assert refused.value.msg.key == "antike.error.answer_start"  # type: ignore[attr-defined]


@pytest.mark.rule("antike.variant.two-players-teams")
def test_two_players_with_two_nations_each_win_with_one_nation_at_9() -> None:
    s = GAME.setup(2, GAME.options({"side": "west"}), "teams")
    assert s.mode is Mode.TEAMS and s.target == 9
    n = s.nations[0]
    n.personages = {Personage.KING: 4, Personage.SCHOLAR: 4}
    s.bank_personages[Personage.KING] -= 4
    s.bank_personages[Personage.SCHOLAR] -= 4
    n.marks = {Personage.KING: 4}
    s = play(s, "rondel 0", "end")
    assert s.winner is None
    s.nations[0].personages[Personage.SCHOLAR] = 5
    s.bank_personages[Personage.SCHOLAR] -= 1
    s.current = 0
    s = play(s, "rondel 2", "end")
    assert s.winner == 0
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == (s.nations[0].seat,)


@pytest.mark.rule("antike.conquest.own-team")
def test_a_player_does_not_conquer_their_own_other_nation() -> None:
    s = GAME.setup(2, GAME.options({"side": "west"}), "teams")
    mine = [i for i, n in enumerate(s.nations) if n.seat == s.nations[0].seat]
    ally = mine[1]
    m = load_side("west").map
    target = next(r for r in s.cities_of(ally) if m.accepts(r, Unit.LEGION))
    s = arrange(s, legions={0: {target: 5}})
    s = on_field(s, "maneuver")
    with pytest.raises(Exception) as refused:
        step(s, f"conquer {target}")
    assert refused.value.msg.key == "antike.error.own_team"  # type: ignore[attr-defined]


@pytest.mark.rule("antike.variant.two-players-doubled")
def test_doubled_variant_players_pick_three_start_cities_in_turn() -> None:
    side = load_side("west")
    s = GAME.setup(2, GAME.options({"side": "west", "two_players": "doubled"}), "dbl")
    assert s.mode is Mode.DOUBLED and s.target == 15 and len(s.nations) == 2
    assert all((n.legions, n.galleys, n.stones) == (34, 34, 50) for n in s.nations)
    assert s.nations[0].seat != s.nations[1].seat
    pool = {r for nid in side.nations(4) for r in side.start_cities(nid, 4).values()}
    order = []
    while s.pending:
        p = s.pending[0]
        order.append(p.nation)
        legal = GAME.legal_actions(s, s.nations[p.nation].seat)
        assert {a.region for a in legal} <= pool  # type: ignore[union-attr]
        s = GAME.apply(s, s.nations[p.nation].seat, legal[0]).state
    assert order == [0, 1, 0, 1, 0, 1]
    for i in (0, 1):
        resources = {side.map.region(r).resource for r in s.cities_of(i)}
        assert len(resources) == 3  # one of each
    assert s.this.phase is Phase.RONDEL


@pytest.mark.rule("antike.variant.two-players-doubled", "antike.variant.longer")
def test_doubled_variant_with_the_longer_game_picks_one_city_each() -> None:
    s = GAME.setup(
        2, GAME.options({"side": "east", "two_players": "doubled", "longer": True}), "dbl"
    )
    assert [p.nation for p in s.pending] == [0, 1]


@pytest.mark.parametrize(
    "raw",
    [{"goal": 11}, {"two_players": "three"}, {"fight": "sometimes"}, {"nonsense": 1}],
)
def test_bad_options_are_refused(raw: dict[str, object]) -> None:
    with pytest.raises(Exception) as refused:
        GAME.options(raw)
    assert refused.value.msg.key == "core.error.bad_options"  # type: ignore[attr-defined]


def test_options_typed_as_text_are_read() -> None:
    opts = GAME.options({"goal": "12", "longer": "true", "military": "false"})
    assert opts.goal == 12 and opts.longer is True and opts.military is False  # type: ignore[attr-defined]
