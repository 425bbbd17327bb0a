import Foundation
import LunchStorage
import LunchText

extension Catalog {
    public struct SearchHit: Sendable, Equatable {
        public var index: Int
        public var score: Double
        public var distance: Double?
        /// Farther than the range the search was given (`within`): ranked after those in it.
        public var beyondRange = false
    }

    public struct SearchResult: Sendable, Equatable {
        /// How many places matched every word.
        public var total: Int
        /// The best `limit` of them: highest score first, ties nearest first.
        public var hits: [SearchHit]
    }

    /// How well a token matches a query word: exact, as a prefix, or with one typo.
    enum MatchQuality {
        static let exact = 1.0
        static let prefix = 0.8
        static let typo = 0.6
        /// Two typos (words of eight letters or more).
        static let twoTypos = 0.5
        /// Added when the whole name is what was typed (folded): `Annapoorna` above
        /// `Annapoorna Indian Restaurant`, whose words score the same.
        static let wholeName: Float = 1
        /// Added when the name holds the query's words in the query's order, one after
        /// another: `Pizza Napoli` above `Napoli Pizza` for `pizza napoli`.
        static let wordOrder: Float = 0.5
    }

    /// A candidate while ranking: place, score, and a value that grows with distance.
    struct Scored {
        var place: UInt32
        var score: Float
        var key: Double = 0
    }

    /// Places matching every word of `text` in name, cuisine, tags or address; folded
    /// (`TextFolding`, which writes Cyrillic, Greek and kana in Latin letters), prefix-aware,
    /// tolerant of typos by word length (`typosAllowed`); a place whose whole name is
    /// `text` ranks above the rest, then one whose name has the words in the query's order.
    /// With `range` (metres) and an origin, the matches within `range` come first (best
    /// first, ties nearest first), then the rest the same way, marked `beyondRange`.
    /// Works on the sorted posting lists only (merge and intersect), never on every place.
    public func search(_ text: String, from origin: Coordinate?, limit: Int = 50,
                       where keep: ((Int) -> Bool)? = nil, within range: Double? = nil) -> SearchResult {
        guard let origin, let range, limit > 0 else { return rankedSearch(text, from: origin, limit: limit, where: keep) }
        let near = matches(text, around: origin, within: range, where: keep)
        let all = rankedSearch(text, from: origin, limit: near.count >= limit ? 1 : limit + near.count, where: keep)
        var hits = Array(near.prefix(limit))
        for var hit in all.hits where hits.count < limit && (hit.distance ?? 0) > range {
            hit.beyondRange = true
            hits.append(hit)
        }
        return SearchResult(total: all.total, hits: hits)
    }

    /// The query's distinct folded words, and how many letters those typed in Cyrillic,
    /// Greek or kana had.
    func queryWords(_ text: String) -> (words: [String], typed: [String: TypedWord]) {
        var words: [String] = [], seen: Set<String> = []
        for w in SearchIndexBuilder.words(of: text) where seen.insert(w).inserted { words.append(w) }
        return (words, Transliteration.typedWords(of: text))
    }

    /// `search` by score alone (ties nearest first).
    func rankedSearch(_ text: String, from origin: Coordinate?, limit: Int, where keep: ((Int) -> Bool)?) -> SearchResult {
        let (words, typed) = queryWords(text)
        guard !words.isEmpty, count > 0 else { return SearchResult(total: 0, hits: []) }
        if words.count == 1, keep == nil, let origin,
           let result = searchOneWord(words[0], typed: typed[words[0]], text: text, from: origin, limit: limit) {
            return result
        }
        var matches: [Scored]?
        for word in words {
            let hits = postings(for: word, typed: typed[word])
            matches = matches.map { Self.intersect($0, hits) } ?? hits
            if matches?.isEmpty == true { break }
        }
        var candidates = matches ?? []
        if let keep { candidates.removeAll { !keep(Int($0.place)) } }
        for place in placesNamed(text) {
            if let at = Self.position(of: place, in: candidates) { candidates[at].score += MatchQuality.wholeName }
        }
        let ordered = words.count > 1
        if ordered, candidates.count <= Self.orderChecked {
            for k in candidates.indices where nameHolds(words, place: Int(candidates[k].place)) {
                candidates[k].score += MatchQuality.wordOrder
            }
        }
        var top: [Scored]
        if ordered, candidates.count > Self.orderChecked {
            // Many matches: the word order is weighed among the best by the other rules.
            top = origin.map { rank(candidates, from: $0, limit: limit * 4) } ?? Self.best(candidates, limit: limit * 4)
            for k in top.indices where nameHolds(words, place: Int(top[k].place)) { top[k].score += MatchQuality.wordOrder }
            top = Self.best(top, limit: limit)
        } else {
            top = origin.map { rank(candidates, from: $0, limit: limit) } ?? Self.best(candidates, limit: limit)
        }
        let hits = top.map { c in
            SearchHit(index: Int(c.place), score: Double(c.score),
                      distance: origin.map { Geo.distance($0, coordinate(at: Int(c.place))) })
        }
        return SearchResult(total: candidates.count, hits: hits)
    }

