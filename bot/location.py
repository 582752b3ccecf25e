"""Where the command line's database is, and how to print it.

``--db`` (and ``STRATEGOS_DB``) name either a SQLite file or a PostgreSQL database by its
``postgresql://`` (or ``postgres://``) URL. A path is kept as a ``Path``; a URL stays text,
since ``pathlib`` would fold its ``//`` into ``/``.

A URL is never printed with its password: messages show it as ``***``, and the commands
printed for the user to run (the resume hint) leave it out, so they work when the password
comes from ``PGPASSWORD`` or ``~/.pgpass``, or leave out ``--db`` altogether when the URL is
the ``STRATEGOS_DB`` of the environment they run in.
"""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from storage.repository import DEFAULT_LOCATION, ENV_VAR, is_postgres_url

Location = str | Path  # a str is always a PostgreSQL URL; a file is a Path

# What a PostgreSQL URL looks like once a "/" of its "//" is lost (or typed one short).
_FOLDED_URL = re.compile(r"^postgres(?:ql)?:/(?!/)", re.IGNORECASE)
_QUERY_PASSWORD = re.compile(r"(?i)([?&]password=)[^&#]*")
# Where the offline table's board pictures go when the database is a URL (no folder beside it).
URL_BOARDS = Path("data") / "boards"


def location(text: str) -> Location:
    """A ``--db`` value as typed: a PostgreSQL URL (text) or a SQLite file (a path)."""
    return text if is_postgres_url(text) else Path(text)


def default_location() -> Location:
    """``STRATEGOS_DB`` of the environment, else ``data/strategos.db``."""
    return location(os.environ.get(ENV_VAR) or DEFAULT_LOCATION)


def is_url(db: Location) -> bool:
    return isinstance(db, str) and is_postgres_url(db)


def looks_like_a_broken_url(db: Location) -> bool:
    """A path that was meant as a PostgreSQL URL (``postgresql:/host/db``)."""
    return not is_url(db) and _FOLDED_URL.match(str(db)) is not None


def password(url: str) -> str | None:
    """The password a URL carries (in its user part or its query), if any."""
    try:
        parts = urlsplit(url)
        if parts.password:
            return parts.password
    except ValueError:
        pass
    found = _QUERY_PASSWORD.search(url)
    if found is None:
        return None
    return found[0].split("=", 1)[1] or None


def _url_without_password(url: str, mask: str) -> str:
    try:
        parts = urlsplit(url)
        if parts.password is not None:
            userinfo, _, host = parts.netloc.rpartition("@")
            user = userinfo.split(":", 1)[0]
            url = urlunsplit(parts._replace(netloc=f"{user}{mask and ':' + mask}@{host}"))
    except ValueError:
        secret = password(url)
        if secret:
            url = url.replace(secret, mask or "")
    return _QUERY_PASSWORD.sub(lambda m: m[1] + (mask or ""), url)


def shown(db: Location) -> str:
    """The database as a message names it: a path as given, a URL with ``***`` for its
    password."""
    return _url_without_password(str(db), "***") if is_url(db) else str(db)


def scrub(text: str, db: Location) -> str:
    """``text`` (a driver's error) with the URL's password, should it quote it, hidden."""
    secret = password(str(db)) if is_url(db) else None
    return text.replace(secret, "***") if secret else text


def db_option(db: Location) -> str:
    """``--db …`` for a printed command (with a space before it), or nothing when the
    command would read the same URL from ``STRATEGOS_DB`` and printing it would show its
    password."""
    if is_url(db):
        if password(str(db)) and os.environ.get(ENV_VAR) == db:
            return ""
        return f" --db {shlex.quote(_url_without_password(str(db), ''))}"
    return f" --db {shlex.quote(str(db))}"


def db_name(db: Location) -> str:
    """A short name of the database for a folder name: a file's name without its suffix,
    a URL's database name (letters, digits, ``.``, ``_`` and ``-`` only)."""
    if not is_url(db):
        return Path(db).stem or "db"
    try:
        name = urlsplit(str(db)).path.lstrip("/")
    except ValueError:
        name = ""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("._") or "postgres"


def boards_beside(db: Location) -> Path:
    """The default folder of the board pictures: ``boards/`` beside a database file,
    ``data/boards`` for a database that is a URL."""
    return URL_BOARDS if is_url(db) else Path(db).parent / "boards"
