import LunchStorage
import LunchText

extension CatalogImage {
    /// Whether the section lengths agree with the place count and with each other. The
    /// header (count included) is outside the checksum, so a damaged count must be caught
    /// here, before a query indexes past a section (found by `fuzz-catalog`).
    static func lengthsAgree(count: Int, _ table: [(Int, Int)]) -> Bool {
        func length(_ section: Section) -> Int { table[section.rawValue].1 }
        let grid = length(.gridKeys) / 8, tokens = length(.tokenOffsets) / 4 - 1, postings = length(.postingPlaces) / 4
        return count < Int(UInt32.max) && tokens >= 0
            && [Section.lat, .lon, .gridLat, .gridLon].allSatisfy { length($0) == count * 8 }
            && [Section.gridMembers, .nameOrder, .idOrder].allSatisfy { length($0) == count * 4 }
            && [Section.recordOffsets, .nameOffsets].allSatisfy { length($0) == (count + 1) * 4 }
            && length(.gridKeys) == grid * 8 && length(.gridStarts) == (grid + 1) * 4
            && length(.tokenOffsets) == (tokens + 1) * 4 && length(.postingStarts) == (tokens + 1) * 4
            && length(.postingPlaces) == postings * 4 && length(.postingWeights) == postings
    }
}

extension CatalogImage {
    /// Whether what the sections hold can be followed without leaving them: offsets never
    /// decrease and end inside their data, place numbers are below the count, coordinates
    /// are valid. The checksum already refuses random damage; this refuses an image whose
    /// checksum matches its damage (found by `fuzz-catalog-resum`). One pass, no allocation.
    func contentsAgree() -> Bool {
        let count = header.count
        func offsetsAgree(_ offsets: Section, _ data: Section, unit: Int) -> Bool {
            let o = section(offsets, as: UInt32.self)
            var last: UInt32 = 0
            for value in o {
                guard value >= last else { return false }
                last = value
            }
            return o.first == 0 && Int(last) <= table[data.rawValue].1 / unit
        }
        func placesAgree(_ places: Section) -> Bool {
            section(places, as: UInt32.self).allSatisfy { Int($0) < count }
        }
        func coordinatesAgree(_ lat: Section, _ lon: Section) -> Bool {
            let a = section(lat, as: Double.self), b = section(lon, as: Double.self)
            return a.allSatisfy { $0.isFinite && abs($0) <= 90 } && b.allSatisfy { $0.isFinite && abs($0) <= 180 }
        }
        return offsetsAgree(.recordOffsets, .records, unit: 1) && offsetsAgree(.nameOffsets, .names, unit: 1)
            && offsetsAgree(.tokenOffsets, .tokens, unit: 1) && offsetsAgree(.gridStarts, .gridMembers, unit: 4)
            && offsetsAgree(.postingStarts, .postingPlaces, unit: 4)
            && placesAgree(.gridMembers) && placesAgree(.nameOrder) && placesAgree(.idOrder) && placesAgree(.postingPlaces)
            && coordinatesAgree(.lat, .lon) && coordinatesAgree(.gridLat, .gridLon)
    }
}
