"""The offline table: a match in the terminal through the same service and storage as Discord.

Humans type an action's number or its notation; AI seats answer on their own. With two humans
it is a hot-seat game: each player's hand is shown only on their own turn.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from bot.boards import BoardWriter, prepare, prepare_root
from bot.games.registry import front_end
from bot.location import Location, db_name, db_option, shown
from bot.text import render_board
from bot.text.names import typed_names
from rules.core import Game, InvalidAction, Msg, RuleError
from rules.core.levels import LEVELS, parse_kind
from rules.core.words import is_number, read_int
from rules.games import get_game
from service import MatchService, ServiceError
from service.i18n import Reader, has_key, render
from service.matches import is_ai, name_players
from storage import NotFound, Store, open_store

Input = Callable[[str], str]
Output = Callable[[str], None]

HUMAN_PREFIX = "table:human:"
SHOWN_ACTIONS = 40
RESUMED_LOG = 10  # log lines printed when a saved match is resumed (``log`` prints them all)
# "y" is what the question asks for, in any language; the words for yes count too
YES = ("y", "yes", "ναι", "sì", "si")  # noqa: RUF001


# The language of the table's lines: the player's terminal locale, set by ``play``.
LOCALE: ContextVar[str] = ContextVar("strategos_table_locale", default="en")

SEAT_KINDS = ("human", "ai")  # besides the levels (easy, normal, strong[:2s]) and policies
MAX_SEED = 100


def _t(key: str, **params: Any) -> str:
    return render(Msg(key=key, params=params), LOCALE.get())


def _tg(game: str, key: str, **params: Any) -> str:
    """A table line in the game's own words (``table.<game>.help``) when it has them."""
    own = f"table.{game}.{key}"
    return _t(own if has_key(own) else f"table.{key}", **params)


def _ordered(game: str, view: Any, legal: list[Any]) -> tuple[list[Any], int]:
    """The legal moves in the order listed, and how many a short list shows: the game's own
    order where its text board has one (``table_order``)."""
    hook = _hook(game, "table_order")
    if hook is not None:
        ordered, shown = hook(view, legal, SHOWN_ACTIONS)
        return list(ordered), int(shown)
    return legal, SHOWN_ACTIONS


def _describe(game: Any, action: Any, view: Any = None) -> str:
    """A listed move: the game's own table wording where it has one (``table_describe``),
    else the rules'."""
    hook = _hook(game.id, "table_describe")
    if hook is not None:
        text = hook(game, action, view, LOCALE.get())
        if text is not None:
            return str(text)
    return render(game.describe(action), LOCALE.get())


def _help(game_id: str, view: Any) -> str:
    """The table's help; a game with ``table_examples`` (Duellum, Antike) gives examples
    that name places of this match's own map."""
    hook = _hook(game_id, "table_examples")
    if hook is not None:
        return _t(f"table.{game_id}.help", examples=hook(view))
    return _tg(game_id, "help")


def _hand(game_id: str, view: Any, name_of: Callable[[int], str]) -> str:
    """What ``hand`` prints: the viewer's own part of the board (``table_hand``), or the
    whole board for a game without one."""
    hook = _hook(game_id, "table_hand")
    text = hook(view, LOCALE.get()) if hook is not None else None
    return str(text) if text else render_board(game_id, view, name_of, LOCALE.get())


def _hook(game_id: str, name: str) -> Callable[..., Any] | None:
    fe = front_end(game_id)
    return fe.text_hook(name) if fe is not None else None


def read_action(game: Any, line: str, legal: list[Any]) -> Any:
    """The action a typed line means: a number from the list of ``legal`` moves, or a move
    written out with the names the board shows (``Game.parse_notation`` with the names of
    every language). Bad text raises a ``RuleError`` with the reason, never anything else."""
    chosen = _choice(line.strip().lower(), legal)
    if chosen is not None:
        return legal[chosen]
    try:
        return game.parse_notation(line, typed_names(game.id))
    except RuleError as exc:
        other = other_notation(game.id, line)
        if other is None:
            raise
        raise InvalidAction(
            "table.looks_like", game=Msg.of(f"bot.game.{other}"), reason=exc.msg
        ) from None


def other_notation(game_id: str, line: str) -> str | None:
    """The first other registered game whose notation reads ``line``, if any: a player who
    typed a move of another game is told so (and pointed at the help)."""
    from rules.games import registered_games

    for other in registered_games():
        if other == game_id:
            continue
        try:
            get_game(other).parse_notation(line, typed_names(other))
        except Exception:  # not that game's either
            continue
        return other
    return None


