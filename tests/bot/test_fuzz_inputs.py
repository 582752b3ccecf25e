# ruff: noqa: RUF001 - this file types what players might: Greek, full-width and odd digits
"""Random typed input, seeded: nothing a player types crashes, and every refusal is a clean
sentence in the player's language.

Three paths, for Babel and Duellum on both maps:

* the offline table (``bot.table``), line by line as a player types them, 20,000 lines per
  game, through the real table loop, service and storage;
* the slash commands below the HTTP layer: ``bot.app.games.build_action`` (what the command
  handler calls) and the service, 20,000 option sets per game, from the right seat, the wrong
  seat, someone not seated, and with stale versions;
* the whole bot through the harness (real interaction payloads): slash commands,
  autocomplete and buttons with mutated custom ids, a few hundred per game.

What a clean refusal is: no traceback and no "unexpected error" answer, no Fluent
placeholder (``{``) or raw catalog key (``duellum.card.laurion``), no Python repr.
"""

from __future__ import annotations

import logging
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot import table as table_module
from bot.app.errors import BotError, describe_error
from bot.app.games import NO_CHOICE, build_action, option_value
from bot.app.gameui import ui_for
from bot.app.i18n import tr
from bot.table import read_action
from bot.text.names import typed_names
from rules.core import RuleError
from rules.games import get_game
from service import MatchService, ServiceError
from service.i18n import LOCALES, render
from storage import open_store
from tests.bot.conftest import ALICE, BRUNO, ELENI
from tests.bot.harness import Player, Sent, Table, _message

GAMES = [
    ("babel", None),
    ("duellum", {"map": "west"}),
    ("duellum", {"map": "east", "special_units": True}),
]
TABLE_INPUTS = 20_000  # per game, through the table's reader and the rules
TABLE_LOOP_INPUTS = 500  # per game, through the whole table loop, service and storage
SLASH_INPUTS = 20_000  # per game, through the slash handler's code and the rules
SERVICE_INPUTS = 400  # per game, through the service (seats, versions)
HARNESS_INPUTS = 700  # per game, real interaction payloads through the whole bot

RAW_KEY = re.compile(r"\b(?:core|babel|duellum|service|table|bot|render|common)\.[a-z_]+\.[a-z_.]+")
REPR = re.compile(r"Msg\(|key=|params=|object at 0x|<[A-Z][a-z]+\.[A-Z_]+:|Traceback|\{'|\['")
UNEXPECTED = [tr(loc, "bot.error.unexpected", ref="").split("ref")[0][:30] for loc in LOCALES]
TABLE_COMMANDS = {"quit", "exit", "q", "resign", "log", "help", "?", "board", "hand", "list all"}

ODD = ["²", "٣", "３", "①", "½", "-1", "+2", "1e9", "0x10", "٠", "𝟘", "Ⅳ", "1.5", "１２", "08"]
JUNK = list("abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789_-,.=:;'\"{}[]()<>!?@#$%^&*/\\|~`")
JUNK += [*list("αβγδεζηθικλμνξοπρστυφχψωάέήίόύώΜΗΔΟΙ"), "é", "ñ", "ß", "🙂", "\u200b", "\t"]


QUOTED = re.compile(r"“[^”]*”|«[^»]*»")


def clean(text: str) -> list[str]:
    """What is wrong with a text a player reads (empty when nothing is). What the player
    typed, quoted back (“…” or «…»), may hold anything and is left out."""
    text = QUOTED.sub("“”", text)
    problems = []
    if "{" in text or "}" in text:
        problems.append("a Fluent placeholder")
    if RAW_KEY.search(text):
        problems.append(f"a raw key {RAW_KEY.search(text)}")
    if REPR.search(text):
        problems.append(f"a Python repr {REPR.search(text)}")
    if any(u and u in text for u in UNEXPECTED):
        problems.append("an unexpected-error answer")
    return problems


