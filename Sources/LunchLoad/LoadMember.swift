import Foundation
import LunchState
import LunchTeam
import Synchronization

/// One simulated member: a connection of its own through the real team client
/// (`PostgresTeamConnection`, as a shell's), an outbox in memory, and a loop of human-like
/// actions at random (exponential) intervals: vote, unvote one place, rate, read `today`.
/// A change is sent as a shell sends it (the whole outbox, nothing read: `vote_ms`); a
/// failed exchange leaves it waiting for the next action or the final flush.
struct LoadMember: Sendable {
    /// The simulated team: a team of its own in the database (`TeamURL.team`, schema
    /// version 7), so its members read only its snapshot.
    let team: String
    let name: String
    let url: TeamURL
    let interval: Double
    /// Seconds between two polls, as an interactive shell behind a transaction pooler
    /// polls (`TeamSession.pooledPollInterval`); nil: no polls.
    var poll: Double? = nil
    let recorder: LoadRecorder

    static let places = (1...12).map { TeamPlace(id: "load:place/\($0)", name: "Load place \($0)", latitude: 60.17,
                                                 longitude: 24.94 + Double($0) / 1000) }
    static let timeout: Duration = .seconds(15)

    /// The connection of a member of `team`: the team travels in the URL, as `team join
    /// URL --team NAME` keeps it.
    static func connection(for team: String, url: TeamURL) -> PostgresTeamConnection {
        var url = url
        url.team = team
        return PostgresTeamConnection(url: url, password: nil)
    }

    /// Acts until `end`, then sends what still waits (until `flushEnd`).
    func run(until end: ContinuousClock.Instant, flushUntil flushEnd: ContinuousClock.Instant) async {
        let connection = Self.connection(for: team, url: url)
        defer { connection.close() }
        var outbox = [TeamChange(member: name, time: Date(), kind: .join)]
        recorder.made(outbox[0].id)
        var voted: Set<Int> = []
        var cursor: Int64?
        var generator = SystemRandomNumberGenerator()
        // The first action at a random moment of the first interval: members start spread out.
        var next = ContinuousClock.now + .milliseconds(Int(Double.random(in: 0..<interval, using: &generator) * 1000))
        // Polls start spread out too.
        var nextPoll = poll.map { ContinuousClock.now + .milliseconds(Int(Double.random(in: 0..<$0, using: &generator) * 1000)) }
        while true {
            // Never past the end: the run ends when it says.
            try? await Task.sleep(until: min(next, nextPoll ?? next, end))
            guard ContinuousClock.now < end else { break }
            let day = Self.today()
            if let due = nextPoll, due < next, let every = poll {
                // A shell's poll: what waits, and the team with news after the cursor.
                let start = ContinuousClock.now
                var request = TeamExchange(changes: outbox, day: day, member: name, newsAfter: cursor)
                request.poll = true
                if let reply = await send(request, connection, &outbox) {
                    cursor = reply.newsCursor
                    recorder.poll(Self.milliseconds(since: start))
                }
                nextPoll = max(due + .milliseconds(Int(every * 1000)), ContinuousClock.now)
                continue
            }
            let roll = Int.random(in: 0..<100, using: &generator)
            if roll < 25 {
                let start = ContinuousClock.now
                let request = TeamExchange(changes: outbox, day: day, member: name, newsAfter: cursor)
                if let reply = await send(request, connection, &outbox) {
                    cursor = reply.newsCursor
                    recorder.today(Self.milliseconds(since: start))
                }
            } else {
                let place = Int.random(in: 0..<Self.places.count, using: &generator)
                let kind: TeamChange.Kind
                if roll < 65 {
                    kind = .vote(day: day, place: Self.places[place])
                    voted.insert(place)
                } else if roll < 80, let old = voted.randomElement(using: &generator) {
                    kind = .unvoteOne(day: day, place: Self.places[old])
                    voted.remove(old)
                } else {
                    kind = .rate(place: Self.places[place], stars: Int.random(in: 1...5, using: &generator), note: nil)
                }
                let change = TeamChange(member: name, time: Date(), kind: kind)
                recorder.made(change.id)
                outbox.append(change)
                let start = ContinuousClock.now
                let request = TeamExchange(changes: outbox, day: day, member: name, newsAfter: nil, reads: false)
                if await send(request, connection, &outbox) != nil, roll < 65 {
                    recorder.vote(Self.milliseconds(since: start))
                }
            }
            let wait = -log(1 - Double.random(in: 0..<1, using: &generator)) * interval
            next = ContinuousClock.now + .milliseconds(Int(min(wait, 1e9) * 1000))
        }
        // What still waits (an exchange failed in an outage), sent as a shell's next command would.
        while !outbox.isEmpty, ContinuousClock.now < flushEnd {
            let request = TeamExchange(changes: outbox, day: Self.today(), member: name, newsAfter: nil, reads: false)
            if await send(request, connection, &outbox) == nil { try? await Task.sleep(for: .milliseconds(500)) }
        }
    }

    /// One exchange within `timeout`; the outbox loses what the server stored or refused.
    private func send(_ request: TeamExchange, _ connection: PostgresTeamConnection,
                      _ outbox: inout [TeamChange]) async -> TeamReply? {
        let outcome = await Self.within(Self.timeout, connection) {
            do throws(TeamFailure) { return .success(try await connection.exchange(request)) } catch { return .failure(error) }
        }
        switch outcome {
        case .success(let reply):
            let done = Set(reply.stored + reply.refused.map(\.change))
            outbox.removeAll { done.contains($0.id) }
            recorder.exchanged(stored: reply.stored.count, refused: reply.refused.map(\.reason))
            return reply
        case .failure(let failure):
            recorder.failed("\(failure)")
            return nil
        }
    }

    /// `work`'s result, or `.timedOut` after `limit` (the connection is closed then, and the
    /// work left to end on its own: a login the pooler never answers would hold it forever).
    static func within(_ limit: Duration, _ connection: PostgresTeamConnection,
                       _ work: @escaping @Sendable () async -> Result<TeamReply, TeamFailure>) async -> Result<TeamReply, TeamFailure> {
        let first = Once()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Result<TeamReply, TeamFailure>, Never>) in
            let finish: @Sendable (Result<TeamReply, TeamFailure>) -> Void = { result in
                if first.claim() { continuation.resume(returning: result) }
            }
            let running = Task { finish(await work()) }
            Task {
                try? await Task.sleep(for: limit)
                guard !first.claimed else { return }
                connection.close()
                running.cancel()
                finish(.failure(.timedOut))
            }
        }
    }

    static func today() -> String { String(ISO8601DateFormatter().string(from: Date()).prefix(10)) }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}

/// Whichever comes first, once.
private final class Once: Sendable {
    private let done = Mutex(false)

    /// True the first time only.
    func claim() -> Bool { done.withLock { was in defer { was = true }; return !was } }

    var claimed: Bool { done.withLock { $0 } }
}
