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
        Self.sortedByDistance(within(radius, of: centre))
    }

    /// The same places in the same order, ordered only as far as they are read: `near`'s
    /// first page and its count without sorting every place found.
    public func nearby(_ centre: Coordinate, radius: Double) -> NearHits {
        NearHits(within(radius, of: centre))
    }

    /// Every place within `radius` metres of `centre`, in no particular order.
    func within(_ radius: Double, of centre: Coordinate) -> [Hit] {
        // A location off the earth (a damaged state.json, found by fuzz-state) has nothing near.
        guard centre.isValid else { return [] }
        let keys = image.section(.gridKeys, as: Int64.self)
        let starts = image.section(.gridStarts, as: UInt32.self)
        let members = image.sectionOnDemand(.gridMembers, as: UInt32.self)
        let memberLat = image.sectionOnDemand(.gridLat, as: Double.self)
        let memberLon = image.sectionOnDemand(.gridLon, as: Double.self)
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
                    let cellMembers = Int(starts[k])..<Int(starts[k + 1])
                    image.load(.gridMembers, as: UInt32.self, cellMembers)
                    image.load(.gridLat, as: Double.self, cellMembers)
                    image.load(.gridLon, as: Double.self, cellMembers)
                    for m in cellMembers {
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
        return hits
    }

    /// Nearest first, equal distances by place: the order of sorting on (distance, index),
    /// by a radix sort on the distance's bits (a distance is never negative, so its bits
    /// order as it does), then each run of equal distances put in place order.
    static func sortedByDistance(_ hits: [Hit]) -> [Hit] {
        guard hits.count > 64 else {
            return hits.sorted { $0.distance < $1.distance || ($0.distance == $1.distance && $0.index < $1.index) }
        }
        var from = hits, to = hits
        // Eight passes of one byte each; the counts of all eight are taken in one reading.
        var counts = [Int](repeating: 0, count: 8 * 256)
        from.withUnsafeMutableBufferPointer { a in
            to.withUnsafeMutableBufferPointer { b in
                counts.withUnsafeMutableBufferPointer { counts in
                    for h in a {
                        var bits = h.distance.bitPattern
                        for pass in 0..<8 {
                            counts[pass << 8 | Int(bits & 255)] += 1
                            bits >>= 8
                        }
                    }
                    var source = a, target = b
                    for pass in 0..<8 {
                        let c = UnsafeMutableBufferPointer(rebasing: counts[(pass << 8)..<(pass << 8 + 256)])
                        // Every key has the same byte here: nothing to move.
                        if c.contains(source.count) { continue }
                        var total = 0
                        for i in 0..<256 {
                            let n = c[i]
                            c[i] = total
                            total += n
                        }
                        let shift = UInt64(pass * 8)
                        for h in source {
                            let digit = Int((h.distance.bitPattern >> shift) & 255)
                            target[c[digit]] = h
                            c[digit] += 1
                        }
                        swap(&source, &target)
                    }
                    if source.baseAddress != a.baseAddress { a.baseAddress!.update(from: source.baseAddress!, count: a.count) }
                }
            }
        }
        var start = 0
        while start < from.count {
            var end = start + 1
            while end < from.count, from[end].distance == from[start].distance { end += 1 }
            if end - start > 1 { from[start..<end].sort { $0.index < $1.index } }
            start = end
        }
        return from
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