class Fuzz:
    """Random inputs for one game: junk, odd and huge numbers, and mutated legal moves."""

    def __init__(self, game_id: str, seed: str) -> None:
        self.rng = random.Random(seed)
        self.legal: list[Any] = []
        self.game = get_game(game_id)
        names = typed_names(game_id)
        self.names = [n for family in names.values() for ns in family.values() for n in ns]
        self.names += [v for family in names.values() for v in family]

    def junk(self) -> str:
        r = self.rng
        n = r.choice([0, 1, 2, 5, 12, 40, 250])
        return "".join(r.choice(JUNK) for _ in range(n))

    def number(self) -> str:
        r = self.rng
        return r.choice(
            [
                "9" * r.randint(12, 60),
                str(r.randint(-5, 80)),
                r.choice(ODD),
                "1" + "0" * r.randint(15, 30),
                "９" * r.randint(1, 30),
            ]
        )

    def mutate(self, text: str) -> str:
        r = self.rng
        words = text.split() or [""]
        for _ in range(r.randint(1, 3)):
            i = r.randrange(len(words))
            choice = r.randrange(11)
            if choice == 0:
                words[i] = self.number()
            elif choice == 1:
                words[i] = words[i].upper()
            elif choice == 2:
                words[i] = words[i][: r.randint(0, max(1, len(words[i])))]
            elif choice == 3:
                words.insert(i, r.choice(self.names))
            elif choice == 4 and len(words) > 1:
                del words[i]
            elif choice == 5:
                words.append(self.junk())
            elif choice == 6:
                words[i] = r.choice(self.names)
            elif choice == 7:
                words[i] = words[i] + "=" + r.choice([*self.names, ""])
            elif choice == 8:
                r.shuffle(words)
            elif choice == 9:
                words[i] = words[i].replace("_", " ").replace(",", ", ")
            else:
                words[i] = r.choice(ODD)
        return " ".join(words)

    def line(self, legal: list[Any]) -> str:
        """One typed line, given the moves legal now."""
        r = self.rng
        kind = r.randrange(10)
        if kind == 0:
            return self.junk()
        if kind == 1:
            return self.number()
        if kind == 2:
            verb = r.choice(["move", "play", "build", "migrate", "power", "rondel", "temple"])
            return f"{verb} {' '.join(r.choice(self.names) for _ in range(r.randint(0, 4)))}"
        if kind == 3:
            verb = r.choice(["power sumerians", "casualties", "rondel", "discard"])
            return f"{verb} {self.number()}"
        if legal:
            return self.mutate(self.game.notation(r.choice(legal)))
        return self.junk()


# --- the offline table ------------------------------------------------------------------------


class Position:
    """A real position that moves on when a typed move is legal; legal moves computed once
    per position and seat."""

    def __init__(self, game: Any, options: dict[str, Any] | None, seed: str) -> None:
        self.game, self.options, self.n = game, options, 0
        self.seed = seed
        self.reset()

    def reset(self) -> None:
        self.n += 1
        self.state = self.game.setup(2, self.game.options(self.options), f"{self.seed}-{self.n}")
        self.legal: dict[int, list[Any]] = {}

    def moved(self, state: Any) -> None:
        self.state, self.legal = state, {}
        if self.game.outcome(state) is not None:
            self.reset()

    def moves(self, seat: int) -> list[Any]:
        if seat not in self.legal:
            active = self.game.active_seats(self.state)
            self.legal[seat] = self.game.legal_actions(self.state, seat) if seat in active else []
        return self.legal[seat]

    def typist(self, r: random.Random) -> tuple[int, list[Any], list[Any]]:
        """The seat that types next (now and then one whose turn it is not), its legal
        moves, and moves to mutate (the other seat's when it has none)."""
        active = sorted(self.game.active_seats(self.state))
        seat = active[0] if active and r.random() < 0.9 else r.randrange(2)
        legal = self.moves(seat)
        return seat, legal, legal or self.moves(1 - seat)


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_table_input_survives_random_typing(game_id: str, options: dict[str, Any] | None) -> None:
    """20,000 typed lines through the table's reader (``bot.table.read_action``: numbers
    from the list, notation with the names of every language) and the rules, on a real
    position that moves on whenever a line is a legal move; each refusal and each log line
    rendered in a random language."""
    game = get_game(game_id)
    fuzz = Fuzz(game_id, f"table:{game_id}:{options}")
    r = fuzz.rng
    problems: list[str] = []
    refused = played = 0
    pos = Position(game, options, "fuzz")
    for _ in range(TABLE_INPUTS):
        seat, legal, shown = pos.typist(r)
        line = fuzz.line(shown)
        locale = r.choice(LOCALES)
        try:
            action = read_action(game, line, legal)
            step = game.apply(pos.state, seat, action)
        except RuleError as exc:
            refused += 1
            text = render(exc.msg, locale)
        else:
            played += 1
            pos.moved(step.state)
            text = " ".join(render(m, locale) for e in step.events for m in e.for_viewer(seat))
        for problem in clean(text):
            problems.append(f"{line!r} -> {text[:200]!r}: {problem}")
    assert not problems, problems[:10]
    assert refused > TABLE_INPUTS // 2 and played > 100, (refused, played)


