import ArgumentParser
import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `undo`.
struct UndoArguments: ParsableCommand {
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

extension UndoArguments: ShellCommand {
    static var takesWords: Bool { false }

    /// The use case is the store's own: it takes back this session's newest undoable
    /// change and says what it was (nil when there was none). Undoing a rating in a team
    /// takes it back for the team too (`unrate`).
    static func feature(_ c: CommandContext) -> Feature<Self, String?>? {
        let store = c.store, team = c.team
        return Feature(interact: { _ in
            let inverse = store.undoStack.last?.inverse
            let undone = try store.undo()
            if undone != nil, case .removeVisit(let id)? = inverse, let visit = UUID(uuidString: id) {
                team?.recordAlongside(.unrate(visit: visit), id: UUID())
            }
            return undone
        }, present: UndoPresenter().present)
    }
}
