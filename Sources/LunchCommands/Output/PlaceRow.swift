import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// One row of a place list as the presenters show it.
public struct PlaceRow: Sendable, Equatable {
    public var row: Int
    public var place: Place
    public var distance: Double?
    /// The walk there from the current location (nil: no location, or not worked out:
    /// shown as the straight line, marked).
    public var walk: Walk?
    public var status: OpenStatus
    public var favourite = false
    public var rating: Double?
    /// The team's average and count (when in a team and known).
    public var teamRating: TeamSnapshot.Rating?
    /// In a team (the row then says when the team last went there, and `--json` has
    /// `team_last_visit`).
    public var inTeam = false
    /// The last day the team went there within its recency window, and how many days ago.
    public var teamLastVisit: TeamLastVisit?
    /// The clock at the place the status was read by (nil: the machine's).
    public var time: PlaceTime?
    /// The stretch, in minutes, the list marks closings within (`open · closes 12:20`);
    /// nil: none asked for (see `PlaceFilter.stretch`).
    public var stretch: Int?
    /// Farther than the radius a search ranked by (`search`): listed after the places
    /// within it, its distance marked `far`.
    public var beyondRange = false

    public init(row: Int, place: Place, distance: Double?, status: OpenStatus) {
        self.row = row
        self.place = place
        self.distance = distance
        self.status = status
    }
}

/// When the team last went to a place, within its recency window.
public struct TeamLastVisit: Sendable, Equatable {
    /// `YYYY-MM-DD`.
    public var day: String
    /// Days before today (0: today).
    public var days: Int
}
