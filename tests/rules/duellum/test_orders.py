"""README 31: each nation's standing order for Fortress (ask, play at once, keep unasked),
given in its own turn or when the question is put to it, answers an attack on its city at
once; the opponent sees only that an order changed."""

from __future__ import annotations

import json

import pytest

from rules.common.maps import Unit
from rules.core import IllegalAction, NotYourTurn
from rules.duellum import GAME
from rules.duellum.actions import SetOrder
from rules.duellum.state import DuellumState, FortressOrder, PendingKind
from tests.rules.duellum.scenario import on_field, play, position, step
from tests.rules.duellum.test_rules import CARTHAGE, ROME, give_card


def tarraco_threat(**options: str) -> DuellumState:
    """Rome on DUELLUM with two legions in Tarraco, a city of Carthage, which holds Fortress."""
    s = position(
        "west",
        current=ROME,
        cities={"tarraco": (CARTHAGE, "gold")},
        legions=({}, {"tarraco": 2}),
        options=dict(options),
    )
    return on_field(give_card(s, CARTHAGE, "fortress"), "duellum")


@pytest.mark.rule("duellum.card.fortress-order")
def test_orders_start_from_the_option_and_a_stored_match_plays_as_before() -> None:
    assert tarraco_threat().fortress_orders == [FortressOrder.ASK, FortressOrder.ASK]
    auto = tarraco_threat(fortress="auto")
    assert auto.fortress_orders == [FortressOrder.PLAY, FortressOrder.PLAY]
    for option, order in ((False, FortressOrder.ASK), (True, FortressOrder.PLAY)):
        stored = auto.model_dump(mode="json")
        del stored["fortress_orders"]  # a match stored before the orders existed
        stored["fortress_auto"] = option
        assert GAME.load_state(json.dumps(stored)).fortress_orders == [order, order]


@pytest.mark.rule("duellum.card.fortress-order")
def test_a_hidden_order_to_keep_fortress_answers_the_attack_unasked() -> None:
    s = tarraco_threat()
    with pytest.raises(NotYourTurn):  # Duellum has no moves out of turn
        GAME.apply(s, CARTHAGE, SetOrder(order=FortressOrder.KEEP))
    s.current = CARTHAGE  # Carthage gives its order in its own turn
    tr = GAME.apply(s, CARTHAGE, GAME.parse_notation("order keep"))
    [event] = tr.events
    assert event.public.key == "duellum.log.order" and event.public.params == {}
    assert set(event.private) == {CARTHAGE}
    assert event.private[CARTHAGE].key == "duellum.private.order.keep"
    assert GAME.undo_allowed(s, tr.state, tr.events)  # an order alone may be taken back
    s = tr.state
    s.current = ROME
    assert GAME.view(s, CARTHAGE).my_fortress is FortressOrder.KEEP
    assert GAME.view(s, ROME).my_fortress is FortressOrder.ASK  # Rome's own, not Carthage's
    assert GAME.view(s, None).my_fortress is None
    for k in range(4):  # the other nation's order is hidden: scrambling it changes no view
        assert GAME.view(GAME.scramble_hidden(s, ROME, f"o{k}"), ROME) == GAME.view(s, ROME)
    moved = {GAME.scramble_hidden(s, ROME, f"o{k}").fortress_orders[CARTHAGE] for k in range(9)}
    assert len(moved) > 1  # and the scramble really redraws it

    tr = step(s, "conquer tarraco")
    assert not tr.state.pending  # nobody was asked
    keys = [e.public.key for e in tr.events]
    assert "duellum.log.threat" not in keys and "duellum.log.no_fortress" in keys
    [kept] = [e for e in tr.events if e.public.key == "duellum.log.no_fortress"]
    assert kept.private[CARTHAGE].key == "duellum.private.by_order.keep"
    assert tr.state.cities["tarraco"].owner == ROME
    assert "fortress" in tr.state.nations[CARTHAGE].events


@pytest.mark.rule("duellum.card.fortress-order", "duellum.card.fortress")
def test_an_order_given_when_asked_answers_at_once_and_stays() -> None:
    s = play(tarraco_threat(), "conquer tarraco")
    assert s.pending[0].kind is PendingKind.FORTRESS
    tr = step(s, "order play")
    keys = [e.public.key for e in tr.events]
    assert keys[:2] == ["duellum.log.order", "duellum.log.fortress"]
    assert tr.events[1].private[CARTHAGE].key == "duellum.private.by_order.play"
    s = tr.state
    assert s.cities["tarraco"].owner == ROME  # 2 legions against 1 + 1: one more falls
    assert s.count(ROME, Unit.LEGION, "tarraco") == 0
    assert s.fortress_orders == [FortressOrder.PLAY, FortressOrder.ASK]
    s.current = CARTHAGE
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(s, CARTHAGE, SetOrder(order=FortressOrder.PLAY))
    assert exc.value.msg.key == "duellum.error.order_already"
    assert GAME.notation(SetOrder(order=FortressOrder.ASK)) == "order ask"
    assert play(s, "order ask").fortress_orders[CARTHAGE] is FortressOrder.ASK


@pytest.mark.rule("duellum.card.fortress-order")
def test_other_answers_come_before_an_order_and_forced_moves_ignore_orders() -> None:
    s = position(
        "west",
        current=ROME,
        cities={"tarraco": (CARTHAGE, "gold")},
        legions=({}, {"tarraco": 1}),
        galleys=({}, {"tarraco": 1}),
    )
    s = play(on_field(s, "duellum"), "conquer tarraco")
    assert s.pending[0].kind is PendingKind.CASUALTIES  # Rome chooses which unit falls
    assert not any(isinstance(a, SetOrder) for a in GAME.legal_actions(s, ROME))
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(s, ROME, SetOrder(order=FortressOrder.KEEP))
    assert exc.value.msg.key == "duellum.error.order_after_answer"
    threat = play(tarraco_threat(), "conquer tarraco")
    legal = GAME.legal_actions(threat, CARTHAGE)
    assert sum(isinstance(a, SetOrder) for a in legal) == 2
    assert GAME.forced_action(threat, CARTHAGE) is None  # two answers besides the orders
