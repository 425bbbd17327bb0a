import Foundation
import Testing

/// `kill -9` during `export FILE` leaves `FILE.tmp-PID-N` beside the user's file; the
/// next write to FILE removes it (the state dir is cleaned at start, a user's folder is not).
@Suite struct ExportTemporariesTests {
    func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// A state of 100,000 visits: its export (11 MB) is written slowly enough to be killed.
    func bigState(_ sandbox: Sandbox) throws {
        let visit = #"{"id":"v%d","place_id":"osm:node/59622323","name":"Maya Bar & Grill","date":"2026-11-20T10:30:00Z","stars":4,"note":"note %d"}"#
        var text = #"{"schema_version":2,"favorites":[],"visits":["#
        for i in 0..<100_000 {
            if i > 0 { text += "," }
            text += visit.replacingOccurrences(of: "%d", with: String(i))
        }
        text += "]}"
        try text.write(toFile: sandbox.stateDir + "/state.json", atomically: false, encoding: .utf8)
    }

    @Test func theNextExportRemovesWhatAKilledExportLeft() throws {
        let sandbox = Sandbox()
        try bigState(sandbox)
        let out = sandbox.folder + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var caught = false
        for _ in 0..<8 where !caught {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: LunchBinary.path)
            process.arguments = ["-c", "export \(out)/lunch.json"]
            process.environment = sandbox.environment()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            CatalogFileTests.watchdog(process)
            // Kill it the moment its temporary appears beside the target.
            while process.isRunning, !caught {
                if names(out).contains(where: { $0.hasPrefix("lunch.json.tmp-\(process.processIdentifier)-") }) {
                    kill(process.processIdentifier, SIGKILL)
                    caught = true
                }
                usleep(200)
            }
            process.waitUntilExit()
            caught = caught && process.terminationReason == .uncaughtSignal
                && names(out).contains { $0.hasPrefix("lunch.json.tmp-") }
        }
        try #require(caught, "the export always finished before its temporary was seen")
        // Another file's temporary of a live writer (this test) stays.
        let other = "other.json.tmp-\(getpid())-1"
        #expect(FileManager.default.createFile(atPath: out + "/" + other, contents: Data("x".utf8)))
        let r = try sandbox.run(["-c", "export \(out)/lunch.json"])
        #expect(r.status == 0)
        #expect(r.stdout == "Saved 0 favourites and 100000 visits to \(out)/lunch.json.\n")
        #expect(names(out) == ["lunch.json", other].sorted())
    }
}
