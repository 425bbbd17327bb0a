import LunchStorage
import LunchCatalog
import LunchText

/// The saved part of the state, as written to `state.json`.
public struct PersistedState: Sendable, Equatable, Codable {
    /// Bumped whenever the file's shape changes; older files are migrated, newer ones
    /// are set aside rather than misread.
    public static let currentSchemaVersion = 3
    /// Schema 2 and 3 have one shape: 3 is written only when a visit has tags or a
    /// would-return answer, or favourites keep their places, so a lunch that does not know them sets the file aside
    /// instead of reading it and saving it without them.
    public static let sameShapeSince = 2

    public var schemaVersion: Int
    public var location: Location?
    public var preferences: Preferences
    /// Favourite place ids, in the order they were marked (since schema 2).
    public var favourites: [String]
    /// Every rating, oldest first (since schema 2).
    public var visits: [Visit]
    /// Name and position of places marked favourite, by id (since schema 3).
    public var favouritePlaces: [String: FavouritePlace]

    public init(location: Location? = nil, preferences: Preferences = Preferences(), favourites: [String] = [],
                visits: [Visit] = [], favouritePlaces: [String: FavouritePlace] = [:]) {
        self.schemaVersion = Self.currentSchemaVersion
        self.location = location
        self.preferences = preferences
        self.favourites = favourites
        self.visits = visits
        self.favouritePlaces = favouritePlaces
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion = "schema_version"
        case location
        case preferences
        case favourites = "favorites"
        case visits
        case favouritePlaces = "favorite_places"
    }

    /// The version written: 3 once a visit uses what schema 2 lacks, else 2.
    public var writtenSchemaVersion: Int {
        !favouritePlaces.isEmpty || visits.contains { !$0.tags.isEmpty || $0.wouldReturn != nil } ? 3 : 2
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(writtenSchemaVersion, forKey: .schemaVersion)
        try c.encodeIfPresent(location, forKey: .location)
        try c.encode(preferences, forKey: .preferences)
        try c.encode(favourites, forKey: .favourites)
        try c.encode(visits, forKey: .visits)
        if !favouritePlaces.isEmpty { try c.encode(favouritePlaces, forKey: .favouritePlaces) }
    }

    /// Reads schema 1 to 3 record by record (`StateRecords`); what schema 1 did not have
    /// starts empty (the migration), a record that cannot be read is left out.
    public init(from decoder: any Decoder) throws {
        self = try StateRecords(from: decoder).state
    }
}
