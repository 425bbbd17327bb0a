import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A team server in memory, for the session's logic only (offline, back online, refusals,
/// read-only, timeouts, news): each exchange takes the next step of `script`, and with
/// none left answers as a server would — it stores every change it has not stored yet
/// (once, by id), lays it over its team and replies with the team for the asked day. The
/// real server (PostgreSQL) is tested against a real database in its own module.
public final class ScriptedTeamConnection: TeamConnection, @unchecked Sendable {
    public enum Step: Sendable {
        /// As a server: store and answer.
        case answer
        /// Fail with this.
        case fail(TeamFailure)
        /// Refuse every change sent, with this reason.
        case refuse(String)
        /// The database's schema is newer (`version`): nothing stored, the team still read.
        case readOnly(version: Int)
        /// Take this long (then answer), or time out / be cancelled as the real one is.
        case slow(TimeInterval)
    }

    private let lock = NSLock()
    private var team: TeamSnapshot
    private var script: [Step]
    private var storedIDs = Set<UUID>()
    private var log: [TeamExchange] = []
    private var timeouts: [TimeInterval] = []
    private var newsItems: [TeamNews] = []
    private var isClosed = false
    private var listener: (@Sendable () -> Void)?
    private var mode = TeamLiveMode.unknown

    public init(team: TeamSnapshot, script: [Step] = []) {
        self.team = team
        self.script = script
    }

    /// Every exchange asked for, in order.
    public var requests: [TeamExchange] { lock.withLock { log } }
    /// The timeout each exchange was given.
    public var givenTimeouts: [TimeInterval] { lock.withLock { timeouts } }
    /// The changes stored (each once).
    public var stored: Set<UUID> { lock.withLock { storedIDs } }
    public var closed: Bool { lock.withLock { isClosed } }
    public var snapshot: TeamSnapshot { lock.withLock { team } }

    /// Adds steps for the next exchanges.
    public func then(_ steps: Step...) {
        lock.withLock { script += steps }
    }

    public func listen(_ changed: @escaping @Sendable () -> Void) {
        lock.withLock { listener = changed }
    }

    public var liveMode: TeamLiveMode { lock.withLock { mode } }

    /// How the shell hears of changes from now on (`.listening`: as a server that notifies).
    public func hear(_ mode: TeamLiveMode) {
        lock.withLock { self.mode = mode }
    }

    /// As the server's notification of a committed change: the shell's listener is told.
    /// False when nobody listens.
    @discardableResult
    public func notifyListener() -> Bool {
        guard let listener = lock.withLock({ self.listener }) else { return false }
        listener()
        return true
    }

    /// A teammate's change, as if another shell had sent it (with its news).
    public func teammate(_ change: TeamChange, news action: TeamNews.Action, place: TeamPlace? = nil, stars: Int? = nil) {
        lock.withLock {
            guard storedIDs.insert(change.id).inserted else { return }
            team = team.overlaid([change], day: team.day)
            newsItems.append(TeamNews(sequence: Int64(newsItems.count + 1), member: change.member, action: action,
                                      place: place, stars: stars))
        }
    }

