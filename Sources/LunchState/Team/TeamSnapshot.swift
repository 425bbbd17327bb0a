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
        /// A decision's reason, when the team's rule made it (nil: typed with a place, or
        /// a vote).
        public var reason: TeamDecisionReason?
        /// A decision the deadline made.
        public var byDeadline: Bool?
        public init(member: String, place: TeamPlace, time: Date, reason: TeamDecisionReason? = nil,
                    byDeadline: Bool? = nil) {
            self.member = member
            self.place = place
            self.time = time
            self.reason = reason
            self.byDeadline = byDeadline
        }
    }

    /// A member coming (`in`, or a vote) or not (`out`) on the day.
    public struct Attendance: Sendable, Hashable, Codable {
        public var member: String
        public var coming: Bool
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

    /// The team's settings (`lunch.settings`): the deadline (`HH:MM`) in the team's IANA
    /// zone, the recency window, the chat webhook (shown only as host + `…`) and the
    /// reminder's minutes before the deadline.
    public struct Settings: Sendable, Hashable, Codable {
        public var deadline: String?
        public var zone: String?
        public var recencyDays: Int
        public var notifyURL: String?
        public var remindMinutes: Int?
        public init(deadline: String? = nil, zone: String? = nil, recencyDays: Int = 28, notifyURL: String? = nil,
                    remindMinutes: Int? = nil) {
            self.deadline = deadline
            self.zone = zone
            self.recencyDays = recencyDays
            self.notifyURL = notifyURL
            self.remindMinutes = remindMinutes
        }
    }

    /// When this was read from the server.
    public var fetched: Date
    /// The day `votes` and `decision` are for (`YYYY-MM-DD`, the asking member's day).
    public var day: String
    public var members: [Member]
    /// The day's votes, oldest first (several a member: one per place).
    public var votes: [Vote]
    /// The day's vetoes (one a member), oldest first.
    public var vetoes: [Vote] = []
    /// Who said they are coming or not on the day (a vote says coming), in that order.
    public var attendance: [Attendance] = []
    public var decision: Decision?
    /// What the team's rule would decide now (nil once decided, or not read).
    public var winner: TeamDecisionReason?
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
    /// The team's recency window in days (`lunch.settings`; nil: not read, 28).
    public var recencyDays: Int?
    /// By place id: the last day (`YYYY-MM-DD`, the team's clock) a member rated the place
    /// or the team decided it (before the day), within the window; only places visited in it.
    public var lastVisits: [String: String] = [:]
    /// The team's settings (nil: not read, a snapshot saved before they were kept).
    public var settings: Settings?
    /// The server's own day (`YYYY-MM-DD`, in the team's zone) when this was read: the
    /// day its checks of changes count from (`TeamDayWindow`). Nil: not read (a snapshot
    /// saved before it was kept, or an exchange that did not read).
    public var serverDay: String?
    /// Read from a streaming standby (`LUNCH_TEAM_READ_URL`): how many seconds of the
    /// primary's changes it had not replayed yet (0: none). Nil: read from the primary.
    /// Not saved: it says how this read went.
    public var replicaLag: Double? = nil

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

    enum CodingKeys: String, CodingKey {
        case fetched, day, members, votes, vetoes, attendance, decision, winner, ratings, visits, schemaVersion, ownsTables
        case recencyDays, lastVisits
        case settings
        case serverDay
    }

    /// Snapshots saved before vetoes, attendance and the recency window were kept read as having none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        fetched = try c.decode(Date.self, forKey: .fetched)
        day = try c.decode(String.self, forKey: .day)
        members = try c.decode([Member].self, forKey: .members)
        votes = try c.decode([Vote].self, forKey: .votes)
        vetoes = try c.decodeIfPresent([Vote].self, forKey: .vetoes) ?? []
        attendance = try c.decodeIfPresent([Attendance].self, forKey: .attendance) ?? []
        decision = try c.decodeIfPresent(Decision.self, forKey: .decision)
        winner = try c.decodeIfPresent(TeamDecisionReason.self, forKey: .winner)
        ratings = try c.decode([String: Rating].self, forKey: .ratings)
        visits = try c.decode([Visit].self, forKey: .visits)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        ownsTables = try c.decodeIfPresent(Bool.self, forKey: .ownsTables)
        // Saved before the recency window was read: none known.
        recencyDays = try c.decodeIfPresent(Int.self, forKey: .recencyDays)
        lastVisits = try c.decodeIfPresent([String: String].self, forKey: .lastVisits) ?? [:]
        settings = try c.decodeIfPresent(Settings.self, forKey: .settings)
        serverDay = try c.decodeIfPresent(String.self, forKey: .serverDay)
    }

    /// The members coming (said `in`, or voted), in the order they said it.
    public var comers: [String] { attendance.filter(\.coming).map(\.member) }
    /// The members who said `out`.
    public var outs: [String] { attendance.filter { !$0.coming }.map(\.member) }
}
