import Foundation

/// Fetches (or reads the kept answer), merges into the saved catalog, switches to it.
/// The store's `isLoading` is on while it runs, so the spinner turns.
public struct SyncInteractor {
    public struct Result: Equatable {
        public var counts: CatalogMerger.Counts
        public var skipped: Int
        public var fromCache: Bool
        public var source: String
    }

    let settings: SyncSettings
    let cache: SyncCache
    let saved: SavedCatalog
    let catalog: Catalog
    let store: Store
    let whereabouts: Whereabouts
    let cancelled: @Sendable () -> Bool

    /// `words`: an optional provider (`google`, `overpass`) and an optional radius.
    public func sync(_ words: [String], fresh: Bool) throws -> Result {
        var rest = words
        let named = rest.firstIndex { ["google", "overpass", "osm"].contains($0.lowercased()) }.map { rest.remove(at: $0).lowercased() }
        let provider = try settings.provider(named: named == "osm" ? "overpass" : named)
        guard rest.count <= 1 else { throw UserError(Messages.badRadius(rest.joined(separator: " "))) }
        let word = rest.first
        var radius = store.state.preferences.radiusMetres ?? Radius.defaultMetres
        if let word { radius = try Radius(parsing: word).metres }
        guard let centre = whereabouts.current?.coordinate else { throw UserError(Messages.noLocation) }
        var body = fresh ? nil : cache.fresh(provider: provider.key, centre: centre, radius: radius)
        let fromCache = body != nil
        if body == nil {
            try store.send(.loadingStarted)
            defer { try? store.send(.loadingFinished) }
            body = try provider.fetch(around: centre, radius: radius, cancelled: cancelled)
        }
        let read: PlaceReadResult
        do {
            read = try PlaceFileReader.read(body ?? Data())
        } catch {
            throw UserError(Messages.syncNotJSON)
        }
        if !fromCache, let body { cache.store(body, provider: provider.key, centre: centre, radius: radius) }
        let (merged, counts) = try saved.merge(read.places)
        catalog.replace(with: merged)
        return Result(counts: counts, skipped: read.skipped, fromCache: fromCache, source: provider.title)
    }
}
