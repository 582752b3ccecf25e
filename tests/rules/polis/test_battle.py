"""[Battaglia] a battle starts after a turn that leaves 8+ units in a territory; both sides
choose their formation cards in secret; unmatched formations cost the defender a unit and
give the attacker the card's prestige; matched ones give the difference; the battle ends
when a side withdraws (1 prestige to the opponent), falls under 2 units or the deck runs out.
"""

from __future__ import annotations

import random

import pytest

from rules.core.errors import IllegalAction, NotYourTurn
from rules.polis import GAME
from rules.polis.actions import Commit, Fight
from rules.polis.state import Phase, PolisState
from tests.rules.polis.scenario import ATHENS, SPARTA, act, fresh


def battle_in_boeotia(att: int = 4, dfd: int = 4, round_: int = 2) -> PolisState:
    """Round 2 (4 units a side), Athens moves its last hoplite into Boeotia, ends its turn."""
    s = fresh("battle")
    s.round = round_
    s.hoplites["boiotia"] = [att - 1, dfd]
    s.hoplites["attike"] = [1, 0]
    s = act(s, ATHENS, "move hoplite attike boiotia 1")
    s = act(s, ATHENS, "end")
    assert s.battle is not None
    return s


def card_of(formation: str, value: int, avoid: set[int] = frozenset()) -> int:  # type: ignore[assignment]
    return next(
        c.id
        for c in GAME.data.cards
        if c.formation == formation and c.value == value and c.id not in avoid
    )


def give(s: PolisState, seat: int, cards: list[int]) -> None:
    """Put ``cards`` in ``seat``'s hand, swapping them out of wherever they were."""
    b = s.battle
    assert b is not None
    for c in cards:
        for pile in (b.deck, b.discard, *b.hands):
            if c in pile:
                pile.remove(c)
    old = b.hands[seat]
    b.deck.extend(old)
    b.hands[seat] = sorted(cards)


@pytest.mark.rule("polis.battle.start")
def test_eight_units_after_a_turn_start_a_battle_with_the_mover_attacking() -> None:
    s = battle_in_boeotia()
    b = s.battle
    assert b is not None and b.where == "boiotia" and b.attacker == ATHENS
    assert len(b.hands[ATHENS]) == 2 and len(b.hands[SPARTA]) == 2
    assert GAME.active_seats(s) == frozenset({ATHENS, SPARTA})


@pytest.mark.rule("polis.battle.start")
def test_seven_units_start_no_battle() -> None:
    s = fresh()
    s.round = 2
    s.hoplites["boiotia"] = [2, 4]
    s.hoplites["attike"] = [1, 0]
    s = act(s, ATHENS, "move hoplite attike boiotia 1")
    s = act(s, ATHENS, "end")
    assert s.battle is None and s.current == SPARTA


@pytest.mark.rule("polis.battle.cards")
def test_a_committed_card_never_shows_in_the_opponents_view() -> None:
    s = battle_in_boeotia()
    b = s.battle
    assert b is not None
    first, second = b.hands[ATHENS]
    spartan_before = GAME.view(s, SPARTA)
    s = act(s, ATHENS, Commit(first=first + 1, second=second + 1))
    seen = GAME.view(s, SPARTA)
    assert seen.battle is not None and seen.battle.committed == [True, False]
    assert seen.battle.my_commit is None
    dumped = seen.model_dump_json()
    assert f'"my_commit":[{first}' not in dumped
    # the Spartan view is what it was, but for the fact that Athens committed
    assert spartan_before.battle is not None
    assert seen.battle.hand == spartan_before.battle.hand
    # and a re-deal of everything Sparta cannot see leaves that view unchanged
    for k in range(10):
        other = GAME.scramble_hidden(s, SPARTA, f"x{k}")
        assert GAME.view(other, SPARTA) == seen
    # ... while the scramble really re-deals the committed cards, so the check can fail
    assert any(
        GAME.scramble_hidden(s, SPARTA, f"x{k}").battle.commits[ATHENS]  # type: ignore[union-attr]
        != [first, second]
        for k in range(10)
    )
    # the attacker has acted; only the defender may act now
    assert GAME.active_seats(s) == frozenset({SPARTA})
    with pytest.raises(NotYourTurn):
        act(s, ATHENS, Commit(first=first + 1, second=second + 1))


@pytest.mark.rule("polis.battle.cards")
def test_the_private_log_line_tells_only_the_committer() -> None:
    s = battle_in_boeotia()
    b = s.battle
    assert b is not None
    first = b.hands[SPARTA][0]
    tr = GAME.apply(s, SPARTA, Commit(first=first + 1, second=0))
    (event,) = tr.events
    assert event.private.keys() == {SPARTA}
    assert "card" not in event.public.model_dump_json()