class FuzzScript:
    """Feeds the real table loop random lines; checks every line it prints."""

    def __init__(self, fuzz: Fuzz, budget: int) -> None:
        self.fuzz, self.budget = fuzz, budget
        self.typed = 0
        self.problems: list[str] = []
        self.refusals = 0
        self.last = ""

    def read(self, prompt: str) -> str:
        if self.typed >= self.budget:
            return "quit"
        while True:
            line = self.fuzz.line(self.fuzz.legal)
            if line.strip().lower() not in TABLE_COMMANDS:
                break
        self.typed += 1
        self.last = line
        return line

    def write(self, line: str) -> None:
        if line.startswith("  ! "):
            self.refusals += 1
        for problem in clean(line):
            self.problems.append(f"{self.last!r} -> {line[:200]!r}: {problem}")


@pytest.mark.parametrize(("game_id", "options"), GAMES)
async def test_the_table_loop_survives_random_typing(
    tmp_path: Path, game_id: str, options: dict[str, Any] | None, monkeypatch: Any
) -> None:
    """The same, fewer, through the whole table: its loop, the service and storage."""
    fuzz = Fuzz(game_id, f"loop:{game_id}:{options}")
    script = FuzzScript(fuzz, TABLE_LOOP_INPUTS)
    real = table_module.read_action

    def reading(game: Any, line: str, legal: list[Any]) -> Any:
        fuzz.legal = legal
        return real(game, line, legal)

    monkeypatch.setattr(table_module, "read_action", reading)
    n = 0
    while script.typed < script.budget:
        n += 1
        await table_module.play(
            game_id,
            seats=["human", "ai"],
            seed=f"fuzz-{n}",
            db=tmp_path / f"fuzz-{n}.db",
            options=options,
            read=script.read,
            write=script.write,
        )
    assert not script.problems, script.problems[:10]
    assert script.refusals > TABLE_LOOP_INPUTS // 2


# --- the slash commands, below the HTTP layer ----------------------------------------------------


def _values(fuzz: Fuzz, ui: Any, spec: Any, legal: list[Any]) -> dict[str, str | None]:
    """Option values as a player might fill them in: legal ones, their labels in some
    language, mutated, numbers, junk, or the "nothing to choose" marker."""
    r = fuzz.rng
    values: dict[str, str | None] = {}
    same = [a for a in legal if getattr(a, "type", None) == spec.type]
    for f in spec.fields:
        if not f.required and r.random() < 0.3:
            continue
        pick = r.randrange(6)
        if pick < 3 and same:
            raw = option_value(ui, spec, f, r.choice(same)) or ""
            values[f.name] = raw if pick == 0 else fuzz.mutate(raw)
        elif pick == 3 and same:
            raw = option_value(ui, spec, f, r.choice(same)) or ""
            label = ui.field_label(spec.type, f.name, raw, r.choice(LOCALES))
            values[f.name] = fuzz.mutate(label) if r.random() < 0.5 else label
        elif pick == 4:
            values[f.name] = fuzz.number()
        else:
            values[f.name] = r.choice([fuzz.junk(), NO_CHOICE, r.choice(fuzz.names)])
    return values


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_slash_options_survive_random_values(game_id: str, options: dict[str, Any] | None) -> None:
    """20,000 slash commands' options through the handler's own code (``build_action``),
    the rules' reading of the action and the rules, from the seat to act and others; each
    refusal as the bot words it (``describe_error``) in a random language."""
    game = get_game(game_id)
    ui = ui_for(game_id)
    specs = list(ui.specs.values())
    fuzz = Fuzz(game_id, f"slash:{game_id}:{options}")
    r = fuzz.rng
    problems: list[str] = []
    refused = played = 0
    pos = Position(game, options, "slash")
    for _ in range(SLASH_INPUTS):
        seat, legal, shown = pos.typist(r)
        spec = r.choice(specs)
        values = _values(fuzz, ui, spec, shown)
        locale = r.choice(LOCALES)
        try:
            action = build_action(ui, spec, values, legal, locale)
            step = game.apply(pos.state, seat, game.parse_action(action))
        except (BotError, RuleError) as exc:
            refused += 1
            text, expected = describe_error(exc, locale, "ref")
            assert expected, (values, text)
            problems += [f"{spec.type} {values!r} -> {text[:200]!r}: {p}" for p in clean(text)]
        else:
            played += 1
            pos.moved(step.state)
    assert not problems, problems[:10]
    assert refused > SLASH_INPUTS // 2 and played > 50, (refused, played)


