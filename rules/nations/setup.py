"""Nations before the first round: the match options, the starting position, and the choice
of each nation's board, side and difficulty level ([Setup steps 1-3], [B sides]).

The engine (``engine.py``) calls ``new_state`` from ``setup``, and ``check_pick``,
``pick_candidates`` and ``take_board`` for the ``Pick`` action of ``Phase.PICK``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rules.core.errors import IllegalAction, InvalidAction
from rules.core.messages import Event, Msg
from rules.core.rng import Rng
from rules.nations.actions import LEVELS, Level, Pick
from rules.nations.cards import RESOURCES
from rules.nations.cards import CardKind as Kind
from rules.nations.catalog import Catalog
from rules.nations.rounds import refill, start_round
from rules.nations.state import ARCHITECTS_AT_ONCE, NationsState, Seat, Slot, Solo
from rules.nations.text import name_msg

SLOTS = 5  # building and military slots of a board (README 5)
SETS = ("basic", "advanced", "expert")


class NationsOptions(BaseModel):
    """``cards``: the card set (basic; basic and advanced; all); ``boards``: ``b`` lets each
    player choose side B of the board; ``level``: the difficulty of every seat not in
    ``levels``; ``levels``: each seat's own difficulty in seat order, written
    ``prince/king/emperor`` (README 3, [Difficulty levels]). Both are presets: a player may
    choose another level when taking a board (``Pick.level``). ``ages``: a short game of fewer
    ages [Short game]; ``promo``: the first edition's promo card joins the age IV deck (README
    29); ``easier``: each nation starts with a worker more, its upkeep hidden [Easier game]
    (README 31)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    cards: Literal["basic", "advanced", "expert"] = "advanced"
    boards: Literal["a", "b"] = "a"
    level: Level = "prince"
    levels: tuple[Level, ...] = ()
    ages: int = Field(default=4, ge=1, le=4)
    promo: bool = False
    easier: bool = False

    @field_validator("levels", mode="before")
    @classmethod
    def _split_levels(cls, value: object) -> object:
        """``prince/king`` (the form a match option takes) or a list."""
        if isinstance(value, str):
            return tuple(part.strip().lower() for part in value.split("/")) if value else ()
        return value

    def level_of(self, seat: int) -> str:
        """Seat ``seat``'s preset difficulty: its entry in ``levels``, else ``level``."""
        return self.levels[seat] if seat < len(self.levels) else self.level


def new_state(cat: Catalog, seats: int, opts: NationsOptions, seed: str) -> NationsState:
    """The position before the boards are chosen: player order, decks, the nations on offer,
    the progress row; every seat at its preset level."""
    least = cat.least_set(seats).value
    if SETS.index(opts.cards) < SETS.index(least):  # [5 players]
        raise InvalidAction("nations.error.card_set", seats=seats, least=least)
    if len(opts.levels) > seats:  # [Setup step 3] a level for each player, no more
        raise InvalidAction("nations.error.levels", seats=seats, count=len(opts.levels))
    rng = Rng(seed=seed)
    order = rng.shuffle(list(range(seats)))  # [Setup step 1] random player order
    if seats == 1:
        order = [0]

    def deck(age: int) -> list[str]:
        sets = cat.sets_for(opts.cards, promo=opts.promo)
        ids = [c.id for c in cat.progress_deck(age, sets, seats)]
        return rng.shuffle(sorted(ids))

    decks = [deck(a) for a in range(1, 5)]
    event_decks = [
        rng.shuffle(sorted(e.id for e in cat.event_deck(a, cat.sets_for(opts.cards))))
        for a in range(1, 5)
    ]
    solo = None
    if seats == 1:
        tiles = [rng.shuffle(sorted(t.id for t in cat.solo_tiles(a))) for a in range(1, 5)]
        solo = Solo(tiles=tiles)
        event_decks = [[] for _ in range(4)]
    offered = sorted(rng.shuffle(sorted(n.id for n in cat.nations))[: max(seats, 1)])
    s = NationsState(
        players=seats,
        edition=ARCHITECTS_AT_ONCE,
        cards=opts.cards,
        ages=opts.ages,
        order=order,
        current=order[-1],  # [B sides] boards are chosen in reverse player order
        seats=[
            Seat(level=opts.level_of(i), side=opts.boards, hidden_food=int(opts.easier))
            for i in range(seats)
        ],
        offered=offered,
        row=[[None] * cat.setup.count(seats).columns for _ in range(3)],
        decks=decks,
        event_decks=event_decks,
        solo=solo,
        rng=rng,
    )
    refill(cat, s, first=True)
    return s


def check_pick(s: NationsState, seat: int, a: Pick) -> None:
    """A nation on offer, side B only when the match allows it; any of the four levels (the
    action's type already holds it to them)."""
    if a.nation not in s.offered:
        raise IllegalAction("nations.error.no_such_nation")
    if a.side == "b" and s.seats[seat].side != "b":
        raise IllegalAction("nations.error.side_a_only")


def pick_candidates(s: NationsState, seat: int) -> list[Pick]:
    """Every nation on offer, on each side allowed, at each level named: the level left out
    (``None``, the seat's preset) is the same move as its preset named, so it is not listed."""
    sides: list[Literal["a", "b"]] = ["a", "b"] if s.seats[seat].side == "b" else ["a"]
    return [
        Pick(nation=n, side=side, level=level)
        for n in s.offered
        for side in sides
        for level in LEVELS
    ]


def take_board(cat: Catalog, s: NationsState, seat: int, a: Pick, events: list[Event]) -> None:
    """The seat takes its board: the side's starting resources, cards and workers, its
    starting books, its level (README 3), and the next seat in reverse order chooses."""
    p = s.seats[seat]
    side = cat.nation(a.nation).board("A" if a.side == "a" else "B")
    p.nation, p.side = a.nation, a.side
    if a.level is not None:  # [Setup step 3] its own level; left out, the preset stays
        p.level = a.level
    for r in RESOURCES:
        setattr(p, r, getattr(side.start, r))
    p.vp = side.start.vp
    # [Setup step 1] the k-th player in the first order starts k up the heritage (books)
    # track; alone, that is the 1 book of [Solo variant] ("you start as player 1")
    p.books += s.order.index(seat) + 1
    printed = [cat.card(cid) for cid in side.start_cards]  # README 5
    slots = [c.id for c in printed if c.kind != Kind.WONDER]
    p.slots = [Slot(card=c) for c in slots] + [Slot() for _ in range(SLOTS - len(slots))]
    p.pool = side.workers
    # [Easier game] README 31: the extra worker leaves the food section's first space,
    # whose upkeep stays hidden (``hidden_food``)
    p.taken_food = p.hidden_food
    p.pool += p.hidden_food
    p.wonders = [c.id for c in printed if c.kind == Kind.WONDER]
    s.offered.remove(a.nation)
    events.append(
        Event.of(
            "nations.log.pick_level",
            seat=seat,
            nation=name_msg(cat, a.nation),
            side=a.side.upper(),
            level=Msg.of(f"nations.level.{p.level}"),
            count=cat.growth(p.level),
        )
    )
    i = s.order.index(seat)
    if i > 0:
        s.current = s.order[i - 1]
    else:
        start_round(cat, s, events, first=True)