def _choice(word: str, legal: list[Any]) -> int | None:
    """The index of the action a typed number picks, ``None`` when ``word`` is no number;
    a number out of the list (or not written with 0-9) is refused with the range."""
    if not is_number(word):
        return None
    try:
        return read_int(word, 1, len(legal)) - 1
    except InvalidAction as exc:
        if exc.msg.key != "core.input.out_of_range":
            raise
        # the value comes back shortened, as text: never a huge number to format
        raise InvalidAction("table.bad_choice", n=exc.msg.params["value"], max=len(legal)) from None


def _scores(view: Any) -> list[int]:
    """What the result line counts: the view's scores (Babel's temples), each seat's running
    total (Nations) or personages (Duellum, Antike)."""
    if view is None:
        return []
    if hasattr(view, "scores"):
        return list(view.scores)
    seats = getattr(view, "seats", None)
    if seats and all(hasattr(p, "score") for p in seats):
        return [p.score for p in seats]
    return [n.personage_count for n in getattr(view, "nations", [])]


def resume_command(program: str, game: str, db: Location, match_id: int) -> str:
    """The command that continues a saved match; ``program`` is how ``strategos`` is run.
    ``db`` is a file or a PostgreSQL URL (printed without its password, see
    ``bot.location``)."""
    return f"{program} play {game}{db_option(db)} --resume {match_id}"


def list_command(program: str, db: Location, *, everything: bool = False) -> str:
    """The command that lists the saved matches (``everything``: finished ones too)."""
    return f"{program} matches{' --all' if everything else ''}{db_option(db)}"


