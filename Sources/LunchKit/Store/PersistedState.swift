/// The saved part of the state, as written to `state.json`.
public struct PersistedState: Sendable, Equatable, Codable {
    /// Bumped whenever the file's shape changes; older files are migrated, newer ones
    /// are set aside rather than misread.
    public static let currentSchemaVersion = 2

    public var schemaVersion: Int
    public var location: Location?
    public var preferences: Preferences
    /// Favourite place ids, in the order they were marked (since schema 2).
    public var favourites: [String]
    /// Every rating, oldest first (since schema 2).
    public var visits: [Visit]

    public init(location: Location? = nil, preferences: Preferences = Preferences(), favourites: [String] = [],
                visits: [Visit] = []) {
        self.schemaVersion = Self.currentSchemaVersion
        self.location = location
        self.preferences = preferences
        self.favourites = favourites
        self.visits = visits
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion = "schema_version"
        case location
        case preferences
        case favourites = "favorites"
        case visits
    }

    /// Reads schema 1 and 2 record by record (`StateRecords`); what schema 1 did not have
    /// starts empty (the migration), a record that cannot be read is left out.
    public init(from decoder: any Decoder) throws {
        self = try StateRecords(from: decoder).state
    }
}
