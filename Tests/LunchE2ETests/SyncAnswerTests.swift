import Foundation
import Testing

/// How `sync` reads and keeps an answer: the places read once by the same streaming reader
/// as `import` (memory figures in the benchmark notes, not here), ids that repeat merged to
/// one place each (the last record wins), a damaged kept answer dropped and asked for
/// again, and redirects that keep the query or say why they are refused.
@Suite struct SyncAnswerTests {
    func runOverpass(_ sandbox: Sandbox, _ server: LoopbackServer, _ commands: String) throws
        -> (status: Int32, stdout: String, stderr: String) {
        try sandbox.run(["--json", "-c", "at 60.17,24.94; " + commands],
                        extra: ["LUNCH_OVERPASS_URL": server.url, "LUNCH_SYNC_TIMEOUT": "10", "LUNCH_SYNC_BACKOFF": "0.05"])
    }

    func runGoogle(_ sandbox: Sandbox, _ server: LoopbackServer, _ commands: String) throws
        -> (status: Int32, stdout: String, stderr: String) {
        try sandbox.run(["--json", "-c", "at 60.17,24.94; " + commands],
                        extra: ["LUNCH_GOOGLE_PLACES_URL": "http://127.0.0.1:\(server.port)", "GOOGLE_PLACES_API_KEY": "k",
                                "LUNCH_SYNC_TIMEOUT": "10"])
    }

    func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    /// 6,000 records naming 10 ids over and over (a few megabytes).
    static let repeatedGoogle: String = {
        let records = (0..<6_000).map { k in
            #"{"id":"dup\#(k % 10)","displayName":{"text":"Dup Place \#(k % 10) v\#(k)"},"location":{"latitude":60.17\#(k % 10),"longitude":24.94},"types":["restaurant"],"formattedAddress":"\#(String(repeating: "Katu ", count: 40))\#(k)"}"#
        }
        return #"{"places":[\#(records.joined(separator: ","))]}"#
    }()

    static let repeatedOverpass: String = {
        let elements = (0..<20_000).map { k in
            #"{"type":"node","id":\#(k % 10 + 1),"lat":60.17\#(k % 10),"lon":24.94,"tags":{"name":"Dup Node \#(k % 10) v\#(k)","amenity":"cafe"}}"#
        }
        return #"{"version":0.6,"elements":[\#(elements.joined(separator: ","))]}"#
    }()

