import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Finds the location in use: the one set with `at`, else the catalog's centre.
public struct WhereInteractor {
    public enum Result: Equatable {
        case set(Location)
        case fallback(Location)
        case none
    }

    private let store: Store
    private let fallback: () -> Location?

    public init(store: Store, fallback: @escaping () -> Location?) {
        self.store = store
        self.fallback = fallback
    }

    public func current() -> Result {
        if let location = store.state.location { return .set(location) }
        if let location = fallback() { return .fallback(location) }
        return .none
    }
}
