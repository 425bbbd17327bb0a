/// The lines the team's server connection gives of its own (shown by the shell after `team:`).
enum PostgresMessages {
    static let nulRefused = "text with a NUL character cannot be stored"
    static let sslModeUnsupported = "sslmode needs TLS, which could not be set up"
    static func upgradeNeedsOwner(from old: Int, to new: Int, _ why: String) -> String {
        "the team's database has schema version \(old) and this lunch needs \(new): its owner must connect once to upgrade it (\(why))"
    }
}
