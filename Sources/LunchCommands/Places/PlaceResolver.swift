import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Finds the place a `PlaceReference` names: a row number of the last list, a place id,
/// or a unique name prefix (case- and accent-insensitive). An ambiguous prefix lists candidates
/// (with `listing`, as numbered rows that become the last list: `AmbiguousPlace`).
public struct PlaceResolver {
    private let places: PlaceLookup

    public init(_ places: PlaceLookup) {
        self.places = places
    }

    public func resolve(_ reference: PlaceReference) throws -> Int {
        let ref = reference.text, words = reference.words
        if reference.isCurrent {
            // The current place, or the message a user sees when nothing names a place.
            guard let current = places.store.state.currentPlace else { throw UserError(Messages.refNeeded) }
            guard let index = places.catalog.index(ofID: current) else { throw UserError(Messages.placeGone(current)) }
            return index
        }
        let list = places.store.state.currentList
        if reference.row != nil {
            guard let n = Int(ref), n >= 1, n <= list.count else {
                throw UserError(Messages.rowOutOfRange(ref, count: list.count))
            }
            guard let index = places.catalog.index(ofID: list[n - 1]) else { throw UserError(Messages.placeGone(list[n - 1])) }
            return index
        }
        // Any id lunch prints (`osm:`, `google:`, the `geo:` of GeoJSON places without one).
        if let index = places.catalog.index(ofID: ref) { return index }
        let matches = places.catalog.places(withNamePrefix: ref, limit: 200)
        guard !matches.isEmpty else {
            // `fav 1 2`, `show osm:node/1 x`: a row or an id, then words that belong to no REF.
            if words.count > 1, let first = words.first, PlaceReference.isRowNumber(first) || first.contains(":") {
                throw UserError(Messages.extraAfterRef(PlaceReference.isRowNumber(first) ? "row \(first)" : first, extra: words[1]))
            }
            throw UserError(Self.looksLikeID(ref) ? Messages.noSuchID(ref) : Messages.noSuchName(ref))
        }
        // An exact name wins over longer names that start with it.
        let folded = TextFolding.fold(ref)
        let exact = matches.filter { TextFolding.fold(places.catalog.name(at: $0)) == folded }
        if matches.count == 1 { return matches[0] }
        if exact.count == 1 { return exact[0] }
        let total = places.catalog.countOfNames(withPrefix: ref)
        if let listing = places.listing {
            let fits = exact.count > 1 ? exact : matches
            throw AmbiguousPlace(name: ref, count: exact.count > 1 ? exact.count : max(total, matches.count), listing: listing(fits))
        }
        let examples = matches.prefix(4).map { i -> String in
            let p = places.catalog.place(at: i)
            return "\(p.name) (\(p.id))"
        }
        throw UserError(Messages.ambiguousName(ref, count: total, examples: examples))
    }

    /// The id on row `reference` of the last list, when it is a row number in range (the
    /// place may no longer be in the catalog: `vote` on a teammate's place).
    public func listedID(_ reference: PlaceReference) -> String? {
        let list = places.store.state.currentList
        guard reference.row != nil, let n = Int(reference.text), n >= 1, n <= list.count else { return nil }
        return list[n - 1]
    }

    /// The schemes of the ids lunch gives places, and `osm:node/1`-like text.
    static let idSchemes = ["osm:", "google:", "geo:"]

    /// True when `ref` is written as an id: a REF that names nothing is then reported as an id.
    static func looksLikeID(_ ref: String) -> Bool {
        !ref.contains(" ") && (idSchemes.contains { ref.hasPrefix($0) } || (ref.contains(":") && ref.contains("/")))
    }
}
