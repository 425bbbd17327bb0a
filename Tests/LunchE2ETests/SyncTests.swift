import Foundation
import Testing

/// `sync` against a server the test starts on 127.0.0.1, replaying recorded bodies.
/// No test touches any other address.
@Suite struct SyncTests {
    static let body = #"{"version":0.6,"elements":[{"type":"node","id":1,"lat":60.1700,"lon":24.9400,"tags":{"name":"Loopback Deli","amenity":"cafe"}},{"type":"way","id":2,"center":{"lat":60.1702,"lon":24.9402},"tags":{"name":"Port Kitchen","amenity":"restaurant"}},{"type":"node","id":3,"lat":60.17,"lon":24.94,"tags":{"amenity":"cafe"}}]}"#

    func run(_ sandbox: Sandbox, _ server: LoopbackServer, _ commands: String, timeout: String = "5") throws
        -> (status: Int32, stdout: String, stderr: String) {
        try sandbox.run(["--json", "-c", "at 60.17,24.94; " + commands],
                        extra: ["LUNCH_OVERPASS_URL": server.url, "LUNCH_SYNC_TIMEOUT": timeout, "LUNCH_SYNC_BACKOFF": "0.05"])
    }

    func lastLine(_ text: String) -> String { text.split(separator: "\n").last.map(String.init) ?? "" }