async def test_the_service_refuses_wrong_seats_and_stale_versions(tmp_path: Path) -> None:
    """Random slash options through the service as the handler sends them: from the seat to
    act, the other seat, someone not seated, with the current or a stale version."""
    async with await open_store(tmp_path / "slash.db") as store:
        svc = MatchService(store)
        for n, (game_id, options) in enumerate(GAMES):
            fuzz = Fuzz(game_id, f"service:{game_id}:{options}")
            r = fuzz.rng
            ui = ui_for(game_id)
            specs = list(ui.specs.values())
            users = ["u:alice", "u:bruno"]
            match_id = await _new_match(svc, game_id, options, users, n)
            problems: list[str] = []
            for i in range(SERVICE_INPUTS):
                info = await svc.status(match_id, None)
                if info.match.status != "active":
                    match_id = await _new_match(svc, game_id, options, users, 100 * n + i)
                    info = await svc.status(match_id, None)
                to_act = info.to_act[0]
                other = users[1 - users.index(to_act)]
                who = r.choices([to_act, other, "u:stranger"], [6, 2, 2])[0]
                legal = list((await svc.status(match_id, who)).legal) if who in users else []
                spec = r.choice(specs)
                values = _values(fuzz, ui, spec, legal)
                locale = r.choice(LOCALES)
                version = info.match.version - r.choice([0, 0, 1, 3])
                try:
                    action = build_action(ui, spec, values, legal, locale)
                    await svc.act(match_id, who, action, expected_version=version)
                except (BotError, RuleError, ServiceError) as exc:
                    text, expected = describe_error(exc, locale, "ref")
                    assert expected, (values, text)
                    problems += [f"{values!r} -> {text[:200]!r}: {p}" for p in clean(text)]
            assert not problems, problems[:10]


async def _new_match(
    svc: MatchService, game_id: str, options: dict[str, Any] | None, users: list[str], n: int
) -> int:
    rec = await svc.create(
        game_id,
        channel=f"c:{game_id}:{options}:{n}",
        creator=users[0],
        options=options,
        seed=f"slash-{n}",
        seat_creator=True,
    )
    await svc.join(rec.id, users[1])
    await svc.start(rec.id, users[0])
    return rec.id


# --- the whole bot through the harness ----------------------------------------------------


