import Foundation
import Testing

/// The real binary against crashes and a second writer: whatever it reported as done is
/// on disk, and `state.json` always loads.
@Suite struct PersistenceTests {
    static let place = "osm:node/59622323"  // Maya Bar & Grill, in the shipped sample

    /// Starts `lunch` reading the given commands from a pipe.
    func start(_ sandbox: Sandbox, commands: [String]) throws -> (Process, FileHandle) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LunchBinary.path)
        process.environment = sandbox.environment()
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let script = Data(commands.map { $0 + "\n" }.joined().utf8)
        DispatchQueue.global().async {
            try? input.fileHandleForWriting.write(contentsOf: script)
            try? input.fileHandleForWriting.close()
        }
        return (process, output.fileHandleForReading)
    }

    /// The notes of the visits saved in the sandbox, as the next `lunch` sees them
    /// (`state.json` and its journal), which must load without a word on stderr.
    func savedNotes(_ sandbox: Sandbox) throws -> Set<String> {
        let r = try sandbox.run(["--json", "-c", "visits"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let visits = try #require(json["visits"] as? [[String: Any]])
        return Set(visits.compactMap { $0["note"] as? String })
    }

    @Test func killedAtARandomMomentNothingReportedIsLost() throws {
        var reportedTotal = 0
        for run in 0..<200 {
            let sandbox = Sandbox()
            let commands = (0..<300).map { "rate \(Self.place) \(1 + $0 % 5) \"r\(run)-\($0)\"" }
            let (process, stdout) = try start(sandbox, commands: commands)
            let stopAfter = Int.random(in: 0...40)
            var text = ""
            while text.components(separatedBy: "\n").count - 1 < stopAfter {
                let chunk = stdout.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            if Bool.random() { usleep(UInt32.random(in: 0...3000)) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            text += String(decoding: stdout.readDataToEndOfFile(), as: UTF8.self)
            let reported = text.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("Rated "), let open = line.range(of: "“"), let close = line.range(of: "”") else { return nil }
                return String(line[open.upperBound..<close.lowerBound])
            }
            reportedTotal += reported.count
            let saved = try savedNotes(sandbox)
            #expect(Set(reported).isSubset(of: saved), "run \(run): reported \(reported.count), saved \(saved.count)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).filter { $0.contains("damaged") }
            #expect(leftovers.isEmpty)
        }
        #expect(reportedTotal > 200)
        print("crash test: 200 kills, \(reportedTotal) reported changes, all present")
    }

    /// The same in one state dir that keeps growing from a file an older lunch wrote, so
    /// kills land on journal appends, on a journal being started and on the journal being
    /// folded into state.json (every ~90 ratings at this size).
    @Test func killedWhileTheJournalGrowsAndIsFoldedNothingReportedIsLost() throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.stateDir, withIntermediateDirectories: true)
        let old = (0..<200).map { #"{"id":"old\#($0)","place_id":"\#(Self.place)","name":"Maya","date":"2026-11-01T12:00:00Z","stars":4,"note":"old\#($0)"}"# }
        try #"{"schema_version": 2, "visits": [\#(old.joined(separator: ","))]}"#.write(toFile: sandbox.stateDir + "/state.json", atomically: true, encoding: .utf8)
        var reported: Set<String> = Set((0..<200).map { "old\($0)" })
        for run in 0..<30 {
            let commands = (0..<400).map { "rate \(Self.place) \(1 + $0 % 5) \"k\(run)-\($0)\"" }
            let (process, stdout) = try start(sandbox, commands: commands)
            let stopAfter = Int.random(in: 0...150)
            var text = ""
            while text.components(separatedBy: "\n").count - 1 < stopAfter {
                let chunk = stdout.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            if Bool.random() { usleep(UInt32.random(in: 0...5000)) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            text += String(decoding: stdout.readDataToEndOfFile(), as: UTF8.self)
            for line in text.split(separator: "\n") where line.hasPrefix("Rated ") {
                if let open = line.range(of: "“"), let close = line.range(of: "”") { reported.insert(String(line[open.upperBound..<close.lowerBound])) }
            }
            let saved = try savedNotes(sandbox)
            #expect(reported.isSubset(of: saved), "run \(run): \(reported.subtracting(saved).sorted().prefix(5))")
        }
        let asides = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).filter { $0.contains("damaged") }
        #expect(asides.isEmpty)
        #expect(reported.count > 1000)
        print("journal crash test: 30 kills, \(reported.count - 200) reported changes, all present")
    }

    @Test func twoProcessesWritingAtOnceKeepAllFourHundredChanges() throws {
        let sandbox = Sandbox()
        let a = try start(sandbox, commands: (0..<200).map { "rate \(Self.place) 4 \"a\($0)\"" })
        let b = try start(sandbox, commands: (0..<200).map { "rate \(Self.place) 2 \"b\($0)\"" })
        _ = a.1.readDataToEndOfFile()
        _ = b.1.readDataToEndOfFile()
        a.0.waitUntilExit()
        b.0.waitUntilExit()
        #expect(a.0.terminationStatus == 0)
        #expect(b.0.terminationStatus == 0)
        let saved = try savedNotes(sandbox)
        let expected = Set((0..<200).map { "a\($0)" } + (0..<200).map { "b\($0)" })
        #expect(saved == expected)
        print("concurrency test: 2 processes × 200 changes, \(saved.count) saved")
    }
}

/// A state file that cannot be written: one clear error, the shell goes on, nothing changes.
@Suite struct UnwritableStateTests {
    @Test func aSaveThatFailsIsOneLineAndChangesNothing() throws {
        let sandbox = Sandbox()
        // A folder where state.json should be: the rename over it fails on any file system, even as root.
        try FileManager.default.createDirectory(atPath: sandbox.stateDir + "/state.json", withIntermediateDirectories: true)
        let r = try sandbox.run(["-c", "fav osm:node/59622323; favs; where"])
        #expect(r.status == 1)
        let errors = r.stderr.split(separator: "\n")
        #expect(errors.count == 2)  // the warning at start, and the one failed change
        #expect(errors[0].hasPrefix("warning: cannot read \(sandbox.stateDir)/state.json: it is a folder, not a regular file"))
        #expect(errors[1] == "error: cannot read \(sandbox.stateDir)/state.json: it is a folder, not a regular file")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: sandbox.stateDir + "/state.json", isDirectory: &isFolder) && isFolder.boolValue)
        #expect(r.stdout.contains("No favourites yet"))
        #expect(r.stdout.contains("No location set; using the busiest part of the catalog"))
    }
}
