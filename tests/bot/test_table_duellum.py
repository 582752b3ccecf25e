"""Antike Duellum at the offline table: scripted moves in notation and by number against the
AI, the text board after each move, and a readable list of moves."""

from __future__ import annotations

import re
from pathlib import Path

from bot.table import Table, _ordered, _scores, play, read_action
from bot.text import render_board
from rules.duellum.engine import DuellumOptions
from rules.duellum.state import Field, Phase
from rules.games import get_game

GAME = get_game("duellum")


class Script:
    """Answers prompts from a list, keeping everything printed. ``{city}`` in an answer is
    the first city of the player's own nation on the last board (listed first)."""

    def __init__(self, answers: list[str]) -> None:
        self.answers = iter(answers)
        self.screen: list[str] = []
        self.cities: list[str] = []

    def read(self, prompt: str) -> str:
        self.screen.append(prompt)
        answer = next(self.answers, "quit")
        if "{city}" in answer:
            rows = re.findall(r"^  (\w+) +(\w): ", self.text, re.M)
            city = rows[-6][0]  # the last board's first row: the player's first city
            self.cities.append(city)
            answer = answer.format(city=city.upper())
        return answer

    def write(self, line: str) -> None:
        self.screen.append(line)

    @property
    def text(self) -> str:
        return "\n".join(self.screen)


async def test_scripted_duellum_moves_show_the_board(tmp_path: Path) -> None:
    script = Script(
        [
            "help",
            "rondel 4",  # the first move places the marker anywhere, free: MILITIA
            "move legion athenai sparta",  # not this turn's field
            "deploy legion {city}",  # notation is read in any case
            "end",
            "rondel 9",
            "rondel 5",  # MARMOR, one field on: free
            "1",  # by number: the short list starts with "end" after the rondel
            "board",
            "list all",
            "quit",
        ]
    )
    code = await play(
        "duellum",
        seats=["human", "ai"],
        seed="table-duellum",
        db=tmp_path / "t.db",
        options={"map": "east"},
        read=script.read,
        write=script.write,
    )
    text = script.text
    assert code == 0
    assert "Traceback" not in text
    assert "rondel 5 pay iron" in text  # the help names the notation
    # the board: header, the human's nation first, cities by region, units, the rondel
    assert "ANTIKE DUELLUM · Aegean and Anatolia: Greece against Persia" in text
    mine = re.search(r"^(Greece|Persia) · You", text, re.M)
    assert mine is not None
    letter = mine[1][0]
    city = script.cities[0]
    assert re.search(rf"^  {city} +{letter}: \w+ +1 leg$", text, re.M)
    assert re.search(r"^  Sardeis +P: gold", text, re.M)
    assert re.search(r"^  Athenai +G: marble", text, re.M)
    assert re.search(r"^Rondel: 0 FERRUM", text, re.M)
    assert re.search(rf"4 MILITIA \[[GP,]*{letter}", text)
    assert "Open row:" in text
    # refusals are one line and the game goes on
    assert "  ! That action belongs to the DUELLUM field" in text
    assert "  ! 9 is out of range: choose a number from 0 to 7." in text
    # the log lines of both sides, and the AI's turns in between
    # (log lines are about a third person: the human is "Player N (you)" there)
    assert re.search(rf"Player \d \(you\) deployed a legion in {city} \(paid: 2 iron\)\.", text)
    assert re.search(r"Player \d \(you\) moved the rondel marker to MARMOR", text)
    assert re.search(r"Player \d \(you\) ended the turn\.", text)
    assert "You deployed" not in text and "What You" not in text
    assert re.search(r"AI 1 \(heuristic\) moved the rondel marker", text)
    # every board printed fits in 80 columns
    boards = ["ANTIKE DUELLUM" + b for b in text.split("\nANTIKE DUELLUM")[1:]]
    assert len(boards) >= 4  # after each move, and on request
    for board in boards:
        lines = board.split("\nWhat you can do")[0].split("\nYou > ")[0].splitlines()
        assert max(len(line) for line in lines) <= 80, max(lines, key=len)
    assert "--resume" in text


def test_the_move_list_is_short_and_in_a_useful_order() -> None:
    s = GAME.setup(2, DuellumOptions(), "list")
    me = s.current
    s.nations[me].marker = 0
    view = GAME.view(s, me)
    legal = GAME.legal_actions(s, me)
    ordered, shown = _ordered("duellum", view, legal)
    assert len(ordered) == len(legal)
    # one rondel move per reachable field (8), with the suggested payment, then the rest
    assert shown == 8
    assert [GAME.notation(a).split()[1] for a in ordered[:8]] == [
        "1", "2", "3", "4", "5", "6", "7", "0",
    ]  # fmt: skip
    # in an action the list starts with "end", then the field's own moves
    s.this.phase = Phase.ACT
    s.this.field = Field.TEMPLUM
    s.nations[me].marble = 7  # a temple costs 6
    ordered, shown = _ordered("duellum", GAME.view(s, me), GAME.legal_actions(s, me))
    assert [a.type for a in ordered[:2]] == ["end", "temple"]
    assert [a.type for a in ordered[-5:-2]] == ["wall"] * 3
    # the standing orders for Fortress close the list and stay out of the numbered part
    assert [GAME.notation(a) for a in ordered[-2:]] == ["order play", "order keep"]
    assert shown == len(ordered) - 2
    screen: list[str] = []
    table = Table.__new__(Table)
    table.write = screen.append  # type: ignore[method-assign]
    table._list(GAME, ordered, shown, GAME.view(s, me))
    assert "[order " not in "\n".join(screen[:-1])
    assert screen[-1].startswith("  Your standing order for Fortress is not numbered here")
    assert "order play" in screen[-1] and "order keep" in screen[-1]
    assert read_action(GAME, "order keep", ordered).type == "order"


def test_text_board_in_every_language_and_the_result_score() -> None:
    s = GAME.setup(2, DuellumOptions(map="west", special_units=True), "langs")
    s.legions[0] = {"carthago": 2}
    s.galleys[0] = {"mare_africum": 1}
    s.nations[0].legions -= 2
    s.nations[0].galleys -= 1
    s.nations[1].special_at = "roma"
    s.cities["roma"].temple = True
    s.bank_temples -= 1
    s.nations[1].marker = 4
    GAME.check_invariants(s)
    names = ["Ann", "Ben"]
    for locale in ("en", "el", "it"):
        board = render_board("duellum", GAME.view(s, 1), names.__getitem__, locale)
        assert "Carthago" in board and "Mare Africum" in board and "Roma" in board
        assert all(len(line) <= 80 for line in board.splitlines()), locale
    en = render_board("duellum", GAME.view(s, 1), names.__getitem__, "en")
    assert en.index("Rome · Ben") < en.index("Carthage · Ann")  # the viewer's nation first
    assert re.search(r"Carthago +C: iron +2 leg", en)
    assert re.search(r"Mare Africum +1 gal", en)
    assert re.search(r"Roma +R: gold \+temple +Admiral", en)
    assert "4 MILITIA [R]" in en
    el = render_board("duellum", GAME.view(s, 1), names.__getitem__, "el")
    assert "Καρχηδόνα · Ann" in el and "2 λεγ" in el
    s.nations[0].personages = {"king": 2}  # type: ignore[dict-item]
    assert _scores(GAME.view(s, None)) == [2, 0]
