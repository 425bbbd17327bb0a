import Foundation
import Testing

/// `sync` answers are capped (`LUNCH_SYNC_MAX_BYTES`, default 64 MB): a declared length
/// over the cap is refused before the body is read, a chunked body is dropped as soon as it
/// passes the cap, and a server that stalls ends in the timeout line. The server counts the
/// body bytes it managed to hand over, so a client that buffered everything cannot pass.
@Suite struct SyncLimitTests {
    static let cap = 1_048_576

    func run(_ sandbox: Sandbox, _ server: LoopbackServer, timeout: String = "10", cap: Int? = SyncLimitTests.cap) throws
        -> (status: Int32, stdout: String, stderr: String) {
        var extra = ["LUNCH_OVERPASS_URL": server.url, "LUNCH_SYNC_TIMEOUT": timeout, "LUNCH_SYNC_BACKOFF": "0.05"]
        if let cap { extra["LUNCH_SYNC_MAX_BYTES"] = String(cap) }
        return try sandbox.run(["--json", "-c", "at 60.17,24.94; sync 500"], extra: extra)
    }

    func lastLine(_ text: String) -> String { text.split(separator: "\n").last.map(String.init) ?? "" }

    static let tooLarge = #"{"command":"sync","error":"the Overpass answer is over the 1 MB limit (LUNCH_SYNC_MAX_BYTES); try a smaller radius; nothing was changed"}"#

    @Test func aChunkedBodyIsDroppedSoonAfterItPassesTheCap() throws {
        let sandbox = Sandbox()
        let total = 64 * Self.cap
        let server = try LoopbackServer([.init(status: 200, body: "", stream: .init(total: total))])
        let r = try run(sandbox, server)
        #expect(r.status == 1)
        #expect(lastLine(r.stdout) == Self.tooLarge)
        // The cap plus what the kernel's socket buffers hold; far from the 64 MB sent to a reader.
        #expect(server.streamedBytes < total / 4)
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
    }

    @Test func aDeclaredLengthOverTheCapIsRefusedBeforeTheBody() throws {
        let sandbox = Sandbox()
        // 10 MB declared, sent slowly: reading it would take 16 s, past the 10 s timeout.
        let server = try LoopbackServer([.init(status: 200, body: "", stream: .init(total: 10 * Self.cap, pause: 0.1, declared: true))])
        let started = Date()
        let r = try run(sandbox, server)
        #expect(r.status == 1)
        #expect(lastLine(r.stdout) == Self.tooLarge)
        #expect(Date().timeIntervalSince(started) < 8)
        #expect(server.streamedBytes < Self.cap)
    }

    @Test func anAnswerUnderTheCapStillMerges() throws {
        let sandbox = Sandbox()
        // Padded to the smallest cap LUNCH_SYNC_MAX_BYTES takes (1 kB): exactly at the cap.
        let body = SyncTests.body + String(repeating: " ", count: max(0, 1024 - SyncTests.body.utf8.count))
        let server = try LoopbackServer([.init(status: 200, body: body)])
        let r = try run(sandbox, server, cap: body.utf8.count)
        #expect(r.status == 0)
        #expect(lastLine(r.stdout) == #"{"command":"sync","added":2,"updated":0,"unchanged":0,"skipped":1,"cached":false}"#)
    }

    @Test func theDefaultCapIs64MB() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: "", stream: .init(total: 65 * 1_048_576, declared: true))])
        let r = try run(sandbox, server, cap: nil)
        #expect(r.status == 1)
        #expect(lastLine(r.stdout) == #"{"command":"sync","error":"the Overpass answer is over the 64 MB limit (LUNCH_SYNC_MAX_BYTES); try a smaller radius; nothing was changed"}"#)
        #expect(server.streamedBytes < 32 * 1_048_576)
    }

    @Test func aServerThatStallsMidBodyEndsInTheTimeoutLine() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: "", stream: .init(total: 4 * 65_536, pause: 4))])
        let started = Date()
        let r = try run(sandbox, server, timeout: "1")
        #expect(r.status == 1)
        #expect(Date().timeIntervalSince(started) < 6)
        #expect(lastLine(r.stdout) == #"{"command":"sync","error":"Overpass did not answer within 1 s; try again, or a smaller radius"}"#)
    }
}
