"""The offline table: a match in the terminal through the same service and storage as Discord.

Humans type an action's number or its notation; AI seats answer on their own. With two humans
it is a hot-seat game: each player's hand is shown only on their own turn.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.text import render_board
from bot.text.names import typed_names
from rules.core import InvalidAction, Msg, RuleError, get_game
from rules.core.words import is_number, read_int
from service import MatchService, ServiceError
from service.i18n import has_key, render
from service.matches import is_ai
from storage import Store

Input = Callable[[str], str]
Output = Callable[[str], None]

HUMAN_PREFIX = "table:human:"
SHOWN_ACTIONS = 40


def _t(key: str, **params: Any) -> str:
    return render(Msg(key=key, params=params))


def _tg(game: str, key: str, **params: Any) -> str:
    """A table line in the game's own words (``table.<game>.help``) when it has them."""
    own = f"table.{game}.{key}"
    return _t(own if has_key(own) else f"table.{key}", **params)


def _ordered(game: str, view: Any, legal: list[Any]) -> tuple[list[Any], int]:
    """The legal moves in the order listed, and how many a short list shows."""
    if game == "duellum":
        from bot.text.duellum import order_actions, other_payments

        ordered = order_actions(view, legal, end_first=True)
        return ordered, min(SHOWN_ACTIONS, len(ordered) - other_payments(ordered))
    return legal, SHOWN_ACTIONS


def _describe(game: Any, action: Any, view: Any = None) -> str:
    """A listed move: the game's own table wording where it has one, else the rules';
    with its price where the rules put one on it (a temple's marble, a know-how's gold)."""
    if game.id == "duellum":
        from bot.text.duellum import action_text, price_text

        text = action_text(action, "en")
        if text is not None:
            return text
        price = price_text(view, action, "en") if view is not None else None
        if price is not None:
            return f"{render(game.describe(action))} — {price}"
    return render(game.describe(action))


def _help(game_id: str, view: Any) -> str:
    """The table's help; Duellum's examples name places of this match's own map."""
    if game_id == "duellum":
        from bot.text.duellum import help_examples

        examples = help_examples(view) if view is not None else "rondel 4, end"
        return _t("table.duellum.help", examples=examples)
    return _tg(game_id, "help")


def read_action(game: Any, line: str, legal: list[Any]) -> Any:
    """The action a typed line means: a number from the list of ``legal`` moves, or a move
    written out with the names the board shows (``Game.parse_notation`` with the names of
    every language). Bad text raises a ``RuleError`` with the reason, never anything else."""
    chosen = _choice(line.strip().lower(), legal)
    return legal[chosen] if chosen is not None else game.parse_notation(line, typed_names(game.id))


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
    """What the result line counts: temples (Babel) or personages (Duellum)."""
    if view is None:
        return []
    if hasattr(view, "scores"):
        return list(view.scores)
    return [n.personage_count for n in getattr(view, "nations", [])]


