"""What each seat may see of a Polis position, and the laws every position obeys.

Hidden: the order of the project tiles and of the event cards still to come, the combat
deck's order, the other side's combat hand (its size is public) and, until both sides have
committed, the cards the other side committed (that it committed is public); the random seed.
Everything else is on the table.
"""

from __future__ import annotations

from pydantic import BaseModel

from rules.core.rng import Rng
from rules.polis.data import RESOURCES, load
from rules.polis.state import (
    FightOrder,
    Pending,
    Phase,
    Player,
    PolisCity,
    PolisState,
    clone,
    copy_city,
    copy_pending,
)


class BattleView(BaseModel):
    where: str
    attacker: int
    phase: Phase
    exchange: int
    deck_size: int
    discard: list[int]
    hand: list[int] | None  # the viewer's own combat hand
    hand_sizes: list[int]
    committed: list[bool]
    my_commit: list[int | None] | None
    defender_losses: int


class PlayerView(Player):
    score: int


class PolisView(BaseModel):
    game: str = "polis"
    viewer: int | None
    round: int
    stack: int
    current: int
    actions_left: int
    active: list[int]
    players: list[PlayerView]
    hoplites: dict[str, list[int]]
    galleys: dict[str, list[int]]
    poleis: dict[str, PolisCity]
    tribute_used: list[str]
    market: int
    shiploads: dict[str, list[int | None]]
    offer: list[str]
    project_deck_size: int
    events_left: list[int]
    event: str | None
    moved_to: list[str]
    done: list[str] = []  # the kinds of action taken this turn (they may not be taken again)
    edition: int = 1
    battle: BattleView | None
    battles_queued: list[str]
    pending: Pending | None
    queue: list[Pending]
    ended: str | None
    loser: int | None
    history: list[tuple[int, int]]
    my_order: FightOrder | None = None  # the viewer's own standing answer in battle


def make_view(
    s: PolisState,
    seat: int | None,
    *,
    active: frozenset[int],
    stack: int,
    scores: tuple[int, int],
) -> PolisView:
    """What ``seat`` (None: a spectator) sees; ``active`` are the seats to act now, ``stack``
    this round's limit of units in a territory, ``scores`` each seat's score."""
    b = s.battle
    bv = None
    if b is not None:
        bv = BattleView(
            where=b.where,
            attacker=b.attacker,
            phase=b.phase,
            exchange=b.exchange,
            deck_size=len(b.deck),
            discard=list(b.discard),
            hand=list(b.hands[seat]) if seat is not None else None,
            hand_sizes=[len(h) for h in b.hands],
            committed=[c is not None for c in b.commits],
            my_commit=(
                list(c) if seat is not None and (c := b.commits[seat]) is not None else None
            ),
            defender_losses=b.defender_losses,
        )
    return PolisView(
        viewer=seat,
        round=s.round,
        stack=stack,
        current=s.current,
        actions_left=s.actions_left,
        active=sorted(active),
        players=[PlayerView(**p.model_dump(), score=scores[i]) for i, p in enumerate(s.players)],
        hoplites={k: list(v) for k, v in s.hoplites.items()},
        galleys={k: list(v) for k, v in s.galleys.items()},
        poleis={k: copy_city(v) for k, v in s.poleis.items()},
        tribute_used=list(s.tribute_used),
        market=s.market,
        shiploads={k: list(v) for k, v in s.shiploads.items()},
        offer=list(s.offer),
        project_deck_size=len(s.project_deck),
        events_left=[len(e) for e in s.events],
        event=s.event,
        moved_to=list(s.moved_to),
        done=list(s.done),
        edition=s.edition,
        battle=bv,
        battles_queued=list(s.battles_queued),
        pending=copy_pending(s.pending) if s.pending else None,
        queue=[copy_pending(q) for q in s.queue],
        ended=s.ended,
        loser=s.loser,
        history=list(s.history),
        my_order=s.orders[seat] if seat is not None else None,
    )


def check_invariants(s: PolisState, stack: int) -> None:
    """The laws every position obeys; ``stack`` is this round's limit of units in a territory."""
    d = load()
    for i, p in enumerate(s.players):
        assert set(p.resources) == {r.value for r in RESOURCES}, "resources"
        assert all(v >= 0 for v in p.resources.values()), f"seat {i} resources {p.resources}"
        assert p.prestige >= 0, f"seat {i} prestige {p.prestige}"
        assert p.merchants >= 0 and p.merchants_out >= 0
        assert p.merchants + p.merchants_out <= 4
        assert p.proxenos is None or p.proxenos in d.poleis
    for t, u in {**s.hoplites, **s.galleys}.items():
        assert all(0 <= n <= stack for n in u), f"{t}: {u} over the limit {stack}"
    for pid, c in s.poleis.items():
        assert 1 <= c.population <= d.poleis[pid].max, f"{pid} population {c.population}"
        assert len(c.projects) + len(c.building) <= d.poleis[pid].projects
        assert c.owner in (None, 0, 1)
    for side_seat, cap in enumerate(d.capital.values()):
        assert s.poleis[cap].owner == side_seat, "a capital changed hands"
    tiles = list(s.offer) + list(s.project_deck)
    for c in s.poleis.values():
        tiles += c.projects + c.building
    assert len(tiles) == len(set(tiles)) and set(tiles) <= set(d.project_cards)
    assert 0 <= s.market < len(d.market.track.wheat_for_goods)
    if s.battle is not None:
        b = s.battle
        cards = list(b.deck) + list(b.discard) + b.hands[0] + b.hands[1]
        for commit in b.commits:
            cards += [x for x in (commit or []) if x is not None]
        assert sorted(cards) == list(range(len(d.cards))), "combat cards lost or doubled"
        assert all(h == sorted(h) for h in b.hands)
    assert 1 <= s.round <= len(d.rounds.rounds)


def scramble_hidden(s: PolisState, keep_seat: int | None, seed: str) -> PolisState:
    """Re-deal what ``keep_seat`` cannot see: tile and event order, the combat deck, the
    other side's combat hand, committed cards and standing order, the seed."""
    out = clone(s)
    rng = Rng(seed=seed)
    orders = list(FightOrder)
    out.orders = [
        o if i == keep_seat else orders[rng.below(len(orders))] for i, o in enumerate(out.orders)
    ]
    out.project_deck = rng.shuffle(sorted(out.project_deck))  # in order first: canonical
    out.events = [rng.shuffle(sorted(e)) for e in out.events]
    b = out.battle
    if b is not None:
        others = [i for i in (0, 1) if i != keep_seat]
        pool = list(b.deck)
        for i in others:
            pool += b.hands[i]
            pool += [c for c in (b.commits[i] or []) if c is not None]
        pool = rng.shuffle(sorted(pool))
        for i in others:
            n = len(b.hands[i])
            b.hands[i], pool = sorted(pool[:n]), pool[n:]
            commit = b.commits[i]
            if commit is not None:
                new: list[int | None] = []
                for c in commit:
                    if c is None:
                        new.append(None)
                    else:
                        new.append(pool.pop())
                b.commits[i] = new
        b.deck = pool
    out.rng = Rng(seed=f"{seed}:scrambled", counter=s.rng.counter)
    return out
