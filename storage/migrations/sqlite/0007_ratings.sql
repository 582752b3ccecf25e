-- Skill ratings (Weng-Lin, computed by the service): one row per scope, game and player,
-- where a scope is a server's guild id or 'global' (every server), and a player is a user
-- id or one AI level ('ai:<kind>'). mu and sigma are the rating; matches, wins, losses and
-- draws the record of the rated matches it came from.

CREATE TABLE ratings (
    scope      TEXT    NOT NULL,
    game       TEXT    NOT NULL,
    player     TEXT    NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    matches    INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (scope, game, player)
);

-- A player's ratings in every game and scope (the profile).
CREATE INDEX ratings_player ON ratings (player);

-- The matches already rated, so a retry never rates one twice; finished_at (the time of
-- the match's last action) orders a recomputation.
CREATE TABLE rated_matches (
    match_id    INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    finished_at REAL    NOT NULL
);
