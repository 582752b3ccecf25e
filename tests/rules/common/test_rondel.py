"""The rondel, scenario by scenario, with Antike Duellum's numbers.

Sections cited are of the Greek Antike Duellum rulebook (``seeds/000_bba90373e4142edb.txt``):
"Course of play", step 1 "Choosing actions" (the movement rule and its example); the quick
intro's "Rondel" box; "Actions" (the three kinds of field, DUELLUM printed twice); and the
rondel note under "Rules often overlooked" (each use field faces its resource field).
"""

import pathlib
import re

import pytest
from pydantic import ValidationError

from rules.common.rondel import (
    MustMove,
    NoSuchField,
    Overpaid,
    Rondel,
    RondelError,
    RondelMarkers,
    Target,
    TooFar,
    Unpaid,
    check_move,
    legal_targets,
    move,
    payments,
)
from rules.core.errors import IllegalAction, RuleError
from rules.duellum.data import RONDEL

FERRUM, TEMPLUM, AURUM, DUELLUM, MILITIA, MARMOR, SCIENTIA, DUELLUM_2 = range(8)


def reach(position: int | None) -> dict[int, int]:
    """Field -> cost of every legal target."""
    return {t.field: t.cost for t in legal_targets(RONDEL, position)}


# --- the rulebook's rondel ---------------------------------------------------------------------


def test_duellum_numbers() -> None:
    """Choosing actions: three fields free, one resource or coin per further field, and a
    whole round of eight fields to take the same field again."""
    assert RONDEL.size == 8
    assert (RONDEL.free_steps, RONDEL.cost_per_step, RONDEL.max_steps) == (3, 1, 8)
    assert set(RONDEL.payment) == {"marble", "iron", "gold", "coin"}


def test_field_order_and_opposites() -> None:
    """Actions: three production fields, three use fields, DUELLUM twice; the rondel note:
    each use field sits exactly opposite the field producing what it spends."""
    assert RONDEL.fields == (
        "ferrum", "templum", "aurum", "duellum", "militia", "marmor", "scientia", "duellum",
    )  # fmt: skip
    opposite = {RONDEL.fields[i]: RONDEL.fields[(i + 4) % 8] for i in range(8)}
    assert opposite["ferrum"] == "militia"  # iron arms the units
    assert opposite["marmor"] == "templum"  # marble builds temples and walls
    assert opposite["aurum"] == "scientia"  # gold buys know-how and recruits
    assert opposite["duellum"] == "duellum"
    assert RONDEL.fields.count("duellum") == 2


def test_example_moving_on_from_ferrum() -> None:
    """Choosing actions, example: a marker on FERRUM reaches TEMPLUM, AURUM or DUELLUM for
    free; MILITIA costs one unit, MARMOR two, and so on round the wheel."""
    costs = reach(FERRUM)
    assert costs[TEMPLUM] == costs[AURUM] == costs[DUELLUM] == 0
    assert costs[MILITIA] == 1
    assert costs[MARMOR] == 2
    assert costs[SCIENTIA] == 3 and costs[DUELLUM_2] == 4  # "and so on"


def test_first_move_takes_any_field_for_free() -> None:
    """Choosing actions and the quick intro: the marker starts off the wheel (in its centre)
    and the first action may be any field, at no cost."""
    assert legal_targets(RONDEL, None) == [Target(f, 0, 0) for f in range(8)]
    markers = RondelMarkers.start(2)
    assert markers.positions == (None, None)
    for field in range(8):
        after, taken = move(RONDEL, markers, 0, field)
        assert after.of(0) == field and taken == Target(field, 0, 0)


def test_the_same_field_again_needs_a_whole_round_for_five() -> None:
    """Choosing actions: a marker may not stay where it is for two turns running; it may
    take the same field again only by going the whole eight fields round, paying five."""
    for position in range(8):
        targets = legal_targets(RONDEL, position)
        assert [t for t in targets if t.field == position] == [Target(position, 8, 5)]
        assert all(t.steps >= 1 for t in targets)
    markers = RondelMarkers(positions=(SCIENTIA, None))
    after, taken = move(RONDEL, markers, 0, SCIENTIA, paid=5)
    assert after == markers and taken == Target(SCIENTIA, 8, 5)
    with pytest.raises(Unpaid) as exc:
        move(RONDEL, markers, 0, SCIENTIA, paid=4)
    assert exc.value.msg.params == {"steps": 8, "free": 3, "cost": 5, "paid": 4}


