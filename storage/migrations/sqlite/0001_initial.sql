-- Matches, their seats, the append-only action log, timers and settings.

CREATE TABLE matches (
    id             INTEGER PRIMARY KEY,
    guild          TEXT,
    channel        TEXT    NOT NULL,
    game           TEXT    NOT NULL,
    options        TEXT    NOT NULL DEFAULT '{}',
    seed           TEXT    NOT NULL,
    engine_version INTEGER NOT NULL,
    status         TEXT    NOT NULL
                   CHECK (status IN ('lobby', 'active', 'finished', 'aborted')),
    version        INTEGER NOT NULL DEFAULT 0,
    state          TEXT,
    outcome        TEXT,
    creator        TEXT    NOT NULL,
    settings       TEXT    NOT NULL DEFAULT '{}',
    created_at     REAL    NOT NULL,
    updated_at     REAL    NOT NULL
);

-- At most one open (lobby or active) match per channel; also the index behind
-- "which match is in this channel". Queries must repeat this exact WHERE to use it.
CREATE UNIQUE INDEX matches_open_channel
    ON matches (channel) WHERE status IN ('lobby', 'active');

-- Listing by status (e.g. resuming active matches at start-up) without a full scan.
CREATE INDEX matches_status ON matches (status, id);

CREATE TABLE seats (
    match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    -- "user" is reserved in PostgreSQL, hence user_id.
    user_id   TEXT    NOT NULL,
    seat      INTEGER,
    ai        TEXT,
    joined_at REAL    NOT NULL,
    UNIQUE (match_id, user_id)
);

CREATE TABLE actions (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER,
    kind       TEXT    NOT NULL,
    payload    TEXT    NOT NULL,
    state_hash TEXT    NOT NULL,
    created_at REAL    NOT NULL,
    PRIMARY KEY (match_id, seq)
);

CREATE TABLE timers (
    id       INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    kind     TEXT    NOT NULL,
    seat     INTEGER,
    due_at   REAL    NOT NULL
);

-- One timer per (match, kind, seat); NULL seats would never collide in a plain UNIQUE,
-- so the index folds NULL into -1. Setting a timer upserts against this index.
CREATE UNIQUE INDEX timers_slot ON timers (match_id, kind, ifnull(seat, -1));
CREATE INDEX timers_due ON timers (due_at);

CREATE TABLE settings (
    scope TEXT NOT NULL,
    key   TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (scope, key)
) WITHOUT ROWID;
