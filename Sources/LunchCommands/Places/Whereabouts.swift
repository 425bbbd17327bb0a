import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Where distances are measured from: the location set with `at`, else the busiest part
/// of the catalog (where the most places are).
public struct Whereabouts {
    private let store: Store
    private let catalog: Catalog?

    public init(store: Store, catalog: Catalog?) {
        self.store = store
        self.catalog = catalog
    }

    public static let centreName = "the busiest part of the catalog"

    public var current: Location? {
        if let location = store.state.location { return location }
        return catalog?.centre.map { Location(coordinate: $0, name: Self.centreName) }
    }

    /// True when no location is set and lunch assumes the busiest part of the catalog.
    public var isAssumed: Bool { store.state.location == nil && current != nil }

    /// `Kamppi` or `60.17000, 24.94000`, for messages.
    public var description: String {
        guard let current else { return "nowhere" }
        return current.name ?? current.coordinate.text
    }
}
