"""PostgreSQL migrations: the same numbers as the SQLite ones, in PostgreSQL's dialect."""
