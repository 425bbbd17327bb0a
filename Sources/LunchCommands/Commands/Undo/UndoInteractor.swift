import LunchState

/// `undo`: takes back this session's newest undoable change and says what it was (nil
/// when there was none). Each change's undo is an action of its own (a rating's is
/// `.unrate`, which a team's effect takes back for the team too).
public struct UndoInteractor {
    let store: Store

    /// What was undone; after a change to the filters, also the filters in force now.
    public struct Result: Equatable {
        public var what: String
        public var filters: Preferences?
    }

    public init(store: Store) {
        self.store = store
    }

    public func undo() throws -> Result? {
        var filterChange = false
        if case .setPreferences(let old) = store.undoStack.last?.inverse {
            var now = store.state.preferences
            // `view` and `pager` changes are not filter changes.
            now.mapView = old.mapView
            now.pager = old.pager
            filterChange = now != old
        }
        guard let what = try store.undo() else { return nil }
        return Result(what: what, filters: filterChange ? store.state.preferences : nil)
    }
}
