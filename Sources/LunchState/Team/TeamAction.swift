import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// Every way the team's slice of the state changes (`StoreAction.team`). The effects
/// (`TeamSession`: the server, the outbox file, `team.json`) send these with what they
/// found; the reducer (`TeamState.reduce`) decides what the state and the lines become.
public enum TeamAction: Sendable, Equatable {
    /// The session started: the team joined (if any), `team.json` as read, lines to say.
    case loaded(TeamMembership?, TeamSettings, notices: [String])
    /// One line to say after the command.
    case said(String)
    /// The password file's warning: said once a session.
    case passwordFileWarned(String)
    /// The lines were shown.
    case noticesTaken
    /// The news were shown.
    case newsTaken
    /// The shell wants news from now on (the live poll).
    case newsWanted
    /// The outbox was read: what waits in it now.
    case outboxRead([TeamChange])
    /// The server took these (stored or refused) in an exchange that answered a command:
    /// marked in the outbox after the answer (`pendingSent`).
    case sentUnmarked([UUID])
    /// The changes the server already took were marked in the outbox.
    case pendingTaken
    /// A timeout or an unreachable server: commands skip the network until `until`.
    case offlineSpell(until: Date, reason: String)
    /// The server answered with an error (a dropped table…): not "offline", said once.
    case serverFailed(reason: String, waiting: Int)
    /// No exchange: said once per offline spell (with the snapshot's age at `readAt` when
    /// the command reads the team).
    case wentOffline(reason: String, TeamMembership, waiting: Int, readAt: Date?)
    /// The server answered an exchange made for `membership` with `sent` (the changes
    /// waiting for it); `own`: the command's change (its refusal is the command's to say);
    /// `askedNews`: the exchange asked for news; `now`: this shell's clock (`--now`);
    /// `readOnlyWaiting`: the changes waiting for the team when a read-only schema is said.
    case replied(TeamReply, TeamMembership, sent: [TeamChange], own: UUID?, askedNews: Bool, now: Date,
                 readOnlyWaiting: Int)
    /// `team join` stored the join and saved `settings` in `team.json`.
    case joined(TeamMembership, settings: TeamSettings)
    /// `team leave` saved `settings` (no team) in `team.json`.
    case left(settings: TeamSettings)
    /// `team.json` was written with these settings.
    case cacheSaved(TeamSettings)
    /// `team.json` could not be written: said once, the next change tries again.
    case cacheNotSaved(String)
}
