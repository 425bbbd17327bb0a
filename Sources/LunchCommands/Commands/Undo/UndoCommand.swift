import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `undo`.
struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "take back the last change to favourites, visits or filters",
        usage: "undo",
        discussion: """
        Works back through this session's changes, newest first, and says what it undid.
        example:
          undo
        """
    )
}

extension UndoCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, UndoInteractor.Result?>? {
        let interactor = UndoInteractor(store: c.store)
        return Feature(interact: { _ in try interactor.undo() }, present: UndoPresenter().present)
    }
}
