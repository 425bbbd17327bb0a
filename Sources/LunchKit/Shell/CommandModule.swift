import ArgumentParser

/// One shell command: its arguments are declared once, as an ArgumentParser command
/// (name, abstract, usage, examples, arguments); that declaration drives `help`,
/// `help CMD`, argument errors and completion. The module wires the command's
/// interactor, presenter and router together.
public protocol CommandModule {
    associatedtype Arguments: ParsableCommand

    /// Runs the parsed command. Throws `UserError` for anything the user can fix.
    func run(_ arguments: Arguments) throws -> CommandResponse

    /// Candidates for the word being typed. Default: none.
    func complete(_ request: CompletionRequest) -> [Candidate]
}

extension CommandModule {
    public func complete(_ request: CompletionRequest) -> [Candidate] { [] }
}
