import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport
import LunchWalk

/// Walking along the ways: `near 15min` (`walk_near`) on the shipped sample, a generated
/// city-sized grid (~50k nodes) and a country-sized one (~5M nodes), and one `show`
/// (`walk_route`). Each timed command runs from a new location (alternating between two
/// points), so each pays its own bounded search; `walk_near_kept` is the same command
/// again from the same place (the search kept). Printed, not asserted.
enum WalkBench {
    static func run(binary: String, bench: Bench) throws {
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent()
            .appendingPathComponent("lunch_LunchResources.resources")
        let sample = folder.appendingPathComponent("helsinki-center-2019.overpass.json").path
        let walks = folder.appendingPathComponent("helsinki-walk.bin").path
        if FileManager.default.fileExists(atPath: sample), FileManager.default.fileExists(atPath: walks) {
            let cache = try Bench.temporaryFolder() + "/cache"
            let catalog = try CatalogLoader(cacheFolder: cache, storage: DiskFileStorage())
                .load(path: sample, name: "sample", walkSource: .file(walks))
            var network: WalkNetwork?
            let read = bench.median { network = try? WalkSource.file(walks).network() }
            bench.report("walk_read", n: network?.nodeCount ?? 0, ms: read, "what=read_and_check_sample_network")
            let centre = try requireCentre(catalog)
            let other = Coordinate(lat: centre.lat + 0.002, lon: centre.lon + 0.003)
            try measure(bench, name: "sample", catalog: catalog, points: (centre, other), nodes: network?.nodeCount ?? 0)
        } else {
            print("walk_near skipped for the sample: no \(walks)")
        }
        for (name, size, spacing) in [("city", 224, 50.0), ("country", 2237, 100.0)] {
            let start = DispatchTime.now().uptimeNanoseconds
            let network = grid(size: size, spacing: spacing)
            let built = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let metres = Double(size - 1) * spacing
            // 20,000 places in the middle 10 km (or the whole city), at random.
            let span = min(metres, 10_000)
            let rng = SeededRandomSource(seed: 7)
            let places = (0..<20_000).map { n -> Place in
                let x = (metres - span) / 2 + rng.nextUnit() * span
                let y = (metres - span) / 2 + rng.nextUnit() * span
                return Place(id: "bench:\(n)", name: "Place \(n)", coordinate: point(x, y))
            }
            let catalog = Catalog(places: places, sourceName: name, walkSource: WalkSource { network })
            print("walk_network_\(name) nodes=\(network.nodeCount) edges=\(network.edgeCount) build_ms=\(String(format: "%.0f", built))")
            let middle = point(metres / 2 + 13, metres / 2 + 27), other = point(metres / 2 + 413, metres / 2 - 291)
            try measure(bench, name: name, catalog: catalog, points: (middle, other), nodes: network.nodeCount)
        }
    }

    private static func requireCentre(_ catalog: Catalog) throws -> Coordinate {
        guard let centre = catalog.centre else { throw ValidationFailure("the sample has no places") }
        return centre
    }

    struct ValidationFailure: Error, CustomStringConvertible { let description: String; init(_ d: String) { description = d } }

    /// Metres east (x) and north (y) of (0, 0) on the equator, as the grid's nodes.
    static func point(_ x: Double, _ y: Double) -> Coordinate {
        let degrees = 180 / (Double.pi * 6_371_008.8)
        return Coordinate(lat: y * degrees, lon: x * degrees)
    }

    /// A size × size grid of footways `spacing` metres apart (as LunchWalk's tests make it).
    static func grid(size: Int, spacing: Double) -> WalkNetwork {
        var b = WalkNetworkBuilder()
        func c(_ r: Int, _ k: Int) -> WalkCoordinate {
            let p = point(Double(k) * spacing, Double(r) * spacing)
            return WalkCoordinate(lat: p.lat, lon: p.lon)
        }
        for r in 0..<size {
            b.add(nodeIDs: (0..<size).map { Int64(r * size + $0 + 1) }, coordinates: (0..<size).map { c(r, $0) }, steps: false)
        }
        for k in 0..<size {
            b.add(nodeIDs: (0..<size).map { Int64($0 * size + k + 1) }, coordinates: (0..<size).map { c($0, k) }, steps: false)
        }
        return b.build()
    }

    private static func measure(_ bench: Bench, name: String, catalog: Catalog, points: (Coordinate, Coordinate),
                                nodes: Int) throws {
        let store = Store()
        let output = BufferedOutput()
        let registry = CommandRegistry(CommandContext(store: store, catalog: catalog, history: nil, areas: [],
                                                      style: Style(enabled: false), clock: SystemClock(),
                                                      random: SystemRandomSource(), opener: RecordingLinkOpener(),
                                                      animation: NoPickAnimation(), storage: DiskFileStorage()))
        let dispatcher = Dispatcher(registry: registry, store: store, output: output,
                                    mode: OutputMode(json: false, style: Style(enabled: false)))
        var flip = false
        func move() throws {
            flip.toggle()
            try store.send(.setLocation(Location(coordinate: flip ? points.0 : points.1)))
        }
        // The first command reads the network: not in the figures below.
        try move()
        _ = dispatcher.run(line: "near 15min")
        // At least 200 queries, so that the 99th percentile is a query and not the slowest one.
        var times: [Double] = []
        for _ in 0..<max(200, bench.runs) {
            try move()
            let start = DispatchTime.now().uptimeNanoseconds
            _ = dispatcher.run(line: "near 15min")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        let rows = store.state.currentList.count
        let p99 = times[min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)]
        bench.report("walk_near", n: nodes, ms: times[times.count / 2],
                     "p50_ms=\(String(format: "%.3f", times[times.count / 2])) p99_ms=\(String(format: "%.3f", p99)) "
                     + "queries=\(times.count) network=\(name) rows=\(rows) what=near_15min_new_location")
        let kept = bench.median { _ = dispatcher.run(line: "near 15min") }
        bench.report("walk_near_kept", n: nodes, ms: kept, "network=\(name) what=near_15min_same_location")
        // The same command with a straight radius of the same metres (no walking search):
        // what listing ~that many rows costs anyway (decoding, opening hours, the table).
        let straight = bench.median { _ = dispatcher.run(line: "near 1200") }
        bench.report("walk_near_baseline", n: nodes, ms: straight, "network=\(name) rows=\(store.state.currentList.count) what=near_1200m_same_rows_work")
        // The walking part alone: one search bounded by 15 minutes and a look-up per place.
        let hits = catalog.near(points.0, radius: 1200).map { catalog.coordinate(at: $0.index) }
        var flipped = false
        let alone = bench.median {
            flipped.toggle()
            _ = Walks(catalog: catalog).walks(from: flipped ? points.0 : points.1, to: hits, withinMinutes: 15)
        }
        bench.report("walk_search_and_lookups", n: nodes, ms: alone, "network=\(name) places=\(hits.count) what=new_search_15min_plus_lookups")
        times = []
        for _ in 0..<max(5, bench.runs) {
            try move()
            _ = dispatcher.run(line: "near 15min")
            let start = DispatchTime.now().uptimeNanoseconds
            try move()
            _ = dispatcher.run(line: "show 1")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        bench.report("walk_route", n: nodes, ms: times[times.count / 2], "network=\(name) what=show_1_new_location")
    }
}
