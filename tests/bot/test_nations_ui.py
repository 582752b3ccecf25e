"""Nations through real interaction payloads: a whole three-player game (one age) played on
the board's buttons — nations chosen, growth pressed by every seat at once, cards bought from
the progress row (a card with several places asks privately where), events answered, passes —
with refusals in the caller's language for a seat that may not act, a stranger, a stale
button and bad slash-command input. Plus the button rules on hand-made positions."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest

from bot.app.gameui import ui_for
from bot.app.i18n import tr
from bot.games.nations.text import row_price
from rules.games import get_game
from rules.nations.state import NationsState, Phase
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.harness import Player, Sent, Table, answer_of

GAME = get_game("nations")
PNG = b"\x89PNG\r\n\x1a\n"
PLAYERS = (ALICE, BRUNO, ELENI)
LOCALE = {ALICE.id: "en", BRUNO.id: "it", ELENI.id: "el"}
STRANGER = Player(110_000_000_000_000_077, "Dario", locale="it")
LEVELS = ["chieftain", "prince", "king", "emperor"]
CHOSEN = {ALICE.id: "king", BRUNO.id: "emperor", ELENI.id: "chieftain"}  # each their own


@pytest.fixture
def no_errors(caplog: pytest.LogCaptureFixture) -> Any:
    caplog.set_level(logging.WARNING, logger="strategos")
    yield
    failed = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not failed, [r.getMessage() for r in failed]


class Match:
    def __init__(self, t: Table, thread: int, match_id: int, board: Sent) -> None:
        self.t, self.thread, self.id, self.board = t, thread, match_id, board
        self.svc = t.bot.rt.svc
        self.by_user = {str(p.id): p for p in PLAYERS}

    async def info(self, p: Player | None = None) -> Any:
        return await self.svc.status(self.id, str(p.id) if p else None)

    async def state(self) -> NationsState:
        rec = await self.svc.store.get_match(self.id)
        s = GAME.load_state(rec.state)
        assert isinstance(s, NationsState)
        return s

    async def version(self) -> int:
        return int((await self.info()).match.version)

    async def to_act(self) -> list[Player]:
        return [self.by_user[u] for u in (await self.info()).to_act]

    async def click(self, p: Player, prefix: str, message: Sent | None = None) -> Sent:
        sent = await self.t.click(p, message or self.board, prefix, where=self.thread)
        reply = answer_of(sent)
        if not reply.ephemeral and reply.data.get("embeds"):
            assert reply.files["phone.png"].startswith(PNG)  # the picture for phones
            if reply.custom_ids():  # in play: the whole board is a button away
                assert "board.png" not in reply.files and reply.component("f:")
            else:  # the end: attached
                assert reply.files["board.png"].startswith(PNG)
            self.board = reply
        return reply

    async def command(self, p: Player, path: str, **options: Any) -> Sent:
        reply = answer_of(await self.t.command(p, path, where=self.thread, **options))
        if not reply.ephemeral and reply.data.get("embeds"):
            self.board = reply
        return reply

    def buttons(self, prefix: str) -> list[dict[str, Any]]:
        out = []
        for row in self.board.data.get("components", []):
            for c in row.get("components", []):
                if str(c.get("custom_id", "")).startswith(prefix):
                    out.append(c)
        return out

    async def refused(self, p: Player, prefix: str, key: str, **params: Any) -> None:
        """``p`` presses a button that is not theirs to press: a private sentence in their
        language, and nothing moves."""
        before = await self.version()
        reply = await self.click(p, prefix)
        assert reply.ephemeral
        assert reply.content == tr(LOCALE.get(p.id, "it"), key, **params)
        assert await self.version() == before


async def open_nations(t: Table) -> Match:
    await t.command(ALICE, "match new", game="nations", options="ages=1")
    thread = t.discord.threads[-1]
    for p in PLAYERS[1:]:
        await t.command(p, "match join", where=thread)
    start = answer_of(await t.command(ALICE, "match start", where=thread))
    rec = await t.bot.rt.svc.in_channel(str(thread))
    return Match(t, thread, rec.id, start)


async def test_a_whole_three_player_game_on_the_buttons(table: Table, no_errors: Any) -> None:
    m = await open_nations(table)
    refusals: set[str] = set()
    bought = deployed = 0
    for _ in range(400):
        info = await m.info()
        if info.match.status != "active":
            break
        s = await m.state()
        players = await m.to_act()
        me = players[0]
        ids = [c["custom_id"] for c in m.buttons("")]
        assert len(ids) == len(set(ids)) <= 25  # Discord's limits: unique ids, 5 rows of 5
        assert all(len(c.get("label", "")) <= 80 for c in m.buttons(""))
        others = [p for p in PLAYERS if p not in players]
        if s.phase is Phase.PICK:
            assert len(m.buttons("o:")) == len(s.offered)
            if "pick" not in refusals:
                await m.refused(others[0], "o:", "core.error.not_your_turn")
                refusals.add("pick")
            reply = await m.click(me, "o:")  # the nation; the level is chosen privately
            assert reply.ephemeral
            choice = reply.component("a:")
            values = [o["value"] for o in choice["options"]]
            nation = values[0].split()[1]
            assert values == [f"pick {nation} a {lv}" for lv in LEVELS]
            loc = LOCALE[me.id]
            preset = tr(loc, "bot.nations.preset_level")
            assert [preset in o["label"] for o in choice["options"]] == [
                lv == "prince" for lv in LEVELS
            ]
            assert (
                tr(loc, f"nations.level.{CHOSEN[me.id]}")
                in choice["options"][LEVELS.index(CHOSEN[me.id])]["label"]
            )
            value = f"pick {nation} a {CHOSEN[me.id]}"
            m.board = answer_of(await table.click(me, reply, "a:", where=m.thread, values=[value]))
            after = await m.state()
            assert after.seats[seat_of(info, me)].level == CHOSEN[me.id]
            shown = [tr(lc, f"nations.level.{CHOSEN[me.id]}") for lc in ("en", "el", "it")]
            assert any(json.dumps(word)[1:-1] in m.board.text for word in shown)  # public
        elif s.phase is Phase.GROWTH:
            growth = [c["custom_id"].rsplit(":", 1)[1] for c in m.buttons("b:")]
            assert growth == ["grow food", "grow stability", "take gold", "take stone", "take food"]
            if "stranger" not in refusals:
                await m.refused(STRANGER, "b:", "service.error.not_seated")
                refusals.add("stranger")
            if len(players) == 3:  # every seat may press at once: the first two do here
                old = m.board
                await m.click(players[0], f"b:{m.id}:{await m.version()}:take gold")
                assert (await m.state()).seats[seat_of(info, players[0])].grown
                stale = old.component("b:")["custom_id"]
                before = await m.version()
                reply = await m.click(players[1], stale, old)
                assert reply.ephemeral and await m.version() == before  # an old message's button
                await m.click(players[1], f"b:{m.id}:{before}:grow food")
            else:
                await m.click(me, "b:")
        elif s.phase in (Phase.CHOICE, Phase.EVENT_PICK):
            for p in players:
                await m.click(p, f"b:{m.id}:{await m.version()}:choose 1")
        else:
            cards = [c for c in m.buttons("o:") if ":buy " in c["custom_id"]]
            if "turn" not in refusals and others:
                card = next(c for c in cards)
                await m.refused(others[0], card["custom_id"], "core.error.not_your_turn")
                deploy_id = f"o:{m.id}:{await m.version()}:deploy"
                await m.refused(others[-1], deploy_id, "core.error.not_your_turn")
                await m.refused(STRANGER, card["custom_id"], "service.error.not_seated")
                refusals.add("turn")
            usable = [c for c in cards if not c.get("disabled")]
            deploy = next(c for c in m.buttons("o:") if c["custom_id"].endswith(":deploy"))
            if not deploy.get("disabled") and deployed < 2 and bought:
                reply = await m.click(me, deploy["custom_id"])
                if reply.ephemeral:  # which card gets the worker: named in each choice
                    choice = reply.component("a:")
                    assert all(" · " in o["label"] for o in choice["options"])
                    value = choice["options"][0]["value"]
                    sent = await table.click(me, reply, "a:", where=m.thread, values=[value])
                    m.board = answer_of(sent)
                deployed += 1
            elif usable and bought < 6 and s.seats[seat_of(info, me)].acted < 2:
                reply = await m.click(me, usable[0]["custom_id"])
                if reply.ephemeral:  # several places: the buyer chooses privately
                    choice = reply.component("a:")
                    assert all(o["value"].startswith("buy ") for o in choice["options"])
                    assert all(" · " in o["label"] for o in choice["options"])  # the card named
                    sent = await table.click(
                        me, reply, "a:", where=m.thread, values=[choice["options"][0]["value"]]
                    )
                    m.board = answer_of(sent)
                bought += 1
            else:
                await m.click(me, f"b:{m.id}:{await m.version()}:pass")
    info = await m.info()
    assert info.match.status == "finished", info.match.status
    assert refusals == {"pick", "stranger", "turn"}
    levels = {p.id: (await m.state()).seats[seat_of(info, p)].level for p in PLAYERS}
    assert levels == CHOSEN  # [Setup step 3] each player's own, kept to the end
    assert bought >= 3 and deployed >= 1
    assert "bot.nations" not in m.board.text and "nations." not in m.board.text


async def to_the_actions(m: Match, table: Table) -> None:
    """On to the first action phase on the buttons: each nation under its button, at the
    first level of the private choice; growth and answers by their buttons."""
    for _ in range(40):
        s = await m.state()
        if s.phase is Phase.ACTIONS:
            return
        for p in await m.to_act():
            if s.phase is Phase.PICK:
                reply = await m.click(p, "o:")
                value = reply.component("a:")["options"][0]["value"]
                m.board = answer_of(
                    await table.click(p, reply, "a:", where=m.thread, values=[value])
                )
            else:
                await m.click(p, f"b:{m.id}:{await m.version()}:")


def seat_of(info: Any, p: Player) -> int:
    return next(s.seat for s in info.seats if s.user == str(p.id))


async def test_bad_slash_command_input_is_refused_in_the_callers_language(
    table: Table, no_errors: Any
) -> None:
    m = await open_nations(table)
    for _ in range(40):  # on to the first action phase: nations by command, growth on buttons
        s = await m.state()
        if s.phase is Phase.ACTIONS:
            break
        if s.phase is Phase.PICK:
            await pick_by_command(m, table, s)
            continue
        for p in await m.to_act():
            await m.click(p, f"b:{m.id}:{await m.version()}:")
    s = await m.state()
    assert s.phase is Phase.ACTIONS
    me = (await m.to_act())[0]
    loc = LOCALE[me.id]
    before = await m.version()
    out = await m.command(me, "nations buy", row="9", card="1")
    assert out.ephemeral and "9" in out.content
    assert out.content == tr(loc, "core.input.out_of_range", value="9", min=1, max=3)
    out = await m.command(me, "nations deploy", to="5")
    assert out.ephemeral
    assert out.content in {
        tr(loc, "nations.error.empty_slot", slot=5),
        tr(loc, "nations.error.no_idle_worker"),
    }
    out = await m.command(me, "nations take", resource="gold")
    assert out.content == tr(loc, "nations.error.not_growth")
    other = next(p for p in PLAYERS if p is not me)
    out = await m.command(other, "nations pass")
    assert out.content == tr(LOCALE[other.id], "core.error.not_your_turn")
    assert await m.version() == before
    # suggestions name the cards of the row, with their price and place
    from bot.games.nations.text import name, short_name
    from rules.nations.actions import Buy

    seat = seat_of(await m.info(), me)
    buy = next(a for a in GAME.legal_actions(s, seat) if isinstance(a, Buy))
    card = s.row[buy.row - 1][buy.col - 1]
    assert card is not None
    rows = await table.autocomplete(me, "nations buy", "row", "", where=m.thread)
    assert rows and all(1 <= len(c["name"]) <= 100 for c in rows)
    assert any(short_name(card, loc) in c["name"] for c in rows)
    cols = await table.autocomplete(me, "nations buy", "card", "", where=m.thread, row=str(buy.row))
    assert any(name(card, loc) in c["name"] and c["value"] == str(buy.col) for c in cols)
    moved = await m.command(me, "nations pass")
    assert not moved.ephemeral and await m.version() > before


TYPED = {ALICE.id: "Emp", BRUNO.id: "re", ELENI.id: "βασιλιας"}  # a beginning, a name, no accent
TYPED_LEVEL = {ALICE.id: "emperor", BRUNO.id: "king", ELENI.id: "king"}


async def pick_by_command(m: Match, table: Table, s: NationsState) -> None:
    """[Setup step 3] the player to choose takes a nation with ``/nations pick``, naming a
    level in their own language; a word that is no level is refused saying what to write."""
    from bot.games.nations.text import name

    me = (await m.to_act())[0]
    loc = LOCALE[me.id]
    nation = s.offered[0]
    levels = await table.autocomplete(
        me, "nations pick", "level", "", where=m.thread, nation=nation
    )
    assert [c["value"] for c in levels] == LEVELS
    assert all(tr(loc, f"nations.level.{c['value']}") in c["name"] for c in levels)
    before = await m.version()
    out = await m.command(me, "nations pick", nation=name(nation, loc), level="duke")
    assert out.ephemeral and await m.version() == before
    assert out.content == tr(loc, "nations.error.no_such_level", word="duke")
    await m.command(me, "nations pick", nation=name(nation, loc), level=TYPED[me.id])
    seat = seat_of(await m.info(), me)
    assert (await m.state()).seats[seat].level == TYPED_LEVEL[me.id]


def position(phase: Phase = Phase.ACTIONS) -> NationsState:
    s = GAME.setup(3, GAME.options(None), "buttons")
    for seat, nation in zip(s.order[::-1], list(s.offered), strict=False):
        s = GAME.apply(s, seat, GAME.parse_notation(f"pick {nation} a")).state
    while s.phase is Phase.GROWTH:
        seat = min(GAME.active_seats(s))
        s = GAME.apply(s, seat, GAME.parse_notation("take gold")).state
    assert s.phase is phase
    return s


def test_cards_the_player_to_act_cannot_afford_are_greyed_out() -> None:
    ui = ui_for("nations")
    s = position()
    s.seats[s.current].gold = 2  # row 1 costs 3
    cards = [b for b in ui.board_buttons(GAME.view(s, None), "en") if b.move.startswith("buy")]
    assert cards and all(b.menu for b in cards)
    assert not any(b.enabled for b in cards if b.move.startswith("buy 1 "))
    assert any(b.enabled for b in cards if not b.move.startswith("buy 1 "))
    s.seats[s.current].gold = 0
    buttons = ui.board_buttons(GAME.view(s, None), "it")
    assert not any(b.enabled for b in buttons if b.move.startswith("buy"))
    passing = next(b for b in buttons if b.move == "pass")
    assert passing.enabled and passing.label == tr("it", "bot.nations.button.pass")


def test_five_players_fill_at_most_the_twenty_three_places_beside_panel_and_board() -> None:
    """With 21 cards in the row, the dearest row's last card is left to the panel."""
    ui = ui_for("nations")
    s = GAME.setup(5, GAME.options(None), "five")
    for seat, nation in zip(s.order[::-1], list(s.offered), strict=False):
        s = GAME.apply(s, seat, GAME.parse_notation(f"pick {nation} a")).state
    while s.phase is Phase.GROWTH:
        s = GAME.apply(s, min(GAME.active_seats(s)), GAME.parse_notation("grow food")).state
    dearest = max(range(1, 4), key=lambda r: row_price(r))
    for locale in ("en", "el", "it"):
        buttons = ui.board_buttons(GAME.view(s, None), locale)
        assert len(buttons) <= 23
        bought = {b.move for b in buttons if b.move.startswith("buy")}
        assert len(bought) == 20  # 3 rows of 7 columns, one left out
        assert f"buy {dearest} 7" not in bought
        assert {f"buy {r} {c}" for r in range(1, 4) for c in range(1, 8)} - bought == {
            f"buy {dearest} 7"
        }
        assert {"deploy", "hire", "pass"} <= {b.move for b in buttons}
        assert all(len(b.label) <= 80 for b in buttons)


