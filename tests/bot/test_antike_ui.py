"""Antike through real interaction payloads: a 4-player match opened in a thread, a rondel move
by slash command with its suggestions, arming, the quick End button and the ping to the next
nation's player, a maneuver whose fight is offered to the defender as buttons, a conquest, a
founding, and refusals in the caller's language. Plus the UI hooks on hand-made views."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.app.gameui import ui_for
from bot.app.i18n import tr
from bot.games.antike.ui import AntikeUI
from rules.antike.actions import Answer, Casualties, Rondel, StartCity
from rules.antike.board import side_of
from rules.antike.state import AntikeState, Order, Pending, PendingKind, Phase
from rules.antike.view import AntikeView
from rules.common.maps import RegionKind, Unit
from rules.core.errors import InvalidAction
from rules.games import get_game
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.harness import Player, Sent, Table, answer_of

PNG = b"\x89PNG\r\n\x1a\n"
GAME = get_game("antike")
CHLOE = Player(110_000_000_000_000_004, "Chloe", locale="en-GB")
PLAYERS = (ALICE, BRUNO, ELENI, CHLOE)
LOCALES = {ALICE.id: "en", BRUNO.id: "it", ELENI.id: "el", CHLOE.id: "en"}


def public_move(sent: list[Sent]) -> Sent:
    """A move's answer: the new board, posted for everyone."""
    reply = answer_of(sent)
    assert not reply.ephemeral, reply.content
    embeds = reply.data.get("embeds") or []
    assert embeds, reply.text[:300]
    assert reply.files and reply.files["phone.png"].startswith(PNG)  # the turn's area
    assert embeds[0]["image"]["url"] == "attachment://phone.png"
    if reply.custom_ids():  # in play: the whole board is a button away, else attached
        assert "board.png" not in reply.files and reply.component("f:")
    else:
        assert reply.files["board.png"].startswith(PNG)
    return reply


def embed_text(reply: Sent) -> str:
    embed = (reply.data.get("embeds") or [{}])[0]
    parts = [embed.get("title", ""), embed.get("description", "")]
    for f in embed.get("fields", []):
        parts += [f["name"], f["value"]]
    return "\n".join(parts)


class Match:
    """An Antike match of four players (English, Italian, Greek, English) in a thread."""

    def __init__(self, t: Table, thread: int, match_id: int) -> None:
        self.t, self.thread, self.id = t, thread, match_id
        self.svc = t.bot.rt.svc
        self.by_user = {str(p.id): p for p in PLAYERS}

    async def state(self) -> AntikeState:
        rec = await self.svc.store.get_match(self.id)
        assert rec.state is not None
        s = GAME.load_state(rec.state)
        assert isinstance(s, AntikeState)
        return s

    async def player_of(self, nation: int) -> Player:
        s = await self.state()
        info = await self.svc.status(self.id)
        seat = s.nations[nation].seat
        user = next(x.user for x in info.seats if x.seat == seat)
        return self.by_user[user]

    async def to_act(self) -> Player:
        info = await self.svc.status(self.id)
        return self.by_user[info.to_act[0]]

    async def command(self, p: Player, path: str, **options: Any) -> list[Sent]:
        return await self.t.command(p, path, where=self.thread, **options)

    async def complete(
        self, p: Player, path: str, focused: str, current: str = "", **filled: Any
    ) -> list[dict[str, Any]]:
        return await self.t.autocomplete(p, path, focused, current, where=self.thread, **filled)

    async def click(
        self, p: Player, message: Sent, prefix: str, values: list[str] | None = None
    ) -> list[Sent]:
        return await self.t.click(p, message, prefix, where=self.thread, values=values)

    async def arrange(self, change: Any) -> None:
        """Edit the stored position (a test's shortcut to a situation), keeping its laws."""
        s = await self.state()
        change(s)
        GAME.check_invariants(s)
        async with self.svc.store._db.transaction() as conn:  # a test's arrangement
            await conn.execute(
                "UPDATE matches SET state = ?, version = version + 1 WHERE id = ?",
                (GAME.dump_state(s), self.id),
            )