class Table:
    def __init__(
        self,
        svc: MatchService,
        match_id: int,
        read: Input,
        write: Output,
        db: Location,
        *,
        program: str = "strategos",
        boards: BoardWriter | None = None,
    ) -> None:
        self.svc, self.match_id, self.read, self.write, self.db = svc, match_id, read, write, db
        self.humans: list[str] = []
        self.names: dict[int, str] = {}
        self.users: dict[str, int] = {}  # user -> seat
        self.shown_seq = 0
        self.program = program
        self.boards = boards
        self.game_id = ""

    def saved_line(self) -> str:
        """The "match is saved, resume it with …" line, with a command that works as printed."""
        command = resume_command(self.program, self.game_id, self.db, self.match_id)
        return _t("table.saved", command=command)

    async def _pictures(self, *, only_latest: bool = False) -> None:
        """Hand the log over to the board pictures' worker, and say once if drawing failed."""
        if self.boards is None:
            return
        failure = self.boards.failure()
        if failure is not None:
            self.write("  ! " + _t("bot.cli.boards_failed", reason=failure))
        store = self.svc.store
        rec = await store.get_match(self.match_id)
        seats = [s for s in await store.seats(self.match_id) if s.seat is not None]
        names = [self.name(i) for i in range(len(seats))]
        actions = await store.actions(self.match_id)
        self.boards.update(rec, len(seats), actions, names, only_latest=only_latest)

    async def _load_names(self) -> None:
        seats = await self.svc.store.seats(self.match_id)
        self.humans = [s.user for s in seats if not is_ai(s.user)]
        ai_n = 0
        for s in seats:
            if s.seat is None:
                continue
            self.users[s.user] = s.seat
            if s.ai is not None:
                ai_n += 1
                self.names[s.seat] = _t("table.ai", n=ai_n, kind=s.ai)
            elif len(self.humans) == 1:
                # the one human is addressed: the catalogs word sentences about them as "you"
                self.names[s.seat] = Reader(_t("table.you"))
            else:
                self.names[s.seat] = _t("table.player", n=s.seat + 1)

    def name(self, seat: int) -> str:
        return self.names.get(seat, _t("table.player", n=seat + 1))

    def actor(self, seat: int) -> str:
        """The name a log line starts with: log lines are written about a third person, so
        the reader is "Player 1 (you)" there rather than "You"."""
        name = self.name(seat)
        return _t("table.player_you", n=seat + 1) if isinstance(name, Reader) else name

    def user_name(self, user: str) -> str:
        seat = self.users.get(user)
        return self.name(seat) if seat is not None else user

    async def _print_new_log(self, viewer: str, *, last: int | None = None) -> None:
        """The log lines not shown yet (``last``: only that many of them, after a line
        saying how many earlier ones ``log`` would show)."""
        lines: list[str] = []
        for line in await self.svc.log(self.match_id, viewer):
            if line.seq <= self.shown_seq:
                continue
            self.shown_seq = line.seq
            for seat, m in line.messages:
                # an event with an actor reads after their name; others stand alone
                who = f"{self.actor(seat)} " if seat is not None else ""
                lines.append(f"  · {who}{render(m, LOCALE.get())}")
        if last is not None and len(lines) > last:
            self.write("  " + _t("table.log_hidden", count=len(lines) - last))
            lines = lines[-last:]
        for text in lines:
            self.write(text)

    async def run(self, *, resumed: bool = False) -> int:
        await self._load_names()
        last_turn_user: str | None = None
        first = True
        typed: str | None = None  # a line typed at the "pass the device" prompt
        while True:
            info = await self.svc.status(self.match_id, self.humans[0] if self.humans else None)
            self.game_id = info.match.game
            await self._pictures(only_latest=first and resumed)
            first = False
            human_to_act = next((u for u in info.to_act if not is_ai(u)), None)
            viewer = human_to_act or (self.humans[0] if self.humans else None)
            await self._print_new_log(viewer or "", last=RESUMED_LOG if resumed else None)
            resumed = False
            if info.match.status != "active":
                self._print_result(info)
                return 0
            assert viewer is not None
            if len(self.humans) > 1 and human_to_act and human_to_act != last_turn_user:
                seat = next(s.seat for s in info.seats if s.user == human_to_act)
                try:
                    # a move typed here instead of a bare Enter is the player's first line
                    typed = self.read(_t("table.pass_device", player=self.name(seat or 0)))
                except EOFError:
                    self.write(self.saved_line())
                    return 0
            last_turn_user = human_to_act
            info = await self.svc.status(self.match_id, viewer)
            assert info.view is not None
            self.write("")
            self.write(render_board(info.match.game, info.view, self.name, LOCALE.get()))
            if not await self._turn(viewer, info, typed):
                return 0
            typed = None

    async def _turn(self, user: str, info: Any, typed: str | None = None) -> bool:
        """Read commands until one action is applied. False when the player quits.

        ``typed``: a line the player already typed (at the "pass the device" prompt), taken
        as the first one, as if typed at this turn's prompt."""
        game = get_game(info.match.game)
        seat = info.viewer_seat
        legal, shown = _ordered(game.id, info.view, list(info.legal))
        self.write(_t("table.legal", player=self.name(seat)))
        self._list(game, legal, shown, info.view)
        ahead = (typed or "").strip()
        while True:
            prompt = _t("table.prompt", player=self.name(seat))
            if ahead:
                line, ahead = ahead, ""
                self.write(prompt + line)  # the prompt it answers, as if typed there
            else:
                try:
                    line = self.read(prompt).strip()
                except EOFError:
                    line = "quit"
            if not line:
                continue
            word = line.lower()
            if word in ("quit", "exit", "q"):
                self.write(self.saved_line())
                return False
            if word in ("help", "?"):
                self.write(_help(game.id, info.view))
                continue
            if word in ("board", "hand"):
                view = await self.svc.hand(self.match_id, user)
                if word == "hand":
                    self.write(_hand(game.id, view, self.name))
                else:
                    self.write(render_board(game.id, view, self.name, LOCALE.get()))
                continue
            if word == "log":
                self.shown_seq = 0
                await self._print_new_log(user)
                continue
            if word in ("list", "list all"):
                self._list(game, legal, None if word == "list all" else shown, info.view)
                continue
            if word == "resign":
                # resigning ends the match for good: only a clear yes does it
                try:
                    answer = self.read(_t("table.resign_ask")).strip().lower()
                except EOFError:
                    answer = ""
                if answer not in YES:
                    self.write(_t("table.resign_kept"))
                    continue
                await self.svc.resign(self.match_id, user)
                self.write(_t("table.resign_confirm"))
                return True
            try:
                typed = read_action(game, line, legal)
                await self.svc.act(self.match_id, user, game.dump_action(typed))
            except (RuleError, ServiceError) as exc:
                self.write("  ! " + render(exc.msg, LOCALE.get()))
                continue
            return True

    def _list(self, game: Any, legal: list[Any], limit: int | None, view: Any = None) -> None:
        shown = legal if limit is None else legal[:limit]
        for i, a in enumerate(shown, 1):
            self.write(f"  {i:>2}. {_describe(game, a, view)}   [{game.notation(a)}]")
        if len(shown) < len(legal):
            rest = legal[len(shown) :]
            if all(getattr(a, "type", None) == "order" for a in rest):  # standing orders only
                moves = [game.notation(a) for a in rest]
                self.write("  " + _tg(game.id, "orders", moves=moves))
            else:
                self.write("  " + _t("table.more_actions", more=len(rest)))

    def _print_result(self, info: Any) -> None:
        out = info.outcome
        game = info.match.game
        scores = list(out.scores) if out is not None and out.scores else _scores(info.view)
        score_text = ", ".join(f"{self.name(i)} {s}" for i, s in enumerate(scores)) or "—"
        if out is None:
            self.write(
                _t(
                    "table.result.other",
                    reason=render(Msg.of(f"service.status.{info.match.status}"), LOCALE.get()),
                )
            )
        elif out.winners:
            reason = (
                render(name_players(out.reason, self.user_name), LOCALE.get()) if out.reason else ""
            )
            self.write(
                _tg(
                    game,
                    "result.win",
                    player=self.name(out.winners[0]),
                    reason=reason,
                    scores=score_text,
                )
            )
        elif out.termination == "normal":
            reason = (
                render(name_players(out.reason, self.user_name), LOCALE.get()) if out.reason else ""
            )
            self.write(_tg(game, "result.draw", reason=reason, scores=score_text))
        else:
            self.write(
                _t(
                    "table.result.other",
                    reason=render(Msg.of(f"service.status.{info.match.status}"), LOCALE.get()),
                )
            )


