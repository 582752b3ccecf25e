"""What each seat may see of a Nations position, and the laws every position obeys.

Hidden: the order of the progress decks, the event decks and the solo tiles still to come,
and the random seed; their sizes are public. Everything else is on the table: the progress
row, every board, the event card of the round (README 1).
"""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel

from rules.core.rng import Rng
from rules.nations.board import military, production, sections, side_of, stability
from rules.nations.catalog import Catalog
from rules.nations.scoring import totals
from rules.nations.state import POP_SECTION, EventChoice, NationsState, Phase, Seat, Solo


class SeatView(Seat):
    military: int
    stability: int
    production: dict[str, int]
    score: int


class SoloView(BaseModel):
    tile: str | None
    books: int
    military: int = 0  # added to the tile's military this round by its 5-6 rolls
    tiles_left: list[int]
    lost: bool
    second: bool


class NationsView(BaseModel):
    game: str = "nations"
    viewer: int | None
    players: int
    edition: int = 1
    cards: str
    ages: int
    round: int
    phase: Phase
    order: list[int]
    current: int
    active: list[int]
    seats: list[SeatView]
    offered: list[str]
    row: list[list[str | None]]
    deck_sizes: list[int]
    event_deck_sizes: list[int]
    event: str | None
    event_offer: list[str]
    architects: int
    war: str | None
    war_strength: int
    war_buyer: int | None
    passes: list[int]
    solo: SoloView | None
    choice: EventChoice | None
    history: list[list[int]]


def make_view(
    cat: Catalog, s: NationsState, seat: int | None, active: frozenset[int]
) -> NationsView:
    """What ``seat`` (None: a spectator) sees, read with the card catalog ``cat``; ``active``
    are the seats to act now."""
    scores = totals(cat, s) if all(p.nation for p in s.seats) else [0] * s.players
    seats = [
        SeatView(
            **p.model_dump(),
            military=military(cat, p) if p.nation else 0,
            stability=stability(cat, p) if p.nation else 0,
            production=production(cat, p) if p.nation else {},
            score=scores[i],
        )
        for i, p in enumerate(s.seats)
    ]
    solo = None
    if s.solo is not None:
        solo = SoloView(
            tile=s.solo.tile,
            books=s.solo.books,
            military=s.solo.military,
            tiles_left=[len(t) for t in s.solo.tiles],
            lost=s.solo.lost,
            second=s.solo.second,
        )
    return NationsView(
        viewer=seat,
        players=s.players,
        edition=s.edition,
        cards=s.cards,
        ages=s.ages,
        round=s.round,
        phase=s.phase,
        order=list(s.order),
        current=s.current,
        active=sorted(active),
        seats=seats,
        offered=list(s.offered),
        row=[list(r) for r in s.row],
        deck_sizes=[len(d) for d in s.decks],
        event_deck_sizes=[len(d) for d in s.event_decks],
        event=s.event,
        event_offer=list(s.event_offer),
        architects=s.architects,
        war=s.war,
        war_strength=s.war_strength,
        war_buyer=s.war_buyer,
        passes=list(s.passes),
        solo=solo,
        choice=s.choice.model_copy(deep=True) if s.choice else None,
        history=[list(h) for h in s.history],
    )


def public_position(view: NationsView, seed: str = "public") -> NationsState:
    """A position that agrees with a public view, for reading the rules off it (the legal
    actions of the seat to act, a lookahead). Built from the view alone, so it knows nothing
    hidden: the progress decks, the event decks and the solo tiles still to come are empty
    (only their sizes are public) and its dice (the solo rival's) follow ``seed``, never the
    game's seed. Nothing in a round draws from the decks, so the actions it allows are those
    of the real position."""
    copied = (set(NationsView.model_fields) & set(NationsState.model_fields)) - {"seats", "solo"}
    solo = None
    if view.solo is not None:
        solo = Solo(
            tile=view.solo.tile,
            books=view.solo.books,
            military=view.solo.military,
            tiles=[[] for _ in view.solo.tiles_left],
            lost=view.solo.lost,
            second=view.solo.second,
        )
    return NationsState(
        **view.model_dump(include=copied),
        seats=[Seat(**sv.model_dump(include=set(Seat.model_fields))) for sv in view.seats],
        decks=[[] for _ in view.deck_sizes],
        event_decks=[[] for _ in view.event_deck_sizes],
        solo=solo,
        rng=Rng(seed=seed),
    )


def check_invariants(cat: Catalog, s: NationsState) -> None:
    assert sorted(s.order) == list(range(s.players)), f"order {s.order}"
    assert len(s.seats) == s.players
    assert 1 <= s.round <= 2 * s.ages
    assert s.architects >= 0
    seen: Counter[str] = Counter()
    for deck in s.decks:
        seen.update(deck)
    for row in s.row:
        seen.update(c for c in row if c is not None)
    for i, p in enumerate(s.seats):
        for res in ("gold", "stone", "food", "books"):
            assert getattr(p, res) >= 0, f"seat {i} {res} {getattr(p, res)}"
        assert p.vp >= 0 or s.solo is not None, f"seat {i} vp {p.vp}"
        assert 0 <= p.taken_food <= POP_SECTION and 0 <= p.taken_stability <= POP_SECTION
        if p.nation is None:
            assert s.phase is Phase.PICK
            continue
        for sl in p.slots:
            assert sl.workers >= 0
            assert sl.card is not None or sl.workers == 0, "workers on an empty slot"
            if sl.card is not None and cat.card(sl.card).age:
                seen[sl.card] += 1
        start = side_of(cat, p).workers
        assert p.pool >= 0 and p.spare >= 0
        total = p.pool + sum(sl.workers for sl in p.slots)
        assert total == start + p.taken_food + p.taken_stability - p.spare, (
            f"seat {i} workers {total} != {start}+{p.taken_food}+{p.taken_stability}-{p.spare}"
        )
        assert len(p.colonies) <= 2 and len(p.wonders) <= 5
        seen.update(p.colonies)
        seen.update(w for w in p.wonders if cat.card(w).age)
        seen.update(a for a in (p.advisor, p.advisor2) if a)
        if p.wonder is not None:
            seen[p.wonder] += 1
            assert p.architects < len(sections(cat, p.wonder))
        else:
            assert p.architects == 0
    if s.war is not None:
        seen[s.war] += 1
    dup = [c for c, n in seen.items() if n > 1]
    assert not dup, f"cards in two places: {dup}"
    if s.phase is Phase.ACTIONS:
        assert not s.seats[s.current].passed
    assert (s.phase is Phase.CHOICE) == (s.choice is not None), "a choice outside its phase"
    assert (s.phase is Phase.EVENT_PICK) == (len(s.event_offer) == 2), "an offer outside its phase"


def scramble_hidden(s: NationsState, keep_seat: int | None, seed: str) -> NationsState:
    """Re-deal what no seat can see: the decks' order, the tiles' order, the seed. Each pile is
    put in order before it is shuffled, so the result depends only on what is public and on
    ``seed`` (the strong AI's worlds rely on it)."""
    out = s.model_copy(deep=True)
    rng = Rng(seed=seed)
    out.decks = [rng.shuffle(sorted(d)) for d in out.decks]
    out.event_decks = [rng.shuffle(sorted(d)) for d in out.event_decks]
    if out.solo is not None:
        out.solo.tiles = [rng.shuffle(sorted(t)) for t in out.solo.tiles]
    out.rng = Rng(seed=f"{seed}:scrambled", counter=s.rng.counter)
    return out
