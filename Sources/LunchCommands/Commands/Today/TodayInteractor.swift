import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The day's votes from the team (read now, else as last read with my waiting changes).
public struct TodayInteractor {
    public struct Row: Sendable, Equatable {
        public var place: TeamPlace
        /// Who voted for it, in the order they voted (those `out` included).
        public var members: [String]
        public var mine: Bool
        /// Who vetoed it today (then it cannot be decided).
        public var vetoedBy: [String] = []
        /// My veto is on it.
        public var myVeto = false
        /// From your location, when there is one.
        public var walk: Walk?
        /// Whole walking minutes (nil without a location).
        public var walkMinutes: Int? { walk?.wholeMinutes }
        /// When the team last went there within its recency window.
        public var lastVisit: TeamLastVisit?
        /// The votes that count: those of members not `out` (as the team's rule counts them).
        public var counted = 0
    }

    public struct Result: Sendable {
        public var view: TeamSession.View
        public var rows: [Row]
        public var day: String { view.snapshot.day }
        public var decision: TeamSnapshot.Decision? { view.snapshot.decision }

        package init(view: TeamSession.View, rows: [Row]) {
            self.view = view
            self.rows = rows
        }
    }

    let team: TeamSession?
    let whereabouts: Whereabouts
    var walks: Walks? = nil

    public func today() throws -> Result {
        let team = try TeamAccess.joined(team)
        let view = try team.read()
        return Result(view: view, rows: Self.rows(view, from: whereabouts.current?.coordinate, walks: walks))
    }

    /// The walk from `here` to a team's place: along the ways where known, else straight.
    private static func walk(to place: TeamPlace, from here: Coordinate?, walks: Walks?) -> Walk? {
        let there = Coordinate(lat: place.latitude, lon: place.longitude)
        return here.map { walks?.walk(from: $0, to: there) ?? PlaceLister.straightWalk(Geo.distance($0, there)) }
    }

    /// Places by the votes that count (most first, then by name), the vetoed ones last.
    package static func rows(_ view: TeamSession.View, from here: Coordinate?, walks: Walks? = nil) -> [Row] {
        var rows: [Row] = []
        for vote in view.snapshot.votes {
            if let i = rows.firstIndex(where: { $0.place.id == vote.place.id }) {
                rows[i].members.append(vote.member)
            } else {
                rows.append(Row(place: vote.place, members: [vote.member], mine: false,
                                walk: walk(to: vote.place, from: here, walks: walks)))
            }
        }
        for veto in view.snapshot.vetoes {
            if let i = rows.firstIndex(where: { $0.place.id == veto.place.id }) {
                rows[i].vetoedBy.append(veto.member)
            } else {
                rows.append(Row(place: veto.place, members: [], mine: false, vetoedBy: [veto.member],
                                walk: walk(to: veto.place, from: here, walks: walks)))
            }
        }
        let me = view.membership.member
        let outs = Set(view.snapshot.outs)
        let recency = view.snapshot.recency(today: view.snapshot.day)
        for i in rows.indices {
            rows[i].lastVisit = recency.lastVisit(rows[i].place.id).map { TeamLastVisit(day: $0.day, days: $0.days) }
            rows[i].mine = rows[i].members.contains(me)
            rows[i].myVeto = rows[i].vetoedBy.contains(me)
            rows[i].counted = rows[i].members.filter { !outs.contains($0) }.count
        }
        return rows.enumerated().sorted { a, b in
            if a.element.vetoedBy.isEmpty != b.element.vetoedBy.isEmpty { return a.element.vetoedBy.isEmpty }
            if a.element.counted != b.element.counted { return a.element.counted > b.element.counted }
            if a.element.place.name != b.element.place.name { return a.element.place.name < b.element.place.name }
            return a.offset < b.offset
        }.map(\.element)
    }
}
