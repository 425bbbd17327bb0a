import LunchStorage
import LunchText

extension Catalog {
    /// `search` for one word from an origin, without making a list of every match: the
    /// total is counted on a bitmap of places, and only the matches that can be in the top
    /// `limit` are gathered. Scores are taken level by level from the highest; the level
    /// where the top is cut (`cut`) is tied, and a large tied level is searched through the
    /// grid rings as `rank` does, with its members marked in a bitmap. The same rows, order,
    /// scores and total as `rank` over every match. Nil where the rings are not used (near
    /// the poles or the date line) or do not reach far enough: the general path then.
    func searchOneWord(_ word: String, typed: TypedWord? = nil, text: String, from origin: Coordinate, limit: Int) -> SearchResult? {
        guard limit > 0, abs(origin.lat) < 80, abs(origin.lon) < 179 else { return nil }
        let postingPlaces = image.sectionOnDemand(.postingPlaces, as: UInt32.self)
        let postingWeights = image.sectionOnDemand(.postingWeights, as: UInt8.self)
        let starts = image.section(.postingStarts, as: UInt32.self)
        // Each matching token's postings, with the score of each weight.
        var lists: [(range: Range<Int>, scores: [Float], counts: [Int])] = []
        for (token, quality) in tokenMatches(for: word, typed: typed) {
            let range = Int(starts[token])..<Int(starts[token + 1])
            guard !range.isEmpty else { continue }
            image.load(.postingPlaces, as: UInt32.self, range)
            image.load(.postingWeights, as: UInt8.self, range)
            var counts = [Int](repeating: 0, count: 256)
            counts.withUnsafeMutableBufferPointer { counts in
                for p in range { counts[Int(postingWeights[p])] += 1 }
            }
            lists.append((range, (0..<256).map { Float(Double($0) * quality) }, counts))
        }
        guard !lists.isEmpty else { return SearchResult(total: 0, hits: []) }
        let words = count / 64 + 1

        // The total: every list's places on one bitmap, those met twice taken off.
        var total = lists.reduce(0) { $0 + $1.range.count }
        if lists.count > 1 {
            var seen = [UInt64](repeating: 0, count: words)
            seen.withUnsafeMutableBufferPointer { seen in
                var twice = 0
                for list in lists {
                    for p in list.range {
                        let place = Int(postingPlaces[p]), bit: UInt64 = 1 << UInt64(place & 63)
                        let word = seen[place >> 6]
                        twice += word & bit == 0 ? 0 : 1
                        seen[place >> 6] = word | bit
                    }
                }
                total -= twice
            }
        }

        /// A place's score: its best posting (nil in none).
        func score(of place: UInt32) -> Float? {
            var best: Float?
            for list in lists {
                var low = list.range.lowerBound, high = list.range.upperBound
                while low < high {
                    let mid = (low + high) / 2
                    if postingPlaces[mid] < place { low = mid + 1 } else { high = mid }
                }
                if low < list.range.upperBound, postingPlaces[low] == place {
                    best = max(best ?? 0, list.scores[Int(postingWeights[low])])
                }
            }
            return best
        }
        // Places whose whole name is the text rank above their score.
        var named: [Scored] = []
        for place in placesNamed(text).sorted() {
            if let s = score(of: place) { named.append(Scored(place: place, score: s + MatchQuality.wholeName)) }
        }
        let namedPlaces = Set(named.map(\.place))
        var levels = Set(named.map(\.score))
        for list in lists {
            for w in 0..<256 where list.counts[w] > 0 { levels.insert(list.scores[w]) }
        }

        /// How many postings of all lists score `level` (places met in two lists twice).
        func postings(scoring level: Float) -> Int {
            lists.reduce(0) { sum, list in sum + (0..<256).reduce(0) { $0 + (list.scores[$1] == level ? list.counts[$1] : 0) } }
        }
        /// The places whose best posting scores `level` (whole names apart), by place.
        func gather(_ level: Float) -> [Scored] {
            var merged: [Scored] = []
            for list in lists where (0..<256).contains(where: { list.scores[$0] == level && list.counts[$0] > 0 }) {
                var part: [Scored] = []
                for p in list.range where list.scores[Int(postingWeights[p])] == level {
                    part.append(Scored(place: postingPlaces[p], score: level))
                }
                merged = Self.union(merged, part)
            }
            // A place with a better posting elsewhere is on a higher level.
            merged.removeAll { namedPlaces.contains($0.place) || score(of: $0.place)! > level }
            return merged
        }
        /// The same places (and the level's whole names) as a bitmap.
        func bitmap(_ level: Float) -> [UInt64] {
            var members = [UInt64](repeating: 0, count: words)
            members.withUnsafeMutableBufferPointer { members in
                for list in lists where (0..<256).contains(where: { list.scores[$0] == level && list.counts[$0] > 0 }) {
                    for p in list.range where list.scores[Int(postingWeights[p])] == level {
                        let place = Int(postingPlaces[p])
                        members[place >> 6] |= 1 << UInt64(place & 63)
                    }
                }
                for list in lists where (0..<256).contains(where: { list.scores[$0] > level && list.counts[$0] > 0 }) {
                    for p in list.range where list.scores[Int(postingWeights[p])] > level {
                        let place = Int(postingPlaces[p])
                        members[place >> 6] &= ~(1 << UInt64(place & 63))
                    }
                }
                for s in named {
                    let bit: UInt64 = 1 << UInt64(s.place & 63)
                    if s.score == level { members[Int(s.place) >> 6] |= bit } else { members[Int(s.place) >> 6] &= ~bit }
                }
            }
            return members
        }

        var chosen: [Scored] = []
        for level in levels.sorted(by: >) {
            let namedHere = named.filter { $0.score == level }
            var tied: [Scored]
            if postings(scoring: level) <= 4_000 {
                tied = gather(level) + namedHere
                tied.sort { $0.place < $1.place }
            } else {
                let members = bitmap(level)
                let size = members.reduce(0) { $0 + $1.nonzeroBitCount }
                if size > 2_000, chosen.count + size >= limit {
                    // The cut is in this large level: its nearest through the rings.
                    guard let nearest = nearestThroughGrid(members: members, score: level, from: origin,
                                                           need: limit - chosen.count) else { return nil }
                    return finish(chosen + nearest, total: total, origin: origin, limit: limit)
                }
                tied = []
                tied.reserveCapacity(size)
                for (w, word) in members.enumerated() where word != 0 {
                    var bits = word
                    while bits != 0 {
                        tied.append(Scored(place: UInt32(w << 6 | bits.trailingZeroBitCount), score: level))
                        bits &= bits - 1
                    }
                }
            }
            if chosen.count + tied.count < limit {
                chosen += tied
                continue
            }
            if tied.count <= 2_000 {
                chosen += measured(tied, from: origin)
            } else {
                guard let nearest = nearestThroughGrid(tied, from: origin, need: limit - chosen.count) else { return nil }
                chosen += nearest
            }
            return finish(chosen, total: total, origin: origin, limit: limit)
        }
        return finish(chosen, total: total, origin: origin, limit: limit)
    }

    private func finish(_ chosen: [Scored], total: Int, origin: Coordinate, limit: Int) -> SearchResult {
        let top = Self.best(measured(chosen, from: origin), limit: limit)
        return SearchResult(total: total, hits: top.map { c in
            SearchHit(index: Int(c.place), score: Double(c.score), distance: Geo.distance(origin, coordinate(at: Int(c.place))))
        })
    }
}
