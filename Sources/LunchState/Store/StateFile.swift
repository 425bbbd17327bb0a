import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// `state.json` in the state dir: readable JSON with a schema version, and beside it
/// `state.json.journal` (`StateJournal`), the changes made since it was last written whole.
/// A file that does not parse, or comes from a newer `lunch`, is moved aside (never
/// overwritten) and the shell starts empty, saying where the file went; a file with a few
/// bad records loses only those (`StateRecords`), after the whole file is copied aside —
/// and the same for a journal line that cannot be read.
public struct StateFile: Sendable {
    public let path: String
    let storage: any FileStorage
    let now: @Sendable () -> Date
    /// The largest file read back; a save that would be larger is refused (tests pass a small one).
    let limit: Int
    /// What this process last saw on disk (`StateFile+Journal`).
    let seen = SeenState()

    public init(path: String, storage: any FileStorage, now: @escaping @Sendable () -> Date = Date.init,
                limit: Int = FileLimits.stateFile) {
        self.path = path
        self.storage = storage
        self.now = now
        self.limit = limit
    }

    var journalPath: String { path + ".journal" }
    var lockPath: String { path + ".lock" }

    /// The saved state (with the journal's changes) and, when the file, some of its records
    /// or journal lines had to be set aside, the one-line notice. Records that cannot be
    /// read (a visit with 99 stars, a favourite that is not a string) are left out: the
    /// whole file is first kept as `state.json.damaged-<time>`, then the rest is written
    /// back, so nothing is lost and later saves do not meet them again.
    public func load() throws -> (state: PersistedState, notice: String?) {
        let first = try read()
        guard first.needsRepair else {
            seen.remember(first)
            return (first.state, first.notice)
        }
        // Under the lock, so a save another shell made in between is what is kept.
        return try storage.withLock(lockPath) {
            let again = try read()
            guard again.needsRepair else {
                seen.remember(again)
                return (again.state, again.notice)
            }
            let notices = try repair(again)
            return (again.state, notices.isEmpty ? nil : notices.joined(separator: "\n"))
        }
    }

    /// What one read of the file and its journal gave.
    struct Reading {
        var state = PersistedState()
        /// Set when the whole file was moved aside.
        var notice: String?
        var data = Data()
        var records: StateRecords?
        var mark: StateJournal.Mark?
        /// The file's identity, taken before it was read.
        var identity: FileIdentity?
        var journal = JournalReading()
        var isPartial: Bool { records.map { !$0.isComplete } ?? false }
        /// Records or journal lines to keep aside, and the state to write back whole.
        var needsRepair: Bool { isPartial || journal.badLines > 0 || journal.stale > 0 }
    }

    /// What was read of the journal.
    struct JournalReading {
        var identity: FileIdentity?
        var data = Data()
        /// The first line's id, and where the next change goes.
        var stateID: String?
        var end = 0
        var badLines = 0
        /// Changes of a journal that does not continue this `state.json` (kept aside).
        var stale = 0
    }

    func read() throws -> Reading {
        let identity = storage.identity(path)
        guard let data = try storage.read(path, limit: limit) else {
            return try withJournal(Reading(identity: identity))
        }
        let probe = try? JSONDecoder().decode(SchemaProbe.self, from: data)
        if let version = probe?.schemaVersion, version > PersistedState.currentSchemaVersion {
            return Reading(notice: try setAside(why: "is from a newer version of lunch"))
        }
        guard let records = try? Self.decoder.decode(StateRecords.self, from: data), records.state.schemaVersion >= 1 else {
            return Reading(notice: try setAside(why: "could not be read"))
        }
        var decoded = records.state
        if decoded.schemaVersion < PersistedState.sameShapeSince {
            // Migrated in memory; the old file is kept beside it before anything overwrites it.
            let backup = "\(path).v\(decoded.schemaVersion)-backup"
            if !storage.exists(backup) { try storage.writeAtomically(data, to: backup) }
        }
        decoded.schemaVersion = PersistedState.currentSchemaVersion
        return try withJournal(Reading(state: decoded, data: data, records: records, mark: probe?.journal, identity: identity))
    }