class Table:
    def __init__(
        self, svc: MatchService, match_id: int, read: Input, write: Output, db: Path
    ) -> None:
        self.svc, self.match_id, self.read, self.write, self.db = svc, match_id, read, write, db
        self.humans: list[str] = []
        self.names: dict[int, str] = {}
        self.shown_seq = 0

    async def _load_names(self) -> None:
        seats = await self.svc.store.seats(self.match_id)
        self.humans = [s.user for s in seats if not is_ai(s.user)]
        ai_n = 0
        for s in seats:
            if s.seat is None:
                continue
            if s.ai is not None:
                ai_n += 1
                self.names[s.seat] = _t("table.ai", n=ai_n, kind=s.ai)
            elif len(self.humans) == 1:
                self.names[s.seat] = _t("table.you")
            else:
                self.names[s.seat] = _t("table.player", n=s.seat + 1)

    def name(self, seat: int) -> str:
        return self.names.get(seat, _t("table.player", n=seat + 1))

    async def _print_new_log(self, viewer: str) -> None:
        for line in await self.svc.log(self.match_id, viewer):
            if line.seq <= self.shown_seq:
                continue
            self.shown_seq = line.seq
            for seat, m in line.messages:
                # an event with an actor reads after their name; others stand alone
                who = f"{self.name(seat)} " if seat is not None else ""
                self.write(f"  · {who}{render(m)}")

    async def run(self) -> int:
        await self._load_names()
        last_turn_user: str | None = None
        while True:
            info = await self.svc.status(self.match_id, self.humans[0] if self.humans else None)
            human_to_act = next((u for u in info.to_act if not is_ai(u)), None)
            viewer = human_to_act or (self.humans[0] if self.humans else None)
            await self._print_new_log(viewer or "")
            if info.match.status != "active":
                self._print_result(info)
                return 0
            assert viewer is not None
            if len(self.humans) > 1 and human_to_act and human_to_act != last_turn_user:
                seat = next(s.seat for s in info.seats if s.user == human_to_act)
                self.read(_t("table.pass_device", player=self.name(seat or 0)))
            last_turn_user = human_to_act
            info = await self.svc.status(self.match_id, viewer)
            assert info.view is not None
            self.write("")
            self.write(render_board(info.match.game, info.view, self.name))
            if not await self._turn(viewer, info):
                return 0

    async def _turn(self, user: str, info: Any) -> bool:
        """Read commands until one action is applied. False when the player quits."""
        game = get_game(info.match.game)
        seat = info.viewer_seat
        legal, shown = _ordered(game.id, info.view, list(info.legal))
        self.write(_t("table.legal", player=self.name(seat)))
        self._list(game, legal, shown, info.view)
        while True:
            try:
                line = self.read(_t("table.prompt", player=self.name(seat))).strip()
            except EOFError:
                line = "quit"
            if not line:
                continue
            word = line.lower()
            if word in ("quit", "exit", "q"):
                self.write(_t("table.saved", game=game.id, db=str(self.db), match=self.match_id))
                return False
            if word in ("help", "?"):
                self.write(_help(game.id, info.view))
                continue
            if word in ("board", "hand"):
                view = await self.svc.hand(self.match_id, user)
                self.write(render_board(game.id, view, self.name))
                continue
            if word == "log":
                self.shown_seq = 0
                await self._print_new_log(user)
                continue
            if word in ("list", "list all"):
                self._list(game, legal, None if word == "list all" else shown, info.view)
                continue
            if word == "resign":
                await self.svc.resign(self.match_id, user)
                self.write(_t("table.resign_confirm"))
                return True
            try:
                typed = read_action(game, line, legal)
                await self.svc.act(self.match_id, user, game.dump_action(typed))
            except (RuleError, ServiceError) as exc:
                self.write("  ! " + render(exc.msg))
                continue
            return True

    def _list(self, game: Any, legal: list[Any], limit: int | None, view: Any = None) -> None:
        shown = legal if limit is None else legal[:limit]
        for i, a in enumerate(shown, 1):
            self.write(f"  {i:>2}. {_describe(game, a, view)}   [{game.notation(a)}]")
        if len(shown) < len(legal):
            self.write("  " + _t("table.more_actions", more=len(legal) - len(shown)))

    def _print_result(self, info: Any) -> None:
        out = info.outcome
        game = info.match.game
        scores = _scores(info.view)
        score_text = ", ".join(f"{self.name(i)} {s}" for i, s in enumerate(scores)) or "—"
        if out is None:
            self.write(
                _t(
                    "table.result.other",
                    reason=render(Msg.of(f"service.status.{info.match.status}")),
                )
            )
        elif out.winners:
            reason = render(out.reason) if out.reason else ""
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
            self.write(_tg(game, "result.draw", scores=score_text))
        else:
            self.write(
                _t(
                    "table.result.other",
                    reason=render(Msg.of(f"service.status.{info.match.status}")),
                )
            )


async def play(
    game_id: str,
    *,
    seats: list[str],
    seed: str | None,
    db: Path,
    resume: int | None = None,
    options: dict[str, Any] | None = None,
    read: Input = input,
    write: Output = print,
) -> int:
    game = get_game(game_id)
    async with await Store.open(db) as store:
        svc = MatchService(store)
        if resume is not None:
            match_id = resume
        else:
            humans = [f"{HUMAN_PREFIX}{i + 1}" for i, kind in enumerate(seats) if kind == "human"]
            creator = humans[0] if humans else "table:host"
            rec = await svc.create(
                game.id,
                channel=f"table:{secrets.token_hex(4)}",
                creator=creator,
                options=options,
                seed=seed,
                seat_creator=bool(humans),
            )
            for user in humans[1:]:
                rec = await svc.join(rec.id, user)
            for kind in seats:
                if kind != "human":
                    rec = await svc.add_ai(rec.id, creator, "heuristic" if kind == "ai" else kind)
            match_id = rec.id
            write(_t("table.welcome", game=game.id, match=match_id, db=str(db)))
            await svc.start(match_id, creator)
            first = await svc.status(match_id, humans[0] if humans else None)
            write(_help(game.id, first.view))
        return await Table(svc, match_id, read, write, db).run()
