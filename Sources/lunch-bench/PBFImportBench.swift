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
            let state = try Bench.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: state) }
            let start = DispatchTime.now().uptimeNanoseconds
            let usage = try ChildProcess.run(binary: binary, arguments: ["-c", "import \"\(file)\""], stateDir: state)
            lunch.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            peak = max(peak, Int(usage.ru_maxrss))
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
        let folder = FileManager.default.currentDirectoryPath + "/bench-data"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/city-\(places)-\(wayNodes).osm.pbf"
        if FileManager.default.fileExists(atPath: path) { return path }
        let script = FileManager.default.currentDirectoryPath + "/Scripts/gen-pbf.py"
        guard FileManager.default.fileExists(atPath: script) else {
            throw BenchError("\(script) is missing: run lunch-bench from the package folder")
        }
        FileHandle.standardError.write(Data("generating \(places) places and \(wayNodes) way nodes into \(path)…\n".utf8))
        try? FileManager.default.removeItem(atPath: path + ".tmp.osm.pbf")
        _ = try timed("/usr/bin/env", ["python3", script, "--places", String(places), "--way-nodes", String(wayNodes),
                                       "--out", path + ".tmp.osm.pbf"])
        try FileManager.default.moveItem(atPath: path + ".tmp.osm.pbf", toPath: path)
        return path
    }
}
