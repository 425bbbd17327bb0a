import Foundation
import Synchronization
import LunchStorage
import LunchCatalog
import LunchText

/// The member's side of the team, for every command: the effects of the team's slice of
/// the state (`AppState.team`, in the one `Store`): the exchange with the server (one at a
/// time), the outbox file and `team.json`. It keeps no state of the team: what an effect
/// finds goes to the store as a `TeamAction`, and every read is of `store.state.team`. It
/// holds only the resources of its effects (the open connection, the exchange's turn, the
/// poll's cancel flag). Thread-safe: commands run on the shell's thread, the live poll on
/// its own (the store takes actions from both).
///
/// Every change goes to the outbox first (durable), then is sent at once; when the server
/// cannot be reached the command still succeeds and the session says once per offline
/// spell "team: offline (REASON), N changes waiting", and "team: back online, N changes
/// sent" when an exchange works again. Such lines wait in `takeNotices()`.
public final class TeamSession: Sendable {
    /// The team this session is in.
    public typealias Membership = TeamMembership

    /// The team as a command sees it.
    public struct View: Sendable {
        public var membership: Membership
        /// The snapshot with the changes still waiting laid over it.
        public var snapshot: TeamSnapshot
        /// Read from the server just now.
        public var connected: Bool
        public var waiting: Int
        public var readOnly: Bool
        /// How old the snapshot is when it was not read just now (nil: fresh, or never read).
        public var age: String?
        /// False when nothing was ever read from the server.
        public var everRead: Bool
        /// Why the last exchange failed (the latest reason), when it did.
        public var offlineReason: String? = nil
        /// The chat webhook (`team notify`: shown only as host + `…`) and the reminder's minutes.
        public var notifyURL: String? = nil
        public var remind: Int? = nil
        /// How an interactive shell hears of teammates' changes, and how often it polls
        /// (nil: not an interactive shell).
        public var live: TeamLiveMode? = nil
        public var pollSeconds: TimeInterval? = nil
    }

    /// What happened to a recorded change right away.
    public enum Sent: Sendable, Equatable {
        case stored
        case refused(String)
        /// Kept in the outbox (offline, cancelled, read-only).
        case waiting
    }

    public let outbox: TeamOutbox
    let file: TeamSettingsFile
    let clock: any Clock
    let connector: TeamConnector?
    let cancelled: @Sendable () -> Bool
    let environment: [String: String]
    /// Seconds an exchange may take (`LUNCH_TEAM_TIMEOUT`, default 2).
    public let timeout: TimeInterval
    /// The one state holder: the team's part is `store.state.team`.
    public let store: Store

