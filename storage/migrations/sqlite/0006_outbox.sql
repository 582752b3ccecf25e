-- The outbox: what a stored change must tell a channel (the board after a move and whom it
-- waits for, a timer's notice, a result) is written in the same transaction as the change,
-- then posted by whichever process holds it (a lease, as timers have). A row is done once
-- posted_at is set; result says how it ended ('posted', 'gone': the channel no longer
-- exists, 'dropped': given up after many attempts).

CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY,
    key         TEXT    NOT NULL UNIQUE,
    match_id    INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    channel     TEXT    NOT NULL,
    kind        TEXT    NOT NULL,
    payload     TEXT    NOT NULL,
    created_at  REAL    NOT NULL,
    not_before  REAL    NOT NULL DEFAULT 0,
    attempts    INTEGER NOT NULL DEFAULT 0,
    claimed_by  TEXT,
    lease_until REAL,
    posted_at   REAL,
    result      TEXT
);

-- The rows still to post, per match in order: what every claim and every pass reads.
CREATE INDEX outbox_pending ON outbox (match_id, id) WHERE posted_at IS NULL;

-- Matches under way when this migration runs get an AI job due at once: one whose AI seats
-- were left to act by a process that stopped is moved on by the first dispatcher pass (the
-- job is dropped at once where a person is to act).
INSERT INTO timers (match_id, kind, seat, due_at)
    SELECT id, 'ai', NULL, 0 FROM matches WHERE status = 'active'
    ON CONFLICT DO NOTHING;
