/// The visits, newest first, and whether each place is still in the catalog.
public struct VisitsInteractor {
    public typealias Entry = (visit: Visit, inCatalog: Bool)

    let store: Store
    let catalog: Catalog

    public func visits() -> [Entry] {
        store.state.visits.enumerated()
            .sorted { $0.element.date != $1.element.date ? $0.element.date > $1.element.date : $0.offset > $1.offset }
            .map { ($0.element, catalog.index(ofID: $0.element.placeID) != nil) }
    }
}
