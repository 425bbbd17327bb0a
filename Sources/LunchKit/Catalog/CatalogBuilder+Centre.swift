extension CatalogBuilder {
    /// Where lunch starts when no location is set: the busiest part of the catalog. The
    /// 0.02° cell (about 2 km) whose block of nine cells (it and its neighbours) holds the
    /// most places, at the median latitude and longitude of those places. (The mean or
    /// median of a catalog spread over several cities lies between them, where nothing is.)
    static func centre(_ places: [Place]) -> Coordinate {
        guard !places.isEmpty else { return Coordinate(lat: 0, lon: 0) }
        var counts: [Int64: Int] = [:]
        for place in places { counts[cellKey(busyCell(place.coordinate)), default: 0] += 1 }
        var best: (count: Int, lat: Int, lon: Int)?
        for (key, _) in counts {
            let lat = Int(key >> 32), lon = Int(Int32(truncatingIfNeeded: key))
            var sum = 0
            for dLat in -1...1 { for dLon in -1...1 { sum += counts[cellKey((lat + dLat, lon + dLon))] ?? 0 } }
            // Ties: the southernmost, then westernmost, block (the same answer on every run).
            if best.map({ sum > $0.count || (sum == $0.count && (lat, lon) < ($0.lat, $0.lon)) }) ?? true {
                best = (sum, lat, lon)
            }
        }
        guard let best else { return places[0].coordinate }
        let block = places.filter { let c = busyCell($0.coordinate); return abs(c.lat - best.lat) <= 1 && abs(c.lon - best.lon) <= 1 }
        let middle = block.count / 2
        return Coordinate(lat: element(middle, inOrderOf: block.map(\.coordinate.lat)),
                          lon: element(middle, inOrderOf: block.map(\.coordinate.lon)))
    }

    private static let busyCellDegrees = 0.02

    private static func busyCell(_ c: Coordinate) -> (lat: Int, lon: Int) {
        (Int((c.lat / busyCellDegrees).rounded(.down)), Int((c.lon / busyCellDegrees).rounded(.down)))
    }

    private static func cellKey(_ cell: (lat: Int, lon: Int)) -> Int64 {
        Int64(cell.lat) << 32 | Int64(UInt32(truncatingIfNeeded: cell.lon))
    }

    /// What `values.sorted()[k]` is, without sorting them all (quickselect).
    static func element(_ k: Int, inOrderOf values: [Double]) -> Double {
        var a = values
        var low = 0, high = a.count - 1
        while low < high {
            let x = a[low], y = a[(low + high) / 2], z = a[high]
            let pivot = max(min(x, y), min(max(x, y), z))
            var i = low, j = high
            while i <= j {
                while a[i] < pivot { i += 1 }
                while a[j] > pivot { j -= 1 }
                if i <= j {
                    a.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { return a[k] }
        }
        return a[k]
    }
}
