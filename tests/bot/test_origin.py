"""A component acts only on the match of the channel it was used in (``bot/app/origin.py``).

A custom id names its match, and Discord only checks that the component is on a message the
user can see; so a forged id (``l:<match>:join`` pressed in another channel, or in another
server) must be refused. For every kind of component, from another channel of the same server
and from another server: refused with the one sentence, in the caller's language, and nothing
stored (the match's version, its seats, the caller's remembered name, a waiting repeat). One
forged move per game. And the same ids in the match's own thread still work, private panels
(ephemeral messages in that thread) included. Matches are set up through the service."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pytest

from bot.app.components import DYNAMIC_ITEMS, _Guarded
from bot.app.gameui import ui_for
from bot.app.i18n import tr
from bot.app.names import NAME_KEY
from bot.app.runtime import REPEAT_KEY
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.harness import (
    EPHEMERAL,
    GUILD_ID,
    TEXT_CHANNEL,
    Player,
    Sent,
    Table,
    _message,
    answer_of,
    snowflake,
    text_channel_payload,
)

OTHER_GUILD = 800_000_000_000_000_002
OTHER_CHANNEL = 700_000_000_000_000_002  # a text channel of the other server
MALLORY = Player(110_000_000_000_000_066, "Mallory", locale="en-GB")
PLAYERS = {str(p.id): p for p in (ALICE, BRUNO, ELENI, MALLORY)}
LOCALE = {ALICE.id: "en", BRUNO.id: "it", ELENI.id: "el", MALLORY.id: "en"}

# where a forged id is used: another thread of the same server, the server's text channel,
# a channel of another server
ELSEWHERE = ("other thread", "text channel", "other server")


@dataclass
class Place:
    channel: int
    guild: int = GUILD_ID


def place(name: str) -> Place:
    if name == "other thread":
        return Place(snowflake())
    if name == "text channel":
        return Place(TEXT_CHANNEL)
    return Place(OTHER_CHANNEL, OTHER_GUILD)


async def press(
    t: Table,
    player: Player,
    custom_id: str,
    where: Place,
    *,
    values: list[str] | None = None,
    private: bool = False,
) -> list[Sent]:
    """Use a component with ``custom_id`` in ``where``, as Discord would deliver it: on a
    message there carrying that component (a select when ``values`` are given)."""
    if values is None:
        component: dict[str, Any] = {"type": 2, "style": 1, "label": "·", "custom_id": custom_id}
    else:
        component = {
            "type": 3,
            "custom_id": custom_id,
            "min_values": 1,
            "max_values": max(1, len(values)),
            "options": [{"label": v[:100], "value": v} for v in values],
        }
    message = _message(
        {"components": [{"type": 1, "components": [component]}]},
        where.channel,
    )
    message["flags"] = EPHEMERAL if private else 0
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
    if values is not None:
        data["values"] = values
    other_server = where.guild != GUILD_ID
    channel = text_channel_payload(where.channel) if other_server else t.channel(where.channel)
    payload = t._base(3, data, player, channel, message)
    if other_server:
        payload["guild_id"] = channel["guild_id"] = str(where.guild)
    t.discord.clicked[payload["token"]] = private
    return await t._dispatch(payload)


class Match:
    """A match set up through the service in its own thread of the harness's server."""

    def __init__(self, t: Table, match_id: int, thread: int) -> None:
        self.t, self.id, self.thread = t, match_id, thread
        self.svc = t.bot.rt.svc

    @classmethod
    async def open(
        cls, t: Table, game: str, players: tuple[Player, ...] = (ALICE, BRUNO), start: bool = True
    ) -> Match:
        svc = t.bot.rt.svc
        thread = snowflake()
        rec = await svc.create(
            game,
            channel=str(thread),
            guild=str(GUILD_ID),
            creator=str(players[0].id),
            seed=f"origin-{game}",
        )
        for p in players[1:]:
            await svc.join(rec.id, str(p.id))
        if start:  # its board counts as posted, as when an interaction's answer posts it
            started = await svc.start(rec.id, str(players[0].id), hold_posts=True)
            await svc.posted(started.posts)
        return cls(t, rec.id, thread)

    @property
    def home(self) -> Place:
        return Place(self.thread)

    async def footprint(self) -> tuple[int, str, list[tuple[str, int | None]]]:
        """What a refused interaction must leave as it was: version, status and seats."""
        rec = await self.svc.store.get_match(self.id)
        seats = await self.svc.store.seats(self.id)
        return rec.version, rec.status, [(s.user, s.seat) for s in seats]

    async def version(self) -> int:
        return (await self.svc.store.get_match(self.id)).version

    async def to_act(self) -> Player:
        return PLAYERS[(await self.svc.status(self.id)).to_act[0]]

    async def a_move(self, p: Player) -> str:
        """A legal move of ``p`` now, as its notation."""
        mine = await self.svc.status(self.id, str(p.id))
        assert mine.legal, "the player must have a move for a forged one to matter"
        return str(ui_for(mine.match.game).game.notation(mine.legal[0]))

    async def other(self, p: Player) -> Player:
        seats = await self.svc.store.seats(self.id)
        return next(PLAYERS[s.user] for s in seats if s.user != str(p.id))


