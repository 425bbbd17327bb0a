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
        let order = (0..<names.count).sorted { names[$0] < names[$1] }
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

    /// Folded words: letters and digits, split at everything else.
    static func words(of text: String) -> [String] {
        TextFolding.fold(text)
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map(String.init)
    }
}
