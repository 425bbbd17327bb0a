import Foundation
import Testing
#if canImport(Glibc)
import Glibc

#endif

/// A stalled team server costs the timeout once per process, not on every command: after a
/// timeout, later commands skip the network for 30 s (reads from the last snapshot, writes
/// wait), the offline line is said once; `team` still tries.
@Suite struct TeamOfflineSpellTests {
    /// A listener on 127.0.0.1 that never accepts: the kernel completes the handshake, the
    /// server never answers.
    final class SilentListener {
        let port: Int
        private let fd: Int32

        init() throws {
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let fd = self.fd
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
            }
            guard bound == 0, listen(fd, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit { close(fd) }
    }

    @Test func threeCommandsAgainstAStalledServerWaitTheTimeoutOnce() throws {
        let listener = try SilentListener()
        let sandbox = Sandbox()
        let team = ["LUNCH_TEAM_URL": "postgresql://alice@127.0.0.1:\(listener.port)/lunch?sslmode=disable",
                    "LUNCH_USER": "alice", "LUNCH_NOW": "2026-11-20T12:30", "LUNCH_TEAM_TIMEOUT": "2"]
        let started = Date()
        let r = try sandbox.run(["-c", "today; vote osm:node/59622323; today"], extra: team)
        let took = Date().timeIntervalSince(started)
        #expect(r.status == 0)
        // Once, not once per command: three waits would take 6 s or more.
        #expect(took < 6, "took \(took) s")
        #expect(r.stderr == "team: offline (no answer within 2 s), 0 changes waiting\n", "\(r.stderr)")
        #expect(r.stdout.contains("You voted Maya Bar & Grill for 2026-11-20 (waiting to be sent: 2 changes waiting)."))
        #expect(r.stdout.contains("Maya Bar & Grill  1 vote  alice"))
        // `team` still tries (and waits the timeout again).
        let status = try sandbox.run(["-c", "today; team"], extra: team)
        #expect(Date().timeIntervalSince(started) - took >= 2, "team tried the server again")
        // The vote and, before it, the join of a member from LUNCH_TEAM_URL the team does not know yet.
        #expect(status.stdout.contains("2 changes waiting to be sent"))
        withExtendedLifetime(listener) {}
    }
}

/// `rate` whose team copy cannot be queued (the outbox is a folder): one warning line, the
/// local rating stays, exit 0; `vote` then fails with exit 1.
@Suite struct TeamOutboxUnwritableTests {
    @Test func rateWarnsOnceAndVoteFails() throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.stateDir + "/team-outbox", withIntermediateDirectories: true)
        let team = ["LUNCH_TEAM_URL": "postgresql://alice@127.0.0.1:9/lunch", "LUNCH_USER": "alice", "LUNCH_NOW": "2026-11-20T12:30"]
        let rate = try sandbox.run(["-c", "rate osm:node/59622323 4"], extra: team)
        #expect(rate.status == 0)
        let lines = rate.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(rate.stderr)")
        #expect(rate.stderr.hasPrefix("warning: the team did not get this change (kept here only): "), "\(rate.stderr)")
        let visits = try sandbox.run(["-c", "visits"], extra: team)
        #expect(visits.stdout.contains("Maya Bar & Grill"), "\(visits.stdout)")
        let vote = try sandbox.run(["-c", "vote osm:node/59622323"], extra: team)
        #expect(vote.status == 1)
        #expect(vote.stderr.hasPrefix("error: "), "\(vote.stderr)")
    }
}
