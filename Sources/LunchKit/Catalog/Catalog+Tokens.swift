extension Catalog {
    /// Tokens matching `word`, each with its best quality: exact, prefix, or (for words of
    /// four letters or more) one edit away.
    func tokenMatches(for word: String) -> [(Int, Double)] {
        let offsets = image.section(.tokenOffsets, as: UInt32.self)
        let blob = image.section(.tokens, as: UInt8.self)
        let tokenCount = offsets.count - 1
        let query = Array(word.utf8)
        func token(_ t: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: blob[Int(offsets[t])..<Int(offsets[t + 1])])
        }
        var out: [(Int, Double)] = []
        // Prefix range: the first token not below the query, while tokens start with it.
        var low = 0, high = tokenCount
        while low < high {
            let mid = (low + high) / 2
            if token(mid).lexicographicallyPrecedes(query) { low = mid + 1 } else { high = mid }
        }
        let prefixStart = low
        var t = low
        while t < tokenCount, token(t).starts(with: query) {
            out.append((t, token(t).count == query.count ? MatchQuality.exact : MatchQuality.prefix))
            t += 1
        }
        let prefixEnd = t
        if word.count >= 4 {
            for t in 0..<tokenCount where t < prefixStart || t >= prefixEnd {
                let candidate = token(t)
                if abs(candidate.count - query.count) <= 1, Self.withinOneEdit(query, candidate) {
                    out.append((t, MatchQuality.typo))
                }
            }
        }
        return out
    }

    /// True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    static func withinOneEdit(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        if i == a.count && i == b.count { return true }
        func same(_ x: Int, _ y: Int) -> Bool {
            let n = a.count - x
            guard n == b.count - y else { return false }
            for k in 0..<n where a[x + k] != b[y + k] { return false }
            return true
        }
        if a.count == b.count {
            if same(i + 1, i + 1) { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && same(i + 2, i + 2)
        }
        if a.count + 1 == b.count { return same(i, i + 1) }
        if a.count == b.count + 1 { return same(i + 1, i) }
        return false
    }
}
