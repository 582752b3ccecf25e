-- The id of the request (a Discord interaction) that carried an action: applied once only.

ALTER TABLE actions ADD COLUMN request_id text;
CREATE UNIQUE INDEX actions_request ON actions (match_id, request_id)
    WHERE request_id IS NOT NULL;
