"""Where the command line keeps its matches: ``--db`` takes a SQLite file or a PostgreSQL
URL in every command (replay, matches, selfplay, play and its resume hint); a database that
cannot work (a server that cannot be reached, a role it does not know, a file that may only
be read, a durability setting that means nothing) is refused in one sentence with status 2,
before anything is shown or stored, and a URL's password is never printed."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shlex
import socket
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.location import db_name, db_option, location, shown
from bot.table import play

SECRET = "s3cr3t-pw"


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "STRATEGOS_DB", "STRATEGOS_SQLITE_SYNC"):
        monkeypatch.delenv(name, raising=False)


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def _one_sentence(code: int, out: str, err: str, expected: str) -> None:
    assert code == 2, out + err
    assert expected in err, err
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in out + err
    assert SECRET not in out + err


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def _tables(url: str) -> list[str]:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
        return sorted(r[0] for r in rows)
    finally:
        await conn.close()


# --- printing a location ------------------------------------------------------------------


def test_a_url_is_printed_without_its_password(monkeypatch: pytest.MonkeyPatch) -> None:
    url = f"postgresql://bot:{SECRET}@db.example:5432/strategos"
    assert location(url) == url  # kept as text: a path would fold its "//"
    assert location("data/s.db") == Path("data/s.db")
    assert shown(url) == "postgresql://bot:***@db.example:5432/strategos"
    assert db_option(url) == " --db postgresql://bot@db.example:5432/strategos"
    query = f"postgres://db.example/strategos?user=bot&password={SECRET}"
    assert SECRET not in shown(query) + db_option(query)
    # the URL the environment names already: the printed command leaves it to STRATEGOS_DB
    monkeypatch.setenv("STRATEGOS_DB", url)
    assert db_option(url) == ""
    assert db_option("postgresql://bot@db.example/strategos") != ""  # no password: shown
    assert db_option(Path("my games/s.db")) == " --db 'my games/s.db'"


# --- PostgreSQL from the command line ------------------------------------------------------


def test_selfplay_replay_and_matches_on_a_postgresql_url(
    pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(
        ["selfplay", "babel", "--games", "2", "--seed", "pg", "--db", pg_url], capsys
    )
    assert code == 0, err
    report = json.loads(out.strip().splitlines()[-1])
    assert report["finished"] == 2 and report["errors"] == 0
    code, out, err = _run(["replay", "--db", pg_url], capsys)
    assert code == 0, err
    replayed = json.loads(out)
    assert replayed["matches"] == 2 and replayed["ok"] and replayed["actions"] == report["actions"]
    code, out, err = _run(["replay", "--db", pg_url, "--match", "7"], capsys)
    _one_sentence(code, out, err, f"There is no match #7 in {pg_url}.")
    assert err.strip().endswith(f"matches --all --db {pg_url}")
    code, out, _err = _run(["matches", "--db", pg_url], capsys)
    assert code == 0 and "No match in" in out and pg_url in out
    code, out, _err = _run(["matches", "--db", pg_url, "--all"], capsys)
    lines = out.strip().splitlines()
    assert code == 0 and len(lines) == 3 and all("finished" in line for line in lines[1:])


def test_strategos_db_may_be_a_url(
    pg_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without --db the commands read STRATEGOS_DB, a URL as well as a path."""
    monkeypatch.setenv("STRATEGOS_DB", pg_url)
    code, out, err = _run(["selfplay", "babel", "--games", "1", "--db", pg_url], capsys)
    assert code == 0, err
    code, out, err = _run(["replay"], capsys)
    assert code == 0 and json.loads(out)["matches"] == 1, err
    code, out, _err = _run(["matches", "--all"], capsys)
    assert code == 0 and re.match(r"1 +babel +finished", out.splitlines()[1])


