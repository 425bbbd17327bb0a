import Foundation

/// The same queries in SQLite, in process, as ../shared/tools/BENCH.md describes: places
/// in an R*Tree of lat/lon boxes, `near` as the box then haversine and sort in SQL; `search`
/// as FTS5 over name, cuisine, tags and address, bm25 top 50 and the total count. Run by
/// `python3` (its `sqlite3` module is SQLite itself, with FTS5 and R*Tree), in the same
/// run as lunch's figures so the two compare on a noisy machine.
enum SQLiteComparison {
    static func run(file: String, runs: Int) throws {
        fflush(nil)  // lunch's lines first, then python's (every output stream)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file, String(runs)]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("the SQLite comparison failed (python3 with sqlite3?)") }
    }

    static let script = #"""
import json, math, sqlite3, statistics, sys, time
path, runs = sys.argv[1], int(sys.argv[2])
db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE places(id INTEGER PRIMARY KEY, name TEXT, lat REAL, lon REAL)")
db.execute("CREATE VIRTUAL TABLE box USING rtree(id, minlat, maxlat, minlon, maxlon)")
db.execute("CREATE VIRTUAL TABLE words USING fts5(name, cuisine, tags, address)")
start = time.perf_counter()
rows, boxes, docs = [], [], []
def flush():
    db.executemany("INSERT INTO places VALUES (?,?,?,?)", rows)
    db.executemany("INSERT INTO box VALUES (?,?,?,?,?)", boxes)
    db.executemany("INSERT INTO words(rowid, name, cuisine, tags, address) VALUES (?,?,?,?,?)", docs)
    rows.clear(); boxes.clear(); docs.clear()
n = 0
with open(path, encoding="utf-8") as f:
    for line in f:
        line = line.strip().rstrip(",")
        if not line.startswith('{"type"'):
            continue
        e = json.loads(line)
        t = e.get("tags", {})
        if "name" not in t or "lat" not in e:
            continue
        n += 1
        rows.append((n, t["name"], e["lat"], e["lon"]))
        boxes.append((n, e["lat"], e["lat"], e["lon"], e["lon"]))
        tags = " ".join([t.get("amenity", "")] + [k[5:] for k, v in t.items() if k.startswith("diet:") and v in ("yes", "only")])
        address = " ".join(t.get(k, "") for k in ("addr:street", "addr:housenumber", "addr:postcode", "addr:city"))
        docs.append((n, t["name"], t.get("cuisine", "").replace(";", " "), tags, address))
        if len(rows) >= 50000:
            flush()
flush()
db.commit()
print(f"sqlite_load n={n} median_ms={(time.perf_counter() - start) * 1000:.1f} what=insert_into_rtree_and_fts5 runs=1", flush=True)
lat0, lon0, radius, R = 35.6762, 139.6503, 1500.0, 6371008.8
dlat = math.degrees(radius / R)
dlon = dlat / math.cos(math.radians(lat0 + dlat))
near_sql = """
SELECT p.id, 2 * :R * asin(min(1, sqrt(pow(sin((radians(p.lat) - :phi) / 2), 2)
        + :cosphi * cos(radians(p.lat)) * pow(sin(radians(p.lon - :lon) / 2), 2)))) AS d
FROM box b JOIN places p ON p.id = b.id
WHERE b.minlat >= :lat1 AND b.maxlat <= :lat2 AND b.minlon >= :lon1 AND b.maxlon <= :lon2 AND d <= :radius
ORDER BY d, p.id"""
args = dict(R=R, phi=math.radians(lat0), cosphi=math.cos(math.radians(lat0)), lon=lon0, radius=radius,
            lat1=lat0 - dlat, lat2=lat0 + dlat, lon1=lon0 - dlon, lon2=lon0 + dlon)
def median(body):
    body()
    times = []
    for _ in range(runs):
        s = time.perf_counter(); body(); times.append((time.perf_counter() - s) * 1000)
    return statistics.median(times)
found = []
ms = median(lambda: found.__setitem__(slice(None), db.execute(near_sql, args).fetchall()))
print(f"sqlite_near n={n} median_ms={ms:.3f} results={len(found)} what=rtree_box_haversine_sort", flush=True)
total, top = [0], []
def search():
    total[0] = db.execute("SELECT count(*) FROM words WHERE words MATCH 'tacos'").fetchone()[0]
    top[:] = db.execute("SELECT rowid FROM words WHERE words MATCH 'tacos' ORDER BY bm25(words) LIMIT 50").fetchall()
ms = median(search)
print(f"sqlite_search n={n} median_ms={ms:.3f} total={total[0]} top={len(top)} what=fts5_bm25_top50_and_count", flush=True)
top = []
ms = median(lambda: top.__setitem__(slice(None), db.execute("SELECT rowid FROM words WHERE words MATCH 'tac*' ORDER BY bm25(words) LIMIT 50").fetchall()))
print(f"sqlite_search_prefix n={n} median_ms={ms:.3f} top={len(top)} what=fts5_tac*_bm25_top50", flush=True)
"""#
}
