import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The command history: loaded from the state dir, added to as lines are typed, and
/// merged into the file on save so that two shells closing one after the other keep
/// both sessions' lines. Skips blank lines, lines starting with a space and consecutive
/// duplicates; trims trailing space; keeps the newest `limit` lines. A password in a
/// connection string (`team join postgresql://u:secret@…`) is taken out first.
public final class HistoryStore {
    public static let defaultLimit = 1000

    public let path: String
    public let limit: Int
    private let storage: any FileStorage
    public private(set) var entries: [String] = []
    private var unsaved: [String] = []
    /// Why the file could not be read at start (a fifo, a device, a file over the cap,
    /// no permission), in one line to show once. The history is then off for the session:
    /// nothing is loaded and nothing is written over the file.
    public private(set) var problem: String?

    public init(path: String, storage: any FileStorage, limit: Int = HistoryStore.defaultLimit) {
        self.path = path
        self.storage = storage
        self.limit = limit
        do {
            entries = try readFile()
        } catch {
            problem = Messages.historyOff((error as? UserError)?.message ?? "\(error)")
        }
    }

    /// Adds a typed line; returns the form kept (nil when the line is not kept).
    @discardableResult
    public func add(_ line: String) -> String? {
        guard !line.hasPrefix(" ") else { return nil }
        // A typed connection string keeps its user and host, never its password.
        var kept = TeamURLText.withoutPassword(line)
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        guard !kept.isEmpty, kept != entries.last else { return nil }
        entries.append(kept)
        unsaved.append(kept)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return kept
    }

    /// Merges this session's new lines into the file as it is now on disk.
    public func save() throws {
        guard !unsaved.isEmpty, problem == nil else { return }
        try storage.withLock(path + ".lock") {
            // A file that cannot be read now is an error, never replaced by this session's lines.
            var merged = try readFile()
            for line in unsaved where line != merged.last { merged.append(line) }
            if merged.count > limit { merged.removeFirst(merged.count - limit) }
            let text = merged.map(Self.encode).joined(separator: "\n") + "\n"
            // The owner's only: a typed `team notify URL` holds the webhook's secret path.
            try storage.writePrivately(Data(text.utf8), to: path)
        }
        unsaved.removeAll()
    }

    private func readFile() throws -> [String] {
        guard let data = try storage.read(path, limit: FileLimits.history) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map { Self.decode(String($0)) }
    }

    /// One entry per line; a backslash and a newline inside an entry are escaped.
    static func encode(_ line: String) -> String {
        line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    static func decode(_ line: String) -> String {
        var out = ""
        var escaped = false
        for ch in line {
            if escaped {
                out.append(ch == "n" ? "\n" : ch)
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else {
                out.append(ch)
            }
        }
        return out
    }
}
