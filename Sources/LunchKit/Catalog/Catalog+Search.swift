extension Catalog {
    public struct SearchHit: Sendable, Equatable {
        public var index: Int
        public var score: Double
        public var distance: Double?
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
    }

    /// Places matching every word of `text` in name, cuisine, tags or address; folded for
    /// case and accents, prefix-aware, tolerant of one typo in words of four letters or more.
    public func search(_ text: String, from origin: Coordinate?, limit: Int = 50,
                       where keep: ((Int) -> Bool)? = nil) -> SearchResult {
        var words: [String] = []
        for w in SearchIndexBuilder.words(of: text) where !words.contains(w) { words.append(w) }
        guard !words.isEmpty, count > 0 else { return SearchResult(total: 0, hits: []) }
        let places = image.section(.postingPlaces, as: UInt32.self)
        let weights = image.section(.postingWeights, as: UInt8.self)
        let starts = image.section(.postingStarts, as: UInt32.self)
        var total = [Float](repeating: 0, count: count)
        var matched = [UInt8](repeating: 0, count: count)
        var best = [Float](repeating: 0, count: count)
        var touched: [Int] = []
        for (n, word) in words.enumerated() {
            touched.removeAll(keepingCapacity: true)
            for (token, quality) in tokenMatches(for: word) {
                for p in Int(starts[token])..<Int(starts[token + 1]) {
                    let i = Int(places[p])
                    // Only places that matched every earlier word can still match all.
                    guard matched[i] == UInt8(n) else { continue }
                    let s = Float(Double(weights[p]) * quality)
                    if best[i] == 0 { touched.append(i) }
                    if s > best[i] { best[i] = s }
                }
            }
            for i in touched {
                total[i] += best[i]
                matched[i] += 1
                best[i] = 0
            }
        }
        let all = UInt8(words.count)
        var ranked: [SearchHit] = []
        var found = 0
        for i in touched where matched[i] == all {
            if let keep, !keep(i) { continue }
            found += 1
            let hit = SearchHit(index: i, score: Double(total[i]),
                                distance: origin.map { Geo.distance($0, coordinate(at: i)) })
            if ranked.count == limit, let last = ranked.last, !Self.ranksBefore(hit, last) { continue }
            let at = ranked.firstIndex { Self.ranksBefore(hit, $0) } ?? ranked.count
            ranked.insert(hit, at: at)
            if ranked.count > limit { ranked.removeLast() }
        }
        return SearchResult(total: found, hits: ranked)
    }

    static func ranksBefore(_ a: SearchHit, _ b: SearchHit) -> Bool {
        if a.score != b.score { return a.score > b.score }
        let da = a.distance ?? 0, db = b.distance ?? 0
        if da != db { return da < db }
        return a.index < b.index
    }

    /// Tokens matching `word`, each with its best quality.
    func tokenMatches(for word: String) -> [(Int, Double)] {
        let offsets = image.section(.tokenOffsets, as: UInt32.self)
        let blob = image.section(.tokens, as: UInt8.self)
        let tokenCount = offsets.count - 1
        let query = Array(word.utf8)
        func token(_ t: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: blob[Int(offsets[t])..<Int(offsets[t + 1])])
        }
        var out: [Int: Double] = [:]
        // Prefix range: the first token not below the query, while tokens start with it.
        var low = 0, high = tokenCount
        while low < high {
            let mid = (low + high) / 2
            if token(mid).lexicographicallyPrecedes(query) { low = mid + 1 } else { high = mid }
        }
        var t = low
        while t < tokenCount, token(t).starts(with: query) {
            out[t] = token(t).count == query.count ? MatchQuality.exact : MatchQuality.prefix
            t += 1
        }
        if word.count >= 4 {
            for t in 0..<tokenCount where out[t] == nil {
                let candidate = token(t)
                if abs(candidate.count - query.count) <= 1, Self.withinOneEdit(query, candidate) {
                    out[t] = MatchQuality.typo
                }
            }
        }
        return out.map { ($0.key, $0.value) }
    }

    /// True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    static func withinOneEdit(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        if i == a.count && i == b.count { return true }
        if a.count == b.count {
            if a[(i + 1)...].elementsEqual(b[(i + 1)...]) { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...].elementsEqual(b[(i + 2)...])
        }
        if a.count + 1 == b.count { return a[i...].elementsEqual(b[(i + 1)...]) }
        if a.count == b.count + 1 { return a[(i + 1)...].elementsEqual(b[i...]) }
        return false
    }
}
