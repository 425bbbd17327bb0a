import Foundation

/// Draws a list of place ids as a map around the current location: used by `map` and,
/// after `view map`, above every list.
public struct MapDrawer {
    private let catalog: Catalog
    private let whereabouts: Whereabouts
    private let renderer: MapRenderer

    public init(catalog: Catalog, whereabouts: Whereabouts, renderer: MapRenderer) {
        self.catalog = catalog
        self.whereabouts = whereabouts
        self.renderer = renderer
    }

    /// The map lines, or nil when there is no location. `radius` nil: fit the places.
    public func draw(_ ids: [String], radius: Double?) -> String? {
        guard let centre = whereabouts.current?.coordinate else { return nil }
        let marks = ids.prefix(99).enumerated().compactMap { n, id -> MapRenderer.Mark? in
            catalog.index(ofID: id).map { MapRenderer.Mark(label: String(n + 1), coordinate: catalog.coordinate(at: $0)) }
        }
        let fit = marks.map { Geo.distance(centre, $0.coordinate) }.max().map { max(100, $0 * 1.1) } ?? Radius.defaultMetres
        return renderer.render(centre: centre, marks: marks, radius: radius ?? fit).joined(separator: "\n")
    }
}
