/// A command that failed, as the shell reports it.
struct ShellFailure: Sendable, Equatable {
    var command: String
    var message: String
}
