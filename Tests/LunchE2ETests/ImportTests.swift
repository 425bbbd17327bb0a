import Foundation
import Testing

/// `import` as a new user runs it: merge by id, re-import changes nothing, favourites
/// keep their places, `--replace`, and bad files change nothing.
@Suite struct ImportTests {
    func write(_ sandbox: Sandbox, _ name: String, _ features: [(String, String, Double, Double)]) throws -> String {
        let items = features.map { id, name, lat, lon in
            #"{"type":"Feature","properties":{"@id":"\#(id)","name":"\#(name)","amenity":"cafe"},"geometry":{"type":"Point","coordinates":[\#(lon),\#(lat)]}}"#
        }
        let path = sandbox.folder + "/" + name
        try #"{"type":"FeatureCollection","features":[\#(items.joined(separator: ","))]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func importMergesByIdAndKeepsFavourites() throws {
        let sandbox = Sandbox()
        let first = try write(sandbox, "a.geojson", [("node/1", "Alpha", 43.2381, 76.9451), ("node/2", "Beta", 43.2385, 76.9455)])
        var r = try sandbox.run(["--json", "-c", "import \(first); at 43.238,76.945; near 200; fav 1"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        // Far from the sample's Helsinki: where the new places are (`around`, no city named in the file).
        #expect(lines[0].hasPrefix(#"{"command":"import","added":2,"updated":0,"unchanged":0,"skipped":0,"total":356,"format":"GeoJSON","reasons":[],"around":{"name":null,"lat":43.238"#))
        #expect(lines[2].contains(#""name":"Alpha""#))
        // Re-importing changes nothing (the stored catalog is not even rewritten); an
        // updated file updates by id; favourites survive.
        func storedFile() throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: sandbox.stateDir + "/catalog.lunchcat")[.systemFileNumber] as? Int
        }
        let before = try storedFile()
        r = try sandbox.run(["--json", "-c", "import \(first)"])
        #expect(r.stdout.hasPrefix(#"{"command":"import","added":0,"updated":0,"unchanged":2,"skipped":0"#))
        #expect(try storedFile() == before)
        let second = try write(sandbox, "b.geojson", [("node/1", "Alpha Café", 43.2381, 76.9451), ("node/3", "Gamma", 43.2390, 76.9460)])
        r = try sandbox.run(["--json", "-c", "import \(second)"])
        #expect(r.stdout.hasPrefix(#"{"command":"import","added":1,"updated":1,"unchanged":0,"skipped":0"#))
        r = try sandbox.run(["-c", "favs"])
        #expect(r.stdout.contains("Alpha Café"))
        // --replace: only the file's places; a favourite that left says so.
        let third = try write(sandbox, "c.geojson", [("node/9", "Delta", 43.0, 76.0)])
        r = try sandbox.run(["-c", "import --replace \(third); favs"])
        #expect(r.stdout.contains("The catalog has 1 place."))
        #expect(r.stdout.contains("Alpha (no longer in catalog)  osm:node/1"))  // the name it kept
    }

    @Test func badFilesAreOneErrorAndChangeNothing() throws {
        let sandbox = Sandbox()
        try "{ \"features\": [ {\"type\": ".write(toFile: sandbox.folder + "/cut.geojson", atomically: true, encoding: .utf8)
        try #"{"hello":"world"}"#.write(toFile: sandbox.folder + "/other.json", atomically: true, encoding: .utf8)
        let r = try sandbox.run(["-c", "import \(sandbox.folder)/cut.geojson; import \(sandbox.folder)/other.json; import \(sandbox.folder)/none.json; import ''; near 100"])
        #expect(r.status == 1)
        let errors = r.stderr.split(separator: "\n")
        #expect(errors.count == 4)
        #expect(errors[3] == "error: say which file: 'import FILE' (the file name is empty); nothing was changed")
        #expect(errors[0].hasPrefix("error: cannot import \(sandbox.folder)/cut.geojson: it is not valid JSON"))
        #expect(errors[1].hasPrefix("error: cannot import \(sandbox.folder)/other.json: it is not a known format"))
        #expect(errors[2] == "error: cannot import \(sandbox.folder)/none.json: there is no such file; nothing was changed")
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
    }

    /// A 2 GB file of NUL bytes (sparse) fails on its first byte, before it is read: under
    /// a 500 MB memory limit (reading it whole needed 2 GB) with the reader's own error.
    @Test func aHugeFileThatIsNotJSONFailsAtOnceInFlatMemory() throws {
        let sandbox = Sandbox()
        let path = sandbox.folder + "/zeros.json", spaced = sandbox.folder + "/spaced.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        // A byte order mark and white space first: the offset is that of the first other byte.
        try Data([0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x20, 0x78]).write(to: URL(fileURLWithPath: spaced))
        let r = try sandbox.run(["-c", "import \(path); import \(spaced)"], memoryLimitKB: 500_000, watchdog: 60)
        #expect(r.status == 1)
        #expect(r.stderr == """
            error: cannot import \(path): it is not valid JSON (not a JSON object at byte 0); nothing was changed
            error: cannot import \(spaced): it is not valid JSON (not a JSON object at byte 6); nothing was changed

            """)
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
    }

    @Test(.enabled(if: sharedData != nil, "needs ../shared/data beside the project"))
    func theAlmatyGeoJSONThenNear() throws {
        let sandbox = Sandbox()
        let shared = try #require(sharedData)
        let r = try sandbox.run(["-c", "import \(shared)/osm/almaty-2025-09.geojson; at 43.238,76.945; near 800; fav 1"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Бочонок"))
        let again = try sandbox.run(["-c", "import \(shared)/osm/almaty-2025-09.geojson; favs"])
        #expect(again.stdout.contains("0 added, 0 updated"))
        #expect(again.stdout.contains("Paul"))
    }

    @Test func aLongImportShowsProgressOnATerminalOnly() throws {
        let sandbox = Sandbox()
        var text = #"{"elements":["#
        for i in 1...60_000 {
            if i > 1 { text += "," }
            text += #"{"type":"node","id":\#(i),"lat":\#(60 + Double(i % 1000) / 10_000),"lon":\#(24 + Double(i / 1000) / 1000),"tags":{"name":"Place \#(i)","amenity":"cafe","cuisine":"coffee_shop"}}"#
        }
        text += "]}"
        let path = sandbox.folder + "/big.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        // Wide enough that the one-line answer is not wrapped.
        let tty = try PseudoTerminal(environment: sandbox.environment(), columns: 250)
        try tty.waitForPrompt()
        tty.send("import \(path)\r")
        try tty.waitFor("Imported \(path) (Overpass API JSON): 60000 added", timeout: 120)
        #expect(tty.screenText.contains("places/s") || tty.screenText.contains("indexing 60000 places…"))
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        let piped = try Sandbox().run(["-c", "import \(path)"])
        #expect(!piped.stderr.contains("places/s"))
        #expect(!piped.stdout.contains("\u{1B}"))
    }
}
