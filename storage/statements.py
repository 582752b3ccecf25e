"""The SQL both backends run word for word, written once.

``Statements()`` holds them with SQLite's ``?`` placeholders; ``Statements.numbered()`` the
same statements with PostgreSQL's ``$1, $2, …`` in their order. What a dialect words its own
way (creating a match, the next action's seq, setting and claiming timers, PostgreSQL's
one-statement snapshot) stays in its backend module.
"""

from __future__ import annotations

import itertools
import re

from storage.rows import (
    ACTION_COLUMNS,
    M_MATCH_COLUMNS,
    MATCH_COLUMNS,
    OUTBOX_COLUMNS,
    RATING_COLUMNS,
    SEAT_COLUMNS,
    TIMER_COLUMNS,
    USER_TIMER_COLUMNS,
)

_PLACEHOLDER = re.compile(r"\?")


def numbered(sql: str) -> str:
    """``sql`` with its ``?`` placeholders numbered ``$1, $2, …`` (no statement here has a
    ``?`` anywhere else)."""
    count = itertools.count(1)
    return _PLACEHOLDER.sub(lambda _: f"${next(count)}", sql)


class Statements:
    """Every statement the two dialects share (see the module docstring). Read them through
    an instance: ``Statements.numbered()`` replaces each with its PostgreSQL form."""

    # The WHERE must read exactly like the partial index's, or SQLite will not use the index.
    OPEN_IN_CHANNEL = (
        f"SELECT {MATCH_COLUMNS} FROM matches WHERE channel = ? AND status IN ('lobby', 'active')"
    )
    GET_MATCH = f"SELECT {MATCH_COLUMNS} FROM matches WHERE id = ?"
    CURRENT_VERSION = "SELECT version FROM matches WHERE id = ?"
    USER_MATCHES = (
        f"SELECT {M_MATCH_COLUMNS} "
        "FROM seats s JOIN matches m ON m.id = s.match_id "
        "WHERE s.user_id = ? AND m.status = ? ORDER BY m.id"
    )

    # Every versioned write starts with one of these: the version check and the bump are a
    # single statement, so there is no window between reading and writing the version. The
    # match id and the expected version are always the last two parameters.
    BUMP = (
        "UPDATE matches SET version = version + 1, updated_at = ? "
        f"WHERE id = ? AND version = ? RETURNING {MATCH_COLUMNS}"
    )
    BUMP_START = (
        "UPDATE matches SET version = version + 1, status = 'active', state = ?, updated_at = ? "
        f"WHERE id = ? AND version = ? RETURNING {MATCH_COLUMNS}"
    )
    BUMP_ACTION = (
        "UPDATE matches SET version = version + 1, state = ?, status = coalesce(?, status), "
        "outcome = coalesce(?, outcome), settings = coalesce(?, settings), updated_at = ? "
        f"WHERE id = ? AND version = ? RETURNING {MATCH_COLUMNS}"
    )
    BUMP_STATUS = (
        "UPDATE matches SET version = version + 1, status = ?, outcome = ?, updated_at = ? "
        f"WHERE id = ? AND version = ? RETURNING {MATCH_COLUMNS}"
    )
    BUMP_SETTINGS = (
        "UPDATE matches SET version = version + 1, settings = ?, updated_at = ? "
        f"WHERE id = ? AND version = ? RETURNING {MATCH_COLUMNS}"
    )

    LAST_ACTIONS = (
        f"SELECT {ACTION_COLUMNS} FROM actions WHERE match_id = ? ORDER BY seq DESC LIMIT ?"
    )
    REQUEST_SEEN = "SELECT seq FROM actions WHERE match_id = ? AND request_id = ?"
    ACTIONS = f"SELECT {ACTION_COLUMNS} FROM actions WHERE match_id = ? AND seq > ? ORDER BY seq"

    IMPORT_MATCH = (
        "INSERT INTO matches (guild, channel, game, options, seed, engine_version, status, "
        "version, state, outcome, creator, settings, created_at, updated_at) "
        "VALUES (NULL, ?, ?, '{}', ?, ?, 'active', 1, ?, NULL, ?, '{}', ?, ?) RETURNING id"
    )
    IMPORT_SEAT = (
        "INSERT INTO seats (match_id, user_id, seat, ai, joined_at) VALUES (?, ?, ?, NULL, ?)"
    )
    INSERT_SEAT = (
        "INSERT INTO seats (match_id, user_id, seat, ai, joined_at) VALUES (?, ?, NULL, ?, ?)"
    )
    DELETE_SEAT = "DELETE FROM seats WHERE match_id = ? AND user_id = ? RETURNING user_id"
    SEAT_USERS = "SELECT user_id FROM seats WHERE match_id = ?"
    ASSIGN_SEAT = "UPDATE seats SET seat = ? WHERE match_id = ? AND user_id = ?"
    SEATS = (
        f"SELECT {SEAT_COLUMNS} FROM seats WHERE match_id = ? "
        "ORDER BY seat IS NULL, seat, joined_at, rowid"
    )

    CLEAR_TIMERS = "DELETE FROM timers WHERE match_id = ?"
    CLEAR_TIMERS_KIND = "DELETE FROM timers WHERE match_id = ? AND kind = ?"
    DUE_TIMERS = f"SELECT {TIMER_COLUMNS} FROM timers WHERE due_at <= ? ORDER BY due_at, id"
    NEXT_TIMER = f"SELECT {TIMER_COLUMNS} FROM timers ORDER BY due_at, id LIMIT 1"
    MATCH_TIMERS = f"SELECT {TIMER_COLUMNS} FROM timers WHERE match_id = ? ORDER BY seat, kind"
    # Compare-and-move: only the caller that still sees the due time it read gets the row.
    ADVANCE_TIMER = (
        "UPDATE timers SET due_at = ?, claimed_by = NULL, lease_until = NULL "
        "WHERE id = ? AND due_at = ? RETURNING id"
    )
    TAKE_TIMER = "DELETE FROM timers WHERE id = ? AND due_at = ? RETURNING id"
    # Leases: only the owner that still holds a timer completes or releases it.
    COMPLETE_TIMER = "DELETE FROM timers WHERE id = ? AND claimed_by = ? RETURNING id"
    COMPLETE_TIMER_MOVE = (
        "UPDATE timers SET due_at = ?, claimed_by = NULL, lease_until = NULL "
        "WHERE id = ? AND claimed_by = ? RETURNING id"
    )
    RELEASE_TIMER = (
        "UPDATE timers SET claimed_by = NULL, lease_until = NULL "
        "WHERE id = ? AND claimed_by = ? RETURNING id"
    )

    # A user's timers (the daily digest): setting one anew ends any claim on it; only the
    # owner that still holds one completes or releases it.
    SET_USER_TIMER = (
        "INSERT INTO user_timers (user_id, kind, due_at) VALUES (?, ?, ?) "
        "ON CONFLICT (user_id, kind) DO UPDATE SET due_at = excluded.due_at, "
        f"claimed_by = NULL, lease_until = NULL RETURNING {USER_TIMER_COLUMNS}"
    )
    DROP_USER_TIMER = "DELETE FROM user_timers WHERE user_id = ? AND kind = ?"
    GET_USER_TIMER = f"SELECT {USER_TIMER_COLUMNS} FROM user_timers WHERE user_id = ? AND kind = ?"
    COMPLETE_USER_TIMER = (
        "DELETE FROM user_timers WHERE user_id = ? AND kind = ? AND claimed_by = ? "
        "RETURNING user_id"
    )
    COMPLETE_USER_TIMER_MOVE = (
        "UPDATE user_timers SET due_at = ?, claimed_by = NULL, lease_until = NULL "
        "WHERE user_id = ? AND kind = ? AND claimed_by = ? RETURNING user_id"
    )
    RELEASE_USER_TIMER = (
        "UPDATE user_timers SET claimed_by = NULL, lease_until = NULL "
        "WHERE user_id = ? AND kind = ? AND claimed_by = ? RETURNING user_id"
    )

    # A row its writer holds counts that writer's post as its first attempt.
    INSERT_OUTBOX = (
        "INSERT INTO outbox (key, match_id, channel, kind, payload, created_at, claimed_by, "
        "lease_until, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
    )
    # A row written at most once under its key (a user's daily digest): a second write of
    # the same key, after a crash or on the same local day, is no row at all.
    INSERT_OUTBOX_ONCE = (
        "INSERT INTO outbox (key, match_id, channel, kind, payload, created_at, claimed_by, "
        "lease_until, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING "
        "RETURNING key"
    )
    # Only the holder finishes or lets go of a row (a lease taken over is not its own).
    FINISH_OUTBOX = (
        "UPDATE outbox SET posted_at = ?, result = ?, claimed_by = NULL, lease_until = NULL "
        "WHERE key = ? AND claimed_by = ? AND posted_at IS NULL RETURNING key"
    )
    RELEASE_OUTBOX = (
        "UPDATE outbox SET claimed_by = NULL, lease_until = NULL, not_before = ? "
        "WHERE key = ? AND claimed_by = ? AND posted_at IS NULL RETURNING key"
    )
    OUTBOX_ALL = f"SELECT {OUTBOX_COLUMNS} FROM outbox ORDER BY id"
    OUTBOX_MATCH = f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE match_id = ? ORDER BY id"
    OUTBOX_PENDING = f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE posted_at IS NULL ORDER BY id"
    PRUNE_OUTBOX = "DELETE FROM outbox WHERE posted_at IS NOT NULL AND posted_at < ?"

    GET_SETTING = "SELECT value FROM settings WHERE scope = ? AND key = ?"
    SCOPE_SETTINGS = "SELECT key, value FROM settings WHERE scope = ? ORDER BY key"
    SET_SETTING = (
        "INSERT INTO settings (scope, key, value) VALUES (?, ?, ?) "
        "ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value"
    )
    DELETE_SETTING = "DELETE FROM settings WHERE scope = ? AND key = ?"

    # Ratings: a match is marked rated first, so a second try writes nothing; each player's
    # row changes only while it still has the count of matches its new rating came from.
    MARK_RATED = (
        "INSERT INTO rated_matches (match_id, finished_at) VALUES (?, ?) "
        "ON CONFLICT (match_id) DO NOTHING RETURNING match_id"
    )
    FIRST_RATING = (
        "INSERT INTO ratings (scope, game, player, mu, sigma, matches, wins, losses, draws, "
        "updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?) "
        "ON CONFLICT (scope, game, player) DO NOTHING RETURNING player"
    )
    NEXT_RATING = (
        "UPDATE ratings SET mu = ?, sigma = ?, matches = matches + 1, wins = wins + ?, "
        "losses = losses + ?, draws = draws + ?, updated_at = ? "
        "WHERE scope = ? AND game = ? AND player = ? AND matches = ? RETURNING player"
    )
    LEADERBOARD = (
        f"SELECT {RATING_COLUMNS} FROM ratings WHERE scope = ? AND game = ? "
        "ORDER BY mu - 3 * sigma DESC, player LIMIT ?"
    )
    PLAYER_RATINGS = f"SELECT {RATING_COLUMNS} FROM ratings WHERE player = ?"
    FINISHED_MATCHES = (
        "SELECT m.id, m.guild, m.game, m.settings, m.outcome, coalesce((SELECT max(a.created_at) "
        "FROM actions a WHERE a.match_id = m.id), m.updated_at) AS finished_at "
        "FROM matches m WHERE m.status = 'finished' ORDER BY finished_at, m.id"
    )
    INSERT_RATING = f"INSERT INTO ratings ({RATING_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    INSERT_RATED = "INSERT INTO rated_matches (match_id, finished_at) VALUES (?, ?)"
    DELETE_RATINGS = "DELETE FROM ratings"
    DELETE_RATED = "DELETE FROM rated_matches"

    @classmethod
    def numbered(cls) -> Statements:
        """The same statements with PostgreSQL's numbered placeholders."""
        out = cls()
        for name, sql in vars(cls).items():
            if name.isupper() and isinstance(sql, str):
                setattr(out, name, numbered(sql))
        return out