    /// Up to how many matches of a query of several words each has its name read for the
    /// word order; past it, only the best `4 × limit` by the other rules.
    static let orderChecked = 20_000

    /// True when the name of `place` holds `words` in this order, one after another (each
    /// the start of a word of the name).
    func nameHolds(_ words: [String], place: Int) -> Bool {
        let name = SearchIndexBuilder.words(of: self.name(at: place))
        guard name.count >= words.count else { return false }
        for start in 0...(name.count - words.count) where name[start].hasPrefix(words[0]) {
            if (1..<words.count).allSatisfy({ name[start + $0].hasPrefix(words[$0]) }) { return true }
        }
        return false
    }

    /// The best `limit` candidates by score, ties nearest first. Distances are needed only
    /// for the score group that straddles the cut; a large group is searched through the
    /// grid outwards from the origin instead of measuring every member.
    func rank(_ candidates: [Scored], from origin: Coordinate, limit: Int) -> [Scored] {
        // Scores take few distinct values: count them in a small list, not a dictionary.
        let counts = Self.scoreCounts(candidates)
        var above = 0, tiedCount = 0
        var cut: Float = -1
        for (score, n) in counts.sorted(by: { $0.score > $1.score }) {
            if above + n >= limit {
                cut = score
                tiedCount = n
                break
            }
            above += n
        }
        var tied = [Scored](unsafeUninitializedCapacity: tiedCount) { _, n in n = 0 }
        var chosen = [Scored](unsafeUninitializedCapacity: cut >= 0 ? above : candidates.count) { out, n in
            tied = [Scored](unsafeUninitializedCapacity: tiedCount) { tiedOut, t in
                var k = 0, j = 0
                for c in candidates {
                    if c.score > cut {
                        (out.baseAddress! + k).initialize(to: c)
                        k += 1
                    } else if c.score == cut {
                        (tiedOut.baseAddress! + j).initialize(to: c)
                        j += 1
                    }
                }
                t = j
                n = k
            }
        }
        let need = limit - chosen.count
        if cut >= 0, need > 0 {
            chosen += tied.count <= 2_000 ? measured(tied, from: origin)
                                          : (nearestThroughGrid(tied, from: origin, need: need) ?? measured(tied, from: origin))
        }
        return Self.best(measured(chosen, from: origin), limit: limit)
    }

    /// How many candidates have each score. Scores take few distinct values: they are
    /// looked up in a short list scanned in place (a dictionary only past 64 of them).
    static func scoreCounts(_ candidates: [Scored]) -> [(score: Float, n: Int)] {
        var scores = [Float](repeating: 0, count: 64), counts = [Int](repeating: 0, count: 64)
        var distinct = 0, fits = true
        scores.withUnsafeMutableBufferPointer { scores in
            counts.withUnsafeMutableBufferPointer { counts in
                for c in candidates {
                    var i = 0
                    while i < distinct, scores[i] != c.score { i += 1 }
                    if i == distinct {
                        guard distinct < 64 else {
                            fits = false
                            return
                        }
                        scores[i] = c.score
                        distinct += 1
                    }
                    counts[i] += 1
                }
            }
        }
        if fits { return (0..<distinct).map { (scores[$0], counts[$0]) } }
        var many: [Float: Int] = [:]
        for c in candidates { many[c.score, default: 0] += 1 }
        return many.map { ($0.key, $0.value) }
    }

