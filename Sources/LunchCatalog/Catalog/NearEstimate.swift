import Foundation
import LunchStorage
import LunchText

extension Catalog {
    /// The haversine term of a distance (`h`, which grows with it: `d = 2R·asin(√h)`)
    /// estimated with a few multiplications instead of three sines, a cosine and an arcsine,
    /// and a bound on the estimate's error that holds everywhere in a small box. Places
    /// whose estimate is clearly inside or outside the circle are decided by it; only those
    /// within the error of the edge are measured exactly, and distances only as `near`
    /// reads its rows (`NearHits`).
    ///
    /// With a = Δφ/2, b = Δλ/2 (radians), h = sin²a + cos φ₁·cos φ₂·sin²b. The estimate is
    /// a² + cos φ₁·(cos φ₁ − sin φ₁·Δφ)·b². Since 0 ≤ x² − sin²x ≤ x⁴/3 and
    /// |cos φ₂ − (cos φ₁ − sin φ₁·Δφ)| ≤ Δφ²/2 + |Δφ|³/6 ≤ Δφ², the error is at most
    /// A⁴/3 + B⁴/3 + 4A²B² where A and B bound |a| and |b| in the box, plus rounding.
    struct HaversineEstimate {
        let lat0: Double, lon0: Double
        let cos0: Double, sin0: Double
        /// |h − estimate| is at most this for every place in the box (rounding included).
        let error: Double
        /// An estimate at most `inside` is within the radius; at least `outside`, beyond it.
        let inside: Double, outside: Double
        /// Every estimate of a place within the radius is below this.
        let ceiling: Double

        static let degrees = Double.pi / 180

        /// Nil where the estimate is not used: large circles, near a pole, across the
        /// antimeridian (the exact scan serves those).
        init?(centre: Coordinate, radius: Double, box: NearBox) {
            guard centre.isValid, radius > 0, radius <= 100_000, box.lonRanges.count == 1,
                  box.minLat > -80, box.maxLat < 80 else { return nil }
            let (lonLow, lonHigh) = box.lonRanges[0]
            guard lonLow > -180, lonHigh < 180 else { return nil }
            lat0 = centre.lat
            lon0 = centre.lon
            cos0 = cos(lat0 * Self.degrees)
            sin0 = sin(lat0 * Self.degrees)
            let a = max(lat0 - box.minLat, box.maxLat - lat0) * Self.degrees / 2 * (1 + 1e-12)
            let b = max(lon0 - lonLow, lonHigh - lon0) * Self.degrees / 2 * (1 + 1e-12)
            guard a < 0.01, b < 0.05 else { return nil }
            let a2 = a * a, b2 = b * b
            // The series' remainders, then the rounding of both computations (relative to
            // h's size, and absolute from the angles' own rounding at up to π radians).
            error = (a2 * a2 + b2 * b2) / 3 + 4 * a2 * b2 + 1e-13 * (a2 + b2) + 1e-14 * (a + b)
            let threshold = sin(radius / Geo.earthRadiusMetres / 2)
            let hr = threshold * threshold
            // The exact computation's own rounding is far below one part in a billion.
            inside = hr * (1 - 1e-9) - error
            outside = hr * (1 + 1e-9) + error
            ceiling = outside
        }

        @inline(__always)
        func estimate(_ la: Double, _ lo: Double) -> Double {
            let dφ = (la - lat0) * Self.degrees, dλ = (lo - lon0) * Self.degrees
            let a = dφ / 2, b = dλ / 2
            return a * a + cos0 * (cos0 - sin0 * dφ) * (b * b)
        }
    }

    /// `nearby` through the estimate: the count exact, distances measured only where a
    /// place is near the edge; nil where the estimate is not used.
    func estimatedNearby(_ centre: Coordinate, radius: Double) -> NearHits? {
        let box = NearBox(centre: centre, radius: radius)
        guard let estimate = HaversineEstimate(centre: centre, radius: radius, box: box) else { return nil }
        let exact = ExactDistance(centre)
        var entries: [NearHits.Entry] = []
        // Estimates fall in [0, ceiling): counted in buckets, so the first page is found
        // with one pass over the places instead of a selection.
        let buckets = NearHits.bucketCount
        let scale = Double(buckets) / estimate.ceiling
        var histogram = [Int32](repeating: 0, count: buckets)
        histogram.withUnsafeMutableBufferPointer { histogram in
            box.forEachCell(in: self) { members, memberLat, memberLon, cellMembers, lonLow, lonHigh in
                for m in cellMembers {
                    let la = memberLat[m], lo = memberLon[m]
                    guard la >= box.minLat, la <= box.maxLat, lo >= lonLow, lo <= lonHigh else { continue }
                    let h = estimate.estimate(la, lo)
                    var distance = Double.nan
                    if h > estimate.inside {
                        guard h < estimate.outside else { continue }
                        distance = exact.metres(la, lo)
                        guard distance <= radius else { continue }
                    }
                    entries.append(NearHits.Entry(hit: Hit(index: Int(members[m]), distance: distance), key: h))
                    histogram[min(buckets - 1, Int(max(0, h) * scale))] += 1
                }
            }
        }
        // The image is held so that its coordinates stay valid (an import may replace it).
        let image = self.image, lat = self.lat, lon = self.lon
        return NearHits(estimated: entries, error: estimate.error, histogram: histogram, scale: scale) { index in
            withExtendedLifetime(image) { exact.metres(lat[index], lon[index]) }
        }
    }
}
