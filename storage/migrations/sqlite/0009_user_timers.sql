-- Timers of a user rather than of a match: the daily digest of the matches waiting on a
-- player (kind 'digest'), one per user and kind. Claimed with a lease, as match timers are
-- (both columns NULL while nobody holds it). A digest's outbox row is filed under the first
-- match it lists, so the outbox keeps its one lane per match and channel.

CREATE TABLE user_timers (
    user_id     TEXT NOT NULL,
    kind        TEXT NOT NULL,
    due_at      REAL NOT NULL,
    claimed_by  TEXT,
    lease_until REAL,
    PRIMARY KEY (user_id, kind)
);

CREATE INDEX user_timers_due ON user_timers (due_at);
