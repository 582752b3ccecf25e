"""Every request the bot sends to Discord in a recorded flow is one Discord accepts.

The flow runs through the real bot with the fake HTTP/webhook adapter of tests/bot/harness.py
in each of the three locales: a lobby (new, join, add a computer, leave, start), a Babel game
and a Duellum game on each map side played by slash commands, panels, selects and buttons, the
private panel paged through a move kind with more than 25 moves, refusals and errors, status,
log, hand, settings (moves posted with the pictures only when the turn passes, too), undo, a
deferred answer and its follow-up, autocomplete, and ``strategos sync``. Each request is
checked against Discord's official OpenAPI spec (vendored extract, see extract_schemas.py) and
Discord's documented limits (discord_contract.py).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.app.gameui import ui_for
from bot.app.i18n import tr
from bot.cli import main
from rules.duellum.state import DuellumState, Field, Phase, Unit
from rules.games import get_game
from tests.bot.conftest import Clock
from tests.bot.contract import discord_contract as contract
from tests.bot.contract.extract_schemas import dumps, extract
from tests.bot.harness import (
    DM_CHANNEL_BASE,
    Files,
    Player,
    Sent,
    Table,
    move_command,
    slowed,
)

LOCALES = ("en-US", "el", "it")
NAMES = {"en-US": ("Alice", "Bob"), "el": ("Ελένη", "Νίκος"), "it": ("Bruno", "Chiara")}
HOUR = 3600.0
REPO = Path(__file__).resolve().parents[3]
# the official spec, where this machine has it: named, in the workplace, or shared/ beside the repo
SPECS = [
    *(
        [Path(os.environ["STRATEGOS_DISCORD_OPENAPI"])]
        if "STRATEGOS_DISCORD_OPENAPI" in os.environ
        else []
    ),
    Path("/work/shared/discord/openapi.json"),
    REPO.parent / "shared" / "discord" / "openapi.json",
]


def players(locale: str) -> tuple[Player, Player]:
    base = 120_000_000_000_000_000 + LOCALES.index(locale) * 10
    a, b = NAMES[locale]
    return Player(base + 1, a, locale=locale), Player(base + 2, b, locale=locale)


def replies(sent: list[Sent]) -> list[Sent]:
    """What answered the player: not autocomplete or deferrals, nor a follower's DM the
    bot's dispatcher posted meanwhile (woken by the move)."""
    return [
        s for s in sent if s.kind != 8 and s.payload.get("type") not in (5, 6) and not _to_a_dm(s)
    ]


def _to_a_dm(s: Sent) -> bool:
    return s.path == "/users/@me/channels" or (
        s.channel is not None and DM_CHANNEL_BASE <= s.channel < DM_CHANNEL_BASE + 1_000_000
    )


def last_reply(sent: list[Sent]) -> Sent:
    out = replies(sent)
    assert out, [(s.method, s.path, s.payload) for s in sent]
    return out[-1]


def check(sent: list[Sent]) -> None:
    """Every request valid; the report names each violation with its request."""
    problems = []
    for i, s in enumerate(sent):
        problems += [f"#{i} {p}" for p in contract.violations(s)]
    assert not problems, "\n".join(problems[:40])