@pytest.fixture
def warnings(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.WARNING, logger="strategos.bot")
    return caplog


async def refused_here(
    t: Table,
    m: Match,
    player: Player,
    custom_id: str,
    where: Place,
    caplog: pytest.LogCaptureFixture,
    values: list[str] | None = None,
) -> None:
    """``custom_id`` used in ``where``: the one sentence, privately, and nothing stored."""
    before = await m.footprint()
    caplog.clear()
    reply = answer_of(await press(t, player, custom_id, where, values=values))
    assert reply.ephemeral
    assert reply.content == tr(LOCALE[player.id], "bot.error.other_match")
    assert reply.mentions_allowed() == []
    assert await m.footprint() == before
    # not even the caller's name was remembered
    assert await m.svc.store.get_setting(f"user:{player.id}", NAME_KEY) is None
    lines = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(lines) == 1 and f"match {m.id} " in lines[0], lines
    assert f"component {custom_id.split(':')[0]}:" in lines[0]
    # ids only: never the move or the card a forged id or select carried
    assert custom_id not in lines[0]
    assert not values or all(v not in lines[0] for v in values)


# --- every kind of component, from elsewhere -------------------------------------------

COVERED = "lsfqboatmucrx"  # the prefixes the tests below forge
# Components that name no match and show the presser only their own things, wherever they
# are pressed: ``/mine``'s pages (tests/bot/test_mine.py presses them as someone else)
# and a lobby's "How to play" (a game's help, tests/bot/test_help.py).
MATCHLESS = "yh"


def test_every_kind_of_component_is_checked_and_forged_below() -> None:
    """A new kind of component goes through the check (``_Guarded``) and needs its test here,
    unless it names no match at all."""
    prefixes = {c.__discord_ui_compiled_template__.pattern.split(":")[0] for c in DYNAMIC_ITEMS}
    assert prefixes == set(COVERED) | set(MATCHLESS)
    for c in DYNAMIC_ITEMS:
        pattern = c.__discord_ui_compiled_template__.pattern
        if pattern.split(":")[0] in MATCHLESS:
            assert "(?P<m>" not in pattern and not issubclass(c, _Guarded)
        else:
            assert issubclass(c, _Guarded)


@pytest.mark.parametrize("where", ELSEWHERE)
@pytest.mark.parametrize(
    ("op", "who"), [("join", MALLORY), ("ai", ALICE), ("start", ALICE), ("leave", ELENI)]
)
async def test_a_lobby_button_from_elsewhere_seats_nobody(
    table: Table, warnings: Any, op: str, who: Player, where: str
) -> None:
    m = await Match.open(table, "antike", (ALICE, ELENI), start=False)
    await refused_here(table, m, who, f"l:{m.id}:{op}", place(where), warnings)


@pytest.mark.parametrize("where", ELSEWHERE)
async def test_the_moves_button_from_elsewhere_opens_no_panel(
    table: Table, warnings: Any, where: str
) -> None:
    m = await Match.open(table, "babel")
    await refused_here(table, m, await m.to_act(), f"s:{m.id}", place(where), warnings)


@pytest.mark.parametrize("where", ELSEWHERE)
async def test_the_full_board_button_from_elsewhere_shows_no_board(
    table: Table, warnings: Any, where: str
) -> None:
    m = await Match.open(table, "babel")
    await refused_here(table, m, MALLORY, f"f:{m.id}", place(where), warnings)
    assert len(table.bot.rt.boards) == 0  # nothing was drawn for it


@pytest.mark.parametrize("where", ELSEWHERE)
async def test_a_quick_move_from_elsewhere_is_not_made(
    table: Table, warnings: Any, where: str
) -> None:
    m = await Match.open(table, "polis")  # "pass" is a move of the first player
    p, v = await m.to_act(), await m.version()
    assert "pass" in {a.type for a in (await m.svc.status(m.id, str(p.id))).legal}
    await refused_here(table, m, p, f"q:{m.id}:{v}:pass", place(where), warnings)


