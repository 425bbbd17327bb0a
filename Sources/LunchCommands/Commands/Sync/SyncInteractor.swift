import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Fetches (or reads the kept answer), merges into the saved catalog, switches to it.
/// The store's `isLoading` is on while it runs, so the spinner turns.
public struct SyncInteractor {
    public struct Result: Equatable {
        public var counts: CatalogMerger.Counts
        public var skipped: Int
        public var fromCache: Bool
        public var source: String
    }

    /// Where to ask and where answers are kept.
    let settings: SyncSettings, cache: SyncCache
    /// The saved catalog merged into, and the catalog the shell uses, switched after.
    let saved: SavedCatalog, catalog: Catalog
    let store: Store, whereabouts: Whereabouts
    /// True once Ctrl-C asked to stop waiting.
    let cancelled: @Sendable () -> Bool

    /// The provider and radius asked for (or the defaults); `fresh` skips a kept answer.
    public func sync(_ request: SyncRequest, fresh: Bool) throws -> Result {
        let provider = try settings.provider(named: request.provider)
        let radius = request.radius?.metres ?? store.state.preferences.radiusMetres ?? Radius.defaultMetres
        guard let centre = whereabouts.current?.coordinate else { throw UserError(Messages.noLocation) }
        let kept = fresh ? nil : cache.fresh(provider: provider.key, centre: centre, radius: radius)
        // A kept answer that does not read (truncated, garbage) is dropped and asked for again.
        if let kept, let read = try? PlaceFileReader.read(kept) {
            return try merge(read, fromCache: true, source: provider.title)
        } else if kept != nil {
            cache.drop(provider: provider.key, centre: centre, radius: radius)
        }
        // The answer's bytes are gone when `fetch` returns, before the merge needs the memory.
        return try merge(try fetch(provider, centre: centre, radius: radius), fromCache: false, source: provider.title)
    }

    /// Asks the server, reads the answer as `import` reads a file, and keeps it.
    private func fetch(_ provider: any PlaceProvider, centre: Coordinate, radius: Double) throws -> PlaceReadResult {
        let body: Data
        do {
            try store.send(.loadingStarted(Messages.asking(provider.title, host: provider.host)))
            defer { try? store.send(.loadingFinished) }
            body = try provider.fetch(around: centre, radius: radius, cancelled: cancelled)
        }
        let read: PlaceReadResult
        do {
            read = try PlaceFileReader.read(body)
        } catch {
            throw UserError(Messages.syncNotJSON)
        }
        cache.store(body, provider: provider.key, centre: centre, radius: radius)
        return read
    }

    private func merge(_ read: PlaceReadResult, fromCache: Bool, source: String) throws -> Result {
        let (merged, counts) = try saved.merge(read.places, walks: read.walkNetwork, areas: read.areas.areas)
        catalog.replace(with: merged)
        return Result(counts: counts, skipped: read.skipped, fromCache: fromCache, source: source)
    }
}