def test_markers_share_fields() -> None:
    """Choosing actions: both nations' markers may stand on the same field; neither
    affects the other."""
    markers = RondelMarkers(positions=(AURUM, FERRUM))
    after, _ = move(RONDEL, markers, 1, AURUM)
    assert after.positions == (AURUM, AURUM)
    assert reach(AURUM) == reach(after.of(0)) == reach(after.of(1))


# --- free and paid steps ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("steps", "cost"), [(1, 0), (2, 0), (3, 0), (4, 1), (5, 2), (6, 3), (7, 4), (8, 5)]
)
def test_price_of_each_distance(steps: int, cost: int) -> None:
    """Quick intro, rondel box: the next three fields are free, each further one costs one."""
    assert RONDEL.cost(steps) == cost
    for position in range(8):
        field = (position + steps) % 8
        assert check_move(RONDEL, position, field, paid=cost) == Target(field, steps, cost)


def test_targets_are_every_distance_once_nearest_first() -> None:
    targets = legal_targets(RONDEL, MARMOR)
    assert [t.steps for t in targets] == list(range(1, 9))
    assert [t.field for t in targets] == [SCIENTIA, DUELLUM_2, FERRUM, TEMPLUM, AURUM,
                                          DUELLUM, MILITIA, MARMOR]  # fmt: skip
    assert sorted(t.field for t in targets) == list(range(8))


def test_the_wheel_wraps_round() -> None:
    """Clockwise from the second DUELLUM the next field is FERRUM."""
    assert reach(DUELLUM_2)[FERRUM] == 0 and reach(DUELLUM_2)[MILITIA] == 2


def test_one_duellum_to_the_other_is_a_move() -> None:
    """Interpretation (README): the ban is on staying on one field, so the second DUELLUM
    field can follow the first; it is four fields on and costs one unit."""
    assert check_move(RONDEL, DUELLUM, DUELLUM_2, paid=1) == Target(DUELLUM_2, 4, 1)
    assert check_move(RONDEL, DUELLUM_2, DUELLUM, paid=1) == Target(DUELLUM, 4, 1)


def test_move_leaves_its_input_and_the_other_seat_alone() -> None:
    markers = RondelMarkers(positions=(FERRUM, MARMOR))
    after, taken = move(RONDEL, markers, 0, MILITIA, paid=1)
    assert markers.positions == (FERRUM, MARMOR)
    assert after.positions == (MILITIA, MARMOR) and taken == Target(MILITIA, 4, 1)
    assert RondelMarkers.model_validate_json(after.model_dump_json()) == after


# --- refusals --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("position", "field", "paid", "error", "key", "params"),
    [
        (FERRUM, 8, 0, NoSuchField, "common.rondel.error.no_such_field", {"count": 8}),
        (None, -1, 0, NoSuchField, "common.rondel.error.no_such_field", {"count": 8}),
        (FERRUM, MILITIA, 0, Unpaid, "common.rondel.error.unpaid",
         {"steps": 4, "free": 3, "cost": 1, "paid": 0}),
        (FERRUM, MARMOR, 1, Unpaid, "common.rondel.error.unpaid",
         {"steps": 5, "free": 3, "cost": 2, "paid": 1}),
        (FERRUM, TEMPLUM, 1, Overpaid, "common.rondel.error.overpaid",
         {"steps": 1, "cost": 0, "paid": 1}),
        (FERRUM, MARMOR, 3, Overpaid, "common.rondel.error.overpaid",
         {"steps": 5, "cost": 2, "paid": 3}),
        (None, MARMOR, 1, Overpaid, "common.rondel.error.overpaid",
         {"steps": 0, "cost": 0, "paid": 1}),
    ],
)  # fmt: skip
def test_refusals(
    position: int | None,
    field: int,
    paid: int,
    error: type[RondelError],
    key: str,
    params: dict[str, int],
) -> None:
    markers = RondelMarkers(positions=(position, None))
    with pytest.raises(error) as exc:
        move(RONDEL, markers, 0, field, paid)
    assert isinstance(exc.value, IllegalAction)
    assert exc.value.msg.key == key and exc.value.msg.params == params