def test_growth_buttons_show_the_amount_only_when_every_choosing_seat_gets_the_same() -> None:
    """[Difficulty levels] each player may have a level of their own: the growth buttons,
    pressed by every seat still choosing, name an amount only when it is each one's amount."""
    ui = ui_for("nations")
    s = GAME.setup(2, GAME.options({"levels": "emperor/chieftain"}), "levels")
    for seat, nation in zip(s.order[::-1], list(s.offered), strict=False):
        s = GAME.apply(s, seat, GAME.parse_notation(f"pick {nation} a")).state
    assert s.phase is Phase.GROWTH and GAME.active_seats(s) == {0, 1}
    for locale in ("en", "el", "it"):
        labels = {b.move: b.label for b in ui.board_buttons(GAME.view(s, None), locale)}
        assert labels["take gold"] == tr(
            locale, "bot.nations.button.take_level", resource=_word(locale, "gold")
        )
        assert not any(ch.isdigit() for ch in labels["take gold"])
    s = GAME.apply(s, 0, GAME.parse_notation("take stone")).state  # the emperor has chosen
    labels = {b.move: b.label for b in ui.board_buttons(GAME.view(s, None), "en")}
    assert labels["take gold"] == tr(
        "en", "bot.nations.button.take", count=4, resource=_word("en", "gold")
    )
    before = s.seats[1].gold
    s = GAME.apply(s, 1, GAME.parse_notation("take gold")).state
    assert s.seats[1].gold == before + 4  # the chieftain's four, as the button said


