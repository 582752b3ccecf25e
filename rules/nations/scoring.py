"""Final scoring [Final scoring]: A. the game's VP, B. colonies, C. wonders, D. workers
on buildings and military, E. resources with military and stability, a tenth of the sum."""

from __future__ import annotations

from pydantic import BaseModel

from rules.nations.board import military, stability
from rules.nations.catalog import Catalog
from rules.nations.state import NationsState, Seat


class Score(BaseModel):
    vp: int
    colonies: int
    wonders: int
    workers: int
    resources: int

    @property
    def total(self) -> int:
        return self.vp + self.colonies + self.wonders + self.workers + self.resources


def resource_points(gold: int, stone: int, food: int, books: int, mil: int, stab: int) -> int:
    """E: the sum of what is left, military and stability, divided by 10 (rounded down)."""
    return max(0, gold + stone + food + books + mil + stab) // 10


def score(cat: Catalog, p: Seat, tracks: tuple[int, int] | None = None) -> Score:
    """The seat's final score as it stands; ``tracks``: its military and stability when
    already summed (``board.tracks``)."""
    mil, stab = tracks if tracks is not None else (military(cat, p), stability(cat, p))
    workers = 0
    for sl in p.slots:
        if sl.card is not None and sl.workers:
            workers += sum(getattr(cat.card(sl.card), "worker_vp", ())[: sl.workers])
    return Score(
        vp=p.vp,
        colonies=sum(getattr(cat.card(c), "vp", 0) for c in p.colonies),
        wonders=sum(getattr(cat.card(w), "vp", 0) for w in p.wonders),
        workers=workers,
        resources=resource_points(p.gold, p.stone, p.food, p.books, mil, stab),
    )


def totals(cat: Catalog, s: NationsState) -> list[int]:
    return [score(cat, p).total for p in s.seats]


def ranking(cat: Catalog, s: NationsState) -> list[int]:
    """Seats best first; ties go to the earlier seat in player order."""
    t = totals(cat, s)
    return sorted(range(s.players), key=lambda i: (-t[i], s.order.index(i)))
