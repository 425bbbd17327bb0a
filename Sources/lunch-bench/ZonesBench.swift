import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// What the place → time zone table costs: reading it (once, on the first open-now
/// question) and one lookup.
enum ZonesBench {
    /// The shipped table in the resource bundle beside the `lunch` binary.
    static func run(binary: String, bench: Bench) throws {
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent()
        let file = folder.appendingPathComponent("lunch_LunchResources.resources/zones.bin")
        guard let data = try? Data(contentsOf: file) else {
            print("zones skipped: no \(file.path)")
            return
        }
        var table: TimeZoneTable?
        let read = bench.median { table = (try? Data(contentsOf: file)).flatMap { TimeZoneTable($0) } }
        guard let table else {
            print("zones skipped: \(file.path) does not read")
            return
        }
        bench.report("zones_read", n: table.names.count, ms: read, "bytes=\(data.count) what=read_and_check_whole_table")
        var rng = SystemRandomNumberGenerator()
        let points = (0..<100_000).map { _ in (Double.random(in: -60...75, using: &rng), Double.random(in: -180...180, using: &rng)) }
        var found = 0
        let lookups = bench.median(runs: 5) { found = points.reduce(0) { $0 + (table.zoneIndex(lat: $1.0, lon: $1.1) ?? 0) } }
        bench.report("zones_lookup", n: points.count, ms: lookups, "what=random_points_one_lookup_each checksum=\(found % 1000)")
    }
}
