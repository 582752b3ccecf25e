"""What ``/match ratings`` and ``/match profile`` say: a game's leaderboard, and a player's
profile, built of sections (``PROFILE_SECTIONS``: the settings, the ratings and record; a new
part of the profile is one more section)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.app.i18n import tr
from service.ratings import GLOBAL, conservative
from service.settings import UserSettings
from storage import RatingRecord

BOARD_SIZE = 10  # players a leaderboard shows


class Names(Protocol):
    async def name(self, user_id: str) -> str: ...


def rating_text(locale: str, r: RatingRecord) -> str:
    """The conservative rating with one decimal, in the reader's way of writing it."""
    text = f"{conservative(r):.1f}"
    return text if locale == "en" else text.replace(".", ",")


async def player_name(names: Names, player: str, locale: str) -> str:
    if player.startswith("ai:"):
        return tr(locale, "bot.ratings.ai", kind=tr(locale, f"bot.ai.{player[3:]}"))
    return await names.name(player)


async def leaderboard_text(
    names: Names, game: str, scope: str, board: Sequence[RatingRecord], locale: str
) -> str:
    """The leaderboard of ``game`` (``scope`` is "server" or "global") as one message."""
    title = tr(locale, f"bot.game.{game}")
    if not board:
        return tr(locale, f"bot.ratings.none.{scope}", game=title)
    lines = [tr(locale, f"bot.ratings.head.{scope}", game=title)]
    for rank, r in enumerate(board, 1):
        lines.append(
            tr(
                locale,
                "bot.ratings.line",
                rank=rank,
                name=await player_name(names, r.player, locale),
                rating=rating_text(locale, r),
                wins=r.wins,
                losses=r.losses,
                draws=r.draws,
            )
        )
    lines.append(tr(locale, "bot.ratings.explain"))
    return "\n".join(lines)


@dataclass(frozen=True)
class Profile:
    """What the profile's sections are written from."""

    locale: str
    guild: str | None
    settings: UserSettings
    ratings: Sequence[RatingRecord]


def settings_section(p: Profile) -> str:
    s = p.settings
    quiet = (
        tr(p.locale, "bot.profile.quiet", start=s.quiet_start, end=s.quiet_end)
        if s.quiet_start is not None and s.quiet_end is not None
        else tr(p.locale, "bot.profile.no_quiet")
    )
    return tr(p.locale, "bot.profile.show", timezone=s.timezone, quiet=quiet)


def ratings_section(p: Profile) -> str:
    """Per game: the rating on all servers and on this one, and the record of rated matches
    (over all servers)."""
    loc = p.locale
    overall = {r.game: r for r in p.ratings if r.scope == GLOBAL}
    here = {r.game: r for r in p.ratings if p.guild is not None and r.scope == p.guild}
    if not overall:
        return tr(loc, "bot.profile.ratings.none")
    lines = [tr(loc, "bot.profile.ratings.head")]
    for game in sorted(overall):
        r = overall[game]
        local = here.get(game)
        lines.append(
            tr(
                loc,
                "bot.profile.ratings.line",
                game=tr(loc, f"bot.game.{game}"),
                here=rating_text(loc, local)
                if local is not None
                else tr(loc, "bot.profile.ratings.unrated"),
                wins=r.wins,
                losses=r.losses,
                draws=r.draws,
                everywhere=rating_text(loc, r),
            )
        )
    return "\n".join(lines)


Section = Callable[[Profile], str | None]
PROFILE_SECTIONS: list[Section] = [settings_section, ratings_section]


def profile_text(p: Profile, sections: Sequence[Section] = PROFILE_SECTIONS) -> str:
    return "\n\n".join(text for section in sections if (text := section(p)))
