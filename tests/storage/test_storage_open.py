"""Choosing the backend: a path opens SQLite, a postgresql:// URL PostgreSQL, nothing reads
STRATEGOS_DB."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import StorageError, open_store
from storage.repository import is_postgres_url
from storage.sqlite import SqliteStore


async def test_a_path_opens_sqlite_through_the_factory_or_the_backend(tmp_path: Path) -> None:
    async with await open_store(tmp_path / "a.db") as a:
        assert isinstance(a, SqliteStore) and a.backend == "sqlite"
        assert a.path == str(tmp_path / "a.db")
    async with await SqliteStore.open(str(tmp_path / "b.db")) as b:
        assert isinstance(b, SqliteStore)
    assert (tmp_path / "a.db").exists() and (tmp_path / "b.db").exists()


async def test_no_location_reads_strategos_db(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("STRATEGOS_DB", str(tmp_path / "env.db"))
    async with await open_store() as st:
        assert st.path == str(tmp_path / "env.db")
    assert (tmp_path / "env.db").exists()


@pytest.mark.parametrize(
    ("location", "postgres"),
    [
        ("postgresql://u@127.0.0.1:5432/db", True),
        ("postgres://u@localhost/db", True),
        ("POSTGRESQL://u@h/db", True),
        ("data/strategos.db", False),
        ("postgresql.db", False),
        (Path("postgresql://u@h/db"), False),  # a Path is always a file path
    ],
)
def test_url_or_path(location: str | Path, postgres: bool) -> None:
    assert is_postgres_url(location) is postgres


async def test_a_url_folded_by_a_path_is_refused_not_made_a_file(tmp_path: Path) -> None:
    folded = Path("postgresql://u@127.0.0.1:5432/db")  # pathlib folds "//" into "/"
    with pytest.raises(StorageError, match="PostgreSQL URL"):
        await open_store(folded)
    assert not Path("postgresql:").exists()
