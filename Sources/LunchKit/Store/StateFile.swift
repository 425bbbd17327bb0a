import Foundation

/// `state.json` in the state dir: readable JSON with a schema version. A file that does
/// not parse, or comes from a newer `lunch`, is moved aside (never overwritten) and the
/// shell starts empty, saying where the file went.
public struct StateFile: Sendable {
    public let path: String
    private let storage: any FileStorage
    private let now: @Sendable () -> Date

    public init(path: String, storage: any FileStorage, now: @escaping @Sendable () -> Date = Date.init) {
        self.path = path
        self.storage = storage
        self.now = now
    }

    /// The saved state and, when the file had to be set aside, the one-line notice.
    public func load() throws -> (state: PersistedState, notice: String?) {
        guard let data = try storage.read(path) else { return (PersistedState(), nil) }
        let version = (try? JSONDecoder().decode(SchemaProbe.self, from: data))?.schemaVersion
        if let version, version > PersistedState.currentSchemaVersion {
            return (PersistedState(), try setAside(why: "is from a newer version of lunch"))
        }
        guard let decoded = try? JSONDecoder().decode(PersistedState.self, from: data), decoded.schemaVersion >= 1 else {
            return (PersistedState(), try setAside(why: "could not be read"))
        }
        return (decoded, nil)
    }

    private func setAside(why: String) throws -> String {
        let aside = "\(path).damaged-\(Self.stamp(now()))"
        try storage.move(path, to: aside)
        return Messages.stateSetAside(why: why, aside: aside)
    }

    private struct SchemaProbe: Decodable {
        var schemaVersion: Int
        enum CodingKeys: String, CodingKey { case schemaVersion = "schema_version" }
    }

    public func save(_ state: PersistedState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(state)
        data.append(0x0A)
        try storage.writeAtomically(data, to: path)
    }

    static func stamp(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return f.string(from: date)
    }
}
