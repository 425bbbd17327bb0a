#!/usr/bin/env python3
"""Generates Resources/zones.bin, lunch's compact coordinate -> IANA time zone lookup.

Source: the time zone boundaries packaged by PyPI's `timezonefinder-data` (read through
`timezonefinder`), built by timezone-boundary-builder from OpenStreetMap data:
© OpenStreetMap contributors, Open Database License (ODbL) 1.0.

    python3 -m venv /tmp/tzvenv && /tmp/tzvenv/bin/pip install timezonefinder shapely
    /tmp/tzvenv/bin/python tools/gen-zones.py Resources/zones.bin   # about 10 minutes

The table is a quadtree over 16 x 8 root cells of 22.5 degrees. A cell is a leaf when
one land zone covers it, or when two do and one straight line parts them well enough:
the land on the wrong side of the line, divided by the cell's side, is at most
CLOCK_TOLERANCE degrees (about 1 km) where the two zones keep different clocks in
2025-2040, NAME_TOLERANCE (about 3 km) where only their names differ, and a tenth of the
smaller zone's width for small zones (Vatican City, Monaco). Otherwise it is split, down to
22.5 / 2^MAX_DEPTH degrees, where the zone covering most of it is taken. The ocean zones
(Etc/...) never split a cell that holds land: the water in such a cell, even far from
the coast, takes the land's zone, so coastlines cost nothing. Open sea, and everything
south of 60°S, stops at OCEAN_DEPTH and takes the zone timezonefinder answers at the
cell's centre. Where zones overlap (Asia/Urumqi over Asia/Shanghai) the one
timezonefinder answers keeps the overlap.

Layout (little-endian):
    "LTZ1"  magic
    u16     number of zone names N, then N names, each u8 length + UTF-8 bytes
    u16     number of zone pairs P, then P pairs: u16 zone A, u16 zone B
    u32     number of lines L, then L lines of 6 bytes: u16 pair, u16 angle (units of
            2*pi/65536), i16 offset (units of 1/16384 of the cell's side)
    u32     number of entries E, then E entries of u16
The first 128 entries are the root cells, row by row from the south-west (row = latitude
band from -90, column = longitude band from -180). An entry is
    below N       a leaf: the index of its zone name
    N to 0xfffe   a leaf parted by a line: line (entry - N). In the cell's own
                  coordinates (u, v from 0 to 1, east and north) a point with
                  u*cos(a) + v*sin(a) >= offset is in zone A, else in zone B
    0xffff        split in four. Entries are in breadth-first order, so the k-th split
                  entry's children are entries 128 + 4k to 128 + 4k + 3: south-west,
                  south-east, north-west, north-east
"""
import math
import struct
import sys
from collections import deque
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import shapely
from shapely.geometry import Polygon, box
from timezonefinder import TimezoneFinder
import timezonefinder_data

ROOT = 22.5
COLS, ROWS = 16, 8
MAX_DEPTH = 12
LINE_DEPTH = 4
OCEAN_DEPTH = 4
ANTARCTIC = -60
CLOCK_TOLERANCE = float(sys.argv[2]) if len(sys.argv) > 2 else 0.01
NAME_TOLERANCE = float(sys.argv[3]) if len(sys.argv) > 3 else 0.03
INNER, LINE = -1, 0x40000000
YEARS = (2025, 2041)


def clock_keys(names):
    """Zones whose UTC offset is the same at every 6 hours of 2025-2040 share a key."""
    start = datetime(YEARS[0], 1, 1, tzinfo=timezone.utc)
    steps = int((datetime(YEARS[1], 1, 1, tzinfo=timezone.utc) - start) / timedelta(hours=6))
    keys, seen = {}, {}
    for index, name in enumerate(names):
        zone = ZoneInfo(name)
        offsets = tuple(int((start + timedelta(hours=6 * i)).astimezone(zone).utcoffset().total_seconds())
                        for i in range(steps))
        keys[index] = seen.setdefault(offsets, len(seen))
    return keys


def load_parts(tf):
    """Every polygon of every zone, as (zone index, polygon, is_ocean)."""
    names = list(tf.timezone_names)
    parts = []
    for index, name in enumerate(names):
        for poly in tf.get_geometry(tz_name=name, coords_as_pairs=True):
            p = Polygon(poly[0], poly[1:])
            if not p.is_valid:
                p = shapely.make_valid(p)
            parts.append((index, p, name.startswith("Etc/")))
    return names, parts


