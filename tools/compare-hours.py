#!/usr/bin/env python3
"""Compares lunch's open/closed answers with opening-hours-py on the files of ../shared/data.

    pip install opening-hours-py
    swift build && python3 tools/compare-hours.py [--lunch .build/debug/lunch] [--show-wrong N]

For every place with `opening_hours` and 40 times over 2026 (36 spread over the year at
varying hours, and noon on 1 January, Good Friday, 1 May and 25 December), lunch is asked
with `--now` in the place's time zone (TZ) and opening-hours-py is given the same local
time and the place's coordinates (it chooses the country, so its holiday calendar).
Prints, per file and in all: cases, cases the reference decides, coverage (lunch decides
too) and wrong (lunch decides otherwise), coverage again without the values that are only a
quoted comment (lunch: unknown, the reference: open), then the first wrong values and the
values lunch leaves unknown most often.
pip install opening-hours-py==2.1.4 for the figures in the README.
"""
import argparse
import collections
import datetime as dt
import json
import math
import os
import re
import subprocess
import sys
import tempfile

import opening_hours

# A value that is only a quoted comment ("renovation, opening soon"): the specification's
# rule modifier without a state, which lunch reads as unknown and opening-hours-py as open.
COMMENT_ONLY = re.compile(r'^\s*"[^"]*"\s*$')

FILES = {
    "osm/helsinki-center-2019.overpass.json": "Europe/Helsinki",
    "osm/almaty-2025-09.overpass.json": "Asia/Almaty",
    "osm/almaty-2025-09.geojson": "Asia/Almaty",
    "osm/piemonte-restaurants-2015-02.geojson": "Europe/Rome",
    "google/PlacesApiNearbySearchRequestByTypeResponse.json": "Australia/Sydney",
    "google/PlacesApiNearbySearchRequestByKeywordResponse.json": "Australia/Sydney",
    "google/PlaceDetailsResponse.json": "Australia/Sydney",
    "google/PlacesApiPizzaInNewYorkResponse.json": "America/New_York",
    "google/TextSearchPizzaInNYC.json": "America/New_York",
}


def times():
    start = dt.datetime(2026, 1, 3, 0, 0)
    out = [start + dt.timedelta(days=10 * i, hours=(i * 7) % 24, minutes=(i * 17) % 60) for i in range(36)]
    out += [dt.datetime(2026, 1, 1, 12, 0), dt.datetime(2026, 4, 3, 12, 0),
            dt.datetime(2026, 5, 1, 12, 0), dt.datetime(2026, 12, 25, 12, 0)]
    return out


def lunch_places(lunch, path, zone, when, state):
    """Every place of the file with its open state at `when`: near 50 km around each 0.5° cell."""
    env = dict(os.environ, TZ=zone)
    cells = lunch_places.cells.get(path)
    if cells is None:
        out = subprocess.run([lunch, "--data", path, "--state-dir", state, "--json", "-c", "near 50km"],
                             env=env, capture_output=True, text=True).stdout
        first = json.loads(out.splitlines()[0])
        cells = sorted({(math.floor(p["lat"] * 2) / 2 + 0.25, math.floor(p["lon"] * 2) / 2 + 0.25)
                        for p in first["places"]})
        lunch_places.cells[path] = cells
    commands = "; ".join(f"at {lat},{lon}; near 50km" for lat, lon in cells)
    out = subprocess.run([lunch, "--data", path, "--state-dir", state, "--json", "--now",
                          when.strftime("%Y-%m-%dT%H:%M"), "-c", commands],
                         env=env, capture_output=True, text=True).stdout
    places = {}
    for line in out.splitlines():
        answer = json.loads(line)
        for p in answer.get("places", []):
            places[p["id"]] = p
    return places


lunch_places.cells = {}


