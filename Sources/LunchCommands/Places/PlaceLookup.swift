import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What a REF is read against, both to resolve it (`PlaceResolver`) and to complete it
/// (`PlaceCompleter`): the catalog, the last list (in the store) and, optionally, how
/// the places one name fits are listed (numbered, nearest first, as `show NAME` does).
public struct PlaceLookup {
    let catalog: Catalog
    let store: Store
    let listing: (([Int]) -> CommandResponse)?

    public init(catalog: Catalog, store: Store, listing: (([Int]) -> CommandResponse)? = nil) {
        self.catalog = catalog
        self.store = store
        self.listing = listing
    }
}
