"""The ``strategos`` command: run, sync, commands, play, matches, selfplay, replay, boards,
bench.

The JSON lines printed by ``selfplay`` and ``bench`` are contracts other tooling reads.
``bench`` and ``chaos`` belong to the benchmark (``bench/cli.py``), added through the
``strategos.commands`` entry points (``command_plugins``); this module does not import it.

A mistake on the command line gets one sentence in the user's language (from ``LC_ALL``,
``LC_MESSAGES`` or ``LANG``; English otherwise), from the same catalogs the bot speaks from,
and exit status 2; never a traceback. Ctrl-C or the end of input stops any command with one
short line (status 130); a match at the table stays saved. Every command printed for the user
to run (the resume hint, the examples in ``--help``) is written the way this ``strategos``
was started, so it works when pasted into the same shell.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import shlex
import shutil
import signal
import sqlite3
import sys
import tempfile
from collections.abc import Callable, Coroutine
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar
from urllib.request import pathname2url

if TYPE_CHECKING:
    from bot.location import Location
    from rules.core import Msg

DEFAULT_DB = "data/strategos.db"  # unless STRATEGOS_DB says otherwise (a path or a URL)
PG_CONNECT_TIMEOUT = 10.0  # seconds to reach a PostgreSQL server before refusing it
MAX_GAMES = 1_000_000
T = TypeVar("T")


class CliError(Exception):
    """A refusal of what was typed: a catalog message, printed alone, exit status 2."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key, self.params = key, params
        super().__init__(key)


def _text(key: str, locale: str, **params: Any) -> str:
    from rules.core import Msg
    from service.i18n import render

    return render(Msg(key=key, params=params), locale)


def _msg_text(msg: Msg, locale: str) -> str:
    from service.i18n import render

    return render(msg, locale)


def user_locale(env: dict[str, str] | os._Environ[str] | None = None) -> str:
    """The terminal's language, as POSIX reads it: LC_ALL, then LC_MESSAGES, then LANG."""
    from service.i18n import normalize_locale

    env = os.environ if env is None else env
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return normalize_locale(value.split(".")[0].split("@")[0])
    return normalize_locale(None)


def program() -> str:
    """How to run this ``strategos`` again from the current directory: plain ``strategos``
    when that is the one on PATH, else its path (``.venv/bin/strategos``)."""
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is None or script.name != "strategos" or not script.is_file():
        script = Path(sys.executable).parent / "strategos"  # the venv's own, beside python
    on_path = shutil.which("strategos")
    if on_path and script.is_file() and Path(on_path).resolve() == script.resolve():
        return "strategos"
    if not script.is_file():
        return f"{shlex.quote(sys.executable)} -m bot.cli"
    absolute = Path(os.path.abspath(script))
    try:
        shown = str(absolute.relative_to(Path.cwd()))
    except ValueError:
        shown = str(absolute)
    return shlex.quote(shown if os.sep in shown else f".{os.sep}{shown}")