async def seat_of(m: Match, p: Player) -> int:
    info = await m.svc.status(m.id, str(p.id))
    assert info.viewer_seat is not None
    return int(info.viewer_seat)


async def open_antike(t: Table, options: str | None = None) -> tuple[Match, Sent]:
    sent = await t.command(ALICE, "match new", game="antike", options=options)
    thread = t.discord.threads[-1]
    assert any(s.path == "/channels/{channel_id}/messages" for s in sent)
    for p in PLAYERS[1:]:
        await t.command(p, "match join", where=thread)
    start = public_move(await t.command(ALICE, "match start", where=thread))
    rec = await t.bot.rt.svc.in_channel(str(thread))
    return Match(t, thread, rec.id), start


@pytest.fixture
def no_errors(caplog: pytest.LogCaptureFixture) -> Any:
    caplog.set_level(logging.WARNING, logger="strategos")
    yield
    failed = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not failed, [r.getMessage() for r in failed]


def battlefield(s: AntikeState, attacker: int, defender: int) -> tuple[str, str, str]:
    """A stage for a maneuver: an empty land city site ``x`` with a land neighbour ``y``
    nobody holds, and a city ``c`` of the defender (who has more than one)."""
    m = side_of(s.side).map
    from rules.common.maps import LEGION_BORDERS

    c = sorted(s.cities_of(defender))[0]
    for r in m.regions:
        if r.kind is not RegionKind.LAND or not r.city or r.id in s.cities:
            continue
        for y in m.neighbours(r.id, LEGION_BORDERS):
            if y not in s.cities and m.region(y).kind is RegionKind.LAND:
                return r.id, y, c
    raise AssertionError("no stage on this map")


