"""Antike Duellum's frame and map layout: the picture's fixed geometry (its height per map
side) and where each region's block (name, city marks, units) sits on the map (the phone
picture is a crop of it). Computed once per side, and deterministic, so every picture of a side
has the same map and height. The drawing is in ``map``, ``panels`` and ``board``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial

from pydantic import BaseModel

from bot.render.base import clean, width
from bot.render.frame import MAP_Y, M, W
from bot.render.geo import MapCanvas
from rules.common.maps import BorderKind, GameMap, RegionKind
from rules.duellum.maps import load_side
from rules.duellum.view import DuellumView

MAP_X0, MAP_X1 = M, W - M
LEGEND_H = 106
PANEL_H = 584
STRIP_H = 268

NAME_SIZE = 17  # region names on the map (the phone picture shows the map at the same scale)
ROW = 22  # city marks
CHIP_H = 22  # unit chips
ANCHOR_R = 0.66  # the galley symbol's radius, as a share of the name's size
ITERATIONS = 40

# The phone picture is a crop of the same map at the same scale, ``PHONE_PX`` wide, shown
# 412 px wide: every word on the map and in the marks is at least ``MARK_MIN`` px, which a
# phone shows at 11.4 px (``bot.render.ledger.MIN_PHONE_PX`` is 11).
PHONE_PX = 540
MARK_MIN = 15
PHONE_MAP_H = 540  # the crop of the map in the phone picture (the west map is 710 px tall)


def as_view(view: BaseModel) -> DuellumView:
    if isinstance(view, DuellumView):
        return view
    return DuellumView.model_validate(view.model_dump())


def height(side: str) -> int:
    return panels_y(side) + PANEL_H + 12 + STRIP_H + M


def panels_y(side: str) -> int:
    return MAP_Y + layout(side).height + LEGEND_H + 10


# --- the map layout, computed once per side and scale ------------------------------------------


@dataclass(frozen=True)
class Node:
    """A region's marks: its name centred at ``cx, cy`` (picture pixels), the city's marks in
    a row above it, the units in a row below; ``w, h`` the block they fill (``box``)."""

    id: str
    lines: tuple[str, ...]  # the name, on one line (a sea's on two)
    sea: bool
    city: bool
    galley: bool
    cx: float
    cy: float
    w: float
    h: float
    top: float  # the block's top and bottom, from cy
    bottom: float
    size: int  # the name's font size
    shown: bool = True  # False: left out of a crop (outside it, or crowded at its edge)

    @property
    def box(self) -> tuple[float, float, float, float]:
        return (
            self.cx - self.w / 2,
            self.cy + self.top,
            self.cx + self.w / 2,
            self.cy + self.bottom,
        )

    @property
    def half(self) -> float:
        """Half the name's height (one line or two)."""
        return (self.size + line_step(self.size) * (len(self.lines) - 1)) / 2

    @property
    def marks_at(self) -> tuple[float, float]:
        """The centre of the city's row of marks."""
        return self.cx, self.cy - self.half - 3 - self.size * ROW / NAME_SIZE / 2

    @property
    def units_at(self) -> tuple[float, float]:
        """The centre of the row of unit chips."""
        return self.cx, self.cy + self.half + 3 + self.size * CHIP_H / NAME_SIZE / 2


@dataclass(frozen=True, eq=False)  # hashed by identity: ``layout`` caches one per view box
class Layout:
    nodes: dict[str, Node]
    borders: tuple[tuple[str, str, BorderKind], ...]
    height: int  # of the map, in pixels
    x0: float  # the map's top left corner on the picture
    y0: float
    canvas: MapCanvas


def side_map(side: str) -> GameMap:
    return load_side("east" if side == "east" else "west")


def _lines(name: str, sea: bool) -> tuple[str, ...]:
    """A region's name: a sea's of two or more words on two lines (the seas' provinces are
    wide but some lie along the map's edge), a land's on one."""
    words = clean(name).split()
    if not sea or len(words) < 2:
        return (clean(name),)
    best = min(
        range(1, len(words)), key=lambda k: max(len(" ".join(words[:k])), len(" ".join(words[k:])))
    )
    return (" ".join(words[:best]), " ".join(words[best:]))


def line_step(size: int) -> float:
    """From one line of a sea's name to the next: the lines' halos do not touch."""
    return size * 1.32


def _block(lines: tuple[str, ...], sea: bool, city: bool, size: int) -> tuple[float, float, float]:
    """Width, top and bottom (from the name's centre) of a region's block at a name size."""
    k = size / NAME_SIZE
    w = max(width(line, size, not sea) for line in lines) + 10 * k
    if sea:
        w += 2 * (2 * size * ANCHOR_R + 4)  # the galley symbol beside the name (kept symmetric)
    if city:
        w = max(w, 4 * ROW * k + 3 * 4 * k)
    half = (size + line_step(size) * (len(lines) - 1)) / 2
    top = -half - (3 + ROW) * k if city else -half - 2
    bottom = half + (3 + CHIP_H) * k
    return w, top, bottom


