import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// A PostgreSQL connection string, as libpq reads one: the URI form
/// (`postgresql://alice:secret@127.0.0.1:5432/lunch?sslmode=disable`, also `postgres://`)
/// or keyword/value pairs (`host=127.0.0.1 port=5432 dbname=lunch user=alice`). Unset parts
/// take libpq's defaults: host the socket folder `/var/run/postgresql`, port 5432, user
/// the member's login name, database the user's name, sslmode `prefer`.
public struct TeamURL: Sendable, Hashable {
    public enum SSLMode: String, Sendable, Hashable, CaseIterable {
        case disable, allow, prefer, require, verifyCA = "verify-ca", verifyFull = "verify-full"
    }

    /// A host name or address, or a socket folder (starts with `/`).
    public var host: String
    public var port: Int
    public var database: String
    public var user: String
    /// Only as typed in the string; never saved (see `redacted`).
    public var password: String?
    public var sslMode: SSLMode
    /// The team in that database (schema version 7: one database holds many): lunch's own
    /// `team=NAME` in the string (not libpq's), or `team join … --team NAME`; `main` when
    /// neither names one, so a URL of one team per database still means that team.
    public var team: String = TeamURL.defaultTeam

    /// The team a URL names when it names none.
    public static let defaultTeam = "main"

    /// A team's name: 1–32 of `a-z`, `0-9`, `_`, `-`, starting with a letter or digit (it is
    /// part of the team's notification channel, so no quotes and not too long).
    public static func isTeamName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 32 else { return false }
        let allowed = { (c: Unicode.Scalar) in ("a"..."z").contains(c) || ("0"..."9").contains(c) }
        return allowed(first) && name.unicodeScalars.allSatisfy { allowed($0) || $0 == "_" || $0 == "-" }
    }
}

/// Read from a string as libpq reads it (in an extension, so the memberwise initialiser
/// the reading ends with stays Swift's own).
extension TeamURL {
    /// Reads `text`; `login` is the user when the string names none.
    public init(_ text: String, login: String) throws(UserError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var pairs: [(String, String)]
        if let rest = Self.dropScheme(trimmed) {
            pairs = try Self.uriPairs(rest, text: text)
        } else if trimmed.contains("=") {
            pairs = try Self.keywordPairs(trimmed, text: text)
        } else {
            throw UserError(Messages.teamURLNotOne(text))
        }
        var host: String?, port: Int?, database: String?, user: String?, password: String?
        var mode = SSLMode.prefer
        var team = Self.defaultTeam
        for (key, value) in pairs {
            switch key {
            case "host", "hostaddr": host = value.isEmpty ? host : value
            case "port":
                guard let number = Int(value), (1...65535).contains(number) else {
                    throw UserError(Messages.teamURLBadPort(value))
                }
                port = number
            case "dbname": database = value.isEmpty ? database : value
            case "user": user = value.isEmpty ? user : value
            case "password":
                // What `TeamURLText.withoutPassword` leaves in the history: never a password.
                guard value != "…" else { throw UserError(Messages.teamURLMaskedPassword) }
                password = value
            case "sslmode":
                guard let chosen = SSLMode(rawValue: value) else { throw UserError(Messages.teamURLBadSSLMode(value)) }
                mode = chosen
            case "team":
                guard Self.isTeamName(value) else { throw UserError(Messages.teamBadTeamName(value)) }
                team = value
            case "application_name", "connect_timeout", "options", "client_encoding", "target_session_attrs":
                continue
            default:
                throw UserError(Messages.teamURLUnknownKey(key))
            }
        }
        let who = user ?? login
        self.init(host: host ?? "/var/run/postgresql", port: port ?? 5432, database: database ?? who,
                  user: who, password: password, sslMode: mode, team: team)
    }

    /// The string without its password: what `team` shows and the state keeps.
    public var redacted: String {
        var text = "postgresql://" + Self.escape(user) + "@"
        if host.hasPrefix("/") {
            text += ":\(port)/" + Self.escape(database) + "?host=" + Self.escape(host)
            if sslMode != .prefer { text += "&sslmode=" + sslMode.rawValue }
            return team == Self.defaultTeam ? text : text + "&team=" + team
        }
        text += (host.contains(":") ? "[\(host)]" : Self.escape(host)) + ":\(port)/" + Self.escape(database)
        var query: [String] = []
        if sslMode != .prefer { query.append("sslmode=" + sslMode.rawValue) }
        if team != Self.defaultTeam { query.append("team=" + team) }
        return query.isEmpty ? text : text + "?" + query.joined(separator: "&")
    }

