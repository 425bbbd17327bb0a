import LunchStorage
import LunchCatalog
import LunchText

/// The one state value of the shell. Only `Store` changes it.
public struct AppState: Sendable, Equatable {
    /// Where the user said they are; nil until `at` (the catalog centre is used then).
    public var location: Location?
    /// Ids of the rows of the last list shown; row N is `currentList[N-1]`.
    public var currentList: PlaceList = []
    /// How many rows of `currentList` were printed; `more` goes on from there.
    public var listShown = 0
    /// The place the last `show` or `pick` was about.
    public var currentPlace: String?
    public var preferences = Preferences()
    /// Favourite place ids, in the order they were marked.
    public var favourites: [String] = []
    /// Name and position of each place marked a favourite, by id (kept after unfav).
    public var favouritePlaces: [String: FavouritePlace] = [:]
    /// Every rating, oldest first.
    public var visits: [Visit] = []
    /// Ids of the visits as `visits` last numbered them, newest first (never saved); nil
    /// until `visits` lists them in this session (`visits --remove N` checks against it).
    public var visitsShown: [String]?
    /// Places `pick` has drawn in this session (never saved).
    public var picked: [String] = []
    /// True while a slow operation runs (the spinner reacts to it).
    public var isLoading = false
    /// What the slow operation is doing, as the spinner says it ("asking Google Places…").
    public var loadingWhat = ""
    /// The team joined, its last snapshot, the outbox's waiting changes and the connection
    /// (never in `state.json`: `team.json` and `team-outbox` hold what is saved).
    public var team = TeamState()

    public init() {}
}