class Game:
    """A match between two human players in its own thread, played at random but legally."""

    def __init__(self, t: Table, thread: int, match_id: int, seats: dict[str, Player]) -> None:
        self.t, self.thread, self.id, self.by_user = t, thread, match_id, seats
        self.svc = t.bot.rt.svc
        self.state: Sent | None = None

    async def info(self, p: Player | None = None) -> Any:
        return await self.svc.status(self.id, str(p.id) if p else None)

    async def to_act(self) -> Player | None:
        info = await self.info()
        if info.match.status != "active" or not info.to_act:
            return None
        return self.by_user.get(info.to_act[0])

    async def command(self, p: Player, path: str, **options: Any) -> list[Sent]:
        return await self.t.command(p, path, where=self.thread, **options)

    async def click(
        self, p: Player, message: Sent, prefix: str, values: list[str] | None = None
    ) -> list[Sent]:
        return await self.t.click(p, message, prefix, where=self.thread, values=values)

    async def suggestions(self, player: Player, ui: Any) -> None:
        """Autocomplete for every option of every move of the game, as things stand."""
        for spec in ui.specs.values():
            for f in spec.fields:
                opt = tr("en", f"cmd.{ui.game.id}.{spec.type}.{f.name}.name")
                name = tr("en", f"cmd.{ui.game.id}.{spec.type}.name")
                await self.t.autocomplete(
                    player, f"{ui.game.id} {name}", opt.replace("-", "_"), "", where=self.thread
                )

    async def step(self, rng: random.Random, route: int, suggest: bool = False) -> bool:
        """One legal move by whoever is to act, by button, panel or slash command."""
        player = await self.to_act()
        if player is None:
            return False
        info = await self.info(player)
        game = get_game(info.match.game)
        ui = ui_for(info.match.game)
        if suggest:
            await self.suggestions(player, ui)
        action = rng.choice(info.legal)
        state = self.state
        assert state is not None
        version = info.match.version
        if route == 0 and f"q:{self.id}:{version}:{action.type}" in state.custom_ids():
            out = await self.click(player, state, f"q:{self.id}:{version}:{action.type}")
        elif route == 1 or not ui.specs[action.type].fields:
            panel = last_reply(await self.click(player, state, "s:"))
            value = game.notation(action)
            if panel.custom_ids() and panel.custom_ids()[0].startswith("m:"):
                pick = panel.component("m:")
                values = [o["value"] for o in pick["options"]][: pick["min_values"]]
                out = await self.click(player, panel, "m:", values=values)
            else:
                if value not in _offered(panel):
                    kind = f"t:{self.id}:{version}:{action.type}:0"
                    panel = last_reply(await self.click(player, panel, kind))
                if value in _offered(panel):
                    out = await self.click(player, panel, "a:", values=[value])
                else:  # on a later page of its kind: typed as a command instead
                    out = await self.by_command(player, ui, action)
        else:
            out = await self.by_command(player, ui, action)
        reply = last_reply(out)
        assert (await self.info()).match.version > version, reply.content  # the move was made
        if not reply.ephemeral:
            self.state = reply
        return True

    async def by_command(self, player: Player, ui: Any, action: Any) -> list[Sent]:
        path, options = move_command(ui, action)
        return await self.command(player, path, **options)


def _offered(panel: Sent) -> list[str]:
    return [o["value"] for o in panel.component("a:")["options"]]


async def open_game(t: Table, a: Player, b: Player, game: str, options: str | None = None) -> Game:
    sent = await t.command(a, "match new", game=game, options=options)
    thread = t.discord.threads[-1]
    lobby = next(s for s in sent if s.path == "/channels/{channel_id}/messages")
    await t.click(b, lobby, "l:", where=thread)  # join by the lobby's button
    rec = await t.bot.rt.svc.in_channel(str(thread))
    g = Game(t, thread, rec.id, {str(a.id): a, str(b.id): b})
    g.state = last_reply(await g.command(a, "match start"))
    return g


async def lobby_with_a_computer(t: Table, a: Player, b: Player) -> None:
    """new, join and leave by command and button, add a computer, refusals, start."""
    sent = await t.command(a, "match new", game="babel")
    thread = t.discord.threads[-1]
    lobby = next(s for s in sent if s.path == "/channels/{channel_id}/messages")
    await t.command(b, "match start", where=thread)  # not the creator: refused
    await t.command(b, "match join", where=thread)
    await t.click(b, lobby, f"l:{_match_of(lobby)}:join", where=thread)  # joined already
    await t.click(b, lobby, f"l:{_match_of(lobby)}:leave", where=thread)
    await t.command(a, "match new", where=thread, game="babel")  # a match is here already
    await t.command(a, "match add-ai", where=thread, level="easy")
    await t.click(a, lobby, f"l:{_match_of(lobby)}:ai", where=thread)  # full: refused
    await t.command(a, "match status", where=thread)
    await t.click(a, lobby, f"l:{_match_of(lobby)}:start", where=thread)
    await t.command(a, "match abort", where=thread)
    await t.command(a, "match new", game="duellum", options="map=north")  # no such side
    await t.command(a, "match new", game="duellum", options="seas=7")  # no such option


def _match_of(message: Sent) -> str:
    return message.custom_ids()[0].split(":")[1]


async def play(g: Game, rng: random.Random, steps: int) -> None:
    for n in range(steps):
        if not await g.step(rng, n % 3, suggest=n % 6 == 5):
            return


def track(t: Table) -> list[int]:
    """The ids of every interaction sent to the bot from now on."""
    ids: list[int] = []
    real = t._dispatch

    async def dispatch(payload: dict[str, Any]) -> list[Sent]:
        ids.append(int(payload["id"]))
        return await real(payload)

    t._dispatch = dispatch  # type: ignore[method-assign]
    return ids


