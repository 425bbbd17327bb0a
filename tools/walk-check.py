#!/usr/bin/env python3
"""Independent checker for LunchWalk: walking routes over OSM ways with networkx.

Mirrors the rules documented in Sources/LunchWalk/WalkableRule.swift and
Sources/LunchWalk/WalkSnap.swift exactly (walkable ways, step cost, haversine
metres; a point meets the main network on its nearest segment and on every segment
at most SNAP_SLACK metres farther, at most SNAP_CANDIDATES of them, and a walk takes
the cheapest of these: the nearest way may be a bridge over the street a place is on).

  walk-check.py --pbf F --from LAT,LON [--to-file points.json | stdin]   -> JSON routes
  walk-check.py --pbf F --dump-ways out.jsonl                           -> every highway way

points.json: [[lat, lon], ...] or [{"lat": .., "lon": ..}, ...] or an Overpass
answer ({"elements": [...]}: each element's lat/lon or center).
Output: {"start": {...}, "results": [{"lat","lon","meters","cost","straight","crow"} or
{"lat","lon","meters": null, ...}]} in the order of the points.
"""
import argparse
import heapq
import json
import math
import sys

import networkx as nx
import osmium

EARTH_RADIUS = 6_371_008.8
SNAP_LIMIT = 250.0
SNAP_SLACK = 10.0
SNAP_CANDIDATES = 32
METRES_PER_DEGREE = EARTH_RADIUS * math.pi / 180
MAIN_COMPONENT_NODES = 200
STEPS_FACTOR = 1.5

WALKABLE_HIGHWAYS = {
    "footway", "path", "pedestrian", "steps", "living_street", "residential", "service",
    "unclassified", "tertiary", "tertiary_link", "secondary", "secondary_link", "primary",
    "primary_link", "track", "cycleway", "road", "corridor", "bridleway",
}
FOOT_ALLOWS = {"yes", "designated", "permissive"}


def layer_of(tags):
    try:
        return int(tags.get("layer", "0").strip())
    except ValueError:
        return 0


def is_walkable(tags):
    """The rule of WalkableRule.swift, line for line."""
    highway = tags.get("highway")
    if highway not in WALKABLE_HIGHWAYS:
        return False
    foot = tags.get("foot")
    if foot == "no":
        return False
    if tags.get("access") in ("private", "no") and foot not in FOOT_ALLOWS:
        return False
    if tags.get("area") == "yes" and highway != "pedestrian":
        return False
    if highway == "service" and tags.get("tunnel") == "yes" and layer_of(tags) < 0:
        return False
    return True


def cost_factor(tags):
    return STEPS_FACTOR if tags.get("highway") == "steps" else 1.0


def haversine(a_lat, a_lon, b_lat, b_lon):
    p1, p2 = math.radians(a_lat), math.radians(b_lat)
    dp, dl = p2 - p1, math.radians(b_lon - a_lon)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS * math.asin(min(1.0, math.sqrt(h)))


