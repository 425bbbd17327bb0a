import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

/// The start centre is the median of the places in the busiest block of nine 0.02° cells,
/// the southernmost then westernmost on a tie: the same as counting every block's nine
/// cells one by one, on clustered places either side of the equator and the meridian.
@Suite struct CatalogBuilderCentreTests {
    static func expected(lat: [Double], lon: [Double]) -> Coordinate {
        func cell(_ i: Int) -> (Int, Int) { (Int((lat[i] / 0.02).rounded(.down)), Int((lon[i] / 0.02).rounded(.down))) }
        var counts: [Int: [Int: Int]] = [:]
        for i in lat.indices { counts[cell(i).0, default: [:]][cell(i).1, default: 0] += 1 }
        var best: (count: Int, lat: Int, lon: Int)?
        for (row, columns) in counts {
            for column in columns.keys {
                var sum = 0
                for dLat in -1...1 { for dLon in -1...1 { sum += counts[row + dLat]?[column + dLon] ?? 0 } }
                if best.map({ sum > $0.count || (sum == $0.count && (row, column) < ($0.lat, $0.lon)) }) ?? true {
                    best = (sum, row, column)
                }
            }
        }
        let block = lat.indices.filter { abs(cell($0).0 - best!.lat) <= 1 && abs(cell($0).1 - best!.lon) <= 1 }
        let lats = block.map { lat[$0] }.sorted(), lons = block.map { lon[$0] }.sorted()
        return Coordinate(lat: lats[lats.count / 2], lon: lons[lons.count / 2])
    }

    @Test func theBusiestBlockIsFoundAsCountingEveryBlockFindsIt() {
        var rng = SplitMix(seed: 7)
        func unit() -> Double { Double(rng.next() % 1_000_000) / 1_000_000 }
        for round in 0..<40 {
            var lat: [Double] = [], lon: [Double] = []
            let clusters = (0..<(1 + round % 5)).map { _ in (unit() * 0.2 - 0.1, unit() * 0.2 - 0.1) }
            for _ in 0..<(50 + round * 7) {
                let c = clusters[Int(rng.next() % UInt64(clusters.count))]
                lat.append(c.0 + unit() * 0.08)
                lon.append(c.1 + unit() * 0.08)
            }
            #expect(CatalogBuilder.centre(lat: lat, lon: lon) == Self.expected(lat: lat, lon: lon), "round \(round)")
        }
    }
}
