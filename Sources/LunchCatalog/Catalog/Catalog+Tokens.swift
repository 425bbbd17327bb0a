import LunchStorage
import LunchText

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
            // Edits count characters: bytes first (ASCII, and most other one-edit pairs),
            // characters where the word or the token has other letters (one Cyrillic letter
            // is two bytes, and one more byte may be up to four).
            let queryScalars = word.unicodeScalars.map(\.value)
            let queryIsASCII = query.count == queryScalars.count
            var scalars: [UInt32] = []
            for t in 0..<tokenCount where t < prefixStart || t >= prefixEnd {
                let candidate = token(t)
                let difference = abs(candidate.count - query.count)
                if difference <= 1, Self.withinOneEdit(query, candidate) {
                    out.append((t, MatchQuality.typo))
                } else if difference <= 4, !queryIsASCII || candidate.contains(where: { $0 >= 0x80 }) {
                    Self.decode(candidate, into: &scalars)
                    if Self.withinOneEdit(queryScalars, scalars) { out.append((t, MatchQuality.typo)) }
                }
            }
        }
        return out
    }

    /// The Unicode scalars of valid UTF-8 `bytes`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt32]) {
        out.removeAll(keepingCapacity: true)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                out.append(UInt32(b)); i += 1
            } else if b < 0xE0, i + 1 < bytes.count {
                out.append(UInt32(b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)); i += 2
            } else if b < 0xF0, i + 2 < bytes.count {
                out.append(UInt32(b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)); i += 3
            } else if i + 3 < bytes.count {
                out.append(UInt32(b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                    | UInt32(bytes[i + 3] & 0x3F)); i += 4
            } else {
                out.append(UInt32(b)); i += 1
            }
        }
    }

    /// `withinOneEdit` over characters.
    package static func withinOneEdit(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in oneEdit(a, b) } }
    }

    /// True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    package static func withinOneEdit(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.withUnsafeBufferPointer { oneEdit($0, b) }
    }

    private static func oneEdit<T: Equatable>(_ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>) -> Bool {
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
