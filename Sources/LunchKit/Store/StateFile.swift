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
        guard var decoded = try? Self.decoder.decode(PersistedState.self, from: data), decoded.schemaVersion >= 1 else {
            return (PersistedState(), try setAside(why: "could not be read"))
        }
        if decoded.schemaVersion < PersistedState.currentSchemaVersion {
            // Migrated in memory; the old file is kept beside it before anything overwrites it.
            let backup = "\(path).v\(decoded.schemaVersion)-backup"
            if try storage.read(backup) == nil { try storage.writeAtomically(data, to: backup) }
            decoded.schemaVersion = PersistedState.currentSchemaVersion
        }
        return (decoded, nil)
    }

    private func setAside(why: String) throws -> String {
        let aside = try storage.moveAside(path, at: now())
        return Messages.stateSetAside(why: why, aside: aside)
    }

    private struct SchemaProbe: Decodable {
        var schemaVersion: Int
        enum CodingKeys: String, CodingKey { case schemaVersion = "schema_version" }
    }

    /// Re-reads the file under a lock, applies `change` to what is on disk now, writes the
    /// result and returns it: a change made by another shell in between is never lost.
    public func update(_ change: (PersistedState) throws -> PersistedState) throws -> PersistedState {
        try storage.withLock(path + ".lock") {
            let (current, _) = try load()
            var next = try change(current)
            next.schemaVersion = PersistedState.currentSchemaVersion
            try save(next)
            return next
        }
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    public func save(_ state: PersistedState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
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
