"""The bot through real interaction payloads: lobby, a whole Babel game, refusals, languages,
and proof that no hidden card ever reaches a message others can see."""

from __future__ import annotations

import itertools
import random
from typing import Any

from bot.app.gameui import ui_for
from bot.app.i18n import msg, tr
from rules.core import Event
from rules.games import get_game
from tests.bot.conftest import ALICE, BRUNO, ELENI, MOD
from tests.bot.harness import Player, Sent, Table, answer_of

PNG = b"\x89PNG\r\n\x1a\n"


async def open_match(t: Table, creator: Player = ALICE) -> int:
    sent = await t.command(creator, "match new", game="babel")
    assert t.discord.threads, [s.path for s in sent]
    return t.discord.threads[-1]


async def started(t: Table, a: Player = ALICE, b: Player = BRUNO) -> tuple[int, int, list[Sent]]:
    thread = await open_match(t, a)
    await t.command(b, "match join", where=thread)
    sent = await t.command(a, "match start", where=thread)
    rec = await t.bot.rt.svc.in_channel(str(thread))
    return thread, rec.id, sent


def public(sent: list[Sent]) -> list[Sent]:
    return [s for s in sent if not s.ephemeral and s.kind != 8]


def only_reply(sent: list[Sent]) -> Sent:
    """The one answer to an interaction. On a loaded machine the bot may defer and follow up;
    that counts as one answer, the follow-up carrying the message."""
    return answer_of(sent)


async def test_lobby_opens_a_thread_and_starts(table: Table) -> None:
    sent = await table.command(ALICE, "match new", game="babel")
    paths = [s.path for s in sent]
    assert "/channels/{channel_id}/threads" in paths  # the match got its own thread
    lobby = next(s for s in sent if s.path == "/channels/{channel_id}/messages")
    assert lobby.channel == table.discord.threads[-1]
    assert any(cid.startswith("l:") for cid in lobby.custom_ids())
    # deferred first (two Discord calls come before the answer), then the answer
    assert sent[0].path.endswith("/callback") and sent[0].payload["type"] == 5
    reply = answer_of([s for s in sent if s.channel is None])
    assert not reply.ephemeral
    assert f"<#{table.discord.threads[-1]}>" in reply.content
    thread = table.discord.threads[-1]

    # Bruno joins with the lobby's button; the lobby message is edited in place (type 7)
    joined = only_reply(await table.click(BRUNO, lobby, "l:", where=thread))
    assert joined.payload["type"] == 7
    assert f"<@{BRUNO.id}>" in joined.text
    # only the creator may start
    refused = only_reply(await table.command(BRUNO, "match start", where=thread))
    assert refused.ephemeral
    assert "Solo" in refused.content or "creat" in refused.content.lower()
    answer = await table.command(ALICE, "match start", where=thread)
    assert len(answer) == 1  # the common path: one request to Discord carries it all
    state = only_reply(answer)
    assert not state.ephemeral
    assert state.files and next(iter(state.files.values())).startswith(PNG)
    first = state.mentions_allowed()
    assert len(first) == 1 and first[0] in (str(ALICE.id), str(BRUNO.id))
    assert f"<@{first[0]}>" in state.content  # the first player is pinged, nobody else


async def test_one_match_per_thread_and_wrong_places(table: Table) -> None:
    thread = await open_match(table)
    again = only_reply(await table.command(BRUNO, "match new", where=thread, game="babel"))
    assert again.ephemeral and "#" in again.content
    nothing = only_reply(await table.command(BRUNO, "babel end", where=None))
    assert nothing.ephemeral


async def test_stale_button_and_wrong_user_are_refused(table: Table) -> None:
    thread, match_id, sent = await started(table)
    state = only_reply(sent)
    svc = table.bot.rt.svc
    info = await svc.status(match_id)
    first = ALICE if info.to_act == [str(ALICE.id)] else BRUNO
    other = BRUNO if first is ALICE else ALICE
    # the other player asks for their moves: told to wait, privately
    wait = only_reply(await table.click(other, state, "s:", where=thread))
    assert wait.ephemeral and "select" not in wait.text
    # the first player opens their panel and picks a legal move
    panel = only_reply(await table.click(first, state, "s:", where=thread))
    assert panel.ephemeral
    select = panel.component("a:")
    choice = select["options"][0]["value"]
    moved = only_reply(await table.click(first, panel, "a:", where=thread, values=[choice]))
    assert not moved.ephemeral and moved.files
    # the same select again (an older position): refused, nothing applied
    version = (await svc.status(match_id)).match.version
    stale = only_reply(await table.click(first, panel, "a:", where=thread, values=[choice]))
    assert stale.ephemeral
    assert (await svc.status(match_id)).match.version == version
    # the other player tries the first player's quick "end turn" button
    end = only_reply(await table.click(other, moved, "q:", where=thread))
    assert end.ephemeral