def _name_box(
    lines: tuple[str, ...], at: Sequence[float], size: int, sea: bool
) -> tuple[float, float, float, float]:
    """The box a name covers, centred at ``at``."""
    w = max(width(line, size, not sea) for line in lines)
    half = (size + line_step(size) * (len(lines) - 1)) / 2
    return (at[0] - w / 2, at[1] - half, at[0] + w / 2, at[1] + half)


def _apart(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def _nearest_fit(
    fits: Callable[[float, float], bool], start: Sequence[float], radius: float, step: float
) -> tuple[float, float] | None:
    """The point nearest to ``start`` (on a grid of ``step``) where ``fits`` holds."""
    x0, y0 = start
    rings = int(radius / step)
    for ring in range(1, rings + 1):
        best: tuple[float, float, float] | None = None
        for di in range(-ring, ring + 1):
            for dj in (-ring, ring) if abs(di) != ring else range(-ring, ring + 1):
                x, y = x0 + di * step, y0 + dj * step
                d2 = di * di + dj * dj
                if (best is None or d2 < best[0]) and fits(x, y):
                    best = (d2, x, y)
        if best is not None:
            return best[1], best[2]
    return None


@lru_cache(maxsize=2)
def layout(side: str) -> Layout:
    """Each region's block around its province's centre (see ``bot.render.geo``), nudged
    apart where blocks overlap as long as each name stays in its own province and the block
    on the map. Deterministic, so every picture of a side has the same map and height; the
    phone picture is a crop of the same layout."""
    m = side_map(side)
    map_w, size, x0, y0 = MAP_X1 - MAP_X0, NAME_SIZE, MAP_X0, MAP_Y
    canvas = MapCanvas(m, map_w, None)
    map_h = canvas.height
    names = [_lines(r.name, r.kind is RegionKind.SEA) for r in m.regions]
    blocks = [
        _block(n, r.kind is RegionKind.SEA, r.city, size)
        for n, r in zip(names, m.regions, strict=True)
    ]
    pos = [list(canvas.center(r.id)) for r in m.regions]
    ids = [r.id for r in m.regions]
    shown = [canvas.visible(r.id, margin=size * 2) for r in m.regions]
    sea_ids = {r.id for r in m.regions if r.kind is RegionKind.SEA}

    k = size / NAME_SIZE
    spots: list[list[tuple[float, float]]] = []  # per region: the points that must stay inside
    for i, r in enumerate(m.regions):
        half = (size + line_step(size) * (len(names[i]) - 1)) / 2
        name_w = max(width(line, size, r.kind is not RegionKind.SEA) for line in names[i])
        pts = [(0.0, 0.0), (-name_w * 0.35, 0.0), (name_w * 0.35, 0.0)]
        pts.append((0.0, half + 3 + CHIP_H * k / 2))
        if r.city:
            pts.append((0.0, -half - 3 - ROW * k / 2))
        spots.append(pts)
    region_at = canvas.region_lookup()
    strict = [True] * len(pos)  # whether a region's whole block fits in its province

    def inside(i: int, x: float, y: float) -> bool:
        w, top, bottom = blocks[i]
        if not (w / 2 + 2 <= x <= map_w - w / 2 - 2 and 2 - top <= y <= map_h - bottom - 2):
            return False
        pts = spots[i] if strict[i] else spots[i][:1]
        return all(region_at(x + dx, y + dy) == ids[i] for dx, dy in pts)

    # where the block does not fit around the province's centre, the nearest place it fits;
    # a province too small for it (an islet) keeps the name at its centre
    for i in range(len(pos)):
        if not shown[i] or inside(i, *pos[i]):
            continue
        found = _nearest_fit(partial(inside, i), pos[i], 120.0, 4.0)
        if found is None:
            strict[i] = False
            w, top, bottom = blocks[i]
            x = min(max(pos[i][0], w / 2 + 2), map_w - w / 2 - 2)
            y = min(max(pos[i][1], 2 - top), map_h - bottom - 2)
            found = _nearest_fit(partial(inside, i), [x, y], 60.0, 4.0)
        if found is not None:
            pos[i] = list(found)

    def overlap(i: int, j: int, axis: int) -> float:
        wi, ti, bi = blocks[i]
        wj, tj, bj = blocks[j]
        if axis == 0:
            return (wi + wj) / 2 + 4 - abs(pos[i][0] - pos[j][0])
        if pos[j][1] >= pos[i][1]:
            return bi - tj + 2 - (pos[j][1] - pos[i][1])
        return bj - ti + 2 - (pos[i][1] - pos[j][1])

    n = len(pos)
    for _ in range(ITERATIONS):
        moved = False
        for i in range(n):
            for j in range(i + 1, n):
                if not (shown[i] and shown[j]):
                    continue
                ox, oy = overlap(i, j, 0), overlap(i, j, 1)
                if ox <= 0 or oy <= 0:
                    continue
                first = 0 if ox < oy else 1
                for axis in (first, 1 - first):  # the shorter way first, else the other
                    need = ox if axis == 0 else oy
                    by = min(need, 12.0) / 2 + 0.5
                    sign = 1 if (pos[j][axis], j) > (pos[i][axis], i) else -1
                    # both give way half; one alone all of it if the other cannot move
                    plans = (
                        ((i, -sign * by), (j, sign * by)),
                        ((j, sign * 2 * by),),
                        ((i, -sign * 2 * by),),
                    )
                    done = False
                    for plan in plans:
                        for k_, shift_by in plan:
                            trial = list(pos[k_])
                            trial[axis] += shift_by
                            if inside(k_, trial[0], trial[1]):
                                pos[k_] = trial
                                done = True
                        if done:
                            break
                    if done:
                        moved = True
                        break
        if not moved:
            break

    def block_at(i: int, x: float, y: float) -> tuple[float, float, float, float]:
        w, top, bottom = blocks[i]
        return (x - w / 2, y + top, x + w / 2, y + bottom)

    def cramped(i: int) -> bool:
        """A province too small for its block (an islet, a sliver of coast)."""
        bbox = canvas.province_bbox(ids[i])
        w, top, bottom = blocks[i]
        return bbox is None or bbox[3] - bbox[1] < (bottom - top) * 1.6 or bbox[2] - bbox[0] < w

    def name_at(i: int, x: float, y: float) -> tuple[float, float, float, float]:
        return _name_box(names[i], (x, y), size, ids[i] in sea_ids)

    def clear_of_all(i: int, loose: int, names_only: bool, x: float, y: float) -> bool:
        """The block in its province (``loose``: only that many points of it, the name's
        first) and clear of every other block (``names_only``: of every other name, its own
        name clear of every other block)."""
        if loose:
            w, top, bottom = blocks[i]
            if not (w / 2 + 2 <= x <= map_w - w / 2 - 2 and 2 - top <= y <= map_h - bottom - 2):
                return False
            if not all(region_at(x + dx, y + dy) == ids[i] for dx, dy in spots[i][:loose]):
                return False
        elif not inside(i, x, y):
            return False
        mine = block_at(i, x, y)
        others = [j for j in range(n) if j != i and shown[j]]
        if names_only:
            name = name_at(i, x, y)
            return all(
                _apart(mine, name_at(j, *pos[j])) and _apart(name, block_at(j, *pos[j]))
                for j in others
            )
        return all(_apart(mine, block_at(j, *pos[j])) for j in others)

    # blocks the nudging left overlapping (small provinces side by side): one of the two
    # moves to the nearest place clear of every block, in its province, or else with its
    # marks and units spilling over the province's edge as long as its name stays inside
    # (or, in a province too small for its block, the name's middle); where no such place
    # is near, one where the two keep at least their names clear of each other's blocks
    for i in range(n):
        for j in range(i + 1, n):
            if not (shown[i] and shown[j]) or _apart(block_at(i, *pos[i]), block_at(j, *pos[j])):
                continue
            pair = sorted((i, j), key=lambda q: blocks[q][0])
            tries = [(q, 0, False) for q in pair] + [(q, 3, False) for q in pair]
            tries += [(q, 1, False) for q in pair if cramped(q)]
            tries += [(q, 1 if cramped(q) else 3, True) for q in pair]
            for k_, loose, names_only in tries:
                fits = partial(clear_of_all, k_, loose, names_only)
                found = _nearest_fit(fits, pos[k_], 90.0, 3.0)
                if found is not None:
                    pos[k_] = list(found)
                    break
    nodes: dict[str, Node] = {}
    for i, r in enumerate(m.regions):
        w, top, bottom = blocks[i]
        nodes[r.id] = Node(
            id=r.id,
            lines=names[i],
            sea=r.kind is RegionKind.SEA,
            city=r.city,
            galley=r.galley,
            cx=round(pos[i][0] + x0, 1),
            cy=round(pos[i][1] + y0, 1),
            w=round(w, 1),
            h=round(bottom - top, 1),
            top=top,
            bottom=bottom,
            size=size,
            shown=shown[i],
        )
    return Layout(
        nodes=nodes,
        borders=tuple((b.a, b.b, b.kind) for b in m.borders),
        height=map_h,
        x0=x0,
        y0=y0,
        canvas=canvas,
    )


__all__ = ["Layout", "Node", "as_view", "height", "layout", "line_step", "panels_y", "side_map"]
