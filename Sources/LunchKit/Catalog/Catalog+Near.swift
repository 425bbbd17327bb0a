import Foundation

extension Catalog {
    /// One place found by a query, with its distance from the query point.
    public struct Hit: Sendable, Equatable {
        public var index: Int
        public var distance: Double
    }

    /// Every place within `radius` metres of `centre`, nearest first. Looks only at the
    /// grid cells that overlap the circle's bounding box.
    public func near(_ centre: Coordinate, radius: Double) -> [Hit] {
        // A location off the earth (a damaged state.json, found by fuzz-state) has nothing near.
        guard centre.isValid else { return [] }
        let keys = image.section(.gridKeys, as: Int64.self)
        let starts = image.section(.gridStarts, as: UInt32.self)
        let members = image.section(.gridMembers, as: UInt32.self)
        let memberLat = image.section(.gridLat, as: Double.self)
        let memberLon = image.section(.gridLon, as: Double.self)
        let cell = CatalogBuilder.cellDegrees
        let dLat = radius / Geo.earthRadiusMetres * 180 / .pi
        let minLat = max(-90, centre.lat - dLat), maxLat = min(90, centre.lat + dLat)
        let cosLat = min(cos(minLat * .pi / 180), cos(maxLat * .pi / 180))
        let dLon = cosLat > 1e-6 ? dLat / cosLat : 360
        var lonRanges: [(Double, Double)] = []
        if dLon >= 180 || minLat <= -90 || maxLat >= 90 {
            lonRanges = [(-180, 180)]
        } else {
            let lo = centre.lon - dLon, hi = centre.lon + dLon
            if lo < -180 { lonRanges = [(lo + 360, 180), (-180, hi)] }
            else if hi > 180 { lonRanges = [(lo, 180), (-180, hi - 360)] }
            else { lonRanges = [(lo, hi)] }
        }
        var hits: [Hit] = []
        // Geo.distance with the centre's part computed once: the same operations in the same
        // order, so the same distances to the last bit.
        let φ1 = centre.lat * .pi / 180, cosφ1 = cos(φ1)
        var row = (minLat / cell).rounded(.down)
        while row * cell <= maxLat {
            for (lo, hi) in lonRanges {
                let lonLow = lo, lonHigh = hi
                let first = CatalogBuilder.cellKey(lat: row * cell + cell / 2, lon: lo)
                let last = CatalogBuilder.cellKey(lat: row * cell + cell / 2, lon: hi)
                var k = lowerBound(keys, first)
                while k < keys.count, keys[k] <= last {
                    for m in Int(starts[k])..<Int(starts[k + 1]) {
                        let la = memberLat[m], lo = memberLon[m]
                        // The bounding box first: cheap, and most of a cell's corners fail it.
                        guard la >= minLat, la <= maxLat, lo >= lonLow, lo <= lonHigh else { continue }
                        let φ2 = la * .pi / 180
                        let sφ = sin((φ2 - φ1) / 2), sλ = sin((lo - centre.lon) * .pi / 180 / 2)
                        let h = sφ * sφ + cosφ1 * cos(φ2) * sλ * sλ
                        let d = 2 * Geo.earthRadiusMetres * asin(min(1, sqrt(h)))
                        if d <= radius { hits.append(Hit(index: Int(members[m]), distance: d)) }
                    }
                    k += 1
                }
            }
            row += 1
        }
        hits.sort { $0.distance < $1.distance || ($0.distance == $1.distance && $0.index < $1.index) }
        return hits
    }

    func lowerBound(_ keys: UnsafeBufferPointer<Int64>, _ key: Int64) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