class Setup:
    """A new match's arguments, checked: nothing is stored until all of them are right."""

    def __init__(
        self, game: Game[Any, Any], seats: list[str], options: dict[str, Any], seed: str | None
    ) -> None:
        self.game, self.seats, self.options, self.seed = game, seats, options, seed


def players_text(game: Game[Any, Any]) -> str:
    if game.min_players == game.max_players:
        return str(game.min_players)
    return f"{game.min_players}-{game.max_players}"


def check_seed(seed: str | None) -> str | None:
    """A seed is short, visible text; an empty one means "pick one at random"."""
    if seed is None or seed == "":
        return None
    if len(seed) > MAX_SEED or not seed.isprintable() or not seed.strip() or seed != seed.strip():
        raise ServiceError("bot.cli.error.seed", max=MAX_SEED)
    return seed


def check_new(
    game_id: str, seats: list[str], options: dict[str, Any] | None, seed: str | None
) -> Setup:
    """Refuse a new table match's arguments in the player's words, before anything is made:
    an unknown game, a seat that is no kind of player, the wrong number of seats, options the
    game does not take, an unusable seed."""
    game = get_game(game_id)
    known = [*SEAT_KINDS, *LEVELS, *sorted(game.ais), "strong:2s"]
    for kind in seats:
        if kind in SEAT_KINDS:
            continue
        try:
            parse_kind(game, kind)
        except InvalidAction:
            raise ServiceError("bot.cli.error.seat_kind", kind=kind[:40], known=known) from None
    if not game.min_players <= len(seats) <= game.max_players:
        example = ",".join(["human", *["ai"] * (game.min_players - 1)])
        raise ServiceError(
            "bot.cli.error.seat_count",
            game=game.id,
            players=players_text(game),
            have=len(seats),
            example=example,
        )
    opts = dict(options or {})
    game.options(opts)
    return Setup(game, seats, opts, check_seed(seed))


async def _resumable(store: Store, match_id: int, db: Location, program: str) -> str:
    """The game of a saved table match that can be continued, or a refusal saying why not."""
    try:
        rec = await store.get_match(match_id)
    except NotFound:
        raise ServiceError(
            "bot.cli.error.no_match",
            match=match_id,
            db=shown(db),
            command=list_command(program, db),
        ) from None
    if not rec.channel.startswith("table:"):
        raise ServiceError("bot.cli.error.not_table", match=match_id)
    if rec.status == "lobby":
        raise ServiceError("bot.cli.error.never_started", match=match_id)
    return rec.game


