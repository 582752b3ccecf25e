-- Reminders, timeouts and vacations look up a user's matches ("every active match of this
-- user") and a match's timers; both would otherwise scan their whole table.

CREATE INDEX seats_user ON seats (user_id, match_id);
CREATE INDEX timers_match ON timers (match_id, seat);
