import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// The team joined: with the password only when it was typed (kept in memory, never saved).
public struct TeamMembership: Sendable, Equatable {
    public var url: TeamURL
    public var member: String
    /// From `LUNCH_TEAM_URL`: used, not saved.
    public var fromEnvironment: Bool

    /// The URL as saved and compared: without the password.
    var redactedURL: String {
        var url = url
        url.password = nil
        return url.redacted
    }
}

/// The team's slice of `AppState` (`AppState.team`): the team joined, the last snapshot
/// (`settings`, as `team.json` holds it), the outbox's waiting changes as last read, the
/// connection state (offline, the offline spell) and the lines waiting to be said. Changed
/// only by `TeamAction`s through the reducer; `TeamSession` runs the effects (the server,
/// the outbox file, `team.json`) and sends what they found.
public struct TeamState: Sendable, Equatable {
    public var membership: TeamMembership?
    /// `team.json` as kept in memory: the team joined and the last snapshot.
    public var settings = TeamSettings()
    /// The changes the outbox held when it was last read, oldest first.
    public var waiting: [TeamChange] = []
    /// Changes stored or refused by an exchange that answered a command, not yet marked in
    /// the outbox: marked after the answer (a kill -9 before only sends them again, and the
    /// server stores each once), at the latest before the next exchange.
    public var pendingSent: [UUID] = []
    /// The last exchange failed (said once per offline spell, again when the reason changes).
    public var offline = false
    /// Why the last exchange failed (the latest reason; nil once an exchange worked).
    public var offlineReason: String?
    /// The last failure was the server's error (not an unreachable server or a timeout).
    public var offlineServer = false
    /// The offline line still to say: its count is taken when it is said (`lines`), so it
    /// agrees with the vote's line and `team`.
    public var offlineLine: OfflineLine?
    /// After a timeout or an unreachable server, commands skip the network until then (real
    /// time); `team` and the live poll still try.
    public var skipUntil: Date?
    public var skipReason = ""
    /// Lines to show after the command (offline, back online, refused, warnings).
    public var notices: [String] = []
    /// What teammates did, not yet shown.
    public var news: [TeamNews] = []
    /// The password file's warning (others may read it) is said once.
    public var saidPasswordFile = false
    public var saidReadOnly = false
    /// The days whose deadline was held back by unmet diets, said once each.
    public var saidHeld = Set<String>()
    /// Ask the server for news (an interactive shell shows them before its prompt).
    public var wantsNews = false
    /// An exchange worked since news were wanted: the cursor is this session's own, so news
    /// after it are new to this shell (the first exchange only learns where they stand).
    public var newsPrimed = false
    /// Changes were stored by an exchange that did not read the team: `settle()` reads it.
    public var owesRead = false
    /// `settings` (the snapshot) changed since `team.json` was written: `settle()` writes it.
    public var cacheUnsaved = false
    /// When the snapshot in `team.json` was read (an unchanged team is written again only
    /// after `resaveAfter`, so the age offline stays near the truth).
    public var savedFetched: Date?
    /// This shell's changes stored by exchanges that did not read the team: the read after
    /// them says whether one of them changed the deadline's decision (schema version 10).
    public var storedUnread = Set<UUID>()
    /// Members whose join this session saw stored (before any read shows them).
    public var storedJoins = Set<String>()

    /// An unchanged team is written to `team.json` again only after this many seconds.
    public static let resaveAfter: TimeInterval = 60

    public init() {}

    /// The saved snapshot when it is of this team and member.
    public func cache(for m: TeamMembership) -> TeamSettings.Cache? {
        guard let cache = settings.cache, cache.url == m.redactedURL, cache.member == m.member else { return nil }
        return cache
    }

    /// The offline (or server error) line waiting to be said, counted when said.
    public struct OfflineLine: Sendable, Equatable {
        public var reason: String
        public var age: String?
        /// The server answered with an error (not "offline").
        public var server: Bool
    }

    /// The changes waiting for the team joined (all teams' when none): the one count every
    /// line says (the vote's, the offline line, `team`).
    public var waitingForTeam: Int {
        guard let m = membership else { return waitingNow.count }
        let url = m.url.redactedForShow
        return waitingNow.filter { $0.isFor(url) }.count
    }

    /// The lines to say now: the offline line (with the waiting count as it is now) first.
    public var lines: [String] {
        guard let line = offlineLine else { return notices }
        let said = line.server ? Messages.teamServerError(line.reason, waiting: waitingForTeam)
            : Messages.teamOffline(line.reason, waiting: waitingForTeam, age: line.age)
        return [said] + notices
    }

    /// The waiting changes, less those the server already took (marked soon).
    public var waitingNow: [TeamChange] {
        guard !pendingSent.isEmpty else { return waiting }
        let done = Set(pendingSent)
        return waiting.filter { !done.contains($0.id) }
    }
}
