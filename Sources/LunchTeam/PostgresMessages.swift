/// The lines the team's server connection gives of its own (shown by the shell after `team:`).
enum PostgresMessages {
    static let nulRefused = "text with a NUL character cannot be stored"
    static let sslModeUnsupported = "sslmode needs TLS, which could not be set up"
}
