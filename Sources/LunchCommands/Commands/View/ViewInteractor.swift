import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Saves whether lists also draw the map (undoable).
public struct ViewInteractor {
    let store: Store

    public func set(_ mode: ViewMode) throws -> ViewMode {
        let old = store.state.preferences
        var next = old
        next.mapView = mode == .map
        if next != old { try store.send(.setPreferences(next), undo: .setPreferences(old), what: "view \(mode.rawValue)") }
        return mode
    }
}
