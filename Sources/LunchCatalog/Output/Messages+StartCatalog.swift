import LunchStorage
import LunchText

/// Messages about the catalog a start uses.
extension Messages {
    public static let sampleMissing = "the sample catalog is missing from this installation"
}
