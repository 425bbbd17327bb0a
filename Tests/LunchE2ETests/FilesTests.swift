import Foundation
import Testing

/// Issue 10 rows 1, 6, 10 and 11 as a user meets them: exporting to odd names and odd
/// files, a state.json with a few bad records, and temporaries a killed import left.
@Suite struct FilesTests {
    /// Runs `lunch -c COMMANDS` in `folder` (the current directory).
    func run(_ sandbox: Sandbox, in folder: String, _ commands: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try sandbox.run(["-c", commands], folder: folder)
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func text(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    @Test func oneLetterAndOddNamesAreSaved() throws {
        let sandbox = Sandbox()
        let here = sandbox.folder + "/here"
        try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: true)
        let names = ["a", "./b", "é", "x y ü €.json", "../c", "\(sandbox.folder)/d", "\(sandbox.folder)//e/"]
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/e", withIntermediateDirectories: true)
        let r = try run(sandbox, in: here, names.dropLast().map { "export '\($0)'" }.joined(separator: "; "))
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout == names.dropLast().map { "Saved 0 favourites and 0 visits to \($0).\n" }.joined())
        for path in [here + "/a", here + "/b", here + "/é", here + "/x y ü €.json", sandbox.folder + "/c", sandbox.folder + "/d"] {
            #expect(text(path) == "{\"favorites\":[],\"visits\":[]}\n", "\(path)")
        }
        let folder = try run(sandbox, in: here, "export '\(names.last!)'")
        #expect(folder.status == 1)
        #expect(folder.stderr == "error: cannot save \(names.last!): it is a folder, not a regular file; nothing was changed\n")
    }

