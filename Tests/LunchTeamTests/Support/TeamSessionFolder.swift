import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import Synchronization

/// A member's state folder on disk with a `TeamSession` on it that talks to the real server.
struct TeamSessionFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "lunch-team-session-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func session(member: String = "alice", timeout: TimeInterval = 5, environment: [String: String] = [:],
                 clock: any Clock = SystemClock(),
                 connector: @escaping TeamConnector = PostgresTeamConnection.connector) -> TeamSession {
        var env = ["LUNCH_USER": member, "USER": member, "HOME": path, "LUNCH_TEAM_TIMEOUT": "\(timeout)"]
        env.merge(environment) { $1 }
        return TeamSession(folder: path, storage: DiskFileStorage(), clock: clock, environment: env,
                           connector: connector, cancelled: { false })
    }

    func text(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A clock the test moves (`--now` for sessions that live through a deadline).
final class MovableClock: Clock {
    private let date: Mutex<Date>
    init(_ date: Date) { self.date = Mutex(date) }
    func now() -> Date { date.withLock { $0 } }
    func set(_ next: Date) { date.withLock { $0 = next } }
}
