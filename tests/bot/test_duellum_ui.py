"""Antike Duellum through real interaction payloads: a match opened with options, turns played
with slash commands and their suggestions, the private panel's rondel select, the quick End
button, a Fortress interrupt answered by the defender, and refusals. Plus the UI hooks on
views built by hand."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.app.gameui import ui_for
from bot.app.i18n import tr
from bot.games.duellum.ui import DuellumUI
from bot.render import has_renderer
from rules.core.errors import InvalidAction
from rules.duellum.actions import Casualties, Fortress, Pick, Rondel, Trade
from rules.duellum.engine import DuellumOptions
from rules.duellum.maps import load_side
from rules.duellum.state import DuellumState, Field, FortressOrder, Pending, PendingKind, Phase
from rules.duellum.view import DuellumView
from rules.games import get_game
from tests.bot.conftest import ALICE, ELENI
from tests.bot.harness import Player, Sent, Table, answer_of

PNG = b"\x89PNG\r\n\x1a\n"
GAME = get_game("duellum")


def only_reply(sent: list[Sent]) -> Sent:
    """The one answer to an interaction. On a loaded machine the bot may defer and follow up;
    that counts as one answer, the follow-up carrying the message."""
    return answer_of(sent)


def public_move(sent: list[Sent]) -> Sent:
    """A move's answer: the new board, posted for everyone."""
    reply = only_reply(sent)
    assert not reply.ephemeral, reply.content
    embeds = reply.data.get("embeds") or []
    assert embeds, reply.text[:300]
    if has_renderer("duellum"):
        assert reply.files and reply.files["phone.png"].startswith(PNG)
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
    """A Duellum match between Alice (English) and Eleni (Greek) in its own thread."""

    def __init__(self, t: Table, thread: int, match_id: int) -> None:
        self.t, self.thread, self.id = t, thread, match_id
        self.svc = t.bot.rt.svc
        self.by_user = {str(ALICE.id): ALICE, str(ELENI.id): ELENI}

    async def to_act(self) -> Player:
        info = await self.svc.status(self.id)
        return self.by_user[info.to_act[0]]

    def other(self, p: Player) -> Player:
        return ELENI if p is ALICE else ALICE

    async def mine(self, p: Player) -> Any:
        return await self.svc.status(self.id, str(p.id))

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
        rec = await self.svc.store.get_match(self.id)
        assert rec.state is not None
        s = GAME.load_state(rec.state)
        change(s)
        GAME.check_invariants(s)
        async with self.svc.store._db.transaction() as conn:  # a test's arrangement
            await conn.execute(
                "UPDATE matches SET state = ?, version = version + 1 WHERE id = ?",
                (GAME.dump_state(s), self.id),
            )


async def open_duellum(t: Table, options: str = "map=east") -> tuple[Match, Sent]:
    sent = await t.command(ALICE, "match new", game="duellum", options=options)
    thread = t.discord.threads[-1]
    lobby = next(s for s in sent if s.path == "/channels/{channel_id}/messages")
    assert "map=east" in lobby.text
    await t.command(ELENI, "match join", where=thread)
    start = public_move(await t.command(ALICE, "match start", where=thread))
    rec = await t.bot.rt.svc.in_channel(str(thread))
    return Match(t, thread, rec.id), start


@pytest.fixture
def no_errors(caplog: pytest.LogCaptureFixture) -> Any:
    caplog.set_level(logging.WARNING, logger="strategos")
    yield
    failed = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not failed, [r.getMessage() for r in failed]


