import LunchStorage
import LunchText

extension Catalog {
    /// Tokens matching `word`, each with its best quality: exact, prefix, or with as many
    /// typos as `typosAllowed` gives it. `typed`: the word was typed in a script folding
    /// writes in Latin letters (Cyrillic, Greek, kana), with its letters.
    func tokenMatches(for word: String, typed: TypedWord? = nil) -> [(Int, Double)] {
        let typedLetters = typed?.letters
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
        let allowed = Self.typosAllowed(word, typedLetters: typedLetters)
        // A word typed in another script: one of its letters may be two Latin ones.
        let letterPairs = typed != nil, letterStarts = typed?.starts
        if allowed > 0 {
            // Edits count characters: bytes first (ASCII, and most other pairs), characters
            // where the word or the token has other letters (one letter of another script
            // is two to four bytes).
            let queryScalars = word.unicodeScalars.map(\.value)
            let queryIsASCII = query.count == queryScalars.count
            // A word of six letters or more may be the start of a longer word with its
            // typos (`shashlik` and `шашлык` find `Шашлычная`; `oizzeri` finds `Pizzeria`).
            // Tried only on a word starting as typed, or as typed with a typo in the first
            // letter and the next two right (`Self.startsNearly`): a few byte comparisons
            // per token, no letter index; about as many words tried as with the first
            // letter alone (1.0-1.3 times on the sample data's words).
            let stems = queryIsASCII && (typedLetters ?? word.count) >= 6
            var scalars: [UInt32] = []
            query.withUnsafeBufferPointer { query in
                for t in 0..<tokenCount where t < prefixStart || t >= prefixEnd {
                    let candidate = token(t)
                    let difference = abs(candidate.count - query.count)
                    if difference <= allowed, let edits = Self.edits(query, candidate, atMost: allowed) {
                        out.append((t, Self.quality(edits: edits)))
                    } else if letterPairs, difference <= 2, Self.oneLetterApart(query, candidate, letterStarts: letterStarts) {
                        out.append((t, MatchQuality.typo))
                    } else if stems, candidate.count > query.count,
                              Self.startsNearly(query, candidate),
                              let edits = Self.prefixEdits(query, candidate, atMost: allowed) {
                        out.append((t, Self.quality(edits: edits)))
                    } else if difference <= 4 * allowed, !queryIsASCII || candidate.contains(where: { $0 >= 0x80 }) {
                        Self.decode(candidate, into: &scalars)
                        let edits = queryScalars.withUnsafeBufferPointer { q in
                            scalars.withUnsafeBufferPointer { Self.edits(q, $0, atMost: allowed) }
                        }
                        if let edits { out.append((t, Self.quality(edits: edits))) }
                    }
                }
            }
        }
        return out
    }

    /// How many typos a query word may hold, as Organic Maps counts them: none in a word
    /// under four letters or in a number (`1234` never finds `1235`; `bankok9` finds
    /// `Bangkok9`), one in four to seven letters, two from eight on. A word typed in
    /// Cyrillic, Greek or kana (`typedLetters`) is counted by the letters typed, and one
    /// typo in it may be two Latin letters (`oneLetterApart`: a missing ж is `zh`).
    package static func typosAllowed(_ word: String, typedLetters: Int? = nil) -> Int {
        if word.unicodeScalars.allSatisfy({ $0.properties.numericType != nil }) { return 0 }
        let letters = typedLetters ?? word.count
        return letters < 4 ? 0 : (letters < 8 ? 1 : 2)
    }

    /// True when the typed word `a` and the token `b` differ in one place only, by one
    /// Cyrillic, Greek or kana letter written in Latin: `loka` and `lozhka`, `pisha` and
    /// `pishcha`. What differs in `a` is within one typed letter (`letterStarts`: where
    /// each begins in `a`), two letters in `b` are one letter's Latin (`zh`), so `Моск`
    /// finds what `mosk` finds (not `mo` nor `mosaik`).
    static func oneLetterApart(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, letterStarts: Set<Int>? = nil) -> Bool {
        let shorter = min(a.count, b.count)
        var prefix = 0
        while prefix < shorter, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let inA = a.count - prefix - suffix, inB = b.count - prefix - suffix
        guard inA <= 2, inB <= 2 else { return false }
        if inA == 2, let starts = letterStarts, starts.contains(prefix + 1) { return false }
        if inB == 2 {
            let pair = String(decoding: UnsafeBufferPointer(rebasing: b[prefix..<prefix + 2]), as: UTF8.self)
            if !Transliteration.twoLetterLatin.contains(pair) { return false }
        }
        return true
    }

    /// The fewest edits (1...`limit`) making the ASCII word `query` into a start of the
    /// longer ASCII `token` (a start of `query.count - limit` to `query.count + limit`
    /// letters), else nil: `shashlik` is two from `shashlyc`, the start of `shashlychnaya`.
    static func prefixEdits(_ query: UnsafeBufferPointer<UInt8>, _ token: UnsafeBufferPointer<UInt8>, atMost limit: Int) -> Int? {
        guard limit > 0, !token.contains(where: { $0 >= 0x80 }) else { return nil }
        var best: Int?
        for length in max(1, query.count - limit)...min(token.count - 1, query.count + limit) {
            let start = UnsafeBufferPointer(rebasing: token[..<length])
            if let e = edits(query, start, atMost: best.map { $0 - 1 } ?? limit), e >= 1 { best = e }
            if best == 1 { break }
        }
        return best
    }

    /// True when `token` starts with `query`'s first letter, or with a typo in it and the
    /// next two letters right: a letter changed, missing, added, or swapped with the
    /// second. Both have three letters or more.
    static func startsNearly(_ query: UnsafeBufferPointer<UInt8>, _ token: UnsafeBufferPointer<UInt8>) -> Bool {
        let (q, t) = (query, token)
        return t[0] == q[0] || (t[1] == q[1] && t[2] == q[2]) || (t[1] == q[0] && t[2] == q[1])
            || (t[0] == q[1] && t[1] == q[2]) || (t[0] == q[1] && t[1] == q[0])
    }

    static func quality(edits: Int) -> Double {
        edits <= 1 ? MatchQuality.typo : MatchQuality.twoTypos
    }

    /// The number of edits (insertions, deletions, substitutions, swaps of neighbours)
    /// making `a` into `b` when it is 1...`limit` (`limit` at most 2), else nil.
    package static func edits<T: Equatable>(_ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>, atMost limit: Int) -> Int? {
        if oneEdit(a, b) { return 1 }
        guard limit >= 2, abs(a.count - b.count) <= 2 else { return nil }
        // The first difference takes one edit; what is left must take one more at most.
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        func rest(_ x: UnsafeBufferPointer<T>, from k: Int) -> UnsafeBufferPointer<T> {
            UnsafeBufferPointer(rebasing: x[min(k, x.count)...])
        }
        if i < a.count, i < b.count {
            if oneEdit(rest(a, from: i + 1), rest(b, from: i + 1)) { return 2 }
            if i + 1 < a.count, i + 1 < b.count, a[i] == b[i + 1], a[i + 1] == b[i],
               oneEdit(rest(a, from: i + 2), rest(b, from: i + 2)) { return 2 }
        }
        if i < a.count, oneEdit(rest(a, from: i + 1), rest(b, from: i)) { return 2 }
        if i < b.count, oneEdit(rest(a, from: i), rest(b, from: i + 1)) { return 2 }
        return nil
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

    static func oneEdit<T: Equatable>(_ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>) -> Bool {
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
