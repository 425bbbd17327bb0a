import ArgumentParser

/// `history [N]`.
public struct HistoryArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "show the command history (newest last)",
        usage: "history [N]",
        discussion: """
        N limits the list to the last N lines. History is kept in the state dir,
        skips lines starting with a space, and keeps the newest 1,000 lines
        (so N is 1 to 1000).
        examples:
          history
          history 20
        """
    )

    @Argument(help: "how many of the newest lines")
    public var count: String?

    public init() {}

    /// N as a number (checked by `validate`).
    public var lines: Int? { count.flatMap { Int($0) } }

    /// Read here, not by the parser, whose wording ("the value … is invalid for '<count>'") says less.
    public func validate() throws {
        guard let count else { return }
        guard let n = Int(count), (1...HistoryStore.defaultLimit).contains(n) else {
            throw ValidationError(Messages.badHistoryCount(count, limit: HistoryStore.defaultLimit))
        }
    }
}