# A rondel that cannot go all the way round (not Antike's numbers: the refusals Duellum
# never reaches need one).
SHORT = Rondel(
    fields=tuple("abcdefgh"), free_steps=2, max_steps=6, cost_per_step=2, payment=("coin",)
)


def test_a_shorter_rondel_forbids_staying_and_far_fields() -> None:
    assert [(t.field, t.steps, t.cost) for t in legal_targets(SHORT, 0)] == [
        (1, 1, 0), (2, 2, 0), (3, 3, 2), (4, 4, 4), (5, 5, 6), (6, 6, 8),
    ]  # fmt: skip
    assert not SHORT.full_round and RONDEL.full_round
    with pytest.raises(MustMove) as stay:
        check_move(SHORT, 3, 3, paid=12)
    assert stay.value.msg.key == "common.rondel.error.must_move"
    assert stay.value.msg.params == {"max": 6}
    with pytest.raises(TooFar) as far:
        check_move(SHORT, 3, 2, paid=10)
    assert far.value.msg.key == "common.rondel.error.too_far"
    assert far.value.msg.params == {"steps": 7, "max": 6}


def test_a_marker_off_the_wheel_is_a_bug_not_a_refusal() -> None:
    with pytest.raises(ValueError, match="not on a 8-field rondel"):
        legal_targets(RONDEL, 8)
    with pytest.raises(ValueError):
        check_move(RONDEL, -1, FERRUM)


@pytest.mark.parametrize(
    "bad",
    [
        {"fields": ("a",), "free_steps": 1, "max_steps": 1, "cost_per_step": 0},
        {"fields": tuple("abcd"), "free_steps": 3, "max_steps": 5, "cost_per_step": 1,
         "payment": ("coin",)},
        {"fields": tuple("abcd"), "free_steps": 4, "max_steps": 3, "cost_per_step": 1,
         "payment": ("coin",)},
        {"fields": tuple("abcd"), "free_steps": 1, "max_steps": 4, "cost_per_step": 1},
        {"fields": tuple("abcd"), "free_steps": -1, "max_steps": 4, "cost_per_step": 0},
        {"fields": tuple("abcd"), "free_steps": 1, "max_steps": 4, "cost_per_step": 0,
         "surprise": 1},
    ],
)  # fmt: skip
def test_an_inconsistent_rondel_is_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        Rondel.model_validate(bad)


def test_the_rondel_is_frozen_and_round_trips() -> None:
    with pytest.raises(ValidationError):
        RONDEL.max_steps = 9  # type: ignore[misc]
    assert Rondel.model_validate_json(RONDEL.model_dump_json()) == RONDEL


# --- every refusal has a text in every language -------------------------------------------------

CATALOGS = pathlib.Path(__file__).resolve().parents[3] / "service" / "catalogs"
ERRORS = [NoSuchField(8), MustMove(6), TooFar(7, 6), Unpaid(4, 3, 1, 0), Overpaid(1, 0, 1)]


@pytest.mark.parametrize("locale", ["en", "el", "it"])
def test_every_refusal_has_a_text(locale: str) -> None:
    text = (CATALOGS / locale / "common.ftl").read_text("utf-8")
    for error in ERRORS:
        assert isinstance(error, RuleError)
        fid = error.msg.key.replace(".", "-")
        (entry,) = re.findall(rf"^{fid} =(.*(?:\n +.*)*)", text, re.M)
        used = set(re.findall(r"\$(\w+)", entry))
        assert used == set(error.msg.params), (locale, fid, used)


def test_payments_are_every_multiset_the_stock_allows() -> None:
    """Each way to pay once, kinds in the rondel's order, none beyond what is held: with one
    marble, two gold and no coin, two paid steps are marble+gold or gold+gold."""
    held = {"marble": 1, "iron": 0, "gold": 2, "coin": 0}
    ways = list(payments(RONDEL.payment, 2, held.__getitem__))
    assert ways == [("marble", "gold"), ("gold", "gold")]
    assert list(payments(RONDEL.payment, 0, held.__getitem__)) == [()]
    assert list(payments(RONDEL.payment, 4, held.__getitem__)) == []
