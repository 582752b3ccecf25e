"""The offline table's habits: ``hand`` shows the hand alone, a resumed match opens on the last
lines of its log, a move typed at the hot-seat's "press Enter" prompt is played, and two
databases never share a folder of board pictures."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from bot.table import RESUMED_LOG, play


def _script(answers: list[str], screen: list[str]) -> Callable[[str], str]:
    plan = iter(answers)

    def read(prompt: str) -> str:
        screen.append(prompt)
        return next(plan, "quit")

    return read


async def test_hand_prints_the_hand_and_board_the_whole_board(tmp_path: Path) -> None:
    screen: list[str] = []
    await play(
        "babel",
        seats=["human", "ai"],
        seed="hand",
        db=tmp_path / "t.db",
        read=_script(["hand", "board"], screen),
        write=screen.append,
    )
    at = next(i for i, line in enumerate(screen) if line.startswith("You > ")) + 1
    hand, board = screen[at], screen[at + 2]
    assert hand.startswith("Your hand (") and "\n" not in hand  # one line: the cards alone
    assert "Babel · turn" not in hand and "Temples:" not in hand
    assert board.startswith("Babel · turn") and "Temples:" in board


async def test_hand_prints_each_games_own_part_in_the_players_language(tmp_path: Path) -> None:
    screen: list[str] = []
    await play(
        "antike",
        seats=["human", "ai"],
        seed="hand",
        db=tmp_path / "t.db",
        options={"side": "west"},
        read=_script(["hand"], screen),
        write=screen.append,
        locale="it",
    )
    at = next(i for i, line in enumerate(screen) if line.endswith(" > ")) + 1
    assert "Rondel" in screen[at] and "ANTIKE" not in screen[at]


async def test_a_resumed_match_prints_only_the_last_lines_of_its_log(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    await play(
        "babel",
        seats=["human", "ai"],
        seed="resume-log",
        db=db,
        read=_script(["1"] * 30, []),
        write=lambda _line: None,
    )
    screen: list[str] = []
    await play(
        "babel",
        seats=[],
        seed=None,
        db=db,
        resume=1,
        read=_script(["log"], screen),
        write=screen.append,
    )
    board = next(i for i, line in enumerate(screen) if line.startswith("Babel · turn"))
    opening = screen[:board]
    hidden = [line for line in opening if "earlier lines of the log are not shown" in line]
    assert len(hidden) == 1 and "type `log`" in hidden[0]
    assert sum(line.startswith("  · ") for line in opening) == RESUMED_LOG
    # `log` still prints the whole of it
    logged = sum(line.startswith("  · ") for line in screen[board:])
    earlier = int(hidden[0].split()[1])
    assert logged == earlier + RESUMED_LOG


async def test_a_move_typed_at_the_pass_the_device_prompt_is_played(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    screen: list[str] = []
    read = _script([], screen)
    answers = iter(["1", "quit"])

    def player(prompt: str) -> str:
        read(prompt)
        return next(answers, "quit")

    await play(
        "babel",
        seats=["human", "human"],
        seed="hot-seat",
        db=db,
        read=player,
        write=screen.append,
    )
    passed = next(line for line in screen if line.startswith("Pass the device to Player"))
    who = passed.split("Pass the device to ")[1].split(" and")[0]
    assert f"{who} > 1" in screen  # the move shows as answering its prompt
    with sqlite3.connect(db) as conn:
        (moves,) = conn.execute("SELECT count(*) FROM actions WHERE kind = 'action'").fetchone()
    assert moves == 1
    assert any(line.startswith(f"  · {who} ") for line in screen)


async def test_two_databases_in_one_folder_draw_into_folders_of_their_own(
    tmp_path: Path,
) -> None:
    for name in ("friday", "sunday"):
        await play(
            "babel",
            seats=["human", "ai"],
            seed=name,
            db=tmp_path / f"{name}.db",
            read=_script(["1"], []),
            write=lambda _line: None,
            boards=tmp_path / "boards",
        )
    folders = sorted(p.name for p in (tmp_path / "boards").iterdir())
    assert folders == ["friday-match-1", "sunday-match-1"]
    for folder in folders:
        assert (tmp_path / "boards" / folder / "latest.png").is_file()


async def test_the_table_draws_the_phone_picture_beside_the_whole_board(tmp_path: Path) -> None:
    from PIL import Image

    from bot.render import render_phone
    from rules.games import get_game

    await play(
        "duellum",
        seats=["human", "ai"],
        seed="phone",
        db=tmp_path / "t.db",
        options={"map": "east"},
        read=_script(["1"], []),
        write=lambda _line: None,
        boards=tmp_path / "boards",
    )
    folder = tmp_path / "boards" / "t-match-1"
    game = get_game("duellum")
    opening = game.view(game.setup(2, game.options({"map": "east"}), "x"), None)
    assert render_phone("duellum", opening, ["A", "B"]) is not None  # Duellum draws one
    with Image.open(folder / "latest.png") as full:
        phone = Image.open(folder / "latest-phone.png")
        assert phone.format == full.format == "PNG"
        assert phone.width < full.width  # the phone's own picture, not a copy of the board
    assert not list(folder.glob("[0-9]*-phone.png"))  # only the newest gets one
