import Foundation
import LunchStorage
import LunchText

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
    /// first page and its count without sorting every place found, and (in a small circle
    /// away from the poles and the antimeridian) without measuring every place exactly:
    /// `HaversineEstimate` decides all but those at the edge.
    public func nearby(_ centre: Coordinate, radius: Double) -> NearHits {
        estimatedNearby(centre, radius: radius) ?? NearHits(within(radius, of: centre))
    }

    /// Every place within `radius` metres of `centre`, in no particular order.
    func within(_ radius: Double, of centre: Coordinate) -> [Hit] {
        // A location off the earth (a damaged state.json, found by fuzz-state) has nothing near.
        guard centre.isValid else { return [] }
        let box = NearBox(centre: centre, radius: radius)
        var hits: [Hit] = []
        let exact = ExactDistance(centre)
        box.forEachCell(in: self) { members, memberLat, memberLon, cellMembers, lonLow, lonHigh in
            for m in cellMembers {
                let la = memberLat[m], lo = memberLon[m]
                // The bounding box first: cheap, and most of a cell's corners fail it.
                guard la >= box.minLat, la <= box.maxLat, lo >= lonLow, lo <= lonHigh else { continue }
                let d = exact.metres(la, lo)
                if d <= radius { hits.append(Hit(index: Int(members[m]), distance: d)) }
            }
        }
        return hits
    }

    /// `Geo.distance` from a fixed centre, with the centre's part computed once: the same
    /// operations in the same order, so the same distances to the last bit.
    struct ExactDistance {
        let centre: Coordinate
        let φ1: Double, cosφ1: Double

        init(_ centre: Coordinate) {
            self.centre = centre
            φ1 = centre.lat * .pi / 180
            cosφ1 = cos(φ1)
        }

        @inline(__always)
        func metres(_ la: Double, _ lo: Double) -> Double {
            let φ2 = la * .pi / 180
            let sφ = sin((φ2 - φ1) / 2), sλ = sin((lo - centre.lon) * .pi / 180 / 2)
            let h = sφ * sφ + cosφ1 * cos(φ2) * sλ * sλ
            return 2 * Geo.earthRadiusMetres * asin(min(1, sqrt(h)))
        }
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
