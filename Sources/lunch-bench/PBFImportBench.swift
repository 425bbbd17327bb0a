import Foundation

/// `--import-pbf`: `lunch -c "import FILE.osm.pbf"` into a fresh state (places, index and
/// walkable network, stored) beside `osmium cat FILE -f opl -o /dev/null` (Debian's
/// osmium-tool: every object decoded and written out) on the same generated file, in the
/// same run, alternating, so both see the same machine. The file is made once by
/// Scripts/gen-pbf.py (PyPI `osmium`) into bench-data/.
enum PBFImportBench {
    static func run(binary: String, places: Int, wayNodes: Int, runs: Int) throws {
        let file = try generated(places: places, wayNodes: wayNodes)
        var lunch: [Double] = [], osmium: [Double] = [], peak = 0
        var summary = ""
        for _ in 0..<max(1, runs) {
            let run = try Bench.timedImport(binary: binary, file: file)
            lunch.append(run.ms)
            peak = max(peak, run.maxRSS)
            if summary.isEmpty { summary = try lastImportLine(binary: binary, file: file) }
            osmium.append(try timed("/usr/bin/env", ["osmium", "cat", file, "-f", "opl", "-o", "/dev/null", "--overwrite"]))
        }
        let l = median(lunch), o = median(osmium)
        print(String(format: "import_pbf places=%d way_nodes=%d lunch_ms=%.1f osmium_cat_opl_ms=%.1f ratio=%.2f peak_mb=%.1f runs=%d target_ratio=1.5",
                     places, wayNodes, l, o, l / o, Double(peak) / 1024, lunch.count))
        print("import_pbf_runs lunch_ms=\(lunch.map { String(format: "%.0f", $0) }.joined(separator: ",")) "
              + "osmium_ms=\(osmium.map { String(format: "%.0f", $0) }.joined(separator: ","))")
        if !summary.isEmpty { print("import_pbf_summary \(summary)") }
    }

    /// What the import said, once (a --json run into its own fresh state, not timed).
    private static func lastImportLine(binary: String, file: String) throws -> String {
        let state = try Bench.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--state-dir", state, "-c", "import \"\(file)\""]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: out, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }

    private static func timed(_ executable: String, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("\(arguments.joined(separator: " ")) failed") }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// bench-data/city-P-W.osm.pbf, made once.
    static func generated(places: Int, wayNodes: Int) throws -> String {
        let path = try Generator.benchData("city-\(places)-\(wayNodes).osm.pbf")
        return try Generator.madeOnce(at: path, by: "Scripts/gen-pbf.py", temporary: path + ".tmp.osm.pbf",
                                      missing: "run lunch-bench from the package folder",
                                      saying: "generating \(places) places and \(wayNodes) way nodes into \(path)…") {
            try? FileManager.default.removeItem(atPath: $1)
            _ = try timed("/usr/bin/env", ["python3", $0, "--places", String(places), "--way-nodes", String(wayNodes), "--out", $1])
        }
    }
}