async def test_a_four_player_antike_match_through_commands_and_buttons(
    table: Table, no_errors: Any
) -> None:
    m, start = await open_antike(table)
    s = await m.state()
    assert len(s.nations) == 4 and s.players == 4
    text = embed_text(start)
    # the match's language is its creator's (Alice: English); every nation has its block
    assert "Personages 0/9" in text and "Marble 2 · iron 1 · gold 3 · coins 1" in text
    assert "choose a rondel wedge" in text
    assert not [c for c in start.custom_ids() if c.startswith(("q:", "b:"))]

    first = await m.to_act()
    assert first is await m.player_of(0)
    locale = LOCALES[first.id]
    # the rondel: every wedge, free on the first move, in the caller's language
    wedges = await m.complete(first, "antike rondel", "wedge")
    assert {c["value"] for c in wedges} == {str(i) for i in range(8)}
    arming = next(c for c in wedges if c["value"] == "4")
    assert arming["name"] == tr(
        locale, "bot.antike.field_cost", index="4", field=tr(locale, "antike.field.arming"), cost=0
    )
    # another player is refused, and nothing changes
    other = next(p for p in PLAYERS if p is not first)
    version = (await m.svc.status(m.id)).match.version
    refused = answer_of(await m.command(other, "antike rondel", wedge="4"))
    assert refused.ephemeral and refused.content
    assert (await m.svc.status(m.id)).match.version == version

    moved = public_move(await m.command(first, "antike rondel", wedge="4"))
    assert "ARMING" in embed_text(moved) or tr(locale, "antike.field.arming") in embed_text(moved)
    assert any(c.startswith("q:") for c in moved.custom_ids())
    # ARMING: the cities offered are the nation's own where a legion can stand, priced
    cities = await m.complete(first, "antike arm", "city", unit="legion")
    mine = set((await m.state()).cities_of(0))
    status = await m.svc.status(m.id, str(first.id))
    legal = {a.region for a in status.legal if a.type == "arm" and a.unit is Unit.LEGION}
    assert {c["value"] for c in cities} == {r for r in legal if r in mine} != set()
    price = tr(locale, "bot.antike.price.unit")
    assert all(c["name"].endswith(price) for c in cities)
    target = sorted(mine)[0]
    name = side_of(s.side).map.region(target).name
    armed = public_move(await m.command(first, "antike arm", unit="legion", city=name.upper()))
    assert (await m.state()).legions[0] == {target: 1}

    # the quick End button ends the turn; the next nation's player is pinged
    ended = public_move(await m.click(first, armed, "q:"))
    second = await m.player_of(1)
    assert await m.to_act() is second
    assert str(second.id) in ended.mentions_allowed()
    assert f"<@{second.id}>" in ended.content

    # the second nation opens its panel: its stock first, then the rondel moves by price
    panel = answer_of(await m.click(second, ended, "s:"))
    assert panel.ephemeral
    values = [o["value"] for o in panel.component("a:")["options"]]
    assert values[:8] == [f"rondel {i}" for i in range(8)]

    # a maneuver: the second nation's legions meet a third nation's legion
    defender = 2
    x, y, c = battlefield(s, 1, defender)

    def stage(st: AntikeState) -> None:
        st.nations[1].legions -= 4
        st.legions[1] = {y: 2, c: 2}
        st.nations[defender].legions -= 1
        st.legions[defender] = {x: 1}

    await m.arrange(stage)
    panel = answer_of(await m.click(second, ended, "s:"))  # the arrangement made a new version
    mover = public_move(await m.click(second, panel, "a:", values=["rondel 3"]))
    assert (await m.state()).this.phase is Phase.ACT
    entered = public_move(
        await m.command(second, "antike move", unit="legion", **{"from": y, "to": x})
    )
    s = await m.state()
    assert s.pending and s.pending[0].kind is PendingKind.DEFEND
    guard = await m.player_of(defender)
    # the defender is pinged, and the board carries the four answers as buttons
    assert str(guard.id) in entered.mentions_allowed()
    buttons = [c for c in entered.custom_ids() if c.startswith("b:")]
    assert [b.split(":", 3)[3] for b in buttons] == [
        "answer yes",
        "answer no",
        "answer yes always",
        "answer no never",
    ]
    assert not [c for c in entered.custom_ids() if c.startswith("q:")]
    assert mover is not entered
    # only the defender may answer
    refused = answer_of(await m.click(second, entered, "b:"))
    assert refused.ephemeral
    assert (await m.state()).pending
    fought = public_move(await m.click(guard, entered, buttons[2]))
    s = await m.state()
    assert not s.pending
    assert s.nations[defender].order is Order.ALWAYS
    assert x not in s.legions[defender] and s.count(1, Unit.LEGION, x) == 0
    assert s.count(1, Unit.LEGION, y) == 1
    assert str(second.id) in fought.mentions_allowed()

    # the second legion walks in unopposed; the two in the defender's city conquer it
    public_move(await m.command(second, "antike move", unit="legion", **{"from": y, "to": x}))
    conquered = public_move(await m.command(second, "antike conquer", city=c))
    s = await m.state()
    assert s.cities[c].owner == 1
    assert side_of(s.side).map.region(c).name in conquered.text
    # founding a city where the legion stands, then the end: the third nation's turn
    sites = await m.complete(second, "antike found", "site")
    assert x in {c["value"] for c in sites}
    founded = public_move(await m.command(second, "antike found", site=x))
    assert (await m.state()).cities[x].owner == 1
    done = public_move(await m.click(second, founded, "q:"))
    third = await m.player_of(2)
    assert await m.to_act() is third
    assert f"<@{third.id}>" in done.content


