import Foundation
import Testing

/// Catalog files changed or damaged under `lunch`: never a crash, never a silent loss.
@Suite struct CatalogFileTests {
    /// An Overpass file of `count` places (about 150 bytes each).
    func writePlaces(_ path: String, count: Int, firstID: Int = 1) throws {
        var text = #"{"elements":["#
        text.reserveCapacity(count * 160)
        for i in firstID..<(firstID + count) {
            if i > firstID { text += "," }
            text += #"{"type":"node","id":\#(i),"lat":\#(60 + Double(i % 1000) / 10_000),"lon":\#(24 + Double(i / 1000) / 1000),"tags":{"name":"Place \#(i)","amenity":"restaurant","cuisine":"vietnamese"}}"#
        }
        text += "]}"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Ends a process that is still running after `seconds` (a hung child fails the test
    /// instead of hanging the run).
    static func watchdog(_ process: Process, seconds: Double = 60) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// `lunch` reading commands from a pipe that stays open until the test closes it.
    final class RunningShell {
        let process = Process()
        let input = Pipe(), output = Pipe(), errors = Pipe()
        var stdout = ""

        init(_ sandbox: Sandbox) throws {
            process.executableURL = URL(fileURLWithPath: LunchBinary.path)
            process.environment = sandbox.environment()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            CatalogFileTests.watchdog(process)
        }

        func send(_ line: String) throws {
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
        }

        /// Reads standard output until it holds `text`.
        func wait(for text: String) {
            while !stdout.contains(text) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { return }
                stdout += String(decoding: chunk, as: UTF8.self)
            }
        }

        func finish() throws -> (reason: Process.TerminationReason, status: Int32, stdout: String, stderr: String) {
            try input.fileHandleForWriting.close()
            stdout += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationReason, process.terminationStatus, stdout, stderr)
        }
    }

