"""Fixtures shared by the storage, service and scale tests: the storage backends.

Every test that asks for ``store_location`` (directly, or through ``store``/``svc``) runs
once per backend: ``sqlite`` (a file under tmp_path) and ``postgresql`` (a fresh database
in a throwaway cluster started once per session, that is once per pytest-xdist worker, see
tests/pgcluster.py). A test marked ``sqlite_only`` checks SQLite's own machinery and runs on
SQLite alone. When PostgreSQL cannot start here, its runs are skipped and the skip says why.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest

from tests.pgcluster import ENV, Cluster, ClusterUnavailable, start_cluster

T = TypeVar("T")
BACKENDS = ("sqlite", "postgresql")
_TABLES = "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "sqlite_only: checks SQLite's own machinery; not run on PostgreSQL"
    )


def _rules_line(terminalreporter: Any) -> None:
    """One line: each game's rules (rules/<game>/RULES.md) and the share a test names."""
    from tests.rules_index import coverage

    parts = [
        f"{game} {covered}/{total} ({100 * covered // total} %)"
        for game, (total, covered) in coverage().items()
    ]
    if parts:
        terminalreporter.write_line("Rules with a test: " + ", ".join(parts))


# What became of the PostgreSQL runs, for the one line at the end of the test report.
_PG_STATUS: dict[str, Any] = {}


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Under pytest-xdist each worker is a session of its own with its own cluster: it hands
    what became of its PostgreSQL runs to the controller, which prints the one line."""
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None and _PG_STATUS:
        workeroutput["pg_status"] = dict(_PG_STATUS)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """The controller gathers the workers' PostgreSQL status (the CPU their servers used
    adds up)."""
    status = getattr(node, "workeroutput", {}).get("pg_status")
    if not status:
        return
    cpu = _PG_STATUS.get("cpu", 0.0), status.get("cpu")
    _PG_STATUS.update(status)
    if "cpu" in status:
        _PG_STATUS["cpu"] = None if None in cpu else sum(c for c in cpu if c is not None)
    _PG_STATUS["servers"] = _PG_STATUS.get("servers", 0) + 1


def pytest_terminal_summary(terminalreporter: Any) -> None:
    _rules_line(terminalreporter)
    if not _PG_STATUS:
        return
    reason = _PG_STATUS.get("skipped", "")
    skipped = sum(
        1
        for report in terminalreporter.stats.get("skipped", [])
        if reason and reason in str(report.longrepr)
    )
    if "skipped" in _PG_STATUS:
        line = f"PostgreSQL runs skipped ({skipped}): {_PG_STATUS['skipped']}"
        terminalreporter.write_line(line, yellow=True)
    else:
        cpu = _PG_STATUS.get("cpu")
        servers = _PG_STATUS.get("servers", 1)
        whose = "its server" if servers == 1 else f"their {servers} servers"
        used = "" if cpu is None else f" ({whose} used {cpu:.1f} s of CPU)"
        where = _PG_STATUS["server"]
        if servers > 1:  # one per xdist worker
            where = where.replace("a throwaway cluster", f"{servers} throwaway clusters", 1)
        terminalreporter.write_line(f"PostgreSQL runs used {where}{used}")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "store_location" in metafunc.fixturenames:
        only_sqlite = metafunc.definition.get_closest_marker("sqlite_only") is not None
        backends = BACKENDS[:1] if only_sqlite else BACKENDS
        metafunc.parametrize("store_location", backends, indirect=True)


def _run(coro: Coroutine[Any, Any, T]) -> T:
    """Run admin work on its own loop in another thread, apart from the tests' loops."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


@dataclass
class PgServer:
    """A PostgreSQL server the tests may create databases on."""

    admin_url: str  # the maintenance database, for CREATE/DROP DATABASE
    template: str  # a database migrated to the current schema; tests copy it
    version: int
    cluster: Cluster | None  # None: a server given by STRATEGOS_TEST_PG
    tables: tuple[str, ...] = ()  # a migrated database's tables
    _spare: list[str] = field(default_factory=list)

    def url(self, database: str) -> str:
        return self.admin_url.rsplit("/", 1)[0] + "/" + database

    def _create_sql(self, name: str, template: str) -> str:
        # FILE_COPY (PostgreSQL 15+) copies a small template faster than logging it
        strategy = " STRATEGY FILE_COPY" if self.version >= 150000 else ""
        return f'CREATE DATABASE "{name}" TEMPLATE "{template}"{strategy}'

    def new_database(self, *, migrated: bool = True) -> str:
        """A new database's name: a copy of the migrated template, or an empty one."""
        name = f"t_{uuid.uuid4().hex[:16]}"
        template = self.template if migrated else "template1"
        _run(_admin(self.admin_url, self._create_sql(name, template)))
        return name

    def drop_database(self, name: str) -> None:
        _run(_admin(self.admin_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))

    def lend_database(self) -> str:
        """A migrated database with empty tables: a used one emptied, or a new copy.
        Emptying a few small tables is much cheaper than creating a database."""
        return self._spare.pop() if self._spare else self.new_database()

    def give_back(self, name: str) -> None:
        """Empty the tables and keep the database for the next test, if it still has the
        schema the template has; otherwise drop it."""
        if _run(_reset(self.url(name), self.tables)):
            self._spare.append(name)
        else:
            self.drop_database(name)