class Ways(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.ways = []  # (tags dict, [(id, lat, lon)])

    def way(self, w):
        if "highway" not in w.tags:
            return
        nodes = []
        for n in w.nodes:
            if not n.location.valid():
                return
            nodes.append((n.ref, n.location.lat, n.location.lon))
        self.ways.append(({t.k: t.v for t in w.tags}, nodes))


def read_ways(pbf):
    h = Ways()
    h.apply_file(pbf, locations=True)
    return h.ways


def build_graph(ways):
    """Every OSM node of a walkable way is a graph node; segments are edges (both ways)."""
    g = nx.Graph()
    coords = {}
    for tags, nodes in ways:
        if not is_walkable(tags):
            continue
        f = cost_factor(tags)
        for i, (nid, lat, lon) in enumerate(nodes):
            coords.setdefault(nid, (lat, lon))
            if i == 0:
                continue
            pid = nodes[i - 1][0]
            if pid == nid:
                continue
            a, b = coords[pid], coords[nid]
            length = haversine(a[0], a[1], b[0], b[1])
            cost = length * f
            old = g.get_edge_data(pid, nid)
            if old is None or cost < old["cost"]:
                g.add_edge(pid, nid, length=length, cost=cost)
    main = set()
    comps = sorted(nx.connected_components(g), key=len, reverse=True)
    for i, comp in enumerate(comps):
        if i == 0 or len(comp) >= MAIN_COMPONENT_NODES:
            main |= comp
    return g, coords, main


class Snapper:
    """Nearest points on the main-network segments at most SNAP_SLACK metres farther than
    the nearest one (an equirectangular plane at the query's latitude chooses the segments
    and the points; the distance is haversine; each within SNAP_LIMIT)."""

    def __init__(self, g, coords, main):
        import numpy as np
        self.np = np
        segs = [(u, v) for u, v in g.edges() if u in main]
        self.segs = segs
        self.alat = np.array([coords[u][0] for u, _ in segs])
        self.alon = np.array([coords[u][1] for u, _ in segs])
        self.blat = np.array([coords[v][0] for _, v in segs])
        self.blon = np.array([coords[v][1] for _, v in segs])

    def snap(self, lat, lon):
        np = self.np
        k = math.cos(math.radians(lat))
        ax, ay = (self.alon - lon) * k, self.alat - lat
        bx, by = (self.blon - lon) * k, self.blat - lat
        dx, dy = bx - ax, by - ay
        len2 = dx * dx + dy * dy
        with np.errstate(invalid="ignore", divide="ignore"):
            t = np.where(len2 > 0, -(ax * dx + ay * dy) / len2, 0.0)
        t = np.clip(t, 0.0, 1.0)
        px, py = ax + t * dx, ay + t * dy
        metres = np.sqrt(px * px + py * py) * METRES_PER_DEGREE
        if len(metres) == 0:
            return []
        nearest = float(np.min(metres))
        near = np.nonzero(metres <= nearest + SNAP_SLACK)[0]
        near = sorted(near, key=lambda i: (float(metres[i]), int(i)))[:SNAP_CANDIDATES]
        out = []
        for i in near:
            u, v = self.segs[i]
            ti = float(t[i])
            plat = self.alat[i] + ti * (self.blat[i] - self.alat[i])
            plon = self.alon[i] + ti * (self.blon[i] - self.alon[i])
            dist = haversine(lat, lon, plat, plon)
            if dist <= SNAP_LIMIT:
                out.append((u, v, float(plat), float(plon), dist))
        return out


def routes(g, coords, main, start, points):
    sn = Snapper(g, coords, main)
    starts = sn.snap(*start)
    out = {"start": None, "results": []}
    if not starts:
        out["results"] = [{"lat": p[0], "lon": p[1], "meters": None} for p in points]
        return out
    out["start"] = {"lat": starts[0][2], "lon": starts[0][3], "straight": starts[0][4]}

    def part(u, plat, plon, v):
        e = g[u][v]
        f = e["cost"] / e["length"] if e["length"] > 0 else 1.0
        m = haversine(coords[u][0], coords[u][1], plat, plon)
        return m, m * f

    # Multi-source Dijkstra from the two ends of each start segment (cost, metres).
    dist, meters = {}, {}
    heap = []
    for su, sv, slat, slon, sdist in starts:
        for a, b in ((su, sv), (sv, su)):
            m, c = part(a, slat, slon, b)
            heapq.heappush(heap, (sdist + c, sdist + m, a))
    while heap:
        c, m, n = heapq.heappop(heap)
        if n in dist:
            continue
        dist[n], meters[n] = c, m
        for w, e in g[n].items():
            if w not in dist:
                heapq.heappush(heap, (c + e["cost"], m + e["length"], w))

    for lat, lon in points:
        ends = sn.snap(lat, lon)
        crow = haversine(start[0], start[1], lat, lon)
        best = None
        for du, dv, dlat, dlon, ddist in ends:
            for a, b in ((du, dv), (dv, du)):
                if a in dist:
                    m, c = part(a, dlat, dlon, b)
                    cand = (dist[a] + c + ddist, meters[a] + m + ddist)
                    best = cand if best is None or cand[0] < best[0] else best
            for su, sv, slat, slon, sdist in starts:
                if {du, dv} != {su, sv}:
                    continue
                m = haversine(slat, slon, dlat, dlon)
                e = g[su][sv]
                f = e["cost"] / e["length"] if e["length"] > 0 else 1.0
                cand = (sdist + m * f + ddist, sdist + m + ddist)
                best = cand if best is None or cand[0] < best[0] else best
        if best is None:
            out["results"].append({"lat": lat, "lon": lon, "meters": None, "crow": crow})
        else:
            out["results"].append({"lat": lat, "lon": lon, "cost": best[0], "meters": best[1],
                                   "straight": sdist + ddist, "crow": crow})
    return out


def read_points(data):
    if isinstance(data, dict) and "elements" in data:
        pts = []
        for e in data["elements"]:
            if "lat" in e:
                pts.append((e["lat"], e["lon"]))
            elif "center" in e:
                pts.append((e["center"]["lat"], e["center"]["lon"]))
        return pts
    return [(p["lat"], p["lon"]) if isinstance(p, dict) else (p[0], p[1]) for p in data]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pbf", required=True)
    ap.add_argument("--from", dest="start")
    ap.add_argument("--to-file")
    ap.add_argument("--dump-ways")
    args = ap.parse_args()
    ways = read_ways(args.pbf)
    if args.dump_ways:
        with open(args.dump_ways, "w") as f:
            for tags, nodes in ways:
                f.write(json.dumps({"tags": tags, "nodes": [[n, la, lo] for n, la, lo in nodes]},
                                   ensure_ascii=False) + "\n")
    if args.start is None:
        return
    start = tuple(float(x) for x in args.start.split(","))
    if args.to_file:
        with open(args.to_file) as f:
            points = read_points(json.load(f))
    else:
        points = read_points(json.load(sys.stdin))
    g, coords, main_nodes = build_graph(ways)
    json.dump(routes(g, coords, main_nodes, start, points), sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