    public func exchange(_ request: TeamExchange, timeout: TimeInterval,
                         cancelled: @escaping @Sendable () -> Bool) throws(TeamFailure) -> TeamReply {
        let step = lock.withLock { () -> Step in
            log.append(request)
            timeouts.append(timeout)
            return script.isEmpty ? .answer : script.removeFirst()
        }
        switch step {
        case .answer:
            return answer(request, refusing: nil)
        case .fail(let failure):
            throw failure
        case .refuse(let reason):
            return answer(request, refusing: reason)
        case .readOnly(let version):
            return lock.withLock {
                var read = team.overlaid([], day: request.day)
                read.schemaVersion = version
                read.fetched = Date()
                guard request.reads else { return .sentOnly(stored: [], readOnly: true, day: request.day, version: version) }
                return TeamReply(stored: [], readOnly: true, snapshot: read, newsCursor: Int64(newsItems.count))
            }
        case .slow(let seconds):
            let start = Date()
            while Date().timeIntervalSince(start) < seconds {
                if cancelled() { throw .cancelled }
                if Date().timeIntervalSince(start) >= timeout { throw .timedOut }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return answer(request, refusing: nil)
        }
    }

    private func answer(_ request: TeamExchange, refusing reason: String?) -> TeamReply {
        lock.withLock {
            var stored: [UUID] = []
            var refused: [TeamReply.Refusal] = []
            for change in request.changes {
                if let reason {
                    refused.append(TeamReply.Refusal(change: change.id, reason: reason))
                    continue
                }
                if storedIDs.insert(change.id).inserted {
                    team.winner = Self.winner(team)
                    team = team.overlaid([change], day: team.day)
                }
                stored.append(change.id)
            }
            if reason == nil, let change = request.settings { Self.apply(change, to: &team) }
            team = team.overlaid([], day: request.day)
            team.winner = Self.winner(team)
            team.fetched = Date()
            guard request.reads else {
                return .sentOnly(stored: stored, refused: refused, day: request.day, version: team.schemaVersion)
            }
            let news = request.newsAfter.map { after in
                newsItems.filter { $0.sequence > after && $0.member != request.member }
            } ?? []
            return TeamReply(stored: stored, refused: refused, snapshot: team, news: news,
                             newsCursor: Int64(newsItems.count))
        }
    }

    /// A settings change as the server makes it (`lunch.settings`; the zone kept with `off`).
    static func apply(_ change: TeamSettingChange, to team: inout TeamSnapshot) {
        var settings = team.settings ?? TeamSnapshot.Settings()
        switch change {
        case let .deadline(time, zone):
            settings.deadline = time
            if let zone { settings.zone = zone }
        case let .recency(days): settings.recencyDays = days
        case let .notify(url): settings.notifyURL = url
        case let .remind(minutes): settings.remindMinutes = minutes
        }
        team.settings = settings
    }

    /// A stand-in for the server's rule (`lunch.winner`, tested on PostgreSQL): most votes
    /// of those coming among places not vetoed, ties by name then id; diets not read.
    static func winner(_ team: TeamSnapshot) -> TeamDecisionReason? {
        guard team.decision == nil else { return nil }
        let comers = Set(team.comers), vetoed = Set(team.vetoes.map(\.place.id))
        var counts: [String: (place: TeamPlace, votes: Int)] = [:]
        for vote in team.votes where comers.contains(vote.member) && !vetoed.contains(vote.place.id) {
            counts[vote.place.id, default: (vote.place, 0)].votes += 1
        }
        let ranked = counts.values.sorted { a, b in
            a.votes != b.votes ? a.votes > b.votes : a.place.name != b.place.name ? a.place.name < b.place.name : a.place.id < b.place.id
        }
        guard let first = ranked.first else { return TeamDecisionReason(empty: team.votes.isEmpty ? .noVotes : .vetoed) }
        let tied = ranked.count > 1 && ranked[1].votes == first.votes
        return TeamDecisionReason(
            place: .init(id: first.place.id, name: first.place.name), votes: first.votes,
            rule: tied ? (ranked[1].place.name != first.place.name ? .name : .id) : .mostVotes,
            other: tied ? .init(id: ranked[1].place.id, name: ranked[1].place.name, votes: ranked[1].votes) : nil, window: 28)
    }

    public func close() {
        lock.withLock { isClosed = true }
    }
}

extension ScriptedTeamConnection {
    /// A session in `folder` of `storage` whose every connection is this server (never cancelled).
    public func session(storage: any FileStorage, clock: any Clock, folder: String = "/state",
                        environment: [String: String] = ["LUNCH_USER": "alice"]) -> TeamSession {
        TeamSession(folder: folder, storage: storage, clock: clock, environment: environment,
                    connector: { _, _ in self }, cancelled: { false })
    }
}
