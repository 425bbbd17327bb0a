/// Takes back the newest undoable change of this session.
public struct UndoInteractor {
    let store: Store

    /// What was undone, or nil when there was nothing.
    public func undo() throws -> String? {
        try store.undo()
    }
}
