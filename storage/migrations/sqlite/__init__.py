"""SQLite migrations: numbered scripts, applied in order (see ``storage.db``)."""
