import LunchStorage
import LunchCatalog
import LunchText

/// The lines for a team connection string that cannot be read. The string itself is never
/// echoed whole: it may hold a password.
extension Messages {
    static func teamURLNotOne(_ text: String) -> String {
        "not a PostgreSQL connection string (postgresql://USER@HOST:PORT/DATABASE, or host=… dbname=…): '\(TeamURLText.withoutPassword(text).prefix(200))'"
    }

    static func teamURLBadPort(_ value: String) -> String {
        "the port in the team URL is not a number 1–65535: '\(value.prefix(40))'"
    }

    static func teamURLBadSSLMode(_ value: String) -> String {
        "sslmode is one of disable, allow, prefer, require, verify-ca, verify-full: not '\(value.prefix(40))'"
    }

    /// `password=…`: the form the history keeps, recalled with Up and run again.
    static let teamURLMaskedPassword = "the password in this line is 'password=…', the form the history keeps instead of"
        + " the real one: type the line again with the password (or keep it in ~/.pgpass and leave it out)"

    static func teamURLUnknownKey(_ key: String) -> String {
        "the team URL has a setting lunch does not know: '\(key.prefix(40))' (known: host, port, dbname, user, password, sslmode, team)"
    }

    public static func teamBadTeamName(_ value: String) -> String {
        "a team name is 1–32 of a-z, 0-9, _ and -, starting with a letter or digit: not '\(value.prefix(40))'"
    }

    static let teamURLSeveralHosts = "the team URL names several hosts; give one"
}
