import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// The team as last read from the server (kept in the state folder, so that reads work
/// offline, marked with their age).
public struct TeamSnapshot: Sendable, Hashable, Codable {
    public struct Member: Sendable, Hashable, Codable {
        public var name: String
        /// Diet needs (`vegan`), as `team diet` set them.
        public var diet: [String]
        public init(name: String, diet: [String] = []) {
            self.name = name
            self.diet = diet
        }
    }

    /// A member's choice of a place at a time: a vote, or the day's decision.
    public struct Choice: Sendable, Hashable, Codable {
        public var member: String
        public var place: TeamPlace
        public var time: Date
        public init(member: String, place: TeamPlace, time: Date) {
            self.member = member
            self.place = place
            self.time = time
        }
    }

    public typealias Vote = Choice
    public typealias Decision = Choice

    public struct Rating: Sendable, Hashable, Codable {
        public var average: Double
        public var count: Int
        public init(average: Double, count: Int) {
            self.average = average
            self.count = count
        }
    }

    public struct Visit: Sendable, Hashable, Codable {
        /// The change id of the rating.
        public var id: UUID
        public var member: String
        public var place: TeamPlace
        public var stars: Int
        public var note: String?
        public var time: Date
        public init(id: UUID, member: String, place: TeamPlace, stars: Int, note: String?, time: Date) {
            self.id = id
            self.member = member
            self.place = place
            self.stars = stars
            self.note = note
            self.time = time
        }
    }

    /// When this was read from the server.
    public var fetched: Date
    /// The day `votes` and `decision` are for (`YYYY-MM-DD`, the asking member's day).
    public var day: String
    public var members: [Member]
    /// The day's votes, oldest first.
    public var votes: [Vote]
    public var decision: Decision?
    /// Every member's ratings, by place id.
    public var ratings: [String: Rating]
    /// The team's recent visits (at least the last 30 days, at most 500), newest first.
    public var visits: [Visit]
    /// The database's schema version; above `TeamSchema.known` the team is read-only.
    public var schemaVersion: Int
    /// The asking database role owns the team's schema or tables (or is a superuser or a
    /// member of the owner): row-level security does not bind it. Nil: not known (a
    /// snapshot saved before this was asked).
    public var ownsTables: Bool?

    public init(fetched: Date, day: String, members: [Member] = [], votes: [Vote] = [],
                decision: Decision? = nil, ratings: [String: Rating] = [:], visits: [Visit] = [],
                schemaVersion: Int) {
        self.fetched = fetched
        self.day = day
        self.members = members
        self.votes = votes
        self.decision = decision
        self.ratings = ratings
        self.visits = visits
        self.schemaVersion = schemaVersion
    }
}
