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
}

/// Makes the connection for a team URL (the password already resolved, never stored).
public typealias TeamConnector = @Sendable (_ url: TeamURL, _ password: String?) -> any TeamConnection

/// The schema versions this binary knows.
public enum TeamSchema {
    public static let known = 4
}
