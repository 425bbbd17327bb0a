import LunchStorage
import LunchCatalog
import LunchText

/// Why a round trip with the team's server did not happen. Every case leaves the outbox
/// as it was: the changes are sent on a later try.
public enum TeamFailure: Error, Sendable, Hashable {
    /// Connection refused, unknown host, network down, the server went away mid-way.
    case unreachable(String)
    /// Wrong password, no such role, not allowed to connect (pg_hba).
    case authentication(String)
    /// No answer within the timeout (`LUNCH_TEAM_TIMEOUT`).
    case timedOut
    /// Ctrl-C while waiting.
    case cancelled
    /// Anything else the server said (one line, never the password).
    case server(String)
}
