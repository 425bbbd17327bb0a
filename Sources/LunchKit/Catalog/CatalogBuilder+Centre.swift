extension CatalogBuilder {
    /// The median latitude and longitude: the middle of where the places are.
    static func centre(_ places: [Place]) -> Coordinate {
        guard !places.isEmpty else { return Coordinate(lat: 0, lon: 0) }
        let middle = places.count / 2
        return Coordinate(lat: element(middle, inOrderOf: places.map(\.coordinate.lat)),
                          lon: element(middle, inOrderOf: places.map(\.coordinate.lon)))
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