    @Test func successMergesAndTheRequestCarriesOnlyTheQuery() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: Self.body)])
        let r = try run(sandbox, server, "sync 500; search loopback")
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines[1] == #"{"command":"sync","added":2,"updated":0,"unchanged":0,"skipped":1,"cached":false}"#)
        #expect(lines[2].contains("Loopback Deli"))
        let request = try #require(server.requests.first)
        #expect(request.hasPrefix("POST /api/interpreter"))
        #expect(request.contains("User-Agent: lunch/0.1.0"))
        #expect(request.contains("around%3A500%2C60.17%2C24.94"))
        #expect(!request.lowercased().contains("cookie"))
    }

    @Test func aKeptAnswerIsUsedUntilFresh() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: Self.body), .init(status: 200, body: Self.body)])
        _ = try run(sandbox, server, "sync 500")
        let cached = try run(sandbox, server, "sync 500")
        #expect(lastLine(cached.stdout) == #"{"command":"sync","added":0,"updated":0,"unchanged":2,"skipped":1,"cached":true}"#)
        #expect(server.requestCount == 1)
        let fresh = try run(sandbox, server, "sync 500 --fresh")
        #expect(lastLine(fresh.stdout).contains(#""cached":false"#))
        #expect(server.requestCount == 2)
    }

    @Test func retries429ThenSucceeds() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 429, body: "{}"), .init(status: 200, body: Self.body)])
        let r = try run(sandbox, server, "sync 500")
        #expect(r.status == 0)
        #expect(server.requestCount == 2)
    }

    @Test func gives504ThreeTriesThenAClearError() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(Array(repeating: .init(status: 504, body: "{}"), count: 4))
        let r = try run(sandbox, server, "sync 500")
        #expect(r.status == 1)
        #expect(server.requestCount == 3)
        #expect(lastLine(r.stdout) == #"{"command":"sync","error":"127.0.0.1 is busy (HTTP 504) after 3 tries; wait a minute and try again"}"#)
    }

    @Test(arguments: [
        (LoopbackServer.Answer(status: 200, body: #"{"elements":[],"remark":"runtime error: Query timed out"}"#), "Overpass could not run the query (runtime error: Query timed out); try a smaller radius"),
        (LoopbackServer.Answer(status: 200, body: "<html>oops"), "the server's answer is not a JSON object; nothing was changed"),
        (LoopbackServer.Answer(status: 200, body: "[]"), "the server's answer is not a JSON object; nothing was changed"),
        (LoopbackServer.Answer(status: 400, body: "{}"), "127.0.0.1 answered HTTP 400; nothing was changed"),
        // Another API's places (here Google's) are not read as Overpass's.
        (LoopbackServer.Answer(status: 200, body: #"{"places":[{"id":"x","displayName":{"text":"Not OSM"},"location":{"latitude":60.17,"longitude":24.94}}]}"#),
         #"the server's answer is JSON but not an Overpass answer (no \"elements\"); nothing was changed"#),
    ])
    func badAnswersAreOneLineAndChangeNothing(_ answer: LoopbackServer.Answer, _ message: String) throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([answer])
        let r = try run(sandbox, server, "sync 500")
        #expect(r.status == 1)
        #expect(lastLine(r.stdout) == #"{"command":"sync","error":"\#(message)"}"#)
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
    }

    /// A server that does not speak HTTP, or hangs up early, is one line in the user's terms
    /// (not libcurl's), and nothing changes.
    @Test(arguments: [
        (Array("\u{0}GARBAGE not http\r\n\r\n\u{1B}[31m".utf8), "127.0.0.1 did not answer in HTTP (is the Overpass URL right?); nothing was changed"),
        ([UInt8](), "127.0.0.1 closed the connection before the whole answer came; try again; nothing was changed"),
        (Array("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"elem".utf8),
         "127.0.0.1 closed the connection before the whole answer came; try again; nothing was changed"),
    ])
    func aServerThatIsNotHTTPOrHangsUpIsOneLine(_ raw: [UInt8], _ message: String) throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 0, body: "", raw: raw)])
        let r = try run(sandbox, server, "sync 500")
        #expect(r.status == 1)
        #expect(lastLine(r.stdout) == #"{"command":"sync","error":"\#(message)"}"#)
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
    }

    @Test func aStalledServerTimesOut() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: Self.body, delay: 10)])
        let started = Date()
        let r = try run(sandbox, server, "sync 500", timeout: "1")
        #expect(r.status == 1)
        #expect(Date().timeIntervalSince(started) < 6)
        #expect(lastLine(r.stdout) == #"{"command":"sync","error":"Overpass did not answer within 1 s; try again, or a smaller radius"}"#)
    }

    @Test func noServerMeansOffline() throws {
        let sandbox = Sandbox()
        // A loopback port nobody listens on.
        let r = try sandbox.run(["-c", "at 60.17,24.94; sync 500; near 300"],
                                extra: ["LUNCH_OVERPASS_URL": "http://127.0.0.1:9/api/interpreter", "LUNCH_SYNC_TIMEOUT": "3"])
        #expect(r.status == 1)
        #expect(r.stderr == "error: offline: cannot reach 127.0.0.1; near and search keep working on your saved places\n")
        #expect(r.stdout.contains("places within 300 m"))
    }

    @Test func ctrlCCancelsARunningSyncAndTheShellGoesOn() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: Self.body, delay: 8)])
        let tty = try PseudoTerminal(environment: sandbox.environment(["LUNCH_OVERPASS_URL": server.url]))
        try tty.waitForPrompt()
        tty.send("at 60.17,24.94\r")
        try tty.waitForPrompt()
        tty.send("sync 500\r")
        let deadline = Date().addingTimeInterval(5)
        while server.requestCount == 0 && Date() < deadline { usleep(20_000) }
        tty.send("\u{3}")
        try tty.waitFor("sync cancelled; nothing was changed", timeout: 5)
        try tty.waitForPrompt()
        tty.send("where\r")
        try tty.waitFor("You are at 60.17000, 24.94000.")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
    }

    static let google = #"{"places":[{"id":"ChIJloop1","displayName":{"text":"Loop Sushi","languageCode":"en"},"location":{"latitude":60.1701,"longitude":24.9401},"priceLevel":"PRICE_LEVEL_MODERATE","types":["sushi_restaurant","restaurant"],"formattedAddress":"1 Loop St","regularOpeningHours":{"periods":[{"open":{"day":5,"hour":11,"minute":0},"close":{"day":5,"hour":21,"minute":0}}]}}]}"#

    func runGoogle(_ sandbox: Sandbox, _ server: LoopbackServer, _ commands: String) throws
        -> (status: Int32, stdout: String, stderr: String) {
        try sandbox.run(["--json", "-c", "at 60.17,24.94; " + commands],
                        extra: ["LUNCH_GOOGLE_PLACES_URL": "http://127.0.0.1:\(server.port)", "GOOGLE_PLACES_API_KEY": "test-key",
                                "LUNCH_SYNC_TIMEOUT": "5"])
    }

    @Test func googlePlacesNewWithTheKeyAndAFieldMask() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: Self.google)])
        let r = try runGoogle(sandbox, server, "sync 800; show google:ChIJloop1")
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines[1] == #"{"command":"sync","added":1,"updated":0,"unchanged":0,"skipped":0,"cached":false}"#)
        #expect(lines[2].contains(#""name":"Loop Sushi""#))
        #expect(lines[2].contains(#""price":2"#))
        let request = try #require(server.requests.first)
        #expect(request.hasPrefix("POST /v1/places:searchNearby"))
        #expect(request.contains("X-Goog-Api-Key: test-key"))
        #expect(request.lowercased().contains("x-goog-fieldmask: places.id,places.displayname,places.location"))
        #expect(request.contains(#""circle":{"center":{"latitude":60.17,"longitude":24.94},"radius":800}"#))
    }

    @Test(arguments: [
        (403, #"{"error":{"code":403,"message":"Permission denied.","status":"PERMISSION_DENIED"}}"#,
         "Google refused the key (PERMISSION_DENIED): check GOOGLE_PLACES_API_KEY and that Places API (New) is enabled for its project"),
        (429, #"{"error":{"code":429,"message":"Quota exceeded.","status":"RESOURCE_EXHAUSTED"}}"#,
         "Google Places quota is used up (RESOURCE_EXHAUSTED): wait, or raise the quota in the Cloud console"),
        (403, #"{"error":{"code":403,"message":"This API requires billing to be enabled.","status":"PERMISSION_DENIED"}}"#,
         "Google Places needs billing enabled on the key's project (Cloud console → Billing)"),
    ])
    func googleErrorsSayWhatToFix(_ status: Int, _ body: String, _ message: String) throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: status, body: body)])
        let r = try runGoogle(sandbox, server, "sync 800")
        #expect(r.status == 1)
        #expect(lastLine(r.stdout) == #"{"command":"sync","error":"\#(message)"}"#)
    }

    @Test func googleWithoutAKeyIsAClearError() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "at 60.17,24.94; sync google"], extra: ["GOOGLE_PLACES_API_KEY": ""])
        #expect(r.stderr == "error: sync google needs an API key: set GOOGLE_PLACES_API_KEY (Places API (New))\n")
    }
}
