import ArgumentParser

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
    /// The use case is the store's own: it takes back this session's newest undoable
    /// change and says what it was (nil when there was none).
    static func feature(_ c: CommandContext) -> Feature<Self, String?>? {
        let store = c.store
        return Feature(interact: { _ in try store.undo() }, present: UndoPresenter().present)
    }
}