    @Test func googleIdsThatRepeatBecomeOnePlaceEachWithTheLastRecord() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: Self.repeatedGoogle)])
        let r = try runGoogle(sandbox, server, #"sync 800; search "dup place"; show google:dup3"#)
        #expect(r.status == 0)
        let out = lines(r.stdout)
        #expect(out[1].hasPrefix(#"{"command":"sync","added":10,"#))
        #expect(out[2].components(separatedBy: #""id":"google:dup"#).count - 1 == 10)
        #expect(out[3].contains(#""name":"Dup Place 3 v5993""#))
    }

    /// Google's empty result (`{}`) is no places; an answer of another API's shape (here
    /// Overpass's) is refused with one line, and nothing is read from it or kept.
    @Test func googleReadsOnlyItsOwnShape() throws {
        let sandbox = Sandbox()
        let empty = try LoopbackServer([.init(status: 200, body: "{}")])
        let none = try runGoogle(sandbox, empty, "sync google 800")
        #expect(none.status == 0)
        #expect(lines(none.stdout)[1] == #"{"command":"sync","added":0,"updated":0,"unchanged":0,"skipped":0,"cached":false}"#)
        let overpass = try LoopbackServer([.init(status: 200, body: Self.repeatedOverpass)])
        let refused = try runGoogle(sandbox, overpass, #"sync google 900; search "dup node""#)
        #expect(refused.status == 1)
        #expect(lines(refused.stdout)[1] == #"{"command":"sync","error":"the server's answer is JSON but not a Google Places answer (no \"places\"); nothing was changed"}"#)
        #expect(lines(refused.stdout)[2] == #"{"command":"search","query":"dup node","total":0,"places":[]}"#)
    }

    @Test func overpassIdsThatRepeatBecomeOnePlaceEachWithTheLastRecord() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: Self.repeatedOverpass)])
        let r = try runOverpass(sandbox, server, #"sync 800; search "dup node"; show osm:node/4"#)
        #expect(r.status == 0)
        let out = lines(r.stdout)
        #expect(out[1].hasPrefix(#"{"command":"sync","added":10,"#))
        #expect(out[2].components(separatedBy: #""id":"osm:node/"#).count - 1 == 10)
        #expect(out[3].contains(#""name":"Dup Node 3 v19993""#))
    }

    @Test(arguments: ["truncate", "garbage", "empty", "another shape"])
    func aDamagedKeptAnswerIsDroppedAndAskedForAgain(_ damage: String) throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: SyncTests.body), .init(status: 200, body: SyncTests.body)])
        #expect(try runOverpass(sandbox, server, "sync 500").status == 0)
        let cache = sandbox.stateDir + "/cache"
        let kept = try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasPrefix("sync-overpass-") })
        let bytes: Data = switch damage {
        case "truncate": Data(SyncTests.body.utf8.prefix(60))
        case "garbage": Data([0x00, 0xFF, 0x7B, 0x22, 0x1B])
        case "empty": Data()
        default: Data(#"{"hello":"world"}"#.utf8)
        }
        try bytes.write(to: URL(fileURLWithPath: cache + "/" + kept))
        let again = try runOverpass(sandbox, server, "sync 500; search loopback")
        #expect(again.status == 0)
        #expect(lines(again.stdout)[1] == #"{"command":"sync","added":0,"updated":0,"unchanged":2,"skipped":1,"cached":false}"#)
        #expect(lines(again.stdout)[2].contains("Loopback Deli"))
        #expect(server.requestCount == 2)
        // The fresh answer is kept again.
        let third = try runOverpass(sandbox, server, "sync 500")
        #expect(lines(third.stdout)[1].contains(#""cached":true"#))
        #expect(server.requestCount == 2)
    }

    @Test(arguments: [301, 302])
    func a301Or302KeepsThePostAndItsQuery(_ status: Int) throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: status, body: "", headers: ["Location": "/api/moved"]),
                                         .init(status: 200, body: SyncTests.body)])
        let r = try runOverpass(sandbox, server, "sync 500")
        #expect(r.status == 0)
        #expect(lines(r.stdout)[1] == #"{"command":"sync","added":2,"updated":0,"unchanged":0,"skipped":1,"cached":false}"#)
        let second = try #require(server.requests.last)
        #expect(second.hasPrefix("POST /api/moved "))
        #expect(second.contains("around%3A500%2C60.17%2C24.94"))
    }

    @Test func a302OfTheGooglePostKeepsTheBody() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 302, body: "", headers: ["Location": "/v1/moved"]),
                                         .init(status: 200, body: SyncTests.google)])
        let r = try runGoogle(sandbox, server, "sync 800")
        #expect(r.status == 0)
        let second = try #require(server.requests.last)
        #expect(second.hasPrefix("POST /v1/moved "))
        #expect(second.contains(#""radius":800"#))
    }

    @Test(arguments: ["gopher", "file", "ftp"])
    func aRedirectToAnotherSchemeSaysTheSchemeIsRefused(_ scheme: String) throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([])
        let location = scheme == "file" ? "file:///etc/passwd" : "\(scheme)://127.0.0.1:\(server.port)/x"
        server.add([.init(status: 302, body: "", headers: ["Location": location])])
        let r = try runOverpass(sandbox, server, "sync 500")
        #expect(r.status == 1)
        let target = scheme == "file" ? "file:" : "\(scheme)://127.0.0.1:\(server.port)"
        #expect(lines(r.stdout).last == #"{"command":"sync","error":"Overpass redirected to a \#(scheme): URL (\#(target)); not followed: sync uses only http and https; nothing was changed"}"#)
        #expect(server.requestCount == 1)
    }
}
