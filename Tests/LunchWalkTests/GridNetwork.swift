import LunchWalk

/// A size × size grid of ways at the equator, `spacing` metres apart (within 1e-6 of
/// it): node (row, column) at lat = row·step, lon = column·step. Rows and columns are
/// ways; the ways of `stepsColumns` are steps.
struct GridNetwork {
    static let metresPerDegree = 6_371_008.8 * Double.pi / 180

    let size: Int
    let spacing: Double
    var step: Double { spacing / Self.metresPerDegree }

    func coordinate(_ row: Int, _ column: Int) -> WalkCoordinate {
        WalkCoordinate(lat: Double(row) * step, lon: Double(column) * step)
    }

    func id(_ row: Int, _ column: Int) -> Int64 { Int64(row * size + column + 1) }

    func build(stepsColumns: Set<Int> = []) -> WalkNetwork {
        var b = WalkNetworkBuilder()
        for r in 0..<size {
            b.add(wayTags: ["highway": "residential"], nodeIDs: (0..<size).map { id(r, $0) },
                  coordinates: (0..<size).map { coordinate(r, $0) })
        }
        for c in 0..<size {
            b.add(wayTags: ["highway": stepsColumns.contains(c) ? "steps" : "footway"], nodeIDs: (0..<size).map { id($0, c) },
                  coordinates: (0..<size).map { coordinate($0, c) })
        }
        return b.build()
    }
}
