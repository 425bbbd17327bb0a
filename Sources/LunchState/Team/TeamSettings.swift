import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// `team.json` in the state folder: the team joined with `team join` (its URL without the
/// password, the member name) and the last snapshot read from the server with the news
/// cursor, so reads work offline. Never a password. Written whole, atomically.
public struct TeamSettings: Sendable, Hashable, Codable {
    /// What `team join` saved (`team leave` removes it). `LUNCH_TEAM_URL` wins over it
    /// for a session without changing it.
    public struct Joined: Sendable, Hashable, Codable {
        /// `TeamURL.redacted`.
        public var url: String
        public var member: String
    }

    /// The last snapshot, with the team and member it was read for.
    public struct Cache: Sendable, Hashable, Codable {
        public var url: String
        public var member: String
        public var cursor: Int64
        public var snapshot: TeamSnapshot
    }

    public var joined: Joined?
    public var cache: Cache?
    // `notify` and `remind` of an older `team.json` are ignored: the team's settings are
    // its server's now (`TeamSnapshot.Settings`).

    public init(joined: Joined? = nil, cache: Cache? = nil) {
        self.joined = joined
        self.cache = cache
    }
}

/// Reads and writes `team.json`: a damaged file is set aside with one line, never lost.
public struct TeamSettingsFile: Sendable {
    public static let name = "team.json"
    public let path: String
    let storage: any FileStorage

    public init(folder: String, storage: any FileStorage) {
        path = folder + "/" + Self.name
        self.storage = storage
    }

    /// The settings, and a line to show when the file was damaged (and set aside).
    public func load(now: Date) -> (TeamSettings, String?) {
        let data: Data?
        do {
            data = try storage.read(path, limit: FileLimits.stateFile)
        } catch {
            return (TeamSettings(), (error as? UserError)?.message ?? "\(error)")
        }
        guard let data, !data.isEmpty else { return (TeamSettings(), nil) }
        if let settings = try? Self.decoder.decode(TeamSettings.self, from: data) { return (settings, nil) }
        guard let aside = try? storage.moveAside(path, at: now) else {
            return (TeamSettings(), Messages.teamFileUnreadable(path))
        }
        return (TeamSettings(), Messages.teamFileSetAside(aside))
    }

    public func save(_ settings: TeamSettings) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(settings)
        data.append(0x0A)
        // The owner's only: it holds the webhook's URL, whose path is a secret.
        try storage.writePrivately(data, to: path)
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

extension TeamSettings {
    /// A member name: 1–40 characters, no control characters.
    package static func isMemberName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 40 && !name.unicodeScalars.contains { TerminalText.isUnsafe($0) || TerminalText.isHidden($0) }
            && name.trimmingCharacters(in: .whitespaces) == name
    }
}