# --- checking what was typed ----------------------------------------------------------
def _options(pairs: list[str]) -> dict[str, Any]:
    """``--option K=V`` (repeatable); values read as JSON where they can (true, 3)."""
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise CliError("bot.cli.error.option", pair=pair[:60])
        try:
            out[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            out[key.strip()] = value
    return out


def _check_options(game_id: str, options: dict[str, Any]) -> None:
    """Options in the players' words where the game's Discord front end has them, then the
    rules' own check. The front end (and discord.py with it) loads only when options were
    given, so a plain ``strategos play`` starts quickly."""
    from rules.games import get_game

    game = get_game(game_id)
    if options:
        from bot.app.gameui import ui_for

        ui_for(game.id).check_options(options)
    game.options(options)


def _count(flag: str, value: int, low: int, high: int = MAX_GAMES) -> int:
    if not low <= value <= high:
        raise CliError("bot.cli.error.number", flag=flag, value=str(value), min=low, max=high)
    return value


def _probe_db(db: Location, *, must_exist: bool = False) -> bool:
    """Refuse a database that cannot work, before anything else is done with it: a folder,
    a file that is not a database, a file or place that cannot be written, a PostgreSQL
    server that cannot be reached or refuses us. True when the database holds the tables
    (a SQLite file that exists, a PostgreSQL database that was migrated)."""
    from bot.location import is_url, looks_like_a_broken_url, shown

    if is_url(db):
        found = _run(_probe_url(str(db)))
        if must_exist and not found:  # nothing to read there: create nothing either
            raise CliError("bot.cli.error.no_tables", db=shown(db))
        return found
    _check_sqlite_sync()
    if looks_like_a_broken_url(db):
        raise CliError("bot.cli.error.db_url_form", db=str(db)[:80])
    path = Path(db)
    if path.is_dir():
        raise CliError("bot.cli.error.db_folder", db=str(path))
    if not path.exists():
        if must_exist:
            raise CliError("bot.cli.error.no_db", db=str(path))
        try:  # a new database: its folder must take files (tried with a throwaway one)
            path.parent.mkdir(parents=True, exist_ok=True)
            tempfile.TemporaryFile(dir=path.parent).close()
        except OSError as exc:
            raise CliError(
                "bot.cli.error.db_open", db=str(path), reason=exc.strerror or str(exc)
            ) from None
        return False
    try:
        conn = sqlite3.connect(f"file:{pathname2url(os.path.abspath(path))}?mode=rw", uri=True)
        try:
            conn.isolation_level = None
            (version,) = conn.execute("PRAGMA user_version").fetchone()  # reads the header
            # The write lock says the folder takes the journal; writing the header (undone)
            # says the file itself may be written: SQLite opens a file it may only read
            # without a word and fails at the first write.
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.execute(f"PRAGMA user_version = {int(version)}")
            finally:
                conn.execute("ROLLBACK")
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise CliError("bot.cli.error.db_open", db=str(path), reason=str(exc)) from None
    return True


async def _probe_url(url: str) -> bool:
    """Connect once to a PostgreSQL URL (nothing is created); whether it holds our tables."""
    import asyncpg

    try:
        conn = await asyncpg.connect(url, timeout=PG_CONNECT_TIMEOUT)
        try:
            found = await conn.fetchval("SELECT to_regclass('matches') IS NOT NULL")
        finally:
            await conn.close()
    except Exception as exc:  # the driver's errors, its URL parser's and the network's
        raise _url_refused(url, exc) from None
    return bool(found)


def _url_refused(url: str, exc: BaseException) -> CliError:
    from bot.location import scrub, shown

    reason = " ".join(str(exc).split()) or type(exc).__name__
    return CliError("bot.cli.error.db_url", db=shown(url), reason=scrub(reason, url)[:300])


def _check_sqlite_sync() -> None:
    """``STRATEGOS_SQLITE_SYNC``, refused in one sentence when it names no mode."""
    from storage.db import SYNC_ENV, SYNC_MODES, sync_mode
    from storage.errors import StorageError

    try:
        sync_mode()
    except StorageError:
        raise CliError(
            "bot.cli.error.sqlite_sync",
            var=SYNC_ENV,
            value=os.environ.get(SYNC_ENV, "")[:40],
            modes=", ".join(SYNC_MODES),
        ) from None


def _run(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` with Ctrl-C raising ``KeyboardInterrupt`` where the program is (even
    while it waits for a line of input), instead of asyncio's own handler, which only cancels
    the main task and so cannot stop a blocking ``input()``."""

    def interrupt(_signum: int, _frame: FrameType | None) -> NoReturn:
        raise KeyboardInterrupt

    previous = None
    with contextlib.suppress(ValueError):  # not the main thread: leave signals alone
        previous = signal.signal(signal.SIGINT, interrupt)
    try:
        return asyncio.run(coro)
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


# --- the commands ---------------------------------------------------------------------
def _read_record(path: Path) -> Any:
    """A record file's JSON (``/match export``), or the refusal saying why it cannot be read."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)[:200]
        raise CliError("bot.cli.error.record_file", file=str(path), reason=reason) from None


def _play_from(args: argparse.Namespace) -> int:
    """``play --from record.json --at N``: a new table match at the position after action N
    of an exported match, then played on as any saved match (``--resume``)."""
    from bot.table import copy_to_table

    if args.from_record is None or args.at is None:
        raise CliError("bot.cli.error.from_at")
    given = [
        flag
        for flag, value in (
            ("GAME", args.game),
            ("--resume", args.resume),
            ("--seed", args.seed),
            ("--option", args.option or None),
        )
        if value is not None
    ]
    if given:
        raise CliError("bot.cli.error.from_fixed", flags=given)
    _count("--at", args.at, 0, MAX_GAMES)
    data = _read_record(args.from_record)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()] if args.seats else None
    _probe_db(args.db)
    match_id = _run(copy_to_table(data, args.at, seats, args.db))
    args.resume, args.from_record, args.at, args.seats = match_id, None, None, None
    return cmd_play(args)


def cmd_play(args: argparse.Namespace) -> int:
    from bot.location import boards_beside
    from bot.table import check_boards, check_new, play, resume_command

    if args.from_record is not None or args.at is not None:
        return _play_from(args)
    prog = program()
    locale = user_locale()
    if args.resume is not None:
        given = [
            flag
            for flag, value in (
                ("--seats", args.seats),
                ("--seed", args.seed),
                ("--option", args.option or None),
            )
            if value is not None
        ]
        if given:
            raise CliError("bot.cli.error.resume_fixed", match=args.resume, flags=given)
        seats: list[str] = []
        options: dict[str, Any] = {}
    else:
        seats = [s.strip() for s in (args.seats or "human,ai").split(",") if s.strip()]
        options = _options(args.option)
        _check_options(args.game or "babel", options)
        check_new(args.game or "babel", seats, options, args.seed)
    _probe_db(args.db, must_exist=args.resume is not None)
    boards = None if args.no_boards else (args.boards or boards_beside(args.db))
    if boards is not None:
        check_boards(boards)
    started: dict[str, int] = {}
    if args.resume is not None:
        saved = _saved(args.db, args.resume)
        game = saved[0] if saved is not None else None
        if args.game is not None and game is not None and args.game != game:
            raise CliError(
                "bot.cli.error.resume_game",
                match=args.resume,
                game=game,
                asked=args.game,
                command=resume_command(prog, game, args.db, args.resume),
            )
    try:
        return _run(
            play(
                args.game or "babel",
                seats=seats,
                seed=args.seed,
                db=args.db,
                resume=args.resume,
                options=options,
                read=_read_line,
                locale=locale,
                boards=boards,
                program=prog,
                on_match=lambda match_id: started.update(match=match_id),
            )
        )
    except KeyboardInterrupt:
        if sys.stdout.isatty():
            _say("")  # off the prompt line the ^C was typed on
        _say(_interrupted(locale))
        saved = _saved(args.db, started["match"]) if "match" in started else None
        if saved is not None and saved[1] == "active":  # (a half-made lobby was dropped)
            command = resume_command(prog, saved[0], args.db, started["match"])
            _say(_text("table.saved", locale, command=command))
        return 130


def _read_line(prompt: str) -> str:
    return input(prompt)


def _saved(db: Location, match_id: int) -> tuple[str, str] | None:
    """The game and status of a stored match, read without the store (for messages; it
    creates and migrates nothing)."""
    from bot.location import is_url

    if is_url(db):
        try:
            return _run(_saved_pg(str(db), match_id))
        except Exception:
            return None
    try:
        uri = f"file:{pathname2url(os.path.abspath(db))}?mode=ro"
        conn = sqlite3.connect(uri, uri=True)
        try:
            row = conn.execute(
                "SELECT game, status FROM matches WHERE id = ?", (match_id,)
            ).fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    return None if row is None else (str(row[0]), str(row[1]))


async def _saved_pg(url: str, match_id: int) -> tuple[str, str] | None:
    import asyncpg

    conn = await asyncpg.connect(url, timeout=PG_CONNECT_TIMEOUT)
    try:
        row = await conn.fetchrow("SELECT game, status FROM matches WHERE id = $1", match_id)
    finally:
        await conn.close()
    return None if row is None else (str(row[0]), str(row[1]))


def cmd_matches(args: argparse.Namespace) -> int:
    from bot.listing import list_matches
    from bot.location import is_url, shown

    locale = user_locale()
    # Looking creates nothing: no file, and no tables in a PostgreSQL database.
    if not (is_url(args.db) or Path(args.db).exists()) or not _probe_db(args.db):
        _say(_text("bot.cli.matches.none", locale, db=shown(args.db)), out=sys.stdout)
        return 0
    lines = _run(
        list_matches(
            args.db, everything=args.all, locale=locale, program=program(), player=args.player
        )
    )
    for line in lines:
        print(line)
    return 0


def cmd_digest(args: argparse.Namespace) -> int:
    """What ``--player``'s daily digest would say now, read from the database (nothing is
    sent or stored): the direct message's text, in their language or ``--locale``."""
    import datetime as dt

    from bot.location import shown
    from bot.text.digest import digest_text
    from service import MatchService
    from storage import open_store

    locale = user_locale()
    if not _probe_db(args.db):
        _say(_text("bot.cli.matches.none", locale, db=shown(args.db)), out=sys.stdout)
        return 0

    def when(t: float) -> str:
        return dt.datetime.fromtimestamp(t, dt.UTC).strftime("%Y-%m-%d %H:%M UTC")

    async def go() -> int:
        async with await open_store(args.db) as store:
            payload = await MatchService(store).digest_payload(args.player)
        if payload is None:
            print(_text("bot.cli.digest.none", locale, id=args.player, db=shown(args.db)))
            return 0
        if args.locale is not None:
            payload["locale"] = args.locale
        print(digest_text(payload, when=when))
        return 0

    return _run(go())


def cmd_selfplay(args: argparse.Namespace) -> int:
    from bot.table import check_seed, players_text
    from rules.core import InvalidAction
    from rules.core.levels import kinds, parse_kind
    from rules.games import get_game
    from service.selfplay import run_engine, run_service

    game = get_game(args.game)
    games = _count("--games", args.games, 1)
    players = game.min_players if args.players is None else args.players
    if not game.min_players <= players <= game.max_players:
        raise CliError(
            "bot.cli.error.players", game=game.id, players=players_text(game), have=players
        )
    ais = [a.strip() for a in args.ai.split(",") if a.strip()]
    if not ais:
        raise CliError("service.error.unknown_ai", kind=args.ai, known=kinds(game))
    try:
        ais = [str(parse_kind(game, a)) for a in ais]
    except InvalidAction as exc:
        raise CliError(exc.msg.key, **exc.msg.params) from None
    options = _options(args.option)
    _check_options(game.id, options)
    seed = check_seed(args.seed)
    if seed is None:
        raise CliError("bot.cli.error.seed", max=100)
    if args.db:
        _probe_db(args.db)
        report = _run(
            run_service(
                game.id,
                games=games,
                seed=seed,
                players=players,
                ais=ais,
                options=options,
                db=args.db,
            )
        )
    else:
        report = run_engine(
            game.id, games=games, seed=seed, players=players, ais=ais, options=options
        )
    for sample in report.error_samples:
        print(sample, file=sys.stderr)
    print(json.dumps(report.as_json()))
    return 0


def cmd_boards(args: argparse.Namespace) -> int:
    """Sample positions of one game drawn at full and phone size, in each language
    (``bot/review.py``); prints every file written, then how many."""
    from bot.review import LOCALES, MAX_COUNT, POSITIONS, SIZES, write_boards
    from bot.table import check_seed, players_text
    from rules.games import get_game

    locale = user_locale()
    game = get_game(args.game)
    if args.players is not None and not game.min_players <= args.players <= game.max_players:
        raise CliError(
            "bot.cli.error.players", game=game.id, players=players_text(game), have=args.players
        )
    count = _count("--count", args.count, 1, MAX_COUNT)
    options = _options(args.option)
    _check_options(game.id, options)
    seed = check_seed(args.seed)
    if seed is None:
        raise CliError("bot.cli.error.seed", max=100)
    for flag, given, known in (
        ("--locale", args.locale, LOCALES),
        ("--size", args.size, SIZES),
        ("--position", args.position, POSITIONS),
    ):
        for value in given or ():
            if value not in known:
                raise CliError("bot.cli.error.choice", flag=flag, value=value[:40], known=known)
    try:
        written = write_boards(
            game.id,
            args.out,
            options=options,
            players=args.players,
            count=count,
            seed=seed,
            locales=args.locale or LOCALES,
            sizes=args.size or SIZES,
            only=args.position or (),
        )
    except OSError as exc:
        raise CliError(
            "bot.cli.error.boards", dir=str(args.out), reason=exc.strerror or str(exc)
        ) from None
    for path in written:
        print(path)
    print(_text("bot.cli.review.done", locale, count=len(written), dir=str(args.out)))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from bot.location import shown
    from bot.table import list_command
    from service.replay import verify_match
    from storage import NotFound, open_store

    if args.file is not None:
        return _replay_file(args.file)
    _probe_db(args.db, must_exist=True)
    if args.match is not None:
        _count("--match", args.match, 1, 2**63 - 1)

    async def go() -> int:
        async with await open_store(args.db) as store:
            if args.match is not None:
                try:
                    recs = [await store.get_match(args.match)]
                except NotFound:
                    raise CliError(
                        "bot.cli.error.no_match",
                        match=args.match,
                        db=shown(args.db),
                        command=list_command(program(), args.db, everything=True),
                    ) from None
            else:
                recs = await store.list_matches()
            checked = actions = 0
            for rec in recs:
                result = await verify_match(store, rec)
                if not result.ok:
                    print(f"match {rec.id}: {result.problem}", file=sys.stderr)
                    return 1
                checked += 1
                actions += result.actions
            print(json.dumps({"matches": checked, "actions": actions, "ok": True}))
            return 0

    return _run(go())


def cmd_ratings(args: argparse.Namespace) -> int:
    """``--recompute``: rebuild every rating from the stored results; otherwise print the
    leaderboard of ``--game`` over ``--scope`` (a guild id, or global), one JSON line a player."""
    from rules.games import registered_games
    from service import MatchService
    from service.ratings import GLOBAL
    from storage import open_store

    _probe_db(args.db, must_exist=True)
    if not args.recompute and args.game is None:
        raise CliError("bot.cli.error.ratings_game", known=", ".join(registered_games()))
    _count("--limit", args.limit, 1, 1000)
    if args.game is not None and args.game not in registered_games():
        raise CliError(
            "bot.cli.error.choice",
            flag="--game",
            known=", ".join(registered_games()),
            value=args.game,
        )

    async def go() -> int:
        async with await open_store(args.db) as store:
            svc = MatchService(store)
            if args.recompute:
                rated = await svc.recompute_ratings()
                print(json.dumps({"recomputed": True, "rated_matches": rated}))
            if args.game is not None:
                board = await svc.leaderboard(args.game, args.scope or GLOBAL, args.limit)
                for r in board:
                    print(json.dumps(r.model_dump(mode="json"), ensure_ascii=False))
            return 0

    return _run(go())


def _replay_file(path: Path) -> int:
    """``replay --file``: replay a complete record from its seed and compare every hash."""
    from service.records import verify_record

    result = verify_record(_read_record(path))
    if not result.ok:
        print(f"match {result.match_id}: {result.problem}", file=sys.stderr)
        return 1
    print(json.dumps({"match": result.match_id, "actions": result.actions, "ok": True}))
    return 0


MAX_SHARDS = 10_000


def shard_options(ids: str | None, count: int | None) -> tuple[list[int] | None, int | None]:
    """``--shard-ids`` (numbers separated by commas, each below ``--shard-count``, each
    once) and ``--shard-count`` as given to ``run``; both None without sharding."""
    if count is None:
        if ids is not None:
            raise CliError("bot.cli.error.shard_count")
        return None, None
    _count("--shard-count", count, 1, MAX_SHARDS)
    if ids is None:
        return None, count
    parts = [p.strip() for p in ids.split(",")]
    if not all(p.isascii() and p.isdigit() and len(p) <= 5 for p in parts):
        raise CliError("bot.cli.error.shards", ids=ids[:40], max=count - 1, count=count)
    numbers = [int(p) for p in parts]
    if len(set(numbers)) != len(numbers) or any(n >= count for n in numbers):
        raise CliError("bot.cli.error.shards", ids=ids[:40], max=count - 1, count=count)
    return sorted(numbers), count


def cmd_run(args: argparse.Namespace) -> int:
    from bot.app.launch import cmd_run as run
    from bot.config import BotSettings
    from bot.location import location
    from storage.db import SYNC_ENV

    shard_ids, shard_count = shard_options(args.shard_ids, args.shard_count)
    settings = BotSettings()
    if settings.token() is not None:  # the bot will start: its database must work
        # the storage reads the mode from the environment; .env may have set it instead
        os.environ[SYNC_ENV] = settings.sqlite_sync
        _probe_db(location(settings.database))
    return run(shard_ids, shard_count)


def cmd_sync(args: argparse.Namespace) -> int:
    from bot.app.launch import cmd_sync as sync

    return sync(args.guild)


def cmd_commands(args: argparse.Namespace) -> int:
    from bot.app.launch import cmd_commands as commands

    return commands(args.json)


# --- the parser -----------------------------------------------------------------------
class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one localized sentence naming ``--help``, not usage."""

    def error(self, message: str) -> NoReturn:
        raise CliError("bot.cli.error.usage", problem=message, help=f"{self.prog} --help")


def _examples(prog: str) -> str:
    db = shlex.quote(DEFAULT_DB)
    lines = [
        f"  {prog} play babel",
        f"  {prog} play duellum --option map=east --seats human,ai",
        f"  {prog} matches --db {db}",
        f"  {prog} selfplay babel --games 3 --seed 1",
    ]
    return "examples:\n" + "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    from bot.location import default_location, location

    prog = program()
    db_default = default_location()  # STRATEGOS_DB as it is now
    db_help = f"a SQLite file or a postgresql:// URL (default: {DEFAULT_DB} or STRATEGOS_DB)"
    p = _Parser(
        prog=prog,
        description=__doc__.split("\n\n")[0] if __doc__ else None,
        epilog=_examples(prog),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = p.add_subparsers(dest="command", required=True)

    play = sub.add_parser(
        "play",
        help="play a match in the terminal (the offline table)",
        epilog=_examples(prog),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_argument(
        "game",
        nargs="?",
        default=None,
        help="babel (the default), antike, duellum, nations or polis",
    )
    play.add_argument(
        "--seats", default=None, help="comma list, one per player: human, ai, random, heuristic"
    )
    play.add_argument("--seed", default=None, help="replays the same shuffles (any short text)")
    play.add_argument("--db", type=location, default=db_default, help=db_help)
    play.add_argument(
        "--resume",
        type=int,
        default=None,
        metavar="MATCH_ID",
        help="continue a saved match (the matches command lists them)",
    )
    play.add_argument("--option", action="append", default=[], metavar="K=V", help="map=east")
    play.add_argument(
        "--boards",
        type=Path,
        default=None,
        metavar="DIR",
        help="write board pictures to DIR/DB-match-ID/ (default: boards/ beside the database)",
    )
    play.add_argument("--no-boards", action="store_true", help="write no board pictures")
    play.add_argument(
        "--from",
        dest="from_record",
        type=Path,
        default=None,
        metavar="RECORD",
        help="open a position of an exported match (/match export) as a new match; with --at",
    )
    play.add_argument(
        "--at",
        type=int,
        default=None,
        metavar="N",
        help="with --from: the position after action N (--seats: human or an AI per seat)",
    )
    play.set_defaults(func=cmd_play)

    ls = sub.add_parser("matches", help="list the saved matches, to find one to resume")
    ls.add_argument("--db", type=location, default=db_default, help=db_help)
    ls.add_argument("--all", action="store_true", help="finished and aborted matches too")
    ls.add_argument(
        "--player",
        metavar="ID",
        help="only the matches this user (a Discord user id) sits in, theirs to move first",
    )
    ls.set_defaults(func=cmd_matches)

    dg = sub.add_parser("digest", help="print what a player's daily digest would say now")
    dg.add_argument("--db", type=location, default=db_default, help=db_help)
    dg.add_argument("--player", metavar="ID", required=True, help="the user (a Discord user id)")
    dg.add_argument(
        "--locale",
        choices=("en", "el", "it"),
        default=None,
        help="the language (theirs if left out)",
    )
    dg.set_defaults(func=cmd_digest)

    sp = sub.add_parser("selfplay", help="AI-against-AI games; last line is a JSON summary")
    sp.add_argument("game")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", default="1")
    sp.add_argument("--players", type=int, default=None)
    sp.add_argument("--ai", default="heuristic", help="KIND[,KIND...] per seat, cycling")
    sp.add_argument("--option", action="append", default=[], metavar="K=V")
    sp.add_argument(
        "--db", type=location, default=None, help="a SQLite file or a postgresql:// URL"
    )
    sp.set_defaults(func=cmd_selfplay)

    rp = sub.add_parser("replay", help="re-apply stored logs and check every hash")
    rp.add_argument("--db", type=location, default=db_default, help=db_help)
    rp.add_argument("--match", type=int, default=None)
    rp.add_argument(
        "--file",
        type=Path,
        default=None,
        metavar="RECORD",
        help="check an exported match record (/match export) instead of a database",
    )
    rp.set_defaults(func=cmd_replay)

    rt = sub.add_parser("ratings", help="print a game's leaderboard, or rebuild every rating")
    rt.add_argument("--db", type=location, default=db_default, help=db_help)
    rt.add_argument(
        "--recompute",
        action="store_true",
        help="rebuild every rating from the finished matches (same numbers as played)",
    )
    rt.add_argument("--game", default=None, help="the game whose leaderboard to print")
    rt.add_argument("--scope", default=None, help="a server (guild) id, or global (default)")
    rt.add_argument("--limit", type=int, default=10, help="how many players (default 10)")
    rt.set_defaults(func=cmd_ratings)

    _add_commands(sub)  # bench and chaos, from the benchmark (bench/cli.py)
    _add_boards(sub)

    run = sub.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")
    run.add_argument(
        "--shard-ids",
        default=None,
        metavar="N,N...",
        help="serve only these shards (with --shard-count; other processes serve the rest)",
    )
    run.add_argument(
        "--shard-count",
        type=int,
        default=None,
        help="shards of the bot in all; several processes need a postgresql:// STRATEGOS_DB",
    )
    run.set_defaults(func=cmd_run)

    sy = sub.add_parser("sync", help="register the slash commands with Discord (on purpose only)")
    sy.add_argument("--guild", type=int, default=None, help="sync to one server (instant)")
    sy.set_defaults(func=cmd_sync)

    cm = sub.add_parser("commands", help="print the command payloads that sync would send")
    cm.add_argument("--json", action="store_true")
    cm.set_defaults(func=cmd_commands)
    return p


def _add_boards(sub: Any) -> None:
    """``strategos boards``, its help in the terminal's language."""
    locale = user_locale()

    def h(key: str) -> str:
        return _text(f"bot.cli.help.boards.{key}", locale)

    bd = sub.add_parser("boards", help=h("command"), description=h("command"))
    bd.add_argument("--game", required=True, help=h("game"))
    bd.add_argument("--option", action="append", default=[], metavar="K=V", help=h("option"))
    bd.add_argument("--players", type=int, default=None, help=h("players"))
    bd.add_argument("--out", type=Path, default=Path("data") / "review", help=h("out"))
    bd.add_argument("--count", type=int, default=5, help=h("count"))
    bd.add_argument("--seed", default="review", help=h("seed"))
    bd.add_argument("--locale", action="append", default=None, help=h("locale"))
    bd.add_argument("--size", action="append", default=None, help=h("size"))
    bd.add_argument("--position", action="append", default=None, help=h("position"))
    bd.set_defaults(func=cmd_boards)


def _say(line: str, *, out: Any = None) -> None:
    print(line, file=out or sys.stderr, flush=True)


def _interrupted(locale: str) -> str:
    try:
        return _text("bot.cli.interrupted", locale)
    except (Exception, KeyboardInterrupt):  # stopped again while the catalogs were loading
        return "Stopped."


COMMANDS_GROUP = "strategos.commands"


def command_plugins() -> dict[str, str]:
    """The subcommands other packages add (the benchmark's ``bench`` and ``chaos``), as name
    -> ``"module:function"``: the entry points of group ``strategos.commands``, read from the
    ``pyproject.toml`` of the source tree this runs from, else from the installed project's
    metadata. ``bot`` imports none of them; each function gets the subparsers to add to."""
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    if pyproject.is_file():
        import tomllib

        project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
        table = project.get("entry-points", {}).get(COMMANDS_GROUP)
        if table is not None:
            return {str(k): str(v) for k, v in table.items()}
    from importlib.metadata import entry_points

    return {ep.name: ep.value for ep in entry_points(group=COMMANDS_GROUP)}


def _add_commands(sub: Any) -> None:
    import importlib

    for _name, ref in sorted(command_plugins().items()):
        module, _, function = ref.partition(":")
        getattr(importlib.import_module(module), function)(sub)


def main(argv: list[str] | None = None) -> int:
    # Only the standard library is loaded yet: Ctrl-C while the rest loads is caught too.
    locale = "en"
    try:
        locale = user_locale()
        return _main(argv, locale)
    except (KeyboardInterrupt, EOFError):
        _say(_interrupted(locale))
        return 130
    except BrokenPipeError:  # `strategos matches | head`: the reader has what it wanted
        with contextlib.suppress(OSError):  # no second complaint when Python flushes at exit
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _main(argv: list[str] | None, locale: str) -> int:
    from rules.core import RuleError
    from service.errors import ServiceError
    from storage.errors import StorageError

    args = None
    try:
        args = parser().parse_args(argv)
        func: Callable[[argparse.Namespace], int] = args.func
        return int(func(args))
    except CliError as exc:
        _say(_text(exc.key, locale, **exc.params))
        return 2
    except (RuleError, ServiceError) as exc:
        _say(_msg_text(exc.msg, locale))
        return 2
    except StorageError as exc:  # a database that changed under us, or a newer schema
        from bot.location import default_location, is_url, scrub, shown

        db = getattr(args, "db", None) or default_location()
        if is_url(db):
            refusal = _url_refused(str(db), exc)
            _say(_text(refusal.key, locale, **refusal.params))
        else:
            _say(_text("bot.cli.error.db_open", locale, db=shown(db), reason=scrub(str(exc), db)))
        return 2


if __name__ == "__main__":
    sys.exit(main())