def _word(locale: str, resource: str) -> str:
    from bot.games.nations import text as text

    return text.word(resource, locale)


async def test_bad_match_options_are_refused_in_the_callers_language(table: Table) -> None:
    bad = answer_of(
        await table.command(ELENI, "match new", game="nations", options="levels=prince/duke")
    )
    assert bad.ephemeral
    assert bad.content == tr(
        "el",
        "bot.nations.options.levels",
        value="duke",
        known="chieftain, prince, king, emperor",
    )
    wrong = answer_of(await table.command(ALICE, "match new", game="nations", options="ages=6"))
    assert wrong.content == tr(
        "en", "bot.nations.options.value", option="ages", value="6", known="1, 2, 3, 4"
    )
    promo = answer_of(await table.command(ALICE, "match new", game="nations", options="promo=1"))
    assert promo.content == tr(
        "en", "bot.nations.options.value", option="promo", value="1", known="true, false"
    )
    unknown = answer_of(await table.command(ALICE, "match new", game="nations", options="seas=7"))
    assert unknown.content.startswith("Nations has no option “seas”")
    assert not table.discord.threads
    await table.command(
        ALICE, "match new", game="nations", options="levels=king/emperor promo=true easier=true"
    )
    assert table.discord.threads  # a right one opens the match


