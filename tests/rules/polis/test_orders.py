"""[Battaglia] README 15: a standing answer to "fight on or withdraw?", given ahead while the
side acts in a battle, answers each such question of its side at once; it stays hidden from
the other side (its view, the public log); formation cards are not chosen ahead (they are
drawn per exchange)."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction, NotYourTurn
from rules.polis import GAME
from rules.polis.actions import Commit, SetOrder
from rules.polis.state import FightOrder, PolisState
from tests.rules.polis.scenario import ATHENS, SPARTA, act, fresh
from tests.rules.polis.test_battle import battle_in_boeotia


def after_first_exchange(s: PolisState) -> PolisState:
    """Athens attacks with two cards, Sparta leaves both slots empty (two losses, 4 to 2)."""
    b = s.battle
    assert b is not None
    s = act(s, ATHENS, Commit(first=b.hands[ATHENS][0] + 1, second=b.hands[ATHENS][1] + 1))
    return GAME.apply(s, SPARTA, Commit(first=0, second=0)).state


@pytest.mark.rule("polis.battle.standing-order")
def test_a_standing_withdraw_answers_at_once_and_tells_only_its_owner() -> None:
    s = fresh("orders")
    assert s.orders == [FightOrder.ASK, FightOrder.ASK]  # a match set up before: the same
    with pytest.raises(NotYourTurn):  # a side not to act has no move, an order neither
        GAME.apply(s, SPARTA, SetOrder(order=FightOrder.WITHDRAW))
    with pytest.raises(IllegalAction) as exc:  # and it is given in a battle
        GAME.apply(s, ATHENS, SetOrder(order=FightOrder.WITHDRAW))
    assert exc.value.msg.key == "polis.error.order_in_battle"
    assert not any(isinstance(a, SetOrder) for a in GAME.legal_actions(s, ATHENS))
    s = battle_in_boeotia()  # both sides choose their cards: Sparta decides ahead
    tr = GAME.apply(s, SPARTA, SetOrder(order=FightOrder.WITHDRAW))
    s = tr.state
    [event] = tr.events
    assert event.public.key == "polis.event.order" and event.public.params == {}
    assert event.private[SPARTA].key == "polis.private.order.withdraw"
    assert set(event.private) == {SPARTA}
    assert GAME.view(s, SPARTA).my_order is FightOrder.WITHDRAW
    assert GAME.view(s, ATHENS).my_order is FightOrder.ASK  # Athens' own, not Sparta's
    assert GAME.view(s, None).my_order is None
    for k in range(4):  # the other side's order is hidden: scrambling it changes no view
        other = GAME.scramble_hidden(s, ATHENS, f"o{k}")
        assert GAME.view(other, ATHENS) == GAME.view(s, ATHENS)

    s = battle_in_boeotia()
    s.orders = [FightOrder.ON, FightOrder.WITHDRAW]
    b = s.battle
    assert b is not None
    s = act(s, ATHENS, Commit(first=b.hands[ATHENS][0] + 1, second=b.hands[ATHENS][1] + 1))
    tr = GAME.apply(s, SPARTA, Commit(first=0, second=0))
    keys = [e.public.key for e in tr.events]
    # Athens' order fought on, then Sparta's withdrew: no question was asked of either
    assert "polis.event.fight_on" in keys and "polis.event.withdraw" in keys
    assert tr.state.battle is None
    by_order = [e for e in tr.events if e.private and e.public.key != "polis.event.committed"]
    assert [e.private for e in by_order] == [
        {ATHENS: by_order[0].private[ATHENS]},
        {SPARTA: by_order[1].private[SPARTA]},
    ]
    assert by_order[0].private[ATHENS].key == "polis.private.by_order.on"
    assert by_order[1].private[SPARTA].key == "polis.private.by_order.withdraw"
    assert all(not e.public.params.get("order") for e in tr.events)


@pytest.mark.rule("polis.battle.standing-order")
def test_an_order_given_when_asked_answers_the_question_and_ask_clears_it() -> None:
    s = after_first_exchange(battle_in_boeotia())
    assert GAME.active_seats(s) == {ATHENS}
    assert SetOrder(order=FightOrder.ON) in GAME.legal_actions(s, ATHENS)
    s = act(s, ATHENS, "order on")  # answers now: fight on; Sparta is asked next
    assert s.battle is not None and GAME.active_seats(s) == {SPARTA}
    s = act(s, SPARTA, "order withdraw")  # Sparta answers ahead: the question is its
    assert s.battle is None and s.orders == [FightOrder.ON, FightOrder.WITHDRAW]
    s = act(battle_in_boeotia(), SPARTA, "order on")
    s = act(s, SPARTA, "order ask")
    with pytest.raises(IllegalAction) as exc:
        act(s, SPARTA, "order ask")
    assert exc.value.msg.key == "polis.error.order_already"


@pytest.mark.rule("polis.battle.standing-order")
def test_without_orders_battles_ask_as_before_and_an_order_alone_may_be_undone() -> None:
    s = after_first_exchange(battle_in_boeotia())
    assert GAME.active_seats(s) == {ATHENS}  # "ask": the question waits for Athens
    before = battle_in_boeotia()
    tr = GAME.apply(before, ATHENS, SetOrder(order=FightOrder.ON))
    assert GAME.undo_allowed(before, tr.state, tr.events)
    assert GAME.notation(SetOrder(order=FightOrder.WITHDRAW)) == "order withdraw"
    assert GAME.parse_notation("order withdraw") == SetOrder(order=FightOrder.WITHDRAW)