async def chores(t: Table, g: Game, a: Player, b: Player) -> None:
    """Status, log, hand, settings, undo (refused and approved), claims, refusals, autocomplete."""
    await g.command(a, "match status")
    assert g.state is not None
    await g.click(b, g.state, "f:")  # the whole board, privately
    await g.click(b, g.state, "f:")  # again: the same board, from the cache
    await g.command(b, "match log", lines=30)
    await g.command(a, "match hand")
    await g.command(b, "match hand")
    await g.command(a, "match settings")
    await g.command(a, "mine")
    await t.dm_command(b, "mine", page=2)
    await g.command(b, "help")
    await t.dm_command(a, "help", game="nations")
    watcher = Player(a.id + 7, "Watcher", locale=a.locale)  # no seat: follows by DM
    await g.command(watcher, "follow", notices="turns")
    await g.command(a, "follow")  # a player: refused
    await g.command(b, "notices", mode="turn")  # b's turns reach them by DM from here on
    await t.dm_command(a, "notices")
    await g.command(a, "match settings", language="it", reminder_hours=12.0)
    await g.command(a, "match settings", timeout_hours=0.01)  # out of range: refused
    await g.command(a, "match settings", language=a.locale[:2], timeout_action="claim")
    await g.command(b, "match settings", pictures="turn")  # moves posted without pictures
    await play(g, random.Random(2), 3)
    await g.command(a, "match settings", pictures="every")
    await g.command(a, "match claim")  # nobody is late: refused
    await g.command(b, "match vacation", away=True)
    await g.command(b, "match vacation", away=False)
    await g.command(a, "match profile", timezone="Europe/Athens", quiet_start=23, quiet_end=7)
    await t.autocomplete(a, "match profile", "timezone", "Europ", where=g.thread)
    await t.autocomplete(a, "match profile", "timezone", "", where=g.thread)
    # undo: asked, answered by the other player's button (refused, then approved)
    mover = await g.to_act()
    assert mover is not None
    await g.step(random.Random(1), 2)
    asked = last_reply(await g.command(mover, "match undo"))
    other = b if mover is a else a
    if any(c.startswith("u:") for c in asked.custom_ids()):
        await g.click(mover, asked, "u:")  # the asker cannot answer
        await g.click(other, asked, next(c for c in asked.custom_ids() if c.endswith(":n")))
        asked = last_reply(await g.command(mover, "match undo"))
        if any(c.startswith("u:") for c in asked.custom_ids()):
            await g.click(other, asked, next(c for c in asked.custom_ids() if c.endswith(":y")))
    # moves out of turn, malformed and stale
    waiting = await g.to_act()
    if waiting is not None:
        idle = b if waiting is a else a
        assert g.state is not None
        await g.click(idle, g.state, "s:")  # not your turn: a private note
        info = await g.info()
        game_id = info.match.game
        end = tr("en", f"cmd.{game_id}.end.name")
        await g.command(idle, f"{game_id} {end}")