async def test_an_event_choice_asks_one_nation_at_a_time_in_reverse_order(
    table: Table, no_errors: Any
) -> None:
    """[Events] several nations answer an event's choice in reverse player order, the last
    in order first (README 24): only that nation is pinged and may answer; then the next."""
    from rules.nations.rounds import resolve_events

    m = await open_nations(table)
    await to_the_actions(m, table)
    s = await m.state()
    for p in s.seats:
        p.food = 5
    s.event = "great_famine"  # pay 2 food or play last (README 32)
    resolve_events(GAME.cat, s, [], 0)
    assert s.phase is Phase.CHOICE
    GAME.check_invariants(s)
    async with m.svc.store._db.transaction() as conn:  # a test's arrangement
        await conn.execute(
            "UPDATE matches SET state = ?, version = version + 1 WHERE id = ?",
            (GAME.dump_state(s), m.id),
        )
    order = list(s.order)
    by_seat = {seat_of(await m.info(), p): p for p in PLAYERS}
    first, middle, last = (by_seat[i] for i in order)
    assert await m.to_act() == [last]
    before = await m.version()
    out = await m.command(first, "nations choose", option="2")
    assert out.ephemeral and out.content == tr(LOCALE[first.id], "core.error.not_your_turn")
    assert await m.version() == before
    moved = await m.command(last, "nations choose", option="1")  # pays the food
    assert not moved.ephemeral and await m.to_act() == [middle]
    assert f"<@{middle.id}>" in moved.content and str(first.id) not in moved.mentions_allowed()
    moved = await m.command(middle, "nations choose", option="2")
    assert await m.to_act() == [first] and f"<@{first.id}>" in moved.content
    await m.command(first, "nations choose", option="2")
    # the one who paid leads; the two who did not keep their order behind it
    assert (await m.state()).order == [order[2], order[0], order[1]]
