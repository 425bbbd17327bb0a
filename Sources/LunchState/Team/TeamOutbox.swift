import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// `team-outbox` in the state folder: every team change, one JSON line each (`TeamChange`),
/// appended and fsynced before the command that made it says it is done; after the server
/// stored or refused changes, a marker line `{"sent":["UUID",…]}`. What waits: the changes
/// no marker names, in order. A line that is neither (a write cut by kill -9, a damaged
/// disk) is never lost: before it is cut, the whole outbox is copied to
/// `team-outbox.damaged-<time>` (`-2`, `-3`…), then the outbox keeps only its whole lines.
/// Every read and write holds `team-outbox.lock`, so emptying the file when nothing waits
/// never loses another shell's append.
public struct TeamOutbox: Sendable {
    public static let name = "team-outbox"
    /// The largest outbox read: 64 MB (a change is about 300 bytes).
    public static let limit = 64 << 20

    public let path: String
    let storage: any FileStorage

    public init(folder: String, storage: any FileStorage) {
        path = folder + "/" + Self.name
        self.storage = storage
    }

    var lockPath: String { path + ".lock" }

    /// What the outbox holds now.
    public struct Contents: Sendable, Equatable {
        /// Changes not yet stored or refused by the server, oldest first.
        public var waiting: [TeamChange] = []
        /// Lines that are neither a change nor a marker (skipped).
        public var damaged = 0
        /// Where the next line goes: after the last whole line.
        var end = 0
        /// Set when damaged lines were found: the copy of the outbox kept aside.
        public var setAside: String?
        /// The only damage was a last line without its newline (a write cut short).
        public var tornOnly = false
    }

    private struct Marker: Codable {
        var sent: [UUID]
    }

    /// Appends `change` and makes it durable before returning. Returns what was found
    /// damaged (and set aside) on the way, if anything.
    @discardableResult
    public func append(_ change: TeamChange) throws -> Contents? {
        let line = try Self.line(change)
        return try storage.withLock(lockPath) {
            let (data, found) = try repaired(try storage.read(path, limit: Self.limit))
            try write(line, after: data)
            return found
        }
    }

    /// The changes that wait, in order (damaged lines set aside first).
    public func contents() throws -> Contents {
        try storage.withLock(lockPath) {
            let (data, found) = try repaired(try storage.read(path, limit: Self.limit))
            var contents = Self.parse(data ?? Data())
            if let found {
                contents.damaged = found.damaged
                contents.setAside = found.setAside
                contents.tornOnly = found.tornOnly
            }
            return contents
        }
    }

    /// Called under the lock: when `data` has damaged lines, the whole file is copied
    /// aside, then rewritten with its whole lines only. Returns the bytes now in the file,
    /// and what was found when something was set aside.
    private func repaired(_ data: Data?) throws -> (Data?, Contents?) {
        guard let data, !data.isEmpty else { return (data, nil) }
        var found = Self.parse(data)
        guard found.damaged > 0 else { return (data, nil) }
        found.tornOnly = found.damaged == 1 && data.last != 0x0A && Self.parse(data.prefix(found.end)).damaged == 0
        found.setAside = try storage.copyAside(data, of: path, at: Date())
        let kept = Self.wholeLines(data)
        try storage.writeAtomically(kept, to: path)
        return (kept, found)
    }

    /// The lines of `data` that are a change or a marker.
    static func wholeLines(_ given: Data) -> Data {
        let data = Data(given)
        var kept = Data()
        var start = 0
        while start < data.count, let newline = data[start...].firstIndex(of: 0x0A) {
            let line = data[start..<newline]
            start = newline + 1
            if !parse(Data(line) + [0x0A]).waiting.isEmpty || isMarker(Data(line)) { kept.append(line + [0x0A]) }
        }
        return kept
    }

    static func isMarker(_ line: Data) -> Bool {
        (try? JSONDecoder().decode(Marker.self, from: line)) != nil
    }

    /// Marks changes as sent (stored or refused); empties the file when nothing waits.
    /// Not fsynced: a marker lost in a power cut only sends those changes again, which the
    /// server takes once (by their ids); a kill -9 loses nothing written.
    public func markSent(_ ids: [UUID]) throws {
        guard !ids.isEmpty else { return }
        try storage.withLock(lockPath) {
            let data = try repaired(try storage.read(path, limit: Self.limit)).0 ?? Data()
            let now = Self.parse(data)
            let sent = Set(ids)
            guard now.waiting.contains(where: { sent.contains($0.id) }) else { return }
            if now.waiting.allSatisfy({ sent.contains($0.id) }) {
                // Nothing waits: start over (under the lock, so no append is lost).
                _ = try storage.append(Data(), to: path, at: 0, durable: false)
            } else {
                try write(try Self.line(Marker(sent: ids)), after: data, durable: false)
            }
        }
    }

    /// Writes `line` after the last whole line of `data` (the file as read under the lock).
    /// `durable`: fsynced before it returns (a change; a marker need not be).
    private func write(_ line: Data, after data: Data?, durable: Bool = true) throws {
        guard let data, storage.identity(path) != nil else {
            try storage.writeAtomically(line, to: path)
            return
        }
        let end = data.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0
        _ = try storage.append(line, to: path, at: end, durable: durable)
    }

    static func line<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var line = try encoder.encode(value)
        line.append(0x0A)  // JSON escapes newlines inside strings: one line is one value
        return line
    }

    /// Reads an outbox's bytes: changes, markers, damaged lines.
    static func parse(_ given: Data) -> Contents {
        let data = given.startIndex == 0 ? given : Data(given)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var contents = Contents()
        var changes: [TeamChange] = []
        var sent = Set<UUID>()
        var start = 0
        while start < data.count {
            guard let newline = data[start...].firstIndex(of: 0x0A) else {
                contents.damaged += 1  // cut short: the write never finished, nobody was told it was done
                break
            }
            let line = data[start..<newline]
            start = newline + 1
            contents.end = start
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) { continue }
            if let marker = try? decoder.decode(Marker.self, from: line) {
                sent.formUnion(marker.sent)
            } else if let change = try? decoder.decode(TeamChange.self, from: line) {
                changes.append(change)
            } else {
                contents.damaged += 1
            }
        }
        var seen = Set<UUID>()
        contents.waiting = changes.filter { !sent.contains($0.id) && seen.insert($0.id).inserted }
        return contents
    }
}