async def _admin(url: str, *statements: str) -> Any:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        result = None
        for sql in statements:
            result = await conn.fetchval(sql)
        return result
    finally:
        await conn.close()


async def _migrate_template(url: str) -> tuple[str, ...]:
    """Migrate the template; its tables."""
    import asyncpg

    from storage.postgres import PostgresStore

    store = await PostgresStore.open(url, min_size=1, max_size=1)
    await store.close()
    conn = await asyncpg.connect(url)
    try:
        return tuple(r[0] for r in await conn.fetch(_TABLES))
    finally:
        await conn.close()


async def _reset(url: str, tables: tuple[str, ...]) -> bool:
    """Empty the data tables of a test database (ids start at 1 again); False when the
    test changed the schema itself, so the database cannot serve another test."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        now = tuple(r[0] for r in await conn.fetch(_TABLES))
        applied = [r[0] for r in await conn.fetch("SELECT version FROM schema_migrations")]
        if now != tables or applied != list(range(1, len(applied) + 1)):
            return False
        data = ", ".join(t for t in tables if t != "schema_migrations")
        # A connection the test left inside a transaction would make TRUNCATE wait forever;
        # give up instead, and the database is dropped (WITH FORCE ends such connections).
        await conn.execute("SET lock_timeout = '5s'")
        try:
            await conn.execute(f"TRUNCATE {data} RESTART IDENTITY")
        except asyncpg.LockNotAvailableError:
            return False
        return True
    finally:
        await conn.close()


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """The session's PostgreSQL server (started here unless STRATEGOS_TEST_PG names one);
    skips, saying why, when there is none."""
    setting = os.environ.get(ENV, "").strip()
    if setting.lower() in ("off", "0", "no", "skip"):
        _PG_STATUS["skipped"] = f"turned off by {ENV}={setting}"
        pytest.skip(_PG_STATUS["skipped"])
    cluster: Cluster | None = None
    if setting:
        admin_url = setting
    else:
        try:
            cluster = start_cluster()
        except ClusterUnavailable as exc:
            _PG_STATUS["skipped"] = f"PostgreSQL cannot start here: {exc}"
            pytest.skip(_PG_STATUS["skipped"])
        admin_url = cluster.url()
    template = f"strategos_template_{os.getpid()}"
    try:
        version = int(_run(_admin(admin_url, "SHOW server_version_num")))
        _run(_admin(admin_url, f'DROP DATABASE IF EXISTS "{template}"'))
        _run(_admin(admin_url, f'CREATE DATABASE "{template}"'))
        server = PgServer(admin_url, template, version, cluster)
        server.tables = _run(_migrate_template(server.url(template)))
        where = "a throwaway cluster" if cluster is not None else f"the server in {ENV}"
        _PG_STATUS["server"] = f"{where}: PostgreSQL {version // 10000}.{version % 10000}"
        yield server
        for name in [template, *server._spare]:
            _run(_admin(admin_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        if cluster is not None:
            _PG_STATUS["cpu"] = cluster.cpu_seconds()
            cluster.stop()


@pytest.fixture
def pg_url(pg_server: PgServer) -> Iterator[str]:
    """The URL of a fresh, migrated PostgreSQL database of this test's own (dropped after)."""
    name = pg_server.new_database()
    try:
        yield pg_server.url(name)
    finally:
        pg_server.drop_database(name)


@pytest.fixture
def empty_pg_url(pg_server: PgServer) -> Iterator[str]:
    """The URL of a fresh PostgreSQL database with no schema at all (dropped after)."""
    name = pg_server.new_database(migrated=False)
    try:
        yield pg_server.url(name)
    finally:
        pg_server.drop_database(name)


@pytest.fixture
def lent_pg_url(pg_server: PgServer) -> Iterator[str]:
    """The URL of a migrated PostgreSQL database with empty tables, for this test alone;
    emptied again afterwards for the next test (cheaper than a new database)."""
    name = pg_server.lend_database()
    try:
        yield pg_server.url(name)
    finally:
        pg_server.give_back(name)


@pytest.fixture
def store_location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where the test's store lives: a SQLite file path or a PostgreSQL URL (see module)."""
    if request.param == "sqlite":
        # A nested folder checks that opening creates missing parents.
        return str(tmp_path / "data" / "strategos.db")
    return str(request.getfixturevalue("lent_pg_url"))


@pytest.fixture
def backend(store_location: str) -> str:
    """The backend this run of the test uses: "sqlite" or "postgresql"."""
    return "postgresql" if store_location.startswith("postgresql://") else "sqlite"
