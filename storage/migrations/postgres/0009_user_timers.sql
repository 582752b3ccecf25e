-- Timers of a user rather than of a match (PostgreSQL twin of sqlite/0009_user_timers.sql):
-- the daily digest of the matches waiting on a player (kind 'digest'), one per user and
-- kind, claimed with a lease as match timers are. A digest's outbox row is filed under the
-- first match it lists, so the outbox keeps its one lane per match and channel.

CREATE TABLE user_timers (
    user_id     text NOT NULL,
    kind        text NOT NULL,
    due_at      double precision NOT NULL,
    claimed_by  text,
    lease_until double precision,
    PRIMARY KEY (user_id, kind)
);

CREATE INDEX user_timers_due ON user_timers (due_at);