@pytest.mark.parametrize("where", ELSEWHERE)
@pytest.mark.parametrize("prefix", ["b", "o"])
async def test_an_answer_or_menu_button_from_elsewhere_makes_no_move(
    table: Table, warnings: Any, prefix: str, where: str
) -> None:
    m = await Match.open(table, "babel")
    p = await m.to_act()
    move, v = await m.a_move(p), await m.version()
    await refused_here(table, m, p, f"{prefix}:{m.id}:{v}:{move}", place(where), warnings)


@pytest.mark.parametrize("where", ELSEWHERE)
async def test_a_move_select_from_elsewhere_makes_no_move(
    table: Table, warnings: Any, where: str
) -> None:
    m = await Match.open(table, "babel")
    p = await m.to_act()
    move, v = await m.a_move(p), await m.version()
    await refused_here(table, m, p, f"a:{m.id}:{v}", place(where), warnings, values=[move])


@pytest.mark.parametrize("where", ELSEWHERE)
@pytest.mark.parametrize("suffix", ["", ":n"])
async def test_a_kind_or_page_button_from_elsewhere_shows_nothing(
    table: Table, warnings: Any, suffix: str, where: str
) -> None:
    m = await Match.open(table, "polis")
    p, v = await m.to_act(), await m.version()
    await refused_here(table, m, p, f"t:{m.id}:{v}:create:0{suffix}", place(where), warnings)


@pytest.mark.parametrize("where", ELSEWHERE)
async def test_a_pick_select_from_elsewhere_picks_nothing(
    table: Table, warnings: Any, where: str
) -> None:
    m = await Match.open(table, "babel")
    p, v = await m.to_act(), await m.version()
    await refused_here(
        table, m, p, f"m:{m.id}:{v}", place(where), warnings, values=["card_a", "card_b"]
    )


@pytest.mark.parametrize("where", ELSEWHERE)
async def test_an_undo_vote_from_elsewhere_undoes_nothing(
    table: Table, warnings: Any, where: str
) -> None:
    m = await Match.open(table, "babel")
    mover = await m.to_act()
    moved = await m.svc.act(m.id, str(mover.id), await m.a_move(mover), hold_posts=True)
    await m.svc.posted(moved.posts)
    asked = await m.svc.request_undo(m.id, str(mover.id))
    (approver,) = [PLAYERS[u] for u in asked.waiting_for]
    v = await m.version()
    await refused_here(table, m, approver, f"u:{m.id}:{v}:y", place(where), warnings)
    assert (await m.svc.store.get_match(m.id)).settings.get("undo"), "the request still waits"


@pytest.mark.parametrize("where", ELSEWHERE)
async def test_a_claim_from_elsewhere_claims_nothing(
    table: Table, warnings: Any, where: str
) -> None:
    m = await Match.open(table, "babel")
    waiting = await m.other(await m.to_act())
    await refused_here(table, m, waiting, f"c:{m.id}", place(where), warnings)


@pytest.mark.parametrize("where", ELSEWHERE)
async def test_a_repeat_confirmation_from_elsewhere_repeats_nothing(
    table: Table, warnings: Any, where: str
) -> None:
    m = await Match.open(table, "babel")
    p = await m.to_act()
    move, v = await m.a_move(p), await m.version()
    pending = {"match": m.id, "version": v, "action": move}
    await m.svc.store.set_setting(f"user:{p.id}", REPEAT_KEY, pending)
    await refused_here(table, m, p, f"r:{m.id}:{v}", place(where), warnings)
    assert await m.svc.store.get_setting(f"user:{p.id}", REPEAT_KEY) == pending


@pytest.mark.parametrize("where", ELSEWHERE)
@pytest.mark.parametrize("answer", ["y", "n"])
async def test_a_resignation_from_elsewhere_is_not_taken(
    table: Table, warnings: Any, answer: str, where: str
) -> None:
    m = await Match.open(table, "babel")
    p, v = await m.to_act(), await m.version()
    await refused_here(table, m, p, f"x:{m.id}:{v}:{answer}", place(where), warnings)


# --- a forged move in every game ---------------------------------------------------------


