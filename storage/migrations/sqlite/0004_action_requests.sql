-- A front end may tag a player's action with the id of the request that carried it (a Discord
-- interaction id), so one request is never applied twice, even when it is delivered again.

ALTER TABLE actions ADD COLUMN request_id TEXT;
CREATE UNIQUE INDEX actions_request ON actions (match_id, request_id)
    WHERE request_id IS NOT NULL;
