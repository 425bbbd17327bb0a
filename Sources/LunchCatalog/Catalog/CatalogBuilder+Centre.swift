import LunchStorage
import LunchText

extension CatalogBuilder {
    /// Where lunch starts when no location is set: the busiest part of the catalog. The
    /// 0.02° cell (about 2 km) whose block of nine cells (it and its neighbours) holds the
    /// most places, at the median latitude and longitude of those places. (The mean or
    /// median of a catalog spread over several cities lies between them, where nothing is.)
    /// `lat` and `lon` are the places' coordinates, in their order.
    static func centre(lat: [Double], lon: [Double]) -> Coordinate {
        guard !lat.isEmpty else { return Coordinate(lat: 0, lon: 0) }
        // Each cell's places counted: the cells' keys sorted (in latitude, then longitude
        // order), a run of equal keys is a cell.
        var keys = lat.indices.map { cellKey(busyCell(lat[$0], lon[$0])) }
        IntegerRadixSort.sort(&keys, fromBit: 0)
        var cells: [UInt64] = [], counts: [Int] = []
        for key in keys {
            if cells.last == key { counts[counts.count - 1] += 1 } else {
                cells.append(key)
                counts.append(1)
            }
        }
        // A block's three rows, each a run of keys (row, lon - 1)...(row, lon + 1): as the
        // cells go by in order, so do those runs, and a cursor per row follows them.
        var cursors = (0, 0, 0)
        func row(_ dLat: Int, _ lat: Int, _ lon: Int, from cursor: inout Int) -> Int {
            let low = cellKey((lat + dLat, lon - 1)), high = cellKey((lat + dLat, lon + 1))
            while cursor < cells.count, cells[cursor] < low { cursor += 1 }
            var sum = 0, j = cursor
            while j < cells.count, cells[j] <= high {
                sum += counts[j]
                j += 1
            }
            return sum
        }
        var best: (count: Int, lat: Int, lon: Int)?
        for key in cells {
            let (lat, lon) = cell(of: key)
            let sum = row(-1, lat, lon, from: &cursors.0) + row(0, lat, lon, from: &cursors.1) + row(1, lat, lon, from: &cursors.2)
            // Ties: the southernmost, then westernmost, block (the same answer on every run).
            if best.map({ sum > $0.count || (sum == $0.count && (lat, lon) < ($0.lat, $0.lon)) }) ?? true {
                best = (sum, lat, lon)
            }
        }
        guard let best else { return Coordinate(lat: lat[0], lon: lon[0]) }
        var blockLat: [Double] = [], blockLon: [Double] = []
        for i in lat.indices {
            let c = busyCell(lat[i], lon[i])
            if abs(c.lat - best.lat) <= 1 && abs(c.lon - best.lon) <= 1 {
                blockLat.append(lat[i])
                blockLon.append(lon[i])
            }
        }
        let middle = blockLat.count / 2
        return Coordinate(lat: element(middle, inOrderOf: blockLat), lon: element(middle, inOrderOf: blockLon))
    }

    private static let busyCellDegrees = 0.02

    private static func busyCell(_ lat: Double, _ lon: Double) -> (lat: Int, lon: Int) {
        (Int((lat / busyCellDegrees).rounded(.down)), Int((lon / busyCellDegrees).rounded(.down)))
    }

    /// A cell as an unsigned key in (latitude, longitude) order.
    private static func cellKey(_ cell: (lat: Int, lon: Int)) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: cell.lat) ^ 0x8000_0000) << 32 | UInt64(UInt32(truncatingIfNeeded: cell.lon) ^ 0x8000_0000)
    }

    private static func cell(of key: UInt64) -> (lat: Int, lon: Int) {
        (Int(Int32(bitPattern: UInt32(truncatingIfNeeded: key >> 32) ^ 0x8000_0000)),
         Int(Int32(bitPattern: UInt32(truncatingIfNeeded: key) ^ 0x8000_0000)))
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
