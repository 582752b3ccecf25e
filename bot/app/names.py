"""Display names for seats: Discord names remembered when players act, AI seats by their kind.

Images and embeds need names as text (a mention only renders inside message text), so the
bot keeps each player's last display name in the settings table. A name is written only when
it changes, so the common path costs no extra write.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from bot.app.i18n import tr
from rules.core.levels import base_of
from storage import SeatRecord, Store

NAME_KEY = "display_name"
MAX_NAME = 32
# Names kept in memory, the most recently used (a few hundred bytes each); the others are
# read again from the settings table when needed.
NAMES_KEPT = 10_000


class NameBook:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._cache: OrderedDict[str, str] = OrderedDict()

    def _keep(self, user_id: str, name: str) -> None:
        self._cache[user_id] = name
        self._cache.move_to_end(user_id)
        while len(self._cache) > NAMES_KEPT:
            self._cache.popitem(last=False)

    async def remember(self, user_id: str, name: str) -> None:
        name = " ".join(name.split())[:MAX_NAME] or user_id
        if self._cache.get(user_id) == name:
            self._cache.move_to_end(user_id)
            return
        stored = await self.store.get_setting(f"user:{user_id}", NAME_KEY)
        if stored != name:
            await self.store.set_setting(f"user:{user_id}", NAME_KEY, name)
        self._keep(user_id, name)

    async def name(self, user_id: str) -> str:
        known = self._cache.get(user_id)
        if known is not None:
            self._cache.move_to_end(user_id)
            return known
        stored = await self.store.get_setting(f"user:{user_id}", NAME_KEY)
        name = str(stored) if stored else tr("en", "bot.unknown_player")
        self._keep(user_id, name)
        return name

    async def seat_names(self, seats: Sequence[SeatRecord], locale: str) -> list[str]:
        """Names by seat number (seated players only)."""
        seated = sorted((s for s in seats if s.seat is not None), key=lambda s: s.seat or 0)
        out = []
        ai_n = 0
        for s in seated:
            if s.ai is not None:
                ai_n += 1
                level = tr(locale, f"bot.ai.{base_of(s.ai)}")
                out.append(tr(locale, "bot.ai_name", n=ai_n, kind=level))
            else:
                out.append(await self.name(s.user))
        return out
