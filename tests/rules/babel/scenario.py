"""Babel positions for scenario tests, built card by card.

Every test position holds the whole box: the 60 people cards and 45 temple cards a scenario
does not place are put away (people in the draw pile, temples in the quarry, unless the test
asks otherwise), so ``GAME.check_invariants`` holds before and after every action.

People are written as letters, bottom card first: A Assyrians, H Hittites, M Medes,
P Persians, S Sumerians. ``cards("SSSSAPP")`` is a site where four Sumerians lie under an
Assyrian and two Persians.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from rules.babel import GAME
from rules.babel.actions import BabelAction
from rules.babel.state import (
    NATIONS,
    PEOPLE_PER_NATION,
    TEMPLE_COUNTS,
    BabelState,
    EndReason,
    Nation,
    PendingDiscard,
    Player,
    Side,
)
from rules.core.game import Transition
from rules.core.messages import Event
from rules.core.rng import Rng

A, H, M, P, S = (
    Nation.ASSYRIANS,
    Nation.HITTITES,
    Nation.MEDES,
    Nation.PERSIANS,
    Nation.SUMERIANS,
)
LETTER = {"A": A, "H": H, "M": M, "P": P, "S": S}


def cards(letters: str) -> list[Nation]:
    """People cards from letters, bottom (oldest) first; spaces and dashes are ignored."""
    return [LETTER[c] for c in letters if c not in " -"]


def hand(letters: str) -> list[Nation]:
    """A hand as the engine keeps it: sorted in nation order."""
    return sorted(cards(letters), key=NATIONS.index)


SiteSpec = tuple[str, Sequence[int]] | str


def player(
    *,
    hand: str = "",
    builder: Nation | None = None,
    foundation: bool = False,
    pile: Sequence[int] = (),
    sites: Mapping[Nation, SiteSpec] | None = None,
    migrated: bool = False,
) -> Player:
    """One player. ``sites`` maps a site to its people letters, or to (people, temple levels)."""
    sides = []
    for nation in NATIONS:
        spec = (sites or {}).get(nation, "")
        people, temple = (spec, ()) if isinstance(spec, str) else spec
        sides.append(Side(people=cards(people), temple=list(temple)))
    return Player(
        hand=sorted(cards(hand), key=NATIONS.index),
        builder=builder,
        foundation=foundation,
        pile=list(pile),
        sites=sides,
        migrated=migrated,
    )


def position(
    p0: Player | None = None,
    p1: Player | None = None,
    *,
    current: int = 0,
    turn: int = 9,
    deck_top: str = "",
    discard: str = "",
    quarry_top: Iterable[int] = (),
    spare_people: Literal["deck", "discard"] = "deck",
    spare_temples: Literal["quarry", 0, 1] = "quarry",
    final_phase: bool = False,
    pending: PendingDiscard | None = None,
    ended: EndReason | None = None,
    seed: str = "scenario",
) -> BabelState:
    """A legal position. Cards not placed go under ``deck_top`` and ``quarry_top``.

    ``deck_top`` and ``quarry_top`` list cards bottom to top (the last is drawn first).
    With ``spare_people="discard"`` the draw pile is exactly ``deck_top`` and the rest of the
    people lie in the discard pile; with ``spare_temples`` set to a seat the quarry is exactly
    ``quarry_top`` and the rest of the temple cards lie at the bottom of that seat's pile.
    """
    players = [p0 or player(), p1 or player()]
    people_used: Counter[Nation] = Counter(cards(deck_top) + cards(discard))
    temples_used: Counter[int] = Counter(quarry_top)
    for p in players:
        people_used.update(p.hand)
        temples_used.update(p.pile)
        temples_used[1] += int(p.foundation)
        for side in p.sites:
            people_used.update(side.people)
            temples_used.update(side.temple)
    spare_p = _spare(dict.fromkeys(NATIONS, PEOPLE_PER_NATION), people_used, "people")
    spare_t = _spare(dict(TEMPLE_COUNTS), temples_used, "temple")
    spare_p = _interleave(spare_p)

    deck = cards(deck_top)
    discard_pile = cards(discard)
    if spare_people == "deck":
        deck = spare_p + deck
    else:
        discard_pile = spare_p + discard_pile
    quarry = list(quarry_top)
    if spare_temples == "quarry":
        quarry = sorted(spare_t, reverse=True) + quarry
    else:
        players[spare_temples].pile[:0] = sorted(spare_t, reverse=True)
    state = BabelState(
        current=current,
        turn=turn,
        players=players,
        deck=deck,
        discard=discard_pile,
        quarry=quarry,
        final_phase=final_phase,
        pending=pending,
        ended=ended,
        rng=Rng(seed=seed),
    )
    GAME.check_invariants(state)
    return state


def _interleave(people: list[Nation]) -> list[Nation]:
    """A, H, M, P, S, A, H, ...: no stretch of the spare draw pile is all one nation."""
    seen: Counter[Nation] = Counter()
    ranked = []
    for n in people:
        seen[n] += 1
        ranked.append((seen[n], NATIONS.index(n), n))
    return [n for *_, n in sorted(ranked)]


def _spare(box: dict, used: Counter, what: str) -> list:
    out = []
    for key, count in box.items():
        left = count - used[key]
        if left < 0:
            raise ValueError(f"scenario uses {used[key]} {what} cards {key!r}, the box has {count}")
        out += [key] * left
    return out


def apply(state: BabelState, seat: int, action: BabelAction | str) -> Transition[BabelState]:
    """One action through the public entry point; the result must obey every invariant."""
    if isinstance(action, str):
        action = GAME.parse_notation(action)
    result = GAME.apply(state, seat, action)
    GAME.check_invariants(result.state)
    return result


def play(state: BabelState, seat: int, *actions: BabelAction | str) -> BabelState:
    """Several actions of one seat, in order."""
    for action in actions:
        state = apply(state, seat, action).state
    return state


def keys(events: Iterable[Event]) -> list[str]:
    return [e.public.key for e in events]


def event(events: Iterable[Event], key: str) -> Event:
    found = [e for e in events if e.public.key == key]
    assert len(found) == 1, f"{key}: {keys(events)}"
    return found[0]
