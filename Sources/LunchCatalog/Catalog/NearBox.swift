import Foundation
import LunchStorage
import LunchText

extension Catalog {
    /// The bounding box of a circle on the earth, as `near` scans it: latitudes
    /// `minLat...maxLat` and one or two longitude ranges (two across the antimeridian, the
    /// whole circle of longitude at a pole).
    struct NearBox {
        let minLat: Double, maxLat: Double
        let lonRanges: [(Double, Double)]

        init(centre: Coordinate, radius: Double) {
            let dLat = radius / Geo.earthRadiusMetres * 180 / .pi
            minLat = max(-90, centre.lat - dLat)
            maxLat = min(90, centre.lat + dLat)
            let cosLat = min(cos(minLat * .pi / 180), cos(maxLat * .pi / 180))
            let dLon = cosLat > 1e-6 ? dLat / cosLat : 360
            if dLon >= 180 || minLat <= -90 || maxLat >= 90 {
                lonRanges = [(-180, 180)]
            } else {
                let lo = centre.lon - dLon, hi = centre.lon + dLon
                if lo < -180 { lonRanges = [(lo + 360, 180), (-180, hi)] }
                else if hi > 180 { lonRanges = [(lo, 180), (-180, hi - 360)] }
                else { lonRanges = [(lo, hi)] }
            }
        }

        /// Every grid cell that overlaps the box, row by row: its members (place indices and
        /// their coordinates, present for `range`) and the longitude range it was found in.
        func forEachCell(in catalog: Catalog, _ body: (_ members: UnsafeBufferPointer<UInt32>,
                                                        _ lat: UnsafeBufferPointer<Double>,
                                                        _ lon: UnsafeBufferPointer<Double>,
                                                        _ range: Range<Int>, _ lonLow: Double, _ lonHigh: Double) -> Void) {
            let image = catalog.image
            let keys = image.section(.gridKeys, as: Int64.self)
            let starts = image.section(.gridStarts, as: UInt32.self)
            let members = image.sectionOnDemand(.gridMembers, as: UInt32.self)
            let memberLat = image.sectionOnDemand(.gridLat, as: Double.self)
            let memberLon = image.sectionOnDemand(.gridLon, as: Double.self)
            let cell = CatalogBuilder.cellDegrees
            var row = (minLat / cell).rounded(.down)
            while row * cell <= maxLat {
                for (lo, hi) in lonRanges {
                    let first = CatalogBuilder.cellKey(lat: row * cell + cell / 2, lon: lo)
                    let last = CatalogBuilder.cellKey(lat: row * cell + cell / 2, lon: hi)
                    var k = catalog.lowerBound(keys, first)
                    while k < keys.count, keys[k] <= last {
                        let cellMembers = Int(starts[k])..<Int(starts[k + 1])
                        image.load(.gridMembers, as: UInt32.self, cellMembers)
                        image.load(.gridLat, as: Double.self, cellMembers)
                        image.load(.gridLon, as: Double.self, cellMembers)
                        body(members, memberLat, memberLon, cellMembers, lo, hi)
                        k += 1
                    }
                }
                row += 1
            }
        }
    }
}
