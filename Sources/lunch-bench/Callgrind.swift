import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `--callgrind`: instruction counts of one `near`, one `search` and one save, which stay
/// comparable on a noisy machine. Each figure runs in a child of this program under
/// `valgrind --tool=callgrind`, collecting only inside the function that does that one
/// piece of work (`--toggle-collect`), and the count is read from callgrind's totals.
enum Callgrind {
    static let figures = ["near", "near_all", "search", "complete", "save"]

    /// In the parent: runs every figure under valgrind and prints `figure n=N instructions=I`.
    static func run(file: String, bench: String) throws {
        let cache = try Bench.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let catalog = try CatalogLoader(cacheFolder: cache, storage: DiskFileStorage()).load(path: file, name: "bench")  // stores it
        // valgrind 3.19 cannot read the debug information Swift writes: a copy without it (symbols stay).
        let stripped = cache + "/lunch-bench-stripped"
        try launch("/usr/bin/env", ["objcopy", "--strip-debug", bench, stripped])
        for figure in figures {
            let out = cache + "/callgrind.\(figure)"
            let status = try launch("/usr/bin/env", ["valgrind", "--tool=callgrind", "--callgrind-out-file=\(out)",
                                                     "--collect-atstart=no", "--toggle-collect=*callgrindWork*", stripped,
                                                     "--places", file, "--callgrind-figure", figure, "--callgrind-cache", cache])
            let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            guard status == 0,
                  let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") })
            else { throw BenchError("valgrind --tool=callgrind failed for \(figure) (is valgrind installed?)") }
            let count = line.split(separator: " ").dropFirst().first.map(String.init) ?? "?"
            print("callgrind \(figure) n=\(figure == "save" ? 10_000 : catalog.count) instructions=\(count)")
        }
    }

    @discardableResult
    static func launch(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// In the child: sets up (not counted), then does the figure's work once inside `callgrindWork`.
    static func child(figure: String, file: String, cache: String) throws {
        let catalog = try CatalogLoader(cacheFolder: cache, storage: DiskFileStorage()).load(path: file, name: "bench")
        let tokyo = Coordinate(lat: 35.6762, lon: 139.6503)
        switch figure {
        case "near":
            callgrindWork {
                let hits = catalog.nearby(tokyo, radius: 1500)
                _ = (hits.prefix(50).map(\.index), hits.count)
            }
        case "near_all": callgrindWork { _ = catalog.near(tokyo, radius: 1500) }
        case "search": callgrindWork { _ = catalog.search("tacos", from: tokyo, limit: 50) }
        case "complete":
            let tab = Completer(registry: Bench.registry(catalog))
            callgrindWork { _ = tab.complete("show Gol") }
        case "save":
            let folder = try Bench.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let file = try Bench.stateOfTenThousandVisits(in: folder)
            _ = try file.load()
            callgrindWork { _ = try? file.record(.visit(Bench.oneVisit(note: "callgrind"))) }
        default: throw BenchError("unknown figure \(figure)")
        }
    }

    /// The one function whose instructions are counted.
    @inline(never)
    static func callgrindWork(_ body: () -> Void) {
        body()
    }
}