async def test_malformed_option_gets_a_clear_private_error(table: Table) -> None:
    thread, match_id, _ = await started(table)
    info = await table.bot.rt.svc.status(match_id)
    first = ALICE if info.to_act == [str(ALICE.id)] else BRUNO
    bad = only_reply(await table.command(first, "babel move", where=thread, site="atlantis"))
    assert bad.ephemeral
    assert "Traceback" not in bad.content and bad.content
    bad_pos = only_reply(
        await table.command(first, "babel power", where=thread, power="medes", position="x")
    )
    assert bad_pos.ephemeral and "x" in bad_pos.content


async def test_autocomplete_offers_only_legal_values(table: Table) -> None:
    thread, match_id, _ = await started(table)
    svc = table.bot.rt.svc
    info = await svc.status(match_id)
    first = ALICE if info.to_act == [str(ALICE.id)] else BRUNO
    mine = await svc.status(match_id, str(first.id))
    legal_sites = {a.to.value for a in mine.legal if a.type == "move"}
    choices = await table.autocomplete(first, "babel move", "site", "", where=thread)
    assert {c["value"] for c in choices} == legal_sites
    assert all(len(c["name"]) <= 100 for c in choices) and len(choices) <= 25
    other = BRUNO if first is ALICE else ALICE
    theirs = await table.autocomplete(other, "babel move", "site", "", where=thread)
    assert len(theirs) == 1 and theirs[0]["value"] == "?"  # explains: not your move


async def test_replies_in_greek_and_italian(table: Table) -> None:
    thread = await open_match(table, ELENI)
    join = await table.command(BRUNO, "match join", where=thread)
    assert join
    refused = only_reply(await table.command(BRUNO, "match start", where=thread))
    assert refused.content == msg("it", _service_msg("service.error.only_creator_starts"))
    refused_el = only_reply(await table.command(ELENI, "match join", where=thread))
    assert refused_el.content == msg("el", _service_msg("service.error.already_seated"))


def _service_msg(key: str) -> Any:
    from rules.core import Msg

    return Msg(key=key)


async def test_abort_needs_creator_or_moderator(table: Table) -> None:
    thread = await open_match(table)
    refused = only_reply(await table.command(BRUNO, "match abort", where=thread))
    assert refused.ephemeral
    ok = only_reply(await table.command(MOD, "match abort", where=thread))
    assert not ok.ephemeral


async def test_a_whole_game_through_interactions_leaks_nothing(
    table: Table, monkeypatch: Any
) -> None:
    """Two players finish a Babel game using commands, panels, selects and buttons only.
    No message anyone else can see ever holds a hand or a private draw. The match seed is
    fixed so that a failure replays exactly (the panel's kind buttons and pages, which few
    Babel positions need, are covered by ``test_panel_paging``). Whether an answer goes out
    in time or after a deferral is fixed too, not left to the machine's load: every other
    move is answered at once, the others after the bot has deferred."""
    import service.lobby

    monkeypatch.setattr(service.lobby.secrets, "token_hex", lambda n=None: "leaks-nothing")
    thread, match_id, sent = await started(table)
    monkeypatch.undo()
    svc = table.bot.rt.svc
    game = get_game("babel")
    ui = ui_for("babel")
    rng = random.Random(5)
    players = {str(ALICE.id): ALICE, str(BRUNO.id): BRUNO}
    last_state = only_reply(sent)
    every: list[Sent] = list(sent)
    secrets: set[str] = set()
    steps = 0
    while True:
        info = await svc.status(match_id)
        if info.match.status != "active":
            break
        user = info.to_act[0]
        player = players[user]
        mine = await svc.status(match_id, user)
        assert mine.view is not None
        hand = ui.hand_text(mine.view, "en")
        if hand and mine.view.players[mine.viewer_seat].hand:  # type: ignore[attr-defined]
            secrets.add(hand)
        action = rng.choice(mine.legal)
        route = steps % 3
        # never deferred (no move takes an hour), or deferred before any work is done
        table.bot.rt.defer_after = 0.0 if steps % 2 else 3600.0
        if action.type == "discard":
            panel = only_reply(await table.click(player, last_state, "s:", where=thread))
            every.append(panel)
            assert panel.ephemeral
            pick = panel.component("m:")
            values = [o["value"] for o in pick["options"]][: pick["min_values"]]
            out = await table.click(player, panel, "m:", where=thread, values=values)
        elif action.type == "end" and route == 0:
            out = await table.click(player, last_state, "q:", where=thread)
        elif route == 1 or not ui.specs[action.type].fields:
            panel = only_reply(await table.click(player, last_state, "s:", where=thread))
            every.append(panel)
            value = game.notation(action)
            if "a:" not in "".join(panel.custom_ids()) or value not in panel.text:
                # too many moves for one list: open the right kind first
                kind = f"t:{match_id}:{info.match.version}:{action.type}:0"
                panel2 = await table.click(player, panel, kind, where=thread)
                panel = only_reply(panel2)
                every.append(panel)
            out = await table.click(player, panel, "a:", where=thread, values=[value])
        else:
            spec = ui.specs[action.type]
            options = {}
            for f in spec.fields:
                raw = getattr(action, f.name)
                if raw is None:
                    continue
                from bot.app.games import option_value

                opt = tr("en", f"cmd.babel.{action.type}.{f.name}.name")
                options[opt.replace("-", "_")] = option_value(ui, spec, f, action)
            out = await table.command(player, f"babel {action.type}", where=thread, **options)
        reply = only_reply(out)
        every.append(reply)
        assert not reply.ephemeral, reply.content
        deferred = any(s.payload.get("type") in (5, 6) for s in out if s.kind != 8)
        assert deferred == bool(steps % 2)
        last_state = reply
        steps += 1
        assert steps < 3000
    assert (await svc.status(match_id)).match.status == "finished"
    final = last_state
    assert "race.png" in final.files  # the score race picture at the end
    # private lines of the log (what each player drew) are secrets too
    for act in await svc.store.actions(match_id):
        for raw in act.payload.get("events", []):
            for m in Event.model_validate(raw).private.values():
                secrets.add(msg("en", m))
    assert secrets
    # pings: exactly the player whose turn began, once per turn, with what happened since
    pinged = [s.mentions_allowed() for s in every if not s.ephemeral and s.mentions_allowed()]
    assert all(len(p) == 1 for p in pinged)
    order = [p[0] for p in pinged]
    assert all(a != b for a, b in itertools.pairwise(order)), order
    final_view = (await svc.status(match_id)).view
    assert len(order) >= final_view.turn - 1  # type: ignore[union-attr]
    since = tr("en", "bot.ping.since", events="").strip()
    assert any(since in s.content for s in every if not s.ephemeral)
    for s in every:
        if s.ephemeral:
            continue
        for secret in secrets:
            assert secret not in s.text, (secret, s.text[:300])


