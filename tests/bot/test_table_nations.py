"""Nations at the offline table: a human and an AI play a short game (one age) to its end
through the numbered list and typed notation; refusals are one line naming the rule, the
board shows the progress row with prices and what each card does, and the result is told."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from bot.table import play
from bot.text import render_board
from rules.games import get_game

GAME = get_game("nations")


class Script:
    """Help, two refusals, then always the first move listed (a plain, greedy player)."""

    def __init__(self) -> None:
        self.answers = itertools.chain(["help", "buy 9 9", "withdraw 5"], itertools.repeat("1"))
        self.screen: list[str] = []

    def read(self, prompt: str) -> str:
        self.screen.append(prompt)
        return next(self.answers)

    def write(self, line: str) -> None:
        self.screen.append(line)

    @property
    def text(self) -> str:
        return "\n".join(self.screen)


async def test_a_short_nations_game_against_the_ai(tmp_path: Path) -> None:
    script = Script()
    code = await play(
        "nations",
        seats=["human", "ai"],
        seed="table-nations",
        db=tmp_path / "t.db",
        options={"ages": 1},
        read=script.read,
        write=script.write,
    )
    text = script.text
    assert code == 0
    assert "Traceback" not in text
    assert "buy 1 3 (row, column)" in text  # the help names the notation
    assert "  ! 9 is out of range" in text  # a typed move refused on one line
    assert re.search(r"^  ! (There is no worker on place 5|First every player)", text, re.M)
    assert "Row 1 (3 gold): 1. " in text  # the board's progress row with its price
    assert "each worker (costs" in text or "architects cost" in text  # what cards do
    assert re.search(r"Buy the card in row \d, column \d.* · \w", text)  # moves name the card
    assert re.search(r"\b(You win|wins)\b", text)  # the result is announced


def test_the_text_board_names_no_card_still_in_a_deck() -> None:
    """The decks' order is the only secret: no card of a later age's deck (face down until
    its age) is ever named on the board, in any language."""
    from bot.games.nations.text import name

    s = GAME.setup(3, GAME.options(None), "text-board")
    later = {c for deck in s.decks[1:] for c in deck}
    assert later
    for locale in ("en", "el", "it"):
        board = render_board("nations", GAME.view(s, None), lambda i: f"P{i}", locale)
        assert "nations." not in board and "{" not in board
        assert "Row 1" in board or "Σειρά 1" in board or "Fila 1" in board
        leaked = [c for c in later if re.search(rf"\b{re.escape(name(c, locale))}\b", board)]
        assert not leaked, leaked


def test_selfplay_plays_nations_through_the_service(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``strategos selfplay nations`` (the solo game and three players, one age, stored
    through the service): every game ends with no error, and each match replays."""
    from bot.cli import main

    db = tmp_path / "self.db"
    for players in ("1", "3"):
        argv = ["selfplay", "nations", "--games", "1", "--players", players, "--seed", "sp"]
        assert main([*argv, "--option", "ages=1", "--db", str(db)]) == 0
        summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert summary["game"] == "nations" and summary["players"] == int(players)
        assert summary["finished"] == 1 and summary["errors"] == 0 and summary["actions"] > 10
    assert main(["replay", "--db", str(db)]) == 0
    replayed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert replayed["matches"] == 2 and replayed["ok"] is True