async def test_a_duellum_match_through_commands_panels_and_buttons(
    table: Table, no_errors: Any
) -> None:
    m, start = await open_duellum(table, "map=east special_units=true")
    rec = await m.svc.store.get_match(m.id)
    assert rec.options == {"map": "east", "special_units": True, "fortress": "ask"}
    # the embed names both nations, in the match's language (the creator's: English)
    text = embed_text(start)
    assert "Greece" in text and "Persia" in text and "Personages 0/9" in text
    assert "choosing a rondel field" in text
    # no "End turn" under the board while the rondel move is still to make
    assert not [c for c in start.custom_ids() if c.startswith("q:")]

    first = await m.to_act()
    second = m.other(first)
    seat = (await m.mine(first)).viewer_seat
    locale = "en" if first is ALICE else "el"

    # the rondel: every field, free on the first move, labelled in the caller's language
    fields = await m.complete(first, "duellum rondel", "field")
    assert len(fields) == 8
    assert {c["value"] for c in fields} == {str(i) for i in range(8)}
    militia = next(c for c in fields if c["value"] == "4")
    assert militia["name"] == tr(
        locale,
        "bot.duellum.field_cost",
        index="4",
        field=tr(locale, "duellum.field.militia"),
        cost=0,
    )
    # the other player is told it is not their move, and refused if they try
    theirs = await m.complete(second, "duellum rondel", "field")
    assert len(theirs) == 1 and theirs[0]["value"] == "?"
    version = (await m.svc.status(m.id)).match.version
    refused = only_reply(await m.command(second, "duellum rondel", field="4"))
    assert refused.ephemeral and refused.content
    assert (await m.svc.status(m.id)).match.version == version

    moved = public_move(await m.command(first, "duellum rondel", field="4"))
    assert "MILITIA" in embed_text(moved)
    # now "End turn" is one click under the board
    assert any(c.startswith("q:") for c in moved.custom_ids())

    # MILITIA: the cities offered are named, in English and in Greek alike (proper names)
    side = load_side("east")
    cities = await m.complete(first, "duellum deploy", "city", unit="legion")
    names = {c["value"]: c["name"] for c in cities}
    mine = {r for r, c in (await m.mine(first)).view.cities.items() if c.owner == seat}
    assert set(names) == mine
    assert all(names[r] == side.region(r).name for r in names)
    units = await m.complete(first, "duellum deploy", "unit")
    assert tr(locale, "duellum.unit.legion") in {c["name"] for c in units}
    # a city typed by hand, any case and with an accent, is matched to its id
    target = sorted(mine)[0]
    typed = side.region(target).name.upper().replace("A", "Á", 1)
    deployed = public_move(await m.command(first, "duellum deploy", unit="legion", city=typed))
    assert (await m.mine(first)).view.legions[seat] == {target: 1}

    # the quick End button under the latest board ends the turn (an older one is refused)
    stale = only_reply(await m.click(first, moved, "q:"))
    assert stale.ephemeral and await m.to_act() is first
    ended = public_move(await m.click(first, deployed, "q:"))
    assert await m.to_act() is second
    assert not [c for c in ended.custom_ids() if c.startswith("q:")]

    # the second player opens their panel: their own stock, then the rondel moves
    panel = only_reply(await m.click(second, ended, "s:"))
    assert panel.ephemeral
    other_locale = "en" if second is ALICE else "el"
    assert tr(other_locale, "bot.duellum.stock", marble=3, iron=3, gold=3, coins=1) in panel.content
    select = panel.component("a:")
    values = [o["value"] for o in select["options"]]
    assert values[:8] == [f"rondel {i}" for i in range(8)]
    public_move(await m.click(second, panel, "a:", values=["rondel 6"]))
    info = await m.mine(second)
    assert info.view.this.field is Field.SCIENTIA
    public_move(await m.command(second, "duellum recruit", unit="galley"))
    last = public_move(await m.command(second, "duellum end"))

    # back to the first player: from MILITIA, FERRUM is 4 fields on and costs a unit
    fields = await m.complete(first, "duellum rondel", "field")
    labels = {c["value"]: c["name"] for c in fields}
    militia = tr(locale, "duellum.field.militia")
    # staying is no move: MILITIA again means the whole round, for 5 units
    assert labels["4"] == tr(locale, "bot.duellum.field_cost", index="4", field=militia, cost=5)
    ferrum = tr(locale, "duellum.field.ferrum")
    assert labels["0"] == tr(locale, "bot.duellum.field_cost", index="0", field=ferrum, cost=1)
    pays = await m.complete(first, "duellum rondel", "pay", field="0")
    assert {c["value"] for c in pays} == {"marble", "iron", "gold"}
    assert tr(locale, "duellum.paid.iron", count=1) in {c["name"] for c in pays}
    # the panel lists one move per field first, the other payments after them
    panel = only_reply(await m.click(first, last, "s:"))
    kinds = [c for c in panel.custom_ids() if c.startswith("t:")]
    select = panel.component("a:")
    values = [o["value"] for o in select["options"]]
    firsts = values[: len({v.split()[1] for v in values})]
    assert len({v.split()[1] for v in firsts}) == len(firsts) == 8, values
    assert firsts[:3] == ["rondel 5", "rondel 6", "rondel 7"]
    if kinds:  # more than one page of moves: grouped by kind, rondel first
        assert kinds[0].endswith(":rondel:0")
    paid = public_move(await m.command(first, "duellum rondel", field="0", pay="iron"))
    assert "FERRUM" in embed_text(paid) or ferrum in embed_text(paid)
    public_move(await m.click(first, paid, "q:"))
    assert await m.to_act() is second


