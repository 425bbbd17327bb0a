#!/usr/bin/env python3
"""Writes Resources/regions.txt and Resources/region-holidays.txt for lunch's regional holidays.

    pip install holidays shapely
    python3 tools/gen-regions.py ADMIN1.topo.json.gz     # from the project root

ADMIN1 is Natural Earth's 1:10m Admin 1 States, Provinces (public domain) as TopoJSON with
`iso_3166_2` and `iso_a2` properties (the copy kept in elastic/ems-file-service at
sources/world/ne_10m_admin_1_states_provinces.topo.json.gz was used).

Only the countries whose `holidays` subdivisions have days of their own are written.
regions.txt: the regions of those countries, in countries.txt's format (`C DE-BY`, then one
ring: the first point `lon,lat` in hundredths of a degree, then each point as the step from
the one before). A region whose calendar is the national one is merged into `C DE`; a
`C DE-?` region is one whose subdivision `holidays` does not know (a remote island). region-holidays.txt: per region and year, how its
public holidays differ from the country's national ones in holidays.txt: `DE-BY 2026 0106 …`
adds a day, `-MMDD` takes a national day away, `?MMDD` is a day that is a holiday in only a
part of the region (a city: Augsburg's 8 August in Bavaria).
"""
import gzip
import json
import os
import sys
from collections import defaultdict

import holidays
import shapely
from shapely.geometry import MultiPolygon, Polygon
from shapely.ops import unary_union

YEARS = range(2020, 2041)
TOLERANCE = 0.01      # degrees (about 1 km) for simplifying outlines, as countries.txt
MIN_AREA = 0.0005     # square degrees (about 2.5 km by 2.5 km): smaller islands are left out, as countries.txt

# Natural Earth codes that are not the `holidays` subdivision's own (older ISO codes,
# provinces of a community, councils of a nation, districts of an island).
SPAIN = {"AN": "AL CA CO GR H J MA SE", "AR": "HU TE Z", "AS": "O", "CB": "S",
         "CL": "AV BU LE P SA SG SO VA ZA", "CM": "AB CR CU GU TO", "CN": "GC TF", "CT": "B GI L T",
         "EX": "BA CC", "GA": "C LU OR PO", "IB": "PM", "MC": "MU", "MD": "M", "NC": "NA",
         "PV": "BI SS VI", "RI": "LO", "VC": "A CS V"}
BRITAIN = {"NIR": "ABC AND ANN BFS CCG DRS FMO LBC MEA MUL NMD",
           "SCT": "ABD ABE AGB ANS CLK DGY DND EAY EDH EDU ELN ELS ERW FAL FIF GLG HLD IVC MLN MRY "
                  "NAY NLK ORK PKN RFW SAY SCB SLK STG WDU WLN ZET",
           "WLS": "AGY BGE BGW CAY CGN CMN CRF CWY DEN FLN GWN MON MTY NTL NWP PEM POW RCT SWA TOF VGL WRX"}
ALIASES = {
    "ES": {p: [c] for c, ps in SPAIN.items() for p in ps.split()},
    "GB": {d: [n] for n, ds in BRITAIN.items() for d in ds.split()},
    "IN": {"CT": ["CG"], "OR": ["OD"], "TG": ["TS"], "UT": ["UK"], "DN": ["DH"], "DD": ["DH"]},
    "FR": {"67": ["6AE"], "68": ["6AE"], "GP": ["971"], "MQ": ["972"], "GF": ["973"], "RE": ["974"], "YT": ["976"]},
    "IT": {"SD": ["SU"]},
    "ST": {"S": ["01", "02", "03", "04", "05", "06"]},
}
# What a region of these countries that no code above names stands for: the rest of Britain
# is England; the rest of France (its metropolitan departments) keeps the national days.
OTHERS = {"GB": ["ENG"], "FR": []}
# Subdivisions of `holidays` that are a part of another (a city, a district): their own
# days are `?` in that region.
PARTS = {"DE": {"Augsburg": "BY"}, "CH": {"Stadt Zurich": "ZH"}, "BR": {"São Paulo Capital": "SP"},
         "AU": {"NSW Western": "NSW"}, "NZ": {"South Canterbury": "CAN"}, "ES": {"Barcelona": "CT"},
         "IT": {"Andria": "BT", "Barletta": "BT", "Trani": "BT", "Cesena": "FC", "Forli": "FC",
                "Pesaro": "PU", "Urbino": "PU"}}


