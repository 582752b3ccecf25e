"""Each player's own difficulty level, chosen with their board [Setup step 3], [Difficulty
levels] (README 3): a level chosen when picking gives the position a level set at setup would;
the match's ``level`` and ``levels`` are presets a pick may change, and a pick that names no
level (every pick stored before picks had one) keeps the preset."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from rules.core import state_hash
from rules.core.errors import IllegalAction, InvalidAction
from rules.nations import GAME as REAL
from rules.nations.actions import LEVELS, Pick
from rules.nations.ai import heuristic_ai, random_ai
from rules.nations.engine import NationsOptions
from rules.nations.state import NationsState, Phase
from tests.rules.nations.scenario import GAME, act, grow_all

STORED = Path(__file__).parent / "data" / "v5_match.json"
TYPED = {"level": {"king": ["king", "βασιλιάς", "re"], "emperor": ["imperatore"]}}


def pick_all(s: NationsState, levels: dict[int, str | None]) -> NationsState:
    """Every seat takes the first nation on offer in reverse player order, side A, at the
    level given for it (``None``: names none)."""
    for seat in reversed(s.order):
        s = GAME.apply(s, seat, Pick(nation=s.offered[0], level=levels.get(seat))).state
    return s


@pytest.mark.rule("nations.setup.own-level")
def test_levels_chosen_at_the_pick_give_the_position_of_levels_set_at_setup() -> None:
    """[Setup step 3] "each player chooses the difficulty level they want": three seats
    choosing emperor, chieftain and king with their boards reach the very state of a match
    whose ``levels`` set those at setup, and growth then gives each its own amount."""
    chosen = {0: "emperor", 1: "chieftain", 2: "king"}
    preset = pick_all(GAME.setup(3, GAME.options({"levels": "emperor/chieftain/king"}), "lv"), {})
    picked = pick_all(GAME.setup(3, GAME.options(None), "lv"), dict(chosen))
    assert GAME.dump_state(picked) == GAME.dump_state(preset)
    before = [p.gold for p in picked.seats]
    grown = grow_all(picked, "take gold")
    assert [p.gold - b for p, b in zip(grown.seats, before, strict=True)] == [1, 4, 2]
    assert GAME.dump_state(grow_all(preset, "take gold")) == GAME.dump_state(grown)


@pytest.mark.rule("nations.setup.own-level")
def test_a_pick_changes_a_preset_level_and_a_pick_without_one_keeps_it() -> None:
    """README 3: ``levels`` and ``level`` are presets; the player's own choice wins."""
    s = GAME.setup(2, GAME.options({"levels": "emperor", "level": "king"}), "preset")
    assert [p.level for p in s.seats] == ["emperor", "king"]
    s = pick_all(s, {0: "chieftain"})  # seat 0 changes its preset, seat 1 names none
    assert [p.level for p in s.seats] == ["chieftain", "king"]
    before = [p.stone for p in s.seats]
    s = grow_all(s, "take stone")
    assert [p.stone - b for p, b in zip(s.seats, before, strict=True)] == [4, 2]


@pytest.mark.rule("nations.setup.own-level")
def test_the_solo_player_chooses_a_level_too() -> None:
    """[Solo variant] "play the chieftain level to learn": alone, the level is chosen with
    the board as well."""
    s = REAL.setup(1, NationsOptions(cards="basic"), "solo")
    assert s.seats[0].level == "prince"
    s = REAL.apply(s, 0, REAL.parse_notation(f"pick {s.offered[0]} a chieftain")).state
    assert s.seats[0].level == "chieftain" and s.phase is Phase.GROWTH
    food = s.seats[0].food
    s = REAL.apply(s, 0, REAL.parse_notation("take food")).state
    assert s.seats[0].food == food + 4


