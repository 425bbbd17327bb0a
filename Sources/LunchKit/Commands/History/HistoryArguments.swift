import ArgumentParser

/// `history [N]`.
struct HistoryArguments: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "show the command history (newest last)",
        usage: "history [N]",
        discussion: """
        N limits the list to the last N lines. History is kept in the state dir,
        skips lines starting with a space, and keeps the newest 1,000 lines.
        examples:
          history
          history 20
        """
    )

    @Argument(help: "how many of the newest lines")
    var count: Int?

    func validate() throws {
        if let count, count < 1 { throw ValidationError("N must be a whole number of 1 or more") }
    }
}

extension HistoryArguments: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, [HistoryInteractor.Entry]>? {
        let interactor = HistoryInteractor(history: c.history)
        return Feature(interact: { interactor.entries(last: $0.count) }, present: HistoryPresenter().present)
    }
}
