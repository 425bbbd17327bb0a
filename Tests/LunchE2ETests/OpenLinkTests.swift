import Foundation
import Testing

/// `open N web` hands only http and https links to the system opener: a website tag can say
/// `file:`, `smb:`, `javascript:` or a path. A fake `xdg-open` on PATH records what it gets.
@Suite struct OpenLinkTests {
    static let websites: [(id: Int, website: String)] = [
        (1, "file:///etc/passwd"), (2, "smb://evil.example/share"), (3, "javascript:alert(1)"), (4, "/etc/passwd"),
        (5, "http://Do.Star Coffee"), (6, "FILE:/etc/shadow"), (7, "https://ok.example/menu"), (8, "www.ok.example"),
        (9, "ftp://files.example/x"),
    ]

    /// A catalog with those websites, and an `xdg-open` that appends its arguments to `opened.txt`.
    func prepare(_ sandbox: Sandbox) throws -> (data: String, opened: String, extra: [String: String]) {
        let elements = Self.websites.map { p in
            let website = p.website.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return #"{"type":"node","id":\#(p.id),"lat":60.17,"lon":24.94,"tags":{"name":"Place \#(p.id)","amenity":"cafe","website":"\#(website)"}}"#
        }
        let data = sandbox.folder + "/places.json"
        try Data(#"{"elements":[\#(elements.joined(separator: ","))]}"#.utf8).write(to: URL(fileURLWithPath: data))
        let bin = sandbox.folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let opened = sandbox.folder + "/opened.txt"
        let script = bin + "/xdg-open"
        try sandbox.writeExecutable(script, "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(opened)'\n")
        return (data, opened, ["PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
    }

    func recorded(_ path: String, waitingFor count: Int) -> [String] {
        let deadline = Date().addingTimeInterval(5)
        var lines: [String] = []
        repeat {
            lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count >= count { break }
            usleep(50_000)
        } while Date() < deadline
        usleep(300_000)  // an opener started for a refused link would have written by now
        return ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func onlyHttpAndHttpsWebsitesAreOpened() throws {
        let sandbox = Sandbox()
        let (data, opened, extra) = try prepare(sandbox)
        let commands = Self.websites.map { "open osm:node/\($0.id) web" }.joined(separator: "; ")
        let r = try sandbox.run(["--data", data, "-c", commands], extra: extra)
        #expect(r.status == 1)
        #expect(r.stdout == "https://ok.example/menu  (opened with xdg-open)\nhttps://www.ok.example  (opened with xdg-open)\n")
        let refused = Self.websites.filter { ![7, 8].contains($0.id) }
            .map { "error: the place's website is not an http(s) link: '\($0.website)'; not opened\n" }
        #expect(r.stderr == refused.joined())
        // Each opener runs on its own, so they may finish in any order.
        #expect(recorded(opened, waitingFor: 2).sorted() == ["https://ok.example/menu", "https://www.ok.example"])
    }

    @Test func theLinksLunchMakesStillOpen() throws {
        let sandbox = Sandbox()
        let (data, opened, extra) = try prepare(sandbox)
        let r = try sandbox.run(["--data", data, "-c", "open osm:node/1; open osm:node/1 wikipedia"], extra: extra)
        #expect(r.status == 0)
        #expect(recorded(opened, waitingFor: 2).sorted()
                == ["https://www.openstreetmap.org/node/1", "wikipedia://places?lat=60.17&long=24.94&name=Place%201"])
    }

    /// `BROWSER` comes first (its first command that is there; `%s` is the link), as for
    /// other terminal programs; with neither it nor xdg-open the hint says how to set one.
    @Test func browserIsUsedAndItsAbsenceIsSaid() throws {
        let sandbox = Sandbox()
        let (data, opened, extra) = try prepare(sandbox)
        let browser = sandbox.folder + "/bin/my-browser"
        try sandbox.writeExecutable(browser, "#!/bin/sh\nprintf 'browser %s\\n' \"$*\" >> '\(opened)'\n")
        var withBrowser = extra
        withBrowser["BROWSER"] = "no-such-browser:my-browser --new-tab %s"
        let r = try sandbox.run(["--data", data, "-c", "open osm:node/1"], extra: withBrowser)
        #expect(r.status == 0)
        #expect(r.stdout == "https://www.openstreetmap.org/node/1  (opened with my-browser)\n")
        #expect(recorded(opened, waitingFor: 1) == ["browser --new-tab https://www.openstreetmap.org/node/1"])
        let none = try sandbox.run(["--data", data, "-c", "open osm:node/1"], extra: ["PATH": sandbox.folder + "/nothing", "BROWSER": ""])
        #expect(none.status == 0)
        #expect(none.stdout == "https://www.openstreetmap.org/node/1\n"
            + "(no browser found to open it: set BROWSER, e.g. BROWSER=firefox, or install xdg-utils)\n")
    }

    /// A browser that ends with a failure status (`BROWSER=false`) did not open the link:
    /// one error line names it and gives the link, and `-c` exits 1 (it said "(opened with
    /// false)" and exited 0). With several in `BROWSER`, the next is tried.
    @Test func aBrowserThatFailsIsSaidAndTheNextIsTried() throws {
        let sandbox = Sandbox()
        let (data, opened, extra) = try prepare(sandbox)
        let link = "https://www.openstreetmap.org/node/1"
        let r = try sandbox.run(["--data", data, "-c", "open osm:node/1"], extra: extra.merging(["BROWSER": "false"]) { $1 })
        #expect(r.status == 1)
        #expect(!r.stdout.contains("opened with"), "\(r.stdout)")
        #expect(r.stderr == "error: the browser 'false' failed to open the link (exit status 1); the link: \(link)\n", "\(r.stderr)")
        let json = try sandbox.run(["--data", data, "--json", "open", "osm:node/1"], extra: extra.merging(["BROWSER": "false"]) { $1 })
        #expect(json.status == 1 && json.stdout.contains(#""opened":false"#), "\(json.stdout)")
        let browser = sandbox.folder + "/bin/my-browser"
        try sandbox.writeExecutable(browser, "#!/bin/sh\nprintf 'browser %s\\n' \"$*\" >> '\(opened)'\n")
        let next = try sandbox.run(["--data", data, "-c", "open osm:node/1"], extra: extra.merging(["BROWSER": "false:my-browser"]) { $1 })
        #expect(next.status == 0)
        #expect(next.stdout == "\(link)  (opened with my-browser)\n")
        #expect(recorded(opened, waitingFor: 1) == ["browser \(link)"])
    }
}
