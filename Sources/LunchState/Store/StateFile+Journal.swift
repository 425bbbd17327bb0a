import Foundation
import Synchronization
import LunchStorage
import LunchCatalog
import LunchText

/// What this process last saw of `state.json` and its journal, so saving one change needs
/// neither reading nor decoding the whole state: under the lock, the two files' identities
/// tell whether anything changed since; another shell's appended changes are read from
/// where this one stopped, and a rewritten `state.json` is read again whole.
final class SeenState: Sendable {
    struct View: Sendable {
        var state: PersistedState
        var mark: StateJournal.Mark?
        var identity: FileIdentity?
        var journal: FileIdentity?
        var journalID: String?
        var journalEnd: Int
    }

    private let view = Mutex<View?>(nil)

    var current: View? { view.withLock { $0 } }

    func set(_ view: View?) { self.view.withLock { $0 = view } }

    func remember(_ reading: StateFile.Reading) {
        set(View(state: reading.state, mark: reading.mark, identity: reading.identity, journal: reading.journal.identity,
                 journalID: reading.journal.stateID, journalEnd: reading.journal.end))
    }
}

extension StateFile {
    /// Saves one change: under the lock, applied to what is on disk now (another shell's
    /// changes included) and appended to the journal with one fsync; `state.json` is
    /// written whole only when there is no journal to continue yet, when the journal has
    /// grown past an eighth of it, or when the result could come near the size cap (then
    /// the exact check refuses it). Returns the state as saved.
    public func record(_ change: StateChange) throws -> PersistedState {
        try storage.withLock(lockPath) {
            let view = try onDisk()
            var next = view.state
            next.apply([change])
            guard next != view.state else { return next }
            let line = try StateJournal.line(change)
            let stateSize = view.identity?.size ?? 0
            let journalSize = view.journalEnd + line.count
            guard let id = view.mark?.id, journalSize <= max(16 << 10, stateSize / 8),
                  stateSize + 2 * journalSize <= limit else {
                try save(next, folding: view.journalID, naming: view.state)
                return next
            }
            var end: Int, journal: FileIdentity?
            if view.journalID == id, view.journal != nil {
                journal = try storage.append(line, to: journalPath, at: view.journalEnd)
                end = view.journalEnd + line.count
            } else {
                // The first change since state.json was written whole starts its journal.
                let first = StateJournal.header(for: id) + line
                try storage.writeAtomically(first, to: journalPath)
                journal = storage.identity(journalPath)
                end = first.count
            }
            seen.set(SeenState.View(state: next, mark: view.mark, identity: view.identity, journal: journal,
                                    journalID: id, journalEnd: end))
            return next
        }
    }

    /// The state as saved now, another shell's changes included (two file checks when
    /// nothing changed since this shell last looked).
    public func saved() throws -> PersistedState {
        try storage.withLock(lockPath) { try onDisk().state }
    }

    /// The state on disk now (called under the lock): what was seen when neither file
    /// changed since, plus the changes another shell appended, else a whole new read.
    private func onDisk() throws -> SeenState.View {
        let identity = storage.identity(path), journal = storage.identity(journalPath)
        if var view = seen.current, view.identity == identity {
            if view.journal == nil, journal == nil { return view }
            if let known = view.journal, let journal, known.isSameFile(as: journal), journal.size == view.journalEnd {
                return view
            }
            if let known = view.journal, let journal, known.isSameFile(as: journal), journal.size >= view.journalEnd,
               let data = try storage.read(journalPath, limit: limit), data.count >= view.journalEnd {
                let added = StateJournal.parse(data, from: view.journalEnd)
                if added.badLines == 0 {
                    view.state.apply(added.changes)
                    view.journal = journal
                    view.journalEnd = added.end
                    seen.set(view)
                    return view
                }
            }
        }
        let reading = try read()
        if reading.needsRepair {
            _ = try repair(reading)  // said at the next start's load, if it is still there
            if let view = seen.current { return view }
        }
        seen.remember(reading)
        return SeenState.View(state: reading.state, mark: reading.mark, identity: reading.identity,
                              journal: reading.journal.identity, journalID: reading.journal.stateID, journalEnd: reading.journal.end)
    }

    /// Writes `state` whole as `state.json`, with a new journal id and the id of the journal
    /// it holds (`folding`), then removes that journal: a crash in between leaves a journal
    /// `state.json` names as folded, which is then ignored. A save over the cap is refused,
    /// naming what takes the most room in `naming` (the state as saved, whose visits'
    /// numbers are those `visits` shows), else in `state`.
    func save(_ state: PersistedState, folding: String?, naming: PersistedState? = nil) throws {
        let mark = StateJournal.Mark.fresh(folding: folding)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(Marked(state: state, journal: mark))
        data.append(0x0A)
        // A file the next start could not read would lock the user out: refused, nothing written.
        guard data.count <= limit else {
            throw UserError(Messages.stateWouldBeTooLarge(file: Self.name(path), limit: limit, largest: (naming ?? state).largestEntries(3)))
        }
        try storage.writeAtomically(data, to: path)
        storage.remove(journalPath)
        seen.set(SeenState.View(state: state, mark: mark, identity: storage.identity(path), journal: nil, journalID: nil,
                                journalEnd: 0))
    }

    /// Writes `state` whole (folding whatever journal is there into it).
    public func save(_ state: PersistedState) throws {
        let journal = (try? storage.read(journalPath, limit: limit)).flatMap { $0 }.flatMap { StateJournal.parse($0).stateID }
        try save(state, folding: journal)
    }

    /// The state with its journal mark, as one JSON object.
    private struct Marked: Encodable {
        var state: PersistedState
        var journal: StateJournal.Mark
        enum CodingKeys: String, CodingKey { case journal }
        func encode(to encoder: any Encoder) throws {
            try state.encode(to: encoder)
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(journal, forKey: .journal)
        }
    }
}
