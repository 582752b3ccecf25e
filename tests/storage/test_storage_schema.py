"""Both dialects' migrations reach the same logical schema: tables, columns (type family,
NOT NULL, default), primary keys, foreign keys and indexes, read from each database's own
catalogs after a real migration."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

import asyncpg

from storage import open_store

# The one deliberate difference: SQLite orders rows that tie by its implicit rowid, and
# PostgreSQL has none, so its seats table spells the column out (postgres/0001).
POSTGRES_ONLY_COLUMNS = {("seats", "rowid")}
# The migration runner's bookkeeping (SQLite keeps its number in PRAGMA user_version).
POSTGRES_ONLY_TABLES = {"schema_migrations"}

_TYPE_FAMILY = {
    "integer": "integer",
    "bigint": "integer",
    "text": "text",
    "real": "real",
    "double precision": "real",
}

Schema = dict[str, Any]


def _norm(sql: str | None) -> str | None:
    """An expression or default in a form both dialects agree on."""
    if sql is None:
        return None
    text = sql.lower().replace("ifnull(", "coalesce(")
    text = re.sub(r"'(-?\d+)'::\w+", r"\1", text)  # '-1'::integer -> -1
    text = re.sub(r"::[a-z ]+", "", text)  # other casts
    text = text.replace("'", "").replace('"', "")
    return re.sub(r"\s+", "", text)


def _predicate_terms(sql: str | None, columns: set[str]) -> tuple[bool, frozenset[str]]:
    """A partial index's predicate as (present, the columns and string literals it uses):
    "status IN ('lobby', 'active')" and "status = ANY (ARRAY['lobby'::text, …])" agree."""
    if sql is None:
        return (False, frozenset())
    words = set(re.findall(r"[a-z_]+", sql.lower())) & columns
    literals = set(re.findall(r"'([^']*)'", sql))
    return (True, frozenset(words | literals))


def _split_top_level(text: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
            continue
        depth += {"(": 1, ")": -1}.get(ch, 0)
        current += ch
    return [p.strip() for p in [*parts, current]]


def sqlite_schema(path: Path) -> Schema:
    with sqlite3.connect(path) as db:
        tables = sorted(
            r[0]
            for r in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        )
        schema: Schema = {"tables": {}}
        for table in tables:
            info = db.execute(f"PRAGMA table_info({table})").fetchall()
            column_names = {row[1] for row in info}
            columns = {
                row[1]: (_TYPE_FAMILY[row[2].lower()], bool(row[3] or row[5]), _norm(row[4]))
                for row in info
            }
            primary = [row[1] for row in sorted(info, key=lambda r: r[5]) if row[5]]
            foreign = {
                (row[3], row[2], row[4], row[6].lower())
                for row in db.execute(f"PRAGMA foreign_key_list({table})")
            }
            indexes = set()
            for _seq, name, unique, origin, _partial in db.execute(f"PRAGMA index_list({table})"):
                if origin == "pk":
                    continue
                sql = db.execute(
                    "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?", (name,)
                ).fetchone()[0]
                if sql is None:  # a UNIQUE constraint's own index: plain columns only
                    keys = tuple(r[2] for r in db.execute(f"PRAGMA index_info({name})").fetchall())
                    predicate = None
                    label = None
                else:
                    body = sql.split(" ON ", 1)[1]
                    inner = body[body.index("(") + 1 :]
                    depth, end = 1, 0
                    while depth:
                        depth += {"(": 1, ")": -1}.get(inner[end], 0)
                        end += 1
                    end -= 1  # at the closing parenthesis
                    keys = tuple(_norm(k) for k in _split_top_level(inner[:end]))
                    rest = inner[end + 1 :]
                    predicate = rest.split("WHERE", 1)[1] if "WHERE" in rest else None
                    label = name
                terms = _predicate_terms(predicate, column_names)
                indexes.add((label, keys, bool(unique), terms))
            schema["tables"][table] = {
                "columns": columns,
                "primary": primary,
                "foreign": foreign,
                "indexes": indexes,
            }
    return schema


async def postgres_schema(url: str) -> Schema:
    conn = await asyncpg.connect(url)
    try:
        tables = [
            r[0]
            for r in await conn.fetch(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"
            )
        ]
        schema: Schema = {"tables": {}}
        for table in tables:
            info = await conn.fetch(
                "SELECT column_name, data_type, is_nullable, column_default "
                "FROM information_schema.columns "
                "WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position",
                table,
            )
            column_names = {row[0] for row in info}
            columns = {
                row[0]: (_TYPE_FAMILY.get(row[1], row[1]), row[2] == "NO", _norm(row[3]))
                for row in info
            }
            primary = [
                r[0]
                for r in await conn.fetch(
                    "SELECT a.attname FROM pg_constraint c "
                    "CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n) "
                    "JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum "
                    "WHERE c.conrelid = $1::regclass AND c.contype = 'p' ORDER BY k.n",
                    table,
                )
            ]
            actions = {"c": "cascade", "a": "no action", "r": "restrict", "n": "set null"}
            foreign = {
                (r[0], r[1], r[2], actions[r[3]])
                for r in await conn.fetch(
                    "SELECT a.attname, c.confrelid::regclass::text, af.attname, "
                    "c.confdeltype::text "
                    "FROM pg_constraint c "
                    "JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1] "
                    "JOIN pg_attribute af ON af.attrelid = c.confrelid "
                    "AND af.attnum = c.confkey[1] "
                    "WHERE c.conrelid = $1::regclass AND c.contype = 'f'",
                    table,
                )
            }
            indexes = set()
            for row in await conn.fetch(
                "SELECT i.indexrelid, ic.relname, i.indisunique, i.indnkeyatts, "
                "pg_get_expr(i.indpred, i.indrelid), "
                "EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid) "
                "FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid "
                "WHERE i.indrelid = $1::regclass AND NOT i.indisprimary",
                table,
            ):
                oid, name, unique, width, predicate, from_constraint = row
                keys = tuple(
                    [
                        _norm(await conn.fetchval("SELECT pg_get_indexdef($1, $2, true)", oid, k))
                        for k in range(1, width + 1)
                    ]
                )
                label = None if from_constraint else name
                terms = _predicate_terms(predicate, column_names)
                indexes.add((label, keys, bool(unique), terms))
            schema["tables"][table] = {
                "columns": columns,
                "primary": primary,
                "foreign": foreign,
                "indexes": indexes,
            }
        return schema
    finally:
        await conn.close()


async def test_both_dialects_reach_the_same_logical_schema(tmp_path: Path, pg_url: str) -> None:
    lite_path = tmp_path / "schema.db"
    async with await open_store(lite_path) as lite, await open_store(pg_url) as pg:
        assert await lite.schema_version() == await pg.schema_version()
    lite_schema = sqlite_schema(lite_path)
    pg_schema = await postgres_schema(pg_url)

    assert set(pg_schema["tables"]) - set(lite_schema["tables"]) == POSTGRES_ONLY_TABLES
    assert set(lite_schema["tables"]) <= set(pg_schema["tables"])
    for table, lite_table in lite_schema["tables"].items():
        pg_table = pg_schema["tables"][table]
        extra = {(table, c) for c in set(pg_table["columns"]) - set(lite_table["columns"])}
        assert extra <= POSTGRES_ONLY_COLUMNS, (table, extra)
        pg_columns = {
            c: v for c, v in pg_table["columns"].items() if (table, c) not in POSTGRES_ONLY_COLUMNS
        }
        assert pg_columns == lite_table["columns"], table
        for key in ("primary", "foreign", "indexes"):
            assert pg_table[key] == lite_table[key], (table, key)
    # the comparison has teeth: it sees the partial and the expression indexes
    timers = lite_schema["tables"]["timers"]["indexes"]
    slot = ("timers_slot", ("match_id", "kind", "coalesce(seat,-1)"), True, (False, frozenset()))
    assert slot in timers
    matches = lite_schema["tables"]["matches"]["indexes"]
    assert any(label == "matches_open_channel" and terms[0] for label, _k, _u, terms in matches)
