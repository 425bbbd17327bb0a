/// Where distances are measured from: the location set with `at`, else the catalog's centre.
public struct Whereabouts {
    private let store: Store
    private let catalog: Catalog?

    public init(store: Store, catalog: Catalog?) {
        self.store = store
        self.catalog = catalog
    }

    public static let centreName = "the centre of the catalog"

    public var current: Location? {
        if let location = store.state.location { return location }
        return catalog?.centre.map { Location(coordinate: $0, name: Self.centreName) }
    }

    /// `Kamppi` or `60.17000, 24.94000`, for messages.
    public var description: String {
        guard let current else { return "nowhere" }
        return current.name ?? current.coordinate.text
    }
}