@pytest.mark.rule("polis.battle.unmatched")
def test_unmatched_formations_cost_the_defender_and_pay_the_attacker() -> None:
    s = battle_in_boeotia()
    a1, a2 = card_of("phalanx", 3), card_of("embolon", 2)
    d1 = card_of("kyklos", 3)
    give(s, ATHENS, [a1, a2])
    give(s, SPARTA, [d1])
    p = s.players[ATHENS].prestige
    s = act(s, ATHENS, Commit(first=a1 + 1, second=a2 + 1))
    s = act(s, SPARTA, Commit(first=d1 + 1, second=0))
    assert s.hoplites["boiotia"] == [4, 2]
    assert s.players[ATHENS].prestige == p + 5
    assert s.battle is not None and s.battle.phase is Phase.ATTACKER


@pytest.mark.rule("polis.battle.matched")
def test_a_matched_formation_costs_nothing_and_pays_the_difference() -> None:
    s = battle_in_boeotia()
    a1, a2 = card_of("phalanx", 3), card_of("embolon", 1)
    d1, d2 = card_of("phalanx", 1), card_of("embolon", 3)
    give(s, ATHENS, [a1, a2])
    give(s, SPARTA, [d1, d2])
    p = s.players[ATHENS].prestige
    s = act(s, SPARTA, Commit(first=d1 + 1, second=d2 + 1))
    s = act(s, ATHENS, Commit(first=a1 + 1, second=a2 + 1))
    assert s.hoplites["boiotia"] == [4, 4]
    assert s.players[ATHENS].prestige == p + 2  # 3 - 1 on the first slot, nothing on the second


@pytest.mark.rule("polis.battle.draw")
def test_the_defender_draws_one_card_fewer_for_each_unit_lost() -> None:
    s = battle_in_boeotia()
    a1, a2 = card_of("phalanx", 3), card_of("embolon", 2)
    d1 = card_of("phalanx", 1)
    give(s, ATHENS, [a1, a2])
    give(s, SPARTA, [d1])
    s = act(s, ATHENS, Commit(first=a1 + 1, second=a2 + 1))
    s = act(s, SPARTA, Commit(first=d1 + 1, second=0))  # matched, then unmatched: 1 loss
    assert s.battle is not None and s.battle.defender_losses == 1
    s = act(s, ATHENS, "fight")
    s = act(s, SPARTA, "fight")
    b = s.battle
    assert b is not None and b.phase is Phase.COMMIT and b.exchange == 2
    assert len(b.hands[ATHENS]) == 2 and len(b.hands[SPARTA]) == 1


@pytest.mark.rule("polis.battle.cards")
def test_the_attacker_plays_two_cards_the_defender_may_leave_slots_empty() -> None:
    s = battle_in_boeotia()
    b = s.battle
    assert b is not None
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, Commit(first=b.hands[ATHENS][0] + 1, second=0))
    assert exc.value.msg.key == "polis.error.attacker_two_cards"
    missing = next(c for c in range(24) if c not in b.hands[SPARTA])
    with pytest.raises(IllegalAction) as exc:
        act(s, SPARTA, Commit(first=missing + 1, second=0))
    assert exc.value.msg.key == "polis.error.card_not_in_hand"
    assert Commit(first=0, second=0) in GAME.legal_actions(s, SPARTA)


@pytest.mark.rule("polis.battle.withdraw")
def test_withdrawing_pays_one_prestige_and_sends_the_units_home() -> None:
    s = battle_in_boeotia()
    b = s.battle
    assert b is not None
    s = act(s, ATHENS, Commit(first=b.hands[ATHENS][0] + 1, second=b.hands[ATHENS][1] + 1))
    s = act(s, SPARTA, Commit(first=0, second=0))  # two losses
    assert s.hoplites["boiotia"] == [4, 2]
    s.hoplites["boiotia"] = [4, 3]  # suppose the defender still has 3
    s.battle.phase = Phase.ATTACKER  # type: ignore[union-attr]
    s = act(s, ATHENS, "fight")
    p_ath, p_spa = s.players[ATHENS].prestige, s.players[SPARTA].prestige
    s = act(s, SPARTA, "withdraw")
    assert s.battle is None
    assert s.players[SPARTA].prestige == p_spa - 1 and s.players[ATHENS].prestige == p_ath + 1
    assert s.hoplites["boiotia"] == [4, 0]
    assert s.hoplites["lakedaimon"][SPARTA] >= 1
    assert s.current == SPARTA  # the turn passes on after the battle


