/// Takes back the newest undoable change of this session.
public struct UndoInteractor {
    private let store: Store

    public init(store: Store) {
        self.store = store
    }

    /// What was undone, or nil when there was nothing.
    public func undo() throws -> String? {
        try store.undo()
    }
}
