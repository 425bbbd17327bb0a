import LunchStorage
import LunchCatalog
import LunchText

/// Every way the state can change. `Store.send` is the only door.
public enum StoreAction: Sendable, Equatable {
    case setLocation(Location?)
    case showList([String])
    /// A list of which only the first `shown` rows are on screen.
    case showPage(PlaceList, shown: Int)
    case setCurrentPlace(String?)
    case setPreferences(Preferences)
    case addFavourite(String)
    /// Keeps a favourite's name and position (sent with `addFavourite`).
    case rememberFavourite(String, FavouritePlace)
    case removeFavourite(String)
    case addVisit(Visit)
    case removeVisit(String)
    /// A rating: the visit (as `addVisit`), and the team's copy of its place; a team's
    /// effect sends it as the member's rating too (change id: the visit's id).
    case rate(Visit, TeamPlace)
    /// The undo of a rating: the visit goes (as `removeVisit`), and the team's effect
    /// takes the team's rating back too.
    case unrate(String)
    /// `visits` numbered the visits so (their ids, newest first).
    case visitsShown([String])
    /// `pick` drew this place; an empty id starts the draw over.
    case picked(String)
    case picksReset
    /// Something slow started; the text says what (the spinner shows it).
    case loadingStarted(String)
    case loadingFinished
    /// The team's slice (`AppState.team`): what the team's effects found.
    case team(TeamAction)
}
