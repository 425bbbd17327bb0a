#!/usr/bin/env python3
"""Writes a synthetic city as .osm.pbf with pyosmium's SimpleWriter (for timing the reader).

  gen-pbf.py --places 1000000 --way-nodes 5000000 --out city.osm.pbf

- places: nodes tagged amenity=restaurant, name, cuisine, opening_hours, scattered at random;
- a square grid of untagged way nodes (at least --way-nodes of them), joined by
  highway=residential ways along every row (in runs of 100 nodes) and
  highway=footway ways along every 10th column.
"""
import argparse
import math
import random

import osmium
from osmium.osm.mutable import Node, Way

CUISINES = ["finnish", "pizza", "sushi", "burger", "indian", "thai", "vegan", "kebab"]
HOURS = ["Mo-Fr 10:30-14:00", "Mo-Su 11:00-22:00", "Mo-Sa 10:00-20:00; Su off", "24/7"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--places", type=int, default=1000)
    ap.add_argument("--way-nodes", type=int, default=10000)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()

    rnd = random.Random(a.seed)
    side = max(2, math.ceil(math.sqrt(a.way_nodes)))
    lat0, lon0, step = 60.10, 24.80, 0.0001  # grid spacing about 11 m north-south
    lat_span = lon_span = side * step

    w = osmium.SimpleWriter(a.out, 64 * 1024 * 1024)
    try:
        for i in range(1, a.places + 1):
            w.add_node(Node(id=i,
                            location=(lon0 + rnd.random() * lon_span, lat0 + rnd.random() * lat_span),
                            tags={"amenity": "restaurant", "name": f"Ravintola {i}",
                                  "cuisine": CUISINES[i % len(CUISINES)],
                                  "opening_hours": HOURS[i % len(HOURS)]}))
        base = a.places + 1  # grid node (r, c) has id base + r * side + c
        for r in range(side):
            lat = lat0 + r * step
            for c in range(side):
                w.add_node(Node(id=base + r * side + c, location=(lon0 + c * step, lat)))
        way_id = 1
        for r in range(side):
            for c0 in range(0, side - 1, 99):
                refs = [base + r * side + c for c in range(c0, min(c0 + 100, side))]
                w.add_way(Way(id=way_id, nodes=refs, tags={"highway": "residential", "name": f"Katu {r}"}))
                way_id += 1
        for c in range(0, side, 10):
            for r0 in range(0, side - 1, 99):
                refs = [base + r * side + c for r in range(r0, min(r0 + 100, side))]
                w.add_way(Way(id=way_id, nodes=refs, tags={"highway": "footway"}))
                way_id += 1
    finally:
        w.close()
    print(f"{a.out}: {a.places} places, {side * side} way nodes, {way_id - 1} ways")


if __name__ == "__main__":
    main()
