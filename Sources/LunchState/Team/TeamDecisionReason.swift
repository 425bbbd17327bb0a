import LunchStorage
import LunchCatalog
import LunchText

/// The answer of the team's rule (`lunch.winner` on the server), as stored with a decision
/// (`reason`) and as the snapshot's `winner` (what `decide` would decide now). The fields
/// are the server's JSON keys.
public struct TeamDecisionReason: Sendable, Hashable, Codable {
    public struct Ref: Sendable, Hashable, Codable {
        public var id: String
        public var name: String
        public var votes: Int?
        public init(id: String, name: String, votes: Int? = nil) {
            self.id = id
            self.name = name
            self.votes = votes
        }
    }

    /// A diet need not met, and the members coming who have it.
    public struct Unmet: Sendable, Hashable, Codable {
        public var need: String
        public var members: [String]
        public init(need: String, members: [String]) {
            self.need = need
            self.members = members
        }
    }

    /// A place with more votes that the diets of those in ruled out.
    public struct Passed: Sendable, Hashable, Codable {
        public var id: String
        public var name: String
        public var votes: Int
        public var unmet: [Unmet]
        public init(id: String, name: String, votes: Int, unmet: [Unmet]) {
            self.id = id
            self.name = name
            self.votes = votes
            self.unmet = unmet
        }
    }

    /// A decision the deadline made and a change made by the deadline, arriving after it,
    /// changed (schema version 10): the place it replaced, the change, and its kind
    /// (`vote`, `veto`, `unvote`, `unveto`, `in`, `out`).
    public struct Corrected: Sendable, Hashable, Codable {
        public var from: Ref
        public var change: String?
        public var kind: String?
        public init(from: Ref, change: String? = nil, kind: String? = nil) {
            self.from = from
            self.change = change
            self.kind = kind
        }
    }

    /// What decided between tied places.
    public enum Rule: String, Sendable, Hashable, Codable {
        case mostVotes = "most_votes", visits, rating, name, id
    }

    /// Why nothing can be decided.
    public enum Empty: String, Sendable, Hashable, Codable {
        case noVotes = "no_votes", vetoed, diets
    }

    /// The place decided (nil: nothing to decide, see `empty`).
    public var place: Ref?
    public var votes: Int?
    public var rule: Rule?
    /// The place tied with it (when a tie-break decided).
    public var other: Ref?
    /// The recency window in days.
    public var window: Int?
    /// The needs the place decided does not meet (`decide --anyway`), or, with `empty` =
    /// `diets`, those of `top`.
    public var unmet: [Unmet]?
    public var empty: Empty?
    /// With `empty` = `diets`: the most voted place allowed but for the diets.
    public var top: Ref?
    /// The most voted place, passed over for the diets.
    public var passed: Passed?
    /// How many allowed places had the place's votes (schema version 9; nil before).
    public var tied: Int?
    /// The deadline's decision was another place until a change made by it arrived (schema version 10).
    public var corrected: Corrected?

    public init(place: Ref? = nil, votes: Int? = nil, rule: Rule? = nil, other: Ref? = nil, window: Int? = nil,
                unmet: [Unmet]? = nil, empty: Empty? = nil, top: Ref? = nil, passed: Passed? = nil, tied: Int? = nil,
                corrected: Corrected? = nil) {
        self.place = place
        self.votes = votes
        self.rule = rule
        self.other = other
        self.window = window
        self.unmet = unmet
        self.empty = empty
        self.top = top
        self.passed = passed
        self.tied = tied
        self.corrected = corrected
    }

    /// A tie-break decided (not the votes alone).
    public var isTie: Bool { rule != nil && rule != .mostVotes }
}
