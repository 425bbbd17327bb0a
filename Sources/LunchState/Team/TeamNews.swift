import LunchStorage
import LunchCatalog
import LunchText

/// What a teammate did, for the line an interactive shell prints before its next prompt
/// ("bob voted Pikku Nepal"). `sequence` orders news and is the cursor for the next ask.
public struct TeamNews: Sendable, Hashable, Codable {
    public enum Action: String, Sendable, Hashable, Codable {
        case joined, rated, unrated, voted, unvoted, decided, diet, vetoed, unvetoed, cameIn, wentOut, reopened, decidedByDeadline
    }

    public var sequence: Int64
    public var member: String
    public var action: Action
    /// The place the action is about, when there is one.
    public var place: TeamPlace?
    /// Stars of a rating.
    public var stars: Int?

    public init(sequence: Int64, member: String, action: Action, place: TeamPlace? = nil, stars: Int? = nil) {
        self.sequence = sequence
        self.member = member
        self.action = action
        self.place = place
        self.stars = stars
    }
}
