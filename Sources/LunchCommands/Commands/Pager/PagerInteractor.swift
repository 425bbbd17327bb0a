import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Saves when output goes through the pager (undoable), or reads it.
public struct PagerInteractor {
    /// The setting in force, and whether this command changed it.
    public typealias Result = (setting: PagerSetting, changed: Bool)

    let store: Store

    public func set(_ setting: PagerSetting?) throws -> Result {
        let old = store.state.preferences
        guard let setting else { return (old.pager ?? .on, false) }
        var next = old
        next.pager = setting
        let changed = (old.pager ?? .on) != setting
        if next != old { try store.send(.setPreferences(next), undo: .setPreferences(old), what: "pager \(setting.rawValue)") }
        return (setting, changed)
    }
}
