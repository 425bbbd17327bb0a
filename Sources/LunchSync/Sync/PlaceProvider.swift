import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// A source `sync` can fetch places from: OpenStreetMap's Overpass API or Google Places
/// API (New). The answer is a body `PlaceFileReader` reads.
public protocol PlaceProvider {
    /// `overpass` or `google`: the cache key and the word after `sync`.
    var key: String { get }
    /// How the report names it.
    var title: String { get }
    /// The host it asks (`overpass-api.de`), for the spinner.
    var host: String { get }
    func fetch(around centre: Coordinate, radius: Double, cancelled: @escaping @Sendable () -> Bool) throws -> Data
}

extension OverpassProvider: PlaceProvider {
    public var key: String { "overpass" }
    public var title: String { "OpenStreetMap (Overpass)" }
    public var host: String { endpoint.host ?? "the Overpass server" }
}