def without_overlaps(tf, names, parts):
    """Where two land zones overlap (Asia/Urumqi over Asia/Shanghai), the one that
    timezonefinder answers there keeps the overlap; it is cut from the other."""
    land = [i for i, (_, _, ocean) in enumerate(parts) if not ocean]
    tree = shapely.STRtree([parts[i][1] for i in land])
    cuts = {}
    for k, i in enumerate(land):
        zone, geom, _ = parts[i]
        for m in tree.query(geom, predicate="intersects"):
            j = land[m]
            other, geom2, _ = parts[j]
            if other == zone or j < i:
                continue
            overlap = geom.intersection(geom2)
            if overlap.area < 1e-9:
                continue
            p = overlap.representative_point()
            winner = tf.timezone_at(lng=p.x, lat=p.y)
            loser = j if names[zone] == winner else i
            cuts.setdefault(loser, []).append(overlap)
    out = list(parts)
    for i, pieces in cuts.items():
        zone, geom, ocean = parts[i]
        out[i] = (zone, shapely.make_valid(geom.difference(shapely.union_all(pieces))), ocean)
    return [p for p in out if not p[1].is_empty and p[1].area > 0]


def clip(parts, x0, y0, x1, y1):
    out = []
    for index, geom, ocean in parts:
        bx0, by0, bx1, by1 = geom.bounds
        if bx1 <= x0 or bx0 >= x1 or by1 <= y0 or by0 >= y1:
            continue
        if bx0 >= x0 and bx1 <= x1 and by0 >= y0 and by1 <= y1:
            piece = geom
        else:
            piece = shapely.clip_by_rect(geom, x0, y0, x1, y1)
        if piece.is_empty or piece.area <= 0:
            continue
        out.append((index, piece, ocean))
    return out


def half_plane(x0, y0, side, angle, offset):
    """The part of the cell where u*cos(a) + v*sin(a) >= offset, as a polygon."""
    c, s = math.cos(angle), math.sin(angle)
    # A point on the line and its direction, in degrees; a big square on the positive side.
    px, py = x0 + c * offset * side, y0 + s * offset * side
    dx, dy, far = -s, c, 4 * side
    return Polygon([(px + dx * far, py + dy * far), (px - dx * far, py - dy * far),
                    (px - dx * far + c * far, py - dy * far + s * far),
                    (px + dx * far + c * far, py + dy * far + s * far)])


def border_points(a, b):
    """Points of the border between two zone pieces (empty when they do not touch)."""
    shared = a.boundary.intersection(b.boundary)
    points = []
    for g in getattr(shared, "geoms", [shared]):
        if g.is_empty:
            continue
        if g.geom_type in ("LineString", "LinearRing"):
            points.extend(g.coords)
        elif g.geom_type == "Point":
            points.append((g.x, g.y))
        else:
            for h in getattr(g, "geoms", []):
                points.extend(h.coords)
    return points


def fit_line(a, b, x0, y0, side):
    """(angle, offset) in quantized units parting zone piece a (positive side) from b."""
    points = border_points(a, b)
    if len(points) >= 2:
        mx = sum(p[0] for p in points) / len(points)
        my = sum(p[1] for p in points) / len(points)
        sxx = sum((p[0] - mx) ** 2 for p in points)
        syy = sum((p[1] - my) ** 2 for p in points)
        sxy = sum((p[0] - mx) * (p[1] - my) for p in points)
        along = 0.5 * math.atan2(2 * sxy, sxx - syy)
        angle = along + math.pi / 2
    else:
        ra, rb = a.representative_point(), b.representative_point()
        mx, my = (ra.x + rb.x) / 2, (ra.y + rb.y) / 2
        angle = math.atan2(ra.y - rb.y, ra.x - rb.x)
    u, v = (mx - x0) / side, (my - y0) / side
    offset = u * math.cos(angle) + v * math.sin(angle)
    ra = a.representative_point()
    if ((ra.x - x0) / side) * math.cos(angle) + ((ra.y - y0) / side) * math.sin(angle) < offset:
        angle, offset = angle + math.pi, -offset
    qa = int(round((angle % (2 * math.pi)) / (2 * math.pi) * 65536)) % 65536
    qo = max(-32768, min(32767, int(round(offset * 16384))))
    return qa, qo


