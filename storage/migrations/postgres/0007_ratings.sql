-- Skill ratings (PostgreSQL twin of sqlite/0007_ratings.sql): one row per scope ('global'
-- or a guild id), game and player (a user id, or one AI level 'ai:<kind>'), with the
-- record of the rated matches it came from.

CREATE TABLE ratings (
    scope      text    NOT NULL,
    game       text    NOT NULL,
    player     text    NOT NULL,
    mu         double precision NOT NULL,
    sigma      double precision NOT NULL,
    matches    bigint  NOT NULL DEFAULT 0,
    wins       bigint  NOT NULL DEFAULT 0,
    losses     bigint  NOT NULL DEFAULT 0,
    draws      bigint  NOT NULL DEFAULT 0,
    updated_at double precision NOT NULL,
    PRIMARY KEY (scope, game, player)
);

CREATE INDEX ratings_player ON ratings (player);

CREATE TABLE rated_matches (
    match_id    bigint  PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    finished_at double precision NOT NULL
);
