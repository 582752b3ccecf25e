"""Make ``coastlines.json`` from Natural Earth's 1:10m land polygons (offline, standard library).

Input: ``land-10m.json`` from the npm package ``world-atlas`` 2.0.2 (Natural Earth 4.1.0 as
TopoJSON), either the file itself or the package tarball ``world-atlas-2.0.2.tgz`` as
``npm pack world-atlas@2.0.2`` downloads it. Steps:

1. decode the TopoJSON topology (delta-encoded, quantized arcs) into polygons of rings;
2. clip every ring to the box ``BOX`` (Sutherland-Hodgman against the four edges: a ring cut
   by the box is closed along the box's edge, which the renderer never shows as a coast);
3. simplify each ring (Douglas-Peucker, tolerance ``TOLERANCE`` degrees), round to 0.01 degree
   and drop repeated points; rings smaller than ``MIN_AREA`` square degrees are dropped
   (islets below about 50 km2);
4. write one JSON file: ``box``, ``scale`` (coordinates are integers in 1/scale degrees) and
   ``polygons``, each a list of rings (outer ring first, then holes such as the Caspian Sea),
   each ring a flat list ``[lon0, lat0, lon1, lat1, ...]``.

Usage::

    npm pack world-atlas@2.0.2
    python bot/render/data/make_coastlines.py world-atlas-2.0.2.tgz bot/render/data/coastlines.json
"""

from __future__ import annotations

import json
import sys
import tarfile
from pathlib import Path
from typing import Any

BOX = (-15.0, 5.0, 82.0, 60.0)  # west, south, east, north
TOLERANCE = 0.01
MIN_AREA = 0.004
SCALE = 100

Point = tuple[float, float]


def read_topology(path: Path) -> dict[str, Any]:
    if path.suffix in (".tgz", ".gz"):
        with tarfile.open(path) as tar:
            member = tar.extractfile("package/land-10m.json")
            assert member is not None
            data: dict[str, Any] = json.load(member)
            return data
    with path.open(encoding="utf-8") as fh:
        loaded: dict[str, Any] = json.load(fh)
        return loaded


def decode(topo: dict[str, Any]) -> list[list[list[Point]]]:
    """TopoJSON's land MultiPolygon as polygons of rings in degrees."""
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs: list[list[Point]] = []
    for arc in topo["arcs"]:
        x = y = 0
        pts: list[Point] = []
        for dx, dy in arc:
            x += dx
            y += dy
            pts.append((x * sx + tx, y * sy + ty))
        arcs.append(pts)

    def ring(indices: list[int]) -> list[Point]:
        out: list[Point] = []
        for i in indices:
            pts = arcs[i] if i >= 0 else arcs[~i][::-1]
            out.extend(pts if not out else pts[1:])
        return out

    polygons: list[list[list[Point]]] = []
    for geometry in topo["objects"]["land"]["geometries"]:
        shapes = geometry["arcs"] if geometry["type"] == "MultiPolygon" else [geometry["arcs"]]
        for shape in shapes:
            polygons.append([ring(r) for r in shape])
    return polygons


def clip(ring: list[Point], box: tuple[float, float, float, float]) -> list[Point]:
    """Sutherland-Hodgman: the ring cut to the box, closed along the box's edges."""
    west, south, east, north = box
    # (axis, limit, keep the side above the limit)
    edges = ((0, west, True), (0, east, False), (1, south, True), (1, north, False))
    pts = ring[:-1] if ring and ring[0] == ring[-1] else ring
    for axis, limit, above in edges:
        if not pts:
            break

        def inside(p: Point, axis: int = axis, limit: float = limit, above: bool = above) -> bool:
            return p[axis] >= limit if above else p[axis] <= limit

        out: list[Point] = []
        prev = pts[-1]
        for cur in pts:
            if inside(cur):
                if not inside(prev):
                    out.append(_cut(prev, cur, axis, limit))
                out.append(cur)
            elif inside(prev):
                out.append(_cut(prev, cur, axis, limit))
            prev = cur
        pts = out
    return pts


def _cut(a: Point, b: Point, axis: int, limit: float) -> Point:
    t = (limit - a[axis]) / (b[axis] - a[axis])
    x, y = a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])
    return (limit, y) if axis == 0 else (x, limit)


def simplify(pts: list[Point], tol: float) -> list[Point]:
    """Douglas-Peucker on an open polyline (iterative), keeping both ends."""
    if len(pts) < 3:
        return pts
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        (ax, ay), (bx, by) = pts[i], pts[j]
        dx, dy = bx - ax, by - ay
        norm = (dx * dx + dy * dy) ** 0.5
        best, where = -1.0, -1
        for k in range(i + 1, j):
            px, py = pts[k]
            if norm == 0:
                dist = ((px - ax) ** 2 + (py - ay) ** 2) ** 0.5
            else:
                dist = abs(dy * px - dx * py + bx * ay - by * ax) / norm
            if dist > best:
                best, where = dist, k
        if where >= 0 and best > tol:
            keep[where] = True
            stack.append((i, where))
            stack.append((where, j))
    return [p for p, k in zip(pts, keep, strict=True) if k]


def simplify_ring(ring: list[Point], tol: float) -> list[Point]:
    if len(ring) < 4:
        return ring
    far = max(
        range(len(ring)),
        key=lambda k: (ring[k][0] - ring[0][0]) ** 2 + (ring[k][1] - ring[0][1]) ** 2,
    )
    a = simplify(ring[: far + 1], tol)
    b = simplify([*ring[far:], ring[0]], tol)
    return a[:-1] + b[:-1]


def area(ring: list[Point]) -> float:
    s = 0.0
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1], strict=True):
        s += x0 * y1 - x1 * y0
    return abs(s) / 2


def encode(ring: list[Point]) -> list[int]:
    flat: list[int] = []
    last: tuple[int, int] | None = None
    for x, y in ring:
        p = (round(x * SCALE), round(y * SCALE))
        if p != last:
            flat.extend(p)
            last = p
    if len(flat) >= 4 and flat[:2] == flat[-2:]:
        flat = flat[:-2]
    return flat


def main(source: str, target: str) -> None:
    polygons = decode(read_topology(Path(source)))
    out: list[list[list[int]]] = []
    for polygon in polygons:
        rings: list[list[int]] = []
        for k, ring in enumerate(polygon):
            cut = clip(ring, BOX)
            if len(cut) < 3 or area(cut) < MIN_AREA:
                if k == 0:
                    break  # the outer ring is gone: so are its holes
                continue
            flat = encode(simplify_ring(cut, TOLERANCE))
            if len(flat) >= 6:
                rings.append(flat)
            elif k == 0:
                break
        if rings:
            out.append(rings)
    doc = {
        "source": "Natural Earth 1:10m land 4.1.0 (public domain), via world-atlas 2.0.2",
        "box": list(BOX),
        "scale": SCALE,
        "polygons": out,
    }
    text = json.dumps(doc, separators=(",", ":"))
    Path(target).write_text(text + "\n", encoding="utf-8")
    points = sum(len(r) // 2 for p in out for r in p)
    print(f"{len(out)} polygons, {points} points, {len(text) // 1024} KiB -> {target}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
