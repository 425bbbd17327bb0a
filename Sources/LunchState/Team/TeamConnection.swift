import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// The team's server (PostgreSQL, in the `LunchTeam` module). A seam so that `LunchKit` (and
/// its fuzzers) build without the database driver; one real implementation.
/// Blocking: returns within `timeout` seconds or throws `TeamFailure.timedOut`, and soon
/// after `cancelled()` turns true throws `.cancelled`. Creates or migrates the schema on
/// the first exchange.
public protocol TeamConnection: AnyObject, Sendable {
    func exchange(_ request: TeamExchange, timeout: TimeInterval,
                  cancelled: @escaping @Sendable () -> Bool) throws(TeamFailure) -> TeamReply
    /// Closes the connection (`team leave`, exit). Never waits longer than a second.
    func close()
    /// An interactive shell asks to hear of teammates' changes as they are committed:
    /// `changed` is called (on any thread, never waiting) when one is, and when listening
    /// starts or stops (so that the caller reads the team then). Listening begins on the
    /// connection an exchange opens, where the server can notify (see `liveMode`).
    func listen(_ changed: @escaping @Sendable () -> Void)
    /// How teammates' changes reach this connection now.
    var liveMode: TeamLiveMode { get }
}

extension TeamConnection {
    /// A connection that cannot listen: the shell polls.
    public func listen(_ changed: @escaping @Sendable () -> Void) {}
    public var liveMode: TeamLiveMode { .unknown }
}

/// How an open shell hears of teammates' changes (issue 27, item 4).
public enum TeamLiveMode: Sendable, Equatable {
    /// Not known yet (nothing connected, the check still running, or offline): the
    /// shell polls as it always did.
    case unknown
    /// `LISTEN` on the team's channel: the server says when a change is committed.
    case listening
    /// Behind a pooler in transaction mode, which passes no notifications: a slower poll.
    case pooled
}

/// Makes the connection for a team URL (the password already resolved, never stored).
public typealias TeamConnector = @Sendable (_ url: TeamURL, _ password: String?) -> any TeamConnection

/// The schema versions this binary knows.
public enum TeamSchema {
    public static let known = 11
    /// The channel every committed change was notified on (schema versions 5 and 6).
    public static let channel = "lunch_changes"
    /// Schema version 7 on: each team's channel is this followed by the team's name.
    public static let channelPrefix = "lunch_changes."

    /// The channel a team's committed changes are notified on (schema version 7 on).
    public static func channel(team: String) -> String { channelPrefix + team }
}
