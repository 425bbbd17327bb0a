import Foundation
import Testing

/// The places commands on the shipped Helsinki sample, as a user runs them.
@Suite struct PlacesTests {
    static let fixed = ["TZ": "Europe/Helsinki"]
    static let now = ["--now", "2026-11-20T12:30"]  // a Friday lunchtime

    @Test func nearPrintsAnAlignedTableWithOpenNow() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(Self.now + ["-c", "at 60.1699,24.9384; near 60"], extra: Self.fixed)
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(r.stdout == """
        Location set to 60.16990, 24.93840.
        #  Name                 Cuisine      Distance   Walk  Open
        1  Robert's Coffee      coffee_shop      30 m  1 min  open · until 19:00
        2  Loiste                                50 m  1 min  ?
        3  Cafe Java                             50 m  1 min  open · until 00:00
        4  Kaarna                                50 m  1 min  open · until 00:00
        5  Pikku-Jaskan Grilli  hotdog           60 m  1 min  closed · opens at 20:00
        6  Jungle Juice Bar     juice            60 m  1 min  open · until 21:00
        (6 places within 60 m of 60.16990, 24.93840)

        """)
    }

    @Test func walkingSpeedComesFromTheEnvironmentChecked() throws {
        let sandbox = Sandbox()
        let fast = try sandbox.run(["-c", "at 60.1699,24.9384; show kahvi char"], extra: ["LUNCH_WALK_SPEED": "9.6"])
        #expect(fast.status == 0)
        #expect(fast.stdout.contains("  walk      4 min, 630 m along the ways\n"), "\(fast.stdout)")
        let bad = try sandbox.run(["-c", "near"], extra: ["LUNCH_WALK_SPEED": "fast"])
        #expect(bad.status == 2)
        #expect(bad.stdout == "")
        #expect(bad.stderr == "lunch: LUNCH_WALK_SPEED 'fast' is not a walking speed: give km/h from 1 to 20 (e.g. 4.8)\n")
    }

    @Test func anEmptyListSaysWhyAndWhatToTry() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "at 60.25,25.2; near 300"])
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("No places within 300 m of 60.25000, 25.20000; try 'near 600m' or move with 'at NAME'.\n"))
    }

    @Test func jsonPlacesHaveTheContractKeys() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(Self.now + ["--json", "-c", "at 60.1699,24.9384; near 60; show 1; search kahvi"],
                                extra: Self.fixed)
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(lines.map { $0["command"] as? String } == ["at", "near", "show", "search"])
        let places = try #require(lines[1]["places"] as? [[String: Any]])
        #expect(places.count == 6)
        let keys: Set<String> = ["row", "id", "name", "lat", "lon", "distance_m", "cuisine", "tags", "price", "favorite",
                                 "rating", "open", "opening_hours", "address"]
        #expect(keys.isSubset(of: Set(places[0].keys)))
        #expect(places[0]["id"] as? String == "osm:node/1381017836")
        #expect(places[0]["open"] as? String == "open")
        #expect(places[1]["open"] as? String == "unknown")
        #expect(places[4]["open"] as? String == "closed")
        let shown = try #require(lines[2]["place"] as? [String: Any])
        #expect(shown["phone"] as? String == "+358 44 972 2058")
        let links = try #require(shown["links"] as? [String: String])
        #expect(links["osm"] == "https://www.openstreetmap.org/node/1381017836")
        #expect(links["wikipedia"]?.hasPrefix("wikipedia://places?lat=60.1696135&long=24.9381557&name=") == true)
        #expect((lines[3]["places"] as? [[String: Any]])?.isEmpty == false)
    }

    /// Issue 28: `search` lists the places within the saved radius first, then the farther
    /// ones with their distance marked; `--anywhere` ranks by the match alone.
    @Test func searchListsThePlacesWithinTheRadiusFirst() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(Self.now + ["-c", "at 60.1699,24.9384; filter radius 400; search kahvi; search kahvi --anywhere"],
                                extra: Self.fixed)
        #expect(r.status == 0)
        #expect(r.stderr == "")
        let lists = r.stdout.components(separatedBy: "(5 places match 'kahvi')")
        #expect(lists.count == 3, "\(r.stdout)")
        let ranged = lists[0].split(separator: "\n").filter { $0.first?.isNumber == true }.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(ranged.first?.hasPrefix("1 Jääpuiston kahvila coffee_shop 360 m") == true, "\(lists[0])")
        #expect(ranged.dropFirst().first?.hasPrefix("2 Kahvi Charlotta far 550 m") == true, "\(lists[0])")
        #expect(ranged.dropFirst().allSatisfy { $0.contains(" far ") }, "\(lists[0])")
        #expect(lists[0].contains("rows from 2 on are farther than your 400 m radius ('search … --anywhere' ranks by the match alone)"))
        let anywhere = lists[1].split(separator: "\n").filter { $0.first?.isNumber == true }.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(anywhere.first?.hasPrefix("1 Kahvi Charlotta 550 m") == true, "\(lists[1])")
        #expect(!lists[1].contains("far"), "\(lists[1])")
    }

    @Test func showTakesRowsIdsAndNamePrefixes() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "at 60.1699,24.9384; near 60; show 3; show osm:node/1381017836; show kahvi char"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Cafe Java  osm:node/60068035"))
        #expect(r.stdout.contains("Robert's Coffee  osm:node/1381017836"))
        #expect(r.stdout.contains("Kahvi Charlotta  osm:node/4754875505"))
        #expect(r.stdout.contains("distance  550 m SE from 60.16990, 24.93840\n  walk      8 min, 630 m along the ways\n"))
        let bad = try sandbox.run(["-c", "near 60; show 99; show nosuchplace; show robert"])
        #expect(bad.status == 1)
        let errors = bad.stderr.split(separator: "\n")
        #expect(errors.count == 3)
        #expect(errors[0].hasPrefix("error: row 99 is not in the last list (1–"))
        #expect(errors[1] == "error: no place whose name starts with 'nosuchplace'; try 'search nosuchplace'")
        #expect(errors[2].hasPrefix("error: 'robert' matches "))
    }

    @Test func openPrintsTheLinkWithoutAnOpener() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "open osm:node/1381017836; open osm:node/1381017836 web; open osm:node/1381017836 gogle"],
                                extra: ["PATH": "/nonexistent", "BROWSER": ""])
        let hint = "(no browser found to open it: set BROWSER, e.g. BROWSER=firefox, or install xdg-utils)\n"
        #expect(r.stdout == "https://www.openstreetmap.org/node/1381017836\n" + hint + "https://www.robertscoffee.com/cafe/forum/\n" + hint)
        #expect(r.stderr == "error: unknown link target 'gogle' (osm, google, apple, wikipedia, web); did you mean 'google'?\n")
    }

    @Test(.enabled(if: sharedData != nil, "needs ../shared/data beside the project"))
    func anotherCatalogWithData() throws {
        let shared = try #require(sharedData)
        let sandbox = Sandbox()
        let r = try sandbox.run(["--data", shared + "/osm/almaty-2025-09.overpass.json", "-c", "at 43.238,76.945; near 800"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Бочонок"))
        #expect(r.stdout.contains("within 800 m of 43.23800, 76.94500"))
        let bad = try sandbox.run(["--data", sandbox.folder + "/missing.json", "near"])
        #expect(bad.status == 1)
        #expect(bad.stderr == "lunch: cannot use \(sandbox.folder)/missing.json as a catalog: no such file or directory\n")
    }

    @Test func ttyTranscriptNearTabShowNames() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--no-color"], environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("at 60.1699,24.9384\r")
        try tty.waitForPrompt()
        tty.send("near 500\r")
        try tty.waitFor("places within 500 m")
        try tty.waitForPrompt()
        tty.send("show \t")
        let listing = try tty.waitFor("2  Loiste")  // row numbers listed with their names
        #expect(listing.contains("1  Robert's Coffee"))
        tty.send("\u{15}show Kah\t")
        try tty.waitFor("Kahvi\\ Charlotta")
        tty.send("\r")
        try tty.waitFor("Kahvi Charlotta  osm:node/4754875505")
        try tty.waitForPrompt()
        // A name typed unquoted in words goes on from the word being typed.
        tty.send("show kahvi ch\t")
        try tty.waitFor("Charlotta ")  // (the echo: what Tab inserted after the typed word)
        tty.send("\r")
        try tty.waitFor("Kahvi Charlotta  osm:node/4754875505")
        try tty.waitForPrompt()
        tty.send("show 2\r")
        try tty.waitFor("Loiste  osm:node/1369465615")
        try tty.waitForPrompt()
        tty.send("open 2 we\t")
        try tty.waitFor("open 2 web ")
        tty.send("\u{15}search +veg\t")
        try tty.waitFor("+vegan")
        tty.send("\u{15}\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func mapAndViewMapAsciiWithoutAUTF8Locale() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "at 60.1699,24.9384; near 60; map"], extra: ["COLUMNS": "40"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let top = try #require(lines.firstIndex { $0.hasPrefix("+---") })
        #expect(lines[top].hasSuffix("N^-+"))
        #expect(lines[top...].contains { $0.contains("@") })
        #expect(lines.contains("  1  Robert's Coffee"))
        #expect(lines.allSatisfy { TextWidth($0) <= 40 || !$0.hasPrefix("|") })
        let view = try sandbox.run(["-c", "view map"], extra: ["COLUMNS": "40"])
        // Wrapped at spaces to the 40 columns.
        #expect(view.stdout == "Lists now draw a map above the table\n('view list' to stop).\n")
        let listed = try sandbox.run(["-c", "near 60"], extra: ["COLUMNS": "40"])
        #expect(listed.stdout.hasPrefix("+---"))
        #expect(listed.stdout.contains(" #  Name") || listed.stdout.contains("#  Name"))
        _ = try sandbox.run(["-c", "view list"])
        #expect(!(try sandbox.run(["-c", "near 60"]).stdout.hasPrefix("+---")))
        let unicode = try sandbox.run(["-c", "map"], extra: ["COLUMNS": "40", "LANG": "C.UTF-8"])
        #expect(unicode.stdout.hasPrefix("┌"))
    }

    func TextWidth(_ s: String) -> Int { s.count }
}

/// `../shared/data` beside the project, or nil (tests that need it then skip).
var sharedData: String? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.deletingLastPathComponent().appendingPathComponent("shared/data").path
    return FileManager.default.fileExists(atPath: folder) ? folder : nil
}