    /// Sets each candidate's key to the haversine term of its distance (monotonic, no asin).
    func measured(_ candidates: [Scored], from origin: Coordinate) -> [Scored] {
        let φ0 = origin.lat * .pi / 180, cos0 = cos(φ0)
        return candidates.map { c in
            let p = Int(c.place)
            let φ = lat[p] * .pi / 180, dφ = φ - φ0, dλ = (lon[p] - origin.lon) * .pi / 180
            let a = sin(dφ / 2), b = sin(dλ / 2)
            var out = c
            out.key = a * a + cos0 * cos(φ) * b * b
            return out
        }
    }

    /// The `need` members of `group` (one score, sorted by place) nearest to `origin`, found
    /// by walking grid rings outwards; nil where rings do not work (near the poles or the
    /// date line, or sparse data).
    func nearestThroughGrid(_ group: [Scored], from origin: Coordinate, need: Int) -> [Scored]? {
        // Which places are in the group: one bit each, so a grid member is checked at once.
        var inGroup = [UInt64](repeating: 0, count: count / 64 + 1)
        for g in group { inGroup[Int(g.place) >> 6] |= 1 << (UInt64(g.place) & 63) }
        return nearestThroughGrid(members: inGroup, score: group.first?.score ?? 0, from: origin, need: need)
    }

    /// The `need` places of the bitmap `members` (bit `p % 64` of word `p / 64` for place
    /// `p`) nearest to `origin`, each with `score`.
    func nearestThroughGrid(members inGroup: [UInt64], score: Float, from origin: Coordinate, need: Int) -> [Scored]? {
        guard abs(origin.lat) < 80, abs(origin.lon) < 179 else { return nil }
        let keys = image.section(.gridKeys, as: Int64.self)
        let starts = image.section(.gridStarts, as: UInt32.self)
        let members = image.sectionOnDemand(.gridMembers, as: UInt32.self)
        let cell = CatalogBuilder.cellDegrees
        let row0 = Int((origin.lat / cell).rounded(.down)), col0 = Int((origin.lon / cell).rounded(.down))
        // The narrowest side of a cell in metres (longitude shrinks with latitude).
        let cellMetres = cell * .pi / 180 * Geo.earthRadiusMetres * cos(min(89, abs(origin.lat) + 1) * .pi / 180)
        var found: [(Scored, Double)] = []
        func worst() -> Double { found.count < need ? .infinity : found[need - 1].1 }
        for r in 0...40 {
            if Double(r - 1) * cellMetres > worst() { return found.prefix(need).map { $0.0 } }
            for dr in -r...r {
                let columns = abs(dr) == r ? Array(-r...r) : [-r, r]
                for dc in columns {
                    let key = CatalogBuilder.cellKey(lat: (Double(row0 + dr) + 0.5) * cell, lon: (Double(col0 + dc) + 0.5) * cell)
                    let k = lowerBound(keys, key)
                    guard k < keys.count, keys[k] == key else { continue }
                    image.load(.gridMembers, as: UInt32.self, Int(starts[k])..<Int(starts[k + 1]))
                    for m in Int(starts[k])..<Int(starts[k + 1]) {
                        let place = members[m]
                        guard inGroup[Int(place) >> 6] & (1 << (UInt64(place) & 63)) != 0 else { continue }
                        let d = Geo.distance(origin, coordinate(at: Int(place)))
                        if d < worst() {
                            let at = found.firstIndex { $0.1 > d } ?? found.count
                            found.insert((Scored(place: place, score: score), d), at: at)
                            if found.count > need { found.removeLast() }
                        }
                    }
                }
            }
        }
        return nil
    }

    /// Binary search of a place in candidates sorted by place.
    static func find(_ place: UInt32, in sorted: [Scored]) -> Scored? {
        position(of: place, in: sorted).map { sorted[$0] }
    }