async def test_fortress_answered_by_the_defender(table: Table, no_errors: Any) -> None:
    m, _ = await open_duellum(table)
    attacker = await m.to_act()
    defender = m.other(attacker)
    a = (await m.mine(attacker)).viewer_seat
    d = 1 - a
    target = "athenai" if d == 0 else "sardeis"

    def siege(s: DuellumState) -> None:
        # the attacker is in DUELLUM with three legions in the defender's city; the
        # defender holds Fortress
        s.nations[a].marker = 3
        s.this.phase = Phase.ACT
        s.this.field = Field.DUELLUM
        s.nations[a].legions -= 3
        s.legions[a] = {target: 3}
        for pile in (s.deck, s.row, s.discard):
            if "fortress" in pile:
                pile.remove("fortress")
        if len(s.row) < 3:
            s.row.append(s.deck.pop())
        s.nations[d].events = ["fortress"]

    await m.arrange(siege)
    name = load_side("east").region(target).name
    threat = public_move(await m.command(attacker, "duellum conquer", city=name.lower()))
    assert name in threat.text
    # waiting for the defender: no quick button; the attacker's panel says so
    assert not [c for c in threat.custom_ids() if c.startswith("q:")]
    wait = only_reply(await m.click(attacker, threat, "s:"))
    assert wait.ephemeral and "a:" not in "".join(wait.custom_ids())
    status = embed_text(threat)
    assert "Fortress" in status or tr("en", "duellum.card.fortress") in status
    # the defender sees the two answers in their own language (Eleni: Greek) and plays it
    dl = "el" if defender is ELENI else "en"
    answers = await m.complete(defender, "duellum fortress", "play")
    assert {c["value"]: c["name"] for c in answers} == {
        "yes": tr(dl, "bot.duellum.fortress.yes"),
        "no": tr(dl, "bot.duellum.fortress.no"),
    }
    # the attacker cannot answer for them
    refused = only_reply(await m.command(attacker, "duellum fortress", play="yes"))
    assert refused.ephemeral
    done = public_move(await m.command(defender, "duellum fortress", play="yes"))
    s = GAME.load_state((await m.svc.store.get_match(m.id)).state or "")
    assert s.cities[target].owner == a  # three legions beat 1 + Fortress; two fell
    assert s.legions[a] == {target: 1}
    assert "fortress" in s.discard
    # the attacker ends the turn with the quick button; the defender, who lost a city,
    # picks an event card from their panel
    ended = public_move(await m.click(attacker, done, "q:"))
    info = await m.mine(defender)
    assert info.view.pending and info.view.pending[0].kind is PendingKind.PICK
    assert all(isinstance(x, Pick) for x in info.legal)
    panel = only_reply(await m.click(defender, ended, "s:"))
    choice = panel.component("a:")["options"][0]["value"]
    assert choice.startswith("pick ")
    public_move(await m.click(defender, panel, "a:", values=[choice]))
    assert len((await m.mine(defender)).view.nations[d].events) == 1


async def test_bad_match_options_are_refused_in_the_callers_language(table: Table) -> None:
    bad = only_reply(await table.command(ELENI, "match new", game="duellum", options="map=north"))
    assert bad.ephemeral
    assert bad.content == tr("el", "bot.duellum.options.map", value="north")
    assert not table.discord.threads  # no thread opened for a match that cannot be
    unknown = only_reply(await table.command(ALICE, "match new", game="duellum", options="seas=7"))
    assert unknown.content.startswith("Antike Duellum has no option “seas”")
    flag = only_reply(
        await table.command(ALICE, "match new", game="duellum", options="special_units=maybe")
    )
    assert "maybe" in flag.content and "special_units=true" in flag.content


# --- the hooks on hand-made views ------------------------------------------------------------


def view_of(s: DuellumState, seat: int | None) -> DuellumView:
    v = GAME.view(s, seat)
    assert isinstance(v, DuellumView)
    return v


