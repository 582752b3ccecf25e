-- A user's matches and a match's timers, looked up without scanning their tables.

CREATE INDEX seats_user ON seats (user_id, match_id);
CREATE INDEX timers_match ON timers (match_id, seat);