@pytest.mark.parametrize("where", ["other thread", "other server"])
@pytest.mark.parametrize("game", ["babel", "duellum", "antike", "polis", "nations"])
async def test_a_forged_move_is_refused_in_every_game(
    table: Table, warnings: Any, game: str, where: str
) -> None:
    """The player to act, with a legal move, on a select naming their match elsewhere."""
    m = await Match.open(table, game, (ELENI, BRUNO))
    p = await m.to_act()
    move, v = await m.a_move(p), await m.version()
    await refused_here(table, m, p, f"a:{m.id}:{v}", place(where), warnings, values=[move])
    await refused_here(table, m, p, f"b:{m.id}:{v}:{move}", place(where), warnings)


async def test_another_match_of_the_same_server_is_not_reached_from_its_thread(
    table: Table, warnings: Any
) -> None:
    """Two matches side by side: ids of the first, used in the second's thread, are refused;
    the second's own buttons there work."""
    first = await Match.open(table, "babel")
    second = await Match.open(table, "babel", (ELENI, BRUNO))
    p = await first.to_act()
    move, v = await first.a_move(p), await first.version()
    await refused_here(table, first, p, f"a:{first.id}:{v}", second.home, warnings, [move])
    mine = answer_of(await press(table, ELENI, f"s:{second.id}", second.home))
    assert mine.ephemeral and mine.content != tr("el", "bot.error.other_match")


# --- the same ids at home still work ------------------------------------------------------


async def test_lobby_buttons_work_in_the_matchs_own_thread(table: Table, warnings: Any) -> None:
    m = await Match.open(table, "antike", (ALICE, ELENI), start=False)
    joined = answer_of(await press(table, MALLORY, f"l:{m.id}:join", m.home))
    assert joined.payload["type"] == 7 and f"<@{MALLORY.id}>" in joined.text
    seats = await m.svc.store.seats(m.id)
    assert str(MALLORY.id) in {s.user for s in seats}
    assert not [r for r in warnings.records if r.levelno >= logging.WARNING]


async def test_a_private_panel_in_the_matchs_thread_makes_the_move(
    table: Table, warnings: Any
) -> None:
    """The panel is an ephemeral message in the match's thread: its select passes the check."""
    m = await Match.open(table, "babel")
    p = await m.to_act()
    panel = answer_of(await press(table, p, f"s:{m.id}", m.home))
    assert panel.ephemeral and panel.component("a:")
    v = await m.version()
    move = panel.component("a:")["options"][0]["value"]
    moved = answer_of(await table.click(p, panel, "a:", where=m.thread, values=[move]))
    assert not moved.ephemeral and moved.files
    assert await m.version() > v
    assert not [r for r in warnings.records if r.levelno >= logging.WARNING]


async def test_the_full_board_button_in_the_matchs_thread_shows_the_board_privately(
    table: Table, warnings: Any
) -> None:
    """Anyone in the thread may look, a spectator too: the board is drawn from the public
    view, and shown only to them."""
    m = await Match.open(table, "babel")
    shown = answer_of(await press(table, MALLORY, f"f:{m.id}", m.home))
    assert shown.ephemeral and set(shown.files) == {"board.png"}
    assert shown.files["board.png"].startswith(b"\x89PNG")
    assert not [r for r in warnings.records if r.levelno >= logging.WARNING]


async def test_resigning_and_keeping_on_in_the_matchs_own_thread(table: Table) -> None:
    m = await Match.open(table, "babel")
    p, v = await m.to_act(), await m.version()
    kept = answer_of(await press(table, p, f"x:{m.id}:{v}:n", m.home, private=True))
    assert kept.content == tr(LOCALE[p.id], "bot.resign.kept")
    answer_of(await press(table, p, f"x:{m.id}:{v}:y", m.home, private=True))
    assert (await m.svc.store.get_match(m.id)).status == "finished"


# --- slash commands -------------------------------------------------------------------------


async def test_a_command_finds_no_match_of_another_server_in_its_channel(
    table: Table, warnings: Any
) -> None:
    """A match stored for this channel but another server (it cannot be ours): as if there
    were none, and nothing stored."""
    thread = snowflake()
    svc = table.bot.rt.svc
    rec = await svc.create(
        "antike", channel=str(thread), guild=str(OTHER_GUILD), creator=str(ALICE.id)
    )
    reply = answer_of(await table.command(BRUNO, "match join", where=thread))
    assert reply.ephemeral
    assert reply.content == tr("it", "service.error.no_match_here")
    assert [s.user for s in await svc.store.seats(rec.id)] == [str(ALICE.id)]
    assert any(f"match {rec.id} " in r.getMessage() for r in warnings.records)
    choices = await table.autocomplete(BRUNO, "antike rondel", "wedge", "", where=thread)
    assert [c["value"] for c in choices] == ["?"]