def reference(value, lat, lon, when, cache):
    key = (value, round(lat, 3), round(lon, 3))
    if key not in cache:
        try:
            cache[key] = opening_hours.OpeningHours(value, coords=(lat, lon), auto_timezone=False)
        except Exception:
            cache[key] = None
    oh = cache[key]
    if oh is None:
        return None
    try:
        state = str(oh.state(when)[0] if isinstance(oh.state(when), tuple) else oh.state(when))
    except Exception:
        return None
    if "OPEN" in state.upper():
        return "open"
    if "CLOSED" in state.upper():
        return "closed"
    return None


def reference_cases():
    """Reads lines of `value<TAB>YYYY-MM-DDTHH:MM` (local time) from stdin and prints the
    reference's state for each, `open`, `closed` or `unknown` (`invalid` if it cannot read
    the value), one a line: the unit tests' cases compared with opening-hours-py."""
    for line in sys.stdin.read().splitlines():
        value, when = line.split("\t")
        try:
            state = opening_hours.OpeningHours(value).state(dt.datetime.fromisoformat(when))
            state = state[0] if isinstance(state, tuple) else state
            print(str(state).split(".")[-1].lower())
        except Exception:  # the reference cannot read the value
            print("invalid")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lunch", default=".build/debug/lunch")
    parser.add_argument("--data", default="../shared/data")
    parser.add_argument("--show-wrong", type=int, default=15)
    parser.add_argument("--reference-cases", action="store_true",
                        help="print opening-hours-py's state for `value<TAB>time` lines on stdin")
    args = parser.parse_args()
    if args.reference_cases:
        reference_cases()
        return
    totals = collections.Counter()
    wrong_values = collections.Counter()
    unknown_values = collections.Counter()
    cache = {}
    with tempfile.TemporaryDirectory() as state:
        for name, zone in FILES.items():
            path = os.path.join(args.data, name)
            if not os.path.exists(path):
                continue
            c = collections.Counter()
            folder = os.path.join(state, name.replace("/", "-"))  # a saved location per file
            for when in times():
                for p in lunch_places(args.lunch, path, zone, when, folder).values():
                    if not p.get("opening_hours"):
                        continue
                    c["cases"] += 1
                    ref = reference(p["opening_hours"], p["lat"], p["lon"], when, cache)
                    if ref is None:
                        continue
                    c["decided"] += 1
                    mine = p["open"]
                    if COMMENT_ONLY.match(p["opening_hours"]):
                        # The specification's bare comment: unknown for lunch, open for the reference.
                        c["comment_only"] += 1
                    if mine == "unknown":
                        unknown_values[(p["opening_hours"], ref)] += 1
                        continue
                    c["covered"] += 1
                    if COMMENT_ONLY.match(p["opening_hours"]):
                        c["comment_only_covered"] += 1
                    if mine != ref:
                        c["wrong"] += 1
                        wrong_values[(p["opening_hours"], f"{when:%a %Y-%m-%d %H:%M}", mine, ref)] += 1
            report(name, c)
            totals.update(c)
    report("all", totals)
    for (value, when, mine, ref), n in wrong_values.most_common(args.show_wrong):
        print(f"  wrong ×{n}: {value!r} at {when}: lunch {mine}, reference {ref}")
    for (value, ref), n in unknown_values.most_common(args.show_wrong):
        print(f"  unknown ×{n}: {value!r} (reference {ref})")


def report(name, c):
    decided = max(c["decided"], 1)
    besides = max(c["decided"] - c["comment_only"], 1)
    covered_besides = c["covered"] - c["comment_only_covered"]
    print(f"{name}: {c['cases']} cases, reference decides {c['decided']}, "
          f"coverage {100 * c['covered'] / decided:.2f}%, wrong {c['wrong']} "
          f"({100 * c['wrong'] / decided:.3f}% of decided); "
          f"without the {c['comment_only']} cases whose whole value is a comment: "
          f"coverage {100 * covered_besides / besides:.2f}%")


if __name__ == "__main__":
    main()
