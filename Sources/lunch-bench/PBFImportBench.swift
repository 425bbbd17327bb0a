import Foundation

/// `--import-pbf`: `lunch -c "import FILE.osm.pbf"` into a fresh state (places, index and
/// walkable network, stored) beside `osmium cat FILE -f opl -o /dev/null` (Debian's
/// osmium-tool: every object decoded and written out) on the same generated file, in the
/// same run, alternating, so both see the same machine. The file is made once by
/// Scripts/gen-pbf.py (PyPI `osmium`) into bench-data/.
enum PBFImportBench {
    /// `before`: another `lunch` (the code before a change), run in turn on the same file:
    /// its time, CPU and peak beside, and whether it stores the same catalog and areas.
    static func run(binary: String, before: String? = nil, places: Int, wayNodes: Int, runs: Int) throws {
        let file = try generated(places: places, wayNodes: wayNodes)
        var lunch: [(ms: Double, cpu: Double)] = [], osmium: [(ms: Double, cpu: Double)] = [], old: [(ms: Double, cpu: Double)] = []
        var peak = 0, oldPeak = 0, same = true
        var summary = ""
        for _ in 0..<max(1, runs) {
            let run = try Bench.timedImport(binary: binary, file: file, keep: before != nil)
            lunch.append((run.ms, run.cpu))
            peak = max(peak, run.maxRSS)
            if let before, let state = run.state {
                defer { try? FileManager.default.removeItem(atPath: state) }
                let earlier = try Bench.timedImport(binary: before, file: file, keep: true)
                old.append((earlier.ms, earlier.cpu))
                oldPeak = max(oldPeak, earlier.maxRSS)
                if let oldState = earlier.state {
                    defer { try? FileManager.default.removeItem(atPath: oldState) }
                    same = same && Bench.sameFile(state + "/catalog.lunchcat", oldState + "/catalog.lunchcat")
                        && Bench.sameFile(state + "/catalog.lunchcat.areas.json", oldState + "/catalog.lunchcat.areas.json")
                }
            }
            if summary.isEmpty { summary = try lastImportLine(binary: binary, file: file) }
            osmium.append(try osmiumCat(file))
        }
        let l = median(lunch.map(\.ms)), o = median(osmium.map(\.ms))
        let lc = median(lunch.map(\.cpu)), oc = median(osmium.map(\.cpu))
        var line = String(format: "import_pbf places=%d way_nodes=%d lunch_ms=%.1f osmium_cat_opl_ms=%.1f ratio=%.2f lunch_cpu_s=%.2f osmium_cpu_s=%.2f cpu_ratio=%.2f peak_mb=%.1f runs=%d target_ratio=1.5",
                          places, wayNodes, l, o, l / o, lc, oc, lc / oc, Double(peak) / 1024, lunch.count)
        if before != nil {
            let b = median(old.map(\.ms)), bc = median(old.map(\.cpu))
            line += String(format: " before_ms=%.1f before_ratio=%.2f before_cpu_s=%.2f before_cpu_ratio=%.2f before_peak_mb=%.1f same_catalog_as_before=%@",
                           b, b / o, bc, bc / oc, Double(oldPeak) / 1024, same ? "yes" : "NO")
        }
        print(line)
        print("import_pbf_runs lunch_ms=\(lunch.map { String(format: "%.0f", $0.ms) }.joined(separator: ",")) "
              + "osmium_ms=\(osmium.map { String(format: "%.0f", $0.ms) }.joined(separator: ","))"
              + (before == nil ? "" : " before_ms=\(old.map { String(format: "%.0f", $0.ms) }.joined(separator: ","))"))
        if !summary.isEmpty { print("import_pbf_summary \(summary)") }
    }

    /// `osmium cat FILE -f opl -o /dev/null`: milliseconds and CPU seconds (user + system).
    private static func osmiumCat(_ file: String) throws -> (ms: Double, cpu: Double) {
        let folder = try Bench.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = try ChildProcess.spawn(binary: "/usr/bin/osmium", arguments: ["cat", file, "-f", "opl", "-o", "/dev/null", "--overwrite"],
                                         stateDir: folder, terminal: nil)
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        guard status == 0 else { throw BenchError("osmium cat \(file) failed (/usr/bin/osmium, Debian's osmium-tool)") }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return (ms, seconds(usage.ru_utime) + seconds(usage.ru_stime))
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
