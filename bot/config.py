"""Bot configuration from the environment or a ``.env`` file (pydantic-settings).

``DISCORD_TOKEN`` is the only required value for ``strategos run``; everything else has a
default that suits one bot on one machine.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class BotSettings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = Field(default=None, alias="DISCORD_TOKEN")
    # a SQLite file, or a postgresql:// URL (several sharded processes share one database)
    database: str = Field(default="data/strategos.db", alias="STRATEGOS_DB")
    # SQLite's durability: NORMAL (a crash of the process loses nothing; a power loss may
    # lose the last moves) or FULL (nothing lost on power loss either; an fsync per move).
    # Checked by ``storage.db.sync_mode`` when the store opens, as the command line does.
    sqlite_sync: str = Field(default="NORMAL", alias="STRATEGOS_SQLITE_SYNC")
    log_level: str = Field(default="INFO", alias="STRATEGOS_LOG_LEVEL")
    # answer with the board at once when the work takes less than this; defer otherwise
    defer_after: float = Field(default=2.0, alias="STRATEGOS_DEFER_AFTER", gt=0, lt=2.9)
    # longest sleep of the timer dispatcher: how soon a process sees timers that another
    # process sharing the database set, or left behind when it died
    timer_poll: float = Field(default=60.0, alias="STRATEGOS_TIMER_POLL", gt=0)
    # where the boards are drawn: a worker process (the event loop never waits for the
    # interpreter lock behind a picture) or a worker thread (nothing to start)
    pictures: Literal["process", "thread"] = Field(default="process", alias="STRATEGOS_PICTURES")
    # processes the strong AI thinks in (each makes one decision at a time)
    ai_processes: int = Field(default=1, alias="STRATEGOS_AI_PROCESSES", ge=1, le=32)

    def token(self) -> str | None:
        if self.discord_token is None:
            return None
        value = self.discord_token.get_secret_value().strip()
        return value or None
