"""Storage tests: the repository against real SQLite files."""
