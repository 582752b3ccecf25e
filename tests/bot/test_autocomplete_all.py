"""Every autocomplete answer is one Discord takes, in every game, over many positions.

Discord refuses a whole autocomplete answer (the player sees "Loading options failed") when
one choice has an empty or over-long name or value (1-100 characters each) or when there are
more than 25 choices. Seeded random games of two (or three) people are played through the
service; every few moves, each option of each of the game's commands is completed for the
player to act (nothing typed, part of a suggestion typed, the other options filled in from one
of their legal moves) and now and then for the player waiting. Each answer goes through the
bot as Discord sends it and is checked against Discord's spec and documented limits
(``tests/bot/contract``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.app.games import option_value
from bot.app.gameui import ui_for
from bot.app.i18n import tr
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.contract import discord_contract as contract
from tests.bot.harness import Player, Table

POSITIONS = 24  # positions sampled per game
EVERY = 3  # moves between two sampled positions
PEOPLE: dict[str, list[Player]] = {
    "babel": [ALICE, BRUNO],
    "duellum": [ALICE, BRUNO],
    "antike": [ALICE, BRUNO, ELENI],
    "polis": [ALICE, BRUNO],
    "nations": [ALICE, BRUNO],
}


def _name(game: str, action_type: str, field: str | None = None) -> str:
    """A command's or option's English name, as ``Table`` takes it (``-`` written ``_``)."""
    key = f"cmd.{game}.{action_type}" + (f".{field}" if field else "")
    return tr("en", f"{key}.name").replace("-", "_")


class Sweep:
    def __init__(self, t: Table, game: str, thread: int, match_id: int) -> None:
        self.t, self.game, self.thread, self.match_id = t, game, thread, match_id
        self.ui = ui_for(game)
        self.answers = 0
        self.problems: list[str] = []

    async def complete(
        self,
        who: Player,
        action_type: str,
        field: str,
        current: str,
        filled: dict[str, str] | None = None,
    ) -> list[dict[str, Any]]:
        path = f"{self.game} {_name(self.game, action_type)}"
        mark = len(self.t.discord.sent)
        choices = await self.t.autocomplete(
            who,
            path,
            _name(self.game, action_type, field),
            current,
            where=self.thread,
            **(filled or {}),
        )
        for sent in self.t.discord.since(mark):
            self.problems += [
                f"{path} {field} {current!r} {filled}: {p}" for p in contract.violations(sent)
            ]
        self.answers += 1
        return choices

    async def position(
        self, who: Player, legal: list[Any], rng: random.Random, all_types: bool
    ) -> None:
        """Every option of the commands ``who`` may use now (of every command with
        ``all_types``): nothing typed, part of a suggestion typed, the others filled in."""
        by_type: dict[str, list[Any]] = {}
        for a in legal:
            by_type.setdefault(a.type, []).append(a)
        for spec in self.ui.specs.values():
            if not spec.fields or not (all_types or spec.type in by_type):
                continue
            sample = rng.choice(by_type[spec.type]) if spec.type in by_type else None
            for f in spec.fields:
                choices = await self.complete(who, spec.type, f.name, "")
                name = str(rng.choice(choices)["name"]) if choices else ""
                if name and choices[0]["value"] != "?":
                    start = rng.randrange(len(name))
                    await self.complete(who, spec.type, f.name, name[start : start + 3])
                if sample is None:
                    continue
                filled = {
                    _name(self.game, spec.type, o.name): value
                    for o in spec.fields
                    if o.name != f.name and (value := option_value(self.ui, spec, o, sample))
                }
                if filled:
                    await self.complete(who, spec.type, f.name, "", filled)


@pytest.mark.parametrize("game", list(PEOPLE))
async def test_every_autocomplete_answer_is_one_discord_accepts(
    table: Table, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import service.lobby

    people = PEOPLE[game]
    # the deal is seeded too (not only the moves), so the game lasts the same on every run
    monkeypatch.setattr(service.lobby.secrets, "token_hex", lambda n=8: f"complete-{game}")
    await table.command(people[0], "match new", game=game)
    monkeypatch.undo()
    thread = table.discord.threads[-1]
    for p in people[1:]:
        await table.command(p, "match join", where=thread)
    await table.command(people[0], "match start", where=thread)
    svc = table.bot.rt.svc
    svc.outbox_posts = False  # the moves below are the service's alone: no board posts
    match_id = (await svc.in_channel(str(thread))).id
    by_id = {str(p.id): p for p in people}
    sweep = Sweep(table, game, thread, match_id)
    rng = random.Random(f"complete:{game}")
    sampled = moves = 0
    while sampled < POSITIONS:
        info = await svc.status(match_id)
        if info.match.status != "active" or not info.to_act:
            break
        user = rng.choice(info.to_act)
        mine = await svc.status(match_id, user)
        if moves % EVERY == 0:
            await sweep.position(by_id[user], list(mine.legal), rng, all_types=sampled % 8 == 0)
            if sampled % 6 == 0:  # someone not to act now, where there is one
                waiting = [p for p in people if str(p.id) not in info.to_act]
                if waiting:
                    spec = next(s for s in sweep.ui.specs.values() if s.fields)
                    await sweep.complete(waiting[0], spec.type, spec.fields[0].name, "")
            sampled += 1
        await svc.act(match_id, user, rng.choice(mine.legal).model_dump(mode="json"))
        moves += 1
    assert sampled >= POSITIONS // 2, f"{game}: the game ended after {moves} moves"
    assert sweep.answers > POSITIONS
    assert not sweep.problems, "\n".join(sweep.problems[:20])
