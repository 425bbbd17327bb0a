import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// What the server answered to a `TeamExchange`.
public struct TeamReply: Sendable, Hashable {
    /// Changes now stored (just now, or already before: sending is idempotent). They leave
    /// the outbox.
    public var stored: [UUID]
    /// Changes the server will never take (not allowed for this role, a rule broken), each
    /// with one clear line; they leave the outbox too and the line is shown.
    public var refused: [Refusal]
    /// Set when the database's schema is newer than this binary knows: nothing was sent
    /// (changes stay waiting), the snapshot was still read.
    public var readOnly: Bool
    /// The team as read; when the exchange did not read (`TeamExchange.reads` false), an
    /// empty one for the day that says only the schema version (see `read`).
    public var snapshot: TeamSnapshot
    /// The team was read (`snapshot`, `news` and `newsCursor` mean something).
    public var read: Bool
    public var news: [TeamNews]
    /// The newest news sequence (the next `newsAfter`).
    public var newsCursor: Int64
    /// What was due at the exchange's `now` (nil: a server before schema version 3, or a
    /// caller who is not a member).
    public var due: TeamDue?
    /// Why the settings change of the exchange was not made (nil: made, or none asked).
    public var settingsRefusal: String?
    /// The `TeamExchange.releases` whose claims were given back (none before schema version 4).
    public var released: [WebhookEvent] = []
    /// Whether the exchange sent `TeamExchange.confirms` (false before schema version 6).
    public var confirmed = false

    public struct Refusal: Sendable, Hashable {
        public var change: UUID
        public var reason: String
        public init(change: UUID, reason: String) {
            self.change = change
            self.reason = reason
        }
    }

    public init(stored: [UUID], refused: [Refusal] = [], readOnly: Bool = false, snapshot: TeamSnapshot,
                news: [TeamNews] = [], newsCursor: Int64, read: Bool = true) {
        self.stored = stored
        self.refused = refused
        self.readOnly = readOnly
        self.snapshot = snapshot
        self.news = news
        self.newsCursor = newsCursor
        self.read = read
    }

    /// The answer of an exchange that only sent changes (schema `version`, nothing read).
    public static func sentOnly(stored: [UUID], refused: [Refusal] = [], readOnly: Bool = false, day: String,
                                version: Int) -> TeamReply {
        var nothing = TeamSnapshot.empty(day: day)
        nothing.schemaVersion = version
        return TeamReply(stored: stored, refused: refused, readOnly: readOnly, snapshot: nothing, news: [], newsCursor: 0,
                         read: false)
    }
}