    @Test func aLinkIsWrittenThroughAndAFifoDeviceOrFolderIsNeverReplaced() throws {
        let sandbox = Sandbox()
        let dir = sandbox.folder
        try "old\n".write(toFile: dir + "/target.json", atomically: false, encoding: .utf8)
        symlink("target.json", dir + "/link.json")
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: dir + "/d", withIntermediateDirectories: true)
        var r = try run(sandbox, in: dir, "export link.json")
        #expect(r.status == 0)
        #expect(r.stdout == "Saved 0 favourites and 0 visits to link.json.\n")
        #expect(kind(dir + "/link.json") == S_IFLNK)
        #expect(text(dir + "/target.json") == "{\"favorites\":[],\"visits\":[]}\n")
        // Nobody reads the fifo: one line at once, no hang, still a fifo.
        r = try run(sandbox, in: dir, "export fifo")
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "error: cannot write fifo: it is a fifo and no program is reading it; nothing was changed\n")
        #expect(kind(dir + "/fifo") == S_IFIFO)
        r = try run(sandbox, in: dir, "export d")
        #expect(r.stderr == "error: cannot save d: it is a folder, not a regular file; nothing was changed\n")
        #expect(kind(dir + "/d") == S_IFDIR)
        // /dev/full as root, but a copy of it in the sandbox: a regression must not be
        // able to replace the machine's own device (it did, before this fix).
        if let full = Self.copyOfDevice("/dev/full", to: dir + "/full") {
            r = try run(sandbox, in: dir, "export \(full)")
            #expect(r.status == 1)
            #expect(r.stdout.isEmpty)
            #expect(r.stderr == "error: cannot write \(full): no space left on device\n")
            #expect(kind(full) == S_IFCHR)
        }
        // The same for /dev/stdout: a link through /proc/self/fd/1 to the pipe.
        symlink("/proc/self/fd/1", dir + "/stdout")
        r = try run(sandbox, in: dir, "export stdout")
        #expect(r.stdout == "{\"favorites\":[],\"visits\":[]}\nSaved 0 favourites and 0 visits to stdout.\n")
        #expect(kind(dir + "/stdout") == S_IFLNK)
    }

    /// A device node with the same numbers as `device` (root only), or nil.
    static func copyOfDevice(_ device: String, to path: String) -> String? {
        var info = stat()
        guard stat(device, &info) == 0, info.st_mode & S_IFMT == S_IFCHR, mknod(path, S_IFCHR | 0o666, info.st_rdev) == 0
        else { return nil }
        return path
    }

    @Test func onlyTheBadVisitsAreSetAsideAndTheRestIsKept() throws {
        let sandbox = Sandbox()
        func visit(_ id: String, _ stars: String) -> String {
            #"{"id":"\#(id)","place_id":"osm:node/59622323","name":"Maya Bar & Grill","date":"2026-11-20T10:30:00Z","stars":\#(stars),"note":"\#(id)"}"#
        }
        let original = #"{"schema_version":2,"favorites":["osm:node/59622323"],"visits":[\#(visit("four", "\"four\"")),\#(visit("ninety-nine", "99")),\#(visit("good", "4"))]}"#
        try original.write(toFile: sandbox.stateDir + "/state.json", atomically: false, encoding: .utf8)
        var r = try sandbox.run(["--now", "2026-11-23T12:00", "-c", "visits; favs"])
        #expect(r.status == 0)
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).first { $0.hasPrefix("state.json.damaged-") })
        #expect(r.stderr == "note: state.json: 2 visits could not be read and were kept in \(sandbox.stateDir)/\(aside); the rest was loaded\n")
        #expect(r.stdout.hasPrefix("1  2026-11-20  ★★★★☆  Maya Bar & Grill  “good”\n"))
        #expect(r.stdout.contains("★ 4.0"))
        #expect(!r.stdout.contains("99"))
        // The next start and save say nothing more and keep the copy as it was.
        r = try sandbox.run(["-c", "rate osm:node/59622323 5 \"again\"; visits"])
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("“again”") && r.stdout.contains("“good”"))
        #expect(text(sandbox.stateDir + "/" + aside) == original)
    }

    /// The PID of a child that has surely ended (started and reaped).
    func deadPID() throws -> pid_t {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        return child.processIdentifier
    }

    func temporaries(_ sandbox: Sandbox) -> [String] {
        [sandbox.stateDir, sandbox.stateDir + "/cache"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.contains(".tmp-") }
        }
    }

    @Test func aStartRemovesTheTemporariesOfEndedProcessesOnly() throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.stateDir + "/cache", withIntermediateDirectories: true)
        let dead = try deadPID()
        let stale = ["catalog.lunchcat.tmp-\(dead)-1", "cache/catalog-x.lunchcat.tmp-\(dead)-2"]
        let live = ["catalog.lunchcat.tmp-\(getpid())-3", "cache/sync-overpass.json.tmp-\(getpid())-4"]
        for name in stale + live {
            #expect(FileManager.default.createFile(atPath: sandbox.stateDir + "/" + name, contents: Data(count: 1000)))
        }
        let r = try sandbox.run(["-c", "where"])
        #expect(r.status == 0)
        #expect(temporaries(sandbox).sorted() == ["catalog.lunchcat.tmp-\(getpid())-3", "sync-overpass.json.tmp-\(getpid())-4"])
    }

    @Test func anImportKilledMidWayLeavesNoTemporaryAfterTheNextStart() throws {
        let sandbox = Sandbox()
        let file = sandbox.folder + "/big.geojson"
        let features = (0..<100_000).map { i in
            #"{"type":"Feature","properties":{"@id":"node/\#(i)","name":"Place \#(i)","amenity":"cafe"},"geometry":{"type":"Point","coordinates":[\#(24.9 + Double(i % 1000) / 10_000),\#(60.1 + Double(i / 1000) / 10_000)]}}"#
        }
        try #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#.write(toFile: file, atomically: false, encoding: .utf8)
        var caught = false
        for _ in 0..<8 where !caught {
            try? FileManager.default.removeItem(atPath: sandbox.stateDir)
            try FileManager.default.createDirectory(atPath: sandbox.stateDir, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: LunchBinary.path)
            process.arguments = ["-c", "import \(file)"]
            process.environment = sandbox.environment()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Kill it the moment a temporary appears (the catalog being written).
            while process.isRunning, !caught {
                if temporaries(sandbox).contains(where: { $0.hasPrefix("catalog.lunchcat.tmp-") }) {
                    kill(process.processIdentifier, SIGKILL)
                    caught = true
                }
                usleep(200)
            }
            process.waitUntilExit()
            caught = caught && process.terminationReason == .uncaughtSignal && !temporaries(sandbox).isEmpty
        }
        try #require(caught, "the import always finished before its temporary was seen")
        let r = try sandbox.run(["-c", "where"])
        #expect(r.status == 0)
        #expect(temporaries(sandbox).isEmpty)
    }
}
