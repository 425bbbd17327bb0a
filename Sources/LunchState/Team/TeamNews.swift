import LunchStorage
import LunchCatalog
import LunchText

/// What a teammate did, for the line an interactive shell prints before its next prompt
/// ("bob voted Pikku Nepal"). `sequence` orders news and is the cursor for the next ask.
public struct TeamNews: Sendable, Hashable, Codable {
    public enum Action: String, Sendable, Hashable, Codable {
        case joined, rated, unrated, voted, unvoted, decided, diet, vetoed, unvetoed, cameIn, wentOut, reopened, decidedByDeadline
        /// The deadline's decision changed: a change made by the deadline arrived after it (schema version 10).
        case corrected
    }

    public var sequence: Int64
    public var member: String
    public var action: Action
    /// The place the action is about, when there is one.
    public var place: TeamPlace?
    /// Stars of a rating.
    public var stars: Int?
    /// `corrected`: the name of the place decided before, and the kind of the change that
    /// arrived (`vote`, `veto`, …).
    public var replaced: String?
    public var cause: String?

    public init(sequence: Int64, member: String, action: Action, place: TeamPlace? = nil, stars: Int? = nil,
                replaced: String? = nil, cause: String? = nil) {
        self.sequence = sequence
        self.member = member
        self.action = action
        self.place = place
        self.stars = stars
        self.replaced = replaced
        self.cause = cause
    }
}
