"""The ``strategos`` command line: mistakes get one localized sentence and status 2 (never a
traceback, never a half-made match), Ctrl-C and the end of input stop cleanly, every printed
command works as printed, the table writes board pictures, ``matches`` lists what to resume."""

from __future__ import annotations

import asyncio
import os
import re
import select
import shlex
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.cli import main, user_locale
from bot.table import play

PNG = b"\x89PNG\r\n\x1a\n"
VENV_BIN = Path(sys.executable).parent


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "STRATEGOS_DB"):
        monkeypatch.delenv(name, raising=False)


def _matches(db: Path) -> int:
    if not db.exists():
        return 0
    with sqlite3.connect(db) as conn:
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'matches'").fetchone():
            return 0
        return int(conn.execute("SELECT count(*) FROM matches").fetchone()[0])


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


# --- mistakes -------------------------------------------------------------------------------

MISTAKES = [
    (
        ["play", "chess"],
        "There is no game called “chess”. "
        "Games you can play: antike, babel, duellum, nations, polis.",
    ),
    (["play", "duellum", "--option", "map=north"], "“north” is not a side of the board."),
    (["play", "duellum", "--option", "colour"], "“colour” is not an option. Write each one as"),
    (["play", "--seats", "human"], "babel is played by 2 players, so --seats names one seat"),
    (["play", "--seats", "human,ai,ai"], "you named 3."),
    (
        ["play", "--seats", "human,robot"],
        "“robot” is not a kind of seat. Each seat is one of: human",
    ),
    (["play", "--seed", " x"], "A seed is short text you can see"),
    (["play", "--seed", "a" * 101], "A seed is short text you can see"),
    (["play", "--resume", "999"], "There is no match #999 in "),
    (["play", "--resume", "seven"], "argument --resume: invalid int value: 'seven'"),
    (["play", "--resume", "1", "--seats", "human,ai"], "so it takes no --seats."),
    (["replay", "--match", "999"], "There is no match #999 in "),
    (["selfplay", "babel", "--players", "3", "--games", "1"], "--players 3 does not fit."),
    (["selfplay", "babel", "--games", "-3"], "--games takes a whole number from 1 to"),
    (["selfplay", "babel", "--games", "1", "--seed", ""], "A seed is short text you can see"),
    (["selfplay", "babel", "--ai", "robot"], "There is no AI called “robot”."),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
]


