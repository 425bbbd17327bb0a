import LunchStorage
import LunchText

/// Builds the inverted index `search` uses: every folded word of a place's name,
/// cuisines, tags and address, with the weight of the best field it appears in.
package enum SearchIndexBuilder {
    enum Weight {
        static let name: UInt8 = 4
        static let cuisine: UInt8 = 3
        static let tag: UInt8 = 3
        static let address: UInt8 = 1

        /// A weight in two bits (`SearchIndexPart` packs them): 1, 3 and 4 are the only ones.
        @inline(__always)
        static func code(_ weight: UInt8) -> UInt8 {
            weight >= 4 ? 3 : weight >= 3 ? 2 : 1
        }

        @inline(__always)
        static func value(_ code: UInt8) -> UInt8 {
            code == 3 ? 4 : code == 2 ? 3 : code
        }
    }

    struct Output {
        var tokenOffsets: [UInt32] = [0]
        var tokens: [UInt8] = []
        var postingStarts: [UInt32] = []
        var postingPlaces: [UInt32] = []
        var postingWeights: [UInt8] = []
    }

    /// `foldedNames`: each place's folded name, end to end (`CatalogBuilder.foldedNames`).
    static func build(_ places: [Place], foldedNames: (arena: [UInt8], ends: [UInt32])) -> Output {
        finish([SearchIndexPart(places[...], foldedNames: foldedNames)])
    }

    /// The index of parts made for consecutive runs of places, in order: the later parts'
    /// words join the first's table, and each word's places come part by part, so the
    /// index is the one a single part for all the places gives.
    static func finish(_ parts: [SearchIndexPart]) -> Output {
        guard let plan = Plan(parts) else { return Output() }
        var out = Output()
        (out.tokenOffsets, out.tokens) = plan.tokens()
        out.postingStarts = plan.postingStarts
        (out.postingPlaces, out.postingWeights) = plan.postings(parts)
        return out
    }

    /// What the index of some parts (`finish`) holds, found before its postings: the
    /// joined table of words in order, where each word's postings start, and how many
    /// there are. An import writing the catalog as it is built knows every section's size
    /// from this, and makes the postings (the index's bulk) when their turn comes.
    struct Plan {
        /// The parts' words joined (the first part's table, the later parts' added).
        let table: ByteStringTable
        /// The table's ids in byte order.
        let order: [UInt32]
        /// For each part, its token ids' ranks in `order`.
        let ranks: [[UInt32]]
        /// Where each word's postings start (by rank), and their end.
        let postingStarts: [UInt32]
        var postingCount: Int { Int(postingStarts.last ?? 0) }
        var tokenCount: Int { table.count }

        init?(_ parts: [SearchIndexPart]) {
            guard var table = parts.first?.table else { return nil }
            // For each part, its token ids in the joined table.
            var tokenMaps: [[UInt32]] = [Array(0..<UInt32(table.count))]
            for part in parts.dropFirst() {
                tokenMaps.append(part.table.arena.withUnsafeBufferPointer { arena in
                    (0..<part.table.count).map { id in
                        let start = Int(part.table.ends[id]), end = Int(part.table.ends[id + 1])
                        return UInt32(table.insert(UnsafeBufferPointer(rebasing: arena[start..<end])).id)
                    }
                })
            }
            // Tokens in sorted order (for prefix ranges), postings grouped by token (counting sort).
            let order = ByteStringOrder.order(arena: table.arena, ends: table.ends)
            var rank = [UInt32](repeating: 0, count: table.count)
            for (r, id) in order.enumerated() { rank[Int(id)] = UInt32(r) }
            // Each part's tokens as ranks.
            let ranks = tokenMaps.map { map in map.map { rank[Int($0)] } }
            var counts = [UInt32](repeating: 0, count: table.count + 1)
            for (p, part) in parts.enumerated() {
                ranks[p].withUnsafeBufferPointer { ranks in
                    for t in part.entryToken { counts[Int(ranks[Int(t)]) + 1] += 1 }
                }
            }
            for i in 1..<counts.count { counts[i] += counts[i - 1] }
            self.table = table
            self.order = order
            self.ranks = ranks
            postingStarts = counts
        }

        /// The words in order, end to end, and where each ends.
        func tokens() -> (offsets: [UInt32], bytes: [UInt8]) {
            var offsets: [UInt32] = [0], tokens: [UInt8] = []
            tokens.reserveCapacity(table.arena.count)
            offsets.reserveCapacity(table.count + 1)
            table.arena.withUnsafeBufferPointer { arena in
                for id in order {
                    tokens.append(contentsOf: UnsafeBufferPointer(rebasing: arena[Int(table.ends[Int(id)])..<Int(table.ends[Int(id) + 1])]))
                    offsets.append(UInt32(tokens.count))
                }
            }
            return (offsets, tokens)
        }

        /// Each word's places and weights, word after word (the parts this was made from).
        func postings(_ parts: [SearchIndexPart]) -> (places: [UInt32], weights: [UInt8]) {
            var cursor = postingStarts
            var places = [UInt32](repeating: 0, count: postingCount)
            var weights = [UInt8](repeating: 0, count: postingCount)
            for (p, part) in parts.enumerated() {
                ranks[p].withUnsafeBufferPointer { ranks in
                    for k in 0..<part.placeEnds.count - 1 {
                        let place = UInt32(part.firstPlace + k)
                        for e in Int(part.placeEnds[k])..<Int(part.placeEnds[k + 1]) {
                            let r = Int(ranks[Int(part.entryToken[e])])
                            let slot = Int(cursor[r])
                            places[slot] = place
                            weights[slot] = part.entryWeight(e)
                            cursor[r] += 1
                        }
                    }
                }
            }
            return (places, weights)
        }
    }

    /// What `words(of:)` gives, found word by word: the text is cut where ASCII white space
    /// and punctuation are (which fold to themselves), and each piece is folded once per
    /// build (`memo`, at most 65,536 pieces).
    /// A piece that begins with a combining mark belongs with what is before it (a mark
    /// after a space is dropped by folding only there): such a text is folded whole.
    static func words(of text: String, memo: inout [String: [String]]) -> [String] {
        var out: [String] = []
        var whole = false
        var utf8 = text
        utf8.withUTF8 { bytes in
            var start = -1
            for i in 0...bytes.count {
                if i < bytes.count, isWordByte(bytes[i]) {
                    if start < 0 { start = i }
                } else if start >= 0 {
                    let piece = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                    if start > 0, let first = piece.unicodeScalars.first, isMark(first) {
                        whole = true
                        return
                    }
                    if let known = memo[piece] { out += known } else {
                        let words = Self.words(of: piece)
                        if memo.count < 1 << 16 { memo[piece] = words }
                        out += words
                    }
                    start = -1
                }
            }
        }
        return whole ? Self.words(of: text) : out
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// True for a word of non-ASCII punctuation only (`words(of:)` drops those).
    static func isSeparatorOnly(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        // Every separator's UTF-8 begins with C2 or E2: a word beginning otherwise is a word.
        guard let first = word.first, first == 0xC2 || first == 0xE2 else { return false }
        return String(decoding: word, as: UTF8.self).unicodeScalars.allSatisfy { separators.contains($0) }
    }

    @inline(__always)
    static func isWordByte(_ b: UInt8) -> Bool {
        b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A)
    }

    /// Folded words: split at ASCII punctuation and space; other scripts' letters stay
    /// (byte-level, so it is fast on a million places).
    package static func words(of text: String) -> [String] {
        let folded = TextFolding.fold(text)
        var out: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = folded.utf8
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let b = utf8[i]
            if isWordByte(b) {
                if start == nil { start = i }
            } else if let s = start {
                out.append(String(folded[s..<i]))
                start = nil
            }
            i = utf8.index(after: i)
        }
        if let s = start { out.append(String(folded[s...])) }
        return out.filter { word in !word.unicodeScalars.allSatisfy { Self.separators.contains($0) } }
    }

    /// Non-ASCII punctuation that must not count as a word on its own.
    static let separators: Set<Unicode.Scalar> = ["\u{2019}", "\u{2018}", "\u{2013}", "\u{2014}", "\u{00B7}", "\u{201C}", "\u{201D}", "\u{00A0}"]
}
