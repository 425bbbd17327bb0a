import Foundation
import LunchStorage
import LunchText

/// Says once that the catalog's file changed on disk under the running shell
/// (`CatalogImage.changedOnDisk`): the first `take` after it happened gives the notice.
public final class CatalogChangeNotice: @unchecked Sendable {
    private let catalog: Catalog
    private let lock = NSLock()
    private var said = false

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func take() -> String? {
        lock.withLock {
            guard !said, catalog.image.changedOnDisk else { return nil }
            said = true
            return Messages.catalogChangedOnDisk
        }
    }
}
