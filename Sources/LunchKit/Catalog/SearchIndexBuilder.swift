/// Builds the inverted index `search` uses: every folded word of a place's name,
/// cuisines, tags and address, with the weight of the best field it appears in.
enum SearchIndexBuilder {
    enum Weight {
        static let name: UInt8 = 4
        static let cuisine: UInt8 = 3
        static let tag: UInt8 = 3
        static let address: UInt8 = 1
    }

    struct Output {
        var tokenOffsets: [UInt32] = [0]
        var tokens: [UInt8] = []
        var postingStarts: [UInt32] = []
        var postingPlaces: [UInt32] = []
        var postingWeights: [UInt8] = []
    }

    static func build(_ places: [Place]) -> Output {
        var ids: [String: UInt32] = [:]
        var names: [String] = []
        var entryToken: [UInt32] = [], entryPlace: [UInt32] = [], entryWeight: [UInt8] = []
        for (index, place) in places.enumerated() {
            var local: [(String, UInt8)] = []
            func add(_ text: String, _ weight: UInt8, keepWhole: Bool = false) {
                var words = words(of: text)
                if keepWhole, words.count > 1 { words.append(TextFolding.fold(text)) }
                for word in words {
                    if let i = local.firstIndex(where: { $0.0 == word }) {
                        local[i].1 = max(local[i].1, weight)
                    } else {
                        local.append((word, weight))
                    }
                }
            }
            add(place.name, Weight.name)
            for c in place.cuisines { add(c, Weight.cuisine, keepWhole: true) }
            for t in place.tags { add(t, Weight.tag, keepWhole: true) }
            if let address = place.address { add(address, Weight.address) }
            for (word, weight) in local {
                let id: UInt32
                if let known = ids[word] { id = known } else {
                    id = UInt32(names.count)
                    ids[word] = id
                    names.append(word)
                }
                entryToken.append(id)
                entryPlace.append(UInt32(index))
                entryWeight.append(weight)
            }
        }
        // Tokens in sorted order (for prefix ranges), postings grouped by token (counting sort).
        let order = (0..<names.count).sorted { names[$0].utf8.lexicographicallyPrecedes(names[$1].utf8) }
        var rank = [UInt32](repeating: 0, count: names.count)
        for (r, id) in order.enumerated() { rank[id] = UInt32(r) }
        var out = Output()
        var counts = [UInt32](repeating: 0, count: names.count + 1)
        for t in entryToken { counts[Int(rank[Int(t)]) + 1] += 1 }
        for i in 1..<counts.count { counts[i] += counts[i - 1] }
        out.postingStarts = counts
        var cursor = counts
        out.postingPlaces = [UInt32](repeating: 0, count: entryToken.count)
        out.postingWeights = [UInt8](repeating: 0, count: entryToken.count)
        for e in 0..<entryToken.count {
            let r = Int(rank[Int(entryToken[e])])
            let slot = Int(cursor[r])
            out.postingPlaces[slot] = entryPlace[e]
            out.postingWeights[slot] = entryWeight[e]
            cursor[r] += 1
        }
        for id in order {
            out.tokens.append(contentsOf: names[id].utf8)
            out.tokenOffsets.append(UInt32(out.tokens.count))
        }
        return out
    }

    /// Folded words: split at ASCII punctuation and space; other scripts' letters stay
    /// (byte-level, so it is fast on a million places).
    static func words(of text: String) -> [String] {
        let folded = TextFolding.fold(text)
        var out: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = folded.utf8
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let b = utf8[i]
            let isWordByte = b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A)
            if isWordByte {
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