def test_labels_and_parsing_of_every_kind_of_option() -> None:
    ui = ui_for("duellum")
    assert isinstance(ui, DuellumUI)
    assert ui.field_label("move", "origin", "carthago_nova", "el") == "Carthago Nova"
    assert ui.field_label("deploy", "unit", "galley", "el") == tr("el", "duellum.unit.galley")
    assert ui.field_label("develop", "knowhow", "res_publica", "it") == "RES PUBLICA"
    assert ui.field_label("pick", "card", "fortress", "it") == tr("it", "duellum.card.fortress")
    assert ui.field_label("rondel", "pay", "gold,coin", "en") == "1 gold, 1 coin"
    assert ui.field_label("rondel", "pay", "-", "en") == tr("en", "bot.duellum.pay_nothing")
    assert ui.field_label("trade", "give", "iron,iron,iron", "en") == "3 iron"
    assert ui.field_label("rondel", "field", "3", "en") == "3 · DUELLUM"
    paid = Rondel(field=5, pay=("marble", "coin"))  # type: ignore[arg-type]
    assert ui.choice_label(paid, "rondel", "field", "5", "en") == "5 · MARMOR (2 units)"
    assert ui.option_text("rondel", "pay", "") == "-"
    assert ui.option_text("fortress", "play", "True") == "yes"
    # typed by hand: names, ids, accents, case, other languages
    assert ui.parse_option("conquer", "region", "CARTHAGO NOVA") == "carthago_nova"
    assert ui.parse_option("conquer", "region", "Sardéis") == "sardeis"
    assert ui.parse_option("deploy", "unit", "γαλερα") == "galley"
    assert ui.parse_option("found", "resource", "Oro") == "gold"
    assert ui.parse_option("rondel", "pay", "-") == []
    assert ui.parse_option("rondel", "pay", "2 gold, coin") == ["gold", "gold", "coin"]
    assert ui.parse_option("rondel", "field", "4 · MILITIA (1 unit)") == 4
    assert ui.parse_option("rondel", "field", "militia") == 4
    assert ui.parse_option("fortress", "play", "yes") is True
    assert ui.parse_option("fortress", "play", tr("el", "bot.duellum.fortress.no")) is False
    with pytest.raises(InvalidAction) as refused:
        ui.parse_option("rondel", "field", "duellum")  # there are two
    assert refused.value.msg.key == "core.input.ambiguous"
    assert refused.value.msg.params["choices"] == "3 DUELLUM, 7 DUELLUM"
    assert ui.field_label("casualties", "legions", "2", "en").startswith("2 legions")


def test_summary_hand_and_quick_moves_on_a_siege() -> None:
    ui = ui_for("duellum")
    s = GAME.setup(2, DuellumOptions(map="west", special_units=True), "summary")
    s.nations[0].knowhows = ["strata"]
    s.nations[0].events = ["fortress", "academy"]
    s.nations[1].personages = {"king": 1, "philosopher": 2}  # type: ignore[dict-item]
    s.cities["roma"].temple = True
    s.cities["roma"].wall = True
    s.pending = [Pending(kind=PendingKind.FORTRESS, seat=0, region="roma")]
    names = ["Alice", "Eleni"]
    fields = dict(ui.summary(view_of(s, None), names, "en"))
    carthage = fields["Carthage · Alice"]
    assert "STRATA" in carthage and "Fortress, Academy" in carthage
    assert "Rondel: not placed yet" in carthage and "General: in the recruitment area" in carthage
    rome = fields["Rome · Eleni"]
    assert "Personages 3/9: 1 king, 2 philosophers" in rome
    assert "Cities 3 · temples 1 · walls 1" in rome
    status = fields[tr("en", "bot.duellum.status")]
    assert "Alice may play Fortress to defend Roma" in status
    assert all(len(v) <= 1024 for v in fields.values())
    greek = dict(ui.summary(view_of(s, None), names, "el"))
    assert "Καρχηδόνα · Alice" in greek
    # nothing to end while an answer is owed, nor before the rondel move
    assert ui.quick_moves(view_of(s, None)) == set()
    s.pending = []
    assert ui.quick_moves(view_of(s, None)) == set()
    s.this.phase = Phase.ACT
    s.this.field = Field.TEMPLUM
    assert ui.quick_moves(view_of(s, None)) == {"end"}
    hand = ui.hand_text(view_of(s, 0), "en")
    assert hand is not None and hand.startswith("Carthage: Marble 3") and "Academy" in hand
    assert "\n• Academy: " + tr("en", "duellum.card.academy.text") in hand
    assert ui.hand_text(view_of(s, None), "en") is None
    # each player's own standing order for Fortress, in their private part only
    s.fortress_orders = [FortressOrder.KEEP, FortressOrder.PLAY]
    for locale in ("en", "el", "it"):
        own = ui.hand_text(view_of(s, 0), locale)
        assert own is not None
        assert tr(locale, "bot.duellum.order", order=tr(locale, "duellum.order.keep")) in own
        assert tr(locale, "duellum.order.play") not in own
    public = "\n".join(v for _, v in ui.summary(view_of(s, 1), names, "en"))
    assert tr("en", "duellum.order.keep") not in public
    assert ui.field_label("order", "order", "keep", "el") == tr("el", "duellum.order.keep")
    assert ui.parse_option("order", "order", tr("it", "duellum.order.play")) == "play"