async def test_every_failure_is_an_ephemeral_answer(table: Table, monkeypatch: Any) -> None:
    thread, _match_id, _ = await started(table)

    async def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(table.bot.rt.svc, "log", broken)
    reply = only_reply(await table.command(ALICE, "match log", where=thread))
    assert reply.ephemeral
    assert "disk on fire" not in reply.content and "Traceback" not in reply.content
    assert reply.content.strip()


async def test_match_posts_follow_the_match_language(table: Table) -> None:
    """Eleni opens the match from a Greek client: the table's posts are in Greek, while
    Bruno's private replies stay in Italian."""
    thread = await open_match(table, ELENI)
    await table.command(BRUNO, "match join", where=thread)
    state = only_reply(await table.command(ELENI, "match start", where=thread))
    assert tr("el", "bot.state.to_act") in state.text
    assert tr("el", "bot.button.moves") in state.text
    panel = only_reply(await table.click(BRUNO, state, "s:", where=thread))
    assert panel.ephemeral
    rec = await table.bot.rt.svc.in_channel(str(thread))
    info = await table.bot.rt.svc.status(rec.id, str(BRUNO.id))
    expected = "bot.panel.choose" if info.legal else "bot.panel.wait"
    assert tr("it", expected, who="").split("{")[0][:12] in panel.content


async def test_buttons_keep_working_after_a_restart(
    table: Table, tmp_path: Any, clock: Any
) -> None:
    """A board posted before a restart still answers: the buttons are rebuilt from their ids."""
    from bot.app.client import StrategosBot
    from bot.config import BotSettings
    from tests.bot.harness import install_fakes

    thread, match_id, sent = await started(table)
    state = only_reply(sent)
    store = table.bot.rt.svc.store
    await table.bot.close()  # the old process is gone; its database stays

    async def never(seconds: float) -> None:
        import asyncio

        await asyncio.Event().wait()

    # the same clock as before the restart: its timers are not due yet, so no notice interferes
    fresh = StrategosBot(
        BotSettings(_env_file=None, STRATEGOS_PICTURES="thread"),  # type: ignore[call-arg]
        store=store,
        sleep=never,
        clock=clock,
    )
    install_fakes(fresh, table.discord)
    await fresh._async_setup_hook()
    await fresh.setup_hook()
    table.bot = fresh
    try:
        info = await fresh.rt.svc.status(match_id)
        first = ALICE if info.to_act == [str(ALICE.id)] else BRUNO
        panel = only_reply(await table.click(first, state, "s:", where=thread))
        assert panel.ephemeral and panel.component("a:")
    finally:
        await fresh.close()


async def test_missing_bot_permission_is_explained(table: Table, monkeypatch: Any) -> None:
    import discord

    class _Response:
        status = 403
        reason = "Forbidden"

    async def forbidden(*args: Any, **kwargs: Any) -> Any:
        raise discord.Forbidden(_Response(), {"code": 50013, "message": "Missing Permissions"})  # type: ignore[arg-type]

    monkeypatch.setattr(table.bot.http, "request", forbidden)
    reply = only_reply(await table.command(ALICE, "match new", game="babel"))
    assert reply.ephemeral
    lacking = tr("en", "bot.permission.create_public_threads")
    assert reply.content == tr("en", "bot.error.missing_permission", permission=lacking)