async def play(
    game_id: str,
    *,
    seats: list[str],
    seed: str | None,
    db: Location,
    resume: int | None = None,
    options: dict[str, Any] | None = None,
    read: Input = input,
    write: Output = print,
    locale: str = "en",
    boards: Path | None = None,
    program: str = "strategos",
    on_match: Callable[[int], None] | None = None,
) -> int:
    """Play (or, with ``resume``, continue) a match at the table.

    ``boards``: the folder that gets a ``<db>-match-<id>/`` of board pictures; ``program``
    is how the player runs ``strategos`` (printed commands use it); ``on_match`` learns the
    match's id as soon as it exists, so a caller can name it if the player interrupts."""
    token = LOCALE.set(locale)
    try:
        setup = None if resume is not None else check_new(game_id, seats, options, seed)
        if boards is not None:
            check_boards(boards)
        async with await open_store(db) as store:
            svc = MatchService(store)
            svc.outbox_posts = False  # the table shows every change itself
            made: list[int] = []
            try:
                if setup is None:
                    assert resume is not None
                    game_id = await _resumable(store, resume, db, program)
                    match_id = resume
                else:
                    game_id = setup.game.id
                    match_id = await _create(svc, setup, made)
                if on_match is not None:
                    on_match(match_id)
                writer = None
                if boards is not None:
                    writer = BoardWriter(check_boards(boards, match_id, db), locale)
                write(_t("table.welcome", game=game_id, match=match_id, db=shown(db)))
                if writer is not None:
                    write(_t("bot.cli.boards", dir=str(writer.folder)))
                if setup is not None:
                    await svc.start(match_id, _creator(setup))
                    humans = _humans(setup)
                    first = await svc.status(match_id, humans[0] if humans else None)
                    write(_help(game_id, first.view))
            except BaseException:
                if made:  # interrupted while the match was being set up: no lobby is left
                    await _drop_lobby(svc, made[0])
                raise
            table = Table(svc, match_id, read, write, db, program=program, boards=writer)
            finished = False
            try:
                code = await table.run(resumed=setup is None)
                finished = True
                return code
            finally:
                if writer is not None:
                    writer.close(wait=finished)
    finally:
        LOCALE.reset(token)


async def _drop_lobby(svc: MatchService, match_id: int) -> None:
    """Abort a table match that never got past its lobby (a started one stays, resumable)."""
    with contextlib.suppress(Exception):
        rec = await svc.store.get_match(match_id)
        if rec.status == "lobby":
            await svc.abort(match_id, rec.creator)


def check_boards(root: Path, match_id: int | None = None, db: Location | None = None) -> Path:
    """The pictures' folder (the root alone, before a match exists), made and writable;
    a match's is named by its database too (``<db>-match-<id>``)."""
    try:
        if match_id is None or db is None:
            return prepare_root(root)
        return prepare(root, match_id, db_name(db))
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise ServiceError("bot.cli.error.boards", dir=str(root), reason=reason) from None


def _humans(setup: Setup) -> list[str]:
    return [f"{HUMAN_PREFIX}{i + 1}" for i, kind in enumerate(setup.seats) if kind == "human"]


def _creator(setup: Setup) -> str:
    humans = _humans(setup)
    return humans[0] if humans else "table:host"


async def _create(svc: MatchService, setup: Setup, made: list[int]) -> int:
    """The lobby with every seat taken (its id goes into ``made`` at once); the caller
    starts it."""
    humans = _humans(setup)
    creator = _creator(setup)
    rec = await svc.create(
        setup.game.id,
        channel=f"table:{secrets.token_hex(4)}",
        creator=creator,
        options=setup.options,
        seed=setup.seed,
        seat_creator=bool(humans),
    )
    made.append(rec.id)
    for user in humans[1:]:
        rec = await svc.join(rec.id, user)
    for kind in setup.seats:
        if kind != "human":
            rec = await svc.add_ai(rec.id, creator, "heuristic" if kind == "ai" else kind)
    return rec.id


async def copy_to_table(record: Any, at: int, seats: list[str] | None, db: Location) -> int:
    """A new table match at the position after action ``at`` of an exported ``record``
    (``service.records``); ``seats``: "human" or an AI kind per seat ("ai" is the thoughtful
    one), every seat a person by default. Its id, to be played on as a saved match."""
    kinds = ["heuristic" if k == "ai" else k for k in seats] if seats is not None else None
    async with await open_store(db) as store:
        svc = MatchService(store)
        svc.outbox_posts = False  # the table shows every change itself
        if kinds is None:
            count = len(record.get("seats", [])) if isinstance(record, dict) else 0
            kinds = ["human"] * count
        return await svc.copy_record(record, at, kinds=kinds, human_prefix=HUMAN_PREFIX)