@pytest.mark.rule("polis.battle.end-units")
def test_a_side_under_two_units_ends_the_battle() -> None:
    s = battle_in_boeotia(att=5, dfd=3, round_=3)
    b = s.battle
    assert b is not None
    s = act(s, ATHENS, Commit(first=b.hands[ATHENS][0] + 1, second=b.hands[ATHENS][1] + 1))
    s = act(s, SPARTA, Commit(first=0, second=0))
    assert s.hoplites["boiotia"] == [5, 1]
    assert s.battle is None


@pytest.mark.rule("polis.battle.cards")
def test_a_whole_random_battle_keeps_every_law_and_hides_every_secret() -> None:
    rng = random.Random(7)
    for seed in range(6):
        s = fresh(f"war{seed}")
        s.round = 3
        s.hoplites["boiotia"] = [4, 5]
        s.hoplites["attike"] = [1, 0]
        s = act(s, ATHENS, "move hoplite attike boiotia 1")
        s = act(s, ATHENS, "end")
        steps = 0
        while s.battle is not None:
            steps += 1
            assert steps < 200
            GAME.check_invariants(s)
            for viewer in (ATHENS, SPARTA, None):
                for k in range(3):
                    other = GAME.scramble_hidden(s, viewer, f"{seed}:{steps}:{k}")
                    GAME.check_invariants(other)
                    assert GAME.view(other, viewer) == GAME.view(s, viewer)
            seat = min(GAME.active_seats(s))
            legal = GAME.legal_actions(s, seat)
            assert legal
            for a in legal:
                assert GAME.parse_notation(GAME.notation(a)) == a
            s = GAME.apply(s, seat, rng.choice(legal)).state
        GAME.check_invariants(s)


@pytest.mark.rule("polis.battle.withdraw")
def test_fight_or_withdraw_only_when_asked() -> None:
    s = battle_in_boeotia()
    with pytest.raises(IllegalAction) as exc:
        act(s, ATHENS, Fight(on=True))
    assert exc.value.msg.key == "polis.error.battle_commit"


@pytest.mark.rule("polis.battle.end-deck")
def test_the_battle_ends_when_the_deck_cannot_deal_the_next_exchange() -> None:
    s = battle_in_boeotia()
    b = s.battle
    assert b is not None
    b.discard, b.deck = b.deck[1:], b.deck[:1]  # one card left; the next draw needs more
    a1, a2 = b.hands[ATHENS]
    tr = GAME.apply(s, ATHENS, Commit(first=a1 + 1, second=a2 + 1))
    tr = GAME.apply(tr.state, SPARTA, Commit(first=0, second=0))
    s = tr.state
    assert s.battle is None
    assert [e.public.key for e in tr.events][-2] == "polis.event.battle_over.deck"
    assert s.hoplites["boiotia"] == [4, 2]


@pytest.mark.rule("polis.battle.withdraw")
def test_units_withdrawn_beyond_the_home_stacking_limit_are_lost() -> None:
    """[Battaglia] 2 and README 9: the side that withdraws sends its units home; home holds
    no more than the round allows (4 in round 2), the rest are lost."""
    s = battle_in_boeotia()
    b = s.battle
    assert b is not None
    s = act(s, ATHENS, Commit(first=b.hands[ATHENS][0] + 1, second=b.hands[ATHENS][1] + 1))
    s = act(s, SPARTA, Commit(first=0, second=0))  # Sparta is down to 2 in Boeotia
    assert s.hoplites["boiotia"] == [4, 2] and s.hoplites["lakedaimon"] == [0, 3]
    s = act(s, ATHENS, "fight")
    s = act(s, SPARTA, "withdraw")
    assert s.battle is None
    assert s.hoplites["boiotia"] == [4, 0]
    assert s.hoplites["lakedaimon"] == [0, 4]  # one came home, one was lost


@pytest.mark.rule("polis.battle.withdraw")
def test_the_attacker_may_withdraw_too_and_pays_the_defender() -> None:
    s = battle_in_boeotia()
    b = s.battle
    assert b is not None
    s = act(s, ATHENS, Commit(first=b.hands[ATHENS][0] + 1, second=b.hands[ATHENS][1] + 1))
    s = act(s, SPARTA, Commit(first=0, second=0))
    p_ath, p_spa = s.players[ATHENS].prestige, s.players[SPARTA].prestige
    s = act(s, ATHENS, "withdraw")
    assert s.battle is None
    assert s.players[ATHENS].prestige == p_ath - 1 and s.players[SPARTA].prestige == p_spa + 1
    assert s.hoplites["boiotia"] == [0, 2] and s.hoplites["attike"][ATHENS] == 4
