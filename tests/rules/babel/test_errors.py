"""Every refusal: the exact error class and its message key, with the rule behind it.

``InvalidAction``: the action is malformed. ``IllegalAction``: well formed, but the rules
forbid it here. ``NotYourTurn``: the seat may not act now.
"""

import pathlib
import re
from collections.abc import Callable
from typing import NamedTuple

import pytest

import rules.babel.engine as engine
from rules.babel import GAME
from rules.babel.actions import (
    BabelAction,
    Build,
    DiscardHalf,
    EndTurn,
    Migrate,
    MoveBuilder,
    PlayPeople,
    Power,
    Source,
    UsePower,
)
from rules.babel.state import BabelState, EndReason, PendingDiscard
from rules.core.errors import GameOver, IllegalAction, InvalidAction, NotYourTurn, RuleError
from tests.rules.babel.scenario import A, H, M, S, player, position


class Case(NamedTuple):
    rule: str
    state: Callable[[], BabelState]
    seat: int
    action: BabelAction
    error: type[RuleError]
    key: str


def mid_game(**p0: object) -> Callable[[], BabelState]:
    return lambda: position(player(**p0), player(hand="AHMPS", sites={H: ("SSS", [1, 2, 3])}))


def vs(p0: dict, p1: dict, **kw: object) -> Callable[[], BabelState]:
    return lambda: position(player(**p0), player(**p1), **kw)


def first_turn(**p0: object) -> Callable[[], BabelState]:
    return lambda: position(player(foundation=True, **p0), player(foundation=True), turn=1)


def awaiting_discard() -> BabelState:
    return position(
        player(builder=M, sites={M: "PPP"}),
        player(hand="AHMPS"),
        pending=PendingDiscard(seat=1, count=2),
    )


RUN3 = {H: "AAA"}