    /// Adds the journal's changes when it continues this `state.json`.
    private func withJournal(_ reading: Reading) throws -> Reading {
        var reading = reading
        let identity = storage.identity(journalPath)
        guard let data = try storage.read(journalPath, limit: limit) else { return reading }
        let contents = StateJournal.parse(data)
        reading.journal = JournalReading(identity: identity, data: data, stateID: contents.stateID, end: contents.end,
                                         badLines: contents.badLines)
        switch contents.stateID {
        case nil:
            break  // not a journal at all: its lines are bad lines
        case reading.mark?.id:
            reading.state.apply(contents.changes)
        case reading.mark?.folded:
            reading.journal.badLines = 0  // already in state.json: a save stopped between its two steps
        default:
            // Made on a state.json that another program (an older lunch) has since rewritten.
            reading.journal.stale = contents.changes.count
            reading.journal.badLines = 0
        }
        return reading
    }

    /// Keeps aside what could not be used (the whole file, the whole journal) and writes
    /// the rest back whole; returns what to say.
    func repair(_ reading: Reading) throws -> [String] {
        var notices: [String] = []
        if reading.isPartial { notices.append(try keepAside(reading)) }
        let journal = reading.journal
        if journal.badLines > 0 || journal.stale > 0 {
            let aside = try storage.copyAside(journal.data, of: journalPath, at: now())
            let name = Self.name(journalPath)
            notices.append(journal.stale > 0
                ? Messages.staleJournalSetAside(file: name, changes: journal.stale, state: Self.name(path), aside: aside)
                : Messages.stateRecordsSetAside(file: name, parts: ["\(journal.badLines) change\(journal.badLines == 1 ? "" : "s")"],
                                                plural: journal.badLines > 1, aside: aside))
        }
        try save(reading.state, folding: reading.journal.stateID)
        return notices
    }

    /// Copies the whole file aside (it still holds the records that were left out).
    private func keepAside(_ reading: Reading) throws -> String {
        // A second set-aside in the same second gets its own name: the first still holds
        // records the second does not.
        let aside = try storage.copyAside(reading.data, of: path, at: now())
        let (parts, plural) = reading.records?.leftOut ?? ([], false)
        return Messages.stateRecordsSetAside(file: Self.name(path), parts: parts, plural: plural, aside: aside)
    }

    /// Moves the file, and its journal, aside.
    private func setAside(why: String) throws -> String {
        let aside = try storage.moveAside(path, at: now())
        if storage.exists(journalPath) { _ = try storage.moveAside(journalPath, at: now()) }
        return Messages.stateSetAside(why: why, aside: aside)
    }

    /// The schema version and the journal mark, read before the records (neither throws).
    private struct SchemaProbe: Decodable {
        var schemaVersion: Int?
        var journal: StateJournal.Mark?
        enum CodingKeys: String, CodingKey { case schemaVersion = "schema_version", journal }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            schemaVersion = try? c.decode(Int.self, forKey: .schemaVersion)
            journal = try? c.decode(StateJournal.Mark.self, forKey: .journal)
        }
    }

    /// Re-reads the file and journal under a lock, applies `change` to what is on disk
    /// now, writes the result whole and returns it: a change made by another shell in
    /// between is never lost. (`record` saves one change through the journal instead.)
    public func update(_ change: (PersistedState) throws -> PersistedState) throws -> PersistedState {
        try storage.withLock(lockPath) {
            let current = try read()
            // Records that cannot be read are kept in a copy before this save leaves them out.
            if current.needsRepair { _ = try repair(current) }
            var next = try change(current.state)
            next.schemaVersion = PersistedState.currentSchemaVersion
            try save(next, folding: current.journal.stateID, naming: current.state)
            return next
        }
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func stamp(_ date: Date) -> String {
        AsideStamp.text(date)
    }
}
