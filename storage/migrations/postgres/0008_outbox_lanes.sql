-- The outbox keeps order per match and channel: a match's posts in its thread wait for one
-- another, but not for a direct message to a player (channel 'dm:<user>'), which may wait
-- for the end of that player's quiet hours or back off after a failure on its own.

DROP INDEX outbox_pending;
CREATE INDEX outbox_pending ON outbox (match_id, channel, id) WHERE posted_at IS NULL;