def test_panel_order_groups_kinds_and_suggests_one_payment_per_field() -> None:
    ui = ui_for("duellum")
    s = GAME.setup(2, DuellumOptions(), "order")
    me = s.current
    s.nations[me].marker = 0
    s.nations[me].coins = 2
    s.nations[me].iron = 5
    s.nations[me].knowhows = ["commercium"]
    legal = GAME.legal_actions(s, me)
    ordered = ui.panel_order(view_of(s, me), legal)
    assert sorted(map(GAME.notation, ordered)) == sorted(map(GAME.notation, legal))
    heads = [a for a in ordered[:7]]
    assert [a.field for a in heads] == [1, 2, 3, 4, 5, 6, 7]
    assert all(isinstance(a, Rondel) for a in heads)
    # the suggested payment spends the resource held most (iron), never a coin first
    assert heads[3].pay == ("iron",)
    assert "coin" not in [p.value for p in heads[4].pay]
    kinds = list(dict.fromkeys(a.type for a in ordered))
    assert kinds == ["rondel", "trade", "order"]
    # the standing orders for Fortress close the list, after the other ways to pay
    assert [a.type for a in ordered[-2:]] == ["order", "order"]
    assert all(isinstance(a, (Rondel, Trade)) for a in ordered[:-2])


def test_an_option_left_out_is_filled_in_when_only_one_move_fits() -> None:
    ui = ui_for("duellum")
    s = GAME.setup(2, DuellumOptions(map="east"), "complete")
    me = s.current
    n = s.nations[me]
    n.marker = 0
    n.marble, n.iron, n.gold, n.coins = 0, 2, 0, 0
    legal = GAME.legal_actions(s, me)
    # MILITIA is 4 fields on: one unit to pay, and iron is all there is
    typed = {"type": "rondel", "field": 4}
    done = ui.complete_action(typed, legal)
    assert done == {"type": "rondel", "field": 4, "pay": ["iron"]}
    assert GAME.parse_action(done) in legal
    # legal as typed (a free field), or several ways to pay: left as typed
    free = {"type": "rondel", "field": 2}
    assert ui.complete_action(free, legal) == free
    n.gold = 1
    legal = GAME.legal_actions(s, me)
    assert ui.complete_action(typed, legal) == typed
    some = {"type": "casualties", "legions": 1}
    assert ui.complete_action(some, [Casualties(legions=0), Fortress(play=True)]) == some
    # text the rules cannot read stays for them to refuse
    odd = {"type": "rondel", "field": "north"}
    assert ui.complete_action(odd, legal) == odd


def test_every_option_of_every_legal_move_reads_well_and_round_trips() -> None:
    """Over a random game with special units: each legal move's options get a label in every
    language, and the option text reads back to the very same move."""
    import random

    from bot.app.games import option_value

    ui = ui_for("duellum")
    s = GAME.setup(2, DuellumOptions(map="west", special_units=True), "round-trip")
    rng = random.Random(11)
    checked = 0
    kinds: set[str] = set()
    for _ in range(160):
        seat = min(GAME.active_seats(s))
        legal = GAME.legal_actions(s, seat)
        v = view_of(s, seat)
        ordered = ui.panel_order(v, legal)
        assert sorted(map(GAME.notation, ordered)) == sorted(map(GAME.notation, legal))
        for name, value in ui.summary(view_of(s, None), ["A", "B"], "el"):
            assert name and value and len(value) <= 1024
        assert ui.hand_text(v, "it")
        for a in rng.sample(legal, min(len(legal), 12)):
            spec = ui.specs[a.type]
            typed: dict[str, Any] = {"type": a.type}
            for f in spec.fields:
                text = option_value(ui, spec, f, a)
                if text is None:
                    continue
                assert 0 < len(text) <= 100
                for locale in ("en", "el", "it"):
                    label = ui.choice_label(a, a.type, f.name, text, locale)
                    assert label and len(label) <= 100 and "{" not in label, (f.name, label)
                typed[f.name] = ui.parse_option(a.type, f.name, text)
            assert GAME.parse_action(typed) == a
            checked += 1
            kinds.add(a.type)
        s = GAME.apply(s, seat, rng.choice(legal)).state
    assert checked > 300
    assert {"rondel", "deploy", "move", "found", "end"} <= kinds, kinds
