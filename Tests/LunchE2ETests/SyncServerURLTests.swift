import Foundation
import Testing

/// A `LUNCH_OVERPASS_URL` or `LUNCH_GOOGLE_PLACES_URL` that is set but not an http(s) URL
/// with a host is one error line naming the variable and the value, and nothing is sent:
/// never a quiet fall back to the public server (which would get the Google key). Every
/// proxy variable points at a trap server on 127.0.0.1, so even a build that did fall back
/// sends only there, and the trap counts it.
@Suite struct SyncServerURLTests {
    static let key = "secret-test-key-5d2e"

    func run(_ variable: String, _ value: String, command: String, trap: LoopbackServer) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let proxy = "http://127.0.0.1:\(trap.port)"
        return try Sandbox().run(["-c", "at 60.17,24.94; \(command)"],
                                 extra: [variable: value, "GOOGLE_PLACES_API_KEY": Self.key, "LUNCH_SYNC_TIMEOUT": "3",
                                         "http_proxy": proxy, "https_proxy": proxy, "HTTPS_PROXY": proxy, "ALL_PROXY": proxy])
    }

    static let values = ["http//127.0.0.1:9", "ftp://127.0.0.1/x", "://", "http://", "http://:80/x", "https://places.googleapis.com x",
                         " http://127.0.0.1:9/"]

    @Test(arguments: values)
    func aBadGoogleURLSendsNothing(_ value: String) throws {
        let trap = try LoopbackServer([])
        let r = try run("LUNCH_GOOGLE_PLACES_URL", value, command: "sync google 800", trap: trap)
        #expect(r.status == 1)
        #expect(r.stderr == "error: LUNCH_GOOGLE_PLACES_URL is not an http:// or https:// URL with a host: '\(value)'; nothing was sent (unset it for the default server)\n")
        #expect(trap.requestCount == 0)
    }

    @Test(arguments: values)
    func aBadOverpassURLSendsNothing(_ value: String) throws {
        let trap = try LoopbackServer([])
        let r = try run("LUNCH_OVERPASS_URL", value, command: "sync overpass 800", trap: trap)
        #expect(r.status == 1)
        #expect(r.stderr == "error: LUNCH_OVERPASS_URL is not an http:// or https:// URL with a host: '\(value)'; nothing was sent (unset it for the default server)\n")
        #expect(trap.requestCount == 0)
    }

    @Test func theValueIsShownSafely() throws {
        let trap = try LoopbackServer([])
        let r = try run("LUNCH_GOOGLE_PLACES_URL", "http://\u{1B}]0;pwned\u{7}x/", command: "sync google", trap: trap)
        #expect(r.stderr == "error: LUNCH_GOOGLE_PLACES_URL is not an http:// or https:// URL with a host: 'http://␛]0;pwned␇x/'; nothing was sent (unset it for the default server)\n")
        #expect(trap.requestCount == 0)
    }

    /// The number variables as the URLs: a value set but out of range is one line naming
    /// it, and nothing is sent (`1e999` was no timeout at all).
    @Test(arguments: [("LUNCH_SYNC_TIMEOUT", "1e999", "a number of seconds from 0.1 to 3600"),
                      ("LUNCH_SYNC_TIMEOUT", "abc", "a number of seconds from 0.1 to 3600"),
                      ("LUNCH_SYNC_MAX_BYTES", "0", "a whole number of bytes from 1024 (1 kB) to 4294967296 (4 GB)")])
    func aBadNumberSendsNothing(_ variable: String, _ value: String, _ range: String) throws {
        let server = try LoopbackServer([.init(status: 200, body: SyncTests.google)])
        let r = try Sandbox().run(["-c", "at 60.17,24.94; sync google 800"],
                                  extra: ["LUNCH_GOOGLE_PLACES_URL": "http://127.0.0.1:\(server.port)", "GOOGLE_PLACES_API_KEY": Self.key,
                                          variable: value])
        #expect(r.status == 1)
        #expect(r.stderr == "error: \(variable) is not \(range): '\(value)'; nothing was sent (unset it for the default)\n")
        #expect(server.requestCount == 0)
    }

    @Test func aGoodURLIsUsedAsItIs() throws {
        let server = try LoopbackServer([.init(status: 200, body: SyncTests.google)])
        let r = try Sandbox().run(["-c", "at 60.17,24.94; sync google 800"],
                                  extra: ["LUNCH_GOOGLE_PLACES_URL": "HTTP://127.0.0.1:\(server.port)", "GOOGLE_PLACES_API_KEY": Self.key,
                                          "LUNCH_SYNC_TIMEOUT": "5"])
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("Synced from Google Places: 1 added, 0 updated, 0 unchanged.\n"))
        #expect(server.requestCount == 1)
    }
}