    private static func dropScheme(_ text: String) -> Substring? {
        for scheme in ["postgresql://", "postgres://"] where text.lowercased().hasPrefix(scheme) {
            return text.dropFirst(scheme.count)
        }
        return nil
    }

    private static func uriPairs(_ rest: Substring, text: String) throws(UserError) -> [(String, String)] {
        var pairs: [(String, String)] = []
        var main = rest
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            main = rest[..<mark]
            query = rest[rest.index(after: mark)...]
        }
        var authority = main
        if let slash = main.firstIndex(of: "/") {
            authority = main[..<slash]
            let name = main[main.index(after: slash)...]
            if !name.isEmpty { pairs.append(("dbname", try decode(name, text: text))) }
        }
        if let at = authority.lastIndex(of: "@") {
            let credentials = authority[..<at]
            authority = authority[authority.index(after: at)...]
            if let colon = credentials.firstIndex(of: ":") {
                pairs.append(("user", try decode(credentials[..<colon], text: text)))
                pairs.append(("password", try decode(credentials[credentials.index(after: colon)...], text: text)))
            } else if !credentials.isEmpty {
                pairs.append(("user", try decode(credentials, text: text)))
            }
        }
        if authority.contains(",") { throw UserError(Messages.teamURLSeveralHosts) }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw UserError(Messages.teamURLNotOne(text)) }
            pairs.append(("host", String(authority[authority.index(after: authority.startIndex)..<close])))
            let after = authority[authority.index(after: close)...]
            if after.hasPrefix(":") { pairs.append(("port", String(after.dropFirst()))) } else if !after.isEmpty {
                throw UserError(Messages.teamURLNotOne(text))
            }
        } else if let colon = authority.lastIndex(of: ":") {
            pairs.append(("host", try decode(authority[..<colon], text: text)))
            pairs.append(("port", String(authority[authority.index(after: colon)...])))
        } else if !authority.isEmpty {
            pairs.append(("host", try decode(authority, text: text)))
        }
        for item in query.split(separator: "&") where !item.isEmpty {
            guard let eq = item.firstIndex(of: "=") else { throw UserError(Messages.teamURLNotOne(text)) }
            pairs.append((String(item[..<eq]), try decode(item[item.index(after: eq)...], text: text)))
        }
        return pairs
    }

    /// `key=value` pairs separated by spaces; values may be single-quoted (`\'` and `\\`).
    private static func keywordPairs(_ text: String, text original: String) throws(UserError) -> [(String, String)] {
        var pairs: [(String, String)] = []
        var chars = Array(text)[...]
        func skipSpaces() { while let c = chars.first, c == " " || c == "\t" { chars = chars.dropFirst() } }
        skipSpaces()
        while !chars.isEmpty {
            var key = ""
            while let c = chars.first, c != "=", c != " " { key.append(c); chars = chars.dropFirst() }
            skipSpaces()
            guard chars.first == "=", !key.isEmpty else { throw UserError(Messages.teamURLNotOne(original)) }
            chars = chars.dropFirst()
            skipSpaces()
            var value = ""
            if chars.first == "'" {
                chars = chars.dropFirst()
                var closed = false
                while let c = chars.first {
                    chars = chars.dropFirst()
                    if c == "\\", let next = chars.first { value.append(next); chars = chars.dropFirst(); continue }
                    if c == "'" { closed = true; break }
                    value.append(c)
                }
                guard closed else { throw UserError(Messages.teamURLNotOne(original)) }
            } else {
                while let c = chars.first, c != " ", c != "\t" { value.append(c); chars = chars.dropFirst() }
            }
            guard !value.contains("\u{0}") else { throw UserError(Messages.teamURLNotOne(original)) }
            pairs.append((key, value))
            skipSpaces()
        }
        return pairs
    }

    private static func decode(_ part: Substring, text: String) throws(UserError) -> String {
        // A NUL cannot travel in the server's startup message (the server answers with a
        // protocol error): not a connection string.
        guard let decoded = String(part).removingPercentEncoding, !decoded.contains("\u{0}") else {
            throw UserError(Messages.teamURLNotOne(text))
        }
        return decoded
    }

    private static func escape(_ part: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return part.addingPercentEncoding(withAllowedCharacters: allowed) ?? part
    }
}

extension TeamURL {
    /// The URL as shown and saved: never the password.
    public var redactedForShow: String {
        var copy = self
        copy.password = nil
        return copy.redacted
    }
}