def _slow_state_message(t: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Drawing the board takes longer than the bot waits: it defers, then follows up."""
    import bot.app.runtime as runtime

    real = runtime.state_message

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(0.1)
        return await real(*args, **kwargs)

    monkeypatch.setattr(runtime, "state_message", slow)
    monkeypatch.setattr(t.bot.rt, "defer_after", 0.02)


def _fixed_seeds(monkeypatch: pytest.MonkeyPatch, locale: str) -> None:
    """Matches dealt from fixed seeds, so a failure replays the same games."""
    import itertools

    import service.lobby as lobby

    counter = itertools.count()
    monkeypatch.setattr(
        lobby.secrets,
        "token_hex",
        lambda n=8: f"{locale}-{next(counter)}".encode().hex()[: 2 * n],
    )


def _draw_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each game's pictures are really drawn once of each kind (the phone picture of a move's
    post, the whole board of the "Full board" button, both and the race at the end); later
    posts reuse them (the request's shape, the files and their order, is the same, and the
    flow stays quick). The pictures themselves are checked by tests/bot/test_render*.py."""
    import bot.render as render

    real = render.draw_pictures
    drawn: dict[tuple[str, str, bool], list[tuple[str, bytes]]] = {}

    def once(
        game_id: str,
        view: Any,
        names: Any,
        locale: str = "en",
        race: bool = False,
        what: render.Drawn = "both",
    ) -> list[tuple[str, bytes]]:
        key = (game_id, what, race)
        if key not in drawn:
            drawn[key] = real(game_id, view, names, locale, race, what)
        return drawn[key]

    monkeypatch.setattr(render, "draw_pictures", once)


async def rearrange(g: Game, change: Any) -> None:
    """Edit the stored position (a test's shortcut to a situation), keeping the game's laws."""
    rec = await g.svc.store.get_match(g.id)
    assert rec.state is not None
    game = get_game(rec.game)
    s = game.load_state(rec.state)
    change(s)
    game.check_invariants(s)
    async with g.svc.store._db.transaction() as conn:  # a test's arrangement
        await conn.execute(
            "UPDATE matches SET state = ?, version = version + 1 WHERE id = ?",
            (game.dump_state(s), g.id),
        )


async def discard_half(g: Game) -> None:
    """The all-nations power has struck: one player picks the cards to discard (a select of
    several values), from the private panel."""
    from rules.babel.state import BabelState, PendingDiscard

    def strike(s: Any) -> None:
        assert isinstance(s, BabelState)
        seat = 1 - s.current  # the player who did not call the power
        hand = s.players[seat].hand
        while len(hand) < 5 and s.deck:
            hand.append(s.deck.pop())
        hand.sort()
        assert len(hand) >= 2
        s.pending = PendingDiscard(seat=seat, count=len(s.players[seat].hand) // 2)

    await rearrange(g, strike)
    await g.step(random.Random(0), 1)


async def many_moves_of_one_kind(g: Game) -> Player:
    """Arrange a DUELLUM action with legions spread over the map: well over 25 moves."""
    from rules.duellum.engine import game_map

    player = await g.to_act()
    assert player is not None
    seat = (await g.info(player)).viewer_seat

    def spread(s: Any) -> None:
        assert isinstance(s, DuellumState)
        s.this.phase = Phase.ACT
        s.this.field = Field.DUELLUM
        s.nations[seat].marker = 3
        m = game_map(s)
        taken = set(s.cities) | set(s.legions[1 - seat]) | set(s.galleys[1 - seat])
        land = [r.id for r in m.regions if m.accepts(r.id, Unit.LEGION) and r.id not in taken]
        assert land
        for r in land[: s.nations[seat].legions]:
            s.nations[seat].legions -= 1
            s.legions[seat][r] = s.legions[seat].get(r, 0) + 1

    await rearrange(g, spread)
    return player


async def page_through_moves(g: Game, *, to_last: bool) -> None:
    """Open the panel, the kind with the most moves, and page on (stopping before the last
    page, or on it)."""
    player = await many_moves_of_one_kind(g)
    info = await g.info(player)
    kinds: dict[str, int] = {}
    for a in info.legal:
        kinds[a.type] = kinds.get(a.type, 0) + 1
    kind, count = max(kinds.items(), key=lambda kv: kv[1])
    assert count > 25, kinds
    pages = (count + 24) // 25
    assert g.state is not None
    panel = last_reply(await g.click(player, g.state, "s:"))
    version = info.match.version
    panel = last_reply(await g.click(player, panel, f"t:{g.id}:{version}:{kind}:0"))
    for page in range(1, pages if to_last else pages - 1):
        panel = last_reply(await g.click(player, panel, f"t:{g.id}:{version}:{kind}:{page}"))


async def fire(t: Table, clock: Clock, hours: float) -> list[Sent]:
    """Move the clock on and let the timer dispatcher post what is due."""
    clock.now += hours * HOUR
    mark = len(t.discord.sent)
    assert t.bot.dispatcher is not None
    await t.bot.dispatcher.step()
    await asyncio.sleep(0)
    return t.discord.since(mark)


async def timers(t: Table, g: Game, clock: Clock, creator: Player, action: str) -> list[Sent]:
    """A reminder, then a timeout: the computer moves for the late player, or the other player
    may claim the win (the late one is refused, the other claims)."""
    await g.command(creator, "match settings", timeout_hours=2.0, timeout_action=action)
    posts = await fire(t, clock, 25)
    posts += await fire(t, clock, 73)
    claimable = [s for s in posts if any(c.startswith("c:") for c in s.custom_ids())]
    for post in claimable[:1]:
        late = await g.to_act()
        assert late is not None
        other = next(p for p in g.by_user.values() if p is not late)
        await g.click(late, post, "c:")
        await g.click(other, post, "c:")
    return posts


async def record(
    t: Table, locale: str, monkeypatch: pytest.MonkeyPatch, clock: Clock
) -> list[Sent]:
    a, b = players(locale)
    rng = random.Random(LOCALES.index(locale))
    _fixed_seeds(monkeypatch, locale)
    _draw_once(monkeypatch)
    await lobby_with_a_computer(t, a, b)
    babel = await open_game(t, a, b, "babel")
    await play(babel, rng, 30)
    await discard_half(babel)
    await chores(t, babel, a, b)
    await play(babel, rng, 15)
    assert await timers(t, babel, clock, a, "ai")  # the computer moved for the late player
    resign = last_reply(await babel.command(b, "match resign"))
    if (await babel.info()).match.status == "active":  # asked first: the first button confirms
        await babel.click(b, resign, resign.custom_ids()[0])
    assert (await babel.info()).match.status == "finished"
    # the match was rated: the leaderboards and the profile show it
    await babel.command(a, "match ratings", game="babel", scope="server")
    await babel.command(b, "match ratings", game="babel", scope="global")
    await babel.command(b, "match profile")
    await babel.command(a, "match export", match=babel.id)  # the whole record, two files
    for side in ("east", "west"):
        duel = await open_game(t, b, a, "duellum", f"map={side} special_units=true")
        await play(duel, rng, 25)
        if side == "east":
            await duel.command(a, "match export")  # under way: only what Alice may know
            await chores(t, duel, b, a)
            await t.autocomplete(b, "duellum rondel", "field", "", where=duel.thread)
            await t.autocomplete(a, "duellum move", "to", "", where=duel.thread)
            await page_through_moves(duel, to_last=False)
    with monkeypatch.context() as m:
        _slow_state_message(t, m)
        await play(duel, rng, 3)
        # a slow whole board: acknowledged at once, then sent privately as a follow-up
        m.setattr(t.bot.rt.pictures, "draw", slowed(t.bot.rt.pictures.draw, 0.1))
        assert duel.state is not None and (await duel.info()).match.status == "active"
        await duel.click(a, duel.state, "f:")
    await timers(t, duel, clock, b, "claim")
    assert (await duel.info()).match.status == "finished"
    return list(t.discord.sent)


@pytest.mark.parametrize("locale", LOCALES)
async def test_every_request_of_a_recorded_flow_is_one_discord_accepts(
    table: Table, locale: str, monkeypatch: pytest.MonkeyPatch, clock: Clock
) -> None:
    interactions = track(table)
    sent = await record(table, locale, monkeypatch, clock)
    # the flow reached every kind of request it is meant to cover
    kinds = {
        (s.method, s.path, s.payload.get("type") if s.path.endswith("callback") else None)
        for s in sent
    }
    callback = "/interactions/{webhook_id}/{webhook_token}/callback"
    for want in (
        ("POST", "/channels/{channel_id}/threads", None),
        ("POST", "/channels/{channel_id}/messages", None),
        ("POST", callback, 4),
        ("POST", callback, 5),
        ("POST", callback, 7),
        ("POST", callback, 8),
        ("POST", "/webhooks/{webhook_id}/{webhook_token}", None),
        ("POST", "/users/@me/channels", None),  # a follower's DM
    ):
        assert want in kinds, (want, sorted(kinds, key=str))
    assert any(s.parts and s.files for s in sent)  # a board picture, sent as multipart
    assert any(s.ephemeral for s in sent) and any(s.data.get("embeds") for s in sent)
    # the last post: the phone picture, the whole board and the score race
    assert any(list(s.files) == ["phone.png", "board.png", "race.png"] for s in sent)
    # the whole board, privately, after a deferral too
    boards = [s for s in sent if list(s.files) == ["board.png"] and s.ephemeral]
    assert any(s.path == "/webhooks/{webhook_id}/{webhook_token}" for s in boards)
    assert any(s.path.endswith("/callback") for s in boards)
    # a timer notice with the computer's move: a board posted in the thread
    assert any(s.path == "/channels/{channel_id}/messages" and s.files for s in sent)
    assert any(c.startswith("c:") for s in sent for c in s.custom_ids())  # claim on time
    assert any(s.custom_ids() and s.custom_ids()[0].startswith("m:") for s in sent)  # a discard
    pages = {c.split(":")[4] for s in sent for c in s.custom_ids() if c.startswith("t:")}
    assert {"0", "1"} <= pages  # the panel paged
    check(sent)
    assert not contract.response_violations(interactions, sent)


async def test_a_long_discard_is_not_offered_as_a_suggestion_discord_refuses(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A discard of many cards has a value longer than the 100 characters Discord allows an
    autocomplete choice: Discord would refuse the whole list ("Loading options failed"). Such
    a value is left out, and with nothing left the hint points to the panel."""
    from rules.babel.state import BabelState, PendingDiscard

    a, b = players("el")
    _fixed_seeds(monkeypatch, "discard")
    _draw_once(monkeypatch)
    g = await open_game(table, a, b, "babel")

    def hoard(s: Any) -> None:
        """A hand of 26, long nation names first: every half of it is over 100 characters."""
        assert isinstance(s, BabelState)
        seat = 1 - s.current
        hand = s.players[seat].hand
        s.deck.sort(key=lambda n: -len(n.value))
        while len(hand) < 26 and s.deck:
            hand.append(s.deck.pop(0))
        hand.sort()
        s.pending = PendingDiscard(seat=seat, count=len(hand) // 2)
        shortest = sorted(len(n.value) for n in hand)[: len(hand) // 2]
        assert sum(shortest) + len(shortest) - 1 > 100

    await rearrange(g, hoard)
    player = await g.to_act()
    assert player is not None
    mark = len(table.discord.sent)
    choices = await table.autocomplete(player, "babel discard", "cards", "", where=g.thread)
    check(table.discord.since(mark))
    assert [c["name"] for c in choices] == [tr("el", "bot.complete.too_long")]
    # the panel still takes the discard
    before = (await g.info()).match.version
    await g.step(random.Random(0), 1)
    assert (await g.info()).match.version > before


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_last_page_of_a_kind_of_move_has_unique_custom_ids(
    table: Table, locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = players(locale)
    _fixed_seeds(monkeypatch, f"pages-{locale}")
    _draw_once(monkeypatch)
    duel = await open_game(table, a, b, "duellum", "map=east")
    mark = len(table.discord.sent)
    await page_through_moves(duel, to_last=True)
    check(table.discord.sent[mark:])


async def test_sync_sends_commands_discord_accepts(table: Table) -> None:
    mark = len(table.discord.sent)
    await table.bot.tree.sync()
    guild = discord.Object(id=800_000_000_000_000_001)
    table.bot.tree.copy_global_to(guild=guild)
    await table.bot.tree.sync(guild=guild)
    sent = table.discord.since(mark)
    assert [s.path for s in sent] == [
        "/applications/{application_id}/commands",
        "/applications/{application_id}/guilds/{guild_id}/commands",
    ]
    assert all(s.payload and s.payload[0].get("name_localizations") for s in sent)
    check(sent)


def test_commands_json_is_what_discord_accepts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["commands", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    v = contract.validator(
        contract.body_pointer("bulk_set_application_commands", "application/json")
    )
    errors = [e.message for e in v.iter_errors(printed)]
    assert not errors, errors[:10]
    strict = contract.validator(
        contract.body_pointer("bulk_set_application_commands", "application/json"), strict=True
    )
    assert not [e.message for e in strict.iter_errors(printed)]
    assert not contract.command_limits(printed)
    for top in printed:
        assert set(top["name_localizations"]) == {"el", "it"}


# --- the checker itself finds what it is meant to find -------------------------------------------
def _panel(components: list[dict[str, Any]], **data: Any) -> Sent:
    body = {"type": 4, "data": {"content": "x", "components": components, **data}}
    return Sent("POST", "/interactions/{interaction_id}/{interaction_token}/callback", body)


def _button(cid: str, label: str = "ok") -> dict[str, Any]:
    return {"type": 2, "style": 2, "custom_id": cid, "label": label}


def _select(options: int, **extra: Any) -> list[dict[str, Any]]:
    opts = [{"label": "l", "value": str(i)} for i in range(options)]
    return [{"type": 1, "components": [{"type": 3, "custom_id": "s", "options": opts, **extra}]}]


def _upload(attachment_id: int) -> Sent:
    """A message with one picture, sent as discord.py sends it (payload_json and files[0])."""
    files = Files([{"name": "payload_json"}, {"name": "files[0]", "filename": "a.png"}])
    files["a.png"] = b""
    return Sent(
        "POST",
        "/channels/{channel_id}/messages",
        {"content": "x", "attachments": [{"id": attachment_id, "filename": "a.png"}]},
        files,
    )


def test_the_checker_finds_each_kind_of_violation() -> None:
    ok = _panel([{"type": 1, "components": [_button("a"), _button("b")]}])
    assert contract.violations(ok) == []
    assert contract.violations(_panel(_select(25, placeholder="p" * 150))) == []
    assert contract.violations(_upload(0)) == []
    with pytest.raises(contract.DuplicateCustomId):
        contract.violations(_panel([{"type": 1, "components": [_button("a"), _button("a")]}]))
    row = [{"type": 1, "components": [_button("r")]}]
    field = {"name": "n", "value": "v"}
    cases: list[tuple[Sent, str]] = [
        (_panel([{"type": 1, "components": [_button(str(i)) for i in range(6)]}]), "6 buttons"),
        (_panel([{"type": 1, "components": [_button(str(i))]} for i in range(6)]), "6 action"),
        (_panel([{"type": 1, "components": [_button("x" * 101)]}]), "custom_id is 101"),
        (_panel([{"type": 1, "components": [_button("a", "L" * 81)]}]), "label is 81"),
        (_panel(_select(26)), "26 options"),
        (_panel(_select(0)), "0 options"),
        (_panel(_select(3, placeholder="p" * 151)), "placeholder is 151"),
        (_panel(_select(2, min_values=3, max_values=3)), "min_values 3"),
        (_panel(row, embeds=[{"title": "t" * 257}]), "title is 257"),
        (_panel(row, embeds=[{"description": "d" * 4097}]), "description is 4097"),
        (_panel(row, embeds=[{"description": "d" * 4000}, {"title": "t" * 2001}]), "6001"),
        (_panel(row, embeds=[{"fields": [field] * 26}]), "26 fields"),
        (_panel(row, embeds=[{"fields": [{"name": "n" * 257, "value": "v"}]}]), "name is 257"),
        (_panel(row, embeds=[{"fields": [{"name": "n", "value": "v" * 1025}]}]), "1025"),
        (_panel(row, embeds=[{"footer": {"text": "f" * 2049}}]), "2049"),
        (_panel(row, embeds=[{"title": "t"}] * 11), "11 embeds"),
        (_panel([], content="c" * 2001), "content is 2001"),
        (_panel([], content=""), "empty message"),
        (_panel(row, allowed_mentions={"parse": ["users"], "users": ["1"]}), "parse has"),
        (_panel(row, content="hi", allowed_mentions={"users": ["5"]}), "not mentioned"),
        (_panel(row, colour=3), "'colour' was unexpected"),
        (_panel(row, embeds=[{"title": "t", "flags": 4}]), "embeds"),
        (
            Sent(
                "POST",
                "/interactions/{interaction_id}/{interaction_token}/callback",
                {"type": 8, "data": {"choices": [{"name": "n", "value": "v"}] * 26}},
            ),
            "26 autocomplete choices",
        ),
        (
            Sent(
                "POST",
                "/interactions/{interaction_id}/{interaction_token}/callback",
                {"type": 8, "data": {"choices": [{"name": "n" * 101, "value": "v"}]}},
            ),
            "name is 101",
        ),
        (_upload(1), "files[0] has no attachments entry with id 0"),
        (Sent("POST", "/channels/{channel_id}/messages", {"content": "x", "flags": 64}), "64"),
        (Sent("DELETE", "/channels/{channel_id}/messages", {}), "not in the vendored spec"),
        (Sent("POST", "/interactions/{a}/{b}/callback", {"type": 9}), "callback type 9"),
    ]
    for sent, expected in cases:
        found = contract.violations(sent)
        assert any(expected in v for v in found), (expected, found)
    # answering: one callback per interaction
    answer = Sent("POST", "/interactions/{a}/{b}/callback", {"type": 4}, interaction=7)
    assert contract.response_violations([7], [answer]) == []
    assert contract.response_violations([7], [answer, answer])
    assert contract.response_violations([7, 8], [answer])
    commands = json.loads(json.dumps(_COMMAND))
    assert contract.command_limits([commands]) == []
    commands["options"][0]["name"] = "Bad Name"
    commands["options"][0]["name_localizations"] = {"el": "Νέα"}
    commands["description_localizations"] = {"el": ""}
    found = contract.command_limits([commands])
    assert any("'Bad Name' breaks the rules" in v for v in found), found
    assert any("capital" in v and "Νέα" in v for v in found), found
    assert any("description[el] is 0" in v for v in found), found
    assert any("locale el has a name or a description but not both" in v for v in found), found


_COMMAND = {
    "name": "match",
    "description": "d",
    "type": 1,
    "options": [{"type": 1, "name": "new", "description": "d"}],
}


def test_the_vendored_extract_matches_the_official_spec() -> None:
    """The committed extract is exactly what extract_schemas.py takes from the spec (when the
    spec is on this machine: ``STRATEGOS_DISCORD_OPENAPI`` or the shared copy)."""
    doc = contract.load()
    assert doc["source"].startswith("discord/discord-api-spec ")
    assert doc["openapi"].startswith("3.1") and doc["api_version"] == "10"
    spec_path = next((p for p in SPECS if p.is_file()), None)
    if spec_path is None:
        pytest.skip("no official spec on this machine: the vendored extract is used as it is")
    spec = json.loads(spec_path.read_text(encoding="utf-8"))
    source_file = spec_path.with_name("SOURCE")
    source = source_file.read_text(encoding="utf-8").strip() if source_file.is_file() else ""
    fresh = extract(spec, source or doc["source"])
    assert dumps(fresh) == contract.VENDORED.read_text(encoding="utf-8"), (
        f"the spec changed: run python tests/bot/contract/extract_schemas.py {spec_path}"
    )


# --- Antike: four players, and the fight offered to a defender as buttons ----------------------


@pytest.mark.parametrize("locale", LOCALES)
async def test_an_antike_flow_is_one_discord_accepts(
    table: Table, locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rules.antike.state import AntikeState, Pending, PendingKind
    from rules.common.maps import Unit as AntikeUnit

    interactions = track(table)
    a, b = players(locale)
    base = 120_000_000_000_000_100 + LOCALES.index(locale) * 10
    c, d = Player(base + 3, "Chloe", locale=locale), Player(base + 4, "Δημήτρης", locale=locale)
    _fixed_seeds(monkeypatch, f"antike-{locale}")
    _draw_once(monkeypatch)
    mark = len(table.discord.sent)
    sent = await table.command(a, "match new", game="antike", options="side=east fight=ask")
    thread = table.discord.threads[-1]
    lobby = next(s for s in sent if s.path == "/channels/{channel_id}/messages")
    for p in (b, c, d):
        await table.click(p, lobby, f"l:{_match_of(lobby)}:join", where=thread)
    rec = await table.bot.rt.svc.in_channel(str(thread))
    g = Game(table, thread, rec.id, {str(p.id): p for p in (a, b, c, d)})
    g.state = last_reply(await g.command(a, "match start"))
    await play(g, random.Random(LOCALES.index(locale)), 24)
    assert (await g.info()).match.status == "active"

    # units entered a province of a nation whose order is "ask": its player answers by button
    def offer(s: Any) -> None:
        assert isinstance(s, AntikeState)
        defender = (s.current + 1) % len(s.nations)
        region = sorted(s.cities_of(defender))[0]
        s.pending = [
            Pending(kind=PendingKind.DEFEND, nation=defender, region=region, unit=AntikeUnit.LEGION)
        ]

    await rearrange(g, offer)
    post = last_reply(await g.command(a, "match status"))
    buttons = [x for x in post.custom_ids() if x.startswith("b:")]
    assert len(buttons) == 4
    guard = await g.to_act()
    assert guard is not None
    intruder = next(p for p in (a, b, c, d) if p is not guard)
    before = (await g.info()).match.version
    await g.click(intruder, post, buttons[0])  # not theirs to answer: refused
    assert (await g.info()).match.version == before
    await g.click(guard, post, buttons[1])  # let them pass
    assert (await g.info()).match.version > before
    sent = table.discord.since(mark)
    assert any(x.startswith("b:") for s in sent for x in s.custom_ids())
    assert any(list(s.files) == ["phone.png"] for s in sent)  # the picture for phones
    check(sent)
    assert not contract.response_violations(interactions, sent)


# --- Nations: the progress row as buttons, menus of places, growth at once -------------------


@pytest.mark.parametrize("locale", LOCALES)
async def test_a_nations_flow_is_one_discord_accepts(
    table: Table, locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rules.nations.state import Phase as NationsPhase

    interactions = track(table)
    a, b = players(locale)
    _fixed_seeds(monkeypatch, f"nations-{locale}")
    _draw_once(monkeypatch)
    mark = len(table.discord.sent)
    g = await open_game(table, a, b, "nations", "ages=1")
    rng = random.Random(LOCALES.index(locale))
    menus = growth = 0
    for n in range(160):
        info = await g.info()
        if info.match.status != "active":
            break
        assert g.state is not None
        s = info.view  # nothing a button depends on is hidden
        ids = g.state.custom_ids()
        if s.phase is NationsPhase.GROWTH and growth < 2:  # every seat may press at once
            growth += 1
            for user in info.to_act:
                ids = g.state.custom_ids()
                out = await g.click(g.by_user[user], g.state, next(x for x in ids if "take" in x))
                g.state = last_reply(out)
            continue
        usable = [x for x in ids if x.startswith("o:") and ":buy " in x]
        disabled = {
            c["custom_id"]
            for row in g.state.data.get("components", [])
            for c in row["components"]
            if c.get("disabled")
        }
        usable = [x for x in usable if x not in disabled]
        if s.phase is NationsPhase.ACTIONS and usable and menus < 4:
            menus += 1
            player = await g.to_act()
            assert player is not None
            out = await g.click(player, g.state, usable[rng.randrange(len(usable))])
            reply = last_reply(out)
            if reply.ephemeral and reply.custom_ids():  # several places: chosen privately
                value = reply.component("a:")["options"][0]["value"]
                reply = last_reply(await g.click(player, reply, "a:", values=[value]))
            if not reply.ephemeral:
                g.state = reply
            continue
        if not await g.step(rng, n % 3, suggest=n % 9 == 4):
            break
    assert menus and growth
    sent = table.discord.since(mark)
    assert any(x.startswith("o:") for s in sent for x in s.custom_ids())
    assert any(list(s.files) == ["phone.png"] for s in sent)  # the picture for phones
    check(sent)
    assert not contract.response_violations(interactions, sent)
