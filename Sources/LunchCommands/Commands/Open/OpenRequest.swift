import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `REF [TARGET]`, as `open` takes them: a last word that names a link (`osm`, `google`,
/// `apple`, `wikipedia`, `web`; any case) after at least one word of REF is the target.
public struct OpenRequest: Equatable, Sendable {
    /// The place.
    public var ref: PlaceReference
    /// Lower-case; nil for the place's own map (osm or google).
    public var target: String?

    public init(ref: PlaceReference, target: String? = nil) {
        self.ref = ref
        self.target = target
    }

    public init(_ words: [String]) throws {
        if words.count > 1, let last = words.last, PlaceLinks.targets.contains(last.lowercased()) {
            self.init(ref: try PlaceReference(Array(words.dropLast())), target: last.lowercased())
        } else {
            self.init(ref: try PlaceReference(words))
        }
    }
}