async def test_standing_orders_by_command_in_greek(table: Table, no_errors: Any) -> None:
    m, _ = await open_antike(table, "fight=ask")
    s = await m.state()
    eleni = await seat_of(m, ELENI)
    mine = next(i for i in range(4) if s.nations[i].seat == eleni)
    own = s.nations[mine].id
    if await m.to_act() is not ELENI:  # out of turn the command is refused politely
        refused = answer_of(await m.command(ELENI, "antike order", nation=own, order="πάντα"))
        assert refused.ephemeral and (await m.state()).nations[mine].order is Order.ASK

        def hers(st: AntikeState) -> None:
            st.current = mine

        await m.arrange(hers)
    orders = await m.complete(ELENI, "antike order", "order", nation=own)
    assert {o["value"]: o["name"] for o in orders} == {
        "always": tr("el", "antike.order.always"),
        "never": tr("el", "antike.order.never"),
    }
    # her nation and the order typed in Greek; the order changes at once, the turn goes on
    typed = tr("el", f"antike.nation.{own}") if own != "germanic_tribes" else own
    public_move(await m.command(ELENI, "antike order", nation=typed, order="πάντα"))
    s = await m.state()
    assert s.nations[mine].order is Order.ALWAYS and s.current == mine


async def test_bad_options_are_refused_in_the_callers_language(table: Table) -> None:
    bad = answer_of(await table.command(ELENI, "match new", game="antike", options="side=north"))
    assert bad.ephemeral
    assert bad.content == tr(
        "el", "bot.antike.options.value", option="side", value="north", known="west, east"
    )
    unknown = answer_of(await table.command(ALICE, "match new", game="antike", options="seas=7"))
    assert unknown.content.startswith("Antike has no option “seas”")
    assert not table.discord.threads


# --- the hooks on hand-made views ------------------------------------------------------------


def position(seed: str = "ui") -> AntikeState:
    s = GAME.setup(4, GAME.options(None), seed)
    assert isinstance(s, AntikeState)
    return s


def view_of(s: AntikeState, seat: int | None) -> AntikeView:
    v = GAME.view(s, seat)
    assert isinstance(v, AntikeView)
    return v


def test_labels_and_typed_names_in_greek_and_italian() -> None:
    ui = ui_for("antike")
    assert isinstance(ui, AntikeUI)
    assert ui.parse_option("arm", "unit", "λεγεώνα") == "legion"
    assert ui.parse_option("arm", "unit", "Galea") == "galley"
    assert ui.parse_option("rondel", "pay", "2 oro, moneta") == ["gold", "gold", "coin"]
    assert ui.parse_option("rondel", "pay", "-") == []
    assert ui.parse_option("rondel", "field", "4 · ARMING (free)") == 4
    assert ui.parse_option("rondel", "field", "ΕΞΟΠΛΙΣΜΟΣ") == 4
    assert ui.parse_option("develop", "knowhow", "ruota") == "wheel"
    assert ui.parse_option("answer", "fight", "ναι") is True  # noqa: RUF001
    assert ui.parse_option("answer", "fight", "no") is False
    assert ui.parse_option("order", "order", "mai") == "never"
    assert ui.parse_option("move", "origin", "athenae") == "athenae"
    with pytest.raises(InvalidAction):
        ui.parse_option("move", "origin", "atlantis")
    assert ui.field_label("answer", "fight", "yes", "it") == tr("it", "bot.antike.answer.fight")
    assert ui.field_label("rondel", "pay", "-", "el") == tr("el", "bot.antike.pay_nothing")
    assert ui.field_label("casualties", "legions", "2", "en").startswith("2 legions")
    assert ui.option_text("rondel", "pay", "") == "-"