    @Test func anImportFileTruncatedWhileItIsReadIsOneErrorNeverACrash() throws {
        let sandbox = Sandbox()
        let path = sandbox.folder + "/v.json"
        try writePlaces(sandbox.folder + "/original.json", count: 150_000)
        for delay in [0, 2_000, 10_000, 30_000, 60_000, 100_000, 200_000] {
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: sandbox.folder + "/original.json", toPath: path)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: LunchBinary.path)
            process.arguments = ["-c", "import \(path)"]
            process.environment = sandbox.environment()
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            Self.watchdog(process)
            usleep(useconds_t(delay))
            truncate(path, 0)
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "delay \(delay) µs: ended by signal \(process.terminationStatus)")
            if process.terminationStatus != 0 {
                #expect(process.terminationStatus == 1)
                let lines = stderr.split(separator: "\n")
                #expect(lines.count == 1 && lines[0].hasPrefix("error: cannot import \(path): "), "\(stderr)")
            }
        }
    }

    @Test func theSavedCatalogTruncatedUnderARunningShellIsNoCrash() throws {
        let sandbox = Sandbox()
        try writePlaces(sandbox.folder + "/mine.json", count: 3_000)
        #expect(try sandbox.run(["-c", "import \(sandbox.folder)/mine.json"]).status == 0)
        let catalogPath = sandbox.stateDir + "/catalog.lunchcat"
        // Cut short to nothing, to one block, or rewritten in place (a byte of every block
        // after the first 64 KB flipped).
        for size in [0, 4096, -1] {
            let shell = try RunningShell(sandbox)
            try shell.send("near 100")
            shell.wait(for: "100 m")
            if size >= 0 {
                truncate(catalogPath, off_t(size))
            } else {
                let handle = try #require(FileHandle(forUpdatingAtPath: catalogPath))
                let length = Int(try handle.seekToEnd())
                for offset in stride(from: 65_536, to: length, by: 4096) {
                    try handle.seek(toOffset: UInt64(offset))
                    let byte = try handle.read(upToCount: 1) ?? Data([0])
                    try handle.seek(toOffset: UInt64(offset))
                    try handle.write(contentsOf: Data([byte[0] ^ 0xFF]))
                }
                try handle.close()
            }
            try shell.send("near 100")
            try shell.send("search pho")
            try shell.send("import \(sandbox.folder)/mine.json")
            let r = try shell.finish()
            #expect(r.reason == .exit, "ended by signal \(r.status)")
            #expect(r.status == 1)
            // What the shell read before still answers the same; an answer that needs what
            // it had not read is never made from the changed file: it is withheld, and the
            // change said once. The import says the file is damaged.
            #expect(r.stdout.components(separatedBy: "places within 100 m").count == 3, "\(r.stdout)")
            #expect(!r.stdout.contains("match 'pho'"), "\(r.stdout)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 3, "\(r.stderr)")
            #expect(lines.first == "error: this answer needs the part of the catalog file that changed on disk, so it is not shown; start lunch again (or import) to use the file as it is now", "\(r.stderr)")
            #expect(lines.dropFirst().first?.hasPrefix("warning: the catalog file changed on disk while lunch was using it; ") == true, "\(r.stderr)")
            #expect(lines.last?.hasPrefix("error: the saved catalog is damaged; it was kept as \(sandbox.stateDir)/catalog.lunchcat.damaged-") == true)
            // The next import starts a new catalog; the damaged copy is not touched.
            let asides = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).filter { $0.contains(".damaged-") }
            #expect(asides.count == [0: 1, 4096: 2, -1: 3][size])
            #expect(try sandbox.run(["-c", "import \(sandbox.folder)/mine.json"]).status == 0)
            #expect(FileManager.default.fileExists(atPath: catalogPath))
        }
    }

    /// The saved catalog is read and checked while the prompt comes up; a damaged one is
    /// caught before the first command uses it: one warning, then the sample's answer.
    @Test func aDamagedCatalogIsCaughtBeforeTheFirstCommandOnATerminal() throws {
        let sandbox = Sandbox()
        try writePlaces(sandbox.folder + "/mine.json", count: 700)
        #expect(try sandbox.run(["-c", "import \(sandbox.folder)/mine.json"]).status == 0)
        let catalogPath = sandbox.stateDir + "/catalog.lunchcat"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: catalogPath))
        // Near the end of the image (after it: the sample's walkable network, kept apart).
        let imageLength = bytes.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: 24, as: UInt64.self)) }
        bytes[imageLength - 5] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: catalogPath))
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("search maya\r")
        let seen = try tty.waitFor("Maya Bar & Grill")  // the sample's place
        #expect(seen.contains("warning: the saved catalog is damaged; it was kept as \(catalogPath).damaged-"))
        #expect(!seen.contains("Place 5"))
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        let asides = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).filter { $0.contains(".damaged-") }
        #expect(asides.count == 1)
    }

    @Test func aFlippedBitIsSaidKeptAsideAndNeverOverwritten() throws {
        let sandbox = Sandbox()
        try writePlaces(sandbox.folder + "/mine.json", count: 700)
        try writePlaces(sandbox.folder + "/other.json", count: 2, firstID: 90_000)
        var r = try sandbox.run(["-c", "import \(sandbox.folder)/mine.json; fav osm:node/5"])
        #expect(r.status == 0)
        let catalogPath = sandbox.stateDir + "/catalog.lunchcat"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: catalogPath))
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: catalogPath))

        r = try sandbox.run(["-c", "favs"])
        #expect(r.status == 0)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        let prefix = "warning: the saved catalog is damaged; it was kept as \(sandbox.stateDir)/catalog.lunchcat.damaged-"
        #expect(lines.first?.hasPrefix(prefix) == true)
        #expect(lines.first?.hasSuffix(" and lunch uses the Helsinki sample. Re-import your files with 'import FILE'") == true)
        let asides = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).filter { $0.contains(".damaged-") }
        #expect(asides.count == 1 && asides.first.map { lines.first?.contains($0) == true } == true)
        let aside = sandbox.stateDir + "/" + (asides.first ?? "")
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == bytes)
        // The favourite is still saved (the catalog it refers to is the one kept aside).
        let state = try String(contentsOfFile: sandbox.stateDir + "/state.json", encoding: .utf8)
        #expect(state.contains("osm:node/5"))

        // Said once; the next import makes a new catalog and leaves the damaged copy alone.
        r = try sandbox.run(["-c", "import \(sandbox.folder)/other.json"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("2 added"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).filter { $0.contains(".damaged-") } == asides)
        // Re-importing the first file brings the favourite's place back.
        r = try sandbox.run(["-c", "import \(sandbox.folder)/mine.json; favs"])
        #expect(r.stdout.contains("Place 5"))
        #expect(!r.stdout.contains("no longer in catalog"))
    }
}