def test_every_level_is_a_legal_pick_of_every_nation_and_side() -> None:
    s = GAME.setup(2, GAME.options({"boards": "b", "level": "king"}), "legal")
    seat = s.current
    legal = GAME.legal_actions(s, seat)
    assert len(legal) == len(s.offered) * 2 * 4
    assert {a.level for a in legal if isinstance(a, Pick)} == set(LEVELS)
    assert Pick(nation=s.offered[0]) not in legal  # the preset is listed by its name
    GAME.apply(s, seat, Pick(nation=s.offered[0]))  # and may still be left out
    with pytest.raises(InvalidAction):
        GAME.parse_action({"type": "pick", "nation": s.offered[0], "level": "duke"})
    with pytest.raises(IllegalAction):  # nations and sides are checked as before
        GAME.apply(s, seat, Pick(nation="atlantis", level="king"))


def test_the_notation_names_the_level_and_refuses_a_word_that_is_no_level() -> None:
    assert REAL.notation(Pick(nation="egypt", side="b", level="king")) == "pick egypt b king"
    assert REAL.notation(Pick(nation="egypt")) == "pick egypt a"
    for text in ("pick egypt b king", "pick egypt a", "pick egypt emperor"):
        a = REAL.parse_notation(text)
        assert REAL.parse_notation(REAL.notation(a)) == a
    assert REAL.parse_notation("pick egypt emperor") == Pick(nation="egypt", level="emperor")
    names = {"nation": {"egypt": ["Egypt", "Αίγυπτος", "Egitto"]}, **TYPED}
    for word in ("βασιλιάς", "RE", "king"):
        assert REAL.parse_notation(f"pick αιγυπτος a {word}", names).level == "king"
    for typed in ("pick egypt a duke", "pick egitto duke"):
        with pytest.raises(InvalidAction) as refused:
            REAL.parse_notation(typed, names)
        assert refused.value.msg.key == "nations.error.no_such_level"
        assert refused.value.msg.params == {"word": "duke"}
    with pytest.raises(InvalidAction) as usage:
        REAL.parse_notation("pick egypt a duke")
    assert usage.value.msg.key == "nations.error.usage"
    assert "chieftain|prince|king|emperor" in str(usage.value.msg.params["usage"])


@pytest.mark.parametrize("ai", [random_ai, heuristic_ai])
def test_the_ais_take_their_board_at_the_level_the_match_set(ai: Any) -> None:
    s = REAL.setup(3, REAL.options({"levels": "emperor/chieftain", "level": "king"}), "ai")
    rng = random.Random(3)
    while s.phase is Phase.PICK:
        seat = s.current
        legal = REAL.legal_actions(s, seat)
        a = ai(REAL.view(s, seat), legal, rng)
        assert isinstance(a, Pick) and a in legal
        s = REAL.apply(s, seat, a).state
    assert [p.level for p in s.seats] == ["emperor", "chieftain", "king"]


def test_a_match_stored_before_picks_named_a_level_replays_to_its_stored_hashes() -> None:
    """Engine version 5 is kept: a stored pick names no level and keeps the preset, as it
    did. The log (``data/v5_match.json``) was recorded with the build before this change,
    from a match with preset levels; it replays here to every stored state hash. Version 6
    only added ``edition`` (README 23): a position of edition 1, as every stored one reads,
    plays exactly as version 5 did, so its states less that field hash as they were stored."""
    stored = json.loads(STORED.read_text(encoding="utf-8"))
    assert stored["engine_version"] == 5 and REAL.engine_version == 6
    s = REAL.setup(stored["players"], REAL.options(stored["options"]), stored["seed"])
    s.edition = 1
    for step in stored["log"]:
        s = REAL.apply(s, step["seat"], REAL.parse_action(step["action"])).state
        assert state_hash(s.model_dump_json(exclude={"edition"})) == step["hash"]
    assert REAL.outcome(s) is not None
    assert [p.level for p in s.seats] == ["emperor", "chieftain", "king"]


@pytest.mark.rule("nations.level.growth-only")
def test_the_growth_example_still_reads_the_level() -> None:
    """[Growth] "take as many resources as your difficulty level (3 for the prince)"."""
    s = pick_all(GAME.setup(2, GAME.options(None), "prince"), {0: "prince", 1: None})
    gold = s.seats[0].gold
    assert act(s, 0, "take gold").seats[0].gold == gold + 3
