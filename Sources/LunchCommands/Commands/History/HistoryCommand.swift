import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `history [N]`.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
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
    var count: String?

    /// N as a number (checked by `validate`).
    var lines: Int? { count.flatMap { Int($0) } }

    /// Read here, not by the parser, whose wording ("the value … is invalid for '<count>'") says less.
    func validate() throws {
        guard let count else { return }
        guard let n = Int(count), (1...HistoryStore.defaultLimit).contains(n) else {
            throw ValidationError(Messages.badHistoryCount(count, limit: HistoryStore.defaultLimit))
        }
    }
}

extension HistoryCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, [HistoryInteractor.Entry]>? {
        let interactor = HistoryInteractor(history: c.history)
        return Feature(interact: { interactor.entries(last: $0.lines) }, present: HistoryPresenter().present)
    }
}
