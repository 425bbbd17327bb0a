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