async def test_the_bot_answers_random_interactions_cleanly(
    table: Table, caplog: pytest.LogCaptureFixture
) -> None:
    """Slash commands, autocomplete and buttons with random values through real payloads:
    every one gets an answer, and no answer is an unexpected error."""
    caplog.set_level(logging.ERROR)
    players = [ALICE, ELENI]
    sent_count = 0
    for game_id, options in GAMES:
        fuzz = Fuzz(game_id, f"harness:{game_id}:{options}")
        r = fuzz.rng
        opts = " ".join(f"{k}={str(v).lower()}" for k, v in (options or {}).items())
        await table.command(ALICE, "match new", game=game_id, **({"options": opts} if opts else {}))
        thread = table.discord.threads[-1]
        await table.command(ELENI, "match join", where=thread)
        await table.command(ALICE, "match start", where=thread)
        rec = await table.bot.rt.svc.in_channel(str(thread))
        ui = ui_for(game_id)
        specs = list(ui.specs.values())
        for _ in range(HARNESS_INPUTS):
            info = await table.bot.rt.svc.status(rec.id)
            if info.match.status != "active":
                break
            sent_count += 1
            player = r.choice([*players, BRUNO])
            kind = r.randrange(3)
            if kind == 0:
                spec = r.choice(specs)
                values = {
                    f.name.replace("_", "-"): r.choice(
                        [fuzz.junk(), fuzz.number(), r.choice(fuzz.names)]
                    )
                    for f in spec.fields
                    if f.required or r.random() < 0.5
                }
                sent = await table.command(
                    player,
                    f"{game_id} {spec.type}",
                    where=thread,
                    **_discord_names(game_id, spec, values),
                )
                _check_answer(sent, f"/{game_id} {spec.type} {values}")
            elif kind == 1 and any(s.fields for s in specs):
                spec = r.choice([s for s in specs if s.fields])
                f = r.choice(spec.fields)
                current = r.choice([fuzz.junk(), fuzz.number(), r.choice(fuzz.names), ""])
                choices = await table.autocomplete(
                    player,
                    f"{game_id} {spec.type}",
                    _discord_name(game_id, spec, f.name),
                    current[:100],
                    where=thread,
                )
                assert len(choices) <= 25
                for c in choices:
                    assert not clean(c["name"]), (current, c)
                    assert 0 < len(c["name"]) <= 100 and len(c["value"]) <= 100
            else:
                version = info.match.version + r.choice([0, 0, -1, 5, 10**30])
                mid = rec.id + r.choice([0, 0, 0, 1, 10**30])
                custom = r.choice(
                    [
                        f"s:{mid}",
                        f"q:{mid}:{version}:end",
                        f"q:{mid}:{version}:{r.choice(['end', 'fly', 'rondel', 'x' * 40])}",
                        f"a:{mid}:{version}",
                        f"m:{mid}:{version}",
                    ]
                )
                values = None
                if custom.startswith(("a:", "m:")):
                    values = [r.choice([fuzz.junk(), "0", "99999999999", "medes#1", "{}"])]
                sent = await _press(table, player, custom, thread, values)
                _check_answer(sent, custom)
    errors = [rec.getMessage() for rec in caplog.records if rec.levelno >= logging.ERROR]
    assert not errors, errors[:5]
    assert sent_count > len(GAMES) * HARNESS_INPUTS * 0.9, sent_count


def _discord_name(game_id: str, spec: Any, field: str) -> str:
    return tr("en", f"cmd.{game_id}.{spec.type}.{field}.name").replace("-", "_")


def _discord_names(game_id: str, spec: Any, values: dict[str, str]) -> dict[str, str]:
    return {_discord_name(game_id, spec, k.replace("-", "_")): v for k, v in values.items()}


async def _press(
    table: Table, player: Player, custom_id: str, thread: int, values: list[str] | None
) -> list[Sent]:
    """Press a button (or choose in a select) with any custom id, on a message that carries
    it, as a stale or forged message would."""
    if custom_id[0] in "am":
        component: dict[str, Any] = {
            "type": 3,
            "custom_id": custom_id,
            "options": [{"label": v[:100] or "-", "value": v[:100] or "-"} for v in values or []],
            "min_values": 1,
            "max_values": 1,
        }
    else:
        component = {"type": 2, "custom_id": custom_id, "style": 2, "label": "x"}
    msg = _message({"components": [{"type": 1, "components": [component]}]}, thread)
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
    if values is not None:
        data["values"] = values
    return await table._dispatch(table._base(3, data, player, table.channel(thread), msg))


def _check_answer(sent: list[Sent], what: str) -> None:
    replies = [s for s in sent if s.kind != 8]
    assert replies, f"no answer to {what}"
    for s in replies:
        problems = clean(_readable(s))
        assert not problems, (what, _readable(s)[:300], problems)


def _readable(s: Sent) -> str:
    """What a person reads in a message: its text, embeds and component labels."""
    parts = [s.content]
    for e in s.data.get("embeds") or []:
        parts += [e.get("title") or "", e.get("description") or ""]
        parts += [f"{f.get('name')}\n{f.get('value')}" for f in e.get("fields") or []]
    for row in s.data.get("components") or []:
        for c in row.get("components", []):
            parts += [c.get("label") or "", c.get("placeholder") or ""]
            parts += [o.get("label", "") for o in c.get("options") or []]
    return "\n".join(parts)
