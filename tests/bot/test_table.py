"""The offline table: a newcomer finishes a game against the AI using only what it prints."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from bot.table import play


class Scripted:
    """Answers the prompts as a player would: picks from the numbered list, tries help once."""

    def __init__(self, screen: list[str]) -> None:
        self.screen = screen
        self.turns = 0
        self.plan: Iterator[str] = iter(["help", "0", "fly to the moon", "hand", "log"])

    def __call__(self, prompt: str) -> str:
        self.screen.append(prompt)
        for scripted in self.plan:
            return scripted
        self.turns += 1
        listed = [int(m) for m in re.findall(r"^\s+(\d+)\. ", "\n".join(self.screen[-60:]), re.M)]
        # prefer building, then anything but ending the turn, then the end: a plain human plan
        text = "\n".join(self.screen[-60:])
        for pattern in (
            r"(\d+)\. Build",
            r"(\d+)\. Play one",
            r"(\d+)\. Move",
            r"(\d+)\. End",
            r"(\d+)\. Discard",
        ):
            found = re.findall(r"^\s+" + pattern, text, re.M)
            if found and self.turns % 7:
                return found[-1]
        return str(listed[-1]) if listed else "1"


async def test_a_newcomer_finishes_a_game_against_the_ai(tmp_path: Path) -> None:
    screen: list[str] = []
    code = await play(
        "babel",
        seats=["human", "ai"],
        seed="newcomer",
        db=tmp_path / "t.db",
        read=Scripted(screen),
        write=screen.append,
    )
    text = "\n".join(screen)
    assert code == 0
    assert re.search(r"\b(You win|wins)\b", text) or "draw" in text  # the result is announced
    assert "Type the number of an action" in text  # help was shown
    assert "There is no action number 0" in text  # a helpful error, not a crash
    assert "is not an action" in text
    assert "Traceback" not in text
    # the AI's private draws never reach the human's screen
    assert text.count("You drew") >= 1
    assert not re.search(r"AI \d \(heuristic\) drew [A-Z][a-z]+,", text)


async def test_a_saved_table_match_resumes(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    screen: list[str] = []
    answers = iter(["1", "quit"])
    await play(
        "babel",
        seats=["human", "ai"],
        seed="resume",
        db=db,
        read=lambda _p: next(answers),
        write=screen.append,
    )
    assert any("--resume 1" in line for line in screen)
    screen2: list[str] = []
    answers2 = iter(["quit"])
    await play(
        "babel",
        seats=[],
        seed=None,
        db=db,
        resume=1,
        read=lambda _p: next(answers2),
        write=screen2.append,
    )
    assert any("Babel · turn" in line for line in screen2)


async def test_the_table_speaks_to_its_player_and_asks_before_resigning(tmp_path: Path) -> None:
    """The one human is "you" with a verb for "you"; log lines name them in the third person;
    resigning needs a yes; the result names who resigned, never a 0-based seat."""
    screen: list[str] = []
    answers = iter(["1", "resign", "n", "resign", "y"])

    def read(prompt: str) -> str:
        screen.append(prompt)
        return next(answers)

    await play(
        "babel",
        seats=["human", "ai"],
        seed="resign",
        db=tmp_path / "t.db",
        read=read,
        write=screen.append,
    )
    text = "\n".join(screen)
    assert "Babel · turn 1 · your move" in text
    assert "What you can do:" in text and "What You" not in text
    assert "Player 1 (you) moved the builder" in text
    asked = [i for i, line in enumerate(screen) if line.startswith("Resign? The match ends")]
    assert len(asked) == 2
    assert screen[asked[0] + 1] == "You did not resign; the match goes on."
    assert "Player 1 (you) resigned." in text
    assert screen[-1].startswith("AI 1 (heuristic) wins (won because you resigned).")
    assert "player 0" not in text.lower() and "table:human" not in text
