-- Scratch table for `strategos bench`: one bare write transaction as a baseline.

CREATE TABLE bench_probe (
    id         INTEGER PRIMARY KEY,
    payload    TEXT NOT NULL,
    created_at REAL NOT NULL
);
