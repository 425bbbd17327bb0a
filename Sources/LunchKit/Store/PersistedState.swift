/// The saved part of the state, as written to `state.json`.
public struct PersistedState: Sendable, Equatable, Codable {
    /// Bumped whenever the file's shape changes; older files are migrated, newer ones
    /// are set aside rather than misread.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var location: Location?
    public var preferences: Preferences

    public init(location: Location? = nil, preferences: Preferences = Preferences()) {
        self.schemaVersion = Self.currentSchemaVersion
        self.location = location
        self.preferences = preferences
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion = "schema_version"
        case location
        case preferences
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        location = try c.decodeIfPresent(Location.self, forKey: .location)
        preferences = try c.decodeIfPresent(Preferences.self, forKey: .preferences) ?? Preferences()
    }
}
