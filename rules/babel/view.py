"""What each seat may see of a Babel position, and the laws every position obeys.

Hidden: the people draw pile, the temple quarry's order, the opponent's hand (its size is
public) and the random seed. Open: every card on the board, both temple piles, the discard
pile, scores, the final-phase marker.
"""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel

from rules.babel.state import (
    NATIONS,
    PEOPLE_PER_NATION,
    PEOPLE_TOTAL,
    TEMPLE_COUNTS,
    TEMPLE_TOTAL,
    BabelState,
    EndReason,
    Nation,
    PendingDiscard,
    clone,
    sorted_hand,
)
from rules.core.rng import Rng


class SideView(BaseModel):
    site: Nation
    people: list[Nation]
    temple: list[int]
    level: int


class PlayerView(BaseModel):
    seat: int
    hand: list[Nation] | None  # None when the viewer may not see it
    hand_size: int
    builder: Nation | None
    foundation: bool
    pile: list[int]
    sites: list[SideView]
    migrated: bool
    score: int


class BabelView(BaseModel):
    game: str = "babel"
    viewer: int | None
    current: int
    turn: int
    active: list[int]
    players: list[PlayerView]
    deck_size: int
    discard: dict[Nation, int]
    quarry_size: int
    final_phase: bool
    pending: PendingDiscard | None
    ended: EndReason | None
    scores: tuple[int, int]
    history: list[tuple[int, int]]


def make_view(s: BabelState, seat: int | None, active: frozenset[int]) -> BabelView:
    """What ``seat`` (None: a spectator) sees; ``active`` are the seats to act now."""
    counts = Counter(s.discard)
    return BabelView(
        viewer=seat,
        current=s.current,
        turn=s.turn,
        active=sorted(active),
        players=[
            PlayerView(
                seat=i,
                hand=list(p.hand) if seat == i else None,
                hand_size=len(p.hand),
                builder=p.builder,
                foundation=p.foundation,
                pile=list(p.pile),
                sites=[
                    SideView(site=n, people=list(x.people), temple=list(x.temple), level=x.level)
                    for n, x in zip(NATIONS, p.sites, strict=True)
                ],
                migrated=p.migrated,
                score=p.score,
            )
            for i, p in enumerate(s.players)
        ],
        deck_size=len(s.deck),
        discard={n: counts[n] for n in NATIONS},
        quarry_size=len(s.quarry),
        final_phase=s.final_phase,
        pending=s.pending,
        ended=s.ended,
        scores=s.scores(),
        history=list(s.history),
    )


def check_invariants(s: BabelState) -> None:
    people: Counter[Nation] = Counter(s.deck) + Counter(s.discard)
    temples: Counter[int] = Counter(s.quarry)
    for p in s.players:
        people.update(p.hand)
        temples.update(p.pile)
        if p.foundation:
            temples[1] += 1
        assert p.hand == sorted(p.hand, key=NATIONS.index), "hand not kept sorted"
        for side in p.sites:
            people.update(side.people)
            temples.update(side.temple)
            assert all(a < b for a, b in zip(side.temple, side.temple[1:], strict=False)), (
                f"temple not rising: {side.temple}"
            )
    assert sum(people.values()) == PEOPLE_TOTAL, f"people cards: {sum(people.values())}"
    assert all(people[n] == PEOPLE_PER_NATION for n in NATIONS), f"people by nation: {people}"
    assert sum(temples.values()) == TEMPLE_TOTAL, f"temple cards: {sum(temples.values())}"
    assert dict(temples) == TEMPLE_COUNTS, f"temples by level: {temples}"
    if s.pending is not None:
        assert s.pending.seat != s.current and s.pending.count >= 1
    for a, b in s.history:
        assert 0 <= a <= 30 and 0 <= b <= 30


def scramble_hidden(s: BabelState, keep_seat: int | None, seed: str) -> BabelState:
    """Re-deal everything ``keep_seat`` cannot see: other hands, the deck, the quarry, the seed.

    Canonical: the unseen cards are put in order before they are dealt, so the result depends
    only on what ``keep_seat`` sees and on ``seed`` (the strong AI's worlds rely on it)."""
    out = clone(s)
    rng = Rng(seed=seed)
    others = [i for i in range(len(out.players)) if i != keep_seat]
    pool = list(out.deck)
    for i in others:
        pool += out.players[i].hand
    pool = rng.shuffle(sorted_hand(pool))
    for i in others:
        n = len(out.players[i].hand)
        out.players[i].hand = sorted_hand(pool[:n])
        pool = pool[n:]
    out.deck = pool
    out.quarry = rng.shuffle(sorted(out.quarry))
    out.rng = Rng(seed=f"{seed}:scrambled", counter=s.rng.counter)
    return out
