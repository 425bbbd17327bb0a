/// The lines the team's connection gives (shown by the shell after `team:`).
enum TeamMessages {
    static let nulRefused = "text with a NUL character cannot be stored"
    static let sslModeUnsupported = "sslmode needs TLS, which could not be set up"
    static func migrationFailed(_ line: String) -> String { "could not create or update the team's schema: \(line)" }
}