CASES = {
    # --- who may act
    "not_your_turn": Case(
        "ΠΡΟΕΤΟΙΜΑΣΙΑ: the players take turns",
        mid_game(),
        1,
        EndTurn(),
        NotYourTurn,
        "core.error.not_your_turn",
    ),
    "not_your_turn_while_opponent_discards": Case(
        "Όλα τα Έθνη: the opponent answers first (interrupt)",
        awaiting_discard,
        0,
        EndTurn(),
        NotYourTurn,
        "babel.error.awaiting_discard",
    ),
    "game_over": Case(
        "ΤΕΛΟΣ ΤΟΥ ΠΑΙΧΝΙΔΙΟΥ: nothing is played after the end",
        lambda: position(ended=EndReason.QUARRY),
        0,
        EndTurn(),
        GameOver,
        "core.error.game_over",
    ),
    # --- §2Α move the builder
    "already_there": Case(
        "§2Α: a move goes to another site",
        mid_game(hand="H", builder=H),
        0,
        MoveBuilder(to=H),
        IllegalAction,
        "babel.error.already_there",
    ),
    "move_needs_card": Case(
        "§2Α: discard a card of the destination's colour",
        mid_game(hand="AM"),
        0,
        MoveBuilder(to=H),
        IllegalAction,
        "babel.error.move_needs_card",
    ),
    # --- §2Β play people
    "builder_in_quarry": Case(
        "§2Β: people go under the site where the builder stands",
        mid_game(hand="A"),
        0,
        PlayPeople(nation=A),
        IllegalAction,
        "babel.error.builder_in_quarry",
    ),
    "not_in_hand": Case(
        "§2Β: play a card from your hand",
        mid_game(hand="A", builder=A),
        0,
        PlayPeople(nation=S),
        IllegalAction,
        "babel.error.not_in_hand",
    ),
    # --- §2Γ build
    "pile_empty": Case(
        "§2Γ: take the top card of a temple pile",
        mid_game(builder=H, sites={H: "A"}),
        0,
        Build(source=Source.OWN),
        IllegalAction,
        "babel.error.pile_empty",
    ),
    "wrong_level": Case(
        "§2Γ: levels in order, 1 to 6",
        mid_game(builder=H, pile=[2], sites={H: "AA"}),
        0,
        Build(source=Source.OWN),
        IllegalAction,
        "babel.error.wrong_level",
    ),
    "not_enough_people": Case(
        "§2Γ: people at least the level",
        mid_game(builder=H, pile=[2], sites={H: ("A", [1])}),
        0,
        Build(source=Source.OWN),
        IllegalAction,
        "babel.error.not_enough_people",
    ),
    "temple_complete": Case(
        "ΟΙ ΚΑΡΤΕΣ: level 6 is the top",
        mid_game(builder=H, pile=[1], sites={H: ("AAAAAA", [1, 2, 3, 4, 5, 6])}),
        0,
        Build(source=Source.OWN),
        IllegalAction,
        "babel.error.temple_complete",
    ),
    "no_start_card": Case(
        "ΠΡΟΕΤΟΙΜΑΣΙΑ: the starting card is built once",
        mid_game(builder=H, sites={H: "A"}),
        0,
        Build(source=Source.START),
        IllegalAction,
        "babel.error.no_start_card",
    ),
    "start_needs_empty_site": Case(
        "§2Γ: a level-1 card only on an empty site",
        vs({"builder": H, "hand": "MM", "foundation": True, "sites": {H: ("AA", [1])}}, {}),
        0,
        Build(source=Source.START),
        IllegalAction,
        "babel.error.start_needs_empty_site",
    ),
    "foundation_unbuilt": Case(
        "ΠΡΟΕΤΟΙΜΑΣΙΑ note: build the starting card in your first turn",
        first_turn(hand="AHMPSS", builder=H, sites={H: "A"}),
        0,
        EndTurn(),
        IllegalAction,
        "babel.error.foundation_unbuilt",
    ),
    "foundation_first": Case(
        "ΠΡΟΕΤΟΙΜΑΣΙΑ note: no action may make the starting card unbuildable this turn",
        first_turn(hand="H", builder=A),
        0,
        MoveBuilder(to=H),
        IllegalAction,
        "babel.error.foundation_first",
    ),
    # --- §2Δ migration
    "migrated_already": Case(
        "§2Δ: once per turn",
        mid_game(migrated=True, sites={A: "AAA"}),
        0,
        Migrate(origin=A, to=H),
        IllegalAction,
        "babel.error.migrated_already",
    ),
    "migrate_same_site": Case(
        "§2Δ: from one site to another",
        mid_game(sites={A: "AAA"}),
        0,
        Migrate(origin=A, to=A),
        IllegalAction,
        "babel.error.migrate_same_site",
    ),
    "migrate_too_few": Case(
        "§2Δ: exactly 3 cards",
        mid_game(sites={A: "AA"}),
        0,
        Migrate(origin=A, to=H),
        IllegalAction,
        "babel.error.migrate_too_few",
    ),
    # --- §2Ε powers
    "power_builder_in_quarry": Case(
        "§2Ε condition 1: the builder at the site",
        mid_game(sites=RUN3),
        0,
        UsePower(power=Power.ALL, run=0),
        IllegalAction,
        "babel.error.builder_in_quarry",
    ),
    "no_card_at": Case(
        "§2Ε: the paying card lies at the site",
        mid_game(builder=H, sites=RUN3),
        0,
        UsePower(power=Power.ALL, run=3),
        IllegalAction,
        "babel.error.no_card_at",
    ),
    "run_too_short": Case(
        "§2Ε: 3 or more consecutive",
        mid_game(builder=H, sites={H: "AAHA"}),
        0,
        UsePower(power=Power.ALL, run=0),
        IllegalAction,
        "babel.error.run_too_short",
    ),
    "run_not_start": Case(
        "§2Ε: a run is named by its bottom card (README)",
        mid_game(builder=H, sites=RUN3),
        0,
        UsePower(power=Power.ALL, run=1),
        IllegalAction,
        "babel.error.run_not_start",
    ),
    "run_wrong_nation": Case(
        "§2Ε: each nation has its own power",
        mid_game(builder=H, sites=RUN3),
        0,
        UsePower(power=Power.HITTITES, run=0),
        IllegalAction,
        "babel.error.run_wrong_nation",
    ),
    "target_only_medes_missing": Case(
        "Μήδοι: choose a nation",
        mid_game(builder=H, sites={H: "MMM"}),
        0,
        UsePower(power=Power.MEDES, run=0),
        InvalidAction,
        "babel.error.target_only_medes",
    ),
    "target_only_medes_extra": Case(
        "only the Medes choose a nation",
        mid_game(builder=H, sites=RUN3),
        0,
        UsePower(power=Power.ASSYRIANS, run=0, target=S),
        InvalidAction,
        "babel.error.target_only_medes",
    ),
    "source_only_persians_missing": Case(
        "Πέρσες: from either temple pile",
        mid_game(builder=H, pile=[2], sites={H: "PPP"}),
        0,
        UsePower(power=Power.PERSIANS, run=0),
        InvalidAction,
        "babel.error.source_only_persians",
    ),
    "source_only_persians_extra": Case(
        "only the Persians build",
        mid_game(builder=H, sites=RUN3),
        0,
        UsePower(power=Power.ASSYRIANS, run=0, source=Source.OWN),
        InvalidAction,
        "babel.error.source_only_persians",
    ),
    "nothing_to_destroy": Case(
        "Ασσύριοι: destroy the opponent's temple at this site",
        mid_game(builder=A, sites={A: "AAA"}),
        0,
        UsePower(power=Power.ASSYRIANS, run=0),
        IllegalAction,
        "babel.error.nothing_to_destroy",
    ),
    "nothing_to_steal": Case(
        "Χετταίοι: steal the opponent's top temple card here",
        mid_game(builder=A, sites={A: "HHH"}),
        0,
        UsePower(power=Power.HITTITES, run=0),
        IllegalAction,
        "babel.error.nothing_to_steal",
    ),
    "steal_not_higher": Case(
        "Χετταίοι condition 1: higher than yours",
        mid_game(builder=H, sites={H: ("HHH", [1, 2, 3])}),
        0,
        UsePower(power=Power.HITTITES, run=0),
        IllegalAction,
        "babel.error.steal_not_higher",
    ),
    "steal_not_enough_people": Case(
        "Χετταίοι condition 2: people at least the stolen level",
        vs({"builder": H, "sites": {H: "HHH"}}, {"sites": {H: ("", [1, 2, 4])}}),
        0,
        UsePower(power=Power.HITTITES, run=0),
        IllegalAction,
        "babel.error.not_enough_people",
    ),
    "no_such_people": Case(
        "Μήδοι: the opponent's cards of the chosen nation at this site",
        mid_game(builder=H, sites={H: "MMM"}),
        0,
        UsePower(power=Power.MEDES, run=0, target=A),
        IllegalAction,
        "babel.error.no_such_people",
    ),
    "persians_start": Case(
        "Πέρσες condition 1: from the top of a temple pile",
        vs({"builder": H, "foundation": True, "hand": "SS", "sites": {H: "PPP"}}, {}),
        0,
        UsePower(power=Power.PERSIANS, run=0, source=Source.START),
        IllegalAction,
        "babel.error.persians_start",
    ),
    "temple_too_high": Case(
        "Πέρσες: level 6 is the top",
        mid_game(builder=H, pile=[6], sites={H: ("PPPPPP", [1, 2, 3, 4, 5])}),
        0,
        UsePower(power=Power.PERSIANS, run=0, source=Source.OWN),
        IllegalAction,
        "babel.error.temple_too_high",
    ),
    "persians_wrong_level": Case(
        "Πέρσες: exactly two levels above",
        mid_game(builder=H, pile=[3], sites={H: "PPP"}),
        0,
        UsePower(power=Power.PERSIANS, run=0, source=Source.OWN),
        IllegalAction,
        "babel.error.wrong_level",
    ),
    "persians_not_enough_people": Case(
        "Πέρσες condition 2: people at least the level",
        mid_game(builder=H, pile=[4], sites={H: ("PPP", [1, 2])}),
        0,
        UsePower(power=Power.PERSIANS, run=0, source=Source.OWN),
        IllegalAction,
        "babel.error.not_enough_people",
    ),
    "persians_pile_empty": Case(
        "Πέρσες condition 1: a card on the chosen pile",
        mid_game(builder=H, sites={H: "PPP"}),
        0,
        UsePower(power=Power.PERSIANS, run=0, source=Source.RIVAL),
        IllegalAction,
        "babel.error.pile_empty",
    ),
    "no_people_to_take": Case(
        "Σουμέριοι: the opponent's cards at this site",
        mid_game(builder=A, sites={A: "SSS"}),
        0,
        UsePower(power=Power.SUMERIANS, run=0),
        IllegalAction,
        "babel.error.no_people_to_take",
    ),
    "hand_too_small": Case(
        "Όλα τα Έθνη: half of one card is nothing",
        vs({"builder": H, "sites": RUN3}, {"hand": "S"}),
        0,
        UsePower(power=Power.ALL, run=0),
        IllegalAction,
        "babel.error.hand_too_small",
    ),
    # --- the all-nations answer
    "must_discard": Case(
        "Όλα τα Έθνη: the opponent must discard now",
        awaiting_discard,
        1,
        EndTurn(),
        IllegalAction,
        "babel.error.must_discard",
    ),
    "discard_count": Case(
        "Όλα τα Έθνη: exactly half, rounded down",
        awaiting_discard,
        1,
        DiscardHalf(cards=(A,)),
        IllegalAction,
        "babel.error.discard_count",
    ),
    "discard_not_in_hand": Case(
        "Όλα τα Έθνη: cards from the hand",
        awaiting_discard,
        1,
        DiscardHalf(cards=(A, A)),
        IllegalAction,
        "babel.error.discard_not_in_hand",
    ),
    "no_discard_pending": Case(
        "Όλα τα Έθνη: a discard answers the power",
        mid_game(hand="AA"),
        0,
        DiscardHalf(cards=(A,)),
        IllegalAction,
        "babel.error.no_discard_pending",
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_refusal(case: Case) -> None:
    """The action is refused with exactly this error class and key (rule in ``case.rule``)."""
    state = case.state()
    with pytest.raises(RuleError) as exc:
        GAME.apply(state, case.seat, case.action)
    assert type(exc.value) is case.error, case.rule
    assert exc.value.msg.key == case.key, case.rule
    # a refused action is never offered
    assert case.action not in GAME.legal_actions(state, case.seat)


def test_every_engine_error_key_has_a_case() -> None:
    """The catalog above covers every ``babel.error`` key the engine can raise."""
    source = pathlib.Path(engine.__file__).read_text()
    raised = set(re.findall(r'"(babel\.error\.[a-z_]+)"', source))
    covered = {c.key for c in CASES.values()}
    assert raised - covered == {"babel.error.two_players"}  # see test_setup.py


# --- the text notation: malformed commands are InvalidAction --------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("", "babel.error.empty_command"),
        ("fly medes", "babel.error.unknown_verb"),
        ("move", "babel.error.usage"),
        ("move atlantis", "core.input.unknown_name"),
        ("build x", "core.input.unknown_name"),
        ("power sumerians 0", "core.input.out_of_range"),
        ("power sumerians x", "babel.error.usage"),
        ("power sumerians 99999999999999999999999999", "core.input.out_of_range"),
        ("power sumerians ²", "core.input.not_a_number"),
        ("power assyrians 1 medes", "babel.error.usage"),
        ("end now", "babel.error.usage"),
    ],
)
def test_malformed_notation(text: str, key: str) -> None:
    """Text commands that do not parse are malformed, not illegal."""
    with pytest.raises(InvalidAction) as exc:
        GAME.parse_notation(text)
    assert type(exc.value) is InvalidAction
    assert exc.value.msg.key == key


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "fly"},
        {"type": "move", "to": "atlantis"},
        {"type": "power", "power": "all", "run": -1},
        {"type": "end", "extra": 1},
    ],
)
def test_malformed_json_action(raw: dict) -> None:
    """Structured actions are validated before any rule is checked."""
    with pytest.raises(InvalidAction) as exc:
        GAME.parse_action(raw)
    assert exc.value.msg.key == "core.error.bad_action"


def test_notation_round_trips_every_legal_action() -> None:
    """Each action has one text form that reads back to the same action."""
    s = position(
        player(hand="AHMPS", builder=M, pile=[2], sites={M: ("MMMPPP", [1]), A: "SSS"}),
        player(hand="AAHH", pile=[3], sites={M: ("SSHA", [1, 2])}),
    )
    legal = GAME.legal_actions(s, 0)
    assert {type(a).__name__ for a in legal} >= {
        "MoveBuilder",
        "PlayPeople",
        "Build",
        "Migrate",
        "UsePower",
        "EndTurn",
    }
    for a in legal:
        assert GAME.parse_notation(GAME.notation(a)) == a
        assert GAME.parse_action(GAME.dump_action(a)) == a
