import LunchStorage
import LunchText

/// Whether a command's answer was made from a catalog file that changed on disk under the
/// shell: such a file's changed part reads as zeros (`ImageFile`), and zeros are valid
/// rows (place 0, blank records), so that answer is withheld rather than shown. `start`
/// before the command, `problem` after it (before its answer is shown or followed).
public final class CatalogDamageWatch: @unchecked Sendable {
    private let catalog: Catalog
    private var image: ObjectIdentifier?
    private var reads = 0

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func start() {
        let current = catalog.image
        image = ObjectIdentifier(current)
        reads = current.zeroedReads
    }

    /// The error to give instead of the answer, when the command read changed bytes (a
    /// catalog it switched to, as `import` does, counts from none).
    public func problem() -> String? {
        let current = catalog.image
        let before = ObjectIdentifier(current) == image ? reads : 0
        return current.zeroedReads > before ? Messages.catalogAnswerWithheld : nil
    }
}