@pytest.fixture(scope="module")
def one_match(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """A database holding one finished match (so match 999 is really missing)."""
    db = tmp_path_factory.mktemp("one") / "s.db"
    assert main(["selfplay", "babel", "--games", "1", "--seed", "m", "--db", str(db)]) == 0
    return db.read_bytes()


@pytest.mark.parametrize(
    ("argv", "expected"), MISTAKES, ids=[" ".join(argv)[:40] for argv, _ in MISTAKES]
)
def test_a_mistake_is_one_sentence_and_status_2(
    argv: list[str],
    expected: str,
    tmp_path: Path,
    one_match: bytes,
    capsys: pytest.CaptureFixture[str],
) -> None:
    db = tmp_path / "s.db"
    if argv[0] in ("play", "replay"):
        db.write_bytes(one_match)
    capsys.readouterr()
    before = _matches(db)
    extra = ["--db", str(db)] if argv[0] in ("play", "replay") else []
    code, out, err = _run([*argv, *extra], capsys)
    assert code == 2
    assert expected in err
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in out + err
    assert _matches(db) == before  # nothing half-made is left behind


@pytest.mark.parametrize("kind", ["folder", "not a database", "unwritable"])
@pytest.mark.parametrize("command", ["play", "bench", "selfplay", "replay", "matches"])
def test_a_database_that_cannot_work_is_refused(
    kind: str, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if kind == "folder":
        db = tmp_path
        expected = "is a folder, not a database file"
    elif kind == "not a database":
        db = tmp_path / "notes.txt"
        db.write_text("shopping list\n" * 100)
        expected = "cannot be used as a database (file is not a database)"
    else:
        if not Path("/proc/self").exists():
            pytest.skip("needs /proc")
        db = Path("/proc/strategos-test.db")
        expected = "cannot be used as a database"
        if command in ("replay", "matches"):
            expected = "There is no database at /proc/strategos-test.db"
    argv = {
        "play": ["play", "--db", str(db)],
        "bench": ["bench", "--quick", "--db", str(db)],
        "selfplay": ["selfplay", "babel", "--games", "1", "--db", str(db)],
        "replay": ["replay", "--db", str(db)],
        "matches": ["matches", "--db", str(db)],
    }[command]
    if command == "matches" and kind == "unwritable":
        code, out, err = _run(argv, capsys)  # a missing database just holds no matches
        assert code == 0 and "There are no saved matches in /proc/strategos-test.db" in out
        return
    code, out, err = _run(argv, capsys)
    assert code == 2, out + err
    assert expected in err
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "el_GR.UTF-8"}, "Δεν υπάρχει παιχνίδι"),
        ({"LANG": "it_IT.UTF-8"}, "chess"),
        ({"LANG": "el_GR.UTF-8", "LC_ALL": "it_IT.UTF-8"}, "Giochi"),
        ({"LANG": "C.UTF-8"}, "There is no game called"),
        ({"LANG": "fr_FR.UTF-8"}, "There is no game called"),
    ],
)
def test_mistakes_read_in_the_terminal_language(
    env: dict[str, str],
    expected: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    code, _out, err = _run(["play", "chess", "--db", str(tmp_path / "s.db")], capsys)
    assert code == 2 and expected in err


def test_the_locale_follows_posix_precedence() -> None:
    assert user_locale({}) == "en"
    assert user_locale({"LANG": "el_GR.UTF-8"}) == "el"
    assert user_locale({"LANG": "el_GR.UTF-8", "LC_MESSAGES": "it_IT"}) == "it"
    assert user_locale({"LANG": "it_IT", "LC_ALL": "en_US.UTF-8"}) == "en"
    assert user_locale({"LC_ALL": "el_GR@euro"}) == "el"
    assert user_locale({"LANG": "POSIX"}) == "en"


def test_a_greek_seat_mistake(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "el_GR.UTF-8")
    code, _out, err = _run(["play", "--seats", "human", "--db", str(tmp_path / "s.db")], capsys)
    assert code == 2
    assert "Το babel παίζεται από 2 παίκτες" in err  # noqa: RUF001
    assert _matches(tmp_path / "s.db") == 0


# --- the table through the real command: pictures, quitting, resuming, Ctrl-C ----------------


def _strategos(
    args: list[str], cwd: Path, stdin: str = "", timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES")}
    env["PATH"] = "/usr/bin:/bin"  # strategos is not on PATH: printed commands must say where
    return subprocess.run(
        args, cwd=cwd, input=stdin, capture_output=True, text=True, timeout=timeout, env=env
    )


def _printed_command(text: str) -> list[str]:
    found = re.search(r"Resume it with: (.+)$", text, re.M)
    assert found is not None, text
    return shlex.split(found[1])


def test_quit_prints_a_resume_command_that_works_and_pictures_are_written(
    tmp_path: Path,
) -> None:
    first = _strategos(
        [str(VENV_BIN / "strategos"), "play", "--db", "games/s.db"], tmp_path, "1\nquit\n"
    )
    assert first.returncode == 0, first.stderr
    assert "Traceback" not in first.stdout + first.stderr
    shown = "Board pictures: games/boards/s-match-1 (latest.png is always the newest,"
    assert shown in first.stdout
    command = _printed_command(first.stdout)
    assert command[0] == str(VENV_BIN / "strategos")  # the path: it is not on PATH
    assert command[1:] == ["play", "babel", "--db", "games/s.db", "--resume", "1"]
    folder = tmp_path / "games" / "boards" / "s-match-1"
    with sqlite3.connect(tmp_path / "games" / "s.db") as conn:
        seqs = [r[0] for r in conn.execute("SELECT seq FROM actions WHERE match_id = 1")]
    assert seqs and {f"{s}.png" for s in seqs} <= {p.name for p in folder.iterdir()}
    assert (folder / "latest.png").read_bytes() == (folder / f"{max(seqs)}.png").read_bytes()
    assert all(p.read_bytes().startswith(PNG) for p in folder.glob("*.png"))

    again = _strategos(command, tmp_path, "quit\n")
    assert again.returncode == 0, again.stderr
    assert "Babel · turn" in again.stdout
    assert _printed_command(again.stdout) == command


def test_ctrl_c_at_the_prompt_stops_with_one_line_and_the_match_resumes(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES")}
    proc = subprocess.Popen(
        [str(VENV_BIN / "strategos"), "play", "--db", "s.db", "--no-boards"],
        cwd=tmp_path,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert proc.stdout is not None
    seen = b""
    deadline = time.monotonic() + 60
    while b"You > " not in seen and time.monotonic() < deadline:  # waiting at the prompt
        ready, _, _ = select.select([proc.stdout], [], [], 1)
        if ready:
            seen += os.read(proc.stdout.fileno(), 65536)
    assert b"You > " in seen
    proc.send_signal(signal.SIGINT)
    _out, err = proc.communicate(timeout=30)
    text = err.decode()
    assert proc.returncode == 130, text
    assert "Traceback" not in text
    assert text.splitlines()[0] == "Stopped."
    command = _printed_command(text)
    assert command[1:] == ["play", "babel", "--db", "s.db", "--resume", "1"]
    assert not (tmp_path / "boards").exists()  # --no-boards
    again = _strategos(command, tmp_path, "quit\n")
    assert again.returncode == 0 and "Babel · turn" in again.stdout


def test_end_of_input_saves_and_says_how_to_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_more(_prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr("bot.cli._read_line", no_more)
    db = tmp_path / "s.db"
    code, out, err = _run(["play", "--db", str(db), "--no-boards", "--seats", "ai,human"], capsys)
    assert code == 0 and not err
    assert f"--db {db} --resume 1" in out
    assert _matches(db) == 1


def test_ctrl_c_in_process_keeps_the_match(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["1"])

    def then_interrupt(_prompt: str) -> str:
        for answer in answers:
            return answer
        raise KeyboardInterrupt

    monkeypatch.setattr("bot.cli._read_line", then_interrupt)
    db = tmp_path / "s.db"
    code, _out, err = _run(["play", "duellum", "--option", "map=west", "--db", str(db)], capsys)
    assert code == 130
    assert err.splitlines()[0] == "Stopped."
    assert f"play duellum --db {db} --resume 1" in err
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # put back
    with sqlite3.connect(db) as conn:
        status, actions = conn.execute(
            "SELECT status, (SELECT count(*) FROM actions) FROM matches"
        ).fetchone()
    assert status == "active" and actions >= 1
    # resuming draws the position it resumes from (pictures under way at Ctrl-C were dropped)
    monkeypatch.setattr("bot.cli._read_line", lambda _prompt: "quit")
    code, out, _err = _run(["play", "--db", str(db), "--resume", "1"], capsys)
    assert code == 0 and "ANTIKE DUELLUM" in out
    folder = tmp_path / "boards" / "s-match-1"
    assert (folder / "latest.png").read_bytes().startswith(PNG)
    newest = max(int(p.stem) for p in folder.glob("[0-9]*.png"))
    assert newest == actions  # the position resumed from
    assert (folder / "latest.png").read_bytes() == (folder / f"{newest}.png").read_bytes()


def test_resuming_someone_elses_match_or_a_wrong_game_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "s.db"
    assert main(["selfplay", "babel", "--games", "1", "--db", str(db)]) == 0
    capsys.readouterr()
    code, _out, err = _run(["play", "--db", str(db), "--resume", "1"], capsys)
    assert code == 2 and "Match #1 was not opened at this table" in err
    answers = iter(["quit"])
    game = play(
        "duellum",
        seats=["human", "ai"],
        seed="x",
        db=db,
        read=lambda _p: next(answers),
        write=lambda _l: None,
    )
    assert asyncio.run(game) == 0
    code, _out, err = _run(["play", "babel", "--db", str(db), "--resume", "2"], capsys)
    assert code == 2
    assert "Match #2 is a game of duellum, not babel. Resume it with: " in err
    assert err.strip().endswith(f"play duellum --db {db} --resume 2")


def test_unwritable_boards_folder_is_refused_before_the_match_exists(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    db = tmp_path / "s.db"
    code, _out, err = _run(["play", "--db", str(db), "--boards", str(blocker / "b")], capsys)
    assert code == 2
    assert f"Board pictures cannot be written to {blocker / 'b'}" in err
    assert not db.exists()


# --- help and the matches list ---------------------------------------------------------------


def test_the_examples_in_help_run_as_printed(tmp_path: Path) -> None:
    helped = _strategos([str(VENV_BIN / "strategos"), "--help"], tmp_path)
    assert helped.returncode == 0
    examples = re.findall(r"^  (\S*strategos .+)$", helped.stdout.split("examples:")[1], re.M)
    assert len(examples) >= 4
    for line in examples:
        ran = _strategos(shlex.split(line), tmp_path, "quit\n")
        assert ran.returncode == 0, (line, ran.stderr)
        assert "Traceback" not in ran.stderr
    assert (tmp_path / "data" / "strategos.db").exists()


def test_matches_lists_what_to_resume(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "s.db"
    code, out, _err = _run(["matches", "--db", str(db)], capsys)
    assert code == 0 and out.strip() == f"There are no saved matches in {db}."
    assert not db.exists()  # looking creates nothing
    answers = iter(["quit"])
    game = play(
        "duellum",
        seats=["human", "ai"],
        seed="list",
        db=db,
        options={"map": "east", "special_units": True},
        read=lambda _p: next(answers),
        write=lambda _l: None,
    )
    asyncio.run(game)
    capsys.readouterr()
    code, out, _err = _run(["matches", "--db", str(db)], capsys)
    assert code == 0
    header, row = out.splitlines()[:2]
    assert header.split() == [
        "#",
        "GAME",
        "STATUS",
        "PLAYERS",
        "TURN",
        "LAST",
        "ACTIVITY",
        "OPTIONS",
    ]
    assert re.match(r"1 +duellum +in play +", row)
    assert "AI 1 (heuristic)" in row and "Player " in row
    assert row.rstrip().endswith("map=east special_units=true")
    assert re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d", row)
    assert re.search(
        rf"with: \S*strategos play duellum --db {re.escape(str(db))} --resume 1$", out, re.M
    )


def test_matches_hides_finished_ones_unless_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "s.db"
    assert main(["selfplay", "babel", "--games", "2", "--db", str(db)]) == 0
    capsys.readouterr()
    code, out, _err = _run(["matches", "--db", str(db)], capsys)
    assert code == 0
    assert "No match in" in out and "Add --all" in out
    code, out, _err = _run(["matches", "--db", str(db), "--all"], capsys)
    lines = out.strip().splitlines()
    assert len(lines) == 3 and lines[1].startswith("2 ") and lines[2].startswith("1 ")
    assert all("finished" in line for line in lines[1:])
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    code, out, _err = _run(["matches", "--db", str(db), "--all"], capsys)
    assert out.split()[:4] == ["#", "GIOCO", "STATO", "GIOCATORI"] and "conclusa" in out


def test_the_table_speaks_the_terminal_language(tmp_path: Path) -> None:
    screen: list[str] = []
    answers = iter(["quit"])
    code = asyncio.run(
        play(
            "babel",
            seats=["human", "ai"],
            seed="greek",
            db=tmp_path / "s.db",
            read=lambda _p: next(answers),
            write=screen.append,
            locale="el",
            program=".venv/bin/strategos",
        )
    )
    text = "\n".join(screen)
    assert code == 0
    assert "Τραπέζι εκτός σύνδεσης Strategos: babel, παρτίδα #1." in text
    assert text.strip().endswith(
        f"Συνέχισέ τη με: .venv/bin/strategos play babel --db {tmp_path / 's.db'} --resume 1"
    )


def test_ctrl_c_while_the_match_is_being_set_up_leaves_no_lobby(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from service import MatchService

    async def interrupted(*_args: object, **_kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(MatchService, "start", interrupted)
    db = tmp_path / "s.db"
    code, _out, err = _run(["play", "--db", str(db), "--no-boards"], capsys)
    assert code == 130
    assert err.strip() == "Stopped."  # nothing to resume, so no resume command
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT status FROM matches").fetchall() == [("aborted",)]
    code, out, _err = _run(["matches", "--db", str(db)], capsys)
    assert "No match in" in out


def test_every_action_gets_its_own_picture_of_the_public_board(tmp_path: Path) -> None:
    """Several moves per batch (the AI's turns), drawn off the prompt: each ``<seq>.png`` is
    the public board after that log entry, exactly as a fresh replay draws it."""
    from bot.render import render_board
    from rules.games import get_game
    from service.replay import replay_log
    from storage import open_store

    db = tmp_path / "s.db"
    answers = iter(["1"] * 12 + ["quit"])
    screen: list[str] = []
    code = asyncio.run(
        play(
            "babel",
            seats=["human", "ai"],
            seed="pictures",
            db=db,
            read=lambda _p: next(answers),
            write=screen.append,
            boards=tmp_path / "pics",
        )
    )
    assert code == 0
    assert f"Board pictures: {tmp_path / 'pics' / 's-match-1'}" in "\n".join(screen)

    async def stored() -> tuple[object, list[object], list[str]]:
        async with await open_store(db) as store:
            rec = await store.get_match(1)
            seats = sorted(
                (s for s in await store.seats(1) if s.seat is not None), key=lambda s: s.seat or 0
            )
            names = ["AI 1 (heuristic)" if s.ai else "You" for s in seats]
            return rec, await store.actions(1), names

    rec, actions, names = asyncio.run(stored())
    game = get_game("babel")
    folder = tmp_path / "pics" / "s-match-1"
    drawn = sorted(int(p.stem) for p in folder.glob("[0-9]*.png"))
    assert drawn == [a.seq for a in actions]  # type: ignore[attr-defined]
    assert len(drawn) > 14  # the AI's moves came in batches too
    expected = {
        act.seq: state
        for act, state, _ in replay_log(game, rec, 2, actions)  # type: ignore[arg-type]
    }
    for seq in (drawn[0], drawn[len(drawn) // 2], drawn[-1]):
        png = render_board("babel", game.view(expected[seq], None), names)
        assert (folder / f"{seq}.png").read_bytes() == png, seq
    assert (folder / "latest.png").read_bytes() == (folder / f"{drawn[-1]}.png").read_bytes()


def test_matches_of_one_player_list_theirs_to_move_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--player``: the matches a user sits in (as ``/mine`` lists them), those
    waiting for them first; nobody else's."""
    from service import MatchService
    from storage import open_store

    db = tmp_path / "s.db"

    async def seed() -> dict[str, int]:
        """Babel matches of users 7 and 8 until one waits for 7 and one for 8 (the seat
        order is shuffled), one of 8 and 9, and a lobby of 7's."""
        async with await open_store(db) as store:
            svc = MatchService(store)
            ids: dict[str, int] = {}
            for n in range(40):
                rec = await svc.create("babel", channel=f"c-{n}", guild="g", creator="7")
                await svc.join(rec.id, "8")
                await svc.start(rec.id, "7")
                key = "waiting" if "7" in (await svc.status(rec.id)).to_act else "not"
                if key in ids:
                    await svc.abort(rec.id, "7")
                    continue
                ids[key] = rec.id
                if len(ids) == 2:
                    break
            other = await svc.create("babel", channel="c-other", guild="g", creator="8")
            await svc.join(other.id, "9")
            await svc.start(other.id, "8")
            ids["lobby"] = (await svc.create("polis", channel="c-lobby", guild="g", creator="7")).id
            return ids

    ids = asyncio.run(seed())
    code, out, _err = _run(["matches", "--db", str(db), "--player", "7"], capsys)
    assert code == 0
    rows = [line.split()[0] for line in out.strip().splitlines()[1:]]
    assert sorted(rows) == sorted(str(ids[k]) for k in ("waiting", "not", "lobby"))
    assert rows[0] == str(ids["waiting"])  # the one waiting for user 7 comes first
    code, out, _err = _run(["matches", "--db", str(db), "--player", "5"], capsys)
    assert code == 0 and out.startswith("User 5 sits in no match")
