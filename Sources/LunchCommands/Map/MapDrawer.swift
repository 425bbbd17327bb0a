import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Draws a list of place ids as a map around the current location: used by `map` and,
/// after `view map`, above every list.
public struct MapDrawer {
    private let catalog: Catalog
    private let whereabouts: Whereabouts
    private let renderer: MapRenderer
    /// The screen, asked for each map: its width replaces the renderer's when known.
    public let screen: () -> ScreenSize
    /// The walkable ways drawn under the places, and routes (nil: places only).
    private let walks: Walks?

    public init(catalog: Catalog, whereabouts: Whereabouts, renderer: MapRenderer,
                screen: @escaping () -> ScreenSize = { .unlimited }, walks: Walks? = nil) {
        self.walks = walks
        self.catalog = catalog
        self.whereabouts = whereabouts
        self.renderer = renderer
        self.screen = screen
    }

    /// The most rows a map marks.
    public static let maximumMarks = 99

    /// The smallest and largest radius a map is drawn at: the scale bar's shortest and
    /// longest steps always fit, and no point can wrap around the Earth.
    public static let radiusRange = 50.0...Radius.maximumMetres

    /// The width the map is drawn for: the screen's, else the renderer's (80 by default).
    public var columns: Int { screen().columns ?? renderer.columns }

    /// The map lines, or nil when there is no location. `radius` nil: fit the places.
    public func draw(_ ids: [String], radius: Double?) -> String? {
        picture(ids, radius: radius)?.text
    }

    /// The map as `picture` draws it, as text, and how many rows were off the map.
    public func drawing(_ ids: [String], radius: Double?, rows: Int? = nil,
                        marks limit: Int = maximumMarks, routeTo: String? = nil) -> (text: String, offMap: Int)? {
        picture(ids, radius: radius, rows: rows, marks: limit, routeTo: routeTo).map { ($0.text, $0.offMap) }
    }

    /// A drawn map: the frame and the scale bar, and the line under them (rows off the
    /// map, or what a zoomed map shows).
    public struct Picture: Equatable, Sendable {
        public var lines: [String]
        public var note: String?
        public var offMap: Int
        public var text: String { (lines + [note].compactMap { $0 }).joined(separator: "\n") }
    }

    /// The map, and how many of the rows it draws were too far away for its scale (a
    /// line under the map says so): a list made elsewhere (`at` after `near`, or a
    /// `search` across the catalog) is never squeezed onto a map whose bar would lie.
    /// `columns`: the width it takes (nil: the screen's); `rows`: the lines inside the
    /// frame (nil: as the width asks); `marks`: how many of the first rows are drawn;
    /// `routeTo`: a place id whose walk from the location is drawn along the ways;
    /// `zoomTo`: a place id: when its row shares its label with others (`4+`), the map
    /// zooms in around them so that each gets its own. Without a `radius` the map is
    /// fitted to you and the rows (its middle theirs, a blank cell inside the frame).
    public func picture(_ ids: [String], radius: Double?, columns: Int? = nil, rows: Int? = nil,
                        marks limit: Int = maximumMarks, routeTo: String? = nil, zoomTo: String? = nil) -> Picture? {
        guard let centre = whereabouts.current?.coordinate else { return nil }
        var renderer = renderer
        renderer.columns = columns ?? self.columns
        renderer.rows = rows
        let marks = ids.prefix(min(limit, Self.maximumMarks)).enumerated().compactMap { n, id -> MapRenderer.Mark? in
            catalog.index(ofID: id).map { MapRenderer.Mark(label: String(n + 1), coordinate: catalog.coordinate(at: $0)) }
        }
        let range = Self.radiusRange
        var focus: Coordinate?
        var scale: Double
        // How far from you a row off the map is: beyond the radius around you, or beyond
        // the reach of a frame fitted to the rows.
        var beyond = Geo.distanceText(range.upperBound)
        if let radius {
            scale = min(range.upperBound, max(range.lowerBound, radius))
            beyond = Geo.distanceText(scale)
        } else {
            // The frame holds you and every row within reach, a blank cell inside it.
            let near = marks.map(\.coordinate).filter { Geo.distance(centre, $0) <= range.upperBound }
            if near.isEmpty {
                scale = Radius.defaultMetres
                beyond = Geo.distanceText(scale)
            } else {
                let fit = renderer.fit(near + [centre], around: centre, minimumRadius: 100)
                scale = min(range.upperBound, fit.radius)
                if Geo.distance(fit.centre, centre) > 0.5 { focus = fit.centre }
            }
        }
        var zoomed: [String] = []
        if let zoomTo, let n = ids.firstIndex(of: zoomTo), n < marks.count {
            let members = renderer.cluster(of: String(n + 1), centre: centre, marks: marks, radius: scale, focus: focus)
            let points = marks.filter { members.contains($0.label) }.map(\.coordinate)
            if points.count > 1 {
                // The frame fitted to the group alone.
                let fit = renderer.fit(points, around: points[0], minimumRadius: range.lowerBound)
                focus = fit.centre
                zoomed = [String(n + 1)] + members.filter { $0 != String(n + 1) }
                scale = min(range.upperBound, fit.radius)
            }
        }
        let middle = focus ?? centre
        var streets: [(Coordinate, Coordinate)] = [], route: [Coordinate] = []
        if let walks, walks.hasNetwork {
            let (eastWest, northSouth) = renderer.extent(radius: scale)
            let dLat = northSouth * 1.1 / 111_195, dLon = eastWest * 1.1 / (111_195 * max(0.01, cos(middle.lat * .pi / 180)))
            streets = walks.streets(lat: (middle.lat - dLat)...(middle.lat + dLat), lon: (middle.lon - dLon)...(middle.lon + dLon))
            if let id = routeTo, let index = catalog.index(ofID: id) {
                route = walks.route(from: centre, to: catalog.coordinate(at: index)) ?? []
            }
        }
        let lines = renderer.render(centre: centre, marks: marks, radius: scale, streets: streets, route: route, focus: focus)
        let offMap = marks.filter { renderer.cell(of: $0.coordinate, centre: middle, radius: scale) == nil }.count
        var notes: [String] = []
        if !zoomed.isEmpty {
            notes.append(Messages.mapZoomed(rows: zoomed))
        } else if offMap > 0 {
            notes.append(Messages.rowsOffMap(offMap, of: marks.count, beyond: beyond))
        }
        let merged = renderer.merged(centre: centre, marks: marks, radius: scale, focus: focus)
        if !merged.isEmpty { notes.append(Messages.mapMerged(merged, width: self.columns)) }
        let note = notes.isEmpty ? nil : notes.joined(separator: "; ")
        return Picture(lines: lines, note: note, offMap: offMap)
    }
}
