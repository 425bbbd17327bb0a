import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// One change a member makes to the team: written to the outbox first (one JSON line),
/// then sent. `id` makes sending idempotent: the server stores a change id once, however
/// often it is sent.
public struct TeamChange: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable, Codable {
        /// The member joins (or rejoins) the team.
        case join
        /// A rating (a visit). `id` of the change is the local visit's id.
        case rate(place: TeamPlace, stars: Int, note: String?)
        /// `undo` of a rating: the visit whose change id is `visit` is taken back.
        case unrate(visit: UUID)
        /// A vote for a place (approval: one per place per member per day; it also says
        /// the member is coming).
        case vote(day: String, place: TeamPlace)
        /// Takes back every vote of mine for the day.
        case unvote(day: String)
        /// Takes back my vote for one place.
        case unvoteOne(day: String, place: TeamPlace)
        /// Closes the day with this place; the first decision stored for a day stays.
        case decide(day: String, place: TeamPlace)
        /// Closes the day by the team's rule (`lunch.winner` on the server); `anyway`: even
        /// when no voted place meets the diets of everyone coming.
        case decideByRule(day: String, anyway: Bool)
        /// Takes the day's decision back (any member).
        case reopen(day: String)
        /// My veto for the day (one: vetoing again moves it).
        case veto(day: String, place: TeamPlace)
        case unveto(day: String)
        /// I am coming (`in`) or not (`out`: my votes are not counted).
        case attend(day: String, coming: Bool)
        /// The member's diet needs, replacing earlier ones (`vegan`, `gluten_free`).
        case diet(needs: [String])
    }

    public var id: UUID
    public var member: String
    public var time: Date
    public var kind: Kind
    /// The team it was made for (`TeamURL.redacted`, never a password): it is sent there
    /// and nowhere else. Nil in outboxes written before teams were recorded (sent to the
    /// team joined now).
    public var team: String?

    public init(id: UUID = UUID(), member: String, time: Date, kind: Kind, team: String? = nil) {
        self.id = id
        self.member = member
        self.time = time
        self.kind = kind
        self.team = team
    }

    /// Whether it may be sent to `team` (a `TeamURL.redacted`).
    public func isFor(_ team: String) -> Bool { self.team == nil || self.team == team }
}
