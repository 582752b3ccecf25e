"""Antike at the offline table: a human and three AI seats, scripted moves in notation and by
number, refusals on one line, the text board after each move (80 columns), and a readable
list of moves."""

from __future__ import annotations

import re
from pathlib import Path

from bot.table import Table, _ordered, play, read_action
from bot.text import render_board
from rules.antike.actions import Rondel
from rules.antike.state import AntikeState, Field, Phase
from rules.games import get_game

GAME = get_game("antike")


class Script:
    """Answers prompts from a list, keeping everything printed. ``{city}`` in an answer is
    the first city of the human's nation where a legion can stand (from the move list)."""

    def __init__(self, answers: list[str]) -> None:
        self.answers = iter(answers)
        self.screen: list[str] = []
        self.cities: list[str] = []

    def read(self, prompt: str) -> str:
        self.screen.append(prompt)
        answer = next(self.answers, "quit")
        if "{city}" in answer:
            found = re.findall(r"\[arm legion (\w+)\]", self.text)
            assert found, self.text[-2000:]
            self.cities.append(found[-1])
            answer = answer.format(city=found[-1].upper())
        return answer

    def write(self, line: str) -> None:
        self.screen.append(line)

    @property
    def text(self) -> str:
        return "\n".join(self.screen)


async def test_scripted_antike_turns_against_three_ais(tmp_path: Path) -> None:
    script = Script(
        [
            "help",
            "rondel 4",  # the first move places the marker anywhere, free: ARMING
            "develop wheel",  # not this turn's wedge
            "arm legion {city}",  # notation is read in any case
            "end",
            "rondel 9",  # no such wedge
            "1",  # by number: the cheapest wedge first
            "board",
            "list all",
            "quit",
        ]
    )
    code = await play(
        "antike",
        seats=["human", "ai", "ai", "ai"],
        seed="table-antike",
        db=tmp_path / "t.db",
        options={"side": "west"},
        read=script.read,
        write=script.write,
    )
    text = script.text
    assert code == 0
    assert "Traceback" not in text
    assert "answer yes always" in text  # the help names the notation
    assert "ANTIKE · West: the Roman world" in text
    city = script.cities[0]
    # the board lists the new legion in its city
    assert re.search(rf"^  {city.title()}\S* +\w+ \w+ +\w+: 1 leg", text, re.M | re.I)
    # refusals are one line and the game goes on
    assert "  ! That action belongs to KNOW-HOW" in text
    assert "  ! 9 is out of range" in text
    # the AIs played their turns in between: a round went by
    assert re.search(r"AI \d \(heuristic\) \([\w ]+\) moved the rondel marker", text)
    assert re.search(r"Player \d \(you\) \(\w+\) ended the turn\.", text)
    assert re.search(rf"Player \d \(you\) \(\w+\) set up a legion in {city.title()}", text)
    # every board printed fits in 80 columns
    boards = ["ANTIKE · " + b for b in text.split("\nANTIKE · ")[1:]]
    assert len(boards) >= 3
    for board in boards:
        lines = board.split("\nWhat you can do")[0].split("\nYou > ")[0].splitlines()
        assert max(len(line) for line in lines) <= 80, max(lines, key=len)
    assert "--resume" in text


def test_the_move_list_orders_the_turn() -> None:
    s = GAME.setup(4, GAME.options(None), "list")
    assert isinstance(s, AntikeState)
    me = s.nations[0].seat
    s.nations[0].marker = 0
    view = GAME.view(s, me)
    legal = GAME.legal_actions(s, me)
    ordered, shown = _ordered("antike", view, legal)
    assert sorted(map(GAME.notation, ordered)) == sorted(map(GAME.notation, legal))
    rondels = [a for a in ordered if isinstance(a, Rondel)]
    assert ordered[: len(rondels)] == rondels
    assert [len(a.pay) for a in rondels] == sorted(len(a.pay) for a in rondels)
    assert shown <= 40
    # in an action: "end" first, then the wedge's moves, standing orders last
    s.this.phase = Phase.ACT
    s.this.field = Field.TEMPLE
    s.nations[0].marble = 5
    ordered, _ = _ordered("antike", GAME.view(s, me), GAME.legal_actions(s, me))
    assert [a.type for a in ordered[:2]] == ["end", "temple"]
    assert ordered[-1].type == "order"


def test_standing_orders_stay_out_of_the_numbered_list_but_can_be_typed() -> None:
    """Orders may be changed at any step of a turn (the rules allow it), so they would crowd
    every list: the short list leaves them out and one line says how to type them."""
    s = GAME.setup(3, GAME.options(None), "orders")
    assert isinstance(s, AntikeState)
    me = s.nations[0].seat
    s.nations[0].marker = 0
    s.this.phase = Phase.ACT
    s.this.field = Field.MANEUVER
    view = GAME.view(s, me)
    legal = GAME.legal_actions(s, me)
    assert any(a.type == "order" for a in legal)  # legal all the same
    ordered, shown = _ordered("antike", view, legal)
    assert all(a.type != "order" for a in ordered[:shown])
    assert all(a.type == "order" for a in ordered[shown:]) and shown < len(ordered)
    screen: list[str] = []
    table = Table.__new__(Table)
    table.write = screen.append
    table._list(GAME, ordered, shown, view)
    nation = s.nations[0].id
    assert f"[order {nation} " not in "\n".join(screen)
    assert screen[-1].startswith("  Standing orders are not numbered here")
    assert f"order {nation} never" in screen[-1]
    # `list all` numbers them, after the turn's moves
    table._list(GAME, ordered, None, view)
    assert f"[order {nation} never]" in screen[-1] + screen[-2]
    assert read_action(GAME, f"order {nation} never", ordered).type == "order"


def test_text_board_in_every_language() -> None:
    s = GAME.setup(4, GAME.options({"side": "east"}), "langs")
    assert isinstance(s, AntikeState)
    city = sorted(s.cities_of(0))[0]
    s.cities[city] = s.cities[city].model_copy(update={"temple": True})
    s.bank_temples -= 1
    GAME.check_invariants(s)
    for locale in ("en", "el", "it"):
        board = render_board("antike", GAME.view(s, None), lambda i: f"P{i}", locale)
        assert max(len(line) for line in board.splitlines()) <= 80
        assert "P0" in board and "ANTIKE" in board