class Builder:
    def __init__(self, keys, finder, names, areas):
        self.entries = []
        self.areas = areas
        self.lines = []
        self.keys = keys
        self.finder = finder
        self.index = {name: i for i, name in enumerate(names)}

    def at_centre(self, x0, y0, x1, y1):
        name = self.finder.timezone_at(lng=(x0 + x1) / 2, lat=(y0 + y1) / 2)
        return self.index.get(name, 0)

    def parted(self, parts, zones, x0, y0, side):
        """A line entry parting the two land zones of the cell well enough, or None."""
        a_index, b_index = zones
        a = shapely.union_all([g for i, g, _ in parts if i == a_index])
        b = shapely.union_all([g for i, g, _ in parts if i == b_index])
        qa, qo = fit_line(a, b, x0, y0, side)
        plane = half_plane(x0, y0, side, qa / 65536 * 2 * math.pi, qo / 16384)
        wrong = a.difference(plane).area + b.intersection(plane).area
        tolerance = NAME_TOLERANCE if self.keys[a_index] == self.keys[b_index] else CLOCK_TOLERANCE
        # A small zone (Vatican City, Monaco, Macau) is kept to a tenth of its width.
        tolerance = min(tolerance, 0.1 * math.sqrt(min(self.areas[a_index], self.areas[b_index])))
        if wrong > tolerance * side:
            return None
        self.lines.append((a_index, b_index, qa, qo))
        return LINE | (len(self.lines) - 1)

    def decide(self, parts, x0, y0, x1, y1, depth):
        """An entry value for this cell, or None to split it."""
        land = {}
        antarctic = y1 <= ANTARCTIC
        for index, geom, ocean in parts:
            if not ocean and not antarctic:
                land[index] = land.get(index, 0.0) + geom.area
        if len(land) == 1:
            return next(iter(land))
        cell = (x1 - x0) * (y1 - y0)
        if len(land) > 1 and all(area >= cell * 0.99999 for area in land.values()):
            return self.at_centre(x0, y0, x1, y1)
        if len(land) > 1:
            if len(land) == 2 and depth >= LINE_DEPTH:
                line = self.parted(parts, sorted(land), x0, y0, x1 - x0)
                if line is not None:
                    return line
            if depth >= MAX_DEPTH:
                return max(land, key=land.get)
            return None
        seas = {index for index, _, _ in parts}
        if len(seas) <= 1 and not antarctic:
            return next(iter(seas), 0)
        if depth >= OCEAN_DEPTH or len(seas) <= 1:
            return self.at_centre(x0, y0, x1, y1)
        return None

    def build(self, roots):
        """Entries in breadth-first order: the k-th split entry's children are entries
        ROOTS + 4k ... ROOTS + 4k + 3."""
        self.entries = [None] * len(roots)
        queue = deque((slot, parts, cell, 0) for slot, (parts, cell) in enumerate(roots))
        while queue:
            slot, parts, (x0, y0, x1, y1), depth = queue.popleft()
            leaf = self.decide(parts, x0, y0, x1, y1, depth)
            if leaf is not None:
                self.entries[slot] = leaf
                continue
            first = len(self.entries)
            self.entries.extend([None] * 4)
            self.entries[slot] = INNER
            xm, ym = (x0 + x1) / 2, (y0 + y1) / 2
            for k, cell in enumerate([(x0, y0, xm, ym), (xm, y0, x1, ym), (x0, ym, xm, y1), (xm, ym, x1, y1)]):
                queue.append((first + k, clip(parts, *cell), cell, depth + 1))

    def encoded(self, zone_count):
        """u16 values: a zone index, zone_count + a line index, or 0xffff for a split."""
        assert zone_count + len(self.lines) < 0xFFFF, "too many lines for 16-bit entries"
        out = []
        for entry in self.entries:
            if entry == INNER:
                out.append(0xFFFF)
            elif entry & LINE:
                out.append(zone_count + (entry & ~LINE))
            else:
                out.append(entry)
        return out


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "Resources/zones.bin"
    tf = TimezoneFinder()
    names, parts = load_parts(tf)
    parts = without_overlaps(tf, names, parts)
    areas = {}
    for index, geom, _ in parts:
        areas[index] = areas.get(index, 0.0) + geom.area
    builder = Builder(clock_keys(names), tf, names, areas)
    roots = []
    for row in range(ROWS):
        for col in range(COLS):
            cell = (-180 + col * ROOT, -90 + row * ROOT, -180 + (col + 1) * ROOT, -90 + (row + 1) * ROOT)
            roots.append((clip(parts, *cell), cell))
    builder.build(roots)
    entries = builder.encoded(len(names))
    blob = bytearray(b"LTZ1")
    blob += struct.pack("<H", len(names))
    for name in names:
        raw = name.encode()
        blob += struct.pack("<B", len(raw)) + raw
    pairs = sorted({(a, b) for a, b, _, _ in builder.lines})
    pair_index = {pair: i for i, pair in enumerate(pairs)}
    blob += struct.pack("<H", len(pairs))
    for a, b in pairs:
        blob += struct.pack("<HH", a, b)
    blob += struct.pack("<I", len(builder.lines))
    for a, b, angle, offset in builder.lines:
        blob += struct.pack("<HHh", pair_index[(a, b)], angle, offset)
    blob += struct.pack("<I", len(entries))
    blob += struct.pack("<%dH" % len(entries), *entries)
    with open(out, "wb") as f:
        f.write(blob)
    print(f"{out}: {len(names)} zones, {len(pairs)} pairs, {len(builder.lines)} lines, {len(entries)} entries, "
          f"{len(blob)} bytes; timezonefinder-data {timezonefinder_data.__version__} "
          f"(boundaries {tf.data_version})")


if __name__ == "__main__":
    main()