def test_summary_status_and_buttons_of_a_fight_offered() -> None:
    ui = ui_for("antike")
    s = position()
    s.this.phase = Phase.ACT
    s.pending = [Pending(kind=PendingKind.DEFEND, nation=2, region="roma", unit=Unit.LEGION)]
    v = view_of(s, None)
    names = ["Alice", "Bruno", "Ελένη", "Chloe"]
    fields = ui.summary(v, names, "en")
    assert len(fields) == 5
    status = fields[-1][1]
    assert "Waiting for:" in status and "Roma" in status
    assert ui.quick_moves(v) == set()
    buttons = ui.answer_buttons(v, "el")
    assert [n for n, _ in buttons] == [
        "answer yes",
        "answer no",
        "answer yes always",
        "answer no never",
    ]
    assert [lbl for _, lbl in buttons][:2] == [
        tr("el", "bot.antike.answer.fight"),
        tr("el", "bot.antike.answer.pass"),
    ]
    # every button is a legal answer of the defender's seat
    legal = GAME.legal_actions(s, s.nations[2].seat)
    assert {GAME.notation(a) for a in legal} >= {n for n, _ in buttons}


def test_casualties_and_start_cities_as_buttons() -> None:
    ui = ui_for("antike")
    s = position()
    s.this.phase = Phase.ACT
    s.this.legions_left = {"roma": [1, 1]}
    s.this.galleys_left = {"roma": [1]}
    s.pending = [Pending(kind=PendingKind.CASUALTIES, nation=0, region="roma", count=2)]
    buttons = ui.answer_buttons(view_of(s, None), "en")
    assert [n for n, _ in buttons] == ["casualties 1", "casualties 2"]
    assert ui.action_label(Casualties(legions=1), "en") == ui.action_label(
        Casualties(legions=1), "en"
    )
    s.pending = [Pending(kind=PendingKind.START, nation=0, choices=["roma", "neapolis"])]
    labels = dict(ui.answer_buttons(view_of(s, None), "it"))
    assert set(labels) == {"start roma", "start neapolis"}
    assert "Roma" in labels["start roma"]
    assert ui.action_label(StartCity(region="roma"), "it") == labels["start roma"]


def test_panel_order_and_rondel_prices() -> None:
    ui = ui_for("antike")
    s = position()
    s.nations[0].marker = 0
    v = view_of(s, s.nations[0].seat)
    legal = GAME.legal_actions(s, s.nations[0].seat)
    ordered = ui.panel_order(v, legal)
    rondels = [a for a in ordered if isinstance(a, Rondel)]
    assert rondels == ordered[: len(rondels)]
    costs = [len(a.pay) for a in rondels]
    assert costs == sorted(costs) and costs[0] == 0
    paid = next(a for a in rondels if a.pay)
    label = ui.action_label(paid, "en")
    assert "pay" in label and str(paid.field) in label
    assert ui.action_label(Answer(fight=False, order=Order.NEVER), "en") == "Never fight"


async def test_start_cities_are_picked_by_buttons(table: Table, no_errors: Any) -> None:
    """The longer game: each nation picks its start city from the buttons under the board."""
    m, start = await open_antike(table, "longer=true")
    s = await m.state()
    assert s.pending and s.pending[0].kind is PendingKind.START
    picker = await m.player_of(s.pending[0].nation)
    assert f"<@{picker.id}>" in start.content or str(picker.id) in start.mentions_allowed()
    buttons = [c for c in start.custom_ids() if c.startswith("b:")]
    choices = s.pending[0].choices
    assert [b.split(":", 3)[3] for b in buttons] == [f"start {r}" for r in choices]
    side = side_of(s.side).map
    labels = [c["label"] for row in start.data["components"] for c in row["components"]]
    assert any(side.region(choices[0]).name in label for label in labels)
    picked = public_move(await m.click(picker, start, buttons[0]))
    s = await m.state()
    assert s.cities[choices[0]].owner == 0
    # the next decision's buttons come with the new board
    assert s.pending and s.pending[0].kind is PendingKind.START
    offered = [c.split(":", 3)[3] for c in picked.custom_ids() if c.startswith("b:")]
    assert offered == [f"start {r}" for r in s.pending[0].choices]
    assert str((await m.player_of(s.pending[0].nation)).id) in picked.mentions_allowed()
