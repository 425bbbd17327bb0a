import LunchState

/// `undo`: takes back this session's newest undoable change and says what it was (nil
/// when there was none). Each change's undo is an action of its own (a rating's is
/// `.unrate`, which a team's effect takes back for the team too).
public struct UndoInteractor {
    let store: Store

    public init(store: Store) {
        self.store = store
    }

    public func undo() throws -> String? {
        try store.undo()
    }
}