    static func position(of place: UInt32, in sorted: [Scored]) -> Int? {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid].place < place { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low].place == place ? low : nil
    }

    static func best(_ candidates: [Scored], limit: Int) -> [Scored] {
        func before(_ a: Scored, _ b: Scored) -> Bool {
            a.score != b.score ? a.score > b.score : (a.key != b.key ? a.key < b.key : a.place < b.place)
        }
        var ranked: [Scored] = []
        ranked.reserveCapacity(limit + 1)
        for c in candidates {
            if ranked.count == limit, let last = ranked.last, !before(c, last) { continue }
            let at = ranked.firstIndex { before(c, $0) } ?? ranked.count
            ranked.insert(c, at: at)
            if ranked.count > limit { ranked.removeLast() }
        }
        return ranked
    }

    /// The places one word matches, sorted by place, each with its best score.
    func postings(for word: String, typed: TypedWord? = nil) -> [Scored] {
        let places = image.sectionOnDemand(.postingPlaces, as: UInt32.self)
        let weights = image.sectionOnDemand(.postingWeights, as: UInt8.self)
        let starts = image.section(.postingStarts, as: UInt32.self)
        var lists: [[Scored]] = []
        for (token, quality) in tokenMatches(for: word, typed: typed) {
            let range = Int(starts[token])..<Int(starts[token + 1])
            image.load(.postingPlaces, as: UInt32.self, range)
            image.load(.postingWeights, as: UInt8.self, range)
            lists.append([Scored](unsafeUninitializedCapacity: range.count) { out, n in
                for (k, p) in range.enumerated() {
                    (out.baseAddress! + k).initialize(to: Scored(place: places[p], score: Float(Double(weights[p]) * quality)))
                }
                n = range.count
            })
        }
        guard lists.count > 1 else { return lists.first ?? [] }
        // The largest list (an exact word: tens of thousands of places) is merged once, with
        // the others already merged together (prefixes and typos: usually a few places).
        let largest = lists.indices.max { lists[$0].count < lists[$1].count }!
        let big = lists.remove(at: largest)
        var rest: [Scored]
        if lists.count > 8 {
            rest = lists.flatMap { $0 }
            rest.sort { $0.place != $1.place ? $0.place < $1.place : $0.score > $1.score }
            var unique: [Scored] = []
            for s in rest where unique.last?.place != s.place { unique.append(s) }
            rest = unique
        } else {
            rest = lists[0]
            for list in lists.dropFirst() { rest = Self.union(rest, list) }
        }
        return Self.union(big, rest)
    }

    /// Sorted union keeping the better score for a place in both. The shorter list is
    /// walked; the runs of the longer one between its places are copied whole.
    static func union(_ a: [Scored], _ b: [Scored]) -> [Scored] {
        guard !a.isEmpty, !b.isEmpty else { return a.isEmpty ? b : a }
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        return [Scored](unsafeUninitializedCapacity: a.count + b.count) { out, written in
            long.withUnsafeBufferPointer { long in
                short.withUnsafeBufferPointer { short in
                    var i = 0, k = 0
                    func copyLong(upTo end: Int) {
                        guard end > i else { return }
                        (out.baseAddress! + k).initialize(from: long.baseAddress! + i, count: end - i)
                        k += end - i
                        i = end
                    }
                    for y in short {
                        // The first place of the long list not before y: galloping from i,
                        // so lists of about the same length cost about one merge.
                        var low = i, high = i, step = 1
                        while high < long.count, long[high].place < y.place {
                            low = high + 1
                            high = i + step
                            step <<= 1
                        }
                        high = min(high, long.count)
                        while low < high {
                            let mid = (low + high) / 2
                            if long[mid].place < y.place { low = mid + 1 } else { high = mid }
                        }
                        copyLong(upTo: low)
                        if i < long.count, long[i].place == y.place {
                            // The first list's record, with the better score.
                            var both = a.count >= b.count ? long[i] : y
                            both.score = max(long[i].score, y.score)
                            (out.baseAddress! + k).initialize(to: both)
                            i += 1
                        } else {
                            (out.baseAddress! + k).initialize(to: y)
                        }
                        k += 1
                    }
                    copyLong(upTo: long.count)
                    written = k
                }
            }
        }
    }

    /// Sorted intersection adding the scores (a place must match every word).
    static func intersect(_ a: [Scored], _ b: [Scored]) -> [Scored] {
        var out: [Scored] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i].place < b[j].place { i += 1 } else if b[j].place < a[i].place { j += 1 } else {
                var s = a[i]
                s.score += b[j].score
                out.append(s); i += 1; j += 1
            }
        }
        return out
    }
}