    /// One exchange at a time.
    let exchangeLock = NSLock()
    /// `team.json` is written by one effect at a time.
    let fileLock = NSLock()
    /// The session's resources, under one lock.
    struct Resources {
        /// The open connection (made on the first exchange).
        var connection: (any TeamConnection)?
        /// A command wants the exchange: the live poll gives way.
        var pollCancel = false
        /// The shell polls (interactive): its connection is asked to listen.
        var live = false
        /// The poll's interval when the caller set one (tests), else by `liveMode`.
        var fixedInterval: TimeInterval?
    }
    let resources = Mutex(Resources())
    /// Wakes the live poll before its interval is up (a teammate's change was committed).
    let pollWakeup = DispatchSemaphore(value: 0)
    /// What waits for the team's chat, and how it is posted (`TeamSession+Notify`).
    let chat = Mutex(ChatQueue())
    /// One chat post at a time.
    let chatTurn = NSLock()
    /// How long commands skip the network after a timeout or an unreachable server.
    public static let offlineSpell: TimeInterval = 30
    /// Made once (each vote asks for the day several times), used under its lock.
    let dayFormatter: Mutex<DateFormatter> = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd"
        return Mutex(f)
    }()

    public static let defaultTimeout: TimeInterval = 2
    public static let timeoutRange: ClosedRange<Double> = 0.1...60

    /// `folder`: the state folder. `connector` nil: this lunch was built without team support.
    /// `store`: the shell's store (a store of its own when none is given).
    public init(folder: String, storage: any FileStorage, clock: any Clock, environment: [String: String],
                connector: TeamConnector?, cancelled: @escaping @Sendable () -> Bool, store: Store = Store()) {
        outbox = TeamOutbox(folder: folder, storage: storage)
        file = TeamSettingsFile(folder: folder, storage: storage)
        self.clock = clock
        self.connector = connector
        self.cancelled = cancelled
        self.environment = environment
        self.store = store
        var notices: [String] = []
        var timeout = Self.defaultTimeout
        if let text = environment["LUNCH_TEAM_TIMEOUT"], !text.isEmpty {
            if let value = Double(text), value.isFinite, Self.timeoutRange.contains(value) {
                timeout = value
            } else {
                notices.append(Messages.teamBadTimeout(text))
            }
        }
        self.timeout = timeout
        let (settings, notice) = file.load(now: clock.now())
        var membership: Membership?
        if let notice { notices.append(notice) }
        let login = TeamLogin.name(environment: environment)
        let member = environment["LUNCH_USER"].flatMap { $0.isEmpty ? nil : $0 } ?? login
        if let text = environment["LUNCH_TEAM_URL"], !text.isEmpty, !TeamSettings.isMemberName(member) {
            // The name goes into the team's tables and every teammate's screen: as `--as` checks it.
            notices.append(Messages.teamBadEnvironmentUser(member))
        } else if let text = environment["LUNCH_TEAM_URL"], !text.isEmpty {
            do {
                membership = Membership(url: try TeamURL(text, login: login), member: member, fromEnvironment: true)
            } catch {
                notices.append(Messages.teamBadEnvironmentURL(error.message))
            }
        } else if let joined = settings.joined, let url = try? TeamURL(joined.url, login: login) {
            membership = Membership(url: url, member: joined.member, fromEnvironment: false)
        }
        if let text = environment["LUNCH_TEAM_READ_URL"], !text.isEmpty {
            do { _ = try TeamURL(text, login: login) } catch { notices.append(Messages.teamBadReadURL(error.message)) }
        }
        send(.loaded(membership, settings, notices: notices))
    }

    /// The team's slice of the state now.
    var team: TeamState { store.state.team }

    /// Sends what an effect found to the store. A team action changes nothing saved in
    /// `state.json`, so the store has nothing to write and cannot fail it.
    func send(_ action: TeamAction) {
        try? store.send(.team(action))
    }

    /// The team joined, if any.
    public var current: Membership? { team.membership }

    /// The member name `team join` uses without `--as`: `LUNCH_USER`, else the login name.
    public var defaultMember: String {
        environment["LUNCH_USER"].flatMap { $0.isEmpty ? nil : $0 } ?? TeamLogin.name(environment: environment)
    }

    /// The login name a URL without a user connects as.
    public var login: String { TeamLogin.name(environment: environment) }

    /// Today for the team: the local date of the clock (`--now` respected).
    public var day: String {
        let now = clock.now()
        return dayFormatter.withLock { f in
            f.timeZone = .current
            return f.string(from: now)
        }
    }

    /// The member's IANA time zone (a deadline set without one is in it): `TZ` when it
    /// names one (`Europe/Helsinki`, `:Europe/Helsinki`), else the system's (`/etc/localtime`).
    public var localZone: String {
        if var tz = environment["TZ"], !tz.isEmpty {
            if tz.hasPrefix(":") { tz.removeFirst() }
            if tz.contains("/") || tz == "UTC", TimeZone(identifier: tz) != nil { return tz }
        }
        return TimeZone.current.identifier
    }

    /// Lines to show after the command (offline, back online, refused, warnings).
    public func takeNotices() -> [String] {
        (try? store.take(.team(.noticesTaken)) { $0.team.lines }) ?? []
    }

    /// What teammates did since the last call (for the line before the prompt).
    public func takeNews() -> [TeamNews] {
        (try? store.take(.team(.newsTaken)) { $0.team.news }) ?? []
    }

    func notice(_ line: String) {
        send(.said(line))
    }

    /// Records a change (to the outbox, durable), then tries to send it now. Throws only
    /// when not in a team or the outbox cannot be written; the network never fails it. A
    /// refusal of this change is returned (`.refused`), not said: the caller says it.
    /// `reads`: read the team in the same exchange and return it (`decide`); otherwise the
    /// change is only sent, and the team is read by `settle()` after the command answered.
    public func record(_ kind: TeamChange.Kind, id: UUID = UUID(), reads: Bool = false) throws -> (TeamChange, Sent, View?) {
        guard let m = current else { throw UserError(Messages.notInTeam) }
        let time = Date(timeIntervalSince1970: clock.now().timeIntervalSince1970.rounded(.down))
        let change = TeamChange(id: id, member: m.member, time: time, kind: kind, team: m.url.redactedForShow)
        // The exchange's turn first, then the outbox: the live poll cannot send this change
        // between the two (its answer, a refusal included, was the poll's, and the command
        // said the change waited when it was stored, or "You voted" when it was refused).
        takeTurn()
        defer { exchangeLock.unlock() }
        if m.fromEnvironment, kind != .join, !isKnownMember(m) {
            // LUNCH_TEAM_URL with LUNCH_USER is joining: the server takes changes only from members.
            sayDamaged(try outbox.append(TeamChange(member: m.member, time: time, kind: .join,
                                                    team: m.url.redactedForShow)))
        }
        sayDamaged(try outbox.append(change))
        let reply = exchange(reading: false, own: id, sendOnly: !reads, cancelled: cancelled)
        var sent = Sent.waiting
        if let reply {
            if let refusal = reply.refused.first(where: { $0.change == id }) {
                sent = .refused(refusal.reason)
            } else if reply.stored.contains(id) {
                sent = .stored
            }
        }
        return (change, sent, reads ? view(m, reply: reply) : nil)
    }

    /// The member is in the last snapshot, or a join of theirs waits to be sent.
    func isKnownMember(_ m: Membership) -> Bool {
        let team = self.team
        if team.storedJoins.contains(m.member) || team.cache(for: m)?.snapshot.members.contains(where: { $0.name == m.member }) == true {
            return true
        }
        let waiting = (try? outbox.contents().waiting) ?? []
        return waiting.contains { $0.member == m.member && $0.kind == .join }
    }

    /// Records a change that goes with a local one (`rate`, its `undo`) when in a team:
    /// nothing here fails the local command; a refusal or an outbox that cannot be written
    /// is a line after it.
    func recordAlongside(_ kind: TeamChange.Kind, id: UUID) {
        guard current != nil else { return }
        do {
            let sent = try record(kind, id: id).1
            if case .refused(let reason) = sent {
                notice(Messages.teamRefused(reason))
                if case .rate = kind { dropRefusedRating(id) }
            }
            // Offline it waits, and says so as a vote does (the offline line, when it is said now, counts it).
            if sent == .waiting, team.offlineLine == nil, let what = Messages.teamChangeName(kind) {
                notice(Messages.teamChangeWaits(what, waiting: waitingForTeam))
            }
        } catch {
            notice(Messages.teamNotQueued((error as? UserError)?.message ?? "\(error)"))
        }
    }

    /// The team now: read from the server (sending what waits), else the saved snapshot.
    /// `force`: try the server even within an offline spell (`team`).
    public func read(force: Bool = false) throws -> View {
        guard let m = current else { throw UserError(Messages.notInTeam) }
        return view(m, reply: sendNow(reading: true, force: force))
    }

    /// The saved snapshot with what waits, without asking the server (lists, `show`).
    public func cached() -> View? {
        guard let m = current else { return nil }
        return view(m, reply: nil)
    }

    /// The team's averages by place id as last read (no file read, no network: for lists).
    public var ratings: [String: TeamSnapshot.Rating] {
        let team = self.team
        guard let membership = team.membership else { return [:] }
        return team.cache(for: membership)?.snapshot.ratings ?? [:]
    }

    /// The team's recency window and last visits as last read, counted to today (no file
    /// read, no network: for lists and `show`); nil when not in a team.
    public var recency: TeamRecency? {
        let team = self.team
        guard let membership = team.membership else { return nil }
        let snapshot = team.cache(for: membership)?.snapshot ?? .empty(day: day)
        return snapshot.recency(today: day)
    }

    /// The changes waiting for the team joined, as the store last read the outbox: the
    /// count every line says (the vote's, the offline line, `team`).
    public var waitingForTeam: Int { team.waitingForTeam }

    /// Changes waiting in the outbox for any team (0 when it cannot be read).
    public var waitingCount: Int { waitingNow().count }

    /// The changes that wait in the outbox, less those the server already took (marked soon).
    func waitingNow() -> [TeamChange] {
        let waiting = (try? outbox.contents().waiting) ?? []
        // The store keeps what the outbox holds; the changes it already took are left out.
        let done = Set((try? store.take(.team(.outboxRead(waiting))) { $0.team.pendingSent }) ?? [])
        return done.isEmpty ? waiting : waiting.filter { !done.contains($0.id) }
    }
}
