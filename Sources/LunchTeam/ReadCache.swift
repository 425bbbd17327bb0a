import Foundation
import LunchState
import Synchronization

/// The last team this connection read, with its key (`SnapshotQuery.key`), so that a poll
/// (`TeamExchange.poll`) of a team where nothing happened since is answered from here: the
/// server is asked only for the key, and the snapshot is the one read, as of now. Only for the
/// same member, day and team, a news cursor not behind that read's, and a read at most
/// `maxAge` old (what moves with the clock alone — the 30 days of visits, the server's
/// day — is read again by then). Not used with a read replica (its lag is read each time).
final class ReadCache: Sendable {
    struct Entry {
        var member: String
        var day: String
        var key: String
        var snapshot: TeamSnapshot
        var cursor: Int64
        var read: Date
    }

    static let maxAge: TimeInterval = 300

    private let entry = Mutex<Entry?>(nil)

    /// The key to send with `request`'s read, when the last read can answer it.
    func key(for request: TeamExchange, now: Date = Date()) -> String? {
        usable(request, now: now)?.key
    }

    /// The last read as `request`'s answer (no news: nothing happened since), when it may be.
    func answer(_ request: TeamExchange, version: Int, now: Date = Date()) -> (TeamSnapshot, [TeamNews], Int64)? {
        guard var kept = usable(request, now: now) else { return nil }
        kept.snapshot.fetched = now
        kept.snapshot.schemaVersion = version
        return (kept.snapshot, [], kept.cursor)
    }

    func keep(_ snapshot: TeamSnapshot, cursor: Int64, key: String, for request: TeamExchange, now: Date = Date()) {
        entry.withLock {
            $0 = Entry(member: request.member, day: request.day, key: key, snapshot: snapshot, cursor: cursor, read: now)
        }
    }

    func clear() { entry.withLock { $0 = nil } }

    private func usable(_ request: TeamExchange, now: Date) -> Entry? {
        entry.withLock { kept in
            guard let kept, kept.member == request.member, kept.day == request.day,
                  now.timeIntervalSince(kept.read) < Self.maxAge, now >= kept.read,
                  (request.newsAfter ?? kept.cursor) >= kept.cursor else { return nil }
            return kept
        }
    }
}
