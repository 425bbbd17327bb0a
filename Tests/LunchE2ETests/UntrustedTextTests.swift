import Foundation
import Testing

/// Places whose names, addresses, tags, hours and notes carry terminal control codes
/// (title change, clear screen, line breaks, NUL, C1, bidi overrides): every command
/// prints them visibly and harmlessly, one row per place; `--json` keeps them exact.
@Suite struct UntrustedTextTests {
    static let names = [
        "Title\u{1B}]0;pwned\u{7}Grab", "Clear\u{1B}[2JScreen", "Two\nLines", "Car\rReturn", "Nul\u{0}Cut",
        "Cone\u{85}\u{9B}31m", "Bidi\u{202E}desrever\u{202C} \u{2066}iso\u{2069}\u{200E}\u{200F}", "Del\u{7F}ete",
    ]

    /// JSON string contents: C0 controls must be escaped in JSON, the rest (C1, bidi,
    /// DEL) go into the file as their raw UTF-8 bytes.
    static func jsonString(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    func writeFile(_ sandbox: Sandbox) throws -> String {
        let features = Self.names.enumerated().map { i, name in
            let properties = [
                ("@id", "node/\(i + 1)"), ("name", name), ("amenity", "restaurant"), ("cuisine", "pizza\u{1B}[31m\u{202E}"),
                ("addr:street", "Main\nStreet\u{0}"), ("addr:housenumber", "1\r"), ("website", "http://x.test/\u{7}\u{1B}[2J"),
                ("phone", "+358\r\u{9B}1"), ("opening_hours", "Mo-Su 10:00-20:00\u{1B}]0;hours\u{7}"),
            ].map { "\"\(Self.jsonString($0.0))\":\"\(Self.jsonString($0.1))\"" }.joined(separator: ",")
            return #"{"type":"Feature","properties":{\#(properties)},"geometry":{"type":"Point","coordinates":[\#(24.9 + Double(i) * 0.0002),60.17]}}"#
        }
        let path = sandbox.folder + "/evil.geojson"
        try Data(#"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Any byte that must never come from data: C0 but line feed, DEL, C1, bidi controls.
    static func forbidden(in text: String) -> [String] {
        text.unicodeScalars.filter { s in
            let v = s.value
            return (v < 0x20 && v != 0x0A) || (0x7F...0x9F).contains(v) || v == 0x061C || v == 0x200E || v == 0x200F
                || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }.map { String(format: "U+%04X", $0.value) }
    }

    @Test func everyCommandPrintsControlCodesVisiblyOneRowPerPlace() throws {
        let sandbox = Sandbox()
        let path = try writeFile(sandbox)
        let r = try sandbox.run(["-c", "import \(path); at 60.17,24.9; near 500; show 5; search nul; fav Title; favs; "
                                 + "rate Nul 4 \"so\u{1B}[2J good\u{7}\u{202E}\"; visits; map; stats all; at Title; where; pick; "
                                 + "show Title; unfav Title; undo; show nothing\u{1B}[2J"])
        #expect(Self.forbidden(in: r.stdout).isEmpty, "stdout: \(Self.forbidden(in: r.stdout))")
        #expect(Self.forbidden(in: r.stderr).isEmpty, "stderr: \(Self.forbidden(in: r.stderr))")
        let lines = r.stdout.components(separatedBy: "\n")
        // near: a header, exactly one row per place, in order, then why the walks are
        // straight lines (the location is far from the sample's ways), then the summary.
        guard let header = lines.firstIndex(where: { $0.hasPrefix("#  Name") }) else {
            Issue.record("no table in:\n\(r.stdout)")
            return
        }
        let rows = Array(lines[(header + 1)...].prefix(while: { !$0.hasPrefix("(") && !$0.hasPrefix("~") }))
        #expect(rows.count == 8)
        for (n, row) in rows.enumerated() { #expect(row.hasPrefix("\(n + 1)  "), "\(row)") }
        #expect(lines[header + 9] == "~ is a straight line: you are more than 250 m from any walkable way")
        #expect(lines[header + 10].hasPrefix("(8 places within 500 m"))
        #expect(rows[0].contains("Title␛]0;pwned␇Grab"))
        #expect(rows[4].contains("Nul␀Cut"))
        #expect(rows[6].contains("Bidi<U+202E>desrever<U+202C>"))
        // show: the whole block, every field, after the NUL in the name.
        #expect(r.stdout.contains("Nul␀Cut  osm:node/5"))
        #expect(r.stdout.contains("address   Main␊Street␀ 1"))
        #expect(r.stdout.contains("phone     +358␍<U+009B>1"))
        #expect(r.stdout.contains("hours     Mo-Su 10:00-20:00␛]0;hours␇"))
        #expect(r.stdout.contains("web       http://x.test/␇␛[2J"))
        // favs, visits with the note, map legend, stats, `at NAME`, pick, fav/undo/open.
        #expect(r.stdout.contains("so␛[2J good␇<U+202E>"))
        #expect(r.stdout.contains("100 m\n  1  Title␛]0;pwned␇Grab\n"))  // the map legend
        #expect(r.stdout.contains("Location set to Title␛]0;pwned␇Grab"))
        #expect(r.stdout.contains("Your pick: "))
        #expect(r.stdout.contains("★ Title␛]0;pwned␇Grab is a favourite."))
        #expect(r.stdout.contains("Undid unfav Title␛]0;pwned␇Grab."))
        #expect(r.stderr.contains("no place whose name starts with 'nothing␛[2J'"))
    }

    @Test func jsonKeepsTheNamesExact() throws {
        let sandbox = Sandbox()
        let path = try writeFile(sandbox)
        let r = try sandbox.run(["--json", "-c", "import \(path); at 60.17,24.9; near 500; show 5"])
        #expect(r.status == 0)
        // Escaped, so nothing raw reaches the terminal even here, and exact once decoded.
        #expect(Self.forbidden(in: r.stdout).isEmpty)
        let objects = try r.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
        let places = objects[2]["places"] as? [[String: Any]] ?? []
        #expect(places.compactMap { $0["name"] as? String } == Self.names)
        #expect(places.first?["address"] as? String == "Main\nStreet\u{0} 1")
        let shown = objects[3]["place"] as? [String: Any] ?? [:]
        #expect(shown["name"] as? String == "Nul\u{0}Cut")
        #expect(shown["opening_hours"] as? String == "Mo-Su 10:00-20:00\u{1B}]0;hours\u{7}")
    }

    @Test func theEventLogKeepsSuchTextAsJSONEscapes() throws {
        let sandbox = Sandbox()
        let log = sandbox.folder + "/events.jsonl"
        let r = try sandbox.run(["--events", log, "-c", "show \"nothing\u{1B}]0;pwned\u{7}\u{85}\u{202E}\""])
        #expect(r.stderr.contains("'nothing␛]0;pwned␇<U+0085><U+202E>'"))
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(Self.forbidden(in: text).isEmpty)
        let failure = text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.first { $0["name"] as? String == "command.failure" }
        let error = (failure?["parameters"] as? [String: Any])?["error"] as? String
        #expect(error?.contains("'nothing\u{1B}]0;pwned\u{7}\u{85}\u{202E}'") == true)
    }

    @Test func tabListsAndCompletesSuchNamesSafely() throws {
        let sandbox = Sandbox()
        let path = try writeFile(sandbox)
        #expect(try sandbox.run(["-c", "import \(path)"]).status == 0)
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"]))
        try tty.waitForPrompt()
        tty.send("at 60.17,24.9; near 500\r")
        try tty.waitFor("(8 places within 500 m")
        try tty.waitForPrompt()
        tty.send("show \t")  // lists the rows with their names
        try tty.waitFor("Title␛]0;pwned␇Grab")
        try tty.waitFor("Nul␀Cut")
        try tty.waitFor("lunch> show ")
        tty.send("\u{15}show Titl\t")  // one name: only its start before the escape goes into the line
        try tty.waitFor("show Title")
        tty.send("\r")
        try tty.waitFor("Title␛]0;pwned␇Grab  osm:node/1")
        try tty.waitFor("web       http://x.test/␇␛[2J")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        // What Tab put into the line: the name's start, up to the escape.
        let history = try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8)
        #expect(history.contains("show Title\n"))
        let raw = tty.rawText
        for code in ["\u{1B}]0;", "\u{1B}[2J", "\u{7}Grab", "\u{0}", "\u{202E}", "\u{9B}", "\u{85}"] {
            #expect(!raw.contains(code), "\(code.debugDescription) reached the terminal")
        }
    }

    /// The lines lunch says at start (a state.json set aside, a damaged catalog, an
    /// unreadable history) name paths, which may hold escape codes: they go through the
    /// same safe path as everything else.
    @Test func startUpWarningsShowControlCodesVisibly() throws {
        let sandbox = Sandbox()
        let folder = sandbox.folder + "/state\u{1B}[31mred"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{bad".utf8).write(to: URL(fileURLWithPath: folder + "/state.json"))
        let r = try sandbox.run(["--state-dir", folder, "-c", "where"])
        #expect(r.stderr.contains("state␛[31mred"), "\(r.stderr)")
        #expect(!r.stderr.contains("\u{1B}"))
    }
}
