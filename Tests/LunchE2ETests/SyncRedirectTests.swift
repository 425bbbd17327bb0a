import Foundation
import Testing

/// Redirects during `sync`: followed only to the configured host (same port) over the same
/// or a stronger scheme; the key never reaches another host. "Another host" is this machine
/// by another name (`localhost`, on the configured server's own port, so a followed redirect
/// would show as a second request there), or a second server on another port; every
/// server listens on 127.0.0.1 only.
@Suite struct SyncRedirectTests {
    static let key = "secret-test-key-8c1f"

    func runGoogle(_ sandbox: Sandbox, _ server: LoopbackServer, _ commands: String) throws
        -> (status: Int32, stdout: String, stderr: String) {
        try sandbox.run(["--json", "-c", "at 60.17,24.94; " + commands],
                        extra: ["LUNCH_GOOGLE_PLACES_URL": "http://127.0.0.1:\(server.port)", "GOOGLE_PLACES_API_KEY": Self.key,
                                "LUNCH_SYNC_TIMEOUT": "5"])
    }

    func runOverpass(_ sandbox: Sandbox, _ server: LoopbackServer, _ commands: String) throws
        -> (status: Int32, stdout: String, stderr: String) {
        try sandbox.run(["--json", "-c", "at 60.17,24.94; " + commands],
                        extra: ["LUNCH_OVERPASS_URL": server.url, "LUNCH_SYNC_TIMEOUT": "5", "LUNCH_SYNC_BACKOFF": "0.05"])
    }

    func lastLine(_ text: String) -> String { text.split(separator: "\n").last.map(String.init) ?? "" }

    /// A server on another port that would answer with places.
    static func elsewhere(body: String) throws -> LoopbackServer {
        try LoopbackServer([.init(status: 200, body: body), .init(status: 200, body: body)])
    }

    @Test(arguments: ["localhost", "127.0.0.1"])
    func googleRedirectToAnotherHostIsRefusedAndTheKeyStaysHome(_ host: String) throws {
        let sandbox = Sandbox()
        let other = try Self.elsewhere(body: SyncTests.google)
        let server = try LoopbackServer([])
        let target = host == "localhost" ? "localhost:\(server.port)" : "127.0.0.1:\(other.port)"
        server.add([.init(status: 307, body: "{}", headers: ["Location": "http://\(target)/v1/places:searchNearby"]),
                    .init(status: 200, body: SyncTests.google)])
        let r = try runGoogle(sandbox, server, "sync 800; search loop")
        #expect(r.status == 1)
        #expect(r.stdout.contains(#"{"command":"sync","error":"Google Places redirected to another server (\#(target)); not followed: requests go only to the configured host; nothing was changed"}"#))
        #expect(!r.stdout.contains("Loop Sushi"))
        #expect(other.requestCount == 0)
        #expect(other.requests.allSatisfy { !$0.contains(Self.key) })
        #expect(server.requestCount == 1)
        #expect(!(r.stdout + r.stderr).contains(Self.key))
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
    }

    @Test func overpassRedirectToAnotherHostIsRefused() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([])
        server.add([.init(status: 302, body: "", headers: ["Location": "http://localhost:\(server.port)/api/interpreter"]),
                    .init(status: 200, body: SyncTests.body)])
        let r = try runOverpass(sandbox, server, "sync 500")
        #expect(r.status == 1)
        #expect(lastLine(r.stdout) == #"{"command":"sync","error":"Overpass redirected to another server (localhost:\#(server.port)); not followed: requests go only to the configured host; nothing was changed"}"#)
        #expect(server.requestCount == 1)
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
    }

    @Test func googleRedirectOnTheSameHostIsFollowedWithTheSameRequest() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 307, body: "moved", headers: ["Location": "/v2/moved?x=1"]),
                                         .init(status: 200, body: SyncTests.google)])
        let r = try runGoogle(sandbox, server, "sync 800; show google:ChIJloop1")
        #expect(r.status == 0)
        #expect(r.stdout.contains(#"{"command":"sync","added":1,"updated":0,"unchanged":0,"skipped":0,"cached":false}"#))
        #expect(r.stdout.contains(#""name":"Loop Sushi""#))
        #expect(server.requestCount == 2)
        let second = try #require(server.requests.last)
        #expect(second.hasPrefix("POST /v2/moved?x=1 "))
        #expect(second.contains("X-Goog-Api-Key: \(Self.key)"))
        #expect(second.contains(#""radius":800"#))
    }

    @Test func overpassAbsoluteRedirectToTheSameHostAndPortIsFollowed() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([])
        server.add([.init(status: 308, body: "", headers: ["Location": "http://127.0.0.1:\(server.port)/api/other"]),
                        .init(status: 200, body: SyncTests.body)])
        let r = try runOverpass(sandbox, server, "sync 500")
        #expect(r.status == 0)
        #expect(lastLine(r.stdout) == #"{"command":"sync","added":2,"updated":0,"unchanged":0,"skipped":1,"cached":false}"#)
        #expect(server.requests.last?.hasPrefix("POST /api/other ") == true)
    }

    @Test func aRedirectLoopEndsAfterFiveHops() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(Array(repeating: .init(status: 307, body: "", headers: ["Location": "/api/interpreter"]), count: 20))
        let r = try runOverpass(sandbox, server, "sync 500")
        #expect(r.status == 1)
        #expect(lastLine(r.stdout) == #"{"command":"sync","error":"Overpass redirected more than 5 times; gave up; nothing was changed"}"#)
        #expect(server.requestCount == 6)
    }
}
