import Foundation

/// `state.json` in the state dir: readable JSON with a schema version. A file that does
/// not parse, or comes from a newer `lunch`, is moved aside (never overwritten) and the
/// shell starts empty, saying where the file went; a file with a few bad records loses
/// only those (`StateRecords`), after the whole file is copied aside.
public struct StateFile: Sendable {
    public let path: String
    private let storage: any FileStorage
    private let now: @Sendable () -> Date
    /// The largest file read back; a save that would be larger is refused (tests pass a small one).
    private let limit: Int

    public init(path: String, storage: any FileStorage, now: @escaping @Sendable () -> Date = Date.init,
                limit: Int = FileLimits.stateFile) {
        self.path = path
        self.storage = storage
        self.now = now
        self.limit = limit
    }

    /// The saved state and, when the file or some of its records had to be set aside, the
    /// one-line notice. Records that cannot be read (a visit with 99 stars, a favourite
    /// that is not a string) are left out: the whole file is first kept as
    /// `state.json.damaged-<time>`, then the rest is written back, so nothing is lost and
    /// later saves do not meet them again.
    public func load() throws -> (state: PersistedState, notice: String?) {
        let first = try read()
        guard first.isPartial else { return (first.state, first.notice) }
        // Under the lock, so a save another shell made in between is what is kept.
        return try storage.withLock(lockPath) {
            let again = try read()
            guard again.isPartial else { return (again.state, again.notice) }
            let notice = try keepAside(again)
            try save(again.state)
            return (again.state, notice)
        }
    }

    private var lockPath: String { path + ".lock" }

    /// What one read of the file gave.
    private struct Reading {
        var state = PersistedState()
        /// Set when the whole file was moved aside.
        var notice: String?
        var data = Data()
        var records: StateRecords?
        var isPartial: Bool { records.map { !$0.isComplete } ?? false }
    }

    private func read() throws -> Reading {
        guard let data = try storage.read(path, limit: limit) else { return Reading() }
        let version = (try? JSONDecoder().decode(SchemaProbe.self, from: data))?.schemaVersion
        if let version, version > PersistedState.currentSchemaVersion {
            return Reading(notice: try setAside(why: "is from a newer version of lunch"))
        }
        guard let records = try? Self.decoder.decode(StateRecords.self, from: data), records.state.schemaVersion >= 1 else {
            return Reading(notice: try setAside(why: "could not be read"))
        }
        var decoded = records.state
        if decoded.schemaVersion < PersistedState.currentSchemaVersion {
            // Migrated in memory; the old file is kept beside it before anything overwrites it.
            let backup = "\(path).v\(decoded.schemaVersion)-backup"
            if !storage.exists(backup) { try storage.writeAtomically(data, to: backup) }
            decoded.schemaVersion = PersistedState.currentSchemaVersion
        }
        return Reading(state: decoded, data: data, records: records)
    }

    /// Copies the whole file aside (it still holds the records that were left out).
    private func keepAside(_ reading: Reading) throws -> String {
        let aside = "\(path).damaged-\(Self.stamp(now()))"
        try storage.writeAtomically(reading.data, to: aside)
        let (parts, plural) = reading.records?.leftOut ?? ([], false)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return Messages.stateRecordsSetAside(file: name, parts: parts, plural: plural, aside: aside)
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
        try storage.withLock(lockPath) {
            let current = try read()
            // Records that cannot be read are kept in a copy before this save leaves them out.
            if current.isPartial { _ = try keepAside(current) }
            var next = try change(current.state)
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
        // A file the next start could not read would lock the user out: refused, nothing written.
        guard data.count <= limit else {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            throw UserError(Messages.stateWouldBeTooLarge(file: name, limit: limit))
        }
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
