import LunchStorage
import LunchCatalog
import LunchText

/// The password for a team URL, found as libpq finds it: in the URL, else `PGPASSWORD`,
/// else the password file (`PGPASSFILE`, else `~/.pgpass`): lines
/// `host:port:database:user:password`, `*` matching anything, `\:` and `\\` escapes, `#`
/// comments. Like libpq, a password file that its group or others may read is ignored,
/// with a warning line. Pure: the caller reads the file and gives its text and mode.
public struct TeamPassword: Sendable, Hashable {
    public struct File: Sendable, Hashable {
        public var path: String
        public var text: String
        /// The permission bits (`st_mode & 0o777`).
        public var mode: Int
    }

    public var password: String?
    /// Why the password file was not used (group or world access), to show once.
    public var warning: String?

    public init(password: String?, warning: String? = nil) {
        self.password = password
        self.warning = warning
    }

    /// Socket folders that libpq treats as "localhost" in the password file.
    static let defaultSocketFolders: Set<String> = ["/var/run/postgresql", "/run/postgresql", "/tmp"]

    /// The password file to read: `PGPASSFILE`, else `HOME/.pgpass`.
    public static func filePath(environment: [String: String], home: String) -> String {
        if let path = environment["PGPASSFILE"], !path.isEmpty { return path }
        return home + (home.hasSuffix("/") ? "" : "/") + ".pgpass"
    }

    /// `file` nil: there is none (or it could not be read).
    public static func resolve(_ url: TeamURL, environment: [String: String], file: File?) -> TeamPassword {
        if let password = url.password, !password.isEmpty { return TeamPassword(password: password) }
        if let password = environment["PGPASSWORD"], !password.isEmpty { return TeamPassword(password: password) }
        guard let file else { return TeamPassword(password: nil) }
        if file.mode & 0o077 != 0 {
            return TeamPassword(password: nil, warning: Messages.teamPasswordFileOpen(file.path))
        }
        return TeamPassword(password: lookup(file.text, url: url))
    }

    /// The password of the first line matching `url`.
    public static func lookup(_ text: String, url: TeamURL) -> String? {
        let host = url.host.hasPrefix("/") && !defaultSocketFolders.contains(url.host) ? url.host
            : url.host.hasPrefix("/") ? "localhost" : url.host
        let wanted = [host, String(url.port), url.database, url.user]
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = Self.fields(line)
            guard fields.count >= 5 else { continue }
            let matches = zip(fields.prefix(4), wanted).allSatisfy { field, value in
                field.wildcard || field.text == value
            }
            if matches { return fields[4].text }
        }
        return nil
    }

    private struct Field {
        var text = ""
        var wildcard = false
    }

    /// Splits at unescaped colons (`\x` is `x`); a field that is a lone unescaped `*` is a wildcard.
    private static func fields(_ line: Substring) -> [Field] {
        var fields: [Field] = []
        var current = Field()
        var escapedAny = false
        var chars = line.makeIterator()
        while let c = chars.next() {
            if c == "\\" {
                if let next = chars.next() { current.text.append(next) }
                escapedAny = true
            } else if c == ":" {
                current.wildcard = current.text == "*" && !escapedAny
                fields.append(current)
                current = Field()
                escapedAny = false
                if fields.count == 4 {
                    // The password runs to the next unescaped colon or the end.
                    while let p = chars.next(), p != ":" {
                        if p == "\\", let next = chars.next() { current.text.append(next) } else { current.text.append(p) }
                    }
                    fields.append(current)
                    return fields
                }
            } else {
                current.text.append(c)
            }
        }
        fields.append(current)
        return fields
    }
}