def test_looking_into_an_empty_postgresql_database_creates_nothing(
    empty_pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _err = _run(["matches", "--db", empty_pg_url], capsys)
    assert code == 0 and out.strip() == f"There are no saved matches in {empty_pg_url}."
    for argv in (["replay"], ["play", "--resume", "1"]):
        code, out, err = _run([*argv, "--db", empty_pg_url], capsys)
        _one_sentence(code, out, err, f"The PostgreSQL database {empty_pg_url} holds no matches")
    assert asyncio.run(_tables(empty_pg_url)) == []


def test_play_and_resume_on_a_postgresql_url(
    pg_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    answers = iter(["1", "quit"])
    monkeypatch.setattr("bot.cli._read_line", lambda _prompt: next(answers))
    code, out, err = _run(["play", "--db", pg_url, "--seed", "pg"], capsys)
    assert code == 0, err
    assert f"Strategos offline table: babel, match #1. Database: {pg_url}" in out
    # no folder beside a URL: the pictures go to data/boards
    # named by the database's own name, so two databases never share a folder
    folder = Path("data") / "boards" / f"{db_name(pg_url)}-match-1"
    assert f"Board pictures: {folder}" in out
    assert (tmp_path / folder / "latest.png").exists()
    hint = re.search(r"Resume it with: (.+)$", out, re.M)
    assert hint is not None
    command = shlex.split(hint[1])
    assert command[1:] == ["play", "babel", "--db", pg_url, "--resume", "1"]

    code, out, _err = _run(["matches", "--db", pg_url], capsys)
    assert code == 0 and re.match(r"1 +babel +in play", out.splitlines()[1])
    assert out.rstrip().endswith(f"play babel --db {pg_url} --resume 1")

    answers = iter(["quit"])
    code, out, err = _run(command[1:], capsys)
    assert code == 0, err
    assert "Babel · turn" in out and hint[1].split(" ", 1)[1] in out
    code, out, err = _run(["play", "duellum", "--db", pg_url, "--resume", "1"], capsys)
    _one_sentence(code, out, err, "Match #1 is a game of babel, not duellum.")
    assert err.strip().endswith(f"play babel --db {pg_url} --resume 1")
    code, out, err = _run(["play", "--db", pg_url, "--resume", "5"], capsys)
    _one_sentence(code, out, err, f"There is no match #5 in {pg_url}.")


def test_ctrl_c_on_a_postgresql_url_prints_how_to_resume(
    pg_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["1"])

    def then_interrupt(_prompt: str) -> str:
        for answer in answers:
            return answer
        raise KeyboardInterrupt

    monkeypatch.setattr("bot.cli._read_line", then_interrupt)
    code, _out, err = _run(["play", "--db", pg_url, "--no-boards"], capsys)
    assert code == 130
    assert err.strip().endswith(f"play babel --db {pg_url} --resume 1")


COMMANDS = {
    "play": ["play", "--no-boards"],
    "resume": ["play", "--resume", "1"],
    "matches": ["matches"],
    "selfplay": ["selfplay", "babel", "--games", "1"],
    "replay": ["replay"],
    "bench": ["bench", "--processes", "1"],
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_postgresql_server_that_cannot_be_reached_is_refused(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"postgresql://bot:{SECRET}@127.0.0.1:{_closed_port()}/strategos"
    code, out, err = _run([*COMMANDS[command], "--db", url], capsys)
    _one_sentence(code, out, err, "The PostgreSQL database postgresql://bot:***@127.0.0.1:")
    assert "cannot be used (" in err


@pytest.mark.parametrize("command", ["play", "matches", "replay"])
def test_a_role_the_server_refuses_is_refused_without_its_password(
    command: str, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    url = pg_url.replace("://strategos@", f"://intruder:{SECRET}@")
    assert url != pg_url
    code, out, err = _run([*COMMANDS[command], "--db", url], capsys)
    _one_sentence(code, out, err, 'role "intruder" does not exist')
    assert "postgresql://intruder:***@127.0.0.1" in err


def test_a_url_typed_with_one_slash_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(["play", "--db", "postgresql:/db.example/strategos"], capsys)
    _one_sentence(code, out, err, "is neither a file nor a PostgreSQL URL")
    assert list(tmp_path.iterdir()) == []  # no folder called "postgresql:"


# --- a database file that may only be read -------------------------------------------------


@pytest.fixture
def read_only_db(tmp_path: Path) -> Iterator[Path]:
    """A database with one table match in a writable folder, whose file may not be written:
    ``chmod 444``, or, for root (whom permissions do not stop), the immutable attribute."""
    db = tmp_path / "s.db"
    answers = iter(["quit"])
    asyncio.run(
        play(
            "babel",
            seats=["human", "ai"],
            seed="ro",
            db=db,
            read=lambda _p: next(answers),
            write=lambda _l: None,
        )
    )
    for leftover in tmp_path.glob("s.db-*"):  # a clean close leaves no WAL to replay
        if leftover.name in ("s.db-wal", "s.db-shm"):
            leftover.unlink()
    db.chmod(0o444)
    immutable = False
    if os.geteuid() == 0:
        made = subprocess.run(["chattr", "+i", str(db)], capture_output=True, check=False)
        if made.returncode != 0:
            db.chmod(0o644)
            pytest.skip(
                "running as root, whom chmod does not stop, and this file system takes no "
                f"immutable attribute (chattr: {made.stderr.decode().strip()})"
            )
        immutable = True
    try:
        with pytest.raises(PermissionError):  # really unwritable, for whoever runs this
            db.open("r+b").close()
        yield db
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(db)], check=True)
        db.chmod(0o644)


@pytest.mark.parametrize("argv", [["play", "--no-boards"], ["play", "--resume", "1"]])
def test_a_database_file_that_cannot_be_written_is_refused_before_the_board(
    argv: list[str],
    read_only_db: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr("bot.cli._read_line", lambda _prompt: "1")
    code, out, err = _run([*argv, "--db", str(read_only_db)], capsys)
    _one_sentence(code, out, err, f"{read_only_db} cannot be used as a database (")
    assert "readonly" in err or "read-only" in err
    assert out == ""  # no board was shown


def test_the_bot_refuses_a_database_file_that_cannot_be_written(
    read_only_db: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def never(*_args: Any) -> int:
        raise AssertionError("the bot started")

    monkeypatch.setattr("bot.app.launch.cmd_run", never)
    monkeypatch.chdir(read_only_db.parent)  # no .env here
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("STRATEGOS_DB", str(read_only_db))
    code, out, err = _run(["run"], capsys)
    _one_sentence(code, out, err, f"{read_only_db} cannot be used as a database (")


# --- the durability setting -----------------------------------------------------------------


@pytest.mark.parametrize("argv", [["play", "--no-boards"], ["matches"], ["run"]])
def test_a_durability_setting_that_means_nothing_is_refused(
    argv: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr("bot.app.launch.cmd_run", lambda *_a: 0)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("STRATEGOS_SQLITE_SYNC", "sometimes")
    db = tmp_path / "s.db"
    sqlite3.connect(db).close()  # an (empty) database file, so matches looks into it
    code, out, err = _run([*argv, "--db", str(db)] if argv != ["run"] else argv, capsys)
    _one_sentence(code, out, err, "STRATEGOS_SQLITE_SYNC=sometimes is not a way of keeping")
    assert "NORMAL, FULL" in err


def test_the_durability_setting_reaches_the_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from storage.db import Database

    seen: list[str] = []
    real = Database.open

    async def recording(path: Any, synchronous: str | None = None) -> Database:
        db = await real(path, synchronous)
        async with db.read() as conn:
            rows = list(await conn.execute_fetchall("PRAGMA synchronous"))
        seen.append({1: "NORMAL", 2: "FULL"}[rows[0][0]])
        return db

    monkeypatch.setattr(Database, "open", recording)
    monkeypatch.setenv("STRATEGOS_SQLITE_SYNC", "full")
    db = tmp_path / "s.db"
    code, _out, err = _run(["selfplay", "babel", "--games", "1", "--db", str(db)], capsys)
    assert code == 0, err
    assert seen == ["FULL"]
