import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// One round trip with the team's server: send the waiting changes (in order), then read
/// the team for `day` and the news after `newsAfter` (unless `reads` is false).
public struct TeamExchange: Sendable, Hashable {
    public var changes: [TeamChange]
    /// `YYYY-MM-DD`, the member's local day.
    public var day: String
    /// The asking member (news of their own changes are left out).
    public var member: String
    /// The last news sequence seen; nil: no news wanted (only the newest sequence).
    public var newsAfter: Int64?
    /// False: only send the changes (a command that says "stored" without showing the
    /// team); the reply then has no snapshot and no news.
    public var reads: Bool
    /// The shell's clock (`--now` included): what is due (the deadline, the reminder) is
    /// judged at it. Nil: the server's clock.
    public var now: Date?
    /// A change of the team's settings, made after the changes are applied.
    public var settings: TeamSettingChange?
    /// Chat messages this shell claimed and could not post: their claims are given back
    /// (schema version 4, after what is due was claimed), so another shell posts them.
    public var releases: [WebhookEvent] = []
    /// Chat messages this shell claimed and posted: confirmed (schema version 6), so their
    /// claims are not taken again once their lease ends.
    public var confirms: [WebhookEvent] = []
    /// The live poll's read: when nothing moved the team's key since the connection's last
    /// read (its news, its settings), that read answers, as of now, and the server computes
    /// none of the snapshot. A command's read (`today`, `team`) is always read in full.
    public var poll = false

    public init(changes: [TeamChange], day: String, member: String, newsAfter: Int64?, reads: Bool = true,
                now: Date? = nil, settings: TeamSettingChange? = nil) {
        self.changes = changes
        self.day = day
        self.member = member
        self.newsAfter = newsAfter
        self.reads = reads
        self.now = now
        self.settings = settings
    }
}