def topology_features(path):
    """The features of the first object of a TopoJSON file as (properties, shapely geometry)."""
    with gzip.open(path) if path.endswith(".gz") else open(path, "rb") as f:
        topology = json.load(f)
    sx, sy = topology["transform"]["scale"]
    tx, ty = topology["transform"]["translate"]
    arcs = []
    for arc in topology["arcs"]:
        x = y = 0
        points = []
        for dx, dy in arc:
            x += dx
            y += dy
            points.append((x * sx + tx, y * sy + ty))
        arcs.append(points)

    def ring(indexes):
        points = []
        for i in indexes:
            part = arcs[i] if i >= 0 else arcs[~i][::-1]
            points.extend(part if not points else part[1:])
        return points

    def polygon(rings):
        shell, *holes = [ring(r) for r in rings]
        return Polygon(shell, holes) if len(shell) >= 4 else None

    (layer,) = list(topology["objects"].values())[:1]
    for geometry in layer["geometries"]:
        kind = geometry.get("type")
        if kind == "Polygon":
            parts = [polygon(geometry["arcs"])]
        elif kind == "MultiPolygon":
            parts = [polygon(p) for p in geometry["arcs"]]
        else:
            continue
        parts = [shapely.make_valid(p) for p in parts if p is not None]
        if parts:
            yield geometry["properties"], unary_union(parts)


def calendar(cc, subdivision=None):
    return set(holidays.country_holidays(cc, subdiv=subdivision, years=YEARS))


def main(source, root):
    supported = holidays.list_supported_countries()
    national = {}
    own = {}            # country → subdivision → its calendar
    for cc, subdivisions in sorted(supported.items()):
        if len(cc) != 2 or not subdivisions:
            continue
        base = calendar(cc)
        calendars = {}
        for s in subdivisions:
            try:
                calendars[s] = calendar(cc, s)
            except (NotImplementedError, KeyError, ValueError):
                continue
        if any(c != base for c in calendars.values()):
            national[cc], own[cc] = base, calendars

    # Each Natural Earth region of those countries → the subdivisions it stands for.
    groups = defaultdict(list)      # region key → shapes
    keys = {}                       # region key → (country, subdivisions)
    for properties, shape in topology_features(source):
        cc = properties.get("iso_a2")
        code = properties.get("iso_3166_2") or ""
        if cc not in own or not code.startswith(cc + "-"):
            continue
        local = code[len(cc) + 1:]
        subdivisions = ALIASES.get(cc, {}).get(local) or ([local] if local in own[cc] else [])
        subdivisions = [s for s in subdivisions if s in own[cc]] or OTHERS.get(cc)
        if subdivisions == []:
            key = cc                                   # the national calendar
        elif not subdivisions:
            key = cc + "-?"                            # in the country; its subdivision is not known
        else:
            days = set.intersection(*(own[cc][s] for s in subdivisions))
            maybe = set.union(*(own[cc][s] for s in subdivisions)) - days
            for part, parent in PARTS.get(cc, {}).items():
                if parent in subdivisions and part in own[cc]:
                    maybe |= own[cc][part] - days
            key = cc if days == national[cc] and not maybe else f"{cc}-{'+'.join(sorted(subdivisions))}"
            keys[key] = (cc, days, maybe)
        groups[key].append(shape)

    outline_lines = ["# Regions of the countries whose public holidays differ by region, from Natural Earth"
                     " 1:10m Admin 1 States, Provinces (public domain), simplified."
                     " Generated by tools/gen-regions.py; do not edit."]
    for key in sorted(groups):
        merged = unary_union(groups[key]).simplify(TOLERANCE, preserve_topology=True)
        polygons = list(merged.geoms) if isinstance(merged, MultiPolygon) else [merged] if isinstance(merged, Polygon) else \
            [g for g in getattr(merged, "geoms", []) if isinstance(g, Polygon)]
        for polygon in polygons:
            if polygon.area < MIN_AREA:
                continue
            points, last = [], None
            for lon, lat in polygon.exterior.coords[:-1]:
                p = (round(lon * 100), round(lat * 100))
                if p == last:
                    continue
                points.append(f"{p[0]},{p[1]}" if last is None else f"{p[0] - last[0]},{p[1] - last[1]}")
                last = p
            if len(points) >= 3:
                outline_lines += [f"C {key}", " ".join(points)]

    holiday_lines = [f"# Regional public holidays {YEARS[0]}-{YEARS[-1]}, from holidays {holidays.__version__} (MIT),"
                     " as differences from the national days of holidays.txt."
                     " Generated by tools/gen-regions.py; do not edit."]
    for key in sorted(keys):
        cc, days, maybe = keys[key]
        if key == cc or key.endswith("-?"):
            continue
        for year in YEARS:
            added = sorted(d for d in days - national[cc] if d.year == year)
            removed = sorted(d for d in national[cc] - days if d.year == year)
            doubtful = sorted(d for d in maybe if d.year == year)
            holiday_lines.append(f"{key} {year} " + " ".join(
                [d.strftime("%m%d") for d in added] + [d.strftime("-%m%d") for d in removed]
                + [d.strftime("?%m%d") for d in doubtful]))
    with open(os.path.join(root, "regions.txt"), "w") as f:
        f.write("\n".join(outline_lines) + "\n")
    with open(os.path.join(root, "region-holidays.txt"), "w") as f:
        f.write("\n".join(holiday_lines) + "\n")
    print(f"wrote Resources/regions.txt and Resources/region-holidays.txt: {len({k.split('-')[0] for k in keys if '-' in k})} countries,"
          f" {len(keys)} regional calendars", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1], os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources"))
